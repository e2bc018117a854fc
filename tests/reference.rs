//! Replays the PyTorch fixtures written by `tests/reference/make_fixtures.py`: each fixture is a
//! weights file plus seeded inputs and the logits `torch.nn.Transformer` produced for them (in
//! float64 and in float32). Our f32 forward pass must agree to 1e-5 at every non-padding target
//! position on the CPU, 1e-4 on the GPU.

#[cfg(not(target_arch = "wasm32"))]
mod common;

use std::path::PathBuf;

use attend::backend::{Backend, Cpu};
use attend::model::{Batch, Config, Pass, Transformer};
use attend::weights::Weights;
use serde::Deserialize;

/// The largest |our logit - PyTorch's| allowed at a non-padding target position.
const TOLERANCE: f32 = 1e-5;
/// The same on the GPU, which sums in other orders and uses its own `exp`.
#[cfg(not(target_arch = "wasm32"))]
const GPU_TOLERANCE: f32 = 1e-4;

#[derive(Deserialize)]
struct Fixture {
    version: u32,
    name: String,
    config: Config,
    src: Vec<Vec<u32>>,
    tgt: Vec<Vec<u32>>,
    logits: Vec<Vec<Vec<f64>>>,
    logits_f32: Vec<Vec<Vec<f64>>>,
}

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/fixtures")
}

fn fixture_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(fixtures_dir())
        .expect("fixtures directory")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "json").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    names
}

/// Max |difference| against float64 and float32 PyTorch logits over non-padding positions.
fn replay<B: Backend>(b: &B, name: &str) -> (f32, f32) {
    let dir = fixtures_dir();
    let fx: Fixture = serde_json::from_str(
        &std::fs::read_to_string(dir.join(format!("{name}.json"))).expect("fixture json"),
    )
    .expect("fixture parses");
    assert_eq!(fx.version, 1);
    assert_eq!(fx.name, name);
    let w = Weights::load(dir.join(format!("{name}.safetensors")).to_str().unwrap())
        .expect("fixture weights load");
    assert_eq!(
        w.config, fx.config,
        "{name}: config in weights and JSON differ"
    );
    let pad = w.config.pad_id;
    let model = Transformer::new(b, w.config, w.params).expect("model builds");
    let src = Batch::from_rows(&fx.src, pad).unwrap();
    let tgt = Batch::from_rows(&fx.tgt, pad).unwrap();
    let logits = model
        .forward(&mut Pass::inference(b), &src, &tgt)
        .expect("forward");
    let logits = b.download(&logits).unwrap();
    assert_eq!(
        logits.shape(),
        &[fx.tgt.len(), tgt.len, model.config.tgt_vocab_size]
    );
    let (mut d64, mut d32) = (0f32, 0f32);
    let mut positions = 0;
    for (bi, row) in fx.tgt.iter().enumerate() {
        for (t, &id) in row.iter().enumerate() {
            if id == pad {
                continue;
            }
            positions += 1;
            for v in 0..model.config.tgt_vocab_size {
                let ours = logits[[bi, t, v]];
                d64 = d64.max((ours as f64 - fx.logits[bi][t][v]).abs() as f32);
                d32 = d32.max((ours as f64 - fx.logits_f32[bi][t][v]).abs() as f32);
            }
        }
    }
    assert!(positions > 0, "{name}: no positions compared");
    (d64, d32)
}

/// Replays every fixture on `b`, prints the differences and fails above `tolerance`.
fn replay_all<B: Backend>(b: &B, tolerance: f32) {
    let names = fixture_names();
    assert!(
        names.len() >= 7,
        "expected the 7 committed fixtures, found {names:?}"
    );
    let mut failures = Vec::new();
    for name in &names {
        let (d64, d32) = replay(b, name);
        println!(
            "{:>5} {name:>18}: max |logit diff| vs float64 {d64:.3e}, vs float32 {d32:.3e}",
            b.name().split(':').next().unwrap_or_default()
        );
        if d64 > tolerance || d32 > tolerance {
            failures.push(format!("{name}: {d64:e} / {d32:e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "over tolerance {tolerance}: {failures:?}"
    );
}

#[test]
fn cpu_matches_pytorch_on_every_fixture() {
    replay_all(&Cpu, TOLERANCE);
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn gpu_matches_pytorch_on_every_fixture() {
    if let Some(gpu) = common::gpu() {
        replay_all(&gpu, GPU_TOLERANCE);
    }
}
