//! Hugging Face model folders: Marian translation models (Helsinki-NLP's Opus-MT and every
//! `MarianMTModel`) read exactly as transformers runs them, and attend's models written as such
//! folders.

pub mod config;
pub mod export;
pub mod folder;
pub mod generate;
pub mod generation;
pub mod names;
pub mod tensors;
pub mod torch_bin;
