//! `attend bench`: figures measured on this machine, printed with their ratios. It asserts
//! nothing about speed. Two tables: training ([`training`], native beside PyTorch and beside the
//! tab's figures in `tests/browser/bench.mjs`) and the GPU's kernels beside the CPU's
//! ([`kernels`]).

pub mod kernels;
#[cfg(not(target_arch = "wasm32"))]
pub mod training;

pub use kernels::{forward_ms, traced_ms};
