//! Replaying the PyTorch training fixtures (`tests/reference/make_grad_fixtures.py`) on any
//! backend: gradient fixtures (loss and every parameter's gradient for one padded batch) and Adam
//! fixtures (5 steps of `torch.optim.Adam` with the paper's schedule). `tests/gradients.rs` runs
//! them on the CPU and `tests/gpu_train.rs` on the GPU.

use std::collections::BTreeMap;
use std::path::PathBuf;

use attend::backend::tensor::Tensor;
use attend::backend::Train;
use attend::model::{Batch, Config, Pass, Transformer};
use attend::weights::Weights;
use serde::Deserialize;

#[derive(Deserialize)]
struct GradFixture {
    name: String,
    config: Config,
    tied: bool,
    src: Vec<Vec<u32>>,
    tgt_in: Vec<Vec<u32>>,
    tgt_out: Vec<Vec<u32>>,
    label_smoothing: f32,
    loss: f64,
}

#[derive(Deserialize)]
struct AdamBatch {
    src: Vec<Vec<u32>>,
    tgt_in: Vec<Vec<u32>>,
    tgt_out: Vec<Vec<u32>>,
}

#[derive(Deserialize)]
struct Schedule {
    factor: f32,
    warmup: u32,
    d_model: usize,
}

#[derive(Deserialize)]
struct AdamFixture {
    config: Config,
    label_smoothing: f32,
    schedule: Schedule,
    clip_norm: Option<f32>,
    batches: Vec<AdamBatch>,
    lrs: Vec<f64>,
    losses: Vec<f64>,
    final_losses: Vec<f64>,
}

pub fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/grad_fixtures")
}

pub fn read_tensors(path: &PathBuf) -> BTreeMap<String, Tensor> {
    let bytes = std::fs::read(path).unwrap();
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    st.tensors()
        .into_iter()
        .map(|(name, view)| {
            let data: Vec<f32> = view
                .data()
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            let t = Tensor::from_shape_vec(ndarray::IxDyn(view.shape()), data).unwrap();
            (name, t)
        })
        .collect()
}

/// max |a - b| / max(max |b|, 1e-3): relative to the tensor's largest |value| (or to 1e-3 for
/// tensors that are ~0, such as the key biases' gradients, which are exactly 0).
pub fn relative_error(ours: &Tensor, theirs: &Tensor) -> f32 {
    assert_eq!(ours.shape(), theirs.shape());
    let scale = theirs.iter().fold(0f32, |m, v| m.max(v.abs())).max(1e-3);
    attend::backend::tensor::max_abs_diff(ours, theirs) / scale
}

/// The gradient fixtures' names, sorted.
pub fn grad_fixture_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".grads.safetensors").map(String::from)
        })
        .collect();
    names.sort();
    names
}

/// Replays one gradient fixture on `b`: (|loss diff|, worst tensor error, its name).
pub fn replay_grads<B: Train>(b: &B, name: &str) -> (f64, f32, String) {
    let fx: GradFixture =
        serde_json::from_str(&std::fs::read_to_string(dir().join(format!("{name}.json"))).unwrap())
            .unwrap();
    assert_eq!(fx.name, name);
    let w = Weights::load(dir().join(format!("{name}.safetensors")).to_str().unwrap()).unwrap();
    assert_eq!(w.config, fx.config);
    let pad = w.config.pad_id;
    // A tied model's file holds its one matrix once; the config says it is shared.
    assert_eq!(w.config.tie_weights, fx.tied);
    let model = Transformer::new(b, w.config, w.params).unwrap();
    let src = Batch::from_rows(&fx.src, pad).unwrap();
    let tgt_in = Batch::from_rows(&fx.tgt_in, pad).unwrap();
    let tgt_out = Batch::from_rows(&fx.tgt_out, pad).unwrap();
    let mut pass = Pass::training(b, 0.0, 0);
    let (loss, grads) = model
        .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, fx.label_smoothing)
        .unwrap();
    let loss = b.download(&loss).unwrap()[0];
    let mut ours = model.grads_to_host(b, &grads).unwrap().tensors;
    if fx.tied {
        // The shared matrix's gradient (the sum of its three uses') is under its one name.
        let shared = ours.remove("src_embed.weight").unwrap();
        ours.insert("tied.weight".into(), shared);
    }
    let theirs: BTreeMap<_, _> = read_tensors(&dir().join(format!("{name}.grads.safetensors")))
        .into_iter()
        .filter(|(n, _)| !n.starts_with("f32."))
        .collect();
    assert_eq!(
        ours.keys().collect::<Vec<_>>(),
        theirs.keys().collect::<Vec<_>>(),
        "{name}: gradients of different parameters"
    );
    let mut worst = (0f32, String::new());
    for (n, g) in &theirs {
        let err = relative_error(&ours[n], g);
        if err > worst.0 {
            worst = (err, n.clone());
        }
    }
    ((f64::from(loss) - fx.loss).abs(), worst.0, worst.1)
}

/// Replays every gradient fixture on `b`, printing each one's errors and asserting the loss
/// within 1e-5 and every gradient within `tolerance`.
pub fn replay_all_grads<B: Train>(b: &B, tolerance: f32) {
    let names = grad_fixture_names();
    assert!(
        names.len() >= 10,
        "expected 10 gradient fixtures, found {names:?}"
    );
    for name in &names {
        let (loss_diff, err, worst) = replay_grads(b, name);
        println!(
            "{:>5} {name:>16}: |loss diff| {loss_diff:.2e}, worst gradient error {err:.2e} \
             ({worst}) (tolerance {tolerance:e})",
            b.name().split(':').next().unwrap_or_default()
        );
        assert!(loss_diff <= 1e-5, "{name}: loss differs by {loss_diff}");
        assert!(err <= tolerance, "{name}: {worst} off by {err}");
    }
}

/// What an Adam fixture's replay found.
pub struct AdamReplay {
    /// The worst parameter difference after the steps (key biases left out: their true
    /// gradient is 0, so Adam amplifies rounding noise into steps of order lr).
    pub params: f32,
    /// The worst loss difference during the steps.
    pub step_losses: f64,
    /// The worst difference of the losses after the steps.
    pub final_losses: f64,
}

/// Runs an Adam fixture's steps on `b`. Each step's loss is read after its update is recorded,
/// so on a GPU the whole step is one submission.
pub fn replay_adam<B: Train>(b: &B, name: &str) -> AdamReplay {
    use attend::train::{noam_lr, Adam};
    let fx: AdamFixture =
        serde_json::from_str(&std::fs::read_to_string(dir().join(format!("{name}.json"))).unwrap())
            .unwrap();
    let w = Weights::load(dir().join(format!("{name}.safetensors")).to_str().unwrap()).unwrap();
    assert_eq!(w.config, fx.config);
    let pad = w.config.pad_id;
    let mut model = Transformer::new(b, w.config, w.params).unwrap();
    let mut adam = Adam::paper(fx.clip_norm);
    let batch = |bt: &AdamBatch| {
        (
            Batch::from_rows(&bt.src, pad).unwrap(),
            Batch::from_rows(&bt.tgt_in, pad).unwrap(),
            Batch::from_rows(&bt.tgt_out, pad).unwrap(),
        )
    };
    let loss_and_grads = |model: &Transformer<B>, bt: &AdamBatch| {
        let (src, tgt_in, tgt_out) = batch(bt);
        let mut pass = Pass::training(b, 0.0, 0);
        model
            .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, fx.label_smoothing)
            .unwrap()
    };
    let mut step_losses = 0f64;
    for (i, bt) in fx.batches.iter().enumerate() {
        let s = &fx.schedule;
        let lr = noam_lr(i as u32 + 1, s.d_model, s.warmup, s.factor);
        assert!(
            (f64::from(lr) - fx.lrs[i]).abs() < 1e-7,
            "step {}: lr {lr}",
            i + 1
        );
        let (loss, grads) = loss_and_grads(&model, bt);
        adam.update(b, &mut model, &grads, lr).unwrap();
        let loss = f64::from(b.download(&loss).unwrap()[0]);
        step_losses = step_losses.max((loss - fx.losses[i]).abs());
    }
    let ours = model.export(b).unwrap().tensors;
    let theirs = read_tensors(&dir().join(format!("{name}.after.safetensors")));
    let d = fx.config.d_model;
    let mut params = 0f32;
    for (n, want) in &theirs {
        let got = &ours[n];
        let diff = if n.ends_with("in_proj_bias") {
            let q_and_v = |t: &Tensor| {
                let v = t.as_slice().unwrap();
                [&v[..d], &v[2 * d..]].concat()
            };
            q_and_v(got)
                .iter()
                .zip(q_and_v(want))
                .map(|(a, b)| (a - b).abs())
                .fold(0f32, f32::max)
        } else {
            attend::backend::tensor::max_abs_diff(got, want)
        };
        params = params.max(diff);
    }
    let mut final_losses = 0f64;
    for (bt, want) in fx.batches.iter().zip(&fx.final_losses) {
        let (loss, _) = loss_and_grads(&model, bt);
        let loss = f64::from(b.download(&loss).unwrap()[0]);
        final_losses = final_losses.max((loss - want).abs());
    }
    AdamReplay {
        params,
        step_losses,
        final_losses,
    }
}

/// Replays both Adam fixtures (without and with clipping) on `b`, every difference within 1e-4.
pub fn replay_both_adams<B: Train>(b: &B) {
    const TOLERANCE: f64 = 1e-4;
    for name in ["adam", "adam_clip"] {
        let r = replay_adam(b, name);
        println!(
            "{:>5} {name}: worst parameter diff {:.2e}, worst step loss diff {:.2e}, worst final \
             loss diff {:.2e} (tolerance {TOLERANCE:e})",
            b.name().split(':').next().unwrap_or_default(),
            r.params,
            r.step_losses,
            r.final_losses
        );
        assert!(
            f64::from(r.params) <= TOLERANCE,
            "{name}: parameters differ by {}",
            r.params
        );
        assert!(
            r.step_losses <= TOLERANCE,
            "{name}: losses differ by {}",
            r.step_losses
        );
        assert!(
            r.final_losses <= TOLERANCE,
            "{name}: final losses differ by {}",
            r.final_losses
        );
    }
}
