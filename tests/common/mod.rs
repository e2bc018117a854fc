//! Opening the GPU for tests: wgpu finds whatever adapter there is (lavapipe in CI). Without one
//! the GPU tests fail, unless `ATTEND_SKIP_GPU` is set, when they say loudly that they skipped;
//! likewise the test on a real corpus and `ATTEND_SKIP_CORPUS`.

#![allow(dead_code)]

/// The GPU backend, or `None` where there is no adapter and `ATTEND_SKIP_GPU` allows the skip
/// (which is said loudly); without it, no adapter fails the test.
#[cfg(not(target_arch = "wasm32"))]
pub fn gpu() -> Option<attend::backend::Gpu> {
    match attend::backend::Gpu::open_blocking() {
        Ok(gpu) => {
            eprintln!("GPU tests on {}", gpu.context().describe());
            Some(gpu)
        }
        Err(e) => {
            attend::backend::gpu::context::skip_without_gpu("the GPU tests", &e);
            None
        }
    }
}
pub mod fixtures;

/// An error as the command line says it, its message from the English catalogue (the crate's
/// words are native; on wasm32, where these tests are only compiled, its own `Display`).
#[cfg(not(target_arch = "wasm32"))]
pub fn said(e: &attend::Error) -> String {
    attend::words::error(e)
}

#[cfg(target_arch = "wasm32")]
pub fn said(e: &attend::Error) -> String {
    e.to_string()
}

/// The environment variable that lets the test on a real corpus skip where the Ding dictionary
/// is not installed (`ATTEND_SKIP_CORPUS=1 cargo test`); without it that test fails there.
pub const SKIP_CORPUS: &str = "ATTEND_SKIP_CORPUS";

/// Sentence pairs from a real corpus no one here wrote: every fourth of the whole-sentence
/// entries of the Ding German-English dictionary (Debian's `trans-de-en`), as
/// `scripts/ding-pairs.sh 4` extracts them (about 3,700). Where the dictionary is not installed,
/// `None` (said loudly) if [`SKIP_CORPUS`] is set; otherwise the test fails.
#[cfg(not(target_arch = "wasm32"))]
pub fn ding_pairs() -> Option<Vec<u8>> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/ding-pairs.sh");
    let out = std::process::Command::new("bash")
        .args([script, "4"])
        .output()
        .expect("bash runs");
    if out.status.success() {
        return Some(out.stdout);
    }
    let why = format!(
        "{}install it with `sudo apt-get install trans-de-en` (scripts/setup.sh does, for the \
         test command)",
        String::from_utf8_lossy(&out.stderr)
    );
    if std::env::var_os(SKIP_CORPUS).is_none() {
        panic!("the Ding corpus cannot be read (set {SKIP_CORPUS}=1 to skip this test): {why}");
    }
    eprintln!("\n*** SKIPPED the test on real sentence pairs ({SKIP_CORPUS} is set): {why} ***\n");
    None
}

/// Runs `check` once with each GPU kernel family (the tiled kernels of real GPUs, and the
/// barrier-free ones of CPU-emulated GPUs), passing the family's name for messages, then
/// restores the device's own choice.
#[cfg(not(target_arch = "wasm32"))]
pub fn for_each_family(ctx: &attend::backend::gpu::GpuContext, mut check: impl FnMut(&str)) {
    let default = ctx.barrier_free();
    for (barrier_free, family) in [(false, "tiled kernels"), (true, "barrier-free kernels")] {
        ctx.set_barrier_free(barrier_free);
        check(family);
    }
    ctx.set_barrier_free(default);
}

/// The traced, plain and training forward are one function: at dropout 0 they give the same
/// logits, post-LN and pre-LN, with padding. Traced and training run the same ops and agree
/// exactly; the plain pass may use a fused attention kernel, so it agrees within `fused_tol`.
pub fn check_one_forward<B: attend::backend::Backend>(b: &B, fused_tol: f32) {
    use attend::model::{Batch, Config, Pass, Transformer};
    let src = Batch::from_rows(&[vec![5, 6, 7, 8], vec![9, 10]], 0).unwrap();
    let tgt = Batch::from_rows(&[vec![1, 4, 5], vec![1, 6]], 0).unwrap();
    for norm_first in [false, true] {
        let config = Config {
            norm_first,
            ..Config::tiny()
        };
        let model = Transformer::init(b, config, 3).unwrap();
        let logits = |mut pass: Pass<B>| {
            let (logits, cache) = model.forward_cached(&mut pass, &src, &tgt).unwrap();
            (b.download(&logits).unwrap(), cache.is_some())
        };
        let (traced, _) = logits(Pass::traced(b));
        let (plain, plain_cached) = logits(Pass::inference(b));
        let (training, training_cached) = logits(Pass::training(b, 0.0, 7));
        assert!(
            training_cached && !plain_cached,
            "only training keeps a cache"
        );
        assert_eq!(traced, training, "traced and training logits differ");
        let diff = attend::backend::tensor::max_abs_diff(&plain, &traced);
        assert!(
            diff <= fused_tol,
            "plain vs traced: {diff} (norm_first {norm_first})"
        );
    }
}

/// Interventions act where they say and nowhere before: ablating a head zeroes exactly that
/// head's Z (its weights and every earlier number stay as they were); bypassing a sub-layer
/// zeroes its output, so its residual sum is its input; a fixed pattern's weights are exact;
/// no edits is the plain traced pass, bit for bit. The head scan's numbers are one ablation
/// run each.
pub fn check_edits_act_locally<B: attend::backend::Backend>(b: &B) {
    use attend::model::{Batch, Config, Edit, Edits, Pass, Transformer};
    use attend::trace::Trace;
    let src = Batch::from_rows(&[vec![5, 6, 7, 8], vec![9, 10]], 0).unwrap();
    let tgt = Batch::from_rows(&[vec![1, 4, 5], vec![1, 6]], 0).unwrap();
    // A short max_len keeps the scan's greedy decodes (an untrained model never stops) short.
    let config = Config {
        max_len: 8,
        ..Config::tiny()
    };
    let model = Transformer::init(b, config, 3).unwrap();
    let traced = |edits: &[&str]| -> Trace {
        let edits = Edits::parse(edits, &model.config).unwrap();
        let mut pass = Pass::traced(b).with_edits(&edits);
        model.forward(&mut pass, &src, &tgt).unwrap();
        pass.into_trace().unwrap()
    };
    let plain = traced(&[]);
    let same_until = |edited: &Trace, first_changed: &str| {
        for (name, t) in plain.entries() {
            if name == first_changed {
                return;
            }
            assert!(
                edited.get(name) == Some(t),
                "{name} changed before {first_changed}"
            );
        }
        panic!("{first_changed} was never recorded");
    };
    // Ablating head 1 of the first decoder layer's cross-attention.
    let cross = &model.names.decoder.layers[0].cross_attn;
    let ablated = traced(&["ablate=decoder.0.cross_attn.1"]);
    same_until(&ablated, &cross.heads);
    let (before, after) = (
        &plain.get(&cross.heads).unwrap(),
        ablated.get(&cross.heads).unwrap(),
    );
    for (h, (x, y)) in before
        .axis_iter(ndarray::Axis(1))
        .zip(after.axis_iter(ndarray::Axis(1)))
        .enumerate()
    {
        if h == 1 {
            assert!(
                y.iter().all(|&v| v == 0.0) && x.iter().any(|&v| v != 0.0),
                "head 1's Z is zeroed"
            );
        } else {
            assert_eq!(x, y, "head {h} is untouched");
        }
    }
    assert_ne!(plain.get(&cross.out), ablated.get(&cross.out));
    // Bypassing the encoder's first feed-forward network.
    let layer = &model.names.encoder.layers[0];
    let bypassed = traced(&["bypass=encoder.0.ffn"]);
    same_until(&bypassed, &layer.ffn.out);
    assert!(bypassed
        .get(&layer.ffn.out)
        .unwrap()
        .iter()
        .all(|&v| v == 0.0));
    assert_eq!(
        bypassed.get(&layer.residual[1]),
        bypassed.get(&layer.norm[0]),
        "x + 0 = x"
    );
    // A fixed pattern: every query of head 0 looks only at the previous token.
    let own = &model.names.decoder.layers[1].layer.self_attn;
    let patterned = traced(&["pattern=decoder.1.self_attn.0:previous"]);
    same_until(&patterned, &own.weights);
    let w = patterned.get(&own.weights).unwrap(); // [B, H, T, T]
    for i in 0..3 {
        for j in 0..3 {
            let want = if j + 1 == i.max(1) { 1.0 } else { 0.0 };
            assert_eq!(w[[0, 0, i, j]], want, "query {i}, key {j}");
        }
    }
    let none = traced(&[]);
    for ((name, x), (_, y)) in plain.entries().iter().zip(none.entries()) {
        assert_eq!(x, y, "{name}: no edits is the plain pass");
    }
    // The scan's entry for a head is one ablation run.
    let text = [5, 6, 7];
    use attend::decode::ready;
    let scan = ready(attend::scan::scan_heads(&model, b, &text, usize::MAX)).unwrap();
    let paths = attend::scan::attention_paths(&model);
    assert_eq!(scan.heads.len(), paths.len() * model.config.n_heads);
    for effect in scan.heads.iter().step_by(5) {
        let mut edits = Edits::default();
        edits.push(Edit::Ablate {
            sublayer: effect.sublayer.clone(),
            head: effect.head,
        });
        let lp = ready(attend::scan::sequence_log_prob(
            &model,
            b,
            &text,
            &scan.output,
            &edits,
        ));
        let out = ready(attend::scan::greedy_with(
            &model,
            b,
            &text,
            &edits,
            usize::MAX,
        ));
        let (lp, out) = (lp.unwrap(), out.unwrap().tokens);
        assert_eq!((lp, &out), (effect.log_prob, &effect.output), "{effect:?}");
        assert_eq!(effect.drop, scan.log_prob - lp);
    }
}
