//! Malformed weights files: every one gives an error that names the problem, none panics or
//! allocates beyond the file's size. The property test mutates a valid file at random.

use std::collections::HashMap;

use attend::model::{Config, HostParams};
use attend::weights::{Storage, Weights};
use safetensors::{tensor::TensorView, Dtype};

mod common;

fn config() -> Config {
    Config {
        d_model: 8,
        n_heads: 2,
        n_encoder_layers: 1,
        n_decoder_layers: 1,
        d_ff: 12,
        src_vocab_size: 9,
        tgt_vocab_size: 7,
        max_len: 16,
        ..Config::default()
    }
}

/// Serialises tensors given as (name, dtype, shape, bytes) with the given metadata, bypassing
/// the checks `Weights::to_bytes` makes, so that broken files can be written.
fn raw_file(tensors: &[(String, Dtype, Vec<usize>, Vec<u8>)], meta: &[(&str, String)]) -> Vec<u8> {
    let views: Vec<(String, TensorView)> = tensors
        .iter()
        .map(|(n, dt, sh, data)| (n.clone(), TensorView::new(*dt, sh.clone(), data).unwrap()))
        .collect();
    let meta: HashMap<String, String> = meta
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    safetensors::serialize(views, Some(meta)).unwrap()
}

fn good_tensors(c: &Config) -> Vec<(String, Dtype, Vec<usize>, Vec<u8>)> {
    HostParams::init(c, 1)
        .unwrap()
        .tensors
        .into_iter()
        .map(|(n, t)| {
            let bytes = t.iter().flat_map(|v| v.to_le_bytes()).collect();
            (n, Dtype::F32, t.shape().to_vec(), bytes)
        })
        .collect()
}

fn good_file() -> Vec<u8> {
    let c = config();
    Weights {
        params: HostParams::init(&c, 1).unwrap(),
        config: c,
        vocab: None,
        extra: Default::default(),
    }
    .to_bytes()
    .unwrap()
}

fn error_of(bytes: &[u8]) -> String {
    match Weights::from_bytes(bytes) {
        Ok(_) => panic!("a malformed file loaded"),
        Err(e) => common::said(&e),
    }
}

fn assert_mentions(err: &str, what: &str) {
    assert!(err.contains(what), "error {err:?} should mention {what:?}");
}

#[test]
fn a_good_file_loads() {
    let w = Weights::from_bytes(&good_file()).unwrap();
    assert_eq!(w.config, config());
}

#[test]
fn truncated_files() {
    let bytes = good_file();
    assert_mentions(&error_of(&[]), "too short");
    assert_mentions(&error_of(&bytes[..5]), "too short");
    assert_mentions(&error_of(&bytes[..100]), "past the end");
    assert_mentions(&error_of(&bytes[..bytes.len() - 1]), "truncated");
    let mut longer = bytes.clone();
    longer.push(0);
    assert_mentions(&error_of(&longer), "does not fill");
}

#[test]
fn absurd_header_length() {
    let mut bytes = good_file();
    bytes[..8].copy_from_slice(&u64::MAX.to_le_bytes());
    assert_mentions(&error_of(&bytes), "its header claims more than");
}

#[test]
fn missing_bad_and_absurd_config() {
    let c = config();
    let t = good_tensors(&c);
    assert_mentions(&error_of(&raw_file(&t, &[])), "no “config” entry");
    assert_mentions(
        &error_of(&raw_file(&t, &[("config", "{not json".into())])),
        "not valid JSON for attend",
    );
    let mut missing_field: serde_json::Value = serde_json::from_str(&c.to_json()).unwrap();
    missing_field.as_object_mut().unwrap().remove("d_ff");
    assert_mentions(
        &error_of(&raw_file(&t, &[("config", missing_field.to_string())])),
        "d_ff",
    );
    let absurd = Config {
        d_model: 1 << 40,
        ..c.clone()
    };
    assert_mentions(
        &error_of(&raw_file(&t, &[("config", absurd.to_json())])),
        "d_model",
    );
    let heads = Config {
        n_heads: 3,
        ..c.clone()
    };
    assert_mentions(
        &error_of(&raw_file(&t, &[("config", heads.to_json())])),
        "n_heads",
    );
    let huge = Config {
        d_model: 8192,
        d_ff: 65536,
        n_encoder_layers: 64,
        n_decoder_layers: 64,
        ..c
    };
    assert_mentions(
        &error_of(&raw_file(&t, &[("config", huge.to_json())])),
        "parameters",
    );
}

#[test]
fn wrong_dtype() {
    let c = config();
    let mut t = good_tensors(&c);
    let (name, _, shape, data) = t[0].clone();
    let doubled: Vec<u8> = data
        .chunks_exact(4)
        .flat_map(|b| (f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64).to_le_bytes())
        .collect();
    t[0] = (name.clone(), Dtype::F64, shape, doubled);
    let err = error_of(&raw_file(&t, &[("config", c.to_json())]));
    assert_mentions(&err, &name);
    assert_mentions(&err, "F64");
}

#[test]
fn f16_files_load_as_f32_and_out_of_range_values_are_refused() {
    let c = config();
    let mut w = Weights {
        params: HostParams::init(&c, 1).unwrap(),
        config: c,
        vocab: None,
        extra: Default::default(),
    };
    let full = w.to_bytes().unwrap();
    let half = w.to_bytes_as(Storage::F16).unwrap();
    let loaded = Weights::from_bytes(&half).unwrap();
    // Every value is the f32 one rounded to f16 (relative error at most 2^-11 for normal
    // values), and the tensors' bytes are halved.
    for (name, t) in &w.params.tensors {
        let back = &loaded.params.tensors[name];
        for (a, b) in t.iter().zip(back.iter()) {
            assert_eq!(*b, half::f16::from_f32(*a).to_f32(), "{name}");
            assert!(
                (a - b).abs() <= a.abs() * 2f32.powi(-11) + 6e-8,
                "{name}: {a} {b}"
            );
        }
    }
    let data =
        |bytes: &[u8]| bytes.len() - safetensors::SafeTensors::read_metadata(bytes).unwrap().0 - 8;
    assert_eq!(data(&half) * 2, data(&full));
    // A bf16 file, as PyTorch may write one, loads too.
    let t: Vec<_> = good_tensors(&w.config)
        .into_iter()
        .map(|(n, _, shape, bytes)| {
            let halved = bytes
                .chunks_exact(4)
                .flat_map(|b| {
                    half::bf16::from_f32(f32::from_le_bytes([b[0], b[1], b[2], b[3]])).to_le_bytes()
                })
                .collect();
            (n, Dtype::BF16, shape, halved)
        })
        .collect();
    assert!(Weights::from_bytes(&raw_file(&t, &[("config", w.config.to_json())])).is_ok());
    // A value beyond f16's range is refused by name rather than stored as an infinity.
    w.params.tensors.get_mut("generator.bias").unwrap()[1] = 70_000.0;
    let err = common::said(&w.to_bytes_as(Storage::F16).unwrap_err());
    assert_mentions(&err, "generator.bias");
    assert_mentions(&err, "f16's range");
}

#[test]
fn missing_extra_and_misshapen_tensors() {
    let c = config();
    let meta = [("config", c.to_json())];
    let mut t = good_tensors(&c);
    let removed = t.remove(3).0;
    assert_mentions(
        &error_of(&raw_file(&t, &meta)),
        &format!("a tensor is missing: {removed}"),
    );
    let mut t = good_tensors(&c);
    t.truncate(2);
    let err = error_of(&raw_file(&t, &meta));
    assert!(
        err.contains(" tensors are missing: ") && err.contains(" more)"),
        "{err}"
    );

    let mut t = good_tensors(&c);
    t.push(("decoder.bonus".into(), Dtype::F32, vec![1], vec![0; 4]));
    assert_mentions(
        &error_of(&raw_file(&t, &meta)),
        "unexpected tensor decoder.bonus",
    );

    let mut t = good_tensors(&c);
    let i = t.iter().position(|x| x.0 == "generator.weight").unwrap();
    t[i].2 = vec![8, 7]; // transposed: [d, vocab] instead of [vocab, d]
    let err = error_of(&raw_file(&t, &meta));
    assert_mentions(&err, "generator.weight");
    assert_mentions(&err, "[8, 7]");

    // A file for a model with final norms, read with a config that has none.
    let no_final = Config {
        final_norm: false,
        ..c.clone()
    };
    let err = error_of(&raw_file(
        &good_tensors(&c),
        &[("config", no_final.to_json())],
    ));
    assert_mentions(&err, "transformer.");
}

#[test]
fn non_finite_values_and_bad_vocab() {
    let c = config();
    let mut t = good_tensors(&c);
    t[2].3[4..8].copy_from_slice(&f32::NAN.to_le_bytes());
    let err = error_of(&raw_file(&t, &[("config", c.to_json())]));
    assert_mentions(&err, "non-finite");
    assert_mentions(&err, &t[2].0);

    let t = good_tensors(&c);
    let vocab = r#"{"src":["<pad>","a"],"tgt":["<pad>"]}"#.to_string();
    let err = error_of(&raw_file(&t, &[("config", c.to_json()), ("vocab", vocab)]));
    assert_mentions(
        &err,
        "vocabulary has 2 source and 1 target tokens, but its config says 9 and 7",
    );
    let err = error_of(&raw_file(
        &t,
        &[("config", c.to_json()), ("vocab", "[".into())],
    ));
    assert_mentions(&err, "vocabulary is not valid JSON");
}

#[test]
fn loading_a_missing_file_names_it() {
    let err = Weights::load("/nonexistent/model.safetensors")
        .unwrap_err()
        .to_string();
    assert_mentions(&err, "/nonexistent/model.safetensors");
}

/// Property tests (native only: proptest needs an OS random source).
#[cfg(not(target_arch = "wasm32"))]
mod mutations {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// Random byte edits and truncations of a valid file never panic.
        #[test]
        fn mutated_files_never_panic(
            edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8),
            cut in proptest::option::of(any::<usize>()),
        ) {
            let mut bytes = good_file();
            for (pos, val) in edits {
                let i = pos % bytes.len();
                bytes[i] = val;
            }
            if let Some(cut) = cut {
                bytes.truncate(cut % (bytes.len() + 1));
            }
            let _ = Weights::from_bytes(&bytes);
        }

        /// Arbitrary bytes never panic.
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
            let _ = Weights::from_bytes(&bytes);
        }
    }
}
