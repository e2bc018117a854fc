//! Opening the GPU for tests: wgpu finds whatever adapter there is (lavapipe in CI). Without one
//! the GPU tests say loudly that they skipped, unless `ATTEND_REQUIRE_GPU` is set (the test
//! command sets it once it has installed lavapipe), in which case they fail.

#![allow(dead_code)]

/// The GPU backend, or `None` (with a loud message) when there is no adapter and none is
/// required.
#[cfg(not(target_arch = "wasm32"))]
pub fn gpu() -> Option<attend::backend::Gpu> {
    match attend::backend::Gpu::open_blocking() {
        Ok(gpu) => {
            eprintln!("GPU tests on {}", gpu.context().describe());
            Some(gpu)
        }
        Err(e) if std::env::var_os("ATTEND_REQUIRE_GPU").is_none() => {
            eprintln!("\n*** SKIPPED the GPU tests: {e} ***\n");
            None
        }
        Err(e) => panic!("ATTEND_REQUIRE_GPU is set but there is no GPU: {e}"),
    }
}
pub mod fixtures;

/// Runs `check` once with each GPU kernel family (the tiled kernels of real GPUs, and the
/// barrier-free ones of CPU-emulated GPUs), passing the family's name for messages, then
/// restores the device's own choice.
#[cfg(not(target_arch = "wasm32"))]
pub fn for_each_family(ctx: &attend::gpu::GpuContext, mut check: impl FnMut(&str)) {
    let default = ctx.barrier_free();
    for (barrier_free, family) in [(false, "tiled kernels"), (true, "barrier-free kernels")] {
        ctx.set_barrier_free(barrier_free);
        check(family);
    }
    ctx.set_barrier_free(default);
}
