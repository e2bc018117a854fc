//! The CPU backend: ndarray, with matrix products through `gemm.rs` (the `gemm` crate's natively,
//! a blocked product of our own in the browser).
//! It is the reference every other backend is tested against. The forward ops ([`Backend`]),
//! then their backward ops, the loss and the optimiser ([`Train`]), in the same order.

use ndarray::{s, Array1, Array2, ArrayD, ArrayView2, Axis, Ix2, IxDyn, ShapeBuilder};

use super::gemm::{self, product_to};
use super::lanes;
use super::{Activation, AdamStep, AttentionMask, Backend, Train};
use crate::backend::tensor::Tensor;
use crate::error::Result;
use crate::rng::{pcg_hash, uniform_from_site};

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
        let len = x.shape()[1];
        let d = x.shape()[2];
        let pe = pe.slice(s![..len, ..d]);
        let mut out = x.clone();
        for mut seq in out.axis_iter_mut(Axis(0)) {
            seq += &pe;
        }
        out
    }

    fn linear(&self, x: &Tensor, w: &Tensor, b: Option<&Tensor>) -> Tensor {
        // PyTorch: F.linear(x, w, b) = x @ w.T + b
        let w = as_rows(w); // [out, in]
        let mut y = gemm::product(&as_rows(x), &w.t()); // [rows, out]
        if let Some(b) = b {
            y += b;
        }
        let mut shape = x.shape().to_vec();
        *shape.last_mut().expect("rank >= 1") = w.nrows();
        reshape(y, &shape)
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
        match act {
            // A compare and a select, which vectorise everywhere (`f32::max` must also order
            // NaNs: in wasm a call per element). A NaN becomes 0, as with `max`.
            Activation::Relu => x.mapv(|v| if v > 0.0 { v } else { 0.0 }),
            _ => x.mapv(|v| act.apply(v)),
        }
    }

    fn layer_norm(&self, x: &Tensor, gamma: &Tensor, beta: &Tensor, eps: f32) -> Tensor {
        let d = *x.shape().last().expect("rank >= 1");
        let (xs, gamma, beta) = (
            x.as_standard_layout(),
            gamma.as_standard_layout(),
            beta.as_standard_layout(),
        );
        let (xs, gamma, beta) = (flat(&xs), flat(&gamma), flat(&beta));
        let n = d as f32;
        // Each row written once, straight from x's.
        let mut out = Vec::with_capacity(xs.len());
        for row in xs.chunks_exact(d.max(1)) {
            let mean = lanes::sum(row) / n;
            let var = lanes::squared_deviations(row, mean) / n;
            let rstd = 1.0 / (var + eps).sqrt();
            let normed = row.iter().zip(gamma).zip(beta);
            out.extend(normed.map(|((v, g), b)| (v - mean) * rstd * g + b));
        }
        ArrayD::from_shape_vec(x.raw_dim(), out).expect("sizes match")
    }

    fn softmax(&self, x: &Tensor) -> Tensor {
        let mut out = x.as_standard_layout().into_owned();
        let d = *out.shape().last().expect("rank >= 1");
        softmax_rows(out.as_slice_mut().expect("standard layout"), d);
        out
    }

    fn dropout(&self, x: Tensor, p: f32, seed: u32) -> Tensor {
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

    fn attention_scores(&self, q: &Tensor, k: &Tensor, n_heads: usize) -> Tensor {
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

    fn masked_softmax(&self, scores: Tensor, mask: &AttentionMask) -> Tensor {
        let mut out = if scores.is_standard_layout() {
            scores
        } else {
            scores.as_standard_layout().into_owned()
        };
        let (heads, q_len, k_len) = (out.shape()[1], out.shape()[2], out.shape()[3]);
        let values = out.as_slice_mut().expect("standard layout");
        for (r, row) in values.chunks_exact_mut(k_len.max(1)).enumerate() {
            let (b, i) = (r / (heads * q_len), r % q_len);
            // A hidden key's score becomes -inf, whose exponential is exactly 0.
            for (j, v) in row.iter_mut().enumerate() {
                if !mask.allowed(b, i, j) {
                    *v = f32::NEG_INFINITY;
                }
            }
        }
        softmax_rows(values, k_len);
        out
    }

    fn attention_context(&self, weights: &Tensor, v: &Tensor) -> Tensor {
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
}

impl Train for Cpu {
    fn linear_backward(
        &self,
        x: &ArrayD<f32>,
        w: &ArrayD<f32>,
        dy: &ArrayD<f32>,
    ) -> (ArrayD<f32>, ArrayD<f32>, ArrayD<f32>) {
        let (x2, w2, dy2) = (as_rows(x), as_rows(w), as_rows(dy));
        let dx = reshape(gemm::product(&dy2, &w2), x.shape()); // [rows, in]
        let dw = gemm::product(&dy2.t(), &x2).into_dyn(); // [out, in]
        let db = dy2.sum_axis(Axis(0)).into_dyn(); // [out]
        (dx, dw, db) // gemm::product's result is standard layout
    }

    fn activation_backward(
        &self,
        x: &ArrayD<f32>,
        dy: &ArrayD<f32>,
        act: Activation,
    ) -> ArrayD<f32> {
        match act {
            // dy where the input was positive, else 0 (at 0 itself too, as PyTorch has it).
            Activation::Relu => zip_map(x, dy, |v, g| if v > 0.0 { g } else { 0.0 }),
            _ => zip_map(x, dy, |v, g| act.backward(v, g)),
        }
    }

    fn layer_norm_backward(
        &self,
        x: &ArrayD<f32>,
        gamma: &ArrayD<f32>,
        dy: &ArrayD<f32>,
        eps: f32,
    ) -> (ArrayD<f32>, ArrayD<f32>, ArrayD<f32>) {
        let d = *x.shape().last().expect("rank >= 1");
        let n = d as f32;
        let (xs, dys, gamma) = (
            x.as_standard_layout(),
            dy.as_standard_layout(),
            gamma.as_standard_layout(),
        );
        let (xs, dys, gamma) = (flat(&xs), flat(&dys), flat(&gamma));
        let mut dx = vec![0f32; xs.len()];
        let mut dgamma = vec![0f32; d];
        let mut dbeta = vec![0f32; d];
        let rows = xs
            .chunks_exact(d.max(1))
            .zip(dys.chunks_exact(d.max(1)))
            .zip(dx.chunks_exact_mut(d.max(1)));
        // One row's xhat = (x - mean) * rstd and dxhat = dy * gamma, `[D]` each.
        let (mut xhat, mut dxhat) = (vec![0f32; d], vec![0f32; d]);
        for ((x, dy), dx) in rows {
            // Every slice cut to the row's length, so that indexing by j < d needs no checks
            // and the loops below run in SIMD.
            let (gamma, dgamma, dbeta) = (&gamma[..d], &mut dgamma[..d], &mut dbeta[..d]);
            let (xhat, dxhat, x, dy, dx) = (
                &mut xhat[..d],
                &mut dxhat[..d],
                &x[..d],
                &dy[..d],
                &mut dx[..d],
            );
            let mean = lanes::sum(x) / n;
            let var = lanes::squared_deviations(x, mean) / n;
            let rstd = 1.0 / (var + eps).sqrt();
            for j in 0..d {
                xhat[j] = (x[j] - mean) * rstd;
                dxhat[j] = dy[j] * gamma[j];
                dgamma[j] += dy[j] * xhat[j];
                dbeta[j] += dy[j];
            }
            let mean_dxhat = lanes::sum(dxhat) / n;
            let mean_dxhat_xhat = lanes::dot(dxhat, xhat) / n;
            for j in 0..d {
                dx[j] = rstd * (dxhat[j] - mean_dxhat - xhat[j] * mean_dxhat_xhat);
            }
        }
        (
            ArrayD::from_shape_vec(x.raw_dim(), dx).expect("sizes match"),
            Array1::from(dgamma).into_dyn(),
            Array1::from(dbeta).into_dyn(),
        )
    }

    fn softmax_backward(&self, w: &ArrayD<f32>, dw: &ArrayD<f32>) -> ArrayD<f32> {
        // Row by row: ds = w * (dw - w . dw). The rows as slices, zipped, so that the loop needs
        // no index checks and runs in SIMD.
        let d = (*w.shape().last().expect("rank >= 1")).max(1);
        let (ws, dws) = (w.as_standard_layout(), dw.as_standard_layout());
        let mut ds = ArrayD::<f32>::zeros(w.raw_dim());
        let rows = flat(&ws).chunks_exact(d).zip(flat(&dws).chunks_exact(d));
        let out = ds.as_slice_mut().expect("a new tensor").chunks_exact_mut(d);
        for ((w, dw), ds) in rows.zip(out) {
            let dot = lanes::dot(w, dw);
            for ((ds, &w), &dw) in ds.iter_mut().zip(w).zip(dw) {
                *ds = w * (dw - dot);
            }
        }
        ds
    }

    fn attention_scores_backward(
        &self,
        q: &ArrayD<f32>,
        k: &ArrayD<f32>,
        dscores: &ArrayD<f32>,
        n_heads: usize,
    ) -> (ArrayD<f32>, ArrayD<f32>) {
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

    fn attention_context_backward(
        &self,
        weights: &ArrayD<f32>,
        v: &ArrayD<f32>,
        dctx: &ArrayD<f32>,
    ) -> (ArrayD<f32>, ArrayD<f32>) {
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

    fn embed_backward(
        &self,
        ids: &[u32],
        dy: &ArrayD<f32>,
        vocab: usize,
        scale: f32,
    ) -> ArrayD<f32> {
        let dy2 = as_rows(dy);
        let mut dt = Array2::<f32>::zeros((vocab, dy2.ncols()));
        for (row, &id) in dy2.rows().into_iter().zip(ids) {
            dt.row_mut(id as usize).scaled_add(scale, &row);
        }
        dt.into_dyn()
    }

    fn cross_entropy(
        &self,
        logits: &ArrayD<f32>,
        targets: &[u32],
        pad: u32,
        smoothing: f32,
    ) -> (ArrayD<f32>, ArrayD<f32>) {
        let z = as_rows(logits);
        let v = z.ncols();
        let counted = targets.iter().filter(|&&t| t != pad).count();
        let inv_n = 1.0 / counted.max(1) as f32;
        let mut grad = Array2::<f32>::zeros(z.raw_dim());
        let mut loss = 0f64;
        for ((z, &t), mut g) in z.rows().into_iter().zip(targets).zip(grad.rows_mut()) {
            if t == pad {
                continue;
            }
            let z = z.as_slice().expect("a row is contiguous");
            let g = g.as_slice_mut().expect("a row is contiguous");
            let max = lanes::max(z);
            // g = e^(z - max) for now; p = g / sum_exp.
            g.copy_from_slice(z);
            let sum_exp = lanes::exp_shifted(g, max);
            let log_sum = max + sum_exp.ln();
            // -log p[j] = log_sum - z[j]
            let nll = log_sum - z[t as usize];
            let mean_nll = log_sum - lanes::sum(z) / v as f32;
            loss += f64::from((1.0 - smoothing) * nll + smoothing * mean_nll);
            // The target puts smoothing / v on every token, and 1 - smoothing more on t.
            let (inv_sum, uniform) = (1.0 / sum_exp, smoothing / v as f32);
            for p in g.iter_mut() {
                *p = (*p * inv_sum - uniform) * inv_n;
            }
            g[t as usize] -= (1.0 - smoothing) * inv_n;
        }
        let loss = ArrayD::from_elem(IxDyn(&[1]), (loss * f64::from(inv_n)) as f32);
        (loss, reshape(grad, logits.shape()))
    }

    fn sum_squares(&self, ts: &[&ArrayD<f32>]) -> ArrayD<f32> {
        let total: f64 = ts
            .iter()
            .map(|t| match t.as_slice_memory_order() {
                Some(values) => squares(values),
                None => t.iter().map(|&x| f64::from(x) * f64::from(x)).sum(),
            })
            .sum();
        ArrayD::from_elem(IxDyn(&[1]), total as f32)
    }

    fn adam_update(
        &self,
        param: &mut ArrayD<f32>,
        grad: &ArrayD<f32>,
        m: &mut ArrayD<f32>,
        v: &mut ArrayD<f32>,
        step: &AdamStep,
        grad_sq: Option<&ArrayD<f32>>,
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

    fn zeros(&self, shape: &[usize]) -> ArrayD<f32> {
        ArrayD::zeros(IxDyn(shape))
    }
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

/// The softmax of each `d`-long row of `values`, in place. It runs in three passes over the
/// whole buffer, so that the exponential, the costly part, runs over every row at once in SIMD
/// registers: attention's rows are short (a dozen keys), and a row at a time would leave most
/// of each in the scalar tail. A row with every entry -inf (every key hidden) becomes zeros; a
/// row holding a NaN becomes NaNs.
fn softmax_rows(values: &mut [f32], d: usize) {
    for row in values.chunks_exact_mut(d.max(1)) {
        let max = lanes::max(row);
        let shift = if max == f32::NEG_INFINITY { 0.0 } else { max };
        row.iter_mut().for_each(|v| *v -= shift);
    }
    lanes::exp_in_place(values);
    for row in values.chunks_exact_mut(d.max(1)) {
        let sum = lanes::sum(row);
        if sum != 0.0 {
            let inv = 1.0 / sum;
            row.iter_mut().for_each(|v| *v *= inv);
        }
    }
}

/// The per-head blocks attention multiplies, as views made straight from a standard-layout
/// tensor's elements: head `h`'s columns `h * d_k..` of a `[batch, len, d]` tensor (Q, K, V and
/// the context), or head `h`'s `[q_len, k_len]` matrix of a `[batch, heads, q_len, k_len]` one
/// (the scores and weights). Attention takes thousands of them per training step, and slicing
/// with ndarray costs more than some of their products.
#[derive(Clone, Copy, Debug)]
struct Blocks {
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
        let sq = Cpu.sum_squares(&[&t, &t, &strided]);
        assert_eq!(sq[0], 2.0 * 91.0 + 62.0);
    }

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

    #[test]
    fn cross_entropy_without_smoothing_is_the_negative_log_probability() {
        let logits =
            ArrayD::from_shape_vec(IxDyn(&[2, 3]), vec![1.0, 2.0, 3.0, 0.0, 0.0, 0.0]).unwrap();
        // Row 1 is padding (target 0 = pad) and does not count.
        let (loss, grad) = Cpu.cross_entropy(&logits, &[2, 0], 0, 0.0);
        let log_sum = (1f32.exp() + 2f32.exp() + 3f32.exp()).ln();
        assert!((loss[0] - (log_sum - 3.0)).abs() < 1e-6);
        assert!(grad.slice(s![1, ..]).iter().all(|&g| g == 0.0));
        assert!(grad.slice(s![0, ..]).sum().abs() < 1e-6); // softmax minus one-hot sums to 0
    }
}
