//! `attend tokenize`: print the pieces and ids the model reads for a text (`--json`:
//! `{"pieces": [...], "ids": [...]}`).

use clap::Args;
use serde_json::json;

use super::escape_controls;
use super::input::{read_typed, with_vocabulary};
use crate::error::Result;
use crate::words::say;

#[derive(Debug, Args)]
pub struct TokenizeArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, help = say("cli-help-tokenize--text"))]
    pub text: String,
    #[arg(long, help = say("cli-help-tokenize--target"))]
    pub target: bool,
    #[arg(long, help = say("cli-help-tokenize--json"))]
    pub json: bool,
}

/// `attend tokenize`: the pieces and ids of a text, as the model reads it.
pub fn tokenize(a: TokenizeArgs) -> Result<()> {
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
