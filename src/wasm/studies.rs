//! The studies of a model that the page asks for on demand, beside [`Session::run`]: outputs
//! drawn at random ([`Session::sample`]), the head-importance scan ([`Session::scan_baseline`],
//! [`Session::scan_heads`]), every cross-attention head's AER against the true alignments of
//! the model's task ([`Session::align_table`]) and the true alignment of one input
//! ([`Session::true_alignment`]). Only the training cores have them (src/wasm/mod.rs says why).

use std::rc::Rc;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{
    js_error, js_message, padded_source, source_ids, to_js, trace, Inner, JsResult, Session,
};
use crate::align::{self, AerTable};
use crate::backend::Backend;
use crate::data::tasks::Task;
use crate::decode::report::Output;
use crate::decode::search;
use crate::error::{Result, Said};
use crate::model::{Edits, Transformer};
use crate::sample::{Sample, SampleStep, Sampling, MAX_SAMPLES};

#[wasm_bindgen]
impl Session {
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
            let src = padded_source(&inner, &text, pad).map_err(js_error)?.ids;
            let edits = Edits::parse(&edits, &inner.config).map_err(js_error)?;
            let mut drawn = Vec::new();
            for i in 0..count as u64 {
                let mut s =
                    Sample::new(&inner.config, settings, i, usize::MAX).map_err(js_error)?;
                {
                    let m = &inner.model;
                    search(&m.model, &m.b, &src, &mut s, &edits).await
                }
                .map_err(js_error)?;
                drawn.push(s.finish());
            }
            let skip = inner.skip();
            let out: Vec<Drawn> = drawn
                .iter()
                .map(|(hyp, steps)| Drawn {
                    output: Output::of(&inner.vocab.tgt, hyp, &skip),
                    steps,
                })
                .collect();
            to_js(&out)
        })
    }

    /// What the head-importance scan of `text` (see `scan`) measures against: greedy
    /// decoding's output (at most `maxout` tokens, 0 for the model's limit) without edits and
    /// its log-probability. Resolves to `{ids, output, log_prob, total}`, `output` as text,
    /// `total` the number of heads a scan ablates.
    pub fn scan_baseline(&self, text: String, maxout: usize) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let src = source_ids(&inner, &text).map_err(js_error)?.ids;
            let limit = if maxout == 0 { usize::MAX } else { maxout };
            let ((ids, log_prob), total) = {
                let m = &inner.model;
                let base = crate::scan::baseline(&m.model, &m.b, &src, limit).await;
                base.map(|b| (b, crate::scan::head_count(&m.model)))
            }
            .map_err(js_error)?;
            let output = crate::scan::output_text(&ids, &inner.vocab.tgt, &inner.config);
            to_js(
                &serde_json::json!({"ids": ids, "output": output, "log_prob": log_prob, "total": total}),
            )
        })
    }

    /// Heads `from` to `from + count` of the scan of `text` against its baseline `ids` and
    /// `log_prob` ([`Session::scan_baseline`]), so that the page can show its progress and stop
    /// between them: resolves to `[{sublayer, head, log_prob, drop, output, changed}]`.
    pub fn scan_heads(
        &self,
        text: String,
        maxout: usize,
        ids: Vec<u32>,
        log_prob: f32,
        from: usize,
        count: usize,
    ) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let src = source_ids(&inner, &text).map_err(js_error)?.ids;
            let limit = if maxout == 0 { usize::MAX } else { maxout };
            let (base, heads) = ((&ids[..], log_prob), from..from + count);
            let effects = {
                let m = &inner.model;
                crate::scan::scan_range(&m.model, &m.b, &src, base, heads, limit).await
            }
            .map_err(js_error)?;
            let (tgt, c) = (&inner.vocab.tgt, &inner.config);
            to_js(
                &effects
                    .iter()
                    .map(|h| h.to_json(tgt, c))
                    .collect::<Vec<_>>(),
            )
        })
    }

    /// The AER of every cross-attention head and of every layer's head average over the first
    /// `n` (default 200) pairs of the held-out set of the model's task, the set `attend align
    /// --task` scores: resolves to `align::AerTable`'s JSON, `{layers, heads, aer: [[layer's
    /// heads]], layer_mean_aer, best: {layer, head, aer}, sentences, sure_links,
    /// predicted_links}`. An `InputError` when the model's task has no true alignments.
    pub fn align_table(&self, n: Option<usize>) -> js_sys::Promise {
        let inner = Rc::clone(&self.inner);
        wasm_bindgen_futures::future_to_promise(async move {
            let table = {
                let m = &inner.model;
                align_table_on(&inner, &m.model, &m.b, n.unwrap_or(crate::train::HELD_OUT)).await
            }
            .map_err(js_error)?;
            to_js(&table)
        })
    }

    /// The pair of the model's task whose source is `text`, with its true word alignment:
    /// `{src, tgt, alignment}` (`alignment[e]` = the source words of target word `e`, words
    /// counted between spaces), or `null` when the task records none or does not make `text`.
    pub fn true_alignment(&self, text: &str) -> JsResult<JsValue> {
        let found = self
            .inner
            .info
            .align_task
            .and_then(|name| Task::from_name(name).ok())
            .and_then(|task| task.aligned_example(text));
        match found {
            Some(a) => to_js(&TrueAlignment {
                src: &a.example.src,
                tgt: &a.example.tgt,
                alignment: &a.alignment,
            }),
            None => Ok(JsValue::NULL),
        }
    }
}

/// A drawn output with its steps (`Session::sample`).
#[derive(Serialize)]
struct Drawn<'a> {
    #[serde(flatten)]
    output: Output<'a>,
    steps: &'a [SampleStep],
}

/// [`crate::align::evaluate`] for the page: the same pairs and scores, each pass traced on the
/// session's backend and read back as the browser allows (asynchronously).
async fn align_table_on<B: Backend>(
    inner: &Inner,
    model: &Transformer<B>,
    b: &B,
    n: usize,
) -> Result<AerTable> {
    let task = inner
        .info
        .align_task
        .and_then(|name| Task::from_name(name).ok());
    let examples = task
        .and_then(|t| t.aligned_test_set(n))
        .ok_or_else(|| Said::new("align-no-alignments", Vec::new()).refused())?;
    let vocabs = &inner.vocab;
    let mut sentences = Vec::with_capacity(examples.len());
    for a in &examples {
        let src = vocabs.src.encode(&a.example.src)?;
        let tgt_in = [
            vec![inner.config.bos_id],
            vocabs.tgt.encode(&a.example.tgt)?,
        ]
        .concat();
        let trace = trace(model, b, (&src, &tgt_in), &Edits::default()).await?;
        let attention = align::from_trace(
            &inner.info.trace,
            &inner.config,
            vocabs,
            &trace,
            &src,
            &tgt_in,
        )?;
        sentences.push(align::scored(attention, a)?);
    }
    align::aer_table(&sentences)
}

/// A task's pair with its true word alignment (`Session::true_alignment`).
#[derive(Serialize)]
struct TrueAlignment<'a> {
    src: &'a str,
    tgt: &'a str,
    alignment: &'a [Vec<usize>],
}
