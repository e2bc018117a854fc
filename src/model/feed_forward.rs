//! The position-wise feed-forward network (paper, section 3.3):
//! FFN(x) = max(0, x W_1 + b_1) W_2 + b_2, the same two layers applied to every position.
//! The non-linearity is the config's [`Activation`]: ReLU as in the paper, or SiLU or GELU.

use super::linear::Linear;
use super::params::{Path, Visitor};
use super::pass::Pass;
use crate::backend::{Activation, Backend, Train};
use crate::error::Result;
use crate::trace::FeedForwardNames;

/// linear1 `[d_ff, d_model]` and linear2 `[d_model, d_ff]` (PyTorch's names), with the
/// activation between them.
#[derive(Clone)]
pub struct FeedForward<B: Backend> {
    pub linear1: Linear<B>,
    pub linear2: Linear<B>,
    pub activation: Activation,
}

/// What the backward pass needs from a training forward.
pub struct FeedForwardCache<B: Backend> {
    x: B::Tensor,
    /// linear1's output, before the activation.
    pre: B::Tensor,
    /// The activation's output after dropout: linear2's input.
    hidden: B::Tensor,
    seed: Option<u32>,
}

impl<B: Backend> FeedForward<B> {
    /// A network `d_model -> d_ff -> d_model` whose tensors are `empty` until loaded.
    pub fn new(empty: &B::Tensor, d_model: usize, d_ff: usize, activation: Activation) -> Self {
        FeedForward {
            linear1: Linear::new(empty, d_model, d_ff),
            linear2: Linear::new(empty, d_ff, d_model),
            activation,
        }
    }

    /// `{layer}.linear1.*` and `{layer}.linear2.*` (directly in the layer, as PyTorch has them).
    pub fn visit<'m>(&'m mut self, layer: &Path, v: &mut impl Visitor<'m, B>) -> Result<()> {
        self.linear1.visit(&layer.at("linear1"), v)?;
        self.linear2.visit(&layer.at("linear2"), v)
    }

    /// x `[B, len, d_model]` -> `[B, len, d_model]`, and the cache when the pass trains.
    pub fn forward(
        &self,
        pass: &mut Pass<B>,
        names: &FeedForwardNames,
        x: &B::Tensor,
    ) -> (B::Tensor, Option<FeedForwardCache<B>>) {
        let b = pass.backend;
        let pre = self.linear1.forward(b, x); // [B, len, d_ff]
        let hidden = b.activation(&pre, self.activation);
        pass.record(&names.hidden, &hidden);
        let (hidden, seed) = pass.dropout_seeded(hidden);
        let out = self.linear2.forward(b, &hidden); // [B, len, d_model]
        let out = pass.bypass(&names.path, out);
        pass.record(&names.out, &out);
        let cache = pass.caching().then(|| FeedForwardCache {
            x: x.clone(),
            pre,
            hidden,
            seed,
        });
        (out, cache)
    }

    /// dout `[B, len, d_model]` -> dx, and the network's gradient.
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &FeedForwardCache<B>,
        dout: &B::Tensor,
    ) -> (B::Tensor, Self)
    where
        B: Train,
    {
        let b = pass.backend;
        let (dhidden, linear2) = self.linear2.backward(b, &cache.hidden, dout);
        let dhidden = pass.dropout_backward(dhidden, cache.seed);
        let dpre = b.activation_backward(&cache.pre, &dhidden, self.activation);
        let (dx, linear1) = self.linear1.backward(b, &cache.x, &dpre);
        (
            dx,
            FeedForward {
                linear1,
                linear2,
                activation: self.activation,
            },
        )
    }
}
