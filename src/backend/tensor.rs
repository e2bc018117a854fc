//! The host tensor: an n-dimensional f32 array (ndarray underneath). Backends upload these and
//! download results into them; the trace and the weights files hold them.

use crate::error::{Error, Result};

/// A dense, row-major f32 array of any rank on the host.
pub type Tensor = ndarray::ArrayD<f32>;

/// A tensor of the given shape filled from `data` (row-major); errors if the sizes disagree.
pub fn from_vec(shape: &[usize], data: Vec<f32>) -> Result<Tensor> {
    let n: usize = shape.iter().product();
    if n != data.len() {
        return Err(Error::Input(format!(
            "shape {shape:?} needs {n} values, got {}",
            data.len()
        )));
    }
    Tensor::from_shape_vec(ndarray::IxDyn(shape), data)
        .map_err(|e| Error::Input(format!("shape {shape:?}: {e}")))
}

/// The largest absolute element-wise difference between two tensors of the same shape.
pub fn max_abs_diff(a: &Tensor, b: &Tensor) -> f32 {
    assert_eq!(a.shape(), b.shape(), "max_abs_diff: shapes differ");
    a.iter()
        .zip(b.iter())
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f32::max)
}
