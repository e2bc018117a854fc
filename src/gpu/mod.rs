//! The GPU side: WGSL compute kernels run through wgpu (Vulkan, Metal or DX12 natively, WebGPU
//! in the browser). `context` owns the device and records launches; one module per kernel
//! records it with its parameters; `backend::Gpu` strings them into the model's ops.

pub mod attention;
pub mod context;
pub mod elementwise;
pub mod matmul;
pub mod pool;
pub mod rows;
pub mod shaders;
pub mod train;

pub use context::GpuContext;
pub use shaders::Shader;
