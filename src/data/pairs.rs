//! Sentence pairs a person gives: a text file, one pair a line, `source<TAB>target`.
//!
//! What `attend align --pairs` reads. Blank lines are skipped and a pair seen before is dropped
//! (and counted), so a file pasted twice aligns each sentence once. Everything else that is not a
//! pair is an error naming its line: a line without a tab or with two, an empty side, a line or a
//! file over its limit, bytes that are not UTF-8, and a file with no pair at all.

use std::collections::HashSet;

pub use super::pairs_problem::{Problem, Side};
use crate::error::{Error, Result};

/// The most bytes a pairs file may hold: 4 MiB, room for [`MAX_LINES`] lines of 200 bytes, twice
/// the longest pair of the built-in translation task.
pub const MAX_BYTES: usize = 4 << 20;

/// The most lines a pairs file may have, blank ones included: each pair is a forward pass, and
/// 20,000 of the translation model's take a few minutes on one CPU core.
pub const MAX_LINES: usize = 20_000;

/// The most bytes of one line, its line ending not counted: ten times the longest pair of the
/// built-in translation task, and more than any model's `max_len` of tokens would take.
pub const MAX_LINE_BYTES: usize = 1_000;

/// The fewest distinct pairs a file may hold: one to learn from and one to hold out.
pub const MIN_PAIRS: usize = 2;

impl From<Problem> for Error {
    fn from(p: Problem) -> Error {
        Error::Pairs(p)
    }
}

/// One sentence pair and the line it came from (1-based), so that later errors can name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    pub line: usize,
    pub src: String,
    pub tgt: String,
}

/// The distinct pairs of a file in the order they first appear, and how many repeats were dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairs {
    pub pairs: Vec<Pair>,
    pub duplicates: usize,
}

/// Parses a pairs file: see the module's documentation. Each side is trimmed of white space at
/// its ends; a line may end in `\r\n`.
pub fn parse(bytes: &[u8]) -> Result<Pairs> {
    // A final newline ends the last line; it does not start another.
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    if body.is_empty() {
        return Err(Problem::Empty.into());
    }
    let mut pairs = Vec::new();
    let mut seen = HashSet::new();
    let mut duplicates = 0;
    let mut end = 0; // bytes up to the end of the current line, its newline included
    let mut lines = 0;
    for (i, raw) in body.split(|&b| b == b'\n').enumerate() {
        let line = i + 1;
        lines = line;
        end += raw.len() + 1;
        check_limits(line, raw, end)?;
        let Some((src, tgt)) = split_pair(line, raw)? else {
            continue;
        };
        if seen.insert((src.clone(), tgt.clone())) {
            pairs.push(Pair { line, src, tgt });
        } else {
            duplicates += 1;
        }
    }
    if pairs.is_empty() {
        return Err(Problem::Blank { lines }.into());
    }
    Ok(Pairs { pairs, duplicates })
}

/// The pairs of `bytes` as [`parse`] reads them, for training: at least [`MIN_PAIRS`] distinct
/// ones (a file whose lines all repeat one pair is refused, naming it).
pub fn for_training(bytes: &[u8]) -> Result<Pairs> {
    let read = parse(bytes)?;
    if read.pairs.len() < MIN_PAIRS {
        return Err(Problem::OnlyOne {
            line: read.pairs[0].line,
            repeated: read.duplicates > 0,
            min: MIN_PAIRS,
        }
        .into());
    }
    Ok(read)
}

/// Checks line number `line`, whose bytes are `raw` and which ends `end` bytes into the file,
/// against [`MAX_LINES`], [`MAX_BYTES`] and [`MAX_LINE_BYTES`].
fn check_limits(line: usize, raw: &[u8], end: usize) -> Result<()> {
    if line > MAX_LINES {
        return Err(Problem::TooManyLines {
            line,
            max: MAX_LINES,
        }
        .into());
    }
    if end > MAX_BYTES {
        return Err(Problem::TooManyBytes {
            line,
            max: MAX_BYTES,
        }
        .into());
    }
    if raw.len() > MAX_LINE_BYTES {
        return Err(Problem::LongLine {
            line,
            bytes: raw.len(),
            max: MAX_LINE_BYTES,
        }
        .into());
    }
    Ok(())
}

/// The trimmed source and target of line number `line` (`raw`, without its newline); `None` for
/// a blank line.
fn split_pair(line: usize, raw: &[u8]) -> Result<Option<(String, String)>> {
    let text = std::str::from_utf8(raw).map_err(|e| Problem::NotUtf8 {
        line,
        byte: e.valid_up_to() + 1,
    })?;
    let text = text.strip_suffix('\r').unwrap_or(text);
    if text.trim().is_empty() {
        return Ok(None);
    }
    let Some((src, tgt)) = text.split_once('\t') else {
        return Err(Problem::NoTab { line }.into());
    };
    if tgt.contains('\t') {
        return Err(Problem::TwoTabs { line }.into());
    }
    let (src, tgt) = (src.trim(), tgt.trim());
    for (side, text) in [(Side::Source, src), (Side::Target, tgt)] {
        if text.is_empty() {
            return Err(Problem::EmptySide { line, side }.into());
        }
    }
    Ok(Some((src.to_string(), tgt.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The message of parsing `bytes`, which must fail.
    fn error(bytes: &[u8]) -> String {
        match parse(bytes) {
            Ok(p) => panic!("{:?} parsed as {p:?}", String::from_utf8_lossy(bytes)),
            Err(e) => {
                assert_eq!(e.kind(), "Input", "{e}");
                crate::words::error(&e)
            }
        }
    }

    fn assert_mentions(message: &str, parts: &[&str]) {
        for part in parts {
            assert!(message.contains(part), "{message:?} should say {part:?}");
        }
    }

    #[test]
    fn training_needs_two_distinct_pairs() {
        let m = crate::words::error(&for_training(b"a\tb\na\tb\n\na\tb\n").unwrap_err());
        assert_mentions(&m, &["line 1 is the only distinct pair", "repeat"]);
        let m = crate::words::error(&for_training(b"\na\tb\n").unwrap_err());
        assert_mentions(&m, &["line 2 is the only distinct pair"]);
        assert_eq!(for_training(b"a\tb\nc\td\na\tb\n").unwrap().duplicates, 1);
        assert_eq!(parse(b"a\tb\n").unwrap().pairs.len(), 1, "one pair aligns");
    }

    #[test]
    fn pairs_are_read_in_order_without_blank_lines_or_repeats() {
        let text = "je suis étudiant\ti am a student\r\n\n  le chat noir \t the black cat\n\
                    je suis étudiant\ti am a student\n   \n";
        let p = parse(text.as_bytes()).unwrap();
        let pair = |line: usize, src: &str, tgt: &str| Pair {
            line,
            src: src.into(),
            tgt: tgt.into(),
        };
        assert_eq!(
            p.pairs,
            [
                pair(1, "je suis étudiant", "i am a student"),
                pair(3, "le chat noir", "the black cat"),
            ]
        );
        assert_eq!(p.duplicates, 1);
    }

    #[test]
    fn a_line_without_a_tab_or_with_two_is_named() {
        let m = error(b"a\tb\nc d\n");
        assert_mentions(&m, &["line 2", "no tab"]);
        let m = error(b"a\tb\tc\n");
        assert_mentions(&m, &["line 1", "more than one tab"]);
    }

    #[test]
    fn an_empty_side_is_named() {
        let m = error(b"a\tb\n\tb\n");
        assert_mentions(&m, &["line 2", "source", "empty"]);
        let m = error(b"a\tb\nx\tb\na\t  \n");
        assert_mentions(&m, &["line 3", "target", "empty"]);
    }

    #[test]
    fn an_over_long_line_is_named() {
        let long = format!("a\tb\n{}\t{}\n", "x".repeat(500), "y".repeat(500));
        let m = error(long.as_bytes());
        assert_mentions(&m, &["line 2", "1001 bytes", &MAX_LINE_BYTES.to_string()]);
        // Exactly the limit is fine.
        let fits = format!("{}\t{}\n", "x".repeat(500), "y".repeat(499));
        assert_eq!(parse(fits.as_bytes()).unwrap().pairs.len(), 1);
    }

    #[test]
    fn bytes_that_are_not_utf8_are_named() {
        let m = error(b"a\tb\nc\td\n\xe9t\xe9\tsummer\n");
        assert_mentions(&m, &["line 3", "not UTF-8", "byte 1"]);
    }

    #[test]
    fn too_many_lines_are_named() {
        let mut text = "a\tb\n".repeat(MAX_LINES);
        assert_eq!(parse(text.as_bytes()).unwrap().duplicates, MAX_LINES - 1);
        text.push('\n');
        let m = error(text.as_bytes());
        assert_mentions(&m, &[&format!("line {}", MAX_LINES + 1), "lines"]);
    }

    #[test]
    fn too_many_bytes_are_named() {
        // Lines of MAX_LINE_BYTES and a newline: the file passes MAX_BYTES within line 4,191.
        let line = format!("{}\t{}\n", "x".repeat(499), "y".repeat(500));
        let text = line.repeat(MAX_BYTES / line.len() + 1);
        let m = error(text.as_bytes());
        let at = MAX_BYTES / line.len() + 1;
        assert_mentions(&m, &[&format!("line {at}"), &MAX_BYTES.to_string()]);
    }

    #[test]
    fn a_file_without_pairs_is_refused() {
        let m = error(b"\n  \n\r\n");
        assert_mentions(&m, &["lines 1 to 3", "blank"]);
        let m = error(b"");
        assert_mentions(&m, &["empty"]);
        let m = error(b"\n");
        assert_mentions(&m, &["empty"]);
    }
}
