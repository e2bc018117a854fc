//! Multi-head attention (paper, section 3.2):
//! MultiHead(Q, K, V) = Concat(head_1..head_h) W_O, head_i = Attention(Q W_Q_i, K W_K_i, V W_V_i),
//! Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V.

use ndarray::{concatenate, Axis};

use super::grads::Grads;
use super::linear::Linear;
use super::params::HostParams;
use super::pass::Pass;
use crate::backend::{AttentionMask, Backend, Train};
use crate::error::{Error, Result};
use crate::tensor::Tensor;

/// The four projections of one attention sub-layer. All heads share one `[d_model, d_model]`
/// matrix per projection; head h owns rows `h*d_k..(h+1)*d_k` of W_Q, W_K, W_V.
pub struct MultiHeadAttention<B: Backend> {
    pub n_heads: usize,
    pub w_q: Linear<B>,
    pub w_k: Linear<B>,
    pub w_v: Linear<B>,
    pub w_o: Linear<B>,
}

/// What the backward pass needs from a training forward.
pub struct AttentionCache<B: Backend> {
    x_q: B::Tensor,
    x_kv: B::Tensor,
    q: B::Tensor,
    k: B::Tensor,
    v: B::Tensor,
    /// Softmax output `[B, H, Tq, Tk]`, and after dropout.
    weights: B::Tensor,
    dropped: B::Tensor,
    seed: Option<u32>,
    context: B::Tensor,
}

/// Rows `[i*d, (i+1)*d)` of a packed `[3d, ...]` tensor.
fn third(t: &Tensor, i: usize) -> Tensor {
    let d = t.shape()[0] / 3;
    t.slice_axis(Axis(0), (i * d..(i + 1) * d).into())
        .to_owned()
}

impl<B: Backend> MultiHeadAttention<B> {
    /// Takes PyTorch's packed `{prefix}.in_proj_weight` `[3d, d]` (rows: W_Q, W_K, W_V),
    /// `{prefix}.in_proj_bias` `[3d]` and `{prefix}.out_proj.*`.
    pub fn load(b: &B, params: &mut HostParams, prefix: &str, n_heads: usize) -> Result<Self> {
        let w = params.take(&format!("{prefix}.in_proj_weight"))?;
        let bias = params.take(&format!("{prefix}.in_proj_bias"))?;
        let proj = |i| -> Result<Linear<B>> {
            Ok(Linear {
                weight: b.upload(&third(&w, i))?,
                bias: b.upload(&third(&bias, i))?,
            })
        };
        Ok(MultiHeadAttention {
            n_heads,
            w_q: proj(0)?,
            w_k: proj(1)?,
            w_v: proj(2)?,
            w_o: Linear::load(b, params, &format!("{prefix}.out_proj"))?,
        })
    }

    /// Queries from `x_q` `[B, Tq, D]` attend to keys and values from `x_kv` `[B, Tk, D]`
    /// (the same tensor for self-attention, the encoder's memory for cross-attention).
    /// Returns `[B, Tq, D]`.
    pub fn forward(
        &self,
        pass: &mut Pass<B>,
        name: &str,
        x_q: &B::Tensor,
        x_kv: &B::Tensor,
        mask: &AttentionMask,
    ) -> Result<B::Tensor> {
        let b = pass.backend;
        let q = self.w_q.forward(b, x_q); // [B, Tq, D]
        let k = self.w_k.forward(b, x_kv); // [B, Tk, D]
        let v = self.w_v.forward(b, x_kv); // [B, Tk, D]
        let context = if pass.needs_unfused_attention() {
            pass.record(name, "q", &q)?;
            pass.record(name, "k", &k)?;
            pass.record(name, "v", &v)?;
            let d_k = b.shape(&q)[2] / self.n_heads;
            let scores = b.attention_scores(&q, &k, self.n_heads); // [B, H, Tq, Tk]
            pass.record(name, "scores", &scores)?;
            let scaled = b.scale(&scores, 1.0 / (d_k as f32).sqrt());
            pass.record(name, "scaled", &scaled)?;
            if pass.tracing() {
                pass.record_host(name, "mask", mask.to_tensor());
            }
            let weights = b.masked_softmax(&scaled, mask); // [B, H, Tq, Tk]
            pass.record(name, "weights", &weights)?;
            let weights = pass.dropout(weights);
            b.attention_context(&weights, &v) // [B, Tq, D]
        } else {
            b.attention(&q, &k, &v, self.n_heads, mask)
        };
        pass.record_heads(name, "heads", &context, self.n_heads);
        pass.record(name, "context", &context)?;
        let out = self.w_o.forward(b, &context); // [B, Tq, D]
        pass.record(name, "out", &out)?;
        Ok(out)
    }

    /// The forward pass in training (always unfused: the backward needs the weights).
    pub fn train_forward(
        &self,
        pass: &mut Pass<B>,
        x_q: &B::Tensor,
        x_kv: &B::Tensor,
        mask: &AttentionMask,
    ) -> (B::Tensor, AttentionCache<B>) {
        let b = pass.backend;
        let q = self.w_q.forward(b, x_q); // [B, Tq, D]
        let k = self.w_k.forward(b, x_kv); // [B, Tk, D]
        let v = self.w_v.forward(b, x_kv); // [B, Tk, D]
        let d_k = b.shape(&q)[2] / self.n_heads;
        let scores = b.attention_scores(&q, &k, self.n_heads); // [B, H, Tq, Tk]
        let scaled = b.scale(&scores, 1.0 / (d_k as f32).sqrt());
        let weights = b.masked_softmax(&scaled, mask);
        let (dropped, seed) = pass.dropout_seeded(weights.clone());
        let context = b.attention_context(&dropped, &v); // [B, Tq, D]
        let out = self.w_o.forward(b, &context);
        let cache = AttentionCache {
            x_q: x_q.clone(),
            x_kv: x_kv.clone(),
            q,
            k,
            v,
            weights,
            dropped,
            seed,
            context,
        };
        (out, cache)
    }

    /// dout `[B, Tq, D]` -> (dx_q, dx_kv), adding the projections' gradients under `prefix`
    /// (`{prefix}.w_q.weight`, ..., `{prefix}.out_proj.*`).
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &AttentionCache<B>,
        dout: &B::Tensor,
        grads: &mut Grads<B>,
        prefix: &str,
    ) -> (B::Tensor, B::Tensor)
    where
        B: Train,
    {
        let b = pass.backend;
        let c = cache;
        let d_k = b.shape(&c.q)[2] / self.n_heads;
        let dcontext = self
            .w_o
            .backward(b, &c.context, dout, grads, &format!("{prefix}.out_proj"));
        let (ddropped, dv) = b.attention_context_backward(&c.dropped, &c.v, &dcontext);
        let dweights = pass.dropout_backward(ddropped, c.seed);
        let dscaled = b.softmax_backward(&c.weights, &dweights);
        let dscores = b.scale(&dscaled, 1.0 / (d_k as f32).sqrt());
        let (dq, dk) = b.attention_scores_backward(&c.q, &c.k, &dscores, self.n_heads);
        let dx_q = self
            .w_q
            .backward(b, &c.x_q, &dq, grads, &format!("{prefix}.w_q"));
        let dx_k = self
            .w_k
            .backward(b, &c.x_kv, &dk, grads, &format!("{prefix}.w_k"));
        let dx_v = self
            .w_v
            .backward(b, &c.x_kv, &dv, grads, &format!("{prefix}.w_v"));
        (dx_q, b.add(&dx_k, &dx_v))
    }

    /// The parameters with their names, for the optimiser.
    pub fn params_mut<'a>(&'a mut self, prefix: &str, out: &mut Vec<(String, &'a mut B::Tensor)>) {
        self.w_q.params_mut(&format!("{prefix}.w_q"), out);
        self.w_k.params_mut(&format!("{prefix}.w_k"), out);
        self.w_v.params_mut(&format!("{prefix}.w_v"), out);
        self.w_o.params_mut(&format!("{prefix}.out_proj"), out);
    }

    /// Writes PyTorch's packed `in_proj_weight` / `in_proj_bias` and `out_proj.*`.
    pub fn export(&self, b: &B, prefix: &str, out: &mut HostParams) -> Result<()> {
        let pack = |ts: [&B::Tensor; 3]| -> Result<Tensor> {
            let host = ts.map(|t| b.download(t));
            let [q, k, v] = host;
            pack_in_proj(prefix, [&q?, &k?, &v?])
        };
        let w = pack([&self.w_q.weight, &self.w_k.weight, &self.w_v.weight])?;
        let bias = pack([&self.w_q.bias, &self.w_k.bias, &self.w_v.bias])?;
        out.tensors.insert(format!("{prefix}.in_proj_weight"), w);
        out.tensors.insert(format!("{prefix}.in_proj_bias"), bias);
        self.w_o.export(b, &format!("{prefix}.out_proj"), out)
    }
}

/// W_Q, W_K and W_V (or their biases, or gradients) stacked into PyTorch's packed `in_proj`.
pub fn pack_in_proj(name: &str, [q, k, v]: [&Tensor; 3]) -> Result<Tensor> {
    concatenate(Axis(0), &[q.view(), k.view(), v.view()])
        .map_err(|e| Error::Weights(format!("packing {name}: {e}")))
}

/// `[B, T, H*d_k]` -> `[B, H, T, d_k]`: each head's slice of the concatenated context.
pub fn split_heads(t: &Tensor, n_heads: usize) -> Tensor {
    let (batch, len, d) = (t.shape()[0], t.shape()[1], t.shape()[2]);
    let d_k = d / n_heads;
    Tensor::from_shape_fn(ndarray::IxDyn(&[batch, n_heads, len, d_k]), |ix| {
        t[[ix[0], ix[2], ix[1] * d_k + ix[3]]]
    })
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
