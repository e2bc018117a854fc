//! Training on a real corpus of sentence pairs that no one here wrote: German-English sentences
//! from the Ding dictionary (Debian's trans-de-en), held-out tenth and all, as `attend train
//! --pairs` trains, from the recipe a person's pairs get (`Recipe::for_pairs`), cut to a few
//! hundred steps. Natively: it runs a script and trains on threads.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::sync::atomic::AtomicBool;

use attend::backend::Cpu;
use attend::data::corpus::Corpus;
use attend::train::{Overrides, Progress, Run, Threads};

/// Steps the test trains, a third of the recipe's 1,559: about 40 seconds on two idle CPU cores.
const STEPS: u32 = 500;

#[test]
fn held_out_bleu_rises_on_real_sentence_pairs() {
    let Some(bytes) = common::ding_pairs() else {
        return;
    };
    let corpus = Corpus::from_bytes("ding", &bytes, None).unwrap();
    assert!(corpus.train.len() > 3_000, "{}", corpus.describe());
    eprintln!("{}", corpus.describe());
    let o = Overrides {
        steps: Some(STEPS),
        warmup: Some(STEPS / 5),
        threads: Some(2),
        eval_every: Some(STEPS),
        ..Overrides::default()
    };
    let mut run = Run::new(Cpu, corpus, &o).unwrap();
    let start = run.evaluate().unwrap();
    let threads = Threads::new(run.trainer.part_count()).unwrap();
    let mut end = None;
    run.train(10, &AtomicBool::new(false), &threads, |p| {
        if let Progress::Eval { eval, .. } = p {
            end = Some(eval);
        }
    })
    .unwrap();
    let end = end.unwrap();
    eprintln!(
        "held-out BLEU {:.2} -> {:.2}, token accuracy {:.1}% -> {:.1}%",
        start.bleu.score,
        end.bleu.score,
        start.token_accuracy * 100.0,
        end.token_accuracy * 100.0
    );
    // The untrained model scores BLEU 0.00 and 0.2% of next tokens right (1 in the 1,098 pieces);
    // these 500 steps reach BLEU 0.85 and 21.7% (the run is seeded, so the same each time; with
    // `fr-en`'s learning-rate factor of 1, 300 steps reached only 0.19 and 12.1%). The bars are
    // about half of that: idiomatic sentences from 3,300 examples are far from learned (the whole
    // recipe reaches BLEU 1.99, see docs/translation.md), but a model that learned nothing of
    // them stays at 0.
    assert!(
        end.bleu.score >= start.bleu.score + 0.4,
        "{start:?} -> {end:?}"
    );
    assert!(end.token_accuracy >= 0.15, "{start:?} -> {end:?}");
}
