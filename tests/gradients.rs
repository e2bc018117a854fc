//! Training's ground truth: the gradient fixtures written by
//! `tests/reference/make_grad_fixtures.py` (PyTorch autograd in float64, label smoothing 0.1,
//! padding in source and target) replayed by the backward pass, and finite-difference checks.

use std::collections::BTreeMap;
use std::path::PathBuf;

use attend::backend::{Cpu, Train};
use attend::model::{Batch, Config, Pass, Transformer};
use attend::tensor::Tensor;
use attend::weights::Weights;
use serde::Deserialize;

/// Largest per-tensor error allowed on the CPU: max |ours - PyTorch's| over the tensor, relative
/// to the tensor's largest |gradient| (or to 1e-3 for tensors whose gradient is ~0, such as the
/// key biases, whose true gradient is exactly 0).
const CPU_TOLERANCE: f32 = 1e-4;

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

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/grad_fixtures")
}

fn read_tensors(path: &PathBuf) -> BTreeMap<String, Tensor> {
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

/// max |a - b| / max(max |b|, 1e-3).
fn relative_error(ours: &Tensor, theirs: &Tensor) -> f32 {
    assert_eq!(ours.shape(), theirs.shape());
    let scale = theirs.iter().fold(0f32, |m, v| m.max(v.abs())).max(1e-3);
    attend::tensor::max_abs_diff(ours, theirs) / scale
}

/// Replays one fixture on `b`: returns (|loss diff|, worst tensor error, its name).
fn replay<B: Train>(b: &B, name: &str) -> (f64, f32, String) {
    let fx: GradFixture =
        serde_json::from_str(&std::fs::read_to_string(dir().join(format!("{name}.json"))).unwrap())
            .unwrap();
    assert_eq!(fx.name, name);
    let w = Weights::load(dir().join(format!("{name}.safetensors")).to_str().unwrap()).unwrap();
    assert_eq!(w.config, fx.config);
    let pad = w.config.pad_id;
    let mut model = Transformer::new(b, w.config, w.params).unwrap();
    if fx.tied {
        // The file holds the shared matrix under all three names; the model shares one.
        model.tie_weights().unwrap();
    }
    let src = Batch::from_rows(&fx.src, pad).unwrap();
    let tgt_in = Batch::from_rows(&fx.tgt_in, pad).unwrap();
    let tgt_out = Batch::from_rows(&fx.tgt_out, pad).unwrap();
    let mut pass = Pass::training(b, 0.0, 0);
    let (loss, grads) = model
        .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, fx.label_smoothing)
        .unwrap();
    let loss = b.download(&loss).unwrap()[0];
    let mut ours = model.grads_to_host(b, &grads).unwrap().tensors;
    let theirs = read_tensors(&dir().join(format!("{name}.grads.safetensors")));
    if fx.tied {
        // The shared matrix's gradient (the sum of its three uses') is under its one name.
        let shared = ours.remove("src_embed.weight").unwrap();
        ours.insert("tied.weight".into(), shared);
    }
    let theirs: BTreeMap<_, _> = theirs
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

fn names() -> Vec<String> {
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

pub fn replay_all<B: Train>(b: &B, tolerance: f32) {
    let names = names();
    assert!(
        names.len() >= 6,
        "expected 6 gradient fixtures, found {names:?}"
    );
    for name in &names {
        let (loss_diff, err, worst) = replay(b, name);
        println!(
            "{:>5} {name:>16}: |loss diff| {loss_diff:.2e}, worst gradient error {err:.2e} ({worst})",
            b.name().split(':').next().unwrap_or_default()
        );
        assert!(loss_diff <= 1e-5, "{name}: loss differs by {loss_diff}");
        assert!(err <= tolerance, "{name}: {worst} off by {err}");
    }
}

#[test]
fn cpu_gradients_match_pytorch() {
    replay_all(&Cpu, CPU_TOLERANCE);
}

/// The loss of `model` on a fixed batch, in f64 for finite differences.
fn loss_of(model: &Transformer<Cpu>, src: &Batch, tgt_in: &Batch, tgt_out: &Batch) -> f64 {
    let mut pass = Pass::training(&Cpu, 0.0, 0);
    let (loss, _) = model
        .loss_and_grads(&mut pass, src, tgt_in, tgt_out, 0.1)
        .unwrap();
    f64::from(loss[0])
}

#[test]
fn gradients_match_finite_differences_in_every_layer() {
    // Pre-LN and post-LN, with dropout off so the loss is a smooth function of the weights.
    for norm_first in [false, true] {
        let mut config = Config::tiny();
        config.d_model = 8;
        config.n_heads = 2;
        config.d_ff = 12;
        config.src_vocab_size = 11;
        config.tgt_vocab_size = 11;
        config.norm_first = norm_first;
        let mut model = Transformer::init(&Cpu, config, 3).unwrap();
        let src = Batch::from_rows(&[vec![4, 5, 6, 7], vec![8, 9]], 0).unwrap();
        let tgt_in = Batch::from_rows(&[vec![1, 4, 5], vec![1, 6]], 0).unwrap();
        let tgt_out = Batch::from_rows(&[vec![4, 5, 2], vec![6, 2]], 0).unwrap();
        let mut pass = Pass::training(&Cpu, 0.0, 0);
        let (_, grads) = model
            .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, 0.1)
            .unwrap();
        let analytic = grads.tensors.clone();
        let names: Vec<String> = model.params_mut().into_iter().map(|(n, _)| n).collect();
        let h = 2e-3f32;
        let (mut checked, mut kinks) = (0, 0);
        for name in names {
            let g = &analytic[&name];
            // The element with the largest gradient, and one other.
            let (imax, _) = g.iter().enumerate().fold((0, 0f32), |(bi, bv), (i, v)| {
                if v.abs() > bv {
                    (i, v.abs())
                } else {
                    (bi, bv)
                }
            });
            for i in [imax, g.len() / 2] {
                let bump = |model: &mut Transformer<Cpu>, delta: f32| {
                    let mut params = model.params_mut();
                    let (_, p) = params.iter_mut().find(|(n, _)| *n == name).unwrap();
                    p.as_slice_mut().unwrap()[i] += delta;
                };
                let mut central = |h: f32| {
                    bump(&mut model, h);
                    let up = loss_of(&model, &src, &tgt_in, &tgt_out);
                    bump(&mut model, -2.0 * h);
                    let down = loss_of(&model, &src, &tgt_in, &tgt_out);
                    bump(&mut model, h);
                    (up - down) / (2.0 * f64::from(h))
                };
                let (coarse, numeric) = (central(2.0 * h), central(h));
                let scale = |v: f64| v.abs().max(0.05);
                if (coarse - numeric).abs() / scale(numeric) > 1e-2 {
                    // A ReLU switched inside the step: the loss has a kink here.
                    kinks += 1;
                    continue;
                }
                let exact = f64::from(g.as_slice().unwrap()[i]);
                let err = (numeric - exact).abs() / scale(exact);
                assert!(
                    err < 2e-2,
                    "norm_first={norm_first} {name}[{i}]: analytic {exact:.6}, numeric {numeric:.6}"
                );
                checked += 1;
            }
        }
        assert!(
            checked > 50 && kinks < checked / 5,
            "{checked} checked, {kinks} kinks"
        );
    }
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

/// Runs the fixture's 5 Adam steps on `b`; returns the worst parameter difference (key biases
/// left out: their true gradient is 0, so Adam amplifies rounding noise into steps of order
/// lr) and the worst difference of the final losses.
pub fn replay_adam<B: Train>(b: &B, name: &str) -> (f32, f64) {
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
    for (i, bt) in fx.batches.iter().enumerate() {
        let s = &fx.schedule;
        let lr = noam_lr(i as u32 + 1, s.d_model, s.warmup, s.factor);
        assert!(
            (f64::from(lr) - fx.lrs[i]).abs() < 1e-7,
            "step {}: lr {lr}",
            i + 1
        );
        let (src, tgt_in, tgt_out) = batch(bt);
        let mut pass = Pass::training(b, 0.0, 0);
        let (loss, grads) = model
            .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, fx.label_smoothing)
            .unwrap();
        let loss = f64::from(b.download(&loss).unwrap()[0]);
        assert!(
            (loss - fx.losses[i]).abs() < 1e-4,
            "step {}: loss {loss}",
            i + 1
        );
        adam.update(b, &mut model, &grads, lr).unwrap();
    }
    let ours = model.export(b).unwrap().tensors;
    let theirs = read_tensors(&dir().join(format!("{name}.after.safetensors")));
    let d = fx.config.d_model;
    let mut worst = 0f32;
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
            attend::tensor::max_abs_diff(got, want)
        };
        worst = worst.max(diff);
    }
    let mut worst_loss = 0f64;
    for (bt, want) in fx.batches.iter().zip(&fx.final_losses) {
        let (src, tgt_in, tgt_out) = batch(bt);
        let mut pass = Pass::training(b, 0.0, 0);
        let (loss, _) = model
            .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, fx.label_smoothing)
            .unwrap();
        let loss = f64::from(b.download(&loss).unwrap()[0]);
        worst_loss = worst_loss.max((loss - want).abs());
    }
    (worst, worst_loss)
}

#[test]
fn adam_steps_match_torch_optim_adam() {
    for name in ["adam", "adam_clip"] {
        let (params, losses) = replay_adam(&Cpu, name);
        println!(
            "cpu {name}: worst parameter diff {params:.2e}, worst final loss diff {losses:.2e}"
        );
        assert!(params <= 1e-4, "{name}: parameters differ by {params}");
        assert!(losses <= 1e-4, "{name}: final losses differ by {losses}");
    }
}

#[test]
fn cpu_training_is_deterministic() {
    use attend::train::Adam;
    let run = || {
        let mut config = Config::tiny();
        config.src_vocab_size = 12;
        config.tgt_vocab_size = 12;
        let mut model = Transformer::init(&Cpu, config, 9).unwrap();
        let mut adam = Adam::paper(Some(1.0));
        let src = Batch::from_rows(&[vec![4, 5, 6, 7], vec![8, 9]], 0).unwrap();
        let tgt_in = Batch::from_rows(&[vec![1, 7, 6, 5, 4], vec![1, 9, 8]], 0).unwrap();
        let tgt_out = Batch::from_rows(&[vec![7, 6, 5, 4, 2], vec![9, 8, 2]], 0).unwrap();
        let mut losses = Vec::new();
        for step in 0..5 {
            let mut pass = Pass::training(&Cpu, 0.1, step);
            let (loss, grads) = model
                .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, 0.1)
                .unwrap();
            losses.push(loss[0]);
            adam.update(&Cpu, &mut model, &grads, 1e-3).unwrap();
        }
        (losses, model.export(&Cpu).unwrap().tensors)
    };
    let (a, b) = (run(), run());
    assert_eq!(a.0, b.0);
    assert!(a.1 == b.1, "the same seed gave different weights");
    assert!(a.0[4] < a.0[0], "the loss did not fall: {:?}", a.0);
}

#[test]
fn tied_weights_stay_one_matrix_through_training() {
    use attend::train::Adam;
    let mut config = Config::tiny();
    config.src_vocab_size = 12;
    config.tgt_vocab_size = 12;
    let mut model = Transformer::init(&Cpu, config.clone(), 4).unwrap();
    model.tie_weights().unwrap();
    let mut adam = Adam::paper(None);
    let src = Batch::from_rows(&[vec![4, 5, 6]], 0).unwrap();
    let tgt_in = Batch::from_rows(&[vec![1, 6, 5, 4]], 0).unwrap();
    let tgt_out = Batch::from_rows(&[vec![6, 5, 4, 2]], 0).unwrap();
    for _ in 0..3 {
        let mut pass = Pass::training(&Cpu, 0.0, 0);
        let (_, grads) = model
            .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, 0.1)
            .unwrap();
        assert!(grads.get("tgt_embed.weight").is_none());
        adam.update(&Cpu, &mut model, &grads, 1e-2).unwrap();
    }
    let p = model.export(&Cpu).unwrap().tensors;
    assert_eq!(p["src_embed.weight"], p["tgt_embed.weight"]);
    assert_eq!(p["src_embed.weight"], p["generator.weight"]);
    assert_ne!(
        p["src_embed.weight"],
        Transformer::init(&Cpu, config.clone(), 4)
            .unwrap()
            .export(&Cpu)
            .unwrap()
            .tensors["src_embed.weight"]
    );
    let mut untied = config;
    untied.tgt_vocab_size = 13;
    let mut model = Transformer::init(&Cpu, untied, 4).unwrap();
    assert!(model
        .tie_weights()
        .unwrap_err()
        .to_string()
        .contains("one vocabulary"));
}
