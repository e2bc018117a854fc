//! The CPU backend's backward ops, loss and optimiser (ndarray); the reference for the GPU's.

use ndarray::{s, Array1, Array2, ArrayD, ArrayView2, Axis, Ix2, IxDyn};

use super::cpu::{flat, Cpu};
use super::train::{AdamStep, Train};

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

/// `m` (any layout) as a standard-layout tensor of `shape`.
fn shaped(m: Array2<f32>, shape: &[usize]) -> ArrayD<f32> {
    m.as_standard_layout()
        .into_owned()
        .into_shape_with_order(IxDyn(shape))
        .expect("element count preserved")
}

impl Train for Cpu {
    fn linear_backward(
        &self,
        x: &ArrayD<f32>,
        w: &ArrayD<f32>,
        dy: &ArrayD<f32>,
    ) -> (ArrayD<f32>, ArrayD<f32>, ArrayD<f32>) {
        let (x2, w2, dy2) = (as_rows(x), as_rows(w), as_rows(dy));
        let dx = shaped(dy2.dot(&w2), x.shape()); // [rows, in]
        let dw = dy2.t().dot(&x2).into_dyn(); // [out, in]
        let db = dy2.sum_axis(Axis(0)).into_dyn(); // [out]
        (dx, dw.as_standard_layout().into_owned(), db)
    }

    fn relu_backward(&self, x: &ArrayD<f32>, dy: &ArrayD<f32>) -> ArrayD<f32> {
        let mut out = dy.as_standard_layout().into_owned();
        out.zip_mut_with(x, |g, &v| {
            if v <= 0.0 {
                *g = 0.0;
            }
        });
        out
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
        for ((x, dy), dx) in rows {
            let mean = x.iter().sum::<f32>() / n;
            let var = x.iter().map(|v| (v - mean) * (v - mean)).sum::<f32>() / n;
            let rstd = 1.0 / (var + eps).sqrt();
            // xhat = (x - mean) * rstd; dxhat = dy * gamma
            let (mut sum_dxhat, mut sum_dxhat_xhat) = (0f32, 0f32);
            for j in 0..d {
                let xhat = (x[j] - mean) * rstd;
                let dxhat = dy[j] * gamma[j];
                sum_dxhat += dxhat;
                sum_dxhat_xhat += dxhat * xhat;
                dgamma[j] += dy[j] * xhat;
                dbeta[j] += dy[j];
            }
            let (mean_dxhat, mean_dxhat_xhat) = (sum_dxhat / n, sum_dxhat_xhat / n);
            for j in 0..d {
                let xhat = (x[j] - mean) * rstd;
                dx[j] = rstd * (dy[j] * gamma[j] - mean_dxhat - xhat * mean_dxhat_xhat);
            }
        }
        (
            ArrayD::from_shape_vec(x.raw_dim(), dx).expect("sizes match"),
            Array1::from(dgamma).into_dyn(),
            Array1::from(dbeta).into_dyn(),
        )
    }

    fn softmax_backward(&self, w: &ArrayD<f32>, dw: &ArrayD<f32>) -> ArrayD<f32> {
        let (w2, dw2) = (as_rows(w), as_rows(dw));
        let mut ds = Array2::<f32>::zeros(w2.raw_dim());
        for ((w, dw), mut ds) in w2.rows().into_iter().zip(dw2.rows()).zip(ds.rows_mut()) {
            let dot: f32 = w.iter().zip(dw.iter()).map(|(a, b)| a * b).sum();
            for j in 0..w.len() {
                ds[j] = w[j] * (dw[j] - dot);
            }
        }
        shaped(ds, w.shape())
    }

    fn attention_scores_backward(
        &self,
        q: &ArrayD<f32>,
        k: &ArrayD<f32>,
        dscores: &ArrayD<f32>,
        n_heads: usize,
    ) -> (ArrayD<f32>, ArrayD<f32>) {
        let (batch, d) = (q.shape()[0], q.shape()[2]);
        let d_k = d / n_heads;
        let mut dq = ArrayD::<f32>::zeros(q.raw_dim());
        let mut dk = ArrayD::<f32>::zeros(k.raw_dim());
        for b in 0..batch {
            for h in 0..n_heads {
                let cols = h * d_k..(h + 1) * d_k;
                let ds = dscores.slice(s![b, h, .., ..]); // [Tq, Tk]
                let qh = q.slice(s![b, .., cols.clone()]); // [Tq, d_k]
                let kh = k.slice(s![b, .., cols.clone()]); // [Tk, d_k]
                dq.slice_mut(s![b, .., cols.clone()]).assign(&ds.dot(&kh));
                dk.slice_mut(s![b, .., cols]).assign(&ds.t().dot(&qh));
            }
        }
        (dq, dk)
    }

    fn attention_context_backward(
        &self,
        weights: &ArrayD<f32>,
        v: &ArrayD<f32>,
        dctx: &ArrayD<f32>,
    ) -> (ArrayD<f32>, ArrayD<f32>) {
        let (batch, heads) = (weights.shape()[0], weights.shape()[1]);
        let d_k = v.shape()[2] / heads;
        let mut dweights = ArrayD::<f32>::zeros(weights.raw_dim());
        let mut dv = ArrayD::<f32>::zeros(v.raw_dim());
        for b in 0..batch {
            for h in 0..heads {
                let cols = h * d_k..(h + 1) * d_k;
                let w = weights.slice(s![b, h, .., ..]); // [Tq, Tk]
                let vh = v.slice(s![b, .., cols.clone()]); // [Tk, d_k]
                let dc = dctx.slice(s![b, .., cols.clone()]); // [Tq, d_k]
                dweights
                    .slice_mut(s![b, h, .., ..])
                    .assign(&dc.dot(&vh.t()));
                dv.slice_mut(s![b, .., cols]).assign(&w.t().dot(&dc));
            }
        }
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
            let max = z.fold(f32::NEG_INFINITY, |m, &x| m.max(x));
            let sum_exp: f32 = z.iter().map(|x| (x - max).exp()).sum();
            let log_sum = max + sum_exp.ln();
            // -log p[j] = log_sum - z[j]
            let nll = log_sum - z[t as usize];
            let mean_nll = log_sum - z.sum() / v as f32;
            loss += f64::from((1.0 - smoothing) * nll + smoothing * mean_nll);
            for j in 0..v {
                let p = (z[j] - log_sum).exp();
                let target = smoothing / v as f32
                    + if j == t as usize {
                        1.0 - smoothing
                    } else {
                        0.0
                    };
                g[j] = (p - target) * inv_n;
            }
        }
        let loss = ArrayD::from_elem(IxDyn(&[1]), (loss * f64::from(inv_n)) as f32);
        (loss, shaped(grad, logits.shape()))
    }

    fn sum_squares(&self, ts: &[&ArrayD<f32>]) -> ArrayD<f32> {
        let total: f64 = ts
            .iter()
            .flat_map(|t| t.iter())
            .map(|&x| f64::from(x) * f64::from(x))
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

#[cfg(test)]
mod tests {
    use super::*;

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
