//! A fully connected layer, `y = x W^T + b`, with W stored `[out, in]` as in PyTorch.

use super::params::HostParams;
use crate::backend::Backend;
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

    /// Writes `{prefix}.weight` and `{prefix}.bias`.
    pub fn export(&self, b: &B, prefix: &str, out: &mut HostParams) -> Result<()> {
        out.tensors
            .insert(format!("{prefix}.weight"), b.download(&self.weight)?);
        out.tensors
            .insert(format!("{prefix}.bias"), b.download(&self.bias)?);
        Ok(())
    }
}
