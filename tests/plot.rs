//! `attend plot`: the page's figures from the shell. A heatmap's embedded numbers are the traced
//! pass's (`attend forward --trace`), its caption names the model, input, layer, head and
//! interventions, bad arguments get messages, and the file is written whole or not at all.

use std::process::{Command, Output};

fn attend(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_attend"))
        .args(args)
        .output()
        .expect("attend runs")
}

fn ok(o: Output) -> Output {
    assert!(
        o.status.success(),
        "failed: {}\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

fn fails_with(o: Output, what: &str) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "should have failed: {err}");
    assert!(err.contains(what), "stderr {err:?} should mention {what:?}");
    assert!(!err.contains("panicked"), "panicked: {err}");
}

const REVERSE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/www/models/reverse.safetensors"
);

/// The JSON a figure's SVG carries in `<metadata id="attend-figure">`.
fn numbers(svg: &str) -> serde_json::Value {
    let start = svg
        .find("<metadata id=\"attend-figure\">")
        .expect("the figure's numbers")
        + "<metadata id=\"attend-figure\">".len();
    let end = start + svg[start..].find("</metadata>").expect("its end");
    serde_json::from_str(&svg[start..end]).expect("JSON")
}

/// `attend decode --json`'s line for `text` with `edits`: the source ids and the greedy output's.
fn decoded(text: &str, edits: &[&str]) -> serde_json::Value {
    let mut args = vec!["decode", "--weights", REVERSE, "--text", text, "--json"];
    for e in edits {
        args.extend(["--edit", e]);
    }
    serde_json::from_str(&String::from_utf8_lossy(&ok(attend(&args)).stdout)).unwrap()
}

#[test]
fn a_heatmap_holds_the_traced_weights_and_names_what_it_shows() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("cross.svg");
    let out = out.to_str().unwrap();
    let edit = "ablate=decoder.0.cross_attn.1";
    ok(attend(&[
        "plot",
        "--weights",
        REVERSE,
        "--text",
        "abcdef",
        "--figure",
        "cross",
        "--layer",
        "1",
        "--head",
        "2",
        "--edit",
        edit,
        "--out",
        out,
    ]));
    let svg = std::fs::read_to_string(out).unwrap();
    let fig = numbers(&svg);
    assert_eq!(fig["format"], "attend-figure/1");
    assert_eq!(
        fig["caption"],
        format!("Cross-attention (model reverse, input “abcdef”, layer 1, head 2; interventions: {edit})")
    );
    assert!(svg.contains("<title>Cross-attention (model reverse"));
    assert_eq!(
        (fig["layer"].as_u64(), fig["head"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(fig["edits"], serde_json::json!([edit]));
    // The same pass from `attend forward --trace`: the source, and bos then the greedy output
    // but its last token, with the same edit.
    let line = decoded("abcdef", &[edit]);
    let src: Vec<String> = line["source_ids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.to_string())
        .collect();
    let ids: Vec<u64> = line["ids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let mut tgt = vec!["1".to_string()];
    tgt.extend(ids[..ids.len() - 1].iter().map(u64::to_string));
    let traced = ok(attend(&[
        "forward",
        "--weights",
        REVERSE,
        "--src",
        &src.join(","),
        "--tgt",
        &tgt.join(","),
        "--trace",
        "--edit",
        edit,
    ]));
    let traced: serde_json::Value = serde_json::from_slice(&traced.stdout).unwrap();
    let w = &traced["trace"]["decoder.1.cross_attn.weights"];
    let shape: Vec<usize> = w["shape"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    let (tq, tk) = (shape[2], shape[3]);
    let values = fig["values"].as_array().unwrap();
    assert_eq!(
        (values.len(), values[0].as_array().unwrap().len()),
        (tq, tk)
    );
    assert_eq!(fig["cols"].as_array().unwrap().len(), tk);
    let data = w["data"].as_array().unwrap();
    let mut worst = 0f64;
    for (r, row) in values.iter().enumerate() {
        for (c, v) in row.as_array().unwrap().iter().enumerate() {
            let want = data[(2 * tq + r) * tk + c].as_f64().unwrap();
            worst = worst.max((v.as_f64().unwrap() - want).abs());
        }
    }
    assert!(
        worst <= 1e-6,
        "the heatmap's numbers differ from the trace by {worst}"
    );
}

#[test]
fn defaults_name_the_file_and_every_figure_draws() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let mut all = vec!["plot", "--weights", REVERSE, "--text", "abc"];
        all.extend(args);
        ok(Command::new(env!("CARGO_BIN_EXE_attend"))
            .args(&all)
            .current_dir(dir.path())
            .output()
            .unwrap())
    };
    run(&[]);
    run(&["--figure", "encoder-self", "--layer", "1", "--head", "3"]);
    run(&["--figure", "decoder-self"]);
    run(&["--figure", "pe"]);
    run(&["--figure", "scan"]);
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "attend-reverse-cross-L0H0.svg",
            "attend-reverse-decoder-self-L0H0.svg",
            "attend-reverse-encoder-self-L1H3.svg",
            "attend-reverse-pe.svg",
            "attend-reverse-scan.svg"
        ]
    );
    let read = |name: &str| numbers(&std::fs::read_to_string(dir.path().join(name)).unwrap());
    let dec = read("attend-reverse-decoder-self-L0H0.svg");
    // The decoder's mask hides the future: every cell above the diagonal.
    let n = dec["rows"].as_array().unwrap().len();
    assert_eq!(dec["masked"].as_array().unwrap().len(), n * (n - 1) / 2);
    let pe = read("attend-reverse-pe.svg");
    assert_eq!(
        pe["caption"],
        "Positional encoding (model reverse, input “abc”; no interventions)"
    );
    assert_eq!(pe["values"][0][1].as_f64(), Some(1.0), "PE(0, 1) = cos 0");
    let scan = read("attend-reverse-scan.svg");
    assert_eq!(
        scan["rows"].as_array().unwrap().len(),
        6,
        "2 encoder and 2 x 2 decoder sub-layers"
    );
    assert_eq!(scan["rows"][5], "decoder 1 cross");
}

#[test]
fn bad_arguments_get_messages_and_leave_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("fig.svg");
    let out = out.to_str().unwrap();
    let plot = |args: &[&str]| {
        let mut all = vec!["plot", "--weights", REVERSE, "--text", "abc", "--out", out];
        all.extend(args);
        attend(&all)
    };
    fails_with(
        plot(&["--layer", "2"]),
        "this model's decoder has layers 0 to 1",
    );
    fails_with(plot(&["--head", "4"]), "this model has heads 0 to 3");
    fails_with(plot(&["--figure", "heat"]), "invalid value 'heat'");
    fails_with(
        plot(&["--edit", "ablate=decoder.5.cross.0"]),
        "layers 0 to 1",
    );
    fails_with(
        plot(&["--figure", "scan", "--edit", "see-future"]),
        "leave out --edit",
    );
    let long = "a".repeat(100);
    fails_with(
        attend(&["plot", "--weights", REVERSE, "--text", &long, "--out", out]),
        "this model takes at most",
    );
    fails_with(
        attend(&[
            "plot",
            "--weights",
            REVERSE,
            "--text",
            "abc",
            "--out",
            "fig.png",
        ]),
        "writes SVG",
    );
    let folder = dir.path().join("no-such-folder").join("fig.svg");
    fails_with(
        attend(&[
            "plot",
            "--weights",
            REVERSE,
            "--text",
            "abc",
            "--out",
            folder.to_str().unwrap(),
        ]),
        "no-such-folder",
    );
    assert!(
        !std::path::Path::new(out).exists(),
        "a failed plot writes nothing"
    );
    // Written over an old file, the new figure replaces it whole, with no temporary file left.
    std::fs::write(out, "old").unwrap();
    ok(plot(&[]));
    assert!(std::fs::read_to_string(out).unwrap().starts_with("<svg"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    // A character the vocabulary lacks is read as <unk>, and said.
    let odd = ok(attend(&[
        "plot",
        "--weights",
        REVERSE,
        "--text",
        "ab?",
        "--out",
        out,
    ]));
    let err = String::from_utf8_lossy(&odd.stderr);
    assert!(
        err.contains(
            "note: --text: Read as <unk>, the model’s token for what it never saw in \
                      training: the character “?” at position 2 is not in the model's \
                      vocabulary."
        ),
        "{err}"
    );
}
