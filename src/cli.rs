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
use crate::words::say;
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
#[command(name = "attend", version, about = say("cli-help"))]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    #[command(about = say("cli-help-init"))]
    Init(InitArgs),
    #[command(about = say("cli-help-forward"))]
    Forward(ForwardArgs),
    #[command(about = say("cli-help-decode"))]
    Decode(DecodeArgs),
    #[command(about = say("cli-help-scan"))]
    Scan(ScanArgs),
    #[command(about = say("cli-help-info"))]
    Info(InfoArgs),
    #[command(about = say("cli-help-tokenize"))]
    Tokenize(TokenizeArgs),
    #[command(about = say("cli-help-import"))]
    Import(ImportArgs),
    #[command(about = say("cli-help-convert"))]
    Convert(ConvertArgs),
    #[command(about = say("cli-help-export"))]
    Export(ExportArgs),
    #[cfg(not(target_arch = "wasm32"))]
    #[command(about = say("cli-help-train"))]
    Train(TrainArgs),
    #[command(about = say("cli-help-eval"))]
    Eval(EvalArgs),
    #[cfg(not(target_arch = "wasm32"))]
    #[command(subcommand)]
    #[command(about = say("cli-help-experiment"))]
    Experiment(experiment::ExperimentCommand),
    #[command(about = say("cli-help-bleu"))]
    Bleu(BleuArgs),
    #[command(subcommand)]
    #[command(about = say("cli-help-bpe"))]
    Bpe(BpeCommand),
    #[command(about = say("cli-help-data"))]
    Data(DataArgs),
    #[command(about = say("cli-help-catalog"))]
    Catalog,
    #[cfg(not(target_arch = "wasm32"))]
    #[command(about = say("cli-help-bench"))]
    Bench(BenchArgs),
    #[cfg(not(target_arch = "wasm32"))]
    #[command(about = say("cli-help-serve"))]
    Serve(ServeArgs),
    #[command(about = say("cli-help-align"))]
    Align(AlignArgs),
    #[command(about = say("cli-help-plot"))]
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

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    /// Every command's line and every option's (and each value's that has one) is the
    /// catalogue's: none is missing (clap's own --help and --version aside), and none is an id
    /// the catalogue lacks (which `say` gives back as it is).
    #[test]
    fn every_command_and_option_says_what_it_is_in_the_catalogue() {
        fn walk(command: &clap::Command, path: &str, bare: &mut Vec<String>) {
            let about = command.get_about().map(ToString::to_string);
            assert!(
                about.as_ref().is_some_and(|a| !a.is_empty()),
                "{path} has no about"
            );
            let texts = |what: &str, text: Option<&clap::builder::StyledStr>| {
                if let Some(text) = text.map(ToString::to_string) {
                    assert!(!text.starts_with("cli-"), "{what}: no message {text}");
                }
            };
            texts(path, command.get_about());
            texts(path, command.get_long_about());
            for arg in command.get_arguments() {
                let long = arg.get_long().unwrap_or(arg.get_id().as_str());
                let name = format!("{path} --{long}");
                if arg.get_help().is_none() && !arg.is_hide_set() {
                    bare.push(name.clone());
                }
                texts(&name, arg.get_help());
                texts(&name, arg.get_long_help());
                for value in arg.get_possible_values() {
                    texts(&format!("{name} {}", value.get_name()), value.get_help());
                }
            }
            for sub in command.get_subcommands() {
                walk(sub, &format!("{path} {}", sub.get_name()), bare);
            }
        }
        let mut bare = Vec::new();
        walk(&Cli::command(), "attend", &mut bare);
        assert!(bare.is_empty(), "options without a help line: {bare:?}");
    }
}
