//! The built-in tasks: small sequence-to-sequence problems generated in code from a seed, so a
//! model can be trained in the browser with nothing to download.
//!
//! - `copy`, `reverse`, `sort`: strings of 3 to 12 letters from `a` to `j`. The attention
//!   pattern to learn is a diagonal, an anti-diagonal, or "find the next smallest letter".
//! - `dates`: a date as a person writes it ("Mar 3rd, 21", "3.3.2021") to ISO ("2021-03-03").
//! - `numbers`: English number words to German ones ("twenty one" to "einundzwanzig"), where
//!   cross-attention has to reorder: "ein" looks at "one", "zwanzig" at "twenty".
//!
//! Every task holds out about one in ten of its problems as a test set that training never sees.
//! Which problems are held out is decided by a fixed hash, so it is the same for every seed, and
//! a generator picks only among the problems of the split it is asked for, so it never retries.

use std::collections::HashSet;

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

/// The letters of the copy, reverse and sort tasks. There are ten of them, so that picking the
/// last letter can put a string in either split (see `letters_split`).
const LETTERS: &[u8] = b"abcdefghij";
/// The shortest letter string.
const MIN_LETTERS: usize = 3;
/// The longest letter string.
const MAX_LETTERS: usize = 12;

/// One in `HELD_OUT` problems is in the test split.
const HELD_OUT: u64 = 10;

/// The seed of `Task::test_set`: the held-out set every evaluation uses.
const TEST_SEED: u64 = 2017;

/// `Task::test_set` stops after this many draws per requested example, so asking for more
/// distinct examples than a split holds ends.
const MAX_DRAWS_PER_EXAMPLE: usize = 100;

/// The dates task's years; two-digit years 50..=99 mean 19xx and 00..=49 mean 20xx.
const FIRST_YEAR: u32 = 1950;
const LAST_YEAR: u32 = 2049;

/// The numbers task translates 0..=LARGEST_NUMBER.
const LARGEST_NUMBER: u32 = 999;

/// Every character a date source can contain. The tests check that these four lists hold exactly
/// the characters the generators use.
const DATE_SRC_CHARS: &str = " ,./0123456789ADFJMNOSTWabcdefghijlmnoprstuvwy";
/// Every character of an ISO date.
const DATE_TGT_CHARS: &str = "-0123456789";
/// Every character of the English number words.
const ENGLISH_CHARS: &str = " defghilnorstuvwxyz";
/// Every character of the German number words.
const GERMAN_CHARS: &str = "abcdefghilnrstuvwzßöü";

impl Task {
    /// Every task, in the order the UI lists them.
    pub const ALL: [Task; 5] = [
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

    /// One sentence about the task, for the UI and the CLI.
    pub fn describe(self) -> &'static str {
        match self {
            Task::Copy => {
                "Copy a string of 3 to 12 letters (a to j): attention learns to look at the \
                 same position."
            }
            Task::Reverse => {
                "Reverse a string of 3 to 12 letters (a to j): attention learns to look at the \
                 mirrored position."
            }
            Task::Sort => {
                "Sort a string of 3 to 12 letters (a to j): attention learns to find the next \
                 smallest letter."
            }
            Task::Dates => {
                "Rewrite a date as people write it (\"Mar 3rd, 21\", \"3.3.2021\") in ISO form \
                 (2021-03-03)."
            }
            Task::Numbers => {
                "Translate English number words into German (\"twenty one\" to \
                 \"einundzwanzig\"): attention learns to reorder."
            }
        }
    }

    /// The task's source and target vocabularies: character-level, `<pad> <bos> <eos> <unk>`
    /// (ids 0 to 3) and then exactly the characters the task's texts use.
    pub fn vocabs(self) -> Vocabs {
        let letters = std::str::from_utf8(LETTERS).expect("the letters are ASCII");
        let (src, tgt) = match self {
            Task::Copy | Task::Reverse | Task::Sort => (letters, letters),
            Task::Dates => (DATE_SRC_CHARS, DATE_TGT_CHARS),
            Task::Numbers => (ENGLISH_CHARS, GERMAN_CHARS),
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
            Task::Copy | Task::Reverse | Task::Sort => MAX_LETTERS + 2,
            // "wednesday 23 september 2021"
            Task::Dates => 27 + 2,
            // "siebenhundertsiebenundsiebzig"
            Task::Numbers => 29 + 2,
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
        let sampler = Sampler::new(self, Split::Test);
        let mut rng = Rng::new(TEST_SEED);
        if self == Task::Numbers {
            let mut numbers = sampler.numbers;
            shuffle(&mut rng, &mut numbers);
            return numbers.into_iter().take(n).map(number_example).collect();
        }
        let mut seen = HashSet::new();
        let mut set = Vec::with_capacity(n);
        for _ in 0..n.saturating_mul(MAX_DRAWS_PER_EXAMPLE) {
            if set.len() == n {
                break;
            }
            let example = sampler.draw(&mut rng);
            if seen.insert(example.src.clone()) {
                set.push(example);
            }
        }
        set
    }
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
    dates: Vec<Date>,
    /// The numbers of the split (numbers task only).
    numbers: Vec<u32>,
}

impl Sampler {
    fn new(task: Task, split: Split) -> Self {
        let dates = match task {
            Task::Dates => all_dates().filter(|d| d.split() == split).collect(),
            _ => Vec::new(),
        };
        let numbers = match task {
            Task::Numbers => (0..=LARGEST_NUMBER)
                .filter(|&n| number_split(n) == split)
                .collect(),
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
        match self.task {
            Task::Copy | Task::Reverse | Task::Sort => {
                letters_example(self.task, random_letters(rng, self.split))
            }
            Task::Dates => {
                let date = self.dates[pick(rng, self.dates.len())];
                let form = DateForm::ALL[pick(rng, DateForm::ALL.len())];
                Example {
                    src: form.render(date),
                    tgt: date.iso(),
                }
            }
            Task::Numbers => number_example(self.numbers[pick(rng, self.numbers.len())]),
        }
    }
}

/// A uniform index in `0..n` (the modulo bias is below 1e-16 for the small `n` used here).
fn pick(rng: &mut Rng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// Shuffles `items` in place (Fisher-Yates).
fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
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

/// The split of a letter string. Its bucket is the hash of all but the last letter plus the
/// last letter's place in the alphabet, modulo the 10 letters; bucket 0 is test. So every prefix
/// has exactly one last letter that makes it a test string, and nine that make it a training
/// string: one in ten strings is held out.
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

/// A random letter string of `split`: its length and all letters but the last are drawn freely,
/// and the last is drawn among the letters that put it in `split` (one for test, nine for
/// train; see `letters_split`), so there is never a draw to throw away.
fn random_letters(rng: &mut Rng, split: Split) -> String {
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
        Task::Dates | Task::Numbers => unreachable!("not a letters task"),
    };
    Example { src, tgt }
}

// ---- dates ----

const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

const WEEKDAYS: [&str; 7] = [
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// A day of the Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Date {
    year: u32,
    /// 1 to 12.
    month: u32,
    /// 1 to 31.
    day: u32,
}

impl Date {
    /// The ISO 8601 form, "2021-03-03": the target of the dates task.
    fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// The split of the date, whatever form it is written in: decided by the hash of its ISO form.
    fn split(self) -> Split {
        split_of_hash(hash(self.iso().as_bytes()))
    }

    /// Days since 1 January 1950.
    fn day_number(self) -> u32 {
        let years: u32 = (FIRST_YEAR..self.year).map(days_in_year).sum();
        let months: u32 = (1..self.month).map(|m| days_in_month(self.year, m)).sum();
        years + months + self.day - 1
    }

    /// The day of the week: 0 for Monday to 6 for Sunday.
    fn weekday(self) -> usize {
        // 1 January 1950 was a Sunday.
        (self.day_number() as usize + 6) % 7
    }
}

/// Leap years: every fourth year, but not whole centuries unless they divide by 400 (2000 does).
fn is_leap_year(year: u32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_year(year: u32) -> u32 {
    if is_leap_year(year) {
        366
    } else {
        365
    }
}

/// The number of days in `month` (1 to 12) of `year`.
fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if is_leap_year(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Every date from 1 January 1950 to 31 December 2049, in order.
fn all_dates() -> impl Iterator<Item = Date> {
    (FIRST_YEAR..=LAST_YEAR).flat_map(|year| {
        (1..=12).flat_map(move |month| {
            (1..=days_in_month(year, month)).map(move |day| Date { year, month, day })
        })
    })
}

/// The ways a person may write a date, each shown for Wednesday 3 March 2021. Numeric forms put
/// the day first, as most of the world does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DateForm {
    /// "3 march 2021"
    DayMonthYear,
    /// "march 3, 2021"
    MonthDayYear,
    /// "March 3, 2021"
    CapitalMonthDayYear,
    /// "Mar 3rd, 21"
    ShortMonthOrdinalShortYear,
    /// "03/03/2021"
    Slashes,
    /// "3.3.2021"
    Dots,
    /// "wednesday 3 march 2021"
    WeekdayDayMonthYear,
    /// "Wed 3 Mar 2021"
    ShortWeekdayDayMonthYear,
    /// "2021 march 3"
    YearMonthDay,
    /// "the 3rd of march 2021"
    OrdinalOfMonthYear,
}

impl DateForm {
    const ALL: [DateForm; 10] = [
        DateForm::DayMonthYear,
        DateForm::MonthDayYear,
        DateForm::CapitalMonthDayYear,
        DateForm::ShortMonthOrdinalShortYear,
        DateForm::Slashes,
        DateForm::Dots,
        DateForm::WeekdayDayMonthYear,
        DateForm::ShortWeekdayDayMonthYear,
        DateForm::YearMonthDay,
        DateForm::OrdinalOfMonthYear,
    ];

    /// `date` written in this form.
    fn render(self, date: Date) -> String {
        let Date { year, month, day } = date;
        let month_name = MONTHS[month as usize - 1];
        let weekday = WEEKDAYS[date.weekday()];
        match self {
            DateForm::DayMonthYear => format!("{day} {month_name} {year}"),
            DateForm::MonthDayYear => format!("{month_name} {day}, {year}"),
            DateForm::CapitalMonthDayYear => {
                format!("{} {day}, {year}", capitalised(month_name))
            }
            DateForm::ShortMonthOrdinalShortYear => {
                format!("{} {}, {:02}", short(month_name), ordinal(day), year % 100)
            }
            DateForm::Slashes => format!("{day:02}/{month:02}/{year}"),
            DateForm::Dots => format!("{day}.{month}.{year}"),
            DateForm::WeekdayDayMonthYear => format!("{weekday} {day} {month_name} {year}"),
            DateForm::ShortWeekdayDayMonthYear => {
                format!("{} {day} {} {year}", short(weekday), short(month_name))
            }
            DateForm::YearMonthDay => format!("{year} {month_name} {day}"),
            DateForm::OrdinalOfMonthYear => {
                format!("the {} of {month_name} {year}", ordinal(day))
            }
        }
    }
}

/// "march" to "March".
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "march" to "Mar", "wednesday" to "Wed".
fn short(word: &str) -> String {
    capitalised(&word[..3])
}

/// 1 to "1st", 2 to "2nd", 3 to "3rd", 11 to "11th", 22 to "22nd".
fn ordinal(day: u32) -> String {
    let suffix = match (day % 10, day % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{day}{suffix}")
}

// ---- numbers ----

const ENGLISH_ONES: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];

/// The tens by their digit; 0 and 1 are not used.
const ENGLISH_TENS: [&str; 10] = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

/// The German numbers 0 to 19, as they are said alone ("eins", not "ein").
const GERMAN_ONES: [&str; 20] = [
    "null",
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "dreizehn",
    "vierzehn",
    "fünfzehn",
    "sechzehn",
    "siebzehn",
    "achtzehn",
    "neunzehn",
];

/// The tens by their digit; 0 and 1 are not used.
const GERMAN_TENS: [&str; 10] = [
    "", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig",
];

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
fn number_example(n: u32) -> Example {
    Example {
        src: english(n),
        tgt: german(n),
    }
}

/// `n` (0 to 999) in English words, with spaces and no "and": 321 is "three hundred twenty one".
fn english(n: u32) -> String {
    if n == 0 {
        return ENGLISH_ONES[0].to_string();
    }
    let mut words = Vec::new();
    let (hundreds, rest) = (n / 100, n % 100);
    if hundreds > 0 {
        words.push(ENGLISH_ONES[hundreds as usize]);
        words.push("hundred");
    }
    if rest >= 20 {
        words.push(ENGLISH_TENS[(rest / 10) as usize]);
        if rest % 10 > 0 {
            words.push(ENGLISH_ONES[(rest % 10) as usize]);
        }
    } else if rest > 0 {
        words.push(ENGLISH_ONES[rest as usize]);
    }
    words.join(" ")
}

/// `n` (0 to 999) in German, written as one word: 321 is "dreihunderteinundzwanzig", 100 is
/// "einhundert", 101 is "einhunderteins".
fn german(n: u32) -> String {
    if n == 0 {
        return GERMAN_ONES[0].to_string();
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
        return GERMAN_ONES[n as usize].to_string();
    }
    let (tens, ones) = (n / 10, n % 10);
    let tens_word = GERMAN_TENS[tens as usize];
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
        GERMAN_ONES[digit as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A training sample and the test set of `task`, for the checks that look at examples.
    fn sample(task: Task) -> Vec<Example> {
        let mut examples = task.examples(Split::Train, 5_000, 11);
        examples.extend(task.test_set(1_000));
        examples
    }

    /// Every source and target of the dates and numbers tasks, all forms of every date.
    fn every_example(task: Task) -> Vec<Example> {
        match task {
            Task::Dates => all_dates()
                .flat_map(|date| {
                    DateForm::ALL.map(|form| Example {
                        src: form.render(date),
                        tgt: date.iso(),
                    })
                })
                .collect(),
            Task::Numbers => (0..=LARGEST_NUMBER).map(number_example).collect(),
            _ => unreachable!("letter tasks are sampled"),
        }
    }

    /// Reads a date the way a person would, independently of `DateForm::render`, and checks the
    /// weekday if one is given. Two-digit years 50..=99 are 19xx, 00..=49 are 20xx.
    fn read_date(src: &str) -> Date {
        let words: Vec<String> = src
            .split([' ', ',', '/', '.'])
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let month_of = |w: &str| MONTHS.iter().position(|m| m.starts_with(w) && w.len() >= 3);
        let weekday_of = |w: &str| {
            WEEKDAYS
                .iter()
                .position(|d| d.starts_with(w) && w.len() >= 3)
        };
        let mut month = None;
        let mut weekday = None;
        let mut numbers = Vec::new();
        for w in &words {
            let digits = w.trim_end_matches(char::is_alphabetic);
            if !digits.is_empty() {
                numbers.push(digits.to_string());
            } else if let Some(m) = month_of(w) {
                month = Some(m as u32 + 1);
            } else if let Some(d) = weekday_of(w) {
                weekday = Some(d);
            } else {
                assert!(w == "the" || w == "of", "unexpected word {w:?} in {src:?}");
            }
        }
        let (day, month, year) = match month {
            // Numeric forms are day first.
            None => (&numbers[0], numbers[1].parse().unwrap(), &numbers[2]),
            Some(m) if numbers[0].len() == 4 => (&numbers[1], m, &numbers[0]),
            Some(m) => (&numbers[0], m, &numbers[1]),
        };
        let year: u32 = year.parse().unwrap();
        let year = match (year, year < 50) {
            (0..=99, true) => 2000 + year,
            (0..=99, false) => 1900 + year,
            _ => year,
        };
        let date = Date {
            year,
            month,
            day: day.parse().unwrap(),
        };
        if let Some(w) = weekday {
            assert_eq!(w, date.weekday(), "wrong weekday in {src:?}");
        }
        date
    }

    #[test]
    fn names_round_trip_and_unknown_names_list_the_tasks() {
        for task in Task::ALL {
            assert_eq!(Task::from_name(task.name()).unwrap(), task);
            assert!(!task.describe().is_empty());
        }
        let err = Task::from_name("translate").unwrap_err().to_string();
        assert!(err.contains("copy, reverse, sort, dates, numbers"), "{err}");
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
    fn every_example_is_in_the_split_it_was_drawn_for() {
        for split in [Split::Train, Split::Test] {
            for e in Task::Copy.examples(split, 2_000, 3) {
                assert_eq!(letters_split(&e.src), split, "{e:?}");
            }
            for e in Task::Numbers.examples(split, 2_000, 3) {
                let n = (0..=LARGEST_NUMBER).find(|&n| english(n) == e.src).unwrap();
                assert_eq!(number_split(n), split, "{e:?}");
            }
            for e in Task::Dates.examples(split, 2_000, 3) {
                assert_eq!(read_date(&e.src).split(), split, "{e:?}");
            }
        }
        // About one in ten is held out.
        let test_dates = all_dates().filter(|d| d.split() == Split::Test).count();
        assert!((3_000..4_300).contains(&test_dates), "{test_dates}");
        let test_numbers = Sampler::new(Task::Numbers, Split::Test).numbers.len();
        assert!((70..130).contains(&test_numbers), "{test_numbers}");
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
    fn vocabs_hold_exactly_the_characters_used_and_max_len_is_tight() {
        for task in [Task::Dates, Task::Numbers] {
            let all = every_example(task);
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

    #[test]
    fn date_forms_by_hand() {
        let date = Date {
            year: 2021,
            month: 3,
            day: 3,
        };
        let written = DateForm::ALL.map(|form| form.render(date));
        assert_eq!(
            written,
            [
                "3 march 2021",
                "march 3, 2021",
                "March 3, 2021",
                "Mar 3rd, 21",
                "03/03/2021",
                "3.3.2021",
                "wednesday 3 march 2021",
                "Wed 3 Mar 2021",
                "2021 march 3",
                "the 3rd of march 2021",
            ]
        );
        for src in written {
            assert_eq!(read_date(&src).iso(), "2021-03-03", "{src}");
        }
        let last_century = Date {
            year: 1999,
            month: 12,
            day: 22,
        };
        let short = DateForm::ShortMonthOrdinalShortYear.render(last_century);
        assert_eq!(short, "Dec 22nd, 99");
        assert_eq!(read_date(&short), last_century);
        let eleventh = Date {
            year: 2005,
            month: 9,
            day: 11,
        };
        assert_eq!(
            DateForm::ShortMonthOrdinalShortYear.render(eleventh),
            "Sep 11th, 05"
        );
        assert_eq!(DateForm::Slashes.render(eleventh), "11/09/2005");
        assert_eq!(
            DateForm::OrdinalOfMonthYear.render(eleventh),
            "the 11th of september 2005"
        );
    }

    #[test]
    fn calendar_leap_days_and_weekdays() {
        assert_eq!(all_dates().count(), 100 * 365 + 25);
        let has = |year, month, day| all_dates().any(|d| d == Date { year, month, day });
        assert!(has(2000, 2, 29) && has(1952, 2, 29) && has(2048, 2, 29));
        assert!(!has(2001, 2, 29) && !has(2021, 4, 31) && !has(1949, 12, 31));
        assert!(has(2049, 12, 31) && has(1950, 1, 1));
        let leap_day = Date {
            year: 2000,
            month: 2,
            day: 29,
        };
        assert_eq!(
            DateForm::WeekdayDayMonthYear.render(leap_day),
            "tuesday 29 february 2000"
        );
        assert_eq!(read_date("29.2.2000"), leap_day);
        assert_eq!(read_date("Feb 29th, 00"), leap_day);
        // Checked against Python's datetime.
        let weekday = |year, month, day| WEEKDAYS[Date { year, month, day }.weekday()];
        assert_eq!(weekday(1950, 1, 1), "sunday");
        assert_eq!(weekday(1969, 7, 20), "sunday");
        assert_eq!(weekday(2000, 1, 1), "saturday");
        assert_eq!(weekday(2021, 3, 3), "wednesday");
        assert_eq!(weekday(2049, 12, 31), "friday");
    }

    #[test]
    fn date_targets_are_the_source_dates() {
        for e in sample(Task::Dates) {
            assert_eq!(read_date(&e.src).iso(), e.tgt, "{e:?}");
        }
        for e in every_example(Task::Dates) {
            assert_eq!(read_date(&e.src).iso(), e.tgt, "{e:?}");
        }
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
        let all = every_example(Task::Numbers);
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
        let held_out = Sampler::new(Task::Numbers, Split::Test).numbers;
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
        for task in Task::ALL {
            assert_eq!(task.test_set(0).len(), 0);
            assert!(task.examples(Split::Test, 0, 1).is_empty());
        }
    }
}
