//! The browser's door into the core (wasm-bindgen). Thin: it converts between JavaScript and
//! Rust values and forwards to the model, the decoders and the trace; it holds no model logic.
//!
//! A [`Session`] holds one model on one backend. [`Session::run`] decodes an input greedily and
//! with beam search, then runs one traced forward pass over the source and the greedy output
//! (shifted right) and returns every recorded tensor: `{meta, data}`, where `meta` is an object
//! (tokens, decoding steps, and for each trace entry its name, shape and offset into `data`) and
//! `data` is one `Float32Array` holding all the tensors, so it can be handed between threads
//! without copying. Values cross as plain JavaScript objects (serde-wasm-bindgen); errors as
//! `Error`s named after their kind (`InputError`, `WeightsError`, `DivergedError`, ...).

// Training's entry points, in the cores built with the `training` feature (Cargo.toml): the page
// first loads a core without them, a third smaller, to show the model, and a training core when
// a run starts (www/model/cores.js).
#[cfg(feature = "training")]
mod training;

// The instruments of tests/browser/bench.mjs, only in the core it builds for itself.
#[cfg(feature = "bench")]
mod bench;

use std::rc::Rc;

use js_sys::{Float32Array, Object, Reflect};
use serde::Serialize;
use serde_json::json;
use wasm_bindgen::prelude::*;

#[cfg(feature = "gpu")]
use crate::backend::Gpu;
use crate::backend::{Backend, Cpu};
use crate::catalog::Catalog;
use crate::data::Vocabs;
use crate::decode::{search, Beam, BeamResult, Greedy, GreedyStep, Hypothesis};
use crate::error::{Error, Result};
use crate::model::{Batch, Config, Edits, Pass, Transformer};
use crate::sample::{Sample, Sampling, MAX_SAMPLES};
use crate::trace::Trace;
use crate::weights::Weights;

/// What the boundary's functions return to JavaScript.
type JsResult<T> = std::result::Result<T, JsValue>;

/// `e` as a JavaScript `Error` named after its kind (`InputError`, ...); a divergence also
/// carries its `step` and `loss`.
fn js_error(e: Error) -> JsValue {
    let error = js_sys::Error::new(&e.to_string());
    error.set_name(&format!("{}Error", e.kind()));
    if let Error::Diverged { step, loss, .. } = e {
        // Setting a property on a fresh error object cannot fail.
        let _ = Reflect::set(&error, &"step".into(), &step.into());
        let _ = Reflect::set(&error, &"loss".into(), &loss.into());
    }
    error.into()
}

/// A plain `Error` with `message`, for what the boundary itself refuses.
fn js_message(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

#[cfg(feature = "gpu")]
std::thread_local! {
    /// The GPU this thread's sessions share (models and training runs alike), kept after they
    /// are freed: opening a device and compiling a kernel for each op takes most of a second
    /// in a browser, where a model on an open device loads in tens of milliseconds. Each
    /// kernel is compiled once, for the first model that needs it.
    static SHARED_GPU: std::cell::RefCell<Option<Gpu>> = const { std::cell::RefCell::new(None) };
}

/// The GPU the sessions share: the one already open, unless it has reported an error (a lost
/// device, a refused kernel), after which a new one is opened for the next session. The free
/// buffers the sessions before left in its pool are released, so that memory a large model or
/// training run took goes back when the next opens.
#[cfg(feature = "gpu")]
async fn shared_gpu() -> Result<Gpu> {
    if let Some(gpu) = SHARED_GPU.with_borrow(Clone::clone) {
        if gpu.context().check().is_ok() {
            gpu.context().release_pooled();
            return Ok(gpu);
        }
    }
    let gpu = Gpu::open().await?;
    SHARED_GPU.set(Some(gpu.clone()));
    Ok(gpu)
}

/// What a core built without the `gpu` feature (the page's CPU-only core) says when asked for
/// WebGPU: the page loads the full core for that.
#[cfg(not(feature = "gpu"))]
const CPU_ONLY: &str = "this wasm core is built for the CPU only; WebGPU needs the full core";

/// `value` as a plain JavaScript value (objects, not `Map`s).
fn to_js<T: Serialize>(value: &T) -> JsResult<JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_message(&e.to_string()))
}

#[cfg(feature = "training")]
pub use training::TrainSession;

/// One traced forward pass with `edits`: every intermediate, on the host.
async fn trace<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    (src, tgt): (&[u32], &[u32]),
    edits: &Edits,
) -> Result<Trace> {
    let mut pass = Pass::traced(b).with_edits(edits);
    model.forward(&mut pass, &Batch::single(src)?, &Batch::single(tgt)?)?;
    let recording = pass.into_recording();
    let hosts = b.fetch(&recording.device_tensors()).await?;
    Ok(recording.resolve(hosts))
}

/// What one run of the model found.
struct Run {
    greedy: (Hypothesis, Vec<GreedyStep>),
    /// The decoder's input of the traced pass: bos, then the greedy output shifted right.
    tgt: Vec<u32>,
    beam: Option<BeamResult>,
    trace: Trace,
}

/// Decodes `src` with `edits` and traces one pass over it and `forced` (the decoder's input:
/// by default bos, then the greedy output but its last token, so row t of the logits is the
/// prediction greedy decoding made at step t).
async fn run_on<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    (beam, alpha): (usize, f32),
    edits: &Edits,
    forced: Option<Vec<u32>>,
) -> Result<Run> {
    let mut greedy = Greedy::new(&model.config, usize::MAX)?;
    search(model, b, src, &mut greedy, edits).await?;
    let greedy = greedy.finish();
    let beam = if beam > 1 {
        let mut s = Beam::new(&model.config, beam, usize::MAX, alpha)?;
        search(model, b, src, &mut s, edits).await?;
        Some(s.finish()?)
    } else {
        None
    };
    let tgt = forced.unwrap_or_else(|| {
        let out = &greedy.0.tokens;
        [&[model.config.bos_id], &out[..out.len().saturating_sub(1)]].concat()
    });
    let trace = trace(model, b, (src, &tgt), edits).await?;
    Ok(Run {
        greedy,
        tgt,
        beam,
        trace,
    })
}

enum Loaded {
    Cpu(Box<Transformer<Cpu>>),
    #[cfg(feature = "gpu")]
    Gpu(Gpu, Box<Transformer<Gpu>>),
}

struct Inner {
    model: Loaded,
    config: Config,
    vocab: Vocabs,
    info: Info,
}

/// What the page learns of a loaded model.
#[derive(Serialize)]
struct Info {
    config: Config,
    /// Where the model departs from the paper's design, in words (`["no causal mask"]`).
    design: Vec<&'static str>,
    parameters: usize,
    vocab: serde_json::Value,
    metadata: std::collections::BTreeMap<String, String>,
    /// The name of every tensor a traced pass records, laid out as the model is.
    trace: crate::trace::Names,
}

/// One model, loaded from a weights file onto a backend.
#[wasm_bindgen]
pub struct Session {
    inner: Rc<Inner>,
}

#[wasm_bindgen]
impl Session {
    /// Loads a weights file (its bytes) onto `backend`: `"gpu"` (WebGPU; an error if the
    /// browser has no adapter) or `"cpu"`. A malformed file is an error that names the problem.
    pub async fn open(bytes: Vec<u8>, backend: String) -> JsResult<Session> {
        let w = Weights::from_bytes(&bytes).map_err(js_error)?;
        let vocab = w.vocab.clone().ok_or_else(|| {
            js_message("this weights file has no vocabulary (metadata \"vocab\"), so text cannot be turned into tokens")
        })?;
        let model = match backend.as_str() {
            "cpu" => Loaded::Cpu(Box::new(
                Transformer::new(&Cpu, w.config.clone(), w.params).map_err(js_error)?,
            )),
            #[cfg(feature = "gpu")]
            "gpu" => {
                let gpu = shared_gpu().await.map_err(js_error)?;
                let model = Transformer::new(&gpu, w.config.clone(), w.params).map_err(js_error)?;
                gpu.context().check().map_err(js_error)?;
                Loaded::Gpu(gpu, Box::new(model))
            }
            #[cfg(not(feature = "gpu"))]
            "gpu" => return Err(js_message(CPU_ONLY)),
            other => {
                return Err(js_message(&format!(
                    "unknown backend {other:?}: use \"gpu\" or \"cpu\""
                )))
            }
        };
        let trace = match &model {
            Loaded::Cpu(m) => (*m.names).clone(),
            #[cfg(feature = "gpu")]
            Loaded::Gpu(_, m) => (*m.names).clone(),
        };
        let info = Info {
            config: w.config.clone(),
            design: crate::train::Design::of(&w.config).changes(),
            parameters: w.config.param_count(),
            vocab: json!({
                "kind": vocab.src.kind,
                "src": vocab.src.tokens,
                "tgt": vocab.tgt.tokens,
                "merges": vocab.src.codes().map(|c| c.len()),
            }),
            metadata: w.extra,
            trace,
        };
        Ok(Session {
            inner: Rc::new(Inner {
                model,
                config: w.config,
                vocab,
                info,
            }),
        })
    }

    /// The backend in words, e.g. `cpu` or `gpu: WebGPU, emulated on the CPU`.
    pub fn backend(&self) -> String {
        match &self.inner.model {
            Loaded::Cpu(_) => Cpu.name(),
            #[cfg(feature = "gpu")]
            Loaded::Gpu(gpu, _) => gpu.name(),
        }
    }

    /// Destroys the GPU device, as a driver reset or a lost GPU would, so the page's fallback to
    /// the CPU can be exercised (the next session opens a new one); does nothing on the CPU.
    pub fn lose_device(&self) {
        #[cfg(feature = "gpu")]
        if let Loaded::Gpu(gpu, _) = &self.inner.model {
            gpu.context().device.destroy();
            SHARED_GPU.set(None);
        }
    }

    /// The config, parameter count, vocabularies, other metadata and the trace's name table.
    pub fn info(&self) -> JsResult<JsValue> {
        to_js(&self.inner.info)
    }

    /// The source ids of `text`; an error names a character (or word) the vocabulary lacks, an
    /// empty text, or one longer than the model's `max_len`.
    pub fn encode(&self, text: &str) -> JsResult<Vec<u32>> {
        source_ids(&self.inner, text).map_err(js_error)
    }

    /// Decodes `text` (greedily, and with beam search when `beam > 1`, length penalty `alpha`)
    /// after appending `pad` padding tokens to the source, with the interventions `edits` (their
    /// text forms, see `model::edits`), and traces one forward pass over the source and the
    /// greedy output, or over `forced` (the decoder's input ids) when given: a run with edits
    /// traces the plain run's decoder input, so the two compare position by position. Resolves
    /// to `{meta, data}` (see the module's comment).
    pub fn run(
        &self,
        text: String,
        pad: usize,
        beam: usize,
        alpha: f32,
        edits: Vec<String>,
        forced: Option<Vec<u32>>,
    ) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let src = padded_source(&inner, &text, pad).map_err(js_error)?;
            let edits = Edits::parse(&edits, &inner.config).map_err(js_error)?;
            let how = (beam, alpha);
            let run = match &inner.model {
                Loaded::Cpu(m) => run_on(m, &Cpu, &src, how, &edits, forced).await,
                #[cfg(feature = "gpu")]
                Loaded::Gpu(gpu, m) => run_on(m, gpu, &src, how, &edits, forced).await,
            }
            .map_err(js_error)?;
            run_to_js(&inner, &src, &text, &edits, run)
        })
    }

    /// Draws `count` outputs for `text` (with `pad` padding tokens and the interventions
    /// `edits`, as [`Session::run`]) with `settings` `{temperature, top_k, top_p, seed}` (see
    /// `sample`): resolves to `[{text, ids, tokens, log_prob, finished, steps}]`, each step
    /// `{prefix, token, model_prob, prob, top: [[token, model_prob, prob]]}`.
    pub fn sample(
        &self,
        text: String,
        pad: usize,
        settings: JsValue,
        count: usize,
        edits: Vec<String>,
    ) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let settings: Sampling = serde_wasm_bindgen::from_value(settings)
                .map_err(|e| js_message(&format!("sampling settings: {e}")))?;
            if !(1..=MAX_SAMPLES).contains(&count) {
                return Err(js_message(&format!("draw 1 to {MAX_SAMPLES} samples")));
            }
            let src = padded_source(&inner, &text, pad).map_err(js_error)?;
            let edits = Edits::parse(&edits, &inner.config).map_err(js_error)?;
            let mut out = Vec::new();
            for i in 0..count as u64 {
                let mut s =
                    Sample::new(&inner.config, settings, i, usize::MAX).map_err(js_error)?;
                match &inner.model {
                    Loaded::Cpu(m) => search(m, &Cpu, &src, &mut s, &edits).await,
                    #[cfg(feature = "gpu")]
                    Loaded::Gpu(gpu, m) => search(m, gpu, &src, &mut s, &edits).await,
                }
                .map_err(js_error)?;
                let (hyp, steps) = s.finish();
                let mut h = hypothesis_json(&inner.vocab, &inner.skip(), &hyp);
                h["steps"] = json!(steps);
                out.push(h);
            }
            to_js(&out)
        })
    }

    /// The head-importance scan of `text` (see `scan`): resolves to `{output, log_prob, heads:
    /// [{sublayer, head, log_prob, drop, output, changed}]}`, outputs as text.
    pub fn scan(&self, text: String) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let src = source_ids(&inner, &text).map_err(js_error)?;
            let scan = match &inner.model {
                Loaded::Cpu(m) => crate::scan::scan_heads(m, &Cpu, &src).await,
                #[cfg(feature = "gpu")]
                Loaded::Gpu(gpu, m) => crate::scan::scan_heads(m, gpu, &src).await,
            }
            .map_err(js_error)?;
            to_js(&scan.to_json(&inner.vocab.tgt, &inner.config))
        })
    }
}

/// The source ids of `text` with `pad` padding tokens after them (as many as `max_len` allows).
fn padded_source(inner: &Inner, text: &str, pad: usize) -> Result<Vec<u32>> {
    let mut src = source_ids(inner, text)?;
    let room = inner.config.max_len.saturating_sub(src.len());
    src.extend(std::iter::repeat_n(inner.config.pad_id, pad.min(room)));
    Ok(src)
}

impl Inner {
    /// The tokens left out of output text: padding, bos and eos.
    fn skip(&self) -> [u32; 3] {
        let c = &self.config;
        [c.pad_id, c.bos_id, c.eos_id]
    }
}

fn source_ids(inner: &Inner, text: &str) -> Result<Vec<u32>> {
    let ids = inner.vocab.src.encode_known(text)?;
    let max = inner.config.max_len;
    if ids.is_empty() {
        return Err(Error::Input(
            "the input is empty: type something to translate".into(),
        ));
    }
    if ids.len() > max {
        return Err(Error::Input(format!(
            "the input has {} tokens; this model takes at most {max}",
            ids.len()
        )));
    }
    Ok(ids)
}

fn hypothesis_json(vocab: &Vocabs, skip: &[u32], h: &Hypothesis) -> serde_json::Value {
    json!({
        "ids": h.tokens,
        "tokens": h.tokens.iter().map(|&t| vocab.tgt.token(t)).collect::<Vec<_>>(),
        "text": vocab.tgt.decode(&h.tokens, skip),
        "log_prob": h.log_prob,
        "score": h.score,
        "finished": h.finished,
    })
}

fn run_to_js(inner: &Inner, src: &[u32], text: &str, edits: &Edits, run: Run) -> JsResult<JsValue> {
    let skip = inner.skip();
    let vocab = &inner.vocab;
    let mut entries = Vec::new();
    let mut data: Vec<f32> = Vec::new();
    for (name, t) in run.trace.entries() {
        entries.push(json!({"name": name, "shape": t.shape(), "offset": data.len()}));
        data.extend(t.iter().copied());
    }
    let (best, steps) = &run.greedy;
    let tgt_in = &run.tgt;
    let meta = json!({
        "text": text,
        "src": {
            "ids": src,
            "tokens": src.iter().map(|&t| vocab.src.token(t)).collect::<Vec<_>>(),
            "merges": merges_of(&vocab.src, src),
        },
        "tgt_in": {"ids": tgt_in, "tokens": tgt_in.iter().map(|&t| vocab.tgt.token(t)).collect::<Vec<_>>()},
        "greedy": {"best": hypothesis_json(vocab, &skip, best), "steps": steps},
        "beam": run.beam.as_ref().map(|b| json!({
            "best": hypothesis_json(vocab, &skip, &b.best),
            "steps": b.steps,
            "stop": b.stop,
        })),
        "trace": entries,
        "edits": edits.list().iter().map(ToString::to_string).collect::<Vec<_>>(),
    });
    let out = Object::new();
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(&out, &"meta".into(), &to_js(&meta)?);
    let _ = Reflect::set(&out, &"data".into(), &Float32Array::from(data.as_slice()));
    Ok(out.into())
}

/// For a byte-pair vocabulary, the merges that built each distinct piece of `ids`, first to
/// last, as `{piece: [[left, right, result], ...]}` (`</w>` ends a symbol that ends a word);
/// null for other vocabularies.
fn merges_of(vocab: &crate::data::Vocab, ids: &[u32]) -> serde_json::Value {
    let Some(codes) = vocab.codes() else {
        return serde_json::Value::Null;
    };
    let mut out = serde_json::Map::new();
    for &id in ids {
        let piece = vocab.token(id);
        if !out.contains_key(piece) {
            let history = codes.history(piece);
            let steps: Vec<[&str; 3]> = history
                .iter()
                .map(|s| [s.left.as_str(), s.right.as_str(), s.result.as_str()])
                .collect();
            out.insert(piece.to_string(), json!(steps));
        }
    }
    serde_json::Value::Object(out)
}

/// Everything the page lists (see `catalog`): the value `attend catalog` prints, which the page's
/// build writes into its code.
#[wasm_bindgen]
pub fn catalog() -> JsResult<JsValue> {
    to_js(&Catalog::new())
}
