//! `attend import` and `attend export`: a Hugging Face Marian model folder (Opus-MT) read into
//! attend's weights file, and a model written as a folder that transformers' `MarianMTModel` loads.

use clap::Args;

use crate::error::Result;
use crate::weights::Weights;
use crate::words::say;

#[derive(Debug, Args)]
pub struct ImportArgs {
    #[arg(long, help = say("cli-help-import--hf"))]
    pub hf: String,
    #[arg(long, help = say("cli-help-import--out"))]
    pub out: String,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[arg(long, help = say("cli-help-export--hf"))]
    pub hf: String,
    #[arg(long, help = say("cli-help-export--out"))]
    pub out: String,
}

/// `attend import`: the Hugging Face folder at `--hf` written as attend's weights file at `--out`.
pub fn import(a: ImportArgs) -> Result<()> {
    let weights = Weights::load(&a.hf)?;
    weights.save(&a.out)?;
    eprintln!(
        "{}",
        crate::words::say_with(
            "cli-wrote-model",
            &[
                ("file", a.out.as_str().into()),
                ("parameters", weights.config.param_count().into()),
            ],
        )
    );
    Ok(())
}

/// `attend export`: the model at `--hf` written as a Hugging Face folder at `--out`.
pub fn export(a: ExportArgs) -> Result<()> {
    let folder = crate::hf::export::folder(&Weights::load(&a.hf)?)?;
    folder.write_dir(&a.out)?;
    let names: Vec<&str> = folder.files.keys().map(String::as_str).collect();
    eprintln!(
        "{}",
        crate::words::say_with(
            "cli-wrote-files",
            &[
                ("files", names.join(", ").into()),
                ("folder", a.out.as_str().into()),
            ],
        )
    );
    Ok(())
}
