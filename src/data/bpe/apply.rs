//! Applying codes: a word segmented by replaying the merges, lowest rank first, as subword-nmt's
//! `apply_bpe` does; a piece traced back to the merges that built it.

use std::collections::HashMap;

use super::text::{is_strip, words};
use super::{Codes, Step, CACHE_WORDS, END_OF_WORD, SEPARATOR};

impl Codes {
    /// The pieces of one word, as subword-nmt's `apply_bpe` cuts it: every piece but the last
    /// ends with `@@`.
    pub fn segment_word(&self, word: &str) -> Vec<String> {
        if let Ok(cache) = self.cache.try_lock() {
            if let Some(pieces) = cache.get(word) {
                return pieces.clone();
            }
        }
        let pieces = self.cut(word);
        if let Ok(mut cache) = self.cache.try_lock() {
            if cache.len() >= CACHE_WORDS {
                cache.clear();
            }
            cache.insert(word.to_string(), pieces.clone());
        }
        pieces
    }

    /// One line segmented, exactly as subword-nmt's `apply_bpe` writes it: the words segmented
    /// and joined by single spaces, between the `\r`, `\n` and spaces that began and ended the
    /// line (the line end included, if `line` has one).
    pub fn apply_line(&self, line: &str) -> String {
        let lead = line.len() - line.trim_start_matches(is_strip).len();
        let trail = line.len() - line.trim_end_matches(is_strip).len();
        let mut out = String::with_capacity(line.len() * 5 / 4 + 8);
        out.push_str(&line[..lead]);
        for (i, word) in words(line).enumerate() {
            if i > 0 {
                out.push(' ');
            }
            self.push_word(word, &mut out);
        }
        // A line of nothing but white space was all written as its beginning.
        if trail != line.len() {
            out.push_str(&line[line.len() - trail..]);
        }
        out
    }

    /// Appends the segmented `word` to `out`, pieces separated by `@@ `.
    fn push_word(&self, word: &str, out: &mut String) {
        let mut push = |pieces: &[String]| {
            for (i, p) in pieces.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                out.push_str(p);
            }
        };
        match self.cache.try_lock() {
            Ok(mut cache) => match cache.get(word) {
                Some(pieces) => push(pieces),
                None => {
                    let pieces = self.cut(word);
                    push(&pieces);
                    if cache.len() >= CACHE_WORDS {
                        cache.clear();
                    }
                    cache.insert(word.to_string(), pieces);
                }
            },
            Err(_) => push(&self.cut(word)),
        }
    }

    /// Segments `word` without the cache: its pieces, marked.
    fn cut(&self, word: &str) -> Vec<String> {
        let spans = self.spans(word);
        let last = spans.len().saturating_sub(1);
        spans
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| {
                let piece = &word[a..b];
                if i < last {
                    format!("{piece}{SEPARATOR}")
                } else {
                    piece.to_string()
                }
            })
            .collect()
    }

    /// The byte ranges of `word`'s pieces (subword-nmt's `encode`): start from the characters,
    /// the last with `</w>`; then, while some adjacent pair has a merge, apply the lowest-ranked
    /// one to all its occurrences, left to right.
    fn spans(&self, word: &str) -> Vec<(usize, usize)> {
        // Each symbol: the id of its string if a merge names it, and its bytes in `word`.
        let mut symbols: Vec<(Option<u32>, usize, usize)> = word
            .char_indices()
            .map(|(i, c)| {
                let end = i + c.len_utf8();
                let id = if end == word.len() {
                    self.symbols.get(&format!("{c}{END_OF_WORD}"))
                } else {
                    self.symbols.get(&word[i..end])
                };
                (id, i, end)
            })
            .collect();
        while symbols.len() > 1 {
            let best = symbols
                .windows(2)
                .filter_map(|w| self.ranks.get(&(w[0].0?, w[1].0?)))
                .min();
            let Some(&rank) = best else { break };
            let ((l, r), made) = self.pairs[rank as usize];
            let mut merged = Vec::with_capacity(symbols.len());
            let mut i = 0;
            while i < symbols.len() {
                if i + 1 < symbols.len() && symbols[i].0 == Some(l) && symbols[i + 1].0 == Some(r) {
                    merged.push((Some(made), symbols[i].1, symbols[i + 1].2));
                    i += 2;
                } else {
                    merged.push(symbols[i]);
                    i += 1;
                }
            }
            symbols = merged;
        }
        symbols.into_iter().map(|(_, a, b)| (a, b)).collect()
    }

    /// Cuts a piece that a vocabulary lacks into pieces it has, undoing merges (subword-nmt's
    /// `apply_bpe --vocabulary`): `piece` is unmarked, `last` says whether it ends its word, and
    /// `known` whether a marked piece is in the vocabulary. A piece no merge makes (a single
    /// character) is kept as it is, known or not. The pieces come back marked.
    pub fn split_unknown(
        &self,
        piece: &str,
        last: bool,
        known: &dyn Fn(&str) -> bool,
    ) -> Vec<String> {
        let marked = |p: &str, last: bool| {
            if last {
                p.to_string()
            } else {
                format!("{p}{SEPARATOR}")
            }
        };
        let mut out = Vec::new();
        // Pieces still to place, the next on top (a stack, not recursion: a merge tree as deep
        // as a long word's letters must not exhaust a browser's stack).
        let mut todo = vec![(piece.to_string(), last)];
        while let Some((piece, last)) = todo.pop() {
            let m = marked(&piece, last);
            let symbol = if last {
                format!("{piece}{END_OF_WORD}")
            } else {
                piece.clone()
            };
            let maker = self
                .symbols
                .get(&symbol)
                .and_then(|id| self.makers.get(&id));
            match maker {
                Some(&rank) if !known(&m) => {
                    let (l, r) = &self.merges[rank as usize];
                    let r = if last {
                        r.strip_suffix(END_OF_WORD).unwrap_or(r)
                    } else {
                        r
                    };
                    todo.push((r.to_string(), last));
                    todo.push((l.clone(), false));
                }
                _ => out.push(m),
            }
        }
        out
    }

    /// The merges that built `piece` (marked `@@` if it does not end its word), in the order
    /// they apply: for each symbol the first merge that makes it, down to single characters.
    /// Empty for a single character or a piece no merge makes.
    pub fn history(&self, piece: &str) -> Vec<Step> {
        let symbol = match piece.strip_suffix(SEPARATOR) {
            Some(inner) => inner.to_string(),
            None => format!("{piece}{END_OF_WORD}"),
        };
        let mut steps = Vec::new();
        // Symbols still to visit, and whether their parts are done (a stack: see
        // `split_unknown`).
        let mut todo: Vec<(u32, bool)> = self
            .symbols
            .get(&symbol)
            .map(|id| (id, false))
            .into_iter()
            .collect();
        while let Some((id, parts_done)) = todo.pop() {
            let Some(&rank) = self.makers.get(&id) else {
                continue;
            };
            let ((l, r), made) = self.pairs[rank as usize];
            if parts_done {
                steps.push(Step {
                    rank: rank as usize,
                    left: self.symbols.name(l).to_string(),
                    right: self.symbols.name(r).to_string(),
                    result: self.symbols.name(made).to_string(),
                });
            } else {
                todo.extend([(id, true), (r, false), (l, false)]);
            }
        }
        steps
    }

    /// The pieces of `lines` (split at any white space), most frequent first and equally
    /// frequent ones in code point order, then, for every character seen, its final and its
    /// `@@` form where the text had not used them: every word made of seen characters then
    /// segments into listed pieces (with [`Codes::split_unknown`]).
    pub fn pieces<'a>(&self, lines: impl IntoIterator<Item = &'a str>) -> Vec<String> {
        let mut counts: HashMap<String, u64> = HashMap::new();
        let mut chars = std::collections::BTreeSet::new();
        for line in lines {
            for word in line.split_whitespace() {
                chars.extend(word.chars());
                for piece in self.segment_word(word) {
                    *counts.entry(piece).or_insert(0) += 1;
                }
            }
        }
        for c in chars {
            counts.entry(c.to_string()).or_insert(0);
            counts.entry(format!("{c}{SEPARATOR}")).or_insert(0);
        }
        let mut pieces: Vec<(String, u64)> = counts.into_iter().collect();
        pieces.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        pieces.into_iter().map(|(p, _)| p).collect()
    }
}
