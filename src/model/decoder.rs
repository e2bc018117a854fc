//! One decoder layer (paper, section 3.1): masked self-attention over the target so far,
//! cross-attention from the target to the encoder's memory, then the feed-forward network,
//! each wrapped in Add & Norm.

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

/// What the backward pass of a decoder layer needs.
pub struct DecoderCache<B: Backend> {
    block1: AddNormCache<B>,
    self_attn: AttentionCache<B>,
    block2: AddNormCache<B>,
    cross_attn: AttentionCache<B>,
    block3: AddNormCache<B>,
    ffn: FeedForwardCache<B>,
}

/// `transformer.decoder.layers.{i}`: self_attn, multihead_attn (cross), linear1/linear2,
/// norm1..norm3.
pub struct DecoderLayer<B: Backend> {
    pub self_attn: MultiHeadAttention<B>,
    pub cross_attn: MultiHeadAttention<B>,
    pub ffn: FeedForward<B>,
    pub norm1: LayerNorm<B>,
    pub norm2: LayerNorm<B>,
    pub norm3: LayerNorm<B>,
    pub norm_first: bool,
}

impl<B: Backend> DecoderLayer<B> {
    /// Takes the layer's parameters under `prefix`.
    pub fn load(b: &B, params: &mut HostParams, prefix: &str, c: &Config) -> Result<Self> {
        let eps = c.layer_norm_eps as f32;
        let attn = |params: &mut HostParams, name: &str| {
            MultiHeadAttention::load(b, params, &format!("{prefix}.{name}"), c.n_heads)
        };
        Ok(DecoderLayer {
            self_attn: attn(params, "self_attn")?,
            cross_attn: attn(params, "multihead_attn")?,
            ffn: FeedForward::load(b, params, prefix)?,
            norm1: LayerNorm::load(b, params, &format!("{prefix}.norm1"), eps)?,
            norm2: LayerNorm::load(b, params, &format!("{prefix}.norm2"), eps)?,
            norm3: LayerNorm::load(b, params, &format!("{prefix}.norm3"), eps)?,
            norm_first: c.norm_first,
        })
    }

    /// y `[B, T, D]`, memory `[B, S, D]` -> `[B, T, D]`. `self_mask` is causal and hides target
    /// padding; `cross_mask` hides source padding. `name` is e.g. `decoder.0`.
    pub fn forward(
        &self,
        pass: &mut Pass<B>,
        name: &str,
        y: &B::Tensor,
        memory: &B::Tensor,
        self_mask: &AttentionMask,
        cross_mask: &AttentionMask,
    ) -> Result<B::Tensor> {
        let nf = self.norm_first;
        let self_name = format!("{name}.self_attn");
        let y = add_norm(pass, name, 1, y, &self.norm1, nf, |p, h| {
            self.self_attn.forward(p, &self_name, h, h, self_mask)
        })?;
        let cross_name = format!("{name}.cross_attn");
        let y = add_norm(pass, name, 2, &y, &self.norm2, nf, |p, h| {
            self.cross_attn
                .forward(p, &cross_name, h, memory, cross_mask)
        })?;
        let ffn_name = format!("{name}.ffn");
        let y = add_norm(pass, name, 3, &y, &self.norm3, nf, |p, h| {
            self.ffn.forward(p, &ffn_name, h)
        })?;
        pass.record(name, "out", &y)?;
        Ok(y)
    }

    /// The forward pass in training, keeping what [`DecoderLayer::backward`] needs.
    pub fn train_forward(
        &self,
        pass: &mut Pass<B>,
        y: &B::Tensor,
        memory: &B::Tensor,
        self_mask: &AttentionMask,
        cross_mask: &AttentionMask,
    ) -> (B::Tensor, DecoderCache<B>) {
        let nf = self.norm_first;
        let (y, block1, self_attn) = train_add_norm(pass, y, &self.norm1, nf, |p, h| {
            self.self_attn.train_forward(p, h, h, self_mask)
        });
        let (y, block2, cross_attn) = train_add_norm(pass, &y, &self.norm2, nf, |p, h| {
            self.cross_attn.train_forward(p, h, memory, cross_mask)
        });
        let (y, block3, ffn) = train_add_norm(pass, &y, &self.norm3, nf, |p, h| {
            self.ffn.train_forward(p, h)
        });
        let cache = DecoderCache {
            block1,
            self_attn,
            block2,
            cross_attn,
            block3,
            ffn,
        };
        (y, cache)
    }

    /// dout `[B, T, D]` -> (dy, dmemory), adding the layer's gradients under `prefix`.
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &DecoderCache<B>,
        dout: &B::Tensor,
        grads: &mut Grads<B>,
        prefix: &str,
    ) -> (B::Tensor, B::Tensor)
    where
        B: Train,
    {
        let b = pass.backend;
        let nf = self.norm_first;
        let c = cache;
        let norm3 = format!("{prefix}.norm3");
        let dy = add_norm_backward(
            pass,
            &c.block3,
            &self.norm3,
            nf,
            dout,
            grads,
            &norm3,
            |d, g| self.ffn.backward(pass, &c.ffn, d, g, prefix),
        );
        let norm2 = format!("{prefix}.norm2");
        let cross = format!("{prefix}.multihead_attn");
        let mut dmemory = None;
        let dy = add_norm_backward(
            pass,
            &c.block2,
            &self.norm2,
            nf,
            &dy,
            grads,
            &norm2,
            |d, g| {
                let (dq, dkv) = self.cross_attn.backward(pass, &c.cross_attn, d, g, &cross);
                dmemory = Some(dkv);
                dq
            },
        );
        let norm1 = format!("{prefix}.norm1");
        let own = format!("{prefix}.self_attn");
        let dy = add_norm_backward(
            pass,
            &c.block1,
            &self.norm1,
            nf,
            &dy,
            grads,
            &norm1,
            |d, g| {
                let (dq, dkv) = self.self_attn.backward(pass, &c.self_attn, d, g, &own);
                b.add(&dq, &dkv)
            },
        );
        (dy, dmemory.expect("cross-attention's backward ran"))
    }

    /// The parameters with their names, for the optimiser.
    pub fn params_mut<'a>(&'a mut self, prefix: &str, out: &mut Vec<(String, &'a mut B::Tensor)>) {
        self.self_attn
            .params_mut(&format!("{prefix}.self_attn"), out);
        self.cross_attn
            .params_mut(&format!("{prefix}.multihead_attn"), out);
        self.ffn.params_mut(prefix, out);
        self.norm1.params_mut(&format!("{prefix}.norm1"), out);
        self.norm2.params_mut(&format!("{prefix}.norm2"), out);
        self.norm3.params_mut(&format!("{prefix}.norm3"), out);
    }

    /// Writes the layer's parameters under `prefix`.
    pub fn export(&self, b: &B, prefix: &str, out: &mut HostParams) -> Result<()> {
        self.self_attn
            .export(b, &format!("{prefix}.self_attn"), out)?;
        self.cross_attn
            .export(b, &format!("{prefix}.multihead_attn"), out)?;
        self.ffn.export(b, prefix, out)?;
        self.norm1.export(b, &format!("{prefix}.norm1"), out)?;
        self.norm2.export(b, &format!("{prefix}.norm2"), out)?;
        self.norm3.export(b, &format!("{prefix}.norm3"), out)
    }
}
