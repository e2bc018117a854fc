//! The models the page ships (`www/models/<task>.safetensors`), trained by `attend train` and
//! stored in f16 by `attend convert`: one per task, each under 1 MB, each recording the commands
//! that made it, each scoring at least
//! 99% exact match on its task's held-out set (copy, reverse and sort: 100%; translation: a
//! BLEU of 95 and 90% exact match).

use std::path::PathBuf;

use attend::backend::Cpu;
use attend::data::tasks::{Example, Task};
use attend::data::Vocabs;
use attend::decode::{beam_search, greedy};
use attend::model::Transformer;
use attend::train::evaluate;
use attend::weights::Weights;

/// Held-out examples scored per model (all of them for numbers, which holds out 92).
const HELD_OUT: usize = 300;
/// Held-out examples decoded with every beam size from 1 to 8.
const BEAM_HELD_OUT: usize = 200;

#[test]
fn every_task_has_a_small_accurate_model_that_says_how_it_was_trained() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www/models");
    for task in Task::ALL {
        let path = dir.join(format!("{}.safetensors", task.name()));
        let bytes = std::fs::metadata(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .len();
        assert!(bytes < 1 << 20, "{}: {bytes} bytes", task.name());
        let w = Weights::load(path.to_str().unwrap()).unwrap();
        assert_eq!(w.extra.get("task").map(String::as_str), Some(task.name()));
        let command = w.extra.get("command").expect("the training command");
        assert!(command.starts_with(&format!("attend train --task {}", task.name())));
        // Shipped in half the bytes: every tensor stored in f16, as the command says.
        let file = std::fs::read(&path).unwrap();
        let (_, header) = safetensors::SafeTensors::read_metadata(&file).unwrap();
        assert!(
            header
                .tensors()
                .values()
                .all(|t| t.dtype == safetensors::Dtype::F16),
            "{}: not every tensor is f16",
            task.name()
        );
        assert!(
            command.ends_with(&format!(
                "&& attend convert --weights www/models/{}.safetensors --dtype f16",
                task.name()
            )),
            "{command}"
        );
        let vocabs = w.vocab.clone().expect("a vocabulary");
        assert!(
            vocabs == task.vocabs(),
            "{}: vocabulary differs from the task's",
            task.name()
        );
        let model = Transformer::new(&Cpu, w.config, w.params).unwrap();
        let e = evaluate(&Cpu, &model, &vocabs, &task.test_set(HELD_OUT)).unwrap();
        println!(
            "{:>8}: {bytes:>7} bytes, exact match {:.1}%, BLEU {:.2}, token accuracy {:.2}% on {} \
             held-out",
            task.name(),
            e.exact_match * 100.0,
            e.bleu.score,
            e.token_accuracy * 100.0,
            e.n
        );
        let needed = match task {
            Task::Copy | Task::Reverse | Task::Sort => 1.0,
            Task::Dates | Task::Numbers => 0.99,
            Task::FrEn => {
                assert!(e.bleu.score >= 95.0, "fr-en: BLEU {}", e.bleu.score);
                0.9
            }
        };
        assert!(
            e.exact_match >= needed,
            "{}: exact match {} < {needed}",
            task.name(),
            e.exact_match
        );
    }
}

/// Exact matches of beam search (length penalty 0.6, as `attend decode`) on `examples`.
fn beam_exact(
    model: &Transformer<Cpu>,
    vocabs: &Vocabs,
    examples: &[Example],
    beam: usize,
) -> usize {
    let eos = model.config.eos_id;
    examples
        .iter()
        .filter(|e| {
            let src = vocabs.src.encode(&e.src).unwrap();
            let want = vocabs.tgt.encode(&e.tgt).unwrap();
            let got = if beam == 1 {
                greedy(model, &Cpu, &src, usize::MAX).unwrap().0
            } else {
                beam_search(model, &Cpu, &src, beam, usize::MAX, 0.6)
                    .unwrap()
                    .best
            };
            got.tokens.iter().copied().filter(|&t| t != eos).eq(want)
        })
        .count()
}

/// Beam search keeps going until no live hypothesis can beat the best finished one, so it never
/// does worse than greedy decoding on the shipped models: stopping as soon as `beam` hypotheses
/// had finished once dropped letters that greedy got right.
#[test]
fn beam_search_never_loses_to_greedy_on_the_shipped_models() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www/models");
    let load = |task: Task| {
        let w = Weights::load(
            dir.join(format!("{}.safetensors", task.name()))
                .to_str()
                .unwrap(),
        )
        .unwrap();
        let vocabs = w.vocab.clone().unwrap();
        (Transformer::new(&Cpu, w.config, w.params).unwrap(), vocabs)
    };

    // The case that was seen going wrong: the sort model, beam 3.
    let (sort, vocabs) = load(Task::Sort);
    let src = vocabs.src.encode("gjcaehbid").unwrap();
    let best = beam_search(&sort, &Cpu, &src, 3, usize::MAX, 0.6).unwrap();
    let text = vocabs.tgt.decode(&best.best.tokens, &[0, 1, 2]);
    assert_eq!(text, "abcdeghij");
    assert!(!best.stop.at_limit && best.stop.best_score >= best.stop.live_bound);

    std::thread::scope(|s| {
        for task in Task::ALL {
            s.spawn(move || {
                let (model, vocabs) = load(task);
                let examples = task.test_set(BEAM_HELD_OUT);
                let greedy_exact = beam_exact(&model, &vocabs, &examples, 1);
                let beams: Vec<usize> = (2..=8)
                    .map(|beam| beam_exact(&model, &vocabs, &examples, beam))
                    .collect();
                println!(
                    "{:>8}: greedy {greedy_exact} of {}, beams 2..8 {beams:?}",
                    task.name(),
                    examples.len()
                );
                for (beam, exact) in (2..).zip(&beams) {
                    assert!(
                        *exact >= greedy_exact,
                        "{}: beam {beam} exact {exact} < greedy {greedy_exact}",
                        task.name()
                    );
                }
            });
        }
    });
}
