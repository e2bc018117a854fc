//! Layer normalisation (Ba et al. 2016): each token's vector is shifted to mean 0 and scaled to
//! variance 1, then scaled and shifted by learned gamma and beta.

use super::params::{Init, Path, Visitor};
use crate::backend::{Backend, Train};
use crate::error::Result;

/// gamma and beta `[d_model]` and the epsilon added to the variance.
#[derive(Clone)]
pub struct LayerNorm<B: Backend> {
    pub gamma: B::Tensor,
    pub beta: B::Tensor,
    pub eps: f32,
    pub d: usize,
}

impl<B: Backend> LayerNorm<B> {
    /// A norm over `d` numbers whose tensors are `empty` until loaded.
    pub fn new(empty: &B::Tensor, d: usize, eps: f32) -> Self {
        LayerNorm {
            gamma: empty.clone(),
            beta: empty.clone(),
            eps,
            d,
        }
    }

    /// `{path}.weight` (gamma, ones) and `{path}.bias` (beta, zeros), PyTorch's names.
    pub fn visit<'m>(&'m mut self, path: &Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        v.param(path.spec("weight", &[self.d], Init::Ones), &mut self.gamma)?;
        v.param(path.spec("bias", &[self.d], Init::Zeros), &mut self.beta)
    }

    /// x `[..., d_model]` -> same shape.
    pub fn forward(&self, b: &B, x: &B::Tensor) -> B::Tensor {
        b.layer_norm(x, &self.gamma, &self.beta, self.eps)
    }

    /// The gradient of the input `x` given the output's, and the norm's own (gamma's, beta's).
    pub fn backward(&self, b: &B, x: &B::Tensor, dy: &B::Tensor) -> (B::Tensor, Self)
    where
        B: Train,
    {
        let (dx, gamma, beta) = b.layer_norm_backward(x, &self.gamma, dy, self.eps);
        (
            dx,
            LayerNorm {
                gamma,
                beta,
                ..*self
            },
        )
    }
}
