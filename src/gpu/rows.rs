//! Recording the row kernels: softmax with an optional attention mask
//! (`shaders/softmax.wgsl`) and layer normalisation (`shaders/layer_norm.wgsl`).

use bytemuck::{Pod, Zeroable};

use super::context::{grid, Constants, GpuContext, MAX_LOOP};
use super::shaders::Shader;

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct SoftmaxParams {
    cols: u32,
    heads: u32,
    q_len: u32,
    has_mask: u32,
    causal: u32,
    rows: u32,
    _pad: [u32; 2],
}

/// Rows this short take one thread each rather than one workgroup each.
const PER_THREAD_COLS: usize = 32;

/// How a row kernel runs over `rows` rows of `cols` values: its pipeline constants and grid.
/// Short rows, and every row with [`GpuContext::barrier_free`] kernels, take one thread each
/// (`PER_THREAD`, 64 rows per workgroup); others one workgroup each.
pub fn row_launch(ctx: &GpuContext, rows: usize, cols: usize) -> (Constants, [u32; 3]) {
    if cols <= PER_THREAD_COLS || (ctx.barrier_free() && cols <= MAX_LOOP) {
        (PER_THREAD, grid(rows.div_ceil(64)))
    } else {
        (&[], grid(rows))
    }
}

/// The constants that compile a kernel's one-thread-per-row (or per-column) mode.
pub const PER_THREAD: Constants = &[("PER_THREAD", 1.0)];

/// How rows of scores `[batch, heads, q_len, k_len]` are masked: `key_padding` holds
/// `[batch, k_len]` flags (non-zero = padding).
pub struct RowMask<'a> {
    pub heads: usize,
    pub q_len: usize,
    pub causal: bool,
    pub key_padding: &'a wgpu::Buffer,
}

/// Records `y = softmax(x)` over rows of `cols` values, hiding masked keys when `mask` is given.
pub fn record_softmax(
    ctx: &GpuContext,
    rows: usize,
    cols: usize,
    mask: Option<RowMask<'_>>,
    x: &wgpu::Buffer,
    y: &wgpu::Buffer,
) {
    let params = SoftmaxParams {
        cols: cols as u32,
        heads: mask.as_ref().map_or(1, |m| m.heads) as u32,
        q_len: mask.as_ref().map_or(1, |m| m.q_len) as u32,
        has_mask: mask.is_some().into(),
        causal: mask.as_ref().is_some_and(|m| m.causal).into(),
        rows: rows as u32,
        _pad: [0; 2],
    };
    let (constants, groups) = row_launch(ctx, rows, cols);
    // Unmasked rows never read the flags; `x` stands in for them.
    let key_padding = mask.as_ref().map_or(x, |m| m.key_padding);
    ctx.launch_with(
        Shader::Softmax,
        constants,
        &[x, key_padding, y],
        bytemuck::bytes_of(&params),
        groups,
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

/// Records `y = layer_norm(x) * gamma + beta` over rows of `cols` values.
#[allow(clippy::too_many_arguments)]
pub fn record_layer_norm(
    ctx: &GpuContext,
    rows: usize,
    cols: usize,
    eps: f32,
    x: &wgpu::Buffer,
    gamma: &wgpu::Buffer,
    beta: &wgpu::Buffer,
    y: &wgpu::Buffer,
) {
    let params = LayerNormParams {
        cols: cols as u32,
        eps,
        rows: rows as u32,
        _pad: 0,
    };
    let (constants, groups) = row_launch(ctx, rows, cols);
    ctx.launch_with(
        Shader::LayerNorm,
        constants,
        &[x, gamma, beta, y],
        bytemuck::bytes_of(&params),
        groups,
    );
}
