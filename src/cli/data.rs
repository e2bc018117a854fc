//! `attend data`: print a task's examples, or the exact batches `attend train` would train on, as
//! JSON.

use clap::Args;
use serde_json::json;

use super::{check_count, MAX_BATCHES, MAX_EXAMPLES};
use crate::error::Result;
use crate::model::Batch;
use crate::words::say;

#[derive(Debug, Args)]
pub struct DataArgs {
    #[arg(long, help = say("cli-help-data--task"))]
    pub task: String,
    #[arg(long, default_value_t = 10, help = say("cli-help-data--n"))]
    pub n: usize,
    #[arg(long, help = say("cli-help-data--batches"))]
    pub batches: Option<u32>,
    #[arg(long, help = say("cli-help-data--batch-size"))]
    pub batch_size: Option<usize>,
    #[arg(long, default_value_t = 0, help = say("cli-help-data--seed"))]
    pub seed: u64,
}

pub fn data(a: DataArgs) -> Result<()> {
    use crate::data::tasks::Task;
    let task = Task::from_name(&a.task)?;
    let vocabs = task.vocabs();
    check_count("--n", a.n, MAX_EXAMPLES)?;
    let Some(n_batches) = a.batches else {
        // A task with true word alignments prints each pair's too (`alignment[e]` = the source
        // words of target word e).
        if let Some(aligned) = task.aligned_test_set(a.n) {
            for pair in aligned {
                let e = pair.example;
                println!(
                    "{}",
                    json!({"src": e.src, "tgt": e.tgt, "alignment": pair.alignment})
                );
            }
            return Ok(());
        }
        for e in task.test_set(a.n) {
            println!("{}", json!({"src": e.src, "tgt": e.tgt}));
        }
        return Ok(());
    };
    check_count("--batches", n_batches as usize, MAX_BATCHES as usize)?;
    let recipe = crate::train::Recipe::for_task(task);
    let config = recipe.config(task);
    let batch_size = a.batch_size.unwrap_or(recipe.options.batch_size);
    check_count(
        "--batch-size",
        batch_size,
        crate::train::recipe::MAX_BATCH_SIZE,
    )?;
    let mut batches = Vec::new();
    for step in 1..=n_batches {
        let b = crate::train::training_batch(task, (&vocabs, &config), a.seed, batch_size, step)?;
        let rows =
            |b: &Batch| -> Vec<Vec<u32>> { b.ids.chunks(b.len).map(<[u32]>::to_vec).collect() };
        batches.push(json!({
            "src": rows(&b.src),
            "tgt_in": rows(&b.tgt_in),
            "tgt_out": rows(&b.tgt_out),
            "tokens": b.tokens,
        }));
    }
    let out = json!({
        "task": task.name(),
        "src_vocab": vocabs.src.tokens,
        "tgt_vocab": vocabs.tgt.tokens,
        "max_len": task.max_len(),
        "batches": batches,
    });
    println!("{out}");
    Ok(())
}
