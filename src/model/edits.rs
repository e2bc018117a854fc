//! Interventions: edits one forward pass applies on its way, to ask the model "what if?".
//!
//! Each edit has one text form, used by the command line, the page's URL and its list of edits:
//!
//! | text | what the pass does |
//! |---|---|
//! | `ablate=decoder.1.cross_attn.2` | head 2's output Z_h is zeroed (the others are untouched) |
//! | `pattern=encoder.0.self_attn.1:uniform` | head 1's weights are replaced: `uniform` over the visible keys, `itself` (the key at the query's own position) or `previous` (the one before it) |
//! | `bypass=encoder.0.ffn` | the sub-layer's output is zeroed: its residual carries the input on alone |
//! | `no-pe=src` | no positional encoding is added on the `src` side (`tgt`, or `both`) |
//! | `hide-source=3` | source position 3 is hidden from every cross-attention |
//! | `see-future` | the decoder's self-attention loses its causal mask |
//! | `no-padding-mask` | padding keys are no longer hidden |
//!
//! A sub-layer is named by its trace path, `{encoder|decoder}.{layer}.{self_attn|cross_attn|ffn}`
//! (`self` and `cross` are accepted for short). Edits change values only where they act, so a
//! pass with no edits is the plain pass, bit for bit, and every number before the first edited
//! sub-layer is unchanged.

use std::fmt;

use super::config::Config;
use crate::backend::{AttentionMask, Backend};
use crate::error::{Error, Result};
use crate::tensor::Tensor;

/// The most edits one pass takes.
pub const MAX_EDITS: usize = 256;

/// A fixed attention pattern that replaces a head's weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// The same weight on every key the mask leaves visible.
    Uniform,
    /// All weight on the key at the query's own position.
    Itself,
    /// All weight on the key one position before the query's (the first query keeps its own).
    Previous,
}

/// Which side's positional encoding an edit drops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Src,
    Tgt,
    Both,
}

/// One intervention (see the module's table).
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    Ablate {
        sublayer: String,
        head: usize,
    },
    Pattern {
        sublayer: String,
        head: usize,
        pattern: Pattern,
    },
    Bypass {
        sublayer: String,
    },
    NoPositional(Side),
    HideSource(usize),
    SeeFuture,
    NoPaddingMask,
}

/// The edits of one pass, checked against a model's shape.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Edits {
    list: Vec<Edit>,
}

const PATTERNS: [(Pattern, &str); 3] = [
    (Pattern::Uniform, "uniform"),
    (Pattern::Itself, "itself"),
    (Pattern::Previous, "previous"),
];
const SIDES: [(Side, &str); 3] = [(Side::Src, "src"), (Side::Tgt, "tgt"), (Side::Both, "both")];

fn bad(text: &str, why: String) -> Error {
    Error::Input(format!("edit {text:?}: {why}"))
}

/// `encoder.1.self_attn` (or `.ffn`, `decoder.0.cross_attn`, ...) checked against `c`: the
/// canonical path, and whether it is an attention sub-layer.
fn sublayer(text: &str, path: &str, c: &Config) -> Result<(String, bool)> {
    let parts: Vec<&str> = path.split('.').collect();
    let [stack, layer, sub] = parts[..] else {
        return Err(bad(
            text,
            format!("{path:?} is not stack.layer.sub-layer, e.g. decoder.1.cross_attn"),
        ));
    };
    let layers = match stack {
        "encoder" => c.n_encoder_layers,
        "decoder" => c.n_decoder_layers,
        _ => {
            return Err(bad(
                text,
                format!("the stack is encoder or decoder, not {stack:?}"),
            ))
        }
    };
    let layer: usize = match layer.parse() {
        Ok(i) if i < layers => i,
        _ => {
            return Err(bad(
                text,
                format!("the {stack} has layers 0 to {}", layers - 1),
            ))
        }
    };
    let (sub, attention) = match (stack, sub) {
        (_, "self_attn" | "self") => ("self_attn", true),
        ("decoder", "cross_attn" | "cross") => ("cross_attn", true),
        (_, "ffn") => ("ffn", false),
        _ => {
            let subs = if stack == "decoder" {
                "self_attn, cross_attn or ffn"
            } else {
                "self_attn or ffn"
            };
            return Err(bad(
                text,
                format!("an {stack} layer's sub-layers are {subs}"),
            ));
        }
    };
    Ok((format!("{stack}.{layer}.{sub}"), attention))
}

/// `decoder.1.cross_attn.2`: an attention sub-layer's path and a head.
fn head(text: &str, address: &str, c: &Config) -> Result<(String, usize)> {
    let (path, head) = address.rsplit_once('.').unwrap_or((address, ""));
    let (path, attention) = sublayer(text, path, c)?;
    if !attention {
        return Err(bad(text, "only attention sub-layers have heads".into()));
    }
    match head.parse() {
        Ok(h) if h < c.n_heads => Ok((path, h)),
        _ => Err(bad(
            text,
            format!(
                "name a head 0 to {} after the sub-layer, e.g. {path}.0",
                c.n_heads - 1
            ),
        )),
    }
}

impl Edit {
    /// Reads one edit's text form (see the module's table), checked against the model `c`.
    pub fn parse(text: &str, c: &Config) -> Result<Edit> {
        let (kind, arg) = text.split_once('=').unwrap_or((text, ""));
        let needs = |what: &str| bad(text, format!("{kind} takes {what}"));
        let edit = match kind {
            "ablate" => {
                let (sublayer, head) = head(text, arg, c)?;
                Edit::Ablate { sublayer, head }
            }
            "pattern" => {
                let (address, name) = arg.split_once(':').ok_or_else(|| {
                    needs("a head and a pattern, e.g. encoder.0.self_attn.1:uniform")
                })?;
                let (sublayer, head) = head(text, address, c)?;
                let pattern = PATTERNS
                    .iter()
                    .find(|(_, n)| *n == name)
                    .ok_or_else(|| needs("a pattern: uniform, itself or previous"))?
                    .0;
                Edit::Pattern {
                    sublayer,
                    head,
                    pattern,
                }
            }
            "bypass" => Edit::Bypass {
                sublayer: sublayer(text, arg, c)?.0,
            },
            "no-pe" => {
                let side = SIDES
                    .iter()
                    .find(|(_, n)| *n == arg)
                    .ok_or_else(|| needs("src, tgt or both"))?;
                Edit::NoPositional(side.0)
            }
            "hide-source" => match arg.parse() {
                Ok(p) if p < c.max_len => Edit::HideSource(p),
                _ => return Err(needs(&format!("a source position 0 to {}", c.max_len - 1))),
            },
            "see-future" | "no-padding-mask" if !arg.is_empty() => return Err(needs("no value")),
            "see-future" => Edit::SeeFuture,
            "no-padding-mask" => Edit::NoPaddingMask,
            _ => {
                return Err(bad(
                    text,
                    "the edits are ablate=, pattern=, bypass=, no-pe=, hide-source=, see-future \
                     and no-padding-mask"
                        .into(),
                ))
            }
        };
        Ok(edit)
    }
}

impl fmt::Display for Edit {
    /// The edit's text form, as [`Edit::parse`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Edit::Ablate { sublayer, head } => write!(f, "ablate={sublayer}.{head}"),
            Edit::Pattern {
                sublayer,
                head,
                pattern,
            } => {
                write!(
                    f,
                    "pattern={sublayer}.{head}:{}",
                    name_of(&PATTERNS, *pattern)
                )
            }
            Edit::Bypass { sublayer } => write!(f, "bypass={sublayer}"),
            Edit::NoPositional(side) => write!(f, "no-pe={}", name_of(&SIDES, *side)),
            Edit::HideSource(p) => write!(f, "hide-source={p}"),
            Edit::SeeFuture => write!(f, "see-future"),
            Edit::NoPaddingMask => write!(f, "no-padding-mask"),
        }
    }
}

impl Edits {
    /// No edits: the plain pass.
    pub const NONE: Edits = Edits { list: Vec::new() };

    /// Reads every edit of `texts` (see the module's table), checked against the model `c`;
    /// an edit given twice counts once, and a later pattern for a head replaces an earlier one.
    pub fn parse<S: AsRef<str>>(texts: &[S], c: &Config) -> Result<Edits> {
        if texts.len() > MAX_EDITS {
            return Err(Error::Input(format!(
                "at most {MAX_EDITS} edits at once (got {})",
                texts.len()
            )));
        }
        let mut edits = Edits::default();
        for text in texts {
            edits.push(Edit::parse(text.as_ref(), c)?);
        }
        Ok(edits)
    }

    /// Adds `edit` (a no-op when it is already there).
    pub fn push(&mut self, edit: Edit) {
        if let Edit::Pattern { sublayer, head, .. } = &edit {
            self.list.retain(|e| !matches!(e, Edit::Pattern { sublayer: s, head: h, .. } if s == sublayer && h == head));
        }
        if !self.list.contains(&edit) {
            self.list.push(edit);
        }
    }

    /// The edits, in the order given.
    pub fn list(&self) -> &[Edit] {
        &self.list
    }

    /// True when the pass is the plain one.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
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
                        return Err(Error::Input(format!(
                            "edit \"hide-source={p}\": the source has positions 0 to {}",
                            mask.k_len - 1
                        )));
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

fn name_of<K: PartialEq + Copy>(table: &[(K, &'static str)], key: K) -> &'static str {
    table
        .iter()
        .find(|(k, _)| *k == key)
        .map_or("", |(_, n)| *n)
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
