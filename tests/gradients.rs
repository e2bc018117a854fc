//! Training's ground truth: the gradient fixtures written by
//! `tests/reference/make_grad_fixtures.py` (PyTorch autograd in float64, label smoothing 0.1,
//! padding in source and target) replayed by the backward pass, and finite-difference checks.

mod common;

use attend::backend::Cpu;
use attend::model::config::Activation;
use attend::model::{Batch, Config, Pass, Transformer};

/// Largest per-tensor error allowed on the CPU: max |ours - PyTorch's| over the tensor, relative
/// to the tensor's largest |gradient| (or to 1e-3 for tensors whose gradient is ~0, such as the
/// key biases, whose true gradient is exactly 0).
const CPU_TOLERANCE: f32 = 1e-4;

#[test]
fn cpu_gradients_match_pytorch() {
    common::fixtures::replay_all_grads(&Cpu, CPU_TOLERANCE);
}

/// The loss of `model` on a fixed batch, in f64 for finite differences.
fn loss_of(model: &Transformer<Cpu>, src: &Batch, tgt_in: &Batch, tgt_out: &Batch) -> f64 {
    let mut pass = Pass::training(&Cpu, 0.0, 0);
    let (loss, _) = model
        .loss_and_grads(&mut pass, src, tgt_in, tgt_out, 0.1)
        .unwrap();
    f64::from(loss[0])
}

#[test]
fn gradients_match_finite_differences_in_every_layer() {
    // Pre-LN and post-LN, each activation, with dropout off so the loss is a smooth function
    // of the weights.
    let cases = [
        (false, Activation::Relu),
        (true, Activation::Relu),
        (false, Activation::Silu),
        (true, Activation::Gelu),
    ];
    for (norm_first, activation) in cases {
        let mut config = Config::tiny();
        config.d_model = 8;
        config.n_heads = 2;
        config.d_ff = 12;
        config.src_vocab_size = 11;
        config.tgt_vocab_size = 11;
        config.norm_first = norm_first;
        config.activation = activation;
        let mut model = Transformer::init(&Cpu, config, 3).unwrap();
        let src = Batch::from_rows(&[vec![4, 5, 6, 7], vec![8, 9]], 0).unwrap();
        let tgt_in = Batch::from_rows(&[vec![1, 4, 5], vec![1, 6]], 0).unwrap();
        let tgt_out = Batch::from_rows(&[vec![4, 5, 2], vec![6, 2]], 0).unwrap();
        let mut pass = Pass::training(&Cpu, 0.0, 0);
        let (_, grads) = model
            .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, 0.1)
            .unwrap();
        let analytic = grads.tensors.clone();
        let names: Vec<String> = model.params_mut().into_iter().map(|(n, _)| n).collect();
        let h = 2e-3f32;
        let (mut checked, mut kinks) = (0, 0);
        for name in names {
            let g = &analytic[&name];
            // The element with the largest gradient, and one other.
            let (imax, _) = g.iter().enumerate().fold((0, 0f32), |(bi, bv), (i, v)| {
                if v.abs() > bv {
                    (i, v.abs())
                } else {
                    (bi, bv)
                }
            });
            for i in [imax, g.len() / 2] {
                let bump = |model: &mut Transformer<Cpu>, delta: f32| {
                    let mut params = model.params_mut();
                    let (_, p) = params.iter_mut().find(|(n, _)| *n == name).unwrap();
                    p.as_slice_mut().unwrap()[i] += delta;
                };
                let mut central = |h: f32| {
                    bump(&mut model, h);
                    let up = loss_of(&model, &src, &tgt_in, &tgt_out);
                    bump(&mut model, -2.0 * h);
                    let down = loss_of(&model, &src, &tgt_in, &tgt_out);
                    bump(&mut model, h);
                    (up - down) / (2.0 * f64::from(h))
                };
                let (coarse, numeric) = (central(2.0 * h), central(h));
                let scale = |v: f64| v.abs().max(0.05);
                if (coarse - numeric).abs() / scale(numeric) > 1e-2 {
                    // A ReLU switched inside the step: the loss has a kink here.
                    kinks += 1;
                    continue;
                }
                let exact = f64::from(g.as_slice().unwrap()[i]);
                let err = (numeric - exact).abs() / scale(exact);
                assert!(
                    err < 2e-2,
                    "norm_first={norm_first} {activation:?} {name}[{i}]: analytic {exact:.6}, numeric {numeric:.6}"
                );
                checked += 1;
            }
        }
        assert!(
            checked > 50 && kinks < checked / 5,
            "{checked} checked, {kinks} kinks"
        );
    }
}

#[test]
fn adam_steps_match_torch_optim_adam() {
    common::fixtures::replay_both_adams(&Cpu);
}

#[test]
fn cpu_training_is_deterministic() {
    use attend::train::Adam;
    let run = || {
        let mut config = Config::tiny();
        config.src_vocab_size = 12;
        config.tgt_vocab_size = 12;
        let mut model = Transformer::init(&Cpu, config, 9).unwrap();
        let mut adam = Adam::paper(Some(1.0));
        let src = Batch::from_rows(&[vec![4, 5, 6, 7], vec![8, 9]], 0).unwrap();
        let tgt_in = Batch::from_rows(&[vec![1, 7, 6, 5, 4], vec![1, 9, 8]], 0).unwrap();
        let tgt_out = Batch::from_rows(&[vec![7, 6, 5, 4, 2], vec![9, 8, 2]], 0).unwrap();
        let mut losses = Vec::new();
        for step in 0..5 {
            let mut pass = Pass::training(&Cpu, 0.1, step);
            let (loss, grads) = model
                .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, 0.1)
                .unwrap();
            losses.push(loss[0]);
            adam.update(&Cpu, &mut model, &grads, 1e-3).unwrap();
        }
        (losses, model.export(&Cpu).unwrap().tensors)
    };
    let (a, b) = (run(), run());
    assert_eq!(a.0, b.0);
    assert!(a.1 == b.1, "the same seed gave different weights");
    assert!(a.0[4] < a.0[0], "the loss did not fall: {:?}", a.0);
}

#[test]
fn tied_weights_stay_one_matrix_through_training() {
    use attend::train::Adam;
    let mut config = Config::tiny();
    config.src_vocab_size = 12;
    config.tgt_vocab_size = 12;
    let mut model = Transformer::init(&Cpu, config.clone(), 4).unwrap();
    model.tie_weights().unwrap();
    let mut adam = Adam::paper(None);
    let src = Batch::from_rows(&[vec![4, 5, 6]], 0).unwrap();
    let tgt_in = Batch::from_rows(&[vec![1, 6, 5, 4]], 0).unwrap();
    let tgt_out = Batch::from_rows(&[vec![6, 5, 4, 2]], 0).unwrap();
    for _ in 0..3 {
        let mut pass = Pass::training(&Cpu, 0.0, 0);
        let (_, grads) = model
            .loss_and_grads(&mut pass, &src, &tgt_in, &tgt_out, 0.1)
            .unwrap();
        assert!(grads.get("tgt_embed.weight").is_none());
        adam.update(&Cpu, &mut model, &grads, 1e-2).unwrap();
    }
    assert!(model.config.tie_weights);
    assert_eq!(model.tgt_table(), &model.src_embed);
    assert_eq!(model.generator_weight(), &model.src_embed);
    // The weights file stores the one matrix once, and loads back as a tied model.
    let p = model.export(&Cpu).unwrap().tensors;
    assert!(!p.contains_key("tgt_embed.weight") && !p.contains_key("generator.weight"));
    let file = attend::weights::Weights {
        config: model.config.clone(),
        vocab: None,
        extra: Default::default(),
        params: model.export(&Cpu).unwrap(),
    };
    let loaded = attend::weights::Weights::from_bytes(&file.to_bytes().unwrap()).unwrap();
    assert!(loaded.config.tie_weights);
    let again = Transformer::new(&Cpu, loaded.config, loaded.params).unwrap();
    assert_eq!(again.generator_weight(), &model.src_embed);
    assert_eq!(again.tgt_table(), &model.src_embed);
    assert_ne!(
        p["src_embed.weight"],
        Transformer::init(&Cpu, config.clone(), 4)
            .unwrap()
            .export(&Cpu)
            .unwrap()
            .tensors["src_embed.weight"]
    );
    let mut untied = config;
    untied.tgt_vocab_size = 13;
    let mut model = Transformer::init(&Cpu, untied, 4).unwrap();
    assert!(common::said(&model.tie_weights().unwrap_err()).contains("one vocabulary"));
}
