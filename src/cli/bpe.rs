//! `attend bpe`: learn byte-pair merges from a text, or cut a text into pieces with them, exactly
//! as subword-nmt does (its codes files work in both).

use clap::{Args, Subcommand};

use super::check_count;
use super::input::read_text;
use crate::error::{Error, Result};
use crate::words::{say, say_with};

/// `attend bpe learn` and `attend bpe apply`.
#[derive(Debug, Subcommand)]
pub enum BpeCommand {
    #[command(about = say("cli-help-bpe-learn"))]
    Learn(BpeLearnArgs),
    #[command(about = say("cli-help-bpe-apply"))]
    Apply(BpeApplyArgs),
}

/// The most merges `attend bpe learn` takes (translation systems use 10,000 to 100,000).
pub const MAX_MERGES: usize = 1_000_000;

#[derive(Debug, Args)]
pub struct BpeLearnArgs {
    #[arg(long, help = say("cli-help-bpe-learn--merges"))]
    pub merges: usize,
    #[arg(long, help = say("cli-help-bpe-learn--input"))]
    pub input: String,
    #[arg(long, help = say("cli-help-bpe-learn--out"))]
    pub out: String,
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..), help = say("cli-help-bpe-learn--min-frequency"))]
    pub min_frequency: u32,
}

#[derive(Debug, Args)]
pub struct BpeApplyArgs {
    #[arg(long, help = say("cli-help-bpe-apply--codes"))]
    pub codes: String,
    #[arg(long, help = say("cli-help-bpe-apply--input"))]
    pub input: String,
}

/// `attend bpe learn` writes the codes subword-nmt would learn from the same text; `attend bpe
/// apply` prints the text as subword-nmt would segment it, byte for byte.
pub fn bpe(command: BpeCommand) -> Result<()> {
    use crate::data::bpe::{self, Codes};
    use std::io::Write;
    match command {
        BpeCommand::Learn(a) => {
            check_count("--merges", a.merges, MAX_MERGES)?;
            crate::files::check_writable(&a.out)?;
            let text = read_text(&a.input)?;
            if text.trim().is_empty() {
                return Err(Error::Input(say_with(
                    "cli-no-words",
                    &[("file", a.input.as_str().into())],
                )));
            }
            let codes = Codes::learn(bpe::lines(&text), a.merges, a.min_frequency);
            crate::files::write_atomic(&a.out, codes.to_text().as_bytes())?;
            let id = if codes.len() < a.merges {
                "cli-wrote-merges-early"
            } else {
                "cli-wrote-merges"
            };
            let wrote = say_with(
                id,
                &[
                    ("file", a.out.as_str().into()),
                    ("merges", codes.len().into()),
                    ("least", a.min_frequency.into()),
                ],
            );
            eprintln!("{wrote}");
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
                path: say_with("cli-standard-output", &[]),
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
