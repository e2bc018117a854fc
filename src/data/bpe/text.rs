//! Text as subword-nmt's command line reads it: lines cut where Python cuts them, words split at
//! single spaces, and pieces joined back into words.

use super::SEPARATOR;

/// Subword-nmt's line ends: Python's `str.splitlines` ones, which its command line splits its
/// files at (through `codecs`).
fn is_line_end(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\x0b'
            | '\x0c'
            | '\x1c'
            | '\x1d'
            | '\x1e'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// What subword-nmt strips from both ends of a line (`line.strip('\r\n ')`).
pub(super) fn is_strip(c: char) -> bool {
    matches!(c, '\r' | '\n' | ' ')
}

/// Python's `str.isspace`, which a regular expression's `\s` matches: Unicode's white space
/// and the four information separators `\x1c` to `\x1f`.
pub(crate) fn is_python_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// The lines of `text` as subword-nmt's command line reads a file, each with its line end
/// (`\n`, `\r\n`, `\r` and the other Unicode line breaks).
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = match rest.char_indices().find(|&(_, c)| is_line_end(c)) {
            Some((i, '\r')) if rest[i + 1..].starts_with('\n') => i + 2,
            Some((i, c)) => i + c.len_utf8(),
            None => rest.len(),
        };
        let (line, tail) = rest.split_at(end);
        rest = tail;
        Some(line)
    })
}

/// The words of a line as subword-nmt cuts them: the line stripped of `\r`, `\n` and spaces at
/// both ends, then split at single spaces, empty words left out. Other white space (a tab, a
/// no-break space) is part of a word.
pub(super) fn words(line: &str) -> impl Iterator<Item = &str> {
    line.trim_matches(is_strip)
        .split(' ')
        .filter(|w| !w.is_empty())
}

/// Pieces back to text: joined with spaces, then every `@@ ` removed.
pub fn join<S: AsRef<str>>(pieces: &[S]) -> String {
    let pieces: Vec<&str> = pieces.iter().map(AsRef::as_ref).collect();
    unsegment(&pieces.join(" "))
}

/// Segmented text back to words: every `@@ ` removed, and an `@@` that ends the text (a piece
/// whose word was cut short).
pub fn unsegment(text: &str) -> String {
    let joined = text.replace("@@ ", "");
    match joined.strip_suffix(SEPARATOR) {
        Some(cut) => cut.to_string(),
        None => joined,
    }
}
