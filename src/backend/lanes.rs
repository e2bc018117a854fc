//! Reductions written in lanes for the CPU backend's row loops (layer norm, softmax and their
//! backwards). A single running sum is a chain the compiler must keep in order, so it cannot use
//! SIMD registers; [`LANES`] independent partial sums can, on x86 (SSE2 and up) and in the
//! browser (wasm simd128). The order of the additions differs from a plain loop's, so results
//! agree with it to rounding, not bit for bit.

/// Partial sums kept side by side: two 4-wide SIMD registers.
pub const LANES: usize = 8;

/// `sum_i f(a[i], b[i])`, in [`LANES`] partial sums.
#[inline(always)]
fn reduce(a: &[f32], b: &[f32], f: impl Fn(f32, f32) -> f32) -> f32 {
    debug_assert_eq!(a.len(), b.len());
    let mut acc = [0f32; LANES];
    let (ac, bc) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let tail: f32 = ac
        .remainder()
        .iter()
        .zip(bc.remainder())
        .map(|(&x, &y)| f(x, y))
        .sum();
    for (x, y) in ac.zip(bc) {
        for l in 0..LANES {
            acc[l] += f(x[l], y[l]);
        }
    }
    acc.iter().sum::<f32>() + tail
}

/// The sum of `a`.
#[inline]
pub fn sum(a: &[f32]) -> f32 {
    reduce(a, a, |x, _| x)
}

/// The dot product of `a` and `b` (of equal lengths).
#[inline]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    reduce(a, b, |x, y| x * y)
}

/// `sum_i (a[i] - mean)^2`.
#[inline]
pub fn squared_deviations(a: &[f32], mean: f32) -> f32 {
    reduce(a, a, |x, _| (x - mean) * (x - mean))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_sums_agree_with_plain_loops() {
        for n in [0, 1, 7, 8, 9, 32, 100] {
            let a: Vec<f32> = (0..n).map(|i| ((i * 37 % 11) as f32 - 5.0) / 3.0).collect();
            let b: Vec<f32> = (0..n).map(|i| ((i * 13 % 7) as f32 - 3.0) / 2.0).collect();
            let plain_dot: f32 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
            let plain_sum: f32 = a.iter().sum();
            let mean = plain_sum / n.max(1) as f32;
            let plain_sq: f32 = a.iter().map(|x| (x - mean) * (x - mean)).sum();
            assert!((dot(&a, &b) - plain_dot).abs() <= 1e-4, "dot, n {n}");
            assert!((sum(&a) - plain_sum).abs() <= 1e-4, "sum, n {n}");
            assert!(
                (squared_deviations(&a, mean) - plain_sq).abs() <= 1e-4,
                "squares, n {n}"
            );
        }
    }
}
