//! Pieces back to text (`SentencePieceProcessor::Decode`): `▁` becomes a space (the first one
//! dropped), control pieces vanish, `<unk>` becomes its surface, and runs of byte pieces are
//! read as UTF-8 with U+FFFD for each byte that is not part of a valid character.

use super::normalizer::SPACE;
use super::{PieceType, SentencePiece};

/// The byte of a `<0xXX>` piece.
pub fn byte_of(piece: &str) -> Option<u8> {
    let hex = piece.strip_prefix("<0x")?.strip_suffix('>')?;
    if hex.len() != 2 {
        return None;
    }
    u8::from_str_radix(hex, 16).ok()
}

/// Bytes as text: each valid character as it is, each stray byte as U+FFFD.
fn bytes_to_text(mut bytes: &[u8], text: &mut String) {
    while !bytes.is_empty() {
        match std::str::from_utf8(bytes) {
            Ok(s) => {
                text.push_str(s);
                return;
            }
            Err(e) => {
                let (good, bad) = bytes.split_at(e.valid_up_to());
                text.push_str(std::str::from_utf8(good).unwrap_or_default());
                text.push('\u{fffd}');
                bytes = &bad[1..];
            }
        }
    }
}

/// The text of `pieces` before any denormaliser.
pub fn decode<S: AsRef<str>>(sp: &SentencePiece, pieces: &[S]) -> String {
    let spec = sp.normalizer.spec();
    let strip_first = spec.add_dummy_prefix || spec.remove_extra_whitespaces;
    let mut text = String::new();
    let mut bytes = Vec::new();
    for piece in pieces {
        let piece = piece.as_ref();
        let id = sp.piece_to_id(piece);
        let kind = sp.kinds[id as usize];
        if kind == PieceType::Byte {
            bytes.extend(byte_of(piece));
            continue;
        }
        bytes_to_text(&bytes, &mut text);
        bytes.clear();
        match kind {
            PieceType::Control => {}
            PieceType::Unknown if piece == sp.unk_piece() => text.push_str(&sp.unk_surface),
            PieceType::Unknown => text.push_str(piece),
            _ => {
                let mut piece = piece;
                if text.is_empty() && strip_first {
                    piece = piece.strip_prefix(SPACE).unwrap_or(piece);
                }
                text.push_str(&piece.replace(SPACE, " "));
            }
        }
    }
    bytes_to_text(&bytes, &mut text);
    text
}
