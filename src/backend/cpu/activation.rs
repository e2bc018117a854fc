//! The feed-forward layer's activation (ReLU, or another of [`Activation`]) and its gradient.

use super::zip_map;
use crate::backend::tensor::Tensor;
use crate::backend::Activation;

/// `act` of every element of `x`.
pub(super) fn forward(x: &Tensor, act: Activation) -> Tensor {
    match act {
        // A compare and a select, which vectorise everywhere (`f32::max` must also order
        // NaNs: in wasm a call per element). A NaN becomes 0, as with `max`.
        Activation::Relu => x.mapv(|v| if v > 0.0 { v } else { 0.0 }),
        _ => x.mapv(|v| act.apply(v)),
    }
}

/// The gradient of [`forward`] at `x` for the output's gradient `dy`.
pub(super) fn backward(x: &Tensor, dy: &Tensor, act: Activation) -> Tensor {
    match act {
        // dy where the input was positive, else 0 (at 0 itself too, as PyTorch has it).
        Activation::Relu => zip_map(x, dy, |v, g| if v > 0.0 { g } else { 0.0 }),
        _ => zip_map(x, dy, |v, g| act.backward(v, g)),
    }
}
