//! Sentence pairs a person brings, made ready to train on: a held-out tenth, one byte-pair
//! vocabulary learned from both sides of the rest (or a Marian tokenizer brought with them), and
//! the training examples of each step.
//!
//! [`Data`] is what a training run learns from: a built-in [`Task`], or such a [`Corpus`].

use std::sync::Arc;

use crate::data::bpe::Codes;
#[cfg(feature = "hub")]
use crate::data::marian::MarianTokenizer;
use crate::data::pairs::{self, Pair};
use crate::data::tasks::{self, pick, shuffle, Example, Task};
use crate::data::{Vocab, Vocabs};
use crate::error::{Error, Result};
use crate::rng::Rng;

/// One pair in `HELD_OUT` is held out (and at least one).
const HELD_OUT: usize = 10;

/// The seed of the shuffle that picks the held-out pairs: the same split for every training seed,
/// as the tasks' held-out sets are.
const SPLIT_SEED: u64 = 2017;

/// A merge is learned only from a pair of pieces seen at least this often, as for `fr-en`: a
/// pair seen once is a word, not a piece that other words share.
const MIN_MERGE_FREQUENCY: u32 = 2;

/// The most byte-pair merges a person may ask for: far more than the pairs of the largest file
/// can use (learning stops when no pair of pieces is seen twice).
pub const MAX_MERGES: usize = 100_000;

/// The fewest and the most merges [`default_merges`] chooses.
pub const MIN_DEFAULT_MERGES: usize = 100;
pub const MAX_DEFAULT_MERGES: usize = 8_000;

/// The number of byte-pair merges a corpus of `pairs` distinct pairs gets unless told: one for
/// every four pairs, from 100 to 8,000. Small corpora keep a small vocabulary whose pieces each
/// occur often enough to be learned (3,700 short sentence pairs give about 900 merges and about
/// 1,000 pieces); the largest file [`pairs`] reads (20,000 pairs) gets 5,000.
pub fn default_merges(pairs: usize) -> usize {
    (pairs / 4).clamp(MIN_DEFAULT_MERGES, MAX_DEFAULT_MERGES)
}

/// A person's sentence pairs, split and tokenised for training.
#[derive(Clone, Debug)]
pub struct Corpus {
    /// Where the pairs came from (a file name), for the weights' metadata.
    pub name: String,
    /// The pairs training draws from.
    pub train: Vec<Example>,
    /// The pairs held out for evaluation, in a fixed shuffled order.
    pub held_out: Vec<Example>,
    /// Repeated pairs the file held, dropped.
    pub duplicates: usize,
    /// Byte-pair merges learned (fewer than asked when no pair of pieces was left to merge; 0
    /// with a Marian tokenizer).
    pub merges: usize,
    /// One byte-pair vocabulary for both sides, or a Marian tokenizer's vocabularies.
    pub vocabs: Vocabs,
    /// The longest source or target in pieces, plus 2 for `<bos>` and `<eos>`.
    pub max_len: usize,
}

impl Corpus {
    /// The corpus of a pairs file's `bytes` (see [`pairs::parse`] for the format and its
    /// limits), called `name`, with `merges` byte-pair merges ([`default_merges`] when `None`).
    /// A tenth of the distinct pairs (at least one) is held out, by a shuffle with a fixed seed;
    /// the merges are learned from both sides of the rest together. Every error of the file names its line.
    pub fn from_bytes(name: &str, bytes: &[u8], merges: Option<usize>) -> Result<Corpus> {
        let split = Split::of(bytes)?;
        let wanted =
            merges.unwrap_or_else(|| default_merges(split.train.len() + split.held_out.len()));
        if wanted > MAX_MERGES {
            return Err(Error::Input(format!(
                "{wanted} byte-pair merges asked for; at most {MAX_MERGES} are learned"
            )));
        }
        let lines: Vec<&str> = split
            .train
            .iter()
            .flat_map(|p| [p.src.as_str(), p.tgt.as_str()])
            .collect();
        let codes = Codes::learn(lines.iter().copied(), wanted, MIN_MERGE_FREQUENCY);
        let learned = codes.len();
        let vocab = Vocab::bpe_for_text(codes, lines)?;
        split.into_corpus(name, Vocabs::shared(vocab), learned)
    }

    /// The corpus of a pairs file's `bytes`, split as [`Corpus::from_bytes`] splits it, cut by
    /// a Marian tokenizer (an Opus-MT model's, say) instead of a vocabulary learned here: a
    /// model trained on it exports as a Hugging Face folder that `MarianTokenizer` reads.
    #[cfg(feature = "hub")]
    pub fn with_tokenizer(
        name: &str,
        bytes: &[u8],
        tokenizer: Arc<MarianTokenizer>,
    ) -> Result<Corpus> {
        let (src, tgt) = (tokenizer.source_vocab_size(), tokenizer.target_vocab_size());
        Split::of(bytes)?.into_corpus(name, Vocabs::marian(tokenizer, src, tgt)?, 0)
    }

    /// `n` training pairs drawn with replacement, the same for the same `seed`.
    pub fn examples(&self, n: usize, seed: u64) -> Vec<Example> {
        let mut rng = Rng::new(seed);
        (0..n)
            .map(|_| self.train[pick(&mut rng, self.train.len())].clone())
            .collect()
    }

    /// One line for a person: the pairs and the vocabulary.
    pub fn describe(&self) -> String {
        #[cfg(feature = "hub")]
        if let Some(tokenizer) = self.vocabs.src.marian_tokenizer() {
            let shared = if !tokenizer.config().separate_vocabs {
                format!("{} pieces shared by both sides", self.vocabs.src.len())
            } else {
                format!(
                    "{} source and {} target pieces",
                    self.vocabs.src.len(),
                    self.vocabs.tgt.len()
                )
            };
            return format!(
                "{}: {} pairs to train on, {} held out, {} repeated pairs dropped; a Marian \
                 tokenizer, {shared}",
                self.name,
                self.train.len(),
                self.held_out.len(),
                self.duplicates,
            );
        }
        format!(
            "{}: {} pairs to train on, {} held out, {} repeated pairs dropped; {} byte-pair \
             merges, {} pieces shared by both sides",
            self.name,
            self.train.len(),
            self.held_out.len(),
            self.duplicates,
            self.merges,
            self.vocabs.src.len()
        )
    }
}

/// A pairs file's distinct pairs, a tenth held out.
struct Split {
    train: Vec<Pair>,
    held_out: Vec<Pair>,
    duplicates: usize,
}

impl Split {
    /// The pairs of `bytes` (see [`pairs::parse`] for the format and its limits), shuffled
    /// with a fixed seed, a tenth of them (at least one) held out.
    fn of(bytes: &[u8]) -> Result<Split> {
        let parsed = pairs::for_training(bytes)?;
        let mut all = parsed.pairs;
        let mut rng = Rng::new(SPLIT_SEED);
        shuffle(&mut rng, &mut all);
        let held = (all.len() / HELD_OUT).max(1);
        let train = all.split_off(held);
        Ok(Split {
            train,
            held_out: all,
            duplicates: parsed.duplicates,
        })
    }

    /// The corpus of these pairs, cut by `vocabs` (learned with `merges` merges).
    fn into_corpus(self, name: &str, vocabs: Vocabs, merges: usize) -> Result<Corpus> {
        let mut longest = 0;
        for p in self.train.iter().chain(&self.held_out) {
            longest = longest.max(vocabs.src.encode(&p.src)?.len());
            longest = longest.max(vocabs.tgt.encode(&p.tgt)?.len());
        }
        let examples = |pairs: Vec<Pair>| -> Vec<Example> {
            pairs
                .into_iter()
                .map(|p| Example {
                    src: p.src,
                    tgt: p.tgt,
                })
                .collect()
        };
        Ok(Corpus {
            name: name.to_string(),
            train: examples(self.train),
            held_out: examples(self.held_out),
            duplicates: self.duplicates,
            merges,
            vocabs,
            max_len: longest + 2,
        })
    }
}

/// What a training run learns from: a built-in task, or a person's pairs.
#[derive(Clone, Debug)]
pub enum Data {
    Task(Task),
    Corpus(Arc<Corpus>),
}

impl From<Task> for Data {
    fn from(task: Task) -> Data {
        Data::Task(task)
    }
}

impl From<Corpus> for Data {
    fn from(corpus: Corpus) -> Data {
        Data::Corpus(Arc::new(corpus))
    }
}

impl Data {
    /// The task's name, or `pairs` for a corpus.
    pub fn name(&self) -> &str {
        match self {
            Data::Task(task) => task.name(),
            Data::Corpus(_) => "pairs",
        }
    }

    /// The built-in task, if that is what this is.
    pub fn task(&self) -> Option<Task> {
        match self {
            Data::Task(task) => Some(*task),
            Data::Corpus(_) => None,
        }
    }

    /// The source and target vocabularies.
    pub fn vocabs(&self) -> Vocabs {
        match self {
            Data::Task(task) => task.vocabs(),
            Data::Corpus(c) => c.vocabs.clone(),
        }
    }

    /// The `max_len` a model needs: the longest source or target in tokens, plus 2.
    pub fn max_len(&self) -> usize {
        match self {
            Data::Task(task) => task.max_len(),
            Data::Corpus(c) => c.max_len,
        }
    }

    /// The training examples of step `step` (1-based) of a run seeded with `seed`: `batch_size`
    /// examples, the same for the same `(seed, step)`.
    pub fn training_examples(&self, seed: u64, batch_size: usize, step: u32) -> Vec<Example> {
        let seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(step));
        match self {
            Data::Task(task) => task.examples(tasks::Split::Train, batch_size, seed),
            Data::Corpus(c) => c.examples(batch_size, seed),
        }
    }

    /// Up to `n` held-out examples, the same every time; a shorter set is a prefix of a longer.
    pub fn held_out(&self, n: usize) -> Vec<Example> {
        match self {
            Data::Task(task) => task.test_set(n),
            Data::Corpus(c) => c.held_out.iter().take(n).cloned().collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// A file of `n` distinct pairs: "wort i" to "word i".
    fn file(n: usize) -> String {
        (0..n).map(|i| format!("wort {i}\tword {i}\n")).collect()
    }

    #[test]
    fn a_tenth_is_held_out_the_same_every_time_and_apart_from_training() {
        let a = Corpus::from_bytes("a.tsv", file(95).as_bytes(), None).unwrap();
        assert_eq!((a.train.len(), a.held_out.len()), (86, 9));
        let b = Corpus::from_bytes("a.tsv", file(95).as_bytes(), None).unwrap();
        assert_eq!((a.train.clone(), a.held_out.clone()), (b.train, b.held_out));
        let train: HashSet<&Example> = a.train.iter().collect();
        assert!(a.held_out.iter().all(|e| !train.contains(e)));
        // Shuffled: not the first or the last lines of the file.
        let first: Vec<&str> = a.held_out.iter().map(|e| e.src.as_str()).collect();
        assert_ne!(
            first,
            (0..9).map(|i| format!("wort {i}")).collect::<Vec<_>>()
        );
        // Two pairs: one of each.
        let two = Corpus::from_bytes("b.tsv", file(2).as_bytes(), None).unwrap();
        assert_eq!((two.train.len(), two.held_out.len()), (1, 1));
        let one = Corpus::from_bytes("c.tsv", b"a\tb\na\tb\n", None).unwrap_err();
        let said = crate::words::error(&one);
        assert!(said.contains("at least 2"), "{said}");
    }

    #[test]
    fn one_vocabulary_is_learned_from_both_sides() {
        let text = "der hund schläft\tthe dog sleeps\n".to_string()
            + "der hund bellt\tthe dog barks\n"
            + "die katze schläft\tthe cat sleeps\n"
            + "der hund läuft\tthe dog runs\n";
        let c = Corpus::from_bytes("t.tsv", text.as_bytes(), Some(50)).unwrap();
        assert_eq!(c.vocabs.src, c.vocabs.tgt);
        let pieces = &c.vocabs.src.tokens;
        // "hund" comes only from German and "dog" only from English: both are one piece.
        for word in ["hund", "dog", "the"] {
            assert!(pieces.contains(&word.to_string()), "{word}: {pieces:?}");
        }
        // Learned from the training pairs only: those encode without <unk>, and every pair fits.
        for (e, seen) in c
            .train
            .iter()
            .map(|e| (e, true))
            .chain(c.held_out.iter().map(|e| (e, false)))
        {
            for text in [&e.src, &e.tgt] {
                let ids = c.vocabs.src.encode(text).unwrap();
                assert!(ids.len() + 2 <= c.max_len);
                if seen {
                    assert_eq!(&c.vocabs.src.decode(&ids, &[]), text);
                }
            }
        }
    }

    #[test]
    fn default_merges_grow_with_the_corpus() {
        assert_eq!(default_merges(10), 100);
        assert_eq!(default_merges(4_000), 1_000);
        assert_eq!(default_merges(pairs::MAX_LINES), 5_000);
        let c = Corpus::from_bytes("t.tsv", file(40).as_bytes(), Some(3)).unwrap();
        assert_eq!(c.merges, 3);
        let e = Corpus::from_bytes("t.tsv", file(40).as_bytes(), Some(MAX_MERGES + 1));
        assert!(e.unwrap_err().to_string().contains("at most 100000"));
    }

    #[test]
    fn training_examples_come_from_the_training_pairs_by_seed_and_step() {
        let data = Data::from(Corpus::from_bytes("t.tsv", file(50).as_bytes(), None).unwrap());
        let Data::Corpus(c) = &data else {
            unreachable!()
        };
        let a = data.training_examples(3, 16, 7);
        assert_eq!(a.len(), 16);
        assert_eq!(a, data.training_examples(3, 16, 7));
        assert_ne!(a, data.training_examples(3, 16, 8));
        assert!(a.iter().all(|e| c.train.contains(e)));
        assert_eq!(data.held_out(200), c.held_out);
        assert_eq!(data.held_out(2)[..], c.held_out[..2]);
    }

    #[test]
    fn bad_lines_are_named() {
        let e = Corpus::from_bytes("t.tsv", b"a\tb\nc d\n", None).unwrap_err();
        let said = crate::words::error(&e);
        assert!(said.contains("line 2: no tab"), "{said}");
    }
}
