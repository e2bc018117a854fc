//! The byte-pair encoding table of `attend bench`: seconds to learn merges from a corpus and to
//! segment every line of it, attend in this process beside subword-nmt and Hugging Face
//! `tokenizers` on one thread (`benches/bpe_peers.py`) where Python has them.

use std::time::Instant;

use serde::Deserialize;

use crate::data::bpe::{self, Codes};
use crate::data::tasks::{Split, Task};
use crate::error::{Error, Result};

/// The corpus's lines.
pub const LINES: usize = 100_000;
/// The merges learnt, and the count below which a pair is not merged (subword-nmt's default).
pub const MERGES: usize = 10_000;
pub const MIN_FREQUENCY: u32 = 2;
/// Each figure is the best of this many runs.
const REPEAT: usize = 3;

/// `n` lines of the translation task: training pairs drawn with a fixed seed, each giving its
/// French and its English sentence, as the task's vocabulary is learned.
pub fn task_lines(n: usize) -> Vec<String> {
    Task::FrEn
        .examples(Split::Train, n.div_ceil(2), 0)
        .into_iter()
        .flat_map(|e| [e.src, e.tgt])
        .take(n)
        .collect()
}

/// The corpus file's text: `lines`, each ended by a newline.
pub fn corpus<S: AsRef<str>>(lines: &[S]) -> String {
    let mut text = String::new();
    for line in lines {
        text.push_str(line.as_ref());
        text.push('\n');
    }
    text
}

/// The shortest of [`REPEAT`] runs of `work`, in seconds, and the last run's result.
fn best<T>(mut work: impl FnMut() -> T) -> (f64, T) {
    let mut times = Vec::with_capacity(REPEAT);
    let mut result = None;
    for _ in 0..REPEAT {
        let start = Instant::now();
        result = Some(work());
        times.push(start.elapsed().as_secs_f64());
    }
    let result = result.expect("REPEAT is at least 1");
    (times.into_iter().fold(f64::INFINITY, f64::min), result)
}

/// One tool's figures.
#[derive(Debug, Deserialize)]
pub struct Figures {
    pub learn_s: f64,
    pub apply_s: f64,
    pub merges: usize,
}

/// What `benches/bpe_peers.py` prints.
#[derive(Debug, Deserialize)]
struct Peers {
    subword_nmt: Figures,
    tokenizers: Figures,
    versions: serde_json::Value,
}

/// Why the Python tools cannot run here, if they cannot.
fn unavailable() -> Option<String> {
    let check = std::process::Command::new("python3")
        .args(["-c", "import subword_nmt, tokenizers"])
        .output();
    match check {
        Ok(o) if o.status.success() => None,
        Ok(_) => Some(
            "subword-nmt or tokenizers is not installed (pip install subword-nmt tokenizers)"
                .into(),
        ),
        Err(e) => Some(format!("python3 does not start ({e})")),
    }
}

/// Learns and segments [`task_lines`] with attend, then with the Python tools, and prints the
/// table.
pub fn run() -> Result<()> {
    let lines = task_lines(LINES);
    let text = corpus(&lines);
    println!(
        "byte-pair encoding: {} lines ({:.1} MB) of the fr-en task, {MERGES} merges asked, \
         min frequency {MIN_FREQUENCY}; seconds, best of {REPEAT}, one thread",
        lines.len(),
        text.len() as f64 / 1e6
    );
    let (learn_s, codes) = best(|| Codes::learn(bpe::lines(&text), MERGES, MIN_FREQUENCY));
    let codes_text = codes.to_text();
    // Each run segments with codes of its own, so it starts with an empty cache of words.
    let (apply_s, segmented) = best(|| -> Result<String> {
        let codes = Codes::parse(&codes_text)?;
        Ok(bpe::lines(&text).map(|l| codes.apply_line(l)).collect())
    });
    let segmented = segmented?;
    let attend = Figures {
        learn_s,
        apply_s,
        merges: codes.len(),
    };
    let dir = tempfile::tempdir().map_err(|e| Error::Io {
        path: "a temporary folder".into(),
        source: e,
    })?;
    let input = dir.path().join("corpus.txt");
    let io = |e| Error::Io {
        path: input.display().to_string(),
        source: e,
    };
    std::fs::write(&input, &text).map_err(io)?;
    let peers = match unavailable() {
        Some(why) => Err(why),
        None => super::torch::run_json::<Peers>(
            std::process::Command::new("python3")
                .arg(super::torch::script("bpe_peers.py"))
                .args(["--input", &input.display().to_string()])
                .args(["--merges", &MERGES.to_string()])
                .args(["--min-frequency", &MIN_FREQUENCY.to_string()])
                .args(["--repeat", &REPEAT.to_string()])
                .args(["--out-dir", &dir.path().display().to_string()]),
        ),
    };
    print(&attend, peers.as_ref().ok());
    match peers {
        Ok(p) => {
            let same = |name: &str, ours: &str| {
                std::fs::read_to_string(dir.path().join(name)).is_ok_and(|theirs| theirs == ours)
            };
            let agree = |b| if b { "the same" } else { "DIFFERENT" };
            println!(
                "attend and subword-nmt: {} merges, {} segmentation ({})",
                agree(same("subword-nmt.codes", &codes_text)),
                agree(same("subword-nmt.txt", &segmented)),
                p.versions
            );
        }
        Err(why) => println!("subword-nmt and tokenizers left out: {why}"),
    }
    Ok(())
}

fn print(attend: &Figures, peers: Option<&Peers>) {
    println!(
        "{:<12} {:>7} {:>10} {:>10} {:>12} {:>12}",
        "", "merges", "learn s", "apply s", "learn ratio", "apply ratio"
    );
    let row = |name: &str, f: &Figures| {
        println!(
            "{name:<12} {:>7} {:>10.3} {:>10.3} {:>11.1}x {:>11.1}x",
            f.merges,
            f.learn_s,
            f.apply_s,
            f.learn_s / attend.learn_s,
            f.apply_s / attend.apply_s
        );
    };
    row("attend", attend);
    if let Some(p) = peers {
        row("subword-nmt", &p.subword_nmt);
        row("tokenizers", &p.tokenizers);
    }
    println!("(a ratio is the tool's seconds over attend's: above 1, attend is faster)");
}
