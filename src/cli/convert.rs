//! `attend convert`: a model written again with its tensors stored in f16 or f32.

use clap::{Args, ValueEnum};

use crate::error::Result;
use crate::weights::{Storage, Weights};
use crate::words::say;

#[derive(Debug, Args)]
pub struct ConvertArgs {
    #[arg(long, help = say("cli-help--weights"))]
    pub weights: String,
    #[arg(long, value_enum, help = say("cli-help-convert--dtype"))]
    pub dtype: DtypeChoice,
    #[arg(long, help = say("cli-help-convert--out"))]
    pub out: Option<String>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum DtypeChoice {
    F16,
    F32,
}

/// `attend convert`: the model at `--weights` saved with the storage `--dtype` names. The
/// file's `command` metadata, where it has one, gains this command, so it still says how the
/// file was made.
pub fn convert(a: ConvertArgs) -> Result<()> {
    let mut weights = Weights::load(&a.weights)?;
    let (storage, name) = match a.dtype {
        DtypeChoice::F16 => (Storage::F16, "f16"),
        DtypeChoice::F32 => (Storage::F32, "f32"),
    };
    let out = a.out.as_deref().unwrap_or(&a.weights);
    if let Some(command) = weights.extra.get_mut("command") {
        command.push_str(&format!(
            " && attend convert --weights {out} --dtype {name}"
        ));
    }
    weights.save_as(out, storage)?;
    eprintln!(
        "{}",
        crate::words::say_with(
            "cli-wrote-converted",
            &[
                ("file", out.into()),
                ("parameters", weights.config.param_count().into()),
                ("dtype", name.into()),
            ],
        )
    );
    Ok(())
}
