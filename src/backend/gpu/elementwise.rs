//! Recording the element-wise kernels, whose files are in `shaders/elementwise/`, each forward
//! beside its backward: add, multiply, scale and dropout (`elementwise.wgsl`), the feed-forward
//! network's activation with its gradient (`activation.wgsl`), the embedding gather (`embed.wgsl`) with the table's
//! gradient (`embed_backward.wgsl`), and `fill.wgsl`. Each runs one thread per element
//! (`shaders/common/per_element.wgsl`).

use super::context::{grid, Constants, GpuContext};
use super::shaders::{uniform, Shader};
use crate::backend::Activation;

uniform! {
    pub(super) struct ElementwiseParams for Elementwise {
        n: u32,
        period: u32,
        seed: u32,
        s: f32,
        prob: f32,
        _pad: [u32; 3],
    }
}

/// One element-wise operation over `n` elements.
#[derive(Clone, Copy, Debug)]
pub enum Elementwise {
    /// `y[i] = a[i] + b[i % period]`.
    Add { period: usize },
    /// `y[i] = a[i] * b[i % period]`.
    Mul { period: usize },
    /// `y = a * s`.
    Scale(f32),
    /// Inverted dropout with the mask of `rng::counter_uniform(seed, i) < p`.
    Dropout { p: f32, seed: u32 },
}

/// Records `y = op(a[, b])` over `n` elements (`b` is read only by `Add` and `Mul`).
pub fn record_elementwise(
    ctx: &GpuContext,
    op: Elementwise,
    n: usize,
    a: &wgpu::Buffer,
    b: Option<&wgpu::Buffer>,
    y: &wgpu::Buffer,
) {
    let mut params = ElementwiseParams {
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
        Elementwise::Mul { period } => {
            params.period = period.max(1) as u32;
            &[("OP", 4.0)]
        }
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
        &params,
        per_element(n),
    );
}

uniform! {
    pub(super) struct EmbedParams for Embed {
        n: u32,
        d: u32,
        scale: f32,
        _pad: u32,
    }
}

/// Records `y[t, :] = table[ids[t], :] * scale` for `tokens` ids of width `d`.
pub fn record_embed(
    ctx: &GpuContext,
    (tokens, d): (usize, usize),
    scale: f32,
    [table, ids, y]: [&wgpu::Buffer; 3],
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
        &params,
        per_element(tokens * d),
    );
}

/// Workgroups for one thread per element, 256 threads each (`shaders/common/per_element.wgsl`).
pub(crate) fn per_element(n: usize) -> [u32; 3] {
    grid(n.div_ceil(256))
}

uniform! {
    pub(super) struct ActivationParams for Activation {
        n: u32,
        _pad: [u32; 3],
    }
}

/// Records `out = act(x)` over `n` elements, or with `backward` its gradient
/// `out = dy * act'(x)` (`dy` is read only then).
pub fn record_activation(
    ctx: &GpuContext,
    (act, backward): (Activation, bool),
    n: usize,
    [x, dy, out]: [&wgpu::Buffer; 3],
) {
    let params = ActivationParams {
        n: n as u32,
        _pad: [0; 3],
    };
    // The kernel's ACT and BACKWARD constants (static: pipelines are cached by them).
    let constants: Constants = match (act, backward) {
        (Activation::Relu, false) => &[("ACT", 0.0), ("BACKWARD", 0.0)],
        (Activation::Relu, true) => &[("ACT", 0.0), ("BACKWARD", 1.0)],
        (Activation::Silu, false) => &[("ACT", 1.0), ("BACKWARD", 0.0)],
        (Activation::Silu, true) => &[("ACT", 1.0), ("BACKWARD", 1.0)],
        (Activation::Gelu, false) => &[("ACT", 2.0), ("BACKWARD", 0.0)],
        (Activation::Gelu, true) => &[("ACT", 2.0), ("BACKWARD", 1.0)],
    };
    ctx.launch_with(
        Shader::Activation,
        constants,
        &[x, dy, out],
        &params,
        per_element(n),
    );
}

uniform! {
    pub(super) struct FillParams for Fill {
        n: u32,
        value: f32,
        _pad: [u32; 2],
    }
}

/// Records `y[i] = value` for the first `n` elements.
pub fn record_fill(ctx: &GpuContext, n: usize, value: f32, y: &wgpu::Buffer) {
    let params = FillParams {
        n: n as u32,
        value,
        _pad: [0; 2],
    };
    ctx.launch(Shader::Fill, &[y], &params, per_element(n));
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

uniform! {
    pub(super) struct EmbedBackwardParams for EmbedBackward {
        n: u32,
        d: u32,
        vocab: u32,
        scale: f32,
    }
}

/// Records `dtable[v, :] = scale * sum of dy[t, :] over the positions t of id v`, `index` from
/// [`positions_by_id`].
pub fn record_embed_backward(
    ctx: &GpuContext,
    (vocab, d): (usize, usize),
    scale: f32,
    [dy, index, dtable]: [&wgpu::Buffer; 3],
) {
    let params = EmbedBackwardParams {
        n: (vocab * d) as u32,
        d: d as u32,
        vocab: vocab as u32,
        scale,
    };
    ctx.launch(
        Shader::EmbedBackward,
        &[dy, index, dtable],
        &params,
        per_element(vocab * d),
    );
}
