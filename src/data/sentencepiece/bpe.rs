//! The BPE model's segmentation (bpe_model.cc): characters (user-defined symbols whole) merged
//! pair by pair, the highest-scoring pair first and the leftmost among equals; a merge into an
//! unused piece is undone at the end.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap};

/// What merging needs of the vocabulary.
pub struct Merges<'a> {
    /// Pieces that symbols can merge into (normal, user-defined, unused), by string.
    pub pieces: &'a HashMap<String, u32>,
    pub scores: &'a [f32],
    pub unused: &'a [bool],
    /// User-defined symbols: taken whole from the text and never merged with a neighbour.
    pub user_defined: &'a [String],
}

/// A symbol: a span of the text, linked to its neighbours.
struct Symbol {
    start: usize,
    len: usize,
    prev: Option<usize>,
    next: Option<usize>,
    frozen: bool,
}

/// A candidate merge of two adjacent symbols.
struct Pair {
    left: usize,
    right: usize,
    score: f32,
    len: usize,
}

impl PartialEq for Pair {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Pair {}
impl PartialOrd for Pair {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Pair {
    /// Higher score first, then the leftmost.
    fn cmp(&self, other: &Self) -> Ordering {
        self.score
            .total_cmp(&other.score)
            .then(other.left.cmp(&self.left))
    }
}

impl Merges<'_> {
    /// `normalized` cut into pieces; a piece may be missing from the vocabulary (an unknown
    /// character), which the caller maps to the unknown id.
    pub fn encode<'t>(&self, normalized: &'t str) -> Vec<&'t str> {
        let mut symbols = Vec::new();
        let mut at = 0;
        while let Some(c) = normalized[at..].chars().next() {
            let kept = self
                .user_defined
                .iter()
                .filter(|s| normalized[at..].starts_with(s.as_str()))
                .map(String::len)
                .max();
            let len = kept.unwrap_or(c.len_utf8());
            let index = symbols.len();
            symbols.push(Symbol {
                start: at,
                len,
                prev: index.checked_sub(1),
                next: (at + len < normalized.len()).then_some(index + 1),
                frozen: kept.is_some(),
            });
            at += len;
        }
        let mut agenda = BinaryHeap::new();
        let mut undo: HashMap<&str, (&str, &str)> = HashMap::new();
        let text = |s: &Symbol| &normalized[s.start..s.start + s.len];
        let mut add = |agenda: &mut BinaryHeap<Pair>, symbols: &[Symbol], l: Option<usize>, r| {
            let (Some(left), Some(right)) = (l, r) else {
                return;
            };
            let (a, b): (&Symbol, &Symbol) = (&symbols[left], &symbols[right]);
            if a.frozen || b.frozen {
                return;
            }
            let merged = &normalized[a.start..a.start + a.len + b.len];
            let Some(&id) = self.pieces.get(merged) else {
                return;
            };
            if self.unused[id as usize] {
                undo.insert(merged, (text(a), text(b)));
            }
            agenda.push(Pair {
                left,
                right,
                score: self.scores[id as usize],
                len: merged.len(),
            });
        };
        for i in 1..symbols.len() {
            add(&mut agenda, &symbols, Some(i - 1), Some(i));
        }
        while let Some(top) = agenda.pop() {
            let (l, r) = (&symbols[top.left], &symbols[top.right]);
            if l.len == 0 || r.len == 0 || l.len + r.len != top.len {
                continue;
            }
            let next = r.next;
            symbols[top.left].len += symbols[top.right].len;
            symbols[top.left].next = next;
            if let Some(n) = next {
                symbols[n].prev = Some(top.left);
            }
            symbols[top.right].len = 0;
            let prev = symbols[top.left].prev;
            add(&mut agenda, &symbols, prev, Some(top.left));
            add(&mut agenda, &symbols, Some(top.left), next);
        }
        let mut out = Vec::new();
        let mut index = (!symbols.is_empty()).then_some(0);
        while let Some(i) = index {
            self.resegment(text(&symbols[i]), &undo, &mut out);
            index = symbols[i].next;
        }
        out
    }

    /// A piece, or the two it was merged from when it is unused, recursively.
    fn resegment<'t>(
        &self,
        piece: &'t str,
        undo: &HashMap<&str, (&'t str, &'t str)>,
        out: &mut Vec<&'t str>,
    ) {
        let unused = self
            .pieces
            .get(piece)
            .is_some_and(|&id| self.unused[id as usize]);
        match undo.get(piece).filter(|_| unused) {
            Some(&(a, b)) => {
                self.resegment(a, undo, out);
                self.resegment(b, undo, out);
            }
            None => out.push(piece),
        }
    }
}
