//! Text in and out of the model: tokenizers and their vocabularies.

pub mod bpe;
pub mod corpus;
// Marian's tokenizer (SentencePiece, Moses' punctuation normaliser), in the builds that read
// Hugging Face models (the `hub` feature).
#[cfg(feature = "hub")]
pub mod marian;
#[cfg(feature = "hub")]
pub mod moses;
pub mod pairs;
pub mod pairs_problem;
#[cfg(feature = "hub")]
pub mod sentencepiece;
pub mod tasks;
pub mod vocab;

pub use vocab::{Kind, Read, Unseen, Vocab, Vocabs};
