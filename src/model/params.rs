//! Host-side parameters by name: what a weights file holds and what a new model is drawn from.

use std::collections::BTreeMap;

use super::config::{Config, Init};
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::tensor::Tensor;

/// A model's parameters on the host, in PyTorch `state_dict` naming.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HostParams {
    pub tensors: BTreeMap<String, Tensor>,
}

impl HostParams {
    /// Draws every parameter of `config` as PyTorch would (Xavier-uniform matrices), seeded.
    pub fn init(config: &Config, seed: u64) -> Result<Self> {
        config.validate()?;
        let mut rng = Rng::new(seed);
        let mut tensors = BTreeMap::new();
        for spec in config.param_specs() {
            let n: usize = spec.shape.iter().product();
            let data: Vec<f32> = match spec.init {
                Init::Zeros => vec![0.0; n],
                Init::Ones => vec![1.0; n],
                Init::FanIn(fan_in) => {
                    let a = 1.0 / (fan_in as f32).sqrt();
                    (0..n).map(|_| rng.uniform_in(-a, a)).collect()
                }
                Init::Xavier => {
                    // torch.nn.init.xavier_uniform_: fan_out = shape[0], fan_in = shape[1]
                    let a = (6.0 / (spec.shape[0] + spec.shape[1]) as f32).sqrt();
                    (0..n).map(|_| rng.uniform_in(-a, a)).collect()
                }
            };
            tensors.insert(spec.name, crate::tensor::from_vec(&spec.shape, data)?);
        }
        Ok(HostParams { tensors })
    }

    /// Checks that exactly the parameters of `config` are present, each with its shape.
    pub fn check_against(&self, config: &Config) -> Result<()> {
        let specs = config.param_specs();
        let mut missing = Vec::new();
        for spec in &specs {
            match self.tensors.get(&spec.name) {
                None => missing.push(spec.name.clone()),
                Some(t) if t.shape() != spec.shape.as_slice() => {
                    return Err(Error::Weights(format!(
                        "tensor {} has shape {:?}, the config needs {:?}",
                        spec.name,
                        t.shape(),
                        spec.shape
                    )))
                }
                Some(_) => {}
            }
        }
        if !missing.is_empty() {
            return Err(Error::Weights(format!(
                "{} missing tensor(s): {}",
                missing.len(),
                summarise(&missing)
            )));
        }
        let extra: Vec<String> = self
            .tensors
            .keys()
            .filter(|k| !specs.iter().any(|s| &s.name == *k))
            .cloned()
            .collect();
        if !extra.is_empty() {
            return Err(Error::Weights(format!(
                "{} unexpected tensor(s) for this config: {}",
                extra.len(),
                summarise(&extra)
            )));
        }
        Ok(())
    }

    /// Removes and returns the parameter `name`.
    pub fn take(&mut self, name: &str) -> Result<Tensor> {
        self.tensors
            .remove(name)
            .ok_or_else(|| Error::Weights(format!("missing tensor {name}")))
    }
}

fn summarise(names: &[String]) -> String {
    let mut s = names.iter().take(5).cloned().collect::<Vec<_>>().join(", ");
    if names.len() > 5 {
        s.push_str(&format!(", … ({} more)", names.len() - 5));
    }
    s
}
