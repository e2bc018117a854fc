//! `attend forward`: run one forward pass on token ids and print the logits as JSON.

use clap::Args;
use serde_json::json;

use super::backend::{BackendChoice, Job};
use super::edits::EditArgs;
use super::input::load_model;
use crate::backend::Backend;
use crate::error::Result;
use crate::model::{Batch, Edits, Pass};
use crate::words::say;

#[derive(Debug, Args)]
pub struct ForwardArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, value_delimiter = ',', required = true, help = say("cli-help-forward--src"))]
    pub src: Vec<u32>,
    #[arg(long, value_delimiter = ',', required = true, help = say("cli-help-forward--tgt"))]
    pub tgt: Vec<u32>,
    #[arg(long, help = say("cli-help-forward--trace"))]
    pub trace: bool,
    #[command(flatten)]
    pub edits: EditArgs,
    #[arg(long, value_enum, default_value_t, help = say("cli-help--backend"))]
    pub backend: BackendChoice,
}

impl Job for ForwardArgs {
    fn run<B: Backend>(&self, b: &B) -> Result<()> {
        forward(b, self)
    }
}

fn forward<B: Backend>(b: &B, a: &ForwardArgs) -> Result<()> {
    let (model, _) = load_model(b, &a.weights)?;
    let edits = Edits::parse(&a.edits.list, &model.config)?;
    let src = Batch::single(&a.src)?;
    let tgt = Batch::single(&a.tgt)?;
    let pass = if a.trace {
        Pass::traced(b)
    } else {
        Pass::inference(b)
    };
    let mut pass = pass.with_edits(&edits);
    let logits = model.forward(&mut pass, &src, &tgt)?;
    let logits = b.download(&logits)?; // [1, T, V]
    let rows: Vec<Vec<f32>> = logits.outer_iter().next().map_or(Vec::new(), |seq| {
        seq.outer_iter()
            .map(|row| row.iter().copied().collect())
            .collect()
    });
    let mut out = json!({ "logits": rows });
    if a.trace {
        let trace = pass.into_trace()?;
        let entries: serde_json::Map<String, serde_json::Value> = trace
            .entries()
            .iter()
            .map(|(name, t)| {
                let data: Vec<f32> = t.iter().copied().collect();
                (name.clone(), json!({ "shape": t.shape(), "data": data }))
            })
            .collect();
        out["trace"] = serde_json::Value::Object(entries);
    }
    println!("{out}");
    Ok(())
}
