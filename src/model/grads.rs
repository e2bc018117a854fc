//! `Grads`: the gradient of the loss for every parameter, by name, on the backend.
//!
//! Names are the ones [`crate::model::Transformer::params_mut`] gives, from the parameter tree:
//! PyTorch's, except that attention keeps W_Q, W_K and W_V apart (`{path}.w_q.weight`, ...);
//! [`crate::model::Transformer::grads_to_host`] packs them into PyTorch's `in_proj_*`.

use std::collections::BTreeMap;

use crate::backend::Backend;

/// Gradients by parameter name.
pub struct Grads<B: Backend> {
    pub tensors: BTreeMap<String, B::Tensor>,
}

impl<B: Backend> Default for Grads<B> {
    fn default() -> Self {
        Grads {
            tensors: BTreeMap::new(),
        }
    }
}

impl<B: Backend> Grads<B> {
    /// Adds `g` to the gradient of `name` (a parameter used twice, such as a tied embedding,
    /// receives the sum of both uses).
    pub fn add(&mut self, b: &B, name: String, g: B::Tensor) {
        match self.tensors.get_mut(&name) {
            Some(sum) => b.add_in_place(sum, &g),
            None => {
                self.tensors.insert(name, g);
            }
        }
    }

    /// Adds each of `other`'s gradients to this one's of the same name. Two gradients of one
    /// model list the same names, in the same (sorted) order: then they are walked side by
    /// side, rather than looked up name by name.
    pub fn add_all(&mut self, b: &B, other: Grads<B>) {
        if self.tensors.keys().eq(other.tensors.keys()) {
            for (sum, g) in self.tensors.values_mut().zip(other.tensors.into_values()) {
                b.add_in_place(sum, &g);
            }
        } else {
            for (name, g) in other.tensors {
                self.add(b, name, g);
            }
        }
    }

    /// The gradient of `name`, if the loss depends on it.
    pub fn get(&self, name: &str) -> Option<&B::Tensor> {
        self.tensors.get(name)
    }
}
