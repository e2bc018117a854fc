//! Layer normalisation over the last axis, and its gradients.

use ndarray::{Array1, ArrayD};

use super::flat;
use crate::backend::lanes;
use crate::backend::tensor::Tensor;

/// Each row of `x` (its last axis) normalised to mean 0 and variance 1, then scaled by `gamma`
/// and shifted by `beta`.
pub(super) fn forward(x: &Tensor, gamma: &Tensor, beta: &Tensor, eps: f32) -> Tensor {
    let d = *x.shape().last().expect("rank >= 1");
    let (xs, gamma, beta) = (
        x.as_standard_layout(),
        gamma.as_standard_layout(),
        beta.as_standard_layout(),
    );
    let (xs, gamma, beta) = (flat(&xs), flat(&gamma), flat(&beta));
    let n = d as f32;
    // Each row written once, straight from x's.
    let mut out = Vec::with_capacity(xs.len());
    for row in xs.chunks_exact(d.max(1)) {
        let mean = lanes::sum(row) / n;
        let var = lanes::squared_deviations(row, mean) / n;
        let rstd = 1.0 / (var + eps).sqrt();
        let normed = row.iter().zip(gamma).zip(beta);
        out.extend(normed.map(|((v, g), b)| (v - mean) * rstd * g + b));
    }
    ArrayD::from_shape_vec(x.raw_dim(), out).expect("sizes match")
}

/// The gradients of [`forward`] for the output's gradient `dy`: `(dx, dgamma, dbeta)`.
pub(super) fn backward(
    x: &Tensor,
    gamma: &Tensor,
    dy: &Tensor,
    eps: f32,
) -> (Tensor, Tensor, Tensor) {
    let d = *x.shape().last().expect("rank >= 1");
    let n = d as f32;
    let (xs, dys, gamma) = (
        x.as_standard_layout(),
        dy.as_standard_layout(),
        gamma.as_standard_layout(),
    );
    let (xs, dys, gamma) = (flat(&xs), flat(&dys), flat(&gamma));
    let mut dx = vec![0f32; xs.len()];
    let mut dgamma = vec![0f32; d];
    let mut dbeta = vec![0f32; d];
    let rows = xs
        .chunks_exact(d.max(1))
        .zip(dys.chunks_exact(d.max(1)))
        .zip(dx.chunks_exact_mut(d.max(1)));
    // One row's xhat = (x - mean) * rstd and dxhat = dy * gamma, `[D]` each.
    let (mut xhat, mut dxhat) = (vec![0f32; d], vec![0f32; d]);
    for ((x, dy), dx) in rows {
        // Every slice cut to the row's length, so that indexing by j < d needs no checks
        // and the loops below run in SIMD.
        let (gamma, dgamma, dbeta) = (&gamma[..d], &mut dgamma[..d], &mut dbeta[..d]);
        let (xhat, dxhat, x, dy, dx) = (
            &mut xhat[..d],
            &mut dxhat[..d],
            &x[..d],
            &dy[..d],
            &mut dx[..d],
        );
        let mean = lanes::sum(x) / n;
        let var = lanes::squared_deviations(x, mean) / n;
        let rstd = 1.0 / (var + eps).sqrt();
        for j in 0..d {
            xhat[j] = (x[j] - mean) * rstd;
            dxhat[j] = dy[j] * gamma[j];
            dgamma[j] += dy[j] * xhat[j];
            dbeta[j] += dy[j];
        }
        let mean_dxhat = lanes::sum(dxhat) / n;
        let mean_dxhat_xhat = lanes::dot(dxhat, xhat) / n;
        for j in 0..d {
            dx[j] = rstd * (dxhat[j] - mean_dxhat - xhat[j] * mean_dxhat_xhat);
        }
    }
    (
        ArrayD::from_shape_vec(x.raw_dim(), dx).expect("sizes match"),
        Array1::from(dgamma).into_dyn(),
        Array1::from(dbeta).into_dyn(),
    )
}
