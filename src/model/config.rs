//! The model's hyper-parameters, exactly the `config` object stored in a weights file.

use serde::{Deserialize, Serialize};

use super::params::ParamSpec;
use super::positional::PositionalLayout;
use super::Transformer;
pub use crate::backend::Activation;
use crate::error::{Arg, Error, Result, Said};

/// Sizes and switches of an encoder-decoder Transformer (the paper's base model is d_model 512,
/// 8 heads, 6 + 6 layers, d_ff 2048, post-LN).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub d_model: usize,
    pub n_heads: usize,
    pub n_encoder_layers: usize,
    pub n_decoder_layers: usize,
    pub d_ff: usize,
    pub src_vocab_size: usize,
    pub tgt_vocab_size: usize,
    /// The longest sequence (source or target) the positional encoding covers.
    pub max_len: usize,
    /// false: post-LN, `norm(x + sublayer(x))` as in the paper; true: pre-LN,
    /// `x + sublayer(norm(x))`.
    pub norm_first: bool,
    /// A LayerNorm after the last encoder layer and after the last decoder layer.
    pub final_norm: bool,
    /// Token embeddings are multiplied by sqrt(d_model) (section 3.4); false leaves them as
    /// they are.
    #[serde(default = "yes")]
    pub scale_embeddings: bool,
    /// Sinusoidal positional encodings are added to the embeddings (section 3.5); false adds
    /// none, so each stack sees its tokens as a set.
    #[serde(default = "yes")]
    pub positional_encoding: bool,
    /// The decoder's self-attention hides later positions (section 3.2.3); false lets each
    /// position see the whole target it is fed, the answer included.
    #[serde(default = "yes")]
    pub causal_mask: bool,
    /// The source embedding, the target embedding and the generator's weight are one matrix
    /// (section 3.4): a weights file stores it once, as `src_embed.weight`. Needs one
    /// vocabulary for both sides; false (the default of files written before the switch)
    /// keeps three matrices.
    #[serde(default)]
    pub tie_weights: bool,
    /// The feed-forward network's non-linearity: ReLU as in the paper (the default of files
    /// written before the switch), SiLU as in Marian's models, or GELU.
    #[serde(default)]
    pub activation: Activation,
    /// Where the sinusoids of the positional encoding sit: interleaved, sine in even and cosine
    /// in odd dimensions as in the paper, or in halves, all sines then all cosines, as Marian's
    /// models have them.
    #[serde(default)]
    pub positional_layout: PositionalLayout,
    /// Each side's positions are a learned table, `[max_len, d_model]`, added as the sinusoids
    /// would be (the variation of the paper's Table 3, row E); false (the default of files
    /// written before the switch) adds the sinusoids. Like d_k and d_v, stored only when set.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub learned_positions: bool,
    /// The width of each head's queries and keys, d_k (section 3.2.2; Table 3's rows A and B
    /// vary it); absent, `d_model / n_heads`, as in the paper's base model and PyTorch's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d_k: Option<usize>,
    /// The width of each head's values, d_v; absent, `d_model / n_heads`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d_v: Option<usize>,
    pub layer_norm_eps: f64,
    pub pad_id: u32,
    pub bos_id: u32,
    pub eos_id: u32,
}

/// Upper bounds that keep a hostile or mistyped config from asking for absurd allocations.
pub const MAX_D_MODEL: usize = 8192;
pub const MAX_D_FF: usize = 65_536;
pub const MAX_LAYERS: usize = 64;
pub const MAX_VOCAB: usize = 1 << 20;
pub const MAX_LEN: usize = 8192;
/// The largest weights file that is read or written (2 GiB); the loader reads no more than this.
pub const MAX_FILE_BYTES: u64 = 2 << 30;
/// The most a weights file's header (tensor table and metadata) may take of it.
pub const MAX_HEADER_BYTES: u64 = 16 << 20;
/// The most parameters a model may have: as many f32 values as fit in a weights file beside
/// its header, so every valid model can be saved and loaded again.
pub const MAX_PARAMS: usize = ((MAX_FILE_BYTES - MAX_HEADER_BYTES) / 4) as usize;

impl Default for Config {
    /// A tiny model that trains in seconds: the default of `attend init`.
    fn default() -> Self {
        Config {
            d_model: 32,
            n_heads: 4,
            n_encoder_layers: 2,
            n_decoder_layers: 2,
            d_ff: 64,
            src_vocab_size: 99,
            tgt_vocab_size: 99,
            max_len: 64,
            norm_first: false,
            final_norm: true,
            scale_embeddings: true,
            positional_encoding: true,
            causal_mask: true,
            tie_weights: false,
            activation: Activation::Relu,
            positional_layout: PositionalLayout::Interleaved,
            learned_positions: false,
            d_k: None,
            d_v: None,
            layer_norm_eps: 1e-5,
            pad_id: 0,
            bos_id: 1,
            eos_id: 2,
        }
    }
}

/// The paper's choice for a switch a weights file written before it existed leaves out.
fn yes() -> bool {
    true
}

/// `Ok` where `ok`, else the configuration's error: message `core-<code>` with `args`.
fn check(
    ok: bool,
    code: &'static str,
    args: impl FnOnce() -> Vec<(&'static str, Arg)>,
) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(Error::Config(Said::new(code, args())))
    }
}

/// `Ok` where setting `name`'s `value` lies in `least..=most`, else `core-config-outside`.
fn in_range(name: &'static str, value: usize, least: usize, most: usize) -> Result<()> {
    check((least..=most).contains(&value), "config-outside", || {
        vec![
            ("name", name.into()),
            ("value", value.into()),
            ("least", least.into()),
            ("most", most.into()),
        ]
    })
}

impl Config {
    /// The tiny preset (d_model 32, 4 heads, 2 + 2 layers, d_ff 64): trains in seconds.
    pub fn tiny() -> Self {
        Config::default()
    }

    /// The small preset (d_model 128, 8 heads, 3 + 3 layers, d_ff 512).
    pub fn small() -> Self {
        Config {
            d_model: 128,
            n_heads: 8,
            n_encoder_layers: 3,
            n_decoder_layers: 3,
            d_ff: 512,
            ..Config::default()
        }
    }

    /// The factor token embeddings are multiplied by: sqrt(d_model), or 1 without the scale.
    pub fn embedding_scale(&self) -> f32 {
        if self.scale_embeddings {
            (self.d_model as f32).sqrt()
        } else {
            1.0
        }
    }

    /// The width of one head's queries and keys: [`Config::d_k`], or `d_model / n_heads`.
    pub fn d_k(&self) -> usize {
        self.d_k.unwrap_or(self.d_model / self.n_heads.max(1))
    }

    /// The width of one head's values: [`Config::d_v`], or `d_model / n_heads`.
    pub fn d_v(&self) -> usize {
        self.d_v.unwrap_or(self.d_model / self.n_heads.max(1))
    }

    /// Whether W_Q, W_K and W_V are each `[d_model, d_model]`, as PyTorch's
    /// `nn.MultiheadAttention` has them, so that a weights file packs them into its
    /// `in_proj_weight` (otherwise it keeps them apart: see DESIGN.md's weights format).
    pub fn packed_attention(&self) -> bool {
        self.d_k() == self.d_v() && self.d_k() * self.n_heads == self.d_model
    }

    /// Each way this model differs from the paper's base model's design (sizes aside), in the
    /// order [`Departure`] lists them (`attend info` says them in words; the page in its
    /// reader's language, by their names).
    pub fn departures_from_paper(&self) -> Vec<Departure> {
        let untied = if self.src_vocab_size == self.tgt_vocab_size {
            Departure::UntiedMatrices
        } else {
            Departure::SeparateVocabularies
        };
        [
            (self.activation == Activation::Silu, Departure::Silu),
            (self.activation == Activation::Gelu, Departure::Gelu),
            (
                self.positional_layout == PositionalLayout::Halves,
                Departure::SinusoidsInHalves,
            ),
            (self.norm_first, Departure::PreLn),
            (self.final_norm, Departure::FinalNorm),
            (!self.scale_embeddings, Departure::UnscaledEmbeddings),
            (!self.positional_encoding, Departure::NoPositionalEncoding),
            (!self.causal_mask, Departure::NoCausalMask),
            (!self.tie_weights, untied),
            (self.bos_id == self.pad_id, Departure::DecoderStartsFromPad),
        ]
        .into_iter()
        .filter_map(|(differs, d)| differs.then_some(d))
        .collect()
    }

    /// Checks that the sizes fit together and lie within the supported range.
    pub fn validate(&self) -> Result<()> {
        let c = self;
        // Each size within its supported range: [name, value, least, most].
        let ranges = [
            ("d_model", c.d_model, 1, MAX_D_MODEL),
            ("n_encoder_layers", c.n_encoder_layers, 1, MAX_LAYERS),
            ("n_decoder_layers", c.n_decoder_layers, 1, MAX_LAYERS),
            ("d_ff", c.d_ff, 1, MAX_D_FF),
            ("src_vocab_size", c.src_vocab_size, 3, MAX_VOCAB),
            ("tgt_vocab_size", c.tgt_vocab_size, 3, MAX_VOCAB),
            ("max_len", c.max_len, 1, MAX_LEN),
        ];
        for (name, value, least, most) in ranges {
            in_range(name, value, least, most)?;
        }
        check(c.n_heads >= 1, "config-heads-none", Vec::new)?;
        // Without d_k and d_v of their own, the heads share d_model out between them.
        check(
            (c.d_k.is_some() && c.d_v.is_some()) || c.d_model % c.n_heads == 0,
            "config-heads-divide",
            || vec![("heads", c.n_heads.into()), ("d", c.d_model.into())],
        )?;
        for (name, width) in [("d_k", c.d_k()), ("d_v", c.d_v())] {
            check(
                width >= 1 && width.saturating_mul(c.n_heads) <= MAX_D_MODEL,
                "config-head-width",
                || {
                    vec![
                        ("name", name.into()),
                        ("width", width.into()),
                        ("heads", c.n_heads.into()),
                        ("most", MAX_D_MODEL.into()),
                    ]
                },
            )?;
        }
        check(
            c.positional_encoding || !c.learned_positions,
            "config-learned-positions",
            Vec::new,
        )?;
        check(
            c.layer_norm_eps.is_finite() && c.layer_norm_eps > 0.0 && c.layer_norm_eps < 1.0,
            "config-eps",
            || vec![("eps", Arg::Number(c.layer_norm_eps))],
        )?;
        let ids = [
            ("pad_id", c.pad_id, "tgt_vocab_size", c.tgt_vocab_size),
            ("bos_id", c.bos_id, "tgt_vocab_size", c.tgt_vocab_size),
            ("eos_id", c.eos_id, "tgt_vocab_size", c.tgt_vocab_size),
            ("pad_id", c.pad_id, "src_vocab_size", c.src_vocab_size),
        ];
        for (name, id, size_name, size) in ids {
            check((id as usize) < size, "config-id-below", || {
                vec![
                    ("name", name.into()),
                    ("id", (id as usize).into()),
                    ("size_name", size_name.into()),
                    ("size", size.into()),
                ]
            })?;
        }
        check(
            !c.tie_weights || c.src_vocab_size == c.tgt_vocab_size,
            "config-tie",
            || {
                vec![
                    ("src", c.src_vocab_size.into()),
                    ("tgt", c.tgt_vocab_size.into()),
                ]
            },
        )?;
        let n = self.param_count();
        check(n <= MAX_PARAMS, "config-too-many-parameters", || {
            vec![
                ("parameters", n.into()),
                ("most", MAX_PARAMS.into()),
                ("bytes", MAX_FILE_BYTES.into()),
            ]
        })
    }

    /// Parses the `config` JSON of a weights file and validates it.
    pub fn from_json(json: &str) -> Result<Self> {
        let c: Config = serde_json::from_str(json).map_err(|e| {
            Error::Config(Said::new(
                "config-json",
                vec![("detail", e.to_string().into())],
            ))
        })?;
        c.validate()?;
        Ok(c)
    }

    /// The config as the JSON object stored in weights files.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("config serialises")
    }

    /// Every parameter of the model, in PyTorch's `state_dict` naming, with its shape.
    pub fn param_specs(&self) -> Vec<ParamSpec> {
        Transformer::specs(self)
    }

    /// The number of trainable numbers in the model (counted in u128, so an absurd config
    /// reports a huge count instead of overflowing).
    pub fn param_count(&self) -> usize {
        let specs = self.param_specs();
        let size = |s: &ParamSpec| s.shape.iter().map(|&n| n as u128).product::<u128>();
        let total: u128 = specs.iter().map(size).sum();
        usize::try_from(total).unwrap_or(usize::MAX)
    }
}

/// One way a model differs from the paper's base model's design; serialised as its name
/// (`silu`, `sinusoids-in-halves`, ...), which the page's catalogues key their words by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Departure {
    Silu,
    Gelu,
    SinusoidsInHalves,
    LearnedPositions,
    PreLn,
    FinalNorm,
    UnscaledEmbeddings,
    NoPositionalEncoding,
    NoCausalMask,
    UntiedMatrices,
    SeparateVocabularies,
    DecoderStartsFromPad,
}

impl Departure {
    /// Every departure, in the order a model's are listed.
    pub const ALL: [Departure; 12] = [
        Departure::Silu,
        Departure::Gelu,
        Departure::SinusoidsInHalves,
        Departure::LearnedPositions,
        Departure::PreLn,
        Departure::FinalNorm,
        Departure::UnscaledEmbeddings,
        Departure::NoPositionalEncoding,
        Departure::NoCausalMask,
        Departure::UntiedMatrices,
        Departure::SeparateVocabularies,
        Departure::DecoderStartsFromPad,
    ];
}

/// An option's value read as its type's serde name (`silu`, `halves`): how `attend init` and
/// `attend train` read the activation and the sinusoids' layout.
pub fn by_serde<T: serde::de::DeserializeOwned>(text: &str) -> std::result::Result<T, String> {
    serde_json::from_value(serde_json::Value::String(text.to_string())).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_3s_variations_name_their_tensors_and_are_checked() {
        let names = |c: &Config| -> Vec<(String, Vec<usize>)> {
            c.param_specs()
                .into_iter()
                .map(|s| (s.name, s.shape))
                .filter(|(n, _)| n.contains("layers.0.self_attn") || n.contains("pos_embed"))
                .filter(|(n, _)| n.starts_with("transformer.encoder") || !n.contains("layers"))
                .collect()
        };
        let paper = Config::default(); // d_model 32, 4 heads
        let at = "transformer.encoder.layers.0.self_attn";
        let packed: Vec<_> = names(&paper).into_iter().map(|(n, _)| n).collect();
        assert_eq!(
            packed,
            [
                "in_proj_weight",
                "in_proj_bias",
                "out_proj.weight",
                "out_proj.bias"
            ]
            .map(|leaf| format!("{at}.{leaf}"))
        );
        // d_k = d_v = d_model / heads, given or not, keeps the packed names.
        let even = Config {
            d_k: Some(8),
            d_v: Some(8),
            ..paper.clone()
        };
        assert!(even.packed_attention());
        assert_eq!(names(&even), names(&paper));
        let widths = Config {
            n_heads: 3,
            d_k: Some(4),
            d_v: Some(6),
            learned_positions: true,
            ..paper.clone()
        };
        widths.validate().unwrap();
        let shapes = |leaf: &str| {
            let name = format!("{at}.{leaf}");
            names(&widths)
                .into_iter()
                .find(|(n, _)| *n == name)
                .unwrap()
                .1
        };
        assert_eq!(shapes("w_q.weight"), [12, 32]);
        assert_eq!(shapes("w_k.bias"), [12]);
        assert_eq!(shapes("w_v.weight"), [18, 32]);
        assert_eq!(shapes("out_proj.weight"), [32, 18]);
        let tables: Vec<_> = names(&widths)
            .into_iter()
            .filter(|(n, _)| n.contains("pos_embed"))
            .collect();
        assert_eq!(
            tables,
            [
                ("src_pos_embed.weight".to_string(), vec![64, 32]),
                ("tgt_pos_embed.weight".to_string(), vec![64, 32])
            ]
        );
        // Files without the variations are written as before; with them, read back alike.
        assert!(!paper.to_json().contains("d_k") && !paper.to_json().contains("learned"));
        assert_eq!(Config::from_json(&widths.to_json()).unwrap(), widths);
        for (bad, says) in [
            (
                Config {
                    n_heads: 3,
                    ..paper.clone()
                },
                "must divide d_model",
            ),
            (
                Config {
                    d_k: Some(0),
                    ..paper.clone()
                },
                "d_k 0",
            ),
            (
                Config {
                    learned_positions: true,
                    positional_encoding: false,
                    ..paper.clone()
                },
                "learned_positions needs positional_encoding",
            ),
            (
                Config {
                    d_model: MAX_D_MODEL + 1,
                    ..paper.clone()
                },
                "d_model 8193 is outside 1 to 8192",
            ),
            (
                Config {
                    n_heads: 0,
                    ..paper.clone()
                },
                "n_heads must be at least 1",
            ),
            (
                Config {
                    layer_norm_eps: 2.0,
                    ..paper.clone()
                },
                "layer_norm_eps 2 must lie between 0 and 1",
            ),
            (
                Config {
                    eos_id: 99,
                    ..paper.clone()
                },
                "eos_id 99 is not below tgt_vocab_size 99",
            ),
            (
                Config {
                    tie_weights: true,
                    tgt_vocab_size: 40,
                    ..paper.clone()
                },
                "tie_weights needs one vocabulary",
            ),
            (
                Config {
                    d_model: 1024,
                    d_ff: MAX_D_FF,
                    n_encoder_layers: MAX_LAYERS,
                    n_decoder_layers: MAX_LAYERS,
                    src_vocab_size: MAX_VOCAB,
                    tgt_vocab_size: MAX_VOCAB,
                    n_heads: 8,
                    ..paper.clone()
                },
                "parameters is more than the supported",
            ),
        ] {
            // As a person reads it: the message of the page's English catalogue.
            let e = crate::words::error(&bad.validate().unwrap_err());
            assert!(e.starts_with("config: ") && e.contains(says), "{e}");
        }
        let json = crate::words::error(&Config::from_json("{not json").unwrap_err());
        assert!(json.contains("not valid JSON for attend"), "{json}");
    }

    #[test]
    fn departures_name_what_differs_from_the_paper_and_the_page_says_each() {
        let paper = Config {
            tie_weights: true,
            final_norm: false,
            ..Config::default()
        };
        assert_eq!(paper.departures_from_paper(), vec![]);
        let marian = Config {
            activation: Activation::Silu,
            positional_layout: PositionalLayout::Halves,
            bos_id: 0,
            pad_id: 0,
            eos_id: 2,
            ..paper.clone()
        };
        assert_eq!(
            marian.departures_from_paper(),
            vec![
                Departure::Silu,
                Departure::SinusoidsInHalves,
                Departure::DecoderStartsFromPad
            ]
        );
        let separate = Config {
            tie_weights: false,
            tgt_vocab_size: paper.src_vocab_size + 1,
            ..paper
        };
        assert_eq!(
            separate.departures_from_paper(),
            vec![Departure::SeparateVocabularies]
        );
        // The page's English catalogue has words for each (tests/i18n.mjs holds the other
        // languages to it).
        let en = std::fs::read_to_string(format!("{}/www/i18n/en.ftl", env!("CARGO_MANIFEST_DIR")))
            .unwrap();
        for d in Departure::ALL {
            let name = serde_json::to_value(d).unwrap();
            let key = format!("\ndeparture-{} = ", name.as_str().unwrap());
            assert!(en.contains(&key), "en.ftl lacks {key:?}");
        }
    }
}
