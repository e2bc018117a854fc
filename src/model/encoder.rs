//! One encoder layer (paper, section 3.1): self-attention over the source, then the
//! feed-forward network, each wrapped in Add & Norm.

use super::attention::{AttentionCache, MultiHeadAttention};
use super::config::Config;
use super::feed_forward::{FeedForward, FeedForwardCache};
use super::layer_norm::LayerNorm;
use super::params::{Path, Visitor};
use super::pass::Pass;
use super::residual::{add_norm, add_norm_backward, AddNormCache};
use crate::backend::{AttentionMask, Backend, Train};
use crate::error::Result;
use crate::trace::LayerNames;

/// `transformer.encoder.layers.{i}`: self_attn, linear1/linear2, norm1, norm2.
#[derive(Clone)]
pub struct EncoderLayer<B: Backend> {
    pub self_attn: MultiHeadAttention<B>,
    pub ffn: FeedForward<B>,
    pub norm1: LayerNorm<B>,
    pub norm2: LayerNorm<B>,
    pub norm_first: bool,
}

/// What the backward pass of an encoder layer needs.
pub struct EncoderCache<B: Backend> {
    block1: AddNormCache<B>,
    attn: AttentionCache<B>,
    block2: AddNormCache<B>,
    ffn: FeedForwardCache<B>,
}

impl<B: Backend> EncoderLayer<B> {
    /// A layer for `c`, tensors `empty` until loaded.
    pub fn new(empty: &B::Tensor, c: &Config) -> Self {
        let norm = || LayerNorm::new(empty, c.d_model, c.layer_norm_eps as f32);
        EncoderLayer {
            self_attn: MultiHeadAttention::new(empty, c),
            ffn: FeedForward::new(empty, c.d_model, c.d_ff, c.activation),
            norm1: norm(),
            norm2: norm(),
            norm_first: c.norm_first,
        }
    }

    /// The layer's parameters under `path`, in PyTorch's order.
    pub fn visit<'m>(&'m mut self, path: &Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        self.self_attn.visit(&path.at("self_attn"), v)?;
        self.ffn.visit(path, v)?;
        self.norm1.visit(&path.at("norm1"), v)?;
        self.norm2.visit(&path.at("norm2"), v)
    }

    /// x `[B, S, D]` -> `[B, S, D]`; `mask` hides padding keys.
    pub fn forward(
        &self,
        pass: &mut Pass<B>,
        names: &LayerNames,
        x: &B::Tensor,
        mask: &AttentionMask,
    ) -> (B::Tensor, Option<EncoderCache<B>>) {
        let nf = self.norm_first;
        let block = |k: usize| (names.residual[k].as_str(), names.norm[k].as_str());
        let (x, c1) = add_norm(pass, block(0), x, &self.norm1, nf, |p, h| {
            self.self_attn.forward(p, &names.self_attn, h, h, mask)
        });
        let (x, c2) = add_norm(pass, block(1), &x, &self.norm2, nf, |p, h| {
            self.ffn.forward(p, &names.ffn, h)
        });
        pass.record(&names.out, &x);
        let cache = c1
            .zip(c2)
            .map(|((block1, attn), (block2, ffn))| EncoderCache {
                block1,
                attn,
                block2,
                ffn,
            });
        (x, cache)
    }

    /// dout `[B, S, D]` -> dx, and the layer's gradient.
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &EncoderCache<B>,
        dout: &B::Tensor,
    ) -> (B::Tensor, Self)
    where
        B: Train,
    {
        let (b, c, nf) = (pass.backend, cache, self.norm_first);
        let (dx, norm2, ffn) = add_norm_backward(pass, &c.block2, &self.norm2, nf, dout, |d| {
            self.ffn.backward(pass, &c.ffn, d)
        });
        let (dx, norm1, self_attn) =
            add_norm_backward(pass, &c.block1, &self.norm1, nf, &dx, |d| {
                let (dq, dkv, grads) = self.self_attn.backward(pass, &c.attn, d);
                (b.add(&dq, &dkv), grads)
            });
        let grads = EncoderLayer {
            self_attn,
            ffn,
            norm1,
            norm2,
            norm_first: nf,
        };
        (dx, grads)
    }
}
