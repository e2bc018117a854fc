//! Sinusoidal positional encoding (paper, section 3.5): each position gets a vector of sines and
//! cosines of geometrically spaced wavelengths, so that PE(pos + k) is a linear function of
//! PE(pos) and the model can attend by relative position.

use crate::tensor::Tensor;

/// `[max_len, d_model]`: PE(pos, 2i) = sin(pos / 10000^(2i/d)), PE(pos, 2i+1) = cos(same),
/// computed in f64 and rounded to f32.
pub fn positional_encoding(max_len: usize, d_model: usize) -> Tensor {
    Tensor::from_shape_fn(ndarray::IxDyn(&[max_len, d_model]), |ix| {
        let (pos, dim) = (ix[0] as f64, ix[1]);
        let two_i = (dim - dim % 2) as f64;
        let angle = pos / 10000f64.powf(two_i / d_model as f64);
        (if dim % 2 == 0 {
            angle.sin()
        } else {
            angle.cos()
        }) as f32
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        let pe = positional_encoding(50, 16);
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
}
