//! The GPU backend against the CPU backend (the ground truth), op by op over shapes that cross
//! tile and workgroup boundaries, then whole forward passes, traces and decoding.
//! One body evaluates each op on either backend; the test compares the two results.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use attend::backend::gpu::matmul::{record_matmul, record_split, record_tiled, Matmul, Tile};
use attend::backend::tensor::Tensor;
use attend::backend::{Activation, AttentionMask, Backend, Cpu, Device, Gpu};
use attend::data::tasks::Task;
use attend::decode::{beam_search, greedy};
use attend::model::{Batch, Config, Pass, Transformer};
use attend::rng::Rng;
use attend::train::exchange::OwnPart;
use attend::train::{InTurn, Overrides, Run};
use ndarray::{Array2, ArrayView2, IxDyn};

/// Sizes that sit on, just below and just above the kernels' tile and workgroup sizes.
const SIZES: [usize; 9] = [1, 3, 17, 63, 64, 65, 127, 129, 257];

fn random(shape: &[usize], rng: &mut Rng) -> Tensor {
    let n = shape.iter().product();
    let data = (0..n).map(|_| rng.uniform_in(-1.0, 1.0)).collect();
    Tensor::from_shape_vec(IxDyn(shape), data).unwrap()
}

/// One operation of the `Backend` trait with its host inputs.
#[derive(Clone)]
enum Op {
    Linear(Tensor, Tensor, Option<Tensor>),
    Add(Tensor, Tensor),
    Scale(Tensor, f32),
    Activation(Tensor, Activation),
    Dropout(Tensor, f32, u32),
    LayerNorm(Tensor, Tensor, Tensor),
    Softmax(Tensor),
    MaskedSoftmax(Tensor, AttentionMask),
    Scores(Tensor, Tensor, usize),
    Context(Tensor, Tensor),
    Attention(Tensor, Tensor, Tensor, usize, AttentionMask),
    EmbedPositional(Tensor, Vec<u32>, usize, Tensor),
}

/// The one test body: uploads the inputs, runs the op on `b`, downloads the result.
fn eval<B: Backend>(b: &B, op: &Op) -> Tensor {
    let up = |t: &Tensor| b.upload(t).unwrap();
    let out = match op {
        Op::Linear(x, w, bias) => b.linear(&up(x), &up(w), bias.as_ref().map(up).as_ref()),
        Op::Add(x, y) => b.add(&up(x), &up(y)),
        Op::Scale(x, s) => b.scale(&up(x), *s),
        Op::Activation(x, act) => b.activation(&up(x), *act),
        Op::Dropout(x, p, seed) => b.dropout(up(x), *p, *seed),
        Op::LayerNorm(x, g, beta) => b.layer_norm(&up(x), &up(g), &up(beta), 1e-5),
        Op::Softmax(x) => b.softmax(&up(x)),
        Op::MaskedSoftmax(x, mask) => b.masked_softmax(up(x), mask),
        Op::Scores(q, k, h) => b.attention_scores(&up(q), &up(k), *h),
        Op::Context(w, v) => b.attention_context(&up(w), &up(v)),
        Op::Attention(q, k, v, h, mask) => {
            let (q, k, v) = (up(q), up(k), up(v));
            // The fused kernel where the backend has one, else the ops the model composes.
            b.fused_attention(&q, &k, &v, *h, mask).unwrap_or_else(|| {
                let d_k = b.shape(&q)[2] / h;
                let scores = b.scale(&b.attention_scores(&q, &k, *h), 1.0 / (d_k as f32).sqrt());
                b.attention_context(&b.masked_softmax(scores, mask), &v)
            })
        }
        Op::EmbedPositional(table, ids, batch, pe) => {
            let x = b.embed(&up(table), ids, *batch, 1.5);
            b.add_positional(&x, &up(pe))
        }
    };
    b.download(&out).unwrap()
}

/// Largest |gpu - cpu|, and the largest |cpu| (for relative errors).
fn compare(gpu: &Gpu, op: &Op) -> (f32, f32) {
    let want = eval(&Cpu, op);
    let got = eval(gpu, op);
    assert_eq!(got.shape(), want.shape());
    let diff = got
        .iter()
        .zip(want.iter())
        .map(|(g, w)| (g - w).abs())
        .fold(0f32, f32::max);
    assert!(diff.is_finite(), "non-finite difference");
    (diff, want.iter().map(|v| v.abs()).fold(0f32, f32::max))
}

/// Runs every op in `ops` with both kernel families (tiled, and barrier-free as CPU-emulated
/// GPUs run), asserts each is within `tol` (relative to max(1, max |cpu|) when `relative`,
/// else absolute) and prints the worst error.
fn check_all(gpu: &Gpu, what: &str, ops: Vec<(String, Op)>, tol: f32, relative: bool) {
    common::for_each_family(gpu.context(), |family| {
        let mut worst = 0f32;
        for (label, op) in &ops {
            let (diff, scale) = compare(gpu, op);
            let err = if relative {
                diff / scale.max(1.0)
            } else {
                diff
            };
            assert!(
                err <= tol,
                "{what} {label} ({family}): error {err:e} > {tol:e}"
            );
            worst = worst.max(err);
        }
        let kind = if relative { "relative" } else { "absolute" };
        eprintln!(
            "{what} ({family}): {} cases, worst {kind} error {worst:.2e} (tolerance {tol:e})",
            ops.len()
        );
    });
}

/// A random padding mask (never padding the first key, so every row has a visible key).
fn mask(batch: usize, q_len: usize, k_len: usize, causal: bool, rng: &mut Rng) -> AttentionMask {
    let key_padding = (0..batch * k_len)
        .map(|i| i % k_len != 0 && rng.uniform() < 0.2)
        .collect();
    AttentionMask {
        batch,
        q_len,
        k_len,
        key_padding,
        causal,
    }
}

#[test]
fn matmul_matches_the_cpu_across_tile_boundaries() {
    let Some(gpu) = common::gpu() else { return };
    let ctx = gpu.context();
    let mut rng = Rng::new(42);
    // Relative tolerance for K <= 512 in f32: the GPU sums in another order than sgemm.
    const TOLERANCE: f32 = 1e-4;
    let mut shapes = Vec::new();
    for (i, &m) in SIZES.iter().enumerate() {
        let n = SIZES[(i + 3) % SIZES.len()];
        let k = SIZES[(i + 5) % SIZES.len()];
        for (ta, tb) in [(false, false), (false, true), (true, false), (true, true)] {
            shapes.push((1 + i % 3, (m, n, k), ta, tb, i % 2 == 0));
        }
    }
    // Small products (the 16 x 16-tile variants), in every form, vec4 and scalar paths; a
    // batch of 5 leaves the barrier-free kernel's last workgroup (4 matrices each) part idle.
    for (m, n) in [(1, 3), (17, 17), (32, 5), (13, 32), (13, 13)] {
        for k in [1, 8, 17, 64] {
            for (ta, tb) in [(false, false), (false, true), (true, false), (true, true)] {
                shapes.push((if k == 8 { 5 } else { 2 }, (m, n, k), ta, tb, k % 2 == 0));
            }
        }
    }
    // Every size in every dimension, NT form (a linear layer), vec4 and scalar paths.
    for &m in &SIZES {
        for &n in &[1, 64, 65, 257] {
            for &k in &[1, 17, 128, 257] {
                shapes.push((1, (m, n, k), false, true, true));
            }
        }
    }
    common::for_each_family(ctx, |family| {
        let worst = matmul_cases(ctx, &shapes, None, &mut rng, TOLERANCE);
        eprintln!("matmul ({family}): worst relative error {worst:.2e} (tolerance {TOLERANCE:e})");
    });
}

/// Each variant of the tiled kernel, whatever size it would be chosen for, across its tile's
/// boundaries (the large variant's 128 and the others'), in every form, vec4 and scalar paths.
#[test]
fn every_matmul_tile_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let ctx = gpu.context();
    let mut rng = Rng::new(43);
    const TOLERANCE: f32 = 1e-4;
    let mut shapes = Vec::new();
    for (i, (m, n)) in [(1, 129), (127, 3), (128, 128), (129, 257), (65, 130)]
        .into_iter()
        .enumerate()
    {
        for k in [1, 17, 36] {
            for (ta, tb) in [(false, false), (false, true), (true, false), (true, true)] {
                shapes.push((1 + i % 2, (m, n, k), ta, tb, k % 2 == 0));
            }
        }
    }
    for tile in Tile::ALL {
        let worst = matmul_cases(ctx, &shapes, Some((tile, 1)), &mut rng, TOLERANCE);
        eprintln!("matmul ({tile:?} tiles): worst relative error {worst:.2e}");
    }
}

/// Products cut along K (split-K, `record_split`): in every form, vec4 and scalar paths, into
/// two to five slices, with the medium and the large tiles, against the CPU.
#[test]
fn split_products_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let ctx = gpu.context();
    let mut rng = Rng::new(44);
    const TOLERANCE: f32 = 1e-4;
    for (tile, slices, (m, n, k)) in [
        (Tile::Medium, 2, (65, 130, 96)),
        (Tile::Medium, 3, (128, 64, 48)),
        (Tile::Large, 4, (129, 131, 256)),
        (Tile::Large, 5, (130, 128, 85)),
    ] {
        let mut shapes = Vec::new();
        for (ta, tb) in [(false, false), (false, true), (true, false), (true, true)] {
            shapes.push((1, (m, n, k), ta, tb, false));
        }
        let worst = matmul_cases(ctx, &shapes, Some((tile, slices)), &mut rng, TOLERANCE);
        eprintln!("matmul ({tile:?} tiles, K in {slices}): worst relative error {worst:.2e}");
    }
}

type MatmulCase = (usize, (usize, usize, usize), bool, bool, bool);

/// Runs each (batch, (m, n, k), trans_a, trans_b, shared_b) product against ndarray, with the
/// tiled kernel's variant `tile` (its K in `slices` when more than one: then without a bias) or
/// the kernel the device chooses; returns the worst relative error.
fn matmul_cases(
    ctx: &attend::backend::gpu::GpuContext,
    shapes: &[MatmulCase],
    tile: Option<(Tile, usize)>,
    rng: &mut Rng,
    tolerance: f32,
) -> f32 {
    let mut worst = 0f32;
    for &(batch, (m, n, k), ta, tb, shared) in shapes {
        let mm = Matmul::dense(batch, (m, n, k), ta, tb, shared);
        let a = random(&[batch, m * k], rng);
        let b = random(&[if shared { 1 } else { batch }, k * n], rng);
        let bias = random(&[n], rng);
        let with_bias = (m + n) % 2 == 0 && tile.is_none_or(|(_, slices)| slices == 1);
        let c = ctx.alloc(batch * m * n);
        let (ga, gb, gbias) = (
            ctx.upload(a.as_slice().unwrap()).unwrap(),
            ctx.upload(b.as_slice().unwrap()).unwrap(),
            ctx.upload(bias.as_slice().unwrap()).unwrap(),
        );
        let gbias = with_bias.then(|| gbias.buffer());
        match tile {
            None => record_matmul(ctx, &mm, ga.buffer(), gb.buffer(), gbias, c.buffer()),
            Some((tile, 1)) => {
                record_tiled(ctx, &mm, tile, ga.buffer(), gb.buffer(), gbias, c.buffer())
            }
            Some((tile, slices)) => {
                record_split(ctx, &mm, tile, slices, ga.buffer(), gb.buffer(), c.buffer())
            }
        }
        let got = ctx
            .read_back(&[(c.buffer(), batch * m * n)])
            .wait(ctx)
            .unwrap()
            .remove(0);
        let (mut diff, mut scale) = (0f32, 0f32);
        for z in 0..batch {
            let stored = |rows, cols, t| if t { (cols, rows) } else { (rows, cols) };
            let az = ArrayView2::from_shape(
                stored(m, k, ta),
                &a.as_slice().unwrap()[z * m * k..][..m * k],
            )
            .unwrap();
            let az = if ta { az.t() } else { az };
            let zb = if shared { 0 } else { z };
            let bz = ArrayView2::from_shape(
                stored(k, n, tb),
                &b.as_slice().unwrap()[zb * k * n..][..k * n],
            )
            .unwrap();
            let bz = if tb { bz.t() } else { bz };
            let mut want: Array2<f32> = az.dot(&bz);
            if with_bias {
                want += &bias.view().into_dimensionality::<ndarray::Ix1>().unwrap();
            }
            for (g, w) in got[z * m * n..][..m * n].iter().zip(want.iter()) {
                diff = diff.max((g - w).abs());
                scale = scale.max(w.abs());
            }
        }
        let err = diff / scale.max(1.0);
        assert!(err <= tolerance, "{mm:?}: relative error {err}");
        worst = worst.max(err);
    }
    worst
}

#[test]
fn linear_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(1);
    let mut ops = Vec::new();
    for (i, &s) in SIZES.iter().enumerate() {
        // Each size as rows, as d_in and as d_out, the others fixed.
        for (rows, d_in, d_out) in [(s, 64, 17), (17, s, 65), (63, 32, s)] {
            let x = random(&[rows, d_in], &mut rng);
            let w = random(&[d_out, d_in], &mut rng);
            let b = (i % 2 == 0).then(|| random(&[d_out], &mut rng));
            ops.push((format!("{rows}x{d_in}->{d_out}"), Op::Linear(x, w, b)));
        }
    }
    // A batch of sequences: [2, 5, 24] -> [2, 5, 96].
    let x = random(&[2, 5, 24], &mut rng);
    let w = random(&[96, 24], &mut rng);
    ops.push(("[2,5,24]".into(), Op::Linear(x, w, None)));
    check_all(&gpu, "linear", ops, 1e-4, true);
}

#[test]
fn elementwise_ops_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(2);
    let mut ops = Vec::new();
    for &n in &SIZES {
        let shape = [n, 3];
        let (x, y) = (random(&shape, &mut rng), random(&shape, &mut rng));
        ops.push((format!("add {n}"), Op::Add(x.clone(), y)));
        ops.push((format!("scale {n}"), Op::Scale(x.clone(), 0.37)));
        ops.push((format!("relu {n}"), Op::Activation(x, Activation::Relu)));
    }
    // More elements than one grid row of workgroups holds (65535 * 256).
    let big = random(&[65_536 * 256 + 17], &mut rng);
    ops.push(("relu big".into(), Op::Activation(big, Activation::Relu)));
    check_all(&gpu, "add/scale/relu", ops, 0.0, false);
}

#[test]
fn silu_and_gelu_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(21);
    let mut ops = Vec::new();
    for act in [Activation::Silu, Activation::Gelu] {
        for &n in &SIZES {
            // Values from -12 to 12: the tails, where exp and erf saturate, included.
            let x = random(&[n, 7], &mut rng).mapv(|v| v * 12.0);
            ops.push((format!("{act:?} {n}"), Op::Activation(x, act)));
        }
    }
    // The GPU's f32 exp against the CPU's f64: a few ulps of values up to 12.
    check_all(&gpu, "silu/gelu", ops, 4e-6, true);
}

#[test]
fn dropout_drops_the_same_elements_as_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(3);
    let mut ops = Vec::new();
    for &n in &SIZES {
        for (p, seed) in [(0.1, 7), (0.5, 123_456)] {
            let x = random(&[n, 5], &mut rng).mapv(|v| v.abs() + 0.5); // no natural zeros
            ops.push((format!("{n} p={p}"), Op::Dropout(x, p, seed)));
        }
    }
    // Exact: the same mask, and survivors scaled by the same 1 / (1 - p).
    check_all(&gpu, "dropout", ops, 0.0, false);
}

#[test]
fn layer_norm_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(4);
    let mut ops = Vec::new();
    for &rows in &SIZES {
        for &cols in &SIZES {
            let x = random(&[rows, cols], &mut rng).mapv(|v| v * 3.0 + 1.0);
            let g = random(&[cols], &mut rng);
            let b = random(&[cols], &mut rng);
            ops.push((format!("{rows}x{cols}"), Op::LayerNorm(x, g, b)));
        }
    }
    check_all(&gpu, "layer_norm", ops, 1e-4, false);
}

#[test]
fn softmax_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(5);
    let mut ops = Vec::new();
    for &rows in &SIZES {
        for &cols in &SIZES {
            let x = random(&[rows, cols], &mut rng).mapv(|v| v * 8.0);
            ops.push((format!("{rows}x{cols}"), Op::Softmax(x)));
        }
    }
    // More rows than one grid row of workgroups holds.
    ops.push((
        "70000x3".into(),
        Op::Softmax(random(&[70_000, 3], &mut rng)),
    ));
    check_all(&gpu, "softmax", ops, 1e-6, false);
}

#[test]
fn masked_softmax_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(6);
    let mut ops = Vec::new();
    for &q_len in &SIZES {
        for &k_len in &SIZES {
            for causal in [false, true] {
                let (batch, heads) = (2, 3);
                let x = random(&[batch, heads, q_len, k_len], &mut rng).mapv(|v| v * 8.0);
                let m = mask(batch, q_len, k_len, causal, &mut rng);
                ops.push((
                    format!("q{q_len} k{k_len} causal={causal}"),
                    Op::MaskedSoftmax(x, m),
                ));
            }
        }
    }
    // A sequence that is all padding: its rows are all zero on both backends.
    let x = random(&[1, 2, 3, 4], &mut rng);
    let all_hidden = AttentionMask {
        batch: 1,
        q_len: 3,
        k_len: 4,
        key_padding: vec![true; 4],
        causal: false,
    };
    ops.push(("all padding".into(), Op::MaskedSoftmax(x, all_hidden)));
    check_all(&gpu, "masked_softmax", ops, 1e-6, false);
}

#[test]
fn attention_scores_and_context_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(7);
    let mut scores = Vec::new();
    let mut context = Vec::new();
    for (i, &len) in SIZES.iter().enumerate() {
        let other = SIZES[(i + 4) % SIZES.len()];
        for (heads, d_k) in [(1, 17), (3, 16), (4, 1), (2, 65)] {
            let d = heads * d_k;
            let batch = 2;
            let q = random(&[batch, len, d], &mut rng);
            let k = random(&[batch, other, d], &mut rng);
            scores.push((
                format!("q{len} k{other} h{heads} dk{d_k}"),
                Op::Scores(q, k, heads),
            ));
            let w = random(&[batch, heads, len, other], &mut rng);
            let v = random(&[batch, other, d], &mut rng);
            context.push((
                format!("q{len} k{other} h{heads} dk{d_k}"),
                Op::Context(w, v),
            ));
        }
    }
    check_all(&gpu, "attention_scores", scores, 1e-4, true);
    check_all(&gpu, "attention_context", context, 1e-4, true);
}

#[test]
fn fused_attention_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(8);
    let mut ops = Vec::new();
    for (i, &q_len) in SIZES.iter().enumerate() {
        let k_len = SIZES[(i + 2) % SIZES.len()];
        // d_k 65 is past the fused kernel's limit and takes the unfused path.
        for (heads, d_k) in [(1, 64), (4, 8), (3, 17), (2, 65)] {
            for causal in [false, true] {
                let d = heads * d_k;
                let batch = 2;
                let k_len = if causal { q_len } else { k_len };
                let q = random(&[batch, q_len, d], &mut rng).mapv(|v| v * 2.0);
                let k = random(&[batch, k_len, d], &mut rng).mapv(|v| v * 2.0);
                let v = random(&[batch, k_len, d], &mut rng);
                let m = mask(batch, q_len, k_len, causal, &mut rng);
                ops.push((
                    format!("q{q_len} k{k_len} h{heads} dk{d_k} causal={causal}"),
                    Op::Attention(q, k, v, heads, m),
                ));
            }
        }
    }
    check_all(&gpu, "attention (fused)", ops, 1e-5, false);
}

#[test]
fn embedding_and_positional_encoding_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let mut rng = Rng::new(9);
    let mut ops = Vec::new();
    for &len in &SIZES {
        for &d in &[1, 3, 32, 65] {
            let vocab = 11;
            let batch = 2;
            let table = random(&[vocab, d], &mut rng);
            let ids: Vec<u32> = (0..batch * len).map(|i| (i * 7 % vocab) as u32).collect();
            let pe = random(&[len + 5, d], &mut rng);
            ops.push((
                format!("len{len} d{d}"),
                Op::EmbedPositional(table, ids, batch, pe),
            ));
        }
    }
    check_all(&gpu, "embed + positional", ops, 1e-6, false);
}

fn models() -> Vec<(String, Config)> {
    let mut pre = Config::tiny();
    pre.norm_first = true;
    let mut wide = Config::tiny();
    // d_k = 80: attention takes the unfused path even when not tracing.
    wide.d_model = 160;
    wide.n_heads = 2;
    vec![
        ("tiny post-LN".into(), Config::tiny()),
        ("tiny pre-LN".into(), pre),
        ("small".into(), Config::small()),
        ("wide heads".into(), wide),
    ]
}

fn batches() -> (Batch, Batch) {
    let src = Batch::from_rows(&[vec![5, 6, 7, 8, 9, 10, 2], vec![11, 12, 13, 2]], 0).unwrap();
    let tgt = Batch::from_rows(&[vec![1, 20, 21, 22], vec![1, 23]], 0).unwrap();
    (src, tgt)
}

#[test]
fn forward_passes_and_traces_match_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let (src, tgt) = batches();
    for (name, config) in models() {
        let cpu_model = Transformer::init(&Cpu, config.clone(), 11).unwrap();
        let gpu_model =
            Transformer::new(&gpu, config.clone(), cpu_model.export(&Cpu).unwrap()).unwrap();

        let want = cpu_model
            .forward(&mut Pass::inference(&Cpu), &src, &tgt)
            .unwrap();
        let got = gpu_model
            .forward(&mut Pass::inference(&gpu), &src, &tgt)
            .unwrap();
        let got = gpu.download(&got).unwrap();
        let diff = attend::backend::tensor::max_abs_diff(&got, &want);
        assert!(diff <= 1e-4, "{name}: logits differ by {diff}");

        let mut cpu_pass = Pass::traced(&Cpu);
        cpu_model.forward(&mut cpu_pass, &src, &tgt).unwrap();
        let mut gpu_pass = Pass::traced(&gpu);
        gpu_model.forward(&mut gpu_pass, &src, &tgt).unwrap();
        let (cpu_trace, gpu_trace) = (
            cpu_pass.into_trace().unwrap(),
            gpu_pass.into_trace().unwrap(),
        );
        let cpu_names: Vec<_> = cpu_trace.names().collect();
        let gpu_names: Vec<_> = gpu_trace.names().collect();
        assert_eq!(
            cpu_names, gpu_names,
            "{name}: traces record different tensors"
        );
        let mut worst = (0f32, String::new());
        for (entry, want) in cpu_trace.entries() {
            let got = gpu_trace.get(entry).unwrap();
            assert_eq!(got.shape(), want.shape(), "{name}: {entry}");
            let diff = attend::backend::tensor::max_abs_diff(got, want);
            if diff > worst.0 {
                worst = (diff, entry.clone());
            }
        }
        assert!(
            worst.0 <= 1e-4,
            "{name}: {} differs by {}",
            worst.1,
            worst.0
        );
        eprintln!(
            "{name}: logits {diff:.2e}, {} traced tensors, worst {:.2e} ({})",
            cpu_trace.len(),
            worst.0,
            worst.1
        );
    }
}

#[test]
fn training_mode_dropout_matches_the_cpu() {
    let Some(gpu) = common::gpu() else { return };
    let (src, tgt) = batches();
    let config = Config::tiny();
    let cpu_model = Transformer::init(&Cpu, config.clone(), 3).unwrap();
    let gpu_model = Transformer::new(&gpu, config, cpu_model.export(&Cpu).unwrap()).unwrap();
    let want = cpu_model
        .forward(&mut Pass::training(&Cpu, 0.1, 99), &src, &tgt)
        .unwrap();
    let got = gpu_model
        .forward(&mut Pass::training(&gpu, 0.1, 99), &src, &tgt)
        .unwrap();
    let diff = attend::backend::tensor::max_abs_diff(&gpu.download(&got).unwrap(), &want);
    assert!(diff <= 1e-4, "training-mode logits differ by {diff}");
}

#[test]
fn greedy_decoding_gives_the_same_tokens() {
    let Some(gpu) = common::gpu() else { return };
    let cpu_model = Transformer::init(&Cpu, Config::tiny(), 5).unwrap();
    let gpu_model =
        Transformer::new(&gpu, Config::tiny(), cpu_model.export(&Cpu).unwrap()).unwrap();
    let src = [5, 9, 14, 3, 27, 2];
    let (want, _) = greedy(&cpu_model, &Cpu, &src, 12).unwrap();
    let (got, _) = greedy(&gpu_model, &gpu, &src, 12).unwrap();
    assert_eq!(got.tokens, want.tokens);
}

/// A traced pass and a beam search (which extends each layer's keys and values step by step)
/// of `model` on `b`: the trace's tensors, the best output and its log-probability.
fn traced_and_searched<B: Backend>(
    model: &Transformer<B>,
    b: &B,
) -> (Vec<(String, Tensor)>, Vec<u32>, f32) {
    let (src, tgt) = batches();
    let mut pass = Pass::traced(b);
    model.forward(&mut pass, &src, &tgt).unwrap();
    let trace = pass.into_trace().unwrap();
    let best = beam_search(model, b, &[5, 9, 14, 3, 27, 2], 3, 10, 0.6)
        .unwrap()
        .best;
    (trace.entries().to_vec(), best.tokens, best.log_prob)
}

#[test]
fn the_device_chosen_at_run_time_computes_what_its_backend_does() {
    let Some(gpu) = common::gpu() else { return };
    let config = Config::tiny();
    let params = Transformer::init(&Cpu, config.clone(), 13)
        .unwrap()
        .export(&Cpu)
        .unwrap();
    let on_cpu = Transformer::new(&Cpu, config.clone(), params.clone()).unwrap();
    let on_gpu = Transformer::new(&gpu, config.clone(), params.clone()).unwrap();
    let cases = [
        ("cpu", Device::Cpu(Cpu), traced_and_searched(&on_cpu, &Cpu)),
        (
            "gpu",
            Device::Gpu(gpu.clone()),
            traced_and_searched(&on_gpu, &gpu),
        ),
    ];
    for (name, device, want) in cases {
        let model = Transformer::new(&device, config.clone(), params.clone()).unwrap();
        let got = traced_and_searched(&model, &device);
        // The same kernels on the same inputs: bit for bit.
        assert_eq!(got, want, "{name}: the device differs from its backend");
    }
}

/// The losses of a few training steps on `b` (the reverse task, dropout on, small batches).
fn losses<B: attend::backend::Train>(b: B) -> Vec<f32> {
    let o = Overrides {
        steps: Some(3),
        batch_size: Some(8),
        ..Overrides::default()
    };
    let mut run = Run::new(b, Task::Reverse, &o).unwrap();
    pollster::block_on(run.chunk(3, false, &InTurn))
        .unwrap()
        .losses
}

#[test]
fn the_device_chosen_at_run_time_trains_as_its_backend_does() {
    let Some(gpu) = common::gpu() else { return };
    assert_eq!(losses(Device::Cpu(Cpu)), losses(Cpu), "cpu");
    assert_eq!(losses(Device::Gpu(gpu.clone())), losses(gpu), "gpu");
}

#[test]
fn a_run_on_the_gpu_computes_no_part_of_a_step_for_training_threads() {
    let Some(gpu) = common::gpu() else { return };
    let o = Overrides {
        steps: Some(2),
        batch_size: Some(8),
        threads: Some(2),
        ..Overrides::default()
    };
    let mut run = Run::new(Device::Gpu(gpu), Task::Reverse, &o).unwrap();
    let mut own = OwnPart::default();
    let e = own
        .compute::<Vec<f32>>(&mut run.trainer, 1, 1, None)
        .err()
        .unwrap();
    assert!(e.to_string().contains("only a CPU run"), "{e}");
}

#[test]
fn a_forward_pass_is_one_submission_and_reuses_its_buffers() {
    let Some(gpu) = common::gpu() else { return };
    let model = Transformer::init(&gpu, Config::tiny(), 1).unwrap();
    let (src, tgt) = batches();
    let run = || {
        let logits = model
            .forward(&mut Pass::inference(&gpu), &src, &tgt)
            .unwrap();
        gpu.download(&logits).unwrap()
    };
    run();
    let ctx = gpu.context();
    let (submissions, pooled) = (ctx.submissions(), ctx.pooled_bytes());
    run();
    assert_eq!(
        ctx.submissions() - submissions,
        1,
        "one submission per forward pass"
    );
    assert_eq!(
        ctx.pooled_bytes(),
        pooled,
        "the second pass allocates nothing new"
    );
}

#[test]
fn a_device_error_is_reported_not_panicked() {
    let Some(gpu) = common::gpu() else { return };
    let ctx = gpu.context();
    // Past the device's buffer limit: wgpu reports a validation error, which the next
    // readback turns into an Err.
    let too_big = (ctx.limits.max_buffer_size / 4 + 1) as usize;
    let buffer = ctx.alloc(too_big);
    drop(buffer);
    let err = gpu.sync().unwrap_err().to_string();
    assert!(err.contains("GPU"), "unclear error: {err}");
}

#[test]
fn traced_plain_and_training_forward_agree_on_the_gpu() {
    let Some(gpu) = common::gpu() else { return };
    // The plain pass runs the fused attention kernel; the others the unfused ops.
    common::check_one_forward(&gpu, 1e-5);
}

#[test]
fn edits_act_where_they_say_on_the_gpu() {
    let Some(gpu) = common::gpu() else { return };
    common::for_each_family(gpu.context(), |_| common::check_edits_act_locally(&gpu));
}

/// `attend bench`'s attention rows on each kernel family: the fused kernel is timed where the
/// device takes it and left out (not an error) where it runs the barrier-free kernels, as a
/// CPU-emulated GPU does.
#[test]
fn bench_attention_rows_on_each_family() {
    let Some(gpu) = common::gpu() else { return };
    common::for_each_family(gpu.context(), |family| {
        let mut rng = Rng::new(0);
        let (fused, unfused, cpu) =
            attend::bench::kernels::attention_ms(&gpu, (2, 5, 16, 2), &mut rng)
                .unwrap_or_else(|e| panic!("{family}: {e}"));
        assert_eq!(fused.is_some(), !gpu.context().barrier_free(), "{family}");
        assert!(
            unfused > 0.0 && cpu > 0.0,
            "{family}: {unfused} ms, {cpu} ms"
        );
    });
}
