//! The CPU backend: ndarray, with matrix products through `gemm.rs` (the `gemm` crate's natively,
//! a blocked product of our own in the browser).
//! It is the reference every other backend is tested against. Each op is a module with its
//! forward and its backward side by side (linear.rs, layer_norm.rs, attention.rs, ...); the
//! trait implementations below only name them, the forward ops ([`Backend`]) then the backward
//! ops, the loss and the optimiser ([`Train`]).

mod activation;
mod attention;
mod dropout;
mod embed;
mod layer_norm;
mod linear;
mod loss;
mod optim;
mod softmax;

use ndarray::{s, Array2, ArrayD, ArrayView2, Axis, Ix2, IxDyn};

use super::{Activation, AdamStep, AttentionMask, Backend, Train};
use crate::backend::tensor::Tensor;
use crate::error::Result;

/// Runs every op on the host with ndarray.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cpu;

/// A new standard-layout tensor of `shape` whose elements `write` puts in place, given the
/// address of the first: they are not zeroed first, which in the browser cost about as much as
/// some of the small products that write them.
///
/// # Safety
/// `write` must write every element of the tensor, each before reading it.
unsafe fn written(shape: &[usize], write: impl FnOnce(*mut f32)) -> ArrayD<f32> {
    let mut out = ArrayD::<f32>::uninit(IxDyn(shape));
    write(out.as_mut_ptr().cast());
    // SAFETY: every element was written (the caller's promise).
    unsafe { out.assume_init() }
}

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
fn flat<S: ndarray::Data<Elem = f32>>(t: &ndarray::ArrayBase<S, IxDyn>) -> &[f32] {
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

/// `f` of two tensors of the same shape, element by element. Over their memory as two slices
/// where both are standard-layout (as the backend's results are): ndarray's general element-wise
/// loop, for any layout and rank, costs more per element than the sum itself.
fn zip_map(a: &ArrayD<f32>, b: &ArrayD<f32>, f: impl Fn(f32, f32) -> f32) -> ArrayD<f32> {
    assert_eq!(
        a.shape(),
        b.shape(),
        "an element-wise op on tensors of one shape"
    );
    match (a.as_slice(), b.as_slice()) {
        (Some(x), Some(y)) => {
            let values = x.iter().zip(y).map(|(&x, &y)| f(x, y)).collect();
            ArrayD::from_shape_vec(a.raw_dim(), values).expect("one element per element")
        }
        _ => ndarray::Zip::from(a).and(b).map_collect(|&x, &y| f(x, y)),
    }
}

impl Backend for Cpu {
    type Tensor = ArrayD<f32>;

    fn name(&self) -> String {
        "cpu".to_string()
    }

    fn take(&self, t: &mut Tensor) -> Tensor {
        // An empty array holds nothing on the heap.
        std::mem::replace(t, ArrayD::zeros(IxDyn(&[0])))
    }

    fn upload(&self, t: &Tensor) -> Result<Tensor> {
        Ok(t.as_standard_layout().into_owned())
    }

    fn upload_owned(&self, t: Tensor) -> Result<Tensor> {
        Ok(if t.is_standard_layout() {
            t
        } else {
            t.as_standard_layout().into_owned()
        })
    }

    fn download(&self, t: &Tensor) -> Result<Tensor> {
        Ok(t.clone())
    }

    fn shape(&self, t: &Tensor) -> Vec<usize> {
        t.shape().to_vec()
    }

    fn embed(&self, table: &Tensor, ids: &[u32], batch: usize, scale: f32) -> Tensor {
        embed::forward(table, ids, batch, scale)
    }

    fn repeat_batch(&self, x: &Tensor, n: usize) -> Tensor {
        let views = vec![x.view(); n];
        ndarray::concatenate(Axis(0), &views).expect("copies of one shape")
    }

    fn extend_sequences(&self, x: &Tensor, rows: &[usize], next: &Tensor) -> Option<Tensor> {
        let picked: Vec<_> = rows
            .iter()
            .map(|&r| x.slice(s![r..r + 1, .., ..]).into_dyn())
            .collect();
        let picked = ndarray::concatenate(Axis(0), &picked).ok()?;
        ndarray::concatenate(Axis(1), &[picked.view(), next.view()]).ok()
    }

    fn last_position(&self, x: &Tensor) -> Tensor {
        let len = x.shape()[1];
        x.slice(s![.., len - 1..len, ..]).to_owned().into_dyn()
    }

    fn add_positional(&self, x: &Tensor, pe: &Tensor) -> Tensor {
        embed::add_positional(x, pe)
    }

    fn linear(&self, x: &Tensor, w: &Tensor, b: Option<&Tensor>) -> Tensor {
        linear::forward(x, w, b)
    }

    fn add(&self, a: &Tensor, b: &Tensor) -> Tensor {
        zip_map(a, b, |x, y| x + y)
    }

    fn mul(&self, a: &Tensor, b: &Tensor) -> Tensor {
        let period: Vec<f32> = b.iter().copied().collect();
        let mut out = a.as_standard_layout().into_owned();
        for (i, v) in out.iter_mut().enumerate() {
            *v *= period[i % period.len()];
        }
        out
    }

    fn scale(&self, x: &Tensor, s: f32) -> Tensor {
        x * s
    }

    fn add_in_place(&self, acc: &mut Tensor, x: &Tensor) {
        // A plain loop over both where they lie alike (ndarray's `+=` brings its broadcasting
        // code into the wasm core, a few KB).
        if acc.shape() == x.shape() {
            if let (Some(sums), Some(values)) = (acc.as_slice_mut(), x.as_slice()) {
                sums.iter_mut().zip(values).for_each(|(s, &v)| *s += v);
                return;
            }
        }
        *acc = self.add(acc, x);
    }

    fn scale_in_place(&self, x: &mut Tensor, s: f32) {
        x.mapv_inplace(|v| v * s);
    }

    fn activation(&self, x: &Tensor, act: Activation) -> Tensor {
        activation::forward(x, act)
    }

    fn layer_norm(&self, x: &Tensor, gamma: &Tensor, beta: &Tensor, eps: f32) -> Tensor {
        layer_norm::forward(x, gamma, beta, eps)
    }

    fn softmax(&self, x: &Tensor) -> Tensor {
        softmax::forward(x)
    }

    fn dropout(&self, x: Tensor, p: f32, seed: u32) -> Tensor {
        dropout::forward(x, p, seed)
    }

    fn attention_scores(&self, q: &Tensor, k: &Tensor, n_heads: usize) -> Tensor {
        attention::scores(q, k, n_heads)
    }

    fn masked_softmax(&self, scores: Tensor, mask: &AttentionMask) -> Tensor {
        softmax::masked(scores, mask)
    }

    fn attention_context(&self, weights: &Tensor, v: &Tensor) -> Tensor {
        attention::context(weights, v)
    }
}

impl Train for Cpu {
    fn linear_backward(&self, x: &Tensor, w: &Tensor, dy: &Tensor) -> (Tensor, Tensor, Tensor) {
        linear::backward(x, w, dy)
    }

    fn activation_backward(&self, x: &Tensor, dy: &Tensor, act: Activation) -> Tensor {
        activation::backward(x, dy, act)
    }

    fn layer_norm_backward(
        &self,
        x: &Tensor,
        gamma: &Tensor,
        dy: &Tensor,
        eps: f32,
    ) -> (Tensor, Tensor, Tensor) {
        layer_norm::backward(x, gamma, dy, eps)
    }

    fn softmax_backward(&self, w: &Tensor, dw: &Tensor) -> Tensor {
        softmax::backward(w, dw)
    }

    fn attention_scores_backward(
        &self,
        q: &Tensor,
        k: &Tensor,
        dscores: &Tensor,
        n_heads: usize,
    ) -> (Tensor, Tensor) {
        attention::scores_backward(q, k, dscores, n_heads)
    }

    fn attention_context_backward(
        &self,
        weights: &Tensor,
        v: &Tensor,
        dctx: &Tensor,
    ) -> (Tensor, Tensor) {
        attention::context_backward(weights, v, dctx)
    }

    fn embed_backward(&self, ids: &[u32], dy: &Tensor, vocab: usize, scale: f32) -> Tensor {
        embed::backward(ids, dy, vocab, scale)
    }

    fn cross_entropy(
        &self,
        logits: &Tensor,
        targets: &[u32],
        pad: u32,
        smoothing: f32,
    ) -> (Tensor, Tensor) {
        loss::cross_entropy(logits, targets, pad, smoothing)
    }

    fn sum_squares(&self, ts: &[&Tensor]) -> Tensor {
        optim::sum_squares(ts)
    }

    fn adam_update(
        &self,
        param: &mut Tensor,
        grad: &Tensor,
        m: &mut Tensor,
        v: &mut Tensor,
        step: &AdamStep,
        grad_sq: Option<&Tensor>,
    ) {
        optim::adam_update(param, grad, m, v, step, grad_sq)
    }

    fn zeros(&self, shape: &[usize]) -> Tensor {
        ArrayD::zeros(IxDyn(shape))
    }
}
