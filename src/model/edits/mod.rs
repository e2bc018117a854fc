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
//!
//! `grammar` reads and writes the text forms and lists them for the page; `apply` answers a
//! pass's questions (which heads to zero, which weights to replace, which masks to lift).

mod apply;
mod grammar;

pub use apply::pattern_weight;
pub use grammar::{Form, Grammar, FORMS};

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

impl Edits {
    /// No edits: the plain pass.
    pub const NONE: Edits = Edits { list: Vec::new() };

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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::config::Config;

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
        let err = crate::words::error(&Edit::parse("mute=1", &c).unwrap_err());
        assert!(err.contains("edit “mute=1”: the edits are ablate=, pattern=, bypass=, no-pe=, hide-source=, see-future, no-padding-mask"), "{err}");
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
