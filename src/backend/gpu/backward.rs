//! The GPU backend's backward ops, loss and optimiser: every op is recorded into the pending
//! command encoder like the forward ops, so a whole training step (forward, loss, backward,
//! gradient norm, Adam) is one submission and nothing is read back until the caller downloads
//! the loss. The CPU implementation (`backend/cpu.rs`) is the ground truth; `tests/gpu_train.rs`
//! compares the two op by op and on whole models.
//!
//! Every product of the backward is the forward's strided batched matmul in another form:
//! dx = dy W is NN, dW = dy^T x is TN, and attention's per-head products read and write the
//! heads' columns of `[B, T, D]` in place, as `attention_scores` / `attention_context` do.

use super::elementwise::{positions_by_id, record_activation, record_embed_backward, record_fill};
use super::loss::{record_cross_entropy, record_sum_squares, sum_squares_slots, CrossEntropy};
use super::matmul::{record_matmul, Matmul, View};
use super::optim::{record_adam, AdamScalars};
use super::pool::PooledBuffer;
use super::rows::{record_layer_norm_backward, record_softmax_backward, record_sum_rows};
use super::{rows_cols, Gpu, GpuTensor};
use crate::backend::{Activation, AdamStep, Backend, Train};

/// A new pooled tensor of `shape` (contents undefined: callers overwrite every element).
fn new_tensor(gpu: &Gpu, shape: &[usize]) -> GpuTensor {
    gpu.alloc(shape.to_vec())
}

/// A new pooled tensor shaped like `t` (contents undefined: callers overwrite every element).
fn new_like(gpu: &Gpu, t: &GpuTensor) -> GpuTensor {
    gpu.alloc(gpu.shape(t))
}

/// Token ids or targets as a `u32` buffer (an empty stand-in after a device fault, which the
/// next download reports).
fn upload_u32(gpu: &Gpu, values: &[u32]) -> PooledBuffer {
    let ctx = gpu.context();
    ctx.upload_u32(values)
        .unwrap_or_else(|_| ctx.alloc(values.len()))
}

impl Train for Gpu {
    fn linear_backward(
        &self,
        x: &GpuTensor,
        w: &GpuTensor,
        dy: &GpuTensor,
    ) -> (GpuTensor, GpuTensor, GpuTensor) {
        let ctx = self.context();
        let (rows, d_in) = rows_cols(&self.shape(x));
        let d_out = self.shape(w)[0];
        // dx [rows, in] = dy [rows, out] W [out, in]: the NN form.
        let dx = new_like(self, x);
        let mm = Matmul::dense(1, (rows, d_in, d_out), false, false, true);
        record_matmul(ctx, &mm, dy.buffer(), w.buffer(), None, dx.buffer());
        // dW [out, in] = dy^T x, dy stored [rows, out] = [K, M]: the TN form.
        let dw = new_like(self, w);
        let mm = Matmul::dense(1, (d_out, d_in, rows), true, false, false);
        record_matmul(ctx, &mm, dy.buffer(), x.buffer(), None, dw.buffer());
        // db [out] = the column sums of dy.
        let db = new_tensor(self, &[d_out]);
        record_sum_rows(ctx, rows, d_out, 1.0, dy.buffer(), db.buffer());
        (dx, dw, db)
    }

    fn activation_backward(&self, x: &GpuTensor, dy: &GpuTensor, act: Activation) -> GpuTensor {
        let dx = new_like(self, dy);
        let buffers = [x.buffer(), dy.buffer(), dx.buffer()];
        record_activation(self.context(), (act, true), dy.len(), buffers);
        dx
    }

    fn layer_norm_backward(
        &self,
        x: &GpuTensor,
        gamma: &GpuTensor,
        dy: &GpuTensor,
        eps: f32,
    ) -> (GpuTensor, GpuTensor, GpuTensor) {
        let ctx = self.context();
        let (rows, cols) = rows_cols(&self.shape(x));
        let dx = new_like(self, x);
        // dy * xhat, summed over rows into dgamma, then back to the pool.
        let dy_xhat = ctx.alloc(rows * cols);
        let buffers = [
            x.buffer(),
            gamma.buffer(),
            dy.buffer(),
            dx.buffer(),
            dy_xhat.buffer(),
        ];
        record_layer_norm_backward(ctx, (rows, cols), eps, buffers);
        let dgamma = new_like(self, gamma);
        record_sum_rows(ctx, rows, cols, 1.0, dy_xhat.buffer(), dgamma.buffer());
        let dbeta = new_like(self, gamma);
        record_sum_rows(ctx, rows, cols, 1.0, dy.buffer(), dbeta.buffer());
        (dx, dgamma, dbeta)
    }

    fn softmax_backward(&self, w: &GpuTensor, dw: &GpuTensor) -> GpuTensor {
        let (rows, cols) = rows_cols(&self.shape(w));
        let ds = new_like(self, w);
        let buffers = [w.buffer(), dw.buffer(), ds.buffer()];
        record_softmax_backward(self.context(), (rows, cols), buffers);
        ds
    }

    fn attention_scores_backward(
        &self,
        q: &GpuTensor,
        k: &GpuTensor,
        dscores: &GpuTensor,
        n_heads: usize,
    ) -> (GpuTensor, GpuTensor) {
        let ctx = self.context();
        let (q_shape, k_shape) = (self.shape(q), self.shape(k));
        let (batch, q_len, d) = (q_shape[0], q_shape[1], q_shape[2]);
        let k_len = k_shape[1];
        let d_k = d / n_heads;
        // dS[b, h] `[Tq, Tk]`, and head h of Q or K: columns h * d_k.. of `[B, T, D]`.
        let ds = |trans| View::per_head(n_heads, q_len, k_len, trans);
        let head = |len: usize| View::head_columns(len, d, d_k, false);
        // dQ_h [Tq, d_k] = dS_h K_h.
        let dq = new_like(self, q);
        let mm = Matmul::heads(
            batch,
            n_heads,
            (q_len, d_k, k_len),
            [ds(false), head(k_len), head(q_len)],
        );
        record_matmul(ctx, &mm, dscores.buffer(), k.buffer(), None, dq.buffer());
        // dK_h [Tk, d_k] = dS_h^T Q_h, dS_h stored [Tq, Tk] = [K, M].
        let dk = new_like(self, k);
        let mm = Matmul::heads(
            batch,
            n_heads,
            (k_len, d_k, q_len),
            [ds(true), head(q_len), head(k_len)],
        );
        record_matmul(ctx, &mm, dscores.buffer(), q.buffer(), None, dk.buffer());
        (dq, dk)
    }

    fn attention_context_backward(
        &self,
        weights: &GpuTensor,
        v: &GpuTensor,
        dctx: &GpuTensor,
    ) -> (GpuTensor, GpuTensor) {
        let ctx = self.context();
        let w_shape = self.shape(weights);
        let (batch, heads, q_len, k_len) = (w_shape[0], w_shape[1], w_shape[2], w_shape[3]);
        let d = self.shape(v)[2];
        let d_k = d / heads;
        let w_view = |trans| View::per_head(heads, q_len, k_len, trans);
        let head = |len: usize, trans| View::head_columns(len, d, d_k, trans);
        // dW_h [Tq, Tk] = dC_h V_h^T, V_h stored [Tk, d_k] = [N, K].
        let dweights = new_like(self, weights);
        let mm = Matmul::heads(
            batch,
            heads,
            (q_len, k_len, d_k),
            [head(q_len, false), head(k_len, true), w_view(false)],
        );
        record_matmul(ctx, &mm, dctx.buffer(), v.buffer(), None, dweights.buffer());
        // dV_h [Tk, d_k] = W_h^T dC_h, W_h stored [Tq, Tk] = [K, M].
        let dv = new_like(self, v);
        let mm = Matmul::heads(
            batch,
            heads,
            (k_len, d_k, q_len),
            [w_view(true), head(q_len, false), head(k_len, false)],
        );
        record_matmul(ctx, &mm, weights.buffer(), dctx.buffer(), None, dv.buffer());
        (dweights, dv)
    }

    fn embed_backward(&self, ids: &[u32], dy: &GpuTensor, vocab: usize, scale: f32) -> GpuTensor {
        let (rows, d) = rows_cols(&self.shape(dy));
        let out = new_tensor(self, &[vocab, d]);
        let index = positions_by_id(&ids[..ids.len().min(rows)], vocab);
        let index = upload_u32(self, &index);
        let buffers = [dy.buffer(), index.buffer(), out.buffer()];
        record_embed_backward(self.context(), (vocab, d), scale, buffers);
        out
    }

    fn cross_entropy(
        &self,
        logits: &GpuTensor,
        targets: &[u32],
        pad: u32,
        smoothing: f32,
    ) -> (GpuTensor, GpuTensor) {
        let ctx = self.context();
        let (rows, cols) = rows_cols(&self.shape(logits));
        let counted = targets.iter().filter(|&&t| t != pad).count();
        let inv_n = 1.0 / counted.max(1) as f32;
        // One target per row; rows without one are treated as padding.
        let mut per_row = targets[..targets.len().min(rows)].to_vec();
        per_row.resize(rows, pad);
        let targets = upload_u32(self, &per_row);
        let grad = new_like(self, logits);
        let loss_rows = ctx.alloc(rows);
        let ce = CrossEntropy {
            rows,
            cols,
            pad,
            smoothing,
            inv_n,
        };
        record_cross_entropy(
            ctx,
            &ce,
            logits.buffer(),
            targets.buffer(),
            grad.buffer(),
            loss_rows.buffer(),
        );
        // The mean over counted rows: the sum of the [rows, 1] per-row losses times 1 / n.
        let loss = new_tensor(self, &[1]);
        record_sum_rows(ctx, rows, 1, inv_n, loss_rows.buffer(), loss.buffer());
        (loss, grad)
    }

    fn sum_squares(&self, ts: &[&GpuTensor]) -> GpuTensor {
        let ctx = self.context();
        let total: usize = ts.iter().map(|t| sum_squares_slots(t.len())).sum();
        let partials = ctx.alloc(total);
        let mut slot = 0;
        for t in ts {
            record_sum_squares(ctx, t.len(), t.buffer(), partials.buffer(), slot);
            slot += sum_squares_slots(t.len());
        }
        let out = new_tensor(self, &[1]);
        record_sum_rows(ctx, total, 1, 1.0, partials.buffer(), out.buffer());
        out
    }

    fn adam_update(
        &self,
        param: &mut GpuTensor,
        grad: &GpuTensor,
        m: &mut GpuTensor,
        v: &mut GpuTensor,
        step: &AdamStep,
        grad_sq: Option<&GpuTensor>,
    ) {
        // The bias corrections as the CPU computes them, in f32.
        let t = step.step as i32;
        let bias1 = 1.0 - step.beta1.powi(t);
        let scalars = AdamScalars {
            beta1: step.beta1,
            beta2: step.beta2,
            eps: step.eps,
            step_size: step.lr / bias1,
            bias2_sqrt: (1.0 - step.beta2.powi(t)).sqrt(),
            clip_norm: step.clip_norm,
        };
        // In place: the kernel writes the buffers `param`, `m` and `v` already own.
        record_adam(
            self.context(),
            param.len(),
            &scalars,
            param.buffer(),
            grad.buffer(),
            m.buffer(),
            v.buffer(),
            grad_sq.map(GpuTensor::buffer),
        );
    }

    fn zeros(&self, shape: &[usize]) -> GpuTensor {
        let out = new_tensor(self, shape);
        // Pooled buffers hold whatever their last user left.
        record_fill(self.context(), out.len(), 0.0, out.buffer());
        out
    }
}
