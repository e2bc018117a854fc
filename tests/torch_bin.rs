//! `pytorch_model.bin` files that torch.save wrote (tests/reference/make_torch_bin_fixtures.py):
//! every readable one gives exactly the tensors torch holds, every other one a clear refusal,
//! and a pickle that would run code on load is refused without running anything.

use std::path::Path;

use attend::hf::torch_bin::{read_state_dict, DType};
use serde_json::Value;

const DIR: &str = "tests/reference/torch_bin";

fn expected() -> Value {
    let text = std::fs::read_to_string(Path::new(DIR).join("expected.json")).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["version"], 1);
    v
}

fn read(
    name: &str,
) -> attend::Result<std::collections::BTreeMap<String, attend::hf::torch_bin::TorchTensor>> {
    let bytes = std::fs::read(Path::new(DIR).join(name)).unwrap();
    read_state_dict(&bytes, name)
}

fn dtype(name: &str) -> DType {
    match name {
        "F32" => DType::F32,
        "F16" => DType::F16,
        "BF16" => DType::BF16,
        other => panic!("unknown dtype {other} in expected.json"),
    }
}

#[test]
fn readable_files_give_torchs_tensors_exactly() {
    let expected = expected();
    let mut checked = 0;
    for (file, want) in expected["files"].as_object().unwrap() {
        let Some(tensors) = want.get("tensors") else {
            continue;
        };
        let got = read(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let tensors = tensors.as_object().unwrap();
        assert_eq!(
            got.keys().collect::<Vec<_>>(),
            tensors.keys().collect::<Vec<_>>(),
            "{file}: tensor names"
        );
        for (name, t) in tensors {
            let g = &got[name];
            assert_eq!(
                g.dtype,
                dtype(t["dtype"].as_str().unwrap()),
                "{file}: {name}"
            );
            let shape: Vec<usize> = serde_json::from_value(t["shape"].clone()).unwrap();
            assert_eq!(g.shape, shape, "{file}: {name}");
            let values: Vec<f64> = serde_json::from_value(t["values"].clone()).unwrap();
            let want_bits: Vec<u32> = values.iter().map(|&v| (v as f32).to_bits()).collect();
            let got_bits: Vec<u32> = g.values.iter().map(|v| v.to_bits()).collect();
            assert_eq!(got_bits, want_bits, "{file}: {name} values");
        }
        checked += 1;
    }
    assert_eq!(checked, 6, "f32, f16, bf16, views, module and marian");
}

#[test]
fn tied_and_viewed_tensors_share_their_storage() {
    let got = read("views.bin").unwrap();
    let base = &got["emb.weight"];
    assert_eq!(got["out.weight"], *base);
    let (rows, cols) = (base.shape[0], base.shape[1]);
    let at = |r: usize, c: usize| base.values[r * cols + c];
    let transposed: Vec<f32> = (0..cols)
        .flat_map(|c| (0..rows).map(move |r| (r, c)))
        .map(|(r, c)| at(r, c))
        .collect();
    assert_eq!(got["transposed"].values, transposed);
    assert_eq!(
        got["column"].values,
        (0..rows).map(|r| at(r, 2)).collect::<Vec<_>>()
    );
    assert_eq!(got["rows"].values, base.values[cols..3 * cols]);
}

#[test]
fn other_files_are_refused_with_a_reason() {
    let expected = expected();
    let mut checked = 0;
    for (file, want) in expected["files"].as_object().unwrap() {
        let Some(phrase) = want.get("error") else {
            continue;
        };
        let phrase = phrase.as_str().unwrap();
        let err = read(file).expect_err(file);
        assert_eq!(err.kind(), "Weights", "{file}: {err}");
        let message = err.to_string();
        assert!(message.contains(file), "{file}: {message}");
        assert!(
            message.contains(phrase),
            "{file}: {message} lacks {phrase:?}"
        );
        checked += 1;
    }
    assert_eq!(
        checked, 7,
        "batchnorm, f64, legacy, big-endian and three hostile files"
    );
}

#[test]
fn hostile_pickles_are_refused_and_nothing_runs() {
    let expected = expected();
    let marker = Path::new(expected["marker"].as_str().unwrap());
    let _ = std::fs::remove_file(marker);
    for file in [
        "hostile_system.bin",
        "hostile_eval.bin",
        "hostile_subprocess.bin",
    ] {
        let message = read(file).expect_err(file).to_string();
        assert!(
            message.contains("something other than tensors")
                && message.contains("never runs pickled code"),
            "{file}: {message}"
        );
        assert!(!marker.exists(), "{file}: the payload ran");
    }
}

#[test]
fn the_legacy_format_says_how_to_convert() {
    let message = read("legacy.bin").unwrap_err().to_string();
    assert!(message.contains("re-save"), "{message}");
    assert!(message.contains("model.safetensors"), "{message}");
}
