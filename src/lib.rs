//! attend: the Transformer of "Attention Is All You Need" (Vaswani et al., 2017), readable next
//! to the paper, exact against PyTorch's `nn.Transformer`, and able to show every number of its
//! forward pass.

pub mod backend;
pub mod cli;
pub mod data;
pub mod decode;
pub mod error;
pub mod model;
pub mod rng;
pub mod tensor;
pub mod trace;
pub mod weights;

pub use error::{Error, Result};
