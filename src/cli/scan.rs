//! `attend scan`: switch off each attention head alone and print, as JSON, how much less likely
//! the original output becomes and whether greedy decoding's output changes.

use clap::Args;

use super::backend::{BackendChoice, Job};
use super::input::load_with_text;
use crate::backend::Backend;
use crate::error::Result;
use crate::words::say;

#[derive(Debug, Args)]
pub struct ScanArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, help = say("cli-help-scan--text"))]
    pub text: String,
    #[arg(long, help = say("cli-help-scan--max-len"))]
    pub max_len: Option<usize>,
    #[arg(long, value_enum, default_value_t, help = say("cli-help--backend"))]
    pub backend: BackendChoice,
}

impl Job for ScanArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        scan(b, self)
    }
}

fn scan<B: Backend>(b: &B, a: &ScanArgs) -> Result<()> {
    let (model, vocab, src) = load_with_text(b, &a.weights, &a.text)?;
    let limit = a.max_len.unwrap_or(usize::MAX);
    let scan = crate::decode::ready(crate::scan::scan_heads(&model, b, &src, limit))?;
    let out = scan.to_json(&vocab.tgt, &model.config);
    println!("{}", serde_json::to_string_pretty(&out).expect("JSON"));
    Ok(())
}
