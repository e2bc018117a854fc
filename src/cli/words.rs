//! The command line's words for what the page also says, read from the page's English
//! catalogue (`www/i18n/en.ftl`) with Project Fluent's own crate: the English is written once,
//! there.

use fluent_bundle::{FluentBundle, FluentResource};

/// The page's English catalogue, built into the binary.
const ENGLISH: &str = include_str!("../../www/i18n/en.ftl");

thread_local! {
    static BUNDLE: FluentBundle<FluentResource> = english();
}

fn english() -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(ENGLISH.to_string())
        .unwrap_or_else(|(_, errors)| panic!("www/i18n/en.ftl does not parse: {errors:?}"));
    let mut bundle = FluentBundle::new(vec!["en".parse().expect("a language id")]);
    // The page reads its messages without bidirectional isolation marks, and so does a terminal.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("www/i18n/en.ftl names a message twice: {errors:?}"));
    bundle
}

/// Message `id` of the catalogue (one without arguments), or `id` itself where the catalogue
/// lacks it (the tests check that every message the command line asks for is there).
pub fn say(id: &str) -> String {
    BUNDLE.with(|bundle| {
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned()
    })
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
