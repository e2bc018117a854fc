//! Replays the PyTorch fixtures written by `tests/reference/make_fixtures.py`: each fixture is a
//! weights file plus seeded inputs and the logits `torch.nn.Transformer` produced for them (in
//! float64 and in float32). Our f32 forward pass must agree to 1e-5 at every non-padding target
//! position on the CPU, 1e-4 on the GPU.

#[cfg(not(target_arch = "wasm32"))]
mod common;

use std::path::PathBuf;

use attend::backend::tensor::Tensor;
use attend::backend::{Backend, Cpu};
use attend::model::{Batch, Config, Edits, Pass, Transformer};
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
    /// A weights file of the repository the fixture runs (the shipped translation model),
    /// instead of its own `{name}.safetensors`.
    #[serde(default)]
    weights: Option<String>,
    /// The sentences (source, target) the shipped model's fixture encodes into `src` and `tgt`.
    #[serde(default)]
    pairs: Vec<(String, String)>,
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

/// A fixture's model on `b`, with its inputs.
fn load<B: Backend>(b: &B, name: &str) -> (Fixture, Transformer<B>, Batch, Batch) {
    let dir = fixtures_dir();
    let fx: Fixture = serde_json::from_str(
        &std::fs::read_to_string(dir.join(format!("{name}.json"))).expect("fixture json"),
    )
    .expect("fixture parses");
    assert_eq!(fx.version, 1);
    assert_eq!(fx.name, name);
    let path = match &fx.weights {
        Some(file) => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(file),
        None => dir.join(format!("{name}.safetensors")),
    };
    let w = Weights::load(path.to_str().unwrap()).expect("fixture weights load");
    assert_eq!(
        w.config, fx.config,
        "{name}: config in weights and JSON differ"
    );
    let pad = w.config.pad_id;
    let model = Transformer::new(b, w.config, w.params).expect("model builds");
    let src = Batch::from_rows(&fx.src, pad).unwrap();
    let tgt = Batch::from_rows(&fx.tgt, pad).unwrap();
    (fx, model, src, tgt)
}

/// Max |our logits - `want`| over the non-padding target positions of `fx`.
fn max_diff(fx: &Fixture, pad: u32, logits: &Tensor, want: &[Vec<Vec<f64>>]) -> f32 {
    let mut diff = 0f32;
    let mut positions = 0;
    for (bi, row) in fx.tgt.iter().enumerate() {
        for (t, &id) in row.iter().enumerate() {
            if id == pad {
                continue;
            }
            positions += 1;
            for (v, &theirs) in want[bi][t].iter().enumerate() {
                diff = diff.max((logits[[bi, t, v]] as f64 - theirs).abs() as f32);
            }
        }
    }
    assert!(positions > 0, "{}: no positions compared", fx.name);
    diff
}

/// Max |difference| against float64 and float32 PyTorch logits over non-padding positions.
fn replay<B: Backend>(b: &B, name: &str) -> (f32, f32) {
    let (fx, model, src, tgt) = load(b, name);
    let logits = model
        .forward(&mut Pass::inference(b), &src, &tgt)
        .expect("forward");
    let logits = b.download(&logits).unwrap();
    assert_eq!(
        logits.shape(),
        &[fx.tgt.len(), tgt.len, model.config.tgt_vocab_size]
    );
    let pad = model.config.pad_id;
    (
        max_diff(&fx, pad, &logits, &fx.logits),
        max_diff(&fx, pad, &logits, &fx.logits_f32),
    )
}

#[derive(Deserialize)]
struct EditFixture {
    version: u32,
    name: String,
    cases: Vec<EditCase>,
}

#[derive(Deserialize)]
struct EditCase {
    edits: Vec<String>,
    logits: Vec<Vec<Vec<f64>>>,
}

/// Replays the intervention fixtures (`tests/reference/edit_fixtures/`, written by
/// `make_fixtures.py` with PyTorch applying the same edits) on `b`, failing above `tolerance`.
/// A pass with no edits must equal the plain pass bit for bit.
fn replay_edits<B: Backend>(b: &B, tolerance: f32) {
    let dir = fixtures_dir().with_file_name("edit_fixtures");
    let mut failures = Vec::new();
    for name in ["post_ln", "pre_ln"] {
        let text = std::fs::read_to_string(dir.join(format!("{name}.json"))).unwrap();
        let ef: EditFixture = serde_json::from_str(&text).expect("edit fixture parses");
        assert_eq!((ef.version, ef.name.as_str()), (1, name));
        assert!(ef.cases.len() >= 10, "{name}: {} cases", ef.cases.len());
        let (fx, model, src, tgt) = load(b, name);
        let plain = model.forward(&mut Pass::inference(b), &src, &tgt).unwrap();
        let plain = b.download(&plain).unwrap();
        for case in &ef.cases {
            let edits = Edits::parse(&case.edits, &model.config).expect("edits parse");
            let texts: Vec<String> = edits.list().iter().map(ToString::to_string).collect();
            assert_eq!(texts, case.edits, "the text form reads back as written");
            let mut pass = Pass::inference(b).with_edits(&edits);
            let logits = model.forward(&mut pass, &src, &tgt).unwrap();
            let logits = b.download(&logits).unwrap();
            let diff = max_diff(&fx, model.config.pad_id, &logits, &case.logits);
            println!("{name:>8} {:?}: max |logit diff| {diff:.3e}", case.edits);
            if diff > tolerance {
                failures.push(format!("{name} {:?}: {diff:e}", case.edits));
            }
            if edits.is_empty() {
                assert!(logits == plain, "{name}: no edits is not the plain pass");
            }
        }
    }
    assert!(
        failures.is_empty(),
        "over tolerance {tolerance}: {failures:?}"
    );
}

#[test]
fn cpu_matches_pytorch_under_every_intervention() {
    replay_edits(&Cpu, TOLERANCE);
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn gpu_matches_pytorch_under_every_intervention() {
    if let Some(gpu) = common::gpu() {
        replay_edits(&gpu, GPU_TOLERANCE);
    }
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

/// The ids of `text`, every token of which `vocab` has.
fn known(vocab: &attend::data::Vocab, text: &str) -> Vec<u32> {
    let read = vocab.read(text).unwrap();
    assert!(read.unseen.is_empty(), "{text}: {:?}", read.unseen);
    read.ids
}

/// The shipped translation model cuts its sentences into the pieces subword-nmt cuts with its
/// merges (the fixture's ids), and its tied model gives PyTorch's logits (`replay_all`).
#[test]
fn the_shipped_translation_model_reads_subword_nmts_pieces() {
    let (fx, model, _, _) = load(&Cpu, "fr_en");
    assert!(model.config.tie_weights);
    let w = Weights::load(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(fx.weights.as_deref().unwrap())
            .to_str()
            .unwrap(),
    )
    .unwrap();
    let vocab = w.vocab.unwrap();
    let (pad, bos) = (model.config.pad_id, model.config.bos_id);
    assert_eq!(fx.pairs.len(), fx.src.len());
    for (i, (fr, en)) in fx.pairs.iter().enumerate() {
        let unpadded = |row: &[u32]| {
            row.iter()
                .copied()
                .filter(|&t| t != pad)
                .collect::<Vec<_>>()
        };
        assert_eq!(known(&vocab.src, fr), unpadded(&fx.src[i]), "{fr}");
        let mut tgt = vec![bos];
        tgt.extend(known(&vocab.tgt, en));
        assert_eq!(tgt, unpadded(&fx.tgt[i]), "{en}");
    }
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
