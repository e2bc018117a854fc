//! The command line's words, read with Project Fluent's own crate from two English catalogues
//! taken as one: the page's (`www/i18n/en.ftl`), for what the page and the command line both say,
//! written once there, and the command line's own (`src/cli/en.ftl`), for what only a terminal
//! shows.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use crate::error::{Arg, Error, Said};

/// The page's English catalogue and the command line's, built into the binary.
const CATALOGUES: [(&str, &str); 2] = [
    ("www/i18n/en.ftl", include_str!("../www/i18n/en.ftl")),
    ("src/cli/en.ftl", include_str!("cli/en.ftl")),
];

thread_local! {
    static BUNDLE: FluentBundle<FluentResource> = english();
}

fn english() -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec!["en".parse().expect("a language id")]);
    // The page reads its messages without bidirectional isolation marks, and so does a terminal.
    bundle.set_use_isolating(false);
    for (file, text) in CATALOGUES {
        let resource = FluentResource::try_new(text.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{file} does not parse: {errors:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{file} names a message already named: {errors:?}"));
    }
    bundle
}

/// Message `id` of the catalogue (one without arguments), or `id` itself where the catalogue
/// lacks it (the tests check that every message the command line asks for is there).
pub fn say(id: &str) -> String {
    say_with(id, &[])
}

/// Message `id` of the catalogue with its arguments `args` (name, value), or `id` itself where
/// the catalogue lacks it.
pub fn say_with(id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent.set(*name, value);
    }
    BUNDLE.with(|bundle| {
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&fluent), &mut errors)
            .into_owned()
    })
}

/// What the core said ([`Said`]), in the catalogue's words: its `core-<code>` message, after the
/// file it names where it names one (as the page says it, `reasonOf` in www/page/i18n.js).
pub fn said(s: &Said) -> String {
    let words = say_with(&format!("core-{}", s.code), &s.args);
    match s.arg("file") {
        Some(Arg::Text(file)) => format!("{file}: {words}"),
        _ => words,
    }
}

/// Error `e` for a person: what the core says as a message ([`Error::said`]) in the catalogue's
/// words, after its kind ("input: ", "weights: "), and for text a vocabulary refuses, what the
/// vocabulary holds; any other error as it says itself.
pub fn error(e: &Error) -> String {
    let Some(s) = e.said() else {
        return match e {
            // What a training run that stopped says, in the command line's words.
            Error::Diverged { step, loss, saved } => {
                let mut args = vec![
                    ("step", Arg::from(*step)),
                    ("loss", loss.to_string().into()),
                ];
                let id = match saved {
                    Some(path) => {
                        args.push(("file", path.as_str().into()));
                        "cli-diverged-saved"
                    }
                    None => "cli-diverged",
                };
                say_with(id, &args)
            }
            Error::Interrupted(what) => say_with("cli-stopped", &[("what", what.as_str().into())]),
            _ => e.to_string(),
        };
    };
    let words = format!("{}: {}", e.kind().to_lowercase(), said(&s));
    match e {
        Error::Unknown { vocab, .. } => format!("{words} ({vocab})"),
        _ => words,
    }
}

/// The words for one way a model differs from the paper (`departure-*` messages, keyed by the
/// departure's name, as the page keys them).
pub fn departure(d: crate::model::config::Departure) -> String {
    let name = serde_json::to_value(d).expect("a departure serialises as its name");
    say(&format!(
        "departure-{}",
        name.as_str().expect("a departure's name is a string")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::config::Departure;

    /// The crate's Rust files, each with its text.
    fn source_files() -> Vec<(std::path::PathBuf, String)> {
        fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    rust_files(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let mut files = Vec::new();
        rust_files(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        files
            .into_iter()
            .map(|f| {
                let text = std::fs::read_to_string(&f).unwrap();
                (f, text)
            })
            .collect()
    }

    /// Every message id the crate's code names (`say("id")`, `say_with("id", ..)`, a `Said`'s
    /// `core-<code>`, and the families it names with `format!("prefix-{..}")` checked by their
    /// own tests) is in the catalogue; every message of the command line's own catalogue is asked for; both
    /// catalogues parse.
    #[test]
    fn every_message_the_code_asks_for_is_in_the_catalogue() {
        let files = source_files();
        let mut asked = 0;
        let mut named = std::collections::BTreeSet::new();
        for (file, code) in &files {
            let mut ids = Vec::new();
            for call in ["say(", "say_with("] {
                for (at, _) in code.match_indices(call) {
                    let rest = code[at + call.len()..].trim_start();
                    if let Some(quoted) = rest.strip_prefix('"') {
                        ids.push(&quoted[..quoted.find('"').unwrap()]);
                    }
                }
            }
            // The command line's messages, wherever the code names them (an id chosen before
            // the call).
            for (at, _) in code.match_indices("\"cli-") {
                let rest = &code[at + 1..];
                ids.push(&rest[..rest.find('"').unwrap()]);
            }
            // What only looks like an id (this test's own patterns) is no message.
            let shaped = |id: &str| {
                id.bytes().next().is_some_and(|b| b.is_ascii_lowercase())
                    && !id.ends_with('-')
                    && id
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            };
            for id in ids.into_iter().filter(|id| shaped(id)) {
                if id == "id" {
                    continue; // these doc comments' own example
                }
                asked += 1;
                named.insert(id.to_string());
                BUNDLE.with(|b| assert!(b.has_message(id), "{}: no message {id}", file.display()));
            }
            // What the core says, `Said::new("<code>", ..)`, is message `core-<code>`.
            for (at, _) in code.match_indices("Said::new(") {
                let rest = code[at + "Said::new(".len()..].trim_start();
                let Some(quoted) = rest.strip_prefix('"') else {
                    continue; // a code chosen before the call, named where it is chosen
                };
                let id = format!("core-{}", &quoted[..quoted.find('"').unwrap()]);
                if shaped(&id) {
                    asked += 1;
                    BUNDLE.with(|b| {
                        assert!(b.has_message(&id), "{}: no message {id}", file.display())
                    });
                }
            }
        }
        assert!(asked >= 5, "found only {asked} messages asked for");
        // A `core-<code>` message of the command line's catalogue is asked for by a `Said` of
        // that code: `"<code>"` in the code.
        let code: String = files.iter().map(|(_, text)| text.as_str()).collect();
        let (_, cli) = CATALOGUES[1];
        let unasked: Vec<&str> = cli
            .lines()
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| !id.starts_with('#') && !named.contains(*id))
            .filter(|id| match id.strip_prefix("core-") {
                Some(said) => !code.contains(&format!("\"{said}\"")),
                None => true,
            })
            .collect();
        assert!(
            unasked.is_empty(),
            "src/cli/en.ftl: no code asks for {unasked:?}"
        );
    }

    #[test]
    fn every_departure_has_its_words_in_the_catalogue() {
        for d in Departure::ALL {
            let words = departure(d);
            assert!(!words.starts_with("departure-"), "{d:?} has no message");
        }
        assert_eq!(
            departure(Departure::Silu),
            "SiLU instead of ReLU in the feed-forward network"
        );
    }
}
