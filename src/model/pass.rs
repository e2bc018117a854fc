//! `Pass`: what one forward pass carries besides the activations — the backend, whether it is
//! training (dropout), and the trace it fills when asked.

use std::cell::RefCell;
use std::collections::HashMap;

use super::attention::KeysValues;
use super::edits::Edits;
use crate::backend::tensor::Tensor;
use crate::backend::Backend;
use crate::error::Result;
use crate::rng::pcg_hash;
use crate::trace::{split_heads, Trace};

static NO_EDITS: Edits = Edits::NONE;

/// The keys and values each cross-attention projects from the encoder's memory, by the
/// sub-layer's path: one search's passes share them, since its memory stays the same from step
/// to step (only the target grows).
pub struct MemoryProjections<B: Backend>(RefCell<HashMap<String, KeysValues<B>>>);

impl<B: Backend> Default for MemoryProjections<B> {
    fn default() -> Self {
        MemoryProjections(RefCell::new(HashMap::new()))
    }
}

/// The context of one forward pass.
pub struct Pass<'a, B: Backend> {
    pub backend: &'a B,
    dropout: f32,
    seed: u32,
    site: u32,
    /// Keep what the backward pass needs (training).
    caching: bool,
    trace: Option<Recording<B::Tensor>>,
    /// The interventions this pass applies (none: the plain pass).
    edits: &'a Edits,
    /// Where the cross-attentions keep their projections of the memory, across passes.
    memory: Option<&'a MemoryProjections<B>>,
}

impl<'a, B: Backend> Pass<'a, B> {
    /// Inference: no dropout, nothing recorded or kept.
    pub fn inference(backend: &'a B) -> Self {
        Pass {
            backend,
            dropout: 0.0,
            seed: 0,
            site: 0,
            caching: false,
            trace: None,
            edits: &NO_EDITS,
            memory: None,
        }
    }

    /// Inference that records every intermediate (see [`crate::trace`]).
    pub fn traced(backend: &'a B) -> Self {
        Pass {
            trace: Some(Recording::default()),
            ..Pass::inference(backend)
        }
    }

    /// Training: dropout with probability `p` (masks fixed by `seed`), and every layer keeps the
    /// cache its backward needs.
    pub fn training(backend: &'a B, p: f32, seed: u32) -> Self {
        Pass {
            dropout: p,
            seed,
            caching: true,
            ..Pass::inference(backend)
        }
    }

    /// This (inference or traced) pass with `edits` applied on its way (see [`crate::model::edits`]).
    pub fn with_edits(self, edits: &'a Edits) -> Self {
        Pass { edits, ..self }
    }

    /// This inference pass, its cross-attentions projecting the memory once into `memory` and
    /// reading it from there on later passes (a search's steps). A traced or training pass
    /// computes them as ever.
    pub fn with_memory_projections(self, memory: &'a MemoryProjections<B>) -> Self {
        Pass {
            memory: Some(memory),
            ..self
        }
    }

    /// The keys and values of the cross-attention at `path`: from the shared projections where
    /// this pass has them (computed by `project` the first time), else `project()`.
    pub fn memory_projections(
        &self,
        path: &str,
        project: impl FnOnce() -> (B::Tensor, B::Tensor),
    ) -> (B::Tensor, B::Tensor) {
        match self.memory {
            Some(memory) if !self.tracing() && !self.caching => memory
                .0
                .borrow_mut()
                .entry(path.to_string())
                .or_insert_with(project)
                .clone(),
            _ => project(),
        }
    }

    /// The interventions this pass applies.
    pub fn edits(&self) -> &'a Edits {
        self.edits
    }

    /// `out`, the output of the sub-layer at `path`, or zeros when an edit bypasses it.
    pub fn bypass(&self, path: &str, out: B::Tensor) -> B::Tensor {
        if self.edits.bypassed(path) {
            self.backend.scale(&out, 0.0)
        } else {
            out
        }
    }

    /// True when this pass records a trace.
    pub fn tracing(&self) -> bool {
        self.trace.is_some()
    }

    /// True when the layers keep what the backward pass needs.
    pub fn caching(&self) -> bool {
        self.caching
    }

    /// Attention must keep its weights (to record them, drop some out or differentiate them),
    /// so the fused kernel cannot be used.
    pub fn needs_unfused_attention(&self) -> bool {
        self.tracing() || self.caching || self.dropout > 0.0
    }

    /// Records `t` as `name` when tracing; does nothing otherwise. Device tensors stay on the
    /// device until the trace is read back, all at once.
    pub fn record(&mut self, name: &str, t: &B::Tensor) {
        if let Some(rec) = self.trace.as_mut() {
            rec.entries
                .push((name.to_string(), Entry::Device(t.clone())));
        }
    }

    /// Records `context` `[B, T, D]` split into heads `[B, H, T, d_k]` as `name`.
    pub fn record_heads(&mut self, name: &str, context: &B::Tensor, n_heads: usize) {
        if let Some(rec) = self.trace.as_mut() {
            let entry = Entry::Heads(context.clone(), n_heads);
            rec.entries.push((name.to_string(), entry));
        }
    }

    /// Records the first `rows` rows of `table` `[N, D]` as `name` when tracing.
    pub fn record_rows(&mut self, name: &str, table: &B::Tensor, rows: usize) {
        if let Some(rec) = self.trace.as_mut() {
            let entry = Entry::Rows(table.clone(), rows);
            rec.entries.push((name.to_string(), entry));
        }
    }

    /// Records the host tensor `make()` when tracing (not computed otherwise).
    pub fn record_host(&mut self, name: &str, make: impl FnOnce() -> Tensor) {
        if let Some(rec) = self.trace.as_mut() {
            rec.entries.push((name.to_string(), Entry::Host(make())));
        }
    }

    /// Whether [`Pass::dropout`] drops anything (training with a dropout rate above 0).
    pub fn drops(&self) -> bool {
        self.dropout > 0.0
    }

    /// Dropout in training mode (each call site gets its own mask), the identity otherwise.
    pub fn dropout(&mut self, x: B::Tensor) -> B::Tensor {
        self.dropout_seeded(x).0
    }

    /// [`Pass::dropout`], also giving the mask's seed (`None` when nothing was dropped), which
    /// the backward pass needs to drop the same gradient elements.
    pub fn dropout_seeded(&mut self, x: B::Tensor) -> (B::Tensor, Option<u32>) {
        if !self.drops() {
            return (x, None);
        }
        self.site += 1;
        let seed = pcg_hash(self.seed ^ pcg_hash(self.site));
        (self.backend.dropout(x, self.dropout, seed), Some(seed))
    }

    /// The gradient through a dropout that used `seed`: the same elements dropped, the same
    /// scaling.
    pub fn dropout_backward(&self, dy: B::Tensor, seed: Option<u32>) -> B::Tensor {
        match seed {
            Some(seed) => self.backend.dropout(dy, self.dropout, seed),
            None => dy,
        }
    }

    /// The trace recorded so far (empty when not tracing), read back from the device.
    pub fn into_trace(self) -> Result<Trace> {
        let b = self.backend;
        let rec = self.into_recording();
        let hosts = b.download_many(&rec.device_tensors())?;
        Ok(rec.resolve(hosts))
    }

    /// The recorded entries, still on the device: for callers that read them back their own
    /// way (asynchronously in the browser), then call [`Recording::resolve`].
    pub fn into_recording(self) -> Recording<B::Tensor> {
        self.trace.unwrap_or_default()
    }
}

enum Entry<T> {
    Device(T),
    /// A context tensor to be shown split into its heads.
    Heads(T, usize),
    /// A table whose first rows are shown.
    Rows(T, usize),
    Host(Tensor),
}

/// A trace whose tensors may still live on the device.
pub struct Recording<T> {
    entries: Vec<(String, Entry<T>)>,
}

impl<T> Default for Recording<T> {
    fn default() -> Self {
        Recording {
            entries: Vec::new(),
        }
    }
}

impl<T> Recording<T> {
    /// The device tensors to read back, in order.
    pub fn device_tensors(&self) -> Vec<&T> {
        self.entries
            .iter()
            .filter_map(|(_, e)| match e {
                Entry::Device(t) | Entry::Heads(t, _) | Entry::Rows(t, _) => Some(t),
                Entry::Host(_) => None,
            })
            .collect()
    }

    /// The trace, given the host copies of [`Recording::device_tensors`] in the same order.
    pub fn resolve(self, hosts: Vec<Tensor>) -> Trace {
        let mut hosts = hosts.into_iter();
        let mut trace = Trace::default();
        for (name, entry) in self.entries {
            let t = match entry {
                Entry::Host(t) => t,
                Entry::Device(_) => hosts.next().expect("one host tensor per device tensor"),
                Entry::Heads(_, n_heads) => split_heads(
                    &hosts.next().expect("one host tensor per device tensor"),
                    n_heads,
                ),
                Entry::Rows(_, rows) => {
                    let t = hosts.next().expect("one host tensor per device tensor");
                    t.slice_axis(ndarray::Axis(0), (0..rows).into()).to_owned()
                }
            };
            trace.insert(name, t);
        }
        trace
    }
}
