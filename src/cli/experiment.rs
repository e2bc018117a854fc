//! `attend experiment`: the paper's experiments run on a toy task (`table3`).

use clap::{Args, Subcommand};

use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::experiment::chart;
use crate::experiment::run::{self, Options};
use crate::experiment::table3::{self, DEFAULT_SEEDS, DEFAULT_STEPS, MAX_SEEDS, TASK};
use crate::words::say_with;

#[derive(Debug, Subcommand)]
pub enum ExperimentCommand {
    /// Train every row of the paper's Table 3 (its variations of the base model: heads, key
    /// size, depth and width, dropout and label smoothing, learned positions, the big model),
    /// each applied to the task's recipe by the paper's ratio to its own base, over several
    /// seeds, and print the table beside the paper's figures.
    Table3(Table3Args),
}

#[derive(Debug, Args)]
pub struct Table3Args {
    /// The task: Table 3 scores translation, so fr-en [default: fr-en].
    #[arg(long)]
    pub task: Option<String>,
    /// The rows to run, comma-separated (A, B, C, D, E, big); the base row always runs
    /// [default: every row].
    #[arg(long, value_delimiter = ',')]
    pub rows: Vec<String>,
    /// Seeds per row (1 to this).
    #[arg(long, default_value_t = DEFAULT_SEEDS)]
    pub seeds: usize,
    /// The base row's training steps (the big model's row trains three times as many).
    #[arg(long, default_value_t = DEFAULT_STEPS)]
    pub steps: u32,
    /// Runs at once, one thread each [default: the cores].
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print the table as JSON instead.
    #[arg(long)]
    pub json: bool,
    /// Keep each run's model here (`A1-seed2.safetensors`), with the table as table3.json and
    /// its chart as table3.svg; a second run scores the models already there instead of
    /// training them again.
    #[arg(long)]
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
