//! The built-in tasks: small sequence-to-sequence problems generated in code from a seed, so a
//! model can be trained in the browser with nothing to download.
//!
//! - `copy`, `reverse`, `sort`: strings of 3 to 12 letters from `a` to `j`. The attention
//!   pattern to learn is a diagonal, an anti-diagonal, or "find the next smallest letter".
//! - `dates`: a date as a person writes it ("Mar 3rd, 21", "3.3.2021") to ISO ("2021-03-03").
//! - `numbers`: English number words to German ones ("twenty one" to "einundzwanzig"), where
//!   cross-attention has to reorder: "ein" looks at "one", "zwanzig" at "twenty".
//! - `fr-en`: French sentences to English over a small real grammar ("je suis étudiant" to "i am
//!   a student"), as the paper translates: byte-pair pieces from one vocabulary learned on both
//!   sides of the training text (section 5.1). Every pair carries its true word alignment.
//!
//! Every task holds out about one in ten of its problems as a test set that training never sees.
//! Which problems are held out is decided by a fixed hash, so it is the same for every seed, and
//! a generator picks only among the problems of the split it is asked for, so it never retries.

mod dates;
mod french;
mod letters;
mod numbers;

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::data::bpe::Codes;
use crate::data::vocab::{Kind, Vocab, Vocabs, BOS, EOS, PAD, UNK};
use crate::error::{Error, Result};
use crate::rng::Rng;

/// A built-in task.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Task {
    Copy,
    Reverse,
    Sort,
    Dates,
    Numbers,
    FrEn,
}

/// The side of the held-out line an example comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Split {
    Train,
    Test,
}

/// One pair: the source text and the target text the model should produce for it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Example {
    pub src: String,
    pub tgt: String,
}

/// An example with the true word alignment it was built with: `alignment[e]` holds the source
/// words (0-based indices of the words between spaces) that target word `e` translates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Aligned {
    pub example: Example,
    pub alignment: Vec<Vec<usize>>,
}

/// One in `HELD_OUT` problems is in the test split.
const HELD_OUT: u64 = 10;

/// The seed of `Task::test_set`: the held-out set every evaluation uses.
const TEST_SEED: u64 = 2017;

/// `Task::test_set` stops after this many draws per requested example, so asking for more
/// distinct examples than a split holds ends.
const MAX_DRAWS_PER_EXAMPLE: usize = 100;

impl Task {
    /// Every task, in the order the page and the CLI list them; the page opens on the first.
    pub const ALL: [Task; 6] = [
        Task::FrEn,
        Task::Copy,
        Task::Reverse,
        Task::Sort,
        Task::Dates,
        Task::Numbers,
    ];

    /// The task's name, as the CLI and the weights file's `task` metadata spell it.
    pub fn name(self) -> &'static str {
        match self {
            Task::Copy => "copy",
            Task::Reverse => "reverse",
            Task::Sort => "sort",
            Task::Dates => "dates",
            Task::Numbers => "numbers",
            Task::FrEn => "fr-en",
        }
    }

    /// The task called `name`; an unknown name is an error that lists the valid ones.
    pub fn from_name(name: &str) -> Result<Task> {
        Task::ALL
            .into_iter()
            .find(|task| task.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = Task::ALL.iter().map(|task| task.name()).collect();
                Error::Input(format!(
                    "unknown task {name:?}; the tasks are: {}",
                    names.join(", ")
                ))
            })
    }

    /// An input the task's models read, the one the page starts each shipped model on.
    pub fn example(self) -> &'static str {
        match self {
            Task::Copy => "badcafe",
            Task::Reverse => "abcdefg",
            Task::Sort => "jhcafeb",
            Task::Dates => "Mar 3rd, 21",
            Task::Numbers => "three hundred twenty one",
            Task::FrEn => "je suis étudiant",
        }
    }

    /// The task's source and target vocabularies, `<pad> <bos> <eos> <unk>` (ids 0 to 3) first:
    /// then exactly the characters the task's texts use, or for translation the byte-pair
    /// pieces learned from its training text (`translation_vocabs`).
    pub fn vocabs(self) -> Vocabs {
        let letters = std::str::from_utf8(letters::LETTERS).expect("the letters are ASCII");
        let (src, tgt) = match self {
            Task::Copy | Task::Reverse | Task::Sort => (letters, letters),
            Task::Dates => (dates::DATE_SRC_CHARS, dates::DATE_TGT_CHARS),
            Task::Numbers => (numbers::ENGLISH_CHARS, numbers::GERMAN_CHARS),
            Task::FrEn => return translation_vocabs().clone(),
        };
        Vocabs {
            src: char_vocab(src),
            tgt: char_vocab(tgt),
        }
    }

    /// The longest source or target in tokens, plus 2 for `<bos>` and `<eos>`: a model for the
    /// task needs a `max_len` of at least this (the tests check these numbers against every
    /// date and number).
    pub fn max_len(self) -> usize {
        match self {
            Task::Copy | Task::Reverse | Task::Sort => letters::MAX_LETTERS + 2,
            // "wednesday 23 september 2021"
            Task::Dates => 27 + 2,
            // "siebenhundertsiebenundsiebzig"
            Task::Numbers => 29 + 2,
            Task::FrEn => TRANSLATION_MAX_TOKENS + 2,
        }
    }

    /// `n` examples of `split`, the same for the same `(task, split, seed)`. They are drawn with
    /// replacement, so an example may repeat: the numbers task has only about 900 training
    /// numbers, so repeats are certain there. No source of the test split is ever produced for
    /// the train split (for dates: no held-out date, in any form).
    pub fn examples(self, split: Split, n: usize, seed: u64) -> Vec<Example> {
        let sampler = Sampler::new(self, split);
        let mut rng = Rng::new(seed);
        (0..n).map(|_| sampler.draw(&mut rng)).collect()
    }

    /// The fixed held-out set that evaluation uses: up to `n` distinct test examples. For the
    /// numbers task this is every held-out number (about 100) in a fixed shuffled order, cut to
    /// `n`. A shorter set is a prefix of a longer one.
    pub fn test_set(self, n: usize) -> Vec<Example> {
        self.test_draws(n).into_iter().map(|(e, _)| e).collect()
    }

    /// Whether the task's pairs carry their true word alignment (translation's do).
    pub fn has_alignments(self) -> bool {
        self == Task::FrEn
    }

    /// [`Task::test_set`] with each example's true word alignment, for the tasks that have one
    /// ([`Task::has_alignments`]); `None` for the others.
    pub fn aligned_test_set(self, n: usize) -> Option<Vec<Aligned>> {
        if !self.has_alignments() {
            return None;
        }
        self.test_draws(n)
            .into_iter()
            .map(|(example, alignment)| {
                Some(Aligned {
                    example,
                    alignment: alignment?,
                })
            })
            .collect()
    }

    /// The pair of the task whose source is `src`, with its true word alignment, from either
    /// split: for the tasks with alignments ([`Task::has_alignments`]) and a source the task
    /// makes; `None` otherwise. The page looks its input up with this to draw the true links.
    pub fn aligned_example(self, src: &str) -> Option<Aligned> {
        if !self.has_alignments() {
            return None;
        }
        let pair = french::find(src)?;
        let alignment = pair.alignment.clone();
        Some(Aligned {
            example: pair.example(),
            alignment,
        })
    }

    /// The examples of [`Task::test_set`], each with its alignment where the task has one.
    fn test_draws(self, n: usize) -> Vec<(Example, Option<Vec<Vec<usize>>>)> {
        let sampler = Sampler::new(self, Split::Test);
        let mut rng = Rng::new(TEST_SEED);
        if self == Task::Numbers {
            let mut numbers = sampler.numbers;
            shuffle(&mut rng, &mut numbers);
            return numbers
                .into_iter()
                .take(n)
                .map(|number| (numbers::number_example(number), None))
                .collect();
        }
        let mut seen = HashSet::new();
        let mut set = Vec::with_capacity(n);
        for _ in 0..n.saturating_mul(MAX_DRAWS_PER_EXAMPLE) {
            if set.len() == n {
                break;
            }
            let (example, alignment) = sampler.draw_aligned(&mut rng);
            if seen.insert(example.src.clone()) {
                set.push((example, alignment));
            }
        }
        set
    }
}

/// The merges learned for the translation task: with the grammar's words this gives one
/// vocabulary of 456 pieces, in which the commonest words are one piece ("je", "le", "pas") and
/// most others two ("cha@@ t", "poiss@@ on"), so a learner sees words cut into pieces.
pub const TRANSLATION_MERGES: usize = 500;

/// Training pairs (each giving its French and its English line) the translation task's merges
/// are learned from, and the seed that draws them.
const TRANSLATION_BPE_PAIRS: usize = 20_000;
const TRANSLATION_BPE_SEED: u64 = 5;

/// The most byte-pair pieces a translation sentence takes: the longest sentences' words are
/// common, one or two pieces each, with room for a few rarer ones (the tests check every
/// sentence of a large sample against it).
const TRANSLATION_MAX_TOKENS: usize = 2 * french::MAX_WORDS + 4;

/// The translation task's vocabulary: subword-nmt's merges learned from both sides of a fixed
/// sample of training pairs together, and one list of pieces for both sides (the paper's shared
/// source-target vocabulary). Learned once per process.
fn translation_vocabs() -> &'static Vocabs {
    static VOCABS: OnceLock<Vocabs> = OnceLock::new();
    VOCABS.get_or_init(|| {
        let pairs = Task::FrEn.examples(Split::Train, TRANSLATION_BPE_PAIRS, TRANSLATION_BPE_SEED);
        let lines: Vec<&str> = pairs
            .iter()
            .flat_map(|e| [e.src.as_str(), e.tgt.as_str()])
            .collect();
        let codes = Codes::learn(lines.iter().copied(), TRANSLATION_MERGES, 2);
        Vocabs::shared(Vocab::bpe_for_text(codes, lines).expect("learned pieces are distinct"))
    })
}

/// A character-level vocabulary: the four special tokens, then each character of `chars`.
fn char_vocab(chars: &str) -> Vocab {
    let mut tokens: Vec<String> = [PAD, BOS, EOS, UNK].map(String::from).to_vec();
    tokens.extend(chars.chars().map(String::from));
    Vocab::new(Kind::Char, tokens).expect("a task's characters are distinct")
}

/// Draws the examples of one task and split. It holds what is worth computing once: the dates
/// or numbers of the split.
struct Sampler {
    task: Task,
    split: Split,
    /// The dates of the split (dates task only).
    dates: Vec<dates::Date>,
    /// The numbers of the split (numbers task only).
    numbers: Vec<u32>,
}

impl Sampler {
    fn new(task: Task, split: Split) -> Self {
        let dates = match task {
            Task::Dates => dates::dates_of(split),
            _ => Vec::new(),
        };
        let numbers = match task {
            Task::Numbers => numbers::numbers_of(split),
            _ => Vec::new(),
        };
        Sampler {
            task,
            split,
            dates,
            numbers,
        }
    }

    /// One random example.
    fn draw(&self, rng: &mut Rng) -> Example {
        self.draw_aligned(rng).0
    }

    /// One random example and, for translation, its true word alignment.
    fn draw_aligned(&self, rng: &mut Rng) -> (Example, Option<Vec<Vec<usize>>>) {
        let example = match self.task {
            Task::Copy | Task::Reverse | Task::Sort => letters::draw(self.task, rng, self.split),
            Task::Dates => dates::draw(rng, &self.dates),
            Task::Numbers => numbers::number_example(self.numbers[pick(rng, self.numbers.len())]),
            Task::FrEn => {
                let pair = french::draw(rng, self.split);
                let alignment = pair.alignment.clone();
                return (pair.example(), Some(alignment));
            }
        };
        (example, None)
    }
}

/// A uniform index in `0..n` (the modulo bias is below 1e-16 for the small `n` used here).
pub(crate) fn pick(rng: &mut Rng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// Shuffles `items` in place (Fisher-Yates).
pub(crate) fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, pick(rng, i + 1));
    }
}

/// A 64-bit hash of `bytes` that is the same on every machine: FNV-1a, then one SplitMix64 step
/// so that the low bits depend on every input bit.
fn hash(bytes: &[u8]) -> u64 {
    // FNV-1a's 64-bit offset basis and prime (http://www.isthe.com/chongo/tech/comp/fnv/).
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    Rng::new(h).next_u64()
}

/// The split of a problem whose key hashes to `h`: test for one bucket in `HELD_OUT`.
fn split_of_hash(h: u64) -> Split {
    if h % HELD_OUT == 0 {
        Split::Test
    } else {
        Split::Train
    }
}

// ---- copy, reverse, sort ----

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A training sample and the test set of `task`, for the checks that look at examples.
    pub(super) fn sample(task: Task) -> Vec<Example> {
        let mut examples = task.examples(Split::Train, 5_000, 11);
        examples.extend(task.test_set(1_000));
        examples
    }

    /// Checks that `task`'s vocabularies hold exactly the characters of `all` (every example of
    /// the task) and that its `max_len` is the longest example plus `<bos>` and `<eos>`.
    pub(super) fn assert_vocabs_tight(task: Task, all: &[Example]) {
        let used = |side: fn(&Example) -> &str| {
            let mut chars: Vec<char> = all.iter().flat_map(|e| side(e).chars()).collect();
            chars.sort_unstable();
            chars.dedup();
            chars.into_iter().collect::<String>()
        };
        let vocabs = task.vocabs();
        assert_eq!(
            vocabs.src.tokens[4..].concat(),
            used(|e| &e.src),
            "{task:?}"
        );
        assert_eq!(
            vocabs.tgt.tokens[4..].concat(),
            used(|e| &e.tgt),
            "{task:?}"
        );
        let longest = all
            .iter()
            .map(|e| e.src.chars().count().max(e.tgt.chars().count()))
            .max()
            .unwrap();
        assert_eq!(task.max_len(), longest + 2, "{task:?}");
    }

    #[test]
    fn names_round_trip_and_unknown_names_list_the_tasks() {
        for task in Task::ALL {
            assert_eq!(Task::from_name(task.name()).unwrap(), task);
        }
        let err = Task::from_name("translate").unwrap_err().to_string();
        assert!(
            err.contains("fr-en, copy, reverse, sort, dates, numbers"),
            "{err}"
        );
    }

    #[test]
    fn every_example_is_an_input_of_its_task() {
        for task in Task::ALL {
            let read = task.vocabs().src.read(task.example()).unwrap();
            let ids = read.ids;
            assert!(read.unseen.is_empty(), "{task:?}: {:?}", read.unseen);
            assert!(!ids.is_empty() && ids.len() <= task.max_len(), "{task:?}");
        }
    }

    #[test]
    fn same_seed_same_examples() {
        for task in Task::ALL {
            for split in [Split::Train, Split::Test] {
                let a = task.examples(split, 300, 7);
                assert_eq!(a.len(), 300);
                assert_eq!(a, task.examples(split, 300, 7), "{task:?} {split:?}");
                assert_ne!(a, task.examples(split, 300, 8), "{task:?} {split:?}");
            }
            assert_eq!(task.test_set(50), task.test_set(50));
            assert_eq!(task.test_set(20)[..], task.test_set(50)[..20]);
        }
    }

    #[test]
    fn train_and_test_are_disjoint() {
        for task in Task::ALL {
            let test = task.test_set(1_000);
            let train = task.examples(Split::Train, 100_000, 1);
            let test_src: HashSet<&str> = test.iter().map(|e| e.src.as_str()).collect();
            assert_eq!(test_src.len(), test.len(), "{task:?}: test set repeats");
            for e in &train {
                assert!(
                    !test_src.contains(e.src.as_str()),
                    "{task:?}: {e:?} in both"
                );
            }
            // For dates (target = the date) and numbers (one source per target) this says no
            // held-out date or number appears in training in any form.
            let test_tgt: HashSet<&str> = test.iter().map(|e| e.tgt.as_str()).collect();
            if matches!(task, Task::Dates | Task::Numbers) {
                for e in &train {
                    assert!(
                        !test_tgt.contains(e.tgt.as_str()),
                        "{task:?}: {e:?} held out"
                    );
                }
            }
        }
    }

    #[test]
    fn examples_encode_without_unk_and_fit_max_len() {
        for task in Task::ALL {
            let vocabs = task.vocabs();
            assert_eq!(vocabs.src.tokens[..4], ["<pad>", "<bos>", "<eos>", "<unk>"]);
            assert_eq!(vocabs.tgt.tokens[..4], vocabs.src.tokens[..4]);
            for e in sample(task) {
                let src = vocabs.src.encode(&e.src).unwrap();
                let tgt = vocabs.tgt.encode(&e.tgt).unwrap();
                for (ids, text) in [(&src, &e.src), (&tgt, &e.tgt)] {
                    assert!(!ids.contains(&3), "{task:?}: <unk> in {text:?}");
                    assert!(
                        ids.len() + 2 <= task.max_len(),
                        "{task:?}: {text:?} too long"
                    );
                }
            }
        }
    }

    #[test]
    fn translation_shares_one_byte_pair_vocabulary_and_fits_max_len() {
        let vocabs = Task::FrEn.vocabs();
        assert_eq!(vocabs.src, vocabs.tgt);
        assert_eq!(vocabs.src.kind, Kind::Bpe);
        let n = vocabs.src.len();
        assert!((300..=1_000).contains(&n), "{n} pieces");
        let codes = vocabs.src.codes().unwrap();
        assert_eq!(codes.len(), TRANSLATION_MERGES);
        // The showcase, piece by piece, and back.
        let read = vocabs.src.read("je suis étudiant").unwrap();
        assert!(read.unseen.is_empty(), "{:?}", read.unseen);
        assert_eq!(vocabs.src.decode(&read.ids, &[]), "je suis étudiant");
        let mut longest = 0;
        for e in sample(Task::FrEn)
            .iter()
            .chain(&Task::FrEn.examples(Split::Train, 50_000, 9))
        {
            for text in [&e.src, &e.tgt] {
                let read = vocabs.src.read(text).unwrap();
                let ids = read.ids;
                assert!(read.unseen.is_empty(), "{text}: {:?}", read.unseen);
                assert_eq!(&vocabs.src.decode(&ids, &[]), text);
                longest = longest.max(ids.len());
            }
        }
        assert!(longest <= TRANSLATION_MAX_TOKENS, "{longest} pieces");
        assert!(
            longest + 6 > TRANSLATION_MAX_TOKENS,
            "{longest} pieces: max_len is loose"
        );
    }

    #[test]
    fn only_translation_has_alignments_and_they_come_with_the_test_set() {
        for task in Task::ALL {
            assert_eq!(task.aligned_test_set(5).is_some(), task == Task::FrEn);
        }
        let aligned = Task::FrEn.aligned_test_set(50).unwrap();
        let examples: Vec<Example> = aligned.iter().map(|a| a.example.clone()).collect();
        assert_eq!(examples, Task::FrEn.test_set(50));
        for a in &aligned {
            let words = a.example.src.split(' ').count();
            assert_eq!(a.alignment.len(), a.example.tgt.split(' ').count());
            assert!(a.alignment.iter().flatten().all(|&f| f < words), "{a:?}");
        }
    }

    #[test]
    fn a_translation_pair_is_found_by_its_source() {
        let a = Task::FrEn.aligned_example("je suis étudiant").unwrap();
        assert_eq!(a.example.tgt, "i am a student");
        assert_eq!(a.alignment, [vec![0], vec![1], vec![2], vec![2]]);
        for e in Task::FrEn.aligned_test_set(20).unwrap() {
            assert_eq!(Task::FrEn.aligned_example(&e.example.src), Some(e));
        }
        assert_eq!(Task::FrEn.aligned_example("je suis chat bleu vert"), None);
        assert_eq!(Task::FrEn.aligned_example(""), None);
        assert_eq!(Task::Reverse.aligned_example("abc"), None);
    }

    #[test]
    fn empty_requests_give_empty_sets() {
        for task in Task::ALL {
            assert_eq!(task.test_set(0).len(), 0);
            assert!(task.examples(Split::Test, 0, 1).is_empty());
        }
    }
}
