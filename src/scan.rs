//! The head-importance scan: switch off one attention head at a time, decode again, and measure
//! how much less likely the model now finds its original output. Heads whose loss costs the most
//! are the ones that carry the task (on reverse, the cross-attention heads that learned the
//! anti-diagonal).

use serde::Serialize;
use serde_json::json;

use crate::backend::Backend;
use crate::data::Vocab;
use crate::decode::{log_softmax, search, Greedy, Hypothesis};
use crate::error::Result;
use crate::model::{Batch, Config, Edit, Edits, Pass, Transformer};

/// What ablating one head did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HeadEffect {
    /// The attention sub-layer, e.g. `decoder.1.cross_attn`.
    pub sublayer: String,
    pub head: usize,
    /// The original output's log-probability with this head ablated.
    pub log_prob: f32,
    /// How far that log-probability fell: the original's minus this (positive: less likely).
    pub drop: f32,
    /// Greedy decoding's output with this head ablated.
    pub output: Vec<u32>,
    /// True when that output differs from the original.
    pub changed: bool,
}

/// The scan of every head of a model on one source.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Scan {
    /// Greedy decoding's output without edits.
    pub output: Vec<u32>,
    /// Its log-probability (teacher-forced, as each ablation's is measured).
    pub log_prob: f32,
    /// One entry per head: the encoder's self-attention, then per decoder layer its self- and
    /// cross-attention, layer by layer, head by head.
    pub heads: Vec<HeadEffect>,
}

impl Scan {
    /// The scan with its outputs written as text in the target vocabulary `tgt` of a model with
    /// config `c`: `{output, log_prob, heads: [{sublayer, head, log_prob, drop, output,
    /// changed}]}`.
    pub fn to_json(&self, tgt: &Vocab, c: &Config) -> serde_json::Value {
        let heads: Vec<_> = self.heads.iter().map(|h| h.to_json(tgt, c)).collect();
        json!({"output": output_text(&self.output, tgt, c), "log_prob": self.log_prob, "heads": heads})
    }
}

impl HeadEffect {
    /// `{sublayer, head, log_prob, drop, output, changed}`, the output as text (see
    /// [`Scan::to_json`]).
    pub fn to_json(&self, tgt: &Vocab, c: &Config) -> serde_json::Value {
        json!({"sublayer": self.sublayer, "head": self.head, "log_prob": self.log_prob,
            "drop": self.drop, "changed": self.changed, "output": output_text(&self.output, tgt, c)})
    }
}

/// Output ids as text, without the special tokens.
pub fn output_text(ids: &[u32], tgt: &Vocab, c: &Config) -> String {
    tgt.decode(ids, &[c.pad_id, c.bos_id, c.eos_id])
}

/// The log-probability of the output `tokens` (without bos) for `src`, teacher-forced in one
/// pass with `edits`.
pub async fn sequence_log_prob<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    tokens: &[u32],
    edits: &Edits,
) -> Result<f32> {
    let c = &model.config;
    let mut tgt = vec![c.bos_id];
    tgt.extend_from_slice(&tokens[..tokens.len().saturating_sub(1)]);
    let mut pass = Pass::inference(b).with_edits(edits);
    let logits = model.forward(&mut pass, &Batch::single(src)?, &Batch::single(&tgt)?)?;
    let logits = b.fetch(&[&logits]).await?.remove(0); // [1, T, V]
    let rows = logits.index_axis(ndarray::Axis(0), 0);
    let picked = rows.outer_iter().zip(tokens).map(|(row, &token)| {
        let row: Vec<f32> = row.iter().copied().collect();
        log_softmax(&row)[token as usize]
    });
    Ok(picked.sum())
}

/// Greedy decoding of `src` with `edits`, for at most `limit` output tokens (capped by the
/// model's length limit).
pub async fn greedy_with<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    edits: &Edits,
    limit: usize,
) -> Result<Hypothesis> {
    let mut s = Greedy::new(&model.config, limit)?;
    search(model, b, src, &mut s, edits).await?;
    Ok(s.finish().0)
}

/// Every attention sub-layer of `model` by path, in the order the scan lists them.
pub fn attention_paths<B: Backend>(model: &Transformer<B>) -> Vec<String> {
    let names = &model.names;
    let encoder = names
        .encoder
        .layers
        .iter()
        .map(|l| l.self_attn.path.clone());
    let decoder = names
        .decoder
        .layers
        .iter()
        .flat_map(|l| [l.layer.self_attn.path.clone(), l.cross_attn.path.clone()]);
    encoder.chain(decoder).collect()
}

/// Ablates each head of `model` alone on `src`: how the original output's log-probability and
/// greedy decoding's output (at most `limit` tokens) change.
pub async fn scan_heads<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    limit: usize,
) -> Result<Scan> {
    let (output, log_prob) = baseline(model, b, src, limit).await?;
    let all = 0..head_count(model);
    let heads = scan_range(model, b, src, (&output, log_prob), all, limit).await?;
    Ok(Scan {
        output,
        log_prob,
        heads,
    })
}

/// Greedy decoding's output of `src` without edits (at most `limit` tokens), and its
/// log-probability: what every head's ablation is measured against.
pub async fn baseline<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    limit: usize,
) -> Result<(Vec<u32>, f32)> {
    let output = greedy_with(model, b, src, &Edits::NONE, limit)
        .await?
        .tokens;
    let log_prob = sequence_log_prob(model, b, src, &output, &Edits::NONE).await?;
    Ok((output, log_prob))
}

/// [`scan_head`] for each head of `heads` the model has.
pub async fn scan_range<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    base: (&[u32], f32),
    heads: std::ops::Range<usize>,
    limit: usize,
) -> Result<Vec<HeadEffect>> {
    let mut out = Vec::new();
    for i in heads.start..heads.end.min(head_count(model)) {
        out.push(scan_head(model, b, src, base, i, limit).await?);
    }
    Ok(out)
}

/// How many heads a scan ablates: every head of every attention sub-layer.
pub fn head_count<B: Backend>(model: &Transformer<B>) -> usize {
    attention_paths(model).len() * model.config.n_heads
}

/// What ablating head `i` (of [`head_count`], in the order [`Scan::heads`] lists them) does to
/// `baseline`'s output and log-probability.
pub async fn scan_head<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    (output, log_prob): (&[u32], f32),
    i: usize,
    limit: usize,
) -> Result<HeadEffect> {
    let n = model.config.n_heads;
    let sublayer = attention_paths(model)
        .into_iter()
        .nth(i / n)
        .ok_or_else(|| crate::error::Error::Input(format!("the model has no head {i} to scan")))?;
    let head = i % n;
    let mut edits = Edits::default();
    edits.push(Edit::Ablate {
        sublayer: sublayer.clone(),
        head,
    });
    let ablated = sequence_log_prob(model, b, src, output, &edits).await?;
    let decoded = greedy_with(model, b, src, &edits, limit).await?.tokens;
    Ok(HeadEffect {
        sublayer,
        head,
        log_prob: ablated,
        drop: log_prob - ablated,
        changed: decoded != output,
        output: decoded,
    })
}
