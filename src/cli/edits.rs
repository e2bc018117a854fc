//! `--edit`: the interventions in the forward pass that `attend forward`, `attend decode` and
//! `attend plot` take.

use clap::Args;

/// Interventions in the forward pass.
#[derive(Clone, Debug, Default, Args)]
pub struct EditArgs {
    /// An intervention, repeatable: ablate=decoder.1.cross_attn.2 (zero a head's output),
    /// pattern=encoder.0.self_attn.1:uniform (or :itself, :previous), bypass=encoder.0.ffn,
    /// no-pe=src (or tgt, both), hide-source=3, see-future, no-padding-mask.
    #[arg(long = "edit", value_name = "EDIT")]
    pub list: Vec<String>,
}
