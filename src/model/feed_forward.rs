//! The position-wise feed-forward network (paper, section 3.3):
//! FFN(x) = max(0, x W_1 + b_1) W_2 + b_2, the same two layers applied to every position.

use super::linear::Linear;
use super::params::HostParams;
use super::pass::Pass;
use crate::backend::Backend;
use crate::error::Result;

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

    /// Writes `{layer}.linear1.*` and `{layer}.linear2.*`.
    pub fn export(&self, b: &B, layer: &str, out: &mut HostParams) -> Result<()> {
        self.linear1.export(b, &format!("{layer}.linear1"), out)?;
        self.linear2.export(b, &format!("{layer}.linear2"), out)
    }
}
