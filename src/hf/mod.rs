//! Hugging Face model folders.

pub mod torch_bin;
