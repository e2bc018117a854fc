//! The linear layer, `y = x Wᵀ + b` (PyTorch's `F.linear`), and its gradients.

use ndarray::Axis;

use super::{as_rows, reshape};
use crate::backend::gemm;
use crate::backend::tensor::Tensor;

/// `x @ w.T + b`: `x` `[.., in]`, `w` `[out, in]`, `b` `[out]`; the result `[.., out]`.
pub(super) fn forward(x: &Tensor, w: &Tensor, b: Option<&Tensor>) -> Tensor {
    // PyTorch: F.linear(x, w, b) = x @ w.T + b
    let w = as_rows(w); // [out, in]
    let mut y = gemm::product(&as_rows(x), &w.t()); // [rows, out]
    if let Some(b) = b {
        y += b;
    }
    let mut shape = x.shape().to_vec();
    *shape.last_mut().expect("rank >= 1") = w.nrows();
    reshape(y, &shape)
}

/// The gradients of [`forward`] for the output's gradient `dy`: `(dx, dw, db)`.
pub(super) fn backward(x: &Tensor, w: &Tensor, dy: &Tensor) -> (Tensor, Tensor, Tensor) {
    let (x2, w2, dy2) = (as_rows(x), as_rows(w), as_rows(dy));
    let dx = reshape(gemm::product(&dy2, &w2), x.shape()); // [rows, in]
    let dw = gemm::product(&dy2.t(), &x2).into_dyn(); // [out, in]
    let db = dy2.sum_axis(Axis(0)).into_dyn(); // [out]
    (dx, dw, db) // gemm::product's result is standard layout
}
