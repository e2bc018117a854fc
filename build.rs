//! Copies the WGSL kernels of `shaders/` into the build's output folder without their comments
//! and indentation, and that copy is the text compiled into the crate
//! (`src/backend/gpu/shaders.rs`): the comments are for readers of `shaders/`, and each build of
//! the wasm core with the WebGPU backend is about 6 KB smaller to download without them. A
//! helper's include line (`// #include <file>`) is kept as it is.

use std::path::Path;
use std::{env, fs};

fn main() {
    println!("cargo::rerun-if-changed=shaders");
    let out = Path::new(&env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("shaders");
    for dir in ["", "common"] {
        let (from, to) = (Path::new("shaders").join(dir), out.join(dir));
        fs::create_dir_all(&to).expect("the output folder can be written");
        for entry in fs::read_dir(&from).expect("shaders/ is there") {
            let path = entry.expect("shaders/ can be listed").path();
            if path.extension().is_some_and(|e| e == "wgsl") {
                let source = fs::read_to_string(&path).expect("a kernel is text");
                let name = path.file_name().expect("a file has a name");
                fs::write(to.join(name), strip(&source)).expect("the copy can be written");
            }
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
