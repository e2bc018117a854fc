//! The CPU backend: ndarray, with matrix products through `matrixmultiply`'s blocked sgemm.
//! It is the reference every other backend is tested against.

use ndarray::{s, Array2, ArrayD, ArrayView2, Axis, Ix2, IxDyn};

use super::{AttentionMask, Backend};
use crate::error::Result;
use crate::rng::{pcg_hash, uniform_from_site};
use crate::tensor::Tensor;

/// Runs every op on the host with ndarray.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cpu;

/// `t` viewed as a matrix `[rows, last_dim]`.
fn as_rows(t: &ArrayD<f32>) -> ArrayView2<'_, f32> {
    let last = *t.shape().last().expect("tensor of rank >= 1");
    let rows = t.len() / last.max(1);
    t.view()
        .into_shape_with_order((rows, last))
        .expect("standard-layout tensor")
        .into_dimensionality::<Ix2>()
        .expect("rank 2")
}

/// The elements of a standard-layout tensor.
pub(crate) fn flat<S: ndarray::Data<Elem = f32>>(t: &ndarray::ArrayBase<S, IxDyn>) -> &[f32] {
    t.as_slice().expect("standard layout")
}

/// `m` reshaped to `shape` (same number of elements).
fn reshape(m: Array2<f32>, shape: &[usize]) -> ArrayD<f32> {
    // A product with one row or one column may come back column-major.
    let m = if m.is_standard_layout() {
        m
    } else {
        m.as_standard_layout().into_owned()
    };
    m.into_shape_with_order(IxDyn(shape))
        .expect("element count preserved")
}

impl Backend for Cpu {
    type Tensor = ArrayD<f32>;

    fn name(&self) -> String {
        "cpu".to_string()
    }

    fn upload(&self, t: &Tensor) -> Result<Self::Tensor> {
        Ok(t.as_standard_layout().into_owned())
    }

    fn download(&self, t: &Self::Tensor) -> Result<Tensor> {
        Ok(t.clone())
    }

    fn shape(&self, t: &Self::Tensor) -> Vec<usize> {
        t.shape().to_vec()
    }

    fn embed(&self, table: &Self::Tensor, ids: &[u32], batch: usize, scale: f32) -> Self::Tensor {
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

    fn add_positional(&self, x: &Self::Tensor, pe: &Self::Tensor) -> Self::Tensor {
        let len = x.shape()[1];
        let d = x.shape()[2];
        let pe = pe.slice(s![..len, ..d]);
        let mut out = x.clone();
        for mut seq in out.axis_iter_mut(Axis(0)) {
            seq += &pe;
        }
        out
    }

    fn linear(&self, x: &Self::Tensor, w: &Self::Tensor, b: Option<&Self::Tensor>) -> Self::Tensor {
        // PyTorch: F.linear(x, w, b) = x @ w.T + b
        let w = as_rows(w); // [out, in]
        let mut y = as_rows(x).dot(&w.t()); // [rows, out]
        if let Some(b) = b {
            y += b;
        }
        let mut shape = x.shape().to_vec();
        *shape.last_mut().expect("rank >= 1") = w.nrows();
        reshape(y, &shape)
    }

    fn add(&self, a: &Self::Tensor, b: &Self::Tensor) -> Self::Tensor {
        a + b
    }

    fn scale(&self, x: &Self::Tensor, s: f32) -> Self::Tensor {
        x * s
    }

    fn relu(&self, x: &Self::Tensor) -> Self::Tensor {
        x.mapv(|v| v.max(0.0))
    }

    fn layer_norm(
        &self,
        x: &Self::Tensor,
        gamma: &Self::Tensor,
        beta: &Self::Tensor,
        eps: f32,
    ) -> Self::Tensor {
        let mut out = x.as_standard_layout().into_owned();
        let d = *x.shape().last().expect("rank >= 1");
        let (gamma, beta) = (gamma.as_standard_layout(), beta.as_standard_layout());
        let (gamma, beta) = (flat(&gamma), flat(&beta));
        let n = d as f32;
        for row in out
            .as_slice_mut()
            .expect("standard layout")
            .chunks_exact_mut(d.max(1))
        {
            let mean = row.iter().sum::<f32>() / n;
            let var = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f32>() / n;
            let rstd = 1.0 / (var + eps).sqrt();
            for ((v, g), b) in row.iter_mut().zip(gamma).zip(beta) {
                *v = (*v - mean) * rstd * g + b;
            }
        }
        out
    }

    fn softmax(&self, x: &Self::Tensor) -> Self::Tensor {
        let mut out = x.as_standard_layout().into_owned();
        for mut row in out.lanes_mut(Axis(x.ndim() - 1)) {
            let max = row.fold(f32::NEG_INFINITY, |m, &v| m.max(v));
            row.mapv_inplace(|v| (v - max).exp());
            let sum = row.sum();
            row /= sum;
        }
        out
    }

    fn dropout(&self, x: &Self::Tensor, p: f32, seed: u32) -> Self::Tensor {
        let keep = 1.0 / (1.0 - p);
        let mut out = x.as_standard_layout().into_owned();
        let site = pcg_hash(seed); // counter_uniform(seed, i), with the seed's hash done once
        let values = out.as_slice_mut().expect("standard layout");
        for (i, v) in values.iter_mut().enumerate() {
            *v = if uniform_from_site(site, i as u32) < p {
                0.0
            } else {
                *v * keep
            };
        }
        out
    }

    fn attention_scores(&self, q: &Self::Tensor, k: &Self::Tensor, n_heads: usize) -> Self::Tensor {
        let (batch, q_len, d) = (q.shape()[0], q.shape()[1], q.shape()[2]);
        let k_len = k.shape()[1];
        let d_k = d / n_heads;
        let mut out = ArrayD::<f32>::zeros(IxDyn(&[batch, n_heads, q_len, k_len]));
        for b in 0..batch {
            for h in 0..n_heads {
                let cols = h * d_k..(h + 1) * d_k;
                let qh = q.slice(s![b, .., cols.clone()]); // [q_len, d_k]
                let kh = k.slice(s![b, .., cols]); // [k_len, d_k]
                out.slice_mut(s![b, h, .., ..]).assign(&qh.dot(&kh.t()));
            }
        }
        out
    }

    fn masked_softmax(&self, scores: &Self::Tensor, mask: &AttentionMask) -> Self::Tensor {
        let mut out = scores.as_standard_layout().into_owned();
        let (heads, q_len, k_len) = (out.shape()[1], out.shape()[2], out.shape()[3]);
        let rows = out
            .as_slice_mut()
            .expect("standard layout")
            .chunks_exact_mut(k_len.max(1));
        for (r, row) in rows.enumerate() {
            let (b, i) = (r / (heads * q_len), r % q_len);
            let padding = &mask.key_padding[b * k_len..(b + 1) * k_len];
            // Keys after the query are hidden when causal; padding keys always.
            let visible = if mask.causal {
                (i + 1).min(k_len)
            } else {
                k_len
            };
            let allowed = |j: usize| j < visible && !padding[j];
            let mut max = f32::NEG_INFINITY;
            for (j, v) in row.iter().enumerate() {
                if allowed(j) {
                    max = max.max(*v);
                }
            }
            let mut sum = 0.0;
            for (j, v) in row.iter_mut().enumerate() {
                *v = if allowed(j) { (*v - max).exp() } else { 0.0 };
                sum += *v;
            }
            if sum > 0.0 {
                let inv = 1.0 / sum;
                row.iter_mut().for_each(|v| *v *= inv);
            }
        }
        out
    }

    fn attention_context(&self, weights: &Self::Tensor, v: &Self::Tensor) -> Self::Tensor {
        let (batch, heads, q_len) = (weights.shape()[0], weights.shape()[1], weights.shape()[2]);
        let d = v.shape()[2];
        let d_k = d / heads;
        let mut out = ArrayD::<f32>::zeros(IxDyn(&[batch, q_len, d]));
        for b in 0..batch {
            for h in 0..heads {
                let cols = h * d_k..(h + 1) * d_k;
                let w = weights.slice(s![b, h, .., ..]); // [q_len, k_len]
                let vh = v.slice(s![b, .., cols.clone()]); // [k_len, d_k]
                out.slice_mut(s![b, .., cols]).assign(&w.dot(&vh));
            }
        }
        out
    }
}
