//! Recording fused scaled dot-product attention, whose kernel is in `shaders/fused_attention/`
//! (`attention.wgsl`).

use super::context::GpuContext;
use super::shaders::{uniform, Shader};

/// The largest d_k the fused kernel holds in registers; wider heads use the unfused kernels.
pub const FUSED_MAX_D_K: usize = 64;

uniform! {
    pub(super) struct AttentionParams for Attention {
        heads: u32,
        q_len: u32,
        k_len: u32,
        d: u32,
        d_k: u32,
        causal: u32,
        scale: f32,
        _pad: u32,
    }
}

/// Sizes of one fused attention: q `[batch, q_len, d]`, k and v `[batch, k_len, d]`.
#[derive(Clone, Copy, Debug)]
pub struct FusedAttention {
    pub batch: usize,
    pub heads: usize,
    pub q_len: usize,
    pub k_len: usize,
    pub d: usize,
    pub causal: bool,
}

/// Records `out = softmax(mask(q k^T / sqrt(d_k))) v` per head, heads concatenated;
/// `key_padding` holds `[batch, k_len]` flags.
#[allow(clippy::too_many_arguments)]
pub fn record_attention(
    ctx: &GpuContext,
    a: &FusedAttention,
    q: &wgpu::Buffer,
    k: &wgpu::Buffer,
    v: &wgpu::Buffer,
    key_padding: &wgpu::Buffer,
    out: &wgpu::Buffer,
) {
    let d_k = a.d / a.heads;
    assert!(
        d_k <= FUSED_MAX_D_K,
        "fused attention holds at most d_k = 64"
    );
    let params = AttentionParams {
        heads: a.heads as u32,
        q_len: a.q_len as u32,
        k_len: a.k_len as u32,
        d: a.d as u32,
        d_k: d_k as u32,
        causal: a.causal.into(),
        scale: 1.0 / (d_k as f32).sqrt(),
        _pad: 0,
    };
    ctx.launch(
        Shader::Attention,
        &[q, k, v, key_padding, out],
        &params,
        [a.q_len.div_ceil(64) as u32, (a.batch * a.heads) as u32, 1],
    );
}
