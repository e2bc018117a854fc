//! The tokenizer of Marian translation models (Opus-MT) as Hugging Face's `MarianTokenizer`
//! has it: a SentencePiece model per side, and a `vocab.json` (or one per side) that maps pieces
//! to the model's ids. Special tokens in the text stay whole, a leading language code (`>>fra<<`)
//! is one token, unknown pieces become `<unk>`, and `</s>` ends every sequence.

use std::collections::HashMap;

use base64::Engine;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::bpe::is_python_space;
use super::moses;
use super::sentencepiece::{SentencePiece, SPACE};
use crate::error::{Error, Result, Said};

/// The most bytes of a vocabulary or configuration file this reads.
pub const MAX_JSON_BYTES: usize = 64 << 20;

/// The most bytes of text one call encodes.
pub const MAX_TEXT_BYTES: usize = 1 << 20;

/// The files of a Hugging Face Marian folder, as bytes (the page has no file system).
#[derive(Clone, Copy, Debug)]
pub struct MarianFiles<'a> {
    /// `vocab.json`: piece -> id, the source side's (and the target's, unless separate).
    pub vocab: &'a [u8],
    /// `source.spm` and `target.spm`.
    pub source_spm: &'a [u8],
    pub target_spm: &'a [u8],
    /// `target_vocab.json`, for models with separate vocabularies.
    pub target_vocab: Option<&'a [u8]>,
    /// `tokenizer_config.json`; without it, `MarianTokenizer`'s defaults.
    pub tokenizer_config: Option<&'a [u8]>,
}

/// The settings of `tokenizer_config.json` that change tokenisation, with `MarianTokenizer`'s
/// defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MarianConfig {
    pub source_lang: Option<String>,
    pub target_lang: Option<String>,
    pub unk_token: String,
    pub eos_token: String,
    pub pad_token: String,
    pub model_max_length: u64,
    pub separate_vocabs: bool,
    pub additional_special_tokens: Vec<String>,
    pub clean_up_tokenization_spaces: bool,
}

impl Default for MarianConfig {
    fn default() -> Self {
        MarianConfig {
            source_lang: None,
            target_lang: None,
            unk_token: "<unk>".into(),
            eos_token: "</s>".into(),
            pad_token: "<pad>".into(),
            model_max_length: 512,
            separate_vocabs: false,
            additional_special_tokens: Vec::new(),
            clean_up_tokenization_spaces: false,
        }
    }
}

/// Text cut into pieces and their ids, `</s>` last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Encoded {
    pub pieces: Vec<String>,
    pub ids: Vec<u32>,
}

/// One side's vocabulary both ways.
#[derive(Clone, Debug, PartialEq)]
struct Side {
    ids: HashMap<String, u32>,
    pieces: HashMap<u32, String>,
}

/// A Marian tokenizer: both sides' SentencePiece models and vocabularies.
#[derive(Clone, Debug)]
pub struct MarianTokenizer {
    config: MarianConfig,
    source_spm: SentencePiece,
    target_spm: SentencePiece,
    source: Side,
    /// The target side's vocabulary when separate.
    target: Option<Side>,
    /// Special tokens and their ids (from the source vocabulary, whatever the side).
    special: Vec<(String, u32)>,
    /// The model files, kept for [`MarianTokenizer::to_json`].
    source_bytes: Vec<u8>,
    target_bytes: Vec<u8>,
}

/// Two tokenizers are the same when their files are: the SentencePiece models (their bytes),
/// the vocabularies and the settings.
impl PartialEq for MarianTokenizer {
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config
            && self.source_bytes == other.source_bytes
            && self.target_bytes == other.target_bytes
            && self.source == other.source
            && self.target == other.target
            && self.special == other.special
    }
}

/// How a tokenizer is stored in a weights file's metadata: the spm files in base64.
#[derive(Serialize, Deserialize)]
struct Stored {
    format: String,
    version: u32,
    config: MarianConfig,
    source_spm: String,
    target_spm: String,
    vocab: HashMap<String, u32>,
    target_vocab: Option<HashMap<String, u32>>,
}

const FORMAT: &str = "marian-tokenizer";

/// Tokenizer file `file` refused: its content is not what Marian's tokenizer reads, `message`
/// saying how (in the format's own terms, inside the catalogues' sentence).
fn weights(file: &str, message: impl std::fmt::Display) -> Error {
    let detail = vec![("detail", message.to_string().into())];
    Said::new("weights-tokenizer", detail).weights_error(Some(file))
}

fn json(file: &str, bytes: &[u8]) -> Result<Value> {
    if bytes.len() > MAX_JSON_BYTES {
        return Err(weights(
            file,
            format!(
                "{} bytes is over the limit of {MAX_JSON_BYTES}",
                bytes.len()
            ),
        ));
    }
    serde_json::from_slice(bytes).map_err(|e| weights(file, format!("not valid JSON: {e}")))
}

/// A `vocab.json`: a JSON object of pieces to distinct ids.
fn vocab(file: &str, bytes: &[u8]) -> Result<Side> {
    let Value::Object(map) = json(file, bytes)? else {
        return Err(weights(file, "not a JSON object of pieces to ids"));
    };
    let mut ids = HashMap::with_capacity(map.len());
    let mut pieces = HashMap::with_capacity(map.len());
    for (piece, id) in map {
        let id = id
            .as_u64()
            .and_then(|id| u32::try_from(id).ok())
            .ok_or_else(|| weights(file, format!("the id of {piece:?} is {id}, not a u32")))?;
        if let Some(other) = pieces.insert(id, piece.clone()) {
            return Err(weights(
                file,
                format!("{other:?} and {piece:?} have the same id {id}"),
            ));
        }
        ids.insert(piece, id);
    }
    Ok(Side { ids, pieces })
}

/// A token setting: a string, or an added token's object with its `content`.
fn token(file: &str, key: &str, value: &Value) -> Result<String> {
    match value {
        Value::String(s) => Ok(s.clone()),
        Value::Object(o) => match o.get("content") {
            Some(Value::String(s)) => Ok(s.clone()),
            _ => Err(weights(file, format!("{key} has no string content"))),
        },
        _ => Err(weights(file, format!("{key} is not a string"))),
    }
}

fn config(bytes: Option<&[u8]>) -> Result<MarianConfig> {
    const FILE: &str = "tokenizer_config.json";
    let mut config = MarianConfig::default();
    let Some(bytes) = bytes else {
        return Ok(config);
    };
    let Value::Object(map) = json(FILE, bytes)? else {
        return Err(weights(FILE, "not a JSON object"));
    };
    let lang = |key: &str| -> Result<Option<String>> {
        match map.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(v) => Err(weights(FILE, format!("{key} is {v}, not a string"))),
        }
    };
    config.source_lang = lang("source_lang")?;
    config.target_lang = lang("target_lang")?;
    for (key, field) in [
        ("unk_token", &mut config.unk_token),
        ("eos_token", &mut config.eos_token),
        ("pad_token", &mut config.pad_token),
    ] {
        if let Some(v) = map.get(key) {
            *field = token(FILE, key, v)?;
        }
    }
    let flag = |key: &str| -> Result<Option<bool>> {
        match map.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(v) => Err(weights(FILE, format!("{key} is {v}, not true or false"))),
        }
    };
    config.separate_vocabs = flag("separate_vocabs")?.unwrap_or(false);
    config.clean_up_tokenization_spaces = flag("clean_up_tokenization_spaces")?.unwrap_or(false);
    match map.get("model_max_length") {
        None | Some(Value::Null) => {}
        // Hugging Face writes 1e30 for "no limit": it saturates.
        Some(Value::Number(n)) if n.as_f64().is_some_and(|f| f >= 0.0) => {
            config.model_max_length = n.as_u64().unwrap_or(u64::MAX);
        }
        Some(v) => {
            return Err(weights(
                FILE,
                format!("model_max_length is {v}, not a count"),
            ))
        }
    }
    if let Some(list) = map.get("additional_special_tokens") {
        let Value::Array(list) = list else {
            return Err(weights(FILE, "additional_special_tokens is not a list"));
        };
        config.additional_special_tokens = list
            .iter()
            .map(|v| token(FILE, "additional_special_tokens", v))
            .collect::<Result<_>>()?;
    }
    Ok(config)
}

fn spm(file: &str, bytes: &[u8]) -> Result<SentencePiece> {
    SentencePiece::from_bytes(bytes).map_err(|e| match e {
        Error::BadWeights { said, .. } => said.weights_error(Some(file)),
        other => other,
    })
}

impl MarianTokenizer {
    /// A tokenizer from a Marian folder's files; an error names the file at fault.
    pub fn from_files(files: MarianFiles) -> Result<Self> {
        let config = config(files.tokenizer_config)?;
        let source = vocab("vocab.json", files.vocab)?;
        let target = match (config.separate_vocabs, files.target_vocab) {
            (false, _) => None,
            (true, Some(bytes)) => Some(vocab("target_vocab.json", bytes)?),
            (true, None) => {
                return Err(weights(
                    "target_vocab.json",
                    "missing, and tokenizer_config.json asks for separate vocabularies",
                ))
            }
        };
        Self::new(config, files.source_spm, files.target_spm, source, target)
    }

    fn new(
        config: MarianConfig,
        source_bytes: &[u8],
        target_bytes: &[u8],
        source: Side,
        target: Option<Side>,
    ) -> Result<Self> {
        let mut special = Vec::new();
        let named = [&config.eos_token, &config.unk_token, &config.pad_token];
        for token in named.into_iter().chain(&config.additional_special_tokens) {
            let id = *source
                .ids
                .get(token)
                .ok_or_else(|| weights("vocab.json", format!("has no {token:?} token")))?;
            special.push((token.clone(), id));
        }
        if let Some(t) = &target {
            if !t.ids.contains_key(&config.unk_token) {
                return Err(weights(
                    "target_vocab.json",
                    format!("has no {:?} token", config.unk_token),
                ));
            }
        }
        Ok(MarianTokenizer {
            source_spm: spm("source.spm", source_bytes)?,
            target_spm: spm("target.spm", target_bytes)?,
            config,
            source,
            target,
            special,
            source_bytes: source_bytes.to_vec(),
            target_bytes: target_bytes.to_vec(),
        })
    }

    /// The tokenizer as a Marian folder's files, by name (`vocab.json`, `source.spm`,
    /// `target.spm`, `tokenizer_config.json`, and `target_vocab.json` where the vocabularies
    /// are separate): what `MarianTokenizer.from_pretrained` reads.
    pub fn files(&self) -> Vec<(&'static str, Vec<u8>)> {
        let vocab = |side: &Side| {
            let mut pairs: Vec<(&String, &u32)> = side.ids.iter().collect();
            pairs.sort_by_key(|(_, id)| **id);
            let map: serde_json::Map<String, Value> = pairs
                .into_iter()
                .map(|(piece, id)| (piece.clone(), Value::from(*id)))
                .collect();
            serde_json::to_vec_pretty(&map).expect("JSON")
        };
        let c = &self.config;
        let tokenizer_config = serde_json::json!({
            "source_lang": c.source_lang,
            "target_lang": c.target_lang,
            "unk_token": c.unk_token,
            "eos_token": c.eos_token,
            "pad_token": c.pad_token,
            "model_max_length": c.model_max_length,
            "separate_vocabs": c.separate_vocabs,
            "additional_special_tokens": c.additional_special_tokens,
            "clean_up_tokenization_spaces": c.clean_up_tokenization_spaces,
            "tokenizer_class": "MarianTokenizer",
        });
        let mut files = vec![
            ("vocab.json", vocab(&self.source)),
            ("source.spm", self.source_bytes.clone()),
            ("target.spm", self.target_bytes.clone()),
            (
                "tokenizer_config.json",
                serde_json::to_vec_pretty(&tokenizer_config).expect("JSON"),
            ),
        ];
        if let Some(target) = &self.target {
            files.push(("target_vocab.json", vocab(target)));
        }
        files
    }

    /// The tokenizer in a folder on disk (`vocab.json`, `source.spm`, `target.spm`, and where
    /// present `target_vocab.json` and `tokenizer_config.json`).
    pub fn from_dir(dir: &std::path::Path) -> Result<Self> {
        use std::io::Read;
        let read = |name: &str, required: bool| -> Result<Option<Vec<u8>>> {
            let path = dir.join(name);
            let io = |source| Error::Io {
                path: path.display().to_string(),
                source,
            };
            let file = match std::fs::File::open(&path) {
                Ok(f) => f,
                Err(e) if !required && e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
                Err(e) => return Err(io(e)),
            };
            let mut bytes = Vec::new();
            let limit = MAX_JSON_BYTES.max(super::sentencepiece::MAX_BYTES) as u64;
            file.take(limit + 1).read_to_end(&mut bytes).map_err(io)?;
            if bytes.len() as u64 > limit {
                return Err(weights(name, format!("over the limit of {limit} bytes")));
            }
            Ok(Some(bytes))
        };
        let vocab = read("vocab.json", true)?.unwrap_or_default();
        let source = read("source.spm", true)?.unwrap_or_default();
        let target = read("target.spm", true)?.unwrap_or_default();
        let target_vocab = read("target_vocab.json", false)?;
        let config = read("tokenizer_config.json", false)?;
        Self::from_files(MarianFiles {
            vocab: &vocab,
            source_spm: &source,
            target_spm: &target,
            target_vocab: target_vocab.as_deref(),
            tokenizer_config: config.as_deref(),
        })
    }

    /// The whole tokenizer as one JSON string, for a weights file's metadata.
    pub fn to_json(&self) -> String {
        let b64 = base64::engine::general_purpose::STANDARD;
        let stored = Stored {
            format: FORMAT.into(),
            version: 1,
            config: self.config.clone(),
            source_spm: b64.encode(&self.source_bytes),
            target_spm: b64.encode(&self.target_bytes),
            vocab: self.source.ids.clone(),
            target_vocab: self.target.as_ref().map(|t| t.ids.clone()),
        };
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// A tokenizer from [`MarianTokenizer::to_json`]'s string.
    pub fn from_json(text: &str) -> Result<Self> {
        const WHAT: &str = "marian tokenizer metadata";
        let stored: Stored =
            serde_json::from_str(text).map_err(|e| weights(WHAT, format!("not valid: {e}")))?;
        if stored.format != FORMAT || stored.version != 1 {
            return Err(weights(
                WHAT,
                format!("format {:?} version {}", stored.format, stored.version),
            ));
        }
        let b64 = base64::engine::general_purpose::STANDARD;
        let decode = |s: &str, what: &str| {
            b64.decode(s)
                .map_err(|e| weights(WHAT, format!("{what} is not base64: {e}")))
        };
        let side = |ids: HashMap<String, u32>, file: &str| -> Result<Side> {
            let mut pieces = HashMap::with_capacity(ids.len());
            for (piece, &id) in &ids {
                if pieces.insert(id, piece.clone()).is_some() {
                    return Err(weights(file, format!("id {id} is given twice")));
                }
            }
            Ok(Side { ids, pieces })
        };
        if stored.config.separate_vocabs != stored.target_vocab.is_some() {
            return Err(weights(
                WHAT,
                "separate_vocabs does not match the target vocabulary",
            ));
        }
        Self::new(
            stored.config,
            &decode(&stored.source_spm, "source_spm")?,
            &decode(&stored.target_spm, "target_spm")?,
            side(stored.vocab, "vocab.json")?,
            stored
                .target_vocab
                .map(|t| side(t, "target_vocab.json"))
                .transpose()?,
        )
    }

    /// The settings from `tokenizer_config.json`.
    pub fn config(&self) -> &MarianConfig {
        &self.config
    }

    /// The source side's SentencePiece model.
    pub fn source_spm(&self) -> &SentencePiece {
        &self.source_spm
    }

    /// The target side's SentencePiece model.
    pub fn target_spm(&self) -> &SentencePiece {
        &self.target_spm
    }

    fn target_side(&self) -> &Side {
        self.target.as_ref().unwrap_or(&self.source)
    }

    fn special_id(&self, token: &str) -> u32 {
        self.special
            .iter()
            .find(|(t, _)| t == token)
            .map_or(0, |&(_, id)| id)
    }

    /// The id of `</s>` (the eos token), which ends every sequence.
    pub fn eos_id(&self) -> u32 {
        self.special_id(&self.config.eos_token)
    }

    /// The id of the pad token.
    pub fn pad_id(&self) -> u32 {
        self.special_id(&self.config.pad_token)
    }

    /// The id of the unknown token.
    pub fn unk_id(&self) -> u32 {
        self.special_id(&self.config.unk_token)
    }

    /// How many pieces the source vocabulary has (`tok.vocab_size`).
    pub fn source_vocab_size(&self) -> usize {
        self.source.ids.len()
    }

    /// How many pieces the target vocabulary has (the source's, unless separate).
    pub fn target_vocab_size(&self) -> usize {
        self.target_side().ids.len()
    }

    /// The source id of a piece.
    pub fn source_id(&self, piece: &str) -> Option<u32> {
        self.source.ids.get(piece).copied()
    }

    /// The source piece of an id.
    pub fn source_piece(&self, id: u32) -> Option<&str> {
        self.source.pieces.get(&id).map(String::as_str)
    }

    /// The target id of a piece.
    pub fn target_id(&self, piece: &str) -> Option<u32> {
        self.target_side().ids.get(piece).copied()
    }

    /// The target piece of an id.
    pub fn target_piece(&self, id: u32) -> Option<&str> {
        self.target_side().pieces.get(&id).map(String::as_str)
    }

    /// `text` with Moses' punctuation normalisation for the source language (`tok.normalize`);
    /// Marian models were trained on text normalised so, though encoding does not apply it.
    pub fn normalize(&self, text: &str) -> String {
        moses::punct_normalize(text, self.config.source_lang.as_deref().unwrap_or(""))
    }

    /// Source text as the model's input ids, as `tok(text)["input_ids"]`.
    pub fn encode_source(&self, text: &str) -> Result<Encoded> {
        self.encode(text, &self.source_spm, &self.source)
    }

    /// Target text as label ids, as `tok(text_target=text)["input_ids"]`.
    pub fn encode_target(&self, text: &str) -> Result<Encoded> {
        self.encode(text, &self.target_spm, self.target_side())
    }

    /// `text` cut at the special tokens it contains: (segment, is it a special token).
    fn split_special<'t>(&self, mut text: &'t str) -> Vec<(&'t str, bool)> {
        let mut out = Vec::new();
        while !text.is_empty() {
            let next = (0..=text.len())
                .filter(|&i| text.is_char_boundary(i))
                .find_map(|i| {
                    let rest = &text[i..];
                    let longest = self
                        .special
                        .iter()
                        .filter(|(t, _)| !t.is_empty() && rest.starts_with(t.as_str()))
                        .map(|(t, _)| t.len())
                        .max()?;
                    Some((i, longest))
                });
            let Some((at, len)) = next else {
                out.push((text, false));
                break;
            };
            if at > 0 {
                out.push((&text[..at], false));
            }
            out.push((&text[at..at + len], true));
            text = &text[at + len..];
        }
        out
    }

    fn encode(&self, text: &str, spm: &SentencePiece, side: &Side) -> Result<Encoded> {
        if text.len() > MAX_TEXT_BYTES {
            return Err(Error::Input(format!(
                "a text of {} bytes is over the limit of {MAX_TEXT_BYTES}",
                text.len()
            )));
        }
        let mut tokens: Vec<String> = Vec::new();
        for (segment, special) in self.split_special(text) {
            if special {
                tokens.push(segment.to_string());
                continue;
            }
            // remove_language_code: a leading ">>xx<<" is one token.
            let mut rest = segment;
            if segment.starts_with(">>") {
                if let Some(end) = segment.find("<<") {
                    tokens.push(segment[..end + 2].to_string());
                    rest = &segment[end + 2..];
                }
            }
            tokens.extend(spm.encode(rest));
        }
        let unk = side
            .ids
            .get(&self.config.unk_token)
            .copied()
            .unwrap_or(self.unk_id());
        let mut ids: Vec<u32> = tokens
            .iter()
            .map(|t| {
                self.special
                    .iter()
                    .find(|(s, _)| s == t)
                    .map(|&(_, id)| id)
                    .or_else(|| side.ids.get(t).copied())
                    .unwrap_or(unk)
            })
            .collect();
        ids.push(self.eos_id());
        let pieces = ids
            .iter()
            .map(|&id| {
                self.piece_of(id, side)
                    .unwrap_or(&self.config.unk_token)
                    .to_string()
            })
            .collect();
        Ok(Encoded { pieces, ids })
    }

    /// The piece of an id: a special token's, else the side's.
    fn piece_of<'a>(&'a self, id: u32, side: &'a Side) -> Option<&'a str> {
        self.special
            .iter()
            .find(|&&(_, i)| i == id)
            .map(|(t, _)| t.as_str())
            .or_else(|| side.pieces.get(&id).map(String::as_str))
    }

    /// Ids back to text without the special tokens, as `tok.decode(ids,
    /// skip_special_tokens=True)`: the target vocabulary and model when they are separate,
    /// else the source's. An id neither the vocabulary nor the model has is an error.
    pub fn decode(&self, ids: &[u32]) -> Result<String> {
        let (side, spm) = match &self.target {
            Some(t) => (t, &self.target_spm),
            None => (&self.source, &self.source_spm),
        };
        let mut out = String::new();
        let mut run: Vec<&str> = Vec::new();
        for &id in ids {
            if self.special.iter().any(|&(_, s)| s == id) {
                continue;
            }
            let piece = side
                .pieces
                .get(&id)
                .map(String::as_str)
                .or_else(|| spm.id_to_piece(id))
                .ok_or_else(|| {
                    Error::Input(format!(
                        "id {id} is in neither the vocabulary ({} pieces) nor the model ({})",
                        side.ids.len(),
                        spm.pieces().len()
                    ))
                })?;
            if self.special.iter().any(|(t, _)| t == piece) {
                out.push_str(&spm.decode(&run));
                out.push_str(piece);
                out.push(' ');
                run.clear();
            } else {
                run.push(piece);
            }
        }
        out.push_str(&spm.decode(&run));
        let out = out.replace(SPACE, " ");
        let out = out.trim_matches(is_python_space);
        Ok(if self.config.clean_up_tokenization_spaces {
            clean_up(out)
        } else {
            out.to_string()
        })
    }
}

/// Hugging Face's `clean_up_tokenization`: no space before punctuation and English
/// contractions.
fn clean_up(text: &str) -> String {
    [
        (" .", "."),
        (" ?", "?"),
        (" !", "!"),
        (" ,", ","),
        (" ' ", "'"),
        (" n't", "n't"),
        (" 'm", "'m"),
        (" 's", "'s"),
        (" 've", "'ve"),
        (" 're", "'re"),
    ]
    .iter()
    .fold(text.to_string(), |t, (from, to)| t.replace(from, to))
}
