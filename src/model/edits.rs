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

use std::collections::BTreeMap;
use std::fmt;

use serde::Serialize;

use super::config::Config;
use crate::backend::tensor::Tensor;
use crate::backend::{AttentionMask, Backend};
use crate::error::{Error, Result};

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

/// Each value of a slot of the text forms: its name, and its words in a description.
const PATTERNS: [(Pattern, &str, &str); 3] = [
    (Pattern::Uniform, "uniform", "uniformly"),
    (Pattern::Itself, "itself", "to its own position"),
    (Pattern::Previous, "previous", "to the previous token"),
];
const SIDES: [(Side, &str, &str); 3] = [
    (Side::Src, "src", "source"),
    (Side::Tgt, "tgt", "target"),
    (Side::Both, "both", "source and target"),
];
const STACKS: [(&str, &str); 2] = [("encoder", "encoder"), ("decoder", "decoder")];
const SUBLAYERS: [(&str, &str); 3] = [
    ("self_attn", "self-attention"),
    ("cross_attn", "cross-attention"),
    ("ffn", "feed-forward"),
];

/// One kind of edit as the page writes and lists it: its text form with each slot in braces,
/// what it does in words with the same slots, and the slots of which a model takes one edit of
/// the kind per value (a later one replaces it: one pattern per head).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Form {
    pub kind: &'static str,
    pub text: &'static str,
    pub words: &'static str,
    pub one_per: &'static [&'static str],
}

/// Every kind of edit, in the module table's order. A slot named in [`Grammar::slots`] takes
/// one of its values; any other slot is a whole number.
pub const FORMS: [Form; 7] = [
    Form {
        kind: "ablate",
        text: "ablate={stack}.{layer}.{sub}.{head}",
        words: "{stack} layer {layer}, {sub} head {head} switched off",
        one_per: &[],
    },
    Form {
        kind: "pattern",
        text: "pattern={stack}.{layer}.{sub}.{head}:{pattern}",
        words: "{stack} layer {layer}, {sub} head {head} attends {pattern}",
        one_per: &["stack", "layer", "sub", "head"],
    },
    Form {
        kind: "bypass",
        text: "bypass={stack}.{layer}.{sub}",
        words: "{stack} layer {layer}: {sub} bypassed",
        one_per: &[],
    },
    Form {
        kind: "no-pe",
        text: "no-pe={side}",
        words: "no positional encoding ({side})",
        one_per: &[],
    },
    Form {
        kind: "hide-source",
        text: "hide-source={position}",
        words: "source position {position} hidden from cross-attention",
        one_per: &[],
    },
    Form {
        kind: "see-future",
        text: "see-future",
        words: "the decoder sees the future (no causal mask)",
        one_per: &[],
    },
    Form {
        kind: "no-padding-mask",
        text: "no-padding-mask",
        words: "padding is not masked",
        one_per: &[],
    },
];

/// The edits' grammar, for the page: it writes, reads and describes edits with it, and the core
/// checks each one against the model ([`Edit::parse`]).
#[derive(Clone, Debug, Serialize)]
pub struct Grammar {
    pub forms: [Form; 7],
    /// A sub-layer's trace path in the forms' slots.
    pub sublayer: &'static str,
    /// The values of each named slot, `[name, words]`.
    pub slots: BTreeMap<&'static str, Vec<(&'static str, &'static str)>>,
    /// The most edits one pass takes.
    pub max: usize,
}

impl Grammar {
    pub fn new() -> Grammar {
        Grammar {
            forms: FORMS,
            sublayer: "{stack}.{layer}.{sub}",
            slots: BTreeMap::from([
                ("stack", STACKS.to_vec()),
                ("sub", SUBLAYERS.to_vec()),
                ("pattern", names(&PATTERNS)),
                ("side", names(&SIDES)),
            ]),
            max: MAX_EDITS,
        }
    }
}

/// A table's names and words.
fn names<K>(table: &[(K, &'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
    table
        .iter()
        .map(|&(_, name, words)| (name, words))
        .collect()
}

impl Default for Grammar {
    fn default() -> Self {
        Grammar::new()
    }
}

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
                    .find(|(_, n, _)| *n == name)
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
                    .find(|(_, n, _)| *n == arg)
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
                let kinds: Vec<String> = FORMS
                    .iter()
                    .map(|f| {
                        f.text
                            .split_once('{')
                            .map_or(f.text, |(kind, _)| kind)
                            .into()
                    })
                    .collect();
                let (last, rest) = kinds.split_last().expect("there are edits");
                let kinds = format!("{} and {last}", rest.join(", "));
                return Err(bad(text, format!("the edits are {kinds}")));
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

fn name_of<K: PartialEq + Copy>(table: &[(K, &'static str, &'static str)], key: K) -> &'static str {
    table
        .iter()
        .find(|(k, ..)| *k == key)
        .map_or("", |(_, n, _)| *n)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `form` with each slot filled: a named slot with each of its values in turn (cycling), a
    /// number with 1.
    fn filled(form: &str, grammar: &Grammar, pick: usize) -> String {
        let mut out = String::new();
        let mut rest = form;
        while let Some((before, after)) = rest.split_once('{') {
            let (slot, after) = after.split_once('}').unwrap();
            out.push_str(before);
            match grammar.slots.get(slot) {
                Some(values) => out.push_str(values[pick % values.len()].0),
                None => out.push('1'),
            }
            rest = after;
        }
        out + rest
    }

    #[test]
    fn the_grammar_writes_what_the_core_reads() {
        let grammar = Grammar::new();
        let c = Config::tiny();
        for form in grammar.forms {
            // Six picks give every pair of a stack and a sub-layer; some are refused (the
            // encoder has no cross-attention, a feed-forward network no heads).
            let read: Vec<String> = (0..6)
                .map(|pick| filled(form.text, &grammar, pick))
                .filter_map(|text| Some((Edit::parse(&text, &c).ok()?, text)))
                .map(|(edit, text)| {
                    assert_eq!(edit.to_string(), text);
                    text
                })
                .collect();
            assert!(!read.is_empty(), "{}", form.kind);
            assert!(form.text.starts_with(form.kind), "{}", form.kind);
        }
        for pick in 0..6 {
            let path = filled(grammar.sublayer, &grammar, pick);
            let text = filled(FORMS[2].text, &grammar, pick);
            assert_eq!(text, format!("bypass={path}"));
        }
        let err = Edit::parse("mute=1", &c).unwrap_err().to_string();
        assert!(err.contains("the edits are ablate=, pattern=, bypass=, no-pe=, hide-source=, see-future and no-padding-mask"), "{err}");
    }

    #[test]
    fn a_kind_kept_once_per_slots_is_replaced_by_a_later_edit() {
        let c = Config::tiny();
        let edits = Edits::parse(
            &[
                "pattern=encoder.0.self_attn.1:uniform",
                "pattern=encoder.0.self_attn.1:itself",
            ],
            &c,
        )
        .unwrap();
        assert_eq!(edits.list().len(), 1);
        let kept: Vec<&str> = FORMS
            .iter()
            .filter(|f| !f.one_per.is_empty())
            .map(|f| f.kind)
            .collect();
        assert_eq!(kept, ["pattern"]);
    }
}
