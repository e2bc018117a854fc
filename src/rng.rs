//! Small, seeded, portable random numbers: the same seed gives the same model on every machine and
//! in the browser. Dropout draws from a counter-based hash so that any backend (a GPU kernel too)
//! can reproduce the CPU's mask element by element.

/// SplitMix64: a tiny generator with good statistical quality, enough for initialisation.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix64(self.state)
    }

    /// Uniform in [0, 1), with 24 bits of precision (all an f32 can hold).
    pub fn uniform(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// Uniform in [lo, hi).
    pub fn uniform_in(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.uniform()
    }
}

fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// PCG-style 32-bit hash (Jarzynski & Olano, "Hash Functions for GPU Rendering", 2020).
pub fn pcg_hash(input: u32) -> u32 {
    let state = input.wrapping_mul(747_796_405).wrapping_add(2_891_336_453);
    let word = ((state >> ((state >> 28) + 4)) ^ state).wrapping_mul(277_803_737);
    (word >> 22) ^ word
}

/// A 32-bit hash with shifts by fixed amounts only ("lowbias32", from Wellons' hash prospector):
/// dropout's mask draws one per element, and SIMD registers shift all their lanes by one amount,
/// which [`pcg_hash`]'s shift by an amount read from the state is not.
pub fn element_hash(input: u32) -> u32 {
    let mut x = input;
    x ^= x >> 16;
    x = x.wrapping_mul(0x7feb_352d);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846c_a68b);
    x ^ (x >> 16)
}

/// A uniform number in [0, 1) that depends only on `(seed, index)`: element `index` of the
/// dropout mask for the dropout site seeded with `seed`. Written with 32-bit integer operations
/// only, so a WGSL kernel computes the same value.
pub fn counter_uniform(seed: u32, index: u32) -> f32 {
    uniform_from_site(pcg_hash(seed), index)
}

/// [`counter_uniform`] given `pcg_hash(seed)`, for loops that draw many indices of one site.
pub fn uniform_from_site(site: u32, index: u32) -> f32 {
    let h = element_hash(index ^ site);
    (h >> 8) as f32 / (1u32 << 24) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(7).next_u64(), Rng::new(8).next_u64());
    }

    #[test]
    fn uniform_is_in_range_and_centred() {
        let mut r = Rng::new(1);
        let n = 100_000;
        let mut sum = 0.0f64;
        for _ in 0..n {
            let u = r.uniform();
            assert!((0.0..1.0).contains(&u));
            sum += u as f64;
        }
        assert!((sum / n as f64 - 0.5).abs() < 0.01);
        let mean = (0..n).map(|i| counter_uniform(3, i) as f64).sum::<f64>() / n as f64;
        assert!((mean - 0.5).abs() < 0.01, "counter_uniform mean {mean}");
    }

    #[test]
    fn dropout_masks_drop_their_share_and_neighbours_independently() {
        // 100,000 draws: a share's standard error is at most 0.0016, so 0.006 is nearly 4 of them.
        let n = 100_000u32;
        for seed in [0, 1, 7, 123_456] {
            let dropped = |p: f32| (0..n).filter(|&i| counter_uniform(seed, i) < p).count();
            for p in [0.1f32, 0.5] {
                let share = dropped(p) as f64 / n as f64;
                assert!(
                    (share - p as f64).abs() < 0.006,
                    "seed {seed}: dropped {share} at p {p}"
                );
            }
            // Both of two neighbours below 0.5 a quarter of the time, as for independent draws.
            let both = (0..n - 1)
                .filter(|&i| counter_uniform(seed, i) < 0.5 && counter_uniform(seed, i + 1) < 0.5)
                .count() as f64
                / (n - 1) as f64;
            assert!(
                (both - 0.25).abs() < 0.006,
                "seed {seed}: neighbours both low {both}"
            );
        }
    }
}
