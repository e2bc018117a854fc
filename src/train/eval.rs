//! Held-out evaluation: how many outputs a model gets right, their BLEU and its next-token
//! accuracy ([`evaluate`], what `attend eval` and `attend train` print), and the page's fuller
//! report of a training run's model ([`Scores`]): its loss, a few outputs and its attention.

use serde::Serialize;

use crate::backend::{Backend, Cpu, Train};
use crate::bleu::Bleu;
use crate::data::tasks::Example;
use crate::data::{Vocab, Vocabs};
use crate::decode::{argmax, greedy};
use crate::error::{Error, Result};
use crate::model::{Batch, Pass, Transformer};
use crate::train::make_batch;

/// Held-out scores: whole outputs right (greedy decoding), their corpus BLEU against the targets
/// and, with the right prefix given, next tokens right and their perplexity.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Eval {
    pub exact_match: f64,
    pub token_accuracy: f64,
    /// exp of the mean negative log-likelihood of each target piece (the end of sentence
    /// included) given the right prefix, without label smoothing: perplexity per piece, as the
    /// paper's Table 3 gives it per wordpiece.
    pub perplexity: f64,
    pub n: usize,
    /// The greedy outputs' text scored against the targets as sacreBLEU would score them.
    pub bleu: Bleu,
}

/// Scores `model` on `examples`.
pub fn evaluate<B: Train>(
    b: &B,
    model: &Transformer<B>,
    vocabs: &Vocabs,
    examples: &[Example],
) -> Result<Eval> {
    let mut exact = 0;
    let mut bleu = crate::bleu::Stats::default();
    let (mut right, mut total) = (0usize, 0usize);
    let mut nll = 0f64;
    for chunk in examples.chunks(64) {
        let batch = make_batch(chunk, vocabs, &model.config)?;
        let logits = model.forward(&mut Pass::inference(b), &batch.src, &batch.tgt_in)?;
        let logits = b.download(&logits)?; // [B, T, V]
        for (row, labels) in logits
            .outer_iter()
            .zip(batch.tgt_out.ids.chunks(batch.tgt_out.len))
        {
            for (pos, &label) in row.outer_iter().zip(labels) {
                if label == model.config.pad_id {
                    continue;
                }
                let row = pos.as_slice().expect("a logits row is contiguous");
                let best = argmax(row);
                right += usize::from(best as u32 == label);
                total += 1;
                nll += neg_log_likelihood(row, label as usize);
            }
        }
    }
    for e in examples {
        let src = vocabs.src.encode(&e.src)?;
        let want = vocabs.tgt.encode(&e.tgt)?;
        let (hyp, _) = greedy(model, b, &src, want.len() + 2)?;
        let c = &model.config;
        let got: Vec<u32> = hyp.tokens.into_iter().filter(|&t| t != c.eos_id).collect();
        exact += usize::from(got == want);
        bleu.add(&vocabs.tgt.decode(&got, &[c.pad_id, c.bos_id]), &e.tgt);
    }
    let n = examples.len();
    Ok(Eval {
        exact_match: exact as f64 / n.max(1) as f64,
        token_accuracy: right as f64 / total.max(1) as f64,
        perplexity: libm::exp(nll / total.max(1) as f64),
        n,
        bleu: bleu.score(),
    })
}

/// -log softmax(logits)[label], in f64: log-sum-exp of the row, less the label's logit. (The
/// `libm` crate's exponential and logarithm, here and for the perplexity: the same code natively
/// and in the page's core, whose numbers are then the command's exactly.)
fn neg_log_likelihood(logits: &[f32], label: usize) -> f64 {
    let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max) as f64;
    let sum: f64 = logits.iter().map(|&z| libm::exp(z as f64 - max)).sum();
    max + libm::log(sum) - logits[label] as f64
}

/// A training run's model scored for the page: [`Eval`] on the held-out set, with the loss there
/// (label smoothing as in training, so it compares with the training loss), the first examples'
/// outputs, the last decoder layer's cross-attention on the first, and (filled in by the run,
/// which holds the true alignments) how well each cross-attention head aligns.
#[derive(Debug, Serialize)]
pub struct Scores {
    pub step: u32,
    pub loss: f32,
    #[serde(flatten)]
    pub eval: Eval,
    pub examples: Vec<Shown>,
    pub attention: Attention,
    /// Each cross-attention head's alignment error rate against the true word alignments of
    /// the held-out set, where the task has them.
    pub alignment: Option<crate::align::AerTable>,
}

/// One held-out example with the model's greedy output.
#[derive(Debug, Serialize)]
pub struct Shown {
    pub src: String,
    pub want: String,
    pub got: String,
    pub right: bool,
}

/// A decoder layer's cross-attention on one example: `heads[h][target][source]`, with the
/// model's word alignment over it and, where the task records one, the true alignment.
#[derive(Debug, Serialize)]
pub struct Attention {
    pub layer: usize,
    pub src: Vec<String>,
    pub tgt: Vec<String>,
    pub heads: Vec<Vec<Vec<f32>>>,
    /// Every decoder layer's alignment of the example, with the word of each row and column.
    pub align: crate::align::Alignment,
    /// `truth[target word]`: the source words it translates, where the task records them (the
    /// run fills it in).
    pub truth: Option<Vec<Vec<usize>>>,
}

/// [`Scores`] of `model` on `b` after step `step` on `examples` (at least one), the first
/// `shown` of them with their outputs; `smoothing` is the run's label smoothing.
pub fn score<B: Train>(
    b: &B,
    model: &Transformer<B>,
    vocabs: &Vocabs,
    examples: &[Example],
    (step, shown, smoothing): (u32, usize, f32),
) -> Result<Scores> {
    let eval = evaluate(b, model, vocabs, examples)?;
    let c = &model.config;
    let batch = make_batch(examples, vocabs, c)?;
    let logits = model.forward(&mut Pass::inference(b), &batch.src, &batch.tgt_in)?;
    let logits = b.download(&logits)?;
    let rows = logits.len() / c.tgt_vocab_size;
    let logits = logits
        .into_shape_with_order(ndarray::IxDyn(&[rows, c.tgt_vocab_size]))
        .map_err(|e| Error::Input(format!("held-out logits: {e}")))?;
    let (loss, _) = Cpu.cross_entropy(&logits, &batch.tgt_out.ids, c.pad_id, smoothing);
    let skip = [c.pad_id, c.bos_id, c.eos_id];
    let mut outputs = Vec::new();
    for ex in examples.iter().take(shown) {
        let src = vocabs.src.encode(&ex.src)?;
        let (hyp, _) = greedy(model, b, &src, c.max_len)?;
        let got = vocabs.tgt.decode(&hyp.tokens, &skip);
        outputs.push(Shown {
            src: ex.src.clone(),
            want: ex.tgt.clone(),
            right: got == ex.tgt,
            got,
        });
    }
    let first = examples
        .first()
        .ok_or_else(|| Error::Input("there are no held-out examples to score".into()))?;
    Ok(Scores {
        step,
        loss: loss[0],
        eval,
        examples: outputs,
        attention: attention(b, model, vocabs, first)?,
        alignment: None,
    })
}

/// The last decoder layer's cross-attention on `example`, teacher-forced with its target.
fn attention<B: Backend>(
    b: &B,
    model: &Transformer<B>,
    vocabs: &Vocabs,
    example: &Example,
) -> Result<Attention> {
    let c = &model.config;
    let src = vocabs.src.encode(&example.src)?;
    let mut tgt = vec![c.bos_id];
    tgt.extend(vocabs.tgt.encode(&example.tgt)?);
    let mut pass = Pass::traced(b);
    model.forward(&mut pass, &Batch::single(&src)?, &Batch::single(&tgt)?)?;
    let trace = pass.into_trace()?;
    let align = crate::align::from_trace(&model.names, c, vocabs, &trace, &src, &tgt)?.alignment();
    let layer = c.n_decoder_layers - 1;
    let name = &model.names.decoder.layers[layer].cross_attn.weights;
    let weights = trace
        .get(name)
        .ok_or_else(|| Error::Input(format!("the trace has no {name}")))?;
    let heads = weights
        .index_axis(ndarray::Axis(0), 0)
        .outer_iter()
        .map(|head| {
            head.outer_iter()
                .map(|row| row.iter().copied().collect())
                .collect()
        })
        .collect();
    let tokens = |v: &Vocab, ids: &[u32]| -> Vec<String> {
        ids.iter().map(|&i| v.token(i).to_string()).collect()
    };
    Ok(Attention {
        layer,
        src: tokens(&vocabs.src, &src),
        tgt: tokens(&vocabs.tgt, &tgt),
        heads,
        align,
        truth: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::tasks::Task;
    use crate::train::Recipe;

    #[test]
    fn perplexity_is_the_exponential_of_the_unsmoothed_cross_entropy() {
        let task = Task::Reverse;
        let config = Recipe::for_task(task).config(task);
        let model = Transformer::init(&Cpu, config, 4).unwrap();
        let (vocabs, examples) = (task.vocabs(), task.test_set(70));
        let e = evaluate(&Cpu, &model, &vocabs, &examples).unwrap();
        // The mean over every piece of the 70 examples, as one cross-entropy of them all.
        let c = &model.config;
        let batch = make_batch(&examples, &vocabs, c).unwrap();
        let logits = model
            .forward(&mut Pass::inference(&Cpu), &batch.src, &batch.tgt_in)
            .unwrap();
        let (loss, _) = Cpu.cross_entropy(&logits, &batch.tgt_out.ids, c.pad_id, 0.0);
        let want = f64::from(loss[0]).exp();
        assert!((e.perplexity - want).abs() < 1e-4 * want, "{e:?} vs {want}");
        // An untrained model is unsure: near the vocabulary's size, far above 1.
        assert!(e.perplexity > 5.0, "{}", e.perplexity);
    }
}
