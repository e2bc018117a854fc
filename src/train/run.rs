//! One training run, as `attend train` and the page's training panel both drive it: the task's
//! recipe with the user's overrides, the model and its trainer, the held-out set and when to
//! score it, the loop's chunks of steps and their divergence check, and the weights of the last
//! sound evaluation, which a failed run saves.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::backend::Train;
use crate::data::corpus::Data;
use crate::data::tasks::{Aligned, Example};
use crate::error::{Error, Result, Said};
use crate::model::{HostParams, Transformer};
use crate::train::trainer::{DeferredStep, InTurn, RunParts};
use crate::train::{evaluate, score, Eval, Overrides, Recipe, Scores, Trainer, DEFAULT_EVAL_EVERY};
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
    /// The held-out examples with their true word alignments, where the task has them: each
    /// scoring for the page measures how well the cross-attention aligns.
    aligned: Option<Vec<Aligned>>,
    eval_every: u32,
    /// The step and parameters of the last sound evaluation; `None` before the first.
    last_good: Option<(u32, HostParams)>,
    /// How the run stopped, when a chunk failed (its loss diverged, a thread was lost): from
    /// then on the weights to save are the last good ones.
    stopped: Option<String>,
}

/// Where a step falls in its chunk ([`Run::chunk`]).
#[derive(Clone, Copy, Debug)]
pub struct InChunk {
    pub first: bool,
    pub last: bool,
}

/// How a run takes each step: its batch's parts computed on this thread in turn, on threads of
/// this process, or by the browser's training threads (`train::exchange`).
#[allow(async_fn_in_trait)] // callers are single-threaded: no `Send` bound is needed
pub trait Stepper<B: Train> {
    /// `t`'s next step, its loss left on the device (and with `grad_norms`, its gradient norms).
    async fn step(
        &self,
        t: &mut Trainer<B>,
        at: InChunk,
        grad_norms: bool,
    ) -> Result<DeferredStep<B>>;
}

/// A step of `parts` computed as `split` computes them.
fn split_step<B: Train>(
    t: &mut Trainer<B>,
    split: &impl RunParts<B>,
    grad_norms: bool,
) -> Result<DeferredStep<B>> {
    t.step(split, false, grad_norms)
}

impl<B: Train> Stepper<B> for InTurn {
    async fn step(&self, t: &mut Trainer<B>, _: InChunk, norms: bool) -> Result<DeferredStep<B>> {
        split_step(t, self, norms)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<B: Train + Sync> Stepper<B> for crate::train::Threads
where
    B::Tensor: Send + Sync,
{
    async fn step(&self, t: &mut Trainer<B>, _: InChunk, norms: bool) -> Result<DeferredStep<B>> {
        split_step(t, self, norms)
    }
}

/// A chunk of steps ([`Run::chunk`]), read back once at its end.
#[derive(Clone, Debug, Serialize)]
pub struct Chunk {
    /// Steps done, after this chunk.
    pub step: u32,
    /// Steps trained in this chunk.
    pub n: u32,
    /// One loss per step.
    pub losses: Vec<f32>,
    /// The learning rate of the last step.
    pub lr: f32,
    /// Label tokens trained on in this chunk.
    pub tokens: usize,
    /// The gradient norm of each group of parameters at the chunk's last step, when asked.
    pub grad_norms: BTreeMap<String, f32>,
    /// Whether the run's schedule scores the model now.
    pub evaluate: bool,
}

/// What [`Run::train`] reports as it goes.
pub enum Progress<'a> {
    Chunk(&'a Chunk),
    Eval { step: u32, eval: Eval },
}

impl<B: Train> Run<B> {
    /// A new model on `backend` for the recipe of `data` (a task, or a person's pairs:
    /// [`Recipe::for_data`]) with `overrides` in place, every setting checked first.
    pub fn new(backend: B, data: impl Into<Data>, overrides: &Overrides) -> Result<Self> {
        let data = data.into();
        let recipe = Recipe::for_data(&data).with_overrides(overrides);
        let config = recipe.config_for(&data);
        config.validate()?;
        recipe.options.validate()?;
        let eval_every = overrides.eval_every.unwrap_or(DEFAULT_EVAL_EVERY);
        if eval_every == 0 {
            return Err(Said::new("training-eval-every", Vec::new()).refused());
        }
        let model = Transformer::init(&backend, config, recipe.options.seed)?;
        let held_out = data.held_out(HELD_OUT);
        let aligned = match &data {
            Data::Task(task) => task.aligned_test_set(HELD_OUT),
            Data::Corpus(_) => None,
        };
        let trainer = Trainer::new(backend, model, data, recipe.options.clone())?;
        Ok(Run {
            trainer,
            recipe,
            notes: BTreeMap::new(),
            held_out,
            aligned,
            eval_every,
            last_good: None,
            stopped: None,
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
    pub fn chunk_len(&self, wanted: u32) -> u32 {
        let step = self.step();
        let to_eval = self.eval_every - step % self.eval_every;
        wanted
            .max(1)
            .min(to_eval)
            .min(self.steps().saturating_sub(step).max(1))
    }

    /// Up to `wanted` steps (fewer where the schedule scores the model first), each taken by
    /// `stepper` without waiting for the device, then one readback of their losses (and, with
    /// `grad_norms`, the last step's gradient norms), each loss checked. A loss that is not
    /// finite or explodes ends the run with [`Error::Diverged`]; the weights to save are then
    /// the last good ones ([`Run::saved_weights`]).
    pub async fn chunk(
        &mut self,
        wanted: u32,
        grad_norms: bool,
        stepper: &impl Stepper<B>,
    ) -> Result<Chunk> {
        if let Some(why) = &self.stopped {
            return Err(Error::Input(format!("this run has ended: it {why}")));
        }
        let chunk = self.steps_read(wanted, grad_norms, stepper).await;
        if let Err(e) = &chunk {
            self.stop(e);
        }
        chunk
    }

    /// Records that the run stopped on `e`: from now on it saves its last good weights.
    fn stop(&mut self, e: &Error) {
        let step = match e {
            Error::Diverged { step, .. } => *step,
            _ => self.step() + 1,
        };
        self.stopped = Some(format!("stopped at step {step}: {e}"));
    }

    /// [`Run::chunk`]'s steps and readback.
    async fn steps_read(
        &mut self,
        wanted: u32,
        grad_norms: bool,
        stepper: &impl Stepper<B>,
    ) -> Result<Chunk> {
        let n = self.chunk_len(wanted);
        let mut done = Vec::new();
        for i in 0..n {
            let at = InChunk {
                first: i == 0,
                last: i + 1 == n,
            };
            done.push(
                stepper
                    .step(&mut self.trainer, at, grad_norms && at.last)
                    .await?,
            );
        }
        let t = &self.trainer;
        let first = t.step + 1 - n;
        let (tokens, lr) = (
            done.iter().map(|d| d.report.tokens).sum(),
            done[done.len() - 1].report.lr,
        );
        let groups: Vec<String> = done[done.len() - 1]
            .grad_sq
            .iter()
            .map(|(g, _)| g.clone())
            .collect();
        let mut wanted: Vec<&B::Tensor> = done.iter().map(|d| &d.loss).collect();
        wanted.extend(done[done.len() - 1].grad_sq.iter().map(|(_, sq)| sq));
        let values: Vec<f32> = t
            .backend
            .fetch(&wanted)
            .await?
            .iter()
            .map(|h| h[0])
            .collect();
        let (losses, squares) = values.split_at(done.len());
        for (i, &loss) in losses.iter().enumerate() {
            t.check_loss(first + i as u32, loss)?;
        }
        Ok(Chunk {
            step: t.step,
            n,
            losses: losses.to_vec(),
            lr,
            tokens,
            grad_norms: groups
                .into_iter()
                .zip(squares.iter().map(|sq| sq.sqrt()))
                .collect(),
            evaluate: self.evaluates_at(t.step),
        })
    }

    /// The model scored on the held-out set, on its device, as `attend train` prints it; its
    /// weights kept as the last good ones.
    pub fn evaluate(&mut self) -> Result<Eval> {
        let t = &self.trainer;
        let eval = evaluate(&t.backend, &t.model, &t.vocabs, &self.held_out)?;
        self.last_good = Some((t.step, t.model.export(&t.backend)?));
        Ok(eval)
    }

    /// The page's fuller scoring ([`Scores`], the first `shown` examples with their outputs),
    /// from one readback of the parameters that never blocks a GPU, computed on `cpu` (the CPU,
    /// as whichever backend type the caller runs it as); its weights kept as the last good ones,
    /// and returned as a weights file.
    pub async fn score<C: Train>(&mut self, cpu: &C, shown: usize) -> Result<(Scores, Weights)> {
        let params = self.host_params().await?;
        let t = &self.trainer;
        let (step, smoothing) = (t.step, t.options.label_smoothing);
        let model = Transformer::new(cpu, t.model.config.clone(), params.clone())?;
        let held_out = (step, shown, smoothing);
        let mut scores = score(cpu, &model, &t.vocabs, &self.held_out, held_out)?;
        if let Some(aligned) = &self.aligned {
            scores.alignment = Some(crate::align::evaluate(cpu, &model, &t.vocabs, aligned)?);
            // The attention shown is of the first held-out example, the first aligned one.
            scores.attention.truth = aligned.first().map(|a| a.alignment.clone());
        }
        self.last_good = Some((step, params.clone()));
        Ok((scores, self.weights(params, &format!("{step} steps"))))
    }

    /// The model's parameters read back from its device without blocking it.
    async fn host_params(&mut self) -> Result<HostParams> {
        let t = &mut self.trainer;
        let named: Vec<(String, B::Tensor)> = t
            .model
            .params_mut()
            .into_iter()
            .map(|(name, p)| (name, p.clone()))
            .collect();
        let tensors: Vec<&B::Tensor> = named.iter().map(|(_, p)| p).collect();
        let hosts = t.backend.fetch(&tensors).await?;
        let host = named.into_iter().map(|(name, _)| name).zip(hosts);
        t.model.export_host(host.collect())
    }

    /// The weights to save now: the model as it is, noted as `trained`, while the run is sound
    /// (finished, paused or interrupted, and so scored); after a failed chunk, the last good
    /// weights, noted with how the run stopped.
    pub async fn saved_weights(&mut self, trained: &str) -> Result<Weights> {
        match (&self.stopped, &self.last_good) {
            (Some(why), Some((_, params))) => Ok(self.weights(params.clone(), why)),
            (Some(why), None) => Err(Error::Input(format!(
                "the run {why} before its first evaluation, so it has no weights to keep"
            ))),
            (None, _) => {
                let params = self.host_params().await?;
                Ok(self.weights(params, trained))
            }
        }
    }

    /// The weights file of `params` with the run's metadata: the vocabularies, the task (or for
    /// a person's pairs, the corpus in words under `pairs`), the settings, how it was `trained`,
    /// and the run's notes.
    pub fn weights(&self, params: HostParams, trained: &str) -> Weights {
        let mut extra = self.notes.clone();
        match &self.trainer.data {
            Data::Task(task) => extra.insert("task".into(), task.name().into()),
            Data::Corpus(c) => extra.insert("pairs".into(), c.describe()),
        };
        extra.insert("settings".into(), self.recipe.describe());
        extra.insert("trained".into(), trained.into());
        Weights {
            params,
            config: self.trainer.model.config.clone(),
            vocab: Some(self.trainer.vocabs.clone()),
            extra,
        }
    }

    /// Trains to the last step in chunks of `loss_every` steps ([`Run::chunk`]), scoring the
    /// model on the schedule; `attend train`'s loop. When `stop` is set, the chunk under way is
    /// finished, checked and scored, and the run ends with [`Error::Interrupted`]. Either way
    /// [`Run::saved_weights`] gives what to save.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn train(
        &mut self,
        loss_every: u32,
        stop: &std::sync::atomic::AtomicBool,
        stepper: &impl Stepper<B>,
        progress: impl FnMut(Progress),
    ) -> Result<()> {
        let ended = self.train_loop(loss_every, stop, stepper, progress);
        match &ended {
            Err(e) if self.stopped.is_none() && !matches!(e, Error::Interrupted(_)) => self.stop(e),
            _ => {}
        }
        ended
    }

    /// [`Run::train`]'s loop.
    #[cfg(not(target_arch = "wasm32"))]
    fn train_loop(
        &mut self,
        loss_every: u32,
        stop: &std::sync::atomic::AtomicBool,
        stepper: &impl Stepper<B>,
        mut progress: impl FnMut(Progress),
    ) -> Result<()> {
        use std::sync::atomic::Ordering;
        if self.last_good.is_none() {
            // Until the first evaluation, the untrained model is the last good one.
            let t = &self.trainer;
            self.last_good = Some((t.step, t.model.export(&t.backend)?));
        }
        while self.step() < self.steps() {
            let chunk = pollster::block_on(self.chunk(loss_every, false, stepper))?;
            progress(Progress::Chunk(&chunk));
            let stopping = stop.load(Ordering::SeqCst);
            if chunk.evaluate || stopping {
                let eval = self.evaluate()?;
                progress(Progress::Eval {
                    step: chunk.step,
                    eval,
                });
            }
            if stopping {
                return Err(Error::Interrupted(format!("after {} steps", self.step())));
            }
        }
        Ok(())
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))] // pollster: natively
mod tests {
    use super::*;
    use crate::backend::Cpu;
    use crate::data::tasks::Task;
    use std::sync::atomic::AtomicBool;

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
        assert_eq!((r.chunk_len(4), r.chunk_len(40)), (4, 10));
        assert_eq!(r.held_out().len(), HELD_OUT);
        let never = Overrides {
            eval_every: Some(0),
            ..Overrides::default()
        };
        let e = crate::words::error(&Run::new(Cpu, Task::Copy, &never).err().unwrap());
        assert!(e.starts_with("input: training settings: "), "{e}");
    }

    /// Steps as [`InTurn`] does, but sets every weight to NaN before step `at`.
    struct PoisonAt(u32);

    impl Stepper<Cpu> for PoisonAt {
        async fn step(
            &self,
            t: &mut Trainer<Cpu>,
            at: InChunk,
            norms: bool,
        ) -> Result<DeferredStep<Cpu>> {
            if t.step + 1 == self.0 {
                for (_, p) in t.model.params_mut() {
                    p.fill(f32::NAN);
                }
            }
            InTurn.step(t, at, norms).await
        }
    }

    fn short() -> Overrides {
        Overrides {
            steps: Some(6),
            batch_size: Some(8),
            eval_every: Some(2),
            ..Overrides::default()
        }
    }

    #[test]
    fn a_diverged_run_saves_its_last_evaluation() {
        let (mut r, go) = (run(short()), AtomicBool::new(false));
        let mut scored = Vec::new();
        let ended = r.train(1, &go, &PoisonAt(4), |p| {
            if let Progress::Eval { step, .. } = p {
                scored.push(step);
            }
        });
        assert!(
            matches!(ended, Err(Error::Diverged { step: 4, .. })),
            "{ended:?}"
        );
        assert_eq!(scored, [2]);
        let w = pollster::block_on(r.saved_weights("unused")).unwrap();
        assert!(w.extra["trained"].starts_with("stopped at step 4: diverged: the loss became"));
        let good = &r.last_good.as_ref().unwrap().1;
        assert!(
            w.params.tensors == good.tensors,
            "the weights of step 2's evaluation"
        );
        assert!(w
            .params
            .tensors
            .values()
            .all(|t| t.iter().all(|v| v.is_finite())));
        // The run has ended: it takes no more steps.
        let more = pollster::block_on(r.chunk(1, false, &InTurn))
            .err()
            .unwrap();
        assert!(more.to_string().contains("this run has ended"), "{more}");
    }

    #[test]
    fn a_divergence_in_a_chunk_names_its_step() {
        // Read back once every 3 steps, the NaN of step 5 is still found at step 5.
        let (mut r, go) = (
            run(Overrides {
                eval_every: Some(6),
                ..short()
            }),
            AtomicBool::new(false),
        );
        let ended = r.train(3, &go, &PoisonAt(5), |_| {});
        assert!(
            matches!(ended, Err(Error::Diverged { step: 5, .. })),
            "{ended:?}"
        );
        let w = pollster::block_on(r.saved_weights("unused")).unwrap();
        assert!(
            w.extra["trained"].starts_with("stopped at step 5: "),
            "{:?}",
            w.extra
        );
    }

    #[test]
    fn a_stopped_run_scores_and_saves_the_chunk_under_way() {
        let (mut r, stop) = (run(short()), AtomicBool::new(true));
        let mut scored = Vec::new();
        let mut losses = 0;
        let ended = r.train(10, &stop, &InTurn, |p| match p {
            Progress::Chunk(c) => losses += c.losses.len(),
            Progress::Eval { step, eval } => scored.push((step, eval.n)),
        });
        assert!(matches!(ended, Err(Error::Interrupted(_))), "{ended:?}");
        // The chunk stops where the schedule scores: after step 2.
        assert_eq!((losses, scored), (2, vec![(2, HELD_OUT)]));
        let w = pollster::block_on(r.saved_weights("interrupted after 2 steps")).unwrap();
        assert_eq!(w.extra["trained"], "interrupted after 2 steps");
        assert_eq!(w.extra["task"], "copy");
        let now = r.trainer.model.export(&Cpu).unwrap();
        assert!(w.params.tensors == now.tensors, "the model as it is");
    }

    #[test]
    fn the_page_s_scoring_measures_alignment_where_the_task_has_it() {
        let o = Overrides {
            steps: Some(1),
            batch_size: Some(4),
            ..Overrides::default()
        };
        let mut fr = Run::new(Cpu, Task::FrEn, &o).unwrap();
        pollster::block_on(fr.chunk(1, false, &InTurn)).unwrap();
        let (scores, _) = pollster::block_on(fr.score(&Cpu, 0)).unwrap();
        let table = scores.alignment.expect("fr-en has true alignments");
        let c = &fr.trainer.model.config;
        assert_eq!((table.layers, table.heads), (c.n_decoder_layers, c.n_heads));
        assert_eq!(table.sentences, HELD_OUT);
        let a = &scores.attention;
        assert_eq!(a.align.rows.len(), a.tgt.len());
        assert_eq!(a.align.cols.len(), a.src.len());
        let words = a.align.rows.iter().flatten().max().map_or(0, |w| w + 1);
        assert_eq!(
            a.truth.as_ref().map(Vec::len),
            Some(words),
            "a source set per target word"
        );
        let (scores, _) = pollster::block_on(run(short()).score(&Cpu, 0)).unwrap();
        assert!(scores.alignment.is_none(), "copy has no alignments");
    }

    #[test]
    fn a_run_on_pairs_holds_out_its_tenth_and_records_its_corpus() {
        let text: String = (0..30).map(|i| format!("wort {i}\tword {i}\n")).collect();
        let corpus = crate::data::corpus::Corpus::from_bytes("w.tsv", text.as_bytes(), None);
        let mut r = Run::new(Cpu, corpus.unwrap(), &short()).unwrap();
        assert_eq!(r.held_out().len(), 3);
        assert_eq!(r.recipe.d_model, Recipe::for_pairs(27).d_model);
        let config = &r.trainer.model.config;
        assert!(config.tie_weights && config.src_vocab_size == config.tgt_vocab_size);
        r.train(10, &AtomicBool::new(false), &InTurn, |_| {})
            .unwrap();
        let w = pollster::block_on(r.saved_weights("6 steps")).unwrap();
        assert!(!w.extra.contains_key("task"));
        assert!(w.extra["pairs"].starts_with("w.tsv: 27 pairs to train on, 3 held out"));
        assert_eq!(w.vocab.as_ref(), Some(&r.trainer.vocabs));
    }

    #[test]
    fn the_page_s_scoring_keeps_its_weights_as_the_last_good() {
        let mut r = run(short());
        let chunk = pollster::block_on(r.chunk(10, true, &InTurn)).unwrap();
        assert_eq!((chunk.step, chunk.n, chunk.evaluate), (2, 2, true));
        assert!(!chunk.grad_norms.is_empty() && chunk.losses.iter().all(|l| l.is_finite()));
        let (scores, weights) = pollster::block_on(r.score(&Cpu, 2)).unwrap();
        assert_eq!((scores.step, scores.examples.len()), (2, 2));
        assert_eq!(weights.extra["trained"], "2 steps");
        assert!(weights.params.tensors == r.last_good.as_ref().unwrap().1.tensors);
    }
}
