//! [`Device`]: the CPU or the GPU, chosen at run time, as one [`Backend`]. Model code is generic
//! over its backend, so each backend it runs on gets its own compiled copy of it; the page's
//! core, which runs a model on either, holds a `Transformer<Device>` and so compiles the model,
//! its searches and its traced pass once. Each op hands its tensors to the backend the device
//! is; a device only ever makes tensors of its own kind, so an op never meets another's.

use super::{Activation, AdamStep, AttentionMask, Backend, Cpu, Train};
#[cfg(feature = "gpu")]
use super::{Gpu, GpuTensor};
use crate::backend::tensor::Tensor;
use crate::error::Result;

/// A backend chosen at run time.
#[derive(Clone)]
pub enum Device {
    Cpu(Cpu),
    #[cfg(feature = "gpu")]
    Gpu(Gpu),
}

/// A tensor on a [`Device`]: on the host for the CPU, in a GPU buffer for the GPU.
#[derive(Clone)]
pub enum DeviceTensor {
    Cpu(Tensor),
    #[cfg(feature = "gpu")]
    Gpu(GpuTensor),
}

/// What a tensor of one device handed to another would mean: a bug in the caller.
#[cfg(feature = "gpu")]
const MIXED: &str = "a device's op is given only that device's tensors";

impl DeviceTensor {
    /// The host tensor of a CPU device's tensor; none for a GPU's.
    pub fn host(&self) -> Option<&Tensor> {
        match self {
            DeviceTensor::Cpu(t) => Some(t),
            #[cfg(feature = "gpu")]
            DeviceTensor::Gpu(_) => None,
        }
    }

    /// [`DeviceTensor::host`], to change.
    pub fn host_mut(&mut self) -> Option<&mut Tensor> {
        match self {
            DeviceTensor::Cpu(t) => Some(t),
            #[cfg(feature = "gpu")]
            DeviceTensor::Gpu(_) => None,
        }
    }

    fn cpu(&self) -> &Tensor {
        match self {
            DeviceTensor::Cpu(t) => t,
            #[cfg(feature = "gpu")]
            DeviceTensor::Gpu(_) => unreachable!("{MIXED}"),
        }
    }

    fn cpu_mut(&mut self) -> &mut Tensor {
        match self {
            DeviceTensor::Cpu(t) => t,
            #[cfg(feature = "gpu")]
            DeviceTensor::Gpu(_) => unreachable!("{MIXED}"),
        }
    }

    fn into_cpu(self) -> Tensor {
        match self {
            DeviceTensor::Cpu(t) => t,
            #[cfg(feature = "gpu")]
            DeviceTensor::Gpu(_) => unreachable!("{MIXED}"),
        }
    }

    #[cfg(feature = "gpu")]
    fn gpu(&self) -> &GpuTensor {
        match self {
            DeviceTensor::Gpu(t) => t,
            DeviceTensor::Cpu(_) => unreachable!("{MIXED}"),
        }
    }

    #[cfg(feature = "gpu")]
    fn gpu_mut(&mut self) -> &mut GpuTensor {
        match self {
            DeviceTensor::Gpu(t) => t,
            DeviceTensor::Cpu(_) => unreachable!("{MIXED}"),
        }
    }

    #[cfg(feature = "gpu")]
    fn into_gpu(self) -> GpuTensor {
        match self {
            DeviceTensor::Gpu(t) => t,
            DeviceTensor::Cpu(_) => unreachable!("{MIXED}"),
        }
    }
}

impl Backend for Device {
    type Tensor = DeviceTensor;

    fn name(&self) -> String {
        match self {
            Device::Cpu(b) => b.name(),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.name(),
        }
    }

    fn pieces_by_length(&self) -> bool {
        match self {
            Device::Cpu(b) => b.pieces_by_length(),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.pieces_by_length(),
        }
    }

    fn take(&self, t: &mut DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.take(t.cpu_mut())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.take(t.gpu_mut())),
        }
    }

    fn upload(&self, t: &Tensor) -> Result<DeviceTensor> {
        Ok(match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.upload(t)?),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.upload(t)?),
        })
    }

    fn upload_owned(&self, t: Tensor) -> Result<DeviceTensor> {
        Ok(match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.upload_owned(t)?),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.upload_owned(t)?),
        })
    }

    fn download(&self, t: &DeviceTensor) -> Result<Tensor> {
        match self {
            Device::Cpu(b) => b.download(t.cpu()),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.download(t.gpu()),
        }
    }

    fn download_many(&self, ts: &[&DeviceTensor]) -> Result<Vec<Tensor>> {
        match self {
            Device::Cpu(b) => b.download_many(&ts.iter().map(|t| t.cpu()).collect::<Vec<_>>()),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.download_many(&ts.iter().map(|t| t.gpu()).collect::<Vec<_>>()),
        }
    }

    async fn fetch(&self, ts: &[&DeviceTensor]) -> Result<Vec<Tensor>> {
        match self {
            Device::Cpu(b) => {
                b.fetch(&ts.iter().map(|t| t.cpu()).collect::<Vec<_>>())
                    .await
            }
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => {
                b.fetch(&ts.iter().map(|t| t.gpu()).collect::<Vec<_>>())
                    .await
            }
        }
    }

    fn shape(&self, t: &DeviceTensor) -> Vec<usize> {
        match self {
            Device::Cpu(b) => b.shape(t.cpu()),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.shape(t.gpu()),
        }
    }

    fn embed(&self, table: &DeviceTensor, ids: &[u32], batch: usize, scale: f32) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.embed(table.cpu(), ids, batch, scale)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.embed(table.gpu(), ids, batch, scale)),
        }
    }

    fn add_positional(&self, x: &DeviceTensor, pe: &DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.add_positional(x.cpu(), pe.cpu())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.add_positional(x.gpu(), pe.gpu())),
        }
    }

    fn linear(
        &self,
        x: &DeviceTensor,
        w: &DeviceTensor,
        bias: Option<&DeviceTensor>,
    ) -> DeviceTensor {
        match self {
            Device::Cpu(b) => {
                DeviceTensor::Cpu(b.linear(x.cpu(), w.cpu(), bias.map(DeviceTensor::cpu)))
            }
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => {
                DeviceTensor::Gpu(b.linear(x.gpu(), w.gpu(), bias.map(DeviceTensor::gpu)))
            }
        }
    }

    fn repeat_batch(&self, x: &DeviceTensor, n: usize) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.repeat_batch(x.cpu(), n)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.repeat_batch(x.gpu(), n)),
        }
    }

    fn extend_sequences(
        &self,
        x: &DeviceTensor,
        rows: &[usize],
        next: &DeviceTensor,
    ) -> Option<DeviceTensor> {
        match self {
            Device::Cpu(b) => b
                .extend_sequences(x.cpu(), rows, next.cpu())
                .map(DeviceTensor::Cpu),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b
                .extend_sequences(x.gpu(), rows, next.gpu())
                .map(DeviceTensor::Gpu),
        }
    }

    fn last_position(&self, x: &DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.last_position(x.cpu())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.last_position(x.gpu())),
        }
    }

    fn add(&self, x: &DeviceTensor, y: &DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.add(x.cpu(), y.cpu())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.add(x.gpu(), y.gpu())),
        }
    }

    fn mul(&self, x: &DeviceTensor, y: &DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.mul(x.cpu(), y.cpu())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.mul(x.gpu(), y.gpu())),
        }
    }

    fn scale(&self, x: &DeviceTensor, s: f32) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.scale(x.cpu(), s)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.scale(x.gpu(), s)),
        }
    }

    fn add_in_place(&self, acc: &mut DeviceTensor, x: &DeviceTensor) {
        match self {
            Device::Cpu(b) => b.add_in_place(acc.cpu_mut(), x.cpu()),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.add_in_place(acc.gpu_mut(), x.gpu()),
        }
    }

    fn scale_in_place(&self, x: &mut DeviceTensor, s: f32) {
        match self {
            Device::Cpu(b) => b.scale_in_place(x.cpu_mut(), s),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.scale_in_place(x.gpu_mut(), s),
        }
    }

    fn activation(&self, x: &DeviceTensor, act: Activation) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.activation(x.cpu(), act)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.activation(x.gpu(), act)),
        }
    }

    fn layer_norm(
        &self,
        x: &DeviceTensor,
        gamma: &DeviceTensor,
        beta: &DeviceTensor,
        eps: f32,
    ) -> DeviceTensor {
        match self {
            Device::Cpu(b) => {
                DeviceTensor::Cpu(b.layer_norm(x.cpu(), gamma.cpu(), beta.cpu(), eps))
            }
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => {
                DeviceTensor::Gpu(b.layer_norm(x.gpu(), gamma.gpu(), beta.gpu(), eps))
            }
        }
    }

    fn softmax(&self, x: &DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.softmax(x.cpu())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.softmax(x.gpu())),
        }
    }

    fn dropout(&self, x: DeviceTensor, p: f32, seed: u32) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.dropout(x.into_cpu(), p, seed)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.dropout(x.into_gpu(), p, seed)),
        }
    }

    fn attention_scores(&self, q: &DeviceTensor, k: &DeviceTensor, n_heads: usize) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.attention_scores(q.cpu(), k.cpu(), n_heads)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.attention_scores(q.gpu(), k.gpu(), n_heads)),
        }
    }

    fn masked_softmax(&self, scores: DeviceTensor, mask: &AttentionMask) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.masked_softmax(scores.into_cpu(), mask)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.masked_softmax(scores.into_gpu(), mask)),
        }
    }

    fn attention_context(&self, weights: &DeviceTensor, v: &DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.attention_context(weights.cpu(), v.cpu())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.attention_context(weights.gpu(), v.gpu())),
        }
    }

    fn fused_attention(
        &self,
        q: &DeviceTensor,
        k: &DeviceTensor,
        v: &DeviceTensor,
        n_heads: usize,
        mask: &AttentionMask,
    ) -> Option<DeviceTensor> {
        match self {
            Device::Cpu(b) => b
                .fused_attention(q.cpu(), k.cpu(), v.cpu(), n_heads, mask)
                .map(DeviceTensor::Cpu),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b
                .fused_attention(q.gpu(), k.gpu(), v.gpu(), n_heads, mask)
                .map(DeviceTensor::Gpu),
        }
    }
}

impl Train for Device {
    fn linear_backward(
        &self,
        x: &DeviceTensor,
        w: &DeviceTensor,
        dy: &DeviceTensor,
    ) -> (DeviceTensor, DeviceTensor, DeviceTensor) {
        match self {
            Device::Cpu(b) => three(
                DeviceTensor::Cpu,
                b.linear_backward(x.cpu(), w.cpu(), dy.cpu()),
            ),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => three(
                DeviceTensor::Gpu,
                b.linear_backward(x.gpu(), w.gpu(), dy.gpu()),
            ),
        }
    }

    fn activation_backward(
        &self,
        x: &DeviceTensor,
        dy: &DeviceTensor,
        act: Activation,
    ) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.activation_backward(x.cpu(), dy.cpu(), act)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.activation_backward(x.gpu(), dy.gpu(), act)),
        }
    }

    fn layer_norm_backward(
        &self,
        x: &DeviceTensor,
        gamma: &DeviceTensor,
        dy: &DeviceTensor,
        eps: f32,
    ) -> (DeviceTensor, DeviceTensor, DeviceTensor) {
        match self {
            Device::Cpu(b) => three(
                DeviceTensor::Cpu,
                b.layer_norm_backward(x.cpu(), gamma.cpu(), dy.cpu(), eps),
            ),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => three(
                DeviceTensor::Gpu,
                b.layer_norm_backward(x.gpu(), gamma.gpu(), dy.gpu(), eps),
            ),
        }
    }

    fn softmax_backward(&self, w: &DeviceTensor, dw: &DeviceTensor) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.softmax_backward(w.cpu(), dw.cpu())),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.softmax_backward(w.gpu(), dw.gpu())),
        }
    }

    fn attention_scores_backward(
        &self,
        q: &DeviceTensor,
        k: &DeviceTensor,
        dscores: &DeviceTensor,
        n_heads: usize,
    ) -> (DeviceTensor, DeviceTensor) {
        match self {
            Device::Cpu(b) => two(
                DeviceTensor::Cpu,
                b.attention_scores_backward(q.cpu(), k.cpu(), dscores.cpu(), n_heads),
            ),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => two(
                DeviceTensor::Gpu,
                b.attention_scores_backward(q.gpu(), k.gpu(), dscores.gpu(), n_heads),
            ),
        }
    }

    fn attention_context_backward(
        &self,
        weights: &DeviceTensor,
        v: &DeviceTensor,
        dctx: &DeviceTensor,
    ) -> (DeviceTensor, DeviceTensor) {
        match self {
            Device::Cpu(b) => two(
                DeviceTensor::Cpu,
                b.attention_context_backward(weights.cpu(), v.cpu(), dctx.cpu()),
            ),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => two(
                DeviceTensor::Gpu,
                b.attention_context_backward(weights.gpu(), v.gpu(), dctx.gpu()),
            ),
        }
    }

    fn embed_backward(
        &self,
        ids: &[u32],
        dy: &DeviceTensor,
        vocab: usize,
        scale: f32,
    ) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.embed_backward(ids, dy.cpu(), vocab, scale)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.embed_backward(ids, dy.gpu(), vocab, scale)),
        }
    }

    fn cross_entropy(
        &self,
        logits: &DeviceTensor,
        targets: &[u32],
        pad: u32,
        smoothing: f32,
    ) -> (DeviceTensor, DeviceTensor) {
        match self {
            Device::Cpu(b) => two(
                DeviceTensor::Cpu,
                b.cross_entropy(logits.cpu(), targets, pad, smoothing),
            ),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => two(
                DeviceTensor::Gpu,
                b.cross_entropy(logits.gpu(), targets, pad, smoothing),
            ),
        }
    }

    fn sum_squares(&self, ts: &[&DeviceTensor]) -> DeviceTensor {
        match self {
            Device::Cpu(b) => {
                DeviceTensor::Cpu(b.sum_squares(&ts.iter().map(|t| t.cpu()).collect::<Vec<_>>()))
            }
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => {
                DeviceTensor::Gpu(b.sum_squares(&ts.iter().map(|t| t.gpu()).collect::<Vec<_>>()))
            }
        }
    }

    fn adam_update(
        &self,
        param: &mut DeviceTensor,
        grad: &DeviceTensor,
        m: &mut DeviceTensor,
        v: &mut DeviceTensor,
        step: &AdamStep,
        grad_sq: Option<&DeviceTensor>,
    ) {
        match self {
            Device::Cpu(b) => b.adam_update(
                param.cpu_mut(),
                grad.cpu(),
                m.cpu_mut(),
                v.cpu_mut(),
                step,
                grad_sq.map(DeviceTensor::cpu),
            ),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => b.adam_update(
                param.gpu_mut(),
                grad.gpu(),
                m.gpu_mut(),
                v.gpu_mut(),
                step,
                grad_sq.map(DeviceTensor::gpu),
            ),
        }
    }

    fn zeros(&self, shape: &[usize]) -> DeviceTensor {
        match self {
            Device::Cpu(b) => DeviceTensor::Cpu(b.zeros(shape)),
            #[cfg(feature = "gpu")]
            Device::Gpu(b) => DeviceTensor::Gpu(b.zeros(shape)),
        }
    }
}

/// Two tensors of one backend as the device's.
fn two<T>(wrap: fn(T) -> DeviceTensor, (a, b): (T, T)) -> (DeviceTensor, DeviceTensor) {
    (wrap(a), wrap(b))
}

/// Three tensors of one backend as the device's.
fn three<T>(
    wrap: fn(T) -> DeviceTensor,
    (a, b, c): (T, T, T),
) -> (DeviceTensor, DeviceTensor, DeviceTensor) {
    (wrap(a), wrap(b), wrap(c))
}
