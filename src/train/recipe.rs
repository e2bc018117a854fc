//! Each task's recipe: a model size and training settings that reach at least 99% held-out
//! exact match from any seed. `attend train --task T` and the page's training panel both start
//! from it; each flag (or field) the user sets overrides its part. Also the limits every
//! training setting must respect, wherever it was typed.

use serde::Serialize;

use super::TrainOptions;
use crate::data::tasks::Task;
use crate::error::{Error, Result};
use crate::model::Config;

/// A model size and the settings that train it on one task.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Recipe {
    pub d_model: usize,
    pub n_heads: usize,
    /// Layers in the encoder and in the decoder.
    pub n_layers: usize,
    pub d_ff: usize,
    pub steps: u32,
    pub batch_size: usize,
    pub warmup: u32,
    pub lr_factor: f32,
    pub label_smoothing: f32,
    pub dropout: f32,
}

/// The most steps a run may ask for, and the widest batch.
pub const MAX_STEPS: u32 = 1_000_000;
pub const MAX_BATCH_SIZE: usize = 512;
/// The largest learning-rate factor (ten times the paper's schedule already diverges).
pub const MAX_LR_FACTOR: f32 = 10.0;
/// The most CPU threads a batch is cut into.
pub const MAX_THREADS: usize = 64;

impl Recipe {
    /// The recipe for `task`. Copy and reverse train the tiny model with half the paper's
    /// learning rate and batches of 128, which keeps held-out accuracy from swinging late in the
    /// run; sort needs a wider model without regularisation; dates and numbers a wider one.
    pub fn for_task(task: Task) -> Recipe {
        let tiny = Config::tiny();
        let base = Recipe {
            d_model: tiny.d_model,
            n_heads: tiny.n_heads,
            n_layers: tiny.n_encoder_layers,
            d_ff: tiny.d_ff,
            steps: 3000,
            batch_size: 128,
            warmup: 200,
            lr_factor: 0.5,
            label_smoothing: 0.1,
            dropout: 0.1,
        };
        match task {
            Task::Copy | Task::Reverse => base,
            Task::Sort => Recipe {
                d_model: 64,
                d_ff: 256,
                steps: 12_000,
                batch_size: 64,
                warmup: 400,
                lr_factor: 1.0,
                label_smoothing: 0.0,
                dropout: 0.0,
                ..base
            },
            Task::Dates | Task::Numbers => Recipe {
                d_model: 64,
                d_ff: 128,
                steps: 6000,
                batch_size: 64,
                lr_factor: 1.0,
                ..base
            },
        }
    }

    /// The model's config for `task` (its vocabularies and lengths come from the task).
    pub fn config(&self, task: Task) -> Config {
        let vocabs = task.vocabs();
        Config {
            d_model: self.d_model,
            n_heads: self.n_heads,
            n_encoder_layers: self.n_layers,
            n_decoder_layers: self.n_layers,
            d_ff: self.d_ff,
            src_vocab_size: vocabs.src.len(),
            tgt_vocab_size: vocabs.tgt.len(),
            max_len: task.max_len(),
            ..Config::default()
        }
    }

    /// The training options of this recipe; the rest (clipping, threads, seed) are defaults.
    pub fn options(&self) -> TrainOptions {
        TrainOptions {
            steps: self.steps,
            batch_size: self.batch_size,
            warmup: self.warmup,
            lr_factor: self.lr_factor,
            label_smoothing: self.label_smoothing,
            dropout: self.dropout,
            ..TrainOptions::default()
        }
    }

    /// One line for a person: the model and the settings.
    pub fn describe(&self) -> String {
        format!(
            "d_model {}, {} heads, {}+{} layers, d_ff {}; {} steps, batch {}, warm-up {}, \
             learning-rate factor {}, label smoothing {}, dropout {}",
            self.d_model,
            self.n_heads,
            self.n_layers,
            self.n_layers,
            self.d_ff,
            self.steps,
            self.batch_size,
            self.warmup,
            self.lr_factor,
            self.label_smoothing,
            self.dropout
        )
    }
}

impl TrainOptions {
    /// Checks every setting against its limit, with a message that names it.
    pub fn validate(&self) -> Result<()> {
        let bad = |what: String| Err(Error::Input(format!("training settings: {what}")));
        if !(1..=MAX_STEPS).contains(&self.steps) {
            return bad(format!(
                "the steps must be 1 to {MAX_STEPS} (got {})",
                self.steps
            ));
        }
        if !(1..=MAX_BATCH_SIZE).contains(&self.batch_size) {
            return bad(format!(
                "the batch size must be 1 to {MAX_BATCH_SIZE} (got {})",
                self.batch_size
            ));
        }
        if self.warmup == 0 {
            return bad("the warm-up must be at least 1 step".into());
        }
        if !(self.lr_factor > 0.0 && self.lr_factor <= MAX_LR_FACTOR) {
            return bad(format!(
                "the learning-rate factor must be above 0 and at most {MAX_LR_FACTOR} (got {})",
                self.lr_factor
            ));
        }
        if !(0.0..1.0).contains(&self.label_smoothing) || !(0.0..1.0).contains(&self.dropout) {
            return bad("label smoothing and dropout must be at least 0 and below 1".into());
        }
        if let Some(clip) = self.clip_norm {
            if !(clip.is_finite() && clip > 0.0) {
                return bad(format!(
                    "the gradient-norm clip must be a positive number (got {clip})"
                ));
            }
        }
        if !(1..=MAX_THREADS).contains(&self.threads) {
            return bad(format!(
                "the threads must be 1 to {MAX_THREADS} (got {})",
                self.threads
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_recipe_is_valid() {
        for task in Task::ALL {
            let r = Recipe::for_task(task);
            r.config(task).validate().unwrap();
            r.options().validate().unwrap();
        }
    }

    #[test]
    fn settings_outside_their_limits_are_refused() {
        let ok = Recipe::for_task(Task::Reverse).options();
        let cases = [
            TrainOptions {
                batch_size: 0,
                ..ok.clone()
            },
            TrainOptions {
                batch_size: 513,
                ..ok.clone()
            },
            TrainOptions {
                steps: 0,
                ..ok.clone()
            },
            TrainOptions {
                warmup: 0,
                ..ok.clone()
            },
            TrainOptions {
                lr_factor: f32::NAN,
                ..ok.clone()
            },
            TrainOptions {
                lr_factor: 11.0,
                ..ok.clone()
            },
            TrainOptions {
                dropout: 1.0,
                ..ok.clone()
            },
            TrainOptions {
                label_smoothing: -0.1,
                ..ok.clone()
            },
            TrainOptions {
                clip_norm: Some(f32::INFINITY),
                ..ok.clone()
            },
            TrainOptions {
                threads: 0,
                ..ok.clone()
            },
        ];
        for o in cases {
            let e = o.validate().unwrap_err().to_string();
            assert!(e.starts_with("input: training settings: "), "{e}");
        }
    }
}
