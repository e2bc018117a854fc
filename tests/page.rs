//! The page spells nothing the core's catalog holds (src/catalog.rs): no task's name, title or
//! example, no design choice's or model size's name, no edit's text form or pattern, none of the
//! pickers' limits and not the scoring interval, in its scripts, styles or index.html. It reads
//! them from the catalog (www/page/catalog.js, which the build writes from `attend catalog`), so that a
//! new task, design choice or limit is an edit in Rust alone.

use std::fs;
use std::path::{Path, PathBuf};

use attend::catalog::Catalog;
use attend::decode::MAX_BEAM;
use attend::model::edits::MAX_EDITS;
use attend::sample::MAX_SAMPLES;

/// What the page must not spell: a text, where it may not stand, and why.
struct Rule {
    text: String,
    place: Place,
    why: String,
}

enum Place {
    /// Anywhere in a line.
    Anywhere,
    /// Between single or double quotes.
    Quoted,
    /// As a whole number on a line that mentions one of these words (any case).
    NumberNear(&'static [&'static str]),
}

fn rules(c: &Catalog) -> Vec<Rule> {
    let mut rules = Vec::new();
    let mut add = |text: &str, place, why: String| {
        rules.push(Rule {
            text: text.into(),
            place,
            why,
        })
    };
    for t in &c.tasks {
        // An id such as fr-en is no word of the page's prose or code.
        let id_place = if t.id.chars().all(char::is_alphanumeric) {
            Place::Quoted
        } else {
            Place::Anywhere
        };
        add(t.id, id_place, format!("the task {}", t.id));
        // Its title is the English catalogue's (`task-<id>`).
        let title = english_message(&format!("task-{}", t.id));
        add(&title, Place::Quoted, format!("the title of {}", t.id));
        add(
            t.example,
            Place::Anywhere,
            format!("the example of {}", t.id),
        );
    }
    let training = &c.training;
    for v in &training.design {
        add(v.key, Place::Quoted, format!("the design choice {}", v.key));
    }
    // The first size is the task's recipe's own, which the panel names as such.
    for name in training.sizes.values.iter().flatten().skip(1) {
        let name = name.as_str().expect("a size's name");
        add(name, Place::Quoted, format!("the model size {name}"));
    }
    for form in &c.edits.forms {
        if let Some((kind, _)) = form.text.split_once('{') {
            add(
                kind,
                Place::Anywhere,
                format!("the text form of {}", form.kind),
            );
        }
    }
    for (name, _) in &c.edits.slots["pattern"] {
        add(name, Place::Quoted, format!("the pattern {name}"));
    }
    let numbers: [(usize, &[&str], &str); 6] = [
        (c.offered.beam, &["beam"], "the widest beam offered"),
        (MAX_BEAM, &["beam"], "the widest beam"),
        (c.offered.samples, &["sample"], "the most samples offered"),
        (MAX_SAMPLES, &["sample"], "the most samples"),
        (MAX_EDITS, &["edit"], "the most edits"),
        (
            training.eval_every as usize,
            &["eval", "scor"],
            "the scoring interval",
        ),
    ];
    for (n, near, why) in numbers {
        add(&n.to_string(), Place::NumberNear(near), why.into());
    }
    add(
        &c.offered.rate.to_string(),
        Place::NumberNear(&["max"]),
        "the largest dropout and label smoothing offered".into(),
    );
    rules
}

/// Message `id` of the page's English catalogue, a one-line message.
fn english_message(id: &str) -> String {
    let ftl = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("www/i18n/en.ftl"))
        .expect("www/i18n/en.ftl");
    let start = format!("{id} = ");
    ftl.lines()
        .find_map(|line| line.strip_prefix(&start))
        .unwrap_or_else(|| panic!("en.ftl has no one-line message {id}"))
        .to_string()
}

/// Each line of `file`, as `seen` reads it, that breaks one of `rules`: "path:line: why (text)".
fn breaches(
    rules: &[Rule],
    root: &Path,
    file: &Path,
    seen: impl Fn(&str) -> String,
) -> Vec<String> {
    let text = fs::read_to_string(file).unwrap();
    let at = file.strip_prefix(root).unwrap().display();
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = seen(line);
        for rule in rules.iter().filter(|r| breaks(r, &line)) {
            found.push(format!("{at}:{}: {} ({:?})", i + 1, rule.why, rule.text));
        }
    }
    found
}

/// Whether `line` breaks `rule`.
fn breaks(rule: &Rule, line: &str) -> bool {
    match rule.place {
        Place::Anywhere => line.contains(&rule.text),
        Place::Quoted => ['\'', '"']
            .iter()
            .any(|q| line.contains(&format!("{q}{}{q}", rule.text))),
        Place::NumberNear(words) => {
            let lower = line.to_lowercase();
            let words_here = words.iter().any(|w| lower.contains(w));
            let is_token_char = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
            words_here && line.split(|c| !is_token_char(c)).any(|t| t == rule.text)
        }
    }
}

/// index.html and every script, style sheet and page of www/, but the wasm cores' bindings
/// (www/pkg*/) and the catalog the build writes.
fn page_files(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if !name.starts_with("pkg") {
                    walk(&path, out);
                }
            } else if name != "catalog.js"
                && [".js", ".css", ".html"].iter().any(|e| name.ends_with(e))
            {
                out.push(path);
            }
        }
    }
    let mut files = vec![root.join("index.html")];
    walk(&root.join("www"), &mut files);
    files.sort();
    files
}

#[test]
fn the_page_spells_nothing_the_catalog_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = page_files(root);
    assert!(files.iter().any(|f| f.ends_with("www/page/state.js")));
    assert!(files
        .iter()
        .any(|f| f.ends_with("www/page/stages/train.js")));
    let rules = rules(&Catalog::new());
    let found: Vec<String> = files
        .iter()
        .flat_map(|file| breaches(&rules, root, file, |line| line.to_string()))
        .collect();
    assert!(
        found.is_empty(),
        "the page spells what the core's catalog holds (read it from www/page/catalog.js):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_rules_catch_the_lists_the_page_once_typed() {
    let rules = rules(&Catalog::new());
    let caught = |line: &str| rules.iter().any(|r| breaks(r, line));
    for line in [
        "  { id: 'reverse', example: 'abcdefg' },",
        "  model: 'fr-en',",
        r#"  ['norm_first', 'layer norm', [[false, "post-LN (paper)"], [true, 'pre-LN']]],"#,
        "  ['tiny', 'tiny (d 32, 2+2 layers)'],",
        "  state.beam = Math.max(1, Math.min(8, Math.round(state.beam)));",
        "export const SAMPLES_OFFERED = 8;",
        "const DEFAULT_SETTINGS = { task: 'reverse', evalEvery: 100 };",
        "export const ablate = (path, head) => `ablate=${path}.${head}`;",
        "export const PATTERNS = ['uniform', 'itself', 'previous'];",
    ] {
        assert!(caught(line), "{line}");
    }
    for line in [
        "// `numbers` prints the values",
        "picker('beam size', OFFERED.beam, state.beam - 1, (i) => ctx.set({ beam: i + 1 }))",
        "const DEFAULT_THREADS = Math.max(1, Math.min(8, navigator.hardwareConcurrency || 1));",
        "a sort of copy, in reverse",
    ] {
        assert!(!caught(line), "{line}");
    }
}

/// The page's catalogues say no number the catalog holds: a limit, a default or a model size is
/// an argument of its message (`{ $max }`), filled in from the catalog, so that a change in Rust
/// reaches every language.
#[test]
fn the_catalogues_spell_no_number_the_catalog_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let c = Catalog::new();
    let mut rules: Vec<Rule> = rules(&c)
        .into_iter()
        .filter(|r| matches!(r.place, Place::NumberNear(_)))
        .collect();
    let t = &c.training;
    for (preset, shape) in &t.shapes {
        rules.push(Rule {
            text: format!("{}+{}", shape.n_encoder_layers, shape.n_decoder_layers),
            place: Place::Anywhere,
            why: format!("the layers of the size {preset:?}"),
        });
    }
    let limits = &t.pairs_limits;
    for (n, near, why) in [
        (
            limits.max_lines,
            &["line", "ligne", "zeile", "línea", "行"][..],
            "the most lines of pairs",
        ),
        (
            limits.max_line_bytes,
            &["byte", "octet", "字节"][..],
            "the most bytes a line",
        ),
    ] {
        rules.push(Rule {
            text: n.to_string(),
            place: Place::NumberNear(near),
            why: why.into(),
        });
    }
    // What the catalogues once spelled is caught.
    for line in [
        "train-value-preset-tiny = tiny (d 32, 2+2 layers)",
        "train-pairs-limits = At most 20000 lines, 4 MiB, 1000 bytes a line, in UTF-8.",
    ] {
        assert!(rules.iter().any(|r| breaks(r, line)), "{line}");
    }
    // A message's own words, its placeables (arguments, NUMBER() calls) left out.
    let words = |line: &str| -> String {
        line.split('{')
            .enumerate()
            .map(|(k, part)| {
                if k == 0 {
                    part
                } else {
                    part.split_once('}').map_or("", |p| p.1)
                }
            })
            .collect()
    };
    let found: Vec<String> = fs::read_dir(root.join("www/i18n"))
        .unwrap()
        .flat_map(|entry| breaches(&rules, root, &entry.unwrap().path(), words))
        .collect();
    assert!(
        found.is_empty(),
        "the catalogues spell what the core's catalog holds (make it an argument):\n{}",
        found.join("\n")
    );
}

#[test]
#[cfg(not(target_arch = "wasm32"))]
fn the_service_worker_sends_attend_serves_isolation_headers() {
    // sw.js's `ISOLATION`, one `'name': 'value',` a line, as `attend serve` sends them.
    let sw = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("sw.js")).unwrap();
    let block = sw
        .split_once("const ISOLATION = {")
        .and_then(|(_, rest)| rest.split_once("};"))
        .expect("sw.js holds `const ISOLATION = { ... };`")
        .0;
    let sent: Vec<(String, String)> = block
        .lines()
        .filter_map(|line| {
            let (name, value) = line.trim().trim_end_matches(',').split_once(": ")?;
            Some((
                name.trim_matches('\'').into(),
                value.trim_matches('\'').into(),
            ))
        })
        .collect();
    let served: Vec<(String, String)> = attend::serve::ISOLATION
        .iter()
        .map(|&(n, v)| (n.into(), v.into()))
        .collect();
    assert_eq!(sent, served);
}

#[test]
fn every_task_has_a_shipped_model() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for t in Catalog::new().tasks {
        let model = root.join(format!("www/models/{}.safetensors", t.id));
        assert!(model.is_file(), "{} has no shipped model", t.id);
    }
}
