//! Byte-pair encoding: the paper's subword units (section 5.1, "byte-pair encoding"), learnt and
//! applied exactly as subword-nmt 0.3.8 does (Sennrich et al., 2016), so that codes from either
//! tool segment text the same, byte for byte.
//!
//! A word is its characters, the last one carrying the end-of-word mark `</w>`: `low` is
//! `l o w</w>`. Learning merges, again and again, the most frequent pair of adjacent symbols in
//! the corpus's words; applying replays those merges on a word, lowest rank first. A piece that
//! does not end its word is written with `@@` after it (`lo@@ w`), so deleting every `@@ `
//! gives the words back.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, Mutex};

use crate::error::{Error, Result};

/// The end-of-word mark, part of a word's last symbol (`w</w>`).
pub const END_OF_WORD: &str = "</w>";
/// The mark after a piece that does not end its word (subword-nmt's default separator).
pub const SEPARATOR: &str = "@@";
/// The first line of a codes file: subword-nmt's format version 0.2 (the end-of-word mark is
/// part of the last character's symbol, not a symbol of its own).
pub const HEADER: &str = "#version: 0.2";

/// The most words [`Codes`] keeps segmentations of; past it the cache starts again.
const CACHE_WORDS: usize = 1 << 18;

/// Subword-nmt's line ends: Python's `str.splitlines` ones, which its command line splits its
/// files at (through `codecs`).
fn is_line_end(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\x0b'
            | '\x0c'
            | '\x1c'
            | '\x1d'
            | '\x1e'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// What subword-nmt strips from both ends of a line (`line.strip('\r\n ')`).
fn is_strip(c: char) -> bool {
    matches!(c, '\r' | '\n' | ' ')
}

/// Python's `str.isspace`, which a regular expression's `\s` matches: Unicode's white space
/// and the four information separators `\x1c` to `\x1f`.
pub(crate) fn is_python_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// The lines of `text` as subword-nmt's command line reads a file, each with its line end
/// (`\n`, `\r\n`, `\r` and the other Unicode line breaks).
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = match rest.char_indices().find(|&(_, c)| is_line_end(c)) {
            Some((i, '\r')) if rest[i + 1..].starts_with('\n') => i + 2,
            Some((i, c)) => i + c.len_utf8(),
            None => rest.len(),
        };
        let (line, tail) = rest.split_at(end);
        rest = tail;
        Some(line)
    })
}

/// The words of a line as subword-nmt cuts them: the line stripped of `\r`, `\n` and spaces at
/// both ends, then split at single spaces, empty words left out. Other white space (a tab, a
/// no-break space) is part of a word.
fn words(line: &str) -> impl Iterator<Item = &str> {
    line.trim_matches(is_strip)
        .split(' ')
        .filter(|w| !w.is_empty())
}

/// Pieces back to text: joined with spaces, then every `@@ ` removed.
pub fn join<S: AsRef<str>>(pieces: &[S]) -> String {
    let pieces: Vec<&str> = pieces.iter().map(AsRef::as_ref).collect();
    unsegment(&pieces.join(" "))
}

/// Segmented text back to words: every `@@ ` removed, and an `@@` that ends the text (a piece
/// whose word was cut short).
pub fn unsegment(text: &str) -> String {
    let joined = text.replace("@@ ", "");
    match joined.strip_suffix(SEPARATOR) {
        Some(cut) => cut.to_string(),
        None => joined,
    }
}

/// Symbol strings by id and back, so pairs are pairs of numbers.
#[derive(Clone, Debug, Default)]
struct Symbols {
    names: Vec<Arc<str>>,
    ids: HashMap<Arc<str>, u32>,
}

impl Symbols {
    fn id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = self.names.len() as u32;
        let name: Arc<str> = name.into();
        self.names.push(Arc::clone(&name));
        self.ids.insert(name, id);
        id
    }

    fn get(&self, name: &str) -> Option<u32> {
        self.ids.get(name).copied()
    }

    fn name(&self, id: u32) -> &str {
        &self.names[id as usize]
    }
}

/// Two adjacent symbols, by id.
type Pair = (u32, u32);

/// rustc's Fx hash, for maps keyed by symbol ids: several times quicker than the standard
/// SipHash on such small keys (learning and segmenting are mostly lookups of pairs), whose
/// defence against chosen collisions numbers handed out in order do not need.
#[derive(Default)]
struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.add(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A map keyed by symbol ids or pairs of them.
type IdMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// One step of a piece's history: merge number `rank` (from 0) joined `left` and `right` into
/// `result`. Symbols that end a word carry `</w>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub rank: usize,
    pub left: String,
    pub right: String,
    pub result: String,
}

/// Byte-pair codes: the merges in the order they were learnt, each a pair of symbols that
/// becomes their concatenation. Segmenting a word replays them.
pub struct Codes {
    merges: Vec<(String, String)>,
    /// Every symbol the merges name: their parts and what they make.
    symbols: Symbols,
    /// Each merge's pair and what it makes, by rank.
    pairs: Vec<(Pair, u32)>,
    /// The rank of each pair: its first merge (subword-nmt keeps the first of equal lines).
    ranks: IdMap<Pair, u32>,
    /// For each symbol a merge makes, the first merge that makes it.
    makers: IdMap<u32, u32>,
    /// Words already segmented, and their pieces with their `@@`. The lock is only ever tried:
    /// a thread that finds it held segments without the cache, so nothing waits (nor can a
    /// browser's main thread be asked to).
    cache: Mutex<HashMap<String, Vec<String>>>,
}

impl Clone for Codes {
    fn clone(&self) -> Self {
        Codes::from_pairs(self.merges.clone())
    }
}

impl PartialEq for Codes {
    fn eq(&self, other: &Self) -> bool {
        self.merges == other.merges
    }
}

impl std::fmt::Debug for Codes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Codes")
            .field("merges", &self.merges.len())
            .finish()
    }
}

/// A merge line's two symbols: the line stripped of `\r`, `\n` and spaces at both ends, then
/// exactly two parts split at one space (what subword-nmt's `apply_bpe` accepts).
fn parse_merge(line: &str) -> Option<(String, String)> {
    let mut parts = line.trim_matches(is_strip).split(' ');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(l), Some(r), None) if !l.is_empty() && !r.is_empty() => {
            Some((l.to_string(), r.to_string()))
        }
        _ => None,
    }
}

impl Codes {
    /// Codes of the given merges, in order. Of two equal merges the first counts.
    fn from_pairs(merges: Vec<(String, String)>) -> Codes {
        let mut symbols = Symbols::default();
        let mut pairs = Vec::with_capacity(merges.len());
        let mut ranks = IdMap::default();
        let mut makers = IdMap::default();
        for (rank, (l, r)) in merges.iter().enumerate() {
            let pair = (symbols.id(l), symbols.id(r));
            let made = symbols.id(&format!("{l}{r}"));
            pairs.push((pair, made));
            ranks.entry(pair).or_insert(rank as u32);
            makers.entry(made).or_insert(rank as u32);
        }
        Codes {
            merges,
            symbols,
            pairs,
            ranks,
            makers,
            cache: Mutex::default(),
        }
    }

    /// Codes from merge lines (`"l r"`, as in a codes file after its header). A line that is
    /// not two symbols, or a merge given twice, is an error that names it.
    pub fn from_merges<'a>(merges: impl IntoIterator<Item = &'a str>) -> Result<Codes> {
        Codes::from_lines(merges.into_iter().enumerate(), "merge")
    }

    /// Parses a codes file as subword-nmt's `learn_bpe` writes it: `#version: 0.2`, then one
    /// `left right` line per merge.
    pub fn parse(text: &str) -> Result<Codes> {
        let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
        // subword-nmt reads `#version: 0.2.0` as 0.2 too.
        let version = first.split_whitespace().last().unwrap_or("");
        if !first.starts_with("#version:") || version.trim_end_matches(".0") != "0.2" {
            return Err(Error::Input(format!(
                "codes: the first line is {first:?}, not {HEADER:?}: only subword-nmt's version \
                 0.2 codes can be read (learn them again with subword-nmt or `attend bpe learn`)"
            )));
        }
        let rest = rest.trim_end_matches('\n');
        if rest.is_empty() {
            return Ok(Codes::from_pairs(Vec::new()));
        }
        // Line numbers count from 1, the header being line 1.
        Codes::from_lines(
            rest.split('\n').enumerate().map(|(i, l)| (i + 1, l)),
            "codes line",
        )
    }

    fn from_lines<'a>(lines: impl Iterator<Item = (usize, &'a str)>, what: &str) -> Result<Codes> {
        let mut merges = Vec::new();
        let mut seen = HashMap::new();
        for (i, line) in lines {
            let n = i + 1;
            let merge = parse_merge(line).ok_or_else(|| {
                Error::Input(format!(
                    "{what} {n} is {line:?}: a merge is two symbols separated by one space"
                ))
            })?;
            if let Some(first) = seen.insert(merge.clone(), n) {
                return Err(Error::Input(format!(
                    "{what} {n} ({line:?}) repeats {what} {first}: each merge is learnt once"
                )));
            }
            merges.push(merge);
        }
        Ok(Codes::from_pairs(merges))
    }

    /// The codes file, byte for byte as subword-nmt's `learn_bpe` writes it.
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER}\n");
        for (l, r) in &self.merges {
            out.push_str(&format!("{l} {r}\n"));
        }
        out
    }

    /// The merges in order, as (left, right) symbols.
    pub fn merges(&self) -> &[(String, String)] {
        &self.merges
    }

    /// The number of merges.
    pub fn len(&self) -> usize {
        self.merges.len()
    }

    /// True when there are no merges: every word is then cut into its characters.
    pub fn is_empty(&self) -> bool {
        self.merges.is_empty()
    }

    /// Learns up to `n_merges` merges from `lines` exactly as subword-nmt's `learn_bpe`, down to
    /// which of two equally frequent pairs comes first (the greater pair of strings, in code
    /// point order) and the oddities of its quick paths. Learning stops early when no pair is
    /// seen `min_frequency` times (taken as at least 1: subword-nmt, below 1, repeats a merge).
    pub fn learn<'a>(
        lines: impl IntoIterator<Item = &'a str>,
        n_merges: usize,
        min_frequency: u32,
    ) -> Codes {
        Codes::from_pairs(Learner::new(lines).learn(n_merges, min_frequency.max(1).into()))
    }

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

/// A pair and its count when it was pushed, ordered as subword-nmt's `max` orders pairs: by
/// count, then by the pair's strings (in code point order, as Python compares them).
#[derive(PartialEq, Eq)]
struct Candidate {
    count: i64,
    left: Arc<str>,
    right: Arc<str>,
    pair: Pair,
}

impl Ord for Candidate {
    fn cmp(&self, other: &Self) -> Ordering {
        self.count
            .cmp(&other.count)
            .then_with(|| self.left.cmp(&other.left))
            .then_with(|| self.right.cmp(&other.right))
    }
}

impl PartialOrd for Candidate {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Pair counts, and a heap of them so the most frequent pair is found without looking at every
/// pair (subword-nmt looks at every one, each merge). The heap may hold outdated entries: one
/// whose pair now has another count, or none, is dropped when it comes to the top.
#[derive(Default)]
struct Counts {
    counts: IdMap<Pair, i64>,
    heap: BinaryHeap<Candidate>,
}

impl Counts {
    fn new(counts: IdMap<Pair, i64>, symbols: &Symbols) -> Counts {
        let mut c = Counts {
            counts,
            heap: BinaryHeap::new(),
        };
        c.rebuild(symbols);
        c
    }

    /// The heap anew, from the counts alone.
    fn rebuild(&mut self, symbols: &Symbols) {
        let heap: Vec<Candidate> = self
            .counts
            .iter()
            .map(|(&pair, &count)| Counts::candidate(pair, count, symbols))
            .collect();
        self.heap = heap.into();
    }

    fn candidate(pair: Pair, count: i64, symbols: &Symbols) -> Candidate {
        Candidate {
            count,
            left: Arc::clone(&symbols.names[pair.0 as usize]),
            right: Arc::clone(&symbols.names[pair.1 as usize]),
            pair,
        }
    }

    /// Rebuilds the heap once outdated entries outnumber current ones, so it stays within a
    /// few times the counts' size.
    fn tidy(&mut self, symbols: &Symbols) {
        if self.heap.len() > 2 * self.counts.len() + 1024 {
            self.rebuild(symbols);
        }
    }

    fn get(&self, pair: Pair) -> Option<i64> {
        self.counts.get(&pair).copied()
    }

    fn set(&mut self, pair: Pair, count: i64, symbols: &Symbols) {
        self.counts.insert(pair, count);
        self.heap.push(Counts::candidate(pair, count, symbols));
    }

    /// Adds `by` to `pair`'s count (from 0 when it has none).
    fn add(&mut self, pair: Pair, by: i64, symbols: &Symbols) {
        let count = self.counts.entry(pair).or_insert(0);
        *count += by;
        let count = *count;
        self.heap.push(Counts::candidate(pair, count, symbols));
    }

    /// The pair with the highest count, ties going to the greater pair of strings
    /// (`max(stats, key=lambda x: (stats[x], x))`).
    fn best(&mut self) -> Option<Pair> {
        while let Some(top) = self.heap.peek() {
            if self.get(top.pair) == Some(top.count) {
                return Some(top.pair);
            }
            self.heap.pop();
        }
        None
    }
}

/// subword-nmt's `learn_bpe`, state for state: its words as symbol ids, the pairs' counts, and
/// for each pair the words that hold it. Only the words around a merged pair are looked at
/// again, and the most frequent pair is sought among the frequent ones only (`stats`), the rest
/// waiting in `big_stats`.
struct Learner {
    symbols: Symbols,
    /// Each distinct word, as symbols, and how often it occurs.
    words: Vec<(Vec<u32>, i64)>,
    /// The counts of the pairs the search looks at: those at or above `threshold`, and the
    /// changes to others since they were set aside (subword-nmt's `stats`).
    stats: Counts,
    /// The counts of the pairs set aside (subword-nmt's `big_stats`).
    big_stats: IdMap<Pair, i64>,
    /// For each pair, in how many places each word holds it (subword-nmt's `indices`).
    indices: IdMap<Pair, IdMap<u32, i64>>,
}

impl Learner {
    /// Counts the words of `lines` and the pairs in them (`get_vocabulary`,
    /// `get_pair_statistics`).
    fn new<'a>(lines: impl IntoIterator<Item = &'a str>) -> Learner {
        let mut counts: HashMap<&str, i64> = HashMap::new();
        let mut order = Vec::new();
        for line in lines {
            for word in words(line) {
                let n = counts.entry(word).or_insert(0);
                if *n == 0 {
                    order.push(word);
                }
                *n += 1;
            }
        }
        let mut symbols = Symbols::default();
        let mut stats: IdMap<Pair, i64> = IdMap::default();
        let mut indices: IdMap<Pair, IdMap<u32, i64>> = IdMap::default();
        let mut vocab = Vec::with_capacity(order.len());
        let mut last = String::new();
        for (j, word) in order.into_iter().enumerate() {
            let freq = counts[word];
            let n = word.chars().count();
            let ids: Vec<u32> = word
                .chars()
                .enumerate()
                .map(|(i, c)| {
                    last.clear();
                    last.push(c);
                    if i + 1 == n {
                        last.push_str(END_OF_WORD);
                    }
                    symbols.id(&last)
                })
                .collect();
            for w in ids.windows(2) {
                *stats.entry((w[0], w[1])).or_insert(0) += freq;
                *indices
                    .entry((w[0], w[1]))
                    .or_default()
                    .entry(j as u32)
                    .or_insert(0) += 1;
            }
            vocab.push((ids, freq));
        }
        Learner {
            big_stats: stats.clone(),
            stats: Counts::new(stats, &symbols),
            symbols,
            words: vocab,
            indices,
        }
    }

    /// Sets aside the pairs counted below `threshold` (`prune_stats`). A pair set aside earlier
    /// holds only its change since, which is added; otherwise its count replaces the old one.
    fn prune(&mut self, threshold: f64) {
        let big = &mut self.big_stats;
        self.stats.counts.retain(|&pair, &mut freq| {
            if (freq as f64) >= threshold {
                return true;
            }
            if freq < 0 {
                *big.entry(pair).or_insert(0) += freq;
            } else {
                big.insert(pair, freq);
            }
            false
        });
        self.stats.tidy(&self.symbols);
    }

    /// The merges, up to `n` of them, stopping when the best pair is seen fewer than
    /// `min_frequency` times (`learn_bpe`'s loop).
    fn learn(mut self, n: usize, min_frequency: i64) -> Vec<(String, String)> {
        let mut merges = Vec::new();
        // "threshold is inspired by Zipfian assumption, but should only affect speed"
        let Some(&top) = self.stats.counts.values().max() else {
            return merges;
        };
        let mut threshold = top as f64 / 10.0;
        for i in 0..n {
            let mut best = self.stats.best();
            let count = |stats: &Counts, p| stats.get(p).unwrap_or(0);
            // The best pair may have been set aside: look at every pair again.
            let stale = best.is_some_and(|p| i > 0 && (count(&self.stats, p) as f64) < threshold);
            if best.is_none() || stale {
                self.prune(threshold);
                self.stats = Counts::new(self.big_stats.clone(), &self.symbols);
                best = self.stats.best();
                let Some(p) = best else { break };
                let top = count(&self.stats, p);
                threshold = top.saturating_mul(i as i64) as f64 / (i as f64 + 10000.0);
                self.prune(threshold);
            }
            let Some(pair) = best else { break };
            if count(&self.stats, pair) < min_frequency {
                break;
            }
            let (l, r) = (self.symbols.name(pair.0), self.symbols.name(pair.1));
            merges.push((l.to_string(), r.to_string()));
            let changes = self.replace(pair);
            self.update(pair, &changes);
            self.stats.set(pair, 0, &self.symbols);
            if i % 100 == 0 {
                self.prune(threshold);
            }
        }
        merges
    }

    /// Merges `pair` in every word the index lists for it, and returns each changed word's
    /// number with its old symbols (`replace_pair`).
    fn replace(&mut self, pair: Pair) -> Vec<(u32, Vec<u32>)> {
        let listed: Vec<u32> = self
            .indices
            .entry(pair)
            .or_default()
            .iter()
            .filter(|&(_, &n)| n >= 1)
            .map(|(&j, _)| j)
            .collect();
        let made = self.symbols.id(&format!(
            "{}{}",
            self.symbols.name(pair.0),
            self.symbols.name(pair.1)
        ));
        let mut changes = Vec::with_capacity(listed.len());
        for j in listed {
            let new = self.merged(&self.words[j as usize].0, pair, made);
            let new = new
                .into_iter()
                .map(|s| match s {
                    Ok(id) => id,
                    Err(name) => self.symbols.id(&name),
                })
                .collect();
            let old = std::mem::replace(&mut self.words[j as usize].0, new);
            changes.push((j, old));
        }
        changes
    }

    /// `word` with `pair` merged where subword-nmt's regular expression finds it: in the
    /// symbols joined by spaces, `left right` not preceded or followed by a non-space
    /// (`(?<!\S)left right(?!\S)`), left to right without overlaps. Where symbols hold no white
    /// space that is each occurrence of the pair; where one ends in, say, a tab and then `left`,
    /// the expression matches there too, and the two symbols around the space are joined all
    /// the same. A joined symbol is its id, or its string when it is new.
    fn merged(&self, word: &[u32], pair: Pair, made: u32) -> Vec<std::result::Result<u32, String>> {
        let (left, right) = (self.symbols.name(pair.0), self.symbols.name(pair.1));
        // Does the match's left part end symbol k, and where (byte) does it start in it?
        let left_at = |k: usize| -> Option<usize> {
            if word[k] == pair.0 {
                return Some(0);
            }
            let s = self.symbols.name(word[k]);
            let start = s.len().checked_sub(left.len())?;
            let before = s.get(..start)?.chars().next_back()?;
            (s.ends_with(left) && is_python_space(before)).then_some(start)
        };
        // Does the match's right part begin symbol k (and end at a space)?
        let right_at = |k: usize| -> bool {
            if word[k] == pair.1 {
                return true;
            }
            let s = self.symbols.name(word[k]);
            s.starts_with(right) && s[right.len()..].chars().next().is_some_and(is_python_space)
        };
        // Which spaces (after symbol k) the expression removes.
        let mut joined = vec![false; word.len()];
        // Where the last match ended: (symbol, byte in it).
        let mut end = (0usize, 0usize);
        for (k, space) in joined
            .iter_mut()
            .enumerate()
            .take(word.len().saturating_sub(1))
        {
            let Some(start) = left_at(k) else { continue };
            if (k, start) >= end && right_at(k + 1) {
                *space = true;
                end = (k + 1, right.len());
            }
        }
        let mut out = Vec::with_capacity(word.len());
        let mut k = 0;
        while k < word.len() {
            let mut last = k;
            while joined[last] {
                last += 1;
            }
            out.push(if last == k {
                Ok(word[k])
            } else if last == k + 1 && word[k] == pair.0 && word[k + 1] == pair.1 {
                Ok(made)
            } else {
                Err(word[k..=last]
                    .iter()
                    .map(|&s| self.symbols.name(s))
                    .collect::<String>())
            });
            k = last + 1;
        }
        out
    }

    /// Updates the counts and the index around each place `pair` was merged
    /// (`update_pair_statistics`): the pairs it broke lose the word's count, those its symbol
    /// makes gain it.
    fn update(&mut self, pair: Pair, changes: &[(u32, Vec<u32>)]) {
        self.stats.set(pair, 0, &self.symbols);
        self.indices.insert(pair, IdMap::default());
        let (first, second) = pair;
        let made = self.symbols.id(&format!(
            "{}{}",
            self.symbols.name(first),
            self.symbols.name(second)
        ));
        for (j, old) in changes {
            let (j, freq) = (*j, self.words[*j as usize].1);
            let mut add = |p: Pair, by: i64| {
                self.stats.add(p, by * freq, &self.symbols);
                *self.indices.entry(p).or_default().entry(j).or_insert(0) += by;
            };
            let n = old.len();
            let mut i = 0;
            while let Some(at) = old[i..].iter().position(|&s| s == first) {
                i += at;
                if i + 1 < n && old[i + 1] == second {
                    // "A B C" with "B C" merged: "A B" is gone.
                    if i > 0 {
                        add((old[i - 1], old[i]), -1);
                    }
                    // "A B C B" with "B C" merged: "C B" is gone, unless the text is
                    // "A B C B C", where the step above took it.
                    if i + 2 < n && (old[i + 2] != first || i + 3 >= n || old[i + 3] != second) {
                        add((old[i + 1], old[i + 2]), -1);
                    }
                    i += 2;
                } else {
                    i += 1;
                }
            }
            let new = &self.words[j as usize].0;
            let n = new.len();
            let mut i = 0;
            while let Some(at) = new[i..].iter().position(|&s| s == made) {
                i += at;
                // "A BC D": "A BC" is new.
                if i > 0 {
                    add((new[i - 1], new[i]), 1);
                }
                // "A BC B": "BC B" is new, unless it is "BC BC", counted by the step above.
                if i + 1 < n && new[i + 1] != made {
                    add((new[i], new[i + 1]), 1);
                }
                i += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(lines: &[&str]) -> Codes {
        Codes::from_merges(lines.iter().copied()).unwrap()
    }

    #[test]
    fn the_papers_example_learns_what_subword_nmt_learns() {
        // Sennrich et al. (2016), figure 1: "low lower newest widest", 5, 2, 6 and 3 times;
        // the merges and segmentation are subword-nmt 0.3.8's for the same text.
        let text =
            "low ".repeat(5) + &"lower ".repeat(2) + &"newest ".repeat(6) + &"widest ".repeat(3);
        let c = Codes::learn([text.as_str()], 10, 2);
        let merges: Vec<String> = c.merges().iter().map(|(l, r)| format!("{l} {r}")).collect();
        assert_eq!(
            merges,
            [
                "s t</w>",
                "e st</w>",
                "l o",
                "w est</w>",
                "n e",
                "ne west</w>",
                "lo w</w>",
                "w i",
                "wi d",
                "wid est</w>"
            ]
        );
        assert_eq!(
            c.apply_line("lowest newer wider"),
            "lo@@ west ne@@ w@@ e@@ r wid@@ e@@ r"
        );
    }

    #[test]
    fn segmenting_replays_the_lowest_rank_first_on_every_occurrence() {
        let c = codes(&["a a", "b a</w>", "aa a"]);
        // a a a a</w>: "a a" joins the first two only (left to right, no overlap; the last is
        // a</w>), then "aa a" joins the next.
        assert_eq!(c.segment_word("aaaa"), ["aaa@@", "a"]);
        assert_eq!(c.segment_word("aaab"), ["aaa@@", "b"]);
        assert_eq!(c.segment_word("aaa"), ["aa@@", "a"]);
        assert_eq!(c.segment_word("ba"), ["ba"]);
        assert_eq!(c.segment_word("x"), ["x"]);
        assert_eq!(c.segment_word(""), Vec::<String>::new());
        // The cache gives the same answer.
        assert_eq!(c.segment_word("aaab"), ["aaa@@", "b"]);
    }

    #[test]
    fn lines_keep_their_white_space_and_end_where_python_ends_them() {
        let c = codes(&["a b", "ab c</w>"]);
        assert_eq!(c.apply_line("  abc  ab\tc \r\n"), "  abc ab@@ \t@@ c \r\n");
        assert_eq!(c.apply_line(" \n"), " \n");
        assert_eq!(c.apply_line("abc"), "abc");
        let text = "a\nb\r\nc\rd\u{85}e\u{2028}f\x0cg";
        let got: Vec<&str> = lines(text).collect();
        assert_eq!(
            got,
            ["a\n", "b\r\n", "c\r", "d\u{85}", "e\u{2028}", "f\x0c", "g"]
        );
    }

    #[test]
    fn joining_undoes_segmenting() {
        assert_eq!(join(&["étu@@", "di@@", "ant", "!"]), "étudiant !");
        assert_eq!(unsegment("l@@ ow@@ er is lo@@"), "lower is lo");
    }

    #[test]
    fn codes_files_parse_and_print_back() {
        let text = "#version: 0.2\ne s\nes t</w>\nl o\n";
        let c = Codes::parse(text).unwrap();
        assert_eq!(c.len(), 3);
        assert_eq!(c.to_text(), text);
        assert!(Codes::parse("#version: 0.2\n").unwrap().is_empty());
        assert_eq!(Codes::parse("#version: 0.2.0\r\na b\r\n").unwrap().len(), 1);
        let err = |t: &str| Codes::parse(t).unwrap_err().to_string();
        assert!(err("e s\n").contains("version 0.2"), "{}", err("e s\n"));
        let e = err("#version: 0.2\na b\nabc\n");
        assert!(e.contains("codes line 3 is \"abc\""), "{e}");
        let e = err("#version: 0.2\na b\nc  d\n");
        assert!(e.contains("codes line 3"), "{e}");
        let e = err("#version: 0.2\na b\nc d\na b\n");
        assert!(
            e.contains("codes line 4 (\"a b\") repeats codes line 2"),
            "{e}"
        );
        let e = Codes::from_merges(["a b", "x"]).unwrap_err().to_string();
        assert!(e.contains("merge 2 is \"x\""), "{e}");
    }

    #[test]
    fn a_piece_knows_the_merges_that_built_it() {
        let c = codes(&[
            "e s",
            "es t</w>",
            "l o",
            "lo w",
            "n e",
            "ne w",
            "new est</w>",
        ]);
        let h: Vec<String> = c
            .history("newest")
            .iter()
            .map(|s| format!("{}: {} + {} = {}", s.rank, s.left, s.right, s.result))
            .collect();
        assert_eq!(
            h,
            [
                "4: n + e = ne",
                "5: ne + w = new",
                "0: e + s = es",
                "1: es + t</w> = est</w>",
                "6: new + est</w> = newest</w>",
            ]
        );
        assert_eq!(c.history("low@@").len(), 2);
        assert!(c.history("low").is_empty(), "no merge makes low</w>");
        assert!(c.history("x").is_empty());
    }

    #[test]
    fn unknown_pieces_split_back_into_known_ones() {
        let c = codes(&["l o", "lo w</w>", "lo w"]);
        let known = |p: &str| ["lo@@", "w", "l@@", "o@@", "w@@"].contains(&p);
        assert_eq!(c.split_unknown("low", true, &known), ["lo@@", "w"]);
        assert_eq!(c.split_unknown("low", false, &known), ["lo@@", "w@@"]);
        let none = |_: &str| false;
        assert_eq!(c.split_unknown("low", true, &none), ["l@@", "o@@", "w"]);
    }

    #[test]
    fn the_vocabulary_lists_pieces_by_frequency_and_every_character_both_ways() {
        let c = codes(&["l o", "lo w</w>"]);
        let p = c.pieces(["low low lo", "ol"]);
        assert_eq!(p, ["low", "l", "l@@", "o", "o@@", "w", "w@@"]);
    }

    #[test]
    fn pythons_white_space_is_unicodes_and_the_information_separators() {
        // Every code point where Python 3.11's `re.match(r'\s', c)` holds.
        let python = [
            0x9, 0xa, 0xb, 0xc, 0xd, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000,
            0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028,
            0x2029, 0x202f, 0x205f, 0x3000,
        ];
        let ours: Vec<u32> = (0..=0x10ffff)
            .filter_map(char::from_u32)
            .filter(|&c| is_python_space(c))
            .map(u32::from)
            .collect();
        assert_eq!(ours, python);
    }
}
