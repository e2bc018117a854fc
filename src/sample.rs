//! Sampling: instead of always taking the most probable next token, draw it at random from the
//! model's distribution, reshaped three common ways. Temperature T divides the logits (T < 1
//! sharpens the distribution towards greedy decoding, T > 1 flattens it); top-k keeps only the k
//! most probable tokens; top-p (nucleus) keeps the fewest most probable tokens whose
//! probabilities add up to at least p. What is kept is renormalised and one token drawn. A seed
//! fixes every draw, so a sample can be reproduced.

use serde::{Deserialize, Serialize};

use crate::decode::{largest_first, log_softmax, masked, never_emitted, Hypothesis, Search};
use crate::error::{Arg, Result, Said};
use crate::model::Config;
use crate::rng::Rng;

/// The most samples drawn at once, and the hottest temperature taken.
pub const MAX_SAMPLES: usize = 32;
pub const MAX_TEMPERATURE: f32 = 100.0;

/// How to reshape the distribution before a draw.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sampling {
    pub temperature: f32,
    /// Keep the k most probable tokens (0: all).
    pub top_k: usize,
    /// Keep the most probable tokens up to this much probability (1: all).
    pub top_p: f32,
    pub seed: u64,
}

impl Default for Sampling {
    fn default() -> Self {
        Sampling {
            temperature: 1.0,
            top_k: 0,
            top_p: 1.0,
            seed: 0,
        }
    }
}

impl Sampling {
    /// Checks the settings, with a message that names the one out of range.
    pub fn validate(&self) -> Result<()> {
        let t = self.temperature;
        if !(t > 0.0 && t <= MAX_TEMPERATURE) {
            let args = vec![
                ("most", Arg::Number(f64::from(MAX_TEMPERATURE))),
                ("temperature", t.to_string().into()),
            ];
            return Err(Said::new("sample-temperature", args).refused());
        }
        if !(self.top_p > 0.0 && self.top_p <= 1.0) {
            let args = vec![("top_p", self.top_p.to_string().into())];
            return Err(Said::new("sample-top-p", args).refused());
        }
        Ok(())
    }

    /// The distribution a draw is made from, given one row of logits: the model's probabilities
    /// at temperature T, cut to the top k and the top p, renormalised. Returns `(token,
    /// probability)` for every token kept, most probable first.
    pub fn distribution(&self, logits: &[f32]) -> Vec<(u32, f32)> {
        let scaled: Vec<f32> = logits.iter().map(|v| v / self.temperature).collect();
        let probs: Vec<f32> = log_softmax(&scaled).into_iter().map(f32::exp).collect();
        let mut order = largest_first(&probs); // ties keep id order
        order.retain(|&i| probs[i] > 0.0); // a token of probability 0, as a masked one, is never drawn
        if self.top_k > 0 {
            order.truncate(self.top_k);
        }
        let mut kept = Vec::new();
        let mut mass = 0.0;
        for i in order {
            if mass >= self.top_p && !kept.is_empty() {
                break;
            }
            mass += probs[i];
            kept.push((i as u32, probs[i]));
        }
        kept.iter().map(|&(t, p)| (t, p / mass)).collect()
    }
}

/// One step of sampling: the prefix, the token drawn, and the distributions it came from.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SampleStep {
    /// The decoder's input at this step, starting with `bos_id`.
    pub prefix: Vec<u32>,
    pub token: u32,
    /// The drawn token's probability under the model (temperature 1, nothing cut).
    pub model_prob: f32,
    /// Its probability in the distribution it was drawn from.
    pub prob: f32,
    /// The most probable tokens under the model, best first, with their probabilities under the
    /// model and in the reshaped distribution (0 when cut).
    pub top: Vec<(u32, f32, f32)>,
}

/// Draws one output a token at a time, until `eos_id` or the length limit.
pub struct Sample {
    settings: Sampling,
    rng: Rng,
    eos_id: u32,
    never: Vec<u32>,
    limit: usize,
    prefix: Vec<u32>,
    steps: Vec<SampleStep>,
    log_prob: f32,
}

impl Sample {
    /// A search for at most `max_len` output tokens (capped by the model's `max_len`), drawing
    /// with `settings` and the seed `settings.seed + index` (sample `index` of a set).
    pub fn new(config: &Config, settings: Sampling, index: u64, max_len: usize) -> Result<Self> {
        settings.validate()?;
        let limit = config.max_len.saturating_sub(1).min(max_len);
        if limit == 0 {
            return Err(Said::new("decode-no-room", Vec::new()).refused());
        }
        Ok(Sample {
            settings,
            rng: Rng::new(settings.seed.wrapping_add(index)),
            eos_id: config.eos_id,
            never: never_emitted(config),
            limit,
            prefix: vec![config.bos_id],
            steps: Vec::new(),
            log_prob: 0.0,
        })
    }

    /// The output (its log-probability under the model) and every step.
    pub fn finish(self) -> (Hypothesis, Vec<SampleStep>) {
        let tokens = self.prefix[1..].to_vec();
        let hypothesis = Hypothesis {
            finished: tokens.last() == Some(&self.eos_id),
            tokens,
            log_prob: self.log_prob,
            score: self.log_prob,
        };
        (hypothesis, self.steps)
    }
}

impl Search for Sample {
    fn src_rows(&self) -> usize {
        1
    }

    fn next_rows(&self) -> Option<Vec<Vec<u32>>> {
        let ended = self.prefix.len() > 1 && self.prefix.last() == Some(&self.eos_id);
        (!ended && self.steps.len() < self.limit).then(|| vec![self.prefix.clone()])
    }

    fn push(&mut self, last: &[Vec<f32>]) {
        let row = masked(&last[0], &self.never);
        let model: Vec<f32> = log_softmax(&row);
        let kept = self.settings.distribution(&row);
        // Walk the kept tokens until their probabilities pass a uniform draw.
        let u = self.rng.uniform();
        let mut acc = 0.0;
        let (token, prob) = kept
            .iter()
            .copied()
            .find(|&(_, p)| {
                acc += p;
                u < acc
            })
            .unwrap_or(kept[kept.len() - 1]);
        let order = largest_first(&model);
        let reshaped = |t: u32| kept.iter().find(|(k, _)| *k == t).map_or(0.0, |(_, p)| *p);
        self.steps.push(SampleStep {
            prefix: self.prefix.clone(),
            token,
            model_prob: model[token as usize].exp(),
            prob,
            top: order
                .iter()
                .take(8)
                .map(|&i| (i as u32, model[i].exp(), reshaped(i as u32)))
                .collect(),
        });
        self.log_prob += model[token as usize];
        self.prefix.push(token);
    }
}
