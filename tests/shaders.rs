//! Every WGSL file in `shaders/` parses and passes naga's validator with all checks on, and is
//! registered in `attend::backend::gpu::Shader` (so it is compiled into the crate) and launched by some
//! recording code. No device is needed.

use std::path::PathBuf;

use attend::backend::gpu::shaders::HELPERS;
use attend::backend::gpu::Shader;

fn shader_files() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("shaders");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("shaders/ exists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".wgsl"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_shader_parses_and_validates() {
    for shader in Shader::all() {
        let source = shader.source();
        let module = naga::front::wgsl::parse_str(&source)
            .unwrap_or_else(|e| panic!("{}: {}", shader.file_name(), e.emit_to_string(&source)));
        naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::empty(),
        )
        .validate(&module)
        .unwrap_or_else(|e| panic!("{}: {e:?}", shader.file_name()));
        assert!(
            module.entry_points.iter().any(|ep| ep.name == "main"),
            "{} has no `main` entry point",
            shader.file_name()
        );
    }
}

#[test]
fn every_shader_file_is_registered() {
    let mut registered: Vec<String> = Shader::all().map(|s| s.file_name().to_string()).collect();
    registered.sort();
    assert_eq!(shader_files(), registered);
}

#[test]
fn every_include_names_a_helper_and_every_helper_is_used() {
    let helpers: Vec<&str> = HELPERS.iter().map(|(name, _)| *name).collect();
    let mut used = Vec::new();
    for shader in Shader::all() {
        for name in shader.includes() {
            assert!(
                helpers.contains(&name),
                "{} includes {name}, which is not in shaders/common/",
                shader.file_name()
            );
            assert!(
                !shader
                    .source()
                    .lines()
                    .any(|l| l.starts_with("// #include ")),
                "{}: an include was left unresolved",
                shader.file_name()
            );
            used.push(name);
        }
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("shaders/common");
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        assert!(helpers.contains(&name.as_str()), "{name} is not registered");
        assert!(used.contains(&name.as_str()), "no kernel includes {name}");
    }
}

/// Every `.rs` file under `src/`, recursively.
fn rust_sources(dir: &std::path::Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.ends_with("backend/gpu/shaders.rs")
        {
            out.push(std::fs::read_to_string(&path).unwrap());
        }
    }
}

#[test]
fn every_shader_is_launched_somewhere() {
    let mut sources = Vec::new();
    rust_sources(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut sources,
    );
    for shader in Shader::all() {
        let name = format!("Shader::{shader:?}");
        assert!(
            sources.iter().any(|s| s.contains(&name)),
            "{} is registered as {name} but nothing launches it",
            shader.file_name()
        );
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
                    shader.file_name(),
                    &src[i..j]
                );
            }
            i = j;
        }
    }
}
