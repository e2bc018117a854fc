//! `attend scan`: switch off each attention head alone and print, as JSON, how much less likely
//! the original output becomes and whether greedy decoding's output changes.

use clap::Args;

use super::backend::{BackendChoice, Job};
use super::input::load_with_text;
use crate::backend::Backend;
use crate::error::Result;

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
