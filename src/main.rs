// The command line is native: for wasm32 the crate is the page's library (src/wasm), and this
// binary has no entry point.
#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use clap::Parser;

    restore_sigpipe();
    let cli = attend::cli::Cli::parse();
    if let Err(e) = attend::cli::run(cli) {
        eprintln!("error: {}", attend::cli::escape_controls(&e.to_string()));
        let code = match e {
            attend::Error::Interrupted(_) => attend::cli::INTERRUPTED_EXIT,
            _ => 1,
        };
        std::process::exit(code);
    }
}

/// Rust ignores SIGPIPE, so printing into a closed pipe (`attend forward ... | head`) would
/// panic; restoring the default makes the command end quietly, as other Unix tools do.
#[cfg(all(unix, not(target_arch = "wasm32")))]
fn restore_sigpipe() {
    // SAFETY: setting a signal's disposition to the default at start-up, before any thread
    // exists, has no preconditions.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(all(not(unix), not(target_arch = "wasm32")))]
fn restore_sigpipe() {}
