//! Layer normalisation (Ba et al. 2016): each token's vector is shifted to mean 0 and scaled to
//! variance 1, then scaled and shifted by learned gamma and beta.

use super::params::HostParams;
use crate::backend::Backend;
use crate::error::Result;

/// gamma and beta `[d_model]` and the epsilon added to the variance.
pub struct LayerNorm<B: Backend> {
    pub gamma: B::Tensor,
    pub beta: B::Tensor,
    pub eps: f32,
}

impl<B: Backend> LayerNorm<B> {
    /// Takes `{prefix}.weight` (gamma) and `{prefix}.bias` (beta), PyTorch's names.
    pub fn load(b: &B, params: &mut HostParams, prefix: &str, eps: f32) -> Result<Self> {
        Ok(LayerNorm {
            gamma: b.upload(&params.take(&format!("{prefix}.weight"))?)?,
            beta: b.upload(&params.take(&format!("{prefix}.bias"))?)?,
            eps,
        })
    }

    /// x `[..., d_model]` -> same shape.
    pub fn forward(&self, b: &B, x: &B::Tensor) -> B::Tensor {
        b.layer_norm(x, &self.gamma, &self.beta, self.eps)
    }

    /// Writes `{prefix}.weight` and `{prefix}.bias`.
    pub fn export(&self, b: &B, prefix: &str, out: &mut HostParams) -> Result<()> {
        out.tensors
            .insert(format!("{prefix}.weight"), b.download(&self.gamma)?);
        out.tensors
            .insert(format!("{prefix}.bias"), b.download(&self.beta)?);
        Ok(())
    }
}
