//! Training: the paper's optimiser and learning-rate schedule, batches, the training step, the
//! run that drives it, and held-out evaluation.

pub mod batch;
pub mod eval;
pub mod exchange;
pub mod optim;
pub mod recipe;
pub mod run;
pub mod schedule;
#[cfg(not(target_arch = "wasm32"))]
pub mod threads;
pub mod trainer;

pub use batch::{make_batch, training_batch, TrainBatch};
pub use eval::{evaluate, score, Eval, Scores};
pub use optim::Adam;
pub use recipe::{
    Design, FormChoice, Overrides, Preset, Recipe, DEFAULT_EVAL_EVERY, RECIPE_FIELDS,
};
pub use run::{Chunk, InChunk, Progress, Run, Stepper, HELD_OUT};
pub use schedule::noam_lr;
#[cfg(not(target_arch = "wasm32"))]
pub use threads::Threads;
pub use trainer::{DeferredStep, Drawn, InTurn, RunParts, StepKey, TrainOptions, Trainer};
