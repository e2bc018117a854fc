//! Replays the byte-pair encoding fixtures of `tests/reference/bpe/make_bpe_fixtures.py`:
//! for each case, attend must learn the merges subword-nmt learnt from the same corpus, byte
//! for byte, and segment every line of the case's text as subword-nmt's `apply-bpe` did.

use std::path::PathBuf;

use attend::data::bpe::{self, Codes};
use serde::Deserialize;

/// One case of `cases.json`.
#[derive(Deserialize)]
struct Case {
    name: String,
    corpus: String,
    merges: usize,
    min_frequency: u32,
    learnt: usize,
    codes: String,
    apply: String,
    output: String,
}

fn read(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/reference/bpe")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn cases() -> Vec<Case> {
    let cases: Vec<Case> = serde_json::from_str(&read("cases.json")).expect("cases.json");
    assert!(cases.len() >= 8, "the fixtures have {} cases", cases.len());
    cases
}

/// The first line where `ours` and `theirs` differ, for a readable failure.
fn first_difference(ours: &str, theirs: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (bpe::lines(ours).collect(), bpe::lines(theirs).collect());
    let i = a
        .iter()
        .zip(&b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    format!(
        "line {}: ours {:?}, subword-nmt's {:?}",
        i + 1,
        a.get(i),
        b.get(i)
    )
}

#[test]
fn learning_gives_subword_nmts_merges_byte_for_byte() {
    for case in cases() {
        let corpus = read(&case.corpus);
        let codes = Codes::learn(bpe::lines(&corpus), case.merges, case.min_frequency);
        let (ours, theirs) = (codes.to_text(), read(&case.codes));
        assert!(
            ours == theirs,
            "{}: {}",
            case.name,
            first_difference(&ours, &theirs)
        );
        assert_eq!(codes.len(), case.learnt, "{}", case.name);
    }
}

#[test]
fn applying_gives_subword_nmts_segmentation_line_for_line() {
    for case in cases() {
        let codes = Codes::parse(&read(&case.codes)).expect("subword-nmt's codes parse");
        let text = read(&case.apply);
        let ours: String = bpe::lines(&text).map(|l| codes.apply_line(l)).collect();
        let theirs = read(&case.output);
        assert!(
            ours == theirs,
            "{}: {}",
            case.name,
            first_difference(&ours, &theirs)
        );
    }
}

#[test]
fn segmenting_and_joining_gives_the_words_back() {
    for case in cases() {
        let codes = Codes::parse(&read(&case.codes)).unwrap();
        for line in bpe::lines(&read(&case.apply)) {
            for word in line
                .split(' ')
                .filter(|w| !w.trim_matches(['\r', '\n']).is_empty())
            {
                let word = word.trim_matches(['\r', '\n']);
                assert_eq!(bpe::join(&codes.segment_word(word)), word, "{}", case.name);
            }
        }
    }
}

#[test]
fn the_cutoff_cases_stop_before_their_merges_run_out() {
    let cut: Vec<String> = cases()
        .into_iter()
        .filter(|c| c.learnt < c.merges)
        .map(|c| c.name)
        .collect();
    assert!(
        cut.len() >= 3,
        "cases that stop at --min-frequency: {cut:?}"
    );
}
