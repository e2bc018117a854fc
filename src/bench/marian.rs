//! The translation-model table of `attend bench`: a model of the Opus-MT base shape (d_model
//! 512, 6 + 6 layers, 8 heads, d_ff 2048, a shared vocabulary of 58,101 pieces: 74M parameters,
//! 296 MB of f32), opened from its Hugging Face folder, a sentence tokenised and translated
//! (15 tokens out, greedy and beam 4), and the peak memory beside the weights' size; attend
//! beside transformers on the same folder and threads (`benches/marian_peer.py`), each measured
//! in a process of its own, each figure the best of three.

use std::process::Command;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::backend::{Backend, Cpu};
use crate::decode::run_search;
use crate::error::{Error, Result};
use crate::hf::export;
use crate::hf::generate::{HfBeam, HfGreedy, Overrides, Settings};
use crate::hf::generation::Generation;
use crate::model::{Config, Edits, HostParams, Transformer};
use crate::weights::Weights;

/// The sentence translated.
pub const TEXT: &str = "Die Regierung schenkte dieser Bedrohung wenig Beachtung.";
/// Tokens generated: the model is random, so it never stops by itself before the limit.
pub const NEW_TOKENS: usize = 15;
/// Each translation's figure is the best of this many.
const REPEAT: usize = 3;

/// Opus-MT's base shape, as `config.json` gives it.
pub fn opus_mt_base() -> Config {
    let hf = crate::hf::config::HfConfig::from_json(OPUS_MT_BASE).expect("a valid config");
    hf.to_config().expect("a valid config")
}

const OPUS_MT_BASE: &str = r#"{"model_type": "marian", "vocab_size": 58101, "d_model": 512,
    "encoder_layers": 6, "decoder_layers": 6, "encoder_attention_heads": 8,
    "decoder_attention_heads": 8, "encoder_ffn_dim": 2048, "decoder_ffn_dim": 2048,
    "activation_function": "swish", "max_position_embeddings": 512, "scale_embedding": true,
    "pad_token_id": 58100, "eos_token_id": 0, "decoder_start_token_id": 58100}"#;

/// Writes the model's folder into `dir`: a seeded random model of the Opus-MT base shape, with
/// the SentencePiece models of the small trained fixture and a vocabulary of 58,101 pieces (the
/// fixture's, then pieces no text produces, then `<pad>`).
pub fn prepare(dir: &str) -> Result<()> {
    let config = opus_mt_base();
    let weights = Weights {
        params: HostParams::init(&config, 0)?,
        config: config.clone(),
        vocab: None,
        extra: Default::default(),
    };
    let mut folder = export::folder(&weights)?;
    let fixture = format!(
        "{}/tests/reference/marian/trained",
        env!("CARGO_MANIFEST_DIR")
    );
    let read = |name: &str| {
        let path = format!("{fixture}/{name}");
        std::fs::read(&path).map_err(|source| Error::Io { path, source })
    };
    for name in ["source.spm", "target.spm"] {
        folder.files.insert(name.to_string(), read(name)?);
    }
    let small: serde_json::Map<String, serde_json::Value> =
        serde_json::from_slice(&read("vocab.json")?)
            .map_err(|e| Error::Weights(format!("vocab.json: {e}")))?;
    let mut pieces: Vec<(String, usize)> = small
        .into_iter()
        .filter(|(piece, _)| piece != "<pad>")
        .map(|(piece, id)| (piece, id.as_u64().unwrap_or(0) as usize))
        .collect();
    pieces.sort_by_key(|(_, id)| *id);
    let mut vocab = serde_json::Map::new();
    for (i, (piece, _)) in pieces.into_iter().enumerate() {
        vocab.insert(piece, i.into());
    }
    let pad = config.pad_id as usize;
    for i in vocab.len()..pad {
        vocab.insert(format!("▁unused{i}"), i.into());
    }
    vocab.insert("<pad>".into(), pad.into());
    let tokenizer_config = serde_json::json!({
        "source_lang": "de", "target_lang": "en", "separate_vocabs": false,
        "eos_token": "</s>", "unk_token": "<unk>", "pad_token": "<pad>",
        "model_max_length": 512, "tokenizer_class": "MarianTokenizer",
    });
    folder.files.insert(
        "tokenizer_config.json".into(),
        tokenizer_config.to_string().into_bytes(),
    );
    folder.files.insert(
        "vocab.json".into(),
        serde_json::to_vec(&vocab).expect("JSON"),
    );
    folder.write_dir(dir)
}

/// One tool's figures.
#[derive(Debug, Serialize, Deserialize)]
pub struct Figures {
    pub open_s: f64,
    pub greedy_s: f64,
    pub beam4_s: f64,
    pub peak_rss_mib: f64,
    pub tokens_out: usize,
}

/// The best of [`REPEAT`] runs of `work`, in seconds, and its last result.
fn best<T>(mut work: impl FnMut() -> Result<T>) -> Result<(f64, T)> {
    let mut fastest = f64::INFINITY;
    let mut last = None;
    for _ in 0..REPEAT {
        let start = Instant::now();
        last = Some(work()?);
        fastest = fastest.min(start.elapsed().as_secs_f64());
    }
    Ok((fastest, last.expect("REPEAT is at least 1")))
}

/// Measures attend on the folder `dir` in this process, on the GPU (`gpu`) or on the CPU's
/// `threads` threads, and prints the figures as one JSON line (what the table runs for attend's
/// column).
pub fn measure(dir: &str, gpu: bool, threads: usize) -> Result<()> {
    crate::backend::set_product_threads(threads);
    if gpu {
        #[cfg(feature = "gpu")]
        return measure_on(&crate::backend::Gpu::open_blocking()?, dir);
        #[cfg(not(feature = "gpu"))]
        return Err(Error::Backend("this build has no GPU backend".into()));
    }
    measure_on(&Cpu, dir)
}

fn measure_on<B: Backend>(b: &B, dir: &str) -> Result<()> {
    let open = || -> Result<_> {
        let w = Weights::load(dir)?;
        let vocab = w
            .vocab
            .ok_or_else(|| Error::Input(format!("{dir} has no tokenizer")))?;
        let generation = Generation::of_metadata(&w.extra)?.unwrap_or_default();
        let model = Transformer::new(b, w.config, w.params)?;
        Ok((vocab, generation, model))
    };
    // Each open drops the last one's model first (the peak is one model's).
    let mut opened = None;
    let (open_s, _) = best(|| {
        opened = None;
        opened = Some(open()?);
        Ok(())
    })?;
    let (vocab, generation, model) = opened.expect("opened at least once");
    let translate = |num_beams: usize| -> Result<usize> {
        let src = vocab.src.encode(TEXT)?;
        let overrides = Overrides {
            num_beams: Some(num_beams),
            max_new_tokens: Some(NEW_TOKENS),
            length_penalty: None,
        };
        let settings = Settings::resolve(&generation, &model.config, overrides)?;
        let tokens = if num_beams == 1 {
            let mut search = HfGreedy::new(settings);
            run_search(&model, b, &src, &mut search, &Edits::NONE)?;
            search.finish().tokens
        } else {
            let mut search = HfBeam::new(settings);
            run_search(&model, b, &src, &mut search, &Edits::NONE)?;
            search.finish().remove(0).tokens
        };
        // The text, as a user gets it.
        let _ = vocab.tgt.decode(&tokens, &[]);
        Ok(tokens.len())
    };
    let (greedy_s, tokens_out) = best(|| translate(1))?;
    let (beam4_s, _) = best(|| translate(4))?;
    let figures = Figures {
        open_s,
        greedy_s,
        beam4_s,
        peak_rss_mib: peak_of_this_program_mib()?,
        tokens_out,
    };
    println!(
        "{}",
        serde_json::to_string(&figures).expect("plain numbers")
    );
    Ok(())
}

/// The peak resident memory of this program since it started (`VmHWM`, which, unlike
/// `getrusage`'s maximum, starts again at `exec`: the parent's peak is not inherited).
fn peak_of_this_program_mib() -> Result<f64> {
    let status = std::fs::read_to_string("/proc/self/status").map_err(|source| Error::Io {
        path: "/proc/self/status".into(),
        source,
    })?;
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .ok_or_else(|| Error::Input("/proc/self/status has no VmHWM".into()))?;
    Ok(kib / 1024.0)
}

/// The table: attend (a process of its own) beside transformers on the same folder, both on
/// the CPU's `threads` threads or both on the GPU (`gpu`: attend's WGSL kernels beside CUDA).
pub fn run(gpu: bool, threads: usize) -> Result<()> {
    let dir = tempfile::tempdir().map_err(|source| Error::Io {
        path: "a temporary folder".into(),
        source,
    })?;
    let path = dir.path().to_string_lossy().into_owned();
    prepare(&path)?;
    let weights_mib = (opus_mt_base().param_count() * 4) as f64 / (1 << 20) as f64;
    let exe = std::env::current_exe().map_err(|source| Error::Io {
        path: "attend".into(),
        source,
    })?;
    let threads_arg = threads.to_string();
    let (backend, device) = if gpu { ("gpu", "cuda") } else { ("cpu", "cpu") };
    let ours = super::torch::run_json::<Figures>(Command::new(exe).args([
        "bench",
        "--measure-marian",
        &path,
        "--backend",
        backend,
        "--threads",
        &threads_arg,
    ]));
    let peer = super::torch::run_json::<Figures>(Command::new("python3").args([
        &super::torch::script("marian_peer.py"),
        &path,
        "--device",
        device,
        "--threads",
        &threads_arg,
        "--text",
        TEXT,
        "--new-tokens",
        &NEW_TOKENS.to_string(),
    ]));
    let place = if gpu {
        "attend on the GPU (wgpu), transformers on CUDA".to_string()
    } else {
        format!("CPU, {threads} threads")
    };
    println!(
        "\nOpus-MT base shape (74M parameters, 58,101 pieces, {weights_mib:.0} MiB of f32), \
         {place}: \"{TEXT}\", {NEW_TOKENS} tokens out"
    );
    println!(
        "{:<26} {:>12} {:>14} {:>10}",
        "", "attend", "transformers", "ratio"
    );
    let row = |label: &str, get: fn(&Figures) -> f64, unit: &str| {
        let ours = ours.as_ref().ok().map(get);
        let theirs = peer.as_ref().ok().map(get);
        let show = |v: Option<f64>| v.map_or("–".into(), |v| format!("{v:.3} {unit}"));
        let ratio = match (ours, theirs) {
            (Some(a), Some(b)) if a > 0.0 => format!("{:.2}x", b / a),
            _ => "–".into(),
        };
        println!(
            "{label:<26} {:>12} {:>14} {ratio:>10}",
            show(ours),
            show(theirs)
        );
    };
    row("open the folder", |f| f.open_s, "s");
    row("translate, greedy", |f| f.greedy_s, "s");
    row("translate, beam 4", |f| f.beam4_s, "s");
    row("peak memory", |f| f.peak_rss_mib, "MiB");
    if let Ok(f) = &ours {
        println!(
            "attend's peak memory is {:.2}x the f32 weights ({weights_mib:.0} MiB); ratio: \
             transformers' figure over attend's (above 1: attend is faster or smaller)",
            f.peak_rss_mib / weights_mib
        );
    }
    for (who, result) in [("attend", &ours), ("transformers", &peer)] {
        if let Err(why) = result {
            println!("{who}: not measured: {why}");
        }
    }
    Ok(())
}
