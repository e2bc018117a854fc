//! `attend eval`: score a model on a task's held-out set, or on sentence pairs, and print JSON.

use clap::Args;

use super::input::{load_model, say_unseen, task_vocabs, within};
use super::{check_count, escape_controls, MAX_EXAMPLES};
use crate::backend::Cpu;
use crate::data::Vocabs;
use crate::error::{Error, Result};
use crate::words::say;

#[derive(Debug, Args)]
pub struct EvalArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, required_unless_present = "pairs", conflicts_with = "pairs", help = say("cli-help-eval--task"))]
    pub task: Option<String>,
    #[arg(long, help = say("cli-help-eval--pairs"))]
    pub pairs: Option<String>,
    #[arg(long, default_value_t = 500, help = say("cli-help-eval--n"))]
    pub n: usize,
    #[arg(long, help = say("cli-help-eval--page-exact"))]
    pub page_exact: bool,
}

pub fn eval(a: EvalArgs) -> Result<()> {
    use crate::data::{pairs, tasks::Example, tasks::Task};
    check_count("--n", a.n, MAX_EXAMPLES)?;
    let _exact = a.page_exact.then(crate::backend::PageExact::on);
    let (model, vocabs) = load_model(&Cpu, &a.weights)?;
    let (vocabs, examples) = match &a.pairs {
        Some(path) => {
            let vocabs = vocabs.ok_or_else(|| {
                Error::Input(crate::words::say_with(
                    "cli-no-vocabulary-words",
                    &[("file", a.weights.as_str().into())],
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
            use crate::words::say_with;
            let pair = say_with(
                "cli-at-line",
                &[("file", path.into()), ("line", p.line.into())],
            );
            say_unseen(
                &say_with("cli-pair-source", &[("pair", pair.as_str().into())]),
                &src.unseen,
            );
            say_unseen(
                &say_with("cli-pair-target", &[("pair", pair.into())]),
                &tgt.unseen,
            );
        }
    }
    if held > 0 {
        let note = crate::words::say_with(
            "cli-eval-unseen",
            &[("held", held.into()), ("pairs", pairs.len().into())],
        );
        eprintln!("{note}");
    }
    Ok(())
}
