//! Replays the fixtures of tests/reference/make_spm_fixtures.py: every test line cut into pieces
//! and decoded by each SentencePiece model, tokenised and decoded by the Marian tokenizer, and
//! punctuation-normalised as Moses does, must match what the real tools gave, line for line.

use std::path::{Path, PathBuf};

use attend::data::marian::MarianTokenizer;
use attend::data::moses::punct_normalize;
use attend::data::sentencepiece::SentencePiece;
use serde::Deserialize;
use std::collections::HashMap;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reference/spm_fixtures")
}

fn read<T: for<'de> Deserialize<'de>>(name: &str) -> T {
    let text = std::fs::read_to_string(dir().join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[derive(Deserialize)]
struct Lines {
    version: u32,
    lines: Vec<String>,
}

fn lines() -> Vec<String> {
    let lines: Lines = read("lines.json");
    assert_eq!(lines.version, 1);
    assert!(lines.lines.len() >= 1000, "{} lines", lines.lines.len());
    lines.lines
}

#[derive(Deserialize)]
struct SpmCase {
    version: u32,
    pieces: Vec<Vec<String>>,
    decoded: Vec<String>,
}

/// Counts and shows the first few lines where `got` differs from `want`.
fn compare<T: PartialEq + std::fmt::Debug>(
    what: &str,
    lines: &[String],
    got: &[T],
    want: &[T],
) -> usize {
    assert_eq!(got.len(), want.len(), "{what}: count");
    let bad: Vec<usize> = (0..got.len()).filter(|&i| got[i] != want[i]).collect();
    for &i in bad.iter().take(5) {
        eprintln!(
            "{what}: line {i} {:?}\n  got  {:?}\n  want {:?}",
            lines[i], got[i], want[i]
        );
    }
    eprintln!(
        "{what}: {} of {} lines identical",
        got.len() - bad.len(),
        got.len()
    );
    bad.len()
}

fn replay_spm(name: &str) {
    let lines = lines();
    let bytes = std::fs::read(dir().join(format!("{name}.model"))).unwrap();
    let sp = SentencePiece::from_bytes(&bytes).unwrap();
    let case: SpmCase = read(&format!("{name}.json"));
    assert_eq!(case.version, 1);
    let pieces: Vec<Vec<String>> = lines.iter().map(|l| sp.encode(l)).collect();
    let decoded: Vec<String> = case.pieces.iter().map(|p| sp.decode(p)).collect();
    let bad = compare(&format!("{name} pieces"), &lines, &pieces, &case.pieces)
        + compare(&format!("{name} decoded"), &lines, &decoded, &case.decoded);
    assert_eq!(bad, 0, "{name}: {bad} lines differ");
}

#[test]
fn unigram() {
    replay_spm("unigram");
}

#[test]
fn bpe() {
    replay_spm("bpe");
}

#[test]
fn unigram_bytes() {
    replay_spm("unigram_bytes");
}

#[test]
fn bpe_bytes() {
    replay_spm("bpe_bytes");
}

#[test]
fn user_defined() {
    replay_spm("user");
}

#[test]
fn bpe_user_defined() {
    replay_spm("bpe_user");
}

#[test]
fn target() {
    replay_spm("target");
}

#[derive(Deserialize)]
struct MarianCase {
    version: u32,
    ids: Vec<Vec<u32>>,
    pieces: Vec<Vec<String>>,
    target_ids: Vec<Vec<u32>>,
    target_pieces: Vec<Vec<String>>,
    decoded: Vec<Option<String>>,
    target_decoded: Vec<Option<String>>,
    random_ids: Vec<Vec<u32>>,
    random_decoded: Vec<Option<String>>,
    normalized: Vec<String>,
}

fn replay_marian(name: &str) {
    let lines = lines();
    let tok = MarianTokenizer::from_dir(&dir().join(name)).unwrap();
    let case: MarianCase = read(&format!("{name}.json"));
    assert_eq!(case.version, 1);
    let source: Vec<_> = lines
        .iter()
        .map(|l| tok.encode_source(l).unwrap())
        .collect();
    let target: Vec<_> = lines
        .iter()
        .map(|l| tok.encode_target(l).unwrap())
        .collect();
    let decode = |ids: &[Vec<u32>]| -> Vec<Option<String>> {
        ids.iter().map(|ids| tok.decode(ids).ok()).collect()
    };
    let column = |encoded: &[attend::data::marian::Encoded], ids: bool| -> Vec<Vec<String>> {
        encoded
            .iter()
            .map(|e| match ids {
                true => e.ids.iter().map(u32::to_string).collect(),
                false => e.pieces.clone(),
            })
            .collect()
    };
    let strings = |ids: &[Vec<u32>]| -> Vec<Vec<String>> {
        ids.iter()
            .map(|v| v.iter().map(u32::to_string).collect())
            .collect()
    };
    let normalized: Vec<String> = lines.iter().map(|l| tok.normalize(l)).collect();
    let bad = compare(
        &format!("{name} ids"),
        &lines,
        &column(&source, true),
        &strings(&case.ids),
    ) + compare(
        &format!("{name} pieces"),
        &lines,
        &column(&source, false),
        &case.pieces,
    ) + compare(
        &format!("{name} target ids"),
        &lines,
        &column(&target, true),
        &strings(&case.target_ids),
    ) + compare(
        &format!("{name} target pieces"),
        &lines,
        &column(&target, false),
        &case.target_pieces,
    ) + compare(
        &format!("{name} decoded"),
        &lines,
        &decode(&case.ids),
        &case.decoded,
    ) + compare(
        &format!("{name} target decoded"),
        &lines,
        &decode(&case.target_ids),
        &case.target_decoded,
    ) + compare(
        &format!("{name} random decoded"),
        &lines,
        &decode(&case.random_ids),
        &case.random_decoded,
    ) + compare(
        &format!("{name} normalized"),
        &lines,
        &normalized,
        &case.normalized,
    );
    assert_eq!(bad, 0, "{name}: {bad} lines differ");

    let back = MarianTokenizer::from_json(&tok.to_json()).unwrap();
    for line in &lines {
        assert_eq!(
            back.encode_source(line).unwrap(),
            tok.encode_source(line).unwrap()
        );
        assert_eq!(
            back.encode_target(line).unwrap(),
            tok.encode_target(line).unwrap()
        );
    }
    assert_eq!(back.config(), tok.config());
}

#[test]
fn marian_shared_vocabulary() {
    replay_marian("marian");
}

#[test]
fn marian_separate_vocabularies() {
    replay_marian("marian_separate");
}

#[derive(Deserialize)]
struct MosesCase {
    version: u32,
    langs: Vec<String>,
    normalized: HashMap<String, Vec<String>>,
}

#[test]
fn moses_punctuation() {
    let lines = lines();
    let case: MosesCase = read("moses.json");
    assert_eq!(case.version, 1);
    let mut bad = 0;
    for lang in &case.langs {
        let got: Vec<String> = lines.iter().map(|l| punct_normalize(l, lang)).collect();
        bad += compare(
            &format!("moses {lang:?}"),
            &lines,
            &got,
            &case.normalized[lang],
        );
    }
    assert_eq!(bad, 0, "{bad} lines differ");
}
