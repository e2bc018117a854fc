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
//! (decoder: queries from the decoder, keys and values from `memory`).

use crate::tensor::Tensor;

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
