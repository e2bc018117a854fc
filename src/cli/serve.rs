//! `attend serve`: serve the built page (dist/) over HTTP on 127.0.0.1.

use crate::words::say;
use clap::Args;

#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Args)]
pub struct ServeArgs {
    #[arg(long, env = "PORT", default_value_t = 8080, help = say("cli-help-serve--port"))]
    pub port: u16,
    #[arg(long, default_value = crate::serve::DEFAULT_ROOT, help = say("cli-help-serve--root"))]
    pub root: String,
}
