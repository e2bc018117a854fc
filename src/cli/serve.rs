//! `attend serve`: serve the built page (dist/) over HTTP on 127.0.0.1.

use clap::Args;

#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on (default: the PORT variable, else 8080).
    #[arg(long, env = "PORT", default_value_t = 8080)]
    pub port: u16,
    /// The site's folder (index.html, www/, the wasm core and the models), as
    /// `bash scripts/run.sh` builds it.
    #[arg(long, default_value = crate::serve::DEFAULT_ROOT)]
    pub root: String,
}
