//! Corpus BLEU (Papineni et al., 2002) exactly as sacreBLEU computes it with its defaults
//! (`sacrebleu.BLEU()`, signature `nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp`): the 13a
//! tokenizer of mteval-v13a.pl, n-grams of order 1 to 4, one reference per line, no lowercasing,
//! the brevity penalty and the `exp` smoothing of an order with no match.
//!
//! ```
//! use attend::bleu::corpus_bleu;
//!
//! let bleu = corpus_bleu(&["the cat sat on the mat"], &["the cat sat on a mat"])?;
//! assert_eq!(
//!     bleu.to_string(),
//!     "BLEU = 53.73 83.3/60.0/50.0/33.3 (BP = 1.000 ratio = 1.000 hyp_len = 6 ref_len = 6)"
//! );
//! # Ok::<(), attend::Error>(())
//! ```
//!
//! `tests/reference/bleu/make_bleu_fixtures.py` records sacreBLEU's own results, which
//! `tests/bleu.rs` replays.

use std::collections::HashMap;
use std::fmt;

use crate::error::{Error, Result};

/// The longest n-grams counted (sacreBLEU's `MAX_NGRAM_ORDER`).
pub const MAX_ORDER: usize = 4;

/// A corpus BLEU score with the statistics behind it: the fields of sacreBLEU's `BLEUScore`.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Bleu {
    /// BLEU from 0 to 100.
    pub score: f64,
    /// The n-gram precisions of orders 1 to 4, in percent (smoothed where an order has no match).
    pub precisions: [f64; MAX_ORDER],
    /// The brevity penalty: 1 unless the hypotheses are shorter than the references.
    pub bp: f64,
    /// Hypothesis tokens over reference tokens (0 when there are no reference tokens).
    pub ratio: f64,
    /// Tokens in all hypotheses (sacreBLEU's `sys_len`).
    pub hyp_len: usize,
    /// Tokens in all references.
    pub ref_len: usize,
    /// Hypothesis n-grams of each order also in the reference (clipped to the reference's count).
    pub counts: [usize; MAX_ORDER],
    /// Hypothesis n-grams of each order.
    pub totals: [usize; MAX_ORDER],
}

/// sacreBLEU's `str(BLEU)` line, e.g.
/// `BLEU = 35.41 65.4/41.2/28.6/20.0 (BP = 1.000 ratio = 1.024 hyp_len = 43 ref_len = 42)`.
impl fmt::Display for Bleu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [p1, p2, p3, p4] = self.precisions;
        // Rust's `{:.2}` rounds the exact binary value half to even, as Python's `:.2f` does.
        write!(
            f,
            "BLEU = {:.2} {p1:.1}/{p2:.1}/{p3:.1}/{p4:.1} (BP = {:.3} ratio = {:.3} hyp_len = {} ref_len = {})",
            self.score, self.bp, self.ratio, self.hyp_len, self.ref_len
        )
    }
}

/// The sufficient statistics of corpus BLEU, added up one sentence pair at a time: what
/// evaluation feeds as it decodes, then scores once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    hyp_len: usize,
    ref_len: usize,
    counts: [usize; MAX_ORDER],
    totals: [usize; MAX_ORDER],
    pairs: usize,
}

impl Stats {
    /// Adds one hypothesis line and its reference. Each is stripped of trailing whitespace and
    /// tokenised with [`tokenize_13a`], as sacreBLEU's `_preprocess_segment` does.
    pub fn add(&mut self, hypothesis: &str, reference: &str) {
        let hyp = tokenize_13a(hypothesis.trim_end_matches(is_python_space));
        let reference = tokenize_13a(reference.trim_end_matches(is_python_space));
        // The tokenizer leaves tokens with no whitespace in them, one space apart.
        let hyp: Vec<&str> = hyp.split_whitespace().collect();
        let reference: Vec<&str> = reference.split_whitespace().collect();
        self.hyp_len += hyp.len();
        self.ref_len += reference.len();
        self.pairs += 1;
        let ref_ngrams = ngram_counts(&reference);
        for (ngram, count) in ngram_counts(&hyp) {
            let order = ngram.len() - 1;
            self.totals[order] += count;
            let in_ref = ref_ngrams.get(ngram).copied().unwrap_or(0);
            self.counts[order] += count.min(in_ref);
        }
    }

    /// Sentence pairs added so far.
    pub fn pairs(&self) -> usize {
        self.pairs
    }

    /// The corpus score of the pairs added so far (sacreBLEU's `compute_bleu`). A corpus of no
    /// pairs scores what `compute_bleu` gives for all-zero statistics (BLEU 0, BP 1), where
    /// sacreBLEU's `corpus_score` would refuse it.
    ///
    /// Exponentials and logarithms are the `libm` crate's, the same code natively and in the
    /// page's core (the platforms' own differ in the last bit), so the tab's scores are the
    /// command's exactly.
    pub fn score(&self) -> Bleu {
        let (hyp_len, ref_len) = (self.hyp_len, self.ref_len);
        // bp = math.exp(1 - ref_len / sys_len) if sys_len > 0 else 0.0   (when sys_len < ref_len)
        let bp = match (hyp_len < ref_len, hyp_len) {
            (false, _) => 1.0,
            (true, 0) => 0.0,
            (true, _) => libm::exp(1.0 - ref_len as f64 / hyp_len as f64),
        };
        let ratio = if ref_len > 0 {
            hyp_len as f64 / ref_len as f64
        } else {
            0.0
        };
        let mut precisions = [0.0; MAX_ORDER];
        let mut score = 0.0;
        // "Early stop if there are no matches": the score and every precision stay 0.
        if self.counts.iter().any(|&c| c > 0) {
            let mut smooth = 1.0;
            for ((p, &count), &total) in precisions.iter_mut().zip(&self.counts).zip(&self.totals) {
                if total == 0 {
                    break; // this order and the longer ones keep precision 0
                }
                *p = if count == 0 {
                    // exp smoothing (NIST): 1/2, 1/4, ... of a match for each unmatched order
                    smooth *= 2.0;
                    100.0 / (smooth * total as f64)
                } else {
                    100.0 * count as f64 / total as f64
                };
            }
            // score = bp * math.exp(sum([my_log(p) for p in precisions]) / max_ngram_order)
            let logs: f64 = precisions.iter().map(|&p| floored_log(p)).sum();
            score = bp * libm::exp(logs / MAX_ORDER as f64);
        }
        Bleu {
            score,
            precisions,
            bp,
            ratio,
            hyp_len,
            ref_len,
            counts: self.counts,
            totals: self.totals,
        }
    }
}

/// sacreBLEU's `my_log`: the natural log, with log 0 taken as -9999999999 so that an order with
/// no n-grams at all makes the score 0 rather than NaN.
fn floored_log(x: f64) -> f64 {
    if x == 0.0 {
        -9_999_999_999.0
    } else {
        libm::log(x)
    }
}

/// Corpus BLEU of `hypotheses` against `references`, one reference per hypothesis, line by line.
pub fn corpus_bleu<H: AsRef<str>, R: AsRef<str>>(
    hypotheses: &[H],
    references: &[R],
) -> Result<Bleu> {
    if hypotheses.len() != references.len() {
        return Err(Error::Input(format!(
            "BLEU needs one reference per hypothesis: got {} hypotheses and {} references",
            hypotheses.len(),
            references.len()
        )));
    }
    let mut stats = Stats::default();
    for (h, r) in hypotheses.iter().zip(references) {
        stats.add(h.as_ref(), r.as_ref());
    }
    Ok(stats.score())
}

/// Every n-gram of order 1 to [`MAX_ORDER`] in `tokens`, with how often it occurs.
fn ngram_counts<'a>(tokens: &'a [&'a str]) -> HashMap<&'a [&'a str], usize> {
    let mut counts = HashMap::new();
    for n in 1..=MAX_ORDER.min(tokens.len()) {
        for ngram in tokens.windows(n) {
            *counts.entry(ngram).or_insert(0) += 1;
        }
    }
    counts
}

/// Python's `str.isspace()`, what `str.split()` and `str.rstrip()` split and strip on: Unicode
/// White_Space plus the four ASCII information separators U+001C to U+001F.
fn is_python_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// The 13a tokenisation of one line, as sacreBLEU's `Tokenizer13a()(line)`: tokens joined by
/// single spaces. Punctuation and symbols become tokens of their own, except `'` and `-`
/// (a dash is split off only after a digit) and `.` and `,` between two digits (`1,250.50`).
pub fn tokenize_13a(line: &str) -> String {
    let mut line = line
        .replace("<skipped>", "")
        .replace("-\n", "")
        .replace('\n', " ");
    if line.contains('&') {
        line = line
            .replace("&quot;", "\"")
            .replace("&amp;", "&")
            .replace("&lt;", "<")
            .replace("&gt;", ">");
    }
    let chars: Vec<char> = format!(" {line} ").chars().collect();
    // The four substitutions of sacreBLEU's TokenizerRegexp, in order.
    let chars = split_symbols(&chars);
    let chars = split_period_comma_after_non_digit(&chars);
    let chars = split_period_comma_before_non_digit(&chars);
    let chars = split_dash_after_digit(&chars);
    // ' '.join(line.split())
    let spaced: String = chars.into_iter().collect();
    let tokens: Vec<&str> = spaced
        .split(is_python_space)
        .filter(|t| !t.is_empty())
        .collect();
    tokens.join(" ")
}

/// `[0-9]` in a Python regex: the ASCII digits only (`\d` would take every Unicode digit).
fn is_digit(c: char) -> bool {
    c.is_ascii_digit()
}

/// `re.sub(r'([\{-\~\[-\` -\&\(-\+\:-\@\/])', r' \1 ', line)`: a space either side of every
/// ASCII symbol except `'`, `,`, `-` and `.` (and of the space itself).
fn split_symbols(chars: &[char]) -> Vec<char> {
    let symbol =
        |c: char| matches!(c, '{'..='~' | '['..='`' | ' '..='&' | '('..='+' | ':'..='@' | '/');
    let mut out = Vec::with_capacity(chars.len() * 2);
    for &c in chars {
        if symbol(c) {
            out.extend([' ', c, ' ']);
        } else {
            out.push(c);
        }
    }
    out
}

/// `re.sub(r'([^0-9])([\.,])', r'\1 \2 ', line)`: a period or comma after a non-digit is split
/// off. Like the regex, each match consumes both characters before the scan goes on.
fn split_period_comma_after_non_digit(chars: &[char]) -> Vec<char> {
    let mut out = Vec::with_capacity(chars.len() * 2);
    let mut i = 0;
    while i < chars.len() {
        match chars.get(i + 1) {
            Some(&p @ ('.' | ',')) if !is_digit(chars[i]) => {
                out.extend([chars[i], ' ', p, ' ']);
                i += 2;
            }
            _ => {
                out.push(chars[i]);
                i += 1;
            }
        }
    }
    out
}

/// `re.sub(r'([\.,])([^0-9])', r' \1 \2', line)`: a period or comma before a non-digit is split
/// off, each match again consuming both characters.
fn split_period_comma_before_non_digit(chars: &[char]) -> Vec<char> {
    let mut out = Vec::with_capacity(chars.len() * 2);
    let mut i = 0;
    while i < chars.len() {
        match (chars[i], chars.get(i + 1)) {
            (p @ ('.' | ','), Some(&next)) if !is_digit(next) => {
                out.extend([' ', p, ' ', next]);
                i += 2;
            }
            (c, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// `re.sub(r'([0-9])(-)', r'\1 \2 ', line)`: a dash after a digit is split off (`2021-03-03`).
fn split_dash_after_digit(chars: &[char]) -> Vec<char> {
    let mut out = Vec::with_capacity(chars.len() * 2);
    let mut i = 0;
    while i < chars.len() {
        if is_digit(chars[i]) && chars.get(i + 1) == Some(&'-') {
            out.extend([chars[i], ' ', '-', ' ']);
            i += 2;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_perfect_match_scores_100() {
        let lines = ["the cat sat on the mat .", "a dog barked"];
        let b = corpus_bleu(&lines, &lines).unwrap();
        assert!((b.score - 100.0).abs() < 1e-9, "{}", b.score);
        assert_eq!(b.bp, 1.0);
        assert_eq!(b.totals, [10, 8, 6, 4]);
    }

    #[test]
    fn the_accumulator_scores_what_corpus_bleu_scores() {
        let hyps = ["the cat sat", "on the mat today", "", "2021-03-04"];
        let refs = [
            "the cat sat down",
            "on a mat today",
            "nothing",
            "2021-03-03",
        ];
        let mut stats = Stats::default();
        for (h, r) in hyps.iter().zip(refs) {
            stats.add(h, r);
        }
        assert_eq!(stats.pairs(), 4);
        assert_eq!(stats.score(), corpus_bleu(&hyps, &refs).unwrap());
    }

    #[test]
    fn mismatched_line_counts_are_an_error() {
        let e = corpus_bleu(&["a", "b"], &["a"]).unwrap_err().to_string();
        assert!(e.contains("2 hypotheses and 1 references"), "{e}");
    }

    #[test]
    fn no_pairs_score_zero() {
        let b = Stats::default().score();
        assert_eq!(
            b.to_string(),
            "BLEU = 0.00 0.0/0.0/0.0/0.0 (BP = 1.000 ratio = 0.000 hyp_len = 0 ref_len = 0)"
        );
    }

    #[test]
    fn thirteen_a_splits_symbols_but_keeps_numbers() {
        assert_eq!(
            tokenize_13a("It costs $1,250.50, ok?"),
            "It costs $ 1,250.50 , ok ?"
        );
        assert_eq!(tokenize_13a("2021-03-03"), "2021 - 03 - 03");
        assert_eq!(tokenize_13a("well-known isn't"), "well-known isn't");
    }
}
