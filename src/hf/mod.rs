//! Hugging Face model folders: Marian translation models (Helsinki-NLP's Opus-MT and every
//! `MarianMTModel`) read exactly as transformers runs them, and attend's models written as such
//! folders.
//!
//! A build without the `hub` feature (the page's cores that only run models) keeps only what a
//! model file carries from such a folder: its generation settings and how `generate()` decodes.

#[cfg(feature = "hub")]
pub mod config;
#[cfg(feature = "hub")]
pub mod export;
#[cfg(feature = "hub")]
pub mod folder;
pub mod generate;
pub mod generation;
#[cfg(feature = "hub")]
pub mod names;
#[cfg(feature = "hub")]
pub mod tensors;
#[cfg(feature = "hub")]
pub mod torch_bin;
