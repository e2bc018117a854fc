//! The kernel table of `attend bench`: throughput figures for the GPU backend beside the CPU
//! backend, measured in the same run on this machine.

use std::time::Instant;

use ndarray::IxDyn;

use crate::backend::gpu::matmul::{record_matmul, record_tiled, Matmul, Tile};
use crate::backend::tensor::Tensor;
use crate::backend::{AttentionMask, Backend, Cpu, Gpu};
use crate::error::Result;
use crate::model::{Batch, Config, Pass, Transformer};
use crate::rng::Rng;

/// How long to keep repeating a measurement, in seconds.
const MIN_SECONDS: f64 = 0.3;

/// Seconds per call of `f`: one warm-up call, then calls until `MIN_SECONDS` have passed (at
/// least `min_runs`), the median of those.
fn time(min_runs: usize, mut f: impl FnMut() -> Result<()>) -> Result<f64> {
    f()?;
    let start = Instant::now();
    let mut times = Vec::new();
    while times.len() < min_runs || start.elapsed().as_secs_f64() < MIN_SECONDS {
        let t = Instant::now();
        f()?;
        times.push(t.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    Ok(times[times.len() / 2])
}

fn random(shape: &[usize], rng: &mut Rng) -> Tensor {
    let n = shape.iter().product();
    Tensor::from_shape_vec(
        IxDyn(shape),
        (0..n).map(|_| rng.uniform_in(-1.0, 1.0)).collect(),
    )
    .expect("shape matches")
}

/// GFLOP/s of `[m, k] x [k, n]` on the GPU, the kernel alone: the device's own choice of
/// kernel, or the tiled kernel's variant `tile`. Each submission holds enough products (about
/// 20 ms of them) that its launch and wait costs vanish.
fn gpu_matmul_gflops(
    gpu: &Gpu,
    (m, n, k): (usize, usize, usize),
    tile: Option<Tile>,
    rng: &mut Rng,
) -> Result<f64> {
    let ctx = gpu.context();
    let (a, b) = (random(&[m, k], rng), random(&[k, n], rng));
    let mm = Matmul::dense(1, (m, n, k), false, false, false);
    let (ga, gb) = (gpu.upload(&a)?, gpu.upload(&b)?);
    let c = ctx.alloc(m * n);
    let submit = |reps: usize| {
        for _ in 0..reps {
            match tile {
                None => record_matmul(ctx, &mm, ga.buffer(), gb.buffer(), None, c.buffer()),
                Some(t) => record_tiled(ctx, &mm, t, ga.buffer(), gb.buffer(), None, c.buffer()),
            }
        }
        gpu.sync()
    };
    submit(1)?; // compiles the pipeline
    let once = Instant::now();
    submit(1)?;
    let reps = ((0.02 / once.elapsed().as_secs_f64()) as usize).clamp(1, 4096);
    let secs = time(2, || submit(reps))? / reps as f64;
    Ok(mm.flops() / secs / 1e9)
}

/// GFLOP/s of the CPU backend's product `[m, k] · [k, n]` (`shape`, `[m, k, n]`) on one thread,
/// measured for `seconds` by `backend::gemm::product_rate`.
pub fn cpu_product_gflops(shape: [usize; 3], seconds: f64) -> f64 {
    let clock = Instant::now();
    crate::backend::gemm::product_rate(shape, seconds, || clock.elapsed().as_secs_f64())
}

fn matmul_gflops(gpu: &Gpu, shape: (usize, usize, usize), rng: &mut Rng) -> Result<(f64, f64)> {
    let (m, n, k) = shape;
    Ok((
        gpu_matmul_gflops(gpu, shape, None, rng)?,
        cpu_product_gflops([m, k, n], MIN_SECONDS),
    ))
}

/// The tiled kernel's 64- and 128-wide variants on the square products of 1024 and up, the
/// kernel the device chose (`square`: the table's (side, GFLOP/s) figures), and PyTorch's FP32
/// product on a CUDA GPU (TF32 off) where torch sees one.
#[cfg(not(target_arch = "wasm32"))]
fn matmul_beside_torch(gpu: &Gpu, square: &[(usize, f64)], rng: &mut Rng) -> Result<()> {
    use std::collections::BTreeMap;
    use std::process::Command;

    use super::torch;

    #[derive(serde::Deserialize)]
    struct TorchMatmul {
        gflops: BTreeMap<String, f64>,
        device: String,
        torch: String,
    }
    if gpu.context().barrier_free() {
        println!(
            "\n(the tiled matmul's variants beside PyTorch's: left out on a CPU-emulated GPU)"
        );
        return Ok(());
    }
    let square: Vec<(usize, f64)> = square.iter().copied().filter(|&(s, _)| s >= 1024).collect();
    let list: Vec<String> = square.iter().map(|(s, _)| s.to_string()).collect();
    let theirs = match torch::unavailable(true) {
        Some(why) => Err(why),
        None => torch::run_json::<TorchMatmul>(Command::new("python3").args([
            &torch::script("torch_matmul.py"),
            "--sizes",
            &list.join(","),
        ])),
    };
    println!();
    match &theirs {
        Ok(t) => println!(
            "matmul beside PyTorch {} (FP32, TF32 off) on {}, GFLOP/s",
            t.torch, t.device
        ),
        Err(why) => println!("matmul, GFLOP/s (PyTorch's CUDA figures are missing: {why})"),
    }
    println!(
        "{:<22} {:>12} {:>12} {:>12} {:>12} {:>9}",
        "", "64 tiles", "128 tiles", "chosen", "pytorch", "chosen/pt"
    );
    for (s, chosen) in square {
        let shape = (s, s, s);
        let medium = gpu_matmul_gflops(gpu, shape, Some(Tile::Medium), rng)?;
        let large = gpu_matmul_gflops(gpu, shape, Some(Tile::Large), rng)?;
        let pt = theirs
            .as_ref()
            .ok()
            .and_then(|t| t.gflops.get(&s.to_string()));
        let (pt, ratio) = match pt {
            Some(pt) => (format!("{pt:.0}"), format!("{:.2}x", chosen / pt)),
            None => ("–".into(), "–".into()),
        };
        println!(
            "{:<22} {medium:>12.0} {large:>12.0} {chosen:>12.0} {pt:>12} {ratio:>9}",
            format!("matmul {s}x{s}x{s}")
        );
    }
    Ok(())
}

fn row(what: &str, gpu: f64, cpu: f64, unit: &str, higher_is_better: bool) {
    let ratio = if higher_is_better {
        gpu / cpu
    } else {
        cpu / gpu
    };
    println!("{what:<44} {gpu:>12.3} {cpu:>12.3}  {unit:<9} {ratio:>8.2}x");
}

/// Milliseconds of one attention over `[batch, len, d]` with `heads` heads: the GPU's fused
/// kernel (`None` where the device does not take it: a CPU-emulated GPU runs the barrier-free
/// kernels, and the fused one needs barriers), the GPU's unfused kernels, and the CPU.
pub fn attention_ms(
    gpu: &Gpu,
    (batch, len, d, heads): (usize, usize, usize, usize),
    rng: &mut Rng,
) -> Result<(Option<f64>, f64, f64)> {
    let host: Vec<Tensor> = (0..3).map(|_| random(&[batch, len, d], rng)).collect();
    let ids = vec![5u32; batch * len];
    let mask = AttentionMask::new(&ids, batch, len, 0, true);
    let [q, k, v] = [&host[0], &host[1], &host[2]].map(|t| gpu.upload(t));
    let (q, k, v) = (q?, k?, v?);
    let fused = match gpu.fused_attention(&q, &k, &v, heads, &mask) {
        None => None,
        Some(_) => Some(time(3, || {
            gpu.fused_attention(&q, &k, &v, heads, &mask);
            gpu.sync()
        })?),
    };
    let unfused = time(3, || {
        unfused_attention(gpu, &q, &k, &v, heads, &mask);
        gpu.sync()
    })?;
    let cpu = time(3, || {
        unfused_attention(&Cpu, &host[0], &host[1], &host[2], heads, &mask);
        Ok(())
    })?;
    Ok((fused.map(|s| s * 1e3), unfused * 1e3, cpu * 1e3))
}

/// Attention composed of the unfused ops, as the model computes it when it traces or trains.
fn unfused_attention<B: Backend>(
    b: &B,
    q: &B::Tensor,
    k: &B::Tensor,
    v: &B::Tensor,
    n_heads: usize,
    mask: &AttentionMask,
) -> B::Tensor {
    let d_k = b.shape(q)[2] / n_heads;
    let scores = b.attention_scores(q, k, n_heads);
    let weights = b.masked_softmax(b.scale(&scores, 1.0 / (d_k as f32).sqrt()), mask);
    b.attention_context(&weights, v)
}

/// Milliseconds of one whole forward pass (logits read back) on `b`.
pub fn forward_ms<B: Backend>(b: &B, config: &Config, batch: usize, len: usize) -> Result<f64> {
    let model = Transformer::init(b, config.clone(), 0)?;
    let rows: Vec<Vec<u32>> = (0..batch)
        .map(|i| {
            (0..len)
                .map(|t| 3 + ((i * 7 + t) % (config.src_vocab_size - 3)) as u32)
                .collect()
        })
        .collect();
    let src = Batch::from_rows(&rows, config.pad_id)?;
    let tgt = src.clone();
    let secs = time(5, || {
        let logits = model.forward(&mut Pass::inference(b), &src, &tgt)?;
        b.download(&logits).map(|_| ())
    })?;
    Ok(secs * 1e3)
}

/// Milliseconds of one traced forward pass (every intermediate read back) on `b`.
pub fn traced_ms<B: Backend>(b: &B, config: &Config, batch: usize, len: usize) -> Result<f64> {
    let model = Transformer::init(b, config.clone(), 0)?;
    let ids: Vec<u32> = (0..len).map(|t| 3 + (t % 60) as u32).collect();
    let src = Batch::from_rows(&vec![ids; batch], config.pad_id)?;
    let tgt = src.clone();
    let secs = time(3, || {
        let mut pass = Pass::traced(b);
        model.forward(&mut pass, &src, &tgt)?;
        pass.into_trace().map(|_| ())
    })?;
    Ok(secs * 1e3)
}

/// The attention rows: fused (where the GPU takes that kernel) and unfused, beside the CPU.
fn attention_rows(gpu: &Gpu, rng: &mut Rng) -> Result<()> {
    for (batch, len, d, heads) in [(16, 24, 128, 8), (16, 64, 512, 8), (4, 256, 512, 8)] {
        let (fused, unfused, cpu) = attention_ms(gpu, (batch, len, d, heads), rng)?;
        let shape = format!("{batch}x{len}x{d}, {heads} heads, causal");
        let what = format!("attention fused {shape}");
        match fused {
            Some(fused) => row(&what, fused, cpu, "ms", false),
            None => println!(
                "{what:<44} {:>12} {cpu:>12.3}  {:<9} (this GPU takes the unfused kernels)",
                "–", "ms"
            ),
        }
        row(
            &format!("attention unfused {shape}"),
            unfused,
            cpu,
            "ms",
            false,
        );
    }
    Ok(())
}

/// The whole forward passes of the tiny and small configs, plain and traced, beside the CPU.
fn forward_rows(gpu: &Gpu) -> Result<()> {
    for (name, config) in [("tiny", Config::tiny()), ("small", Config::small())] {
        for (batch, len) in [(1, 24), (16, 24)] {
            let g = forward_ms(gpu, &config, batch, len)?;
            let c = forward_ms(&Cpu, &config, batch, len)?;
            row(&format!("forward {name} {batch}x{len}"), g, c, "ms", false);
        }
        let g = traced_ms(gpu, &config, 1, 24)?;
        let c = traced_ms(&Cpu, &config, 1, 24)?;
        row(&format!("traced forward {name} 1x24"), g, c, "ms", false);
    }
    Ok(())
}

/// The side of the square product `attend bench --large` adds, slow on a software GPU.
pub const LARGE_MATMUL: usize = 4096;

/// Prints the whole table. `large` adds the [`LARGE_MATMUL`] product.
pub fn run(gpu: &Gpu, large: bool) -> Result<()> {
    let mut rng = Rng::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("GPU: {}", gpu.context().describe());
    println!(
        "CPU: the CPU backend's product (the gemm crate's, one thread), {threads} hardware threads"
    );
    println!(
        "{:<44} {:>12} {:>12}  {:<9} {:>9}",
        "", "gpu", "cpu", "unit", "gpu gain"
    );
    let mut sizes = vec![64, 128, 256, 512, 1024, 2048];
    if large {
        sizes.push(LARGE_MATMUL);
    }
    // The square products' GPU figures, for the comparison with PyTorch at the end.
    let mut square = Vec::new();
    for s in sizes {
        let (g, c) = matmul_gflops(gpu, (s, s, s), &mut rng)?;
        row(&format!("matmul {s}x{s}x{s}"), g, c, "GFLOP/s", true);
        square.push((s, g));
    }
    // Transformer shapes: tokens x d_model -> d_ff and back, for the small config with a
    // batch of 16 x 24 tokens and for the paper's base model with 1024 tokens.
    for (tokens, d_in, d_out) in [
        (384, 128, 512),
        (384, 512, 128),
        (1024, 512, 2048),
        (1024, 2048, 512),
    ] {
        let (g, c) = matmul_gflops(gpu, (tokens, d_out, d_in), &mut rng)?;
        row(
            &format!("matmul {tokens} tokens x {d_in} -> {d_out}"),
            g,
            c,
            "GFLOP/s",
            true,
        );
    }
    attention_rows(gpu, &mut rng)?;
    forward_rows(gpu)?;
    let model = Transformer::init(gpu, Config::small(), 0)?;
    let src = Batch::single(&[5; 24])?;
    let before = gpu.context().launches();
    let logits = model.forward(&mut Pass::inference(gpu), &src, &src)?;
    let launches = gpu.context().launches() - before;
    gpu.download(&logits)?;
    println!(
        "(one forward pass of the small config is {launches} kernel launches, one submission)"
    );
    #[cfg(not(target_arch = "wasm32"))]
    matmul_beside_torch(gpu, &square, &mut rng)?;
    Ok(())
}
