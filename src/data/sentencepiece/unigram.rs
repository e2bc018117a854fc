//! The unigram model's segmentation (unigram_model.cc, `EncodeOptimized`): the Viterbi path
//! through every piece that matches the normalised text, by the sum of piece scores.

use std::collections::HashMap;

/// What the Viterbi search needs of the vocabulary.
pub struct Lattice<'a> {
    /// Pieces that text can become (normal, user-defined, unused), by string.
    pub pieces: &'a HashMap<String, u32>,
    pub scores: &'a [f32],
    pub user_defined: &'a [bool],
    pub unused: &'a [bool],
    pub unk_id: u32,
    /// The lowest and highest score of a normal piece (0 when there are none).
    pub min_score: f32,
    pub max_score: f32,
    /// The longest piece, in bytes.
    pub max_len: usize,
}

/// The best path ending at a byte offset.
#[derive(Clone, Copy)]
struct Node {
    id: u32,
    score: f32,
    start: Option<usize>,
}

/// Penalty below the lowest score for an unknown character (`kUnkPenalty`).
const UNK_PENALTY: f32 = 10.0;

impl Lattice<'_> {
    /// `normalized` cut into (piece, id) by the best path; unknown characters come out one at a
    /// time with the unknown id.
    pub fn encode<'t>(&self, normalized: &'t str) -> Vec<(&'t str, u32)> {
        let size = normalized.len();
        let unk_score = self.min_score - UNK_PENALTY;
        let mut best = vec![
            Node {
                id: 0,
                score: 0.0,
                start: None,
            };
            size + 1
        ];
        let mut start = 0;
        while let Some(c) = normalized[start..].chars().next() {
            let here = best[start].score;
            let char_len = c.len_utf8();
            let mut has_single = false;
            let last = size.min(start + self.max_len);
            for end in (start + 1..=last).filter(|&e| normalized.is_char_boundary(e)) {
                let Some(&id) = self.pieces.get(&normalized[start..end]) else {
                    continue;
                };
                let i = id as usize;
                if self.unused[i] {
                    continue;
                }
                let length = end - start;
                let score = if self.user_defined[i] {
                    length as f32 * self.max_score - 0.1
                } else {
                    self.scores[i]
                };
                let candidate = score + here;
                let node = &mut best[end];
                if node.start.is_none() || candidate > node.score {
                    *node = Node {
                        id,
                        score: candidate,
                        start: Some(start),
                    };
                }
                has_single |= length == char_len;
            }
            if !has_single {
                let candidate = unk_score + here;
                let node = &mut best[start + char_len];
                if node.start.is_none() || candidate > node.score {
                    *node = Node {
                        id: self.unk_id,
                        score: candidate,
                        start: Some(start),
                    };
                }
            }
            start += char_len;
        }
        let mut out = Vec::new();
        let mut end = size;
        while let Some(start) = best[end].start {
            out.push((&normalized[start..end], best[end].id));
            end = start;
        }
        out.reverse();
        out
    }
}
