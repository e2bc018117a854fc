//! Replays the sacreBLEU fixtures written by `tests/reference/bleu/make_bleu_fixtures.py`: every
//! corpus must give sacreBLEU's score to 0.01, its precisions and BP to 1e-9, its integer
//! statistics exactly and its printed line character for character; every tokenised line must
//! match sacreBLEU's 13a tokenizer exactly.

use std::path::PathBuf;

use attend::bleu::{corpus_bleu, tokenize_13a, Stats};
use serde::Deserialize;

/// The largest |our score - sacreBLEU's| allowed (the README's unit: a hundredth of a point).
const SCORE_TOLERANCE: f64 = 0.01;
/// Precisions and BP are a division and an `exp` away from integers: only rounding differs.
const RATIO_TOLERANCE: f64 = 1e-9;

#[derive(Deserialize)]
struct Fixtures {
    version: u32,
    corpora: Vec<Corpus>,
    tokenize_13a: Vec<Tokenised>,
    whitespace: Vec<u32>,
}

#[derive(Deserialize)]
struct Corpus {
    name: String,
    hyps: Vec<String>,
    refs: Vec<String>,
    score: f64,
    precisions: Vec<f64>,
    bp: f64,
    ratio: f64,
    hyp_len: usize,
    ref_len: usize,
    counts: Vec<usize>,
    totals: Vec<usize>,
    line: String,
}

#[derive(Deserialize)]
struct Tokenised {
    line: String,
    tokens: String,
}

fn fixtures() -> Fixtures {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/bleu/fixtures.json");
    let fx: Fixtures = serde_json::from_str(&std::fs::read_to_string(path).expect("fixtures.json"))
        .expect("fixtures.json parses");
    assert_eq!(fx.version, 1);
    fx
}

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

#[test]
fn corpus_bleu_matches_sacrebleu() {
    let fx = fixtures();
    assert!(fx.corpora.len() >= 10);
    for c in &fx.corpora {
        let b = corpus_bleu(&c.hyps, &c.refs).unwrap();
        let name = &c.name;
        assert!(
            close(b.score, c.score, SCORE_TOLERANCE),
            "{name}: score {} vs sacreBLEU {}",
            b.score,
            c.score
        );
        for (n, (ours, theirs)) in b.precisions.iter().zip(&c.precisions).enumerate() {
            assert!(
                close(*ours, *theirs, RATIO_TOLERANCE),
                "{name}: precision {} {ours} vs {theirs}",
                n + 1
            );
        }
        assert!(
            close(b.bp, c.bp, RATIO_TOLERANCE),
            "{name}: BP {} vs {}",
            b.bp,
            c.bp
        );
        assert!(
            close(b.ratio, c.ratio, RATIO_TOLERANCE),
            "{name}: ratio {} vs {}",
            b.ratio,
            c.ratio
        );
        assert_eq!(
            (b.hyp_len, b.ref_len),
            (c.hyp_len, c.ref_len),
            "{name}: lengths"
        );
        assert_eq!(b.counts.to_vec(), c.counts, "{name}: counts");
        assert_eq!(b.totals.to_vec(), c.totals, "{name}: totals");
        assert_eq!(b.to_string(), c.line, "{name}: printed line");
    }
}

#[test]
fn sentence_by_sentence_accumulation_matches_sacrebleu() {
    for c in fixtures().corpora {
        let mut stats = Stats::default();
        for (h, r) in c.hyps.iter().zip(&c.refs) {
            stats.add(h, r);
        }
        assert_eq!(stats.score().to_string(), c.line, "{}", c.name);
    }
}

#[test]
fn tokenize_13a_matches_sacrebleu() {
    for t in fixtures().tokenize_13a {
        assert_eq!(tokenize_13a(&t.line), t.tokens, "tokenising {:?}", t.line);
    }
}

/// Python's `str.split()` splits on exactly the characters the fixtures list: checked through
/// the tokenizer, which must turn each of them, and nothing else, into a token boundary.
#[test]
fn tokens_split_on_exactly_pythons_whitespace() {
    let fx = fixtures();
    for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
        // A letter either side, so that only the whitespace rule can split them.
        let line = format!("a{c}b");
        let split = tokenize_13a(&line) == "a b";
        let python = fx.whitespace.contains(&u32::from(c));
        assert_eq!(
            split,
            python,
            "U+{:04X}: split {split}, Python {python}",
            u32::from(c)
        );
    }
}
