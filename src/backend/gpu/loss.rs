//! Recording the loss of a training step and what its update needs, whose kernels are in
//! `shaders/loss/`: the label-smoothed cross-entropy and its gradient (`cross_entropy.wgsl`) and
//! the global gradient norm (`sum_squares.wgsl`).

use super::context::{GpuContext, MAX_LOOP};
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
