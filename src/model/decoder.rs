//! One decoder layer (paper, section 3.1): masked self-attention over the target so far,
//! cross-attention from the target to the encoder's memory, then the feed-forward network,
//! each wrapped in Add & Norm.

use super::attention::MultiHeadAttention;
use super::config::Config;
use super::feed_forward::FeedForward;
use super::layer_norm::LayerNorm;
use super::params::HostParams;
use super::pass::Pass;
use super::residual::add_norm;
use crate::backend::{AttentionMask, Backend};
use crate::error::Result;

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
