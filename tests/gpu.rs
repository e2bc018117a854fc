//! GPU kernels against the CPU, on whatever adapter wgpu finds (lavapipe in CI). Without any
//! adapter the tests say loudly that they skipped, unless `ATTEND_REQUIRE_GPU` is set (the test
//! command sets it once it has installed lavapipe), in which case they fail.

#![cfg(not(target_arch = "wasm32"))]

use attend::gpu::matmul::{record_matmul, MatmulShape};
use attend::gpu::GpuContext;
use attend::rng::Rng;
use ndarray::{Array2, ArrayView2};

fn context() -> Option<GpuContext> {
    match GpuContext::new_blocking() {
        Ok(ctx) => {
            eprintln!(
                "GPU tests on {:?} ({:?})",
                ctx.adapter_info.name, ctx.adapter_info.backend
            );
            Some(ctx)
        }
        Err(e) if std::env::var_os("ATTEND_REQUIRE_GPU").is_none() => {
            eprintln!("\n*** SKIPPED the GPU tests: {e} ***\n");
            None
        }
        Err(e) => panic!("ATTEND_REQUIRE_GPU is set but there is no GPU: {e}"),
    }
}

fn random(len: usize, rng: &mut Rng) -> Vec<f32> {
    (0..len).map(|_| rng.uniform_in(-1.0, 1.0)).collect()
}

/// Runs one batched product on the GPU and on the CPU (ndarray) and returns the largest
/// difference relative to the largest |value| of the CPU result.
fn matmul_error(ctx: &GpuContext, shape: MatmulShape, with_bias: bool, rng: &mut Rng) -> f32 {
    let MatmulShape { batch, m, n, k, .. } = shape;
    let a = random(batch * m * k, rng);
    let b_len = if shape.shared_b { k * n } else { batch * k * n };
    let b = random(b_len, rng);
    let bias = random(n, rng);
    let (ga, gb, gbias, gc) = (
        ctx.upload(&a),
        ctx.upload(&b),
        ctx.upload(&bias),
        ctx.empty(batch * m * n),
    );
    let mut encoder = ctx.device.create_command_encoder(&Default::default());
    record_matmul(
        ctx,
        &mut encoder,
        shape,
        &ga,
        &gb,
        with_bias.then_some(&gbias),
        &gc,
    );
    ctx.queue.submit([encoder.finish()]);
    let got = ctx.download(&gc, batch * m * n).unwrap();

    let mut worst = 0f32;
    let mut scale = 0f32;
    for z in 0..batch {
        let a_stored = if shape.trans_a { (k, m) } else { (m, k) };
        let az = ArrayView2::from_shape(a_stored, &a[z * m * k..(z + 1) * m * k]).unwrap();
        let az = if shape.trans_a { az.t() } else { az };
        let boff = if shape.shared_b { 0 } else { z * k * n };
        let b_stored = if shape.trans_b { (n, k) } else { (k, n) };
        let bz = ArrayView2::from_shape(b_stored, &b[boff..boff + k * n]).unwrap();
        let bz = if shape.trans_b { bz.t() } else { bz };
        let mut want: Array2<f32> = az.dot(&bz);
        if with_bias {
            want += &ndarray::ArrayView1::from(&bias);
        }
        for (i, w) in want.iter().enumerate() {
            worst = worst.max((got[z * m * n + i] - w).abs());
            scale = scale.max(w.abs());
        }
    }
    worst / scale.max(1.0)
}

#[test]
fn matmul_matches_the_cpu_across_tile_boundaries() {
    let Some(ctx) = context() else { return };
    let mut rng = Rng::new(42);
    // Relative tolerance for K <= 512 in f32: the GPU sums in another order than sgemm.
    const TOLERANCE: f32 = 1e-4;
    let sizes = [1, 3, 17, 63, 64, 65, 127, 129, 257];
    let mut worst = 0f32;
    for (i, &m) in sizes.iter().enumerate() {
        let n = sizes[(i + 3) % sizes.len()];
        let k = sizes[(i + 5) % sizes.len()];
        for (trans_a, trans_b) in [(false, false), (false, true), (true, false)] {
            let shape = MatmulShape {
                batch: 1 + i % 3,
                m,
                n,
                k,
                trans_a,
                trans_b,
                shared_b: i % 2 == 0,
            };
            let err = matmul_error(&ctx, shape, i % 2 == 1, &mut rng);
            assert!(err <= TOLERANCE, "{shape:?}: relative error {err}");
            worst = worst.max(err);
        }
    }
    // Every size in every dimension, NT form (a linear layer).
    for &m in &sizes {
        for &n in &[1, 64, 65, 257] {
            for &k in &[1, 17, 129, 257] {
                let shape = MatmulShape {
                    batch: 1,
                    m,
                    n,
                    k,
                    trans_a: false,
                    trans_b: true,
                    shared_b: true,
                };
                let err = matmul_error(&ctx, shape, true, &mut rng);
                assert!(err <= TOLERANCE, "{shape:?}: relative error {err}");
                worst = worst.max(err);
            }
        }
    }
    eprintln!("matmul: worst relative error {worst:.2e} (tolerance {TOLERANCE:e})");
}
