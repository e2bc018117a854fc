//! The loss: cross-entropy with label smoothing, and its gradient, in one pass.

use ndarray::{Array2, ArrayD, IxDyn};

use super::{as_rows, reshape};
use crate::backend::lanes;
use crate::backend::tensor::Tensor;

/// The mean cross-entropy of `logits` `[.., vocab]` against `targets` (padding left out),
/// with label smoothing `smoothing`, and its gradient with respect to the logits: `(loss [1],
/// dlogits)`.
pub(super) fn cross_entropy(
    logits: &Tensor,
    targets: &[u32],
    pad: u32,
    smoothing: f32,
) -> (Tensor, Tensor) {
    let z = as_rows(logits);
    let v = z.ncols();
    let counted = targets.iter().filter(|&&t| t != pad).count();
    let inv_n = 1.0 / counted.max(1) as f32;
    let mut grad = Array2::<f32>::zeros(z.raw_dim());
    let mut loss = 0f64;
    for ((z, &t), mut g) in z.rows().into_iter().zip(targets).zip(grad.rows_mut()) {
        if t == pad {
            continue;
        }
        let z = z.as_slice().expect("a row is contiguous");
        let g = g.as_slice_mut().expect("a row is contiguous");
        let max = lanes::max(z);
        // g = e^(z - max) for now; p = g / sum_exp.
        g.copy_from_slice(z);
        let sum_exp = lanes::exp_shifted(g, max);
        let log_sum = max + sum_exp.ln();
        // -log p[j] = log_sum - z[j]
        let nll = log_sum - z[t as usize];
        let mean_nll = log_sum - lanes::sum(z) / v as f32;
        loss += f64::from((1.0 - smoothing) * nll + smoothing * mean_nll);
        // The target puts smoothing / v on every token, and 1 - smoothing more on t.
        let (inv_sum, uniform) = (1.0 / sum_exp, smoothing / v as f32);
        for p in g.iter_mut() {
            *p = (*p * inv_sum - uniform) * inv_n;
        }
        g[t as usize] -= (1.0 - smoothing) * inv_n;
    }
    let loss = ArrayD::from_elem(IxDyn(&[1]), (loss * f64::from(inv_n)) as f32);
    (loss, reshape(grad, logits.shape()))
}

#[cfg(test)]
mod tests {
    use ndarray::s;

    use super::*;

    #[test]
    fn cross_entropy_without_smoothing_is_the_negative_log_probability() {
        let logits =
            ArrayD::from_shape_vec(IxDyn(&[2, 3]), vec![1.0, 2.0, 3.0, 0.0, 0.0, 0.0]).unwrap();
        // Row 1 is padding (target 0 = pad) and does not count.
        let (loss, grad) = cross_entropy(&logits, &[2, 0], 0, 0.0);
        let log_sum = (1f32.exp() + 2f32.exp() + 3f32.exp()).ln();
        assert!((loss[0] - (log_sum - 3.0)).abs() < 1e-6);
        assert!(grad.slice(s![1, ..]).iter().all(|&g| g == 0.0));
        assert!(grad.slice(s![0, ..]).sum().abs() < 1e-6); // softmax minus one-hot sums to 0
    }
}
