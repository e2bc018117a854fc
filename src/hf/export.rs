//! attend's parameters written under Marian's names ([`super::names`], the table import reads),
//! as the tensors `save_pretrained` writes: one name per tied group, the sinusoids left out.

use std::collections::BTreeMap;

use super::config::HfConfig;
use super::names::{table, Source};
use crate::error::{Error, Result};
use crate::model::{Config, HostParams};
use crate::tensor::Tensor;

/// The Marian state dict of a model: every tensor under its name, as `MarianMTModel` saves it
/// (a tied matrix once, under its first name).
pub fn marian_tensors(
    hf: &HfConfig,
    config: &Config,
    params: &HostParams,
) -> Result<BTreeMap<String, Tensor>> {
    let mut out = BTreeMap::new();
    for (spec, source) in table(hf, config) {
        let t = params
            .tensors
            .get(&spec.name)
            .ok_or_else(|| Error::Weights(format!("missing tensor {}", spec.name)))?;
        match source {
            Source::One(names) => {
                // The output projection tied to the decoder's embedding is saved with it.
                let tied = names[0] == "lm_head.weight" && names.len() > 1;
                if !tied {
                    out.insert(names[0].clone(), t.clone());
                }
            }
            Source::Row(name) => {
                let row = t
                    .clone()
                    .into_shape_with_order(ndarray::IxDyn(&[1, t.len()]))
                    .map_err(|e| Error::Weights(format!("{name}: {e}")))?;
                out.insert(name, row);
            }
            Source::Packed(names) => {
                let n = t.shape()[0] / 3;
                for (i, name) in names.into_iter().enumerate() {
                    let part = t.slice_axis(ndarray::Axis(0), (i * n..(i + 1) * n).into());
                    out.insert(name, part.to_owned());
                }
            }
        }
    }
    Ok(out)
}
