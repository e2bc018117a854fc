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
pub fn for_each_family(ctx: &attend::backend::gpu::GpuContext, mut check: impl FnMut(&str)) {
    let default = ctx.barrier_free();
    for (barrier_free, family) in [(false, "tiled kernels"), (true, "barrier-free kernels")] {
        ctx.set_barrier_free(barrier_free);
        check(family);
    }
    ctx.set_barrier_free(default);
}

/// The traced, plain and training forward are one function: at dropout 0 they give the same
/// logits, post-LN and pre-LN, with padding. Traced and training run the same ops and agree
/// exactly; the plain pass may use a fused attention kernel, so it agrees within `fused_tol`.
pub fn check_one_forward<B: attend::backend::Backend>(b: &B, fused_tol: f32) {
    use attend::model::{Batch, Config, Pass, Transformer};
    let src = Batch::from_rows(&[vec![5, 6, 7, 8], vec![9, 10]], 0).unwrap();
    let tgt = Batch::from_rows(&[vec![1, 4, 5], vec![1, 6]], 0).unwrap();
    for norm_first in [false, true] {
        let config = Config {
            norm_first,
            ..Config::tiny()
        };
        let model = Transformer::init(b, config, 3).unwrap();
        let logits = |mut pass: Pass<B>| {
            let (logits, cache) = model.forward_cached(&mut pass, &src, &tgt).unwrap();
            (b.download(&logits).unwrap(), cache.is_some())
        };
        let (traced, _) = logits(Pass::traced(b));
        let (plain, plain_cached) = logits(Pass::inference(b));
        let (training, training_cached) = logits(Pass::training(b, 0.0, 7));
        assert!(
            training_cached && !plain_cached,
            "only training keeps a cache"
        );
        assert_eq!(traced, training, "traced and training logits differ");
        let diff = attend::tensor::max_abs_diff(&plain, &traced);
        assert!(
            diff <= fused_tol,
            "plain vs traced: {diff} (norm_first {norm_first})"
        );
    }
}
