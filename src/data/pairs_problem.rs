//! What can be wrong with a file of sentence pairs ([`super::pairs`]), as a message of the
//! page's catalogues and its arguments ([`Said`]), which the page and the command line put in
//! words. The crate's error type carries it ([`crate::error::Error::Pairs`]).

use crate::error::{Arg, Said};

/// What is wrong with a pairs file, and where: the error of [`super::pairs::parse`] and
/// [`super::pairs::for_training`] ([`crate::error::Error::Pairs`]), said by [`Problem::said`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing in the file.
    Empty,
    /// Only blank lines, `lines` of them.
    Blank { lines: usize },
    /// One distinct pair, on `line` (`repeated` when other lines repeat it), fewer than `min`.
    OnlyOne {
        line: usize,
        repeated: bool,
        min: usize,
    },
    /// More than `max` lines: `line` is the first past the limit.
    TooManyLines { line: usize, max: usize },
    /// More than `max` bytes, passed on `line`.
    TooManyBytes { line: usize, max: usize },
    /// A line of `bytes` bytes, more than `max`.
    LongLine {
        line: usize,
        bytes: usize,
        max: usize,
    },
    /// Bytes that are not UTF-8, the first bad one at `byte` (1-based) of the line.
    NotUtf8 { line: usize, byte: usize },
    /// A line with no tab.
    NoTab { line: usize },
    /// A line with more than one tab.
    TwoTabs { line: usize },
    /// A line with nothing on one side of its tab.
    EmptySide { line: usize, side: Side },
}

/// A side of a pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Source,
    Target,
}

impl Problem {
    /// The problem as its message says it (`core-pairs-*` in the page's catalogues).
    pub fn said(&self) -> Said {
        Said {
            code: self.code(),
            args: self.args(),
        }
    }

    /// The problem's message's name, after `core-`.
    fn code(&self) -> &'static str {
        match self {
            Problem::Empty => "pairs-empty",
            Problem::Blank { .. } => "pairs-blank",
            Problem::OnlyOne { .. } => "pairs-only-one",
            Problem::TooManyLines { .. } => "pairs-too-many-lines",
            Problem::TooManyBytes { .. } => "pairs-too-many-bytes",
            Problem::LongLine { .. } => "pairs-long-line",
            Problem::NotUtf8 { .. } => "pairs-not-utf8",
            Problem::NoTab { .. } => "pairs-no-tab",
            Problem::TwoTabs { .. } => "pairs-two-tabs",
            Problem::EmptySide { .. } => "pairs-empty-side",
        }
    }

    /// What its message is filled with: the line, the limit, the side, ...
    fn args(&self) -> Vec<(&'static str, Arg)> {
        match *self {
            Problem::Empty => vec![],
            Problem::Blank { lines } => vec![("lines", lines.into())],
            Problem::OnlyOne {
                line,
                repeated,
                min,
            } => vec![
                ("line", line.into()),
                ("repeated", if repeated { "yes" } else { "no" }.into()),
                ("min", min.into()),
            ],
            Problem::TooManyLines { line, max } | Problem::TooManyBytes { line, max } => {
                vec![("line", line.into()), ("max", max.into())]
            }
            Problem::LongLine { line, bytes, max } => vec![
                ("line", line.into()),
                ("bytes", bytes.into()),
                ("max", max.into()),
            ],
            Problem::NotUtf8 { line, byte } => vec![("line", line.into()), ("byte", byte.into())],
            Problem::NoTab { line } | Problem::TwoTabs { line } => vec![("line", line.into())],
            Problem::EmptySide { line, side } => vec![
                ("line", line.into()),
                (
                    "side",
                    match side {
                        Side::Source => "source",
                        Side::Target => "target",
                    }
                    .into(),
                ),
            ],
        }
    }
}
