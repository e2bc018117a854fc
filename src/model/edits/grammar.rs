//! The edits' grammar: each edit's text form read and written, checked against a model, and the
//! forms listed with their slots' values for the page.

use std::collections::BTreeMap;
use std::fmt;

use serde::Serialize;

use super::{Edit, Edits, Pattern, Side, MAX_EDITS};
use crate::error::{Arg, Error, Result, Said};
use crate::model::config::Config;

/// Each value of a slot of the text forms: its name, and its words in a description.
const PATTERNS: [(Pattern, &str, &str); 3] = [
    (Pattern::Uniform, "uniform", "uniformly"),
    (Pattern::Itself, "itself", "to its own position"),
    (Pattern::Previous, "previous", "to the previous token"),
];
pub(super) const SIDES: [(Side, &str, &str); 3] = [
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

/// Edit `text` refused: message `core-<code>`, with the edit and `args`.
fn bad(text: &str, code: &'static str, args: Vec<(&'static str, Arg)>) -> Error {
    let mut all = vec![("edit", text.into())];
    all.extend(args);
    Said::new(code, all).refused()
}

/// `encoder.1.self_attn` (or `.ffn`, `decoder.0.cross_attn`, ...) checked against `c`: the
/// canonical path, and whether it is an attention sub-layer.
fn sublayer(text: &str, path: &str, c: &Config) -> Result<(String, bool)> {
    let parts: Vec<&str> = path.split('.').collect();
    let [stack, layer, sub] = parts[..] else {
        return Err(bad(text, "edit-path", vec![("path", path.into())]));
    };
    let layers = match stack {
        "encoder" => c.n_encoder_layers,
        "decoder" => c.n_decoder_layers,
        _ => return Err(bad(text, "edit-stack", vec![("stack", stack.into())])),
    };
    let layer: usize = match layer.parse() {
        Ok(i) if i < layers => i,
        _ => {
            let args = vec![("stack", stack.into()), ("last", (layers - 1).into())];
            return Err(bad(text, "edit-layer", args));
        }
    };
    let (sub, attention) = match (stack, sub) {
        (_, "self_attn" | "self") => ("self_attn", true),
        ("decoder", "cross_attn" | "cross") => ("cross_attn", true),
        (_, "ffn") => ("ffn", false),
        _ => return Err(bad(text, "edit-sublayers", vec![("stack", stack.into())])),
    };
    Ok((format!("{stack}.{layer}.{sub}"), attention))
}

/// `decoder.1.cross_attn.2`: an attention sub-layer's path and a head.
fn head(text: &str, address: &str, c: &Config) -> Result<(String, usize)> {
    let (path, head) = address.rsplit_once('.').unwrap_or((address, ""));
    let (path, attention) = sublayer(text, path, c)?;
    if !attention {
        return Err(bad(text, "edit-no-heads", Vec::new()));
    }
    match head.parse() {
        Ok(h) if h < c.n_heads => Ok((path, h)),
        _ => Err(bad(
            text,
            "edit-head",
            vec![("last", (c.n_heads - 1).into()), ("path", path.into())],
        )),
    }
}

impl Edit {
    /// Reads one edit's text form (see the module's table), checked against the model `c`.
    pub fn parse(text: &str, c: &Config) -> Result<Edit> {
        let (kind, arg) = text.split_once('=').unwrap_or((text, ""));
        // What the kind of edit takes, refused: message `core-edit-takes-<what>`.
        let needs = |code: &'static str, mut args: Vec<(&'static str, Arg)>| {
            args.insert(0, ("kind", kind.into()));
            bad(text, code, args)
        };
        let edit = match kind {
            "ablate" => {
                let (sublayer, head) = head(text, arg, c)?;
                Edit::Ablate { sublayer, head }
            }
            "pattern" => {
                let (address, name) = arg
                    .split_once(':')
                    .ok_or_else(|| needs("edit-takes-head-pattern", Vec::new()))?;
                let (sublayer, head) = head(text, address, c)?;
                let pattern = PATTERNS
                    .iter()
                    .find(|(_, n, _)| *n == name)
                    .ok_or_else(|| needs("edit-takes-pattern", Vec::new()))?
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
                    .ok_or_else(|| needs("edit-takes-side", Vec::new()))?;
                Edit::NoPositional(side.0)
            }
            "hide-source" => match arg.parse() {
                Ok(p) if p < c.max_len => Edit::HideSource(p),
                _ => {
                    let last = vec![("last", (c.max_len - 1).into())];
                    return Err(needs("edit-takes-position", last));
                }
            },
            "see-future" | "no-padding-mask" if !arg.is_empty() => {
                return Err(needs("edit-takes-nothing", Vec::new()))
            }
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
                let kinds = vec![("kinds", kinds.join(", ").into())];
                return Err(bad(text, "edit-kinds", kinds));
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
    /// Reads every edit of `texts` (see the module's table), checked against the model `c`;
    /// an edit given twice counts once, and a later pattern for a head replaces an earlier one.
    pub fn parse<S: AsRef<str>>(texts: &[S], c: &Config) -> Result<Edits> {
        if texts.len() > MAX_EDITS {
            let args = vec![("most", MAX_EDITS.into()), ("count", texts.len().into())];
            return Err(Said::new("edits-too-many", args).refused());
        }
        let mut edits = Edits::default();
        for text in texts {
            edits.push(Edit::parse(text.as_ref(), c)?);
        }
        Ok(edits)
    }
}

pub(super) fn name_of<K: PartialEq + Copy>(
    table: &[(K, &'static str, &'static str)],
    key: K,
) -> &'static str {
    table
        .iter()
        .find(|(k, ..)| *k == key)
        .map_or("", |(_, n, _)| *n)
}
