//! Marian's parameter names against attend's (PyTorch `nn.Transformer`'s): one table, read in
//! both directions, by import and by export.
//!
//! ```text
//! attend                                   Marian (transformers' MarianMTModel)
//! src_embed.weight                         model.shared.weight | model.encoder.embed_tokens.weight
//! tgt_embed.weight                         model.shared.weight | model.decoder.embed_tokens.weight
//! generator.weight                         lm_head.weight (tied: the decoder's embedding)
//! generator.bias [V]                       final_logits_bias [1, V]
//! transformer.encoder.layers.i.            model.encoder.layers.i.
//!   self_attn.in_proj_weight [3D, D]         self_attn.{q,k,v}_proj.weight, stacked
//!   self_attn.out_proj.*                     self_attn.out_proj.*
//!   linear1.* / linear2.*                    fc1.* / fc2.*
//!   norm1.* / norm2.*                        self_attn_layer_norm.* / final_layer_norm.*
//! transformer.decoder.layers.i.            model.decoder.layers.i.
//!   multihead_attn.*                         encoder_attn.*
//!   norm1.* / norm2.* / norm3.*              self_attn_layer_norm.* / encoder_attn_layer_norm.*
//!                                            / final_layer_norm.*
//! ```
//!
//! The sinusoids (`model.{encoder,decoder}.embed_positions.weight`, where a file has them) are
//! computed, not read.

use super::config::HfConfig;
use crate::model::{Config, ParamSpec};

/// Where one of attend's parameters lives in a Marian state dict.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// One tensor of the same shape, under any of these names (a tied matrix has several; a
    /// file holds at least one of them).
    One(Vec<String>),
    /// W_Q, W_K and W_V (or their biases), which attend stores stacked on the first axis.
    Packed([String; 3]),
    /// A `[1, n]` row that attend stores as `[n]` (`final_logits_bias`).
    Row(String),
}

/// Every parameter of `config` (in its [`Config::param_specs`] order) with where it lives in the
/// Marian state dict of `hf`.
pub fn table(hf: &HfConfig, config: &Config) -> Vec<(ParamSpec, Source)> {
    config
        .param_specs()
        .into_iter()
        .map(|spec| {
            let source = source(hf, &spec.name);
            (spec, source)
        })
        .collect()
}

/// Names of the embedding matrix on one side: the shared one first where the sides share it.
fn embedding(hf: &HfConfig, side: &str) -> Vec<String> {
    let own = format!("model.{side}.embed_tokens.weight");
    if hf.marian.share_encoder_decoder_embeddings {
        vec!["model.shared.weight".into(), own]
    } else {
        vec![own]
    }
}

fn source(hf: &HfConfig, name: &str) -> Source {
    let one = |n: String| Source::One(vec![n]);
    match name {
        "src_embed.weight" => return Source::One(embedding(hf, "encoder")),
        "tgt_embed.weight" => return Source::One(embedding(hf, "decoder")),
        "generator.bias" => return Source::Row("final_logits_bias".into()),
        "generator.weight" => {
            let mut names = vec!["lm_head.weight".to_string()];
            if hf.marian.tie_word_embeddings {
                names.extend(embedding(hf, "decoder"));
            }
            return Source::One(names);
        }
        _ => {}
    }
    // transformer.{encoder|decoder}.layers.i.rest
    let rest = name.strip_prefix("transformer.").unwrap_or(name);
    let (stack, rest) = rest.split_once('.').unwrap_or((rest, ""));
    let (layers, rest) = rest.split_once('.').unwrap_or((rest, ""));
    let (i, rest) = rest.split_once('.').unwrap_or((rest, ""));
    let prefix = format!("model.{stack}.{layers}.{i}");
    let (module, leaf) = rest.rsplit_once('.').unwrap_or(("", rest));
    let (module, packed) = match (module, leaf) {
        (attn, "in_proj_weight") => (attn, Some("weight")),
        (attn, "in_proj_bias") => (attn, Some("bias")),
        _ => (module, None),
    };
    let marian_module = match (stack, module) {
        (_, "linear1") => "fc1",
        (_, "linear2") => "fc2",
        (_, "norm1") => "self_attn_layer_norm",
        ("encoder", "norm2") | ("decoder", "norm3") => "final_layer_norm",
        ("decoder", "norm2") => "encoder_attn_layer_norm",
        (_, "multihead_attn") => "encoder_attn",
        (_, "multihead_attn.out_proj") => "encoder_attn.out_proj",
        (_, other) => other,
    };
    match packed {
        Some(leaf) => Source::Packed(
            ["q", "k", "v"].map(|p| format!("{prefix}.{marian_module}.{p}_proj.{leaf}")),
        ),
        None => one(format!("{prefix}.{marian_module}.{leaf}")),
    }
}

/// Whether a name of a Marian state dict is one attend computes instead of reading: the
/// sinusoidal position tables.
pub fn is_computed(name: &str) -> bool {
    name.ends_with("embed_positions.weight")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_parameter_of_a_marian_model_has_its_name() {
        let json = r#"{"model_type": "marian", "vocab_size": 50, "d_model": 8,
            "encoder_layers": 1, "decoder_layers": 1, "encoder_attention_heads": 2,
            "decoder_attention_heads": 2, "encoder_ffn_dim": 16, "decoder_ffn_dim": 16,
            "max_position_embeddings": 20, "pad_token_id": 49, "decoder_start_token_id": 49}"#;
        let hf = HfConfig::from_json(json).unwrap();
        let config = hf.to_config().unwrap();
        let table = table(&hf, &config);
        let find = |name: &str| {
            table
                .iter()
                .find(|(spec, _)| spec.name == name)
                .map(|(_, s)| s.clone())
                .unwrap()
        };
        let one = |n: &str| Source::One(vec![n.to_string()]);
        assert_eq!(
            find("transformer.decoder.layers.0.multihead_attn.in_proj_weight"),
            Source::Packed([
                "model.decoder.layers.0.encoder_attn.q_proj.weight".into(),
                "model.decoder.layers.0.encoder_attn.k_proj.weight".into(),
                "model.decoder.layers.0.encoder_attn.v_proj.weight".into(),
            ])
        );
        assert_eq!(
            find("transformer.decoder.layers.0.multihead_attn.out_proj.bias"),
            one("model.decoder.layers.0.encoder_attn.out_proj.bias")
        );
        assert_eq!(
            find("transformer.decoder.layers.0.norm2.weight"),
            one("model.decoder.layers.0.encoder_attn_layer_norm.weight")
        );
        assert_eq!(
            find("transformer.encoder.layers.0.norm2.bias"),
            one("model.encoder.layers.0.final_layer_norm.bias")
        );
        assert_eq!(
            find("transformer.encoder.layers.0.linear1.weight"),
            one("model.encoder.layers.0.fc1.weight")
        );
        assert_eq!(
            find("generator.bias"),
            Source::Row("final_logits_bias".into())
        );
        // A tied model has one matrix, read under any of its names.
        assert!(config.tie_weights);
        assert!(
            matches!(find("src_embed.weight"), Source::One(n) if n[0] == "model.shared.weight")
        );
    }
}
