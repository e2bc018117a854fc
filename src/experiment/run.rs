//! Table 3 run natively: every row's every seed trained on one thread of a pool (the largest
//! first), scored on the task's held-out set, and kept, where asked, as a model file named by
//! row and seed; a model already kept with the same settings is scored again, not retrained.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Mutex;

use super::table3::{variants, RowResult, SeedRun, Table, Variant};
use crate::backend::Cpu;
use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::model::Transformer;
use crate::train::{evaluate, InTurn, Progress, Recipe, Run, HELD_OUT};
use crate::weights::Weights;

/// What `attend experiment table3` runs.
#[derive(Clone, Debug)]
pub struct Options {
    pub task: Task,
    /// The base row's steps (the big model's row takes three times as many, as the paper's).
    pub steps: u32,
    /// Seeds 1 to this, for each row.
    pub seeds: usize,
    /// Runs at once, each on one thread.
    pub threads: usize,
    /// The groups to run (`A`, `C`, ...); all when empty. The base row always runs.
    pub rows: Vec<String>,
    /// Where each run's model is kept (`A1-seed2.safetensors`).
    pub out: Option<PathBuf>,
}

/// One run done: its name (`A1-seed2`), its scores, seconds it took, and whether its model was
/// already kept (scored, not trained).
pub struct Finished<'a> {
    pub name: &'a str,
    pub run: &'a SeedRun,
    pub secs: f64,
    pub kept: bool,
    /// Runs done so far, and in all.
    pub done: usize,
    pub total: usize,
}

/// Trains and scores the rows `o` asks for (with the base row), `o.threads` runs at once,
/// calling `finished` after each run; `stop` ends the runs under way and the table with
/// [`Error::Interrupted`] (the models kept so far stay kept).
pub fn run(o: &Options, stop: &AtomicBool, finished: impl Fn(Finished) + Sync) -> Result<Table> {
    if o.seeds == 0 || o.threads == 0 {
        return Err(Error::Input(
            "--seeds and --threads must be at least 1".into(),
        ));
    }
    let mut rows = variants(o.task, o.steps, &[])?;
    if !o.rows.is_empty() {
        let asked = variants(o.task, o.steps, &o.rows)?;
        rows.retain(|v| v.row == "base" || asked.iter().any(|a| a.id == v.id));
    }
    if let Some(dir) = &o.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| Error::Input(format!("cannot make the folder {}: {e}", dir.display())))?;
    }
    // One job per row and seed; a row that is another's ([`Variant::same_as`]) shares its runs.
    let mut jobs: Vec<(usize, u64)> = Vec::new();
    let source = |i: usize| {
        let same = rows[i].same_as.as_ref();
        same.and_then(|id| rows.iter().position(|r| &r.id == id))
            .unwrap_or(i)
    };
    for (i, _) in rows.iter().enumerate() {
        if source(i) == i {
            jobs.extend((1..=o.seeds as u64).map(|seed| (i, seed)));
        }
    }
    let cost = |&(i, _): &(usize, u64)| {
        let v = &rows[i];
        (v.params(o.task) as u64) * u64::from(v.config.steps)
    };
    jobs.sort_by_key(|j| std::cmp::Reverse(cost(j)));
    let total = jobs.len();
    let queue = Mutex::new(jobs.into_iter());
    let results = Mutex::new(Vec::<((usize, u64), SeedRun)>::new());
    let failure = Mutex::new(None::<Error>);
    std::thread::scope(|scope| {
        for _ in 0..o.threads.min(total) {
            scope.spawn(|| loop {
                let next = queue.lock().expect("the queue").next();
                let Some((i, seed)) = next else { break };
                if failure.lock().expect("the failure").is_some() {
                    break;
                }
                let start = std::time::Instant::now();
                match one(o, &rows[i], seed, stop) {
                    Ok((run, kept)) => {
                        let mut done = results.lock().expect("the results");
                        done.push(((i, seed), run.clone()));
                        finished(Finished {
                            name: &rows[i].run_name(seed),
                            run: &run,
                            secs: start.elapsed().as_secs_f64(),
                            kept,
                            done: done.len(),
                            total,
                        });
                    }
                    Err(e) => {
                        failure.lock().expect("the failure").get_or_insert(e);
                        break;
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().expect("the failure") {
        return Err(e);
    }
    let results = results.into_inner().expect("the results");
    let mut table = Vec::new();
    for (i, v) in rows.iter().enumerate() {
        let source = source(i);
        let mut runs: Vec<SeedRun> = results
            .iter()
            .filter(|((j, _), _)| *j == source)
            .map(|(_, r)| r.clone())
            .collect();
        runs.sort_by_key(|r| r.seed);
        table.push(RowResult::new(v, v.params(o.task), runs));
    }
    Ok(Table::new(o.task, o.steps, o.seeds, table))
}

/// Where row `v`'s run with `seed` keeps its model.
pub fn model_path(dir: &Path, v: &Variant, seed: u64) -> PathBuf {
    dir.join(format!("{}.safetensors", v.run_name(seed)))
}

/// Row `v`'s run with `seed`: its model kept in `o.out` with the same settings scored again,
/// or a new one trained (and kept there). `true` with a kept model.
fn one(o: &Options, v: &Variant, seed: u64, stop: &AtomicBool) -> Result<(SeedRun, bool)> {
    // Products as the page's experiment threads compute them, so that a run's numbers are the
    // tab's (`www/page/experiments.js`).
    let _exact = crate::backend::PageExact::on();
    let overrides = v.overrides(seed);
    let settings = Recipe::for_task(o.task)
        .with_overrides(&overrides)
        .describe();
    let path = o.out.as_ref().map(|dir| model_path(dir, v, seed));
    if let Some(path) = path.as_ref().filter(|p| p.exists()) {
        let w = Weights::load(&path.to_string_lossy())?;
        if w.extra.get("settings") == Some(&settings) {
            let model = Transformer::new(&Cpu, w.config, w.params)?;
            let vocabs = o.task.vocabs();
            let e = evaluate(&Cpu, &model, &vocabs, &o.task.test_set(HELD_OUT))?;
            return Ok((scored(seed, &e), true));
        }
    }
    let mut run = Run::new(Cpu, o.task, &overrides)?;
    run.notes.insert(
        "table3".into(),
        format!("Table 3, row {} ({}), seed {seed}", v.id, v.label),
    );
    let mut last = None;
    run.train(v.config.steps, stop, &InTurn, |p| {
        if let Progress::Eval { eval, .. } = p {
            last = Some(eval);
        }
    })?;
    let e = last.ok_or_else(|| Error::Input(format!("{} was never scored", v.run_name(seed))))?;
    if let Some(path) = path {
        let trained = format!("{} steps", run.step());
        pollster::block_on(run.saved_weights(&trained))?.save(&path.to_string_lossy())?;
    }
    Ok((scored(seed, &e), false))
}

fn scored(seed: u64, e: &crate::train::Eval) -> SeedRun {
    SeedRun {
        seed,
        bleu: e.bleu.score,
        ppl: e.perplexity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_run_twice_is_scored_from_its_kept_model_with_the_same_numbers() {
        let dir = std::env::temp_dir().join(format!("attend-table3-{}", std::process::id()));
        let o = Options {
            task: Task::FrEn,
            steps: 20,
            seeds: 1,
            threads: 2,
            rows: vec!["E".into()],
            out: Some(dir.clone()),
        };
        let stop = AtomicBool::new(false);
        let seen = Mutex::new(Vec::new());
        let first = run(&o, &stop, |f| {
            seen.lock().unwrap().push((f.name.to_string(), f.kept))
        })
        .unwrap();
        let ids: Vec<&str> = first.rows.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["base", "E"]);
        assert!(dir.join("E-seed1.safetensors").exists());
        let again = run(&o, &stop, |f| {
            seen.lock().unwrap().push((f.name.to_string(), f.kept))
        })
        .unwrap();
        assert_eq!(again, first);
        let mut seen = seen.into_inner().unwrap();
        seen.sort();
        assert_eq!(
            seen,
            [
                ("E-seed1".to_string(), false),
                ("E-seed1".to_string(), true),
                ("base-seed1".to_string(), false),
                ("base-seed1".to_string(), true)
            ]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
