//! Training: the paper's optimiser and learning-rate schedule, and the training loop.

pub mod optim;
pub mod schedule;

pub use optim::Adam;
pub use schedule::noam_lr;
pub mod trainer;

pub use trainer::{evaluate, make_batch, training_batch, Eval, TrainOptions, Trainer};
