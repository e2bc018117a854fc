//! Copies the WGSL kernels of `shaders/` (a folder per module of `src/backend/gpu/` that
//! launches them, and `common/` for the helpers they share) into the build's output folder
//! without their comments and indentation, and that copy is the text compiled into the crate
//! (`src/backend/gpu/shaders.rs`): the comments are for readers of `shaders/`, and each build of
//! the wasm core with the WebGPU backend is about 6 KB smaller to download without them. A
//! helper's include line (`// #include common/<file>`) is kept as it is.

use std::path::Path;
use std::{env, fs};

fn main() {
    println!("cargo::rerun-if-changed=shaders");
    let out = Path::new(&env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("shaders");
    copy_stripped(Path::new("shaders"), &out);
}

/// Writes every `.wgsl` file below `from` to the same place below `to`, stripped.
fn copy_stripped(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("the output folder can be written");
    for entry in fs::read_dir(from).expect("shaders/ and its folders can be listed") {
        let path = entry.expect("shaders/ can be listed").path();
        let name = path.file_name().expect("a file has a name");
        if path.is_dir() {
            copy_stripped(&path, &to.join(name));
        } else if path.extension().is_some_and(|e| e == "wgsl") {
            let source = fs::read_to_string(&path).expect("a kernel is text");
            fs::write(to.join(name), strip(&source)).expect("the copy can be written");
        }
    }
}

/// `source` without `//` comments (WGSL has no strings for one to hide in), leading and
/// trailing spaces, or empty lines; include lines stay.
fn strip(source: &str) -> String {
    let mut out = String::new();
    for line in source.lines() {
        let code = if line.starts_with("// #include ") {
            line.trim_end()
        } else {
            line.split("//").next().unwrap_or("").trim()
        };
        if !code.is_empty() {
            out.push_str(code);
            out.push('\n');
        }
    }
    out
}
