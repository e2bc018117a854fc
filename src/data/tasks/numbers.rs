//! `numbers`: English number words to German ones ("twenty one" to "einundzwanzig").

use super::{hash, split_of_hash, Example, Split};

/// The numbers task translates 0..=LARGEST_NUMBER.
const LARGEST_NUMBER: u32 = 999;

/// Every character of the English number words.
pub(super) const ENGLISH_CHARS: &str = " defghilnorstuvwxyz";
/// Every character of the German number words.
pub(super) const GERMAN_CHARS: &str = "abcdefghilnrstuvwzßöü";

/// The English numbers 0 to 19, then the tens from twenty, as words apart (see [`word`]).
const ENGLISH_ONES: &str = "zero one two three four five six seven eight nine ten eleven twelve \
                            thirteen fourteen fifteen sixteen seventeen eighteen nineteen";
const ENGLISH_TENS: &str = "twenty thirty forty fifty sixty seventy eighty ninety";

/// The German numbers 0 to 19 as they are said alone ("eins", not "ein"), then the tens.
const GERMAN_ONES: &str = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf \
                           dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn";
const GERMAN_TENS: &str = "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig";

/// Word `i` of a list of words apart: `word(ENGLISH_ONES, 3)` is "three".
fn word(list: &'static str, i: u32) -> &'static str {
    list.split_whitespace()
        .nth(i as usize)
        .expect("a number word within its list")
}

/// The tens word of `n` (20 to 99) from a list that starts at twenty.
fn tens(list: &'static str, n: u32) -> &'static str {
    word(list, n / 10 - 2)
}

/// The numbers of `split`, in order.
pub(super) fn numbers_of(split: Split) -> Vec<u32> {
    (0..=LARGEST_NUMBER)
        .filter(|&n| number_split(n) == split)
        .collect()
}

/// The split of a number: by its hash, except that 0 is always trained on, since "zero" and
/// "null" appear in no other number.
fn number_split(n: u32) -> Split {
    if n == 0 {
        Split::Train
    } else {
        split_of_hash(hash(&n.to_le_bytes()))
    }
}

/// The numbers example for `n`.
pub(super) fn number_example(n: u32) -> Example {
    Example {
        src: english(n),
        tgt: german(n),
    }
}

/// `n` (0 to 999) in English words, with spaces and no "and": 321 is "three hundred twenty one".
fn english(n: u32) -> String {
    if n == 0 {
        return word(ENGLISH_ONES, 0).to_string();
    }
    let mut words = Vec::new();
    let (hundreds, rest) = (n / 100, n % 100);
    if hundreds > 0 {
        words.push(word(ENGLISH_ONES, hundreds));
        words.push("hundred");
    }
    if rest >= 20 {
        words.push(tens(ENGLISH_TENS, rest));
        if rest % 10 > 0 {
            words.push(word(ENGLISH_ONES, rest % 10));
        }
    } else if rest > 0 {
        words.push(word(ENGLISH_ONES, rest));
    }
    words.join(" ")
}

/// `n` (0 to 999) in German, written as one word: 321 is "dreihunderteinundzwanzig", 100 is
/// "einhundert", 101 is "einhunderteins".
fn german(n: u32) -> String {
    if n == 0 {
        return word(GERMAN_ONES, 0).to_string();
    }
    let (hundreds, rest) = (n / 100, n % 100);
    let mut word = String::new();
    if hundreds > 0 {
        word.push_str(german_digit_in_compound(hundreds));
        word.push_str("hundert");
    }
    if rest > 0 {
        word.push_str(&german_below_hundred(rest));
    }
    word
}

/// 1 to 99 in German: below 20 from the table, above it the ones first, then "und", then the
/// tens ("einundzwanzig": one-and-twenty).
fn german_below_hundred(n: u32) -> String {
    if n < 20 {
        return word(GERMAN_ONES, n).to_string();
    }
    let ones = n % 10;
    let tens_word = tens(GERMAN_TENS, n);
    if ones == 0 {
        tens_word.to_string()
    } else {
        format!("{}und{tens_word}", german_digit_in_compound(ones))
    }
}

/// A digit 1 to 9 at the front of a compound: "ein" for 1 (einhundert, einundzwanzig), else as
/// said alone.
fn german_digit_in_compound(digit: u32) -> &'static str {
    if digit == 1 {
        "ein"
    } else {
        word(GERMAN_ONES, digit)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::data::tasks::tests::assert_vocabs_tight;
    use crate::data::tasks::Task;

    /// Every source and target of the numbers task.
    fn every_example() -> Vec<Example> {
        (0..=LARGEST_NUMBER).map(number_example).collect()
    }

    #[test]
    fn every_example_is_in_the_split_it_was_drawn_for() {
        for split in [Split::Train, Split::Test] {
            for e in Task::Numbers.examples(split, 2_000, 3) {
                let n = (0..=LARGEST_NUMBER).find(|&n| english(n) == e.src).unwrap();
                assert_eq!(number_split(n), split, "{e:?}");
            }
        }
        // About one in ten is held out.
        let test_numbers = numbers_of(Split::Test).len();
        assert!((70..130).contains(&test_numbers), "{test_numbers}");
    }

    #[test]
    fn vocabs_hold_exactly_the_characters_used_and_max_len_is_tight() {
        assert_vocabs_tight(Task::Numbers, &every_example());
    }

    #[test]
    fn numbers_by_hand() {
        let cases = [
            (0, "zero", "null"),
            (1, "one", "eins"),
            (7, "seven", "sieben"),
            (11, "eleven", "elf"),
            (12, "twelve", "zwölf"),
            (16, "sixteen", "sechzehn"),
            (17, "seventeen", "siebzehn"),
            (20, "twenty", "zwanzig"),
            (21, "twenty one", "einundzwanzig"),
            (30, "thirty", "dreißig"),
            (36, "thirty six", "sechsunddreißig"),
            (40, "forty", "vierzig"),
            (67, "sixty seven", "siebenundsechzig"),
            (99, "ninety nine", "neunundneunzig"),
            (100, "one hundred", "einhundert"),
            (101, "one hundred one", "einhunderteins"),
            (105, "one hundred five", "einhundertfünf"),
            (111, "one hundred eleven", "einhundertelf"),
            (115, "one hundred fifteen", "einhundertfünfzehn"),
            (121, "one hundred twenty one", "einhunderteinundzwanzig"),
            (200, "two hundred", "zweihundert"),
            (321, "three hundred twenty one", "dreihunderteinundzwanzig"),
            (617, "six hundred seventeen", "sechshundertsiebzehn"),
            (
                777,
                "seven hundred seventy seven",
                "siebenhundertsiebenundsiebzig",
            ),
            (999, "nine hundred ninety nine", "neunhundertneunundneunzig"),
        ];
        for (n, en, de) in cases {
            assert_eq!(english(n), en, "{n}");
            assert_eq!(german(n), de, "{n}");
        }
        let all = every_example();
        let distinct: HashSet<&str> = all.iter().map(|e| e.src.as_str()).collect();
        assert_eq!(
            distinct.len(),
            1_000,
            "every number has its own English words"
        );
        let distinct: HashSet<&str> = all.iter().map(|e| e.tgt.as_str()).collect();
        assert_eq!(
            distinct.len(),
            1_000,
            "every number has its own German word"
        );
    }

    #[test]
    fn numbers_test_set_is_every_held_out_number() {
        let held_out = numbers_of(Split::Test);
        let set = Task::Numbers.test_set(10_000);
        assert_eq!(set.len(), held_out.len());
        let mut numbers: Vec<u32> = set
            .iter()
            .map(|e| (0..=LARGEST_NUMBER).find(|&n| english(n) == e.src).unwrap())
            .collect();
        numbers.sort_unstable();
        assert_eq!(numbers, held_out);
        assert_eq!(Task::Numbers.test_set(5).len(), 5);
        assert_eq!(number_split(0), Split::Train);
    }
}
