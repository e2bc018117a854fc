//! `attend align`: read word alignments from cross-attention: the alignment error rate (AER) of
//! every head and layer on a task's held-out set, or each pair's alignment.

use clap::Args;
use serde_json::json;

use super::input::{load_model, read_typed, task_vocabs, within};
use super::{check_count, escape_controls, MAX_EXAMPLES};
use crate::backend::Cpu;
use crate::error::{Error, Result};
use crate::words::{say, say_with};

/// `attend align`: a task with true word alignments, or a file of sentence pairs.
#[derive(Debug, Args)]
pub struct AlignArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, required_unless_present = "pairs", conflicts_with = "pairs", help = say("cli-help-align--task"))]
    pub task: Option<String>,
    #[arg(long, help = say("cli-help-align--pairs"))]
    pub pairs: Option<String>,
    #[arg(long, default_value_t = crate::train::HELD_OUT, help = say("cli-help-align--n"))]
    pub n: usize,
}

/// `attend align --task`: the AER of every cross-attention head and every layer's head average
/// ([`crate::align::AerTable`]); `attend align --pairs`: per pair, its words, each layer's
/// head-averaged alignment and each head's (`[layer][head][target word]` = source word).
pub fn align(a: AlignArgs) -> Result<()> {
    use crate::align::cross_attention;
    use crate::data::{pairs, tasks::Task};
    let (model, vocabs) = load_model(&Cpu, &a.weights)?;
    let Some(path) = &a.pairs else {
        let task = Task::from_name(a.task.as_deref().unwrap_or_default())?;
        check_count("--n", a.n, MAX_EXAMPLES)?;
        let examples = task.aligned_test_set(a.n).ok_or_else(|| {
            let tasks: Vec<&str> = Task::ALL
                .iter()
                .filter(|t| t.has_alignments())
                .map(|t| t.name())
                .collect();
            Error::Input(say_with(
                "cli-no-alignments",
                &[
                    ("task", task.name().into()),
                    ("tasks", tasks.join(", ").into()),
                ],
            ))
        })?;
        let vocabs = task_vocabs(task, vocabs, &a.weights)?;
        let table = crate::align::evaluate(&Cpu, &model, &vocabs, &examples)?;
        println!("{}", serde_json::to_string(&table).expect("JSON"));
        return Ok(());
    };
    let vocabs = vocabs.ok_or_else(|| {
        Error::Input(say_with(
            "cli-no-vocabulary-words",
            &[("file", a.weights.as_str().into())],
        ))
    })?;
    // An input error about the file, or about one of its lines, says which.
    let bytes = crate::files::read_bounded(path, pairs::MAX_BYTES as u64)?;
    let parsed = pairs::parse(&bytes).map_err(within(path.clone()))?;
    if parsed.duplicates > 0 {
        let repeated = say_with(
            "cli-pairs-repeated",
            &[
                ("file", path.as_str().into()),
                ("count", parsed.duplicates.into()),
            ],
        );
        eprintln!("{}", escape_controls(&repeated));
    }
    for p in &parsed.pairs {
        let line = say_with(
            "cli-at-line",
            &[("file", path.as_str().into()), ("line", p.line.into())],
        );
        let at_line = within(line.clone());
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
