//! SentencePiece models (`.model`, `.spm`) read from their bytes: text to pieces as the
//! `sentencepiece` library cuts it (normaliser, unigram Viterbi or BPE merges, unknown characters
//! and byte fallback), and pieces back to text. Marian translation models ship two of them.

mod bpe;
mod decode;
mod normalizer;
mod proto;
mod unigram;

use std::collections::HashMap;

pub use proto::{ModelType, PieceType};

use crate::error::{Result, Said};
use normalizer::Normalizer;
pub use normalizer::SPACE;

/// The most bytes of a model file this reads (real ones are a few megabytes at most).
pub const MAX_BYTES: usize = 64 << 20;

/// A SentencePiece model: its vocabulary, normaliser and segmentation algorithm.
#[derive(Clone, Debug)]
pub struct SentencePiece {
    pieces: Vec<String>,
    scores: Vec<f32>,
    kinds: Vec<PieceType>,
    /// Normal, user-defined and unused pieces: what text can become.
    normal: HashMap<String, u32>,
    /// Control, unknown and byte pieces.
    reserved: HashMap<String, u32>,
    user_defined: Vec<String>,
    model_type: ModelType,
    unk_id: u32,
    special_ids: [i64; 4],
    byte_fallback: bool,
    unk_surface: String,
    normalizer: Normalizer,
    denormalizer: Option<Normalizer>,
    min_score: f32,
    max_score: f32,
    max_len: usize,
}

impl SentencePiece {
    /// Parses a serialised `ModelProto`. Errors say what is wrong without a file name: the
    /// caller, who knows the file, adds it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self> {
        Self::parse(bytes).map_err(|e| {
            let detail = vec![("detail", e.into())];
            Said::new("weights-sentencepiece", detail).weights_error(None)
        })
    }

    fn parse(bytes: &[u8]) -> std::result::Result<Self, String> {
        if bytes.len() > MAX_BYTES {
            return Err(format!(
                "{} bytes is over the limit of {MAX_BYTES}",
                bytes.len()
            ));
        }
        let model = proto::parse(bytes)?;
        let model_type = match model.model_type {
            1 => ModelType::Unigram,
            2 => ModelType::Bpe,
            3 => return Err("word models are not supported".into()),
            4 => return Err("char models are not supported".into()),
            t => return Err(format!("unknown model type {t}")),
        };
        if model.treat_whitespace_as_suffix {
            return Err("treat_whitespace_as_suffix is not supported".into());
        }
        if model.pieces.is_empty() || u32::try_from(model.pieces.len()).is_err() {
            return Err(format!("{} pieces", model.pieces.len()));
        }
        let mut normal = HashMap::new();
        let mut reserved = HashMap::new();
        let mut unk_id = None;
        let (mut min_score, mut max_score) = (f32::MAX, f32::MIN_POSITIVE);
        for (id, p) in model.pieces.iter().enumerate() {
            if p.piece.is_empty() {
                return Err(format!("piece {id} is empty"));
            }
            let map = match p.kind {
                PieceType::Normal | PieceType::UserDefined | PieceType::Unused => &mut normal,
                _ => &mut reserved,
            };
            if map.insert(p.piece.clone(), id as u32).is_some() {
                return Err(format!("piece {:?} is defined twice", p.piece));
            }
            match p.kind {
                PieceType::Unknown if unk_id.is_some() => {
                    return Err("the unknown piece is defined twice".into())
                }
                PieceType::Unknown => unk_id = Some(id as u32),
                PieceType::Byte if !model.byte_fallback || decode::byte_of(&p.piece).is_none() => {
                    return Err(format!("byte piece {:?} in a model without byte fallback or not of the form <0xXX>", p.piece));
                }
                PieceType::Normal => {
                    min_score = min_score.min(p.score);
                    max_score = max_score.max(p.score);
                }
                _ => {}
            }
        }
        let unk_id = unk_id.ok_or("no unknown piece")?;
        let user_defined: Vec<String> = model
            .pieces
            .iter()
            .filter(|p| p.kind == PieceType::UserDefined)
            .map(|p| p.piece.clone())
            .collect();
        let normalizer = Normalizer::new(model.normalizer, user_defined.clone())?;
        let denormalizer = match model.denormalizer {
            Some(spec) if !spec.precompiled_charsmap.is_empty() => {
                Some(Normalizer::new(spec, Vec::new())?)
            }
            _ => None,
        };
        Ok(SentencePiece {
            max_len: model
                .pieces
                .iter()
                .map(|p| p.piece.len())
                .max()
                .unwrap_or(0),
            scores: model.pieces.iter().map(|p| p.score).collect(),
            kinds: model.pieces.iter().map(|p| p.kind).collect(),
            pieces: model.pieces.into_iter().map(|p| p.piece).collect(),
            normal,
            reserved,
            user_defined,
            model_type,
            unk_id,
            special_ids: model.special_ids,
            byte_fallback: model.byte_fallback,
            unk_surface: model.unk_surface,
            normalizer,
            denormalizer,
            min_score: if min_score == f32::MAX {
                0.0
            } else {
                min_score
            },
            max_score: if max_score == f32::MIN_POSITIVE {
                0.0
            } else {
                max_score
            },
        })
    }

    /// The pieces, by id.
    pub fn pieces(&self) -> &[String] {
        &self.pieces
    }

    /// The piece of `id`, if there is one.
    pub fn id_to_piece(&self, id: u32) -> Option<&str> {
        self.pieces.get(id as usize).map(String::as_str)
    }

    /// The id of `piece`, or the unknown id (`PieceToId`).
    pub fn piece_to_id(&self, piece: &str) -> u32 {
        self.reserved
            .get(piece)
            .or_else(|| self.normal.get(piece))
            .copied()
            .unwrap_or(self.unk_id)
    }

    /// What each piece is for, by id.
    pub fn piece_types(&self) -> &[PieceType] {
        &self.kinds
    }

    /// The unknown piece's id.
    pub fn unk_id(&self) -> u32 {
        self.unk_id
    }

    /// The unknown piece (`<unk>` by default).
    pub fn unk_piece(&self) -> &str {
        &self.pieces[self.unk_id as usize]
    }

    /// The bos, eos and pad ids the model was trained with, where it has them.
    pub fn bos_id(&self) -> Option<u32> {
        self.special_id(1)
    }

    /// See [`SentencePiece::bos_id`].
    pub fn eos_id(&self) -> Option<u32> {
        self.special_id(2)
    }

    /// See [`SentencePiece::bos_id`].
    pub fn pad_id(&self) -> Option<u32> {
        self.special_id(3)
    }

    fn special_id(&self, which: usize) -> Option<u32> {
        u32::try_from(self.special_ids[which])
            .ok()
            .filter(|&id| (id as usize) < self.pieces.len())
    }

    /// Unigram or BPE.
    pub fn model_type(&self) -> ModelType {
        self.model_type
    }

    /// The normaliser's name (`nmt_nfkc`, `identity`, ...).
    pub fn normalizer_name(&self) -> &str {
        self.normalizer.name()
    }

    /// Whether characters outside the vocabulary become `<0xXX>` byte pieces.
    pub fn byte_fallback(&self) -> bool {
        self.byte_fallback
    }

    /// `text` normalised as the model sees it (`▁` for spaces, a leading `▁`).
    pub fn normalize(&self, text: &str) -> String {
        self.normalizer.normalize(text)
    }

    /// `text` cut into pieces, as `sp.encode(text, out_type=str)`: an unknown character is its
    /// own piece (runs of them one piece), or its UTF-8 bytes with byte fallback.
    pub fn encode(&self, text: &str) -> Vec<String> {
        let normalized = self.normalize(text);
        let cut: Vec<(&str, u32)> = match self.model_type {
            ModelType::Unigram => unigram::Lattice {
                pieces: &self.normal,
                scores: &self.scores,
                user_defined: &self.is(PieceType::UserDefined),
                unused: &self.is(PieceType::Unused),
                unk_id: self.unk_id,
                min_score: self.min_score,
                max_score: self.max_score,
                max_len: self.max_len,
            }
            .encode(&normalized),
            ModelType::Bpe => bpe::Merges {
                pieces: &self.normal,
                scores: &self.scores,
                unused: &self.is(PieceType::Unused),
                user_defined: &self.user_defined,
            }
            .encode(&normalized)
            .into_iter()
            .map(|p| (p, self.piece_to_id(p)))
            .collect(),
        };
        let mut out: Vec<String> = Vec::with_capacity(cut.len());
        let mut prev_unk = false;
        for (piece, id) in cut {
            let unk = id == self.unk_id;
            if unk && self.byte_fallback {
                out.extend(piece.bytes().map(|b| format!("<0x{b:02X}>")));
            } else if unk && prev_unk {
                if let Some(last) = out.last_mut() {
                    last.push_str(piece);
                }
            } else {
                out.push(piece.to_string());
            }
            prev_unk = unk;
        }
        out
    }

    fn is(&self, kind: PieceType) -> Vec<bool> {
        self.kinds.iter().map(|&k| k == kind).collect()
    }

    /// Pieces back to text, as `sp.decode_pieces(pieces)`.
    pub fn decode<S: AsRef<str>>(&self, pieces: &[S]) -> String {
        let text = decode::decode(self, pieces);
        match &self.denormalizer {
            Some(d) => d.normalize(&text),
            None => text,
        }
    }
}
