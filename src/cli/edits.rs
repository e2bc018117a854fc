//! `--edit`: the interventions in the forward pass that `attend forward`, `attend decode` and
//! `attend plot` take.

use crate::words::say;
use clap::Args;

/// Interventions in the forward pass.
#[derive(Clone, Debug, Default, Args)]
pub struct EditArgs {
    #[arg(long = "edit", value_name = "EDIT", help = say("cli-help--edit"))]
    pub list: Vec<String>,
}
