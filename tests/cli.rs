//! The `attend` command end to end: init, info, forward, decode, and errors on bad input
//! (a message on stderr, a non-zero exit, never a panic).

use std::path::PathBuf;
use std::process::{Command, Output};

fn attend(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_attend"))
        .args(args)
        .output()
        .expect("attend runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A test's own folder for the files it writes, removed with everything in it when the test
/// ends, passed or failed.
fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("attend-cli-")
        .tempdir()
        .expect("a folder for the test's files")
}

/// Fails with the command's output if it did not succeed.
fn ok(o: Output) -> Output {
    assert!(o.status.success(), "failed: {}\n{}", stdout(&o), stderr(&o));
    o
}

/// Checks a command failed cleanly, with `what` in its message.
fn fails_with(o: Output, what: &str) {
    assert!(!o.status.success(), "should have failed: {}", stdout(&o));
    let err = stderr(&o);
    assert!(err.contains(what), "stderr {err:?} should mention {what:?}");
    assert!(!err.contains("panicked"), "panicked: {err}");
}

#[test]
fn init_info_forward_decode() {
    let scratch = scratch();
    let path = scratch.path().join("model.safetensors");
    let p = path.to_str().unwrap();
    ok(attend(&[
        "init",
        "--out",
        p,
        "--d-model",
        "16",
        "--n-heads",
        "2",
        "--n-layers",
        "1",
        "--d-ff",
        "32",
        "--src-vocab",
        "40",
        "--tgt-vocab",
        "30",
        "--norm-first",
        "--seed",
        "3",
    ]));

    let info: serde_json::Value =
        serde_json::from_str(&stdout(&ok(attend(&["info", "--weights", p])))).unwrap();
    assert_eq!(info["config"]["d_model"], 16);
    assert_eq!(info["config"]["norm_first"], true);
    assert_eq!(info["vocab"]["src_size"], 40);
    let params = info["parameters"].as_u64().unwrap();
    // embeddings 40*16 + 30*16, enc 1 layer, dec 1 layer, final norms, generator 30*16 + 30
    let (d, f) = (16u64, 32u64);
    let attn = 4 * d * d + 4 * d;
    let ffn = 2 * d * f + f + d;
    let expected =
        40 * d + 30 * d + (attn + ffn + 4 * d) + (2 * attn + ffn + 6 * d) + 4 * d + 30 * d + 30;
    assert_eq!(params, expected);

    let out = ok(attend(&[
        "forward",
        "--weights",
        p,
        "--src",
        "5,6,7",
        "--tgt",
        "1,8",
        "--backend",
        "cpu",
    ]));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let rows = v["logits"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r.as_array().unwrap().len() == 30));

    let out = ok(attend(&[
        "decode",
        "--weights",
        p,
        "--text",
        "hello",
        "--json",
    ]));
    let greedy: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert!(greedy["ids"].as_array().unwrap().len() <= 63);
    let out = ok(attend(&[
        "decode",
        "--weights",
        p,
        "--text",
        "hello",
        "--beam",
        "1",
        "--json",
    ]));
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&stdout(&out)).unwrap(),
        greedy
    );
    let out = ok(attend(&[
        "decode",
        "--weights",
        p,
        "--text",
        "hello",
        "--beam",
        "3",
        "--max-len",
        "5",
        "--json",
    ]));
    let beam: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert!(beam["ids"].as_array().unwrap().len() <= 5);
    let plain = stdout(&ok(attend(&["decode", "--weights", p, "--text", "hello"])));
    assert_eq!(
        plain.trim_end_matches('\n'),
        greedy["text"].as_str().unwrap()
    );
}

#[test]
fn forward_matches_the_pytorch_fixture_for_one_sequence() {
    // single_head.json has batch 1 and no padding: the CLI must print its logits.
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/fixtures");
    let fx: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("single_head.json")).unwrap())
            .unwrap();
    let ids = |v: &serde_json::Value| {
        v[0].as_array()
            .unwrap()
            .iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let w = dir.join("single_head.safetensors");
    for (backend, tolerance) in [("cpu", 1e-5), ("gpu", 1e-4)] {
        let out = attend(&[
            "forward",
            "--weights",
            w.to_str().unwrap(),
            "--src",
            &ids(&fx["src"]),
            "--tgt",
            &ids(&fx["tgt"]),
            "--backend",
            backend,
        ]);
        if backend == "gpu" && !out.status.success() && gpu_is_optional(&out) {
            continue;
        }
        let out = ok(out);
        let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
        let ours = v["logits"].as_array().unwrap();
        let theirs = fx["logits"][0].as_array().unwrap();
        assert_eq!(ours.len(), theirs.len());
        for (a, b) in ours.iter().zip(theirs) {
            for (x, y) in a.as_array().unwrap().iter().zip(b.as_array().unwrap()) {
                let diff = (x.as_f64().unwrap() - y.as_f64().unwrap()).abs();
                assert!(diff <= tolerance, "{backend}: {diff}");
            }
        }
    }
}

/// True (after a loud message) when a GPU command failed for want of an adapter and
/// `ATTEND_SKIP_GPU` allows the skip; without it, no adapter fails the test.
fn gpu_is_optional(out: &Output) -> bool {
    let err = stderr(out);
    if err.contains("no GPU adapter") {
        attend::backend::gpu::context::skip_without_gpu("the CLI GPU check", &err);
        return true;
    }
    false
}

#[test]
fn auto_falls_back_to_the_cpu_and_gpu_says_why_it_cannot_run() {
    let scratch = scratch();
    let w = scratch.path().join("fallback.safetensors");
    let p = w.to_str().unwrap();
    ok(attend(&["init", "--out", p]));
    let run = |backend: &str| {
        Command::new(env!("CARGO_BIN_EXE_attend"))
            .args(["decode", "--weights", p, "--text", "abc", "--json"])
            .args(["--backend", backend])
            // Only Metal, which this platform has not: wgpu finds no adapter.
            .env("WGPU_BACKEND", "metal")
            .output()
            .unwrap()
    };
    let cpu = ok(attend(&[
        "decode",
        "--weights",
        p,
        "--text",
        "abc",
        "--json",
    ]));
    let auto = ok(run("auto"));
    assert!(
        stderr(&auto).contains("running on the CPU"),
        "{}",
        stderr(&auto)
    );
    assert_eq!(stdout(&auto), stdout(&cpu));
    fails_with(run("gpu"), "no GPU adapter");
}

#[test]
fn errors_are_messages_not_panics() {
    let scratch = scratch();
    let path = scratch.path().join("small.safetensors");
    let p = path.to_str().unwrap();
    ok(attend(&[
        "init",
        "--out",
        p,
        "--src-vocab",
        "10",
        "--tgt-vocab",
        "10",
        "--max-len",
        "8",
    ]));
    fails_with(
        attend(&["forward", "--weights", p, "--src", "5,x", "--tgt", "1"]),
        "invalid value",
    );
    fails_with(
        attend(&["forward", "--weights", p, "--src", "5,60", "--tgt", "1"]),
        "id 60",
    );
    fails_with(
        attend(&[
            "forward",
            "--weights",
            p,
            "--src",
            "1,2,3,4,5,6,7,8,9",
            "--tgt",
            "1",
        ]),
        "at most 8",
    );
    fails_with(
        attend(&["forward", "--weights", p, "--src", "", "--tgt", "1"]),
        "invalid value",
    );
    // The 10-token vocabulary holds the specials and " !\"#$%"; 'z' is <unk>, so that decodes,
    // but a too-long text does not.
    ok(attend(&["decode", "--weights", p, "--text", "z"]));
    fails_with(
        attend(&["decode", "--weights", p, "--text", "!!!!!!!!!"]),
        "at most 8",
    );
    fails_with(
        attend(&["decode", "--weights", p, "--text", "!", "--beam", "0"]),
        "beam size",
    );
    fails_with(
        attend(&["info", "--weights", "/nonexistent.safetensors"]),
        "/nonexistent.safetensors",
    );
    fails_with(
        attend(&["init", "--out", p, "--d-model", "10", "--n-heads", "3"]),
        "n_heads",
    );
    fails_with(
        attend(&["init", "--out", p, "--d-model", "100000"]),
        "d_model",
    );
    let bad = scratch.path().join("bad.safetensors");
    std::fs::write(&bad, b"not a weights file at all").unwrap();
    fails_with(
        attend(&["info", "--weights", bad.to_str().unwrap()]),
        "error: weights: its header claims more than",
    );
    fails_with(attend(&["bogus"]), "unrecognized subcommand");
}

#[test]
fn decode_without_a_vocabulary_says_so() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/fixtures");
    let w = dir.join("single_head.safetensors");
    fails_with(
        attend(&["decode", "--weights", w.to_str().unwrap(), "--text", "abc"]),
        "no vocabulary",
    );
}

#[test]
fn a_diverging_run_stops_with_a_message_and_keeps_the_last_good_weights() {
    let scratch = scratch();
    let w = scratch.path().join("diverged.safetensors");
    let p = w.to_str().unwrap();
    // Ten times the paper's learning rate after a 3-step warm-up blows up within a few steps.
    let o = attend(&[
        "train",
        "--task",
        "reverse",
        "--out",
        p,
        "--steps",
        "100",
        "--lr-factor",
        "10",
        "--warmup",
        "3",
        "--eval-every",
        "100",
        "--loss-every",
        "1",
    ]);
    fails_with(o.clone(), "training diverged");
    let err = stderr(&o);
    assert_eq!(
        err.matches("training diverged").count(),
        1,
        "said once: {err}"
    );
    assert!(
        !err.contains("input: "),
        "a divergence is not an input error: {err}"
    );
    assert!(err.contains("saved the last good weights"), "{err}");
    let info = ok(attend(&["info", "--weights", p]));
    assert!(
        stdout(&info).contains("stopped at step"),
        "{}",
        stdout(&info)
    );
}

#[test]
fn a_short_training_run_learns_to_copy() {
    let scratch = scratch();
    let w = scratch.path().join("copy.safetensors");
    let p = w.to_str().unwrap();
    // 400 steps of the copy recipe reach about 98% exact match (seed 1).
    let train = ok(attend(&[
        "train",
        "--task",
        "copy",
        "--out",
        p,
        "--steps",
        "400",
        "--eval-every",
        "400",
        "--seed",
        "1",
    ]));
    assert!(stderr(&train).contains("held-out: exact match"));
    assert!(stderr(&train).contains(", BLEU "), "{}", stderr(&train));
    let out = ok(attend(&[
        "eval",
        "--weights",
        p,
        "--task",
        "copy",
        "--n",
        "200",
    ]));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let exact = v["exact_match"].as_f64().unwrap();
    assert!(exact >= 0.8, "exact match {exact} after 400 steps");
    assert_eq!(v["n"], 200);
    // Each target is one 13a token (a run of letters), so BLEU has no 2-grams to score.
    assert_eq!(v["bleu"]["ref_len"], 200, "{v}");
    assert_eq!(v["bleu"]["score"], 0.0, "{v}");
    // The file records how it was made.
    let info = ok(attend(&["info", "--weights", p]));
    assert!(stdout(&info).contains("train --task copy"));
    // The wrong task is refused, and so is an unknown one.
    fails_with(
        attend(&["eval", "--weights", p, "--task", "dates"]),
        "not trained on the dates task",
    );
    fails_with(
        attend(&["train", "--task", "juggle", "--out", p]),
        "unknown task",
    );
}

#[test]
fn without_the_causal_mask_a_model_reads_the_answer_and_cannot_generate() {
    let scratch = scratch();
    let w = scratch.path().join("no-causal.safetensors");
    let p = w.to_str().unwrap();
    // Fed the answer, the decoder learns to copy the next input token: teacher-forced token
    // accuracy reaches 100% within 250 steps while greedy decoding, which has no answer to
    // read, gets no example right.
    let train = ok(attend(&[
        "train",
        "--task",
        "reverse",
        "--causal-mask",
        "false",
        "--out",
        p,
        "--steps",
        "250",
        "--eval-every",
        "250",
    ]));
    assert!(
        stderr(&train).contains("(no causal mask)"),
        "{}",
        stderr(&train)
    );
    let out = ok(attend(&["eval", "--weights", p, "--task", "reverse"]));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let (exact, tokens) = (
        v["exact_match"].as_f64().unwrap(),
        v["token_accuracy"].as_f64().unwrap(),
    );
    assert!(
        tokens >= 0.95 && exact <= 0.05,
        "token accuracy {tokens}, exact match {exact}"
    );
    let info = ok(attend(&["info", "--weights", p]));
    assert!(
        stdout(&info).contains("\"causal_mask\": false"),
        "{}",
        stdout(&info)
    );
}

#[cfg(unix)]
#[test]
fn ctrl_c_saves_the_weights_and_the_plot() {
    let scratch = scratch();
    let w = scratch.path().join("interrupted.safetensors");
    let svg = scratch.path().join("interrupted.svg");
    let (p, s) = (w.to_str().unwrap(), svg.to_str().unwrap());
    let child = Command::new(env!("CARGO_BIN_EXE_attend"))
        .args([
            "train", "--task", "reverse", "--out", p, "--steps", "1000000",
        ])
        .args(["--eval-every", "20", "--plot", s])
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(4));
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    // Saved, then exits as an interrupted command does: 130.
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("interrupted: saved the weights after"),
        "{}",
        stderr(&out)
    );
    let info = ok(attend(&["info", "--weights", p]));
    assert!(stdout(&info).contains("interrupted after"));
    let plot = std::fs::read_to_string(&svg).unwrap();
    assert!(plot.contains("training loss") && plot.contains("<svg"));
}

#[test]
fn data_prints_examples_and_the_training_batches() {
    let out = ok(attend(&["data", "--task", "dates", "--n", "3"]));
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["tgt"].as_str().unwrap().len(), 10); // yyyy-mm-dd
    assert!(
        lines[0].get("alignment").is_none(),
        "dates records no alignment"
    );
    // Translation pairs come with their true word alignment: the source words of each target word.
    let out = ok(attend(&["data", "--task", "fr-en", "--n", "2"]));
    for line in stdout(&out).lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let words = |side: &str| v[side].as_str().unwrap().split(' ').count();
        let alignment = v["alignment"].as_array().unwrap();
        assert_eq!(alignment.len(), words("tgt"), "{line}");
        for sources in alignment {
            let sources = sources.as_array().unwrap();
            assert!(!sources.is_empty(), "{line}");
            assert!(sources
                .iter()
                .all(|f| (f.as_u64().unwrap() as usize) < words("src")));
        }
    }
    let out = ok(attend(&[
        "data",
        "--task",
        "reverse",
        "--batches",
        "2",
        "--batch-size",
        "4",
    ]));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let batches = v["batches"].as_array().unwrap();
    assert_eq!(batches.len(), 2);
    for b in batches {
        let (tgt_in, tgt_out) = (
            b["tgt_in"].as_array().unwrap(),
            b["tgt_out"].as_array().unwrap(),
        );
        assert_eq!(tgt_in.len(), 4);
        let mut tokens = 0;
        for (i, o) in tgt_in.iter().zip(tgt_out) {
            let (i, o) = (i.as_array().unwrap(), o.as_array().unwrap());
            assert_eq!(i[0], 1, "decoder input starts with bos");
            let real = |v: &[serde_json::Value]| -> Vec<u64> {
                v.iter()
                    .filter_map(|t| t.as_u64())
                    .filter(|&t| t != 0)
                    .collect()
            };
            let mut shifted = real(&i[1..]);
            shifted.push(2);
            assert_eq!(
                real(o),
                shifted,
                "labels are the input shifted left, then eos"
            );
            tokens += o.iter().filter(|t| t.as_u64() != Some(0)).count();
        }
        assert_eq!(b["tokens"], tokens);
    }
}

#[cfg(unix)]
#[test]
fn a_second_ctrl_c_stops_at_once() {
    let scratch = scratch();
    let w = scratch.path().join("twice.safetensors");
    let p = w.to_str().unwrap();
    // Steps of a wide model and batch take a while, so the second signal comes mid-step.
    let child = Command::new(env!("CARGO_BIN_EXE_attend"))
        .args(["train", "--task", "reverse", "--out", p, "--steps", "1000"])
        .args(["--d-model", "256", "--d-ff", "1024", "--batch-size", "512"])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(3));
    for _ in 0..2 {
        Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("interrupted again: stopping now"),
        "{}",
        stderr(&out)
    );
}

/// `sh -c` with a file-size limit of `blocks` x 512 bytes: a write past it is the disk filling
/// up (with SIGXFSZ ignored) or the process being killed mid-write (with it left as it is).
#[cfg(unix)]
fn with_file_limit(blocks: u32, ignore_signal: bool, args: &[&str]) -> Output {
    let trap = if ignore_signal { "trap '' XFSZ; " } else { "" };
    Command::new("sh")
        .arg("-c")
        .arg(format!("{trap}ulimit -f {blocks}; exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_attend"))
        .args(args)
        .output()
        .unwrap()
}

#[cfg(unix)]
#[test]
fn a_write_that_dies_midway_leaves_the_old_file_loadable() {
    let scratch = scratch();
    let path = scratch.path().join("kept.safetensors");
    let p = path.to_str().unwrap();
    ok(attend(&[
        "init",
        "--out",
        p,
        "--d-model",
        "16",
        "--n-heads",
        "2",
    ]));
    let before = std::fs::read(&path).unwrap();
    let big = ["init", "--out", p, "--d-model", "128", "--d-ff", "512"];
    // Killed mid-write (SIGXFSZ at 50 KB, as a kill -9 or a crash would stop it).
    let killed = with_file_limit(100, false, &big);
    assert!(!killed.status.success());
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the old file changed"
    );
    ok(attend(&["info", "--weights", p]));
    // A full disk: the write fails, the command says so, and no partial file is left.
    let full = with_file_limit(100, true, &big);
    assert!(!full.status.success());
    assert!(stderr(&full).contains(p), "{}", stderr(&full));
    assert!(!stderr(&full).contains("panicked"));
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the old file changed"
    );
    let dir = path.parent().unwrap();
    let leftovers: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .map(|e| e.path())
        .collect();
    // The killed write may leave its temporary file (nothing can clean up after a kill); the
    // failed one must not add another.
    assert!(leftovers.len() <= 1, "{leftovers:?}");
    for f in leftovers {
        std::fs::remove_file(f).unwrap();
    }
    // And a successful write replaces the file whole.
    ok(attend(&big));
    assert_ne!(std::fs::read(&path).unwrap(), before);
    ok(attend(&["info", "--weights", p]));
}

#[test]
fn train_checks_that_it_can_write_before_it_starts() {
    let scratch = scratch();
    let start = std::time::Instant::now();
    let o = attend(&[
        "train",
        "--task",
        "sort",
        "--out",
        "/nonexistent/folder/model.safetensors",
    ]);
    fails_with(o, "cannot write /nonexistent/folder/model.safetensors");
    // No step was trained (the sort recipe takes minutes).
    assert!(start.elapsed().as_secs() < 20);
    let dir = scratch.path().join("a-folder");
    std::fs::create_dir_all(&dir).unwrap();
    fails_with(
        attend(&["train", "--task", "copy", "--out", dir.to_str().unwrap()]),
        "is a folder",
    );
}

#[test]
fn reads_are_bounded_and_info_reads_only_the_header() {
    let scratch = scratch();
    #[cfg(unix)]
    {
        let start = std::time::Instant::now();
        fails_with(
            attend(&[
                "forward",
                "--weights",
                "/dev/zero",
                "--src",
                "5",
                "--tgt",
                "1",
            ]),
            "weights:",
        );
        fails_with(attend(&["info", "--weights", "/dev/zero"]), "weights:");
        assert!(start.elapsed().as_secs() < 10);
    }
    // A file whose header declares more data than it holds, and one with bytes past its end.
    let path = scratch.path().join("header.safetensors");
    let p = path.to_str().unwrap();
    ok(attend(&[
        "init",
        "--out",
        p,
        "--d-model",
        "8",
        "--n-heads",
        "2",
    ]));
    let good = std::fs::read(&path).unwrap();
    let cut = scratch.path().join("cut.safetensors");
    std::fs::write(&cut, &good[..good.len() - 4]).unwrap();
    fails_with(
        attend(&[
            "forward",
            "--weights",
            cut.to_str().unwrap(),
            "--src",
            "5",
            "--tgt",
            "1",
        ]),
        "truncated",
    );
    let long = scratch.path().join("long.safetensors");
    std::fs::write(&long, [good.as_slice(), &[0u8; 64]].concat()).unwrap();
    fails_with(
        attend(&["info", "--weights", long.to_str().unwrap()]),
        "padded",
    );
    // info never reads the tensors: a NaN in them is the loader's business, not info's.
    let mut nan = good.clone();
    let at = nan.len() - 4;
    nan[at..].copy_from_slice(&f32::NAN.to_le_bytes());
    let nan_path = scratch.path().join("nan.safetensors");
    std::fs::write(&nan_path, &nan).unwrap();
    let n = nan_path.to_str().unwrap();
    ok(attend(&["info", "--weights", n]));
    fails_with(
        attend(&["forward", "--weights", n, "--src", "5", "--tgt", "1"]),
        "non-finite",
    );
}

#[test]
fn init_never_writes_a_file_the_loader_refuses() {
    let scratch = scratch();
    // 805 million parameters (3.2 GB): under the old parameter cap, so init made the model and
    // wrote a file the loader then refused. Now it is more than a weights file may hold, and is
    // refused before anything is made.
    let path = scratch.path().join("huge.safetensors");
    fails_with(
        attend(&[
            "init",
            "--out",
            path.to_str().unwrap(),
            "--d-model",
            "4096",
            "--d-ff",
            "4096",
            "--n-layers",
            "3",
        ]),
        "a weights file holds at most",
    );
    assert!(!path.exists());
}

#[test]
fn every_number_a_user_types_has_a_limit_and_a_message() {
    let scratch = scratch();
    let path = scratch.path().join("limits.safetensors");
    let p = path.to_str().unwrap();
    ok(attend(&["init", "--out", p]));
    let cases: &[(&[&str], &str)] = &[
        (
            &["train", "--task", "copy", "--out", p, "--batch-size", "0"],
            "batch size must be 1 to 512",
        ),
        (
            &["train", "--task", "copy", "--out", p, "--steps", "0"],
            "steps must be 1 to",
        ),
        (
            &["train", "--task", "copy", "--out", p, "--threads", "100000"],
            "threads must be 1 to 64",
        ),
        (
            &["train", "--task", "copy", "--out", p, "--lr-factor", "NaN"],
            "learning-rate factor",
        ),
        (
            &["train", "--task", "copy", "--out", p, "--dropout", "1"],
            "dropout",
        ),
        (
            &["train", "--task", "copy", "--out", p, "--eval-every", "0"],
            "--eval-every",
        ),
        (
            &["train", "--task", "copy", "--out", p, "--d-model", "0"],
            "d_model",
        ),
        (
            &[
                "decode",
                "--weights",
                p,
                "--text",
                "ab",
                "--beam",
                "100000000",
            ],
            "beam size must be 1 to 32",
        ),
        (
            &["decode", "--weights", p, "--text", "ab", "--beam", "1000"],
            "beam size must be 1 to 32",
        ),
        (
            &["decode", "--weights", p, "--text", "ab", "--max-len", "0"],
            "at least 1 token",
        ),
        (
            &[
                "decode",
                "--weights",
                p,
                "--text",
                "ab",
                "--beam",
                "3",
                "--max-len",
                "0",
            ],
            "at least 1 token",
        ),
        (
            &["data", "--task", "copy", "--batches", "4000000000"],
            "--batches must be 1 to",
        ),
        (
            &[
                "data",
                "--task",
                "copy",
                "--batches",
                "2",
                "--batch-size",
                "0",
            ],
            "--batch-size must be 1 to",
        ),
        (
            &["data", "--task", "copy", "--n", "4000000000"],
            "--n must be 1 to",
        ),
        (
            &[
                "eval",
                "--weights",
                p,
                "--task",
                "copy",
                "--n",
                "4000000000",
            ],
            "--n must be 1 to",
        ),
    ];
    for (args, what) in cases {
        let start = std::time::Instant::now();
        fails_with(attend(args), what);
        assert!(
            start.elapsed().as_secs() < 20,
            "{args:?} took too long to fail"
        );
    }
}

#[test]
fn control_characters_never_reach_the_terminal() {
    let scratch = scratch();
    use attend::data::Vocabs;
    use attend::weights::Weights;
    let path = scratch.path().join("escape.safetensors");
    let p = path.to_str().unwrap();
    ok(attend(&[
        "init",
        "--out",
        p,
        "--tgt-vocab",
        "36",
        "--seed",
        "3",
    ]));
    // A target vocabulary whose every ordinary token is a control character (ESC among them).
    let mut w = Weights::load(p).unwrap();
    let tgt: Vec<String> = ["<pad>", "<bos>", "<eos>", "<unk>"]
        .iter()
        .map(|s| s.to_string())
        .chain((1u8..=32).map(|c| char::from(c).to_string()))
        .collect();
    let json = serde_json::json!({"kind": "char", "src": w.vocab.as_ref().unwrap().src.tokens, "tgt": tgt});
    w.vocab = Some(Vocabs::from_json(&json.to_string()).unwrap());
    w.save(p).unwrap();
    let out = ok(attend(&[
        "decode",
        "--weights",
        p,
        "--text",
        "hello",
        "--max-len",
        "6",
    ]));
    let text = stdout(&out);
    assert!(
        !text
            .trim_end_matches('\n')
            .chars()
            .any(|c| c.is_control() && c != '\n'),
        "{text:?}"
    );
    assert!(text.contains("\\u{"), "{text:?}");
    // File names in messages too.
    let o = attend(&["info", "--weights", "/nonexistent/\u{1b}[31mred"]);
    assert!(!stderr(&o).contains('\u{1b}'), "{:?}", stderr(&o));
}

#[test]
fn train_with_no_options_uses_the_task_recipe() {
    let scratch = scratch();
    // The observed failure: reverse, seed 3, ended at 97% with the old defaults. The recipe
    // reaches 99% from any seed; this trains it in full (about 40 seconds).
    let w = scratch.path().join("recipe-reverse.safetensors");
    let p = w.to_str().unwrap();
    let out = ok(attend(&[
        "train", "--task", "reverse", "--out", p, "--seed", "3",
    ]));
    let err = stderr(&out);
    assert!(
        err.contains("reverse recipe: d_model 32, 4 heads, 2+2 layers, d_ff 64; 3000 steps"),
        "{err}"
    );
    let e: serde_json::Value = serde_json::from_str(&stdout(&ok(attend(&[
        "eval",
        "--weights",
        p,
        "--task",
        "reverse",
        "--n",
        "200",
    ]))))
    .unwrap();
    let exact = e["exact_match"].as_f64().unwrap();
    assert!(exact >= 0.99, "reverse recipe, seed 3: exact match {exact}");
    // An option overrides its part of the recipe, and the run says so.
    let short = ok(attend(&[
        "train", "--task", "copy", "--out", p, "--steps", "2",
    ]));
    assert!(
        stderr(&short).contains("copy recipe (with your options): d_model 32")
            && stderr(&short).contains("; 2 steps"),
        "{}",
        stderr(&short)
    );
}

#[test]
fn what_the_vocabulary_lacks_is_read_as_unk_and_said() {
    let fr_en = concat!(env!("CARGO_MANIFEST_DIR"), "/www/models/fr-en.safetensors");
    let note = "note: --text: Read as <unk>, the model’s token for what it never saw in training: \
                the character “ß” of the word “ßtudiant” at position 2 is not in the model's \
                vocabulary.";
    for command in ["decode", "tokenize"] {
        let out = ok(attend(&[
            command,
            "--weights",
            fr_en,
            "--text",
            "je suis ßtudiant ß",
        ]));
        let err = stderr(&out);
        assert!(err.contains(note), "{command}: {err}");
        assert_eq!(
            err.matches("note:").count(),
            1,
            "each character once: {err}"
        );
    }
    let pieces = stdout(&ok(attend(&[
        "tokenize",
        "--weights",
        fr_en,
        "--text",
        "je ☃",
    ])));
    assert_eq!(pieces.lines().next(), Some("je <unk>"), "{pieces}");
    // attend eval --pairs names the pairs that hold what the vocabulary lacks, then counts them.
    let scratch = scratch();
    let file = scratch.path().join("pairs.tsv");
    std::fs::write(
        &file,
        "je suis étudiant\ti am a student\nje suis ☃\ti am a snowman\nle chat\tthe cat\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let eval = ok(attend(&["eval", "--weights", fr_en, "--pairs", f]));
    let err = stderr(&eval);
    assert!(
        err.contains(&format!("note: {f}: line 2, source: Read as <unk>"))
            && err.contains("the character “☃” of the word “☃” at position 2")
            && err.contains("1 of the 3 pairs hold what the model's vocabulary lacks"),
        "{err}"
    );
}

#[test]
fn decode_takes_edits_and_scan_finds_the_heads_that_align() {
    let reverse = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/models/reverse.safetensors"
    );
    let decode = |edits: &[&str]| {
        let mut args = vec!["decode", "--weights", reverse, "--text", "abcdef"];
        for e in edits {
            args.extend(["--edit", e]);
        }
        attend(&args)
    };
    assert_eq!(stdout(&ok(decode(&[]))).trim(), "fedcba");
    // Without cross-attention the decoder cannot see the source: the output is lost.
    let heads: Vec<String> = (0..2)
        .flat_map(|l| (0..4).map(move |h| format!("ablate=decoder.{l}.cross_attn.{h}")))
        .collect();
    let heads: Vec<&str> = heads.iter().map(String::as_str).collect();
    assert_ne!(stdout(&ok(decode(&heads))).trim(), "fedcba");
    // Without positions the encoder's output is a bag of letters.
    assert_ne!(stdout(&ok(decode(&["no-pe=src"]))).trim(), "fedcba");
    fails_with(
        decode(&["hide-source=6"]),
        "the source has positions 0 to 5",
    );
    fails_with(decode(&["ablate=decoder.2.cross.0"]), "layers 0 to 1");
    let out = ok(attend(&[
        "scan",
        "--weights",
        reverse,
        "--text",
        "abcdefgh",
    ]));
    let scan: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(scan["output"], "hgfedcba");
    let heads = scan["heads"].as_array().unwrap();
    assert_eq!(
        heads.len(),
        6 * 4,
        "2 encoder and 2 x 2 decoder attention sub-layers, 4 heads"
    );
    let top = heads
        .iter()
        .max_by(|a, b| a["drop"].as_f64().partial_cmp(&b["drop"].as_f64()).unwrap())
        .unwrap();
    let sublayer = top["sublayer"].as_str().unwrap();
    assert!(
        sublayer.ends_with("cross_attn"),
        "the head that matters most: {top}"
    );
}

#[test]
fn bleu_prints_sacrebleus_line_and_refuses_unusable_files() {
    let fixtures: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference/bleu/fixtures.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let news = fixtures["corpora"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "news")
        .unwrap();
    let lines = |key: &str| -> String {
        let v = news[key].as_array().unwrap();
        v.iter()
            .map(|l| format!("{}\n", l.as_str().unwrap()))
            .collect()
    };
    let scratch = scratch();
    let file = |name: &str, bytes: &[u8]| -> String {
        let path = scratch.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_string()
    };
    let hyp = file("hyp.txt", lines("hyps").as_bytes());
    // Windows line ends are read as line ends.
    let reference = file("ref.txt", lines("refs").replace('\n', "\r\n").as_bytes());
    let out = ok(attend(&["bleu", "--hyp", &hyp, "--ref", &reference]));
    assert_eq!(stdout(&out).trim_end(), news["line"].as_str().unwrap());
    let out = ok(attend(&[
        "bleu", "--hyp", &hyp, "--ref", &reference, "--json",
    ]));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert!((v["score"].as_f64().unwrap() - news["score"].as_f64().unwrap()).abs() < 0.01);
    for key in ["hyp_len", "ref_len", "counts", "totals"] {
        assert_eq!(v[key], news[key], "{key}");
    }
    assert_eq!(v["precisions"].as_array().unwrap().len(), 4);

    let short = file("short.txt", b"one line\n");
    fails_with(
        attend(&["bleu", "--hyp", &hyp, "--ref", &short]),
        "has 8 lines but --ref",
    );
    let latin1 = file("latin1.txt", b"caf\xe9\n");
    fails_with(
        attend(&["bleu", "--hyp", &latin1, "--ref", &latin1]),
        "is not UTF-8 text",
    );
    fails_with(
        attend(&["bleu", "--hyp", "/no/such/file", "--ref", &reference]),
        "/no/such/file",
    );
}

/// A file of the byte-pair fixtures (`tests/reference/bpe/make_bpe_fixtures.py`).
fn bpe_fixture(name: &str) -> String {
    format!("{}/tests/reference/bpe/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn bpe_learn_and_apply_write_what_subword_nmt_writes() {
    let scratch = scratch();
    let cases: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(bpe_fixture("cases.json")).unwrap()).unwrap();
    for case in cases {
        let file = |key: &str| bpe_fixture(case[key].as_str().unwrap());
        let codes = scratch.path().join("codes");
        let c = codes.to_str().unwrap();
        let out = ok(attend(&[
            "bpe",
            "learn",
            "--merges",
            &case["merges"].to_string(),
            "--min-frequency",
            &case["min_frequency"].to_string(),
            "--input",
            &file("corpus"),
            "--out",
            c,
        ]));
        assert!(stderr(&out).contains(&format!("({} merges", case["learnt"])));
        assert_eq!(
            std::fs::read(&codes).unwrap(),
            std::fs::read(file("codes")).unwrap(),
            "{}",
            case["name"]
        );
        let out = ok(attend(&[
            "bpe",
            "apply",
            "--codes",
            c,
            "--input",
            &file("apply"),
        ]));
        assert_eq!(
            out.stdout,
            std::fs::read(file("output")).unwrap(),
            "{}",
            case["name"]
        );
    }
}

#[test]
fn bpe_refuses_bad_input_with_a_message() {
    let scratch = scratch();
    let path = |name: &str| scratch.path().join(name).to_str().unwrap().to_string();
    std::fs::write(path("latin1"), b"caf\xe9 au lait\n").unwrap();
    std::fs::write(path("blank"), " \n\n").unwrap();
    std::fs::write(path("text"), "low lower lowest\n").unwrap();
    std::fs::write(path("old"), "l o\nlo w\n").unwrap();
    std::fs::write(path("bad"), "#version: 0.2\nl o\nlow\n").unwrap();
    let learn = |input: &str, merges: &str| {
        attend(&[
            "bpe",
            "learn",
            "--merges",
            merges,
            "--input",
            input,
            "--out",
            &path("codes"),
        ])
    };
    fails_with(
        learn(&path("latin1"), "10"),
        "is not UTF-8 text (invalid bytes at byte 3)",
    );
    fails_with(
        learn(&path("blank"), "10"),
        "has no words to learn merges from",
    );
    fails_with(learn(&path("missing"), "10"), "missing");
    fails_with(
        learn(&path("text"), "0"),
        "--merges must be 1 to 1000000 (got 0)",
    );
    fails_with(
        learn(&path("text"), "1000001"),
        "--merges must be 1 to 1000000",
    );
    let out = attend(&[
        "bpe",
        "learn",
        "--merges",
        "5",
        "--input",
        &path("text"),
        "--out",
        &path("codes"),
        "--min-frequency",
        "0",
    ]);
    fails_with(out, "--min-frequency");
    assert!(!scratch.path().join("codes").exists(), "nothing written");
    let apply = |codes: &str| attend(&["bpe", "apply", "--codes", codes, "--input", &path("text")]);
    fails_with(apply(&path("old")), "only subword-nmt's version 0.2 codes");
    fails_with(apply(&path("bad")), "codes line 3 is \"low\"");
    ok(learn(&path("text"), "3"));
    let out = ok(apply(&path("codes")));
    // What subword-nmt 0.3.8 learns and writes for the same text and merges.
    assert_eq!(
        std::fs::read_to_string(path("codes")).unwrap(),
        "#version: 0.2\nl o\nw e\nlo we\n"
    );
    assert_eq!(stdout(&out), "lo@@ w lowe@@ r lowe@@ s@@ t\n");
}

/// A pairs file of every two German number words (one to nine) and their English: 81 pairs.
fn number_pairs() -> String {
    let de = [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
    ];
    let en = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    let mut text = String::new();
    for i in 0..9 {
        for j in 0..9 {
            text += &format!("{} {}\t{} {}\n", de[i], de[j], en[i], en[j]);
        }
    }
    text
}

#[test]
fn train_on_pairs_then_decode_and_eval_with_the_model() {
    let scratch = scratch();
    let pairs = scratch.path().join("numbers.tsv");
    std::fs::write(&pairs, number_pairs()).unwrap();
    let w = scratch.path().join("pairs.safetensors");
    let (p, f) = (w.to_str().unwrap(), pairs.to_str().unwrap());
    let train = ok(attend(&[
        "train",
        "--pairs",
        f,
        "--out",
        p,
        "--steps",
        "300",
        "--threads",
        "2",
        "--seed",
        "1",
    ]));
    let err = stderr(&train);
    // 81 pairs: 8 held out, and the recipe for 73 (d_model 32).
    assert!(err.contains("73 pairs to train on, 8 held out"), "{err}");
    assert!(
        err.contains("pairs recipe (with your options): d_model 32"),
        "{err}"
    );
    assert!(err.contains("held-out: exact match"), "{err}");
    assert!(err.contains(", BLEU "), "{err}");
    // The file keeps its vocabulary (the merges and pieces) and says what it learned from.
    let info = ok(attend(&["info", "--weights", p]));
    let v: serde_json::Value = serde_json::from_str(&stdout(&info)).unwrap();
    assert_eq!(v["vocab"]["kind"], "bpe", "{v}");
    assert!(v["metadata"]["pairs"]
        .as_str()
        .unwrap()
        .contains("73 pairs to train on"));
    let out = ok(attend(&["decode", "--weights", p, "--text", "drei vier"]));
    let words: Vec<String> = stdout(&out).split_whitespace().map(String::from).collect();
    assert!(!words.is_empty(), "no output");
    let english = number_pairs();
    assert!(
        words.iter().all(|w| english.contains(w.as_str())),
        "{words:?}"
    );
    let eval = ok(attend(&["eval", "--weights", p, "--pairs", f, "--n", "20"]));
    let v: serde_json::Value = serde_json::from_str(&stdout(&eval)).unwrap();
    assert_eq!(v["n"], 20, "{v}");
    assert!(v["bleu"]["score"].as_f64().is_some(), "{v}");
}

#[test]
fn train_on_pairs_refuses_bad_files_and_a_task_beside_them() {
    let scratch = scratch();
    let w = scratch.path().join("m.safetensors");
    let p = w.to_str().unwrap();
    let bad = scratch.path().join("bad.tsv");
    let f = bad.to_str().unwrap();
    for (text, what) in [
        ("a\tb\nc d\n", "line 2: no tab"),
        (
            "a\tb\n\tb\n",
            "line 2: the source (before the tab) is empty",
        ),
        ("a\tb\nc\td\te\n", "line 2: more than one tab"),
        ("", "empty"),
        ("a\tb\n", "at least 2"),
    ] {
        std::fs::write(&bad, text).unwrap();
        fails_with(attend(&["train", "--pairs", f, "--out", p]), what);
    }
    std::fs::write(&bad, b"a\tb\n\xff\tc\n").unwrap();
    fails_with(
        attend(&["train", "--pairs", f, "--out", p]),
        "bad.tsv: line 2: not UTF-8",
    );
    fails_with(
        attend(&["train", "--pairs", f, "--task", "copy", "--out", p]),
        "cannot be used with",
    );
    fails_with(
        attend(&["train", "--task", "copy", "--bpe-merges", "10", "--out", p]),
        "--pairs",
    );
    fails_with(attend(&["train", "--out", p]), "--task");
    fails_with(
        attend(&["train", "--pairs", "/nonexistent/p.tsv", "--out", p]),
        "/nonexistent/p.tsv",
    );
}

/// The keys of a JSON object, sorted.
fn keys(v: &serde_json::Value) -> Vec<&str> {
    let mut k: Vec<&str> = v
        .as_object()
        .unwrap_or_else(|| panic!("{v} is not an object"))
        .keys()
        .map(String::as_str)
        .collect();
    k.sort();
    k
}

#[test]
fn experiment_table3_runs_a_short_row_and_its_numbers_are_attend_evals() {
    let scratch = scratch();
    let dir = scratch.path().join("table3");
    // Row E and the base row, two seeds of 40 steps, two runs at once, kept in `dir`.
    let table3 = || {
        let args = [
            "--rows",
            "E",
            "--seeds",
            "2",
            "--steps",
            "40",
            "--threads",
            "2",
        ];
        let out = ["--json", "--out", dir.to_str().unwrap()];
        ok(attend(
            &[&["experiment", "table3"], &args[..], &out].concat(),
        ))
    };
    let out = table3();
    let table: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    // The schema: {"task", "steps", "seeds", "rows": [{"row", "id", "label", "config",
    // "params", "ppl", "bleu", "bleu_sd", "runs": [{"seed", "bleu", "ppl"}], "paper": {"ppl",
    // "bleu", "params_m"}, "agreement"}]}.
    assert_eq!(keys(&table), ["rows", "seeds", "steps", "task"]);
    assert_eq!(
        (table["task"].as_str(), table["steps"].as_u64()),
        (Some("fr-en"), Some(40))
    );
    let rows = table["rows"].as_array().unwrap();
    let ids: Vec<&str> = rows.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["base", "E"]);
    for r in rows {
        assert_eq!(
            keys(r),
            [
                "agreement",
                "bleu",
                "bleu_sd",
                "config",
                "id",
                "label",
                "paper",
                "params",
                "ppl",
                "row",
                "runs"
            ]
        );
        assert_eq!(
            keys(&r["config"]),
            [
                "d_ff",
                "d_k",
                "d_model",
                "d_v",
                "eps_ls",
                "h",
                "learned_positions",
                "n",
                "p_drop",
                "steps"
            ]
        );
        assert_eq!(keys(&r["paper"]), ["bleu", "params_m", "ppl"]);
        let runs = r["runs"].as_array().unwrap();
        assert_eq!(runs.len(), 2);
        let bleus: Vec<f64> = runs.iter().map(|s| s["bleu"].as_f64().unwrap()).collect();
        assert_eq!(r["bleu"].as_f64().unwrap(), (bleus[0] + bleus[1]) / 2.0);
        for (seed, run) in runs.iter().enumerate() {
            assert_eq!(keys(run), ["bleu", "ppl", "seed"]);
            assert_eq!(run["seed"].as_u64(), Some(seed as u64 + 1));
            // Each run's numbers are `attend eval`'s on the model it kept.
            let id = r["id"].as_str().unwrap();
            let model = dir.join(format!("{id}-seed{}.safetensors", seed + 1));
            let eval = ok(attend(&[
                "eval",
                "--weights",
                model.to_str().unwrap(),
                "--task",
                "fr-en",
                "--n",
                "200",
                "--page-exact",
            ]));
            let eval: serde_json::Value = serde_json::from_str(&stdout(&eval)).unwrap();
            assert_eq!(eval["bleu"]["score"], run["bleu"], "{id} seed {}", seed + 1);
            assert_eq!(eval["perplexity"], run["ppl"], "{id} seed {}", seed + 1);
        }
    }
    // Row E is the paper's learned positions, beside its figures.
    let e = &rows[1];
    assert_eq!(e["config"]["learned_positions"], true);
    assert_eq!(e["paper"]["bleu"].as_f64(), Some(25.7));
    assert_eq!(e["paper"]["params_m"].as_f64(), Some(65.0));
    assert!(e["agreement"].is_string() && rows[0]["agreement"].is_null());
    // The table and its chart are kept beside the models; a second run retrains nothing.
    let kept = std::fs::read_to_string(dir.join("table3.json")).unwrap();
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&kept).unwrap(),
        table
    );
    assert!(std::fs::read_to_string(dir.join("table3.svg"))
        .unwrap()
        .contains("<svg"));
    let again = table3();
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&stdout(&again)).unwrap(),
        table
    );
    assert_eq!(
        stderr(&again).matches("kept, scored again").count(),
        4,
        "{}",
        stderr(&again)
    );
    // Rows and tasks it has not are named.
    fails_with(
        attend(&["experiment", "table3", "--rows", "F"]),
        "no row of Table 3 is named F",
    );
    fails_with(
        attend(&["experiment", "table3", "--task", "reverse"]),
        "its task is fr-en",
    );
    fails_with(
        attend(&["experiment", "table3", "--seeds", "0"]),
        "--seeds must be 1 to",
    );
}

#[test]
fn convert_stores_a_model_in_f16_and_back_and_it_translates_the_same() {
    let dir = scratch();
    let fr_en = concat!(env!("CARGO_MANIFEST_DIR"), "/www/models/fr-en.safetensors");
    let f32_path = dir.path().join("f32.safetensors");
    let f16_path = dir.path().join("f16.safetensors");
    let (f32_path, f16_path) = (f32_path.to_str().unwrap(), f16_path.to_str().unwrap());
    ok(attend(&[
        "convert",
        "--weights",
        fr_en,
        "--dtype",
        "f32",
        "--out",
        f32_path,
    ]));
    ok(attend(&[
        "convert",
        "--weights",
        f32_path,
        "--dtype",
        "f16",
        "--out",
        f16_path,
    ]));
    let size = |p: &str| std::fs::metadata(p).unwrap().len();
    assert!(size(f16_path) < size(f32_path) * 6 / 10);
    // The shipped file is f16 already: back in f32 and in f16 again, its numbers are the same
    // bytes (f16 to f32 is exact, and back).
    let data = |p: &str| {
        let bytes = std::fs::read(p).unwrap();
        let n = u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
        bytes[8 + n..].to_vec()
    };
    assert!(data(f16_path) == data(fr_en));
    for path in [f32_path, f16_path] {
        let out = stdout(&ok(attend(&[
            "decode",
            "--weights",
            path,
            "--text",
            "Je suis étudiant.",
        ])));
        assert_eq!(out.trim(), "I am a student.", "{path}");
    }
    let info = stdout(&ok(attend(&["info", "--weights", f16_path])));
    assert!(
        info.contains(&format!(
            "--dtype f32 && attend convert --weights {f16_path} --dtype f16"
        )),
        "the command metadata records both conversions: {info}"
    );
    fails_with(
        attend(&["convert", "--weights", "/no/such/file", "--dtype", "f16"]),
        "/no/such/file",
    );
    fails_with(
        attend(&["convert", "--weights", fr_en, "--dtype", "f64"]),
        "f64",
    );
}
