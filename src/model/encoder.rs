//! One encoder layer (paper, section 3.1): self-attention over the source, then the
//! feed-forward network, each wrapped in Add & Norm.

use super::attention::{AttentionCache, MultiHeadAttention};
use super::config::Config;
use super::feed_forward::{FeedForward, FeedForwardCache};
use super::grads::Grads;
use super::layer_norm::LayerNorm;
use super::params::HostParams;
use super::pass::Pass;
use super::residual::{add_norm, add_norm_backward, train_add_norm, AddNormCache};
use crate::backend::{AttentionMask, Backend, Train};
use crate::error::Result;

/// What the backward pass of an encoder layer needs.
pub struct EncoderCache<B: Backend> {
    block1: AddNormCache<B>,
    attn: AttentionCache<B>,
    block2: AddNormCache<B>,
    ffn: FeedForwardCache<B>,
}

/// `transformer.encoder.layers.{i}`: self_attn, linear1/linear2, norm1, norm2.
pub struct EncoderLayer<B: Backend> {
    pub self_attn: MultiHeadAttention<B>,
    pub ffn: FeedForward<B>,
    pub norm1: LayerNorm<B>,
    pub norm2: LayerNorm<B>,
    pub norm_first: bool,
}

impl<B: Backend> EncoderLayer<B> {
    /// Takes the layer's parameters under `prefix`.
    pub fn load(b: &B, params: &mut HostParams, prefix: &str, c: &Config) -> Result<Self> {
        let eps = c.layer_norm_eps as f32;
        Ok(EncoderLayer {
            self_attn: MultiHeadAttention::load(
                b,
                params,
                &format!("{prefix}.self_attn"),
                c.n_heads,
            )?,
            ffn: FeedForward::load(b, params, prefix)?,
            norm1: LayerNorm::load(b, params, &format!("{prefix}.norm1"), eps)?,
            norm2: LayerNorm::load(b, params, &format!("{prefix}.norm2"), eps)?,
            norm_first: c.norm_first,
        })
    }

    /// x `[B, S, D]` -> `[B, S, D]`; `mask` hides padding keys. `name` is e.g. `encoder.0`.
    pub fn forward(
        &self,
        pass: &mut Pass<B>,
        name: &str,
        x: &B::Tensor,
        mask: &AttentionMask,
    ) -> Result<B::Tensor> {
        let attn = format!("{name}.self_attn");
        let x = add_norm(pass, name, 1, x, &self.norm1, self.norm_first, |p, h| {
            self.self_attn.forward(p, &attn, h, h, mask)
        })?;
        let ffn = format!("{name}.ffn");
        let x = add_norm(pass, name, 2, &x, &self.norm2, self.norm_first, |p, h| {
            self.ffn.forward(p, &ffn, h)
        })?;
        pass.record(name, "out", &x)?;
        Ok(x)
    }

    /// The forward pass in training, keeping what [`EncoderLayer::backward`] needs.
    pub fn train_forward(
        &self,
        pass: &mut Pass<B>,
        x: &B::Tensor,
        mask: &AttentionMask,
    ) -> (B::Tensor, EncoderCache<B>) {
        let nf = self.norm_first;
        let (x, block1, attn) = train_add_norm(pass, x, &self.norm1, nf, |p, h| {
            self.self_attn.train_forward(p, h, h, mask)
        });
        let (x, block2, ffn) = train_add_norm(pass, &x, &self.norm2, nf, |p, h| {
            self.ffn.train_forward(p, h)
        });
        let cache = EncoderCache {
            block1,
            attn,
            block2,
            ffn,
        };
        (x, cache)
    }

    /// dout `[B, S, D]` -> dx, adding the layer's gradients under `prefix`.
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &EncoderCache<B>,
        dout: &B::Tensor,
        grads: &mut Grads<B>,
        prefix: &str,
    ) -> B::Tensor
    where
        B: Train,
    {
        let b = pass.backend;
        let nf = self.norm_first;
        let norm2 = format!("{prefix}.norm2");
        let dx = add_norm_backward(
            pass,
            &cache.block2,
            &self.norm2,
            nf,
            dout,
            grads,
            &norm2,
            |d, g| self.ffn.backward(pass, &cache.ffn, d, g, prefix),
        );
        let norm1 = format!("{prefix}.norm1");
        let attn = format!("{prefix}.self_attn");
        add_norm_backward(
            pass,
            &cache.block1,
            &self.norm1,
            nf,
            &dx,
            grads,
            &norm1,
            |d, g| {
                let (dq, dkv) = self.self_attn.backward(pass, &cache.attn, d, g, &attn);
                b.add(&dq, &dkv)
            },
        )
    }

    /// The parameters with their names, for the optimiser.
    pub fn params_mut<'a>(&'a mut self, prefix: &str, out: &mut Vec<(String, &'a mut B::Tensor)>) {
        self.self_attn
            .params_mut(&format!("{prefix}.self_attn"), out);
        self.ffn.params_mut(prefix, out);
        self.norm1.params_mut(&format!("{prefix}.norm1"), out);
        self.norm2.params_mut(&format!("{prefix}.norm2"), out);
    }

    /// Writes the layer's parameters under `prefix`.
    pub fn export(&self, b: &B, prefix: &str, out: &mut HostParams) -> Result<()> {
        self.self_attn
            .export(b, &format!("{prefix}.self_attn"), out)?;
        self.ffn.export(b, prefix, out)?;
        self.norm1.export(b, &format!("{prefix}.norm1"), out)?;
        self.norm2.export(b, &format!("{prefix}.norm2"), out)
    }
}
