//! `attend bleu`: score translations against references with corpus BLEU, exactly as sacreBLEU
//! does by default (13a tokens, 4-grams, exp smoothing), and print sacreBLEU's line.

use clap::Args;

use super::input::read_text;
use crate::error::{Error, Result};
use crate::words::say;

/// `attend bleu`: two text files, one sentence a line, line i of one the translation of line i of
/// the other's source.
#[derive(Debug, Args)]
pub struct BleuArgs {
    #[arg(long, help = say("cli-help-bleu--hyp"))]
    pub hyp: String,
    #[arg(long = "ref", value_name = "REF", help = say("cli-help-bleu--ref"))]
    pub reference: String,
    #[arg(long, help = say("cli-help-bleu--json"))]
    pub json: bool,
}

pub fn bleu(a: BleuArgs) -> Result<()> {
    let hyps = read_text(&a.hyp)?;
    let refs = read_text(&a.reference)?;
    let (hyps, refs): (Vec<&str>, Vec<&str>) = (hyps.lines().collect(), refs.lines().collect());
    if hyps.len() != refs.len() {
        return Err(Error::Input(crate::words::say_with(
            "cli-bleu-lines",
            &[
                ("hyp", a.hyp.as_str().into()),
                ("hyps", hyps.len().into()),
                ("ref", a.reference.as_str().into()),
                ("refs", refs.len().into()),
            ],
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
