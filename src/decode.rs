//! Turning a source sentence into an output sentence one token at a time (paper, section 6.1):
//! greedy decoding and beam search with a length penalty. Both report every step, for the
//! decoding-loop and beam-tree views.

use serde::Serialize;

use crate::backend::Backend;
use crate::error::{Error, Result};
use crate::model::{Batch, Pass, Transformer};

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

/// Log-softmax of one row of logits.
fn log_softmax(row: &[f32]) -> Vec<f32> {
    let max = row.iter().fold(f32::NEG_INFINITY, |m, &v| m.max(v));
    let log_sum = row.iter().map(|v| (v - max).exp()).sum::<f32>().ln();
    row.iter().map(|v| v - max - log_sum).collect()
}

/// Index of the largest value (the first, on ties).
fn argmax(row: &[f32]) -> usize {
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

/// The most tokens an output may have: `requested`, capped by the model's `max_len` (the target
/// also holds `bos_id`).
fn output_limit<B: Backend>(model: &Transformer<B>, requested: usize) -> Result<usize> {
    let cap = model.config.max_len.saturating_sub(1);
    if cap == 0 {
        return Err(Error::Input(
            "this model's max_len leaves no room to decode".into(),
        ));
    }
    Ok(requested.clamp(1, cap))
}

/// The last position's logits of every row: logits `[rows, T, V]` -> `rows` vectors of `V`.
fn last_logits<B: Backend>(b: &B, logits: &B::Tensor) -> Result<Vec<Vec<f32>>> {
    let host = b.download(logits)?;
    let (rows, t) = (host.shape()[0], host.shape()[1]);
    Ok((0..rows)
        .map(|r| host.slice(ndarray::s![r, t - 1, ..]).to_vec())
        .collect())
}

/// Greedy decoding: at every step take the most probable next token, until `eos_id` or
/// `max_len` tokens.
pub fn greedy<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    max_len: usize,
) -> Result<(Hypothesis, Vec<GreedyStep>)> {
    let c = &model.config;
    let limit = output_limit(model, max_len)?;
    let src = Batch::single(src)?;
    let memory = model.encode(&mut Pass::inference(b), &src)?;
    let mut prefix = vec![c.bos_id];
    let mut steps = Vec::new();
    let mut log_prob = 0.0;
    for _ in 0..limit {
        let tgt = Batch::single(&prefix)?;
        let logits = model.decode(&mut Pass::inference(b), &memory, &src, &tgt)?;
        let lp = log_softmax(&last_logits(b, &logits)?[0]);
        let token = argmax(&lp);
        let mut order: Vec<usize> = (0..lp.len()).collect();
        order.sort_by(|&i, &j| lp[j].total_cmp(&lp[i]));
        steps.push(GreedyStep {
            prefix: prefix.clone(),
            token: token as u32,
            prob: lp[token].exp(),
            top: order
                .iter()
                .take(5)
                .map(|&i| (i as u32, lp[i].exp()))
                .collect(),
        });
        log_prob += lp[token];
        prefix.push(token as u32);
        if token as u32 == c.eos_id {
            break;
        }
    }
    let tokens = prefix[1..].to_vec();
    let finished = tokens.last() == Some(&c.eos_id);
    let score = log_prob / length_penalty(tokens.len(), 0.0);
    Ok((
        Hypothesis {
            tokens,
            log_prob,
            score,
            finished,
        },
        steps,
    ))
}

/// Beam search: keep the `beam` best partial outputs at every step, finish a hypothesis at
/// `eos_id`, stop once `beam` hypotheses have finished, return the best by
/// `log_prob / length_penalty(len, alpha)`. Each step lists the hypotheses it kept.
pub fn beam_search<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    beam: usize,
    max_len: usize,
    alpha: f32,
) -> Result<(Hypothesis, Vec<Vec<BeamNode>>)> {
    let c = &model.config;
    if beam == 0 {
        return Err(Error::Input("beam size must be at least 1".into()));
    }
    let limit = output_limit(model, max_len)?;
    // The source once per beam row, encoded once; every step decodes exactly `beam` rows.
    let src = Batch::from_rows(&vec![src.to_vec(); beam], c.pad_id)?;
    let memory = model.encode(&mut Pass::inference(b), &src)?;
    let mut alive: Vec<(Vec<u32>, f32)> = vec![(vec![c.bos_id], 0.0)];
    let mut finished: Vec<Hypothesis> = Vec::new();
    let mut steps = Vec::new();
    let hypothesis = |tokens: &[u32], log_prob: f32, done: bool| Hypothesis {
        tokens: tokens[1..].to_vec(),
        log_prob,
        score: log_prob / length_penalty(tokens.len() - 1, alpha),
        finished: done,
    };
    for _ in 0..limit {
        let rows: Vec<Vec<u32>> = (0..beam)
            .map(|i| alive.get(i).unwrap_or(&alive[0]).0.clone())
            .collect();
        let tgt = Batch::from_rows(&rows, c.pad_id)?;
        let logits = model.decode(&mut Pass::inference(b), &memory, &src, &tgt)?;
        let last = last_logits(b, &logits)?;
        let mut candidates: Vec<(usize, u32, f32)> = Vec::new();
        for (i, (_, lp_sofar)) in alive.iter().enumerate() {
            for (v, lp) in log_softmax(&last[i]).into_iter().enumerate() {
                candidates.push((i, v as u32, lp_sofar + lp));
            }
        }
        candidates.sort_by(|x, y| y.2.total_cmp(&x.2)); // stable: ties keep (beam, token) order
        let mut next = Vec::new();
        let mut nodes = Vec::new();
        for (rank, &(parent, token, log_prob)) in candidates.iter().take(2 * beam).enumerate() {
            let mut tokens = alive[parent].0.clone();
            tokens.push(token);
            if token == c.eos_id {
                if rank < beam {
                    finished.push(hypothesis(&tokens, log_prob, true));
                    nodes.push(BeamNode {
                        parent,
                        token,
                        log_prob,
                        finished: true,
                    });
                }
            } else if next.len() < beam {
                next.push((tokens, log_prob));
                nodes.push(BeamNode {
                    parent,
                    token,
                    log_prob,
                    finished: false,
                });
            }
        }
        steps.push(nodes);
        alive = next;
        if finished.len() >= beam || alive.is_empty() {
            break;
        }
    }
    if finished.is_empty() {
        finished = alive
            .iter()
            .map(|(tokens, lp)| hypothesis(tokens, *lp, false))
            .collect();
    }
    let best = finished
        .into_iter()
        .reduce(|best, h| if h.score > best.score { h } else { best })
        .ok_or_else(|| Error::Input("beam search produced no hypothesis".into()))?;
    Ok((best, steps))
}
