//! A fully connected layer, `y = x W^T + b`, with W stored `[out, in]` as in PyTorch.

use super::grads::Grads;
use super::params::HostParams;
use crate::backend::{Backend, Train};
use crate::error::Result;

/// Weight `[out, in]` and bias `[out]` on the backend.
pub struct Linear<B: Backend> {
    pub weight: B::Tensor,
    pub bias: B::Tensor,
}

impl<B: Backend> Linear<B> {
    /// Takes `{prefix}.weight` and `{prefix}.bias`.
    pub fn load(b: &B, params: &mut HostParams, prefix: &str) -> Result<Self> {
        Ok(Linear {
            weight: b.upload(&params.take(&format!("{prefix}.weight"))?)?,
            bias: b.upload(&params.take(&format!("{prefix}.bias"))?)?,
        })
    }

    /// x `[..., in]` -> `[..., out]`.
    pub fn forward(&self, b: &B, x: &B::Tensor) -> B::Tensor {
        b.linear(x, &self.weight, Some(&self.bias))
    }

    /// The gradient of the input given the output's (`dy`), adding the weight's and the bias's
    /// to `grads` as `{prefix}.weight` and `{prefix}.bias`.
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
        let (dx, dw, db) = b.linear_backward(x, &self.weight, dy);
        grads.add(b, format!("{prefix}.weight"), dw);
        grads.add(b, format!("{prefix}.bias"), db);
        dx
    }

    /// The parameters with their names, for the optimiser.
    pub fn params_mut<'a>(&'a mut self, prefix: &str, out: &mut Vec<(String, &'a mut B::Tensor)>) {
        out.push((format!("{prefix}.weight"), &mut self.weight));
        out.push((format!("{prefix}.bias"), &mut self.bias));
    }

    /// Writes `{prefix}.weight` and `{prefix}.bias`.
    pub fn export(&self, b: &B, prefix: &str, out: &mut HostParams) -> Result<()> {
        out.tensors
            .insert(format!("{prefix}.weight"), b.download(&self.weight)?);
        out.tensors
            .insert(format!("{prefix}.bias"), b.download(&self.bias)?);
        Ok(())
    }
}
