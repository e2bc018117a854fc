//! Replays the fixtures of tests/reference/make_spm_fixtures.py: every test line cut into pieces
//! and decoded by each SentencePiece model, tokenised and decoded by the Marian tokenizer, and
//! punctuation-normalised as Moses does, must match what the real tools gave, line for line.

use std::path::{Path, PathBuf};

use attend::data::marian::{MarianFiles, MarianTokenizer};
use attend::data::moses::punct_normalize;
use attend::data::sentencepiece::SentencePiece;
use serde::Deserialize;
use std::collections::HashMap;

mod common;

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

/// A small deterministic generator for the malformed-input tests.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

fn model_bytes(name: &str) -> Vec<u8> {
    std::fs::read(dir().join(name)).unwrap()
}

#[test]
fn truncated_and_garbage_models_are_errors() {
    let bytes = model_bytes("unigram.model");
    for cut in [1, 2, 100, 1000, bytes.len() / 2, bytes.len() - 1] {
        let err = common::said(&SentencePiece::from_bytes(&bytes[..cut]).unwrap_err());
        assert!(
            err.contains("not a SentencePiece model that attend reads ("),
            "{cut}: {err}"
        );
    }
    for cut in (0..bytes.len()).step_by(331) {
        let _ = SentencePiece::from_bytes(&bytes[..cut]);
    }
    assert!(SentencePiece::from_bytes(b"\xff\xff\xff\xff").is_err());
    assert!(SentencePiece::from_bytes(b"").is_err());
    let mut rng = Lcg(7);
    for _ in 0..200 {
        let garbage: Vec<u8> = (0..rng.next() % 300).map(|_| rng.next() as u8).collect();
        let _ = SentencePiece::from_bytes(&garbage);
    }
}

#[test]
fn corrupted_models_never_panic() {
    let lines = lines();
    for name in ["unigram.model", "bpe_bytes.model", "user.model"] {
        let bytes = model_bytes(name);
        let mut rng = Lcg(11);
        for _ in 0..60 {
            let mut bad = bytes.clone();
            for _ in 0..1 + rng.next() % 8 {
                // Most of a model is its character map: corrupting there tests the trie reader.
                let at = (rng.next() as usize) % bad.len();
                bad[at] = rng.next() as u8;
            }
            if let Ok(sp) = SentencePiece::from_bytes(&bad) {
                for line in lines.iter().take(40) {
                    let pieces = sp.encode(line);
                    let _ = sp.decode(&pieces);
                }
            }
        }
    }
}

fn marian_files<'a>(vocab: &'a [u8], spm: &'a [u8], config: Option<&'a [u8]>) -> MarianFiles<'a> {
    MarianFiles {
        vocab,
        source_spm: spm,
        target_spm: spm,
        target_vocab: None,
        tokenizer_config: config,
    }
}

#[test]
fn malformed_marian_files_name_the_file() {
    let spm = model_bytes("marian/source.spm");
    let vocab = model_bytes("marian/vocab.json");
    let message =
        |files: MarianFiles| common::said(&MarianTokenizer::from_files(files).unwrap_err());
    for bad in [
        &b"[1, 2]"[..],
        br#"{"a": "x"}"#,
        br#"{"a": -1}"#,
        br#"{"a": 1.5}"#,
        br#"{"a": 4294967296}"#,
        br#"{"a": 1, "b": 1}"#,
        b"{not json",
        b"",
    ] {
        let m = message(marian_files(bad, &spm, None));
        assert!(m.contains("vocab.json"), "{m}");
    }
    for missing in ["</s>", "<unk>", "<pad>"] {
        let mut map: HashMap<String, u32> = serde_json::from_slice(&vocab).unwrap();
        map.remove(missing);
        let bytes = serde_json::to_vec(&map).unwrap();
        let m = message(marian_files(&bytes, &spm, None));
        assert!(m.contains("vocab.json") && m.contains(missing), "{m}");
    }
    let m = message(marian_files(&vocab, &spm[..1000], None));
    assert!(m.contains("source.spm"), "{m}");
    let m = message(MarianFiles {
        target_spm: b"garbage",
        ..marian_files(&vocab, &spm, None)
    });
    assert!(m.contains("target.spm"), "{m}");
    for config in [
        &b"[]"[..],
        br#"{"separate_vocabs": "yes"}"#,
        br#"{"source_lang": 3}"#,
    ] {
        let m = message(marian_files(&vocab, &spm, Some(config)));
        assert!(m.contains("tokenizer_config.json"), "{m}");
    }
    let m = message(marian_files(
        &vocab,
        &spm,
        Some(br#"{"separate_vocabs": true}"#),
    ));
    assert!(m.contains("target_vocab.json"), "{m}");
    let m = common::said(&MarianTokenizer::from_json("{}").unwrap_err());
    assert!(m.contains("marian tokenizer metadata"), "{m}");
}

#[test]
fn out_of_range_ids_are_input_errors() {
    let tok = MarianTokenizer::from_dir(&dir().join("marian")).unwrap();
    let err = tok.decode(&[5, u32::MAX]).unwrap_err();
    assert_eq!(err.kind(), "Input");
    assert!(err.to_string().contains(&u32::MAX.to_string()), "{err}");
    assert_eq!(tok.decode(&[]).unwrap(), "");
    let sp = tok.source_spm();
    assert_eq!(
        sp.decode(&["no such piece", "<0xZZ>"]),
        "no such piece<0xZZ>"
    );
    assert!(tok
        .encode_source(&"a".repeat(attend::data::marian::MAX_TEXT_BYTES + 1))
        .is_err());
}

#[test]
fn accessors_agree_with_the_vocabulary() {
    let tok = MarianTokenizer::from_dir(&dir().join("marian")).unwrap();
    assert_eq!((tok.eos_id(), tok.unk_id()), (0, 1));
    assert_eq!(tok.pad_id() as usize, tok.source_vocab_size() - 1);
    assert_eq!(tok.source_piece(tok.pad_id()), Some("<pad>"));
    assert_eq!(tok.target_id("</s>"), Some(0));
    assert_eq!(tok.config().source_lang.as_deref(), Some("de"));
    let sp = tok.source_spm();
    assert_eq!(sp.unk_piece(), "<unk>");
    assert_eq!(sp.normalizer_name(), "nmt_nfkc");
    assert_eq!(
        sp.model_type(),
        attend::data::sentencepiece::ModelType::Unigram
    );
    assert_eq!(
        (sp.bos_id(), sp.eos_id(), sp.pad_id()),
        (Some(1), Some(2), None)
    );
    let separate = MarianTokenizer::from_dir(&dir().join("marian_separate")).unwrap();
    assert!(separate.target_vocab_size() < separate.source_vocab_size());
}
