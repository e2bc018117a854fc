//! Recording the row kernels, whose files are in `shaders/rows/`, each forward beside its
//! backward: softmax with an optional attention mask (`softmax.wgsl`, `softmax_backward.wgsl`),
//! layer normalisation (`layer_norm.wgsl`, `layer_norm_backward.wgsl`), and the column sums every
//! reduction of the backward ends in (`sum_rows.wgsl`).

use super::context::{grid, Constants, GpuContext, MAX_LOOP};
use super::shaders::{uniform, Shader, Uniform};

uniform! {
    pub(super) struct SoftmaxParams for Softmax {
        cols: u32,
        heads: u32,
        q_len: u32,
        has_mask: u32,
        causal: u32,
        rows: u32,
        _pad: [u32; 2],
    }
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

/// Records row kernel `shader` over `rows` rows of `cols` values, launched as [`row_launch`] says.
fn launch_rows(
    ctx: &GpuContext,
    shader: Shader,
    (rows, cols): (usize, usize),
    buffers: &[&wgpu::Buffer],
    params: &impl Uniform,
) {
    let (constants, groups) = row_launch(ctx, rows, cols);
    ctx.launch_with(shader, constants, buffers, params, groups);
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
    // Unmasked rows never read the flags; `x` stands in for them.
    let key_padding = mask.as_ref().map_or(x, |m| m.key_padding);
    launch_rows(
        ctx,
        Shader::Softmax,
        (rows, cols),
        &[x, key_padding, y],
        &params,
    );
}

uniform! {
    pub(super) struct LayerNormParams for LayerNorm, LayerNormBackward {
        cols: u32,
        eps: f32,
        rows: u32,
        _pad: u32,
    }
}

impl LayerNormParams {
    fn new((rows, cols): (usize, usize), eps: f32) -> Self {
        let (rows, cols) = (rows as u32, cols as u32);
        LayerNormParams {
            cols,
            eps,
            rows,
            _pad: 0,
        }
    }
}

/// Records `y = layer_norm(x) * gamma + beta` over rows of `cols` values.
pub fn record_layer_norm(
    ctx: &GpuContext,
    (rows, cols): (usize, usize),
    eps: f32,
    [x, gamma, beta, y]: [&wgpu::Buffer; 4],
) {
    let params = LayerNormParams::new((rows, cols), eps);
    launch_rows(
        ctx,
        Shader::LayerNorm,
        (rows, cols),
        &[x, gamma, beta, y],
        &params,
    );
}

uniform! {
    pub(super) struct SumRowsParams for SumRows {
        rows: u32,
        cols: u32,
        scale: f32,
        blocks: u32,
    }
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
    ctx.launch_with(Shader::SumRows, constants, &[x, out], &params, grid(blocks));
}

/// Records layer norm's backward over rows of `cols` values: `dx`, and `dy_xhat = dy * xhat`
/// (whose column sums are dgamma).
pub fn record_layer_norm_backward(
    ctx: &GpuContext,
    (rows, cols): (usize, usize),
    eps: f32,
    [x, gamma, dy, dx, dy_xhat]: [&wgpu::Buffer; 5],
) {
    let params = LayerNormParams::new((rows, cols), eps);
    launch_rows(
        ctx,
        Shader::LayerNormBackward,
        (rows, cols),
        &[x, gamma, dy, dx, dy_xhat],
        &params,
    );
}

uniform! {
    pub(super) struct SoftmaxBackwardParams for SoftmaxBackward {
        cols: u32,
        rows: u32,
        _pad: [u32; 2],
    }
}

/// Records `ds = w * (dw - sum(dw * w))` over rows of `cols` values.
pub fn record_softmax_backward(
    ctx: &GpuContext,
    (rows, cols): (usize, usize),
    [w, dw, ds]: [&wgpu::Buffer; 3],
) {
    let params = SoftmaxBackwardParams {
        cols: cols as u32,
        rows: rows as u32,
        _pad: [0; 2],
    };
    launch_rows(
        ctx,
        Shader::SoftmaxBackward,
        (rows, cols),
        &[w, dw, ds],
        &params,
    );
}
