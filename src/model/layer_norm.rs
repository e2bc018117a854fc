//! Layer normalisation (Ba et al. 2016): each token's vector is shifted to mean 0 and scaled to
//! variance 1, then scaled and shifted by learned gamma and beta.

use super::grads::Grads;
use super::params::HostParams;
use crate::backend::{Backend, Train};
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

    /// The gradient of the input `x` given the output's, adding gamma's and beta's to `grads`
    /// as `{prefix}.weight` and `{prefix}.bias`.
    pub fn backward(
        &self,
        b: &B,
        x: &B::Tensor,
        dy: &B::Tensor,
        grads: &mut Grads<B>,
        prefix: &str,
    ) -> B::Tensor
    where
        B: Train,
    {
        let (dx, dgamma, dbeta) = b.layer_norm_backward(x, &self.gamma, dy, self.eps);
        grads.add(b, format!("{prefix}.weight"), dgamma);
        grads.add(b, format!("{prefix}.bias"), dbeta);
        dx
    }

    /// The parameters with their names, for the optimiser.
    pub fn params_mut<'a>(&'a mut self, prefix: &str, out: &mut Vec<(String, &'a mut B::Tensor)>) {
        out.push((format!("{prefix}.weight"), &mut self.gamma));
        out.push((format!("{prefix}.bias"), &mut self.beta));
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
