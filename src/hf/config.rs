//! A Hugging Face model folder's `config.json`, for the one architecture attend reads:
//! `MarianMTModel` (Opus-MT), the paper's base model with SiLU, sinusoids in halves, the
//! decoder started from `<pad>` and a bias on the logits. Each of Marian's differences from the
//! paper is a switch of the one [`Config`]; anything else is refused, never guessed.

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result, Said};
use crate::model::config::Activation;
use crate::model::positional::PositionalLayout;
use crate::model::Config;

/// The fields of a Marian `config.json` that decide the computation (transformers'
/// `MarianConfig`, with its defaults). Other fields (dropout, `architectures`, the legacy
/// `normalize_before` ... that `MarianMTModel` ignores) are kept by [`HfConfig::json`] as they
/// are, and do not change the model.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MarianConfig {
    pub model_type: Option<String>,
    #[serde(default = "defaults::vocab_size")]
    pub vocab_size: usize,
    /// The target side's vocabulary when the two sides have their own; `None` shares one.
    pub decoder_vocab_size: Option<usize>,
    #[serde(default = "defaults::d_model")]
    pub d_model: usize,
    #[serde(default = "defaults::layers")]
    pub encoder_layers: usize,
    #[serde(default = "defaults::layers")]
    pub decoder_layers: usize,
    #[serde(default = "defaults::heads")]
    pub encoder_attention_heads: usize,
    #[serde(default = "defaults::heads")]
    pub decoder_attention_heads: usize,
    #[serde(default = "defaults::ffn")]
    pub encoder_ffn_dim: usize,
    #[serde(default = "defaults::ffn")]
    pub decoder_ffn_dim: usize,
    #[serde(default = "defaults::activation")]
    pub activation_function: String,
    #[serde(default = "defaults::max_positions")]
    pub max_position_embeddings: usize,
    #[serde(default)]
    pub scale_embedding: bool,
    #[serde(default = "defaults::yes")]
    pub share_encoder_decoder_embeddings: bool,
    #[serde(default = "defaults::yes")]
    pub tie_word_embeddings: bool,
    #[serde(default = "defaults::pad")]
    pub pad_token_id: u32,
    #[serde(default)]
    pub eos_token_id: u32,
    #[serde(default = "defaults::pad")]
    pub decoder_start_token_id: u32,
}

/// `MarianConfig`'s defaults (transformers, `configuration_marian.py`).
mod defaults {
    pub fn vocab_size() -> usize {
        58101
    }
    pub fn d_model() -> usize {
        1024
    }
    pub fn layers() -> usize {
        12
    }
    pub fn heads() -> usize {
        16
    }
    pub fn ffn() -> usize {
        4096
    }
    pub fn activation() -> String {
        "gelu".into()
    }
    pub fn max_positions() -> usize {
        1024
    }
    pub fn yes() -> bool {
        true
    }
    pub fn pad() -> u32 {
        58100
    }
}

/// PyTorch's `nn.LayerNorm` default, which every Marian layer norm uses.
pub const MARIAN_LAYER_NORM_EPS: f64 = 1e-5;

/// The architectures other Hugging Face folders hold, named when refused.
const OTHERS: [(&str, &str); 8] = [
    ("bart", "BART"),
    ("mbart", "mBART"),
    ("t5", "T5"),
    ("mt5", "mT5"),
    ("gpt2", "GPT-2"),
    ("bert", "BERT"),
    ("m2m_100", "M2M-100"),
    ("nllb-moe", "NLLB-MoE"),
];

/// A parsed `config.json`: the Marian fields and the whole JSON object as it was.
#[derive(Clone, Debug, PartialEq)]
pub struct HfConfig {
    pub marian: MarianConfig,
    /// The file's JSON object, every field kept (written again by `attend export --hf`).
    pub json: serde_json::Map<String, serde_json::Value>,
}

impl HfConfig {
    /// Parses `config.json`; refuses a model that is not a Marian translation model, naming it.
    pub fn from_json(text: &str) -> Result<Self> {
        let bad = |code, args| Said::new(code, args).weights_error(Some("config.json"));
        let detail = |e: serde_json::Error| vec![("detail", e.to_string().into())];
        let json: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(text).map_err(|e| bad("weights-hf-not-object", detail(e)))?;
        let model_type = json.get("model_type").and_then(|v| v.as_str());
        match model_type {
            Some("marian") => {}
            Some(other) => {
                let name = OTHERS
                    .iter()
                    .find(|(t, _)| *t == other)
                    .map_or(other, |(_, name)| name);
                let args = vec![("name", name.into()), ("type", other.into())];
                return Err(bad("weights-hf-other-model", args));
            }
            None => return Err(bad("weights-hf-no-model-type", Vec::new())),
        }
        let marian: MarianConfig = serde_json::from_value(serde_json::Value::Object(json.clone()))
            .map_err(|e| bad("weights-hf-fields", detail(e)))?;
        Ok(HfConfig { marian, json })
    }

    /// The same model as attend's [`Config`], validated.
    pub fn to_config(&self) -> Result<Config> {
        let m = &self.marian;
        let bad = |code, args| Said::new(code, args).weights_error(Some("config.json"));
        let sides = |encoder: usize, decoder: usize| {
            vec![("encoder", encoder.into()), ("decoder", decoder.into())]
        };
        if m.encoder_attention_heads != m.decoder_attention_heads {
            let heads = sides(m.encoder_attention_heads, m.decoder_attention_heads);
            return Err(bad("weights-hf-heads", heads));
        }
        if m.encoder_ffn_dim != m.decoder_ffn_dim {
            let widths = sides(m.encoder_ffn_dim, m.decoder_ffn_dim);
            return Err(bad("weights-hf-ffn", widths));
        }
        let activation = match m.activation_function.as_str() {
            "relu" => Activation::Relu,
            "swish" | "silu" => Activation::Silu,
            "gelu" => Activation::Gelu,
            other => {
                let args = vec![("activation", other.into())];
                return Err(bad("weights-hf-activation", args));
            }
        };
        let tgt_vocab = match (m.share_encoder_decoder_embeddings, m.decoder_vocab_size) {
            (false, Some(n)) => n,
            _ => m.vocab_size,
        };
        let config = Config {
            d_model: m.d_model,
            n_heads: m.encoder_attention_heads,
            n_encoder_layers: m.encoder_layers,
            n_decoder_layers: m.decoder_layers,
            d_ff: m.encoder_ffn_dim,
            src_vocab_size: m.vocab_size,
            tgt_vocab_size: tgt_vocab,
            max_len: m.max_position_embeddings,
            norm_first: false,
            final_norm: false,
            scale_embeddings: m.scale_embedding,
            positional_encoding: true,
            causal_mask: true,
            tie_weights: self.ties_all(),
            activation,
            positional_layout: PositionalLayout::Halves,
            learned_positions: false,
            d_k: None,
            d_v: None,
            layer_norm_eps: MARIAN_LAYER_NORM_EPS,
            pad_id: m.pad_token_id,
            bos_id: m.decoder_start_token_id,
            eos_id: m.eos_token_id,
        };
        // Said of config.json, which holds what it refuses.
        config.validate().map_err(|e| match e {
            Error::Config(said) => Error::Config(said.in_file("config.json")),
            other => other,
        })?;
        Ok(config)
    }

    /// Whether the source embedding, the target embedding and the output projection are one
    /// matrix (`model.shared.weight`), as in most Opus-MT models.
    pub fn ties_all(&self) -> bool {
        let m = &self.marian;
        m.share_encoder_decoder_embeddings && m.tie_word_embeddings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPUS_MT: &str = r#"{"model_type": "marian", "vocab_size": 58101, "d_model": 512,
        "encoder_layers": 6, "decoder_layers": 6, "encoder_attention_heads": 8,
        "decoder_attention_heads": 8, "encoder_ffn_dim": 2048, "decoder_ffn_dim": 2048,
        "activation_function": "swish", "max_position_embeddings": 512,
        "scale_embedding": true, "pad_token_id": 58100, "eos_token_id": 0,
        "decoder_start_token_id": 58100, "normalize_before": false}"#;

    #[test]
    fn opus_mt_is_the_base_model_with_marians_switches() {
        let c = HfConfig::from_json(OPUS_MT).unwrap().to_config().unwrap();
        assert_eq!((c.d_model, c.n_heads, c.d_ff), (512, 8, 2048));
        assert_eq!((c.n_encoder_layers, c.n_decoder_layers), (6, 6));
        assert_eq!(c.activation, Activation::Silu);
        assert_eq!(c.positional_layout, PositionalLayout::Halves);
        assert!(c.tie_weights && c.scale_embeddings && !c.final_norm && !c.norm_first);
        assert_eq!((c.pad_id, c.bos_id, c.eos_id), (58100, 58100, 0));
        assert_eq!(c.max_len, 512);
        // 58101 x 512 shared, 6 x 3,152,384 encoder, 6 x 4,204,032 decoder, 58101 logit biases.
        assert_eq!(c.param_count(), 73_944_309);
    }

    #[test]
    fn other_architectures_are_named_and_refused() {
        for (json, says) in [
            (r#"{"model_type": "t5"}"#, "the model is T5"),
            (r#"{"model_type": "gpt2"}"#, "GPT-2"),
            (r#"{"model_type": "bart"}"#, "BART"),
            (r#"{"vocab_size": 3}"#, "no model_type"),
            ("[1]", "not a JSON object"),
        ] {
            let err = crate::words::error(&HfConfig::from_json(json).unwrap_err());
            assert!(err.contains("config.json: ") && err.contains(says), "{err}");
        }
        let odd = OPUS_MT.replace(r#""swish""#, r#""tanh""#);
        let err = HfConfig::from_json(&odd).unwrap().to_config().unwrap_err();
        let err = crate::words::error(&err);
        assert!(
            err.contains("activation_function “tanh” is not supported"),
            "{err}"
        );
        let odd = OPUS_MT.replace(
            r#""decoder_attention_heads": 8"#,
            r#""decoder_attention_heads": 4"#,
        );
        let err = HfConfig::from_json(&odd).unwrap().to_config().unwrap_err();
        let err = crate::words::error(&err);
        assert!(err.contains("8 attention heads and the decoder 4"), "{err}");
    }
}
