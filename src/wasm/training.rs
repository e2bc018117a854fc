//! Training in the browser: a thin boundary over [`Run`], the same run `attend train` drives. A
//! [`TrainSession`] trains in chunks of steps the page asks for: a chunk is recorded without
//! reading anything back but its losses (and, when asked, the last step's gradient norms), read
//! back once at its end. Evaluation, sample outputs, the attention snapshot and the weights file
//! come from one CPU copy of the parameters, read back asynchronously, so the GPU never blocks
//! the page. Values cross as JavaScript objects (serde-wasm-bindgen).

use std::cell::{RefCell, RefMut};
use std::collections::BTreeMap;
use std::rc::Rc;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::device::{on_device, Device};
use super::{js_error, js_message, to_js, JsResult};
use crate::backend::{Backend, Cpu, Train};
use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::model::{Config, Grads, HostParams, Transformer};
use crate::tensor::Tensor;
use crate::train::{score, DeferredStep, InTurn, Overrides, Run, Scores, TrainOptions, HELD_OUT};

/// The run, on whichever backend ([`on_device!`]).
enum Runs {
    Cpu(Box<Run<Cpu>>),
    #[cfg(feature = "gpu")]
    Gpu(Box<Run<crate::backend::Gpu>>),
}

/// A model being trained on a task, on the CPU or the GPU.
#[wasm_bindgen]
pub struct TrainSession {
    inner: Rc<RefCell<Runs>>,
    /// In a training thread, the part of a step it computed last, kept for
    /// [`TrainSession::finish`]: the step, the part's index, its loss and gradients.
    own_part: RefCell<Option<(u32, usize, Part)>>,
}

/// A part's loss and gradients, on the CPU.
type Part = (Tensor, Grads<Cpu>);

/// What [`TrainSession::describe`] gives.
#[derive(Serialize)]
struct Described<'a> {
    config: &'a Config,
    parameters: usize,
    task: &'static str,
    /// Held-out examples each evaluation scores.
    held_out: usize,
    #[serde(flatten)]
    options: &'a TrainOptions,
}

/// What [`TrainSession::step`] resolves to.
#[derive(Serialize)]
struct Chunk {
    /// Steps done, after this chunk.
    step: u32,
    /// Steps trained in this chunk.
    n: u32,
    /// One loss per step.
    losses: Vec<f32>,
    lr: f32,
    tokens: usize,
    /// The gradient norm of each group of parameters at the chunk's last step, when asked.
    grad_norms: BTreeMap<String, f32>,
    /// Whether the run's schedule scores the model now.
    evaluate: bool,
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
        let o: Overrides = serde_wasm_bindgen::from_value(settings)
            .map_err(|e| js_message(&format!("training settings: {e}")))?;
        let task = Task::from_name(&task).map_err(js_error)?;
        let device = Device::open(&backend).await?;
        let runs = on_device!(device.clone(), Device => Runs, |b| {
            Box::new(Run::new(b, task, &o).map_err(js_error)?)
        });
        device.check().map_err(js_error)?;
        Ok(TrainSession {
            inner: Rc::new(RefCell::new(runs)),
            own_part: RefCell::new(None),
        })
    }

    /// The backend in words, e.g. `cpu`.
    pub fn backend(&self) -> String {
        on_device!(&*self.inner.borrow(), Runs, |r| r.trainer.backend.name())
    }

    /// `{config, parameters, task, held_out, steps, batch_size, warmup, lr_factor, ...}`: the
    /// model, its parameter count, the held-out set's size and the training options.
    pub fn describe(&self) -> JsResult<JsValue> {
        on_device!(&*self.inner.borrow(), Runs, |r| {
            let t = &r.trainer;
            to_js(&Described {
                config: &t.model.config,
                parameters: t.model.config.param_count(),
                task: t.task.name(),
                held_out: HELD_OUT,
                options: &t.options,
            })
        })
    }

    /// Trains up to `n` more steps, stopping early where the run's schedule scores the model.
    /// Resolves to `{step, n, losses, lr, tokens, grad_norms, evaluate}` (one loss per step;
    /// the gradient norm of each layer at the last step when `grad_norms`; `evaluate` when the
    /// model is due to be scored). A loss that is not finite or explodes rejects with a
    /// `DivergedError`; the steps are then kept, so the page should go back to the weights of
    /// its last evaluation.
    ///
    /// With `others` (CPU runs cut into parts, see [`TrainSession::threads`]), the parts past
    /// the first are computed elsewhere, in workers holding their own session of the same run
    /// and stepping it as this one does. `others` is `{start, share}`:
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
    pub fn step(
        &self,
        n: u32,
        grad_norms: bool,
        others: Option<js_sys::Object>,
    ) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let mut guard = lock(&inner)?;
            let chunk = match (&mut *guard, others) {
                (Runs::Cpu(r), Some(others)) if r.trainer.part_count() > 1 => {
                    pooled_steps(r, n, grad_norms, &others).await
                }
                (runs, _) => on_device!(runs, Runs, |r| steps(r, n, grad_norms).await),
            }
            .map_err(js_error)?;
            to_js(&chunk)
        })
    }

    /// How many parts each step's batch is cut into (the run's `threads`, at most one per
    /// example): on the CPU, as many workers can compute a step at once.
    pub fn threads(&self) -> usize {
        on_device!(&*self.inner.borrow(), Runs, |r| r.trainer.part_count())
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
        let run = cpu_run(&mut guard)?;
        let t = &mut run.trainer;
        if step != t.step + 1 {
            return Err(js_message(&format!(
                "this training thread is at step {}, so it cannot compute a part of step {step}",
                t.step
            )));
        }
        if let Some(params) = params {
            load_flat(&mut t.model, &params).map_err(js_error)?;
        }
        let (loss, grads) = t.step_part(step, index).map_err(js_error)?;
        let flat = flat_grads(&mut t.model, &grads).map_err(js_error)?;
        let out = js_sys::Object::new();
        // Setting a property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&out, &"loss".into(), &loss[0].into());
        let _ = js_sys::Reflect::set(&out, &"grads".into(), &flat);
        *self.own_part.borrow_mut() = Some((step, index, (loss, grads)));
        Ok(out.into())
    }

    /// Step `step` in a training thread, as the model's thread takes it: the sum of every
    /// part's gradients, this thread's own ([`TrainSession::part`]) and `others` (an array of
    /// `{index, loss, grads}`, the rest), applied with Adam. CPU runs only.
    pub fn finish(&self, step: u32, others: js_sys::Array) -> JsResult<()> {
        let mut guard = lock(&self.inner)?;
        let run = cpu_run(&mut guard)?;
        let t = &mut run.trainer;
        let own = self.own_part.borrow_mut().take();
        let Some((_, own_index, own)) = own.filter(|(s, ..)| *s == step) else {
            return Err(js_message(&format!(
                "this training thread has no part of step {step} to finish it with"
            )));
        };
        let mut parts = vec![(own_index, own)];
        for part in others.iter() {
            let index = js_sys::Reflect::get(&part, &"index".into())
                .ok()
                .and_then(|i| i.as_f64())
                .ok_or_else(|| js_message("a part of a step came without its index"))?;
            parts.push((
                index as usize,
                part_from_js(&mut t.model, &part).map_err(js_error)?,
            ));
        }
        parts.sort_by_key(|(index, _)| *index);
        let results = parts.into_iter().map(|(_, part)| part).collect();
        t.finish_step(results, false).map_err(js_error)?;
        Ok(())
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
            let (scores, bytes) =
                on_device!(&mut *guard, Runs, |r| scored(r, shown).await).map_err(js_error)?;
            let out = to_js(&scores)?;
            // Setting a property on a fresh plain object cannot fail.
            let bytes = js_sys::Uint8Array::from(bytes.as_slice());
            let _ = js_sys::Reflect::set(&out, &"weights".into(), &bytes);
            Ok(out)
        })
    }
}

/// The run, or an error when another request holds it.
fn lock(inner: &RefCell<Runs>) -> JsResult<RefMut<'_, Runs>> {
    inner
        .try_borrow_mut()
        .map_err(|_| js_message("the trainer is busy with another request"))
}

/// Up to `n` deferred steps, then one readback of their losses (and the last step's gradient
/// norms).
async fn steps<B: Train>(run: &mut Run<B>, n: u32, grad_norms: bool) -> Result<Chunk> {
    let n = run.chunk(n);
    let mut done = Vec::new();
    for i in 0..n {
        let last = i + 1 == n;
        done.push(run.trainer.step(&InTurn, false, grad_norms && last)?);
    }
    read_chunk(run, done).await
}

/// [`steps`] with each step's parts past the first computed by `others` (workers stepping
/// their own sessions of the run, see [`TrainSession::step`]) while this one computes the first.
async fn pooled_steps(
    run: &mut Run<Cpu>,
    n: u32,
    grad_norms: bool,
    others: &js_sys::Object,
) -> Result<Chunk> {
    let start = method(others, "start")?;
    let share = method(others, "share")?;
    let n = run.chunk(n);
    let mut done = Vec::new();
    for i in 0..n {
        let t = &mut run.trainer;
        let step = t.step + 1;
        let params = if i == 0 {
            flat_params(&mut t.model).into()
        } else {
            JsValue::UNDEFINED
        };
        let asked = start
            .call2(others, &step.into(), &params)
            .map_err(|e| thread_failed(&e))?;
        let own = t.step_part(step, 0)?;
        let grads = flat_grads(&mut t.model, &own.1)?;
        let loss = own.0[0];
        let more = i + 1 < n;
        let args = js_sys::Array::of4(&step.into(), &loss.into(), &grads, &more.into());
        share.apply(others, &args).map_err(|e| thread_failed(&e))?;
        let answered = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(&asked))
            .await
            .map_err(|e| thread_failed(&e))?;
        let mut parts = vec![own];
        for part in js_sys::Array::from(&answered).iter() {
            parts.push(part_from_js(&mut t.model, &part)?);
        }
        done.push(t.finish_step(parts, grad_norms && i + 1 == n)?);
    }
    read_chunk(run, done).await
}

/// The function `name` of `object`.
fn method(object: &js_sys::Object, name: &str) -> Result<js_sys::Function> {
    js_sys::Reflect::get(object, &name.into())
        .ok()
        .filter(|f| f.is_function())
        .map(js_sys::Function::from)
        .ok_or_else(|| Error::Backend(format!("the training threads have no {name} function")))
}

/// The CPU run, or an error for a GPU one (in the CPU-only core every run is a CPU run).
fn cpu_run(runs: &mut Runs) -> JsResult<&mut Run<Cpu>> {
    #[cfg_attr(not(feature = "gpu"), allow(irrefutable_let_patterns))]
    let Runs::Cpu(run) = runs
    else {
        return Err(js_message("only a CPU run computes parts of a step"));
    };
    Ok(run)
}

/// A worker's failure, as an error of this run.
fn thread_failed(e: &JsValue) -> Error {
    let message = js_sys::Reflect::get(e, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "no reason given".into());
    Error::Backend(format!("a training thread failed: {message}"))
}

/// Every trained parameter of `model`, one after another in the order of
/// [`Transformer::params_mut`]: what the workers computing parts of a step start from.
fn flat_params(model: &mut Transformer<Cpu>) -> js_sys::Float32Array {
    let params = model.params_mut();
    to_flat(params.iter().map(|(_, p)| &**p))
}

/// `tensors` one after another in one `Float32Array`, each copied once, straight from the
/// wasm memory.
fn to_flat<'a>(tensors: impl Iterator<Item = &'a Tensor> + Clone) -> js_sys::Float32Array {
    let total: usize = tensors.clone().map(Tensor::len).sum();
    let flat = js_sys::Float32Array::new_with_length(total as u32);
    let mut at = 0;
    for t in tensors {
        let n = t.len();
        let part = flat.subarray(at as u32, (at + n) as u32);
        match t.as_slice() {
            Some(values) => part.copy_from(values),
            None => part.copy_from(&t.iter().copied().collect::<Vec<_>>()),
        }
        at += n;
    }
    flat
}

/// Numbers in `params` altogether: the length of [`flat_params`]' array.
fn total_len(params: &[(String, &mut Tensor)]) -> usize {
    params.iter().map(|(_, p)| p.len()).sum()
}

/// Sets `model`'s parameters from [`flat_params`]' layout.
fn load_flat(model: &mut Transformer<Cpu>, flat: &js_sys::Float32Array) -> Result<()> {
    let mut params = model.params_mut();
    let want = total_len(&params);
    if flat.length() as usize != want {
        return Err(Error::Input(format!(
            "the parameters hold {} numbers, but this model has {want}",
            flat.length()
        )));
    }
    let mut at = 0;
    for (_, p) in params.iter_mut() {
        let n = p.len();
        let part = flat.subarray(at as u32, (at + n) as u32);
        match p.as_slice_mut() {
            Some(values) => part.copy_to(values),
            None => p.iter_mut().zip(part.to_vec()).for_each(|(x, v)| *x = v),
        }
        at += n;
    }
    model.sync_tied();
    Ok(())
}

/// `grads` in [`flat_params`]' layout.
fn flat_grads(model: &mut Transformer<Cpu>, grads: &Grads<Cpu>) -> Result<js_sys::Float32Array> {
    let ordered = model
        .params_mut()
        .into_iter()
        .map(|(name, _)| {
            grads
                .get(&name)
                .ok_or_else(|| Error::Input(format!("no gradient for {name}")))
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(to_flat(ordered.into_iter()))
}

/// A part's `{loss, grads}` from a worker ([`TrainSession::part`]), shaped as `model`'s
/// parameters.
fn part_from_js(model: &mut Transformer<Cpu>, part: &JsValue) -> Result<(Tensor, Grads<Cpu>)> {
    let field = |name: &str| js_sys::Reflect::get(part, &name.into()).ok();
    let loss = field("loss").and_then(|l| l.as_f64());
    let flat = field("grads")
        .filter(|g| g.is_instance_of::<js_sys::Float32Array>())
        .map(js_sys::Float32Array::from);
    let (Some(loss), Some(flat)) = (loss, flat) else {
        return Err(Error::Backend(
            "a training thread answered without a loss and gradients".into(),
        ));
    };
    let params = model.params_mut();
    let want = total_len(&params);
    if flat.length() as usize != want {
        return Err(Error::Backend(format!(
            "a training thread's gradients hold {} numbers, but this model has {want} parameters",
            flat.length()
        )));
    }
    let mut grads = Grads::default();
    let mut at = 0;
    for (name, p) in params {
        let n = p.len();
        let values = flat.subarray(at as u32, (at + n) as u32).to_vec();
        let g = Tensor::from_shape_vec(p.raw_dim(), values)
            .map_err(|e| Error::Backend(format!("a training thread's gradient {name}: {e}")))?;
        grads.tensors.insert(name, g);
        at += n;
    }
    Ok((Tensor::from_elem(ndarray::IxDyn(&[1]), loss as f32), grads))
}

/// One readback of the losses of `done` (and the last one's gradient norms): the chunk.
async fn read_chunk<B: Train>(run: &mut Run<B>, done: Vec<DeferredStep<B>>) -> Result<Chunk> {
    let t = &mut run.trainer;
    let n = done.len() as u32;
    let first = t.step + 1 - n;
    let mut losses = Vec::new();
    let mut grad_sq = Vec::new();
    let (mut tokens, mut lr) = (0, 0.0);
    for step in done {
        tokens += step.report.tokens;
        lr = step.report.lr;
        losses.push(step.loss);
        grad_sq = step.grad_sq;
    }
    let mut wanted: Vec<&B::Tensor> = losses.iter().collect();
    wanted.extend(grad_sq.iter().map(|(_, t)| t));
    let hosts = t.backend.fetch(&wanted).await?;
    let values: Vec<f32> = hosts.iter().map(|h| h[0]).collect();
    let (loss_values, sq_values) = values.split_at(losses.len());
    for (i, &loss) in loss_values.iter().enumerate() {
        t.check_loss(first + i as u32, loss)?;
    }
    let step = t.step;
    Ok(Chunk {
        step,
        n,
        losses: loss_values.to_vec(),
        lr,
        tokens,
        grad_norms: grad_sq
            .iter()
            .zip(sq_values)
            .map(|((group, _), sq)| (group.clone(), sq.sqrt()))
            .collect(),
        evaluate: run.evaluates_at(step),
    })
}

/// The run's parameters read back: its scores and its weights file.
async fn scored<B: Train>(run: &mut Run<B>, shown: usize) -> Result<(Scores, Vec<u8>)> {
    let t = &mut run.trainer;
    let named: Vec<(String, B::Tensor)> = t
        .model
        .params_mut()
        .into_iter()
        .map(|(name, p)| (name, p.clone()))
        .collect();
    let tensors: Vec<&B::Tensor> = named.iter().map(|(_, p)| p).collect();
    let hosts = t.backend.fetch(&tensors).await?;
    let host = named.iter().map(|(name, _)| name.clone()).zip(hosts);
    let params: HostParams = t.model.export_host(host.collect())?;
    let (step, smoothing) = (t.step, t.options.label_smoothing);
    let model = Transformer::new(&Cpu, t.model.config.clone(), params.clone())?;
    let bytes = run
        .weights(params, &format!("{step} steps in the browser"))
        .to_bytes()?;
    let vocabs = &run.trainer.vocabs;
    let scores = score(&model, vocabs, run.held_out(), (step, shown, smoothing))?;
    Ok((scores, bytes))
}
