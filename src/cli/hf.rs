//! `attend import` and `attend export`: a Hugging Face Marian model folder (Opus-MT) read into
//! attend's weights file, and a model written as a folder that transformers' `MarianMTModel` loads.

use clap::Args;

use crate::error::Result;
use crate::weights::Weights;

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The Hugging Face model folder (config.json, model.safetensors or pytorch_model.bin, the
    /// tokenizer's files, generation_config.json).
    #[arg(long)]
    pub hf: String,
    /// Where to write attend's weights file.
    #[arg(long)]
    pub out: String,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The model: attend's weights file (or a model folder).
    #[arg(long)]
    pub hf: String,
    /// The folder to write (created if missing; the files it writes are replaced whole).
    #[arg(long)]
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
