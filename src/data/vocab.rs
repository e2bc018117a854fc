//! Tokenizers: text to ids and back, character-level, word-level or byte-pair subwords. The
//! vocabulary is stored in the weights file's `vocab` metadata, so a model always carries the
//! tokenizer it was trained with.

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::bpe::{self, Codes};
#[cfg(feature = "hub")]
use super::marian::MarianTokenizer;
use crate::error::{Error, Result, Said};

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
    /// Words (separated by whitespace) are cut into byte-pair pieces ([`bpe`]); the source and
    /// the target share one vocabulary.
    Bpe,
    /// Text is cut by a SentencePiece model and its pieces looked up in a Marian vocabulary,
    /// exactly as transformers' `MarianTokenizer` does ([`super::marian`]).
    #[serde(rename = "sentencepiece")]
    SentencePiece,
}

/// Which side of a translation model a vocabulary serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Source,
    Target,
}

/// A token of typed text that a vocabulary lacks ([`Vocab::read`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unseen {
    /// "character", "word" or "piece": what is missing.
    pub unit: &'static str,
    pub token: String,
    /// The word it is part of, where it is part of one (a byte-pair vocabulary's).
    pub word: Option<String>,
    /// The position of the token, or of its word, in the input.
    pub position: usize,
}

impl Unseen {
    /// The refusal or the note, as its message says it: `core-unknown-token`, or
    /// `core-unknown-in-word` for a part of a word, its arguments this token's fields.
    pub fn said(&self) -> crate::error::Said {
        let code = if self.word.is_some() {
            "unknown-in-word"
        } else {
            "unknown-token"
        };
        let mut args = vec![
            ("unit", self.unit.into()),
            ("token", self.token.as_str().into()),
            ("position", self.position.into()),
        ];
        if let Some(word) = &self.word {
            args.push(("word", word.as_str().into()));
        }
        crate::error::Said::new(code, args)
    }
}

/// Typed text as ids, with what the vocabulary lacks ([`Vocab::read`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    pub ids: Vec<u32>,
    /// Each distinct token read as `<unk>`, at its first position, in order.
    pub unseen: Vec<Unseen>,
}

/// Adds `u` to `unseen` unless its token is there already.
fn note(unseen: &mut Vec<Unseen>, u: Unseen) {
    if !unseen.iter().any(|seen| seen.token == u.token) {
        unseen.push(u);
    }
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
    /// The merges that cut words into pieces: present exactly when the kind is [`Kind::Bpe`].
    codes: Option<Arc<Codes>>,
    /// Marian's tokenizer and the side it cuts for: present exactly when the kind is
    /// [`Kind::SentencePiece`] (only a build with the `hub` feature reads one).
    #[cfg(feature = "hub")]
    marian: Option<(Arc<MarianTokenizer>, Side)>,
}

/// The `vocab` metadata of a weights file: `{"kind": "char", "src": [...], "tgt": [...]}`
/// (`kind` may be absent: it is then inferred), or for byte-pair pieces one shared list and the
/// merges in subword-nmt's order, `{"kind": "bpe", "merges": ["l r", ...], "tokens": [...]}`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct VocabJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<Kind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub src: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tgt: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merges: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<Vec<String>>,
    /// A sentencepiece vocabulary's tokenizer ([`MarianTokenizer::to_json`]) and the model's
    /// vocabulary size on each side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marian: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub src_size: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tgt_size: Option<usize>,
}

/// Source and target vocabularies of a model.
#[derive(Clone, Debug, PartialEq)]
pub struct Vocabs {
    pub src: Vocab,
    pub tgt: Vocab,
}

/// What a build without the `hub` feature (the page's cores that only run models) says of a
/// SentencePiece vocabulary, which it leaves out: the page then opens the model with a core
/// that reads it.
#[cfg(not(feature = "hub"))]
fn without_hub() -> Error {
    Error::Hub("Marian's SentencePiece tokenizer".into())
}

fn is_special(token: &str) -> bool {
    token.starts_with('<') && token.ends_with('>') && token.len() > 2
}

impl Vocab {
    /// A vocabulary of the given tokens (ids are positions); duplicates are an error. A
    /// byte-pair vocabulary needs its merges: [`Vocab::bpe`].
    pub fn new(kind: Kind, tokens: Vec<String>) -> Result<Self> {
        match kind {
            Kind::Bpe => Err(Error::Weights(
                "vocab: a bpe vocabulary needs its merges as well as its tokens".into(),
            )),
            Kind::SentencePiece => Err(Error::Weights(
                "vocab: a sentencepiece vocabulary needs its tokenizer".into(),
            )),
            _ => Vocab::with_codes(kind, tokens, None),
        }
    }

    /// One side of Marian's tokenizer, `size` ids wide (the model's vocabulary size; an id the
    /// tokenizer's vocabulary lacks shows as `<?>`).
    #[cfg(feature = "hub")]
    pub fn marian(tokenizer: Arc<MarianTokenizer>, side: Side, size: usize) -> Result<Self> {
        let (file, known) = match side {
            Side::Source => ("vocab.json", tokenizer.source_vocab_size()),
            Side::Target if tokenizer.config().separate_vocabs => {
                ("target_vocab.json", tokenizer.target_vocab_size())
            }
            Side::Target => ("vocab.json", tokenizer.target_vocab_size()),
        };
        if known > size {
            let args = vec![("pieces", known.into()), ("size", size.into())];
            return Err(Said::new("weights-folder-vocab-size", args).weights_error(Some(file)));
        }
        let piece = |id: u32| match side {
            Side::Source => tokenizer.source_piece(id),
            Side::Target => tokenizer.target_piece(id),
        };
        let mut tokens = Vec::with_capacity(size);
        let mut index = HashMap::with_capacity(size);
        for id in 0..size as u32 {
            match piece(id) {
                Some(p) => {
                    index.insert(p.to_string(), id);
                    tokens.push(p.to_string());
                }
                None => tokens.push("<?>".to_string()),
            }
        }
        let mut ascii = [None; 128];
        for (c, slot) in ascii.iter_mut().enumerate() {
            *slot = index.get(&(c as u8 as char).to_string()).copied();
        }
        Ok(Vocab {
            kind: Kind::SentencePiece,
            tokens,
            index,
            ascii,
            codes: None,
            marian: Some((tokenizer, side)),
        })
    }

    /// Marian's tokenizer, for a [`Kind::SentencePiece`] vocabulary.
    #[cfg(feature = "hub")]
    pub fn marian_tokenizer(&self) -> Option<&MarianTokenizer> {
        self.marian.as_ref().map(|(t, _)| t.as_ref())
    }

    /// A byte-pair vocabulary: `tokens` are pieces as [`Codes::segment_word`] gives them
    /// (`@@` on those that do not end a word), plus the special tokens.
    pub fn bpe(codes: Codes, tokens: Vec<String>) -> Result<Self> {
        Vocab::with_codes(Kind::Bpe, tokens, Some(Arc::new(codes)))
    }

    /// The byte-pair vocabulary of a text: `<pad> <bos> <eos> <unk>` (ids 0 to 3), then every
    /// piece of the segmented text, most frequent first, and both forms of every character
    /// seen ([`Codes::pieces`]), so that any word of seen characters encodes without `<unk>`.
    pub fn bpe_for_text<'a>(
        codes: Codes,
        lines: impl IntoIterator<Item = &'a str>,
    ) -> Result<Self> {
        let mut tokens: Vec<String> = [PAD, BOS, EOS, UNK].map(String::from).to_vec();
        tokens.extend(codes.pieces(lines));
        Vocab::bpe(codes, tokens)
    }

    fn with_codes(kind: Kind, tokens: Vec<String>, codes: Option<Arc<Codes>>) -> Result<Self> {
        let mut index = HashMap::with_capacity(tokens.len());
        let mut ascii = [None; 128];
        for (i, t) in tokens.iter().enumerate() {
            if index.insert(t.clone(), i as u32).is_some() {
                let token = vec![("token", t.as_str().into())];
                return Err(Said::new("weights-vocab-duplicate", token).weights_error(None));
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
            codes,
            #[cfg(feature = "hub")]
            marian: None,
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

    /// The merges of a byte-pair vocabulary.
    pub fn codes(&self) -> Option<&Codes> {
        self.codes.as_deref()
    }

    /// The id of `token`, if it is in the vocabulary.
    pub fn id(&self, token: &str) -> Option<u32> {
        match token.as_bytes() {
            // One byte of UTF-8 is an ASCII character, below 128.
            [c] => self.ascii[usize::from(*c)],
            _ => self.index.get(token).copied(),
        }
    }

    /// Cuts `text` into tokens and maps them to ids, a token not in the vocabulary to `<unk>`
    /// (an error naming it where the vocabulary has no `<unk>`): for text the program made,
    /// whose unknown tokens need no word. What a person typed is [`Vocab::read`].
    pub fn encode(&self, text: &str) -> Result<Vec<u32>> {
        Ok(self.read(text)?.ids)
    }

    /// `text` as ids, as [`Vocab::encode`] cuts it, with what the vocabulary lacks: each
    /// character, word or piece read as `<unk>`, to be said to whoever typed it (the command line
    /// on stderr, the page above the pieces). Where the vocabulary has no `<unk>` the first is
    /// an error naming it ([`Error::Unknown`]): one rule for every kind of vocabulary.
    pub fn read(&self, text: &str) -> Result<Read> {
        let unk = self.id(UNK);
        let mut unseen = Vec::new();
        // An id found, or `<unk>` and what `missing` names.
        let mut lookup = |found: Option<u32>, missing: &dyn Fn() -> Unseen| -> Result<u32> {
            if let Some(id) = found {
                return Ok(id);
            }
            let Some(id) = unk else {
                return Err(Error::Unknown {
                    unseen: missing(),
                    vocab: self.describe(),
                });
            };
            note(&mut unseen, missing());
            Ok(id)
        };
        let whole = |unit, token: &str, position| Unseen {
            unit,
            token: token.to_string(),
            word: None,
            position,
        };
        let ids = match self.kind {
            Kind::Char => text
                .chars()
                .enumerate()
                .map(|(i, c)| {
                    let c = c.to_string();
                    lookup(self.id(&c), &|| whole("character", &c, i))
                })
                .collect::<Result<_>>()?,
            Kind::Word => text
                .split_whitespace()
                .enumerate()
                .map(|(i, w)| lookup(self.id(w), &|| whole("word", w, i)))
                .collect::<Result<_>>()?,
            Kind::Bpe => self.read_pieces(text, &mut lookup)?,
            // Marian's tokenizer maps what it does not know to <unk>, as the model was trained;
            // the pieces it mapped there are said.
            #[cfg(feature = "hub")]
            Kind::SentencePiece => {
                let (tokenizer, side) = self.marian.as_ref().ok_or_else(|| {
                    Error::Weights("vocab: a sentencepiece vocabulary without its tokenizer".into())
                })?;
                // The source keeps the </s> Marian's tokenizer ends it with (the encoder reads
                // it); a target is its pieces alone, as for every kind: whoever feeds the
                // decoder or scores it adds the config's bos and eos.
                let cut = match side {
                    Side::Source => tokenizer.encode_source(text)?,
                    Side::Target => {
                        let mut cut = tokenizer.encode_target(text)?;
                        cut.ids.pop();
                        cut
                    }
                };
                for (i, (&id, piece)) in cut.ids.iter().zip(&cut.pieces).enumerate() {
                    if Some(id) == unk && piece != UNK {
                        note(&mut unseen, whole("piece", piece, i));
                    }
                }
                cut.ids
            }
            // Such a vocabulary is never read without the `hub` feature (`Vocabs::from_json`).
            #[cfg(not(feature = "hub"))]
            Kind::SentencePiece => return Err(without_hub()),
        };
        Ok(Read { ids, unseen })
    }

    /// Byte-pair encoding: each word (split at white space) cut into pieces; a piece the
    /// vocabulary lacks is cut further, undoing merges, and what is still unknown (a character
    /// never seen) goes to `lookup`, named.
    fn read_pieces(
        &self,
        text: &str,
        lookup: &mut impl FnMut(Option<u32>, &dyn Fn() -> Unseen) -> Result<u32>,
    ) -> Result<Vec<u32>> {
        let codes = self.codes().ok_or_else(|| {
            Error::Weights("vocab: a bpe vocabulary without its merges cannot encode".into())
        })?;
        let known = |piece: &str| self.id(piece).is_some();
        let mut ids = Vec::new();
        for (position, word) in text.split_whitespace().enumerate() {
            let pieces = codes.segment_word(word);
            for (i, piece) in pieces.iter().enumerate() {
                if let Some(id) = self.id(piece) {
                    ids.push(id);
                    continue;
                }
                let last = i + 1 == pieces.len();
                let bare = if last {
                    piece.as_str()
                } else {
                    &piece[..piece.len() - bpe::SEPARATOR.len()]
                };
                for part in codes.split_unknown(bare, last, &known) {
                    let found = self.id(&part);
                    let missing = || {
                        let bare = part.strip_suffix(bpe::SEPARATOR).filter(|_| !last);
                        let bare = bare.unwrap_or(&part);
                        let unseen = bare.chars().find(|c| {
                            let c = c.to_string();
                            !known(&c) && !known(&format!("{c}{}", bpe::SEPARATOR))
                        });
                        let (unit, token) = match unseen {
                            Some(c) => ("character", c.to_string()),
                            None => ("piece", part.clone()),
                        };
                        Unseen {
                            unit,
                            token,
                            word: Some(word.to_string()),
                            position,
                        }
                    };
                    ids.push(lookup(found, &missing)?);
                }
            }
        }
        Ok(ids)
    }

    /// Ids back to text, leaving out the ids in `skip` (padding, begin and end of sequence).
    /// Ids outside the vocabulary show as `<?>`.
    pub fn decode(&self, ids: &[u32], skip: &[u32]) -> String {
        #[cfg(feature = "hub")]
        if let Some((tokenizer, _)) = &self.marian {
            // As `MarianTokenizer.decode(ids, skip_special_tokens=True)`.
            let kept: Vec<u32> = ids
                .iter()
                .copied()
                .filter(|id| !skip.contains(id))
                .collect();
            if let Ok(text) = tokenizer.decode(&kept) {
                return text;
            }
        }
        let pieces: Vec<&str> = ids
            .iter()
            .filter(|id| !skip.contains(id))
            .map(|&id| self.token(id))
            .collect();
        match self.kind {
            Kind::Char => pieces.concat(),
            Kind::Word => pieces.join(" "),
            Kind::Bpe => bpe::join(&pieces),
            Kind::SentencePiece => pieces.concat().replace('▁', " ").trim().to_string(),
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
        let v: VocabJson = serde_json::from_str(json).map_err(|e| {
            let detail = vec![("detail", e.to_string().into())];
            Said::new("weights-vocab-json", detail).weights_error(None)
        })?;
        if v.kind == Some(Kind::Bpe) {
            return Vocabs::from_bpe_json(v);
        }
        #[cfg(not(feature = "hub"))]
        if v.kind == Some(Kind::SentencePiece) {
            return Err(without_hub());
        }
        #[cfg(feature = "hub")]
        if v.kind == Some(Kind::SentencePiece) {
            let (Some(tokenizer), Some(src), Some(tgt)) = (v.marian, v.src_size, v.tgt_size) else {
                return Err(
                    Said::new("weights-vocab-sentencepiece", Vec::new()).weights_error(None)
                );
            };
            let tokenizer = MarianTokenizer::from_json(&tokenizer.to_string())?;
            return Vocabs::marian(Arc::new(tokenizer), src, tgt);
        }
        let (Some(src), Some(tgt), None, None) = (v.src, v.tgt, &v.merges, &v.tokens) else {
            return Err(Said::new("weights-vocab-lists", Vec::new()).weights_error(None));
        };
        let kind = v.kind.unwrap_or_else(|| {
            let single = |t: &String| is_special(t) || t.chars().count() == 1;
            if src.iter().chain(&tgt).all(single) {
                Kind::Char
            } else {
                Kind::Word
            }
        });
        Ok(Vocabs {
            src: Vocab::new(kind, src)?,
            tgt: Vocab::new(kind, tgt)?,
        })
    }

    /// `{"kind": "bpe", "merges": [...], "tokens": [...]}`: one vocabulary on both sides.
    fn from_bpe_json(v: VocabJson) -> Result<Self> {
        let (None, None, Some(merges), Some(tokens)) = (&v.src, &v.tgt, v.merges, v.tokens) else {
            return Err(Said::new("weights-vocab-bpe", Vec::new()).weights_error(None));
        };
        let codes = Codes::from_merges(merges.iter().map(String::as_str)).map_err(|e| match e {
            Error::Input(m) => {
                let detail = vec![("detail", m.into())];
                Said::new("weights-vocab-merges", detail).weights_error(None)
            }
            other => other,
        })?;
        Ok(Vocabs::shared(Vocab::bpe(codes, tokens)?))
    }

    /// Both sides of Marian's tokenizer, for a model of `src` and `tgt` ids.
    #[cfg(feature = "hub")]
    pub fn marian(tokenizer: Arc<MarianTokenizer>, src: usize, tgt: usize) -> Result<Self> {
        Ok(Vocabs {
            src: Vocab::marian(Arc::clone(&tokenizer), Side::Source, src)?,
            tgt: Vocab::marian(tokenizer, Side::Target, tgt)?,
        })
    }

    /// The same vocabulary for the source and the target (a byte-pair vocabulary learnt on
    /// both languages).
    pub fn shared(vocab: Vocab) -> Self {
        Vocabs {
            src: vocab.clone(),
            tgt: vocab,
        }
    }

    /// The `vocab` metadata JSON. A byte-pair pair shares one vocabulary: the source's is
    /// written.
    pub fn to_json(&self) -> String {
        #[cfg(feature = "hub")]
        if let Some(tokenizer) = self.src.marian_tokenizer() {
            let json = VocabJson {
                kind: Some(Kind::SentencePiece),
                marian: serde_json::from_str(&tokenizer.to_json()).ok(),
                src_size: Some(self.src.len()),
                tgt_size: Some(self.tgt.len()),
                ..VocabJson::default()
            };
            return serde_json::to_string(&json).expect("vocab serialises");
        }
        let json = match self.src.codes() {
            Some(codes) => VocabJson {
                kind: Some(Kind::Bpe),
                src: None,
                tgt: None,
                merges: Some(
                    codes
                        .merges()
                        .iter()
                        .map(|(l, r)| format!("{l} {r}"))
                        .collect(),
                ),
                tokens: Some(self.src.tokens.clone()),
                ..VocabJson::default()
            },
            None => VocabJson {
                kind: Some(self.src.kind),
                src: Some(self.src.tokens.clone()),
                tgt: Some(self.tgt.tokens.clone()),
                merges: None,
                tokens: None,
                ..VocabJson::default()
            },
        };
        serde_json::to_string(&json).expect("vocab serialises")
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
        let err = crate::words::error(&small.encode("abc").unwrap_err());
        assert!(err.contains("“c” at position 2"), "{err}");
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

    /// A byte-pair vocabulary learnt on a little French.
    fn french() -> Vocab {
        let text = [
            "je suis étudiant et tu es étudiante",
            "nous sommes étudiants , l'étudiant lit",
            "j'ai lu , tu as lu , il a lu",
        ];
        Vocab::bpe_for_text(Codes::learn(text, 30, 2), text).unwrap()
    }

    #[test]
    fn bpe_round_trip_of_a_french_sentence() {
        let v = french();
        assert_eq!(v.kind, Kind::Bpe);
        assert_eq!(&v.tokens[..4], [PAD, BOS, EOS, UNK]);
        let ids = v.read("je suis étudiant").unwrap().ids;
        let pieces: Vec<&str> = ids.iter().map(|&i| v.token(i)).collect();
        assert!(pieces.len() >= 3, "{pieces:?}");
        assert!(pieces.iter().any(|p| p.ends_with("@@")), "{pieces:?}");
        assert_eq!(v.decode(&ids, &[0, 1, 2]), "je suis étudiant");
        // A word never seen, made of seen characters, still encodes without <unk>.
        let read = v.read("étudiées").unwrap();
        assert!(!read.ids.contains(&3) && read.unseen.is_empty());
        assert_eq!(v.decode(&read.ids, &[]), "étudiées");
    }

    #[test]
    fn bpe_reads_an_unknown_character_as_unk_and_names_it() {
        let v = french();
        let read = v.read("je suis ßtudiant ß").unwrap();
        assert_eq!(
            read.ids.iter().filter(|&&id| id == 3).count(),
            2,
            "{:?}",
            read.ids
        );
        assert_eq!(read.unseen.len(), 1, "each distinct token once");
        let said = crate::words::said(&read.unseen[0].said());
        assert_eq!(
            said,
            "the character “ß” of the word “ßtudiant” at position 2 is not in the model's vocabulary"
        );
        assert_eq!(v.encode("je suis ßtudiant ß").unwrap(), read.ids);
    }

    #[test]
    fn without_unk_what_the_vocabulary_lacks_is_refused_by_name() {
        let v = Vocab::new(Kind::Char, ["a", "b"].map(String::from).to_vec()).unwrap();
        let read = v.read("ab").unwrap();
        assert_eq!((read.ids, read.unseen), (vec![0, 1], vec![]));
        let err = crate::words::error(&v.read("abc").unwrap_err());
        assert!(
            err.contains("the character “c” at position 2 is not in the model's vocabulary (2 tokens: \"ab\")"),
            "{err}"
        );
        let words = Vocab::new(Kind::Word, ["one", "two"].map(String::from).to_vec()).unwrap();
        let err = crate::words::error(&words.encode("one three").unwrap_err());
        assert!(err.contains("the word “three” at position 1"), "{err}");
    }

    #[test]
    fn bpe_json_round_trip() {
        let vocabs = Vocabs::shared(french());
        let json = vocabs.to_json();
        assert!(json.starts_with(r#"{"kind":"bpe","merges":["#), "{json}");
        assert!(!json.contains(r#""src""#), "{json}");
        let back = Vocabs::from_json(&json).unwrap();
        assert_eq!(back, vocabs);
        assert_eq!(
            back.src.codes().unwrap().len(),
            11,
            "the pairs seen twice or more"
        );
        assert_eq!(
            back.tgt.encode("je suis").unwrap(),
            vocabs.src.encode("je suis").unwrap()
        );
        for bad in [
            r#"{"kind":"bpe","tokens":["a"]}"#,
            r#"{"kind":"bpe","merges":[],"tokens":["a"],"src":["a"]}"#,
            r#"{"merges":[],"tokens":["a"]}"#,
        ] {
            let err = crate::words::error(&Vocabs::from_json(bad).unwrap_err());
            assert!(err.starts_with("weights: its "), "{bad}: {err}");
        }
        let err =
            Vocabs::from_json(r#"{"kind":"bpe","merges":["a b","c"],"tokens":[]}"#).unwrap_err();
        let err = crate::words::error(&err);
        assert!(err.contains("merge 2 is \"c\""), "{err}");
        assert!(Vocab::new(Kind::Bpe, vec![]).is_err());
    }

    #[test]
    fn old_vocab_json_reads_and_writes_as_before() {
        for json in [
            r#"{"kind":"word","src":["<pad>","one","two"],"tgt":["<pad>","eins"]}"#,
            r#"{"kind":"char","src":["<pad>","a"],"tgt":["<pad>","b"]}"#,
        ] {
            assert_eq!(Vocabs::from_json(json).unwrap().to_json(), json);
        }
        let inferred = Vocabs::from_json(r#"{"src":["<pad>","a"],"tgt":["b"]}"#).unwrap();
        assert_eq!(inferred.src.kind, Kind::Char);
        assert_eq!(
            inferred.to_json(),
            r#"{"kind":"char","src":["<pad>","a"],"tgt":["b"]}"#
        );
    }
}
