//! `attend experiment`: the paper's experiments run on a toy task (`table3`).

use clap::{Args, Subcommand};

use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::experiment::chart;
use crate::experiment::run::{self, Options};
use crate::experiment::table3::{self, DEFAULT_SEEDS, DEFAULT_STEPS, MAX_SEEDS, TASK};
use crate::words::{say, say_with};

#[derive(Debug, Subcommand)]
pub enum ExperimentCommand {
    #[command(about = say("cli-help-experiment-table3"))]
    Table3(Table3Args),
}

#[derive(Debug, Args)]
pub struct Table3Args {
    #[arg(long, help = say("cli-help-experiment-table3--task"))]
    pub task: Option<String>,
    #[arg(long, value_delimiter = ',', help = say("cli-help-experiment-table3--rows"))]
    pub rows: Vec<String>,
    #[arg(long, default_value_t = DEFAULT_SEEDS, help = say("cli-help-experiment-table3--seeds"))]
    pub seeds: usize,
    #[arg(long, default_value_t = DEFAULT_STEPS, help = say("cli-help-experiment-table3--steps"))]
    pub steps: u32,
    #[arg(long, help = say("cli-help-experiment-table3--threads"))]
    pub threads: Option<usize>,
    #[arg(long, help = say("cli-help-experiment-table3--json"))]
    pub json: bool,
    #[arg(long, help = say("cli-help-experiment-table3--out"))]
    pub out: Option<String>,
}

pub fn experiment(command: ExperimentCommand, stop: &std::sync::atomic::AtomicBool) -> Result<()> {
    let ExperimentCommand::Table3(a) = command;
    let task = match &a.task {
        Some(name) => Task::from_name(name)?,
        None => TASK,
    };
    if task != TASK {
        return Err(Error::Input(say_with(
            "cli-table3-task",
            &[("task", task.name().into())],
        )));
    }
    if !(1..=MAX_SEEDS).contains(&a.seeds) {
        return Err(Error::Input(say_with(
            "cli-seeds",
            &[("most", MAX_SEEDS.into()), ("seeds", a.seeds.into())],
        )));
    }
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    let limits = crate::train::TrainOptions {
        steps: a.steps.saturating_mul(3),
        threads,
        ..crate::train::TrainOptions::default()
    };
    limits.validate()?;
    let out = a.out.as_ref().map(std::path::PathBuf::from);
    let o = Options {
        task,
        steps: a.steps,
        seeds: a.seeds,
        threads,
        rows: a.rows.clone(),
        out: out.clone(),
    };
    // Every row is checked before the first run starts.
    table3::variants(task, a.steps, &a.rows)?;
    let started = say_with(
        "cli-table3-start",
        &[
            ("task", task.name().into()),
            ("steps", a.steps.into()),
            ("seeds", a.seeds.into()),
            ("threads", threads.into()),
        ],
    );
    eprintln!("{started}");
    let start = std::time::Instant::now();
    let table = run::run(&o, stop, |f| {
        let id = if f.kept {
            "cli-table3-row-kept"
        } else {
            "cli-table3-row-trained"
        };
        let row = say_with(
            id,
            &[
                ("done", f.done.into()),
                ("total", f.total.into()),
                ("row", f.name.into()),
                ("bleu", format!("{:.2}", f.run.bleu).into()),
                ("perplexity", format!("{:.3}", f.run.ppl).into()),
                ("seconds", format!("{:.1}", f.secs).into()),
            ],
        );
        eprintln!("{row}");
    })?;
    let took = format!("{:.1}", start.elapsed().as_secs_f64());
    eprintln!(
        "{}",
        say_with("cli-table3-took", &[("seconds", took.into())])
    );
    let json = serde_json::to_string_pretty(&table).expect("JSON");
    if let Some(dir) = &out {
        let write = |name: &str, text: &str| {
            let path = dir.join(name);
            crate::files::write_atomic(&path.to_string_lossy(), text.as_bytes())
        };
        write("table3.json", &json)?;
        write("table3.svg", &chart::svg(&table)?)?;
        let folder = dir.display().to_string();
        eprintln!(
            "{}",
            say_with("cli-table3-wrote", &[("folder", folder.into())])
        );
    }
    if a.json {
        println!("{json}");
    } else {
        print!("{}", table.to_text());
    }
    Ok(())
}
