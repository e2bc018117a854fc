//! The Transformer, layer by layer, generic over the [`Backend`](crate::backend::Backend).
//!
//! Every module follows one pattern, so a layer reads next to the paper:
//! - `new` builds its structure from sizes (tensors empty until loaded);
//! - `visit` names each parameter once, with its shape and initialisation ([`params`]): loading,
//!   export, the specs, the optimiser's list and the gradients' names are all walks over it;
//! - `forward` is the only forward: it records the trace when the [`Pass`] traces, and returns
//!   the cache its backward needs when the pass trains (`None` otherwise), so the walkthrough,
//!   inference and training run the same code;
//! - `backward`, beside it, takes that cache and returns the input's gradient and the module's
//!   own gradient as a module of the same type (the gradient of a `Linear` is a `Linear`).
//!
//! A new layer type is one file with those four functions: its fields, `visit` (calling its
//! parts' `visit` under their PyTorch names), `forward` (recording under names added to
//! [`crate::trace::Names`]) and `backward`; then a field in its parent with a line in the
//! parent's `new`, `visit`, `forward` and `backward`. The PyTorch fixtures
//! (`tests/reference/`) and the gradient checks (`tests/gradients.rs`) cover it once the
//! reference script builds the same layer.

pub mod attention;
pub mod batch;
pub mod config;
pub mod decoder;
pub mod edits;
pub mod encoder;
pub mod feed_forward;
pub mod grads;
pub mod layer_norm;
pub mod linear;
pub mod params;
pub mod pass;
pub mod positional;
pub mod residual;
pub mod transformer;

pub use batch::Batch;
pub use config::Config;
pub use edits::{Edit, Edits};
pub use grads::Grads;
pub use params::{HostParams, Init, ParamSpec, Path, Visitor};
pub use pass::{MemoryProjections, Pass};
pub use transformer::{DecoderState, Transformer};
