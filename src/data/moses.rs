//! Moses' punctuation normaliser as sacremoses ports it (`MosesPunctNormalizer(lang)` with its
//! defaults: Penn quotes, quote-comma and number rules, no Unicode punctuation pre-pass, control
//! characters kept): the regular expressions of normalize-punctuation.perl, in its order. Marian
//! tokenizers offer it for the source language.

use std::sync::OnceLock;

use regex::Regex;

use super::bpe::is_python_space;

/// Python's `\s` in a character class: Unicode white space and `\x1c` to `\x1f`.
const PY_SPACE: &str = r"\t\n\x0B\x0C\r\x1C-\x1F \x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}";

/// The substitutions every language gets (extra whitespace, Penn quotes, Unicode quotes and
/// dashes, French quotes, pseudo-spaces), as (pattern, replacement) with `$n` groups.
const COMMON: &[(&str, &str)] = &[
    (r"\r", ""),
    (r"\(", " ("),
    (r"\)", ") "),
    (r" +", " "),
    (r"\) ([.!:?;,])", ")$1"),
    (r"\( ", "("),
    (r" \)", ")"),
    (r"(\d) %", "$1%"),
    (r" :", ":"),
    (r" ;", ";"),
    ("`", "'"),
    ("''", " \" "),
    ("„", "\""),
    ("“", "\""),
    ("”", "\""),
    ("–", "-"),
    ("—", " - "),
    (r" +", " "),
    ("´", "'"),
    ("([a-zA-Z])‘([a-zA-Z])", "$1'$2"),
    ("([a-zA-Z])’([a-zA-Z])", "$1'$2"),
    ("‘", "'"),
    ("‚", "'"),
    ("’", "'"),
    ("''", "\""),
    ("´´", "\""),
    ("…", "..."),
    ("\u{A0}«\u{A0}", "\""),
    ("«\u{A0}", "\""),
    ("«", "\""),
    ("\u{A0}»\u{A0}", "\""),
    ("\u{A0}»", "\""),
    ("»", "\""),
    ("\u{A0}%", "%"),
    ("nº\u{A0}", "nº "),
    ("\u{A0}:", ":"),
    ("\u{A0}ºC", " ºC"),
    ("\u{A0}cm", " cm"),
    ("\u{A0}\\?", "?"),
    ("\u{A0}\\!", "!"),
    ("\u{A0};", ";"),
    (",\u{A0}", ", "),
    (r" +", " "),
];

/// A compiled rule list.
type Rules = Vec<(Regex, &'static str)>;

fn compile(rules: &[(&str, &'static str)]) -> Rules {
    rules
        .iter()
        .map(|&(pattern, to)| {
            let pattern = pattern.replace(r"\s", &format!("[{PY_SPACE}]"));
            (
                Regex::new(&pattern).expect("a Moses rule is a valid regex"),
                to,
            )
        })
        .collect()
}

/// The rules for a language group, compiled once.
struct Tables {
    common: Rules,
    en_quotes: Rules,
    de_es_fr_quotes: Rules,
    comma_numbers: Rules,
    dot_numbers: Rules,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables {
        common: compile(COMMON),
        en_quotes: compile(&[(r#""([,.]+)"#, "$1\"")]),
        de_es_fr_quotes: compile(&[(r#",""#, "\","), (r#"(\.+)"(\s*[^<])"#, "\"$1$2")]),
        comma_numbers: compile(&[("(\\d)\u{A0}(\\d)", "$1,$2")]),
        dot_numbers: compile(&[("(\\d)\u{A0}(\\d)", "$1.$2")]),
    })
}

/// `text` with its punctuation normalised as `MosesPunctNormalizer(lang).normalize(text)`;
/// `lang` is a two-letter code, or "" for none (Marian's tokenizer without a source language).
pub fn punct_normalize(text: &str, lang: &str) -> String {
    let t = tables();
    let quotes = match lang {
        "en" => &t.en_quotes[..],
        "de" | "es" | "fr" => &t.de_es_fr_quotes[..],
        _ => &[],
    };
    let numbers = match lang {
        "de" | "es" | "cz" | "cs" | "fr" => &t.comma_numbers,
        _ => &t.dot_numbers,
    };
    let mut text = text.to_string();
    for (regex, to) in t.common.iter().chain(quotes).chain(numbers) {
        text = regex.replace_all(&text, *to).into_owned();
    }
    text.trim_matches(is_python_space).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_spacing_and_german_quotes() {
        assert_eq!(
            punct_normalize("« Bonjour\u{A0}! »", "fr"),
            "\" Bonjour! \""
        );
        assert_eq!(
            punct_normalize("„Hallo“, sagte er.", "de"),
            "\"Hallo\", sagte er."
        );
        assert_eq!(punct_normalize("1\u{A0}000", "de"), "1,000");
        assert_eq!(punct_normalize("1\u{A0}000", "en"), "1.000");
        assert_eq!(punct_normalize("", "en"), "");
    }
}
