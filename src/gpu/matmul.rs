//! Recording a batched matrix product (`shaders/matmul.wgsl`).

use bytemuck::{Pod, Zeroable};

use super::context::GpuContext;
use super::shaders::Shader;

/// The kernel's uniform block; field order matches `Params` in the WGSL.
#[repr(C)]
#[derive(Clone, Copy, Pod, Zeroable)]
struct Params {
    m: u32,
    n: u32,
    k: u32,
    trans_a: u32,
    trans_b: u32,
    has_bias: u32,
    batch_stride_a: u32,
    batch_stride_b: u32,
}

/// Sizes and layouts of one batched product `C[z] = op(A[z]) op(B[z]) + bias`.
#[derive(Clone, Copy, Debug)]
pub struct MatmulShape {
    pub batch: usize,
    pub m: usize,
    pub n: usize,
    pub k: usize,
    /// A is stored `[K, M]` (the TN form).
    pub trans_a: bool,
    /// B is stored `[N, K]` (the NT form: `x W^T`).
    pub trans_b: bool,
    /// B is one matrix shared by the whole batch (a weight).
    pub shared_b: bool,
}

/// Records `c = op(a) op(b) + bias` into `encoder`; `c` holds `[batch, M, N]`.
pub fn record_matmul(
    ctx: &GpuContext,
    encoder: &mut wgpu::CommandEncoder,
    shape: MatmulShape,
    a: &wgpu::Buffer,
    b: &wgpu::Buffer,
    bias: Option<&wgpu::Buffer>,
    c: &wgpu::Buffer,
) {
    use wgpu::util::DeviceExt;
    let params = Params {
        m: shape.m as u32,
        n: shape.n as u32,
        k: shape.k as u32,
        trans_a: shape.trans_a.into(),
        trans_b: shape.trans_b.into(),
        has_bias: bias.is_some().into(),
        batch_stride_a: (shape.m * shape.k) as u32,
        batch_stride_b: if shape.shared_b {
            0
        } else {
            (shape.k * shape.n) as u32
        },
    };
    let uniform = ctx
        .device
        .create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("matmul params"),
            contents: bytemuck::bytes_of(&params),
            usage: wgpu::BufferUsages::UNIFORM,
        });
    let pipeline = ctx.pipeline(Shader::Matmul);
    // Without a bias the kernel never reads binding 2; `a` stands in for it.
    let bias = bias.unwrap_or(a);
    let bind_group = ctx.device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some("matmul"),
        layout: &pipeline.get_bind_group_layout(0),
        entries: &[
            entry(0, a.as_entire_binding()),
            entry(1, b.as_entire_binding()),
            entry(2, bias.as_entire_binding()),
            entry(3, c.as_entire_binding()),
            entry(4, uniform.as_entire_binding()),
        ],
    });
    let mut pass = encoder.begin_compute_pass(&Default::default());
    pass.set_pipeline(&pipeline);
    pass.set_bind_group(0, &bind_group, &[]);
    let tiles = |n: usize| n.div_ceil(64) as u32;
    pass.dispatch_workgroups(tiles(shape.n), tiles(shape.m), shape.batch as u32);
}

fn entry(binding: u32, resource: wgpu::BindingResource<'_>) -> wgpu::BindGroupEntry<'_> {
    wgpu::BindGroupEntry { binding, resource }
}
