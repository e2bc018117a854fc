//! Embedding lookup (the rows of a table, scaled) and its gradient, and the positional encoding
//! added to it.

use ndarray::{s, Array2, Axis};

use super::{as_rows, reshape};
use crate::backend::tensor::Tensor;

/// The rows of `table` for `ids` (`batch` sequences of one length) times `scale`: `[batch, len,
/// d]`.
pub(super) fn forward(table: &Tensor, ids: &[u32], batch: usize, scale: f32) -> Tensor {
    let d = table.shape()[1];
    let len = ids.len() / batch;
    let table = as_rows(table);
    let mut out = Array2::<f32>::zeros((ids.len(), d));
    for (mut row, &id) in out.rows_mut().into_iter().zip(ids) {
        row.assign(&table.row(id as usize));
        row *= scale;
    }
    reshape(out, &[batch, len, d])
}

/// The gradient of [`forward`]'s table for the output's gradient `dy`: each id's row gathers
/// the rows of `dy` it was looked up for, times `scale`.
pub(super) fn backward(ids: &[u32], dy: &Tensor, vocab: usize, scale: f32) -> Tensor {
    let dy2 = as_rows(dy);
    let mut dt = Array2::<f32>::zeros((vocab, dy2.ncols()));
    for (row, &id) in dy2.rows().into_iter().zip(ids) {
        dt.row_mut(id as usize).scaled_add(scale, &row);
    }
    dt.into_dyn()
}

/// `x` `[batch, len, d]` plus the first `len` rows of the encoding `pe` (its gradient is the
/// output's, unchanged).
pub(super) fn add_positional(x: &Tensor, pe: &Tensor) -> Tensor {
    let len = x.shape()[1];
    let d = x.shape()[2];
    let pe = pe.slice(s![..len, ..d]);
    let mut out = x.clone();
    for mut seq in out.axis_iter_mut(Axis(0)) {
        seq += &pe;
    }
    out
}
