//! `attend decode`: translate text with greedy decoding or beam search (or draw outputs at random
//! with `--sample`).

use clap::Args;

use super::backend::{BackendChoice, Job};
use super::edits::EditArgs;
use super::input::{load_weights, read_typed, with_vocabulary};
use super::{check_count, escape_controls};
use crate::backend::Backend;
use crate::decode::report::Output;
use crate::decode::{run_search, Beam, Greedy, Hypothesis};
use crate::error::Result;
use crate::hf::generate::{HfBeam, HfGreedy, Overrides, Settings};
use crate::hf::generation::Generation;
use crate::model::Edits;
use crate::sample::{Sample, Sampling, MAX_SAMPLES};

#[derive(Debug, Args)]
pub struct DecodeArgs {
    #[arg(long)]
    pub weights: String,
    /// The input text, tokenized with the model's source vocabulary.
    #[arg(long)]
    pub text: String,
    /// Beam size; 1 is greedy decoding [default: 1, or a Hugging Face model's own num_beams].
    #[arg(long)]
    pub beam: Option<usize>,
    /// The most output tokens [default: as many as the model's max_len allows, or a Hugging
    /// Face model's own max_length].
    #[arg(long)]
    pub max_len: Option<usize>,
    /// Length-penalty exponent alpha for beam search (0: rank by raw log-probability).
    #[arg(long, help = format!(
        "Length-penalty exponent alpha for beam search (0: rank by raw log-probability) \
         [default: {}, GNMT's ((5 + len) / 6)^alpha; a Hugging Face model's own, over \
         len^alpha as transformers divides]",
        crate::decode::DEFAULT_ALPHA
    ))]
    pub length_penalty: Option<f32>,
    /// Print ids, tokens and scores as JSON (one object per output).
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub sampling: SamplingArgs,
    #[command(flatten)]
    pub edits: EditArgs,
    #[arg(long, value_enum, default_value_t)]
    pub backend: BackendChoice,
}

/// Sampling instead of greedy decoding or beam search.
#[derive(Clone, Debug, Args)]
pub struct SamplingArgs {
    /// Draw this many outputs at random (one per line) instead of decoding greedily; the
    /// options below reshape what each token is drawn from.
    #[arg(long, value_name = "N")]
    pub sample: Option<usize>,
    /// Divides the logits before the softmax: below 1 sharper, above 1 flatter.
    #[arg(long, default_value_t = Sampling::default().temperature)]
    pub temperature: f32,
    /// Draw from the k most probable tokens only (0: all).
    #[arg(long, default_value_t = Sampling::default().top_k)]
    pub top_k: usize,
    /// Draw from the fewest most probable tokens that hold at least this much probability.
    #[arg(long, default_value_t = Sampling::default().top_p)]
    pub top_p: f32,
    /// Fixes every draw (sample i uses seed + i).
    #[arg(long, default_value_t = Sampling::default().seed)]
    pub seed: u64,
}

impl SamplingArgs {
    fn settings(&self) -> Sampling {
        Sampling {
            temperature: self.temperature,
            top_k: self.top_k,
            top_p: self.top_p,
            seed: self.seed,
        }
    }
}

impl Job for DecodeArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        decode(b, self)
    }
}

fn decode<B: Backend>(b: &B, a: &DecodeArgs) -> Result<()> {
    let (model, vocab, extra) = load_weights(b, &a.weights)?;
    let vocab = with_vocabulary(vocab, &a.weights)?;
    let src = read_typed(&vocab.src, "--text", &a.text)?;
    let edits = Edits::parse(&a.edits.list, &model.config)?;
    let (c, max_len) = (&model.config, a.max_len.unwrap_or(usize::MAX));
    let generation = match a.sampling.sample {
        None => Generation::of_metadata(&extra)?,
        Some(_) => None,
    };
    let (beam, length_penalty) = (
        a.beam.unwrap_or(1),
        a.length_penalty.unwrap_or(crate::decode::DEFAULT_ALPHA),
    );
    let hyps = match a.sampling.sample {
        Some(n) => {
            check_count("--sample", n, MAX_SAMPLES)?;
            let settings = a.sampling.settings();
            let draw = |i| -> Result<Hypothesis> {
                let mut search = Sample::new(c, settings, i as u64, max_len)?;
                run_search(&model, b, &src, &mut search, &edits)?;
                Ok(search.finish().0)
            };
            (0..n).map(draw).collect::<Result<Vec<_>>>()?
        }
        // A model with its own generation settings decodes as transformers' generate() does.
        None if generation.is_some() => {
            let overrides = Overrides {
                num_beams: a.beam,
                max_new_tokens: a.max_len,
                length_penalty: a.length_penalty,
            };
            let g = generation.as_ref().expect("matched");
            let settings = Settings::resolve(g, c, overrides)?;
            if settings.num_beams == 1 {
                let mut search = HfGreedy::new(settings);
                run_search(&model, b, &src, &mut search, &edits)?;
                vec![search.finish()]
            } else {
                let mut search = HfBeam::new(settings);
                run_search(&model, b, &src, &mut search, &edits)?;
                search.finish().into_iter().take(1).collect()
            }
        }
        None if beam == 1 => {
            let mut search = Greedy::new(c, max_len)?;
            run_search(&model, b, &src, &mut search, &edits)?;
            vec![search.finish().0]
        }
        None => {
            let mut search = Beam::new(c, beam, max_len, length_penalty)?;
            run_search(&model, b, &src, &mut search, &edits)?;
            vec![search.finish()?.best]
        }
    };
    let edits: Vec<String> = edits.list().iter().map(ToString::to_string).collect();
    for hyp in &hyps {
        let output = Output::of(&vocab.tgt, hyp, &[c.pad_id, c.bos_id, c.eos_id]);
        if a.json {
            let line = DecodedLine {
                output,
                source_ids: &src,
                edits: &edits,
            };
            println!("{}", serde_json::to_string(&line).expect("JSON"));
        } else {
            println!("{}", escape_controls(&output.text));
        }
    }
    Ok(())
}

/// A line of `attend decode --json`: one output, with the source and the edits it ran with.
#[derive(serde::Serialize)]
struct DecodedLine<'a> {
    #[serde(flatten)]
    output: Output<'a>,
    source_ids: &'a [u32],
    edits: &'a [String],
}
