//! A record of every intermediate of one forward pass, by name, on the host. The visualiser reads
//! only this. Nothing is kept unless a pass is asked to trace.
//!
//! Names (`B` batch, `S` source length, `T` target length, `D` d_model, `H` heads, `d_k` = D/H):
//!
//! | name | shape | what |
//! |---|---|---|
//! | `src.tokens`, `tgt.tokens` | [B, len, D] | embedding rows times sqrt(D) |
//! | `src.pe`, `tgt.pe` | [len, D] | the positional encodings added |
//! | `src.input`, `tgt.input` | [B, len, D] | embedding + PE: the first layer's input |
//! | `{stack}.{i}.{attn}.q` / `.k` / `.v` | [B, len, D] | X W_Q + b etc.; head h is columns h*d_k.. |
//! | `{stack}.{i}.{attn}.scores` | [B, H, Tq, Tk] | q . k per head |
//! | `{stack}.{i}.{attn}.scaled` | [B, H, Tq, Tk] | scores / sqrt(d_k) |
//! | `{stack}.{i}.{attn}.mask` | [B, Tq, Tk] | 1 where a query may see a key, 0 where hidden |
//! | `{stack}.{i}.{attn}.weights` | [B, H, Tq, Tk] | softmax over the visible keys |
//! | `{stack}.{i}.{attn}.heads` | [B, H, Tq, d_k] | each head's output Z_h = weights V_h |
//! | `{stack}.{i}.{attn}.context` | [B, Tq, D] | the heads concatenated |
//! | `{stack}.{i}.{attn}.out` | [B, Tq, D] | context W_O + b: the sub-layer's output |
//! | `{stack}.{i}.ffn.hidden` | [B, len, d_ff] | ReLU(x W_1 + b_1) |
//! | `{stack}.{i}.ffn.out` | [B, len, D] | hidden W_2 + b_2 |
//! | `{stack}.{i}.residual{k}` | [B, len, D] | x + sub-layer k's output |
//! | `{stack}.{i}.norm{k}` | [B, len, D] | LayerNorm k's output (post-LN: of the residual sum; pre-LN: of the sub-layer input) |
//! | `{stack}.{i}.out` | [B, len, D] | the layer's output |
//! | `encoder.norm`, `decoder.norm` | [B, len, D] | the final norms, when the model has them |
//! | `memory` | [B, S, D] | the encoder's output, which every cross-attention reads |
//! | `logits`, `probs` | [B, T, V] | the generator's output and its softmax |
//!
//! `{stack}` is `encoder` or `decoder`; `{attn}` is `self_attn` (both stacks) or `cross_attn`
//! (decoder: queries from the decoder, keys and values from `memory`). [`Names`] builds every
//! name for a config: the model records under these names and the page reads them from it. Beside
//! the names, each sub-layer's `path` and each embedding's `side` say how edits
//! ([`crate::model::edits`]) address them.

use serde::Serialize;

use crate::backend::tensor::Tensor;

/// Every name a traced pass of a model records, laid out as the model is.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Names {
    pub src: EmbeddingNames,
    pub tgt: EmbeddingNames,
    pub encoder: StackNames<LayerNames>,
    pub decoder: StackNames<DecoderLayerNames>,
    pub memory: String,
    pub logits: String,
    pub probs: String,
}

/// One side's embedding: `{side}.tokens`, `{side}.pe`, `{side}.input`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EmbeddingNames {
    /// `src` or `tgt`, as edits name the side (not a recorded name).
    pub side: String,
    pub tokens: String,
    pub pe: String,
    pub input: String,
}

/// A stack's layers and its final norm (`None` when the model has none).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StackNames<L> {
    pub layers: Vec<L>,
    pub norm: Option<String>,
}

/// One layer: its self-attention, feed-forward, and `residual[k-1]`/`norm[k-1]` of sub-layer k.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LayerNames {
    pub self_attn: AttentionNames,
    pub ffn: FeedForwardNames,
    pub residual: Vec<String>,
    pub norm: Vec<String>,
    pub out: String,
}

/// A decoder layer: an encoder layer's names and its cross-attention's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DecoderLayerNames {
    #[serde(flatten)]
    pub layer: LayerNames,
    pub cross_attn: AttentionNames,
}

/// One attention sub-layer, `{layer}.{self_attn|cross_attn}.*`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttentionNames {
    /// The sub-layer's path, `{layer}.{self_attn|cross_attn}`, as edits name it (not a recorded
    /// name).
    pub path: String,
    pub q: String,
    pub k: String,
    pub v: String,
    pub scores: String,
    pub scaled: String,
    pub mask: String,
    pub weights: String,
    pub heads: String,
    pub context: String,
    pub out: String,
}

/// `{layer}.ffn.hidden` and `{layer}.ffn.out`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FeedForwardNames {
    /// `{layer}.ffn`, as edits name it (not a recorded name).
    pub path: String,
    pub hidden: String,
    pub out: String,
}

impl Names {
    /// The names of every intermediate a traced pass records, for a model with these stacks.
    pub fn new(encoder_layers: usize, decoder_layers: usize, final_norm: bool) -> Self {
        let final_norm = |stack: &str| final_norm.then(|| format!("{stack}.norm"));
        Names {
            src: EmbeddingNames::new("src"),
            tgt: EmbeddingNames::new("tgt"),
            encoder: StackNames {
                layers: (0..encoder_layers)
                    .map(|i| LayerNames::new(&format!("encoder.{i}"), 2))
                    .collect(),
                norm: final_norm("encoder"),
            },
            decoder: StackNames {
                layers: (0..decoder_layers)
                    .map(|i| {
                        let name = format!("decoder.{i}");
                        DecoderLayerNames {
                            layer: LayerNames::new(&name, 3),
                            cross_attn: AttentionNames::new(&format!("{name}.cross_attn")),
                        }
                    })
                    .collect(),
                norm: final_norm("decoder"),
            },
            memory: "memory".into(),
            logits: "logits".into(),
            probs: "probs".into(),
        }
    }
}

impl EmbeddingNames {
    fn new(side: &str) -> Self {
        EmbeddingNames {
            side: side.into(),
            tokens: format!("{side}.tokens"),
            pe: format!("{side}.pe"),
            input: format!("{side}.input"),
        }
    }
}

impl LayerNames {
    fn new(layer: &str, sublayers: usize) -> Self {
        LayerNames {
            self_attn: AttentionNames::new(&format!("{layer}.self_attn")),
            ffn: FeedForwardNames {
                path: format!("{layer}.ffn"),
                hidden: format!("{layer}.ffn.hidden"),
                out: format!("{layer}.ffn.out"),
            },
            residual: (1..=sublayers)
                .map(|k| format!("{layer}.residual{k}"))
                .collect(),
            norm: (1..=sublayers)
                .map(|k| format!("{layer}.norm{k}"))
                .collect(),
            out: format!("{layer}.out"),
        }
    }
}

impl AttentionNames {
    fn new(attn: &str) -> Self {
        let name = |part: &str| format!("{attn}.{part}");
        AttentionNames {
            path: attn.into(),
            q: name("q"),
            k: name("k"),
            v: name("v"),
            scores: name("scores"),
            scaled: name("scaled"),
            mask: name("mask"),
            weights: name("weights"),
            heads: name("heads"),
            context: name("context"),
            out: name("out"),
        }
    }
}

/// `[B, T, H*d_k]` -> `[B, H, T, d_k]`: each head's slice of a concatenated attention context.
pub fn split_heads(t: &Tensor, n_heads: usize) -> Tensor {
    let (batch, len, d) = (t.shape()[0], t.shape()[1], t.shape()[2]);
    let d_k = d / n_heads;
    Tensor::from_shape_fn(ndarray::IxDyn(&[batch, n_heads, len, d_k]), |ix| {
        t[[ix[0], ix[2], ix[1] * d_k + ix[3]]]
    })
}

/// Named host tensors in the order the forward pass produced them.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    entries: Vec<(String, Tensor)>,
}

impl Trace {
    /// Adds (or replaces) the tensor called `name`.
    pub fn insert(&mut self, name: String, t: Tensor) {
        match self.entries.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = t,
            None => self.entries.push((name, t)),
        }
    }

    /// The tensor called `name`, if the pass recorded one.
    pub fn get(&self, name: &str) -> Option<&Tensor> {
        self.entries.iter().find(|(n, _)| n == name).map(|(_, t)| t)
    }

    /// Every name, in the order recorded.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(n, _)| n.as_str())
    }

    /// Every entry, in the order recorded.
    pub fn entries(&self) -> &[(String, Tensor)] {
        &self.entries
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::s;

    #[test]
    fn split_heads_takes_column_blocks() {
        let t = Tensor::from_shape_fn(ndarray::IxDyn(&[1, 2, 6]), |ix| (ix[1] * 10 + ix[2]) as f32);
        let h = split_heads(&t, 3);
        assert_eq!(h.shape(), &[1, 3, 2, 2]);
        assert_eq!(h.slice(s![0, 1, 1, ..]).to_vec(), vec![12.0, 13.0]);
    }
}
