//! `--backend`: where a command's model runs, and the GPU opened for it or, with `auto`, fallen
//! back from.

use clap::ValueEnum;

use crate::backend::{Backend, Cpu, Gpu};
use crate::error::{Error, Result};

/// Where the model runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum BackendChoice {
    /// ndarray on the host (the reference).
    #[default]
    Cpu,
    /// WGSL kernels through wgpu; an error if there is no GPU.
    Gpu,
    /// The GPU when there is one, else the CPU (says which on stderr).
    Auto,
}

/// A command that runs a model on some backend.
pub trait Job {
    fn run<B: Backend>(&self, b: &B) -> Result<()>;
}

/// The GPU, or an error that says how to run without one.
pub fn open_gpu() -> Result<Gpu> {
    find_gpu().map_err(|e| match e {
        Error::Backend(m) => Error::Backend(format!(
            "{m}; use --backend cpu, or --backend auto to fall back to the CPU"
        )),
        other => other,
    })
}

#[cfg(not(target_arch = "wasm32"))]
pub fn find_gpu() -> Result<Gpu> {
    Gpu::open_blocking()
}

#[cfg(target_arch = "wasm32")]
pub fn find_gpu() -> Result<Gpu> {
    Err(Error::Backend(
        "the command line cannot open a GPU in the browser".into(),
    ))
}

/// Runs `job` where `choice` says. `auto` falls back to the CPU, saying so on stderr, when
/// there is no GPU or when the GPU fails during the run (a lost device, out of memory).
pub fn on_backend<J: Job>(choice: BackendChoice, job: &J) -> Result<()> {
    match choice {
        BackendChoice::Cpu => job.run(&Cpu),
        BackendChoice::Gpu => job.run(&open_gpu()?),
        BackendChoice::Auto => match find_gpu() {
            Ok(gpu) => {
                eprintln!("attend: running on the {}", gpu.name());
                match job.run(&gpu) {
                    Err(Error::Backend(e)) => {
                        eprintln!("attend: the GPU failed ({e}); running on the CPU instead");
                        job.run(&Cpu)
                    }
                    other => other,
                }
            }
            Err(e) => {
                eprintln!("attend: {e}; running on the CPU");
                job.run(&Cpu)
            }
        },
    }
}
