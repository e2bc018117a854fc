//! One training step: a batch from the task, cut into parts, each part's forward and backward,
//! and Adam with the paper's schedule on their sum.

use std::collections::BTreeMap;

use crate::backend::Train;
use crate::data::corpus::Data;
use crate::data::Vocabs;
use crate::error::{Error, Result};
use crate::model::{Grads, Pass, Transformer};
use crate::train::batch::{make_batch, pieces, TrainBatch};
use crate::train::{noam_lr, Adam};

/// A loss above this many times ln(vocab) (the loss of guessing uniformly) means the run has
/// diverged.
pub const DIVERGED: f32 = 10.0;

/// The knobs of a training run (the paper's values where they fit a tiny model). Its `f32`s
/// serialise as written (`0.1`, not `0.10000000149`), for the page.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct TrainOptions {
    pub steps: u32,
    pub batch_size: usize,
    pub warmup: u32,
    /// Multiplies the schedule (the paper's is 1).
    #[serde(serialize_with = "decimal")]
    pub lr_factor: f32,
    #[serde(serialize_with = "decimal")]
    pub label_smoothing: f32,
    #[serde(serialize_with = "decimal")]
    pub dropout: f32,
    #[serde(skip)]
    pub clip_norm: Option<f32>,
    /// Parts each batch is cut into, computed on as many threads (CPU backend).
    pub threads: usize,
    pub seed: u64,
}

impl Default for TrainOptions {
    fn default() -> Self {
        TrainOptions {
            steps: 2000,
            batch_size: 64,
            warmup: 200,
            lr_factor: 1.0,
            label_smoothing: 0.1,
            dropout: 0.1,
            clip_norm: Some(1.0),
            threads: 1,
            seed: 0,
        }
    }
}

/// `v` as the `f64` of its shortest decimal form, so a JavaScript number reads as Rust prints it.
fn decimal<S: serde::Serializer>(v: &f32, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_f64(v.to_string().parse().unwrap_or(f64::NAN))
}

/// A model, its optimiser and what it learns from.
pub struct Trainer<B: Train> {
    pub backend: B,
    pub model: Transformer<B>,
    pub adam: Adam<B>,
    pub data: Data,
    pub vocabs: Vocabs,
    pub options: TrainOptions,
    /// Steps done.
    pub step: u32,
}

/// The next step's batch, drawn and cut into parts ([`Trainer::draw`]): what each part computes,
/// and the step's [`StepKey`] for [`Trainer::apply`].
pub struct Drawn<'a, B: Train> {
    pub parts: Vec<Part<'a, B>>,
    pub key: StepKey,
}

/// Which step a batch was drawn for, its number of parts and its label tokens: what
/// [`Trainer::apply`] checks the parts' results against and weights the step by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepKey {
    pub step: u32,
    pub parts: usize,
    pub tokens: usize,
}

/// A step whose loss (and gradient norms) are still on the device.
pub struct DeferredStep<B: Train> {
    pub report: StepReport,
    /// The batch's mean loss, `[1]`.
    pub loss: B::Tensor,
    /// The squared norm of the gradient of each group of parameters (the groups of
    /// [`Transformer::param_groups`]),
    /// before clipping, `[1]` each; empty unless asked for.
    pub grad_sq: Vec<(String, B::Tensor)>,
}

/// How the parts of a step's batch are computed ([`Trainer::step`]).
pub trait RunParts<B: Train> {
    /// The loss and gradients of each of `parts` at `model`'s weights, in part order.
    fn run(
        &self,
        model: &Transformer<B>,
        parts: &[Part<'_, B>],
    ) -> Result<Vec<(B::Tensor, Grads<B>)>>;
}

/// Each part in turn, on this thread.
pub struct InTurn;

impl<B: Train> RunParts<B> for InTurn {
    fn run(
        &self,
        model: &Transformer<B>,
        parts: &[Part<'_, B>],
    ) -> Result<Vec<(B::Tensor, Grads<B>)>> {
        parts.iter().map(|part| part.run(model)).collect()
    }
}

/// What one step reports.
#[derive(Clone, Copy, Debug)]
pub struct StepReport {
    pub step: u32,
    /// The batch's loss, when it was read back.
    pub loss: Option<f32>,
    pub lr: f32,
    pub tokens: usize,
}

impl<B: Train> Trainer<B> {
    /// A trainer for `model` on `data` (a task or a corpus).
    pub fn new(
        backend: B,
        model: Transformer<B>,
        data: impl Into<Data>,
        options: TrainOptions,
    ) -> Result<Self> {
        options.validate()?;
        let data = data.into();
        Ok(Trainer {
            backend,
            model,
            adam: Adam::paper(options.clip_norm),
            vocabs: data.vocabs(),
            data,
            options,
            step: 0,
        })
    }

    /// One step: its batch's parts computed as `split` computes them, summed, and applied with
    /// Adam. With `read_loss` the loss is read back (a GPU waits for the step here; without it,
    /// the GPU runs ahead) and checked: a loss that is not finite, or far above where training
    /// starts, is then an error and the step is not taken. Without it the loss stays on the
    /// device, for a caller that reads it back later (the browser) and checks it with
    /// [`Trainer::check_loss`]. With `grad_norms`, the squared gradient norm of each group of
    /// parameters comes back unread too.
    pub fn step(
        &mut self,
        split: &impl RunParts<B>,
        read_loss: bool,
        grad_norms: bool,
    ) -> Result<DeferredStep<B>> {
        let Drawn { parts, key } = self.draw()?;
        let results = split.run(&self.model, &parts)?;
        drop(parts);
        self.apply(key, results, read_loss, grad_norms)
    }

    /// `loss` (of step `step`) if training is sound; an error if it is not finite or far above
    /// where training starts (an untrained model's loss is about ln(vocab)).
    pub fn check_loss(&self, step: u32, loss: f32) -> Result<f32> {
        let limit = DIVERGED * (self.model.config.tgt_vocab_size as f32).ln();
        if !loss.is_finite() || loss > limit {
            return Err(Error::Diverged {
                step,
                loss,
                saved: None,
            });
        }
        Ok(loss)
    }

    /// How many parts each step's batch is cut into: `options.threads`, or fewer where the batch
    /// does not share out (6 examples on 4 threads are 3 parts of 2).
    pub fn part_count(&self) -> usize {
        let batch = self.options.batch_size.max(1);
        batch.div_ceil(self.part_size())
    }

    /// Examples in each part but the last.
    fn part_size(&self) -> usize {
        let batch = self.options.batch_size.max(1);
        batch.div_ceil(self.options.threads.clamp(1, batch))
    }

    /// The next step's batch cut into parts: the first half of [`Trainer::step`], for callers
    /// that compute the parts elsewhere (the browser's training threads, each holding the same
    /// weights) and then [`Trainer::apply`] them. Each piece's mean loss is weighted by its share
    /// of the batch's label tokens, so the pieces' sum is the mean over the whole batch.
    pub fn draw(&self) -> Result<Drawn<'_, B>> {
        let step = self.step + 1;
        let o = &self.options;
        let examples = self.data.training_examples(o.seed, o.batch_size, step);
        let dropout_seed = crate::rng::pcg_hash(step ^ (o.seed as u32).rotate_left(16));
        let groups = if self.backend.pieces_by_length() {
            pieces(
                &examples,
                (&self.vocabs, &self.model.config),
                self.part_count(),
            )?
        } else {
            // One batch a part, the examples as drawn.
            examples
                .chunks(self.part_size())
                .enumerate()
                .map(|(i, c)| Ok(vec![(i, make_batch(c, &self.vocabs, &self.model.config)?)]))
                .collect::<Result<Vec<_>>>()?
        };
        let tokens: usize = groups.iter().flatten().map(|(_, b)| b.tokens).sum();
        let parts = groups
            .into_iter()
            .map(|group| Part {
                backend: &self.backend,
                pieces: group
                    .into_iter()
                    .map(|(index, batch)| Piece {
                        weight: batch.tokens as f32 / tokens.max(1) as f32,
                        // Piece 0 keeps the step's seed.
                        seed: if index == 0 {
                            dropout_seed
                        } else {
                            crate::rng::pcg_hash(dropout_seed.wrapping_add((index as u32) << 16))
                        },
                        batch,
                    })
                    .collect(),
                dropout: o.dropout,
                label_smoothing: o.label_smoothing,
            })
            .collect::<Vec<_>>();
        let key = StepKey {
            step,
            parts: parts.len(),
            tokens,
        };
        Ok(Drawn { parts, key })
    }

    /// The second half of [`Trainer::step`]: the losses and gradients of the parts of the step
    /// `key` names (in part order) summed, and applied with Adam. With `read_loss` and
    /// `grad_norms` as for [`Trainer::step`].
    pub fn apply(
        &mut self,
        key: StepKey,
        results: Vec<(B::Tensor, Grads<B>)>,
        read_loss: bool,
        grad_norms: bool,
    ) -> Result<DeferredStep<B>> {
        let StepKey { step, tokens, .. } = key;
        if step != self.step + 1 {
            return Err(Error::Input(format!(
                "the trainer is at step {}, so it cannot take step {step}",
                self.step
            )));
        }
        if results.len() != key.parts {
            return Err(Error::Input(format!(
                "step {step} has {} parts, but {} were computed",
                key.parts,
                results.len()
            )));
        }
        let b = &self.backend;
        let lr = noam_lr(
            step,
            self.model.config.d_model,
            self.options.warmup,
            self.options.lr_factor,
        );
        let mut results = results.into_iter();
        let (mut loss, mut grads) = results
            .next()
            .ok_or_else(|| Error::Input(format!("step {step} has no parts")))?;
        for (l, g) in results {
            b.add_in_place(&mut loss, &l);
            grads.add_all(b, g);
        }
        let grad_sq = if grad_norms {
            let group_of: BTreeMap<String, String> =
                self.model.param_groups().into_iter().collect();
            let mut groups: BTreeMap<String, Vec<&B::Tensor>> = BTreeMap::new();
            for (name, g) in &grads.tensors {
                let group = group_of.get(name).unwrap_or(name);
                groups.entry(group.clone()).or_default().push(g);
            }
            groups
                .into_iter()
                .map(|(group, ts)| (group, b.sum_squares(&ts)))
                .collect()
        } else {
            Vec::new()
        };
        let read = if read_loss {
            Some(self.check_loss(step, b.download(&loss)?[0])?)
        } else {
            None
        };
        self.adam.update(b, &mut self.model, &grads, lr)?;
        self.step = step;
        let report = StepReport {
            step,
            loss: read,
            lr,
            tokens,
        };
        Ok(DeferredStep {
            report,
            loss,
            grad_sq,
        })
    }
}

/// One part of a step's batch, with what its forward and backward need.
pub struct Part<'a, B: Train> {
    backend: &'a B,
    /// The part's examples, in pieces (see [`pieces`]).
    pieces: Vec<Piece>,
    dropout: f32,
    label_smoothing: f32,
}

/// A piece of a part: its batch, its share of the step's label tokens, and the seed of its
/// dropout masks.
struct Piece {
    batch: TrainBatch,
    weight: f32,
    seed: u32,
}

impl<B: Train> Part<'_, B> {
    /// This part's loss and gradients, weighted by its share of the tokens: the sum of its
    /// pieces', each weighted by its own share. Each piece draws its own dropout masks.
    pub fn run(&self, model: &Transformer<B>) -> Result<(B::Tensor, Grads<B>)> {
        let b = self.backend;
        let mut sum: Option<(B::Tensor, Grads<B>)> = None;
        for piece in &self.pieces {
            let mut pass = Pass::training(b, self.dropout, piece.seed);
            let batch = &piece.batch;
            let (mut loss, mut grads) = model.loss_and_grads(
                &mut pass,
                &batch.src,
                &batch.tgt_in,
                &batch.tgt_out,
                self.label_smoothing,
            )?;
            if piece.weight != 1.0 {
                for g in grads.tensors.values_mut() {
                    b.scale_in_place(g, piece.weight);
                }
                b.scale_in_place(&mut loss, piece.weight);
            }
            sum = Some(match sum {
                None => (loss, grads),
                Some((mut total, mut all)) => {
                    all.add_all(b, grads);
                    b.add_in_place(&mut total, &loss);
                    (total, all)
                }
            });
        }
        sum.ok_or_else(|| Error::Input("a part of a step holds no examples".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::{Backend, Cpu};
    use crate::data::tasks::{Split, Task};
    use crate::decode::greedy;
    use crate::model::Config;
    use crate::train::batch::PIECE;
    use crate::train::evaluate;
    #[cfg(not(target_arch = "wasm32"))]
    use crate::train::threads::Threads;

    fn trainer(task: Task) -> Trainer<Cpu> {
        let vocabs = task.vocabs();
        let mut config = Config::tiny();
        config.src_vocab_size = vocabs.src.len();
        config.tgt_vocab_size = vocabs.tgt.len();
        config.max_len = task.max_len();
        let model = Transformer::init(&Cpu, config, 0).unwrap();
        let options = TrainOptions {
            batch_size: 8,
            ..TrainOptions::default()
        };
        Trainer::new(Cpu, model, task, options).unwrap()
    }

    #[test]
    fn a_nan_stops_training_with_a_message() {
        let mut t = trainer(Task::Reverse);
        t.step(&InTurn, true, false).unwrap();
        for (name, p) in t.model.params_mut() {
            if name == "generator.bias" {
                p[0] = f32::NAN;
            }
        }
        let err = t.step(&InTurn, true, false).err().unwrap().to_string();
        assert!(err.contains("diverged") && err.contains("NaN"), "{err}");
        assert_eq!(t.step, 1, "the failed step is not counted");
    }

    #[test]
    fn a_deferred_step_is_the_same_step_read_later() {
        let (mut now, mut later) = (trainer(Task::Reverse), trainer(Task::Reverse));
        for _ in 0..3 {
            let read = now.step(&InTurn, true, false).unwrap().report.loss.unwrap();
            let step = later.step(&InTurn, false, true).unwrap();
            assert_eq!(step.report.loss, None);
            let groups: Vec<&str> = step.grad_sq.iter().map(|(g, _)| g.as_str()).collect();
            assert_eq!(
                groups,
                [
                    "decoder 0",
                    "decoder 1",
                    "decoder norm",
                    "embeddings",
                    "encoder 0",
                    "encoder 1",
                    "encoder norm",
                    "generator"
                ]
            );
            for (group, sq) in &step.grad_sq {
                let sq = Cpu.download(sq).unwrap()[0];
                assert!(sq.is_finite() && sq > 0.0, "{group}: {sq}");
            }
            let loss = later.check_loss(step.report.step, Cpu.download(&step.loss).unwrap()[0]);
            assert_eq!(loss.unwrap(), read);
        }
        let a = now.model.export(&Cpu).unwrap();
        let b = later.model.export(&Cpu).unwrap();
        assert_eq!(a.tensors, b.tensors);
        let err = later.check_loss(4, f32::NAN).unwrap_err().to_string();
        assert!(err.contains("diverged") && err.contains("step 4"), "{err}");
    }

    #[test]
    fn an_exploding_loss_stops_training_with_a_message() {
        let mut t = trainer(Task::Copy);
        for (name, p) in t.model.params_mut() {
            if name == "generator.weight" {
                p.mapv_inplace(|v| v * 1e4);
            }
        }
        let err = t.step(&InTurn, true, false).err().unwrap().to_string();
        assert!(err.contains("diverged"), "{err}");
    }

    #[test]
    fn evaluation_bleu_is_the_corpus_bleu_of_the_greedy_outputs() {
        let task = Task::Dates;
        let mut t = trainer(task);
        for _ in 0..20 {
            t.step(&InTurn, false, false).unwrap();
        }
        let examples = task.test_set(12);
        let e = evaluate(&Cpu, &t.model, &t.vocabs, &examples).unwrap();
        let c = &t.model.config;
        let (mut outputs, mut targets) = (Vec::new(), Vec::new());
        for ex in &examples {
            let src = t.vocabs.src.encode(&ex.src).unwrap();
            let want = t.vocabs.tgt.encode(&ex.tgt).unwrap();
            let (hyp, _) = greedy(&t.model, &Cpu, &src, want.len() + 2).unwrap();
            outputs.push(
                t.vocabs
                    .tgt
                    .decode(&hyp.tokens, &[c.pad_id, c.bos_id, c.eos_id]),
            );
            targets.push(ex.tgt.clone());
        }
        assert_eq!(
            e.bleu,
            crate::bleu::corpus_bleu(&outputs, &targets).unwrap()
        );
        // ISO dates are five 13a tokens each: 2021 - 03 - 04.
        assert_eq!(e.bleu.ref_len, 5 * examples.len());
    }

    #[test]
    fn pieces_weighted_by_tokens_give_the_whole_batch_gradient() {
        // Without dropout, a batch in pieces of like lengths (each padded to its own longest)
        // must give the same loss and gradients as the whole batch.
        let task = Task::Reverse;
        let t = trainer(task);
        let examples = task.examples(Split::Train, 2 * PIECE + 5, 5);
        let part = |batches: Vec<(usize, TrainBatch)>| {
            let tokens: usize = batches.iter().map(|(_, b)| b.tokens).sum();
            Part {
                backend: &Cpu,
                pieces: batches
                    .into_iter()
                    .map(|(_, batch)| Piece {
                        weight: batch.tokens as f32 / tokens as f32,
                        seed: 0,
                        batch,
                    })
                    .collect(),
                dropout: 0.0,
                label_smoothing: 0.1,
            }
        };
        let whole = vec![(
            0,
            make_batch(&examples, &t.vocabs, &t.model.config).unwrap(),
        )];
        let mut dealt = pieces(&examples, (&t.vocabs, &t.model.config), 1).unwrap();
        assert_eq!(dealt.len(), 1);
        let cut = dealt.remove(0);
        assert_eq!(cut.len(), 3);
        assert_eq!(
            cut.iter().map(|(_, b)| b.tokens).sum::<usize>(),
            whole[0].1.tokens
        );
        assert!(
            positions(&cut) < positions(&whole) * 4 / 5,
            "pieces of like lengths hold less padding: {} positions against {}",
            positions(&cut),
            positions(&whole)
        );
        let (want_loss, want) = part(whole).run(&t.model).unwrap();
        let (loss, grads) = part(cut).run(&t.model).unwrap();
        assert!(
            (loss[0] - want_loss[0]).abs() < 1e-5,
            "{} vs {}",
            loss[0],
            want_loss[0]
        );
        for (name, g) in &want.tensors {
            let diff = crate::backend::tensor::max_abs_diff(&grads.tensors[name], g);
            assert!(diff < 1e-5, "{name}: {diff}");
        }
    }

    /// Positions (source and decoder input, padding included) of `batches`.
    fn positions(batches: &[(usize, TrainBatch)]) -> usize {
        batches
            .iter()
            .map(|(_, b)| b.src.ids.len() + b.tgt_in.ids.len())
            .sum()
    }

    #[test]
    fn pieces_are_dealt_to_parts_there_and_back() {
        // A batch of 64 is cut into the same four pieces for one part and for two; two parts
        // get the longest and the shortest, and the two between, so their work is alike.
        let task = Task::Reverse;
        let t = trainer(task);
        let examples = task.examples(Split::Train, 64, 9);
        let one = pieces(&examples, (&t.vocabs, &t.model.config), 1).unwrap();
        let two = pieces(&examples, (&t.vocabs, &t.model.config), 2).unwrap();
        let indices =
            |part: &[(usize, TrainBatch)]| part.iter().map(|(i, _)| *i).collect::<Vec<_>>();
        assert_eq!(indices(&one[0]), [0, 1, 2, 3]);
        assert_eq!(
            (indices(&two[0]), indices(&two[1])),
            (vec![0, 3], vec![1, 2])
        );
        for (i, b) in &one[0] {
            let same = two.iter().flatten().find(|(j, _)| j == i).unwrap();
            assert_eq!(
                (&same.1.src.ids, &same.1.tgt_out.ids),
                (&b.src.ids, &b.tgt_out.ids)
            );
        }
        let (a, b) = (positions(&two[0]) as f32, positions(&two[1]) as f32);
        assert!(
            (a - b).abs() < 0.2 * a.max(b),
            "parts of {a} and {b} positions"
        );
        // Three parts: two pieces each, every example once.
        let three = pieces(&examples, (&t.vocabs, &t.model.config), 3).unwrap();
        assert!(three.iter().all(|part| part.len() == 2));
        let examples_in = |parts: &[Vec<(usize, TrainBatch)>]| -> usize {
            parts.iter().flatten().map(|(_, b)| b.src.batch).sum()
        };
        assert_eq!((examples_in(&three), examples_in(&two)), (64, 64));
        // A batch smaller than its parts' pieces would be: pieces of one example.
        let few = pieces(&examples[..3], (&t.vocabs, &t.model.config), 2).unwrap();
        assert_eq!((few[0].len(), few[1].len()), (1, 2));
    }

    #[test]
    #[cfg(not(target_arch = "wasm32"))] // threads: natively
    fn parallel_training_is_deterministic_and_one_thread_matches_the_plain_step() {
        let run = |threads: usize, parallel: bool| {
            let mut t = trainer(Task::Copy);
            t.options.threads = threads;
            for _ in 0..3 {
                if parallel {
                    let threads = Threads::new(t.part_count()).unwrap();
                    t.step(&threads, true, false).unwrap();
                } else {
                    t.step(&InTurn, true, false).unwrap();
                }
            }
            t.model.export(&Cpu).unwrap().tensors
        };
        assert!(run(2, true) == run(2, true), "two threads gave two results");
        assert!(
            run(1, true) == run(1, false),
            "one thread differs from the plain step"
        );
    }

    /// The losses of `steps` steps of reverse on `threads` threads (natively), with `batch_size`
    /// and `dropout`.
    #[cfg(not(target_arch = "wasm32"))]
    fn thread_losses(threads: usize, batch_size: usize, dropout: f32, steps: usize) -> Vec<f32> {
        let mut t = trainer(Task::Reverse);
        t.options.threads = threads;
        t.options.batch_size = batch_size;
        t.options.dropout = dropout;
        let threads = Threads::new(t.part_count()).unwrap();
        (0..steps)
            .map(|_| t.step(&threads, true, false).unwrap().report.loss.unwrap())
            .collect()
    }

    /// The largest difference between two runs' losses, step by step.
    #[cfg(not(target_arch = "wasm32"))]
    fn worst_gap(a: &[f32], b: &[f32]) -> f32 {
        a.iter()
            .zip(b)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0, f32::max)
    }

    #[test]
    #[cfg(not(target_arch = "wasm32"))] // threads: natively
    fn without_dropout_threads_train_as_one_thread_does() {
        // Cut into parts, a batch gives the whole batch's gradient up to float rounding (the
        // sums run in another order), so a few steps on 1 and on 3 threads stay together.
        let (one, three) = (thread_losses(1, 8, 0.0, 20), thread_losses(3, 8, 0.0, 20));
        let worst = worst_gap(&one, &three);
        eprintln!("1 vs 3 threads, 20 steps: worst loss difference {worst:e}");
        assert!(worst < 1e-4, "{one:?} vs {three:?}");
        assert!(one.last() < one.first(), "the loss fell");
    }

    #[test]
    #[cfg(not(target_arch = "wasm32"))] // threads: natively
    fn one_thread_and_two_train_alike_with_dropout() {
        // Both cut a batch of 64 into the same pieces, each with its own dropout masks, so
        // they differ only in the order of the sums.
        let (one, two) = (thread_losses(1, 64, 0.1, 8), thread_losses(2, 64, 0.1, 8));
        let worst = worst_gap(&one, &two);
        assert!(worst < 1e-5, "{one:?} vs {two:?}");
    }

    #[test]
    fn parts_drawn_computed_apart_and_applied_make_the_same_step() {
        // A step whose parts are computed one by one (as the browser's threads do, each from
        // the same weights) and then applied equals the step the trainer takes itself.
        let whole = |threads: usize| {
            let mut t = trainer(Task::Reverse);
            t.options.threads = threads;
            t
        };
        let (mut a, mut b) = (whole(3), whole(3));
        for _ in 0..3 {
            let want = a.step(&InTurn, true, false).unwrap().report.loss.unwrap();
            let drawn = b.draw().unwrap();
            let key = drawn.key;
            let parts = drawn
                .parts
                .iter()
                .map(|p| p.run(&b.model))
                .collect::<Result<Vec<_>>>()
                .unwrap();
            drop(drawn);
            let got = b.apply(key, parts, false, false).unwrap().loss[0];
            assert_eq!(got, want);
        }
        assert!(a.model.export(&Cpu).unwrap().tensors == b.model.export(&Cpu).unwrap().tensors);
        let drawn = b.draw().unwrap();
        let (key, one) = (drawn.key, drawn.parts[0].run(&b.model).unwrap());
        drop(drawn);
        let e = b.apply(key, vec![one], false, false).err().unwrap();
        assert!(
            e.to_string().contains("has 3 parts, but 1 were computed"),
            "{e}"
        );
        let stale = StepKey { step: 2, ..key };
        let e = b.apply(stale, Vec::new(), false, false).err().unwrap();
        assert!(e.to_string().contains("cannot take step 2"), "{e}");
    }
}
