//! `--backend`: where a command's model runs, and the GPU opened for it or, with `auto`, fallen
//! back from.

use clap::ValueEnum;

use crate::backend::{Backend, Cpu, Gpu};
use crate::error::{Error, Result};
use crate::words::{say, say_with};

/// Where the model runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum BackendChoice {
    #[default]
    #[value(help = say("cli-help--backend-cpu"))]
    Cpu,
    #[value(help = say("cli-help--backend-gpu"))]
    Gpu,
    #[value(help = say("cli-help--backend-auto"))]
    Auto,
}

/// A command that runs a model on some backend.
pub trait Job {
    fn run<B: Backend>(&self, b: &B) -> Result<()>;
}

/// The GPU, or an error that says how to run without one.
pub fn open_gpu() -> Result<Gpu> {
    find_gpu().map_err(|e| match e {
        Error::Backend(m) => Error::Backend(say_with("cli-use-cpu", &[("reason", m.into())])),
        other => other,
    })
}

/// The GPU, or why there is none.
pub fn find_gpu() -> Result<Gpu> {
    Gpu::open_blocking()
}

/// Runs `job` where `choice` says. `auto` falls back to the CPU, saying so on stderr, when
/// there is no GPU or when the GPU fails during the run (a lost device, out of memory).
pub fn on_backend<J: Job>(choice: BackendChoice, job: &J) -> Result<()> {
    match choice {
        BackendChoice::Cpu => job.run(&Cpu),
        BackendChoice::Gpu => job.run(&open_gpu()?),
        BackendChoice::Auto => match find_gpu() {
            Ok(gpu) => {
                let device = gpu.name().to_string();
                eprintln!(
                    "{}",
                    say_with("cli-running-on", &[("device", device.into())])
                );
                match job.run(&gpu) {
                    Err(Error::Backend(e)) => {
                        let reason = e.to_string();
                        eprintln!(
                            "{}",
                            say_with("cli-gpu-failed", &[("reason", reason.into())])
                        );
                        job.run(&Cpu)
                    }
                    other => other,
                }
            }
            Err(e) => {
                let reason = e.to_string();
                eprintln!(
                    "{}",
                    say_with("cli-gpu-missing", &[("reason", reason.into())])
                );
                job.run(&Cpu)
            }
        },
    }
}
