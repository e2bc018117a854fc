//! Every WGSL kernel in `shaders/`, its includes expanded, parses and passes naga's validator
//! with all checks on; it is registered in `attend::backend::gpu::Shader` (so it is compiled
//! into the crate), lies in the folder of the module of `src/backend/gpu/` that launches it,
//! and its `Params` has the layout of the Rust struct that fills it. No device is needed.

use std::path::{Path, PathBuf};

use attend::backend::gpu::shaders::{Layout, HELPERS};
use attend::backend::gpu::{uniform_layouts, Shader};

fn shaders_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("shaders")
}

/// The `.wgsl` files below `dir`, as paths below `shaders/`.
fn wgsl_files(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("shaders/ can be listed") {
        let path = entry.expect("shaders/ can be listed").path();
        if path.is_dir() {
            wgsl_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "wgsl") {
            let below = path.strip_prefix(shaders_dir()).expect("below shaders/");
            out.push(below.to_string_lossy().replace('\\', "/"));
        }
    }
}

fn module(shader: Shader) -> naga::Module {
    let source = shader.source();
    naga::front::wgsl::parse_str(&source)
        .unwrap_or_else(|e| panic!("{}: {}", shader.path(), e.emit_to_string(&source)))
}

#[test]
fn every_shader_parses_and_validates() {
    for shader in Shader::all() {
        let module = module(shader);
        naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::empty(),
        )
        .validate(&module)
        .unwrap_or_else(|e| panic!("{}: {e:?}", shader.path()));
        assert!(
            module.entry_points.iter().any(|ep| ep.name == "main"),
            "{} has no `main` entry point",
            shader.path()
        );
    }
}

#[test]
fn every_shader_file_is_registered() {
    let mut files = Vec::new();
    wgsl_files(&shaders_dir(), &mut files);
    let mut kernels: Vec<String> = files
        .into_iter()
        .filter(|f| !f.starts_with("common/"))
        .collect();
    kernels.sort();
    let mut registered: Vec<String> = Shader::all().map(|s| s.path().to_string()).collect();
    registered.sort();
    assert_eq!(kernels, registered);
}

#[test]
fn every_include_names_a_helper_and_every_helper_is_used() {
    let helpers: Vec<&str> = HELPERS.iter().map(|(path, _)| *path).collect();
    let mut used = Vec::new();
    for shader in Shader::all() {
        for path in shader.includes() {
            assert!(
                helpers.contains(&path),
                "{} includes {path}, which is not a helper of shaders/common/",
                shader.path()
            );
            used.push(path);
        }
        assert!(
            !shader
                .source()
                .lines()
                .any(|l| l.starts_with("// #include ")),
            "{}: an include was left unresolved (a helper includes no other)",
            shader.path()
        );
    }
    let mut files = Vec::new();
    wgsl_files(&shaders_dir().join("common"), &mut files);
    for path in files {
        assert!(helpers.contains(&path.as_str()), "{path} is not registered");
        assert!(used.contains(&path.as_str()), "no kernel includes {path}");
    }
}

/// Each kernel lies in `shaders/<module>/`, where `src/backend/gpu/<module>.rs` launches it and
/// names the folder in its documentation.
#[test]
fn every_shader_is_launched_by_the_module_its_folder_names() {
    let gpu = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/backend/gpu");
    for shader in Shader::all() {
        let (folder, _) = shader
            .path()
            .split_once('/')
            .unwrap_or_else(|| panic!("{} is not in a module's folder", shader.path()));
        let module = gpu.join(format!("{folder}.rs"));
        let source = std::fs::read_to_string(&module).unwrap_or_else(|_| {
            panic!(
                "{} is in shaders/{folder}/, but there is no {}",
                shader.path(),
                module.display()
            )
        });
        let name = format!("Shader::{shader:?}");
        assert!(
            source.contains(&name),
            "{} is registered as {name}, but {folder}.rs does not launch it",
            shader.path()
        );
        let docs: String = source
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect();
        assert!(
            docs.contains(&format!("`shaders/{folder}/")),
            "the documentation of {folder}.rs does not name its folder shaders/{folder}/"
        );
    }
}

/// The WGSL name of a uniform field's type, as Rust writes it.
fn scalar_name(module: &naga::Module, ty: naga::Handle<naga::Type>) -> String {
    match module.types[ty].inner {
        naga::TypeInner::Scalar(naga::Scalar::U32) => "u32".into(),
        naga::TypeInner::Scalar(naga::Scalar::I32) => "i32".into(),
        naga::TypeInner::Scalar(naga::Scalar::F32) => "f32".into(),
        ref other => format!("{other:?}"),
    }
}

/// The fields (name, type, offset) other than padding, and the size, of a layout.
type Fields = (Vec<(String, String, usize)>, usize);

fn rust_fields(layout: &Layout) -> Fields {
    let fields = layout
        .fields
        .iter()
        .filter(|(name, _, _)| !name.starts_with('_'))
        .map(|&(name, ty, offset)| (name.to_string(), ty.to_string(), offset))
        .collect();
    (fields, layout.size)
}

/// The fields of the one uniform struct, `Params`, of the kernel `path`.
fn wgsl_fields(path: &str, module: &naga::Module) -> Fields {
    let mut uniforms = module
        .global_variables
        .iter()
        .filter(|(_, var)| var.space == naga::AddressSpace::Uniform);
    let (_, var) = uniforms
        .next()
        .unwrap_or_else(|| panic!("{path} has no uniform"));
    assert!(
        uniforms.next().is_none(),
        "{path} has more than one uniform"
    );
    let ty = &module.types[var.ty];
    let naga::TypeInner::Struct { members, span } = &ty.inner else {
        panic!("{path}: the uniform is not a struct");
    };
    assert_eq!(
        ty.name.as_deref(),
        Some("Params"),
        "{path}: the uniform's struct is named Params"
    );
    let fields = members
        .iter()
        .map(|m| {
            let name = m.name.clone().unwrap_or_default();
            (name, scalar_name(module, m.ty), m.offset as usize)
        })
        .filter(|(name, _, _)| !name.starts_with('_'))
        .collect();
    (fields, *span as usize)
}

/// Where the `Params` of the kernel `path` and the Rust struct `layout` differ, if they do.
fn params_mismatch(path: &str, module: &naga::Module, layout: &Layout) -> Option<String> {
    let (wgsl, rust) = (wgsl_fields(path, module), rust_fields(layout));
    (wgsl != rust).then(|| {
        format!(
            "Params in {path} and {} in Rust differ (padding, fields starting with `_`, aside):\n\
             WGSL: {:?}, {} bytes\n\
             Rust: {:?}, {} bytes",
            layout.name, wgsl.0, wgsl.1, rust.0, rust.1
        )
    })
}

/// Each kernel's `Params` and the one Rust struct that names the kernel have the same fields,
/// in the same order, of the same types at the same offsets (padding aside), and the same size.
#[test]
fn every_shader_params_match_the_rust_struct() {
    let layouts = uniform_layouts();
    for shader in Shader::all() {
        let named: Vec<_> = layouts
            .iter()
            .filter(|(k, _)| k.contains(&shader))
            .collect();
        assert_eq!(
            named.len(),
            1,
            "one Rust struct fills {}'s Params, not {}",
            shader.path(),
            named.len()
        );
        if let Some(mismatch) = params_mismatch(shader.path(), &module(shader), named[0].1) {
            panic!("{mismatch}");
        }
    }
}

/// The comparison catches a field of another type, fields out of order, and a size apart.
#[test]
fn a_params_mismatch_is_caught() {
    let wgsl = "struct Params { n: u32, d: u32, scale: f32, _pad0: u32 }
        @group(0) @binding(0) var<uniform> p: Params;";
    let module = naga::front::wgsl::parse_str(wgsl).expect("the example parses");
    let layout = |fields, size| Layout {
        name: "Example",
        fields,
        size,
    };
    let same = layout(
        &[
            ("n", "u32", 0),
            ("d", "u32", 4),
            ("scale", "f32", 8),
            ("_pad", "[u32; 1]", 12),
        ],
        16,
    );
    assert_eq!(params_mismatch("example.wgsl", &module, &same), None);
    let wrong = [
        layout(&[("n", "u32", 0), ("d", "u32", 4), ("scale", "u32", 8)], 16),
        layout(&[("d", "u32", 0), ("n", "u32", 4), ("scale", "f32", 8)], 16),
        layout(&[("n", "u32", 0), ("d", "u32", 4), ("scale", "f32", 8)], 12),
    ];
    for layout in &wrong {
        let mismatch = params_mismatch("example.wgsl", &module, layout);
        assert!(mismatch.is_some_and(|m| m.contains("example.wgsl") && m.contains("Example")));
    }
}

/// Browsers' WGSL compilers (Tint) reject a float literal whose exact decimal value lies outside
/// f32's range, such as -3.40282347e38 (just past f32::MAX), where naga rounds it; so every
/// literal must be within range as written.
#[test]
fn every_float_literal_fits_in_f32() {
    for shader in Shader::all() {
        let src = shader.source();
        let bytes = src.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let starts_number = bytes[i].is_ascii_digit()
                && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'));
            if !starts_number {
                i += 1;
                continue;
            }
            let mut j = i;
            while j < bytes.len()
                && (bytes[j].is_ascii_alphanumeric()
                    || bytes[j] == b'.'
                    || ((bytes[j] == b'-' || bytes[j] == b'+')
                        && matches!(bytes[j - 1], b'e' | b'E')))
            {
                j += 1;
            }
            let literal = src[i..j].trim_end_matches(['f', 'u', 'i']);
            if let Ok(v) = literal.parse::<f64>() {
                assert!(
                    v <= f32::MAX as f64,
                    "{}: the literal {} is beyond f32::MAX; browsers refuse it",
                    shader.path(),
                    &src[i..j]
                );
            }
            i = j;
        }
    }
}
