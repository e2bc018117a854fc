//! `attend bench`: measure training, the GPU backend's kernels, byte-pair encoding and an
//! Opus-MT-sized translation model, each beside its peers (PyTorch, the CPU, subword-nmt and
//! Hugging Face tokenizers, transformers).

use clap::{Args, ValueEnum};

use super::backend::{find_gpu, open_gpu, BackendChoice};
use crate::error::Result;
use crate::words::{say, say_with};

/// The threads of a training measurement, and of the translation table, unless `--threads` says.
const TRAINING_THREADS: usize = 1;
const TRANSLATION_THREADS: usize = 2;

/// The training table's models, by name, as `--models` takes them.
fn model_names() -> String {
    let names: Vec<&str> = crate::bench::training::MODELS
        .iter()
        .map(|m| m.name)
        .collect();
    names.join(", ")
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    #[arg(long, help = say_with("cli-help-bench--large", &[("size", crate::bench::kernels::LARGE_MATMUL.into())]))]
    pub large: bool,
    #[arg(long, value_enum, help = say("cli-help-bench--only"))]
    pub only: Option<BenchTable>,
    #[arg(long, value_delimiter = ',', help = say_with("cli-help-bench--models", &[("models", model_names().into())]))]
    pub models: Vec<String>,
    #[arg(long, help = say("cli-help-bench--no-torch"))]
    pub no_torch: bool,
    #[arg(long, help = say("cli-help-bench--json"))]
    pub json: bool,
    #[arg(long, hide = true, help = say("cli-help-bench--measure"))]
    pub measure: Option<String>,
    #[arg(long, hide = true, help = say("cli-help-bench--measure-marian"))]
    pub measure_marian: Option<String>,
    #[arg(long, hide = true, help = say("cli-help-bench--write-marian"))]
    pub write_marian: Option<String>,
    #[arg(long, value_enum, help = say("cli-help-bench--backend"))]
    pub backend: Option<BackendChoice>,
    #[arg(long, help = say_with("cli-help-bench--threads", &[
        ("training", TRAINING_THREADS.into()),
        ("translation", TRANSLATION_THREADS.into()),
    ]))]
    pub threads: Option<usize>,
}

/// The tables `attend bench` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BenchTable {
    Training,
    Kernels,
    Bpe,
    #[value(help = say("cli-help-bench--only-marian"))]
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
        return training::measure(
            training::model(name)?,
            gpu,
            a.threads.unwrap_or(TRAINING_THREADS),
        );
    }
    if let Some(dir) = &a.write_marian {
        crate::bench::marian::prepare(dir)?;
        let wrote = say_with("cli-wrote-marian", &[("folder", dir.as_str().into())]);
        eprintln!("{wrote}");
        return Ok(());
    }
    if let Some(dir) = &a.measure_marian {
        return crate::bench::marian::measure(dir, gpu, a.threads.unwrap_or(TRANSLATION_THREADS));
    }
    if a.only == Some(BenchTable::Bpe) {
        return crate::bench::bpe::run();
    }
    if a.only == Some(BenchTable::Marian) {
        return crate::bench::marian::run(gpu, a.threads.unwrap_or(TRANSLATION_THREADS));
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
        crate::bench::marian::run(gpu, a.threads.unwrap_or(TRANSLATION_THREADS))?;
    }
    Ok(())
}
