//! attend: the Transformer of "Attention Is All You Need" (Vaswani et al., 2017), readable next
//! to the paper, exact against PyTorch's `nn.Transformer`, and able to show every number of its
//! forward pass.
//!
//! ```
//! use attend::backend::{Backend, Cpu};
//! use attend::model::{Batch, Config, Pass, Transformer};
//!
//! let model = Transformer::init(&Cpu, Config::tiny(), 0)?;
//! let src = Batch::single(&[5, 6, 7])?; // source token ids
//! let tgt = Batch::single(&[1, 8])?; // target shifted right: bos, then the tokens so far
//! let mut pass = Pass::traced(&Cpu); // record every intermediate
//! let logits = model.forward(&mut pass, &src, &tgt)?; // [1, 2, tgt_vocab]
//! assert_eq!(Cpu.shape(&logits), vec![1, 2, 99]);
//! let trace = pass.into_trace()?;
//! let weights = trace.get("decoder.0.cross_attn.weights").unwrap(); // [1, 4 heads, 2, 3]
//! assert_eq!(weights.shape(), &[1, 4, 2, 3]);
//! # Ok::<(), attend::Error>(())
//! ```

#[cfg(all(not(target_arch = "wasm32"), not(feature = "gpu")))]
compile_error!("the native build needs the `gpu` feature (on by default): only the page's wasm core is built without it");
#[cfg(all(not(target_arch = "wasm32"), not(feature = "hub")))]
compile_error!("the native build needs the `hub` feature (on by default): only the page's wasm cores that run models are built without it");

pub mod align;
pub mod backend;
#[cfg(not(target_arch = "wasm32"))]
pub mod bench;
pub mod bleu;
// What the page lists, which `attend catalog` prints and the page's build writes into its code:
// no core the page loads needs it.
#[cfg(feature = "hub")]
pub mod catalog;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod data;
pub mod decode;
pub mod error;
pub mod experiment;
pub mod files;
pub mod hf;
pub mod model;
#[cfg(not(target_arch = "wasm32"))]
pub mod plot;
pub mod rng;
pub mod sample;
pub mod scan;
#[cfg(not(target_arch = "wasm32"))]
pub mod serve;
pub mod trace;
pub mod train;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
// The wasm build's allocator lives with the wasm boundary; its tests run natively as well.
#[cfg(any(target_arch = "wasm32", test))]
#[path = "wasm/page_alloc.rs"]
mod page_alloc;
pub mod weights;
// Native, and in the tests of every target.
#[cfg(any(not(target_arch = "wasm32"), test))]
pub mod words;

pub use error::{Error, Result};
