//! A fully connected layer, `y = x W^T + b`, with W stored `[out, in]` as in PyTorch.

use super::params::{Init, Path, Visitor};
use crate::backend::{Backend, Train};
use crate::error::Result;

/// Weight `[out, in]` and bias `[out]` on the backend. Its gradient is a `Linear` too.
#[derive(Clone)]
pub struct Linear<B: Backend> {
    pub weight: B::Tensor,
    pub bias: B::Tensor,
    pub d_in: usize,
    pub d_out: usize,
}

impl<B: Backend> Linear<B> {
    /// A layer of the given sizes whose tensors are `empty` until loaded (see [`Visitor`]).
    pub fn new(empty: &B::Tensor, d_in: usize, d_out: usize) -> Self {
        Linear {
            weight: empty.clone(),
            bias: empty.clone(),
            d_in,
            d_out,
        }
    }

    /// `{path}.weight` (Xavier) and `{path}.bias` (U(±1/sqrt(in)), as `nn.Linear`).
    pub fn visit<'m>(&'m mut self, path: &Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        let (d_in, d_out) = (self.d_in, self.d_out);
        v.param(
            path.spec("weight", &[d_out, d_in], Init::Xavier),
            &mut self.weight,
        )?;
        v.param(
            path.spec("bias", &[d_out], Init::FanIn(d_in)),
            &mut self.bias,
        )
    }

    /// `{path}.bias` alone: a layer whose weight is another's, visited there (weight tying).
    pub fn visit_bias<'m>(&'m mut self, path: &Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        let d_in = self.d_in;
        v.param(
            path.spec("bias", &[self.d_out], Init::FanIn(d_in)),
            &mut self.bias,
        )
    }

    /// x `[..., in]` -> `[..., out]`.
    pub fn forward(&self, b: &B, x: &B::Tensor) -> B::Tensor {
        b.linear(x, &self.weight, Some(&self.bias))
    }

    /// The gradient of the input given the output's (`dy`), and the layer's own.
    pub fn backward(&self, b: &B, x: &B::Tensor, dy: &B::Tensor) -> (B::Tensor, Self)
    where
        B: Train,
    {
        let (dx, weight, bias) = b.linear_backward(x, &self.weight, dy);
        (
            dx,
            Linear {
                weight,
                bias,
                ..*self
            },
        )
    }
}
