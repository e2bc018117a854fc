//! The browser's door into the core (wasm-bindgen). Thin: it converts between JavaScript and
//! Rust values and forwards to the model, the decoders and the trace; it holds no model logic.
//!
//! A [`Session`] holds one model on one backend. [`Session::run`] decodes an input greedily and
//! with beam search, then runs one traced forward pass over the source and the greedy output
//! (shifted right) and returns every recorded tensor: `{meta, data}`, where `meta` is an object
//! (tokens, decoding steps, the word alignment read from the pass's cross-attention, and for
//! each trace entry its name, shape and offset into `data`) and `data` is one `Float32Array`
//! holding all the tensors, so it can be handed between threads without copying. Values cross as plain JavaScript objects (serde-wasm-bindgen); errors as
//! `Error`s named after their kind (`InputError`, `WeightsError`, `DivergedError`, ...).

// Training's entry points, in the cores built with the `training` feature (Cargo.toml): the page
// first loads a core without them, smaller (docs/performance.md gives each core's size), to show
// the model, and a training core when a run starts (www/model/cores.js).
#[cfg(feature = "training")]
mod training;

// The instruments of tests/browser/bench.mjs, only in the core it builds for itself.
#[cfg(feature = "bench")]
mod bench;
mod device;
// The studies of a model the page asks for on demand (samples drawn at random, the head scan,
// the heads' AER table, the true links of an input), in the training cores only: a core that runs models is smaller without
// them, and the page opens the model again with a training core for them (www/model/worker.js).
#[cfg(feature = "training")]
mod studies;
// Hugging Face folders, in the cores built with the `hub` feature (the training cores): a core
// that only runs models leaves them out, and the page opens such a model with a training core.
#[cfg(feature = "hub")]
mod folder;

use std::collections::BTreeMap;
use std::rc::Rc;

use js_sys::{Float32Array, Object, Reflect};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::align::{self, Alignment};
use crate::backend::Backend;
use crate::backend::Device;
use crate::data::tasks::Task;
use crate::data::{Kind, Read, Unseen, Vocab, Vocabs};
use crate::decode::report::{Output, Tokens};
use crate::decode::{search, Beam, BeamNode, BeamResult, BeamStop, Greedy, GreedyStep, Hypothesis};
use crate::error::{Error, Result, Said};
use crate::hf::generate::{HfBeam, HfGreedy, Overrides, Settings};
use crate::hf::generation::Generation;
use crate::model::{Batch, Config, Edits, Pass, Transformer};
use crate::trace::Trace;
use crate::weights::Weights;

/// What the boundary's functions return to JavaScript.
type JsResult<T> = std::result::Result<T, JsValue>;

/// `e` as a JavaScript `Error` named after its kind (`InputError`, ...); a divergence also
/// carries its `step` and `loss`, and a refused input its `code` and `args`, from which the
/// page says it in its reader's language (its catalogues' `core-<code>` messages).
fn js_error(e: Error) -> JsValue {
    let error = js_sys::Error::new(&e.to_string());
    error.set_name(&format!("{}Error", e.kind()));
    // Setting a property on a fresh error object cannot fail.
    let set = |key: &str, value: JsValue| {
        let _ = Reflect::set(&error, &key.into(), &value);
    };
    if let Error::Diverged { step, loss, .. } = e {
        set("step", step.into());
        set("loss", loss.into());
    }
    // The code and the arguments (an object of their names) as the run's `unseen` has them.
    if let Some(Ok(said)) = e.said().map(|said| to_js(&said)) {
        for key in ["code", "args"] {
            set(
                key,
                Reflect::get(&said, &key.into()).unwrap_or(JsValue::NULL),
            );
        }
    }
    error.into()
}

/// A plain `Error` with `message`, for what the boundary itself refuses.
fn js_message(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

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

/// How [`Session::run`] decodes: the beam's width and length penalty, and the most output
/// tokens (0: as many as the model's `max_len` allows).
#[derive(Deserialize)]
struct Decoding {
    beam: usize,
    alpha: f32,
    maxout: usize,
}

/// What one run of the model found.
struct Run {
    greedy: (Hypothesis, Vec<GreedyStep>),
    /// The decoder's input of the traced pass: bos, then the greedy output shifted right.
    tgt: Vec<u32>,
    beam: Option<BeamResult>,
    trace: Trace,
}

/// Decodes `src` with `edits` (at most `limit` output tokens) and traces one pass over it and
/// `forced` (the decoder's input:
/// by default bos, then the greedy output but its last token, so row t of the logits is the
/// prediction greedy decoding made at step t).
async fn run_on<B: Backend>(
    model: &Transformer<B>,
    b: &B,
    src: &[u32],
    (beam, alpha, limit): (usize, f32, usize),
    generation: Option<&Generation>,
    edits: &Edits,
    forced: Option<Vec<u32>>,
) -> Result<Run> {
    // A model with its own generation settings decodes as transformers' generate() does with
    // them, at most `limit` tokens (over its own limit) and, in the beam search, `beam` beams.
    let settings = |num_beams| {
        let over = Overrides {
            num_beams: Some(num_beams),
            max_new_tokens: (limit != usize::MAX).then_some(limit),
            length_penalty: None,
        };
        generation
            .map(|g| Settings::resolve(g, &model.config, over))
            .transpose()
    };
    let greedy = match settings(1)? {
        Some(s) => {
            let mut s = HfGreedy::new(s);
            search(model, b, src, &mut s, edits).await?;
            s.finish_with_steps()
        }
        None => {
            let mut s = Greedy::new(&model.config, limit)?;
            search(model, b, src, &mut s, edits).await?;
            s.finish()
        }
    };
    // Beam search, where a beam wider than one is asked for: with the model's settings or attend's.
    let wanted = if beam > 1 {
        Some(settings(beam)?)
    } else {
        None
    };
    let beam = match wanted {
        None => None,
        Some(Some(s)) => {
            let mut s = HfBeam::new(s);
            search(model, b, src, &mut s, edits).await?;
            Some(s.tree()?)
        }
        Some(None) => {
            let mut s = Beam::new(&model.config, beam, limit, alpha)?;
            search(model, b, src, &mut s, edits).await?;
            Some(s.finish()?)
        }
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

/// A model on the backend it was loaded onto, whichever that is: the model's code is compiled
/// once, for [`Device`], not once per backend.
struct Model {
    b: Device,
    model: Transformer<Device>,
}

struct Inner {
    model: Model,
    config: Config,
    vocab: Vocabs,
    info: Info,
}

impl Inner {
    /// The model's own generation settings, where it came with them (a Hugging Face folder's).
    fn generation(&self) -> Option<&Generation> {
        self.info.generation.as_ref()
    }
}

impl Session {
    /// The model of `w` on `backend` (see [`Session::open`]).
    async fn of_weights(w: Weights, backend: &str) -> JsResult<Session> {
        let vocab = w
            .vocab
            .clone()
            .ok_or_else(|| js_error(Said::new("weights-no-vocab", vec![]).weights_error(None)))?;
        let generation = Generation::of_metadata(&w.extra).map_err(js_error)?;
        let b = Device::open(backend).await?;
        let model = Transformer::new(&b, w.config.clone(), w.params).map_err(js_error)?;
        b.check().map_err(js_error)?;
        let trace = (*model.names).clone();
        let model = Model { b, model };
        let align_task = w
            .extra
            .get("task")
            .and_then(|name| Task::from_name(name).ok())
            .filter(|task| task.has_alignments())
            .map(Task::name);
        let info = Info {
            align_task,
            generation,
            config: w.config.clone(),
            departures: w.config.departures_from_paper(),
            parameters: w.config.param_count(),
            vocab: VocabInfo {
                kind: vocab.src.kind,
                src: vocab.src.tokens.clone(),
                tgt: vocab.tgt.tokens.clone(),
                merges: vocab.src.codes().map(|c| c.len()),
            },
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
}

/// What the page learns of a loaded model.
#[derive(Serialize)]
struct Info {
    config: Config,
    /// Where the model departs from the paper's base model, by name (`["silu",
    /// "decoder-starts-from-pad"]`), which the page says in its reader's language.
    departures: Vec<crate::model::config::Departure>,
    parameters: usize,
    vocab: VocabInfo,
    metadata: BTreeMap<String, String>,
    /// The name of every tensor a traced pass records, laid out as the model is.
    trace: crate::trace::Names,
    /// The model's own generation settings (`generation_config.json`), where it has them: its
    /// beam search then runs as transformers' `generate()` does, with them.
    generation: Option<Generation>,
    /// The model's task (its metadata `task`) when that task records true word alignments,
    /// which [`Session::align_table`] scores against; none otherwise.
    align_task: Option<&'static str>,
}

/// The model's vocabularies as the page shows them.
#[derive(Serialize)]
struct VocabInfo {
    kind: Kind,
    src: Vec<String>,
    tgt: Vec<String>,
    /// How many merges a byte-pair vocabulary has; none for others.
    merges: Option<usize>,
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
        drop(bytes);
        Session::of_weights(w, &backend).await
    }

    /// Loads a Hugging Face model folder onto `backend` (as [`Session::open`]): `names[i]` the
    /// name of `files[i]`, a `Uint8Array` (files attend does not read are left out). The
    /// weights are read from the page's copy tensor by tensor, so the model is held once here.
    /// A folder attend cannot read is an error naming why.
    #[cfg(feature = "hub")]
    #[wasm_bindgen(js_name = openFolder)]
    pub async fn open_folder(
        names: Vec<String>,
        files: js_sys::Array,
        backend: String,
    ) -> JsResult<Session> {
        let folder = folder::folder_of(names, files).map_err(js_error)?;
        let w = folder.weights().map_err(js_error)?;
        drop(folder);
        Session::of_weights(w, &backend).await
    }

    /// The backend in words, e.g. `cpu` or `gpu: WebGPU, emulated on the CPU`.
    pub fn backend(&self) -> String {
        self.inner.model.b.name()
    }

    /// Destroys the GPU device, as a driver reset or a lost GPU would, so the page's fallback to
    /// the CPU can be exercised (the next session opens a new one); does nothing on the CPU.
    pub fn lose_device(&self) {
        #[cfg(feature = "gpu")]
        if let Device::Gpu(gpu) = &self.inner.model.b {
            device::lose(gpu);
        }
    }

    /// The config, parameter count, vocabularies, other metadata and the trace's name table.
    pub fn info(&self) -> JsResult<JsValue> {
        to_js(&self.inner.info)
    }

    /// The source ids of `text` (what the vocabulary lacks read as `<unk>`); an error names an
    /// empty text, one longer than the model's `max_len`, or what a vocabulary without `<unk>`
    /// lacks.
    pub fn encode(&self, text: &str) -> JsResult<Vec<u32>> {
        source_ids(&self.inner, text)
            .map(|r| r.ids)
            .map_err(js_error)
    }

    /// Decodes `text` as `decoding` `{beam, alpha, maxout}` says (greedily, and with beam search
    /// when `beam > 1`, length penalty `alpha`; at most `maxout` output tokens, 0 for as many as
    /// the model's `max_len` allows) after appending `pad` padding tokens to the source, with the
    /// interventions `edits` (their
    /// text forms, see `model::edits`), and traces one forward pass over the source and the
    /// greedy output, or over `forced` (the decoder's input ids) when given: a run with edits
    /// traces the plain run's decoder input, so the two compare position by position. Resolves
    /// to `{meta, data}` (see the module's comment).
    pub fn run(
        &self,
        text: String,
        pad: usize,
        decoding: JsValue,
        edits: Vec<String>,
        forced: Option<Vec<u32>>,
    ) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let d: Decoding = serde_wasm_bindgen::from_value(decoding)
                .map_err(|e| js_message(&format!("decoding settings: {e}")))?;
            let read = padded_source(&inner, &text, pad).map_err(js_error)?;
            let src = read.ids;
            let edits = Edits::parse(&edits, &inner.config).map_err(js_error)?;
            let limit = if d.maxout == 0 { usize::MAX } else { d.maxout };
            let how = (d.beam, d.alpha, limit);
            let m = &inner.model;
            let run = run_on(
                &m.model,
                &m.b,
                &src,
                how,
                inner.generation(),
                &edits,
                forced,
            )
            .await
            .map_err(js_error)?;
            run_to_js(&inner, (&src, &read.unseen), &text, &edits, run)
        })
    }
}

/// The source ids of `text` with `pad` padding tokens after them (as many as `max_len` allows).
fn padded_source(inner: &Inner, text: &str, pad: usize) -> Result<Read> {
    let mut read = source_ids(inner, text)?;
    let room = inner.config.max_len.saturating_sub(read.ids.len());
    read.ids
        .extend(std::iter::repeat_n(inner.config.pad_id, pad.min(room)));
    Ok(read)
}

impl Inner {
    /// The tokens left out of output text: padding, bos and eos.
    fn skip(&self) -> [u32; 3] {
        let c = &self.config;
        [c.pad_id, c.bos_id, c.eos_id]
    }
}

/// `text` read by the source vocabulary ([`Vocab::read`]), refused empty or too long.
fn source_ids(inner: &Inner, text: &str) -> Result<Read> {
    let read = inner.vocab.src.read(text)?;
    let (ids, max) = (&read.ids, inner.config.max_len);
    if ids.is_empty() {
        return Err(Said::new("input-nothing", Vec::new()).refused());
    }
    if ids.len() > max {
        return Err(Error::TooLong {
            what: "the input".into(),
            tokens: ids.len(),
            max,
        });
    }
    Ok(read)
}

/// What the page learns of a traced run beside its tensors: the `meta` of `Session::run`.
#[derive(Serialize)]
struct RunMeta<'a> {
    text: &'a str,
    src: Source<'a>,
    tgt_in: Tokens<'a>,
    greedy: Decoded<'a, GreedyStep>,
    beam: Option<Decoded<'a, Vec<BeamNode>>>,
    trace: Vec<TraceEntry<'a>>,
    edits: Vec<String>,
    /// The model's word alignment read from the pass's cross-attention (`align::from_trace`):
    /// each row's target word and each source token's word, every head's and every layer's
    /// head-averaged link of each target word; none where there are no words to align.
    align: Option<Alignment>,
}

/// The source of a run: its tokens and, for a byte-pair vocabulary, the merges that built each
/// distinct piece, first to last (`</w>` ends a symbol that ends a word).
#[derive(Serialize)]
struct Source<'a> {
    #[serde(flatten)]
    tokens: Tokens<'a>,
    /// What the vocabulary lacks, read as `<unk>`: the page says it above the pieces.
    unseen: Vec<Said>,
    merges: Option<BTreeMap<&'a str, Vec<[String; 3]>>>,
    /// For a SentencePiece vocabulary, how it cut the text.
    sentencepiece: Option<SentencePieceCut>,
}

/// What a SentencePiece model did to a source text: its normaliser (`nmt_nfkc`, ...) and the
/// text as that leaves it (spaces as `▁`, a `▁` first), which its model (`unigram` or `bpe`)
/// then cuts into pieces.
#[derive(Serialize)]
struct SentencePieceCut {
    normalizer: String,
    normalized: String,
    model: String,
}

/// A decoder's best output and its steps; for beam search, why it stopped.
#[derive(Serialize)]
struct Decoded<'a, S: Serialize> {
    best: Output<'a>,
    steps: &'a [S],
    #[serde(skip_serializing_if = "Option::is_none")]
    stop: Option<&'a BeamStop>,
}

/// Where one traced tensor lies in the run's `data`.
#[derive(Serialize)]
struct TraceEntry<'a> {
    name: &'a str,
    shape: &'a [usize],
    offset: usize,
}

/// A run as the page receives it; `src` is the source's ids and what of it the vocabulary
/// lacks.
fn run_to_js(
    inner: &Inner,
    (src, unseen): (&[u32], &[Unseen]),
    text: &str,
    edits: &Edits,
    run: Run,
) -> JsResult<JsValue> {
    let skip = inner.skip();
    let vocab = &inner.vocab;
    let mut trace = Vec::new();
    let mut data: Vec<f32> = Vec::new();
    for (name, t) in run.trace.entries() {
        trace.push(TraceEntry {
            name,
            shape: t.shape(),
            offset: data.len(),
        });
        data.extend(t.iter().copied());
    }
    let (best, steps) = &run.greedy;
    let meta = RunMeta {
        text,
        src: Source {
            tokens: Tokens::of(&vocab.src, src),
            unseen: unseen.iter().map(Unseen::said).collect(),
            merges: merges_of(&vocab.src, src),
            sentencepiece: sentencepiece_cut(&vocab.src, text),
        },
        tgt_in: Tokens::of(&vocab.tgt, &run.tgt),
        greedy: Decoded {
            best: Output::of(&vocab.tgt, best, &skip),
            steps,
            stop: None,
        },
        beam: run.beam.as_ref().map(|b| Decoded {
            best: Output::of(&vocab.tgt, &b.best, &skip),
            steps: &b.steps,
            stop: Some(&b.stop),
        }),
        trace,
        edits: edits.list().iter().map(ToString::to_string).collect(),
        align: align::from_trace(
            &inner.info.trace,
            &inner.config,
            vocab,
            &run.trace,
            src,
            &run.tgt,
        )
        .ok()
        .map(|a| a.alignment()),
    };
    let out = Object::new();
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(&out, &"meta".into(), &to_js(&meta)?);
    let _ = Reflect::set(&out, &"data".into(), &Float32Array::from(data.as_slice()));
    Ok(out.into())
}

/// For a byte-pair vocabulary, the merges that built each distinct piece of `ids` ([`Source`]);
/// none for other vocabularies.
fn merges_of<'a>(vocab: &'a Vocab, ids: &[u32]) -> Option<BTreeMap<&'a str, Vec<[String; 3]>>> {
    let codes = vocab.codes()?;
    let mut out = BTreeMap::new();
    for &id in ids {
        let piece = vocab.token(id);
        out.entry(piece).or_insert_with(|| {
            codes
                .history(piece)
                .into_iter()
                .map(|s| [s.left, s.right, s.result])
                .collect()
        });
    }
    Some(out)
}

/// A Hugging Face model folder, as the page holds it (as [`Session::open_folder`] takes it),
/// written as attend's weights file (its tokenizer and generation settings in the metadata, as
/// `attend import --hf` writes it): the page's export of such a model. A folder attend cannot
/// read is an error naming why.
#[cfg(feature = "hub")]
#[wasm_bindgen(js_name = weightsOfFolder)]
pub fn weights_of_folder(names: Vec<String>, files: js_sys::Array) -> JsResult<Vec<u8>> {
    let folder = folder::folder_of(names, files).map_err(js_error)?;
    let weights = folder.weights().map_err(js_error)?;
    drop(folder);
    weights.to_bytes().map_err(js_error)
}

/// Attend's weights file (its bytes) as a Hugging Face folder, as `attend export --hf` writes
/// it: `{names, files}`, each file a `Uint8Array`. A model Marian cannot hold (the paper's
/// interleaved sinusoids, norms after the stacks) is an error saying why.
#[cfg(feature = "hub")]
#[wasm_bindgen(js_name = hfFolderOf)]
pub fn hf_folder_of(bytes: Vec<u8>) -> JsResult<JsValue> {
    let weights = Weights::from_bytes(&bytes).map_err(js_error)?;
    drop(bytes);
    let folder = crate::hf::export::folder(&weights).map_err(js_error)?;
    let (names, files) = (js_sys::Array::new(), js_sys::Array::new());
    for (name, data) in &folder.files {
        names.push(&JsValue::from_str(name));
        files.push(&js_sys::Uint8Array::from(data.as_slice()));
    }
    let out = Object::new();
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(&out, &"names".into(), &names);
    let _ = Reflect::set(&out, &"files".into(), &files);
    Ok(out.into())
}

/// How a SentencePiece vocabulary cut `text` (`None` for the other kinds).
#[cfg_attr(not(feature = "hub"), allow(unused_variables))]
fn sentencepiece_cut(vocab: &Vocab, text: &str) -> Option<SentencePieceCut> {
    #[cfg(feature = "hub")]
    if let Some(t) = vocab.marian_tokenizer() {
        let spm = t.source_spm();
        return Some(SentencePieceCut {
            normalizer: spm.normalizer_name().to_string(),
            normalized: spm.normalize(text),
            model: format!("{:?}", spm.model_type()).to_lowercase(),
        });
    }
    None
}
