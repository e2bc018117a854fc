//! Layer-level properties of the model on the CPU: attention weights, masks, layer norm, the
//! trace, dropout, initialisation, weights round trips and decoding.

use attend::backend::tensor::{from_vec, max_abs_diff, Tensor};
use attend::backend::{AttentionMask, Backend, Cpu};
use attend::decode::{beam_search, greedy};
use attend::model::{Batch, Config, HostParams, Pass, Transformer};
use attend::weights::Weights;

mod common;

fn small_config(norm_first: bool) -> Config {
    Config {
        d_model: 16,
        n_heads: 4,
        n_encoder_layers: 2,
        n_decoder_layers: 2,
        d_ff: 24,
        src_vocab_size: 20,
        tgt_vocab_size: 15,
        max_len: 32,
        norm_first,
        ..Config::default()
    }
}

fn batches() -> (Batch, Batch) {
    let src = Batch::from_rows(&[vec![5, 6, 7, 8, 9], vec![10, 11, 12]], 0).unwrap();
    let tgt = Batch::from_rows(&[vec![1, 4, 5, 6], vec![1, 7]], 0).unwrap();
    (src, tgt)
}

fn random(shape: &[usize], seed: u64) -> Tensor {
    let mut rng = attend::rng::Rng::new(seed);
    let n = shape.iter().product();
    from_vec(shape, (0..n).map(|_| rng.uniform_in(-2.0, 2.0)).collect()).unwrap()
}

#[test]
fn attention_weights_are_distributions_and_masked_keys_get_exactly_zero() {
    let b = Cpu;
    let model = Transformer::init(&b, small_config(false), 1).unwrap();
    let (src, tgt) = batches();
    let mut pass = Pass::traced(&b);
    model.forward(&mut pass, &src, &tgt).unwrap();
    let trace = pass.into_trace().unwrap();
    for (name, keys, causal) in [
        ("encoder.1.self_attn", &src, false),
        ("decoder.0.self_attn", &tgt, true),
        ("decoder.1.cross_attn", &src, false),
    ] {
        let w = trace.get(&format!("{name}.weights")).unwrap(); // [B, H, Tq, Tk]
        let mask = trace.get(&format!("{name}.mask")).unwrap(); // [B, Tq, Tk]
        let sh = w.shape().to_vec();
        for bi in 0..sh[0] {
            for h in 0..sh[1] {
                for i in 0..sh[2] {
                    let mut sum = 0.0;
                    for j in 0..sh[3] {
                        let hidden = keys.row(bi)[j] == 0 || (causal && j > i);
                        assert_eq!(
                            mask[[bi, i, j]] == 0.0,
                            hidden,
                            "{name} mask at {bi},{i},{j}"
                        );
                        if hidden {
                            assert_eq!(w[[bi, h, i, j]], 0.0, "{name}: hidden key has weight");
                        }
                        sum += w[[bi, h, i, j]];
                    }
                    assert!((sum - 1.0).abs() < 1e-5, "{name} row sums to {sum}");
                }
            }
        }
    }
}

#[test]
fn scaled_scores_are_scores_over_sqrt_dk() {
    let b = Cpu;
    let model = Transformer::init(&b, small_config(false), 2).unwrap();
    let (src, tgt) = batches();
    let mut pass = Pass::traced(&b);
    model.forward(&mut pass, &src, &tgt).unwrap();
    let t = pass.into_trace().unwrap();
    let raw = t.get("encoder.0.self_attn.scores").unwrap();
    let scaled = t.get("encoder.0.self_attn.scaled").unwrap();
    // d_k = 16 / 4 = 4, so the scale is 1/2.
    assert!(max_abs_diff(&(raw * 0.5), scaled) < 1e-6);
    // q . k by hand for sequence 0, head 1, query 2, key 3.
    let q = t.get("encoder.0.self_attn.q").unwrap();
    let k = t.get("encoder.0.self_attn.k").unwrap();
    let dot: f32 = (4..8).map(|c| q[[0, 2, c]] * k[[0, 3, c]]).sum();
    assert!((dot - raw[[0, 1, 2, 3]]).abs() < 1e-5);
}

#[test]
fn layer_norm_gives_zero_mean_unit_variance_rows() {
    let b = Cpu;
    let x = random(&[3, 5, 16], 7);
    let gamma = Tensor::ones(ndarray::IxDyn(&[16]));
    let beta = Tensor::zeros(ndarray::IxDyn(&[16]));
    let y = b.layer_norm(&x, &gamma, &beta, 1e-5);
    for row in y.lanes(ndarray::Axis(2)) {
        let mean = row.sum() / 16.0;
        let var = row.iter().map(|v| (v - mean).powi(2)).sum::<f32>() / 16.0;
        assert!(mean.abs() < 1e-5, "mean {mean}");
        assert!((var - 1.0).abs() < 1e-3, "variance {var}");
    }
}

#[test]
fn fused_and_traced_attention_agree() {
    let b = Cpu;
    for norm_first in [false, true] {
        let model = Transformer::init(&b, small_config(norm_first), 3).unwrap();
        let (src, tgt) = batches();
        let fast = model.forward(&mut Pass::inference(&b), &src, &tgt).unwrap();
        let mut pass = Pass::traced(&b);
        let traced = model.forward(&mut pass, &src, &tgt).unwrap();
        assert!(max_abs_diff(&fast, &traced) < 1e-6);
        let trace = pass.into_trace().unwrap();
        assert!(max_abs_diff(trace.get("logits").unwrap(), &fast) == 0.0);
        let probs = trace.get("probs").unwrap();
        for row in probs.lanes(ndarray::Axis(2)) {
            assert!((row.sum() - 1.0).abs() < 1e-5);
        }
    }
}

#[test]
fn trace_records_every_named_intermediate_with_its_shape() {
    let b = Cpu;
    let c = small_config(false);
    let model = Transformer::init(&b, c.clone(), 4).unwrap();
    let (src, tgt) = batches();
    let mut pass = Pass::inference(&b);
    model.forward(&mut pass, &src, &tgt).unwrap();
    assert!(
        pass.into_trace().unwrap().is_empty(),
        "an untraced pass keeps nothing"
    );

    let mut pass = Pass::traced(&b);
    model.forward(&mut pass, &src, &tgt).unwrap();
    let t = pass.into_trace().unwrap();
    let (bs, s, tl, d, h) = (2, 5, 4, c.d_model, c.n_heads);
    let expect = |name: &str, shape: &[usize]| {
        let got = t.get(name).unwrap_or_else(|| panic!("trace lacks {name}"));
        assert_eq!(got.shape(), shape, "{name}");
    };
    expect("src.tokens", &[bs, s, d]);
    expect("src.pe", &[s, d]);
    expect("src.input", &[bs, s, d]);
    for i in 0..2 {
        let p = format!("encoder.{i}");
        for n in ["q", "k", "v", "context", "out"] {
            expect(&format!("{p}.self_attn.{n}"), &[bs, s, d]);
        }
        for n in ["scores", "scaled", "weights"] {
            expect(&format!("{p}.self_attn.{n}"), &[bs, h, s, s]);
        }
        expect(&format!("{p}.self_attn.mask"), &[bs, s, s]);
        expect(&format!("{p}.self_attn.heads"), &[bs, h, s, d / h]);
        expect(&format!("{p}.ffn.hidden"), &[bs, s, c.d_ff]);
        for n in ["ffn.out", "residual1", "norm1", "residual2", "norm2", "out"] {
            expect(&format!("{p}.{n}"), &[bs, s, d]);
        }
        let p = format!("decoder.{i}");
        expect(&format!("{p}.self_attn.weights"), &[bs, h, tl, tl]);
        expect(&format!("{p}.cross_attn.weights"), &[bs, h, tl, s]);
        expect(&format!("{p}.cross_attn.mask"), &[bs, tl, s]);
        expect(&format!("{p}.cross_attn.k"), &[bs, s, d]);
        expect(&format!("{p}.norm3"), &[bs, tl, d]);
    }
    expect("encoder.norm", &[bs, s, d]);
    expect("memory", &[bs, s, d]);
    expect("tgt.input", &[bs, tl, d]);
    expect("decoder.norm", &[bs, tl, d]);
    expect("logits", &[bs, tl, c.tgt_vocab_size]);
    expect("probs", &[bs, tl, c.tgt_vocab_size]);
    // The input is embedding * sqrt(d) + PE, and post-LN's layer output is its last norm.
    let sum = t.get("src.tokens").unwrap() + t.get("src.pe").unwrap();
    assert!(max_abs_diff(&sum, t.get("src.input").unwrap()) < 1e-6);
    assert_eq!(t.get("encoder.0.out"), t.get("encoder.0.norm2"));
    // Cross-attention keys come from the memory.
    let memory = t.get("memory").unwrap();
    let k = b.linear(
        memory,
        &model.decoder[0].cross_attn.w_k.weight,
        Some(&model.decoder[0].cross_attn.w_k.bias),
    );
    assert!(max_abs_diff(&k, t.get("decoder.0.cross_attn.k").unwrap()) < 1e-6);
}

#[test]
fn the_trace_records_exactly_the_names_of_its_table() {
    /// Every string in a JSON value, depth first, but the addresses edits use (`path`, `side`).
    fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(a) => a.iter().for_each(|v| strings(v, out)),
            serde_json::Value::Object(o) => o
                .iter()
                .filter(|(key, _)| !["path", "side"].contains(&key.as_str()))
                .for_each(|(_, v)| strings(v, out)),
            _ => {}
        }
    }
    for (norm_first, final_norm) in [(false, true), (true, false)] {
        let c = Config {
            final_norm,
            ..small_config(false)
        };
        let model = Transformer::init(&Cpu, c.clone(), 4).unwrap();
        let (src, tgt) = batches();
        let mut pass = Pass::traced(&Cpu);
        model.forward(&mut pass, &src, &tgt).unwrap();
        let trace = pass.into_trace().unwrap();
        let mut recorded: Vec<String> = trace.names().map(String::from).collect();
        let table = serde_json::to_value(&*model.names).unwrap();
        let mut listed = Vec::new();
        strings(&table, &mut listed);
        recorded.sort();
        listed.sort();
        assert_eq!(
            recorded, listed,
            "norm_first {norm_first}, final_norm {final_norm}"
        );
    }
}

#[test]
fn traced_plain_and_training_forward_agree_on_the_cpu() {
    // The CPU has no fused attention: all three are the same ops, bit for bit.
    common::check_one_forward(&Cpu, 0.0);
}

#[test]
fn padding_does_not_change_real_positions() {
    let b = Cpu;
    let model = Transformer::init(&b, small_config(false), 5).unwrap();
    let (src, tgt) = batches();
    let batched = model.forward(&mut Pass::inference(&b), &src, &tgt).unwrap();
    let alone = model
        .forward(
            &mut Pass::inference(&b),
            &Batch::single(&[10, 11, 12]).unwrap(),
            &Batch::single(&[1, 7]).unwrap(),
        )
        .unwrap();
    let row = batched
        .slice(ndarray::s![1, 0..2, ..])
        .to_owned()
        .into_dyn();
    let alone = alone.slice(ndarray::s![0, .., ..]).to_owned().into_dyn();
    assert!(max_abs_diff(&row, &alone) < 1e-5);
}

#[test]
fn decoder_is_causal() {
    // Changing a later target token must not change earlier positions' logits.
    let b = Cpu;
    let model = Transformer::init(&b, small_config(true), 6).unwrap();
    let src = Batch::single(&[5, 6, 7]).unwrap();
    let a = model
        .forward(
            &mut Pass::inference(&b),
            &src,
            &Batch::single(&[1, 4, 5, 6]).unwrap(),
        )
        .unwrap();
    let c = model
        .forward(
            &mut Pass::inference(&b),
            &src,
            &Batch::single(&[1, 4, 9, 3]).unwrap(),
        )
        .unwrap();
    let first = |t: &Tensor| t.slice(ndarray::s![0, 0..2, ..]).to_owned().into_dyn();
    assert_eq!(first(&a), first(&c));
    assert_ne!(a, c);
}

#[test]
fn dropout_only_in_training_and_seeded() {
    let b = Cpu;
    let model = Transformer::init(&b, small_config(false), 7).unwrap();
    let (src, tgt) = batches();
    let eval = model.forward(&mut Pass::inference(&b), &src, &tgt).unwrap();
    let no_drop = model
        .forward(&mut Pass::training(&b, 0.0, 1), &src, &tgt)
        .unwrap();
    assert_eq!(eval, no_drop);
    let t1 = model
        .forward(&mut Pass::training(&b, 0.1, 1), &src, &tgt)
        .unwrap();
    let t1_again = model
        .forward(&mut Pass::training(&b, 0.1, 1), &src, &tgt)
        .unwrap();
    let t2 = model
        .forward(&mut Pass::training(&b, 0.1, 2), &src, &tgt)
        .unwrap();
    assert_eq!(t1, t1_again);
    assert_ne!(t1, eval);
    assert_ne!(t1, t2);

    let x = Tensor::ones(ndarray::IxDyn(&[100, 100]));
    let y = b.dropout(x, 0.25, 9);
    let zeros = y.iter().filter(|v| **v == 0.0).count();
    assert!(
        (2300..2700).contains(&zeros),
        "{zeros} of 10000 dropped at p = 0.25"
    );
    assert!(y
        .iter()
        .all(|v| *v == 0.0 || (*v - 1.0 / 0.75).abs() < 1e-6));
}

#[test]
fn initialisation_is_seeded_and_xavier_bounded() {
    let c = small_config(false);
    let a = HostParams::init(&c, 11).unwrap();
    assert_eq!(a, HostParams::init(&c, 11).unwrap());
    assert_ne!(a, HostParams::init(&c, 12).unwrap());
    let total: usize = a.tensors.values().map(|t| t.len()).sum();
    assert_eq!(total, c.param_count());
    let w = &a.tensors["transformer.encoder.layers.0.linear1.weight"]; // [24, 16]
    let bound = (6.0f32 / (24.0 + 16.0)).sqrt();
    assert!(w.iter().all(|v| v.abs() <= bound));
    assert!(
        w.iter().any(|v| v.abs() > 0.9 * bound),
        "uses the whole range"
    );
    assert!(
        a.tensors["transformer.encoder.layers.0.self_attn.in_proj_bias"]
            .iter()
            .all(|v| *v == 0.0)
    );
    assert!(a.tensors["transformer.decoder.norm.weight"]
        .iter()
        .all(|v| *v == 1.0));
}

#[test]
fn weights_round_trip_through_bytes_and_the_model() {
    let b = Cpu;
    for norm_first in [false, true] {
        let mut c = small_config(norm_first);
        c.final_norm = !norm_first;
        let params = HostParams::init(&c, 13).unwrap();
        let model = Transformer::new(&b, c.clone(), params.clone()).unwrap();
        let exported = model.export(&b).unwrap();
        assert_eq!(
            exported, params,
            "export gives back exactly what was loaded"
        );
        let w = Weights {
            config: c,
            vocab: None,
            extra: [("task".to_string(), "reverse".to_string())].into(),
            params: exported,
        };
        let back = Weights::from_bytes(&w.to_bytes().unwrap()).unwrap();
        assert_eq!(back, w);
    }
}

#[test]
fn beam_of_one_equals_greedy() {
    let b = Cpu;
    for seed in 0..4 {
        let model = Transformer::init(&b, small_config(seed % 2 == 0), seed).unwrap();
        for src in [vec![5, 6, 7], vec![9, 3, 12, 4, 4, 8], vec![15]] {
            let (g, steps) = greedy(&model, &b, &src, 12).unwrap();
            let r = beam_search(&model, &b, &src, 1, 12, 0.0).unwrap();
            let (h, beam_steps) = (r.best, r.steps);
            assert_eq!(g.tokens, h.tokens);
            assert!((g.log_prob - h.log_prob).abs() < 1e-4);
            assert_eq!(steps.len(), beam_steps.len());
            assert!(steps.len() <= 12);
            for s in &steps {
                assert!(s.top[0].0 == s.token && (s.top[0].1 - s.prob).abs() < 1e-6);
            }
        }
    }
}

#[test]
fn wider_beams_never_score_worse_than_greedy_at_alpha_zero() {
    let b = Cpu;
    let model = Transformer::init(&b, small_config(false), 21).unwrap();
    let src = vec![5, 6, 7, 8];
    let (g, _) = greedy(&model, &b, &src, 10).unwrap();
    let r = beam_search(&model, &b, &src, 4, 10, 0.0).unwrap();
    let (h, steps) = (r.best, r.steps);
    // Beam search explores a superset of greedy's path; at the length limit both may be
    // unfinished, so compare only when both finished.
    if g.finished && h.finished {
        assert!(
            h.score >= g.score - 1e-4,
            "beam {} < greedy {}",
            h.score,
            g.score
        );
    }
    for nodes in &steps {
        assert!(nodes.iter().filter(|n| !n.finished).count() <= 4);
    }
}

#[test]
fn attention_mask_tensor_matches_allowed() {
    let m = AttentionMask::new(&[5, 6, 0, 7, 0, 0], 2, 3, 0, true);
    let t = m.to_tensor();
    assert_eq!(t.shape(), &[2, 3, 3]);
    assert_eq!(
        t.slice(ndarray::s![0, .., ..])
            .iter()
            .copied()
            .collect::<Vec<_>>(),
        vec![1., 0., 0., 1., 1., 0., 1., 1., 0.]
    );
    assert_eq!(t.slice(ndarray::s![1, 2, ..]).to_vec(), vec![1., 0., 0.]);
}

#[test]
fn bad_inputs_are_errors_not_panics() {
    let b = Cpu;
    let model = Transformer::init(&b, small_config(false), 8).unwrap();
    let ok = Batch::single(&[1, 4]).unwrap();
    let too_long = Batch::single(&[5; 33]).unwrap();
    let err = model
        .forward(&mut Pass::inference(&b), &too_long, &ok)
        .err()
        .unwrap();
    let said = err.said().expect("a refused input is said as a message");
    assert_eq!(said.code, "too-long", "{err}");
    assert_eq!(
        said.arg("max"),
        Some(&attend::error::Arg::Number(32.0)),
        "{err}"
    );
    let bad_id = Batch::single(&[5, 99]).unwrap();
    let err = model
        .forward(&mut Pass::inference(&b), &bad_id, &ok)
        .err()
        .unwrap();
    assert!(err.to_string().contains("id 99"), "{err}");
    assert!(Batch::from_rows(&[], 0).is_err());
    assert!(Batch::single(&[]).is_err());
    assert!(beam_search(&model, &b, &[5], 0, 4, 0.0).is_err());
    let too_wide = beam_search(&model, &b, &[5], 100_000_000, 4, 0.0)
        .err()
        .unwrap();
    assert!(
        common::said(&too_wide).contains("beam size must be 1 to"),
        "{too_wide}"
    );
    assert!(greedy(&model, &b, &[5], 0).is_err());
    let mut c = small_config(false);
    c.n_heads = 5;
    assert!(Transformer::init(&b, c, 0).is_err());
}

/// Parameters read back one by one (as the browser does, asynchronously) and renamed by
/// `export_host` are exactly what `export` writes, tied or not.
#[test]
fn export_from_host_copies_equals_export() {
    for tied in [false, true] {
        let mut model = Transformer::init(&Cpu, Config::tiny(), 3).unwrap();
        if tied {
            model.tie_weights().unwrap();
        }
        let want = model.export(&Cpu).unwrap();
        let named = model
            .params_mut()
            .into_iter()
            .map(|(name, t)| (name, t.clone()))
            .collect();
        let got = model.export_host(named).unwrap();
        assert_eq!(got.tensors, want.tensors, "tied: {tied}");
        // The names come from the first walk, kept; a clone and its gradients share them.
        let again: Vec<String> = model.params_mut().into_iter().map(|(n, _)| n).collect();
        assert!(again
            .iter()
            .all(|n| n.contains("weight") || n.contains("bias")));
        let mut copy = model.clone();
        let copied: Vec<String> = copy.params_mut().into_iter().map(|(n, _)| n).collect();
        assert_eq!(copied, again, "tied: {tied}");
    }
}

#[test]
fn edits_act_where_they_say_on_the_cpu() {
    common::check_edits_act_locally(&Cpu);
}

#[test]
fn edits_are_checked_against_the_model_with_messages() {
    use attend::model::Edits;
    let c = Config::tiny();
    for (text, says) in [
        ("ablate=decoder.5.cross_attn.0", "layers 0 to 1"),
        ("ablate=encoder.0.cross_attn.0", "self_attn or ffn"),
        ("ablate=decoder.0.cross_attn.9", "head 0 to 3"),
        (
            "ablate=encoder.0.ffn.0",
            "only attention sub-layers have heads",
        ),
        ("pattern=encoder.0.self_attn.1", "a head and a pattern"),
        (
            "pattern=encoder.0.self_attn.1:diagonal",
            "uniform, itself or previous",
        ),
        ("bypass=middle.0.ffn", "encoder or decoder"),
        ("no-pe=left", "src, tgt or both"),
        ("hide-source=x", "a source position"),
        ("see-future=1", "no value"),
        ("shuffle", "the edits are"),
    ] {
        let e = common::said(&Edits::parse(&[text], &c).unwrap_err());
        assert!(e.contains(says) && e.contains(text), "{text}: {e}");
    }
    let short = Edits::parse(&["ablate=decoder.1.cross.2", "bypass=encoder.0.self"], &c).unwrap();
    let texts: Vec<String> = short.list().iter().map(ToString::to_string).collect();
    assert_eq!(
        texts,
        [
            "ablate=decoder.1.cross_attn.2",
            "bypass=encoder.0.self_attn"
        ]
    );
    let many = vec!["see-future"; attend::model::edits::MAX_EDITS + 1];
    assert!(Edits::parse(&many, &c).is_err());
    // A hidden source position must lie in the source.
    let model = Transformer::init(&Cpu, c.clone(), 1).unwrap();
    let edits = Edits::parse(&["hide-source=7"], &c).unwrap();
    let (src, tgt) = (
        Batch::single(&[5, 6]).unwrap(),
        Batch::single(&[1]).unwrap(),
    );
    let e = model.forward(&mut Pass::inference(&Cpu).with_edits(&edits), &src, &tgt);
    assert!(common::said(&e.unwrap_err()).contains("positions 0 to 1"));
}

#[test]
fn sampling_reshapes_the_distribution_and_draws_from_it() {
    use attend::decode::{run_search, Search};
    use attend::model::Edits;
    use attend::sample::{Sample, Sampling};
    // [2, 1, 0, -1] -> softmax [0.644, 0.237, 0.087, 0.032].
    let logits = [1.0, 2.0, -1.0, 0.0];
    let full = Sampling::default().distribution(&logits);
    let ids: Vec<u32> = full.iter().map(|&(t, _)| t).collect();
    assert_eq!(ids, [1, 0, 3, 2], "most probable first");
    assert!((full[0].1 - 0.6439).abs() < 1e-4);
    let nucleus = Sampling {
        top_p: 0.85,
        ..Sampling::default()
    }
    .distribution(&logits);
    assert_eq!(
        nucleus.len(),
        2,
        "0.644 < 0.85 <= 0.644 + 0.237: two tokens"
    );
    assert!((nucleus.iter().map(|p| p.1).sum::<f32>() - 1.0).abs() < 1e-6);
    let top = Sampling {
        top_k: 3,
        ..Sampling::default()
    }
    .distribution(&logits);
    assert_eq!(top.len(), 3);
    let cold = Sampling {
        temperature: 0.5,
        ..Sampling::default()
    }
    .distribution(&logits);
    let hot = Sampling {
        temperature: 2.0,
        ..Sampling::default()
    }
    .distribution(&logits);
    assert!(
        cold[0].1 > full[0].1 && full[0].1 > hot[0].1,
        "T < 1 sharpens, T > 1 flattens"
    );
    for bad in [
        Sampling {
            temperature: 0.0,
            ..Sampling::default()
        },
        Sampling {
            top_p: 1.5,
            ..Sampling::default()
        },
    ] {
        assert!(bad.validate().is_err());
    }
    // One step drawn with 4000 seeds, over six tokens of which `<pad>` (0) and `<bos>` (1) are
    // never drawn: each other token about as often as its probability among the others.
    let config = Config {
        tgt_vocab_size: 6,
        ..small_config(false)
    };
    let (pad, bos) = (config.pad_id as usize, config.bos_id as usize);
    let mut row = vec![0.0f32; 6];
    row[2..].copy_from_slice(&logits);
    let mut allowed = row.clone();
    (allowed[pad], allowed[bos]) = (f32::NEG_INFINITY, f32::NEG_INFINITY);
    let want = Sampling::default().distribution(&allowed);
    assert_eq!(want.len(), 4);
    let mut counts = [0usize; 6];
    for seed in 0..4000 {
        let settings = Sampling {
            seed,
            ..Sampling::default()
        };
        let mut s = Sample::new(&config, settings, 0, 1).unwrap();
        s.push(&[row.clone()]);
        counts[s.finish().0.tokens[0] as usize] += 1;
    }
    assert_eq!((counts[pad], counts[bos]), (0, 0));
    for (t, &(id, p)) in want.iter().enumerate() {
        let seen = counts[id as usize] as f32 / 4000.0;
        assert!(
            (seen - p).abs() < 0.03,
            "token {t}: drawn {seen}, probability {p}"
        );
    }
    // On a model: top-k 1 is greedy decoding; a seed gives the same samples again.
    let model = Transformer::init(&Cpu, small_config(false), 2).unwrap();
    let sample = |settings: Sampling, i: u64| {
        let mut s = Sample::new(&model.config, settings, i, 8).unwrap();
        run_search(&model, &Cpu, &[5, 6, 7], &mut s, &Edits::NONE).unwrap();
        s.finish()
    };
    let (g, _) = greedy(&model, &Cpu, &[5, 6, 7], 8).unwrap();
    let (k1, steps) = sample(
        Sampling {
            top_k: 1,
            temperature: 3.0,
            ..Sampling::default()
        },
        0,
    );
    assert_eq!(k1.tokens, g.tokens);
    assert!(steps.iter().all(|s| s.prob == 1.0));
    let hot = Sampling {
        temperature: 3.0,
        seed: 9,
        ..Sampling::default()
    };
    let draws: Vec<Vec<u32>> = (0..4).map(|i| sample(hot, i).0.tokens).collect();
    let again: Vec<Vec<u32>> = (0..4).map(|i| sample(hot, i).0.tokens).collect();
    assert_eq!(draws, again, "the same seed draws the same samples");
    assert!(
        draws.iter().any(|d| *d != draws[0]),
        "different samples of a set differ"
    );
}

/// The parameter walk names each parameter's group: the embeddings, each layer of each stack,
/// each stack's final norm (where it has one) and the generator, every parameter in exactly one, the
/// parameters in the walk's order and names; a tied model's one matrix among the embeddings.
#[test]
fn the_parameter_walk_groups_every_parameter() {
    for (final_norm, tie_weights) in [(true, false), (false, true)] {
        let config = Config {
            tie_weights,
            final_norm,
            src_vocab_size: 20,
            tgt_vocab_size: 20,
            ..small_config(false)
        };
        let mut model = Transformer::init(&Cpu, config, 0).unwrap();
        let groups = model.param_groups();
        let names: Vec<String> = model.params_mut().into_iter().map(|(n, _)| n).collect();
        let grouped: Vec<&String> = groups.iter().map(|(n, _)| n).collect();
        assert_eq!(grouped, names.iter().collect::<Vec<_>>());
        let mut seen: Vec<&str> = groups.iter().map(|(_, g)| g.as_str()).collect();
        seen.dedup();
        let mut want = vec!["embeddings", "encoder 0", "encoder 1"];
        if final_norm {
            want.push("encoder norm");
        }
        want.extend(["decoder 0", "decoder 1"]);
        if final_norm {
            want.push("decoder norm");
        }
        want.push("generator");
        assert_eq!(seen, want, "final_norm {final_norm}");
        let group_of = |name: &str| &groups.iter().find(|(n, _)| n == name).unwrap().1;
        assert_eq!(group_of("src_embed.weight"), "embeddings");
        assert_eq!(
            group_of("transformer.decoder.layers.1.linear2.weight"),
            "decoder 1"
        );
        assert_eq!(group_of("generator.bias"), "generator");
    }
}

#[test]
fn a_search_step_gives_the_logits_of_the_whole_target() {
    // Each step runs only the newest position, reading the last step's keys and values; its
    // logits equal those of the decoder run over the whole target, for rows that extend the
    // last step's in any order (a beam reorders and repeats them), pre-LN and post-LN, and with
    // Table 3's variations (learned positions, heads of other widths).
    let table3 = Config {
        learned_positions: true,
        d_k: Some(3),
        d_v: Some(5),
        ..small_config(false)
    };
    for config in [small_config(false), small_config(true), table3] {
        let norm_first = config.norm_first;
        let model = Transformer::init(&Cpu, config, 5).unwrap();
        let c = &model.config;
        let src =
            Batch::from_rows(&[vec![5, 6, 7, 8], vec![5, 6, 7, 8], vec![5, 6, 7, 8]], 0).unwrap();
        let memory = model.encode(&mut Pass::inference(&Cpu), &src).unwrap();
        let steps: [Vec<Vec<u32>>; 3] = [
            vec![vec![1], vec![1], vec![1]],
            vec![vec![1, 9], vec![1, 4], vec![1, 9]],
            // Rows 0 and 1 extend the last step's row 1, row 2 its row 0.
            vec![vec![1, 4, 6], vec![1, 4, 7], vec![1, 9, 9]],
        ];
        let mut state = None;
        for rows in &steps {
            let tgt = Batch::from_rows(rows, c.pad_id).unwrap();
            let step = model
                .decode_step(&mut Pass::inference(&Cpu), &memory, &src, &tgt, &mut state)
                .unwrap()
                .expect("the CPU keeps keys and values");
            let whole = model
                .decode_last(&mut Pass::inference(&Cpu), &memory, &src, &tgt)
                .unwrap();
            assert!(
                max_abs_diff(&step, &whole) < 1e-5,
                "norm_first={norm_first} {:?} {rows:?}",
                (c.learned_positions, c.d_k, c.d_v)
            );
        }
        // A row that extends none of the last step's: the caller runs the whole target.
        let tgt = Batch::from_rows(&vec![vec![1, 5, 5, 5]; 3], c.pad_id).unwrap();
        let step = model
            .decode_step(&mut Pass::inference(&Cpu), &memory, &src, &tgt, &mut state)
            .unwrap();
        assert!(step.is_none() && state.is_none());
    }
}

#[test]
fn a_search_step_with_ablations_gives_the_edited_logits_of_the_whole_target() {
    // Ablated heads and bypassed sub-layers act alike at every position: a step reuses the keys
    // and values the same edits made, and its logits are the edited pass's over the whole
    // target. A pattern depends on where the query sits, so a step is not taken with one.
    let model = Transformer::init(&Cpu, small_config(false), 6).unwrap();
    let c = &model.config;
    let edits = attend::model::Edits::parse(
        &[
            "ablate=decoder.0.self_attn.1".to_string(),
            "ablate=decoder.1.cross_attn.0".to_string(),
            "bypass=decoder.1.self_attn".to_string(),
        ],
        c,
    )
    .unwrap();
    let src = Batch::from_rows(&[vec![5, 6, 7, 8]], 0).unwrap();
    let pass = || Pass::inference(&Cpu).with_edits(&edits);
    let memory = model.encode(&mut pass(), &src).unwrap();
    let mut state = None;
    for rows in [vec![vec![1]], vec![vec![1, 9]], vec![vec![1, 9, 4]]] {
        let tgt = Batch::from_rows(&rows, c.pad_id).unwrap();
        let step = model
            .decode_step(&mut pass(), &memory, &src, &tgt, &mut state)
            .unwrap()
            .expect("ablations keep to each position");
        let whole = model.decode_last(&mut pass(), &memory, &src, &tgt).unwrap();
        let plain = model
            .decode_last(&mut Pass::inference(&Cpu), &memory, &src, &tgt)
            .unwrap();
        assert!(max_abs_diff(&step, &whole) < 1e-5, "{rows:?}");
        assert!(
            max_abs_diff(&step, &plain) > 1e-4,
            "the edits change the logits"
        );
    }
    let pattern =
        attend::model::Edits::parse(&["pattern=decoder.0.self_attn.0:previous".to_string()], c)
            .unwrap();
    let tgt = Batch::from_rows(&[vec![1]], c.pad_id).unwrap();
    let mut state = None;
    let step = model
        .decode_step(
            &mut Pass::inference(&Cpu).with_edits(&pattern),
            &memory,
            &src,
            &tgt,
            &mut state,
        )
        .unwrap();
    assert!(step.is_none());
}

#[test]
fn a_scan_in_pieces_is_the_whole_scan() {
    // The page scans a few heads at a time (to show its progress and stop between them): the
    // pieces against the baseline are the scan in one go, with the same output limit.
    let model = Transformer::init(&Cpu, small_config(false), 7).unwrap();
    let src = [5, 6, 7, 8];
    use attend::decode::ready;
    let whole = ready(attend::scan::scan_heads(&model, &Cpu, &src, 3)).unwrap();
    let (ids, log_prob) = ready(attend::scan::baseline(&model, &Cpu, &src, 3)).unwrap();
    assert_eq!((&ids, log_prob), (&whole.output, whole.log_prob));
    assert!(ids.len() <= 3);
    let total = attend::scan::head_count(&model);
    let base = (&ids[..], log_prob);
    let mut pieces = Vec::new();
    for from in (0..total + 5).step_by(5) {
        let range = from..from + 5;
        pieces.extend(ready(attend::scan::scan_range(&model, &Cpu, &src, base, range, 3)).unwrap());
    }
    assert_eq!(total, whole.heads.len());
    assert_eq!(pieces, whole.heads);
}

#[test]
fn learned_positions_are_traced_as_the_rows_added() {
    let config = Config {
        learned_positions: true,
        ..small_config(false)
    };
    let mut model = Transformer::init(&Cpu, config, 8).unwrap();
    let (src, tgt) = batches();
    let mut pass = Pass::traced(&Cpu);
    model.forward(&mut pass, &src, &tgt).unwrap();
    let trace = pass.into_trace().unwrap();
    let params = model.export(&Cpu).unwrap();
    for (side, len, table) in [
        (&model.names.src, src.len, "src_pos_embed.weight"),
        (&model.names.tgt, tgt.len, "tgt_pos_embed.weight"),
    ] {
        let rows = params.tensors[table]
            .slice(ndarray::s![..len, ..])
            .into_dyn();
        let get = |name: &str| trace.get(name).unwrap().clone();
        assert_eq!(get(&side.pe), rows.to_owned(), "{table}");
        // And they are what was added: input = tokens + positions.
        let added = &get(&side.input) - &get(&side.tokens);
        let first = added.index_axis(ndarray::Axis(0), 0).to_owned();
        assert!(max_abs_diff(&first, &rows.to_owned()) < 1e-6, "{table}");
    }
    // Training moves them: each table gets a gradient.
    let names: Vec<String> = model.params_mut().into_iter().map(|(n, _)| n).collect();
    assert!(names.contains(&"src_pos_embed.weight".to_string()));
}
