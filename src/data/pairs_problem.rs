//! What can be wrong with a file of sentence pairs ([`super::pairs`]), said in English by its
//! `Display` and, for the page to say it in its reader's language, as a code and arguments.
//! It knows nothing of the crate's error type, which carries it ([`crate::error::Error::Pairs`]).

/// What is wrong with a pairs file, and where: the error of [`super::pairs::parse`] and
/// [`super::pairs::for_training`] ([`crate::error::Error::Pairs`]). It says itself in English; the page says it in its reader's language from
/// [`Problem::code`] and [`Problem::args`].
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

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = "write the source, a tab, then the target";
        match self {
            Problem::Empty => write!(
                f,
                "the pairs file is empty: write one pair a line, source<TAB>target"
            ),
            Problem::Blank { lines } => write!(
                f,
                "the pairs file has no pair: lines 1 to {lines} are blank"
            ),
            Problem::OnlyOne {
                line,
                repeated,
                min,
            } => {
                write!(
                f,
                "line {line} is the only distinct pair{}; training needs at least {min}, one to \
                 learn from and one to hold out",
                if *repeated { " (the other lines repeat it)" } else { "" }
            )
            }
            Problem::TooManyLines { line, max } => write!(
                f,
                "line {line}: the pairs file has more than {max} lines, the most that is read"
            ),
            Problem::TooManyBytes { line, max } => write!(
                f,
                "line {line}: the pairs file passes {max} bytes here, the most that is read"
            ),
            Problem::LongLine { line, bytes, max } => write!(
                f,
                "line {line}: {bytes} bytes, more than the {max} a line may have"
            ),
            Problem::NotUtf8 { line, byte } => write!(
                f,
                "line {line}: not UTF-8 text (an invalid byte at byte {byte} of the line)"
            ),
            Problem::NoTab { line } => write!(f, "line {line}: no tab; {how}"),
            Problem::TwoTabs { line } => write!(f, "line {line}: more than one tab; {how}"),
            Problem::EmptySide {
                line,
                side: Side::Source,
            } => {
                write!(f, "line {line}: the source (before the tab) is empty")
            }
            Problem::EmptySide {
                line,
                side: Side::Target,
            } => {
                write!(f, "line {line}: the target (after the tab) is empty")
            }
        }
    }
}

impl Problem {
    /// The problem's name, as the page's catalogues know it (`core-pairs-<code>`).
    pub fn code(&self) -> &'static str {
        match self {
            Problem::Empty => "empty",
            Problem::Blank { .. } => "blank",
            Problem::OnlyOne { .. } => "only-one",
            Problem::TooManyLines { .. } => "too-many-lines",
            Problem::TooManyBytes { .. } => "too-many-bytes",
            Problem::LongLine { .. } => "long-line",
            Problem::NotUtf8 { .. } => "not-utf8",
            Problem::NoTab { .. } => "no-tab",
            Problem::TwoTabs { .. } => "two-tabs",
            Problem::EmptySide { .. } => "empty-side",
        }
    }

    /// What the page's message for it is filled with: the line, the limit, the side, ...
    pub fn args(&self) -> serde_json::Value {
        use serde_json::json;
        match *self {
            Problem::Empty => json!({}),
            Problem::Blank { lines } => json!({ "lines": lines }),
            Problem::OnlyOne {
                line,
                repeated,
                min,
            } => {
                json!({ "line": line, "repeated": if repeated { "yes" } else { "no" }, "min": min })
            }
            Problem::TooManyLines { line, max } | Problem::TooManyBytes { line, max } => {
                json!({ "line": line, "max": max })
            }
            Problem::LongLine { line, bytes, max } => {
                json!({ "line": line, "bytes": bytes, "max": max })
            }
            Problem::NotUtf8 { line, byte } => json!({ "line": line, "byte": byte }),
            Problem::NoTab { line } | Problem::TwoTabs { line } => json!({ "line": line }),
            Problem::EmptySide { line, side } => json!({
                "line": line,
                "side": match side { Side::Source => "source", Side::Target => "target" },
            }),
        }
    }
}
