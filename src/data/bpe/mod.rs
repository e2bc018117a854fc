//! Byte-pair encoding: the paper's subword units (section 5.1, "byte-pair encoding"), learnt and
//! applied exactly as subword-nmt 0.3.8 does (Sennrich et al., 2016), so that codes from either
//! tool segment text the same, byte for byte.
//!
//! A word is its characters, the last one carrying the end-of-word mark `</w>`: `low` is
//! `l o w</w>`. Learning merges, again and again, the most frequent pair of adjacent symbols in
//! the corpus's words; applying replays those merges on a word, lowest rank first. A piece that
//! does not end its word is written with `@@` after it (`lo@@ w`), so deleting every `@@ `
//! gives the words back.
//!
//! The module in parts: `text` cuts text into lines and words as subword-nmt does, `symbols`
//! numbers the symbols (and hashes them quickly), `learn` learns merges, `apply` segments words
//! with them; here are the codes themselves, read and written in subword-nmt's format.

mod apply;
mod learn;
mod symbols;
mod text;

use std::collections::HashMap;
use std::sync::Mutex;

use crate::error::{Error, Result};
use symbols::{IdMap, Pair, Symbols};
#[cfg(any(feature = "hub", test))]
pub(crate) use text::is_python_space;
use text::is_strip;
pub use text::{join, lines, unsegment};

/// The end-of-word mark, part of a word's last symbol (`w</w>`).
pub const END_OF_WORD: &str = "</w>";
/// The mark after a piece that does not end its word (subword-nmt's default separator).
pub const SEPARATOR: &str = "@@";
/// The first line of a codes file: subword-nmt's format version 0.2 (the end-of-word mark is
/// part of the last character's symbol, not a symbol of its own).
pub const HEADER: &str = "#version: 0.2";

/// The most words [`Codes`] keeps segmentations of; past it the cache starts again.
const CACHE_WORDS: usize = 1 << 18;

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
