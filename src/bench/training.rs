//! The training table of `attend bench`: tokens/s and peak memory of training each model of
//! [`MODELS`] natively (the CPU on one thread and on every core, the GPU when there is one),
//! beside PyTorch eager on the same batches (`benches/torch_train.py`) when torch is installed.
//! Each figure comes from a process of its own (`attend bench --measure`, or the Python script),
//! so that its peak memory is its own.

use std::process::Command;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::backend::{Cpu, Gpu, Train};
use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::train::trainer::StepReport;
use crate::train::{InTurn, Overrides, Run, Threads, TrainOptions, Trainer};

/// The task every model trains on, and its batch size.
pub const TASK: Task = Task::Reverse;
pub const BATCH: usize = 64;

/// A model of the table: its name, its size as the page's training settings (the names of
/// `attend train`'s options with underscores), and how many steps are timed.
pub struct BenchModel {
    pub name: &'static str,
    pub settings: &'static str,
    pub steps: u32,
}

/// The table's models, smallest first. "0.37M" is the size a public in-browser trainer reports
/// 10,100 tokens/s for, on four wasm SIMD threads; d256 6+6 is the paper's depth at a quarter of
/// its width, and d512 6+6 the paper's base model (on this task's small vocabularies).
pub const MODELS: &[BenchModel] = &[
    BenchModel {
        name: "tiny",
        settings: r#"{"preset": "tiny"}"#,
        steps: 160,
    },
    BenchModel {
        name: "0.37M",
        settings: r#"{"d_model": 64, "n_heads": 4, "n_layers": 3, "d_ff": 256}"#,
        steps: 40,
    },
    BenchModel {
        name: "small",
        settings: r#"{"preset": "small"}"#,
        steps: 8,
    },
    BenchModel {
        name: "d256 6+6",
        settings: r#"{"d_model": 256, "n_heads": 8, "n_layers": 6, "d_ff": 1024}"#,
        steps: 4,
    },
    BenchModel {
        name: "d512 6+6",
        settings: r#"{"d_model": 512, "n_heads": 8, "n_layers": 6, "d_ff": 2048}"#,
        steps: 2,
    },
];

/// What one process measured.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Measured {
    pub tokens_per_sec: f64,
    /// The process's peak resident memory.
    pub peak_rss_mib: f64,
    /// PyTorch's peak allocation on a CUDA GPU, where it trained on one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peak_gpu_mib: Option<f64>,
}

/// One model's row: each figure, or why it is missing.
#[derive(Debug, Serialize)]
pub struct Row {
    pub model: &'static str,
    pub task: &'static str,
    pub batch_size: usize,
    pub parameters: usize,
    /// The page's training settings for this model (for the tab's figures).
    pub settings: serde_json::Value,
    pub steps: u32,
    pub cpu_one: Figure,
    /// Every core: `threads` of them.
    pub cpu_all: Figure,
    pub gpu: Figure,
    pub torch_one: Figure,
    pub torch_all: Figure,
    /// PyTorch eager on a CUDA GPU.
    pub torch_gpu: Figure,
    pub threads: usize,
    /// The matrix product at the heart of the model's step, on one thread natively: what the
    /// tab's figure is compared with (`productRate`, in the core `tests/browser/bench.mjs` builds
    /// with the `bench` feature).
    pub product: Product,
}

/// GFLOP/s of one product, `[m, k] · [k, n]`.
#[derive(Debug, Serialize)]
pub struct Product {
    /// `[m, k, n]`.
    pub shape: [usize; 3],
    pub gflops: f64,
    /// How long it was measured, in seconds.
    pub seconds: f64,
}

/// The rows of the model's products in [`Row::product`]: a piece of the batch, as the trainer
/// cuts it (16 examples), of ten tokens each, about the reverse task's (3 to 12 letters, and
/// the start or end mark).
const PRODUCT_ROWS: usize = 160;

/// How long each product figure is measured, in seconds.
const PRODUCT_SECONDS: f64 = 0.5;

/// The model's feed-forward layer's first product over a piece of the batch, `[PRODUCT_ROWS,
/// d_model] · [d_model, d_ff]`, the largest of its step's, on one thread.
fn product(config: &crate::model::Config) -> Product {
    let shape = [PRODUCT_ROWS, config.d_model, config.d_ff];
    Product {
        shape,
        gflops: super::kernels::cpu_product_gflops(shape, PRODUCT_SECONDS),
        seconds: PRODUCT_SECONDS,
    }
}

/// A measurement, or the reason there is none.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Figure {
    Measured(Measured),
    Missing { missing: String },
}

impl Figure {
    fn tokens(&self) -> Option<f64> {
        match self {
            Figure::Measured(m) => Some(m.tokens_per_sec),
            Figure::Missing { .. } => None,
        }
    }

    fn cell(&self) -> String {
        match self {
            Figure::Measured(m) => format!("{:.0} ({:.0} MiB)", m.tokens_per_sec, m.peak_rss_mib),
            Figure::Missing { .. } => "–".into(),
        }
    }
}

/// The model named `name`.
pub fn model(name: &str) -> Result<&'static BenchModel> {
    MODELS.iter().find(|m| m.name == name).ok_or_else(|| {
        let names: Vec<&str> = MODELS.iter().map(|m| m.name).collect();
        Error::Input(format!(
            "no benchmark model {name:?}; the models are {}",
            names.join(", ")
        ))
    })
}

/// The largest model timed on a GPU emulated on the CPU.
const EMULATED_GPU_MAX_PARAMETERS: usize = 1_000_000;

/// Timed steps on a GPU: at least this many, whatever the model's CPU count, so that a fast
/// GPU's figure is not one or two steps' worth.
const GPU_STEPS_MIN: u32 = 20;

/// The timed steps of `model` on the CPU or (`gpu`) a GPU.
fn timed_steps(model: &BenchModel, gpu: bool) -> u32 {
    if gpu {
        model.steps.max(GPU_STEPS_MIN)
    } else {
        model.steps
    }
}

/// `model`'s run settings: its size, the table's batch, `threads`, one untimed step and its
/// timed ones (`gpu`: a GPU's count), no evaluation.
fn overrides(model: &BenchModel, threads: usize, gpu: bool) -> Result<Overrides> {
    let steps = timed_steps(model, gpu);
    let mut o: Overrides = settings(model)?;
    o.batch_size = Some(BATCH);
    // The paper's dropout, whatever the task's recipe says: PyTorch's run has it too
    // (benches/torch_train.py), and it is part of a training step's work.
    o.dropout = Some(TrainOptions::default().dropout);
    o.threads = Some(threads);
    o.steps = Some(steps + 1);
    o.eval_every = Some(steps + 2);
    o.seed = Some(0);
    Ok(o)
}

/// The model a run with `o` trains.
fn config(o: &Overrides) -> crate::model::Config {
    crate::train::Recipe::for_task(TASK)
        .with_overrides(o)
        .config(TASK)
}

/// `model.settings` read as `T`.
fn settings<T: serde::de::DeserializeOwned>(model: &BenchModel) -> Result<T> {
    serde_json::from_str(model.settings)
        .map_err(|e| Error::Input(format!("benchmark model {}: {e}", model.name)))
}

/// `model`'s settings for the page's training (batch and threads apart): its size and the
/// dropout `overrides` gives, written as `attend train` prints it.
fn tab_settings(model: &BenchModel) -> Result<serde_json::Value> {
    let mut settings: serde_json::Value = settings(model)?;
    let dropout = overrides(model, 1, false)?.dropout.unwrap_or_default();
    settings["dropout"] = dropout.to_string().parse::<f64>().unwrap_or(0.0).into();
    Ok(settings)
}

/// `attend bench --measure`: trains `model` on the CPU with `threads` threads, or on the GPU,
/// and prints what it measured as one JSON line.
pub fn measure(model: &BenchModel, gpu: bool, threads: usize) -> Result<()> {
    let tokens_per_sec = if gpu {
        let gpu = Gpu::open_blocking()?;
        // A GPU emulated on the CPU runs the barrier-free kernels, far slower than the CPU
        // backend: the large models would take many minutes.
        let emulated = gpu.context().barrier_free();
        let o = overrides(model, 1, !emulated)?;
        let parameters = config(&o).param_count();
        if emulated && parameters > EMULATED_GPU_MAX_PARAMETERS {
            return Err(Error::Input(format!(
                "models over {EMULATED_GPU_MAX_PARAMETERS} parameters are left out on a GPU emulated on the CPU"
            )));
        }
        timed(
            Run::new(gpu, TASK, &o)?,
            timed_steps(model, !emulated),
            |t, read| Ok(t.step(&InTurn, read, false)?.report),
        )?
    } else {
        let o = overrides(model, threads, false)?;
        timed(Run::new(Cpu, TASK, &o)?, model.steps, |t, read| {
            let threads = Threads::new(t.part_count())?;
            Ok(t.step(&threads, read, false)?.report)
        })?
    };
    let measured = Measured {
        tokens_per_sec,
        peak_rss_mib: peak_rss_mib(),
        peak_gpu_mib: None,
    };
    println!(
        "{}",
        serde_json::to_string(&measured).expect("plain numbers")
    );
    Ok(())
}

/// Tokens/s of `steps` steps after an untimed first one (it allocates; on a GPU it compiles
/// the pipelines). The last step reads its loss back, so a GPU has finished when the clock stops.
fn timed<B: Train>(
    mut run: Run<B>,
    steps: u32,
    mut step: impl FnMut(&mut Trainer<B>, bool) -> Result<StepReport>,
) -> Result<f64> {
    step(&mut run.trainer, true)?;
    let start = Instant::now();
    let mut tokens = 0;
    for i in 0..steps {
        tokens += step(&mut run.trainer, i + 1 == steps)?.tokens;
    }
    Ok(tokens as f64 / start.elapsed().as_secs_f64())
}

/// This process's peak resident memory (Linux reports it in KiB).
fn peak_rss_mib() -> f64 {
    // SAFETY: getrusage writes the struct it is given and nothing else.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    usage.ru_maxrss as f64 / 1024.0
}

/// Runs `command` and reads the one JSON line it prints, or says why it failed.
fn run_measurement(command: &mut Command) -> Figure {
    match super::torch::run_json(command) {
        Ok(m) => Figure::Measured(m),
        Err(missing) => Figure::Missing { missing },
    }
}

/// Every figure of `models`' rows, each from its own process; PyTorch's only with `torch`.
/// `gpu_only`: the GPU's columns alone (attend's WGSL kernels beside PyTorch on CUDA); the CPU's
/// say they were left out.
pub fn rows(models: &[&'static BenchModel], torch: bool, gpu_only: bool) -> Result<Vec<Row>> {
    let exe = std::env::current_exe()
        .map_err(|e| Error::Input(format!("cannot find the attend binary: {e}")))?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let script = super::torch::script("torch_train.py");
    // Why PyTorch's figures are missing, on the CPU and on a CUDA GPU, if they are.
    let (torch_cpu, torch_cuda) = if torch {
        match super::torch::unavailable(false) {
            None => (None, super::torch::unavailable(true)),
            Some(why) => (Some(why.clone()), Some(why)),
        }
    } else {
        let why = Some("left out (--no-torch)".to_string());
        (why.clone(), why)
    };
    let mut rows = Vec::new();
    for &model in models {
        let config = config(&overrides(model, 1, false)?);
        let ours = |backend: &str, n: usize| {
            if gpu_only && backend == "cpu" {
                return Figure::Missing {
                    missing: "left out (--backend gpu)".into(),
                };
            }
            run_measurement(Command::new(&exe).args([
                "bench",
                "--measure",
                model.name,
                "--backend",
                backend,
                "--threads",
                &n.to_string(),
            ]))
        };
        let theirs = |n: usize, device: &str| {
            let missing = if device == "cuda" {
                &torch_cuda
            } else {
                &torch_cpu
            };
            if let Some(why) = missing {
                return Figure::Missing {
                    missing: why.clone(),
                };
            }
            if gpu_only && device == "cpu" {
                return Figure::Missing {
                    missing: "left out (--backend gpu)".into(),
                };
            }
            let size = format!(
                "{},{},{},{}",
                config.d_model, config.n_heads, config.n_encoder_layers, config.d_ff
            );
            run_measurement(Command::new("python3").args([
                &script,
                "--json",
                "--device",
                device,
                "--attend",
                &exe.to_string_lossy(),
                "--steps",
                &(timed_steps(model, device == "cuda") + 1).to_string(),
                "--batch-size",
                &BATCH.to_string(),
                "--threads",
                &n.to_string(),
                "--size",
                &size,
            ]))
        };
        rows.push(Row {
            model: model.name,
            task: TASK.name(),
            batch_size: BATCH,
            parameters: config.param_count(),
            settings: tab_settings(model)?,
            steps: model.steps,
            cpu_one: ours("cpu", 1),
            cpu_all: ours("cpu", threads),
            gpu: ours("gpu", 1),
            torch_one: theirs(1, "cpu"),
            torch_all: theirs(threads, "cpu"),
            torch_gpu: theirs(1, "cuda"),
            threads,
            product: product(&config),
        });
    }
    Ok(rows)
}

/// The rows as a table, with the ratios of ours to PyTorch's, and why any figure is missing.
pub fn print(rows: &[Row]) {
    let Some(first) = rows.first() else { return };
    let n = first.threads;
    println!(
        "training: {}, batch {BATCH}; tokens/s of the timed steps (peak resident memory of the process)",
        TASK.name()
    );
    println!(
        "{:<9} {:>10}  {:>20} {:>20} {:>6}  {:>20} {:>20} {:>6}  {:>20} {:>20} {:>6}",
        "model",
        "parameters",
        "attend cpu 1 thread",
        "pytorch 1 thread",
        "ratio",
        format!("attend cpu {n} threads"),
        format!("pytorch {n} threads"),
        "ratio",
        "attend gpu",
        "pytorch cuda",
        "ratio"
    );
    let ratio = |a: &Figure, b: &Figure| match (a.tokens(), b.tokens()) {
        (Some(a), Some(b)) => format!("{:.2}x", a / b),
        _ => "–".into(),
    };
    for r in rows {
        println!(
            "{:<9} {:>10}  {:>20} {:>20} {:>6}  {:>20} {:>20} {:>6}  {:>20} {:>20} {:>6}",
            r.model,
            r.parameters,
            r.cpu_one.cell(),
            r.torch_one.cell(),
            ratio(&r.cpu_one, &r.torch_one),
            r.cpu_all.cell(),
            r.torch_all.cell(),
            ratio(&r.cpu_all, &r.torch_all),
            r.gpu.cell(),
            r.torch_gpu.cell(),
            ratio(&r.gpu, &r.torch_gpu),
        );
    }
    println!(
        "\nthe feed-forward layer's first product over a piece of the batch, one thread, GFLOP/s"
    );
    for r in rows {
        let [m, k, n] = r.product.shape;
        println!(
            "{:<9} [{m}, {k}] · [{k}, {n}] {:>10.1}",
            r.model, r.product.gflops
        );
    }
    let mut reasons = std::collections::BTreeSet::new();
    for r in rows {
        let all = [
            ("attend cpu", &r.cpu_one),
            ("attend cpu", &r.cpu_all),
            ("attend gpu", &r.gpu),
            ("pytorch", &r.torch_one),
            ("pytorch", &r.torch_all),
            ("pytorch cuda", &r.torch_gpu),
        ];
        for (what, f) in all {
            if let Figure::Missing { missing } = f {
                reasons.insert(format!("{what}: {missing}"));
            }
        }
    }
    for reason in reasons {
        println!("  – {reason}");
    }
}
