//! Every WGSL file in `shaders/` parses and passes naga's validator with all checks on, and is
//! registered in `attend::gpu::Shader` (so it is compiled into the crate and used). No device
//! is needed.

use std::path::PathBuf;

use attend::gpu::Shader;

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
    for shader in Shader::ALL {
        let module = naga::front::wgsl::parse_str(shader.source()).unwrap_or_else(|e| {
            panic!(
                "{}: {}",
                shader.file_name(),
                e.emit_to_string(shader.source())
            )
        });
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
    let mut registered: Vec<String> = Shader::ALL
        .iter()
        .map(|s| s.file_name().to_string())
        .collect();
    registered.sort();
    assert_eq!(shader_files(), registered);
}
