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
use crate::words::{say, say_with};

#[derive(Debug, Args)]
pub struct DecodeArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, help = say("cli-help-decode--text"))]
    pub text: String,
    #[arg(long, help = say("cli-help-decode--beam"))]
    pub beam: Option<usize>,
    #[arg(long, help = say("cli-help-decode--max-len"))]
    pub max_len: Option<usize>,
    #[arg(long, help = say_with(
        "cli-help-decode--length-penalty",
        &[("alpha", crate::decode::DEFAULT_ALPHA.to_string().into())],
    ))]
    pub length_penalty: Option<f32>,
    #[arg(long, help = say("cli-help-decode--json"))]
    pub json: bool,
    #[command(flatten)]
    pub sampling: SamplingArgs,
    #[command(flatten)]
    pub edits: EditArgs,
    #[arg(long, value_enum, default_value_t, help = say("cli-help--backend"))]
    pub backend: BackendChoice,
}

/// Sampling instead of greedy decoding or beam search.
#[derive(Clone, Debug, Args)]
pub struct SamplingArgs {
    #[arg(long, value_name = "N", help = say("cli-help-decode--sample"))]
    pub sample: Option<usize>,
    #[arg(long, default_value_t = Sampling::default().temperature, help = say("cli-help-decode--temperature"))]
    pub temperature: f32,
    #[arg(long, default_value_t = Sampling::default().top_k, help = say("cli-help-decode--top-k"))]
    pub top_k: usize,
    #[arg(long, default_value_t = Sampling::default().top_p, help = say("cli-help-decode--top-p"))]
    pub top_p: f32,
    #[arg(long, default_value_t = Sampling::default().seed, help = say("cli-help-decode--seed"))]
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
