//! The GPU side: WGSL compute kernels run through wgpu (Vulkan, Metal or DX12 natively, WebGPU
//! in the browser).

pub mod context;
pub mod matmul;
pub mod shaders;

pub use context::GpuContext;
pub use shaders::Shader;
