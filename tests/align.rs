//! Word alignment from cross-attention against independent computations: the fixture written by
//! `tests/reference/make_align_fixtures.py` (numpy, with grouping matrices where `src/align.rs`
//! loops), replayed here to 1e-6; and `attend align` on the shipped translation model, against the
//! table `tests/reference/torch_align.py` computed from the same weights in PyTorch (its
//! reference model's cross-attention, subword-nmt's pieces).

use std::path::PathBuf;
use std::process::Command;

use attend::align::{aer_table, most_attended, AerTable, Link, SentenceAttention};
use attend::backend::tensor::Tensor;
use serde::Deserialize;

/// The largest difference allowed between a word-attention weight or an AER and numpy's.
const TOLERANCE: f64 = 1e-6;

#[derive(Deserialize)]
struct Sentence {
    weights: Vec<Vec<Vec<Vec<f32>>>>,
    rows: Vec<Option<usize>>,
    cols: Vec<Option<usize>>,
    sure: Vec<Link>,
    head_words: Vec<Vec<Vec<Vec<f64>>>>,
    layer_mean_words: Vec<Vec<Vec<f64>>>,
    head_links: Vec<Vec<Vec<usize>>>,
    layer_mean_links: Vec<Vec<usize>>,
}

#[derive(Deserialize)]
struct Fixture {
    version: u32,
    layers: usize,
    heads: usize,
    sentences: Vec<Sentence>,
    #[serde(flatten)]
    table: Expected,
}

#[derive(Deserialize)]
struct Expected {
    aer: Vec<Vec<f64>>,
    layer_mean_aer: Vec<f64>,
    best: attend::align::BestHead,
    sure_links: usize,
    predicted_links: usize,
}

fn fixture() -> Fixture {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/align_fixtures/aer.json");
    let fx: Fixture = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(fx.version, 1);
    fx
}

/// A sentence's weights, `[L][H][T][S]`, as the layers of a [`SentenceAttention`].
fn attention(s: &Sentence) -> SentenceAttention {
    let layers = s
        .weights
        .iter()
        .map(|layer| {
            let (h, t, src) = (layer.len(), layer[0].len(), layer[0][0].len());
            let data: Vec<f32> = layer.iter().flatten().flatten().copied().collect();
            Tensor::from_shape_vec(ndarray::IxDyn(&[h, t, src]), data).unwrap()
        })
        .collect();
    SentenceAttention {
        layers,
        rows: s.rows.clone(),
        cols: s.cols.clone(),
    }
}

fn assert_close(got: f64, want: f64, what: &str) {
    assert!((got - want).abs() <= TOLERANCE, "{what}: {got} vs {want}");
}

fn assert_words_close(got: &ndarray::Array2<f64>, want: &[Vec<f64>], what: &str) {
    assert_eq!(got.nrows(), want.len(), "{what}: target words");
    for (e, (row, want_row)) in got.outer_iter().zip(want).enumerate() {
        assert_eq!(row.len(), want_row.len(), "{what}: source words");
        for (f, (&g, &w)) in row.iter().zip(want_row).enumerate() {
            assert_close(g, w, &format!("{what} [{e}, {f}]"));
        }
    }
}

#[test]
fn word_attention_links_and_aer_match_numpy() {
    let fx = fixture();
    let mut sentences = Vec::new();
    for (i, s) in fx.sentences.iter().enumerate() {
        let a = attention(s);
        for layer in 0..fx.layers {
            for head in 0..fx.heads {
                let words = a.head_words(layer, head);
                let what = format!("sentence {i} layer {layer} head {head}");
                assert_words_close(&words, &s.head_words[layer][head], &what);
                assert_eq!(
                    most_attended(words.view()),
                    s.head_links[layer][head],
                    "{what}"
                );
            }
            let mean = a.layer_mean_words(layer);
            let what = format!("sentence {i} layer {layer} mean");
            assert_words_close(&mean, &s.layer_mean_words[layer], &what);
            assert_eq!(
                a.layer_mean_choices()[layer],
                s.layer_mean_links[layer],
                "{what}"
            );
        }
        assert_eq!(a.head_choices(), s.head_links, "sentence {i}");
        sentences.push((a, s.sure.clone()));
    }
    let table: AerTable = aer_table(&sentences).unwrap();
    let want = &fx.table;
    assert_eq!((table.layers, table.heads), (fx.layers, fx.heads));
    for (l, (row, want_row)) in table.aer.iter().zip(&want.aer).enumerate() {
        for (h, (&got, &w)) in row.iter().zip(want_row).enumerate() {
            assert_close(got, w, &format!("AER of layer {l} head {h}"));
        }
    }
    for (l, (&got, &w)) in table
        .layer_mean_aer
        .iter()
        .zip(&want.layer_mean_aer)
        .enumerate()
    {
        assert_close(got, w, &format!("AER of layer {l}'s head average"));
    }
    assert_eq!(
        (table.best.layer, table.best.head),
        (want.best.layer, want.best.head)
    );
    assert_close(table.best.aer, want.best.aer, "best AER");
    assert_eq!(table.sentences, fx.sentences.len());
    assert_eq!(table.sure_links, want.sure_links);
    assert_eq!(table.predicted_links, want.predicted_links);
}

/// The shipped translation model's weights.
fn shipped_translation_model() -> String {
    format!(
        "{}/www/models/fr-en.safetensors",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn attend(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_attend"))
        .args(args)
        .output()
        .expect("attend runs")
}

#[test]
fn align_scores_every_head_of_the_shipped_translation_model() {
    let weights = shipped_translation_model();
    let out = attend(&[
        "align",
        "--weights",
        &weights,
        "--task",
        "fr-en",
        "--n",
        "20",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let table: AerTable = serde_json::from_slice(&out.stdout).unwrap();
    let config = attend::weights::Weights::load(&weights).unwrap().config;
    assert_eq!(table.layers, config.n_decoder_layers);
    assert_eq!(table.heads, config.n_heads);
    assert_eq!(table.aer.len(), table.layers);
    assert!(table.aer.iter().all(|row| row.len() == table.heads));
    assert_eq!(table.layer_mean_aer.len(), table.layers);
    let all = table.aer.iter().flatten().chain(&table.layer_mean_aer);
    assert!(
        all.clone().all(|a| (0.0..=1.0).contains(a)),
        "{:?}",
        table.aer
    );
    assert_eq!(table.best.aer, table.aer[table.best.layer][table.best.head]);
    assert!(all
        .take(table.layers * table.heads)
        .all(|&a| a >= table.best.aer));
    assert_eq!(table.sentences, 20);
    assert!(table.sure_links >= table.predicted_links && table.predicted_links > 20);
}

/// What `tests/reference/torch_align.py` computed in PyTorch from the shipped translation model.
#[derive(Deserialize)]
struct TorchTable {
    weights: String,
    n: usize,
    layers: usize,
    heads: usize,
    #[serde(flatten)]
    table: Expected,
    closest_call: f64,
}

#[test]
fn align_of_the_shipped_translation_model_equals_pytorch() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/reference/align_fixtures/fr_en_torch.json");
    let want: TorchTable = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    // A word's most-attended source word led its second by this much in PyTorch: far more than
    // the last bits in which float32 sums differ, so no link can come out otherwise here.
    assert!(want.closest_call > 1e-6, "{}", want.closest_call);
    let weights = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), want.weights);
    let n = want.n.to_string();
    let out = attend(&["align", "--weights", &weights, "--task", "fr-en", "--n", &n]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got: AerTable = serde_json::from_slice(&out.stdout).unwrap();
    let again =
        "if the shipped model was trained again, run python3 tests/reference/torch_align.py";
    assert_eq!(
        (got.layers, got.heads, got.sentences),
        (want.layers, want.heads, want.n)
    );
    assert_eq!(
        (got.sure_links, got.predicted_links),
        (want.table.sure_links, want.table.predicted_links),
        "{again}"
    );
    for (layer, (row, torch_row)) in got.aer.iter().zip(&want.table.aer).enumerate() {
        for (head, (a, b)) in row.iter().zip(torch_row).enumerate() {
            assert_close(
                *a,
                *b,
                &format!("AER of layer {layer} head {head} ({again})"),
            );
        }
        assert_close(
            got.layer_mean_aer[layer],
            want.table.layer_mean_aer[layer],
            &format!("layer {layer}'s mean AER ({again})"),
        );
    }
    assert_eq!(
        (got.best.layer, got.best.head),
        (want.table.best.layer, want.table.best.head)
    );
}

#[test]
fn align_reads_pairs_and_refuses_what_it_cannot_score() {
    let weights = shipped_translation_model();
    let dir = tempfile::tempdir().unwrap();
    let pairs = dir.path().join("pairs.tsv");
    let pairs = pairs.to_str().unwrap();
    std::fs::write(
        pairs,
        "je suis étudiant\ti am a student\n\nle chat noir\tthe black cat\n\
         je suis étudiant\ti am a student\n",
    )
    .unwrap();
    let out = attend(&["align", "--weights", &weights, "--pairs", pairs]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("repeated pairs left out: 1"), "{stderr}");
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["line"], 3);
    assert_eq!(lines[0]["tgt"].as_array().unwrap().len(), 4);
    let last_layer = lines[0]["layer_mean"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(
        last_layer.as_array().unwrap().len(),
        4,
        "one link a target word"
    );

    let refused = |args: &[&str], what: &str| {
        let out = attend(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && err.contains(what), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    };
    std::fs::write(
        pairs,
        "je suis étudiant\ti am a student\nle chat noir ☃\tthe cat\n",
    )
    .unwrap();
    // A character the vocabulary lacks is read as <unk>, and said with its line.
    let out = attend(&["align", "--weights", &weights, "--pairs", pairs]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains(
            "pairs.tsv: line 2: Read as <unk>, the model’s token for what it never saw in \
                      training: the character “☃” of the word “☃” at position 3 is not in the \
                      model's vocabulary."
        ),
        "{err}"
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 2);
    std::fs::write(pairs, "je suis étudiant i am a student\n").unwrap();
    refused(
        &["align", "--weights", &weights, "--pairs", pairs],
        "line 1: no tab",
    );
    refused(
        &[
            "align",
            "--weights",
            &weights,
            "--task",
            "fr-en",
            "--n",
            "0",
        ],
        "--n must be 1 to",
    );
    refused(&["align", "--weights", &weights], "--task");
    let reverse = format!(
        "{}/www/models/reverse.safetensors",
        env!("CARGO_MANIFEST_DIR")
    );
    refused(
        &["align", "--weights", &reverse, "--task", "reverse"],
        "no true word alignments",
    );
}
