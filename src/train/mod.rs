//! Training: the paper's optimiser and learning-rate schedule, and the training loop.

pub mod optim;
pub mod recipe;
pub mod run;
pub mod schedule;

pub use optim::Adam;
pub use recipe::{Design, Overrides, Preset, Recipe, DEFAULT_EVAL_EVERY, RECIPE_FIELDS};
pub use run::{Progress, Run, HELD_OUT};
pub use schedule::noam_lr;
pub mod trainer;

pub use trainer::{
    evaluate, make_batch, param_group, training_batch, DeferredStep, Eval, TrainOptions, Trainer,
};
