//! `attend info`: print a weights file's config, vocabulary and parameter count.

use clap::Args;
use serde_json::json;

use crate::error::Result;
use crate::words::say;

#[derive(Debug, Args)]
pub struct InfoArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
}

pub fn info(a: InfoArgs) -> Result<()> {
    let w = crate::weights::Header::read(&a.weights)?;
    let vocab = w
        .vocab
        .as_ref()
        .map(|v| json!({"kind": v.src.kind, "src_size": v.src.len(), "tgt_size": v.tgt.len()}));
    let out = json!({
        "config": w.config,
        "parameters": w.config.param_count(),
        "differs_from_the_paper": w
            .config
            .departures_from_paper()
            .into_iter()
            .map(crate::words::departure)
            .collect::<Vec<_>>(),
        "vocab": vocab,
        "metadata": w.extra,
    });
    println!("{}", serde_json::to_string_pretty(&out).expect("JSON"));
    Ok(())
}
