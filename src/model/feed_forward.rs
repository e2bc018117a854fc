//! The position-wise feed-forward network (paper, section 3.3):
//! FFN(x) = max(0, x W_1 + b_1) W_2 + b_2, the same two layers applied to every position.

use super::grads::Grads;
use super::linear::Linear;
use super::params::HostParams;
use super::pass::Pass;
use crate::backend::{Backend, Train};
use crate::error::Result;

/// What the backward pass needs from a training forward.
pub struct FeedForwardCache<B: Backend> {
    x: B::Tensor,
    /// linear1's output, before the ReLU.
    pre: B::Tensor,
    /// The ReLU's output after dropout: linear2's input.
    hidden: B::Tensor,
    seed: Option<u32>,
}

/// linear1 `[d_ff, d_model]` and linear2 `[d_model, d_ff]` (PyTorch's names).
pub struct FeedForward<B: Backend> {
    pub linear1: Linear<B>,
    pub linear2: Linear<B>,
}

impl<B: Backend> FeedForward<B> {
    /// Takes `{layer}.linear1.*` and `{layer}.linear2.*`.
    pub fn load(b: &B, params: &mut HostParams, layer: &str) -> Result<Self> {
        Ok(FeedForward {
            linear1: Linear::load(b, params, &format!("{layer}.linear1"))?,
            linear2: Linear::load(b, params, &format!("{layer}.linear2"))?,
        })
    }

    /// x `[B, len, d_model]` -> `[B, len, d_model]`; traced as `{name}.hidden` and `{name}.out`.
    pub fn forward(&self, pass: &mut Pass<B>, name: &str, x: &B::Tensor) -> Result<B::Tensor> {
        let b = pass.backend;
        let hidden = b.relu(&self.linear1.forward(b, x)); // [B, len, d_ff]
        pass.record(name, "hidden", &hidden)?;
        let hidden = pass.dropout(hidden);
        let out = self.linear2.forward(b, &hidden); // [B, len, d_model]
        pass.record(name, "out", &out)?;
        Ok(out)
    }

    /// The forward pass in training, keeping what [`FeedForward::backward`] needs.
    pub fn train_forward(
        &self,
        pass: &mut Pass<B>,
        x: &B::Tensor,
    ) -> (B::Tensor, FeedForwardCache<B>) {
        let b = pass.backend;
        let pre = self.linear1.forward(b, x); // [B, len, d_ff]
        let (hidden, seed) = pass.dropout_seeded(b.relu(&pre));
        let out = self.linear2.forward(b, &hidden); // [B, len, d_model]
        let cache = FeedForwardCache {
            x: x.clone(),
            pre,
            hidden,
            seed,
        };
        (out, cache)
    }

    /// dout `[B, len, d_model]` -> dx, adding the four parameters' gradients under `layer`.
    pub fn backward(
        &self,
        pass: &Pass<B>,
        cache: &FeedForwardCache<B>,
        dout: &B::Tensor,
        grads: &mut Grads<B>,
        layer: &str,
    ) -> B::Tensor
    where
        B: Train,
    {
        let b = pass.backend;
        let l2 = format!("{layer}.linear2");
        let dhidden = self.linear2.backward(b, &cache.hidden, dout, grads, &l2);
        let dhidden = pass.dropout_backward(dhidden, cache.seed);
        let dpre = b.relu_backward(&cache.pre, &dhidden);
        let l1 = format!("{layer}.linear1");
        self.linear1.backward(b, &cache.x, &dpre, grads, &l1)
    }

    /// The parameters with their names, for the optimiser.
    pub fn params_mut<'a>(&'a mut self, layer: &str, out: &mut Vec<(String, &'a mut B::Tensor)>) {
        self.linear1.params_mut(&format!("{layer}.linear1"), out);
        self.linear2.params_mut(&format!("{layer}.linear2"), out);
    }

    /// Writes `{layer}.linear1.*` and `{layer}.linear2.*`.
    pub fn export(&self, b: &B, layer: &str, out: &mut HostParams) -> Result<()> {
        self.linear1.export(b, &format!("{layer}.linear1"), out)?;
        self.linear2.export(b, &format!("{layer}.linear2"), out)
    }
}
