//! The `attend` command: make, inspect and run models from the shell. This file parses and
//! dispatches; each command (its arguments and what it does) is a module of its own, beside the
//! helpers several share: `backend` (`--backend`), `edits` (`--edit`) and `input` (the models,
//! typed text and text files the commands read).

mod align;
mod backend;
mod bench;
mod bleu;
mod bpe;
mod convert;
mod data;
mod decode;
mod edits;
mod eval;
mod experiment;
mod forward;
mod hf;
mod info;
mod init;
mod input;
mod plot;
mod scan;
mod serve;
mod tokenize;
mod train;

use clap::{Parser, Subcommand};

use crate::error::{Error, Result};
use backend::on_backend;

pub use align::AlignArgs;
pub use backend::BackendChoice;
pub use bench::{BenchArgs, BenchTable};
pub use bleu::BleuArgs;
pub use bpe::{BpeApplyArgs, BpeCommand, BpeLearnArgs, MAX_MERGES};
pub use convert::ConvertArgs;
pub use data::DataArgs;
pub use decode::{DecodeArgs, SamplingArgs};
pub use edits::EditArgs;
pub use eval::EvalArgs;
pub use forward::ForwardArgs;
pub use hf::{ExportArgs, ImportArgs};
pub use info::InfoArgs;
pub use init::InitArgs;
pub use input::MAX_TEXT_BYTES;
pub use plot::PlotArgs;
pub use scan::ScanArgs;
#[cfg(not(target_arch = "wasm32"))]
pub use serve::ServeArgs;
pub use tokenize::TokenizeArgs;
pub use train::TrainArgs;

/// attend: the Transformer of "Attention Is All You Need", step by step.
#[derive(Debug, Parser)]
#[command(name = "attend", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Create a randomly initialised model and save it as a weights file.
    Init(InitArgs),
    /// Run one forward pass on token ids and print the logits as JSON.
    Forward(ForwardArgs),
    /// Translate text with greedy decoding or beam search.
    Decode(DecodeArgs),
    /// Switch off each attention head alone and print, as JSON, how much less likely the
    /// original output becomes and whether greedy decoding's output changes.
    Scan(ScanArgs),
    /// Print a weights file's config, vocabulary and parameter count.
    Info(InfoArgs),
    /// Print the pieces and ids the model reads for a text (`--json`: `{"pieces": [...], "ids":
    /// [...]}`).
    Tokenize(TokenizeArgs),
    /// Read a Hugging Face Marian model folder (Opus-MT) and write it as attend's weights
    /// file, its tokenizer and generation settings kept in the metadata.
    Import(ImportArgs),
    /// Write a model again with its tensors stored in f16 (half the bytes) or f32.
    Convert(ConvertArgs),
    /// Write a model as a Hugging Face folder that transformers' `MarianMTModel` loads (with
    /// its tokenizer's files, for a model that has Marian's tokenizer).
    Export(ExportArgs),
    /// Train a model on a toy task, or on sentence pairs of your own, and save it.
    #[cfg(not(target_arch = "wasm32"))]
    Train(TrainArgs),
    /// Score a model on a task's held-out set, or on sentence pairs, and print JSON.
    Eval(EvalArgs),
    /// Run the paper's experiments here: `table3` trains every variation of its Table 3.
    #[cfg(not(target_arch = "wasm32"))]
    #[command(subcommand)]
    Experiment(experiment::ExperimentCommand),
    /// Score translations against references with corpus BLEU, exactly as sacreBLEU does by
    /// default (13a tokens, 4-grams, exp smoothing), and print sacreBLEU's line.
    Bleu(BleuArgs),
    /// Learn byte-pair merges from a text, or cut a text into pieces with them, exactly as
    /// subword-nmt does (its codes files work in both).
    #[command(subcommand)]
    Bpe(BpeCommand),
    /// Print a task's examples, or the exact batches `attend train` would train on, as JSON.
    Data(DataArgs),
    /// Print, as JSON, everything the page lists: the tasks, the training panel's choices,
    /// defaults and recipes, the edits' grammar and how far the pickers go (the page's build
    /// writes it into the page).
    Catalog,
    /// Measure training (native beside PyTorch, every model size, and each model's matrix product
    /// alone), the GPU backend's kernels beside the CPU's (matmul, attention, forward passes),
    /// byte-pair encoding beside subword-nmt and Hugging Face tokenizers, and an Opus-MT-sized
    /// translation model beside transformers (open, translate, peak memory).
    #[cfg(not(target_arch = "wasm32"))]
    Bench(BenchArgs),
    /// Serve the built page (dist/) over HTTP on 127.0.0.1.
    #[cfg(not(target_arch = "wasm32"))]
    Serve(ServeArgs),
    /// Read word alignments from cross-attention: with --task, print as JSON the alignment error
    /// rate (AER) of every head and layer on the task's held-out set; with --pairs, print each
    /// pair's alignment.
    Align(AlignArgs),
    /// Draw one of the page's figures as SVG (an attention heatmap, the positional encoding or
    /// the head scan), its caption naming the model, input, layer, head and interventions, and
    /// its numbers inside as the page's exports hold them.
    Plot(PlotArgs),
}

/// Runs a parsed command, printing its output to stdout.
pub fn run(cli: Cli) -> Result<()> {
    // A command that runs one model splits its large products between the cores; training and
    // the benchmarks decide their own threads.
    if !matches!(
        cli.command,
        Command::Train(_) | Command::Bench(_) | Command::Experiment(_)
    ) {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        crate::backend::set_product_threads(cores);
    }
    match cli.command {
        Command::Init(a) => init::init(a),
        Command::Info(a) => info::info(a),
        Command::Tokenize(a) => tokenize::tokenize(a),
        Command::Import(a) => hf::import(a),
        Command::Export(a) => hf::export(a),
        Command::Convert(a) => convert::convert(a),
        Command::Forward(a) => on_backend(a.backend, &a),
        Command::Decode(a) => on_backend(a.backend, &a),
        Command::Scan(a) => on_backend(a.backend, &a),
        #[cfg(not(target_arch = "wasm32"))]
        Command::Train(a) => train::train(a),
        Command::Eval(a) => eval::eval(a),
        #[cfg(not(target_arch = "wasm32"))]
        Command::Experiment(c) => experiment::experiment(c, &interrupt_flag()),
        Command::Bleu(a) => bleu::bleu(a),
        Command::Bpe(c) => bpe::bpe(c),
        Command::Data(a) => data::data(a),
        Command::Catalog => {
            let catalog = crate::catalog::Catalog::new();
            println!("{}", serde_json::to_string_pretty(&catalog).expect("JSON"));
            Ok(())
        }
        #[cfg(not(target_arch = "wasm32"))]
        Command::Bench(a) => bench::bench(a),
        #[cfg(not(target_arch = "wasm32"))]
        Command::Serve(a) => crate::serve::serve(&a.root, a.port),
        Command::Align(a) => align::align(a),
        Command::Plot(a) => on_backend(a.backend, &a),
    }
}

/// The exit code of a run stopped by Ctrl-C (128 + SIGINT, as shells report it).
pub const INTERRUPTED_EXIT: i32 = 130;

/// The most held-out examples `data` and `eval` take, and the most batches `data` prints.
pub const MAX_EXAMPLES: usize = 100_000;
pub const MAX_BATCHES: u32 = 10_000;

fn check_count(what: &str, n: usize, max: usize) -> Result<()> {
    if (1..=max).contains(&n) {
        Ok(())
    } else {
        Err(Error::Input(format!("{what} must be 1 to {max} (got {n})")))
    }
}

/// `text` with its control characters (but newlines) written as escapes such as `\u{1b}`, so
/// a vocabulary's tokens or a file name cannot drive the terminal they are printed to.
pub fn escape_controls(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() && c != '\n' {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// A flag that Ctrl-C sets: the run then ends after the current chunk of steps (`--loss-every`),
/// scored, and saves what it has; a second Ctrl-C ends it at once (an existing file at --out is
/// left as it was).
#[cfg(not(target_arch = "wasm32"))]
fn interrupt_flag() -> std::sync::Arc<std::sync::atomic::AtomicBool> {
    use std::sync::atomic::{AtomicBool, Ordering};
    let interrupted = std::sync::Arc::new(AtomicBool::new(false));
    let flag = std::sync::Arc::clone(&interrupted);
    // If a handler is already installed (a second run in one process), keep it.
    let _ = ctrlc::set_handler(move || {
        if flag.swap(true, Ordering::SeqCst) {
            eprintln!("\n{}", crate::words::say("cli-interrupted-again"));
            std::process::exit(INTERRUPTED_EXIT);
        }
        eprintln!("\n{}", crate::words::say("cli-interrupted"));
    });
    interrupted
}
