//! The models the page ships (`www/models/<task>.safetensors`), trained by `attend train`: one
//! per task, each under 1 MB, each recording the command that made it, each scoring at least
//! 99% exact match on its task's held-out set (copy, reverse and sort: 100%).

use std::path::PathBuf;

use attend::backend::Cpu;
use attend::data::tasks::Task;
use attend::model::Transformer;
use attend::train::evaluate;
use attend::weights::Weights;

/// Held-out examples scored per model (all of them for numbers, which holds out 92).
const HELD_OUT: usize = 300;

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
        let vocabs = w.vocab.clone().expect("a vocabulary");
        assert!(
            vocabs == task.vocabs(),
            "{}: vocabulary differs from the task's",
            task.name()
        );
        let model = Transformer::new(&Cpu, w.config, w.params).unwrap();
        let e = evaluate(&Cpu, &model, &vocabs, &task.test_set(HELD_OUT)).unwrap();
        println!(
            "{:>8}: {bytes:>7} bytes, exact match {:.1}%, token accuracy {:.2}% on {} held-out",
            task.name(),
            e.exact_match * 100.0,
            e.token_accuracy * 100.0,
            e.n
        );
        let needed = match task {
            Task::Copy | Task::Reverse | Task::Sort => 1.0,
            Task::Dates | Task::Numbers => 0.99,
        };
        assert!(
            e.exact_match >= needed,
            "{}: exact match {} < {needed}",
            task.name(),
            e.exact_match
        );
    }
}
