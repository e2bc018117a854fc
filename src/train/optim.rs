//! Adam with the paper's settings (beta1 0.9, beta2 0.98, eps 1e-9), optional clipping of the
//! global gradient norm, moments kept on the backend beside the parameters.

use std::collections::BTreeMap;

use crate::backend::{AdamStep, Train};
use crate::error::{Error, Result};
use crate::model::{Grads, Transformer};

/// Adam's state: the step count and two moments per parameter.
pub struct Adam<B: Train> {
    pub beta1: f32,
    pub beta2: f32,
    pub eps: f32,
    /// Clip the global gradient norm to this before each update.
    pub clip_norm: Option<f32>,
    /// Updates done so far.
    pub step: u32,
    moments: BTreeMap<String, (B::Tensor, B::Tensor)>,
}

impl<B: Train> Adam<B> {
    /// The paper's Adam: beta1 0.9, beta2 0.98, eps 1e-9.
    pub fn paper(clip_norm: Option<f32>) -> Self {
        Adam {
            beta1: 0.9,
            beta2: 0.98,
            eps: 1e-9,
            clip_norm,
            step: 0,
            moments: BTreeMap::new(),
        }
    }

    /// One update of every parameter of `model` with learning rate `lr`. Nothing is read back:
    /// on a GPU the whole update is recorded with the rest of the step.
    pub fn update(
        &mut self,
        b: &B,
        model: &mut Transformer<B>,
        grads: &Grads<B>,
        lr: f32,
    ) -> Result<()> {
        self.step += 1;
        let grad_sq = self.clip_norm.map(|_| {
            let all: Vec<&B::Tensor> = grads.tensors.values().collect();
            b.sum_squares(&all)
        });
        let step = AdamStep {
            lr,
            beta1: self.beta1,
            beta2: self.beta2,
            eps: self.eps,
            step: self.step,
            clip_norm: self.clip_norm,
        };
        for (name, param) in model.params_mut() {
            let grad = grads
                .get(&name)
                .ok_or_else(|| Error::Input(format!("no gradient for {name}")))?;
            let (m, v) = self.moments.entry(name).or_insert_with(|| {
                let shape = b.shape(param);
                (b.zeros(&shape), b.zeros(&shape))
            });
            b.adam_update(param, grad, m, v, &step, grad_sq.as_ref());
        }
        Ok(())
    }
}
