//! Training in the browser. A [`TrainSession`] trains a new model on one of the tasks, in
//! chunks of steps the page asks for: a chunk is recorded without reading anything back but its
//! losses (and, when asked, the last step's gradient norms), read back once at its end.
//! Evaluation, sample outputs, the attention snapshot and the weights file come from one CPU
//! copy of the parameters, read back asynchronously, so the GPU never blocks the page.

use std::cell::{RefCell, RefMut};
use std::rc::Rc;

use js_sys::{Object, Reflect};
use serde::Deserialize;
use serde_json::json;
use wasm_bindgen::prelude::*;

use super::{js_error, Fetch};
use crate::backend::{Backend, Cpu, Gpu, Train};
use crate::data::tasks::{Example, Task};
use crate::data::Vocabs;
use crate::decode::greedy;
use crate::error::{Error, Result};
use crate::model::{Batch, Config, HostParams, Pass, Transformer};
use crate::train::{evaluate, make_batch, Recipe, TrainOptions, Trainer};
use crate::weights::Weights;

/// What the page chooses; anything left out takes the task's recipe ([`Recipe::for_task`], as
/// `attend train` does).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Settings {
    task: String,
    /// The model size: `recipe` (the task's), `tiny` or `small` ([`Config::tiny`],
    /// [`Config::small`]).
    preset: String,
    steps: Option<u32>,
    batch_size: Option<usize>,
    warmup: Option<u32>,
    lr_factor: Option<f32>,
    label_smoothing: Option<f32>,
    dropout: Option<f32>,
    seed: Option<u64>,
}

/// Held-out examples scored at each evaluation.
const HELD_OUT: usize = 200;

enum Trainers {
    Cpu(Box<Trainer<Cpu>>),
    Gpu(Box<Trainer<Gpu>>),
}

struct Inner {
    trainer: Trainers,
    task: Task,
    held_out: Vec<Example>,
    /// The settings as given, kept in the weights file's metadata.
    settings: String,
}

/// A model being trained on a task, on the CPU or the GPU.
#[wasm_bindgen]
pub struct TrainSession {
    inner: Rc<RefCell<Inner>>,
}

fn options(s: &Settings, recipe: &Recipe) -> TrainOptions {
    let d = recipe.options();
    TrainOptions {
        steps: s.steps.unwrap_or(d.steps),
        batch_size: s.batch_size.unwrap_or(d.batch_size),
        warmup: s.warmup.unwrap_or(d.warmup),
        lr_factor: s.lr_factor.unwrap_or(d.lr_factor),
        label_smoothing: s.label_smoothing.unwrap_or(d.label_smoothing),
        dropout: s.dropout.unwrap_or(d.dropout),
        seed: s.seed.unwrap_or(d.seed),
        ..d
    }
}

/// Every task's recipe, as JSON `{task: {d_model, n_heads, n_layers, d_ff, steps, batch_size,
/// warmup, lr_factor, label_smoothing, dropout, describe}}`: the training panel's starting values
/// (`describe` in the words `attend train` prints).
#[wasm_bindgen]
pub fn recipes() -> String {
    /// A recipe and its description (serialised straight to JSON, so `0.1f32` reads `0.1`).
    #[derive(serde::Serialize)]
    struct Shown {
        #[serde(flatten)]
        recipe: Recipe,
        describe: String,
    }
    let all: std::collections::BTreeMap<&str, Shown> = Task::ALL
        .iter()
        .map(|&t| {
            let recipe = Recipe::for_task(t);
            let describe = recipe.describe();
            (t.name(), Shown { recipe, describe })
        })
        .collect();
    serde_json::to_string(&all).expect("recipes serialise")
}

// Each request holds the trainer across its awaits; one arriving while another runs is refused
// by `try_borrow_mut` ("busy"), never a panic.
#[allow(clippy::await_holding_refcell_ref)]
#[wasm_bindgen]
impl TrainSession {
    /// A new model for the task in `settings` (JSON: `task`, `preset`, and optionally `steps`,
    /// `batch_size`, `warmup`, `lr_factor`, `label_smoothing`, `dropout`, `seed`), initialised
    /// as PyTorch would, on `backend` (`"gpu"` or `"cpu"`).
    pub async fn create(
        settings: String,
        backend: String,
    ) -> std::result::Result<TrainSession, JsError> {
        let s: Settings = serde_json::from_str(&settings)
            .map_err(|e| JsError::new(&format!("training settings: {e}")))?;
        let task = Task::from_name(&s.task).map_err(js_error)?;
        let recipe = Recipe::for_task(task);
        let recipe_config = recipe.config(task);
        let preset = match s.preset.as_str() {
            "recipe" => recipe_config.clone(),
            "tiny" => Config::tiny(),
            "small" => Config::small(),
            other => {
                return Err(JsError::new(&format!(
                    "unknown model size {other:?}: use \"recipe\", \"tiny\" or \"small\""
                )))
            }
        };
        let config = Config {
            src_vocab_size: recipe_config.src_vocab_size,
            tgt_vocab_size: recipe_config.tgt_vocab_size,
            max_len: recipe_config.max_len,
            ..preset
        };
        config.validate().map_err(js_error)?;
        let o = options(&s, &recipe);
        o.validate().map_err(js_error)?;
        let trainer = match backend.as_str() {
            "cpu" => {
                let model = Transformer::init(&Cpu, config, o.seed).map_err(js_error)?;
                Trainers::Cpu(Box::new(
                    Trainer::new(Cpu, model, task, o).map_err(js_error)?,
                ))
            }
            "gpu" => {
                let gpu = Gpu::open().await.map_err(js_error)?;
                let model = Transformer::init(&gpu, config, o.seed).map_err(js_error)?;
                gpu.context().check().map_err(js_error)?;
                Trainers::Gpu(Box::new(
                    Trainer::new(gpu, model, task, o).map_err(js_error)?,
                ))
            }
            other => {
                return Err(JsError::new(&format!(
                    "unknown backend {other:?}: use \"gpu\" or \"cpu\""
                )))
            }
        };
        Ok(TrainSession {
            inner: Rc::new(RefCell::new(Inner {
                trainer,
                task,
                held_out: task.test_set(HELD_OUT),
                settings,
            })),
        })
    }

    /// The backend in words, e.g. `cpu`.
    pub fn backend(&self) -> String {
        match &self.inner.borrow().trainer {
            Trainers::Cpu(t) => t.backend.name(),
            Trainers::Gpu(t) => t.backend.name(),
        }
    }

    /// The model's config, its parameter count and the training options, as JSON.
    pub fn describe(&self) -> String {
        let inner = self.inner.borrow();
        let (config, o) = match &inner.trainer {
            Trainers::Cpu(t) => (&t.model.config, &t.options),
            Trainers::Gpu(t) => (&t.model.config, &t.options),
        };
        json!({
            "config": config,
            "parameters": config.param_count(),
            "task": inner.task.name(),
            "steps": o.steps,
            "batch_size": o.batch_size,
            "warmup": o.warmup,
            "lr_factor": o.lr_factor,
            "label_smoothing": o.label_smoothing,
            "dropout": o.dropout,
        })
        .to_string()
    }

    /// Trains `n` more steps. Resolves to JSON: `{step, losses, lr, tokens, grad_norms}` (one
    /// loss per step; the gradient norm of each layer at the last step when `grad_norms`).
    /// A loss that is not finite or explodes rejects with a message; the steps are then kept,
    /// so the page should go back to the weights of its last evaluation.
    pub fn step(&self, n: u32, grad_norms: bool) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let mut guard = lock(&inner)?;
            let out = match &mut guard.trainer {
                Trainers::Cpu(t) => steps(t, n, grad_norms).await,
                Trainers::Gpu(t) => steps(t, n, grad_norms).await,
            }
            .map_err(js_error)?;
            Ok(out.to_string().into())
        })
    }

    /// One read-back of the parameters, two uses: the model scored on the first `n` held-out
    /// examples (at most 200), the first `shown` of them with the model's outputs, and the
    /// cross-attention of the last decoder layer on the first one; and the model as a weights
    /// file (with its task, vocabulary and settings in the metadata). Resolves to
    /// `{scores, weights}`: `scores` is JSON `{step, loss, exact_match, token_accuracy, n,
    /// examples, attention}`, `weights` a `Uint8Array` of safetensors bytes.
    pub fn evaluate(&self, n: usize, shown: usize) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let mut guard = lock(&inner)?;
            let inner = &mut *guard;
            let smoothing = match &inner.trainer {
                Trainers::Cpu(t) => t.options.label_smoothing,
                Trainers::Gpu(t) => t.options.label_smoothing,
            };
            let (step, config, params) = match &mut inner.trainer {
                Trainers::Cpu(t) => (t.step, t.model.config.clone(), host_params(t).await),
                Trainers::Gpu(t) => (t.step, t.model.config.clone(), host_params(t).await),
            };
            let params = params.map_err(js_error)?;
            let vocabs = inner.task.vocabs();
            let weights = Weights {
                params: params.clone(),
                config: config.clone(),
                vocab: Some(vocabs.clone()),
                extra: [
                    ("task".to_string(), inner.task.name().to_string()),
                    (
                        "trained".to_string(),
                        format!("{step} steps in the browser"),
                    ),
                    ("settings".to_string(), inner.settings.clone()),
                ]
                .into_iter()
                .collect(),
            };
            let bytes = weights.to_bytes().map_err(js_error)?;
            let model = Transformer::new(&Cpu, config, params).map_err(js_error)?;
            let examples = &inner.held_out[..n.clamp(1, inner.held_out.len())];
            let scores =
                score(&model, &vocabs, examples, shown, step, smoothing).map_err(js_error)?;
            let out = Object::new();
            // Setting a property on a fresh plain object cannot fail.
            let _ = Reflect::set(&out, &"scores".into(), &scores.to_string().into());
            let _ = Reflect::set(
                &out,
                &"weights".into(),
                &js_sys::Uint8Array::from(bytes.as_slice()),
            );
            Ok(out.into())
        })
    }
}

/// The trainer, or an error when another request holds it.
fn lock(inner: &RefCell<Inner>) -> std::result::Result<RefMut<'_, Inner>, JsError> {
    inner
        .try_borrow_mut()
        .map_err(|_| JsError::new("the trainer is busy with another request"))
}

/// `n` deferred steps, then one readback of their losses (and the last step's gradient norms).
async fn steps<B: Fetch + Train>(
    t: &mut Trainer<B>,
    n: u32,
    grad_norms: bool,
) -> Result<serde_json::Value> {
    let first = t.step + 1;
    let mut losses = Vec::new();
    let mut grad_sq = Vec::new();
    let (mut tokens, mut lr) = (0, 0.0);
    for i in 0..n.max(1) {
        let step = t.train_step_deferred(grad_norms && i + 1 == n.max(1))?;
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
    let norms: serde_json::Map<String, serde_json::Value> = grad_sq
        .iter()
        .zip(sq_values)
        .map(|((group, _), sq)| (group.clone(), json!(sq.sqrt())))
        .collect();
    Ok(json!({
        "step": t.step,
        "losses": loss_values,
        "lr": lr,
        "tokens": tokens,
        "grad_norms": norms,
    }))
}

async fn host_params<B: Fetch + Train>(t: &mut Trainer<B>) -> Result<HostParams> {
    let named: Vec<(String, B::Tensor)> = t
        .model
        .params_mut()
        .into_iter()
        .map(|(name, p)| (name, p.clone()))
        .collect();
    let tensors: Vec<&B::Tensor> = named.iter().map(|(_, p)| p).collect();
    let hosts = t.backend.fetch(&tensors).await?;
    let host = named.iter().map(|(name, _)| name.clone()).zip(hosts);
    t.model.export_host(host.collect())
}

/// Held-out scores and loss (label smoothing as in training, so it compares with the training
/// loss), a few outputs, and the last decoder layer's cross-attention on the first example
/// (teacher-forced with the right answer, every head).
fn score(
    model: &Transformer<Cpu>,
    vocabs: &Vocabs,
    examples: &[Example],
    shown: usize,
    step: u32,
    smoothing: f32,
) -> Result<serde_json::Value> {
    let e = evaluate(&Cpu, model, vocabs, examples)?;
    let c = &model.config;
    let batch = make_batch(examples, vocabs)?;
    let logits = model.forward(&mut Pass::inference(&Cpu), &batch.src, &batch.tgt_in)?;
    let rows = logits.len() / c.tgt_vocab_size;
    let logits = logits
        .into_shape_with_order(ndarray::IxDyn(&[rows, c.tgt_vocab_size]))
        .map_err(|e| Error::Input(format!("held-out logits: {e}")))?;
    let (loss, _) = Cpu.cross_entropy(&logits, &batch.tgt_out.ids, c.pad_id, smoothing);
    let skip = [c.pad_id, c.bos_id, c.eos_id];
    let mut outputs = Vec::new();
    for ex in examples.iter().take(shown) {
        let src = vocabs.src.encode(&ex.src)?;
        let (hyp, _) = greedy(model, &Cpu, &src, c.max_len)?;
        let got = vocabs.tgt.decode(&hyp.tokens, &skip);
        outputs.push(json!({"src": ex.src, "want": ex.tgt, "got": got, "right": got == ex.tgt}));
    }
    let first = &examples[0];
    let src = vocabs.src.encode(&first.src)?;
    let mut tgt = vec![c.bos_id];
    tgt.extend(vocabs.tgt.encode(&first.tgt)?);
    let mut pass = Pass::traced(&Cpu);
    model.forward(&mut pass, &Batch::single(&src)?, &Batch::single(&tgt)?)?;
    let trace = pass.into_trace()?;
    let name = format!("decoder.{}.cross_attn.weights", c.n_decoder_layers - 1);
    let weights = trace
        .get(&name)
        .ok_or_else(|| Error::Input(format!("the trace has no {name}")))?;
    let heads: Vec<Vec<Vec<f32>>> = weights
        .index_axis(ndarray::Axis(0), 0)
        .outer_iter()
        .map(|head| {
            head.outer_iter()
                .map(|row| row.iter().copied().collect())
                .collect()
        })
        .collect();
    let token = |v: &crate::data::Vocab, ids: &[u32]| -> Vec<String> {
        ids.iter().map(|&i| v.token(i).to_string()).collect()
    };
    Ok(json!({
        "step": step,
        "loss": loss[0],
        "exact_match": e.exact_match,
        "token_accuracy": e.token_accuracy,
        "n": e.n,
        "examples": outputs,
        "attention": {
            "layer": c.n_decoder_layers - 1,
            "src": token(&vocabs.src, &src),
            "tgt": token(&vocabs.tgt, &tgt),
            "heads": heads,
        },
    }))
}
