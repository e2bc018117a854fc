//! Applying edits: where a pass asks them what to change (a head's output, its weights, a
//! sub-layer, the positions, the masks), they answer.

use super::grammar::{name_of, SIDES};
use super::{Edit, Edits, Pattern, Side};
use crate::backend::tensor::Tensor;
use crate::backend::{AttentionMask, Backend};
use crate::error::{Result, Said};

impl Edits {
    /// True when every edit acts on a head's or a sub-layer's output alone, alike at every
    /// position (ablations, bypasses), so that a decoding step may reuse the keys and values of
    /// the steps before it, computed with the same edits. Patterns, masks and positions depend
    /// on where a query sits among the whole target, which a step does not see.
    pub fn keep_to_each_position(&self) -> bool {
        self.list
            .iter()
            .all(|e| matches!(e, Edit::Ablate { .. } | Edit::Bypass { .. }))
    }

    /// The heads of the attention sub-layer at `path` whose output is zeroed.
    fn ablated(&self, path: &str) -> Vec<usize> {
        let heads = self.list.iter().filter_map(|e| match e {
            Edit::Ablate { sublayer, head } if sublayer == path => Some(*head),
            _ => None,
        });
        heads.collect()
    }

    /// The heads of the attention sub-layer at `path` whose weights are replaced.
    fn patterns(&self, path: &str) -> Vec<(usize, Pattern)> {
        let heads = self.list.iter().filter_map(|e| match e {
            Edit::Pattern {
                sublayer,
                head,
                pattern,
            } if sublayer == path => Some((*head, *pattern)),
            _ => None,
        });
        heads.collect()
    }

    /// True when the attention at `path` needs its weights in hand (so it cannot be fused).
    pub fn edits_attention(&self, path: &str) -> bool {
        !self.ablated(path).is_empty() || !self.patterns(path).is_empty()
    }

    /// True when the sub-layer at `path` is bypassed.
    pub fn bypassed(&self, path: &str) -> bool {
        self.list
            .iter()
            .any(|e| matches!(e, Edit::Bypass { sublayer } if sublayer == path))
    }

    /// True when the side called `side` (`src` or `tgt`) adds its positional encoding.
    pub fn adds_positional(&self, side: &str) -> bool {
        !self.list.iter().any(|e| match e {
            Edit::NoPositional(s) => *s == Side::Both || name_of(&SIDES, *s) == side,
            _ => false,
        })
    }

    /// `mask` (an encoder self-attention's, a decoder self-attention's when `causal`, or a
    /// cross-attention's when `cross`) with the mask edits applied. A hidden source position
    /// beyond the source is an error.
    pub fn mask(&self, mut mask: AttentionMask, cross: bool) -> Result<AttentionMask> {
        for edit in &self.list {
            match edit {
                Edit::NoPaddingMask => mask.key_padding.iter_mut().for_each(|p| *p = false),
                Edit::SeeFuture => mask.causal = false,
                _ => {}
            }
        }
        if cross {
            for edit in &self.list {
                if let Edit::HideSource(p) = *edit {
                    if p >= mask.k_len {
                        let args = vec![
                            ("edit", format!("hide-source={p}").into()),
                            ("last", (mask.k_len - 1).into()),
                        ];
                        return Err(Said::new("edit-position-past-source", args).refused());
                    }
                    for b in 0..mask.batch {
                        mask.key_padding[b * mask.k_len + p] = true;
                    }
                }
            }
        }
        Ok(mask)
    }

    /// Attention weights `[B, H, Tq, Tk]` with the patterns of the sub-layer at `path` in place
    /// of their heads' weights.
    pub fn patterned<B: Backend>(
        &self,
        b: &B,
        path: &str,
        weights: B::Tensor,
        mask: &AttentionMask,
    ) -> B::Tensor {
        let patterns = self.patterns(path);
        if patterns.is_empty() {
            return weights;
        }
        let shape = b.shape(&weights); // [B, H, Tq, Tk]
        let pattern_of = |h: usize| patterns.iter().find(|(p, _)| *p == h).map(|(_, p)| *p);
        // 1 for the heads that keep their weights, `[H, Tq, Tk]`, repeated over the batch.
        let keep = Tensor::from_shape_fn(ndarray::IxDyn(&shape[1..]), |ix| {
            f32::from(u8::from(pattern_of(ix[0]).is_none()))
        });
        let fixed = Tensor::from_shape_fn(ndarray::IxDyn(&shape), |ix| {
            pattern_of(ix[1]).map_or(0.0, |p| pattern_weight(p, mask, ix[0], ix[2], ix[3]))
        });
        match (b.upload(&keep), b.upload(&fixed)) {
            (Ok(keep), Ok(fixed)) => b.add(&b.mul(&weights, &keep), &fixed),
            // Only a device fault fails an upload; the next download reports it.
            _ => weights,
        }
    }

    /// An attention context `[B, T, D]` with the ablated heads of the sub-layer at `path`
    /// zeroed (head h is columns `h*d_k..(h+1)*d_k`).
    pub fn ablate<B: Backend>(
        &self,
        b: &B,
        path: &str,
        context: B::Tensor,
        n_heads: usize,
    ) -> B::Tensor {
        let ablated = self.ablated(path);
        if ablated.is_empty() {
            return context;
        }
        let d = *b.shape(&context).last().expect("rank 3");
        let d_k = d / n_heads;
        let keep = Tensor::from_shape_fn(ndarray::IxDyn(&[d]), |ix| {
            f32::from(u8::from(!ablated.contains(&(ix[0] / d_k))))
        });
        match b.upload(&keep) {
            Ok(keep) => b.mul(&context, &keep),
            // Only a device fault fails an upload; the next download reports it.
            Err(_) => context,
        }
    }
}

/// The weight a fixed `pattern` gives key `j` of query `i` in sequence `b`: `uniform` spreads
/// one over the visible keys; `itself` and `previous` put it all on one key (the query's own
/// position, or the one before), or, when the mask hides that key, on the nearest visible key
/// before it, else after it. A query with no visible key gets none.
pub fn pattern_weight(pattern: Pattern, mask: &AttentionMask, b: usize, i: usize, j: usize) -> f32 {
    let visible = |k: usize| mask.allowed(b, i, k);
    let keys = mask.k_len;
    match pattern {
        Pattern::Uniform => {
            let n = (0..keys).filter(|&k| visible(k)).count();
            if visible(j) {
                1.0 / n as f32
            } else {
                0.0
            }
        }
        Pattern::Itself | Pattern::Previous => {
            let want = if pattern == Pattern::Itself {
                i
            } else {
                i.saturating_sub(1)
            };
            let want = want.min(keys - 1);
            let chosen = (0..=want)
                .rev()
                .find(|&k| visible(k))
                .or_else(|| (want..keys).find(|&k| visible(k)));
            f32::from(u8::from(chosen == Some(j)))
        }
    }
}
