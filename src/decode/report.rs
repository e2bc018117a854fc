//! What the core reports of a model's outputs, as `attend decode --json` prints them and the page
//! reads them (through serde-wasm-bindgen): each shape written once, as a serde type.

use serde::Serialize;

use super::Hypothesis;
use crate::data::Vocab;

/// Token ids with their strings in a vocabulary.
#[derive(Debug, Serialize)]
pub struct Tokens<'a> {
    pub ids: &'a [u32],
    pub tokens: Vec<&'a str>,
}

impl<'a> Tokens<'a> {
    /// `ids` with their strings in `vocab`.
    pub fn of(vocab: &'a Vocab, ids: &'a [u32]) -> Self {
        Tokens {
            ids,
            tokens: ids.iter().map(|&t| vocab.token(t)).collect(),
        }
    }
}

/// One output of a decoder: its tokens, its text (without the tokens left out, padding, bos and
/// eos), and how the decoder scored it.
#[derive(Debug, Serialize)]
pub struct Output<'a> {
    pub text: String,
    #[serde(flatten)]
    pub tokens: Tokens<'a>,
    pub log_prob: f32,
    /// `log_prob` over the length penalty: what beam search ranks by.
    pub score: f32,
    /// Whether it ended with eos.
    pub finished: bool,
}

impl<'a> Output<'a> {
    /// `h` in `vocab`'s tokens, its text without the tokens of `skip`.
    pub fn of(vocab: &'a Vocab, h: &'a Hypothesis, skip: &[u32]) -> Self {
        Output {
            text: vocab.decode(&h.tokens, skip),
            tokens: Tokens::of(vocab, &h.tokens),
            log_prob: h.log_prob,
            score: h.score,
            finished: h.finished,
        }
    }
}
