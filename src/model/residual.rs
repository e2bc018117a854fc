//! "Add & Norm" (paper, section 5.4): every sub-layer sits inside a residual connection with a
//! layer norm, either after the sum (post-LN, the paper) or before the sub-layer (pre-LN).

use super::grads::Grads;
use super::layer_norm::LayerNorm;
use super::pass::Pass;
use crate::backend::{Backend, Train};
use crate::error::Result;

/// post-LN: `norm(x + dropout(sublayer(x)))`; pre-LN: `x + dropout(sublayer(norm(x)))`.
/// Traced as `{layer}.residual{k}` and `{layer}.norm{k}`.
pub fn add_norm<B: Backend>(
    pass: &mut Pass<B>,
    layer: &str,
    k: usize,
    x: &B::Tensor,
    norm: &LayerNorm<B>,
    norm_first: bool,
    sublayer: impl FnOnce(&mut Pass<B>, &B::Tensor) -> Result<B::Tensor>,
) -> Result<B::Tensor> {
    let b = pass.backend;
    let (residual_name, norm_name) = (format!("residual{k}"), format!("norm{k}"));
    if norm_first {
        let normed = norm.forward(b, x);
        pass.record(layer, &norm_name, &normed)?;
        let out = sublayer(pass, &normed)?;
        let out = pass.dropout(out);
        let sum = b.add(x, &out);
        pass.record(layer, &residual_name, &sum)?;
        Ok(sum)
    } else {
        let out = sublayer(pass, x)?;
        let out = pass.dropout(out);
        let sum = b.add(x, &out);
        pass.record(layer, &residual_name, &sum)?;
        let normed = norm.forward(b, &sum);
        pass.record(layer, &norm_name, &normed)?;
        Ok(normed)
    }
}

/// What the backward pass of one Add & Norm needs: the norm's input and the dropout seed.
pub struct AddNormCache<B: Backend> {
    /// post-LN: the residual sum; pre-LN: the block's input x.
    norm_in: B::Tensor,
    seed: Option<u32>,
}

/// [`add_norm`] in training: returns the output, this block's cache and the sub-layer's.
pub fn train_add_norm<B: Backend, C>(
    pass: &mut Pass<B>,
    x: &B::Tensor,
    norm: &LayerNorm<B>,
    norm_first: bool,
    sublayer: impl FnOnce(&mut Pass<B>, &B::Tensor) -> (B::Tensor, C),
) -> (B::Tensor, AddNormCache<B>, C) {
    let b = pass.backend;
    if norm_first {
        let normed = norm.forward(b, x);
        let (out, sub_cache) = sublayer(pass, &normed);
        let (out, seed) = pass.dropout_seeded(out);
        let sum = b.add(x, &out);
        let cache = AddNormCache {
            norm_in: x.clone(),
            seed,
        };
        (sum, cache, sub_cache)
    } else {
        let (out, sub_cache) = sublayer(pass, x);
        let (out, seed) = pass.dropout_seeded(out);
        let sum = b.add(x, &out);
        let normed = norm.forward(b, &sum);
        let cache = AddNormCache { norm_in: sum, seed };
        (normed, cache, sub_cache)
    }
}

/// The backward of [`train_add_norm`]: dout -> dx. `sublayer_backward` maps the gradient of the
/// sub-layer's output to the gradient of its input; the residual path adds dout (or the
/// norm's gradient) directly.
#[allow(clippy::too_many_arguments)]
pub fn add_norm_backward<B: Train>(
    pass: &Pass<B>,
    cache: &AddNormCache<B>,
    norm: &LayerNorm<B>,
    norm_first: bool,
    dout: &B::Tensor,
    grads: &mut Grads<B>,
    norm_prefix: &str,
    sublayer_backward: impl FnOnce(&B::Tensor, &mut Grads<B>) -> B::Tensor,
) -> B::Tensor {
    let b = pass.backend;
    if norm_first {
        // out = x + dropout(sublayer(norm(x)))
        let dsub = pass.dropout_backward(dout.clone(), cache.seed);
        let dnormed = sublayer_backward(&dsub, grads);
        let dx_norm = norm.backward(b, &cache.norm_in, &dnormed, grads, norm_prefix);
        b.add(dout, &dx_norm)
    } else {
        // out = norm(x + dropout(sublayer(x)))
        let dsum = norm.backward(b, &cache.norm_in, dout, grads, norm_prefix);
        let dsub = pass.dropout_backward(dsum.clone(), cache.seed);
        let dx_sub = sublayer_backward(&dsub, grads);
        b.add(&dsum, &dx_sub)
    }
}
