//! One training run, as `attend train` and the page's training panel both drive it: the task's
//! recipe with the user's overrides, the model and its trainer, the held-out set and when to
//! score it, the weights of the last sound evaluation, and the weights file's metadata.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::backend::Train;
use crate::data::tasks::{Example, Task};
use crate::error::{Error, Result};
use crate::model::{HostParams, Transformer};
use crate::train::trainer::StepReport;
use crate::train::{evaluate, Eval, Overrides, Recipe, Trainer, DEFAULT_EVAL_EVERY};
use crate::weights::Weights;

/// Held-out examples scored at each evaluation.
pub const HELD_OUT: usize = 200;

/// A model being trained on a task, with what the run keeps beside it.
pub struct Run<B: Train> {
    pub trainer: Trainer<B>,
    /// The task's recipe with the user's overrides: what this run trains.
    pub recipe: Recipe,
    /// Extra metadata for the weights file (the CLI records its command line here).
    pub notes: BTreeMap<String, String>,
    held_out: Vec<Example>,
    eval_every: u32,
    /// The step and parameters of the last sound evaluation; `None` before the first.
    last_good: Option<(u32, HostParams)>,
}

/// What [`Run::train`] reports as it goes.
pub enum Progress {
    Step(StepReport),
    Eval { step: u32, eval: Eval },
}

impl<B: Train> Run<B> {
    /// A new model on `backend` for `task`'s recipe with `overrides` in place, every setting
    /// checked first.
    pub fn new(backend: B, task: Task, overrides: &Overrides) -> Result<Self> {
        let recipe = Recipe::for_task(task).with_overrides(overrides);
        let config = recipe.config(task);
        config.validate()?;
        recipe.options.validate()?;
        let eval_every = overrides.eval_every.unwrap_or(DEFAULT_EVAL_EVERY);
        if eval_every == 0 {
            return Err(Error::Input(
                "training settings: the evaluation interval must be at least 1 step".into(),
            ));
        }
        let model = Transformer::init(&backend, config, recipe.options.seed)?;
        let trainer = Trainer::new(backend, model, task, recipe.options.clone())?;
        Ok(Run {
            trainer,
            recipe,
            notes: BTreeMap::new(),
            held_out: task.test_set(HELD_OUT),
            eval_every,
            last_good: None,
        })
    }

    /// The held-out examples every evaluation scores.
    pub fn held_out(&self) -> &[Example] {
        &self.held_out
    }

    /// Steps done.
    pub fn step(&self) -> u32 {
        self.trainer.step
    }

    /// Steps the run is to take in all.
    pub fn steps(&self) -> u32 {
        self.recipe.options.steps
    }

    /// Whether the model is scored after step `step`: every `eval_every` steps, and at the end.
    pub fn evaluates_at(&self, step: u32) -> bool {
        step % self.eval_every == 0 || step == self.steps()
    }

    /// How many of the next `wanted` steps to take before stopping to score or ending.
    pub fn chunk(&self, wanted: u32) -> u32 {
        let step = self.step();
        let to_eval = self.eval_every - step % self.eval_every;
        wanted
            .max(1)
            .min(to_eval)
            .min(self.steps().saturating_sub(step).max(1))
    }

    /// Keeps `params`, the model at step `step`, as the last good weights: call it after an
    /// evaluation of a step whose loss was checked.
    pub fn keep(&mut self, step: u32, params: HostParams) {
        self.last_good = Some((step, params));
    }

    /// The weights file of `params` with the run's metadata: the task and its vocabularies, the
    /// settings, how it was `trained`, and the run's notes.
    pub fn weights(&self, params: HostParams, trained: &str) -> Weights {
        let task = self.trainer.task;
        let mut extra = self.notes.clone();
        extra.insert("task".into(), task.name().into());
        extra.insert("settings".into(), self.recipe.describe());
        extra.insert("trained".into(), trained.into());
        Weights {
            params,
            config: self.trainer.model.config.clone(),
            vocab: Some(self.trainer.vocabs.clone()),
            extra,
        }
    }

    /// Trains to the last step, reading the loss back every `loss_every` steps and at each
    /// evaluation, and keeping the weights of every evaluation. `step` runs one training step
    /// (with its loss read back when asked). When `stop` is set, the step under way is
    /// checked and scored, and the run ends with [`Error::Interrupted`]; a loss that is not
    /// sound ends it with [`Error::Diverged`]. Either way [`Run::last_good_weights`] holds what
    /// to save.
    pub fn train(
        &mut self,
        loss_every: u32,
        stop: &AtomicBool,
        mut step: impl FnMut(&mut Trainer<B>, bool) -> Result<StepReport>,
        mut progress: impl FnMut(Progress),
    ) -> Result<()> {
        if self.last_good.is_none() {
            let params = self.trainer.model.export(&self.trainer.backend)?;
            self.keep(self.step(), params);
        }
        while self.step() < self.steps() {
            let next = self.step() + 1;
            let stopping = stop.load(Ordering::SeqCst);
            let evaluating = self.evaluates_at(next) || stopping;
            let report = step(&mut self.trainer, next % loss_every == 0 || evaluating)?;
            progress(Progress::Step(report));
            if evaluating {
                let t = &self.trainer;
                let eval = evaluate(&t.backend, &t.model, &t.vocabs, &self.held_out)?;
                let params = t.model.export(&t.backend)?;
                self.keep(next, params);
                progress(Progress::Eval { step: next, eval });
            }
            if stopping {
                return Err(Error::Interrupted(format!("after {next} steps")));
            }
        }
        Ok(())
    }

    /// The weights to save after [`Run::train`] ended with `ended`: the model as it is when the
    /// run finished or was interrupted (and so scored), else the last good weights.
    pub fn weights_after(&self, ended: &Result<()>) -> Result<Weights> {
        let step = self.step();
        let trained = match ended {
            Ok(()) => format!("{step} steps"),
            Err(Error::Interrupted(_)) => format!("interrupted after {step} steps"),
            Err(e) => format!("stopped at step {}: {e}", step + 1),
        };
        let params = match (ended, &self.last_good) {
            (Err(_), Some((_, params))) => params.clone(),
            _ => self.trainer.model.export(&self.trainer.backend)?,
        };
        Ok(self.weights(params, &trained))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::Cpu;
    use crate::train::InTurn;

    fn run(overrides: Overrides) -> Run<Cpu> {
        Run::new(Cpu, Task::Copy, &overrides).unwrap()
    }

    #[test]
    fn scores_on_schedule_and_at_the_end() {
        let r = run(Overrides {
            steps: Some(25),
            eval_every: Some(10),
            ..Overrides::default()
        });
        let at: Vec<u32> = (1..=25).filter(|&s| r.evaluates_at(s)).collect();
        assert_eq!(at, [10, 20, 25]);
        assert_eq!((r.chunk(4), r.chunk(40)), (4, 10));
        assert_eq!(r.held_out().len(), HELD_OUT);
        let never = Overrides {
            eval_every: Some(0),
            ..Overrides::default()
        };
        let e = Run::new(Cpu, Task::Copy, &never).err().unwrap().to_string();
        assert!(e.starts_with("input: training settings: "), "{e}");
    }

    #[test]
    fn a_diverged_run_saves_its_last_evaluation_and_a_stopped_one_its_last_step() {
        let short = Overrides {
            steps: Some(6),
            batch_size: Some(8),
            eval_every: Some(2),
            ..Overrides::default()
        };
        let (mut r, go) = (run(short.clone()), AtomicBool::new(false));
        let ended = r.train(
            1,
            &go,
            |t, read| {
                if t.step == 3 {
                    for (_, p) in t.model.params_mut() {
                        p.fill(f32::NAN);
                    }
                }
                Ok(t.step(&InTurn, read, false)?.report)
            },
            |_| {},
        );
        assert!(
            matches!(ended, Err(Error::Diverged { step: 4, .. })),
            "{ended:?}"
        );
        let w = r.weights_after(&ended).unwrap();
        assert!(w.extra["trained"].starts_with("stopped at step 4: training diverged"));
        assert!(w
            .params
            .tensors
            .values()
            .all(|t| t.iter().all(|v| v.is_finite())));
        // A stop asked for before the first step: that step is checked and scored, then saved.
        let (mut r, stop) = (run(short), AtomicBool::new(true));
        let mut scored = Vec::new();
        let ended = r.train(
            10,
            &stop,
            |t, read| Ok(t.step(&InTurn, read, false)?.report),
            |p| {
                if let Progress::Eval { step, eval } = p {
                    scored.push((step, eval.n));
                }
            },
        );
        assert!(matches!(ended, Err(Error::Interrupted(_))), "{ended:?}");
        assert_eq!(scored, [(1, HELD_OUT)]);
        let w = r.weights_after(&ended).unwrap();
        assert_eq!(w.extra["trained"], "interrupted after 1 steps");
        assert_eq!(w.extra["task"], "copy");
    }
}
