//! The Transformer, layer by layer, generic over the [`Backend`](crate::backend::Backend).

pub mod attention;
pub mod batch;
pub mod config;
pub mod decoder;
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
pub use grads::Grads;
pub use params::{HostParams, Init, ParamSpec, Path, Visitor};
pub use pass::Pass;
pub use transformer::Transformer;
