//! The `attend` command: make, inspect and run models from the shell.

mod experiment;

use std::collections::BTreeMap;

use clap::{Args, Parser, Subcommand, ValueEnum};
use serde_json::json;

use crate::backend::{Backend, Cpu, Gpu};
use crate::data::{Unseen, Vocab, Vocabs};
use crate::decode::{run_search, Beam, Greedy, Hypothesis};
use crate::error::{Error, Result};
use crate::hf::generate::{HfBeam, HfGreedy, Overrides, Settings};
use crate::hf::generation::Generation;
use crate::model::config::Activation;
use crate::model::positional::PositionalLayout;
use crate::model::{Batch, Config, Edits, HostParams, Pass, Transformer};
use crate::report::Output;
use crate::sample::{Sample, Sampling, MAX_SAMPLES};
use crate::weights::Weights;

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

/// Where the model runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum BackendChoice {
    /// ndarray on the host (the reference).
    #[default]
    Cpu,
    /// WGSL kernels through wgpu; an error if there is no GPU.
    Gpu,
    /// The GPU when there is one, else the CPU (says which on stderr).
    Auto,
}

#[derive(Debug, Args)]
pub struct InitArgs {
    /// Where to write the weights file.
    #[arg(long)]
    pub out: String,
    #[arg(long, default_value_t = Config::default().d_model)]
    pub d_model: usize,
    #[arg(long, default_value_t = Config::default().n_heads)]
    pub n_heads: usize,
    /// Layers in the encoder and in the decoder.
    #[arg(long, default_value_t = Config::default().n_encoder_layers)]
    pub n_layers: usize,
    #[arg(long, default_value_t = Config::default().d_ff)]
    pub d_ff: usize,
    #[arg(long, default_value_t = Config::default().src_vocab_size)]
    pub src_vocab: usize,
    #[arg(long, default_value_t = Config::default().tgt_vocab_size)]
    pub tgt_vocab: usize,
    #[arg(long, default_value_t = Config::default().max_len)]
    pub max_len: usize,
    /// Pre-LN (`x + sublayer(norm(x))`) instead of the paper's post-LN.
    #[arg(long)]
    pub norm_first: bool,
    /// Leave out the final LayerNorm after each stack.
    #[arg(long)]
    pub no_final_norm: bool,
    /// The feed-forward network's activation: relu (the paper's), silu (Marian's, also
    /// "swish") or gelu.
    #[arg(long, default_value = "relu", value_parser = crate::model::config::by_serde::<Activation>)]
    pub activation: Activation,
    /// Where the positional encoding's sines and cosines sit: interleaved (the paper's) or
    /// halves (Marian's: every sine, then every cosine).
    #[arg(long, default_value = "interleaved", value_parser = crate::model::config::by_serde::<PositionalLayout>)]
    pub positional_layout: PositionalLayout,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

#[derive(Debug, Args)]
pub struct TokenizeArgs {
    #[arg(long)]
    pub weights: String,
    /// The text.
    #[arg(long)]
    pub text: String,
    /// Tokenize it as the target side's text instead of the source's: the labels the decoder
    /// is trained to write, its pieces then eos.
    #[arg(long)]
    pub target: bool,
    /// Print `{"pieces": [...], "ids": [...]}` instead of a line of pieces and a line of ids.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The Hugging Face model folder (config.json, model.safetensors or pytorch_model.bin, the
    /// tokenizer's files, generation_config.json).
    #[arg(long)]
    pub hf: String,
    /// Where to write attend's weights file.
    #[arg(long)]
    pub out: String,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The model: attend's weights file (or a model folder).
    #[arg(long)]
    pub hf: String,
    /// The folder to write (created if missing; the files it writes are replaced whole).
    #[arg(long)]
    pub out: String,
}

#[derive(Debug, Args)]
pub struct ForwardArgs {
    #[arg(long)]
    pub weights: String,
    /// Source token ids, comma-separated, e.g. 5,6,7.
    #[arg(long, value_delimiter = ',', required = true)]
    pub src: Vec<u32>,
    /// Target token ids (shifted right: start with bos), comma-separated, e.g. 1,8.
    #[arg(long, value_delimiter = ',', required = true)]
    pub tgt: Vec<u32>,
    /// Also print every intermediate the pass records (see the trace's names), as
    /// `"trace": {name: {"shape": [...], "data": [...]}}`.
    #[arg(long)]
    pub trace: bool,
    #[command(flatten)]
    pub edits: EditArgs,
    #[arg(long, value_enum, default_value_t)]
    pub backend: BackendChoice,
}

/// Interventions in the forward pass.
#[derive(Clone, Debug, Default, Args)]
pub struct EditArgs {
    /// An intervention, repeatable: ablate=decoder.1.cross_attn.2 (zero a head's output),
    /// pattern=encoder.0.self_attn.1:uniform (or :itself, :previous), bypass=encoder.0.ffn,
    /// no-pe=src (or tgt, both), hide-source=3, see-future, no-padding-mask.
    #[arg(long = "edit", value_name = "EDIT")]
    pub list: Vec<String>,
}

/// Sampling instead of greedy decoding or beam search.
#[derive(Clone, Debug, Args)]
pub struct SamplingArgs {
    /// Draw this many outputs at random (one per line) instead of decoding greedily; the
    /// options below reshape what each token is drawn from.
    #[arg(long, value_name = "N")]
    pub sample: Option<usize>,
    /// Divides the logits before the softmax: below 1 sharper, above 1 flatter.
    #[arg(long, default_value_t = Sampling::default().temperature)]
    pub temperature: f32,
    /// Draw from the k most probable tokens only (0: all).
    #[arg(long, default_value_t = Sampling::default().top_k)]
    pub top_k: usize,
    /// Draw from the fewest most probable tokens that hold at least this much probability.
    #[arg(long, default_value_t = Sampling::default().top_p)]
    pub top_p: f32,
    /// Fixes every draw (sample i uses seed + i).
    #[arg(long, default_value_t = Sampling::default().seed)]
    pub seed: u64,
}

impl SamplingArgs {
    fn settings(&self) -> Sampling {
        Sampling {
            temperature: self.temperature,
            top_k: self.top_k,
            top_p: self.top_p,
            seed: self.seed,
        }
    }
}

#[derive(Debug, Args)]
pub struct ScanArgs {
    #[arg(long)]
    pub weights: String,
    /// The input text, tokenized with the model's source vocabulary.
    #[arg(long)]
    pub text: String,
    /// The most output tokens each greedy decoding gives [default: as many as the model's
    /// max_len allows]
    #[arg(long)]
    pub max_len: Option<usize>,
    #[arg(long, value_enum, default_value_t)]
    pub backend: BackendChoice,
}

#[derive(Debug, Args)]
pub struct DecodeArgs {
    #[arg(long)]
    pub weights: String,
    /// The input text, tokenized with the model's source vocabulary.
    #[arg(long)]
    pub text: String,
    /// Beam size; 1 is greedy decoding [default: 1, or a Hugging Face model's own num_beams].
    #[arg(long)]
    pub beam: Option<usize>,
    /// The most output tokens [default: as many as the model's max_len allows, or a Hugging
    /// Face model's own max_length].
    #[arg(long)]
    pub max_len: Option<usize>,
    /// Length-penalty exponent alpha for beam search (0: rank by raw log-probability).
    #[arg(long, help = format!(
        "Length-penalty exponent alpha for beam search (0: rank by raw log-probability) \
         [default: {}, GNMT's ((5 + len) / 6)^alpha; a Hugging Face model's own, over \
         len^alpha as transformers divides]",
        crate::decode::DEFAULT_ALPHA
    ))]
    pub length_penalty: Option<f32>,
    /// Print ids, tokens and scores as JSON (one object per output).
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub sampling: SamplingArgs,
    #[command(flatten)]
    pub edits: EditArgs,
    #[arg(long, value_enum, default_value_t)]
    pub backend: BackendChoice,
}

/// `attend train`: each task has a recipe (a model size and settings that reach at least 99%
/// held-out exact match from any seed, printed at the start), and sentence pairs one scaled to
/// their number; every option given overrides its part of it.
#[derive(Clone, Debug, Args)]
pub struct TrainArgs {
    /// The task's name (fr-en, copy, ...: an unknown name gets the list).
    #[arg(long, required_unless_present = "pairs", conflicts_with = "pairs")]
    pub task: Option<String>,
    /// Train on your own sentence pairs instead: a UTF-8 file, `source<TAB>target` a line (at
    /// most 20,000 lines of 1,000 bytes, 4 MiB; blank lines skipped, repeats dropped). A tenth is
    /// held out; one byte-pair vocabulary is learned from both sides of the rest; the recipe is
    /// scaled to the number of pairs.
    #[arg(long)]
    pub pairs: Option<String>,
    /// Byte-pair merges to learn from the pairs [default: one for every four pairs, 100 to
    /// 8,000].
    #[arg(long, conflicts_with = "tokenizer")]
    pub bpe_merges: Option<usize>,
    /// Cut the pairs with the Marian tokenizer of this Hugging Face folder (vocab.json,
    /// source.spm, target.spm; an Opus-MT model's, say) instead of learning a vocabulary. The
    /// model then takes Marian's form (SiLU, sinusoids in halves, no final norm) unless told
    /// otherwise, and `attend export --hf` writes it as a folder with that tokenizer.
    #[arg(long, requires = "pairs")]
    pub tokenizer: Option<String>,
    /// Where to write the trained weights (checked before training starts).
    #[arg(long)]
    pub out: String,
    /// Draw the loss and held-out accuracy curves to this SVG file.
    #[arg(long)]
    pub plot: Option<String>,
    /// Read the loss back every this many steps (a GPU runs ahead in between).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    pub loss_every: u32,
    #[arg(long, value_enum, default_value_t)]
    pub backend: BackendChoice,
    #[command(flatten)]
    pub settings: crate::train::Overrides,
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

#[derive(Debug, Args)]
pub struct DataArgs {
    #[arg(long)]
    pub task: String,
    /// Held-out examples to print (as `{"src", "tgt"}` lines, with `"alignment"` for fr-en).
    #[arg(long, default_value_t = 10)]
    pub n: usize,
    /// Instead, print the first N training batches of `attend train --seed S --batch-size B`
    /// as token ids, with the vocabulary (one JSON object).
    #[arg(long)]
    pub batches: Option<u32>,
    /// Examples per batch [default: the task's recipe, as `attend train`].
    #[arg(long)]
    pub batch_size: Option<usize>,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

#[derive(Debug, Args)]
pub struct EvalArgs {
    #[arg(long)]
    pub weights: String,
    #[arg(long, required_unless_present = "pairs", conflicts_with = "pairs")]
    pub task: Option<String>,
    /// Score on the pairs of this file instead (`source<TAB>target` a line, as `attend train
    /// --pairs` reads it), the first --n of them.
    #[arg(long)]
    pub pairs: Option<String>,
    /// Held-out examples to score.
    #[arg(long, default_value_t = 500)]
    pub n: usize,
    /// Multiply matrices as the page's CPU core does (each sum in one order, no fused
    /// multiply-adds), so that the scores are the tab's bit for bit, as `attend experiment`
    /// trains and scores; a little slower.
    #[arg(long)]
    pub page_exact: bool,
}

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

#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on (default: the PORT variable, else 8080).
    #[arg(long, env = "PORT", default_value_t = 8080)]
    pub port: u16,
    /// The site's folder (index.html, www/, the wasm core and the models), as
    /// `bash scripts/run.sh` builds it.
    #[arg(long, default_value = crate::serve::DEFAULT_ROOT)]
    pub root: String,
}

/// `attend bleu`: two text files, one sentence a line, line i of one the translation of line i of
/// the other's source.
#[derive(Debug, Args)]
pub struct BleuArgs {
    /// The translations to score (hypotheses), one a line.
    #[arg(long)]
    pub hyp: String,
    /// The reference translations, one a line, as many lines as --hyp.
    #[arg(long = "ref", value_name = "REF")]
    pub reference: String,
    /// Print every statistic (score, precisions, BP, ratio, lengths, counts, totals) as JSON.
    #[arg(long)]
    pub json: bool,
}

/// The largest text file `attend bleu` and `attend bpe` read (64 MiB; a WMT test set's references
/// are under 1 MiB, and 64 MiB of training text is some 250,000 sentence pairs).
pub const MAX_TEXT_BYTES: u64 = 64 << 20;

/// `attend bpe learn` and `attend bpe apply`.
#[derive(Debug, Subcommand)]
pub enum BpeCommand {
    /// Learn merges from a text (words separated by spaces) and write them in subword-nmt's
    /// codes format.
    Learn(BpeLearnArgs),
    /// Print each line of a text cut into pieces, `@@` after each piece that does not end its
    /// word, as subword-nmt's apply-bpe does.
    Apply(BpeApplyArgs),
}

/// The most merges `attend bpe learn` takes (translation systems use 10,000 to 100,000).
pub const MAX_MERGES: usize = 1_000_000;

#[derive(Debug, Args)]
pub struct BpeLearnArgs {
    /// How many merges to learn; fewer when no pair is seen --min-frequency times.
    #[arg(long)]
    pub merges: usize,
    /// The text to learn from (UTF-8).
    #[arg(long)]
    pub input: String,
    /// Where to write the codes.
    #[arg(long)]
    pub out: String,
    /// Stop when no pair of symbols is seen this many times.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    pub min_frequency: u32,
}

#[derive(Debug, Args)]
pub struct BpeApplyArgs {
    /// A codes file, from `attend bpe learn` or subword-nmt's learn-bpe.
    #[arg(long)]
    pub codes: String,
    /// The text to segment (UTF-8).
    #[arg(long)]
    pub input: String,
}

#[derive(Debug, Args)]
pub struct InfoArgs {
    #[arg(long)]
    pub weights: String,
}

#[derive(Debug, Args)]
pub struct PlotArgs {
    #[arg(long)]
    pub weights: String,
    /// The input, as typed into the page.
    #[arg(long)]
    pub text: String,
    #[arg(long, value_enum, default_value_t)]
    pub figure: crate::plot::FigureKind,
    /// The layer of an attention figure (of the encoder for encoder-self, else of the decoder).
    #[arg(long, default_value_t = 0)]
    pub layer: usize,
    /// The head of an attention figure.
    #[arg(long, default_value_t = 0)]
    pub head: usize,
    /// Padding tokens after the source, as the page's padding control adds them.
    #[arg(long, default_value_t = 0)]
    pub pad: usize,
    #[command(flatten)]
    pub edits: EditArgs,
    /// Where to write the SVG (default: attend-MODEL-FIGURE[-LlayerHhead].svg, the name the
    /// page gives the same figure).
    #[arg(long)]
    pub out: Option<String>,
    #[arg(long, value_enum, default_value_t)]
    pub backend: BackendChoice,
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
        Command::Init(a) => init(a),
        Command::Info(a) => info(a),
        Command::Tokenize(a) => tokenize(a),
        Command::Import(a) => {
            let weights = Weights::load(&a.hf)?;
            weights.save(&a.out)?;
            eprintln!(
                "wrote {} ({} parameters)",
                a.out,
                weights.config.param_count()
            );
            Ok(())
        }
        Command::Export(a) => {
            let folder = crate::hf::export::folder(&Weights::load(&a.hf)?)?;
            folder.write_dir(&a.out)?;
            let names: Vec<&str> = folder.files.keys().map(String::as_str).collect();
            eprintln!("wrote {} into {}", names.join(", "), a.out);
            Ok(())
        }
        Command::Forward(a) => on_backend(a.backend, &a),
        Command::Decode(a) => on_backend(a.backend, &a),
        Command::Scan(a) => on_backend(a.backend, &a),
        #[cfg(not(target_arch = "wasm32"))]
        Command::Train(a) => train(a),
        Command::Eval(a) => eval(a),
        #[cfg(not(target_arch = "wasm32"))]
        Command::Experiment(c) => experiment::experiment(c, &interrupt_flag()),
        Command::Bleu(a) => bleu(a),
        Command::Bpe(c) => bpe(c),
        Command::Data(a) => data(a),
        Command::Catalog => {
            let catalog = crate::catalog::Catalog::new();
            println!("{}", serde_json::to_string_pretty(&catalog).expect("JSON"));
            Ok(())
        }
        #[cfg(not(target_arch = "wasm32"))]
        Command::Bench(a) => bench(a),
        #[cfg(not(target_arch = "wasm32"))]
        Command::Serve(a) => crate::serve::serve(&a.root, a.port),
        Command::Align(a) => align(a),
        Command::Plot(a) => on_backend(a.backend, &a),
    }
}

/// `attend bench`: the training table, then the kernel table where a GPU opens, then the
/// byte-pair encoding table.
#[cfg(not(target_arch = "wasm32"))]
fn bench(a: BenchArgs) -> Result<()> {
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
        eprintln!("wrote the Opus-MT base shape's folder into {dir}");
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
            println!("\nno GPU ({e}): the kernel table is left out");
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

/// A command that runs a model on some backend.
trait Job {
    fn run<B: Backend>(&self, b: &B) -> Result<()>;
}

impl Job for ForwardArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        forward(b, self)
    }
}

impl Job for DecodeArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        decode(b, self)
    }
}

impl Job for ScanArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        scan(b, self)
    }
}

impl Job for PlotArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        plot(b, self)
    }
}

/// The GPU, or an error that says how to run without one.
fn open_gpu() -> Result<Gpu> {
    find_gpu().map_err(|e| match e {
        Error::Backend(m) => Error::Backend(format!(
            "{m}; use --backend cpu, or --backend auto to fall back to the CPU"
        )),
        other => other,
    })
}

#[cfg(not(target_arch = "wasm32"))]
fn find_gpu() -> Result<Gpu> {
    Gpu::open_blocking()
}

#[cfg(target_arch = "wasm32")]
fn find_gpu() -> Result<Gpu> {
    Err(Error::Backend(
        "the command line cannot open a GPU in the browser".into(),
    ))
}

/// Runs `job` where `choice` says. `auto` falls back to the CPU, saying so on stderr, when
/// there is no GPU or when the GPU fails during the run (a lost device, out of memory).
fn on_backend<J: Job>(choice: BackendChoice, job: &J) -> Result<()> {
    match choice {
        BackendChoice::Cpu => job.run(&Cpu),
        BackendChoice::Gpu => job.run(&open_gpu()?),
        BackendChoice::Auto => match find_gpu() {
            Ok(gpu) => {
                eprintln!("attend: running on the {}", gpu.name());
                match job.run(&gpu) {
                    Err(Error::Backend(e)) => {
                        eprintln!("attend: the GPU failed ({e}); running on the CPU instead");
                        job.run(&Cpu)
                    }
                    other => other,
                }
            }
            Err(e) => {
                eprintln!("attend: {e}; running on the CPU");
                job.run(&Cpu)
            }
        },
    }
}

fn init(a: InitArgs) -> Result<()> {
    let config = Config {
        d_model: a.d_model,
        n_heads: a.n_heads,
        n_encoder_layers: a.n_layers,
        n_decoder_layers: a.n_layers,
        d_ff: a.d_ff,
        src_vocab_size: a.src_vocab,
        tgt_vocab_size: a.tgt_vocab,
        max_len: a.max_len,
        norm_first: a.norm_first,
        final_norm: !a.no_final_norm,
        activation: a.activation,
        positional_layout: a.positional_layout,
        ..Config::default()
    };
    config.validate()?;
    let vocab = Vocabs {
        src: Vocab::default_chars(config.src_vocab_size)?,
        tgt: Vocab::default_chars(config.tgt_vocab_size)?,
    };
    let weights = Weights {
        params: HostParams::init(&config, a.seed)?,
        config,
        vocab: Some(vocab),
        extra: [("seed".to_string(), a.seed.to_string())].into(),
    };
    weights.save(&a.out)?;
    eprintln!(
        "wrote {} ({} parameters)",
        a.out,
        weights.config.param_count()
    );
    Ok(())
}

fn info(a: InfoArgs) -> Result<()> {
    let w = crate::weights::Header::read(&a.weights)?;
    let vocab = w
        .vocab
        .as_ref()
        .map(|v| json!({"kind": v.src.kind, "src_size": v.src.len(), "tgt_size": v.tgt.len()}));
    let out = json!({
        "config": w.config,
        "parameters": w.config.param_count(),
        "differs_from_the_paper": w
            .config
            .departures_from_paper()
            .into_iter()
            .map(|d| d.words())
            .collect::<Vec<_>>(),
        "vocab": vocab,
        "metadata": w.extra,
    });
    println!("{}", serde_json::to_string_pretty(&out).expect("JSON"));
    Ok(())
}

/// `attend tokenize`: the pieces and ids of a text, as the model reads it.
fn tokenize(a: TokenizeArgs) -> Result<()> {
    let (config, vocab) = if std::path::Path::new(&a.weights).is_dir() {
        // A folder's tokenizer, without reading its weights.
        let folder = crate::hf::folder::Folder::read_dir(&a.weights)?;
        let config = folder.config()?.to_config()?;
        let vocab = folder.vocabs(&config)?;
        (config, vocab)
    } else {
        let header = crate::weights::Header::read(&a.weights)?;
        (header.config, header.vocab)
    };
    let vocab = with_vocabulary(vocab, &a.weights)?;
    let side = if a.target { &vocab.tgt } else { &vocab.src };
    let mut ids = read_typed(side, "--text", &a.text)?;
    if a.target {
        ids.push(config.eos_id);
    }
    let pieces: Vec<&str> = ids.iter().map(|&id| side.token(id)).collect();
    if a.json {
        println!("{}", json!({ "pieces": pieces, "ids": ids }));
    } else {
        println!("{}", escape_controls(&pieces.join(" ")));
        let ids: Vec<String> = ids.iter().map(u32::to_string).collect();
        println!("{}", ids.join(" "));
    }
    Ok(())
}

fn load_model<B: Backend>(b: &B, path: &str) -> Result<(Transformer<B>, Option<Vocabs>)> {
    let (model, vocab, _) = load_weights(b, path)?;
    Ok((model, vocab))
}

/// A model, its vocabulary, and its other metadata.
type Loaded<B> = (Transformer<B>, Option<Vocabs>, BTreeMap<String, String>);

/// The model in a weights file or folder, its vocabulary, and its other metadata.
fn load_weights<B: Backend>(b: &B, path: &str) -> Result<Loaded<B>> {
    let w = Weights::load(path)?;
    Ok((Transformer::new(b, w.config, w.params)?, w.vocab, w.extra))
}

/// The vocabulary a command that takes text needs, or an error saying the model has none.
fn with_vocabulary(vocab: Option<Vocabs>, weights: &str) -> Result<Vocabs> {
    vocab.ok_or_else(|| {
        Error::Input(format!(
            "{weights} has no vocabulary; use `attend forward` with token ids"
        ))
    })
}

fn forward<B: Backend>(b: &B, a: &ForwardArgs) -> Result<()> {
    let (model, _) = load_model(b, &a.weights)?;
    let edits = Edits::parse(&a.edits.list, &model.config)?;
    let src = Batch::single(&a.src)?;
    let tgt = Batch::single(&a.tgt)?;
    let pass = if a.trace {
        Pass::traced(b)
    } else {
        Pass::inference(b)
    };
    let mut pass = pass.with_edits(&edits);
    let logits = model.forward(&mut pass, &src, &tgt)?;
    let logits = b.download(&logits)?; // [1, T, V]
    let rows: Vec<Vec<f32>> = logits.outer_iter().next().map_or(Vec::new(), |seq| {
        seq.outer_iter()
            .map(|row| row.iter().copied().collect())
            .collect()
    });
    let mut out = json!({ "logits": rows });
    if a.trace {
        let trace = pass.into_trace()?;
        let entries: serde_json::Map<String, serde_json::Value> = trace
            .entries()
            .iter()
            .map(|(name, t)| {
                let data: Vec<f32> = t.iter().copied().collect();
                (name.clone(), json!({ "shape": t.shape(), "data": data }))
            })
            .collect();
        out["trace"] = serde_json::Value::Object(entries);
    }
    println!("{out}");
    Ok(())
}

fn decode<B: Backend>(b: &B, a: &DecodeArgs) -> Result<()> {
    let (model, vocab, extra) = load_weights(b, &a.weights)?;
    let vocab = with_vocabulary(vocab, &a.weights)?;
    let src = read_typed(&vocab.src, "--text", &a.text)?;
    let edits = Edits::parse(&a.edits.list, &model.config)?;
    let (c, max_len) = (&model.config, a.max_len.unwrap_or(usize::MAX));
    let generation = match a.sampling.sample {
        None => Generation::of_metadata(&extra)?,
        Some(_) => None,
    };
    let (beam, length_penalty) = (
        a.beam.unwrap_or(1),
        a.length_penalty.unwrap_or(crate::decode::DEFAULT_ALPHA),
    );
    let hyps = match a.sampling.sample {
        Some(n) => {
            check_count("--sample", n, MAX_SAMPLES)?;
            let settings = a.sampling.settings();
            let draw = |i| -> Result<Hypothesis> {
                let mut search = Sample::new(c, settings, i as u64, max_len)?;
                run_search(&model, b, &src, &mut search, &edits)?;
                Ok(search.finish().0)
            };
            (0..n).map(draw).collect::<Result<Vec<_>>>()?
        }
        // A model with its own generation settings decodes as transformers' generate() does.
        None if generation.is_some() => {
            let overrides = Overrides {
                num_beams: a.beam,
                max_new_tokens: a.max_len,
                length_penalty: a.length_penalty,
            };
            let g = generation.as_ref().expect("matched");
            let settings = Settings::resolve(g, c, overrides)?;
            if settings.num_beams == 1 {
                let mut search = HfGreedy::new(settings);
                run_search(&model, b, &src, &mut search, &edits)?;
                vec![search.finish()]
            } else {
                let mut search = HfBeam::new(settings);
                run_search(&model, b, &src, &mut search, &edits)?;
                search.finish().into_iter().take(1).collect()
            }
        }
        None if beam == 1 => {
            let mut search = Greedy::new(c, max_len)?;
            run_search(&model, b, &src, &mut search, &edits)?;
            vec![search.finish().0]
        }
        None => {
            let mut search = Beam::new(c, beam, max_len, length_penalty)?;
            run_search(&model, b, &src, &mut search, &edits)?;
            vec![search.finish()?.best]
        }
    };
    let edits: Vec<String> = edits.list().iter().map(ToString::to_string).collect();
    for hyp in &hyps {
        let output = Output::of(&vocab.tgt, hyp, &[c.pad_id, c.bos_id, c.eos_id]);
        if a.json {
            let line = DecodedLine {
                output,
                source_ids: &src,
                edits: &edits,
            };
            println!("{}", serde_json::to_string(&line).expect("JSON"));
        } else {
            println!("{}", escape_controls(&output.text));
        }
    }
    Ok(())
}

/// A line of `attend decode --json`: one output, with the source and the edits it ran with.
#[derive(serde::Serialize)]
struct DecodedLine<'a> {
    #[serde(flatten)]
    output: Output<'a>,
    source_ids: &'a [u32],
    edits: &'a [String],
}

/// The model and source ids of a command that takes `--weights` and `--text`.
fn load_with_text<B: Backend>(
    b: &B,
    weights: &str,
    text: &str,
) -> Result<(Transformer<B>, Vocabs, Vec<u32>)> {
    let (model, vocab) = load_model(b, weights)?;
    let vocab = with_vocabulary(vocab, weights)?;
    let src = read_typed(&vocab.src, "--text", text)?;
    Ok((model, vocab, src))
}

/// `text`, typed by a person as `what`, read by `vocab`: what the vocabulary lacks is read as
/// `<unk>` and said on stderr (an error where the vocabulary has no `<unk>`).
fn read_typed(vocab: &Vocab, what: &str, text: &str) -> Result<Vec<u32>> {
    let read = vocab.read(text)?;
    say_unseen(what, &read.unseen);
    Ok(read.ids)
}

/// Says on stderr each token of `what` that the vocabulary lacks, read as `<unk>`.
fn say_unseen(what: &str, unseen: &[Unseen]) {
    for u in unseen {
        eprintln!(
            "note: {}: {} is not in the model's vocabulary: read as <unk>",
            escape_controls(what),
            escape_controls(&u.to_string())
        );
    }
}

/// `attend plot`: one of the page's figures as an SVG file, written atomically.
fn plot<B: Backend>(b: &B, a: &PlotArgs) -> Result<()> {
    use crate::plot::{figure, heatmap_svg, Request};
    if let Some(out) = &a.out {
        if !out.to_ascii_lowercase().ends_with(".svg") {
            return Err(Error::Input(format!(
                "--out {out}: attend plot writes SVG (a .svg file); the page exports PNG too"
            )));
        }
        crate::files::check_writable(out)?;
    }
    let (model, vocab) = load_model(b, &a.weights)?;
    let vocab = vocab.ok_or_else(|| {
        Error::Input(format!(
            "{} has no vocabulary; attend plot needs one to read --text",
            a.weights
        ))
    })?;
    say_unseen("--text", &vocab.src.read(&a.text)?.unseen);
    let edits = Edits::parse(&a.edits.list, &model.config)?;
    let name = std::path::Path::new(&a.weights)
        .file_stem()
        .map_or_else(|| a.weights.clone(), |s| s.to_string_lossy().into_owned());
    let req = Request {
        kind: a.figure,
        model: &name,
        text: &a.text,
        layer: a.layer,
        head: a.head,
        pad: a.pad,
    };
    let fig = figure(b, &model, &vocab, &req, &edits)?;
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| match (fig.layer, fig.head) {
            (Some(l), Some(h)) => format!("attend-{name}-{}-L{l}H{h}.svg", fig.figure),
            _ => format!("attend-{name}-{}.svg", fig.figure),
        });
    crate::files::write_atomic(&out, heatmap_svg(&fig)?.as_bytes())?;
    eprintln!("wrote {out}: {}", fig.caption);
    Ok(())
}

fn scan<B: Backend>(b: &B, a: &ScanArgs) -> Result<()> {
    let (model, vocab, src) = load_with_text(b, &a.weights, &a.text)?;
    let limit = a.max_len.unwrap_or(usize::MAX);
    let scan = crate::decode::ready(crate::scan::scan_heads(&model, b, &src, limit))?;
    let out = scan.to_json(&vocab.tgt, &model.config);
    println!("{}", serde_json::to_string_pretty(&out).expect("JSON"));
    Ok(())
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

#[cfg(not(target_arch = "wasm32"))]
fn train(a: TrainArgs) -> Result<()> {
    use crate::data::corpus::{Corpus, Data};
    let data: Data = match &a.pairs {
        Some(path) => {
            let bytes = crate::files::read_bounded(path, crate::data::pairs::MAX_BYTES as u64)?;
            let corpus = match &a.tokenizer {
                Some(dir) => {
                    let tokenizer =
                        crate::data::marian::MarianTokenizer::from_dir(std::path::Path::new(dir))?;
                    Corpus::with_tokenizer(path, &bytes, std::sync::Arc::new(tokenizer))
                }
                None => Corpus::from_bytes(path, &bytes, a.bpe_merges),
            };
            corpus.map_err(within(escape_controls(path)))?.into()
        }
        None if a.bpe_merges.is_some() => {
            return Err(Error::Input(
                "--bpe-merges is for --pairs: a task has its own vocabulary".into(),
            ))
        }
        None => crate::data::tasks::Task::from_name(a.task.as_deref().unwrap_or_default())?.into(),
    };
    // The CPU computes a batch's parts on as many threads; the GPU takes whole batches.
    let cpu = || {
        train_on(Cpu, &a, &data, &a.settings, |t| {
            crate::train::Threads::new(t.part_count())
        })
    };
    let gpu = |g: Gpu| {
        let o = crate::train::Overrides {
            threads: Some(1),
            ..a.settings.clone()
        };
        train_on(g, &a, &data, &o, |_| Ok(crate::train::InTurn))
    };
    match a.backend {
        BackendChoice::Cpu => cpu(),
        BackendChoice::Gpu => gpu(open_gpu()?),
        BackendChoice::Auto => match find_gpu() {
            Ok(g) => gpu(g),
            Err(e) => {
                eprintln!("attend: {e}; training on the CPU");
                cpu()
            }
        },
    }
}

/// An input error `e` prefixed with `at` (a file, or a file and a line), so it says where.
fn within(at: String) -> impl Fn(Error) -> Error {
    move |e: Error| match e.input_detail() {
        Some(m) => Error::Input(format!("{at}: {m}")),
        None => e,
    }
}

/// Trains the recipe of `data` (a task or sentence pairs) with `o` in place on `b`, each step
/// taken by the stepper `stepper` makes for the trainer, printing as it goes, and saves the
/// weights (the last good ones if the run fails) to `--out`.
#[cfg(not(target_arch = "wasm32"))]
fn train_on<B: crate::backend::Train, S: crate::train::Stepper<B>>(
    b: B,
    a: &TrainArgs,
    data: &crate::data::corpus::Data,
    o: &crate::train::Overrides,
    stepper: impl FnOnce(&crate::train::Trainer<B>) -> Result<S>,
) -> Result<()> {
    use crate::train::{Recipe, Run};
    let mut run = Run::new(b, data.clone(), o)?;
    let changed = run.recipe.describe() != Recipe::for_data(data).describe();
    let mine = if changed { " (with your options)" } else { "" };
    eprintln!("{} recipe{mine}: {}", data.name(), run.recipe.describe());
    // Find out now, not after the last step, that the results cannot be written.
    crate::files::check_writable(&a.out)?;
    if let Some(plot) = &a.plot {
        crate::files::check_writable(plot)?;
    }
    // The command as a user would type it, whatever the binary's path.
    let command: Vec<String> = std::iter::once("attend".to_string())
        .chain(std::env::args().skip(1))
        .collect();
    run.notes.insert("command".into(), command.join(" "));
    let t = &run.trainer;
    eprintln!(
        "training {} parameters on {} ({}) for {} steps, batch {}, on the {}",
        t.model.config.param_count(),
        data.name(),
        escape_controls(&data.describe()),
        run.steps(),
        run.recipe.options.batch_size,
        t.backend.name()
    );
    let mut meter = Meter::new(run.steps());
    let stepper = stepper(&run.trainer)?;
    let ended = run.train(a.loss_every, &interrupt_flag(), &stepper, |p| meter.show(p));
    let trained = match &ended {
        Err(Error::Interrupted(_)) => format!("interrupted after {} steps", run.step()),
        _ => format!("{} steps", run.step()),
    };
    pollster::block_on(run.saved_weights(&trained))?.save(&a.out)?;
    if let Some(path) = &a.plot {
        let svg = crate::plot::training_svg(&meter.curves, data.name())?;
        crate::files::write_atomic(path, svg.as_bytes())?;
    }
    match ended {
        Ok(()) => {
            eprintln!(
                "wrote {} after {:.1} s; training {:.0} tokens/s (evaluation left out)",
                a.out,
                meter.start.elapsed().as_secs_f64(),
                meter.tokens as f64 / meter.train_secs
            );
            Ok(())
        }
        Err(Error::Diverged { step, loss, .. }) => Err(Error::Diverged {
            step,
            loss,
            saved: Some(a.out.clone()),
        }),
        Err(Error::Interrupted(_)) => Err(Error::Interrupted(format!(
            "saved the weights after {} steps to {}",
            run.step(),
            a.out
        ))),
        Err(e) => {
            eprintln!("attend: saved the last good weights to {}", a.out);
            Err(e)
        }
    }
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
            eprintln!("\ninterrupted again: stopping now, without saving");
            std::process::exit(INTERRUPTED_EXIT);
        }
        eprintln!("\ninterrupted: saving after this chunk of steps (Ctrl-C again to stop at once)");
    });
    interrupted
}

/// What `attend train` prints as a run goes, and the curves it draws.
#[cfg(not(target_arch = "wasm32"))]
struct Meter {
    steps: u32,
    start: std::time::Instant,
    /// When the last step or evaluation ended: a step's time runs from there.
    last: std::time::Instant,
    tokens: usize,
    /// Time spent in training steps (evaluation left out), for tokens/s.
    train_secs: f64,
    curves: crate::plot::Curves,
}

#[cfg(not(target_arch = "wasm32"))]
impl Meter {
    fn new(steps: u32) -> Self {
        let now = std::time::Instant::now();
        Meter {
            steps,
            start: now,
            last: now,
            tokens: 0,
            train_secs: 0.0,
            curves: Default::default(),
        }
    }

    fn show(&mut self, p: crate::train::Progress) {
        let elapsed = self.start.elapsed().as_secs_f64();
        match p {
            crate::train::Progress::Chunk(c) => {
                self.tokens += c.tokens;
                self.train_secs += self.last.elapsed().as_secs_f64();
                let first = c.step + 1 - c.n;
                let losses = (first..).zip(c.losses.iter().copied());
                self.curves.loss.extend(losses);
                let loss = c.losses.last().copied().unwrap_or(f32::NAN);
                let eta = elapsed / f64::from(c.step) * f64::from(self.steps - c.step);
                eprint!(
                    "\rstep {:>6}/{}  loss {loss:.4}  lr {:.2e}  {:>7.0} tokens/s  ETA {eta:>5.0} s ",
                    c.step,
                    self.steps,
                    c.lr,
                    self.tokens as f64 / self.train_secs,
                );
            }
            crate::train::Progress::Eval { step, eval: e } => {
                eprintln!(
                    "\nheld-out: exact match {:.1}%, BLEU {:.2}, token accuracy {:.1}%, perplexity {:.3} ({} examples) at step {step} after {elapsed:.1} s",
                    e.exact_match * 100.0,
                    e.bleu.score,
                    e.token_accuracy * 100.0,
                    e.perplexity,
                    e.n,
                );
                self.curves
                    .eval
                    .push((step, e.exact_match, e.token_accuracy));
            }
        }
        self.last = std::time::Instant::now();
    }
}

/// The vocabularies of the model in `weights` (which holds `vocabs`, or none, meaning the task's),
/// checked to be `task`'s.
fn task_vocabs(
    task: crate::data::tasks::Task,
    vocabs: Option<Vocabs>,
    weights: &str,
) -> Result<Vocabs> {
    let vocabs = vocabs.unwrap_or_else(|| task.vocabs());
    if vocabs != task.vocabs() {
        return Err(Error::Input(format!(
            "{weights} was not trained on the {} task (its vocabulary differs)",
            task.name()
        )));
    }
    Ok(vocabs)
}

fn eval(a: EvalArgs) -> Result<()> {
    use crate::data::{pairs, tasks::Example, tasks::Task};
    check_count("--n", a.n, MAX_EXAMPLES)?;
    let _exact = a.page_exact.then(crate::backend::PageExact::on);
    let (model, vocabs) = load_model(&Cpu, &a.weights)?;
    let (vocabs, examples) = match &a.pairs {
        Some(path) => {
            let vocabs = vocabs.ok_or_else(|| {
                Error::Input(format!(
                    "{} has no vocabulary, so its words cannot be read",
                    a.weights
                ))
            })?;
            let bytes = crate::files::read_bounded(path, pairs::MAX_BYTES as u64)?;
            let parsed = pairs::parse(&bytes).map_err(within(escape_controls(path)))?;
            let taken = &parsed.pairs[..a.n.min(parsed.pairs.len())];
            say_unseen_pairs(path, &vocabs, taken)?;
            let examples = parsed.pairs.into_iter().take(a.n);
            let examples = examples.map(|p| Example {
                src: p.src,
                tgt: p.tgt,
            });
            (vocabs, examples.collect())
        }
        None => {
            let task = Task::from_name(a.task.as_deref().unwrap_or_default())?;
            (task_vocabs(task, vocabs, &a.weights)?, task.test_set(a.n))
        }
    };
    let e = crate::train::evaluate(&Cpu, &model, &vocabs, &examples)?;
    println!("{}", serde_json::to_string(&e).expect("JSON"));
    Ok(())
}

/// The most pairs of a file `attend eval` names one by one for holding what the vocabulary
/// lacks; past them it gives a count.
const NAMED_PAIRS: usize = 5;

/// Says on stderr which pairs of `path` hold what the vocabulary lacks (read as `<unk>`, so a
/// source cannot be read whole, or a reference cannot be written whole, and the pair scores
/// lower): the first [`NAMED_PAIRS`] with their tokens, then how many in all.
fn say_unseen_pairs(path: &str, vocabs: &Vocabs, pairs: &[crate::data::pairs::Pair]) -> Result<()> {
    let mut held = 0;
    for p in pairs {
        let (src, tgt) = (vocabs.src.read(&p.src)?, vocabs.tgt.read(&p.tgt)?);
        if src.unseen.is_empty() && tgt.unseen.is_empty() {
            continue;
        }
        held += 1;
        if held <= NAMED_PAIRS {
            let pair = format!("{path}: line {}", p.line);
            say_unseen(&format!("{pair}, source"), &src.unseen);
            say_unseen(&format!("{pair}, target"), &tgt.unseen);
        }
    }
    if held > 0 {
        eprintln!(
            "note: {held} of the {} pairs hold what the model's vocabulary lacks, read as <unk>: \
             they score lower",
            pairs.len()
        );
    }
    Ok(())
}

fn bleu(a: BleuArgs) -> Result<()> {
    let hyps = read_text(&a.hyp)?;
    let refs = read_text(&a.reference)?;
    let (hyps, refs): (Vec<&str>, Vec<&str>) = (hyps.lines().collect(), refs.lines().collect());
    if hyps.len() != refs.len() {
        return Err(Error::Input(format!(
            "--hyp {} has {} lines but --ref {} has {}: BLEU needs one reference line per \
             hypothesis line",
            a.hyp,
            hyps.len(),
            a.reference,
            refs.len()
        )));
    }
    let b = crate::bleu::corpus_bleu(&hyps, &refs)?;
    if a.json {
        println!("{}", serde_json::to_string(&b).expect("JSON"));
    } else {
        println!("{b}");
    }
    Ok(())
}

/// `attend bpe learn` writes the codes subword-nmt would learn from the same text; `attend bpe
/// apply` prints the text as subword-nmt would segment it, byte for byte.
fn bpe(command: BpeCommand) -> Result<()> {
    use crate::data::bpe::{self, Codes};
    use std::io::Write;
    match command {
        BpeCommand::Learn(a) => {
            check_count("--merges", a.merges, MAX_MERGES)?;
            crate::files::check_writable(&a.out)?;
            let text = read_text(&a.input)?;
            if text.trim().is_empty() {
                return Err(Error::Input(format!(
                    "{} has no words to learn merges from",
                    a.input
                )));
            }
            let codes = Codes::learn(bpe::lines(&text), a.merges, a.min_frequency);
            crate::files::write_atomic(&a.out, codes.to_text().as_bytes())?;
            let early = if codes.len() < a.merges {
                format!(": no other pair is seen {} times", a.min_frequency)
            } else {
                String::new()
            };
            eprintln!("wrote {} ({} merges{early})", a.out, codes.len());
            Ok(())
        }
        BpeCommand::Apply(a) => {
            let codes = Codes::parse(&read_text(&a.codes)?).map_err(|e| match e {
                Error::Input(m) => Error::Input(format!("{}: {m}", a.codes)),
                other => other,
            })?;
            let text = read_text(&a.input)?;
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            let io = |source| Error::Io {
                path: "standard output".into(),
                source,
            };
            for line in bpe::lines(&text) {
                out.write_all(codes.apply_line(line).as_bytes())
                    .map_err(io)?;
            }
            out.flush().map_err(io)
        }
    }
}

/// A UTF-8 text file of at most [`MAX_TEXT_BYTES`].
fn read_text(path: &str) -> Result<String> {
    let bytes = crate::files::read_bounded(path, MAX_TEXT_BYTES)?;
    String::from_utf8(bytes).map_err(|e| {
        Error::Input(format!(
            "{path} is not UTF-8 text (invalid bytes at byte {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

fn data(a: DataArgs) -> Result<()> {
    use crate::data::tasks::Task;
    let task = Task::from_name(&a.task)?;
    let vocabs = task.vocabs();
    check_count("--n", a.n, MAX_EXAMPLES)?;
    let Some(n_batches) = a.batches else {
        // A task with true word alignments prints each pair's too (`alignment[e]` = the source
        // words of target word e).
        if let Some(aligned) = task.aligned_test_set(a.n) {
            for pair in aligned {
                let e = pair.example;
                println!(
                    "{}",
                    json!({"src": e.src, "tgt": e.tgt, "alignment": pair.alignment})
                );
            }
            return Ok(());
        }
        for e in task.test_set(a.n) {
            println!("{}", json!({"src": e.src, "tgt": e.tgt}));
        }
        return Ok(());
    };
    check_count("--batches", n_batches as usize, MAX_BATCHES as usize)?;
    let recipe = crate::train::Recipe::for_task(task);
    let config = recipe.config(task);
    let batch_size = a.batch_size.unwrap_or(recipe.options.batch_size);
    check_count(
        "--batch-size",
        batch_size,
        crate::train::recipe::MAX_BATCH_SIZE,
    )?;
    let mut batches = Vec::new();
    for step in 1..=n_batches {
        let b = crate::train::training_batch(task, (&vocabs, &config), a.seed, batch_size, step)?;
        let rows =
            |b: &Batch| -> Vec<Vec<u32>> { b.ids.chunks(b.len).map(<[u32]>::to_vec).collect() };
        batches.push(json!({
            "src": rows(&b.src),
            "tgt_in": rows(&b.tgt_in),
            "tgt_out": rows(&b.tgt_out),
            "tokens": b.tokens,
        }));
    }
    let out = json!({
        "task": task.name(),
        "src_vocab": vocabs.src.tokens,
        "tgt_vocab": vocabs.tgt.tokens,
        "max_len": task.max_len(),
        "batches": batches,
    });
    println!("{out}");
    Ok(())
}

/// `attend align`: a task with true word alignments, or a file of sentence pairs.
#[derive(Debug, Args)]
pub struct AlignArgs {
    #[arg(long)]
    pub weights: String,
    /// A task whose pairs carry their true word alignment (fr-en): print the AER table of its
    /// held-out set.
    #[arg(long, required_unless_present = "pairs", conflicts_with = "pairs")]
    pub task: Option<String>,
    /// A UTF-8 file of sentence pairs, `source<TAB>target` a line: print the model's word
    /// alignment of each, as one JSON object a line.
    #[arg(long)]
    pub pairs: Option<String>,
    /// Held-out examples to score (with --task).
    #[arg(long, default_value_t = crate::train::HELD_OUT)]
    pub n: usize,
}

/// `attend align --task`: the AER of every cross-attention head and every layer's head average
/// ([`crate::align::AerTable`]); `attend align --pairs`: per pair, its words, each layer's
/// head-averaged alignment and each head's (`[layer][head][target word]` = source word).
fn align(a: AlignArgs) -> Result<()> {
    use crate::align::cross_attention;
    use crate::data::{pairs, tasks::Task};
    let (model, vocabs) = load_model(&Cpu, &a.weights)?;
    let Some(path) = &a.pairs else {
        let task = Task::from_name(a.task.as_deref().unwrap_or_default())?;
        check_count("--n", a.n, MAX_EXAMPLES)?;
        let examples = task.aligned_test_set(a.n).ok_or_else(|| {
            Error::Input(format!(
                "the {} task has no true word alignments to score against ({} has)",
                task.name(),
                Task::ALL
                    .iter()
                    .filter(|t| t.has_alignments())
                    .map(|t| t.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
        let vocabs = task_vocabs(task, vocabs, &a.weights)?;
        let table = crate::align::evaluate(&Cpu, &model, &vocabs, &examples)?;
        println!("{}", serde_json::to_string(&table).expect("JSON"));
        return Ok(());
    };
    let vocabs = vocabs.ok_or_else(|| {
        Error::Input(format!(
            "{} has no vocabulary, so its words cannot be read",
            a.weights
        ))
    })?;
    // An input error about the file, or about one of its lines, says which.
    let bytes = crate::files::read_bounded(path, pairs::MAX_BYTES as u64)?;
    let parsed = pairs::parse(&bytes).map_err(within(path.clone()))?;
    if parsed.duplicates > 0 {
        let file = escape_controls(path);
        eprintln!("{file}: repeated pairs left out: {}", parsed.duplicates);
    }
    for p in &parsed.pairs {
        let at_line = within(format!("{path}: line {}", p.line));
        let line = format!("{path}: line {}", p.line);
        let src = read_typed(&vocabs.src, &line, &p.src).map_err(&at_line)?;
        let tgt = read_typed(&vocabs.tgt, &line, &p.tgt).map_err(&at_line)?;
        let attention = cross_attention(&Cpu, &model, &vocabs, &src, &tgt).map_err(&at_line)?;
        let line = json!({
            "line": p.line,
            "src": p.src.split_whitespace().collect::<Vec<_>>(),
            "tgt": p.tgt.split_whitespace().collect::<Vec<_>>(),
            "layer_mean": attention.layer_mean_choices(),
            "heads": attention.head_choices(),
        });
        println!("{line}");
    }
    Ok(())
}
