//! `attend bench`: figures measured on this machine, printed with their ratios. It asserts
//! nothing about speed. Four tables: training ([`training`], native beside PyTorch and beside
//! the tab's figures in `tests/browser/bench.mjs`), the GPU's kernels beside the CPU's
//! ([`kernels`]), byte-pair encoding beside subword-nmt and Hugging Face tokenizers ([`bpe`]),
//! and an Opus-MT-sized translation model beside transformers ([`marian`]).

#[cfg(not(target_arch = "wasm32"))]
pub mod bpe;
pub mod kernels;
#[cfg(not(target_arch = "wasm32"))]
pub mod marian;
#[cfg(not(target_arch = "wasm32"))]
pub mod training;

pub use kernels::{forward_ms, traced_ms};

#[cfg(not(target_arch = "wasm32"))]
pub mod torch {
    //! PyTorch beside attend: the scripts of `benches/`, run with `python3` where torch is
    //! installed (CI has none; the tables then say so).

    use std::process::Command;

    /// The path of `benches/<name>`.
    pub fn script(name: &str) -> String {
        format!("{}/benches/{name}", env!("CARGO_MANIFEST_DIR"))
    }

    /// Why PyTorch cannot run here, if it cannot: `python3` without torch, or (with `cuda`)
    /// torch without a CUDA device.
    pub fn unavailable(cuda: bool) -> Option<String> {
        let check = if cuda {
            "import torch, sys; sys.exit(0 if torch.cuda.is_available() else 3)"
        } else {
            "import torch"
        };
        match Command::new("python3").args(["-c", check]).output() {
            Ok(o) if o.status.success() => None,
            Ok(o) if o.status.code() == Some(3) => Some("PyTorch sees no CUDA device".into()),
            _ => Some("PyTorch is not installed (pip install torch)".into()),
        }
    }

    /// Runs `command` and reads the last line it prints that parses as `T`, or says why it
    /// failed: its error (attend prints its error last; a Python script, its traceback's last
    /// line), or what it printed.
    pub fn run_json<T: serde::de::DeserializeOwned>(command: &mut Command) -> Result<T, String> {
        let out = command
            .output()
            .map_err(|e| format!("could not start: {e}"))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            let Some(code) = out.status.code() else {
                return Err("stopped by a signal".into());
            };
            let stderr = String::from_utf8_lossy(&out.stderr);
            let last = stderr.lines().rev().find(|l| !l.trim().is_empty());
            return Err(last.map_or_else(|| format!("exit code {code}"), |l| l.trim().into()));
        }
        stdout
            .lines()
            .rev()
            .find_map(|l| serde_json::from_str(l).ok())
            .ok_or_else(|| format!("printed no figures: {stdout}"))
    }
}
