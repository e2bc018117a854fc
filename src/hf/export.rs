//! attend's parameters written under Marian's names ([`super::names`], the table import reads),
//! as the tensors `save_pretrained` writes: one name per tied group, the sinusoids left out.

use std::collections::BTreeMap;

use safetensors::tensor::TensorView;
use safetensors::Dtype;

use super::config::{HfConfig, MARIAN_LAYER_NORM_EPS};
use super::folder::{Folder, GENERATION_KEY, HF_CONFIG_KEY, SAFETENSORS};
use super::names::{table, Source};
use crate::backend::tensor::Tensor;
use crate::error::{Error, Result};
use crate::model::config::Activation;
use crate::model::positional::PositionalLayout;
use crate::model::{Config, HostParams};
use crate::weights::Weights;

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

/// What of a model Marian cannot express, if anything: `MarianMTModel` is post-LN without final
/// norms, has its sinusoids in halves and layer norms of epsilon 1e-5.
fn marian_can_express(c: &Config) -> Result<()> {
    let problems: Vec<&str> = [
        (c.norm_first, "pre-LN (Marian's layers are post-LN)"),
        (
            c.final_norm,
            "final layer norms after the stacks (Marian has none)",
        ),
        (
            c.positional_layout != PositionalLayout::Halves,
            "interleaved sinusoids (Marian's are in halves)",
        ),
        (!c.positional_encoding, "no positional encoding"),
        (
            c.learned_positions,
            "learned positions (Marian's are sinusoids)",
        ),
        (
            !c.packed_attention(),
            "heads of other widths than d_model / heads",
        ),
        (!c.causal_mask, "no causal mask"),
        (
            c.layer_norm_eps != MARIAN_LAYER_NORM_EPS,
            "a layer-norm epsilon other than 1e-5",
        ),
    ]
    .into_iter()
    .filter_map(|(bad, what)| bad.then_some(what))
    .collect();
    if problems.is_empty() {
        return Ok(());
    }
    Err(Error::Input(format!(
        "a Marian model cannot hold this one: it has {}; only a model of Marian's design \
         (post-LN without final norms, sinusoids in halves, as `attend init --no-final-norm \
         --positional-layout halves` makes) is written as a Hugging Face folder",
        problems.join(", ")
    )))
}

/// The `config.json` of a model: the one it was read with where it came from a folder (every
/// field kept), else Marian's fields written from the config.
pub fn config_json(weights: &Weights) -> Result<String> {
    let c = &weights.config;
    marian_can_express(c)?;
    if let Some(text) = weights.extra.get(HF_CONFIG_KEY) {
        let hf = HfConfig::from_json(text)?;
        if hf.to_config()? == *c {
            return Ok(text.clone());
        }
    }
    let activation = match c.activation {
        Activation::Relu => "relu",
        Activation::Silu => "swish",
        Activation::Gelu => "gelu",
    };
    let json = serde_json::json!({
        "architectures": ["MarianMTModel"],
        "model_type": "marian",
        "activation_function": activation,
        "d_model": c.d_model,
        "encoder_layers": c.n_encoder_layers,
        "decoder_layers": c.n_decoder_layers,
        "encoder_attention_heads": c.n_heads,
        "decoder_attention_heads": c.n_heads,
        "encoder_ffn_dim": c.d_ff,
        "decoder_ffn_dim": c.d_ff,
        "vocab_size": c.src_vocab_size,
        "decoder_vocab_size": c.tgt_vocab_size,
        "share_encoder_decoder_embeddings": c.tie_weights,
        "tie_word_embeddings": c.tie_weights,
        "max_position_embeddings": c.max_len,
        "scale_embedding": c.scale_embeddings,
        "pad_token_id": c.pad_id,
        "eos_token_id": c.eos_id,
        "decoder_start_token_id": c.bos_id,
        "forced_eos_token_id": c.eos_id,
        "dropout": 0.1,
        "attention_dropout": 0.0,
        "activation_dropout": 0.0,
        "is_encoder_decoder": true,
    });
    let text = serde_json::to_string_pretty(&json).expect("JSON");
    // Read back, it must be this very model.
    let back = HfConfig::from_json(&text)?.to_config()?;
    debug_assert_eq!(back, *c);
    Ok(text)
}

/// The `generation_config.json` of a model: its own where it has one, else Opus-MT's settings
/// (beam 4, the padding token never generated, eos forced at the length limit).
pub fn generation_json(weights: &Weights) -> String {
    if let Some(text) = weights.extra.get(GENERATION_KEY) {
        return text.clone();
    }
    let c = &weights.config;
    let json = serde_json::json!({
        "bad_words_ids": [[c.pad_id]],
        "decoder_start_token_id": c.bos_id,
        "eos_token_id": c.eos_id,
        "forced_eos_token_id": c.eos_id,
        "max_length": c.max_len,
        "num_beams": 4,
        "pad_token_id": c.pad_id,
        "renormalize_logits": true,
    });
    serde_json::to_string_pretty(&json).expect("JSON")
}

/// A model as a Hugging Face folder's files: `config.json`, `generation_config.json`,
/// `model.safetensors` (f32) and, for a model with Marian's tokenizer, its files.
pub fn folder(weights: &Weights) -> Result<Folder> {
    let config_text = config_json(weights)?;
    let hf = HfConfig::from_json(&config_text)?;
    let tensors = marian_tensors(&hf, &weights.config, &weights.params)?;
    let mut files = BTreeMap::new();
    files.insert("config.json".to_string(), config_text.into_bytes());
    files.insert(
        "generation_config.json".to_string(),
        generation_json(weights).into_bytes(),
    );
    files.insert(SAFETENSORS.to_string(), safetensors_bytes(&tensors)?);
    if let Some(tokenizer) = weights
        .vocab
        .as_ref()
        .and_then(|v| v.src.marian_tokenizer())
    {
        for (name, bytes) in tokenizer.files() {
            files.insert(name.to_string(), bytes);
        }
    }
    Ok(Folder {
        files,
        safetensors: None,
    })
}

/// Tensors as an f32 safetensors file, with the metadata `save_pretrained` writes.
pub fn safetensors_bytes(tensors: &BTreeMap<String, Tensor>) -> Result<Vec<u8>> {
    let data: Vec<(&str, Vec<u8>, Vec<usize>)> = tensors
        .iter()
        .map(|(name, t)| {
            let bytes = t
                .as_standard_layout()
                .iter()
                .flat_map(|v| v.to_le_bytes())
                .collect();
            (name.as_str(), bytes, t.shape().to_vec())
        })
        .collect();
    let views = data
        .iter()
        .map(|(name, bytes, shape)| {
            TensorView::new(Dtype::F32, shape.clone(), bytes).map(|v| (*name, v))
        })
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|e| Error::Weights(format!("{SAFETENSORS}: {e}")))?;
    let meta = std::collections::HashMap::from([("format".to_string(), "pt".to_string())]);
    safetensors::serialize(views, Some(meta))
        .map_err(|e| Error::Weights(format!("{SAFETENSORS}: {e}")))
}
