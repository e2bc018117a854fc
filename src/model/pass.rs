//! `Pass`: what one forward pass carries besides the activations — the backend, whether it is
//! training (dropout), and the trace it fills when asked.

use crate::backend::Backend;
use crate::error::Result;
use crate::rng::pcg_hash;
use crate::tensor::Tensor;
use crate::trace::Trace;

/// The context of one forward pass.
pub struct Pass<'a, B: Backend> {
    pub backend: &'a B,
    dropout: f32,
    seed: u32,
    site: u32,
    trace: Option<Trace>,
}

impl<'a, B: Backend> Pass<'a, B> {
    /// Inference: no dropout, nothing recorded.
    pub fn inference(backend: &'a B) -> Self {
        Pass {
            backend,
            dropout: 0.0,
            seed: 0,
            site: 0,
            trace: None,
        }
    }

    /// Inference that records every intermediate (see [`crate::trace`]).
    pub fn traced(backend: &'a B) -> Self {
        Pass {
            trace: Some(Trace::default()),
            ..Pass::inference(backend)
        }
    }

    /// Training mode: dropout with probability `p`, masks fixed by `seed`.
    pub fn training(backend: &'a B, p: f32, seed: u32) -> Self {
        Pass {
            dropout: p,
            seed,
            ..Pass::inference(backend)
        }
    }

    /// True when this pass records a trace.
    pub fn tracing(&self) -> bool {
        self.trace.is_some()
    }

    /// Attention must keep its weights (to record them or to drop some out), so the fused
    /// kernel cannot be used.
    pub fn needs_unfused_attention(&self) -> bool {
        self.tracing() || self.dropout > 0.0
    }

    /// Records `t` as `{prefix}.{name}` when tracing; does nothing otherwise.
    pub fn record(&mut self, prefix: &str, name: &str, t: &B::Tensor) -> Result<()> {
        if self.trace.is_some() {
            let host = self.backend.download(t)?;
            self.record_host(prefix, name, host);
        }
        Ok(())
    }

    /// Records a host tensor when tracing.
    pub fn record_host(&mut self, prefix: &str, name: &str, t: Tensor) {
        if let Some(trace) = self.trace.as_mut() {
            let full = if prefix.is_empty() {
                name.to_string()
            } else {
                format!("{prefix}.{name}")
            };
            trace.insert(full, t);
        }
    }

    /// Dropout in training mode (each call site gets its own mask), the identity otherwise.
    pub fn dropout(&mut self, x: B::Tensor) -> B::Tensor {
        if self.dropout <= 0.0 {
            return x;
        }
        self.site += 1;
        let seed = pcg_hash(self.seed ^ pcg_hash(self.site));
        self.backend.dropout(&x, self.dropout, seed)
    }

    /// The trace recorded so far (empty when not tracing).
    pub fn into_trace(self) -> Trace {
        self.trace.unwrap_or_default()
    }
}
