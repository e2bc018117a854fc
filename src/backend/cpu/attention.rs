//! Scaled dot-product attention's two products, head by head: the scores `Q Kᵀ` and the context
//! `weights · V`, and their gradients. (The scale is applied to Q before, the softmax between
//! them is softmax.rs's.)

use ndarray::{ArrayView2, Ix2, ShapeBuilder};

use super::{flat, written};
use crate::backend::gemm::product_to;
use crate::backend::tensor::Tensor;

/// Each head's scores `Q Kᵀ`: `q` `[batch, q_len, d]`, `k` `[batch, k_len, d]`, each head the
/// `d / n_heads` columns of its own; the result `[batch, heads, q_len, k_len]`.
pub(super) fn scores(q: &Tensor, k: &Tensor, n_heads: usize) -> Tensor {
    let (batch, q_len, k_len) = (q.shape()[0], q.shape()[1], k.shape()[1]);
    let (qs, ks) = (
        Blocks::heads(q.shape(), n_heads),
        Blocks::heads(k.shape(), n_heads),
    );
    let (q, k) = (q.as_standard_layout(), k.as_standard_layout());
    let (q, k) = (flat(&q), flat(&k));
    let shape = [batch, n_heads, q_len, k_len];
    let scores = Blocks::matrices(&shape);
    // SAFETY: the blocks (b, h) tile the tensor, and each product writes its block.
    unsafe {
        written(&shape, |out| {
            for b in 0..batch {
                for h in 0..n_heads {
                    let qh = qs.view(q, b, h); // [q_len, d_k]
                    let kh = ks.view(k, b, h); // [k_len, d_k]
                    product_to(&qh, &kh.t(), scores.at(out, b, h), scores.strides());
                }
            }
        })
    }
}

/// The gradients of [`scores`] for the scores' gradient `dscores`: `(dq, dk)`.
pub(super) fn scores_backward(
    q: &Tensor,
    k: &Tensor,
    dscores: &Tensor,
    n_heads: usize,
) -> (Tensor, Tensor) {
    let (qs, ks) = (
        Blocks::heads(q.shape(), n_heads),
        Blocks::heads(k.shape(), n_heads),
    );
    let ds_blocks = Blocks::matrices(dscores.shape());
    let (batch, q_shape, k_shape) = (q.shape()[0], q.shape().to_vec(), k.shape().to_vec());
    let (q, k, dscores) = (
        q.as_standard_layout(),
        k.as_standard_layout(),
        dscores.as_standard_layout(),
    );
    let (q, k, dscores) = (flat(&q), flat(&k), flat(&dscores));
    // dQ = dS · K and dK = dSᵀ · Q, head by head. SAFETY (both): the heads' blocks tile
    // the tensor, and each product writes its block.
    let dq = unsafe {
        written(&q_shape, |dq| {
            for b in 0..batch {
                for h in 0..n_heads {
                    let ds = ds_blocks.view(dscores, b, h); // [Tq, Tk]
                    let kh = ks.view(k, b, h); // [Tk, d_k]
                    product_to(&ds, &kh, qs.at(dq, b, h), qs.strides());
                }
            }
        })
    };
    let dk = unsafe {
        written(&k_shape, |dk| {
            for b in 0..batch {
                for h in 0..n_heads {
                    let ds = ds_blocks.view(dscores, b, h); // [Tq, Tk]
                    let qh = qs.view(q, b, h); // [Tq, d_k]
                    product_to(&ds.t(), &qh, ks.at(dk, b, h), ks.strides());
                }
            }
        })
    };
    (dq, dk)
}

/// Each head's context `weights · V`: `weights` `[batch, heads, q_len, k_len]`, `v` `[batch,
/// k_len, d]`; the result `[batch, q_len, d]`, each head's block in its columns.
pub(super) fn context(weights: &Tensor, v: &Tensor) -> Tensor {
    let (batch, heads, q_len) = (weights.shape()[0], weights.shape()[1], weights.shape()[2]);
    let d = v.shape()[2];
    let (ws, vs) = (
        Blocks::matrices(weights.shape()),
        Blocks::heads(v.shape(), heads),
    );
    let (weights, v) = (weights.as_standard_layout(), v.as_standard_layout());
    let (weights, v) = (flat(&weights), flat(&v));
    let shape = [batch, q_len, d];
    let context = Blocks::heads(&shape, heads);
    // SAFETY: the heads' blocks tile the tensor, and each product writes its block.
    unsafe {
        written(&shape, |out| {
            for b in 0..batch {
                for h in 0..heads {
                    let w = ws.view(weights, b, h); // [q_len, k_len]
                    let vh = vs.view(v, b, h); // [k_len, d_k]
                    product_to(&w, &vh, context.at(out, b, h), context.strides());
                }
            }
        })
    }
}

/// The gradients of [`context`] for the context's gradient `dctx`: `(dweights, dv)`.
pub(super) fn context_backward(weights: &Tensor, v: &Tensor, dctx: &Tensor) -> (Tensor, Tensor) {
    let heads = weights.shape()[1];
    let (ws, vs) = (
        Blocks::matrices(weights.shape()),
        Blocks::heads(v.shape(), heads),
    );
    let dcs = Blocks::heads(dctx.shape(), heads);
    let (w_shape, v_shape) = (weights.shape().to_vec(), v.shape().to_vec());
    let batch = w_shape[0];
    let (weights, v, dctx) = (
        weights.as_standard_layout(),
        v.as_standard_layout(),
        dctx.as_standard_layout(),
    );
    let (weights, v, dctx) = (flat(&weights), flat(&v), flat(&dctx));
    // dW = dC · Vᵀ and dV = Wᵀ · dC, head by head. SAFETY (both): the blocks (b, h) tile
    // the tensor, and each product writes its block.
    let dweights = unsafe {
        written(&w_shape, |dw| {
            for b in 0..batch {
                for h in 0..heads {
                    let vh = vs.view(v, b, h); // [Tk, d_k]
                    let dc = dcs.view(dctx, b, h); // [Tq, d_k]
                    product_to(&dc, &vh.t(), ws.at(dw, b, h), ws.strides());
                }
            }
        })
    };
    let dv = unsafe {
        written(&v_shape, |dv| {
            for b in 0..batch {
                for h in 0..heads {
                    let w = ws.view(weights, b, h); // [Tq, Tk]
                    let dc = dcs.view(dctx, b, h); // [Tq, d_k]
                    product_to(&w.t(), &dc, vs.at(dv, b, h), vs.strides());
                }
            }
        })
    };
    (dweights, dv)
}

/// The per-head blocks attention multiplies, as views made straight from a standard-layout
/// tensor's elements: head `h`'s columns `h * d_k..` of a `[batch, len, d]` tensor (Q, K, V and
/// the context), or head `h`'s `[q_len, k_len]` matrix of a `[batch, heads, q_len, k_len]` one
/// (the scores and weights). Attention takes thousands of them per training step, and slicing
/// with ndarray costs more than some of their products.
#[derive(Clone, Copy, Debug)]
pub(super) struct Blocks {
    /// Elements from one batch row's first block to the next's, and from one head's to the next.
    batch_step: usize,
    head_step: usize,
    /// A block's shape, and the elements from one of its rows to the next.
    rows: usize,
    cols: usize,
    row_step: usize,
}

impl Blocks {
    /// The heads' columns of a `[batch, len, d]` tensor: blocks `[len, d / heads]`.
    fn heads(shape: &[usize], heads: usize) -> Self {
        let (len, d) = (shape[1], shape[2]);
        assert!(
            heads > 0 && d % heads == 0,
            "{heads} heads must divide d_model {d}"
        );
        let d_k = d / heads;
        Blocks {
            batch_step: len * d,
            head_step: d_k,
            rows: len,
            cols: d_k,
            row_step: d,
        }
    }

    /// The matrices of a `[batch, heads, q_len, k_len]` tensor: blocks `[q_len, k_len]`.
    fn matrices(shape: &[usize]) -> Self {
        let (heads, q_len, k_len) = (shape[1], shape[2], shape[3]);
        let size = q_len * k_len;
        Blocks {
            batch_step: heads * size,
            head_step: size,
            rows: q_len,
            cols: k_len,
            row_step: k_len,
        }
    }

    /// Where block `(b, h)` lies among the tensor's elements: from its first to its last.
    fn span(&self, b: usize, h: usize) -> std::ops::Range<usize> {
        let start = b * self.batch_step + h * self.head_step;
        let len = if self.rows == 0 || self.cols == 0 {
            0
        } else {
            (self.rows - 1) * self.row_step + self.cols
        };
        start..start + len
    }

    /// Block `(b, h)` of the tensor whose elements are `t`.
    fn view<'a>(&self, t: &'a [f32], b: usize, h: usize) -> ArrayView2<'a, f32> {
        let t = &t[self.span(b, h)];
        // SAFETY: a `[rows, cols]` block with rows `row_step` apart (at least `cols`) starting at
        // `t`'s first element ends at its last: every element is inside `t`.
        unsafe { ArrayView2::from_shape_ptr(self.shape(), t.as_ptr()) }
    }

    /// Where block `(b, h)` starts in the tensor whose first element is at `t`, to write (with
    /// [`Blocks::strides`]); inside the tensor when `(b, h)` is one of its blocks.
    fn at(&self, t: *mut f32, b: usize, h: usize) -> *mut f32 {
        t.wrapping_add(self.span(b, h).start)
    }

    /// The strides (rows, columns) of every block.
    fn strides(&self) -> [isize; 2] {
        [self.row_step as isize, 1]
    }

    /// A block's shape and strides, as ndarray takes them.
    fn shape(&self) -> ndarray::StrideShape<Ix2> {
        (self.rows, self.cols).strides((self.row_step, 1))
    }
}
