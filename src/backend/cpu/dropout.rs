//! Dropout, drawn from a counter-based generator so that the same seed drops the same elements
//! on every backend (its backward is the same mask on the gradient: the same seed again).

use crate::backend::tensor::Tensor;
use crate::rng::{pcg_hash, uniform_from_site};

/// `x` with each element zeroed with probability `p` (drawn from `seed`), the rest scaled by
/// `1 / (1 - p)`.
pub(super) fn forward(x: Tensor, p: f32, seed: u32) -> Tensor {
    let mut out = if x.is_standard_layout() {
        x
    } else {
        x.as_standard_layout().into_owned()
    };
    let values = out.as_slice_mut().expect("standard layout");
    // counter_uniform(seed, i), with the seed's hash done once.
    drop_in_place(values, pcg_hash(seed), p);
    out
}

/// Dropout on `values` in place: element i is zeroed where `uniform_from_site(site, i) < p`,
/// else scaled by `1 / (1 - p)`. The mask's hash multiplies 32-bit lanes, which x86's baseline
/// SIMD (SSE2) cannot in one instruction, so where the CPU has AVX2 a copy compiled for it runs
/// (the same numbers, eight lanes at once); in wasm, [`wasm_dropout`] runs four at once.
fn drop_in_place(values: &mut [f32], site: u32, p: f32) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has just been found to support AVX2.
        return unsafe { drop_in_place_avx2(values, site, p) };
    }
    #[cfg(target_arch = "wasm32")]
    return wasm_dropout::drop_in_place(values, site, p);
    #[cfg(not(target_arch = "wasm32"))]
    drop_lanes(values, site, 0, p)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn drop_in_place_avx2(values: &mut [f32], site: u32, p: f32) {
    drop_lanes(values, site, 0, p)
}

/// Dropout on `values`, which are elements `first..` of the tensor.
#[inline(always)]
fn drop_lanes(values: &mut [f32], site: u32, first: u32, p: f32) {
    let keep = 1.0 / (1.0 - p);
    for (i, v) in (first..).zip(values.iter_mut()) {
        *v = if uniform_from_site(site, i) < p {
            0.0
        } else {
            *v * keep
        };
    }
}

/// Dropout's mask four elements at a time in wasm's SIMD registers: `uniform_from_site`, the
/// same numbers as the scalar loop.
#[cfg(target_arch = "wasm32")]
mod wasm_dropout {
    use core::arch::wasm32::*;

    /// `rng::element_hash` in each lane.
    #[inline(always)]
    fn element_hash(input: v128) -> v128 {
        let x = v128_xor(input, u32x4_shr(input, 16));
        let x = i32x4_mul(x, u32x4_splat(0x7feb_352d));
        let x = v128_xor(x, u32x4_shr(x, 15));
        let x = i32x4_mul(x, u32x4_splat(0x846c_a68b));
        v128_xor(x, u32x4_shr(x, 16))
    }

    pub(super) fn drop_in_place(values: &mut [f32], site: u32, p: f32) {
        let keep = f32x4_splat(1.0 / (1.0 - p));
        // uniform_from_site is the hash's top 24 bits, k, over 2^24, and k / 2^24 < p exactly
        // when the whole number k < ceil(p * 2^24) (p * 2^24 is exact in f32, and at most 2^24).
        let below = i32x4_splat((p * (1u32 << 24) as f32).ceil() as i32);
        let sites = u32x4_splat(site);
        let mut index = u32x4(0, 1, 2, 3);
        let mut chunks = values.chunks_exact_mut(4);
        for chunk in &mut chunks {
            let k = u32x4_shr(element_hash(v128_xor(index, sites)), 8);
            let at = chunk.as_mut_ptr() as *mut v128;
            // SAFETY: the chunk holds four f32s; v128 loads and stores need no alignment.
            unsafe {
                let kept = f32x4_mul(v128_load(at), keep);
                v128_store(at, v128_andnot(kept, i32x4_lt(k, below)));
            }
            index = i32x4_add(index, u32x4_splat(4));
        }
        let first = u32x4_extract_lane::<0>(index);
        super::drop_lanes(chunks.into_remainder(), site, first, p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dropout_in_pieces_is_dropout_of_the_whole() {
        // The wasm core drops four elements at a time and the tail with `drop_lanes` from the
        // tail's first index: any cut gives the same mask as one pass.
        let values: Vec<f32> = (0..103).map(|i| i as f32 * 0.25 - 7.1).collect();
        let site = pcg_hash(11);
        let mut whole = values.clone();
        drop_lanes(&mut whole, site, 0, 0.3);
        for cut in [0, 1, 4, 57, 100, 103] {
            let mut pieces = values.clone();
            let (head, tail) = pieces.split_at_mut(cut);
            drop_lanes(head, site, 0, 0.3);
            drop_lanes(tail, site, cut as u32, 0.3);
            assert_eq!(pieces, whole, "cut at {cut}");
        }
        assert!(whole.contains(&0.0) && whole.iter().any(|&v| v != 0.0));
    }
}
