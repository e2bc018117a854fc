use clap::Parser;

fn main() {
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
#[cfg(unix)]
fn restore_sigpipe() {
    // SAFETY: setting a signal's disposition to the default at start-up, before any thread
    // exists, has no preconditions.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn restore_sigpipe() {}
