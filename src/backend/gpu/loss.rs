//! Recording what ends a training step, whose kernels are in `shaders/loss/`: the
//! label-smoothed cross-entropy and its gradient (`cross_entropy.wgsl`), the global gradient
//! norm (`sum_squares.wgsl`) and the Adam update (`adam.wgsl`).

use super::context::{GpuContext, MAX_LOOP};
use super::elementwise::per_element;
use super::rows::{row_launch, PER_THREAD};
use super::shaders::{uniform, Shader};

uniform! {
    pub(super) struct CrossEntropyParams for CrossEntropy {
        cols: u32,
        rows: u32,
        pad: u32,
        smoothing: f32,
        inv_n: f32,
        _pad: [u32; 3],
    }
}

/// Label-smoothed cross-entropy over `rows` rows of `cols` logits.
pub struct CrossEntropy {
    pub rows: usize,
    pub cols: usize,
    pub pad: u32,
    pub smoothing: f32,
    /// 1 / the number of rows whose target is not `pad`.
    pub inv_n: f32,
}

/// Records the gradient `[rows, cols]` and the per-row losses `[rows]` (0 for padding rows).
pub fn record_cross_entropy(
    ctx: &GpuContext,
    ce: &CrossEntropy,
    logits: &wgpu::Buffer,
    targets: &wgpu::Buffer,
    grad: &wgpu::Buffer,
    loss_rows: &wgpu::Buffer,
) {
    let params = CrossEntropyParams {
        cols: ce.cols as u32,
        rows: ce.rows as u32,
        pad: ce.pad,
        smoothing: ce.smoothing,
        inv_n: ce.inv_n,
        _pad: [0; 3],
    };
    let (constants, groups) = row_launch(ctx, ce.rows, ce.cols);
    ctx.launch_with(
        Shader::CrossEntropy,
        constants,
        &[logits, targets, grad, loss_rows],
        &params,
        groups,
    );
}

/// The workgroups (and so the partial sums) [`record_sum_squares`] uses for `n` elements:
/// about 16 elements per thread, at most 256 workgroups.
pub fn sum_squares_slots(n: usize) -> usize {
    n.div_ceil(256 * 16).clamp(1, 256)
}

uniform! {
    pub(super) struct SumSquaresParams for SumSquares {
        n: u32,
        slot: u32,
        slots: u32,
        _pad: u32,
    }
}

/// Records the partial sums of squares of `x` (`n` elements) into
/// `partials[slot .. slot + sum_squares_slots(n)]`.
pub fn record_sum_squares(
    ctx: &GpuContext,
    n: usize,
    x: &wgpu::Buffer,
    partials: &wgpu::Buffer,
    slot: usize,
) {
    let slots = sum_squares_slots(n);
    let params = SumSquaresParams {
        n: n as u32,
        slot: slot as u32,
        slots: slots as u32,
        _pad: 0,
    };
    // One workgroup per slot, or one thread per slot.
    let (constants, groups) = if ctx.barrier_free() && n.div_ceil(slots) <= MAX_LOOP {
        (PER_THREAD, 1)
    } else {
        (&[][..], slots as u32)
    };
    ctx.launch_with(
        Shader::SumSquares,
        constants,
        &[x, partials],
        &params,
        [groups, 1, 1],
    );
}

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
