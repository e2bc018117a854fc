//! One decoder layer (paper, section 3.1): masked self-attention over the target so far,
//! cross-attention from the target to the encoder's memory, then the feed-forward network,
//! each wrapped in Add & Norm.

use super::attention::{AttentionCache, KeysValues, MultiHeadAttention};
use super::config::Config;
use super::feed_forward::{FeedForward, FeedForwardCache};
use super::layer_norm::LayerNorm;
use super::params::{Path, Visitor};
use super::pass::Pass;
use super::residual::{add_norm, add_norm_backward, AddNormCache};
use crate::backend::{AttentionMask, Backend, Train};
use crate::error::Result;
use crate::trace::DecoderLayerNames;

/// `transformer.decoder.layers.{i}`: self_attn, multihead_attn (cross), linear1/linear2,
/// norm1..norm3.
#[derive(Clone)]
pub struct DecoderLayer<B: Backend> {
    pub self_attn: MultiHeadAttention<B>,
    pub cross_attn: MultiHeadAttention<B>,
    pub ffn: FeedForward<B>,
    pub norm1: LayerNorm<B>,
    pub norm2: LayerNorm<B>,
    pub norm3: LayerNorm<B>,
    pub norm_first: bool,
}

/// What the backward pass of a decoder layer needs.
pub struct DecoderCache<B: Backend> {
    block1: AddNormCache<B>,
    self_attn: AttentionCache<B>,
    block2: AddNormCache<B>,
    cross_attn: AttentionCache<B>,
    block3: AddNormCache<B>,
    ffn: FeedForwardCache<B>,
}

impl<B: Backend> DecoderLayer<B> {
    /// A layer for `c`, tensors `empty` until loaded.
    pub fn new(empty: &B::Tensor, c: &Config) -> Self {
        let attn = || MultiHeadAttention::new(empty, c);
        let norm = || LayerNorm::new(empty, c.d_model, c.layer_norm_eps as f32);
        DecoderLayer {
            self_attn: attn(),
            cross_attn: attn(),
            ffn: FeedForward::new(empty, c.d_model, c.d_ff, c.activation),
            norm1: norm(),
            norm2: norm(),
            norm3: norm(),
            norm_first: c.norm_first,
        }
    }

    /// The layer's parameters under `path`, in PyTorch's order (cross-attention is PyTorch's
    /// `multihead_attn`).
    pub fn visit<'m>(&'m mut self, path: &Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        self.self_attn.visit(&path.at("self_attn"), v)?;
        self.cross_attn.visit(&path.at("multihead_attn"), v)?;
        self.ffn.visit(path, v)?;
        self.norm1.visit(&path.at("norm1"), v)?;
        self.norm2.visit(&path.at("norm2"), v)?;
        self.norm3.visit(&path.at("norm3"), v)
    }

    /// One new position in a search: y `[B, 1, D]` (the newest token of each row) through the
    /// layer, its self-attention reading `past`, the keys and values of the positions before
    /// (picked per row by `rows`). Returns the output and the keys and values to keep, or
    /// `None` where the backend cannot keep them.
    pub fn forward_step(
        &self,
        pass: &mut Pass<B>,
        names: &DecoderLayerNames,
        y: &B::Tensor,
        memory: &B::Tensor,
        (past, rows): (Option<&KeysValues<B>>, &[usize]),
        cross_mask: &AttentionMask,
    ) -> Option<(B::Tensor, KeysValues<B>)> {
        let (nf, own) = (self.norm_first, &names.layer);
        let block = |k: usize| (own.residual[k].as_str(), own.norm[k].as_str());
        let mut kept = None;
        let (y, _) = add_norm(pass, block(0), y, &self.norm1, nf, |p, h| {
            match self
                .self_attn
                .forward_step(p, &own.self_attn, h, past, rows)
            {
                Some((out, kv)) => {
                    kept = Some(kv);
                    (out, None::<()>)
                }
                None => (h.clone(), None),
            }
        });
        let kept = kept?;
        let (y, _) = add_norm(pass, block(1), &y, &self.norm2, nf, |p, h| {
            let cross = &names.cross_attn;
            self.cross_attn
                .forward_over_memory(p, cross, h, memory, cross_mask)
        });
        let (y, _) = add_norm(pass, block(2), &y, &self.norm3, nf, |p, h| {
            self.ffn.forward(p, &own.ffn, h)
        });
        Some((y, kept))
    }

    /// y `[B, T, D]`, memory `[B, S, D]` -> `[B, T, D]`. `self_mask` is causal and hides target
    /// padding; `cross_mask` hides source padding.
    pub fn forward(
        &self,
        pass: &mut Pass<B>,
        names: &DecoderLayerNames,
        y: &B::Tensor,
        memory: &B::Tensor,
        (self_mask, cross_mask): (&AttentionMask, &AttentionMask),
    ) -> (B::Tensor, Option<DecoderCache<B>>) {
        let (nf, own) = (self.norm_first, &names.layer);
        let block = |k: usize| (own.residual[k].as_str(), own.norm[k].as_str());
        let (y, c1) = add_norm(pass, block(0), y, &self.norm1, nf, |p, h| {
            self.self_attn.forward(p, &own.self_attn, h, h, self_mask)
        });
        let (y, c2) = add_norm(pass, block(1), &y, &self.norm2, nf, |p, h| {
            let cross = &names.cross_attn;
            self.cross_attn
                .forward_over_memory(p, cross, h, memory, cross_mask)
        });
        let (y, c3) = add_norm(pass, block(2), &y, &self.norm3, nf, |p, h| {
            self.ffn.forward(p, &own.ffn, h)
        });
        pass.record(&own.out, &y);
        let cache = c1.zip(c2).zip(c3).map(
            |(((block1, self_attn), (block2, cross_attn)), (block3, ffn))| DecoderCache {
                block1,
                self_attn,
                block2,
                cross_attn,
                block3,
                ffn,
            },
        );
        (y, cache)
    }

    /// dout `[B, T, D]` -> (dy, dmemory), and the layer's gradient.
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &DecoderCache<B>,
        dout: &B::Tensor,
    ) -> (B::Tensor, B::Tensor, Self)
    where
        B: Train,
    {
        let (b, c, nf) = (pass.backend, cache, self.norm_first);
        let (dy, norm3, ffn) = add_norm_backward(pass, &c.block3, &self.norm3, nf, dout, |d| {
            self.ffn.backward(pass, &c.ffn, d)
        });
        let (dy, norm2, (dmemory, cross_attn)) =
            add_norm_backward(pass, &c.block2, &self.norm2, nf, &dy, |d| {
                let (dq, dkv, grads) = self.cross_attn.backward(pass, &c.cross_attn, d);
                (dq, (dkv, grads))
            });
        let (dy, norm1, self_attn) =
            add_norm_backward(pass, &c.block1, &self.norm1, nf, &dy, |d| {
                let (dq, dkv, grads) = self.self_attn.backward(pass, &c.self_attn, d);
                (b.add(&dq, &dkv), grads)
            });
        let grads = DecoderLayer {
            self_attn,
            cross_attn,
            ffn,
            norm1,
            norm2,
            norm3,
            norm_first: nf,
        };
        (dy, dmemory, grads)
    }
}
