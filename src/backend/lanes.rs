//! Reductions written in lanes for the CPU backend's row loops (layer norm, softmax and their
//! backwards). A single running sum is a chain the compiler must keep in order, so it cannot use
//! SIMD registers; [`LANES`] independent partial sums can, on x86 (SSE2 and up) and in the
//! browser (wasm simd128). The order of the additions differs from a plain loop's, so results
//! agree with it to rounding, not bit for bit.
//!
//! The exponential is here too ([`exp`]): the standard library's calls a scalar routine per
//! element (in the browser, a software one), which keeps a softmax row out of SIMD registers.

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
#[inline(always)]
pub fn sum(a: &[f32]) -> f32 {
    reduce(a, a, |x, _| x)
}

/// The dot product of `a` and `b` (of equal lengths).
#[inline(always)]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    reduce(a, b, |x, y| x * y)
}

/// `sum_i (a[i] - mean)^2`.
#[inline(always)]
pub fn squared_deviations(a: &[f32], mean: f32) -> f32 {
    reduce(a, a, |x, _| (x - mean) * (x - mean))
}

/// The largest element of `a` (negative infinity when empty). NaNs are skipped, not propagated:
/// a softmax row holding one still comes out NaN, through [`exp`].
///
/// In SIMD registers from end to end, tail included, for rows of four or more: the browser
/// compiles a scalar compare-and-select to a branch, which the data take one way or the other.
/// The last four
/// elements are taken again where the length is not a multiple of four: a maximum does not
/// mind repeats.
#[inline(always)]
pub fn max(a: &[f32]) -> f32 {
    const W: usize = 4;
    if a.len() < W {
        return a.iter().fold(f32::NEG_INFINITY, |m, &x| larger(m, x));
    }
    let mut acc = [f32::NEG_INFINITY; W];
    let mut take = |x: &[f32]| {
        for l in 0..W {
            acc[l] = larger(acc[l], x[l]);
        }
    };
    a.chunks_exact(W).for_each(&mut take);
    take(&a[a.len() - W..]);
    // Lanes two apart, then one apart.
    let pairs = [larger(acc[0], acc[2]), larger(acc[1], acc[3])];
    larger(pairs[0], pairs[1])
}

/// `max` as a compare and a select, which every SIMD instruction set has (`f32::max` must also
/// order NaNs, which costs more).
#[inline(always)]
fn larger(m: f32, x: f32) -> f32 {
    if x > m {
        x
    } else {
        m
    }
}

/// `a[i] = exp(a[i])` for every element.
#[inline(always)]
pub fn exp_in_place(a: &mut [f32]) {
    a.iter_mut().for_each(|x| *x = exp(*x));
}

/// `row[i] = exp(row[i] - shift)` for every element; returns the sum of the results.
#[inline(always)]
pub fn exp_shifted(row: &mut [f32], shift: f32) -> f32 {
    let mut acc = [0f32; LANES];
    let mut chunks = row.chunks_exact_mut(LANES);
    for x in &mut chunks {
        for l in 0..LANES {
            x[l] = exp(x[l] - shift);
            acc[l] += x[l];
        }
    }
    let mut tail = 0.0;
    for x in chunks.into_remainder() {
        *x = exp(*x - shift);
        tail += *x;
    }
    acc.iter().sum::<f32>() + tail
}

/// `e^x` in single precision, within 2 units in the last place of `f32::exp` (the tests check
/// it), written only with operations a SIMD lane has, so loops over it vectorise.
///
/// Cephes' method: `x = n ln 2 + r` with `n` an integer and `|r| <= ln 2 / 2`; `e^r` by a
/// degree-6 polynomial; `2^n` built straight into a float's exponent bits. Below -87.33 the
/// result is 0 (the true value is under 1.2e-38, f32's smallest normal number), above 88.37
/// infinity (the true value is over 2.5e38, near f32's largest); NaN stays NaN.
#[inline(always)]
#[allow(clippy::excessive_precision)] // the polynomial's coefficients as Cephes publishes them
pub fn exp(x: f32) -> f32 {
    const LOG2_E: f32 = std::f32::consts::LOG2_E;
    // ln 2 in two parts: n * LN2_HI is exact for the n that occur, so r loses no bits.
    const LN2_HI: f32 = 0.693_359_4;
    const LN2_LO: f32 = -2.121_944_4e-4;
    // Adding 1.5 * 2^23 rounds to the nearest integer and leaves it in the low mantissa bits.
    const ROUND: f32 = 12_582_912.0;
    const LOW: f32 = -87.33; // 2^n stays a normal number: n >= -126
    const HIGH: f32 = 88.37; // n <= 127
    let clamped = x.clamp(LOW, HIGH); // NaN stays NaN
    let shifted = clamped * LOG2_E + ROUND;
    let n = shifted - ROUND;
    let r = clamped - n * LN2_HI - n * LN2_LO;
    let p = 1.987_569_1e-4;
    let p = p * r + 1.398_199_9e-3;
    let p = p * r + 8.333_452e-3;
    let p = p * r + 4.166_579_6e-2;
    let p = p * r + 1.666_666_5e-1;
    let p = p * r + 5.000_000_1e-1;
    let e_r = p * r * r + r + 1.0;
    // The low bits of `shifted` hold n + 0x40_0000; moved up to the exponent, biased by 127.
    let bits = shifted.to_bits().wrapping_sub(0x4B40_0000 - 127) << 23;
    let y = e_r * f32::from_bits(bits);
    if x < LOW {
        0.0
    } else if x > HIGH {
        f32::INFINITY
    } else {
        y
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_agrees_with_the_standard_library() {
        let mut worst = 0f32;
        // A million points across the range, and the values a softmax meets most.
        let mut xs: Vec<f32> = (0..=1_000_000)
            .map(|i| -87.33 + 175.7 * i as f32 / 1e6)
            .collect();
        xs.extend((0..10_000).map(|i| -(i as f32) / 1000.0));
        xs.extend([0.0, -0.0, 1.0, -1.0, 1e-8, -1e-8, 88.37, -87.33]);
        for x in xs {
            let (ours, std) = (exp(x), x.exp());
            let ulp = (std.to_bits() as i64 - ours.to_bits() as i64).unsigned_abs() as f32;
            worst = worst.max(ulp);
        }
        assert!(worst <= 2.0, "worst error {worst} units in the last place");
        assert_eq!(exp(-100.0), 0.0);
        assert_eq!(exp(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp(100.0), f32::INFINITY);
        assert!(exp(f32::NAN).is_nan());
    }

    #[test]
    fn max_and_exp_shifted_agree_with_plain_loops() {
        for n in [0, 1, 3, 4, 5, 7, 8, 9, 33] {
            let a: Vec<f32> = (0..n).map(|i| ((i * 37 % 11) as f32 - 5.0) / 3.0).collect();
            let plain_max = a.iter().fold(f32::NEG_INFINITY, |m, &x| m.max(x));
            assert_eq!(max(&a), plain_max, "max, n {n}");
            let mut row = a.clone();
            let sum = exp_shifted(&mut row, plain_max);
            let plain: Vec<f32> = a.iter().map(|x| (x - plain_max).exp()).collect();
            for (ours, std) in row.iter().zip(&plain) {
                assert!((ours - std).abs() <= 1e-6 * std, "exp_shifted, n {n}");
            }
            assert!(
                (sum - plain.iter().sum::<f32>()).abs() <= 1e-5,
                "sum, n {n}"
            );
            let mut shifted: Vec<f32> = a.iter().map(|x| x - plain_max).collect();
            exp_in_place(&mut shifted);
            assert_eq!(shifted, row, "exp_in_place, n {n}");
        }
        assert_eq!(max(&[f32::NAN, 1.0, f32::NAN, -2.0]), 1.0);
        // A NaN among the last four, taken twice, and the largest among the first.
        assert_eq!(max(&[9.0, 1.0, 2.0, 3.0, 4.0, f32::NAN]), 9.0);
        assert_eq!(max(&[1.0, 2.0, 3.0, 4.0, f32::NAN, 5.0]), 5.0);
    }

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
