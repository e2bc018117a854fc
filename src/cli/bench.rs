//! `attend bench`: measure training, the GPU backend's kernels, byte-pair encoding and an
//! Opus-MT-sized translation model, each beside its peers (PyTorch, the CPU, subword-nmt and
//! Hugging Face tokenizers, transformers).

use clap::{Args, ValueEnum};

use super::backend::{find_gpu, open_gpu, BackendChoice};
use crate::error::Result;
use crate::words::say_with;

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Also time a 4096 x 4096 matmul (slow on a software GPU).
    #[arg(long)]
    pub large: bool,
    /// One table only: training (native beside PyTorch), kernels (the GPU beside the CPU) or bpe
    /// (learning and applying merges beside subword-nmt and Hugging Face tokenizers).
    #[arg(long, value_enum)]
    pub only: Option<BenchTable>,
    /// The training table's models, comma-separated (tiny, 0.37M, small, d256 6+6, d512 6+6)
    /// [default: all].
    #[arg(long, value_delimiter = ',')]
    pub models: Vec<String>,
    /// Leave PyTorch out of the training table even where torch is installed.
    #[arg(long)]
    pub no_torch: bool,
    /// Print the training table's rows as JSON, and nothing else.
    #[arg(long)]
    pub json: bool,
    /// Measure one model's training in this process and print it as JSON (what the training
    /// table runs for each figure).
    #[arg(long, hide = true)]
    pub measure: Option<String>,
    /// Measure the translation table's attend column on this model folder, in this process,
    /// and print it as JSON.
    #[arg(long, hide = true)]
    pub measure_marian: Option<String>,
    /// Write the translation table's model folder (a seeded random model of the Opus-MT base
    /// shape with a SentencePiece tokenizer) into this folder, and nothing else: what the page's
    /// benchmark and browser tests open.
    #[arg(long, hide = true)]
    pub write_marian: Option<String>,
    /// gpu: the training table's GPU columns alone, and the translation table on the GPU
    /// (beside transformers on CUDA) [default: every column; the translation table on the CPU].
    #[arg(long, value_enum)]
    pub backend: Option<BackendChoice>,
    /// Threads: of each training measurement, and of the translation table (both tools) [default:
    /// 1 for training, 2 for translation].
    #[arg(long)]
    pub threads: Option<usize>,
}

/// The tables `attend bench` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BenchTable {
    Training,
    Kernels,
    Bpe,
    /// A translation model of the Opus-MT base shape beside transformers.
    Marian,
}

/// `attend bench`: the training table, then the kernel table where a GPU opens, then the
/// byte-pair encoding table.
#[cfg(not(target_arch = "wasm32"))]
pub fn bench(a: BenchArgs) -> Result<()> {
    use crate::bench::training;
    let gpu = match a.backend {
        None | Some(BackendChoice::Cpu) => false,
        Some(BackendChoice::Gpu) => true,
        Some(BackendChoice::Auto) => find_gpu().is_ok(),
    };
    if let Some(name) = &a.measure {
        return training::measure(training::model(name)?, gpu, a.threads.unwrap_or(1));
    }
    if let Some(dir) = &a.write_marian {
        crate::bench::marian::prepare(dir)?;
        let wrote = say_with("cli-wrote-marian", &[("folder", dir.as_str().into())]);
        eprintln!("{wrote}");
        return Ok(());
    }
    if let Some(dir) = &a.measure_marian {
        return crate::bench::marian::measure(dir, gpu, a.threads.unwrap_or(2));
    }
    if a.only == Some(BenchTable::Bpe) {
        return crate::bench::bpe::run();
    }
    if a.only == Some(BenchTable::Marian) {
        return crate::bench::marian::run(gpu, a.threads.unwrap_or(2));
    }
    if a.only != Some(BenchTable::Kernels) {
        let models = if a.models.is_empty() {
            training::MODELS.iter().collect()
        } else {
            a.models
                .iter()
                .map(|m| training::model(m.trim()))
                .collect::<Result<Vec<_>>>()?
        };
        let rows = training::rows(&models, !a.no_torch, gpu)?;
        if a.json {
            println!(
                "{}",
                serde_json::to_string_pretty(&rows).expect("plain values")
            );
            return Ok(());
        }
        training::print(&rows);
    }
    match (a.only, find_gpu()) {
        (Some(BenchTable::Training), _) => Ok(()),
        (None, Err(e)) => {
            let reason = e.to_string();
            println!(
                "\n{}",
                say_with("cli-bench-no-gpu", &[("reason", reason.into())])
            );
            Ok(())
        }
        (_, Ok(gpu)) => {
            println!();
            crate::bench::kernels::run(&gpu, a.large)
        }
        (Some(BenchTable::Kernels | BenchTable::Bpe | BenchTable::Marian), Err(_)) => {
            crate::bench::kernels::run(&open_gpu()?, a.large)
        }
    }?;
    if a.only.is_none() {
        println!();
        crate::bench::bpe::run()?;
        crate::bench::marian::run(gpu, a.threads.unwrap_or(2))?;
    }
    Ok(())
}
