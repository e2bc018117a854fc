//! The GPU backend's training ops against the CPU backend (the ground truth), op by op over
//! shapes that cross tile and workgroup boundaries, then Adam over several steps, whole
//! gradients of the Transformer, and the PyTorch gradient and Adam fixtures replayed on the GPU.
//! One body evaluates each op on either backend; the test compares the two results.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::BTreeMap;

use attend::backend::tensor::Tensor;
use attend::backend::{Activation, AdamStep, Backend, Cpu, Gpu, Train};
use attend::model::{Batch, Config, Pass, Transformer};
use attend::rng::Rng;
use ndarray::IxDyn;

/// Sizes that sit on, just below and just above the kernels' tile and workgroup sizes.
const SIZES: [usize; 9] = [1, 3, 17, 63, 64, 65, 127, 129, 257];

fn random(shape: &[usize], rng: &mut Rng) -> Tensor {
    let n = shape.iter().product();
    let data = (0..n).map(|_| rng.uniform_in(-1.0, 1.0)).collect();
    Tensor::from_shape_vec(IxDyn(shape), data).unwrap()
}

/// Rows that look like softmax outputs: positive, summing to 1, about a fifth exactly 0 (keys a
/// mask hid), the first key always visible.
fn probabilities(shape: &[usize], rng: &mut Rng) -> Tensor {
    let cols = *shape.last().unwrap();
    let mut t = random(shape, rng).mapv(|v| (3.0 * v).exp());
    for mut row in t.rows_mut() {
        for (j, w) in row.iter_mut().enumerate() {
            if j > 0 && rng.uniform() < 0.2 {
                *w = 0.0;
            }
        }
        let sum = row.sum();
        row.mapv_inplace(|w| w / sum);
    }
    assert_eq!(t.shape().last(), Some(&cols));
    t
}

/// One operation of the `Train` trait with its host inputs.
#[derive(Clone)]
enum Op {
    Linear(Tensor, Tensor, Tensor),
    Activation(Tensor, Tensor, Activation),
    LayerNorm(Tensor, Tensor, Tensor),
    Softmax(Tensor, Tensor),
    Scores(Tensor, Tensor, Tensor, usize),
    Context(Tensor, Tensor, Tensor),
    Embed(Vec<u32>, Tensor, usize, f32),
    CrossEntropy(Tensor, Vec<u32>, u32, f32),
    SumSquares(Vec<Tensor>),
}

/// The one test body: uploads the inputs, runs the op on `b`, downloads every result.
fn eval<B: Train>(b: &B, op: &Op) -> Vec<Tensor> {
    let up = |t: &Tensor| b.upload(t).unwrap();
    let outs = match op {
        Op::Linear(x, w, dy) => {
            let (dx, dw, db) = b.linear_backward(&up(x), &up(w), &up(dy));
            vec![dx, dw, db]
        }
        Op::Activation(x, dy, act) => vec![b.activation_backward(&up(x), &up(dy), *act)],
        Op::LayerNorm(x, g, dy) => {
            let (dx, dg, db) = b.layer_norm_backward(&up(x), &up(g), &up(dy), 1e-5);
            vec![dx, dg, db]
        }
        Op::Softmax(w, dw) => vec![b.softmax_backward(&up(w), &up(dw))],
        Op::Scores(q, k, ds, h) => {
            let (dq, dk) = b.attention_scores_backward(&up(q), &up(k), &up(ds), *h);
            vec![dq, dk]
        }
        Op::Context(w, v, dc) => {
            let (dw, dv) = b.attention_context_backward(&up(w), &up(v), &up(dc));
            vec![dw, dv]
        }
        Op::Embed(ids, dy, vocab, scale) => vec![b.embed_backward(ids, &up(dy), *vocab, *scale)],
        Op::CrossEntropy(logits, targets, pad, smoothing) => {
            let (loss, grad) = b.cross_entropy(&up(logits), targets, *pad, *smoothing);
            vec![loss, grad]
        }
        Op::SumSquares(ts) => {
            let ts: Vec<B::Tensor> = ts.iter().map(up).collect();
            let refs: Vec<&B::Tensor> = ts.iter().collect();
            vec![b.sum_squares(&refs)]
        }
    };
    let refs: Vec<&B::Tensor> = outs.iter().collect();
    b.download_many(&refs).unwrap()
}

/// How one output of an op is compared.
#[derive(Clone, Copy)]
enum Tol {
    /// max |gpu - cpu| <= tol.
    Abs(f32),
    /// max |gpu - cpu| / max(1, max |cpu|) <= tol.
    Rel(f32),
}

impl Tol {
    fn error(self, diff: f32, scale: f32) -> f32 {
        match self {
            Tol::Abs(_) => diff,
            Tol::Rel(_) => diff / scale.max(1.0),
        }
    }

    fn limit(self) -> f32 {
        match self {
            Tol::Abs(t) | Tol::Rel(t) => t,
        }
    }

    fn kind(self) -> &'static str {
        match self {
            Tol::Abs(_) => "absolute",
            Tol::Rel(_) => "relative",
        }
    }
}

/// Runs every op on both backends, asserts each output within its tolerance (`outputs` names
/// the op's outputs and gives each its tolerance) and prints the worst error per output.
fn check_all(gpu: &Gpu, what: &str, ops: Vec<(String, Op)>, outputs: &[(&str, Tol)]) {
    common::for_each_family(gpu.context(), |family| {
        check_family(gpu, &format!("{what} ({family})"), &ops, outputs);
    });
}

/// [`check_all`] with the kernel family already chosen.
fn check_family(gpu: &Gpu, what: &str, ops: &[(String, Op)], outputs: &[(&str, Tol)]) {
    let mut worst = vec![0f32; outputs.len()];
    for (label, op) in ops {
        let want = eval(&Cpu, op);
        let got = eval(gpu, op);
        assert_eq!(got.len(), outputs.len());
        for (i, ((g, w), (name, tol))) in got.iter().zip(&want).zip(outputs).enumerate() {
            assert_eq!(g.shape(), w.shape(), "{what} {label}: {name} shape");
            let diff = attend::backend::tensor::max_abs_diff(g, w);
            assert!(diff.is_finite(), "{what} {label}: {name} not finite");
            let scale = w.iter().fold(0f32, |m, v| m.max(v.abs()));
            let err = tol.error(diff, scale);
            assert!(
                err <= tol.limit(),
                "{what} {label}: {name} error {err:e} > {:e}",
                tol.limit()
            );
            worst[i] = worst[i].max(err);
        }
    }
    for ((name, tol), worst) in outputs.iter().zip(worst) {
        eprintln!(
            "{what} {name}: {} cases, worst {} error {worst:.2e} (tolerance {:e})",
            ops.len(),
            tol.kind(),
            tol.limit()
        );
    }
}

/// Relative tolerance of products (f32, K up to a few hundred, or 50000 for the tall case):
/// the GPU sums in another order than the CPU's sgemm.
const PRODUCT: Tol = Tol::Rel(1e-4);

#[test]
fn linear_backward_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(11);
    let mut ops = Vec::new();
    for &s in &SIZES {
        // Each size as rows, as d_in and as d_out, the others fixed.
        for (rows, d_in, d_out) in [(s, 64, 17), (17, s, 65), (63, 32, s)] {
            let x = random(&[rows, d_in], &mut rng);
            let w = random(&[d_out, d_in], &mut rng);
            let dy = random(&[rows, d_out], &mut rng);
            ops.push((format!("{rows}x{d_in}->{d_out}"), Op::Linear(x, w, dy)));
        }
    }
    // A batch of sequences, and a tall one: 50000 rows is K = 50000 for dW. (Not more: lavapipe
    // ends any loop after 65535 iterations, which cuts the matmul kernel's loop over K past
    // K = 58255 there; real GPUs have no such limit.)
    let (x, w, dy) = (
        random(&[2, 5, 24], &mut rng),
        random(&[96, 24], &mut rng),
        random(&[2, 5, 96], &mut rng),
    );
    ops.push(("[2,5,24]".into(), Op::Linear(x, w, dy)));
    let (x, w, dy) = (
        random(&[50_000, 5], &mut rng),
        random(&[3, 5], &mut rng),
        random(&[50_000, 3], &mut rng),
    );
    ops.push(("50000x5->3".into(), Op::Linear(x, w, dy)));
    check_all(
        &gpu,
        "linear_backward",
        ops,
        // db: column sums of up to 50000 rows; the CPU's own sequential f32 sum errs by ~1e-5.
        &[("dx", PRODUCT), ("dw", PRODUCT), ("db", Tol::Rel(1e-4))],
    );
}

#[test]
fn relu_backward_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(12);
    let mut ops = Vec::new();
    for &n in &SIZES {
        let mut x = random(&[n, 3], &mut rng);
        x.iter_mut().step_by(5).for_each(|v| *v = 0.0); // the kink passes no gradient
        let dy = random(&[n, 3], &mut rng);
        ops.push((format!("{n}x3"), Op::Activation(x, dy, Activation::Relu)));
    }
    // More elements than one grid row of workgroups holds (65535 * 256).
    let big = [65_536 * 256 + 17];
    let (x, dy) = (random(&big, &mut rng), random(&big, &mut rng));
    ops.push(("big".into(), Op::Activation(x, dy, Activation::Relu)));
    check_all(&gpu, "relu_backward", ops, &[("dx", Tol::Abs(0.0))]);
}

#[test]
fn silu_and_gelu_backward_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(22);
    let mut ops = Vec::new();
    for act in [Activation::Silu, Activation::Gelu] {
        for &n in &SIZES {
            let x = random(&[n, 3], &mut rng).mapv(|v| v * 12.0);
            let dy = random(&[n, 3], &mut rng);
            ops.push((format!("{act:?} {n}x3"), Op::Activation(x, dy, act)));
        }
    }
    // The GPU's f32 exp and erf fit against the CPU's f64: a few ulps.
    check_all(&gpu, "activation_backward", ops, &[("dx", Tol::Rel(4e-6))]);
}

#[test]
fn layer_norm_backward_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(13);
    let mut ops = Vec::new();
    for &rows in &SIZES {
        for &cols in &SIZES {
            let x = random(&[rows, cols], &mut rng).mapv(|v| v * 3.0 + 1.0);
            let g = random(&[cols], &mut rng);
            let dy = random(&[rows, cols], &mut rng);
            ops.push((format!("{rows}x{cols}"), Op::LayerNorm(x, g, dy)));
        }
    }
    // More rows than one grid row of workgroups holds.
    let (x, g, dy) = (
        random(&[70_000, 3], &mut rng),
        random(&[3], &mut rng),
        random(&[70_000, 3], &mut rng),
    );
    ops.push(("70000x3".into(), Op::LayerNorm(x, g, dy)));
    check_all(
        &gpu,
        "layer_norm_backward",
        ops,
        &[
            // Rows of 3 with a small variance make dx large and its cancellations inexact.
            ("dx", Tol::Rel(5e-5)),
            // Column sums over up to 70000 rows (the CPU sums them sequentially in f32).
            ("dgamma", Tol::Rel(1e-4)),
            ("dbeta", Tol::Rel(1e-4)),
        ],
    );
}

#[test]
fn softmax_backward_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(14);
    let mut ops = Vec::new();
    for &rows in &SIZES {
        for &cols in &SIZES {
            let w = probabilities(&[rows, cols], &mut rng);
            let dw = random(&[rows, cols], &mut rng);
            ops.push((format!("{rows}x{cols}"), Op::Softmax(w, dw)));
        }
    }
    let (w, dw) = (
        probabilities(&[2, 3, 70_000 / 6, 5], &mut rng),
        random(&[2, 3, 70_000 / 6, 5], &mut rng),
    );
    ops.push(("[2,3,11666,5]".into(), Op::Softmax(w, dw)));
    check_all(&gpu, "softmax_backward", ops, &[("ds", Tol::Abs(1e-6))]);
}

#[test]
fn attention_backward_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(15);
    let mut scores = Vec::new();
    let mut context = Vec::new();
    for (i, &len) in SIZES.iter().enumerate() {
        let other = SIZES[(i + 4) % SIZES.len()];
        for (heads, d_k) in [(1, 17), (3, 16), (4, 1), (2, 65)] {
            let d = heads * d_k;
            let batch = 2;
            let label = format!("q{len} k{other} h{heads} dk{d_k}");
            let q = random(&[batch, len, d], &mut rng);
            let k = random(&[batch, other, d], &mut rng);
            let ds = random(&[batch, heads, len, other], &mut rng);
            scores.push((label.clone(), Op::Scores(q, k, ds, heads)));
            let w = probabilities(&[batch, heads, len, other], &mut rng);
            let v = random(&[batch, other, d], &mut rng);
            let dc = random(&[batch, len, d], &mut rng);
            context.push((label, Op::Context(w, v, dc)));
        }
    }
    check_all(
        &gpu,
        "attention_scores_backward",
        scores,
        &[("dq", PRODUCT), ("dk", PRODUCT)],
    );
    check_all(
        &gpu,
        "attention_context_backward",
        context,
        &[("dweights", PRODUCT), ("dv", PRODUCT)],
    );
}

#[test]
fn embed_backward_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(16);
    let mut ops = Vec::new();
    for &len in &SIZES {
        for &d in &[1, 3, 32, 65] {
            // A small vocabulary (ids repeat) and a large one (most rows get no gradient).
            for vocab in [11, 300] {
                let batch = 2;
                let ids: Vec<u32> = (0..batch * len)
                    .map(|_| (rng.uniform() * vocab as f32) as u32 % vocab as u32)
                    .collect();
                let dy = random(&[batch, len, d], &mut rng);
                ops.push((
                    format!("len{len} d{d} vocab{vocab}"),
                    Op::Embed(ids, dy, vocab, 1.5),
                ));
            }
        }
    }
    check_all(&gpu, "embed_backward", ops, &[("dtable", Tol::Rel(1e-6))]);
}

#[test]
fn cross_entropy_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(17);
    let mut ops = Vec::new();
    let pad = 0;
    for &rows in &SIZES {
        for &cols in &SIZES {
            for smoothing in [0.0, 0.1] {
                let logits = random(&[rows, cols], &mut rng).mapv(|v| v * 8.0);
                // Every third row is padding, and random targets can hit the pad id too.
                let targets: Vec<u32> = (0..rows)
                    .map(|r| {
                        if r % 3 == 2 {
                            pad
                        } else {
                            (rng.uniform() * cols as f32) as u32 % cols as u32
                        }
                    })
                    .collect();
                ops.push((
                    format!("{rows}x{cols} eps={smoothing}"),
                    Op::CrossEntropy(logits, targets, pad, smoothing),
                ));
            }
        }
    }
    // Rows shaped [batch, len, vocab]; more rows than one grid row of workgroups holds; a
    // batch that is all padding (loss 0, no gradient).
    let logits = random(&[2, 7, 99], &mut rng).mapv(|v| v * 4.0);
    let targets = vec![5, 6, 7, 2, 0, 0, 0, 8, 9, 2, 0, 0, 0, 0];
    ops.push((
        "[2,7,99]".into(),
        Op::CrossEntropy(logits, targets, pad, 0.1),
    ));
    let logits = random(&[70_000, 3], &mut rng);
    let targets = (0..70_000).map(|r| (r % 3) as u32).collect();
    ops.push((
        "70000x3".into(),
        Op::CrossEntropy(logits, targets, pad, 0.1),
    ));
    let logits = random(&[4, 5], &mut rng);
    ops.push((
        "all padding".into(),
        Op::CrossEntropy(logits, vec![pad; 4], pad, 0.1),
    ));
    check_all(
        &gpu,
        "cross_entropy",
        ops,
        &[("loss", Tol::Rel(1e-5)), ("grad", Tol::Abs(1e-6))],
    );
}

#[test]
fn sum_squares_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(18);
    let mut ops = Vec::new();
    for (i, &n) in SIZES.iter().enumerate() {
        let ts = vec![
            random(&[n], &mut rng),
            random(&[n, SIZES[(i + 3) % SIZES.len()]], &mut rng),
            random(&[3, 1], &mut rng),
        ];
        ops.push((format!("{n}"), Op::SumSquares(ts)));
    }
    // A tensor past 256 workgroups' worth of 16 elements per thread, and no tensors at all.
    ops.push((
        "1000003 + 5".into(),
        Op::SumSquares(vec![random(&[1_000_003], &mut rng), random(&[5], &mut rng)]),
    ));
    ops.push(("none".into(), Op::SumSquares(Vec::new())));
    check_all(&gpu, "sum_squares", ops, &[("sum", Tol::Rel(1e-5))]);
}

#[test]
fn zeros_are_zeros_even_in_recycled_buffers() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(19);
    for shape in [vec![1], vec![257], vec![65, 129], vec![2, 3, 5]] {
        // Leave non-zero data in the pool's buffers of this size first.
        let junk = gpu
            .upload(&random(&shape, &mut rng).mapv(|v| v + 2.0))
            .unwrap();
        drop(gpu.scale(&junk, 1.0));
        let z = gpu.download(&gpu.zeros(&shape)).unwrap();
        assert_eq!(z.shape(), &shape[..]);
        assert!(z.iter().all(|&v| v == 0.0), "{shape:?}: not all zeros");
    }
}

/// Three Adam steps of several tensors on `b`; returns every param, m and v.
fn adam_steps<B: Train>(b: &B, clip_norm: Option<f32>) -> Vec<Tensor> {
    let mut rng = Rng::new(20);
    let shapes = [vec![257, 65], vec![17], vec![1], vec![3, 129]];
    let mut params: Vec<B::Tensor> = shapes
        .iter()
        .map(|s| b.upload(&random(s, &mut rng)).unwrap())
        .collect();
    let mut moments: Vec<(B::Tensor, B::Tensor)> =
        shapes.iter().map(|s| (b.zeros(s), b.zeros(s))).collect();
    for step in 1..=3 {
        let grads: Vec<B::Tensor> = shapes
            .iter()
            .map(|s| b.upload(&random(s, &mut rng).mapv(|v| v * 0.1)).unwrap())
            .collect();
        let refs: Vec<&B::Tensor> = grads.iter().collect();
        let grad_sq = clip_norm.map(|_| b.sum_squares(&refs));
        let adam = AdamStep {
            lr: 1e-2,
            beta1: 0.9,
            beta2: 0.98,
            eps: 1e-9,
            step,
            clip_norm,
        };
        for ((p, g), (m, v)) in params.iter_mut().zip(&grads).zip(moments.iter_mut()) {
            b.adam_update(p, g, m, v, &adam, grad_sq.as_ref());
        }
    }
    let mut all: Vec<&B::Tensor> = params.iter().collect();
    for (m, v) in &moments {
        all.push(m);
        all.push(v);
    }
    b.download_many(&all).unwrap()
}

#[test]
fn adam_matches_the_cpu_over_several_steps() {
    let Some(gpu) = common::gpu() else { return };
    let unclipped = adam_steps(&Cpu, None);
    // The gradients' global norm is about 7: a clip of 1 scales them, 1e6 does not.
    for clip_norm in [None, Some(1.0), Some(1e6)] {
        let want = adam_steps(&Cpu, clip_norm);
        let clipped = want.iter().zip(&unclipped).any(|(a, b)| a != b);
        assert_eq!(clipped, clip_norm == Some(1.0), "clip {clip_norm:?}");
        let got = adam_steps(&gpu, clip_norm);
        let mut worst = 0f32;
        for (g, w) in got.iter().zip(&want) {
            assert_eq!(g.shape(), w.shape());
            let scale = w.iter().fold(0f32, |m, v| m.max(v.abs())).max(1e-3);
            worst = worst.max(attend::backend::tensor::max_abs_diff(g, w) / scale);
        }
        eprintln!(
            "adam clip {clip_norm:?}: param, m, v after 3 steps, worst relative error \
             {worst:.2e} (tolerance 1e-5)"
        );
        assert!(worst <= 1e-5, "clip {clip_norm:?}: error {worst}");
    }
}

/// The batch of `tests/gpu.rs`, padded in source and target; the target output is the input
/// shifted left with eos (2) appended.
fn padded_batch() -> (Batch, Batch, Batch) {
    let src = Batch::from_rows(&[vec![5, 6, 7, 8, 9, 10, 2], vec![11, 12, 13, 2]], 0).unwrap();
    let tgt_in = Batch::from_rows(&[vec![1, 20, 21, 22], vec![1, 23]], 0).unwrap();
    let tgt_out = Batch::from_rows(&[vec![20, 21, 22, 2], vec![23, 2]], 0).unwrap();
    (src, tgt_in, tgt_out)
}

/// The loss and every gradient (PyTorch's names) of `model` on `b`.
fn loss_and_grads<B: Train>(
    b: &B,
    model: &Transformer<B>,
    dropout: f32,
    batch: &(Batch, Batch, Batch),
) -> (f32, BTreeMap<String, Tensor>) {
    let mut pass = Pass::training(b, dropout, 7);
    let (loss, grads) = model
        .loss_and_grads(&mut pass, &batch.0, &batch.1, &batch.2, 0.1)
        .unwrap();
    let loss = b.download(&loss).unwrap()[0];
    (loss, model.grads_to_host(b, &grads).unwrap().tensors)
}

#[test]
fn transformer_gradients_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let batch = padded_batch();
    let mut pre = Config::tiny();
    pre.norm_first = true;
    for (name, config) in [("tiny post-LN", Config::tiny()), ("tiny pre-LN", pre)] {
        let cpu_model = Transformer::init(&Cpu, config.clone(), 21).unwrap();
        let gpu_model = Transformer::new(&gpu, config, cpu_model.export(&Cpu).unwrap()).unwrap();
        // Without dropout, and with it (both backends drop the same elements).
        for dropout in [0.0, 0.1] {
            let (want_loss, want) = loss_and_grads(&Cpu, &cpu_model, dropout, &batch);
            let (got_loss, got) = loss_and_grads(&gpu, &gpu_model, dropout, &batch);
            assert_eq!(
                want.keys().collect::<Vec<_>>(),
                got.keys().collect::<Vec<_>>()
            );
            let loss_diff = (got_loss - want_loss).abs();
            let mut worst = (0f32, String::new());
            for (n, w) in &want {
                let err = common::fixtures::relative_error(&got[n], w);
                if err > worst.0 {
                    worst = (err, n.clone());
                }
            }
            eprintln!(
                "{name} dropout {dropout}: loss {want_loss:.6}, |loss diff| {loss_diff:.2e}, \
                 {} gradients, worst relative error {:.2e} ({}) (tolerance 1e-3)",
                want.len(),
                worst.0,
                worst.1
            );
            assert!(loss_diff <= 1e-5, "{name}: losses differ by {loss_diff}");
            assert!(worst.0 <= 1e-3, "{name}: {} off by {}", worst.1, worst.0);
        }
    }
}

#[test]
fn a_training_step_reads_nothing_back() {
    use attend::train::Adam;
    let Some(gpu) = common::gpu() else { return };
    let batch = padded_batch();
    let mut model = Transformer::init(&gpu, Config::tiny(), 22).unwrap();
    let mut adam = Adam::paper(Some(1.0));
    let mut step = |model: &mut Transformer<Gpu>| {
        let mut pass = Pass::training(&gpu, 0.1, 3);
        let (loss, grads) = model
            .loss_and_grads(&mut pass, &batch.0, &batch.1, &batch.2, 0.1)
            .unwrap();
        adam.update(&gpu, model, &grads, 1e-3).unwrap();
        gpu.download(&loss).unwrap()[0]
    };
    let first = step(&mut model);
    let ctx = gpu.context();
    let (launches, submissions) = (ctx.launches(), ctx.submissions());
    let mut losses = vec![first, step(&mut model)];
    let pooled = ctx.pooled_bytes();
    for _ in 0..2 {
        losses.push(step(&mut model));
    }
    assert_eq!(
        ctx.pooled_bytes(),
        pooled,
        "a warm step allocates nothing new"
    );
    let launches = (ctx.launches() - launches) / 3;
    let submissions = (ctx.submissions() - submissions) / 3;
    // A step is submitted only when the loss is read back, or in parts when its kernel
    // parameters fill the 256 KiB arena (at most 256 bytes per launch).
    let most = launches * 256 / (256 * 1024) + 1;
    eprintln!("a training step: {launches} launches, {submissions} submissions (at most {most})");
    assert!(submissions <= most, "a step read something back");
    assert!(losses[3] < losses[0], "the loss did not fall: {losses:?}");
}

// The PyTorch gradient and Adam fixtures (`tests/reference/make_grad_fixtures.py`), replayed on
// the GPU with the code that replays them on the CPU (`tests/common/fixtures.rs`).

#[test]
fn gpu_gradients_match_pytorch() {
    let Some(gpu) = common::gpu() else { return };
    common::fixtures::replay_all_grads(&gpu, 1e-3);
}

#[test]
fn gpu_adam_steps_match_torch_optim_adam() {
    let Some(gpu) = common::gpu() else { return };
    common::fixtures::replay_both_adams(&gpu);
}
