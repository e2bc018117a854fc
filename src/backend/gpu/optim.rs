//! Recording the optimiser's update, whose kernel is in `shaders/optim/`: one Adam step of a
//! parameter in place (`adam.wgsl`), with optional global-norm clipping.

use super::context::GpuContext;
use super::elementwise::per_element;
use super::shaders::{uniform, Shader};

uniform! {
    pub(super) struct AdamParams for Adam {
        n: u32,
        has_clip: u32,
        clip_norm: f32,
        step_size: f32,
        beta1: f32,
        one_minus_beta1: f32,
        beta2: f32,
        one_minus_beta2: f32,
        bias2_sqrt: f32,
        eps: f32,
        _pad: [u32; 2],
    }
}

/// One Adam step's scalars, computed on the host in f32 as the CPU backend computes them.
#[derive(Clone, Copy, Debug)]
pub struct AdamScalars {
    pub beta1: f32,
    pub beta2: f32,
    pub eps: f32,
    /// `lr / (1 - beta1^t)`.
    pub step_size: f32,
    /// `sqrt(1 - beta2^t)`.
    pub bias2_sqrt: f32,
    /// Clip to this global norm, reading the sum of squares of the gradients from `grad_sq`.
    pub clip_norm: Option<f32>,
}

/// Records one Adam update of `param`, `m` and `v` (`n` elements each) in place. `grad_sq`
/// (one float) is read only with `clip_norm`.
#[allow(clippy::too_many_arguments)]
pub fn record_adam(
    ctx: &GpuContext,
    n: usize,
    s: &AdamScalars,
    param: &wgpu::Buffer,
    grad: &wgpu::Buffer,
    m: &wgpu::Buffer,
    v: &wgpu::Buffer,
    grad_sq: Option<&wgpu::Buffer>,
) {
    let clip = s.clip_norm.filter(|_| grad_sq.is_some());
    let params = AdamParams {
        n: n as u32,
        has_clip: clip.is_some().into(),
        clip_norm: clip.unwrap_or(0.0),
        step_size: s.step_size,
        beta1: s.beta1,
        one_minus_beta1: 1.0 - s.beta1,
        beta2: s.beta2,
        one_minus_beta2: 1.0 - s.beta2,
        bias2_sqrt: s.bias2_sqrt,
        eps: s.eps,
        _pad: [0; 2],
    };
    // Without clipping the kernel never reads binding 4; `grad` (read-only too) stands in.
    let grad_sq = grad_sq.unwrap_or(grad);
    ctx.launch(
        Shader::Adam,
        &[param, grad, m, v, grad_sq],
        &params,
        per_element(n),
    );
}
