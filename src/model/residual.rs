//! "Add & Norm" (paper, section 5.4): every sub-layer sits inside a residual connection with a
//! layer norm, either after the sum (post-LN, the paper) or before the sub-layer (pre-LN).

use super::layer_norm::LayerNorm;
use super::pass::Pass;
use crate::backend::{Backend, Train};

/// What the backward pass of one Add & Norm needs: the norm's input and the dropout seed.
pub struct AddNormCache<B: Backend> {
    /// post-LN: the residual sum; pre-LN: the block's input x.
    norm_in: B::Tensor,
    seed: Option<u32>,
}

/// post-LN: `norm(x + dropout(sublayer(x)))`; pre-LN: `x + dropout(sublayer(norm(x)))`.
/// Records the sum as `names.0` and the norm's output as `names.1`. Returns the output and,
/// when the pass trains, this block's cache with the sub-layer's.
pub fn add_norm<B: Backend, C>(
    pass: &mut Pass<B>,
    (residual, normed): (&str, &str),
    x: &B::Tensor,
    norm: &LayerNorm<B>,
    norm_first: bool,
    sublayer: impl FnOnce(&mut Pass<B>, &B::Tensor) -> (B::Tensor, Option<C>),
) -> (B::Tensor, Option<(AddNormCache<B>, C)>) {
    let b = pass.backend;
    let (out, norm_in, sub_cache, seed) = if norm_first {
        let h = norm.forward(b, x);
        pass.record(normed, &h);
        let (out, sub_cache) = sublayer(pass, &h);
        let (out, seed) = pass.dropout_seeded(out);
        let sum = b.add(x, &out);
        pass.record(residual, &sum);
        (sum, pass.caching().then(|| x.clone()), sub_cache, seed)
    } else {
        let (out, sub_cache) = sublayer(pass, x);
        let (out, seed) = pass.dropout_seeded(out);
        let sum = b.add(x, &out);
        pass.record(residual, &sum);
        let h = norm.forward(b, &sum);
        pass.record(normed, &h);
        (h, Some(sum), sub_cache, seed)
    };
    let cache = sub_cache
        .zip(norm_in)
        .map(|(c, norm_in)| (AddNormCache { norm_in, seed }, c));
    (out, cache)
}

/// The backward of [`add_norm`]: dout -> dx, the norm's gradient and what `sublayer_backward`
/// returns besides the gradient of the sub-layer's input (its own gradient). The residual path
/// adds dout (or the norm's gradient) directly.
pub fn add_norm_backward<B: Train, G>(
    pass: &Pass<B>,
    cache: &AddNormCache<B>,
    norm: &LayerNorm<B>,
    norm_first: bool,
    dout: &B::Tensor,
    sublayer_backward: impl FnOnce(&B::Tensor) -> (B::Tensor, G),
) -> (B::Tensor, LayerNorm<B>, G) {
    let b = pass.backend;
    if norm_first {
        // out = x + dropout(sublayer(norm(x)))
        let dsub = pass.dropout_backward(dout.clone(), cache.seed);
        let (dnormed, sub) = sublayer_backward(&dsub);
        let (dx_norm, dnorm) = norm.backward(b, &cache.norm_in, &dnormed);
        (b.add(dout, &dx_norm), dnorm, sub)
    } else {
        // out = norm(x + dropout(sublayer(x)))
        let (dsum, dnorm) = norm.backward(b, &cache.norm_in, dout);
        let dsub = pass.dropout_backward(dsum.clone(), cache.seed);
        let (dx_sub, sub) = sublayer_backward(&dsub);
        (b.add(&dsum, &dx_sub), dnorm, sub)
    }
}
