//! `Train`: the operations training adds to a [`Backend`]: the backward of every forward op,
//! the loss, and the optimiser. Each backward takes what its forward saw and the gradient of
//! the loss with respect to the forward's output (`dy`), and returns the gradients with respect
//! to the forward's inputs and parameters.

use super::{Activation, Backend};

/// One Adam update (Kingma & Ba 2015) as the paper uses it (section 5.3).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AdamStep {
    /// The learning rate of this step (from the schedule).
    pub lr: f32,
    pub beta1: f32,
    pub beta2: f32,
    pub eps: f32,
    /// 1-based step number, for the bias corrections `1 - beta^step`.
    pub step: u32,
    /// Clip the gradients to this global L2 norm first (`clip_grad_norm_`), if set.
    pub clip_norm: Option<f32>,
}

/// The backward ops, loss and optimiser of a backend.
pub trait Train: Backend {
    /// Gradients of `linear(x, w, b)`: dy `[..., out]` -> (dx `[..., in]`, dw `[out, in]`,
    /// db `[out]`): dx = dy W, dW = dy^T x, db = the sum of dy's rows.
    fn linear_backward(
        &self,
        x: &Self::Tensor,
        w: &Self::Tensor,
        dy: &Self::Tensor,
    ) -> (Self::Tensor, Self::Tensor, Self::Tensor);

    /// Gradient of [`Backend::activation`] given its input `x`: `dy * act'(x)` (for ReLU, dy
    /// where x > 0, else 0).
    fn activation_backward(
        &self,
        x: &Self::Tensor,
        dy: &Self::Tensor,
        act: Activation,
    ) -> Self::Tensor;

    /// Gradients of `layer_norm(x, gamma, beta, eps)`: (dx, dgamma, dbeta).
    fn layer_norm_backward(
        &self,
        x: &Self::Tensor,
        gamma: &Self::Tensor,
        dy: &Self::Tensor,
        eps: f32,
    ) -> (Self::Tensor, Self::Tensor, Self::Tensor);

    /// Gradient of a (masked) softmax over the last dimension given its output `w`:
    /// ds = w * (dw - sum_j dw_j w_j). Hidden keys have w = 0 and so get no gradient.
    fn softmax_backward(&self, w: &Self::Tensor, dw: &Self::Tensor) -> Self::Tensor;

    /// Gradients of `attention_scores(q, k, H)`: dscores `[B, H, Tq, Tk]` -> (dq, dk), each head
    /// in its columns: dQ_h = dS_h K_h, dK_h = dS_h^T Q_h.
    fn attention_scores_backward(
        &self,
        q: &Self::Tensor,
        k: &Self::Tensor,
        dscores: &Self::Tensor,
        n_heads: usize,
    ) -> (Self::Tensor, Self::Tensor);

    /// Gradients of `attention_context(weights, v)`: dctx `[B, Tq, D]` -> (dweights, dv):
    /// dW_h = dC_h V_h^T, dV_h = W_h^T dC_h.
    fn attention_context_backward(
        &self,
        weights: &Self::Tensor,
        v: &Self::Tensor,
        dctx: &Self::Tensor,
    ) -> (Self::Tensor, Self::Tensor);

    /// Gradient of `embed(table, ids, batch, scale)` for the table `[vocab, d]`: row v is
    /// `scale` times the sum of dy's rows at the positions whose id is v.
    fn embed_backward(
        &self,
        ids: &[u32],
        dy: &Self::Tensor,
        vocab: usize,
        scale: f32,
    ) -> Self::Tensor;

    /// Cross-entropy with label smoothing, PyTorch's definition: logits `[N, V]`, one target per
    /// row; rows whose target is `pad` are ignored; the loss is the mean over the other rows of
    /// `(1 - eps) * -log p[target] + eps * mean_v(-log p[v])`. Returns the loss `[1]` and its
    /// gradient with respect to the logits `[N, V]`.
    fn cross_entropy(
        &self,
        logits: &Self::Tensor,
        targets: &[u32],
        pad: u32,
        smoothing: f32,
    ) -> (Self::Tensor, Self::Tensor);

    /// The sum of the squares of every element of every tensor, `[1]` (for the global gradient
    /// norm).
    fn sum_squares(&self, ts: &[&Self::Tensor]) -> Self::Tensor;

    /// One Adam update of `param` in place, with its moments `m` and `v`. With
    /// `step.clip_norm`, the gradient is first scaled by `min(1, clip / (sqrt(grad_sq) + 1e-6))`
    /// where `grad_sq` is [`Train::sum_squares`] over all gradients.
    fn adam_update(
        &self,
        param: &mut Self::Tensor,
        grad: &Self::Tensor,
        m: &mut Self::Tensor,
        v: &mut Self::Tensor,
        step: &AdamStep,
        grad_sq: Option<&Self::Tensor>,
    );

    /// Zeros of the given shape (Adam's initial moments).
    fn zeros(&self, shape: &[usize]) -> Self::Tensor;
}
