//! Marian translation models read exactly as transformers runs them: the fixtures of
//! `tests/reference/make_marian_fixtures.py` (transformers 5.24's `MarianMTModel` and
//! `generate()`) replayed. Small folders are committed as transformers saved them; the d256 and
//! Opus-MT base shapes are written here from the formula the generator set their weights with.

mod common;

use std::collections::BTreeMap;

use attend::backend::tensor::Tensor;
use attend::backend::{Backend, Cpu};
use attend::decode::{run_search, Hypothesis};
use attend::hf::config::HfConfig;
use attend::hf::export::{marian_tensors, safetensors_bytes};
use attend::hf::folder::Folder;
use attend::hf::generate::{HfBeam, HfGreedy, Overrides, Settings};
use attend::hf::generation::Generation;
use attend::model::{Batch, Edits, HostParams, Pass, Transformer};
use attend::weights::Weights;
use serde_json::Value;

const DIR: &str = "tests/reference/marian";

/// Logits within this much of transformers', relative to the largest |logit| of the case.
const LOGITS_TOLERANCE: f32 = 1e-4;

fn fixture(name: &str) -> Value {
    let text = std::fs::read_to_string(format!("{DIR}/{name}.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// Runs the `attend` binary with `args`, which must succeed, and gives what it printed.
fn attend_cli(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_attend"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A JSON array of strings.
fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect()
}

fn ids(v: &Value) -> Vec<u32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u32)
        .collect()
}

fn floats(v: &Value) -> Vec<f32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap() as f32)
        .collect()
}

/// Row `r` of a padded batch, without its padding (`mask` 0).
fn unpadded(batch: &Value, mask: &Value, r: usize) -> Vec<u32> {
    let (row, mask) = (ids(&batch[r]), ids(&mask[r]));
    row.into_iter()
        .zip(mask)
        .filter(|(_, m)| *m == 1)
        .map(|(id, _)| id)
        .collect()
}

/// The formula `make_marian_fixtures.py` sets a parameter named `name` with: splitmix64 of the
/// name's FNV-1a hash plus the element's index, scaled by the kind of tensor.
fn formula(name: &str, shape: &[usize]) -> Tensor {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    let splitmix = |x: u64| {
        let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let embeddings = [
        "model.shared.weight",
        "model.encoder.embed_tokens.weight",
        "model.decoder.embed_tokens.weight",
        "lm_head.weight",
    ];
    let n: usize = shape.iter().product();
    let values = (0..n as u64).map(|i| {
        let u = (splitmix(h.wrapping_add(i)) >> 40) as f64 / (1u64 << 24) as f64;
        let r = 2.0 * u - 1.0;
        (if name.ends_with("layer_norm.weight") {
            1.0 + 0.2 * r
        } else if name.ends_with(".bias") || name == "final_logits_bias" {
            0.05 * r
        } else if embeddings.contains(&name) {
            0.1 * r
        } else {
            r / (shape[1] as f64).sqrt()
        }) as f32
    });
    attend::backend::tensor::from_vec(shape, values.collect()).unwrap()
}

/// The model folder of a fixture: the committed one, or for the formula cases the committed
/// config with `model.safetensors` written from the formula.
fn folder(name: &str) -> Folder {
    let dir = format!("{DIR}/{name}");
    let mut folder = Folder::read_dir(&dir).unwrap();
    if fixture_kind(name) == "formula" {
        let text = std::str::from_utf8(folder.get("config.json").unwrap()).unwrap();
        let hf = HfConfig::from_json(text).unwrap();
        let config = hf.to_config().unwrap();
        let shapes = HostParams::init(&config, 0).unwrap();
        let names = marian_tensors(&hf, &config, &shapes).unwrap();
        let tensors: BTreeMap<String, Tensor> = names
            .iter()
            .map(|(n, t)| (n.clone(), formula(n, t.shape())))
            .collect();
        folder.files.insert(
            "model.safetensors".into(),
            safetensors_bytes(&tensors).unwrap(),
        );
    }
    folder
}

fn fixture_kind(name: &str) -> String {
    fixture(name)["weights"].as_str().unwrap().to_string()
}

/// The model of a fixture on backend `b`, and its generation settings.
fn model<B: Backend>(b: &B, name: &str) -> (Transformer<B>, Generation) {
    let w: Weights = folder(name).weights().unwrap();
    let g = Generation::from_json(&w.extra["generation_config"]).unwrap();
    (Transformer::new(b, w.config, w.params).unwrap(), g)
}

/// max |ours - theirs| over max |theirs|, for a batch's logits `[B, T, V]` given in full.
fn full_logits_error<B: Backend>(b: &B, model: &Transformer<B>, case: &Value) -> f32 {
    let rows =
        |key: &str| -> Vec<Vec<u32>> { case[key].as_array().unwrap().iter().map(ids).collect() };
    let (src, tgt) = (rows("src"), rows("tgt"));
    let c = &model.config;
    let src = Batch::from_rows(&src, c.pad_id).unwrap();
    let tgt = Batch::from_rows(&tgt, c.pad_id).unwrap();
    let logits = model.forward(&mut Pass::inference(b), &src, &tgt).unwrap();
    let ours = b.download(&logits).unwrap();
    let theirs: Vec<f32> = case["logits"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|seq| seq.as_array().unwrap().iter().flat_map(floats))
        .collect();
    let scale = theirs.iter().fold(0f32, |m, v| m.max(v.abs()));
    assert_eq!(ours.len(), theirs.len());
    let diff = ours
        .iter()
        .zip(&theirs)
        .fold(0f32, |m, (a, t)| m.max((a - t).abs()));
    diff / scale
}

const SMALL: [&str; 8] = [
    "tiny",
    "tiny-f16",
    "tiny-bf16",
    "tiny-bin",
    "tiny-relu",
    "tiny-gelu",
    "tiny-separate",
    "trained",
];

#[test]
fn logits_of_small_folders_equal_transformers() {
    for name in SMALL {
        let (model, _) = model(&Cpu, name);
        let err = full_logits_error(&Cpu, &model, &fixture(name)["logits"]);
        eprintln!("{name}: logits within {err:.2e} of transformers' (relative)");
        assert!(err < LOGITS_TOLERANCE, "{name}: {err}");
    }
}

#[test]
fn logits_of_the_d256_and_base_shapes_equal_transformers() {
    for name in ["d256", "base"] {
        let fx = fixture(name);
        let (model, _) = model(&Cpu, name);
        let c = &model.config;
        let mut worst = 0f32;
        for batch in fx["batches"].as_array().unwrap() {
            let rows = |key: &str| -> Vec<Vec<u32>> {
                batch[key].as_array().unwrap().iter().map(ids).collect()
            };
            let src = Batch::from_rows(&rows("src"), c.pad_id).unwrap();
            let tgt = Batch::from_rows(&rows("tgt"), c.pad_id).unwrap();
            let logits = model
                .forward(&mut Pass::inference(&Cpu), &src, &tgt)
                .unwrap();
            let (b_n, t_n, v) = (src.batch, tgt.len, c.tgt_vocab_size);
            let ours = logits.as_slice().unwrap();
            let row = |bi: usize, ti: usize| &ours[(bi * t_n + ti) * v..(bi * t_n + ti + 1) * v];
            let theirs = &batch["logits"];
            for bi in 0..b_n {
                for ti in 0..t_n {
                    let ours = row(bi, ti);
                    let (pairs, scale): (Vec<(f32, f32)>, f32) = if fx["logits_layout"] == "full" {
                        let t = floats(&theirs[bi][ti]);
                        let scale = t.iter().fold(0f32, |m, x| m.max(x.abs()));
                        (ours.iter().copied().zip(t).collect(), scale)
                    } else {
                        let cols = ids(&fx["columns"]);
                        let vals = floats(&theirs["values"][bi][ti]);
                        let top = ids(&theirs["top_ids"][bi][ti]);
                        let top_vals = floats(&theirs["top_values"][bi][ti]);
                        let scale = top_vals[0].abs().max(1.0);
                        let mut pairs: Vec<(f32, f32)> =
                            cols.iter().map(|&c| ours[c as usize]).zip(vals).collect();
                        pairs.extend(top.iter().map(|&c| ours[c as usize]).zip(top_vals));
                        // logsumexp of the whole row.
                        let max = ours.iter().fold(f32::MIN, |m, &x| m.max(x));
                        let lse = max
                            + ours
                                .iter()
                                .map(|&x| f64::from(x - max).exp())
                                .sum::<f64>()
                                .ln() as f32;
                        let theirs_lse = theirs["logsumexp"][bi][ti].as_f64().unwrap() as f32;
                        pairs.push((lse, theirs_lse));
                        (pairs, scale)
                    };
                    let diff = pairs.iter().fold(0f32, |m, (a, t)| m.max((a - t).abs()));
                    worst = worst.max(diff / scale);
                }
            }
        }
        eprintln!("{name}: logits within {worst:.2e} of transformers' (relative)");
        assert!(worst < LOGITS_TOLERANCE, "{name}: {worst}");
    }
}

/// The model's settings with a fixture's `generate()` keyword arguments over them.
fn settings(g: &Generation, model: &Transformer<Cpu>, kwargs: &Value) -> Settings {
    let mut json = serde_json::to_value(g).unwrap();
    for (k, v) in kwargs.as_object().unwrap() {
        json[k] = v.clone();
    }
    let g = Generation::from_json(&json.to_string()).unwrap();
    Settings::resolve(&g, &model.config, Overrides::default()).unwrap()
}

/// Decodes `src` as `generate()` would with `settings`.
fn generate(model: &Transformer<Cpu>, src: &[u32], settings: Settings) -> Hypothesis {
    if settings.num_beams == 1 {
        let mut search = HfGreedy::new(settings);
        run_search(model, &Cpu, src, &mut search, &Edits::NONE).unwrap();
        // The steps the page's decoding loop shows: one per token, each choosing it.
        let (out, steps) = search.finish_with_steps();
        let chosen: Vec<u32> = steps.iter().map(|s| s.token).collect();
        assert_eq!(chosen, out.tokens);
        assert!(steps.iter().all(|s| s.top.len() == 5 && s.prob > 0.0));
        out
    } else {
        let mut search = HfBeam::new(settings);
        run_search(model, &Cpu, src, &mut search, &Edits::NONE).unwrap();
        let tree = search.tree().unwrap();
        assert_tree_holds(&tree);
        tree.best
    }
}

/// The beam tree the page draws holds the best hypothesis: from the start, each of its tokens is
/// a node extending the last one's, its last token's node finished, with its log-probability.
fn assert_tree_holds(tree: &attend::decode::BeamResult) {
    let best = &tree.best;
    let mut at = 0; // the best path's place among the step's running hypotheses
    for (s, &token) in best.tokens.iter().enumerate() {
        let step = &tree.steps[s];
        let k = step
            .iter()
            .position(|n| n.parent == at && n.token == token)
            .unwrap_or_else(|| panic!("step {s}: no node for token {token} from {at}"));
        if s + 1 == best.tokens.len() {
            assert!(
                step[k].finished,
                "the best hypothesis's last node is finished"
            );
            let d = (step[k].log_prob - best.log_prob).abs();
            assert!(
                d <= 1e-4 * best.log_prob.abs().max(1.0),
                "log p {} against {}",
                step[k].log_prob,
                best.log_prob
            );
        } else {
            assert!(!step[k].finished, "step {s}: the best path runs on");
            at = step[..k].iter().filter(|n| !n.finished).count();
        }
    }
    assert_eq!(tree.stop.steps, tree.steps.len());
}

#[test]
fn greedy_and_beam_outputs_equal_generate() {
    let (mut outputs, mut decoded) = (0, 0);
    for name in SMALL.into_iter().chain(["d256", "base"]) {
        let fx = fixture(name);
        let (model, g) = model(&Cpu, name);
        let vocab = folder(name).vocabs(&model.config).unwrap();
        let pad = model.config.pad_id;
        for case in fx["generate"].as_array().unwrap() {
            let label = case["label"].as_str().unwrap();
            let rows: Vec<usize> = match case.get("batch") {
                // The formula cases name which of their batches the run decoded.
                Some(b) => {
                    let b = &fx["batches"][b.as_u64().unwrap() as usize];
                    (0..b["src"].as_array().unwrap().len()).collect()
                }
                None => (0..case["src"].as_array().unwrap().len()).collect(),
            };
            let batch = match case.get("batch") {
                Some(b) => fx["batches"][b.as_u64().unwrap() as usize].clone(),
                None => case.clone(),
            };
            for r in rows {
                let src = unpadded(&batch["src"], &batch["src_mask"], r);
                let settings = settings(&g, &model, &case["kwargs"]);
                let ours = generate(&model, &src, settings);
                // transformers' row: the start token, the tokens, then padding.
                let mut theirs = ids(&case["sequences"][r])[1..].to_vec();
                let eos = model.config.eos_id;
                if let Some(end) = theirs.iter().position(|&t| t == eos) {
                    theirs.truncate(end + 1);
                }
                while theirs.last() == Some(&pad) {
                    theirs.pop();
                }
                assert_eq!(ours.tokens, theirs, "{name} {label} row {r}");
                if let (Some(vocab), Some(text)) = (&vocab, case["decoded"].get(r)) {
                    let c = &model.config;
                    let skip = [c.pad_id, c.bos_id, c.eos_id];
                    assert_eq!(
                        vocab.tgt.decode(&ours.tokens, &skip),
                        text.as_str().unwrap()
                    );
                    decoded += 1;
                }
                if let Some(scores) = case.get("sequences_scores") {
                    let want = scores[r].as_f64().unwrap() as f32;
                    assert!(
                        (ours.score - want).abs() < 1e-4 * want.abs().max(1.0),
                        "{name} {label} row {r}: score {} against {want}",
                        ours.score
                    );
                }
                outputs += 1;
            }
        }
    }
    eprintln!(
        "{outputs} outputs equal generate()'s, token for token; {decoded} texts equal \
         MarianTokenizer's decoding of them"
    );
    assert!(outputs > 100 && decoded > 100, "{outputs}, {decoded}");
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn logits_on_the_gpu_equal_transformers() {
    let Some(gpu) = common::gpu() else { return };
    // SiLU and GELU, shared and separate vocabularies, a trained model and the d256 shape.
    for name in ["tiny", "tiny-gelu", "tiny-separate", "trained"] {
        let (model, _) = model(&gpu, name);
        let err = full_logits_error(&gpu, &model, &fixture(name)["logits"]);
        eprintln!(
            "{name} on {}: logits within {err:.2e} (relative)",
            gpu.name()
        );
        assert!(err < LOGITS_TOLERANCE, "{name} on the GPU: {err}");
    }
    let fx = fixture("d256");
    let (d256, _) = model(&gpu, "d256");
    for batch in fx["batches"].as_array().unwrap() {
        let err = full_logits_error(&gpu, &d256, batch);
        eprintln!("d256 on {}: logits within {err:.2e} (relative)", gpu.name());
        assert!(err < LOGITS_TOLERANCE, "d256 on the GPU: {err}");
    }
    // The Opus-MT base shape: its shared 58,101 x 512 matrix is one 119 MB buffer.
    let fx = fixture("base");
    let (base, _) = model(&gpu, "base");
    let batch = &fx["batches"][0];
    let rows =
        |key: &str| -> Vec<Vec<u32>> { batch[key].as_array().unwrap().iter().map(ids).collect() };
    let c = &base.config;
    let src = Batch::from_rows(&rows("src"), c.pad_id).unwrap();
    let tgt = Batch::from_rows(&rows("tgt"), c.pad_id).unwrap();
    let logits = base
        .forward(&mut Pass::inference(&gpu), &src, &tgt)
        .unwrap();
    let ours = gpu.download(&logits).unwrap();
    let v = c.tgt_vocab_size;
    let theirs = &batch["logits"];
    let mut worst = 0f32;
    for t in 0..tgt.len {
        let row = &ours.as_slice().unwrap()[t * v..(t + 1) * v];
        let top = ids(&theirs["top_ids"][0][t]);
        let top_values = floats(&theirs["top_values"][0][t]);
        let scale = top_values[0].abs().max(1.0);
        for (&id, want) in top.iter().zip(top_values) {
            worst = worst.max((row[id as usize] - want).abs() / scale);
        }
    }
    eprintln!(
        "base on {}: top logits within {worst:.2e} (relative)",
        gpu.name()
    );
    assert!(worst < LOGITS_TOLERANCE, "base on the GPU: {worst}");
}

/// A copy of the `tiny` folder in a temporary directory, for breaking.
fn tiny_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(format!("{DIR}/tiny")).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.path().join(entry.file_name())).unwrap();
    }
    dir
}

/// The error of loading the folder `dir`, as the CLI says it.
fn load_error(dir: &std::path::Path) -> String {
    match Weights::load(&dir.to_string_lossy()) {
        Ok(_) => panic!("{} loaded", dir.display()),
        Err(e) => common::said(&e),
    }
}

#[test]
fn a_broken_folder_is_refused_naming_the_file() {
    // Each a clear error naming the file, and no panic.
    let expect = |dir: &tempfile::TempDir, says: &[&str]| {
        let err = load_error(dir.path());
        for s in says {
            assert!(err.contains(s), "{err:?} should say {s:?}");
        }
    };
    // No weights at all.
    let dir = tiny_copy();
    std::fs::remove_file(dir.path().join("model.safetensors")).unwrap();
    expect(&dir, &["neither model.safetensors nor pytorch_model.bin"]);
    // No config.json.
    let dir = tiny_copy();
    std::fs::remove_file(dir.path().join("config.json")).unwrap();
    expect(&dir, &["has no config.json"]);
    // Another architecture.
    for (model_type, name) in [("t5", "T5"), ("bart", "BART"), ("gpt2", "GPT-2")] {
        let dir = tiny_copy();
        let path = dir.path().join("config.json");
        let text = std::fs::read_to_string(&path).unwrap();
        let text = text.replace(
            r#""model_type": "marian""#,
            &format!(r#""model_type": "{model_type}""#),
        );
        std::fs::write(&path, text).unwrap();
        expect(&dir, &["config.json", name, "Marian"]);
    }
    // A config whose sizes disagree with the tensors.
    let dir = tiny_copy();
    let path = dir.path().join("config.json");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replace(r#""d_model": 32"#, r#""d_model": 64"#)).unwrap();
    expect(
        &dir,
        &["model.safetensors", "has shape", "config.json needs"],
    );
    // A truncated weights file.
    let dir = tiny_copy();
    let path = dir.path().join("model.safetensors");
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    expect(&dir, &["model.safetensors: ", "truncated"]);
    // A pickle that would run code, in place of the weights: refused, and nothing runs.
    let dir = tiny_copy();
    std::fs::remove_file(dir.path().join("model.safetensors")).unwrap();
    let hostile = "tests/reference/torch_bin/hostile_system.bin";
    std::fs::copy(hostile, dir.path().join("pytorch_model.bin")).unwrap();
    expect(&dir, &["pytorch_model.bin", "never runs pickled code"]);
    // A tensor of integers where a weight belongs.
    let dir = tiny_copy();
    let path = dir.path().join("model.safetensors");
    let mut tensors = attend::hf::tensors::read_file(&path, "model.safetensors", |_| true).unwrap();
    let bias = tensors.remove("final_logits_bias").unwrap();
    let ints: Vec<u8> = bias
        .iter()
        .flat_map(|&v| (v as i64).to_le_bytes())
        .collect();
    let mut data: Vec<(String, Vec<u8>, Vec<usize>, safetensors::Dtype)> = tensors
        .iter()
        .map(|(n, t)| {
            let bytes = t.iter().flat_map(|v| v.to_le_bytes()).collect();
            (
                n.clone(),
                bytes,
                t.shape().to_vec(),
                safetensors::Dtype::F32,
            )
        })
        .collect();
    data.push((
        "final_logits_bias".into(),
        ints,
        bias.shape().to_vec(),
        safetensors::Dtype::I64,
    ));
    let views = data.iter().map(|(n, bytes, shape, dtype)| {
        let view = safetensors::tensor::TensorView::new(*dtype, shape.clone(), bytes).unwrap();
        (n.as_str(), view)
    });
    std::fs::write(&path, safetensors::serialize(views, None).unwrap()).unwrap();
    expect(&dir, &["model.safetensors", "final_logits_bias", "I64"]);
    // Garbage JSON.
    let dir = tiny_copy();
    std::fs::write(
        dir.path().join("generation_config.json"),
        "{\"num_beams\": \"four\"",
    )
    .unwrap();
    expect(&dir, &["generation_config.json"]);
}

#[test]
fn nan_in_half_precision_weights_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(format!("{DIR}/tiny-f16")).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.path().join(entry.file_name())).unwrap();
    }
    // Overwrite the last value of the file (the data of the last tensor) with f16's NaN.
    let path = dir.path().join("model.safetensors");
    let mut bytes = std::fs::read(&path).unwrap();
    let n = bytes.len();
    bytes[n - 2..].copy_from_slice(&[0x00, 0x7e]);
    std::fs::write(&path, bytes).unwrap();
    let err = load_error(dir.path());
    assert!(
        err.contains("model.safetensors") && err.contains("non-finite"),
        "{err}"
    );
}

#[test]
fn import_then_export_gives_back_transformers_own_files() {
    // attend's file in between: every tensor, the config and the generation settings come back
    // as transformers wrote them, so the folder loads in MarianMTModel as the original does.
    for name in ["tiny", "tiny-separate", "trained"] {
        let original = Folder::read_dir(&format!("{DIR}/{name}")).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("model.safetensors");
        original
            .weights()
            .unwrap()
            .save(&file.to_string_lossy())
            .unwrap();
        let back =
            attend::hf::export::folder(&Weights::load(&file.to_string_lossy()).unwrap()).unwrap();
        for text in [
            "config.json",
            "generation_config.json",
            "source.spm",
            "target.spm",
        ] {
            assert_eq!(back.get(text), original.get(text), "{name} {text}");
        }
        let json = |f: &Folder, file: &str| -> Option<Value> {
            f.get(file).map(|b| serde_json::from_slice(b).unwrap())
        };
        for file in ["vocab.json", "target_vocab.json"] {
            assert_eq!(json(&back, file), json(&original, file), "{name} {file}");
        }
        let read = |f: &Folder| {
            match f.get("model.safetensors") {
                Some(bytes) => attend::hf::tensors::read(bytes, "model.safetensors", |_| true),
                None => f.safetensors.as_ref().unwrap().tensors(|_| true),
            }
            .unwrap()
        };
        assert_eq!(read(&back), read(&original), "{name}: the tensors");
    }
}

#[test]
fn tokenization_equals_marian_tokenizer() {
    let mut lines = 0;
    for name in SMALL {
        let fx = fixture(name);
        let w = folder(name).weights().unwrap();
        let vocab = w.vocab.expect("the folder has a tokenizer");
        for case in fx["tokenization"].as_array().unwrap() {
            let text = case["text"].as_str().unwrap();
            assert_eq!(
                vocab.src.encode(text).unwrap(),
                ids(&case["input_ids"]),
                "{name}: {text:?}"
            );
            lines += 1;
        }
        for case in fx["target_tokenization"].as_array().unwrap() {
            let text = case["text"].as_str().unwrap();
            let labels = ids(&case["labels"]);
            // The target's pieces; the labels end with eos, as the training batch's do.
            let c = &w.config;
            let mut encoded = vocab.tgt.encode(text).unwrap();
            encoded.push(c.eos_id);
            assert_eq!(encoded, labels, "{name}: target {text:?}");
            let skip = [c.pad_id, c.bos_id, c.eos_id];
            let decoded = case["decoded"].as_str().unwrap();
            assert_eq!(
                vocab.tgt.decode(&labels, &skip),
                decoded,
                "{name}: {text:?}"
            );
            lines += 1;
        }
    }
    eprintln!("{lines} lines tokenised as MarianTokenizer does");
}

#[test]
fn a_model_made_here_exports_as_a_folder_transformers_loads() {
    // The committed folder is what `attend export --hf` wrote and transformers loaded
    // (tests/reference/make_export_fixtures.py); the same commands write it again byte for byte.
    let fx = fixture("exported");
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("model.safetensors");
    let out = dir.path().join("exported");
    let init = strings(&fx["init"]);
    let run = attend_cli;
    let weights = weights.to_string_lossy();
    let out = out.to_string_lossy();
    run(&[&["init", "--out", &weights][..], &init].concat());
    run(&["export", "--hf", &weights, "--out", &out]);
    for file in ["config.json", "generation_config.json", "model.safetensors"] {
        let ours = std::fs::read(format!("{out}/{file}")).unwrap();
        let committed = std::fs::read(format!("{DIR}/exported/{file}")).unwrap();
        assert!(
            ours == committed,
            "{file} differs from the folder transformers loaded"
        );
    }
    // transformers' logits and generation on that folder, replayed.
    let (model, g) = model(&Cpu, "exported");
    let err = full_logits_error(&Cpu, &model, &fx);
    assert!(err < LOGITS_TOLERANCE, "{err}");
    let settings = settings(&g, &model, &fx["generate"]["kwargs"]);
    let src = unpadded(&fx["src"], &fx["src_mask"], 0);
    let ours = generate(&model, &src, settings);
    let theirs = ids(&fx["generate"]["sequences"][0]);
    assert_eq!(ours.tokens, theirs[1..].to_vec());
}

#[test]
fn a_vocabulary_larger_than_the_model_is_refused() {
    let dir = tiny_copy();
    let path = dir.path().join("vocab.json");
    let mut vocab: serde_json::Map<String, Value> =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let n = vocab.len();
    vocab.insert("▁extra".into(), n.into());
    std::fs::write(&path, serde_json::to_string(&vocab).unwrap()).unwrap();
    let err = load_error(dir.path());
    assert!(
        err.contains("vocab.json") && err.contains("config.json"),
        "{err}"
    );
}

#[test]
fn the_cli_translates_and_tokenizes_a_folder_as_transformers() {
    // `attend decode` with the folder's own settings (beam 4 here) gives generate()'s text, and
    // `attend tokenize` MarianTokenizer's ids.
    let fx = fixture("trained");
    let case = &fx["generate"][0];
    assert_eq!(case["label"], "default");
    let text = case["texts"][0].as_str().unwrap();
    let folder = format!("{DIR}/trained");
    let run = attend_cli;
    let out = run(&["decode", "--weights", &folder, "--text", text]);
    assert_eq!(out.trim_end(), case["decoded"][0].as_str().unwrap());
    let tokenized = fx["tokenization"].as_array().unwrap();
    for line in tokenized.iter().take(5) {
        let text = line["text"].as_str().unwrap();
        let json = run(&["tokenize", "--weights", &folder, "--text", text, "--json"]);
        let json: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(ids(&json["ids"]), ids(&line["input_ids"]), "{text:?}");
    }
}

#[test]
fn a_model_trained_here_with_a_marian_tokenizer_exports_as_transformers_reads_it() {
    // tests/reference/make_export_fixtures.py trained a model with `attend train --tokenizer`,
    // exported it with `attend export --hf` and loaded the folder with MarianTokenizer and
    // MarianMTModel: attend reads that folder as transformers did.
    let fx = fixture("exported-trained");
    let (model, g) = model(&Cpu, "exported-trained");
    let vocab = folder("exported-trained")
        .vocabs(&model.config)
        .unwrap()
        .expect("the folder has a tokenizer");
    let texts = strings(&fx["texts"]);
    for (text, want) in texts.iter().zip(fx["input_ids"].as_array().unwrap()) {
        assert_eq!(vocab.src.encode(text).unwrap(), ids(want), "{text:?}");
    }
    let err = full_logits_error(&Cpu, &model, &fx);
    assert!(err < LOGITS_TOLERANCE, "{err}");
    let generated = &fx["generate"];
    let translate = |model: &Transformer<Cpu>, g: &Generation, r: usize| {
        let settings = settings(g, model, &generated["kwargs"]);
        let src = unpadded(&fx["src"], &fx["src_mask"], r);
        generate(model, &src, settings).tokens
    };
    let c = &model.config;
    let skip = [c.pad_id, c.bos_id, c.eos_id];
    for r in 0..texts.len() {
        let theirs = ids(&generated["sequences"][r]);
        let ours = translate(&model, &g, r);
        // generate() pads a finished row after its </s>.
        let theirs: Vec<u32> = theirs[1..=ours.len()].to_vec();
        assert_eq!(ours, theirs, "{}", texts[r]);
        assert_eq!(vocab.tgt.decode(&ours, &skip), generated["decoded"][r]);
    }

    // The same commands write the same folder: the tokenizer's files, config.json and
    // generation_config.json byte for byte, and a model that translates the texts alike (its
    // weights may differ in the last bits where another processor's products round otherwise).
    let dir = tempfile::tempdir().unwrap();
    let weights = dir
        .path()
        .join("model.safetensors")
        .to_string_lossy()
        .into_owned();
    let out = dir.path().join("exported").to_string_lossy().into_owned();
    let train = strings(&fx["train"]);
    let run = attend_cli;
    run(&[&["train", "--out", &weights][..], &train].concat());
    run(&["export", "--hf", &weights, "--out", &out]);
    let committed = format!("{DIR}/exported-trained");
    for file in [
        "config.json",
        "generation_config.json",
        "source.spm",
        "target.spm",
        "tokenizer_config.json",
        "vocab.json",
    ] {
        let ours = std::fs::read(format!("{out}/{file}")).unwrap();
        let theirs = std::fs::read(format!("{committed}/{file}")).unwrap();
        assert!(
            ours == theirs,
            "{file} differs from the folder transformers loaded"
        );
    }
    let again = Folder::read_dir(&out).unwrap().weights().unwrap();
    let generation =
        Generation::from_json(&again.extra[attend::hf::folder::GENERATION_KEY]).unwrap();
    let again = Transformer::new(&Cpu, again.config, again.params).unwrap();
    for (r, text) in texts.iter().enumerate() {
        let ours = translate(&again, &generation, r);
        assert_eq!(
            vocab.tgt.decode(&ours, &skip),
            generated["decoded"][r],
            "{text}"
        );
    }
}
