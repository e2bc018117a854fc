//! The training loop: batches from a task, forward and backward, Adam with the paper's schedule,
//! held-out evaluation.

use std::collections::BTreeMap;

use crate::backend::Train;
use crate::bleu::Bleu;
use crate::data::tasks::{Example, Split, Task};
use crate::data::Vocabs;
use crate::decode::{argmax, greedy};
use crate::error::{Error, Result};
use crate::model::{Batch, Grads, Pass, Transformer};
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

/// Source ids, decoder input (bos + target) and labels (target + eos), padded to a batch.
pub struct TrainBatch {
    pub src: Batch,
    pub tgt_in: Batch,
    pub tgt_out: Batch,
    /// Non-padding label tokens.
    pub tokens: usize,
}

/// Encodes examples into a padded batch with `vocabs` (pad 0, bos 1, eos 2).
pub fn make_batch(examples: &[Example], vocabs: &Vocabs) -> Result<TrainBatch> {
    let rows = examples
        .iter()
        .map(|e| encode(e, vocabs))
        .collect::<Result<Vec<_>>>()?;
    batch_of(&rows)
}

/// One example's ids: source, decoder input (bos + target) and labels (target + eos).
type Rows = [Vec<u32>; 3];

/// `e` encoded with `vocabs`: its [`Rows`].
fn encode(e: &Example, vocabs: &Vocabs) -> Result<Rows> {
    let (bos, eos) = (1, 2);
    let t = vocabs.tgt.encode(&e.tgt)?;
    Ok([
        vocabs.src.encode(&e.src)?,
        [vec![bos], t.clone()].concat(),
        [t, vec![eos]].concat(),
    ])
}

/// Encoded examples as one batch, padded (with 0) to the longest of each row.
fn batch_of(rows: &[Rows]) -> Result<TrainBatch> {
    let pad = 0;
    let column = |i: usize| rows.iter().map(|r| r[i].clone()).collect::<Vec<_>>();
    Ok(TrainBatch {
        src: Batch::from_rows(&column(0), pad)?,
        tgt_in: Batch::from_rows(&column(1), pad)?,
        tgt_out: Batch::from_rows(&column(2), pad)?,
        tokens: rows.iter().map(|r| r[2].len()).sum(),
    })
}

/// The training batch of step `step` (1-based) of a run seeded with `seed`: what
/// [`Trainer`] trains on, and what `attend data` prints for other trainers to use.
pub fn training_batch(
    task: Task,
    vocabs: &Vocabs,
    seed: u64,
    batch_size: usize,
    step: u32,
) -> Result<TrainBatch> {
    make_batch(&training_examples(task, seed, batch_size, step), vocabs)
}

/// The examples of [`training_batch`].
fn training_examples(task: Task, seed: u64, batch_size: usize, step: u32) -> Vec<Example> {
    let seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(step));
    task.examples(Split::Train, batch_size, seed)
}

/// Held-out scores: whole outputs right (greedy decoding), their corpus BLEU against the targets
/// and, with the right prefix given, next tokens right.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Eval {
    pub exact_match: f64,
    pub token_accuracy: f64,
    pub n: usize,
    /// The greedy outputs' text scored against the targets as sacreBLEU would score them.
    pub bleu: Bleu,
}

/// Scores `model` on `examples`.
pub fn evaluate<B: Train>(
    b: &B,
    model: &Transformer<B>,
    vocabs: &Vocabs,
    examples: &[Example],
) -> Result<Eval> {
    let mut exact = 0;
    let mut bleu = crate::bleu::Stats::default();
    let (mut right, mut total) = (0usize, 0usize);
    for chunk in examples.chunks(64) {
        let batch = make_batch(chunk, vocabs)?;
        let logits = model.forward(&mut Pass::inference(b), &batch.src, &batch.tgt_in)?;
        let logits = b.download(&logits)?; // [B, T, V]
        for (row, labels) in logits
            .outer_iter()
            .zip(batch.tgt_out.ids.chunks(batch.tgt_out.len))
        {
            for (pos, &label) in row.outer_iter().zip(labels) {
                if label == model.config.pad_id {
                    continue;
                }
                let best = argmax(pos.as_slice().expect("a logits row is contiguous"));
                right += usize::from(best as u32 == label);
                total += 1;
            }
        }
    }
    for e in examples {
        let src = vocabs.src.encode(&e.src)?;
        let want = vocabs.tgt.encode(&e.tgt)?;
        let (hyp, _) = greedy(model, b, &src, want.len() + 2)?;
        let c = &model.config;
        let got: Vec<u32> = hyp.tokens.into_iter().filter(|&t| t != c.eos_id).collect();
        exact += usize::from(got == want);
        bleu.add(&vocabs.tgt.decode(&got, &[c.pad_id, c.bos_id]), &e.tgt);
    }
    let n = examples.len();
    Ok(Eval {
        exact_match: exact as f64 / n.max(1) as f64,
        token_accuracy: right as f64 / total.max(1) as f64,
        n,
        bleu: bleu.score(),
    })
}

/// A model, its optimiser and the task it learns.
pub struct Trainer<B: Train> {
    pub backend: B,
    pub model: Transformer<B>,
    pub adam: Adam<B>,
    pub task: Task,
    pub vocabs: Vocabs,
    pub options: TrainOptions,
    /// Steps done.
    pub step: u32,
    /// The step [`Trainer::step_part`] last drew, with its parts and label tokens, for
    /// [`Trainer::finish_step`], which then need not draw the batch again.
    drawn: std::cell::Cell<Option<Drawn>>,
}

/// A step's batch as [`Trainer::step_part`] drew it: the step, its parts and label tokens.
#[derive(Clone, Copy, Debug)]
struct Drawn {
    step: u32,
    parts: usize,
    tokens: usize,
}

/// A step whose loss (and gradient norms) are still on the device.
pub struct DeferredStep<B: Train> {
    pub report: StepReport,
    /// The batch's mean loss, `[1]`.
    pub loss: B::Tensor,
    /// The squared norm of the gradient of each group of parameters (see [`param_group`]),
    /// before clipping, `[1]` each; empty unless asked for.
    pub grad_sq: Vec<(String, B::Tensor)>,
}

/// The threads that compute a step's parts beside the thread that steps (`others` of them; none
/// for none): a pool of that many, started the first time a process asks for it and kept, since
/// a thread started for each part could be left waiting for the thread that started it.
#[cfg(not(target_arch = "wasm32"))]
fn part_threads(others: usize) -> Result<Option<std::sync::Arc<rayon::ThreadPool>>> {
    use std::sync::{Arc, Mutex};
    static POOLS: Mutex<Vec<Arc<rayon::ThreadPool>>> = Mutex::new(Vec::new());
    if others == 0 {
        return Ok(None);
    }
    let mut pools = POOLS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(pool) = pools.iter().find(|p| p.current_num_threads() == others) {
        return Ok(Some(Arc::clone(pool)));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(others)
        .thread_name(|i| format!("attend part {}", i + 2))
        .build()
        .map_err(|e| Error::Backend(format!("could not start {others} training threads: {e}")))?;
    pools.push(Arc::new(pool));
    Ok(pools.last().cloned())
}

/// The group a parameter belongs to for the gradient view: `embeddings`, `encoder 0`, ...,
/// `encoder norm`, `decoder 0`, ..., `decoder norm`, `generator`.
pub fn param_group(name: &str) -> String {
    let rest = name.strip_prefix("transformer.").unwrap_or(name);
    for stack in ["encoder", "decoder"] {
        if let Some(layer) = rest.strip_prefix(&format!("{stack}.layers.")) {
            let index = layer.split('.').next().unwrap_or_default();
            return format!("{stack} {index}");
        }
        if rest.starts_with(&format!("{stack}.norm")) {
            return format!("{stack} norm");
        }
    }
    if name.starts_with("generator") {
        "generator".into()
    } else {
        "embeddings".into()
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
    /// A trainer for `model` on `task`.
    pub fn new(
        backend: B,
        model: Transformer<B>,
        task: Task,
        options: TrainOptions,
    ) -> Result<Self> {
        options.validate()?;
        Ok(Trainer {
            backend,
            model,
            adam: Adam::paper(options.clip_norm),
            vocabs: task.vocabs(),
            task,
            options,
            step: 0,
            drawn: std::cell::Cell::new(None),
        })
    }

    /// One step: forward, backward, Adam. With `read_loss` the loss is read back (a GPU waits
    /// for the step here; without it, the GPU runs ahead and nothing is read back); a loss that
    /// is not finite, or far above where training starts, is then an error.
    pub fn train_step(&mut self, read_loss: bool) -> Result<StepReport> {
        let step = self.step_with(read_loss, false, |model, parts| {
            parts.iter().map(|part| part.run(model)).collect()
        })?;
        Ok(step.report)
    }

    /// One step whose loss stays on the device: it is returned unread, for a caller that reads
    /// it back asynchronously (the browser) and then checks it with [`Trainer::check_loss`].
    /// The step's update is applied whatever the loss turns out to be. With `grad_norms`, the
    /// squared gradient norm of each group of parameters comes back unread too.
    pub fn train_step_deferred(&mut self, grad_norms: bool) -> Result<DeferredStep<B>> {
        self.step_with(false, grad_norms, |model, parts| {
            parts.iter().map(|part| part.run(model)).collect()
        })
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

    /// [`Trainer::train_step`] with the batch cut into `options.threads` parts whose gradients
    /// are computed on as many threads at once (for the CPU backend; data parallelism), those
    /// of [`part_threads`].
    #[cfg(not(target_arch = "wasm32"))]
    pub fn train_step_parallel(&mut self, read_loss: bool) -> Result<StepReport>
    where
        B: Sync,
        B::Tensor: Send + Sync,
    {
        let threads = part_threads(self.part_count() - 1)?;
        let step = self.step_with(read_loss, false, |model, parts| {
            let (first, rest) = parts.split_first().expect("at least one part");
            let Some(pool) = threads else {
                return first.run(model).map(|out| vec![out]);
            };
            // This thread computes the first part, the pool's threads the others.
            let mut others: Vec<Option<Result<_>>> = rest.iter().map(|_| None).collect();
            let first = pool.in_place_scope(|scope| {
                for (out, part) in others.iter_mut().zip(rest) {
                    scope.spawn(move |_| *out = Some(part.run(model)));
                }
                first.run(model)
            });
            let others = others.into_iter().map(|out| {
                out.unwrap_or_else(|| Err(Error::Input("a training thread stopped".into())))
            });
            std::iter::once(first).chain(others).collect()
        })?;
        Ok(step.report)
    }

    /// One step whose parts' losses and gradients `run_parts` computes.
    fn step_with(
        &mut self,
        read_loss: bool,
        grad_norms: bool,
        run_parts: impl FnOnce(&Transformer<B>, &[Part<'_, B>]) -> Result<Vec<(B::Tensor, Grads<B>)>>,
    ) -> Result<DeferredStep<B>> {
        let step = self.step + 1;
        let (parts, tokens) = self.parts(step)?;
        let results = run_parts(&self.model, &parts)?;
        drop(parts);
        self.finish(step, tokens, results, read_loss, grad_norms)
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

    /// Part `index` of step `step`'s batch: its loss and gradients at the current weights,
    /// weighted by its share of the batch's tokens. For training on several workers that hold
    /// the same weights (the browser's threads): each computes its parts, and
    /// [`Trainer::finish_step`] sums them into the step.
    pub fn step_part(&self, step: u32, index: usize) -> Result<(B::Tensor, Grads<B>)> {
        let (parts, tokens) = self.parts(step)?;
        self.drawn.set(Some(Drawn {
            step,
            parts: parts.len(),
            tokens,
        }));
        let part = parts.get(index).ok_or_else(|| {
            Error::Input(format!(
                "step {step} has {} parts, so there is no part {index}",
                parts.len()
            ))
        })?;
        part.run(&self.model)
    }

    /// The next step from its parts' losses and gradients ([`Trainer::step_part`], in part
    /// order): their sum is the batch's, and Adam applies it. Nothing is read back.
    pub fn finish_step(
        &mut self,
        results: Vec<(B::Tensor, Grads<B>)>,
        grad_norms: bool,
    ) -> Result<DeferredStep<B>> {
        let step = self.step + 1;
        let drawn = match self.drawn.get().filter(|d| d.step == step) {
            Some(drawn) => drawn,
            None => {
                let (parts, tokens) = self.parts(step)?;
                Drawn {
                    step,
                    parts: parts.len(),
                    tokens,
                }
            }
        };
        if results.len() != drawn.parts {
            return Err(Error::Input(format!(
                "step {step} has {} parts, but {} were computed",
                drawn.parts,
                results.len()
            )));
        }
        self.finish(step, drawn.tokens, results, false, grad_norms)
    }

    /// Step `step`'s batch cut into parts, and its label tokens. Each piece's mean loss is
    /// weighted by its share of the tokens, so the pieces' sum is the mean over the whole batch.
    fn parts(&self, step: u32) -> Result<(Vec<Part<'_, B>>, usize)> {
        let o = &self.options;
        let examples = training_examples(self.task, o.seed, o.batch_size, step);
        let dropout_seed = crate::rng::pcg_hash(step ^ (o.seed as u32).rotate_left(16));
        let groups = if self.backend.pieces_by_length() {
            pieces(&examples, &self.vocabs, self.part_count())?
        } else {
            // One batch a part, the examples as drawn.
            examples
                .chunks(self.part_size())
                .enumerate()
                .map(|(i, c)| Ok(vec![(i, make_batch(c, &self.vocabs)?)]))
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
            .collect();
        Ok((parts, tokens))
    }

    /// Sums the parts' losses and gradients (in part order) and applies Adam: step `step`.
    fn finish(
        &mut self,
        step: u32,
        tokens: usize,
        results: Vec<(B::Tensor, Grads<B>)>,
        read_loss: bool,
        grad_norms: bool,
    ) -> Result<DeferredStep<B>> {
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
            let mut groups: BTreeMap<String, Vec<&B::Tensor>> = BTreeMap::new();
            for (name, g) in &grads.tensors {
                groups.entry(param_group(name)).or_default().push(g);
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

/// The most examples in a piece of a batch: see [`pieces`].
const PIECE: usize = 16;

/// A step's `examples` as pieces of like lengths, dealt to `parts` parts (one for each thread
/// that computes the step): each part's pieces, with their indices among all the step's (which
/// seed their dropout).
///
/// Every position of a batch costs a row of work in every layer, padded or not, and a batch of
/// 64 reverse examples (3 to 12 letters) padded to its longest is about a third padding. So the
/// whole batch is sorted by length (the longest first) and cut into pieces of at most [`PIECE`]
/// examples, each padded only to its own longest: about an eighth padding. A piece of 16 trains
/// as fast per token as a batch of 64 on the CPU, so the positions saved are time saved. The
/// pieces are dealt to the parts there and back (0, 1, 1, 0 for two), so that each part gets
/// long pieces and short ones and the threads finish together; with more than one part, each
/// gets at least two pieces for that.
///
/// One thread and two cut a batch of 64 into the same four pieces, so they train alike, dropout
/// and all. A batch of one piece keeps the examples' order.
fn pieces(
    examples: &[Example],
    vocabs: &Vocabs,
    parts: usize,
) -> Result<Vec<Vec<(usize, TrainBatch)>>> {
    let mut rows = examples
        .iter()
        .map(|e| encode(e, vocabs))
        .collect::<Result<Vec<_>>>()?;
    let n = rows.len();
    let parts = parts.clamp(1, n.max(1));
    let per_part = n.div_ceil(parts * PIECE);
    let count = if parts == 1 {
        per_part.max(1)
    } else {
        (parts * per_part.max(2)).min(n)
    };
    if count > 1 {
        // A stable sort: the pieces follow from the examples alone.
        rows.sort_by_key(|[src, tgt_in, _]| std::cmp::Reverse(src.len() + tgt_in.len()));
    }
    let mut dealt: Vec<Vec<(usize, TrainBatch)>> = (0..parts).map(|_| Vec::new()).collect();
    for k in 0..count {
        let (round, at) = (k / parts, k % parts);
        let part = if round % 2 == 0 { at } else { parts - 1 - at };
        let piece = &rows[k * n / count..(k + 1) * n / count];
        dealt[part].push((k, batch_of(piece)?));
    }
    Ok(dealt)
}

/// One part of a step's batch, with what its forward and backward need.
struct Part<'a, B: Train> {
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
    fn run(&self, model: &Transformer<B>) -> Result<(B::Tensor, Grads<B>)> {
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
    use crate::model::Config;

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
        t.train_step(true).unwrap();
        for (name, p) in t.model.params_mut() {
            if name == "generator.bias" {
                p[0] = f32::NAN;
            }
        }
        let err = t.train_step(true).unwrap_err().to_string();
        assert!(err.contains("diverged") && err.contains("NaN"), "{err}");
        assert_eq!(t.step, 1, "the failed step is not counted");
    }

    #[test]
    fn a_deferred_step_is_the_same_step_read_later() {
        let (mut now, mut later) = (trainer(Task::Reverse), trainer(Task::Reverse));
        for _ in 0..3 {
            let read = now.train_step(true).unwrap().loss.unwrap();
            let step = later.train_step_deferred(true).unwrap();
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
        let err = t.train_step(true).unwrap_err().to_string();
        assert!(err.contains("diverged"), "{err}");
    }

    #[test]
    fn evaluation_bleu_is_the_corpus_bleu_of_the_greedy_outputs() {
        let task = Task::Dates;
        let mut t = trainer(task);
        for _ in 0..20 {
            t.train_step(false).unwrap();
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
        let whole = vec![(0, make_batch(&examples, &t.vocabs).unwrap())];
        let mut dealt = pieces(&examples, &t.vocabs, 1).unwrap();
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
            let diff = crate::tensor::max_abs_diff(&grads.tensors[name], g);
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
        let one = pieces(&examples, &t.vocabs, 1).unwrap();
        let two = pieces(&examples, &t.vocabs, 2).unwrap();
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
        let three = pieces(&examples, &t.vocabs, 3).unwrap();
        assert!(three.iter().all(|part| part.len() == 2));
        let examples_in = |parts: &[Vec<(usize, TrainBatch)>]| -> usize {
            parts.iter().flatten().map(|(_, b)| b.src.batch).sum()
        };
        assert_eq!((examples_in(&three), examples_in(&two)), (64, 64));
        // A batch smaller than its parts' pieces would be: pieces of one example.
        let few = pieces(&examples[..3], &t.vocabs, 2).unwrap();
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
                    t.train_step_parallel(true).unwrap();
                } else {
                    t.train_step(true).unwrap();
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
        (0..steps)
            .map(|_| t.train_step_parallel(true).unwrap().loss.unwrap())
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
    fn parts_computed_apart_and_finished_make_the_same_step() {
        // A step whose parts are computed one by one (as the browser's workers do, each from
        // the same weights) and then finished equals the step the trainer takes itself.
        let whole = |threads: usize| {
            let mut t = trainer(Task::Reverse);
            t.options.threads = threads;
            t
        };
        let (mut a, mut b) = (whole(3), whole(3));
        for _ in 0..3 {
            let want = a.train_step(true).unwrap().loss.unwrap();
            let step = b.step + 1;
            let parts = (0..b.part_count())
                .map(|i| b.step_part(step, i))
                .collect::<Result<Vec<_>>>()
                .unwrap();
            let got = b.finish_step(parts, false).unwrap().loss[0];
            assert_eq!(got, want);
        }
        assert!(a.model.export(&Cpu).unwrap().tensors == b.model.export(&Cpu).unwrap().tensors);
        assert!(
            b.step_part(b.step + 1, 3).is_err(),
            "a part past the last one"
        );
        let one = b.step_part(b.step + 1, 0).unwrap();
        assert!(b.finish_step(vec![one], false).is_err(), "too few parts");
    }
}
