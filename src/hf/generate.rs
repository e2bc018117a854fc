//! Decoding as transformers' `generate()` does it with a model's own settings
//! ([`Generation`]): greedy search and beam search, step for step (the rules are written down in
//! `tests/reference/marian/SEMANTICS.md`, and the fixtures beside it hold `generate()`'s outputs).
//! Both are [`Search`] state machines, so they run natively and in the browser alike.

use super::generation::{EarlyStopping, Generation, Never};
use crate::decode::{
    argmax, largest_first, log_softmax, BeamNode, BeamResult, BeamStop, GreedyStep, Hypothesis,
    Search, MAX_BEAM,
};
use crate::error::{Error, Result, Said};
use crate::model::Config;

/// transformers' stand-in for minus infinity in beam scores.
const LARGE: f32 = -1.0e9;

/// What the caller may set over the model's own settings (`attend decode`'s options).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Overrides {
    pub num_beams: Option<usize>,
    /// The most tokens generated after the start token (`max_new_tokens`).
    pub max_new_tokens: Option<usize>,
    pub length_penalty: Option<f32>,
}

/// The settings one search runs with, resolved as `generate()` resolves them.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    pub num_beams: usize,
    /// The longest decoder sequence, the start token included.
    pub max_length: usize,
    pub min_length: usize,
    pub length_penalty: f32,
    pub early_stopping: EarlyStopping,
    pub bad_words: Vec<Vec<u32>>,
    pub forced_eos: Option<u32>,
    pub renormalize: bool,
    pub eos: u32,
    pub start: u32,
}

impl Settings {
    /// The model's settings with the caller's over them, checked against the model.
    pub fn resolve(g: &Generation, config: &Config, o: Overrides) -> Result<Self> {
        let num_beams = o.num_beams.unwrap_or(g.num_beams);
        if !(1..=MAX_BEAM).contains(&num_beams) {
            let args = vec![("most", MAX_BEAM.into()), ("beam", num_beams.into())];
            return Err(Said::new("decode-beam", args).refused());
        }
        // The decoder's prompt is the start token: max_new_tokens N means a sequence of N + 1.
        let max_length = match (o.max_new_tokens, g.max_new_tokens, g.max_length) {
            (Some(n), _, _) | (None, Some(n), _) => n + 1,
            (None, None, Some(n)) => n,
            (None, None, None) => (20 + 1).min(config.max_len),
        };
        if max_length < 2 {
            return Err(Said::new("decode-length", Vec::new()).refused());
        }
        if max_length > config.max_len {
            let args = vec![
                ("limit", (max_length - 1).into()),
                ("positions", config.max_len.into()),
            ];
            return Err(Said::new("decode-past-positions", args).refused());
        }
        let eos = config.eos_id;
        let min_length = g
            .min_new_tokens
            .map_or(g.min_length, |n| g.min_length.max(n + 1));
        let bad_words = g
            .bad_words_ids
            .clone()
            .unwrap_or_default()
            .into_iter()
            .filter(|w| !w.is_empty() && w.as_slice() != [eos])
            .collect();
        Ok(Settings {
            num_beams,
            max_length,
            min_length,
            length_penalty: o.length_penalty.unwrap_or(g.length_penalty),
            early_stopping: g.early_stopping,
            bad_words,
            forced_eos: g.forced_eos(),
            renormalize: g.renormalize_logits,
            eos,
            start: g.decoder_start_token_id.unwrap_or(config.bos_id),
        })
    }

    /// The logits processors, in `generate()`'s order, over one row's `scores` after the
    /// sequence `seq` (start token included): bad words, min length, forced eos, and the
    /// log-softmax again when `renormalize_logits`.
    fn process(&self, seq: &[u32], mut scores: Vec<f32>) -> Vec<f32> {
        for word in &self.bad_words {
            let (last, before) = word.split_last().expect("bad words are not empty");
            if seq.ends_with(before) {
                if let Some(v) = scores.get_mut(*last as usize) {
                    *v = f32::NEG_INFINITY;
                }
            }
        }
        if seq.len() < self.min_length {
            if let Some(v) = scores.get_mut(self.eos as usize) {
                *v = f32::NEG_INFINITY;
            }
        }
        if let Some(eos) = self.forced_eos {
            if seq.len() == self.max_length - 1 {
                scores.fill(f32::NEG_INFINITY);
                if let Some(v) = scores.get_mut(eos as usize) {
                    *v = 0.0;
                }
            }
        }
        if self.renormalize {
            scores = log_softmax(&scores);
        }
        scores
    }
}

/// Greedy search as `generate()` does it: the argmax of the processed raw logits, until eos or
/// the length limit.
pub struct HfGreedy {
    settings: Settings,
    seq: Vec<u32>,
    log_prob: f32,
    /// Every step, as the page's decoding loop shows it: the model's own probabilities (before
    /// the processors) and the token the processed scores chose.
    steps: Vec<GreedyStep>,
}

impl HfGreedy {
    pub fn new(settings: Settings) -> Self {
        HfGreedy {
            seq: vec![settings.start],
            settings,
            log_prob: 0.0,
            steps: Vec::new(),
        }
    }

    /// The output (see [`HfGreedy::finish`]) and every step.
    pub fn finish_with_steps(mut self) -> (Hypothesis, Vec<GreedyStep>) {
        let steps = std::mem::take(&mut self.steps);
        (self.finish(), steps)
    }

    /// The output: the tokens after the start token, and their log-probability under the
    /// model (before any processor).
    pub fn finish(self) -> Hypothesis {
        let tokens = self.seq[1..].to_vec();
        let finished = tokens.last() == Some(&self.settings.eos);
        Hypothesis {
            tokens,
            log_prob: self.log_prob,
            score: self.log_prob,
            finished,
        }
    }
}

impl Search for HfGreedy {
    fn src_rows(&self) -> usize {
        1
    }

    fn next_rows(&self) -> Option<Vec<Vec<u32>>> {
        let ended = self.seq.len() > 1 && self.seq.last() == Some(&self.settings.eos);
        let done = ended || self.seq.len() >= self.settings.max_length;
        (!done).then(|| vec![self.seq.clone()])
    }

    fn push(&mut self, last: &[Vec<f32>]) {
        let scores = self.settings.process(&self.seq, last[0].clone());
        let token = argmax(&scores);
        let lp = log_softmax(&last[0]);
        self.steps.push(GreedyStep {
            prefix: self.seq.clone(),
            token: token as u32,
            prob: lp[token].exp(),
            top: largest_first(&lp)
                .into_iter()
                .take(5)
                .map(|i| (i as u32, lp[i].exp()))
                .collect(),
        });
        self.log_prob += lp[token];
        self.seq.push(token as u32);
    }
}

/// One sequence in a beam search, with its score.
#[derive(Clone, Debug)]
struct Beam {
    seq: Vec<u32>,
    score: f32,
}

/// Beam search as `generate()` does it: 2 x num_beams candidates a step; the best num_beams
/// unfinished ones run on; finished ones among the first num_beams enter a list of the best
/// num_beams, scored by their log-probability over (generated length)^length_penalty.
pub struct HfBeam {
    settings: Settings,
    running: Vec<Beam>,
    /// The finished list (num_beams slots; a slot not yet filled holds -1e9).
    finished: Vec<(Beam, bool)>,
    /// transformers' `is_early_stop_heuristic_unsatisfied`.
    improvable: bool,
    done: bool,
    /// The hypotheses kept at every step, as the page's beam tree draws them.
    steps: Vec<Vec<BeamNode>>,
    /// Why the search stopped, once it has.
    stop: Option<BeamStop>,
}

impl HfBeam {
    pub fn new(settings: Settings) -> Self {
        let b = settings.num_beams;
        let start = vec![settings.start];
        let running = (0..b)
            .map(|i| Beam {
                seq: start.clone(),
                score: if i == 0 { 0.0 } else { LARGE },
            })
            .collect();
        let empty = Beam {
            seq: start,
            score: LARGE,
        };
        HfBeam {
            finished: vec![(empty, false); b],
            running,
            improvable: true,
            done: false,
            steps: Vec::new(),
            stop: None,
            settings,
        }
    }

    /// The best finished sequence with the hypotheses kept at every step and why the search
    /// stopped ([`BeamResult`], as attend's own beam search gives it to the page).
    pub fn tree(mut self) -> Result<BeamResult> {
        let steps = std::mem::take(&mut self.steps);
        let stop = self.stop.take().unwrap_or(BeamStop {
            steps: steps.len(),
            at_limit: true,
            best_score: None,
            live_bound: None,
            worst_kept: None,
        });
        let best = self
            .finish()
            .into_iter()
            .next()
            .ok_or_else(|| Error::Input("beam search produced no hypothesis".into()))?;
        Ok(BeamResult { best, steps, stop })
    }

    /// The best finished sequence (tokens after the start token; its score is what
    /// `generate()` returns as `sequences_scores`), and the others in order.
    pub fn finish(self) -> Vec<Hypothesis> {
        let lp = self.settings.length_penalty;
        self.finished
            .into_iter()
            .filter(|(_, real)| *real)
            .map(|(beam, _)| {
                let tokens = beam.seq[1..].to_vec();
                let length = f64::from(tokens.len() as u32).powf(f64::from(lp)) as f32;
                Hypothesis {
                    finished: tokens.last() == Some(&self.settings.eos),
                    log_prob: beam.score * length,
                    score: beam.score,
                    tokens,
                }
            })
            .collect()
    }
}

/// Indices of the `k` largest of `values`, largest first (equal values: the lower index first).
fn top(values: &[f32], k: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    let k = k.min(values.len());
    if k < values.len() {
        order.select_nth_unstable_by(k, |&i, &j| values[j].total_cmp(&values[i]).then(i.cmp(&j)));
        order.truncate(k);
    }
    order.sort_by(|&i, &j| values[j].total_cmp(&values[i]).then(i.cmp(&j)));
    order
}

impl Search for HfBeam {
    fn src_rows(&self) -> usize {
        self.settings.num_beams
    }

    fn next_rows(&self) -> Option<Vec<Vec<u32>>> {
        (!self.done).then(|| self.running.iter().map(|b| b.seq.clone()).collect())
    }

    fn push(&mut self, last: &[Vec<f32>]) {
        let s = &self.settings;
        let (b, vocab) = (s.num_beams, last[0].len());
        // Every continuation's summed log-probability: [beam * vocab + token].
        let mut sums = Vec::with_capacity(b * vocab);
        for (beam, logits) in self.running.iter().zip(last) {
            let lp = s.process(&beam.seq, log_softmax(logits));
            sums.extend(lp.iter().map(|v| beam.score + v));
        }
        let cur_len = self.running[0].seq.len();
        let picked = top(&sums, 2 * b);
        let candidates: Vec<(Beam, bool)> = picked
            .iter()
            .map(|&i| {
                let mut seq = self.running[i / vocab].seq.clone();
                seq.push((i % vocab) as u32);
                let hits = seq.last() == Some(&s.eos) || seq.len() >= s.max_length;
                (
                    Beam {
                        seq,
                        score: sums[i],
                    },
                    hits,
                )
            })
            .collect();
        // The next running beams: the best num_beams that did not finish.
        let running: Vec<f32> = candidates
            .iter()
            .map(|(c, hits)| c.score + if *hits { LARGE } else { 0.0 })
            .collect();
        let next: Vec<Beam> = top(&running, b)
            .into_iter()
            .map(|i| Beam {
                seq: candidates[i].0.seq.clone(),
                score: running[i],
            })
            .collect();
        // The finished list: the old one and the candidates that just finished among the first
        // num_beams, scored with the length penalty, the best num_beams kept.
        // Tokens generated, the new one included: the sequence's length without the start token.
        let generated = cur_len as f64;
        let penalty = generated.powf(f64::from(s.length_penalty)) as f32;
        let all_full = self.finished.iter().all(|(_, real)| *real);
        let closed = all_full && s.early_stopping == EarlyStopping::Flag(true);
        let mut merged: Vec<(Beam, bool)> = self.finished.clone();
        for (k, (c, hits)) in candidates.iter().enumerate() {
            let just_finished = *hits && k < b;
            let mut score = c.score / penalty;
            if closed {
                score += LARGE;
            }
            if !self.improvable {
                score += LARGE;
            }
            if !just_finished {
                score += LARGE;
            }
            let beam = Beam {
                seq: c.seq.clone(),
                score,
            };
            merged.push((beam, just_finished));
        }
        let scores: Vec<f32> = merged.iter().map(|(m, _)| m.score).collect();
        self.finished = top(&scores, b)
            .into_iter()
            .map(|i| merged[i].clone())
            .collect();
        self.running = next;
        // Can a running beam still beat the worst finished one?
        let cur_len = cur_len + 1;
        let never = s.early_stopping == EarlyStopping::Word(Never::Never);
        let length = if never && s.length_penalty > 0.0 {
            s.max_length - 1
        } else {
            cur_len - 1
        };
        let best = self.running[0].score / (length as f64).powf(f64::from(s.length_penalty)) as f32;
        let worst = self
            .finished
            .iter()
            .map(|(f, _)| f.score)
            .fold(f32::INFINITY, f32::min);
        let beatable = self
            .finished
            .iter()
            .any(|(_, real)| best > if *real { worst } else { LARGE });
        self.improvable &= beatable;
        let all_full = self.finished.iter().all(|(_, real)| *real);
        let exists_open = !(all_full && s.early_stopping == EarlyStopping::Flag(true));
        let continues = !candidates.iter().all(|(_, hits)| *hits);
        self.done = !(self.improvable && exists_open && continues);
        // The tree: the candidates that finished among the first num_beams, and the running
        // beams (the first num_beams that did not), each from its parent among the last step's
        // running beams.
        let mut nodes = Vec::new();
        let mut alive = 0;
        for (k, (c, hits)) in candidates.iter().enumerate() {
            let keep = if *hits { k < b } else { alive < b };
            alive += usize::from(!*hits);
            if keep {
                nodes.push(BeamNode {
                    parent: picked[k] / vocab,
                    token: *c.seq.last().expect("a candidate has a token"),
                    log_prob: c.score,
                    finished: *hits,
                });
            }
        }
        self.steps.push(nodes);
        if self.done {
            let kept: Vec<f32> = self
                .finished
                .iter()
                .filter(|(_, real)| *real)
                .map(|(f, _)| f.score)
                .collect();
            self.stop = Some(BeamStop {
                steps: self.steps.len(),
                at_limit: !continues,
                best_score: kept.iter().copied().reduce(f32::max),
                live_bound: (!self.improvable).then_some(best),
                worst_kept: (!self.improvable)
                    .then(|| kept.iter().copied().fold(f32::INFINITY, f32::min)),
            });
        }
    }
}
