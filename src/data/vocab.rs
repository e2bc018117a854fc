//! Tokenizers: text to ids and back, character-level or word-level. The vocabulary is stored in
//! the weights file's `vocab` metadata, so a model always carries the tokenizer it was trained
//! with.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

pub const PAD: &str = "<pad>";
pub const BOS: &str = "<bos>";
pub const EOS: &str = "<eos>";
pub const UNK: &str = "<unk>";

/// How text is cut into tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Every character is a token.
    Char,
    /// Tokens are separated by whitespace.
    Word,
}

/// One side's vocabulary: token strings by id.
#[derive(Clone, Debug, PartialEq)]
pub struct Vocab {
    pub kind: Kind,
    pub tokens: Vec<String>,
    index: HashMap<String, u32>,
    /// The ids of the one-character ASCII tokens, by character: a character vocabulary's
    /// lookups without hashing (in V8, hashing each character of a training batch took about
    /// a hundredth of a tiny model's step).
    ascii: [Option<u32>; 128],
}

/// The `vocab` metadata of a weights file: `{"kind": "char", "src": [...], "tgt": [...]}`
/// (`kind` may be absent: it is then inferred).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VocabJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<Kind>,
    pub src: Vec<String>,
    pub tgt: Vec<String>,
}

/// Source and target vocabularies of a model.
#[derive(Clone, Debug, PartialEq)]
pub struct Vocabs {
    pub src: Vocab,
    pub tgt: Vocab,
}

fn is_special(token: &str) -> bool {
    token.starts_with('<') && token.ends_with('>') && token.len() > 2
}

impl Vocab {
    /// A vocabulary of the given tokens (ids are positions); duplicates are an error.
    pub fn new(kind: Kind, tokens: Vec<String>) -> Result<Self> {
        let mut index = HashMap::with_capacity(tokens.len());
        let mut ascii = [None; 128];
        for (i, t) in tokens.iter().enumerate() {
            if index.insert(t.clone(), i as u32).is_some() {
                return Err(Error::Weights(format!("vocab: token {t:?} appears twice")));
            }
            if let [c] = t.as_bytes() {
                ascii[usize::from(*c)] = Some(i as u32);
            }
        }
        Ok(Vocab {
            kind,
            tokens,
            index,
            ascii,
        })
    }

    /// `<pad> <bos> <eos> <unk>` and then the printable ASCII characters, cut or filled with
    /// `<unused_i>` to `size` tokens: the vocabulary `attend init` gives a new model.
    pub fn default_chars(size: usize) -> Result<Self> {
        let mut tokens: Vec<String> = [PAD, BOS, EOS, UNK].map(String::from).to_vec();
        tokens.extend((b' '..=b'~').map(|c| (c as char).to_string()));
        tokens.truncate(size);
        let n = tokens.len();
        tokens.extend((n..size).map(|i| format!("<unused_{i}>")));
        Vocab::new(Kind::Char, tokens)
    }

    /// The number of tokens.
    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// True when there are no tokens.
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }

    /// The id of `token`, if it is in the vocabulary.
    pub fn id(&self, token: &str) -> Option<u32> {
        match token.as_bytes() {
            // One byte of UTF-8 is an ASCII character, below 128.
            [c] => self.ascii[usize::from(*c)],
            _ => self.index.get(token).copied(),
        }
    }

    /// Cuts `text` into tokens and maps them to ids. A token not in the vocabulary becomes
    /// `<unk>` if the vocabulary has one, and is an error naming it otherwise.
    pub fn encode(&self, text: &str) -> Result<Vec<u32>> {
        self.encode_with(text, self.id(UNK))
    }

    /// Like [`Vocab::encode`], but a token not in the vocabulary is always an error, even when
    /// the vocabulary has `<unk>`: what a person types is either understood or refused.
    pub fn encode_known(&self, text: &str) -> Result<Vec<u32>> {
        self.encode_with(text, None)
    }

    fn encode_with(&self, text: &str, unk: Option<u32>) -> Result<Vec<u32>> {
        let lookup = |piece: &str, pos: usize| -> Result<u32> {
            self.id(piece).or(unk).ok_or_else(|| {
                Error::Input(format!(
                    "{} {piece:?} at position {pos} is not in the model's vocabulary ({})",
                    if self.kind == Kind::Char {
                        "character"
                    } else {
                        "word"
                    },
                    self.describe()
                ))
            })
        };
        match self.kind {
            Kind::Char => text
                .chars()
                .enumerate()
                .map(|(i, c)| lookup(c.encode_utf8(&mut [0; 4]), i))
                .collect(),
            Kind::Word => text
                .split_whitespace()
                .enumerate()
                .map(|(i, w)| lookup(w, i))
                .collect(),
        }
    }

    /// Ids back to text, leaving out the ids in `skip` (padding, begin and end of sequence).
    /// Ids outside the vocabulary show as `<?>`.
    pub fn decode(&self, ids: &[u32], skip: &[u32]) -> String {
        let pieces: Vec<&str> = ids
            .iter()
            .filter(|id| !skip.contains(id))
            .map(|&id| self.token(id))
            .collect();
        match self.kind {
            Kind::Char => pieces.concat(),
            Kind::Word => pieces.join(" "),
        }
    }

    /// The token for `id`, for display.
    pub fn token(&self, id: u32) -> &str {
        self.tokens.get(id as usize).map_or("<?>", String::as_str)
    }

    /// A short description of what the vocabulary holds, for error messages.
    fn describe(&self) -> String {
        let plain: Vec<&str> = self
            .tokens
            .iter()
            .map(String::as_str)
            .filter(|t| !is_special(t))
            .collect();
        let shown: Vec<&str> = plain.iter().take(40).copied().collect();
        let sep = if self.kind == Kind::Char { "" } else { " " };
        let more = if plain.len() > shown.len() {
            " …"
        } else {
            ""
        };
        format!("{} tokens: {:?}{more}", plain.len(), shown.join(sep))
    }
}

impl Vocabs {
    /// Parses the `vocab` metadata JSON.
    pub fn from_json(json: &str) -> Result<Self> {
        let v: VocabJson = serde_json::from_str(json)
            .map_err(|e| Error::Weights(format!("bad vocab JSON: {e}")))?;
        let kind = v.kind.unwrap_or_else(|| {
            let single = |t: &String| is_special(t) || t.chars().count() == 1;
            if v.src.iter().chain(&v.tgt).all(single) {
                Kind::Char
            } else {
                Kind::Word
            }
        });
        Ok(Vocabs {
            src: Vocab::new(kind, v.src)?,
            tgt: Vocab::new(kind, v.tgt)?,
        })
    }

    /// The `vocab` metadata JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&VocabJson {
            kind: Some(self.src.kind),
            src: self.src.tokens.clone(),
            tgt: self.tgt.tokens.clone(),
        })
        .expect("vocab serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn char_round_trip_and_unknown() {
        let v = Vocab::default_chars(99).unwrap();
        let ids = v.encode("hello, world").unwrap();
        assert_eq!(ids.len(), 12);
        assert_eq!(v.decode(&ids, &[0, 1, 2]), "hello, world");
        // The default vocabulary has <unk>, so a non-ASCII character maps to it.
        assert_eq!(v.encode("é").unwrap(), vec![3]);
        let small = Vocab::new(Kind::Char, ["<pad>", "a", "b"].map(String::from).to_vec()).unwrap();
        let err = small.encode("abc").unwrap_err().to_string();
        assert!(err.contains("\"c\" at position 2"), "{err}");
    }

    #[test]
    fn every_token_has_its_position_as_id() {
        // One-character ASCII tokens are found without the hash map, others through it.
        let tokens = ["<pad>", "a", "é", "ab", " ", "~", "\u{7f}", "z"].map(String::from);
        for kind in [Kind::Char, Kind::Word] {
            let v = Vocab::new(kind, tokens.to_vec()).unwrap();
            for (i, t) in tokens.iter().enumerate() {
                assert_eq!(v.id(t), Some(i as u32), "{t:?}");
            }
            for unknown in ["b", "\0", "è", "abc", ""] {
                assert_eq!(v.id(unknown), None, "{unknown:?}");
            }
        }
    }

    #[test]
    fn words_and_inferred_kind() {
        let v =
            Vocabs::from_json(r#"{"src":["<pad>","one","two"],"tgt":["<pad>","eins"]}"#).unwrap();
        assert_eq!(v.src.kind, Kind::Word);
        assert_eq!(v.src.encode(" two  one ").unwrap(), vec![2, 1]);
        assert_eq!(v.src.decode(&[1, 2, 0], &[0]), "one two");
        assert!(Vocabs::from_json(r#"{"src":["a","a"],"tgt":[]}"#).is_err());
        assert!(Vocabs::from_json("[1,2]").is_err());
    }
}
