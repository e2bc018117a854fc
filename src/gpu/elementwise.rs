//! Recording the element-wise kernels (`shaders/elementwise.wgsl`) and the embedding gather
//! (`shaders/embed.wgsl`).

use bytemuck::{Pod, Zeroable};

use super::context::{grid, Constants, GpuContext};
use super::shaders::Shader;

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct Params {
    n: u32,
    period: u32,
    seed: u32,
    s: f32,
    prob: f32,
    _pad: [u32; 3],
}

/// One element-wise operation over `n` elements.
#[derive(Clone, Copy, Debug)]
pub enum Elementwise {
    /// `y[i] = a[i] + b[i % period]`.
    Add { period: usize },
    /// `y = a * s`.
    Scale(f32),
    /// `y = max(a, 0)`.
    Relu,
    /// Inverted dropout with the mask of `rng::counter_uniform(seed, i) < p`.
    Dropout { p: f32, seed: u32 },
}

/// Records `y = op(a[, b])` over `n` elements (`b` is read only by `Add`).
pub fn record_elementwise(
    ctx: &GpuContext,
    op: Elementwise,
    n: usize,
    a: &wgpu::Buffer,
    b: Option<&wgpu::Buffer>,
    y: &wgpu::Buffer,
) {
    let mut params = Params {
        n: n as u32,
        period: 1,
        seed: 0,
        s: 1.0,
        prob: 0.0,
        _pad: [0; 3],
    };
    // The kernel's OP constant.
    let constants: Constants = match op {
        Elementwise::Add { period } => {
            params.period = period.max(1) as u32;
            &[("OP", 0.0)]
        }
        Elementwise::Scale(s) => {
            params.s = s;
            &[("OP", 1.0)]
        }
        Elementwise::Relu => &[("OP", 2.0)],
        Elementwise::Dropout { p, seed } => {
            params.prob = p;
            params.seed = seed;
            params.s = 1.0 / (1.0 - p);
            &[("OP", 3.0)]
        }
    };
    ctx.launch_with(
        Shader::Elementwise,
        constants,
        &[a, b.unwrap_or(a), y],
        bytemuck::bytes_of(&params),
        grid(n.div_ceil(256)),
    );
}

#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct EmbedParams {
    n: u32,
    d: u32,
    scale: f32,
    _pad: u32,
}

/// Records `y[t, :] = table[ids[t], :] * scale` for `tokens` ids of width `d`.
pub fn record_embed(
    ctx: &GpuContext,
    tokens: usize,
    d: usize,
    scale: f32,
    table: &wgpu::Buffer,
    ids: &wgpu::Buffer,
    y: &wgpu::Buffer,
) {
    let params = EmbedParams {
        n: (tokens * d) as u32,
        d: d as u32,
        scale,
        _pad: 0,
    };
    ctx.launch(
        Shader::Embed,
        &[table, ids, y],
        bytemuck::bytes_of(&params),
        grid((tokens * d).div_ceil(256)),
    );
}
