//! Text in and out of the model: tokenizers and their vocabularies.

pub mod bpe;
pub mod corpus;
pub mod marian;
pub mod moses;
pub mod pairs;
pub mod pairs_problem;
pub mod sentencepiece;
pub mod tasks;
pub mod vocab;

pub use vocab::{Kind, Read, Unseen, Vocab, Vocabs};
