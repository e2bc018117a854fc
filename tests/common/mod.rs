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

/// The name of a GPU kernel family, for test messages.
pub fn family(barrier_free: bool) -> &'static str {
    if barrier_free {
        "barrier-free kernels"
    } else {
        "tiled kernels"
    }
}
