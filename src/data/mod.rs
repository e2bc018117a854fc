//! Text in and out of the model: tokenizers and their vocabularies.

pub mod bpe;
pub mod corpus;
pub mod pairs;
pub mod pairs_problem;
pub mod tasks;
pub mod vocab;

pub use vocab::{Kind, Vocab, Vocabs};
