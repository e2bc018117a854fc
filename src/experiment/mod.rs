//! The paper's experiments, run here on a toy task: its Table 3, every variation of the base
//! model trained, scored and set beside the paper's figures ([`table3`]); natively on threads
//! ([`run`]) and drawn as the paper's reader would ([`chart`]).

#[cfg(not(target_arch = "wasm32"))]
pub mod chart;
#[cfg(not(target_arch = "wasm32"))]
pub mod run;
pub mod table3;
