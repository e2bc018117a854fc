//! A model's own decoding settings, `generation_config.json`: what transformers' `generate()`
//! does with the model unless told otherwise, and so what `attend decode` does with it.

use serde::{Deserialize, Serialize};

use crate::error::{Result, Said};

/// The metadata key under which a model from a folder keeps its `generation_config.json` (what
/// `attend import --hf` writes into attend's file).
pub const GENERATION_KEY: &str = "generation_config";

/// `early_stopping`: `true`, `false` or `"never"` (transformers' three beam-search stopping
/// rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum EarlyStopping {
    Flag(bool),
    Word(Never),
}

impl Default for EarlyStopping {
    /// transformers' default, `false`.
    fn default() -> Self {
        EarlyStopping::Flag(false)
    }
}

/// The word `"never"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Never {
    Never,
}

/// One id or several (`eos_token_id` may be a list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Ids {
    One(u32),
    Many(Vec<u32>),
}

/// The settings of `generation_config.json` that change what `generate()` outputs, with
/// transformers' defaults (`GenerationConfig`). Settings attend does not implement are
/// refused when they would change the output, never ignored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Generation {
    /// The longest decoder sequence, the start token included (`None`: not set, and
    /// `generate()` then allows 20 tokens after the start token).
    #[serde(default)]
    pub max_length: Option<usize>,
    #[serde(default)]
    pub max_new_tokens: Option<usize>,
    #[serde(default)]
    pub min_length: usize,
    #[serde(default)]
    pub min_new_tokens: Option<usize>,
    #[serde(default = "defaults::one")]
    pub num_beams: usize,
    #[serde(default = "defaults::length_penalty")]
    pub length_penalty: f32,
    #[serde(default)]
    pub early_stopping: EarlyStopping,
    /// Token sequences never generated: a one-token entry bans the token always, a longer one
    /// bans its last token after the others.
    #[serde(default)]
    pub bad_words_ids: Option<Vec<Vec<u32>>>,
    /// Forces this token at the last position `max_length` allows.
    #[serde(default)]
    pub forced_eos_token_id: Option<Ids>,
    /// Log-softmax again after the bans (the scores beam search sums are then normalised).
    #[serde(default)]
    pub renormalize_logits: bool,
    #[serde(default)]
    pub eos_token_id: Option<Ids>,
    #[serde(default)]
    pub decoder_start_token_id: Option<u32>,
    #[serde(default)]
    pub do_sample: bool,
    #[serde(default = "defaults::one")]
    pub num_beam_groups: usize,
    #[serde(default)]
    pub no_repeat_ngram_size: usize,
    #[serde(default = "defaults::repetition_penalty")]
    pub repetition_penalty: f32,
    #[serde(default)]
    pub forced_bos_token_id: Option<u32>,
}

mod defaults {
    pub fn one() -> usize {
        1
    }
    pub fn length_penalty() -> f32 {
        1.0
    }
    pub fn repetition_penalty() -> f32 {
        1.0
    }
}

impl Default for Generation {
    /// transformers' defaults: greedy, at most 20 tokens after the start token.
    fn default() -> Self {
        Generation::from_json("{}").expect("an empty object parses")
    }
}

impl Generation {
    /// Parses `generation_config.json`, refusing settings attend does not implement.
    pub fn from_json(text: &str) -> Result<Self> {
        let bad = |code, args| Said::new(code, args).weights_error(Some("generation_config.json"));
        let g: Generation = serde_json::from_str(text)
            .map_err(|e| bad("weights-hf-fields", vec![("detail", e.to_string().into())]))?;
        let unsupported = [
            ("do_sample true", g.do_sample),
            ("num_beam_groups above 1", g.num_beam_groups > 1),
            ("no_repeat_ngram_size", g.no_repeat_ngram_size > 0),
            ("repetition_penalty", g.repetition_penalty != 1.0),
            ("forced_bos_token_id", g.forced_bos_token_id.is_some()),
        ];
        if let Some((what, _)) = unsupported.iter().find(|(_, on)| *on) {
            let setting = vec![("setting", (*what).into())];
            return Err(bad("weights-generation-unsupported", setting));
        }
        if g.num_beams == 0 || g.max_length == Some(0) {
            return Err(bad("weights-generation-zero", Vec::new()));
        }
        Ok(g)
    }

    /// The generation settings a model's metadata keeps (`attend import` and the page's folders
    /// write them under [`GENERATION_KEY`]), if it has any.
    pub fn of_metadata(extra: &std::collections::BTreeMap<String, String>) -> Result<Option<Self>> {
        extra
            .get(GENERATION_KEY)
            .map(|json| Generation::from_json(json))
            .transpose()
    }

    /// The token forced at the last position, if any (the first of a list, as transformers'
    /// processor forces).
    pub fn forced_eos(&self) -> Option<u32> {
        match &self.forced_eos_token_id {
            Some(Ids::One(id)) => Some(*id),
            Some(Ids::Many(ids)) => ids.first().copied(),
            None => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opus_mt_settings_read_and_unsupported_ones_are_named() {
        let g = Generation::from_json(
            r#"{"bad_words_ids": [[58100]], "bos_token_id": 0, "decoder_start_token_id": 58100,
                "eos_token_id": 0, "forced_eos_token_id": 0, "max_length": 512,
                "num_beams": 4, "pad_token_id": 58100, "renormalize_logits": true}"#,
        )
        .unwrap();
        assert_eq!(
            (g.num_beams, g.max_length, g.forced_eos()),
            (4, Some(512), Some(0))
        );
        assert_eq!(g.bad_words_ids, Some(vec![vec![58100]]));
        assert!(g.renormalize_logits && g.early_stopping == EarlyStopping::Flag(false));
        let d = Generation::default();
        assert_eq!(
            (d.num_beams, d.max_length, d.length_penalty),
            (1, None, 1.0)
        );
        let never = Generation::from_json(r#"{"early_stopping": "never"}"#).unwrap();
        assert_eq!(never.early_stopping, EarlyStopping::Word(Never::Never));
        let err = Generation::from_json(r#"{"no_repeat_ngram_size": 3}"#).unwrap_err();
        let err = crate::words::error(&err);
        assert!(
            err.contains("generation_config.json: no_repeat_ngram_size is not supported"),
            "{err}"
        );
        assert!(Generation::from_json("[").is_err());
    }
}
