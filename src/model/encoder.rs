//! One encoder layer (paper, section 3.1): self-attention over the source, then the
//! feed-forward network, each wrapped in Add & Norm.

use super::attention::MultiHeadAttention;
use super::config::Config;
use super::feed_forward::FeedForward;
use super::layer_norm::LayerNorm;
use super::params::HostParams;
use super::pass::Pass;
use super::residual::add_norm;
use crate::backend::{AttentionMask, Backend};
use crate::error::Result;

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

    /// Writes the layer's parameters under `prefix`.
    pub fn export(&self, b: &B, prefix: &str, out: &mut HostParams) -> Result<()> {
        self.self_attn
            .export(b, &format!("{prefix}.self_attn"), out)?;
        self.ffn.export(b, prefix, out)?;
        self.norm1.export(b, &format!("{prefix}.norm1"), out)?;
        self.norm2.export(b, &format!("{prefix}.norm2"), out)
    }
}
