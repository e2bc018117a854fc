//! Training: the paper's optimiser and learning-rate schedule.

pub mod optim;
pub mod schedule;

pub use optim::Adam;
pub use schedule::noam_lr;
