//! "Add & Norm" (paper, section 5.4): every sub-layer sits inside a residual connection with a
//! layer norm, either after the sum (post-LN, the paper) or before the sub-layer (pre-LN).

use super::layer_norm::LayerNorm;
use super::pass::Pass;
use crate::backend::Backend;
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
