//! Training in the browser: a thin boundary over [`Run`], the same run `attend train` drives. A
//! [`TrainSession`] trains in chunks of steps the page asks for ([`Run::chunk`]); scoring, sample
//! outputs, the attention snapshot and the weights file come from one CPU copy of the
//! parameters, read back asynchronously, so the GPU never blocks the page. On the CPU a batch in
//! parts is shared with the page's training threads (`train::exchange`; the JavaScript side is
//! www/training/). Values cross as JavaScript objects (serde-wasm-bindgen).

use std::cell::{RefCell, RefMut};
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{js_error, js_message, to_js, JsResult};
use crate::backend::{Backend, Cpu, Device};
use crate::data::corpus::{Corpus, Data};
use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::experiment::table3;
use crate::model::Config;
use crate::train::exchange::{Flat, OnHost, Others, OwnPart, Pooled};
use crate::train::{InTurn, Overrides, Run, TrainOptions};
use crate::weights::Weights;

/// The run, on whichever backend: its trainer, and the model in it, are compiled once, for
/// [`Device`].
type Runs = Run<Device>;

/// A model being trained on a task or on pasted sentence pairs, on the CPU or the GPU.
#[wasm_bindgen]
pub struct TrainSession {
    inner: Rc<RefCell<Runs>>,
    /// In a training thread, the part of a step it computed last.
    own_part: RefCell<OwnPart<Device>>,
}

/// What [`TrainSession::describe`] gives.
#[derive(Serialize)]
struct Described<'a> {
    config: &'a Config,
    parameters: usize,
    /// The task's name, or `pairs`.
    task: &'a str,
    /// Held-out examples each evaluation scores.
    held_out: usize,
    /// For a run on sentence pairs: the corpus.
    corpus: Option<CorpusSummary<'a>>,
    #[serde(flatten)]
    options: &'a TrainOptions,
}

/// A corpus as [`TrainSession::describe`] reports it.
#[derive(Serialize)]
struct CorpusSummary<'a> {
    name: &'a str,
    /// Distinct pairs training draws from.
    train: usize,
    /// Pairs held out (the first [`crate::train::HELD_OUT`] are scored).
    held_out: usize,
    /// Repeated pairs dropped.
    duplicates: usize,
    /// Byte-pair merges learned, and the pieces of the one vocabulary of both sides.
    merges: usize,
    vocab_size: usize,
}

// Each request holds the run across its awaits; one arriving while another runs is refused by
// `try_borrow_mut` ("busy"), never a panic.
#[allow(clippy::await_holding_refcell_ref)]
#[wasm_bindgen]
impl TrainSession {
    /// A new model for `task`'s recipe with `settings` in place (any of `preset`, `steps`,
    /// `batch_size`, `warmup`, `lr_factor`, `label_smoothing`, `dropout`, `seed`, `eval_every`,
    /// ...; see [`Overrides`]), initialised as PyTorch would, on `backend` (`"gpu"` or `"cpu"`).
    pub async fn create(
        task: String,
        settings: JsValue,
        backend: String,
    ) -> JsResult<TrainSession> {
        let task = Task::from_name(&task).map_err(js_error)?;
        TrainSession::open(task.into(), settings, backend).await
    }

    /// A new model for sentence pairs a person pasted or uploaded, exactly as `attend train
    /// --pairs` makes it: `bytes` (a `Uint8Array`) is the file, `source<TAB>target` a line;
    /// `bpe_merges` the byte-pair merges to learn (left out: chosen from the number of pairs);
    /// `settings` and `backend` as for [`TrainSession::create`]. A tenth of the pairs is held
    /// out; the recipe is scaled to the rest. Every problem with the file rejects with a message
    /// naming its line. [`TrainSession::describe`] reports the corpus.
    pub async fn create_from_pairs(
        bytes: js_sys::Uint8Array,
        settings: JsValue,
        backend: String,
        bpe_merges: Option<u32>,
    ) -> JsResult<TrainSession> {
        let bytes = bytes.to_vec();
        let merges = bpe_merges.map(|m| m as usize);
        let corpus = Corpus::from_bytes("pasted pairs", &bytes, merges).map_err(js_error)?;
        TrainSession::open(corpus.into(), settings, backend).await
    }

    /// A run of the paper's Table 3 on the CPU, as `attend experiment table3` trains it: row
    /// `id`'s variation of the task's recipe (`A1`, `big`, ...; see [`table3_rows`]) with the
    /// base row trained `steps` steps, on one thread, with `seed`, scored once at its end.
    pub async fn create_table3(id: String, seed: u32, steps: u32) -> JsResult<TrainSession> {
        let v = table3::variant(table3::TASK, steps, &id).map_err(js_error)?;
        let run = Run::new(
            Device::Cpu(Cpu),
            table3::TASK,
            &v.overrides(u64::from(seed)),
        )
        .map_err(js_error)?;
        Ok(TrainSession {
            inner: Rc::new(RefCell::new(run)),
            own_part: RefCell::new(OwnPart::default()),
        })
    }

    /// The backend in words, e.g. `cpu`.
    pub fn backend(&self) -> String {
        self.inner.borrow().trainer.backend.name()
    }

    /// `{config, parameters, task, held_out, recipe, corpus, steps, batch_size, warmup,
    /// lr_factor, ...}`: the model, its parameter count, the task's name (`pairs` for sentence
    /// pairs), the number of held-out examples each evaluation scores, the recipe in words and
    /// the training options. `corpus` is `null` for a task, and for sentence pairs `{name,
    /// train, held_out, duplicates, merges, vocab_size, text}`: the pairs trained on and held
    /// out, the repeats dropped, the byte-pair merges learned, the pieces of the shared
    /// vocabulary, and all of it in one line.
    pub fn describe(&self) -> JsResult<JsValue> {
        let r = &*self.inner.borrow();
        let t = &r.trainer;
        let corpus = match &t.data {
            Data::Task(_) => None,
            Data::Corpus(c) => Some(CorpusSummary {
                name: &c.name,
                train: c.train.len(),
                held_out: c.held_out.len(),
                duplicates: c.duplicates,
                merges: c.merges,
                vocab_size: c.vocabs.src.len(),
            }),
        };
        to_js(&Described {
            config: &t.model.config,
            parameters: t.model.config.param_count(),
            task: t.data.name(),
            held_out: r.held_out().len(),
            corpus,
            options: &t.options,
        })
    }

    /// Trains up to `n` more steps, stopping early where the run's schedule scores the model.
    /// Resolves to `{step, n, losses, lr, tokens, grad_norms, evaluate}` (one loss per step;
    /// the gradient norm of each layer at the last step when `grad_norms`; `evaluate` when the
    /// model is due to be scored). A loss that is not finite or explodes rejects with a
    /// `DivergedError`, and the run ends: [`TrainSession::saved`] then gives the weights of its
    /// last evaluation.
    ///
    /// With `others` (CPU runs cut into parts, see [`TrainSession::threads`]), the parts past
    /// the first are computed elsewhere, in workers holding their own session of the same run
    /// and stepping it as this one does (`train::exchange`). `others` is `{start, share}`:
    /// - `start(step, params)` has them compute their parts of `step` ([`TrainSession::part`])
    ///   and resolves to the parts' `{loss, grads}`, in part order. `params` (a `Float32Array`
    ///   of its own, which it may transfer) is the current parameters at a chunk's first step,
    ///   for the workers to start from, and `undefined` at the others.
    /// - `share(step, loss, grads, more)` hands them this session's part (it may transfer
    ///   `grads`), computed meanwhile, so that each sums every part and takes the same step with
    ///   Adam ([`TrainSession::finish`]) as this one does; with `more` (the chunk goes on), each
    ///   then computes its part of the next step straight away, without being asked.
    ///
    /// So the parameters cross between threads once a chunk rather than once a step, and the
    /// only wait in a step is one message's, for the parts' gradients.
    pub fn step(&self, n: u32, grad_norms: bool, others: Option<Threads>) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let mut guard = lock(&inner)?;
            let r = &mut *guard;
            let chunk = match others {
                Some(others) if r.trainer.backend.is_host() && r.trainer.part_count() > 1 => {
                    let threads = Pooled(others);
                    r.chunk(n, grad_norms, &threads).await
                }
                _ => r.chunk(n, grad_norms, &InTurn).await,
            }
            .map_err(js_error)?;
            to_js(&chunk)
        })
    }

    /// How many parts each step's batch is cut into (the run's `threads`, at most one per
    /// example): on the CPU, as many workers can compute a step at once.
    pub fn threads(&self) -> usize {
        self.inner.borrow().trainer.part_count()
    }

    /// Part `index` of step `step`, in a training thread: `{loss, grads}`, the part's share of
    /// the batch's loss and its gradients, one `Float32Array` in the order of the parameters.
    /// With `params` (see [`TrainSession::step`]) the model takes those parameters first. The
    /// part is kept for [`TrainSession::finish`], which must take each step before the next
    /// step's part. CPU runs only.
    pub fn part(
        &self,
        step: u32,
        index: usize,
        params: Option<js_sys::Float32Array>,
    ) -> JsResult<JsValue> {
        let mut guard = lock(&self.inner)?;
        let run = &mut *guard;
        let params = params.map(JsFlat);
        let (loss, grads) = self
            .own_part
            .borrow_mut()
            .compute(&mut run.trainer, step, index, params.as_ref())
            .map_err(js_error)?;
        to_js(&Part {
            index,
            loss,
            grads: grads.0,
        })
    }

    /// Step `step` in a training thread, as the model's thread takes it: the sum of every
    /// part's gradients, this thread's own ([`TrainSession::part`]) and `others` (an array of
    /// `{index, loss, grads}`, the rest), applied with Adam. CPU runs only.
    pub fn finish(&self, step: u32, others: JsValue) -> JsResult<()> {
        let mut guard = lock(&self.inner)?;
        let run = &mut *guard;
        let parts: Vec<Part> = serde_wasm_bindgen::from_value(others)
            .map_err(|e| js_message(&format!("the parts of a step: {e}")))?;
        let parts = parts
            .into_iter()
            .map(|p| (p.index, p.loss, JsFlat(p.grads)))
            .collect();
        let mut own = self.own_part.borrow_mut();
        own.finish(&mut run.trainer, step, parts).map_err(js_error)
    }

    /// One read-back of the parameters, two uses: the model scored on the run's held-out set,
    /// the first `shown` examples with the model's outputs, and the cross-attention of the last
    /// decoder layer on the first one; and the model as a weights file (with the run's
    /// metadata). Resolves to `{step, loss, exact_match, bleu, token_accuracy, n, examples,
    /// attention, weights}`, `bleu` the outputs' corpus BLEU with its statistics (`bleu::Bleu`),
    /// `weights` a `Uint8Array` of safetensors bytes.
    pub fn evaluate(&self, shown: usize) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let mut guard = lock(&inner)?;
            let (scores, weights) = guard
                .score(&Device::Cpu(Cpu), shown)
                .await
                .map_err(js_error)?;
            let out = to_js(&scores)?;
            // Setting a property on a fresh plain object cannot fail.
            let bytes = file_bytes(&weights)?;
            let _ = js_sys::Reflect::set(&out, &"weights".into(), &bytes);
            Ok(out)
        })
    }

    /// The weights to keep now, as a `Uint8Array` of safetensors bytes: the model as it is
    /// while the run is sound, else (after a step failed) its last good weights, whose metadata
    /// say how the run stopped.
    pub fn saved(&self) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let mut guard = lock(&inner)?;
            let trained = format!("{} steps", guard.step());
            let weights = guard.saved_weights(&trained).await.map_err(js_error)?;
            Ok(file_bytes(&weights)?.into())
        })
    }
}

impl TrainSession {
    /// A new model for `data`'s recipe with `settings` in place, on `backend`.
    async fn open(data: Data, settings: JsValue, backend: String) -> JsResult<TrainSession> {
        let o: Overrides = serde_wasm_bindgen::from_value(settings)
            .map_err(|e| js_message(&format!("training settings: {e}")))?;
        let device = Device::open(&backend).await?;
        let runs = Run::new(device.clone(), data, &o).map_err(js_error)?;
        device.check().map_err(js_error)?;
        Ok(TrainSession {
            inner: Rc::new(RefCell::new(runs)),
            own_part: RefCell::new(OwnPart::default()),
        })
    }
}

/// `weights` as a weights file's bytes.
fn file_bytes(weights: &Weights) -> JsResult<js_sys::Uint8Array> {
    let bytes = weights.to_bytes().map_err(js_error)?;
    Ok(js_sys::Uint8Array::from(bytes.as_slice()))
}

/// Every row of the paper's Table 3 with the base row trained `steps` steps, as the page lists
/// them: `[{id, row, changes, label, config, params, paper}]` (`experiment::table3::Listed`).
#[wasm_bindgen]
pub fn table3_rows(steps: u32) -> JsResult<JsValue> {
    to_js(&table3::listed(table3::TASK, steps).map_err(js_error)?)
}

/// The table of the runs the page has gathered, `[{id, runs: [{seed, bleu, ppl}]}]`, each row's
/// mean, spread and comparison with the paper computed as `attend experiment table3` computes
/// them: `{task, steps, seeds, rows}` (`experiment::table3::Table`).
#[wasm_bindgen]
pub fn table3_table(steps: u32, seeds: usize, gathered: JsValue) -> JsResult<JsValue> {
    let gathered: Vec<table3::Gathered> = serde_wasm_bindgen::from_value(gathered)
        .map_err(|e| js_message(&format!("Table 3's runs: {e}")))?;
    to_js(&table3::table_of(table3::TASK, steps, seeds, &gathered).map_err(js_error)?)
}

/// What [`read_pairs`] gives.
#[derive(Serialize)]
struct ReadPairs {
    /// Distinct pairs.
    pairs: usize,
    /// Repeated pairs left out.
    duplicates: usize,
}

/// Sentence pairs a person gave (a file's bytes, `source<TAB>target` a line), read as
/// [`TrainSession::create_from_pairs`] reads them: `{pairs, duplicates}`, or an error naming the
/// line at fault. The page checks them with it before a run starts.
#[wasm_bindgen]
pub fn read_pairs(bytes: &[u8]) -> JsResult<JsValue> {
    let read = crate::data::pairs::for_training(bytes).map_err(js_error)?;
    to_js(&ReadPairs {
        pairs: read.pairs.len(),
        duplicates: read.duplicates,
    })
}

/// The run, or an error when another request holds it.
fn lock(inner: &RefCell<Runs>) -> JsResult<RefMut<'_, Runs>> {
    inner
        .try_borrow_mut()
        .map_err(|_| js_message("the trainer is busy with another request"))
}

#[wasm_bindgen]
extern "C" {
    /// The training threads of a run, as the model's thread hands them to
    /// [`TrainSession::step`] (www/training/pool.js, a run's `{start, share}`).
    #[wasm_bindgen(typescript_type = "{ start: Function, share: Function }")]
    pub type Threads;

    /// Asks each thread for its part of step `step`, first giving it `params` where given: a
    /// promise of the parts, each a [`Part`].
    #[wasm_bindgen(method, catch)]
    fn start(
        this: &Threads,
        step: u32,
        params: Option<js_sys::Float32Array>,
    ) -> std::result::Result<JsValue, JsValue>;

    /// Hands each thread this thread's part of step `step` (`more`: and asks for its part of
    /// the next).
    #[wasm_bindgen(method, catch)]
    fn share(
        this: &Threads,
        step: u32,
        loss: f32,
        grads: js_sys::Float32Array,
        more: bool,
    ) -> std::result::Result<JsValue, JsValue>;
}

/// A part of a step as the threads pass it (www/training/protocol.js, `partOfStep`): which
/// part, its share of the batch's loss, and its gradients, one `Float32Array` in the order of
/// the parameters (carried across as it is).
#[derive(Serialize, Deserialize)]
struct Part {
    index: usize,
    loss: f32,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    grads: js_sys::Float32Array,
}

impl Others for Threads {
    type Flat = JsFlat;
    type Asked = JsValue;

    fn start(&self, step: u32, params: Option<JsFlat>) -> Result<JsValue> {
        Threads::start(self, step, params.map(|p| p.0)).map_err(|e| thread_failed(&e))
    }

    fn share(&self, step: u32, loss: f32, grads: JsFlat, more: bool) -> Result<()> {
        let shared = Threads::share(self, step, loss, grads.0, more);
        shared.map(drop).map_err(|e| thread_failed(&e))
    }

    async fn parts(&self, asked: JsValue) -> Result<Vec<(f32, JsFlat)>> {
        let answered = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(&asked))
            .await
            .map_err(|e| thread_failed(&e))?;
        let parts: Vec<Part> = serde_wasm_bindgen::from_value(answered).map_err(|e| {
            Error::Backend(format!("a training thread answered without its part: {e}"))
        })?;
        Ok(parts
            .into_iter()
            .map(|p| (p.loss, JsFlat(p.grads)))
            .collect())
    }
}

/// A `Float32Array`: the flat arrays the threads hand each other, each copied once, straight
/// from and into the wasm memory.
pub struct JsFlat(js_sys::Float32Array);

impl Flat for JsFlat {
    fn zeros(len: usize) -> Self {
        JsFlat(js_sys::Float32Array::new_with_length(len as u32))
    }
    fn count(&self) -> usize {
        self.0.length() as usize
    }
    fn write(&mut self, at: usize, values: &[f32]) {
        self.0
            .subarray(at as u32, (at + values.len()) as u32)
            .copy_from(values);
    }
    fn read(&self, at: usize, into: &mut [f32]) {
        self.0
            .subarray(at as u32, (at + into.len()) as u32)
            .copy_to(into);
    }
}

/// A thread's failure, as an error of this run.
fn thread_failed(e: &JsValue) -> Error {
    let message = js_sys::Reflect::get(e, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "no reason given".into());
    Error::Backend(format!("a training thread failed: {message}"))
}
