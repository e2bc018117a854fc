//! Turning a source sentence into an output sentence one token at a time (paper, section 6.1):
//! greedy decoding and beam search with a length penalty. Both report every step, for the
//! decoding-loop and beam-tree views.

pub mod report;

use serde::Serialize;

use crate::backend::tensor::Tensor;
use crate::backend::Backend;
use crate::error::{Error, Result, Said};
use crate::model::{Batch, Config, Edits, MemoryProjections, Pass, Transformer};

/// One step of greedy decoding: the prefix the decoder saw and what it chose.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GreedyStep {
    /// The decoder's input at this step, starting with `bos_id`.
    pub prefix: Vec<u32>,
    /// The chosen (most probable) next token.
    pub token: u32,
    /// Its probability.
    pub prob: f32,
    /// The most probable tokens with their probabilities, best first.
    pub top: Vec<(u32, f32)>,
}

/// One hypothesis kept at a beam-search step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BeamNode {
    /// Index of the hypothesis it extends in the previous step's `alive` list.
    pub parent: usize,
    pub token: u32,
    /// Sum of log-probabilities of the whole hypothesis so far.
    pub log_prob: f32,
    /// True when `token` is `eos_id`: the hypothesis is complete.
    pub finished: bool,
}

/// A finished (or, at the length limit, unfinished) output sequence.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hypothesis {
    /// Generated ids (no `bos_id`; ends with `eos_id` when finished).
    pub tokens: Vec<u32>,
    pub log_prob: f32,
    /// `log_prob / length_penalty(len)`: what beam search ranks by.
    pub score: f32,
    pub finished: bool,
}

/// GNMT's length penalty (Wu et al. 2016): `((5 + len) / 6)^alpha`; alpha 0 ranks by raw
/// log-probability, larger alpha favours longer outputs.
pub fn length_penalty(len: usize, alpha: f32) -> f32 {
    ((5.0 + len as f32) / 6.0).powf(alpha)
}

/// Log-softmax of one row of logits. The sum of exponentials is taken in f64: over a vocabulary
/// of tens of thousands, an f32 running sum errs by about 1e-4, which summed over a sentence
/// reorders close hypotheses.
pub(crate) fn log_softmax(row: &[f32]) -> Vec<f32> {
    let max = row.iter().fold(f32::NEG_INFINITY, |m, &v| m.max(v));
    let sum: f64 = row.iter().map(|v| f64::from(v - max).exp()).sum();
    let log_sum = sum.ln() as f32;
    row.iter().map(|v| v - max - log_sum).collect()
}

/// The ids no decoder ever emits: padding and the start of sequence (`eos_id` stays allowed
/// even in a config that gives it the same id).
pub(crate) fn never_emitted(config: &Config) -> Vec<u32> {
    [config.pad_id, config.bos_id]
        .into_iter()
        .filter(|&id| id != config.eos_id)
        .collect()
}

/// `row` with the logits of `never` set to minus infinity: what every search draws its next
/// token from, so that none emits `<pad>` or `<bos>` (fairseq's generator masks padding so).
pub(crate) fn masked(row: &[f32], never: &[u32]) -> Vec<f32> {
    let mut row = row.to_vec();
    for &id in never {
        if let Some(v) = row.get_mut(id as usize) {
            *v = f32::NEG_INFINITY;
        }
    }
    row
}

/// Index of the largest value (the first, on ties).
pub(crate) fn argmax(row: &[f32]) -> usize {
    row.iter()
        .enumerate()
        .fold((0, f32::NEG_INFINITY), |best, (i, &v)| {
            if v > best.1 {
                (i, v)
            } else {
                best
            }
        })
        .0
}

/// The indices of `values`, largest value first; equal values keep their order (a stable sort).
/// The one sort of decoding and sampling: every sort of a new element type or order adds its
/// own copy of the sorting code to the page's wasm.
pub(crate) fn largest_first(values: &[f32]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&i, &j| values[j].total_cmp(&values[i]));
    order
}

/// The most tokens an output may have: `requested`, capped by the model's `max_len` (the target
/// also holds `bos_id`).
fn output_limit(config: &Config, requested: usize) -> Result<usize> {
    let cap = config.max_len.saturating_sub(1);
    if cap == 0 {
        return Err(Said::new("decode-no-room", Vec::new()).refused());
    }
    if requested == 0 {
        return Err(Said::new("decode-length", Vec::new()).refused());
    }
    Ok(requested.min(cap))
}

/// The last position's logits of every row, on the host: logits `[rows, T, V]` -> `rows`
/// vectors of `V`.
pub fn last_logits(host: &Tensor) -> Vec<Vec<f32>> {
    let (rows, t) = (host.shape()[0], host.shape()[1]);
    (0..rows)
        .map(|r| host.slice(ndarray::s![r, t - 1, ..]).to_vec())
        .collect()
}

/// A decoding strategy as a state machine: it says which target rows the decoder should run
/// next and is told the logits of their last positions. The caller does the running, so the
/// same search works with a blocking readback (natively) and an awaited one (in the browser).
pub trait Search {
    /// How many copies of the source the decoder's batch holds.
    fn src_rows(&self) -> usize;
    /// The target rows (each starting with `bos_id`) to decode next; `None` once finished.
    fn next_rows(&self) -> Option<Vec<Vec<u32>>>;
    /// The last position's logits of each row of [`Search::next_rows`].
    fn push(&mut self, last: &[Vec<f32>]);
}

/// Encodes `src` once and runs `search` to the end, every pass applying `edits`; each step's
/// logits are awaited ([`Backend::fetch`]), so the browser never blocks.
pub async fn search<B: Backend, S: Search>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    search: &mut S,
    edits: &Edits,
) -> Result<()> {
    let projections = MemoryProjections::default();
    let pass = || {
        Pass::inference(b)
            .with_edits(edits)
            .with_memory_projections(&projections)
    };
    // The source is encoded once; each row of the decoder's batch reads a copy of its memory.
    let rows = search.src_rows();
    let memory = model.encode(&mut pass(), &Batch::single(src)?)?;
    let memory = if rows > 1 {
        b.repeat_batch(&memory, rows)
    } else {
        memory
    };
    let src = Batch::from_rows(&vec![src.to_vec(); rows], model.config.pad_id)?;
    let mut state = None;
    while let Some(rows) = search.next_rows() {
        let tgt = Batch::from_rows(&rows, model.config.pad_id)?;
        // The newest position only where the last step's keys and values serve, else the
        // whole target: the same logits.
        let logits = match model.decode_step(&mut pass(), &memory, &src, &tgt, &mut state)? {
            Some(logits) => logits,
            None => model.decode_last(&mut pass(), &memory, &src, &tgt)?,
        };
        let host = b.fetch(&[&logits]).await?.remove(0);
        search.push(&last_logits(&host));
    }
    Ok(())
}

/// [`search`], waiting for it.
pub fn run_search<B: Backend, S: Search>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    s: &mut S,
    edits: &Edits,
) -> Result<()> {
    ready(search(model, b, src, s, edits))
}

/// Runs `work` to its end: natively by waiting; in the browser, where nothing may block, only
/// when it never has to wait (as on the CPU backend).
pub fn ready<T>(work: impl std::future::Future<Output = Result<T>>) -> Result<T> {
    #[cfg(not(target_arch = "wasm32"))]
    return pollster::block_on(work);
    #[cfg(target_arch = "wasm32")]
    {
        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
        match std::pin::pin!(work).poll(&mut cx) {
            std::task::Poll::Ready(out) => out,
            std::task::Poll::Pending => Err(Error::Backend(
                "a GPU readback cannot block the browser; use the async call".into(),
            )),
        }
    }
}

/// Greedy decoding: at every step take the most probable next token, until `eos_id` or the
/// length limit.
pub struct Greedy {
    eos_id: u32,
    never: Vec<u32>,
    limit: usize,
    prefix: Vec<u32>,
    steps: Vec<GreedyStep>,
    log_prob: f32,
}

impl Greedy {
    /// A search for at most `max_len` output tokens (capped by the model's `max_len`).
    pub fn new(config: &Config, max_len: usize) -> Result<Self> {
        Ok(Greedy {
            eos_id: config.eos_id,
            never: never_emitted(config),
            limit: output_limit(config, max_len)?,
            prefix: vec![config.bos_id],
            steps: Vec::new(),
            log_prob: 0.0,
        })
    }

    /// The output and every step.
    pub fn finish(self) -> (Hypothesis, Vec<GreedyStep>) {
        let tokens = self.prefix[1..].to_vec();
        let finished = tokens.last() == Some(&self.eos_id);
        let score = self.log_prob / length_penalty(tokens.len(), 0.0);
        let hypothesis = Hypothesis {
            tokens,
            log_prob: self.log_prob,
            score,
            finished,
        };
        (hypothesis, self.steps)
    }
}

impl Search for Greedy {
    fn src_rows(&self) -> usize {
        1
    }

    fn next_rows(&self) -> Option<Vec<Vec<u32>>> {
        let ended = self.prefix.len() > 1 && self.prefix.last() == Some(&self.eos_id);
        let done = ended || self.steps.len() >= self.limit;
        (!done).then(|| vec![self.prefix.clone()])
    }

    fn push(&mut self, last: &[Vec<f32>]) {
        let lp = log_softmax(&masked(&last[0], &self.never));
        let token = argmax(&lp);
        let order = largest_first(&lp);
        self.steps.push(GreedyStep {
            prefix: self.prefix.clone(),
            token: token as u32,
            prob: lp[token].exp(),
            top: order
                .iter()
                .take(5)
                .map(|&i| (i as u32, lp[i].exp()))
                .collect(),
        });
        self.log_prob += lp[token];
        self.prefix.push(token as u32);
    }
}

/// Greedy decoding of `src`, with blocking readbacks: the output and every step.
pub fn greedy<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    max_len: usize,
) -> Result<(Hypothesis, Vec<GreedyStep>)> {
    let mut search = Greedy::new(&model.config, max_len)?;
    run_search(model, b, src, &mut search, &Edits::NONE)?;
    Ok(search.finish())
}

/// The length penalty's exponent alpha when none is given (GNMT's choice, which the paper's
/// beam search follows), in `attend decode` and on the page alike.
pub const DEFAULT_ALPHA: f32 = 0.6;

/// The widest beam accepted: each step decodes `beam` rows, and the search holds `beam` partial
/// outputs per step for the beam-tree view.
pub const MAX_BEAM: usize = 32;

/// Why a beam search stopped: the best finished hypothesis could no longer be beaten (no live
/// hypothesis can still reach its score), or the output reached its length limit.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BeamStop {
    /// Steps taken (output tokens of the longest hypothesis).
    pub steps: usize,
    /// True when the search ended at the length limit rather than settling.
    pub at_limit: bool,
    /// The best finished hypothesis's score, if any finished.
    pub best_score: Option<f32>,
    /// The most any live hypothesis could still score, if any was live. Under transformers'
    /// rule (`generate()`'s beam search, `hf::generate::HfBeam`), the best live hypothesis's
    /// score were it to end now.
    pub live_bound: Option<f32>,
    /// Under transformers' rule, the worst of the hypotheses kept as finished, which the live
    /// bound could not beat; none under attend's own.
    pub worst_kept: Option<f32>,
}

/// Beam search's result: the best output, the hypotheses kept at every step, and why it stopped.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BeamResult {
    pub best: Hypothesis,
    pub steps: Vec<Vec<BeamNode>>,
    pub stop: BeamStop,
}

/// Beam search: keep the `beam` best partial outputs at every step, finish a hypothesis at
/// `eos_id`, and return the finished one with the best `log_prob / length_penalty(len, alpha)`.
///
/// It stops only when no live hypothesis can still beat the best finished one (or at the length
/// limit). Stopping as soon as `beam` hypotheses have finished is the common shortcut, and it
/// loses: short wrong outputs that end early can fill the list before the right, longer one ends.
/// The bound is exact: a live hypothesis's log-probability only falls as tokens are added, so the
/// best it can score is its log-probability now divided by the largest length penalty any of its
/// possible lengths would get.
pub struct Beam {
    eos_id: u32,
    never: Vec<u32>,
    beam: usize,
    limit: usize,
    alpha: f32,
    alive: Vec<(Vec<u32>, f32)>,
    finished: Vec<Hypothesis>,
    steps: Vec<Vec<BeamNode>>,
    stop: Option<BeamStop>,
}

impl Beam {
    /// A search keeping `beam` hypotheses, for at most `max_len` output tokens.
    pub fn new(config: &Config, beam: usize, max_len: usize, alpha: f32) -> Result<Self> {
        if !(1..=MAX_BEAM).contains(&beam) {
            let args = vec![("most", MAX_BEAM.into()), ("beam", beam.into())];
            return Err(Said::new("decode-beam", args).refused());
        }
        if !alpha.is_finite() {
            let args = vec![("alpha", alpha.to_string().into())];
            return Err(Said::new("decode-alpha", args).refused());
        }
        Ok(Beam {
            eos_id: config.eos_id,
            never: never_emitted(config),
            beam,
            limit: output_limit(config, max_len)?,
            alpha,
            alive: vec![(vec![config.bos_id], 0.0)],
            finished: Vec::new(),
            steps: Vec::new(),
            stop: None,
        })
    }

    fn hypothesis(&self, tokens: &[u32], log_prob: f32, done: bool) -> Hypothesis {
        Hypothesis {
            tokens: tokens[1..].to_vec(),
            log_prob,
            score: log_prob / length_penalty(tokens.len() - 1, self.alpha),
            finished: done,
        }
    }

    /// The most a live hypothesis (`tokens` with bos, log-probability `lp` <= 0) could score
    /// once finished, at any length up to the limit.
    fn bound(&self, tokens: &[u32], lp: f32) -> f32 {
        let shortest = tokens.len(); // its output tokens so far, plus at least eos
        let penalty =
            length_penalty(shortest, self.alpha).max(length_penalty(self.limit, self.alpha));
        lp / penalty
    }

    /// Decides, after a step, whether the search is over.
    fn check_stop(&mut self) {
        let best_score = self.finished.iter().map(|h| h.score).reduce(f32::max);
        let live_bound = self
            .alive
            .iter()
            .map(|(tokens, lp)| self.bound(tokens, *lp))
            .reduce(f32::max);
        let at_limit = self.steps.len() >= self.limit;
        let settled = match (best_score, live_bound) {
            (_, None) => true,
            (Some(best), Some(bound)) => best >= bound,
            (None, Some(_)) => false,
        };
        if at_limit || settled {
            self.stop = Some(BeamStop {
                steps: self.steps.len(),
                at_limit: at_limit && !settled,
                best_score,
                live_bound,
                worst_kept: None,
            });
        }
    }

    /// The best hypothesis, the hypotheses kept at every step, and why the search stopped.
    pub fn finish(mut self) -> Result<BeamResult> {
        if self.finished.is_empty() {
            self.finished = self
                .alive
                .iter()
                .map(|(tokens, lp)| self.hypothesis(tokens, *lp, false))
                .collect();
        }
        let stop = self.stop.clone().unwrap_or(BeamStop {
            steps: self.steps.len(),
            at_limit: true,
            best_score: None,
            live_bound: None,
            worst_kept: None,
        });
        let best = self
            .finished
            .into_iter()
            .reduce(|best, h| if h.score > best.score { h } else { best })
            .ok_or_else(|| Error::Input("beam search produced no hypothesis".into()))?;
        Ok(BeamResult {
            best,
            steps: self.steps,
            stop,
        })
    }
}

impl Search for Beam {
    /// The source once per beam row; every step decodes exactly `beam` rows.
    fn src_rows(&self) -> usize {
        self.beam
    }

    fn next_rows(&self) -> Option<Vec<Vec<u32>>> {
        (self.stop.is_none() && !self.alive.is_empty()).then(|| {
            (0..self.beam)
                .map(|i| self.alive.get(i).unwrap_or(&self.alive[0]).0.clone())
                .collect()
        })
    }

    fn push(&mut self, last: &[Vec<f32>]) {
        let mut candidates: Vec<(usize, u32, f32)> = Vec::new();
        for (i, (_, lp_sofar)) in self.alive.iter().enumerate() {
            let lp = log_softmax(&masked(&last[i], &self.never));
            for (v, lp) in lp.into_iter().enumerate() {
                // A masked token (minus infinity) is no candidate, however small the beam's
                // choice.
                if lp.is_finite() {
                    candidates.push((i, v as u32, lp_sofar + lp));
                }
            }
        }
        // Best first; ties keep (beam, token) order.
        let scores: Vec<f32> = candidates.iter().map(|c| c.2).collect();
        let candidates: Vec<(usize, u32, f32)> = largest_first(&scores)
            .into_iter()
            .map(|i| candidates[i])
            .collect();
        let mut next = Vec::new();
        let mut nodes = Vec::new();
        // Of the best 2 x beam extensions, a finished one among the first `beam` is kept as a
        // candidate answer (so a beam of 1 is greedy decoding), and the best `beam` unfinished
        // ones live on.
        for (rank, &(parent, token, log_prob)) in candidates.iter().take(2 * self.beam).enumerate()
        {
            let mut tokens = self.alive[parent].0.clone();
            tokens.push(token);
            let finished = token == self.eos_id;
            if finished && rank < self.beam {
                let h = self.hypothesis(&tokens, log_prob, true);
                self.finished.push(h);
            } else if finished || next.len() >= self.beam {
                continue;
            } else {
                next.push((tokens, log_prob));
            }
            nodes.push(BeamNode {
                parent,
                token,
                log_prob,
                finished,
            });
        }
        self.steps.push(nodes);
        self.alive = next;
        self.check_stop();
    }
}

/// Beam search over `src` with blocking readbacks: the best output, the kept hypotheses of every
/// step, and why it stopped.
pub fn beam_search<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    beam: usize,
    max_len: usize,
    alpha: f32,
) -> Result<BeamResult> {
    let mut search = Beam::new(&model.config, beam, max_len, alpha)?;
    run_search(model, b, src, &mut search, &Edits::NONE)?;
    search.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sample::{Sample, Sampling};

    /// Logits that favour `<pad>` (0) and `<bos>` (1) far above `<eos>` (2) and a word (3).
    fn tempting(config: &Config) -> Vec<f32> {
        let mut row = vec![0.0; config.tgt_vocab_size];
        row[config.pad_id as usize] = 9.0;
        row[config.bos_id as usize] = 8.0;
        row[3] = 1.0;
        row
    }

    /// Runs `search` to the end on the same logits at every step, and returns its rows' tokens.
    fn drive(search: &mut impl Search, row: &[f32]) -> Vec<u32> {
        let mut seen = Vec::new();
        while let Some(rows) = search.next_rows() {
            seen.extend(rows.iter().flat_map(|r| r[1..].to_vec()));
            let last = vec![row.to_vec(); rows.len()];
            search.push(&last);
        }
        seen
    }

    #[test]
    fn no_search_emits_padding_or_the_start_token() {
        let config = Config {
            tgt_vocab_size: 5,
            ..Config::tiny()
        };
        let never = [config.pad_id, config.bos_id];
        let row = tempting(&config);

        let mut greedy = Greedy::new(&config, 6).unwrap();
        let seen = drive(&mut greedy, &row);
        let (out, steps) = greedy.finish();
        assert!(!steps.is_empty());
        assert_eq!(out.tokens.first(), Some(&3), "{out:?}");
        assert!(seen.iter().chain(&out.tokens).all(|t| !never.contains(t)));

        // A beam wider than the tokens left to choose from still picks none of the masked.
        for width in [1, 3, 8] {
            let mut beam = Beam::new(&config, width, 6, 0.6).unwrap();
            let seen = drive(&mut beam, &row);
            let result = beam.finish().unwrap();
            assert!(seen.iter().all(|t| !never.contains(t)), "beam {width}");
            assert!(result.best.tokens.iter().all(|t| !never.contains(t)));
        }

        // Sampling hot and flat, over many seeds.
        for seed in 0..200 {
            let settings = Sampling {
                temperature: 5.0,
                seed,
                ..Sampling::default()
            };
            let mut sample = Sample::new(&config, settings, 0, 6).unwrap();
            let seen = drive(&mut sample, &row);
            let (out, _) = sample.finish();
            assert!(seen.iter().chain(&out.tokens).all(|t| !never.contains(t)));
        }
    }
}
