//! Multi-head attention (paper, section 3.2):
//! MultiHead(Q, K, V) = Concat(head_1..head_h) W_O, head_i = Attention(Q W_Q_i, K W_K_i, V W_V_i),
//! Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V.

use super::linear::Linear;
use super::params::{Init, Path, Visitor};
use super::pass::Pass;
use super::Config;
use crate::backend::{AttentionMask, Backend, Train};
use crate::error::Result;
use crate::trace::AttentionNames;

/// The four projections of one attention sub-layer. All heads share one matrix per
/// projection: W_Q and W_K are `[H * d_k, d_model]`, W_V is `[H * d_v, d_model]`, and head h owns
/// their rows `h*d_k..(h+1)*d_k` (`h*d_v..` of W_V); W_O is `[d_model, H * d_v]`. In the paper's
/// model d_k = d_v = d_model / H, and all four are square.
#[derive(Clone)]
pub struct MultiHeadAttention<B: Backend> {
    pub n_heads: usize,
    pub w_q: Linear<B>,
    pub w_k: Linear<B>,
    pub w_v: Linear<B>,
    pub w_o: Linear<B>,
}

/// An attention's keys and values, `[B, T, D]` each.
pub type KeysValues<B> = (<B as Backend>::Tensor, <B as Backend>::Tensor);

/// What the backward pass needs from a training forward.
pub struct AttentionCache<B: Backend> {
    x_q: B::Tensor,
    x_kv: B::Tensor,
    q: B::Tensor,
    k: B::Tensor,
    v: B::Tensor,
    /// Softmax output `[B, H, Tq, Tk]`, and after dropout where the pass drops.
    weights: B::Tensor,
    dropped: Option<B::Tensor>,
    seed: Option<u32>,
    context: B::Tensor,
}

impl<B: Backend> MultiHeadAttention<B> {
    /// The config's heads over its `d_model` numbers (each `d_k` wide for queries and keys,
    /// `d_v` for values), tensors `empty` until loaded.
    pub fn new(empty: &B::Tensor, c: &Config) -> Self {
        let (d, h) = (c.d_model, c.n_heads);
        MultiHeadAttention {
            n_heads: h,
            w_q: Linear::new(empty, d, h * c.d_k()),
            w_k: Linear::new(empty, d, h * c.d_k()),
            w_v: Linear::new(empty, d, h * c.d_v()),
            w_o: Linear::new(empty, h * c.d_v(), d),
        }
    }

    /// The width of one head's queries and keys, d_k.
    pub fn d_k(&self) -> usize {
        self.w_q.d_out / self.n_heads
    }

    /// Whether the projections are square and alike, as PyTorch packs them
    /// ([`Config::packed_attention`]).
    fn packed(&self) -> bool {
        let d = self.w_q.d_in;
        self.w_q.d_out == d && self.w_v.d_out == d
    }

    /// PyTorch packs W_Q, W_K, W_V into `{path}.in_proj_weight` `[3d, d]` (and their biases
    /// into `in_proj_bias` `[3d]`); the model keeps them apart as `{path}.w_q.weight`, ...
    /// Projections of other widths (d_k or d_v not `d / H`) are stored apart, by those names.
    /// Then `{path}.out_proj.*`.
    pub fn visit<'m>(&'m mut self, path: &Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        let (q, k, o) = (path.at("w_q"), path.at("w_k"), path.at("w_v"));
        let out = path.at("out_proj");
        if !self.packed() {
            // As `nn.MultiheadAttention` draws its projections: Xavier weights, zero biases.
            for (p, layer) in [
                (q, &mut self.w_q),
                (k, &mut self.w_k),
                (o, &mut self.w_v),
                (out, &mut self.w_o),
            ] {
                let (d_in, d_out) = (layer.d_in, layer.d_out);
                v.param(
                    p.spec("weight", &[d_out, d_in], Init::Xavier),
                    &mut layer.weight,
                )?;
                v.param(p.spec("bias", &[d_out], Init::Zeros), &mut layer.bias)?;
            }
            return Ok(());
        }
        let d = self.w_q.d_out;
        let weight = |p: &Path| p.spec("weight", &[d, d], Init::Xavier);
        let bias = |p: &Path| p.spec("bias", &[d], Init::Zeros);
        let (wq, wk, wv) = (&mut self.w_q, &mut self.w_k, &mut self.w_v);
        v.packed(
            path.spec("in_proj_weight", &[3 * d, d], Init::Xavier),
            [
                (weight(&q), &mut wq.weight),
                (weight(&k), &mut wk.weight),
                (weight(&o), &mut wv.weight),
            ],
        )?;
        v.packed(
            path.spec("in_proj_bias", &[3 * d], Init::Zeros),
            [
                (bias(&q), &mut wq.bias),
                (bias(&k), &mut wk.bias),
                (bias(&o), &mut wv.bias),
            ],
        )?;
        v.param(weight(&out), &mut self.w_o.weight)?;
        v.param(bias(&out), &mut self.w_o.bias)
    }

    /// Queries from `x_q` `[B, Tq, D]` attend to keys and values from `x_kv` `[B, Tk, D]`
    /// (the same tensor for self-attention, the encoder's memory for cross-attention).
    /// Returns `[B, Tq, D]`, and the cache when the pass trains.
    pub fn forward(
        &self,
        pass: &mut Pass<B>,
        names: &AttentionNames,
        x_q: &B::Tensor,
        x_kv: &B::Tensor,
        mask: &AttentionMask,
    ) -> (B::Tensor, Option<AttentionCache<B>>) {
        let b = pass.backend;
        let k = self.w_k.forward(b, x_kv); // [B, Tk, D]
        let v = self.w_v.forward(b, x_kv); // [B, Tk, D]
        self.attend(pass, names, x_q, x_kv, (k, v), mask)
    }

    /// [`MultiHeadAttention::forward`] over the encoder's memory (cross-attention): its keys
    /// and values are projected once for all the passes of a search ([`Pass::memory_projections`]).
    pub fn forward_over_memory(
        &self,
        pass: &mut Pass<B>,
        names: &AttentionNames,
        x_q: &B::Tensor,
        memory: &B::Tensor,
        mask: &AttentionMask,
    ) -> (B::Tensor, Option<AttentionCache<B>>) {
        let b = pass.backend;
        let kv = pass.memory_projections(&names.path, || {
            (self.w_k.forward(b, memory), self.w_v.forward(b, memory)) // [B, S, D] each
        });
        self.attend(pass, names, x_q, memory, kv, mask)
    }

    /// One new position of self-attention in a search: `x` `[B, 1, D]` attends to the keys and
    /// values of the positions before it, `past` `[B', t, D]` each, picked per row by `rows`
    /// (the hypothesis each row extends), and to its own. Returns the output and the keys and
    /// values of all `t + 1` positions, or `None` where the backend cannot keep them.
    pub fn forward_step(
        &self,
        pass: &mut Pass<B>,
        names: &AttentionNames,
        x: &B::Tensor,
        past: Option<&KeysValues<B>>,
        rows: &[usize],
    ) -> Option<(B::Tensor, KeysValues<B>)> {
        let b = pass.backend;
        let k = self.w_k.forward(b, x); // [B, 1, D]
        let v = self.w_v.forward(b, x); // [B, 1, D]
        let (k, v) = match past {
            Some((pk, pv)) => (
                b.extend_sequences(pk, rows, &k)?,
                b.extend_sequences(pv, rows, &v)?,
            ), // [B, t + 1, D]
            None => (k, v),
        };
        let batch = rows.len();
        let len = b.shape(&k)[1];
        // Every earlier position is visible: the causal mask hides nothing from the newest.
        let mask = AttentionMask {
            batch,
            q_len: 1,
            k_len: len,
            key_padding: vec![false; batch * len],
            causal: false,
        };
        let (out, _) = self.attend(pass, names, x, x, (k.clone(), v.clone()), &mask);
        Some((out, (k, v)))
    }

    /// Queries from `x_q` attend to the keys and values `k`, `v` projected from `x_kv`.
    fn attend(
        &self,
        pass: &mut Pass<B>,
        names: &AttentionNames,
        x_q: &B::Tensor,
        x_kv: &B::Tensor,
        (k, v): (B::Tensor, B::Tensor),
        mask: &AttentionMask,
    ) -> (B::Tensor, Option<AttentionCache<B>>) {
        let b = pass.backend;
        let q = self.w_q.forward(b, x_q); // [B, Tq, D]
        let edits = pass.edits();
        if !pass.needs_unfused_attention() && !edits.edits_attention(&names.path) {
            if let Some(context) = b.fused_attention(&q, &k, &v, self.n_heads, mask) {
                return (self.project(pass, names, &context), None); // [B, Tq, D]
            }
        }
        pass.record(&names.q, &q);
        pass.record(&names.k, &k);
        pass.record(&names.v, &v);
        let scores = b.attention_scores(&q, &k, self.n_heads); // [B, H, Tq, Tk]
        pass.record(&names.scores, &scores);
        let scaled = b.scale(&scores, 1.0 / (self.d_k() as f32).sqrt());
        pass.record(&names.scaled, &scaled);
        pass.record_host(&names.mask, || mask.to_tensor());
        let weights = b.masked_softmax(scaled, mask); // [B, H, Tq, Tk]
        let weights = pass.edits().patterned(b, &names.path, weights, mask);
        pass.record(&names.weights, &weights);
        // Dropout works on a copy of its own, kept for the backward pass beside the weights;
        // without dropout the weights themselves go on.
        let (dropped, seed) = if pass.drops() {
            let (dropped, seed) = pass.dropout_seeded(weights.clone());
            (Some(dropped), seed)
        } else {
            (None, None)
        };
        let context = b.attention_context(dropped.as_ref().unwrap_or(&weights), &v); // [B, Tq, D]
        let context = pass.edits().ablate(b, &names.path, context, self.n_heads);
        let out = self.project(pass, names, &context);
        let cache = pass.caching().then(|| AttentionCache {
            x_q: x_q.clone(),
            x_kv: x_kv.clone(),
            q,
            k,
            v,
            weights,
            dropped,
            seed,
            context,
        });
        (out, cache)
    }

    /// The heads' concatenated outputs `[B, Tq, H * d_v]` through W_O, recorded.
    fn project(
        &self,
        pass: &mut Pass<B>,
        names: &AttentionNames,
        context: &B::Tensor,
    ) -> B::Tensor {
        pass.record_heads(&names.heads, context, self.n_heads);
        pass.record(&names.context, context);
        let out = self.w_o.forward(pass.backend, context); // [B, Tq, D]
        let out = pass.bypass(&names.path, out);
        pass.record(&names.out, &out);
        out
    }

    /// dout `[B, Tq, D]` -> (dx_q, dx_kv), and the projections' gradients.
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &AttentionCache<B>,
        dout: &B::Tensor,
    ) -> (B::Tensor, B::Tensor, Self)
    where
        B: Train,
    {
        let b = pass.backend;
        let c = cache;
        let (dcontext, w_o) = self.w_o.backward(b, &c.context, dout);
        let dropped = c.dropped.as_ref().unwrap_or(&c.weights);
        let (ddropped, dv) = b.attention_context_backward(dropped, &c.v, &dcontext);
        let dweights = pass.dropout_backward(ddropped, c.seed);
        let dscaled = b.softmax_backward(&c.weights, &dweights);
        let dscores = b.scale(&dscaled, 1.0 / (self.d_k() as f32).sqrt());
        let (dq, dk) = b.attention_scores_backward(&c.q, &c.k, &dscores, self.n_heads);
        let (dx_q, w_q) = self.w_q.backward(b, &c.x_q, &dq);
        let (dx_k, w_k) = self.w_k.backward(b, &c.x_kv, &dk);
        let (dx_v, w_v) = self.w_v.backward(b, &c.x_kv, &dv);
        let grads = MultiHeadAttention {
            n_heads: self.n_heads,
            w_q,
            w_k,
            w_v,
            w_o,
        };
        (dx_q, b.add(&dx_k, &dx_v), grads)
    }
}
