//! The `Backend` trait: every operation the model needs, implemented once per device. Model code
//! is generic over it and never knows where it runs. Shapes are written `[batch, len, d_model]`
//! as in the paper; `H` is the number of heads and `d_k = d_model / H`.

pub mod cpu;
pub mod device;
// Natively the blocked product serves the smallest and the page-exact products; the rest is
// the `gemm` crate's.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) mod gemm;
#[cfg(feature = "gpu")]
pub mod gpu;
pub mod grad;
mod lanes;
pub mod tensor;

use crate::backend::tensor::Tensor;
use crate::error::Result;

pub use cpu::Cpu;
pub use device::{Device, DeviceTensor};
#[cfg(not(target_arch = "wasm32"))]
pub use gemm::{set_product_threads, PageExact};
#[cfg(feature = "gpu")]
pub use gpu::{Gpu, GpuTensor};
pub use grad::{AdamStep, Train};

/// Which keys each query may look at, for a batch of sequences.
///
/// A key is hidden when it is padding (`key_padding[b * k_len + j]`) or, with `causal`, when it
/// lies after the query (`j > i`): the decoder may not peek at tokens it has not produced yet.
#[derive(Clone, Debug, PartialEq)]
pub struct AttentionMask {
    pub batch: usize,
    pub q_len: usize,
    pub k_len: usize,
    /// `[batch, k_len]`, true where the key is padding.
    pub key_padding: Vec<bool>,
    pub causal: bool,
}

impl AttentionMask {
    /// A mask that hides padding keys (`ids == pad_id`), and future keys when `causal`.
    pub fn new(key_ids: &[u32], batch: usize, q_len: usize, pad_id: u32, causal: bool) -> Self {
        let k_len = key_ids.len() / batch.max(1);
        AttentionMask {
            batch,
            q_len,
            k_len,
            key_padding: key_ids.iter().map(|&id| id == pad_id).collect(),
            causal,
        }
    }

    /// The decoder's self-attention mask over target ids `[batch, len]`: padding and, when
    /// `causal`, future keys hidden, except that each row's first position, the start token,
    /// is never padding (Marian's models start the decoder from `<pad>` itself).
    pub fn target(ids: &[u32], batch: usize, pad_id: u32, causal: bool) -> Self {
        let len = ids.len() / batch.max(1);
        let mut mask = AttentionMask::new(ids, batch, len, pad_id, causal);
        for row in mask.key_padding.chunks_mut(len.max(1)) {
            row[0] = false;
        }
        mask
    }

    /// May query `i` of sequence `b` attend to key `j`?
    pub fn allowed(&self, b: usize, i: usize, j: usize) -> bool {
        let is_padding = self.key_padding[b * self.k_len + j];
        let is_future = self.causal && j > i;
        !(is_padding || is_future)
    }

    /// The mask as numbers, `[batch, q_len, k_len]`: 1 where attention is allowed, 0 where hidden.
    pub fn to_tensor(&self) -> Tensor {
        Tensor::from_shape_fn(
            ndarray::IxDyn(&[self.batch, self.q_len, self.k_len]),
            |ix| f32::from(u8::from(self.allowed(ix[0], ix[1], ix[2]))),
        )
    }
}

/// The feed-forward network's non-linearity, applied element-wise between its two layers.
/// The paper uses ReLU (section 3.3); Marian's translation models (Opus-MT) use SiLU, which
/// their configs call "swish"; GELU is BERT's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Activation {
    /// `max(x, 0)`.
    #[default]
    Relu,
    /// `x * sigmoid(x)` ("swish").
    #[serde(alias = "swish")]
    Silu,
    /// `x * Phi(x)`, Phi the standard normal's distribution function (the exact form, with
    /// erf, as PyTorch's `gelu` computes it by default).
    Gelu,
}

impl Activation {
    /// The activation of one value: what every backend computes, the CPU in f64.
    pub fn apply(self, x: f32) -> f32 {
        let x = f64::from(x);
        (match self {
            Activation::Relu => x.max(0.0),
            Activation::Silu => x / (1.0 + (-x).exp()),
            Activation::Gelu => 0.5 * x * (1.0 + erf(x / std::f64::consts::SQRT_2)),
        }) as f32
    }

    /// Its derivative at `x`, times `dy`: the backward pass of one value (ReLU's kink at 0
    /// passes no gradient, as in PyTorch).
    pub fn backward(self, x: f32, dy: f32) -> f32 {
        let x = f64::from(x);
        let slope = match self {
            Activation::Relu => f64::from(u8::from(x > 0.0)),
            Activation::Silu => {
                let s = 1.0 / (1.0 + (-x).exp());
                s * (1.0 + x * (1.0 - s))
            }
            Activation::Gelu => {
                let phi = (-0.5 * x * x).exp() / (2.0 * std::f64::consts::PI).sqrt();
                0.5 * (1.0 + erf(x / std::f64::consts::SQRT_2)) + x * phi
            }
        };
        (f64::from(dy) * slope) as f32
    }

    /// How the page and `attend info` name it.
    pub fn name(self) -> &'static str {
        match self {
            Activation::Relu => "ReLU",
            Activation::Silu => "SiLU",
            Activation::Gelu => "GELU",
        }
    }
}

/// The error function, to within 1.2e-7 (Numerical Recipes' `erfc` by Chebyshev fit, the same
/// formula `shaders/elementwise/activation.wgsl` uses): Rust's standard library has none.
pub fn erf(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let erfc = t * poly.exp();
    if x >= 0.0 {
        1.0 - erfc
    } else {
        erfc - 1.0
    }
}

/// A device that runs the Transformer's operations on its own tensors.
pub trait Backend: Clone {
    /// A tensor living on this device.
    type Tensor: Clone;

    /// A short human-readable name, e.g. `cpu` or the GPU adapter's name.
    fn name(&self) -> String;
    /// Whether training should cut each batch into pieces of like lengths, each padded only to
    /// its own longest (`Trainer`'s pieces): worth it where the work grows with the padded
    /// positions, as on the CPU, and not where each piece's own dispatches cost more than the
    /// positions saved, as on the GPU.
    fn pieces_by_length(&self) -> bool {
        true
    }
    /// `t`'s value for a caller done with `t`: moved out where that is cheaper than a copy
    /// (leaving `t` empty), as on the CPU; by default a clone (a GPU tensor's is a handle's).
    fn take(&self, t: &mut Self::Tensor) -> Self::Tensor {
        t.clone()
    }
    /// Copy a host tensor to the device.
    fn upload(&self, t: &Tensor) -> Result<Self::Tensor>;
    /// Move a host tensor to the device, for a caller done with it: the CPU keeps it as it is
    /// (a model is then never held twice while it loads); by default a copy.
    fn upload_owned(&self, t: Tensor) -> Result<Self::Tensor> {
        self.upload(&t)
    }
    /// Copy a device tensor back to the host (waits for pending work).
    fn download(&self, t: &Self::Tensor) -> Result<Tensor>;
    /// Copy several tensors back at once (a GPU waits once for all of them).
    fn download_many(&self, ts: &[&Self::Tensor]) -> Result<Vec<Tensor>> {
        ts.iter().map(|t| self.download(t)).collect()
    }
    /// [`Backend::download_many`] without blocking: what the browser awaits. A backend whose
    /// readback never waits (the CPU) is ready at once.
    #[allow(async_fn_in_trait)] // callers are single-threaded: no `Send` bound is needed
    async fn fetch(&self, ts: &[&Self::Tensor]) -> Result<Vec<Tensor>> {
        self.download_many(ts)
    }
    /// The tensor's shape.
    fn shape(&self, t: &Self::Tensor) -> Vec<usize>;

    /// `out[b, t, :] = table[ids[b, t], :] * scale`; ids `[batch, len]`, table `[vocab, d]`.
    fn embed(&self, table: &Self::Tensor, ids: &[u32], batch: usize, scale: f32) -> Self::Tensor;
    /// `out[b, t, :] = x[b, t, :] + pe[t, :]`; x `[batch, len, d]`, pe `[max_len, d]`.
    fn add_positional(&self, x: &Self::Tensor, pe: &Self::Tensor) -> Self::Tensor;
    /// `x W^T + b`: x `[..., in]`, w `[out, in]` (PyTorch's layout), b `[out]` -> `[..., out]`.
    fn linear(&self, x: &Self::Tensor, w: &Self::Tensor, b: Option<&Self::Tensor>) -> Self::Tensor;
    /// `n` copies of a batch of one: x `[1, len, d]` -> `[n, len, d]` (a beam's copies of the
    /// encoder's memory, which is computed once).
    fn repeat_batch(&self, x: &Self::Tensor, n: usize) -> Self::Tensor;
    /// Sequences of a batch picked by index, with repeats: x `[n, len, d]` -> `[rows.len(),
    /// len, d]`, and `a` `[B, t, d]` followed in time by `b` `[B, 1, d]` -> `[B, t + 1, d]`:
    /// what a search's decoder needs to keep each layer's keys and values from step to step
    /// (a hypothesis extends one of the last step's). `None` where the backend has no such
    /// ops (the search then runs the decoder over the whole target each step).
    fn extend_sequences(
        &self,
        x: &Self::Tensor,
        rows: &[usize],
        next: &Self::Tensor,
    ) -> Option<Self::Tensor> {
        let _ = (x, rows, next);
        None
    }
    /// The last position of each sequence: x `[batch, len, d]` -> `[batch, 1, d]` (all a search
    /// needs of the decoder's output: only the next token's logits are computed).
    fn last_position(&self, x: &Self::Tensor) -> Self::Tensor;
    /// Element-wise sum of two tensors of the same shape (the residual connection).
    fn add(&self, a: &Self::Tensor, b: &Self::Tensor) -> Self::Tensor;
    /// `out[i] = a[i] * b[i % b.len()]`: `b`'s shape is the trailing part of `a`'s (for
    /// example a `[D]` column mask over `[B, T, D]`), repeated over the leading dimensions.
    fn mul(&self, a: &Self::Tensor, b: &Self::Tensor) -> Self::Tensor;
    /// Element-wise `x * s`.
    fn scale(&self, x: &Self::Tensor, s: f32) -> Self::Tensor;
    /// `acc = acc + x` (tensors of one shape), in place where the device can (the CPU).
    fn add_in_place(&self, acc: &mut Self::Tensor, x: &Self::Tensor) {
        *acc = self.add(acc, x);
    }
    /// `x = x * s`, in place where the device can (the CPU).
    fn scale_in_place(&self, x: &mut Self::Tensor, s: f32) {
        *x = self.scale(x, s);
    }
    /// The feed-forward network's activation, element-wise ([`Activation::apply`]).
    fn activation(&self, x: &Self::Tensor, act: Activation) -> Self::Tensor;
    /// Layer normalisation over the last dimension, biased variance as in PyTorch.
    fn layer_norm(
        &self,
        x: &Self::Tensor,
        gamma: &Self::Tensor,
        beta: &Self::Tensor,
        eps: f32,
    ) -> Self::Tensor;
    /// Softmax over the last dimension.
    fn softmax(&self, x: &Self::Tensor) -> Self::Tensor;
    /// Inverted dropout: each element is zeroed with probability `p` (decided by
    /// [`crate::rng::counter_uniform`]`(seed, index) < p`), survivors are scaled by `1 / (1 - p)`.
    /// It takes `x`, which the CPU overwrites in place.
    fn dropout(&self, x: Self::Tensor, p: f32, seed: u32) -> Self::Tensor;

    /// Raw attention scores per head, `q . k` (no scaling yet):
    /// q `[batch, q_len, d]`, k `[batch, k_len, d]` -> `[batch, H, q_len, k_len]`.
    /// Head `h` uses columns `h * d_k .. (h + 1) * d_k` of q and k.
    fn attention_scores(&self, q: &Self::Tensor, k: &Self::Tensor, n_heads: usize) -> Self::Tensor;
    /// Softmax over keys with hidden keys set to exactly zero weight:
    /// scores `[batch, H, q_len, k_len]` -> weights of the same shape. A row with every key
    /// hidden gets all-zero weights (PyTorch would give NaN). It takes `scores`, which the CPU
    /// overwrites in place.
    fn masked_softmax(&self, scores: Self::Tensor, mask: &AttentionMask) -> Self::Tensor;
    /// Weighted sum of values per head, heads concatenated:
    /// weights `[batch, H, q_len, k_len]`, v `[batch, k_len, d]` -> `[batch, q_len, d]`.
    fn attention_context(&self, weights: &Self::Tensor, v: &Self::Tensor) -> Self::Tensor;

    /// Scaled dot-product attention, `softmax(mask(q k^T / sqrt(d_k))) v`, heads concatenated,
    /// in one fused kernel when the backend has one for these sizes (`None` otherwise: the
    /// model then composes the ops above, as it always does when it traces or trains).
    fn fused_attention(
        &self,
        q: &Self::Tensor,
        k: &Self::Tensor,
        v: &Self::Tensor,
        n_heads: usize,
        mask: &AttentionMask,
    ) -> Option<Self::Tensor> {
        let _ = (q, k, v, n_heads, mask);
        None
    }
}
