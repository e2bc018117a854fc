//! Recording the training kernels: the backward ops that are not matrix products
//! (`relu_backward.wgsl`, `layer_norm_backward.wgsl`, `softmax_backward.wgsl`,
//! `embed_backward.wgsl`), the column sums every reduction ends in (`sum_rows.wgsl`), the loss
//! (`cross_entropy.wgsl`), the gradient norm (`sum_squares.wgsl`), the optimiser (`adam.wgsl`)
//! and `fill.wgsl`.

use bytemuck::{Pod, Zeroable};

use super::context::{grid, GpuContext, MAX_LOOP};
use super::rows::{row_launch, PER_THREAD};
use super::shaders::Shader;

/// Workgroups for one thread per element, 256 threads each.
fn per_element(n: usize) -> [u32; 3] {
    grid(n.div_ceil(256))
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct SumRowsParams {
    rows: u32,
    cols: u32,
    scale: f32,
    blocks: u32,
}

/// Records `out[c] = scale * sum_r x[r, c]` for a row-major `[rows, cols]` matrix.
pub fn record_sum_rows(
    ctx: &GpuContext,
    rows: usize,
    cols: usize,
    scale: f32,
    x: &wgpu::Buffer,
    out: &wgpu::Buffer,
) {
    // One workgroup per 16 columns, or per 256 with a thread per column.
    let (constants, blocks) = if ctx.barrier_free() && rows <= MAX_LOOP {
        (PER_THREAD, cols.div_ceil(256))
    } else {
        (&[][..], cols.div_ceil(16))
    };
    let params = SumRowsParams {
        rows: rows as u32,
        cols: cols as u32,
        scale,
        blocks: blocks as u32,
    };
    ctx.launch_with(
        Shader::SumRows,
        constants,
        &[x, out],
        bytemuck::bytes_of(&params),
        grid(blocks),
    );
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct CountParams {
    n: u32,
    _pad: [u32; 3],
}

/// Records `dx = dy where x > 0, else 0` over `n` elements.
pub fn record_relu_backward(
    ctx: &GpuContext,
    n: usize,
    x: &wgpu::Buffer,
    dy: &wgpu::Buffer,
    dx: &wgpu::Buffer,
) {
    let params = CountParams {
        n: n as u32,
        _pad: [0; 3],
    };
    ctx.launch(
        Shader::ReluBackward,
        &[x, dy, dx],
        bytemuck::bytes_of(&params),
        per_element(n),
    );
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct FillParams {
    n: u32,
    value: f32,
    _pad: [u32; 2],
}

/// Records `y[i] = value` for the first `n` elements.
pub fn record_fill(ctx: &GpuContext, n: usize, value: f32, y: &wgpu::Buffer) {
    let params = FillParams {
        n: n as u32,
        value,
        _pad: [0; 2],
    };
    ctx.launch(
        Shader::Fill,
        &[y],
        bytemuck::bytes_of(&params),
        per_element(n),
    );
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct LayerNormParams {
    cols: u32,
    eps: f32,
    rows: u32,
    _pad: u32,
}

/// Records layer norm's backward over rows of `cols` values: `dx`, and `dy_xhat = dy * xhat`
/// (whose column sums are dgamma).
#[allow(clippy::too_many_arguments)]
pub fn record_layer_norm_backward(
    ctx: &GpuContext,
    rows: usize,
    cols: usize,
    eps: f32,
    x: &wgpu::Buffer,
    gamma: &wgpu::Buffer,
    dy: &wgpu::Buffer,
    dx: &wgpu::Buffer,
    dy_xhat: &wgpu::Buffer,
) {
    let params = LayerNormParams {
        cols: cols as u32,
        eps,
        rows: rows as u32,
        _pad: 0,
    };
    let (constants, groups) = row_launch(ctx, rows, cols);
    ctx.launch_with(
        Shader::LayerNormBackward,
        constants,
        &[x, gamma, dy, dx, dy_xhat],
        bytemuck::bytes_of(&params),
        groups,
    );
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct RowsParams {
    cols: u32,
    rows: u32,
    _pad: [u32; 2],
}

/// Records `ds = w * (dw - sum(dw * w))` over rows of `cols` values.
pub fn record_softmax_backward(
    ctx: &GpuContext,
    rows: usize,
    cols: usize,
    w: &wgpu::Buffer,
    dw: &wgpu::Buffer,
    ds: &wgpu::Buffer,
) {
    let params = RowsParams {
        cols: cols as u32,
        rows: rows as u32,
        _pad: [0; 2],
    };
    let (constants, groups) = row_launch(ctx, rows, cols);
    ctx.launch_with(
        Shader::SoftmaxBackward,
        constants,
        &[w, dw, ds],
        bytemuck::bytes_of(&params),
        groups,
    );
}

/// The token positions of `ids` grouped by id, as `embed_backward.wgsl` reads them:
/// `vocab + 1` offsets, then the positions of id 0, of id 1, .. each in increasing order.
/// Ids outside the vocabulary are left out.
pub fn positions_by_id(ids: &[u32], vocab: usize) -> Vec<u32> {
    let mut index = vec![0u32; vocab + 1 + ids.len()];
    for &id in ids {
        if (id as usize) < vocab {
            index[id as usize + 1] += 1;
        }
    }
    for v in 0..vocab {
        index[v + 1] += index[v];
    }
    let mut next: Vec<u32> = index[..vocab].to_vec();
    for (t, &id) in ids.iter().enumerate() {
        if let Some(k) = next.get_mut(id as usize) {
            index[vocab + 1 + *k as usize] = t as u32;
            *k += 1;
        }
    }
    index.truncate(vocab + 1 + index[vocab] as usize);
    index
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct EmbedParams {
    n: u32,
    d: u32,
    vocab: u32,
    scale: f32,
}

/// Records `dtable[v, :] = scale * sum of dy[t, :] over the positions t of id v`, `index` from
/// [`positions_by_id`].
pub fn record_embed_backward(
    ctx: &GpuContext,
    vocab: usize,
    d: usize,
    scale: f32,
    dy: &wgpu::Buffer,
    index: &wgpu::Buffer,
    dtable: &wgpu::Buffer,
) {
    let params = EmbedParams {
        n: (vocab * d) as u32,
        d: d as u32,
        vocab: vocab as u32,
        scale,
    };
    ctx.launch(
        Shader::EmbedBackward,
        &[dy, index, dtable],
        bytemuck::bytes_of(&params),
        per_element(vocab * d),
    );
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct CrossEntropyParams {
    cols: u32,
    rows: u32,
    pad: u32,
    smoothing: f32,
    inv_n: f32,
    _pad: [u32; 3],
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
        bytemuck::bytes_of(&params),
        groups,
    );
}

/// The workgroups (and so the partial sums) [`record_sum_squares`] uses for `n` elements:
/// about 16 elements per thread, at most 256 workgroups.
pub fn sum_squares_slots(n: usize) -> usize {
    n.div_ceil(256 * 16).clamp(1, 256)
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct SumSquaresParams {
    n: u32,
    slot: u32,
    slots: u32,
    _pad: u32,
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
        bytemuck::bytes_of(&params),
        [groups, 1, 1],
    );
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct AdamParams {
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
        bytemuck::bytes_of(&params),
        per_element(n),
    );
}
