//! `dates`: a date as a person writes it ("Mar 3rd, 21", "3.3.2021") to ISO ("2021-03-03").

use super::{hash, pick, split_of_hash, Example, Split};
use crate::rng::Rng;

/// The dates task's years; two-digit years 50..=99 mean 19xx and 00..=49 mean 20xx.
const FIRST_YEAR: u32 = 1950;
const LAST_YEAR: u32 = 2049;

/// Every character a date source can contain. The tests check that these lists hold exactly the
/// characters the generator uses.
pub(super) const DATE_SRC_CHARS: &str = " ,./0123456789ADFJMNOSTWabcdefghijlmnoprstuvwy";
/// Every character of an ISO date.
pub(super) const DATE_TGT_CHARS: &str = "-0123456789";

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
pub(super) struct Date {
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

/// The dates of `split`, in order.
pub(super) fn dates_of(split: Split) -> Vec<Date> {
    all_dates().filter(|d| d.split() == split).collect()
}

/// One of `dates` in one form, both picked at random.
pub(super) fn draw(rng: &mut Rng, dates: &[Date]) -> Example {
    let date = dates[pick(rng, dates.len())];
    let form = DateForm::ALL[pick(rng, DateForm::ALL.len())];
    Example {
        src: form.render(date),
        tgt: date.iso(),
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

/// "march" to "March". Month and weekday names are ASCII, whose case leaves Unicode's case
/// tables out of the page's wasm.
fn capitalised(word: &str) -> String {
    let mut word = word.to_string();
    if let Some(first) = word.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    word
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::tasks::tests::{assert_vocabs_tight, sample};
    use crate::data::tasks::Task;

    fn ymd(year: u32, month: u32, day: u32) -> Date {
        Date { year, month, day }
    }

    /// Every source and target of the dates task: all forms of every date.
    fn every_example() -> Vec<Example> {
        all_dates()
            .flat_map(|date| {
                DateForm::ALL.map(|form| Example {
                    src: form.render(date),
                    tgt: date.iso(),
                })
            })
            .collect()
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
    fn every_example_is_in_the_split_it_was_drawn_for() {
        for split in [Split::Train, Split::Test] {
            for e in Task::Dates.examples(split, 2_000, 3) {
                assert_eq!(read_date(&e.src).split(), split, "{e:?}");
            }
        }
        // About one in ten is held out.
        let test_dates = all_dates().filter(|d| d.split() == Split::Test).count();
        assert!((3_000..4_300).contains(&test_dates), "{test_dates}");
    }

    #[test]
    fn vocabs_hold_exactly_the_characters_used_and_max_len_is_tight() {
        assert_vocabs_tight(Task::Dates, &every_example());
    }

    #[test]
    fn date_forms_by_hand() {
        let date = ymd(2021, 3, 3);
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
        let last_century = ymd(1999, 12, 22);
        let short = DateForm::ShortMonthOrdinalShortYear.render(last_century);
        assert_eq!(short, "Dec 22nd, 99");
        assert_eq!(read_date(&short), last_century);
        let eleventh = ymd(2005, 9, 11);
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
        let leap_day = ymd(2000, 2, 29);
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
        for e in every_example() {
            assert_eq!(read_date(&e.src).iso(), e.tgt, "{e:?}");
        }
    }
}
