//! What the commands read: a model with its vocabulary, text typed for it (what the vocabulary
//! lacks said on stderr), text files, and where an input error comes from.

use std::collections::BTreeMap;

use super::escape_controls;
use crate::backend::Backend;
use crate::data::{Unseen, Vocab, Vocabs};
use crate::error::{Error, Result};
use crate::model::Transformer;
use crate::weights::Weights;
use crate::words;

pub fn load_model<B: Backend>(b: &B, path: &str) -> Result<(Transformer<B>, Option<Vocabs>)> {
    let (model, vocab, _) = load_weights(b, path)?;
    Ok((model, vocab))
}

/// A model, its vocabulary, and its other metadata.
pub type Loaded<B> = (Transformer<B>, Option<Vocabs>, BTreeMap<String, String>);

/// The model in a weights file or folder, its vocabulary, and its other metadata.
pub fn load_weights<B: Backend>(b: &B, path: &str) -> Result<Loaded<B>> {
    let w = Weights::load(path)?;
    Ok((Transformer::new(b, w.config, w.params)?, w.vocab, w.extra))
}

/// The vocabulary a command that takes text needs, or an error saying the model has none.
pub fn with_vocabulary(vocab: Option<Vocabs>, weights: &str) -> Result<Vocabs> {
    vocab.ok_or_else(|| {
        Error::Input(words::say_with(
            "cli-no-vocabulary-ids",
            &[("file", weights.into())],
        ))
    })
}

/// The model and source ids of a command that takes `--weights` and `--text`.
pub fn load_with_text<B: Backend>(
    b: &B,
    weights: &str,
    text: &str,
) -> Result<(Transformer<B>, Vocabs, Vec<u32>)> {
    let (model, vocab) = load_model(b, weights)?;
    let vocab = with_vocabulary(vocab, weights)?;
    let src = read_typed(&vocab.src, "--text", text)?;
    Ok((model, vocab, src))
}

/// `text`, typed by a person as `what`, read by `vocab`: what the vocabulary lacks is read as
/// `<unk>` and said on stderr (an error where the vocabulary has no `<unk>`).
pub fn read_typed(vocab: &Vocab, what: &str, text: &str) -> Result<Vec<u32>> {
    let read = vocab.read(text)?;
    say_unseen(what, &read.unseen);
    Ok(read.ids)
}

/// Says on stderr what of `what` the vocabulary lacks and read as `<unk>`, in one note, as the
/// page says it above the pieces (`input-unseen`).
pub fn say_unseen(what: &str, unseen: &[Unseen]) {
    if unseen.is_empty() {
        return;
    }
    let lacks: Vec<String> = unseen.iter().map(|u| words::said(&u.said())).collect();
    let note = words::say_with(
        "input-unseen",
        &[("unk", "<unk>".into()), ("what", lacks.join("; ").into())],
    );
    let note = words::say_with("cli-note", &[("what", what.into()), ("note", note.into())]);
    eprintln!("{}", escape_controls(&note));
}

/// The vocabularies of the model in `weights` (which holds `vocabs`, or none, meaning the task's),
/// checked to be `task`'s.
pub fn task_vocabs(
    task: crate::data::tasks::Task,
    vocabs: Option<Vocabs>,
    weights: &str,
) -> Result<Vocabs> {
    let vocabs = vocabs.unwrap_or_else(|| task.vocabs());
    if vocabs != task.vocabs() {
        return Err(Error::Input(words::say_with(
            "cli-other-task",
            &[("file", weights.into()), ("task", task.name().into())],
        )));
    }
    Ok(vocabs)
}

/// The largest text file `attend bleu` and `attend bpe` read (64 MiB; a WMT test set's references
/// are under 1 MiB, and 64 MiB of training text is some 250,000 sentence pairs).
pub const MAX_TEXT_BYTES: u64 = 64 << 20;

/// A UTF-8 text file of at most [`MAX_TEXT_BYTES`].
pub fn read_text(path: &str) -> Result<String> {
    let bytes = crate::files::read_bounded(path, MAX_TEXT_BYTES)?;
    String::from_utf8(bytes).map_err(|e| {
        Error::Input(words::say_with(
            "cli-not-utf8",
            &[
                ("file", path.into()),
                ("byte", e.utf8_error().valid_up_to().into()),
            ],
        ))
    })
}

/// An input error `e` prefixed with `at` (a file, or a file and a line), so it says where.
pub fn within(at: String) -> impl Fn(Error) -> Error {
    move |e: Error| {
        let detail = match (&e, e.said()) {
            (Error::Input(m), _) => m.clone(),
            (_, Some(s)) => words::said(&s),
            _ => return e,
        };
        Error::Input(format!("{at}: {detail}"))
    }
}
