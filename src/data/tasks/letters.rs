//! `copy`, `reverse`, `sort`: strings of 3 to 12 letters from `a` to `j`.

use super::{hash, pick, Example, Split, Task};
use crate::rng::Rng;

/// The letters of the copy, reverse and sort tasks. There are ten of them, so that picking the
/// last letter can put a string in either split (see [`test_ending`]).
pub(super) const LETTERS: &[u8] = b"abcdefghij";
/// The shortest letter string.
const MIN_LETTERS: usize = 3;
/// The longest letter string.
pub(super) const MAX_LETTERS: usize = 12;

/// The split rule of letter strings: a string's bucket is the hash of all but its last letter
/// plus the last letter's place in the alphabet, modulo the 10 letters, and bucket 0 is test.
/// So every prefix has exactly one last letter that makes it a test string, and nine that make
/// it a training string: one in ten strings is held out. This is that one letter's place, the
/// one that brings the prefix's bucket to 0.
fn test_ending(prefix: &str) -> usize {
    let n = LETTERS.len() as u64;
    ((n - hash(prefix.as_bytes()) % n) % n) as usize
}

/// A random example of the letters task `task` from `split`.
pub(super) fn draw(task: Task, rng: &mut Rng, split: Split) -> Example {
    letters_example(task, random_letters(rng, split))
}

/// A random letter string of `split`: its length and all letters but the last are drawn freely,
/// and the last is drawn among the letters that put it in `split` (one for test, nine for
/// train; see [`test_ending`]), so there is never a draw to throw away.
fn random_letters(rng: &mut Rng, split: Split) -> String {
    let len = MIN_LETTERS + pick(rng, MAX_LETTERS - MIN_LETTERS + 1);
    let prefix: String = (0..len - 1)
        .map(|_| LETTERS[pick(rng, LETTERS.len())] as char)
        .collect();
    // The last letters that put the string in `split`, in alphabetical order: the test one,
    // or the nine others. The prefix is hashed once, not once per letter.
    let test = test_ending(&prefix);
    let last = match split {
        Split::Test => {
            pick(rng, 1); // one draw for the one ending, as for the nine
            test
        }
        Split::Train => {
            let k = pick(rng, LETTERS.len() - 1);
            if k < test {
                k
            } else {
                k + 1
            }
        }
    };
    let mut s = prefix;
    s.push(LETTERS[last] as char);
    s
}

/// The copy, reverse or sort example for the letters `src`.
fn letters_example(task: Task, src: String) -> Example {
    let tgt = match task {
        Task::Copy => src.clone(),
        Task::Reverse => src.chars().rev().collect(),
        Task::Sort => {
            let mut chars: Vec<char> = src.chars().collect();
            chars.sort_unstable();
            chars.into_iter().collect()
        }
        Task::Dates | Task::Numbers | Task::FrEn => unreachable!("not a letters task"),
    };
    Example { src, tgt }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The split of a letter string, by the rule of [`test_ending`], straight from its
    /// definition: the bucket of the whole string.
    fn letters_split(s: &str) -> Split {
        let (prefix, last) = s.split_at(s.len() - 1);
        let n = LETTERS.len() as u64;
        let last_index = LETTERS.iter().position(|&c| c == last.as_bytes()[0]);
        let bucket = (hash(prefix.as_bytes()) % n + last_index.expect("a task letter") as u64) % n;
        if bucket == 0 {
            Split::Test
        } else {
            Split::Train
        }
    }

    #[test]
    fn every_example_is_in_the_split_it_was_drawn_for() {
        for split in [Split::Train, Split::Test] {
            for e in Task::Copy.examples(split, 2_000, 3) {
                assert_eq!(letters_split(&e.src), split, "{e:?}");
            }
        }
        let test_letters = (0..10_000u64)
            .filter(|&i| {
                letters_split(&format!("abc{}", LETTERS[(i % 10) as usize] as char)) == Split::Test
            })
            .count();
        assert_eq!(
            test_letters, 1_000,
            "one last letter in ten makes a test string"
        );
    }

    #[test]
    fn the_last_letter_is_drawn_among_the_endings_of_the_split() {
        // The definition: every ending of the prefix, those in the split kept in alphabetical
        // order, one of them picked with one draw. `random_letters` must draw the same string
        // and leave the generator where this leaves it.
        let by_definition = |rng: &mut Rng, split: Split| {
            let len = MIN_LETTERS + pick(rng, MAX_LETTERS - MIN_LETTERS + 1);
            let prefix: String = (0..len - 1)
                .map(|_| LETTERS[pick(rng, LETTERS.len())] as char)
                .collect();
            let endings: Vec<String> = LETTERS
                .iter()
                .map(|&last| format!("{prefix}{}", last as char))
                .filter(|s| letters_split(s) == split)
                .collect();
            endings[pick(rng, endings.len())].clone()
        };
        for split in [Split::Train, Split::Test] {
            let (mut fast, mut slow) = (Rng::new(5), Rng::new(5));
            for _ in 0..5_000 {
                assert_eq!(
                    random_letters(&mut fast, split),
                    by_definition(&mut slow, split)
                );
            }
            assert_eq!(fast.next_u64(), slow.next_u64());
        }
    }

    #[test]
    fn max_len_is_tight() {
        let letters = Task::Sort.examples(Split::Train, 5_000, 2);
        let longest = letters.iter().map(|e| e.src.len()).max().unwrap();
        assert_eq!(Task::Sort.max_len(), longest + 2);
    }

    #[test]
    fn copy_reverse_sort_targets() {
        for (task, seed) in [(Task::Copy, 1), (Task::Reverse, 2), (Task::Sort, 3)] {
            for e in task.examples(Split::Train, 1_000, seed) {
                assert!((MIN_LETTERS..=MAX_LETTERS).contains(&e.src.len()), "{e:?}");
                assert!(e.src.bytes().all(|c| LETTERS.contains(&c)), "{e:?}");
                let mut sorted: Vec<char> = e.src.chars().collect();
                sorted.sort();
                let expected: String = match task {
                    Task::Copy => e.src.clone(),
                    Task::Reverse => e.src.chars().rev().collect(),
                    _ => sorted.into_iter().collect(),
                };
                assert_eq!(e.tgt, expected, "{task:?}");
            }
        }
        let sort = letters_example(Task::Sort, "jabjc".to_string());
        assert_eq!(sort.tgt, "abcjj");
        let reverse = letters_example(Task::Reverse, "abcd".to_string());
        assert_eq!(reverse.tgt, "dcba");
    }
}
