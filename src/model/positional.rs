//! Sinusoidal positional encoding (paper, section 3.5): each position gets a vector of sines and
//! cosines of geometrically spaced wavelengths, so that PE(pos + k) is a linear function of
//! PE(pos) and the model can attend by relative position.

use serde::{Deserialize, Serialize};

use crate::backend::tensor::Tensor;

/// Where the sine and cosine of each frequency sit in the encoding's `d_model` dimensions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PositionalLayout {
    /// The paper's: frequency i's sine in dimension 2i, its cosine in 2i + 1.
    #[default]
    Interleaved,
    /// Marian's (and so Opus-MT's): every sine first, then every cosine; frequency i's sine in
    /// dimension i, its cosine in d/2 + i (`MarianSinusoidalPositionalEmbedding`).
    Halves,
}

/// `[max_len, d_model]`: PE(pos, 2i) = sin(pos / 10000^(2i/d)), PE(pos, 2i+1) = cos(same), or
/// the same values in [`PositionalLayout::Halves`], computed in f64 and rounded to f32.
pub fn positional_encoding(max_len: usize, d_model: usize, layout: PositionalLayout) -> Tensor {
    // With an odd d_model the sines take one dimension more, as in Marian's.
    let sines = d_model.div_ceil(2);
    Tensor::from_shape_fn(ndarray::IxDyn(&[max_len, d_model]), |ix| {
        let (pos, dim) = (ix[0] as f64, ix[1]);
        // The frequency's index i, and whether this dimension holds its sine.
        let (i, sine) = match layout {
            PositionalLayout::Interleaved => (dim / 2, dim % 2 == 0),
            PositionalLayout::Halves if dim < sines => (dim, true),
            PositionalLayout::Halves => (dim - sines, false),
        };
        let angle = pos / 10000f64.powf((2 * i) as f64 / d_model as f64);
        (if sine { angle.sin() } else { angle.cos() }) as f32
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        let pe = positional_encoding(50, 16, PositionalLayout::Interleaved);
        // Position 0: sin(0) = 0 in even dimensions, cos(0) = 1 in odd ones.
        for d in 0..16 {
            assert_eq!(pe[[0, d]], if d % 2 == 0 { 0.0 } else { 1.0 });
        }
        // Dimension pair 0 has wavelength 2*pi: PE(1, 0) = sin(1), PE(1, 1) = cos(1).
        assert!((pe[[1, 0]] - 1f32.sin()).abs() < 1e-7);
        assert!((pe[[1, 1]] - 1f32.cos()).abs() < 1e-7);
        // PE(pos, 2i) with 2i = 4, d = 16: sin(pos / 10000^(4/16)) = sin(pos / 10).
        assert!((pe[[7, 4]] - (0.7f32).sin()).abs() < 1e-7);
        assert!((pe[[7, 5]] - (0.7f32).cos()).abs() < 1e-7);
        // Every value lies in [-1, 1].
        assert!(pe.iter().all(|v| v.abs() <= 1.0));
    }

    #[test]
    fn halves_hold_the_same_sinusoids_sines_first() {
        let (paper, marian) = (
            positional_encoding(30, 16, PositionalLayout::Interleaved),
            positional_encoding(30, 16, PositionalLayout::Halves),
        );
        for pos in 0..30 {
            for i in 0..8 {
                assert_eq!(marian[[pos, i]], paper[[pos, 2 * i]], "sine {i} at {pos}");
                assert_eq!(marian[[pos, 8 + i]], paper[[pos, 2 * i + 1]], "cosine {i}");
            }
        }
    }
}
