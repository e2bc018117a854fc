//! The GPU backend: every op is a WGSL kernel (`shaders/`, in a folder named for the module here
//! that launches it) recorded into the context's pending command encoder. Nothing runs until
//! something is read back, so a whole forward pass is one submission; ops never wait and never
//! fail on their own: a device error (out of memory, a lost device) is reported by the next
//! `download`.

use std::rc::Rc;

pub mod backward;
pub mod context;
pub mod elementwise;
pub mod fused_attention;
pub mod loss;
pub mod matmul;
pub mod optim;
pub mod pool;
pub mod rows;
pub mod shaders;

use super::{Activation, AttentionMask, Backend};
use crate::error::{Error, Result};
use elementwise::{record_activation, record_elementwise, record_embed, Elementwise};
use fused_attention::{record_attention, FusedAttention, FUSED_MAX_D_K};
use matmul::{record_matmul, Matmul, View};
use pool::PooledBuffer;
use rows::{record_layer_norm, record_softmax, RowMask};

use crate::backend::tensor::Tensor;
pub use context::GpuContext;
pub use shaders::Shader;

/// Runs every op on a GPU through wgpu.
#[derive(Clone)]
pub struct Gpu {
    ctx: Rc<GpuContext>,
}

/// A tensor in GPU memory: a pooled buffer (shared by clones) and a row-major shape.
#[derive(Clone)]
pub struct GpuTensor {
    buffer: Rc<PooledBuffer>,
    shape: Vec<usize>,
}

impl GpuTensor {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    /// True when the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The buffer that holds the elements (possibly with room to spare at the end).
    pub fn buffer(&self) -> &wgpu::Buffer {
        self.buffer.buffer()
    }
}

impl Gpu {
    /// A backend on an existing context.
    pub fn new(ctx: GpuContext) -> Self {
        Gpu { ctx: Rc::new(ctx) }
    }

    /// Finds a GPU and opens it (async: the browser cannot block).
    pub async fn open() -> Result<Self> {
        Ok(Gpu::new(GpuContext::new().await?))
    }

    /// [`Gpu::open`], waiting for it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn open_blocking() -> Result<Self> {
        Ok(Gpu::new(GpuContext::new_blocking()?))
    }

    /// The context (device, queue, pipelines, pool).
    pub fn context(&self) -> &GpuContext {
        &self.ctx
    }

    /// Waits until every recorded op has run, and reports any device error.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn sync(&self) -> Result<()> {
        self.ctx.read_back(&[]).wait(&self.ctx).map(|_| ())
    }

    /// A new pooled tensor of `shape` whose contents are undefined (a kernel fills it).
    pub(crate) fn alloc(&self, shape: Vec<usize>) -> GpuTensor {
        let len = shape.iter().product();
        GpuTensor {
            buffer: Rc::new(self.ctx.alloc(len)),
            shape,
        }
    }

    /// Token ids or padding flags as a `u32` buffer.
    fn flags(&self, values: &[u32]) -> PooledBuffer {
        match self.ctx.upload_u32(values) {
            Ok(b) => b,
            // Only a device fault makes this fail: an empty buffer stands in and the fault
            // is reported by the next download.
            Err(_) => self.ctx.alloc(values.len()),
        }
    }

    fn elementwise(&self, op: Elementwise, a: &GpuTensor, b: Option<&GpuTensor>) -> GpuTensor {
        let out = self.alloc(a.shape.clone());
        record_elementwise(
            &self.ctx,
            op,
            a.len(),
            a.buffer(),
            b.map(GpuTensor::buffer),
            out.buffer(),
        );
        out
    }
}

fn to_host(t: &GpuTensor, data: Vec<f32>) -> Result<Tensor> {
    Tensor::from_shape_vec(ndarray::IxDyn(&t.shape), data)
        .map_err(|e| Error::Backend(format!("readback of the wrong size: {e}")))
}

/// Rows and width of a tensor seen as `[rows, last_dim]`.
pub(crate) fn rows_cols(shape: &[usize]) -> (usize, usize) {
    let cols = *shape.last().expect("tensor of rank >= 1");
    (shape.iter().product::<usize>() / cols.max(1), cols)
}

impl Backend for Gpu {
    type Tensor = GpuTensor;

    fn name(&self) -> String {
        format!("gpu: {}", self.ctx.describe())
    }

    fn pieces_by_length(&self) -> bool {
        false
    }

    fn upload(&self, t: &Tensor) -> Result<GpuTensor> {
        let data: Vec<f32> = t.iter().copied().collect();
        Ok(GpuTensor {
            buffer: Rc::new(self.ctx.upload(&data)?),
            shape: t.shape().to_vec(),
        })
    }

    fn download(&self, t: &GpuTensor) -> Result<Tensor> {
        Ok(self.download_many(&[t])?.remove(0))
    }

    async fn fetch(&self, ts: &[&GpuTensor]) -> Result<Vec<Tensor>> {
        // Natively a mapping completes only while the device is polled: wait for it here.
        #[cfg(not(target_arch = "wasm32"))]
        return self.download_many(ts);
        // In the browser it completes on its own; the page's thread goes on meanwhile.
        #[cfg(target_arch = "wasm32")]
        {
            let parts: Vec<_> = ts.iter().map(|t| (t.buffer(), t.len())).collect();
            let data = self.ctx.read_back(&parts).finish(&self.ctx).await?;
            ts.iter().zip(data).map(|(t, d)| to_host(t, d)).collect()
        }
    }

    fn download_many(&self, ts: &[&GpuTensor]) -> Result<Vec<Tensor>> {
        let parts: Vec<_> = ts.iter().map(|t| (t.buffer(), t.len())).collect();
        let data = self.ctx.read_back(&parts).wait(&self.ctx)?;
        ts.iter().zip(data).map(|(t, d)| to_host(t, d)).collect()
    }

    fn shape(&self, t: &GpuTensor) -> Vec<usize> {
        t.shape.clone()
    }

    fn embed(&self, table: &GpuTensor, ids: &[u32], batch: usize, scale: f32) -> GpuTensor {
        let d = table.shape[1];
        let out = self.alloc(vec![batch, ids.len() / batch.max(1), d]);
        let ids_buffer = self.flags(ids);
        let buffers = [table.buffer(), ids_buffer.buffer(), out.buffer()];
        record_embed(&self.ctx, (ids.len(), d), scale, buffers);
        out
    }

    fn repeat_batch(&self, x: &GpuTensor, n: usize) -> GpuTensor {
        // x `[1, S, D]` read as a table of S rows, gathered n times over.
        let (len, d) = (x.shape[1], x.shape[2]);
        let out = self.alloc(vec![n, len, d]);
        let rows: Vec<u32> = (0..n).flat_map(|_| 0..len as u32).collect();
        let ids_buffer = self.flags(&rows);
        let buffers = [x.buffer(), ids_buffer.buffer(), out.buffer()];
        record_embed(&self.ctx, (n * len, d), 1.0, buffers);
        out
    }

    fn last_position(&self, x: &GpuTensor) -> GpuTensor {
        // x `[B, T, D]` read as a table of B * T rows: row b * T + T - 1 of each sequence.
        let (batch, len, d) = (x.shape[0], x.shape[1], x.shape[2]);
        let out = self.alloc(vec![batch, 1, d]);
        let rows: Vec<u32> = (0..batch).map(|b| (b * len + len - 1) as u32).collect();
        let ids_buffer = self.flags(&rows);
        let buffers = [x.buffer(), ids_buffer.buffer(), out.buffer()];
        record_embed(&self.ctx, (batch, d), 1.0, buffers);
        out
    }

    fn add_positional(&self, x: &GpuTensor, pe: &GpuTensor) -> GpuTensor {
        // pe `[max_len, d]` is row-major with the same d, so its first len rows are the first
        // len * d floats: every sequence of the batch adds that block.
        let period = x.shape[1] * x.shape[2];
        self.elementwise(Elementwise::Add { period }, x, Some(pe))
    }

    fn linear(&self, x: &GpuTensor, w: &GpuTensor, b: Option<&GpuTensor>) -> GpuTensor {
        let (rows, d_in) = rows_cols(&x.shape);
        let d_out = w.shape[0];
        let mut shape = x.shape.clone();
        *shape.last_mut().expect("rank >= 1") = d_out;
        let out = self.alloc(shape);
        // x [rows, in] times W^T, W stored [out, in]: the NT form.
        let mm = Matmul::dense(1, (rows, d_out, d_in), false, true, true);
        record_matmul(
            &self.ctx,
            &mm,
            x.buffer(),
            w.buffer(),
            b.map(GpuTensor::buffer),
            out.buffer(),
        );
        out
    }

    fn add(&self, a: &GpuTensor, b: &GpuTensor) -> GpuTensor {
        self.elementwise(Elementwise::Add { period: a.len() }, a, Some(b))
    }

    fn mul(&self, a: &GpuTensor, b: &GpuTensor) -> GpuTensor {
        self.elementwise(Elementwise::Mul { period: b.len() }, a, Some(b))
    }

    fn scale(&self, x: &GpuTensor, s: f32) -> GpuTensor {
        self.elementwise(Elementwise::Scale(s), x, None)
    }

    fn activation(&self, x: &GpuTensor, act: Activation) -> GpuTensor {
        let out = self.alloc(x.shape.clone());
        let buffers = [x.buffer(), x.buffer(), out.buffer()];
        record_activation(&self.ctx, (act, false), x.len(), buffers);
        out
    }

    fn layer_norm(
        &self,
        x: &GpuTensor,
        gamma: &GpuTensor,
        beta: &GpuTensor,
        eps: f32,
    ) -> GpuTensor {
        let (rows, cols) = rows_cols(&x.shape);
        let out = self.alloc(x.shape.clone());
        let buffers = [x.buffer(), gamma.buffer(), beta.buffer(), out.buffer()];
        record_layer_norm(&self.ctx, (rows, cols), eps, buffers);
        out
    }

    fn softmax(&self, x: &GpuTensor) -> GpuTensor {
        let (rows, cols) = rows_cols(&x.shape);
        let out = self.alloc(x.shape.clone());
        record_softmax(&self.ctx, rows, cols, None, x.buffer(), out.buffer());
        out
    }

    fn dropout(&self, x: GpuTensor, p: f32, seed: u32) -> GpuTensor {
        self.elementwise(Elementwise::Dropout { p, seed }, &x, None)
    }

    fn attention_scores(&self, q: &GpuTensor, k: &GpuTensor, n_heads: usize) -> GpuTensor {
        let (batch, q_len, d) = (q.shape[0], q.shape[1], q.shape[2]);
        let k_len = k.shape[1];
        let d_k = d / n_heads;
        let out = self.alloc(vec![batch, n_heads, q_len, k_len]);
        // scores[b, h] = Q[b, :, head h] K[b, :, head h]^T, read in place from [B, T, D].
        let mm = Matmul::heads(
            batch,
            n_heads,
            (q_len, k_len, d_k),
            [
                View::head_columns(q_len, d, d_k, false),
                View::head_columns(k_len, d, d_k, true),
                View::per_head(n_heads, q_len, k_len, false),
            ],
        );
        record_matmul(&self.ctx, &mm, q.buffer(), k.buffer(), None, out.buffer());
        out
    }

    fn masked_softmax(&self, scores: GpuTensor, mask: &AttentionMask) -> GpuTensor {
        let (rows, cols) = rows_cols(&scores.shape);
        let out = self.alloc(scores.shape.clone());
        let padding: Vec<u32> = mask.key_padding.iter().map(|&p| u32::from(p)).collect();
        let padding = self.flags(&padding);
        let row_mask = RowMask {
            heads: scores.shape[1],
            q_len: mask.q_len,
            causal: mask.causal,
            key_padding: padding.buffer(),
        };
        record_softmax(
            &self.ctx,
            rows,
            cols,
            Some(row_mask),
            scores.buffer(),
            out.buffer(),
        );
        out
    }

    fn attention_context(&self, weights: &GpuTensor, v: &GpuTensor) -> GpuTensor {
        let (batch, heads, q_len, k_len) = (
            weights.shape[0],
            weights.shape[1],
            weights.shape[2],
            weights.shape[3],
        );
        let d = v.shape[2];
        let d_k = d / heads;
        let out = self.alloc(vec![batch, q_len, d]);
        // out[b, :, head h] = weights[b, h] V[b, :, head h], written in place into [B, T, D].
        let mm = Matmul::heads(
            batch,
            heads,
            (q_len, d_k, k_len),
            [
                View::per_head(heads, q_len, k_len, false),
                View::head_columns(k_len, d, d_k, false),
                View::head_columns(q_len, d, d_k, false),
            ],
        );
        record_matmul(
            &self.ctx,
            &mm,
            weights.buffer(),
            v.buffer(),
            None,
            out.buffer(),
        );
        out
    }

    fn fused_attention(
        &self,
        q: &GpuTensor,
        k: &GpuTensor,
        v: &GpuTensor,
        n_heads: usize,
        mask: &AttentionMask,
    ) -> Option<GpuTensor> {
        let (batch, q_len, d) = (q.shape[0], q.shape[1], q.shape[2]);
        // The fused kernel streams keys through workgroup memory, behind barriers, and takes
        // queries, keys and values of one width.
        let one_width = k.shape[2] == d && v.shape[2] == d;
        if d / n_heads > FUSED_MAX_D_K || self.ctx.barrier_free() || !one_width {
            return None;
        }
        let out = self.alloc(vec![batch, q_len, d]);
        let padding: Vec<u32> = mask.key_padding.iter().map(|&p| u32::from(p)).collect();
        let padding = self.flags(&padding);
        let shape = FusedAttention {
            batch,
            heads: n_heads,
            q_len,
            k_len: k.shape[1],
            d,
            causal: mask.causal,
        };
        record_attention(
            &self.ctx,
            &shape,
            q.buffer(),
            k.buffer(),
            v.buffer(),
            padding.buffer(),
            out.buffer(),
        );
        Some(out)
    }
}

/// Every kernel parameter struct's layout, with the kernels it fills: what `tests/shaders.rs`
/// compares with each kernel's WGSL `Params`.
pub fn uniform_layouts() -> Vec<(&'static [Shader], &'static shaders::Layout)> {
    use shaders::Uniform;
    fn entry<P: Uniform>() -> (&'static [Shader], &'static shaders::Layout) {
        (P::KERNELS, &P::LAYOUT)
    }
    vec![
        entry::<matmul::MatmulParams>(),
        entry::<matmul::SumSlicesParams>(),
        entry::<rows::SoftmaxParams>(),
        entry::<rows::SoftmaxBackwardParams>(),
        entry::<rows::LayerNormParams>(),
        entry::<rows::SumRowsParams>(),
        entry::<elementwise::ElementwiseParams>(),
        entry::<elementwise::ActivationParams>(),
        entry::<elementwise::EmbedParams>(),
        entry::<elementwise::EmbedBackwardParams>(),
        entry::<elementwise::FillParams>(),
        entry::<loss::CrossEntropyParams>(),
        entry::<loss::SumSquaresParams>(),
        entry::<optim::AdamParams>(),
        entry::<fused_attention::AttentionParams>(),
    ]
}
