//! The softmax over the last axis, attention's masked softmax, and their gradient.

use ndarray::ArrayD;

use super::flat;
use crate::backend::lanes;
use crate::backend::tensor::Tensor;
use crate::backend::AttentionMask;

/// The softmax of each row (the last axis) of `x`.
pub(super) fn forward(x: &Tensor) -> Tensor {
    let mut out = x.as_standard_layout().into_owned();
    let d = *out.shape().last().expect("rank >= 1");
    softmax_rows(out.as_slice_mut().expect("standard layout"), d);
    out
}

/// Attention's weights: the softmax of each row of `scores` `[batch, heads, q_len, k_len]` over
/// the keys `mask` allows (a hidden key weighs exactly 0).
pub(super) fn masked(scores: Tensor, mask: &AttentionMask) -> Tensor {
    let mut out = if scores.is_standard_layout() {
        scores
    } else {
        scores.as_standard_layout().into_owned()
    };
    let (heads, q_len, k_len) = (out.shape()[1], out.shape()[2], out.shape()[3]);
    let values = out.as_slice_mut().expect("standard layout");
    for (r, row) in values.chunks_exact_mut(k_len.max(1)).enumerate() {
        let (b, i) = (r / (heads * q_len), r % q_len);
        // A hidden key's score becomes -inf, whose exponential is exactly 0.
        for (j, v) in row.iter_mut().enumerate() {
            if !mask.allowed(b, i, j) {
                *v = f32::NEG_INFINITY;
            }
        }
    }
    softmax_rows(values, k_len);
    out
}

/// The gradient of a softmax (plain or masked) whose output was `w`, for the output's gradient
/// `dw`: a hidden key's weight is 0, so it gets none.
pub(super) fn backward(w: &Tensor, dw: &Tensor) -> Tensor {
    // Row by row: ds = w * (dw - w . dw). The rows as slices, zipped, so that the loop needs
    // no index checks and runs in SIMD.
    let d = (*w.shape().last().expect("rank >= 1")).max(1);
    let (ws, dws) = (w.as_standard_layout(), dw.as_standard_layout());
    let mut ds = ArrayD::<f32>::zeros(w.raw_dim());
    let rows = flat(&ws).chunks_exact(d).zip(flat(&dws).chunks_exact(d));
    let out = ds.as_slice_mut().expect("a new tensor").chunks_exact_mut(d);
    for ((w, dw), ds) in rows.zip(out) {
        let dot = lanes::dot(w, dw);
        for ((ds, &w), &dw) in ds.iter_mut().zip(w).zip(dw) {
            *ds = w * (dw - dot);
        }
    }
    ds
}

/// The softmax of each `d`-long row of `values`, in place. It runs in three passes over the
/// whole buffer, so that the exponential, the costly part, runs over every row at once in SIMD
/// registers: attention's rows are short (a dozen keys), and a row at a time would leave most
/// of each in the scalar tail. A row with every entry -inf (every key hidden) becomes zeros; a
/// row holding a NaN becomes NaNs.
fn softmax_rows(values: &mut [f32], d: usize) {
    for row in values.chunks_exact_mut(d.max(1)) {
        let max = lanes::max(row);
        let shift = if max == f32::NEG_INFINITY { 0.0 } else { max };
        row.iter_mut().for_each(|v| *v -= shift);
    }
    lanes::exp_in_place(values);
    for row in values.chunks_exact_mut(d.max(1)) {
        let sum = lanes::sum(row);
        if sum != 0.0 {
            let inv = 1.0 / sum;
            row.iter_mut().for_each(|v| *v *= inv);
        }
    }
}
