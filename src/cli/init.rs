//! `attend init`: create a randomly initialised model and save it as a weights file.

use clap::Args;

use crate::data::{Vocab, Vocabs};
use crate::error::Result;
use crate::model::config::Activation;
use crate::model::positional::PositionalLayout;
use crate::model::{Config, HostParams};
use crate::weights::Weights;
use crate::words::say;

#[derive(Debug, Args)]
pub struct InitArgs {
    #[arg(long, help = say("cli-help-init--out"))]
    pub out: String,
    #[arg(long, default_value_t = Config::default().d_model, help = say("cli-help-init--d-model"))]
    pub d_model: usize,
    #[arg(long, default_value_t = Config::default().n_heads, help = say("cli-help-init--n-heads"))]
    pub n_heads: usize,
    #[arg(long, default_value_t = Config::default().n_encoder_layers, help = say("cli-help-init--n-layers"))]
    pub n_layers: usize,
    #[arg(long, default_value_t = Config::default().d_ff, help = say("cli-help-init--d-ff"))]
    pub d_ff: usize,
    #[arg(long, default_value_t = Config::default().src_vocab_size, help = say("cli-help-init--src-vocab"))]
    pub src_vocab: usize,
    #[arg(long, default_value_t = Config::default().tgt_vocab_size, help = say("cli-help-init--tgt-vocab"))]
    pub tgt_vocab: usize,
    #[arg(long, default_value_t = Config::default().max_len, help = say("cli-help-init--max-len"))]
    pub max_len: usize,
    #[arg(long, help = say("cli-help-init--norm-first"))]
    pub norm_first: bool,
    #[arg(long, help = say("cli-help-init--no-final-norm"))]
    pub no_final_norm: bool,
    #[arg(long, default_value = "relu", value_parser = crate::model::config::by_serde::<Activation>, help = say("cli-help-init--activation"))]
    pub activation: Activation,
    #[arg(long, default_value = "interleaved", value_parser = crate::model::config::by_serde::<PositionalLayout>, help = say("cli-help-init--positional-layout"))]
    pub positional_layout: PositionalLayout,
    #[arg(long, default_value_t = 0, help = say("cli-help-init--seed"))]
    pub seed: u64,
}

pub fn init(a: InitArgs) -> Result<()> {
    let config = Config {
        d_model: a.d_model,
        n_heads: a.n_heads,
        n_encoder_layers: a.n_layers,
        n_decoder_layers: a.n_layers,
        d_ff: a.d_ff,
        src_vocab_size: a.src_vocab,
        tgt_vocab_size: a.tgt_vocab,
        max_len: a.max_len,
        norm_first: a.norm_first,
        final_norm: !a.no_final_norm,
        activation: a.activation,
        positional_layout: a.positional_layout,
        ..Config::default()
    };
    config.validate()?;
    let vocab = Vocabs {
        src: Vocab::default_chars(config.src_vocab_size)?,
        tgt: Vocab::default_chars(config.tgt_vocab_size)?,
    };
    let weights = Weights {
        params: HostParams::init(&config, a.seed)?,
        config,
        vocab: Some(vocab),
        extra: [("seed".to_string(), a.seed.to_string())].into(),
    };
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
