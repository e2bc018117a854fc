//! The optimiser's work: the gradients' squared norm (for clipping) and Adam's update.

use ndarray::{ArrayD, IxDyn};

use crate::backend::tensor::Tensor;
use crate::backend::AdamStep;

/// The sum of the squares of every element of `ts`, summed in f64.
pub(super) fn sum_squares(ts: &[&Tensor]) -> Tensor {
    let total: f64 = ts
        .iter()
        .map(|t| match t.as_slice_memory_order() {
            Some(values) => squares(values),
            None => t.iter().map(|&x| f64::from(x) * f64::from(x)).sum(),
        })
        .sum();
    ArrayD::from_elem(IxDyn(&[1]), total as f32)
}

/// One step of Adam (with the gradients clipped to `step.clip_norm` where `grad_sq` is their
/// squared norm), in place.
pub(super) fn adam_update(
    param: &mut Tensor,
    grad: &Tensor,
    m: &mut Tensor,
    v: &mut Tensor,
    step: &AdamStep,
    grad_sq: Option<&Tensor>,
) {
    let clip = match (step.clip_norm, grad_sq) {
        (Some(max_norm), Some(sq)) => (max_norm / (sq[0].sqrt() + 1e-6)).min(1.0),
        _ => 1.0,
    };
    let t = step.step as i32;
    let bias1 = 1.0 - step.beta1.powi(t);
    let bias2_sqrt = (1.0 - step.beta2.powi(t)).sqrt();
    let step_size = step.lr / bias1;
    // Written as PyTorch's torch.optim.Adam does it, operation for operation.
    ndarray::Zip::from(param)
        .and(grad)
        .and(m)
        .and(v)
        .for_each(|p, &g, m, v| {
            let g = g * clip;
            *m = step.beta1 * *m + (1.0 - step.beta1) * g;
            *v = step.beta2 * *v + (1.0 - step.beta2) * g * g;
            let denom = v.sqrt() / bias2_sqrt + step.eps;
            *p -= step_size * *m / denom;
        });
}

/// The sum of the squares of `values`, in `f64`, in four partial sums: a single running sum is
/// a chain the compiler must keep in order, one element at a time (in the browser it was about a
/// tenth of each training thread's share of a step's update, natively as slow).
fn squares(values: &[f32]) -> f64 {
    let mut acc = [0f64; 4];
    let chunks = values.chunks_exact(4);
    let tail: f64 = chunks
        .remainder()
        .iter()
        .map(|&x| f64::from(x) * f64::from(x))
        .sum();
    for c in chunks {
        for l in 0..4 {
            acc[l] += f64::from(c[l]) * f64::from(c[l]);
        }
    }
    acc.iter().sum::<f64>() + tail
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_in_lanes_agree_with_a_plain_sum() {
        for n in [0, 1, 3, 4, 5, 17, 1000] {
            let values: Vec<f32> = (0..n).map(|i| ((i * 37 % 11) as f32 - 5.0) / 3.0).collect();
            let plain: f64 = values.iter().map(|&x| f64::from(x) * f64::from(x)).sum();
            assert!(
                (squares(&values) - plain).abs() <= 1e-12 * plain.max(1.0),
                "n {n}"
            );
        }
        // Whole tensors, and one whose elements are not adjacent (every other column).
        let t = ArrayD::from_shape_vec(IxDyn(&[2, 3]), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap();
        let strided = t.clone().slice_move(ndarray::s![.., ..;2]).into_dyn();
        assert!(strided.as_slice_memory_order().is_none());
        let sq = sum_squares(&[&t, &t, &strided]);
        assert_eq!(sq[0], 2.0 * 91.0 + 62.0);
    }
}
