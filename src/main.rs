// The command line is native: for wasm32 the crate is the page's library (src/wasm), and this
// binary has no entry point.
#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use clap::Parser;

    restore_sigpipe();
    keep_freed_memory();
    let cli = attend::cli::Cli::parse();
    if let Err(e) = attend::cli::run(cli) {
        let error = attend::words::error(&e);
        let line = attend::words::say_with("cli-error", &[("error", error.into())]);
        eprintln!("{}", attend::cli::escape_controls(&line));
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

/// glibc's malloc hands blocks above 128 KiB straight to the kernel (mmap) and back again when
/// they are freed, so every training step's activations, allocated and freed again each step,
/// would come as fresh pages the kernel has to fault in and zero. Keeping blocks up to 32 MiB in
/// the process (and trimming the heap only past 64 MiB free) lets the next step reuse them.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn keep_freed_memory() {
    const MMAP_THRESHOLD: libc::c_int = 32 << 20;
    const TRIM_THRESHOLD: libc::c_int = 64 << 20;
    // SAFETY: mallopt only sets malloc's parameters; it is called at start-up, before any
    // thread exists. A setting it refuses (it returns 0) leaves malloc as it was.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
        libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD);
    }
}

#[cfg(all(
    not(all(target_os = "linux", target_env = "gnu")),
    not(target_arch = "wasm32")
))]
fn keep_freed_memory() {}
