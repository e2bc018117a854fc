//! `french`: French sentences to English over a small real grammar ("je suis étudiant" to
//! "i am a student"), each pair with the true word alignment it was built with.
//!
//! The grammar: a subject (a pronoun, or a noun phrase with "le" or a possessive) and then
//! - être with a profession, which takes no article in French ("elle est étudiante", "she is a
//!   student"), with an adjective ("le chat est noir") or with a place ("sous la table");
//! - avoir with a noun phrase ("j'ai un chat noir", "i have a black cat");
//! - a verb in the present with an object ("mange le poisson"), an object and a person to give
//!   it to ("donne la pomme au chien"), or a prepositional phrase ("joue dans le jardin").
//!
//! Any of them may be negated. Articles, possessives, adjectives and verbs agree in gender and
//! number; adjectives follow the noun in French and precede it in English; French is written as
//! it is, with elision ("j'ai", "l'école", "n'est", "pas d'œuf") and contraction ("au", "aux",
//! "du", "des"). Nouns pair with verbs, prepositions and adjectives by meaning (one eats food,
//! one goes to a place), so every sentence makes sense.
//!
//! Every French word has one English translation wherever it appears, and every construction
//! one English form, so each source has exactly one target. Where English offers a choice:
//! "des" (the plural of "un") is "some"; a negated verb takes "pas de" only before a singular
//! noun ("je n'ai pas de chat", "i do not have a cat"); pronouns always stand for people ("il"
//! is "he", never "it"), so they only take what people do; "tu" and "vous" are both "you".
//!
//! The alignment of a pair gives, for each English word, the French words it translates (0-based
//! indices of the words between spaces), built with the sentence, never matched afterwards:
//! - "a" before a profession after être aligns with the profession, which carries it ("je suis
//!   étudiant": "a" and "student" to "étudiant"), and "a" after "pas" with "de";
//! - "not" aligns with both "ne" and "pas"; "do" and "does" with the French verb, which carries
//!   the person and tense that the auxiliary carries in English;
//! - a word French writes as one aligns with every English word of its parts: "j'ai" with "i"
//!   and "have", "au" with "to" and "the";
//! - every word of a multi-word translation aligns with its French word: "look" and "at" with
//!   "regarde", "in", "front" and "of" with "devant", "near" with both "près" and "de".
//!
//! So every English word is aligned, and every French word is aligned with some English word:
//! no French word of this grammar lacks an English counterpart.
//!
//! Half the pairs are written as the grammar makes them, in lowercase with no final mark; the
//! other half as people write sentences, with a capital and a full stop or an exclamation mark,
//! which French sets off with a space: "Je suis étudiant !", "I am a student!" ([`Written`]).
//! The French "!" is then a word, translated by the last English word, which carries the "!".
//!
//! The grammar makes about 3e10 distinct sentences (Knuth's estimate, see the tests; 48,772 of
//! them are être with a profession, 20,078 être with an adjective), averaging 5.4 French words
//! and 5.7 English ones. A pair is held out when the hash of its French sentence in the plain
//! form falls in one bucket of ten, so every written form of a sentence is on the same side.
//! There are far too many sentences to list, so a draw makes random sentences until one is of
//! the split it was asked for (about 1.1 tries for training, 10 for test).

mod lexicon;

use super::{hash, pick, split_of_hash, Example, Split};
use crate::rng::Rng;
use lexicon::*;

/// A French sentence, its English translation and their word alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Pair {
    /// The French sentence: lowercase words between single spaces.
    pub src: String,
    /// Its English translation, written the same way.
    pub tgt: String,
    /// For each English word, the French words it translates: indices into `src` split at
    /// spaces, increasing, never empty.
    pub alignment: Vec<Vec<usize>>,
}

impl Pair {
    /// The pair as a task example, without its alignment.
    pub(super) fn example(self) -> Example {
        Example {
            src: self.src,
            tgt: self.tgt,
        }
    }
}

/// The longest sentence the grammar makes on either side, in words: "mes amis intelligents ne
/// donnent pas le livre rouge à mon frère", "my clever friends do not give the red book to my
/// brother" (a person given something takes no adjective, which keeps French within 12 words).
const MAX_PLAIN_WORDS: usize = 12;

/// The longest sentence on either side as written, in words: French sets its "!" off as a word.
pub(super) const MAX_WORDS: usize = MAX_PLAIN_WORDS + 1;

/// A draw tries this many random sentences for one of its split before it takes the first of
/// the split in order ([`first_of`]). One sentence in ten is held out, so that needs a thousand
/// misses in a row: a chance below 1e-45.
const MAX_TRIES: usize = 1_000;

/// A random pair of `split`, the same for the same generator state, written in one of the
/// [`Written`] forms.
pub(super) fn draw(rng: &mut Rng, split: Split) -> Pair {
    let pair = draw_plain(rng, split);
    let weights = Written::ALL.map(|(_, w)| w);
    write(pair, Written::ALL[rng.weighted(&weights)].0)
}

/// A random pair of `split` as the grammar makes it.
fn draw_plain(rng: &mut Rng, split: Split) -> Pair {
    for _ in 0..MAX_TRIES {
        let pair = sentence(rng);
        if split_of(&pair.src) == split {
            return pair;
        }
    }
    first_of(split)
}

/// The split of a French sentence in the plain form (as the grammar makes it): test for one
/// bucket of ten of its hash, the same for every seed; every written form of the sentence is on
/// its side. (The page's opening sentence, "je suis étudiant", falls in a training bucket.)
fn split_of(plain: &str) -> Split {
    split_of_hash(hash(plain.as_bytes()))
}

/// The first sentence of `split` in the order of [`Walk`]: what [`draw`] falls back on.
fn first_of(split: Split) -> Pair {
    let mut walk = Walk::default();
    loop {
        let pair = sentence(&mut walk);
        if split_of(&pair.src) == split {
            return pair;
        }
        assert!(walk.advance(), "the grammar has sentences of both splits");
    }
}

// ---- as people write it ----

/// How a pair is written. The grammar makes lowercase words with no final mark; people write a
/// sentence with a capital and end it with a full stop or an exclamation mark, which French
/// sets off with a space ("Je suis étudiant !", "I am a student!").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Written {
    /// "je suis étudiant", "i am a student": as the grammar makes it.
    Plain,
    /// "Je suis étudiant.", "I am a student."
    Stop,
    /// "Je suis étudiant !", "I am a student!"
    Exclaim,
}

impl Written {
    /// Each form with how often a draw writes it: half the pairs plain, half as sentences.
    const ALL: [(Written, u32); 3] = [
        (Written::Plain, 2),
        (Written::Stop, 1),
        (Written::Exclaim, 1),
    ];

    /// What ends the French and the English sentence in this form.
    fn marks(self) -> (&'static str, &'static str) {
        match self {
            Written::Plain => ("", ""),
            Written::Stop => (".", "."),
            Written::Exclaim => (" !", "!"),
        }
    }

    /// The form a French sentence is written in, told by its end, and the sentence in the
    /// plain form: the mark taken off and the first letter in lowercase. Text in no form the
    /// grammar writes comes back as it is, said to be plain.
    fn read(src: &str) -> (Written, String) {
        for form in [Written::Exclaim, Written::Stop] {
            if let Some(body) = src.strip_suffix(form.marks().0) {
                return (form, with_first(body, char::to_ascii_lowercase));
            }
        }
        (Written::Plain, src.to_string())
    }
}

/// `pair` (as the grammar makes it) written in `form`. A French mark after a space is a word of
/// its own, which the last English word, that carries the English mark, translates.
fn write(pair: Pair, form: Written) -> Pair {
    if form == Written::Plain {
        return pair;
    }
    let (fr_mark, en_mark) = form.marks();
    let mut alignment = pair.alignment;
    if fr_mark.starts_with(' ') {
        let mark = pair.src.split(' ').count();
        alignment
            .last_mut()
            .expect("every sentence has English words")
            .push(mark);
    }
    Pair {
        src: with_first(&pair.src, char::to_ascii_uppercase) + fr_mark,
        tgt: with_first(&pair.tgt, char::to_ascii_uppercase) + en_mark,
        alignment,
    }
}

/// `text` with its first letter changed by `case` (`char::to_ascii_uppercase` or
/// `to_ascii_lowercase`: every sentence of the grammar begins with an ASCII letter, and ASCII's
/// case leaves Unicode's case tables out of the page's wasm).
fn with_first(text: &str, case: fn(&char) -> char) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(case(&first)).chain(chars).collect(),
        None => String::new(),
    }
}

// ---- choices ----

/// Where a sentence's choices come from: a random generator, or a [`Walk`] over all sentences.
trait Choices {
    /// One of `0..n`.
    fn pick(&mut self, n: usize) -> usize;

    /// One of `0..weights.len()`, drawn in proportion to `weights` where choices are random; a
    /// walk takes each in turn.
    fn weighted(&mut self, weights: &[u32]) -> usize {
        self.pick(weights.len())
    }

    /// Told of each French piece when it is written, after the choices that decided it (the
    /// tests' search for a given sentence uses this to skip choices that cannot lead to it).
    fn wrote_french(&mut self, _piece: &str) {}
}

impl Choices for Rng {
    fn pick(&mut self, n: usize) -> usize {
        pick(self, n)
    }

    fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut r = pick(self, total as usize) as u32;
        for (i, &w) in weights.iter().enumerate() {
            if r < w {
                return i;
            }
            r -= w;
        }
        unreachable!("r is below the sum of the weights")
    }
}

/// Every sentence in turn: the choices of one path through the tree of choices. A sentence made
/// with a walk takes the path's choices and extends it with first options; [`Walk::advance`]
/// then moves to the next path.
#[derive(Default)]
struct Walk {
    /// Each choice on the path: the option taken and the number of options.
    path: Vec<(usize, usize)>,
    /// How many choices of the path the sentence being made has taken.
    depth: usize,
}

impl Choices for Walk {
    fn pick(&mut self, n: usize) -> usize {
        if self.depth == self.path.len() {
            self.path.push((0, n));
        }
        let (k, options) = self.path[self.depth];
        debug_assert_eq!(options, n, "the same choices give the same options");
        self.depth += 1;
        k
    }
}

impl Walk {
    /// Moves to the next path: the next option of the deepest choice that has one. False after
    /// the last.
    fn advance(&mut self) -> bool {
        self.depth = 0;
        while let Some((k, n)) = self.path.pop() {
            if k + 1 < n {
                self.path.push((k + 1, n));
                return true;
            }
        }
        false
    }
}

/// A [`Walk`] that also records each French piece and how many choices had been made when
/// it was written.
#[derive(Default)]
struct Search {
    walk: Walk,
    written: Vec<(String, usize)>,
}

impl Choices for Search {
    fn pick(&mut self, n: usize) -> usize {
        self.walk.pick(n)
    }

    fn wrote_french(&mut self, piece: &str) {
        self.written.push((piece.to_string(), self.walk.depth));
    }
}

/// The pair the grammar makes for the French sentence `src` in any of the [`Written`] forms
/// ("je suis étudiant", "Je suis étudiant.", "Je suis étudiant !"), if it makes it, written in
/// that form.
pub(super) fn find(src: &str) -> Option<Pair> {
    let (form, plain) = Written::read(src);
    let pair = write(find_plain(&plain)?, form);
    (pair.src == src).then_some(pair)
}

/// The pair the grammar makes for the French sentence `src` as it makes it (lowercase words
/// between single spaces), if it makes it: a walk over every sentence that skips the choices
/// that write a word `src` does not have there.
fn find_plain(src: &str) -> Option<Pair> {
    if src.split(' ').count() > MAX_PLAIN_WORDS {
        return None;
    }
    let target: Vec<&str> = src.split(' ').collect();
    let mut search = Search::default();
    loop {
        search.written.clear();
        let pair = sentence(&mut search);
        let words: Vec<&str> = pair.src.split(' ').collect();
        let Some(k) = (0..words.len().max(target.len())).find(|&k| words.get(k) != target.get(k))
        else {
            return Some(pair);
        };
        // Word k is fixed by its pieces, and by the two after them if it ends in one that
        // elision or contraction joins to what follows; they are fixed by the choices made
        // before they were written, and no sentence that shares those choices is `src`.
        let pieces: Vec<String> = search.written.iter().map(|(p, _)| p.clone()).collect();
        let (_, word_of) = join(&pieces);
        let joins = ["je", "le", "la", "ne", "de", "ma", "ta", "à"];
        let fixed = word_of.iter().rposition(|&w| w == k).map(|last| {
            last + if joins.contains(&pieces[last].as_str()) {
                2
            } else {
                0
            }
        });
        if let Some(&(_, choices)) = fixed.and_then(|q| search.written.get(q)) {
            search.walk.path.truncate(choices);
        }
        if !search.walk.advance() {
            return None;
        }
    }
}

// ---- writing a pair ----

/// A sentence being made: its choices, its French pieces in order, and its English words in
/// order, each with the pieces it translates. A piece is a word, or a part that elision or
/// contraction joins to the next ("le" and "école" are written "l'école", "à" and "le" "au").
struct Gen<'a> {
    choices: &'a mut dyn Choices,
    fr: Vec<String>,
    en: Vec<(&'static str, Vec<usize>)>,
}

impl Gen<'_> {
    fn pick(&mut self, n: usize) -> usize {
        self.choices.pick(n)
    }

    fn weighted(&mut self, weights: &[u32]) -> usize {
        self.choices.weighted(weights)
    }

    /// Writes the next French piece; returns its index.
    fn fr(&mut self, piece: impl Into<String>) -> usize {
        self.fr.push(piece.into());
        self.choices
            .wrote_french(self.fr.last().expect("just pushed"));
        self.fr.len() - 1
    }

    /// Writes the next English word, the translation of French pieces `from`.
    fn en(&mut self, word: &'static str, from: &[usize]) {
        self.en.push((word, from.to_vec()));
    }

    /// The pair: French pieces joined into words, English words aligned with those words.
    fn finish(self) -> Pair {
        let (words, word_of) = join(&self.fr);
        let alignment = self
            .en
            .iter()
            .map(|(_, from)| {
                let mut aligned: Vec<usize> = from.iter().map(|&p| word_of[p]).collect();
                aligned.sort_unstable();
                aligned.dedup();
                aligned
            })
            .collect();
        let english: Vec<&str> = self.en.iter().map(|&(word, _)| word).collect();
        Pair {
            src: words.join(" "),
            tgt: english.join(" "),
            alignment,
        }
    }
}

/// French pieces as written: elision ("je ai" is "j'ai", "le école" "l'école", "ne est"
/// "n'est", "de œuf" "d'œuf"), "ma" and "ta" as "mon" and "ton" before a vowel ("mon amie"),
/// and contraction ("à le" is "au", "à les" "aux", "de le" "du", "de les" "des"; but
/// "à l'école", where "le" is elided first). Returns the words and, for each piece, the word
/// it is in.
fn join(pieces: &[String]) -> (Vec<String>, Vec<usize>) {
    let vowel_at = |i: usize| pieces.get(i).is_some_and(|p| starts_with_vowel(p));
    let mut words: Vec<String> = Vec::new();
    let mut word_of = Vec::with_capacity(pieces.len());
    // The previous piece was elided and is written together with this one.
    let mut glued = false;
    let mut i = 0;
    while i < pieces.len() {
        let next = pieces.get(i + 1).map(String::as_str);
        let contraction = match (pieces[i].as_str(), next) {
            ("à", Some("le")) if !vowel_at(i + 2) => Some("au"),
            ("à", Some("les")) => Some("aux"),
            ("de", Some("le")) if !vowel_at(i + 2) => Some("du"),
            ("de", Some("les")) => Some("des"),
            _ => None,
        };
        if let Some(word) = contraction {
            word_of.extend([words.len(); 2]);
            words.push(word.to_string());
            i += 2;
            continue;
        }
        let (text, elided) = match pieces[i].as_str() {
            "je" | "le" | "la" | "ne" | "de" if vowel_at(i + 1) => {
                (format!("{}'", &pieces[i][..1]), true)
            }
            "ma" if vowel_at(i + 1) => ("mon".to_string(), false),
            "ta" if vowel_at(i + 1) => ("ton".to_string(), false),
            piece => (piece.to_string(), false),
        };
        match words.last_mut() {
            Some(last) if glued => last.push_str(&text),
            _ => words.push(text),
        }
        word_of.push(words.len() - 1);
        glued = elided;
        i += 1;
    }
    (words, word_of)
}

/// Whether a French word begins with a vowel sound: every "h" of this grammar is mute
/// ("l'hôpital", "j'habite").
fn starts_with_vowel(word: &str) -> bool {
    word.starts_with([
        'a', 'à', 'â', 'e', 'é', 'è', 'ê', 'i', 'î', 'o', 'ô', 'œ', 'u', 'y', 'h',
    ])
}

/// "an" before an English word that begins with a vowel, else "a" (no word here begins with a
/// silent "h" or a "u" said "you").
fn a_or_an(next: &str) -> &'static str {
    if next.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

// ---- the grammar ----

/// The sentence patterns, each with how often it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pattern {
    /// "je suis étudiant": être and a profession.
    Profession,
    /// "le chat est noir": être and an adjective.
    Quality,
    /// "le livre est sur la table": être and a place.
    Location,
    /// "j'ai un chat noir": avoir and a noun phrase.
    Possession,
    /// "le chat noir mange le poisson": a verb and its object.
    Transitive,
    /// "je donne la pomme au chien": a verb, its object and to whom.
    Ditransitive,
    /// "le chat dort sous la table": a verb and maybe a prepositional phrase.
    Intransitive,
}

impl Pattern {
    const ALL: [(Pattern, u32); 7] = [
        (Pattern::Profession, 3),
        (Pattern::Quality, 3),
        (Pattern::Location, 2),
        (Pattern::Possession, 3),
        (Pattern::Transitive, 6),
        (Pattern::Ditransitive, 2),
        (Pattern::Intransitive, 4),
    ];
}

/// One sentence pair, every choice taken from `choices`.
fn sentence(choices: &mut dyn Choices) -> Pair {
    let mut g = Gen {
        choices,
        fr: Vec::new(),
        en: Vec::new(),
    };
    let weights = Pattern::ALL.map(|(_, w)| w);
    match Pattern::ALL[g.weighted(&weights)].0 {
        Pattern::Profession => profession(&mut g),
        Pattern::Quality => quality(&mut g),
        Pattern::Location => location(&mut g),
        Pattern::Possession => {
            let s = subject(&mut g, PERSON, true);
            let negated = negation(&mut g);
            verb_phrase(&mut g, &AVOIR, s.person, negated);
            noun_phrase(
                &mut g,
                ANIMAL | FOOD | THING,
                &ANY_DETERMINER,
                true,
                negated,
            );
        }
        Pattern::Transitive => {
            let s = subject(&mut g, PERSON | ANIMAL, true);
            let verb = choose(
                &mut g,
                TRANSITIVE.iter().filter(|t| t.subjects & s.kinds != 0),
            );
            let negated = negation(&mut g);
            verb_phrase(&mut g, &verb.verb, s.person, negated);
            noun_phrase(&mut g, verb.objects, verb.determiners, true, negated);
        }
        Pattern::Ditransitive => {
            let s = subject(&mut g, PERSON, true);
            let verb = &DITRANSITIVE[g.pick(DITRANSITIVE.len())];
            let negated = negation(&mut g);
            verb_phrase(&mut g, &verb.verb, s.person, negated);
            noun_phrase(&mut g, verb.objects, &ANY_DETERMINER, true, negated);
            let to = g.fr("à");
            g.en("to", &[to]);
            noun_phrase(&mut g, verb.recipients, &DEFINITE, false, false);
        }
        Pattern::Intransitive => {
            let s = subject(&mut g, PERSON | ANIMAL, true);
            let verb = choose(
                &mut g,
                INTRANSITIVE.iter().filter(|i| i.subjects & s.kinds != 0),
            );
            let negated = negation(&mut g);
            verb_phrase(&mut g, &verb.verb, s.person, negated);
            if !verb.alone || g.pick(2) == 1 {
                prepositional_phrase(&mut g, verb.phrases, !0);
            }
        }
    }
    g.finish()
}

/// "je suis étudiant": a subject, être and a profession that agrees with it.
fn profession(g: &mut Gen) {
    let s = subject(g, RELATIVE, true);
    let negated = negation(g);
    be(g, s.person, negated);
    let profession = PROFESSIONS[g.pick(PROFESSIONS.len())];
    let (form, plural) = agree(g, &s.forms, |i| profession.fr[i]);
    let id = g.fr(form);
    if plural {
        g.en(profession.en_pl, &[id]);
    } else {
        g.en(a_or_an(profession.en), &[id]);
        g.en(profession.en, &[id]);
    }
}

/// "la maison est grande": a subject, être and an adjective that agrees with it.
fn quality(g: &mut Gen) {
    let s = subject(g, !0, false);
    let negated = negation(g);
    be(g, s.person, negated);
    let adjective = choose(g, ADJECTIVES.iter().filter(|a| a.fits & s.kinds != 0));
    let (form, _) = agree(g, &s.forms, |i| adjective.fr[i]);
    let id = g.fr(form);
    g.en(adjective.en, &[id]);
}

/// "le chat est sur la table": a subject, être and where it is.
fn location(g: &mut Gen) {
    let s = subject(g, PERSON | ANIMAL | FOOD | THING, true);
    let negated = negation(g);
    be(g, s.person, negated);
    // People are in places, not on or under furniture.
    let grounds = if s.kinds & PERSON != 0 { PLACES } else { !0 };
    prepositional_phrase(g, &LOCATIONS, grounds);
}

/// One of `items`, uniformly.
fn choose<T: Copy>(g: &mut Gen, items: impl Iterator<Item = T> + Clone) -> T {
    let k = g.pick(items.clone().count());
    items.clone().nth(k).expect("k is below the count")
}

/// Whether the verb is negated: one sentence in three.
fn negation(g: &mut Gen) -> bool {
    g.weighted(&[2, 1]) == 1
}

/// What a subject decides for the rest of the sentence.
struct Subject {
    /// The verb's person, 0 ("je") to 5 ("ils").
    person: usize,
    /// The genders and numbers of what may be said of it, as (gender, plural).
    forms: Vec<(Gender, bool)>,
    /// What it names: the kinds of its noun; a pronoun names a person.
    kinds: u16,
}

/// A subject: a pronoun (when `kinds` has people) or, as often, a noun phrase with "le" or a
/// possessive and a noun of `kinds`, with an adjective if `adjective` allows.
fn subject(g: &mut Gen, kinds: u16, adjective: bool) -> Subject {
    if kinds & (PERSON | RELATIVE) != 0 && g.weighted(&[1, 1]) == 0 {
        let pronoun = &PRONOUNS[g.pick(PRONOUNS.len())];
        let id = g.fr(pronoun.fr);
        g.en(pronoun.en, &[id]);
        return Subject {
            person: pronoun.person,
            forms: pronoun.forms.to_vec(),
            kinds: PERSON,
        };
    }
    let (noun, plural) = noun_phrase(g, kinds, &DEFINITE, adjective, false);
    Subject {
        person: if plural { THIRD_PLURAL } else { THIRD_SINGULAR },
        forms: vec![(noun.gender, plural)],
        kinds: noun.kinds,
    }
}

/// A form of a profession or adjective for one of `forms` of the subject, `form(i)` being the
/// form of index [`form_index`]. Forms written alike are one choice ("vous êtes heureux" is
/// one person or several), so no sentence is made twice. Returns the form and its number.
fn agree(
    g: &mut Gen,
    forms: &[(Gender, bool)],
    form: impl Fn(usize) -> &'static str,
) -> (&'static str, bool) {
    let mut distinct: Vec<(&'static str, bool)> = Vec::new();
    for &(gender, plural) in forms {
        let written = form(form_index(gender, plural));
        if !distinct.iter().any(|&(w, _)| w == written) {
            distinct.push((written, plural));
        }
    }
    distinct[g.pick(distinct.len())]
}

/// A noun phrase: a determiner of `determiners` (index and weight), a noun of `kinds` and, if
/// `adjective` allows, one time in three an adjective after it ("le chat noir", "the black
/// cat"). After a negated verb the indefinite article is "de" and the noun singular ("pas de
/// chat", "a cat"). Returns the noun and whether it is plural.
fn noun_phrase(
    g: &mut Gen,
    kinds: u16,
    determiners: &[(usize, u32)],
    adjective: bool,
    negated: bool,
) -> (Noun, bool) {
    let noun = choose(g, nouns().filter(|n| n.kinds & kinds != 0));
    let weights: Vec<u32> = determiners.iter().map(|&(_, w)| w).collect();
    let d = determiners[g.weighted(&weights)].0;
    let de = negated && d == INDEFINITE;
    let plural = !de && g.pick(2) == 1;
    let determiner = &DETERMINERS[d];
    let det_fr = match (de, plural, noun.gender) {
        (true, _, _) => "de",
        (false, true, _) => determiner.fr[2],
        (false, false, M) => determiner.fr[0],
        (false, false, F) => determiner.fr[1],
    };
    let det = g.fr(det_fr);
    let head = g.fr(if plural { noun.fr_pl } else { noun.fr });
    let noun_en = if plural { noun.en_pl } else { noun.en };
    let adjective = (adjective && g.weighted(&[2, 1]) == 1).then(|| {
        let adjective = choose(g, ADJECTIVES.iter().filter(|a| a.fits & noun.kinds != 0));
        let id = g.fr(adjective.fr[form_index(noun.gender, plural)]);
        (adjective.en, id)
    });
    let det_en = match (d, plural) {
        (INDEFINITE, false) => a_or_an(adjective.map_or(noun_en, |(en, _)| en)),
        (_, false) => determiner.en,
        (_, true) => determiner.en_pl,
    };
    g.en(det_en, &[det]);
    if let Some((en, id)) = adjective {
        g.en(en, &[id]);
    }
    g.en(noun_en, &[head]);
    (noun, plural)
}

/// A prepositional phrase: one of `phrases` that takes a noun of `grounds`, and a noun phrase
/// with "le" or a possessive ("sous la table rouge", "under the red table").
fn prepositional_phrase(g: &mut Gen, phrases: &[(Preposition, u16)], grounds: u16) {
    let (preposition, kinds) = choose(
        g,
        phrases
            .iter()
            .map(|(p, kinds)| (p, kinds & grounds))
            .filter(|&(_, kinds)| kinds != 0),
    );
    let ids: Vec<usize> = preposition.fr.iter().map(|&w| g.fr(w)).collect();
    for &(word, from) in preposition.en {
        let from: Vec<usize> = from.iter().map(|&i| ids[i]).collect();
        g.en(word, &from);
    }
    noun_phrase(g, kinds, &DEFINITE, true, false);
}

/// The French verb with "ne ... pas" around it if `negated`: returns the pieces of the verb,
/// "ne" and "pas".
fn french_verb(g: &mut Gen, form: String, negated: bool) -> (usize, Option<[usize; 2]>) {
    let ne = negated.then(|| g.fr("ne"));
    let verb = g.fr(form);
    let not = ne.map(|ne| [ne, g.fr("pas")]);
    (verb, not)
}

/// Être for `person`: "am", "is", "are", and "not" after it if negated.
fn be(g: &mut Gen, person: usize, negated: bool) {
    let (verb, not) = french_verb(g, ETRE[person].to_string(), negated);
    let en = match person {
        0 => "am",
        THIRD_SINGULAR => "is",
        _ => "are",
    };
    g.en(en, &[verb]);
    if let Some(not) = not {
        g.en("not", &not);
    }
}

/// Any verb but être for `person`: English adds -s for the third person singular, and negates
/// with "do not" or "does not" and the base form.
fn verb_phrase(g: &mut Gen, verb: &Verb, person: usize, negated: bool) {
    let (id, not) = french_verb(g, verb.fr.present(person), negated);
    let third = person == THIRD_SINGULAR;
    if let Some(not) = not {
        g.en(if third { "does" } else { "do" }, &[id]);
        g.en("not", &not);
        g.en(verb.en, &[id]);
    } else {
        g.en(if third { verb.en_3sg } else { verb.en }, &[id]);
    }
    if let Some(particle) = verb.particle {
        g.en(particle, &[id]);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, HashMap, HashSet};
    use std::sync::OnceLock;

    use super::*;

    /// Distinct French words in the grammar's sentences ("l'école" and "école" are two).
    const FRENCH_VOCABULARY: usize = 563;
    /// Distinct English words.
    const ENGLISH_VOCABULARY: usize = 266;

    /// 200,000 random sentences of both splits, made once for the tests that look at many.
    fn sample() -> &'static [Pair] {
        static SAMPLE: OnceLock<Vec<Pair>> = OnceLock::new();
        SAMPLE.get_or_init(|| {
            let mut rng = Rng::new(1);
            (0..200_000).map(|_| sentence(&mut rng)).collect()
        })
    }

    /// Checks that the grammar makes `src` and translates it as `tgt` with `alignment`.
    fn assert_pair(src: &str, tgt: &str, alignment: &[&[usize]]) {
        let pair = find(src).unwrap_or_else(|| panic!("the grammar does not make {src:?}"));
        assert_eq!(pair.tgt, tgt, "{src}");
        assert_eq!(pair.alignment, alignment, "{src} -> {tgt}");
    }

    #[test]
    fn the_showcase_is_made_exactly_and_trained_on() {
        assert_pair(
            "je suis étudiant",
            "i am a student",
            &[&[0], &[1], &[2], &[2]],
        );
        assert_eq!(split_of("je suis étudiant"), Split::Train);
    }

    #[test]
    fn sentences_are_written_as_people_write_them_too() {
        assert_pair(
            "Je suis étudiant.",
            "I am a student.",
            &[&[0], &[1], &[2], &[2]],
        );
        // French sets "!" off as a word, which the English word carrying "!" translates.
        assert_pair(
            "Je suis étudiant !",
            "I am a student!",
            &[&[0], &[1], &[2], &[2, 3]],
        );
        assert_pair(
            "L'étudiant regarde l'oiseau.",
            "The student looks at the bird.",
            &[&[0], &[0], &[1], &[1], &[2], &[2]],
        );
        assert_pair(
            "Ma sœur n'a pas de chat !",
            "My sister does not have a cat!",
            &[&[0], &[1], &[2], &[2, 3], &[2], &[4], &[5, 6]],
        );
        // Forms the grammar does not write: a full stop without the capital, a capital
        // without the mark, "!" without its space, and two marks.
        for src in [
            "je suis étudiant.",
            "Je suis étudiant",
            "Je suis étudiant!",
            "Je suis étudiant. !",
        ] {
            assert_eq!(find(src), None, "{src}");
        }
        // Every form of a sentence is on the side of its plain form.
        for src in ["Je suis étudiant.", "Je suis étudiant !"] {
            assert_eq!(Written::read(src).1, "je suis étudiant", "{src}");
        }
        let mut rng = Rng::new(12);
        let mut forms = [0; 3];
        for i in 0..4_000 {
            let pair = draw(&mut rng, Split::Test);
            let (form, plain) = Written::read(&pair.src);
            forms[Written::ALL.iter().position(|&(f, _)| f == form).unwrap()] += 1;
            for side in [&pair.src, &pair.tgt] {
                assert!(
                    side.starts_with(|c: char| c.is_ascii_alphabetic()),
                    "{pair:?}"
                );
            }
            assert_eq!(split_of(&plain), Split::Test, "{pair:?}");
            // A search is slow: the first hundred pairs are looked up.
            if i < 100 {
                assert_eq!(find(&pair.src).as_ref(), Some(&pair), "{pair:?}");
                assert_eq!(write(find_plain(&plain).unwrap(), form), pair);
            }
        }
        // Half plain, a quarter each with "." and "!" (each within 5 standard deviations).
        let near = |n: i32, expected: i32| (n - expected).abs() < 5 * 32;
        assert!(
            near(forms[0], 2_000) && near(forms[1], 1_000) && near(forms[2], 1_000),
            "{forms:?}"
        );
    }

    #[test]
    fn pairs_by_hand() {
        // Professions: no French article, gender and number.
        assert_pair(
            "elle est étudiante",
            "she is a student",
            &[&[0], &[1], &[2], &[2]],
        );
        assert_pair(
            "nous sommes étudiants",
            "we are students",
            &[&[0], &[1], &[2]],
        );
        assert_pair(
            "je suis ingénieure",
            "i am an engineer",
            &[&[0], &[1], &[2], &[2]],
        );
        assert_pair(
            "il n'est pas médecin",
            "he is not a doctor",
            &[&[0], &[1], &[1, 2], &[3], &[3]],
        );
        // Adjectives after the noun in French, before it in English; agreement.
        assert_pair(
            "le chat noir mange le poisson",
            "the black cat eats the fish",
            &[&[0], &[2], &[1], &[3], &[4], &[5]],
        );
        assert_pair(
            "mon amie a des chats gris",
            "my friend has some grey cats",
            &[&[0], &[1], &[2], &[3], &[5], &[4]],
        );
        assert_pair("vous êtes heureuses", "you are happy", &[&[0], &[1], &[2]]);
        assert_pair(
            "leurs enfants ne sont pas fatigués",
            "their children are not tired",
            &[&[0], &[1], &[3], &[2, 4], &[5]],
        );
        // Negation with do, and "pas de" for the indefinite article, elided before a vowel.
        assert_pair(
            "je n'ai pas de chat",
            "i do not have a cat",
            &[&[0], &[1], &[1, 2], &[1], &[3], &[4]],
        );
        assert_pair(
            "je ne mange pas d'œuf",
            "i do not eat an egg",
            &[&[0], &[2], &[1, 3], &[2], &[4], &[4]],
        );
        assert_pair(
            "vous ne mangez pas la pomme",
            "you do not eat the apple",
            &[&[0], &[2], &[1, 3], &[2], &[4], &[5]],
        );
        assert_pair(
            "tu ne donnes pas de pomme à ton frère",
            "you do not give an apple to your brother",
            &[&[0], &[2], &[1, 3], &[2], &[4], &[5], &[6], &[7], &[8]],
        );
        // Elision of articles and pronouns, a phrasal verb.
        assert_pair(
            "l'étudiant regarde l'oiseau",
            "the student looks at the bird",
            &[&[0], &[0], &[1], &[1], &[2], &[2]],
        );
        assert_pair(
            "j'ai une orange",
            "i have an orange",
            &[&[0], &[0], &[1], &[2]],
        );
        // Contractions: au, aux, du; "ma" is "mon" before a vowel.
        assert_pair(
            "je vais au marché",
            "i go to the market",
            &[&[0], &[1], &[2], &[2], &[3]],
        );
        assert_pair(
            "elles parlent aux enfants",
            "they talk to the children",
            &[&[0], &[1], &[2], &[2], &[3]],
        );
        assert_pair(
            "ma sœur habite près du parc",
            "my sister lives near the park",
            &[&[0], &[1], &[2], &[3, 4], &[4], &[5]],
        );
        assert_pair(
            "nous habitons loin de l'école",
            "we live far from the school",
            &[&[0], &[1], &[2], &[3], &[4], &[4]],
        );
        assert_pair(
            "elle va à mon école",
            "she goes to my school",
            &[&[0], &[1], &[2], &[3], &[4]],
        );
        // Places: prepositions of one word and of three.
        assert_pair(
            "le livre est sur la table",
            "the book is on the table",
            &[&[0], &[1], &[2], &[3], &[4], &[5]],
        );
        assert_pair(
            "les enfants jouent devant la maison",
            "the children play in front of the house",
            &[&[0], &[1], &[2], &[3], &[3], &[3], &[4], &[5]],
        );
        // Sentences the grammar does not make: indefinite subjects, "pas de" with a plural,
        // pronouns for things, French word order in English.
        for src in [
            "un chat mange le poisson",
            "je n'ai pas de chats",
            "il est cassé",
            "le noir chat mange le poisson",
        ] {
            assert_eq!(find(src), None, "{src}");
        }
    }

    #[test]
    fn same_seed_same_pairs() {
        for split in [Split::Train, Split::Test] {
            let draws = |seed| {
                let mut rng = Rng::new(seed);
                (0..500).map(|_| draw(&mut rng, split)).collect::<Vec<_>>()
            };
            assert_eq!(draws(7), draws(7), "{split:?}");
            assert_ne!(draws(7), draws(8), "{split:?}");
        }
        let pair = find("je suis étudiant").unwrap();
        let example = pair.example();
        assert_eq!(
            (example.src.as_str(), example.tgt.as_str()),
            ("je suis étudiant", "i am a student")
        );
    }

    #[test]
    fn draws_keep_to_their_split_and_one_in_ten_is_held_out() {
        let mut rng = Rng::new(3);
        // Sentences compared in the plain form: no way of writing a held-out sentence is
        // trained on.
        let plain = |src: String| Written::read(&src).1;
        let test: HashSet<String> = (0..5_000)
            .map(|_| plain(draw(&mut rng, Split::Test).src))
            .collect();
        assert!(test.iter().all(|src| split_of(src) == Split::Test));
        for _ in 0..50_000 {
            let src = plain(draw(&mut rng, Split::Train).src);
            assert_eq!(split_of(&src), Split::Train, "{src}");
            assert!(!test.contains(&src), "{src} in both splits");
        }
        let held_out = sample()
            .iter()
            .filter(|p| split_of(&p.src) == Split::Test)
            .count();
        assert!((18_000..22_000).contains(&held_out), "{held_out} of 200000");
        // The fallback after MAX_TRIES misses ends, in its split.
        for split in [Split::Train, Split::Test] {
            assert_eq!(split_of(&first_of(split).src), split);
        }
    }

    #[test]
    fn alignments_are_in_range_and_cover_both_sides() {
        for pair in sample() {
            let fr = pair.src.split(' ').count();
            let en = pair.tgt.split(' ').count();
            assert_eq!(pair.alignment.len(), en, "{pair:?}");
            let mut covered = vec![false; fr];
            for aligned in &pair.alignment {
                assert!(
                    !aligned.is_empty(),
                    "an English word is unaligned: {pair:?}"
                );
                assert!(aligned.windows(2).all(|w| w[0] < w[1]), "{pair:?}");
                for &i in aligned {
                    assert!(i < fr, "{pair:?}");
                    covered[i] = true;
                }
            }
            // No French word of this grammar lacks an English counterpart.
            assert!(
                covered.iter().all(|&c| c),
                "a French word is unaligned: {pair:?}"
            );
        }
    }

    #[test]
    fn a_french_sentence_has_one_translation() {
        let mut rng = Rng::new(5);
        let mut seen: HashMap<String, String> = HashMap::new();
        for pair in sample()
            .iter()
            .cloned()
            .chain((0..20_000).map(|_| draw(&mut rng, Split::Test)))
        {
            let tgt = seen.entry(pair.src.clone()).or_insert(pair.tgt.clone());
            assert_eq!(*tgt, pair.tgt, "{}", pair.src);
        }
    }

    /// Random choices that remember the path they took.
    struct Recorded {
        rng: Rng,
        path: Vec<usize>,
    }

    impl Choices for Recorded {
        fn pick(&mut self, n: usize) -> usize {
            let k = self.rng.pick(n);
            self.path.push(k);
            k
        }
    }

    #[test]
    fn a_french_sentence_has_one_path() {
        // So the number of paths through the grammar is the number of distinct sentences.
        let mut choices = Recorded {
            rng: Rng::new(9),
            path: Vec::new(),
        };
        let mut paths: HashMap<String, Vec<usize>> = HashMap::new();
        let mut repeats = 0;
        for _ in 0..100_000 {
            choices.path.clear();
            let pair = sentence(&mut choices);
            match paths.get(&pair.src) {
                Some(path) => {
                    assert_eq!(*path, choices.path, "{}", pair.src);
                    repeats += 1;
                }
                None => {
                    paths.insert(pair.src, choices.path.clone());
                }
            }
        }
        assert!(
            repeats > 100,
            "the check saw sentences made twice: {repeats}"
        );
    }

    #[test]
    fn sentences_fit_max_words_and_the_longest_reach_it() {
        for pair in sample() {
            assert!(pair.src.split(' ').count() <= MAX_PLAIN_WORDS, "{pair:?}");
            assert!(pair.tgt.split(' ').count() <= MAX_PLAIN_WORDS, "{pair:?}");
            assert!(
                !pair.src.contains("  ") && !pair.src.ends_with(' '),
                "{pair:?}"
            );
        }
        let longest = find("mes amis intelligents ne donnent pas le livre rouge à mon frère")
            .expect("a longest French sentence");
        assert_eq!(longest.src.split(' ').count(), MAX_PLAIN_WORDS);
        let written = find("Mes amis intelligents ne donnent pas le livre rouge à mon frère !")
            .expect("the longest written French sentence");
        assert_eq!(written.src.split(' ').count(), MAX_WORDS);
        assert_eq!(
            longest.tgt,
            "my clever friends do not give the red book to my brother"
        );
        let longest = find("mes amis intelligents ne jouent pas devant la table rouge").unwrap();
        assert_eq!(
            longest.tgt,
            "my clever friends do not play in front of the red table"
        );
        assert_eq!(longest.tgt.split(' ').count(), MAX_PLAIN_WORDS);
    }

    /// The distinct words of `pairs`' French and English sides.
    fn vocabulary<'a>(
        pairs: impl Iterator<Item = &'a Pair>,
    ) -> (BTreeSet<&'a str>, BTreeSet<&'a str>) {
        let mut fr = BTreeSet::new();
        let mut en = BTreeSet::new();
        for pair in pairs {
            fr.extend(pair.src.split(' '));
            en.extend(pair.tgt.split(' '));
        }
        (fr, en)
    }

    #[test]
    fn the_vocabulary_is_a_few_hundred_words_a_side() {
        let (fr, en) = vocabulary(sample().iter());
        // Saturated: the second half of the sample has no word the first half lacks.
        let (fr_half, en_half) = vocabulary(sample()[..100_000].iter());
        assert_eq!((fr_half.len(), en_half.len()), (fr.len(), en.len()));
        assert_eq!(
            (fr.len(), en.len()),
            (FRENCH_VOCABULARY, ENGLISH_VOCABULARY),
            "distinct French and English words"
        );
        assert!((200..1_000).contains(&FRENCH_VOCABULARY));
        assert!((200..1_000).contains(&ENGLISH_VOCABULARY));
    }

    /// Knuth's estimate of the number of paths through the grammar (Mathematics of
    /// Computation 29, 1975): along a random path taking each option of a choice with equal
    /// chance, the product of the numbers of options is an unbiased estimate of it.
    struct Knuth {
        rng: Rng,
        paths: f64,
    }

    impl Choices for Knuth {
        fn pick(&mut self, n: usize) -> usize {
            self.paths *= n as f64;
            self.rng.pick(n)
        }
    }

    /// The estimated number of distinct sentences from `n` random paths, per pattern.
    fn estimated_sentences(n: usize) -> f64 {
        let mut knuth = Knuth {
            rng: Rng::new(4),
            paths: 1.0,
        };
        let mut total = 0.0;
        for _ in 0..n {
            knuth.paths = 1.0;
            sentence(&mut knuth);
            total += knuth.paths;
        }
        total / n as f64
    }

    #[test]
    fn the_grammar_makes_billions_of_sentences() {
        let estimate = estimated_sentences(20_000);
        assert!(estimate > 1e9, "{estimate}");
    }

    /// The number of sentences of the profession and quality patterns, which are few enough
    /// to walk.
    const PROFESSION_SENTENCES: usize = 48_772;
    const QUALITY_SENTENCES: usize = 20_078;

    #[test]
    fn every_profession_and_quality_sentence_is_made_once_and_aligned() {
        let mut walk = Walk::default();
        let mut seen = HashSet::new();
        let mut counts = [0; 2];
        loop {
            let pair = sentence(&mut walk);
            let pattern = walk.path[0].0;
            if Pattern::ALL[pattern].0 != Pattern::Profession
                && Pattern::ALL[pattern].0 != Pattern::Quality
            {
                break;
            }
            counts[pattern] += 1;
            let words = pair.src.split(' ').count();
            assert!(
                pair.alignment.iter().flatten().all(|&i| i < words),
                "{pair:?}"
            );
            assert!(seen.insert(pair.src), "made twice");
            assert!(walk.advance());
        }
        assert_eq!(counts, [PROFESSION_SENTENCES, QUALITY_SENTENCES]);
    }

    #[test]
    fn regular_verbs_conjugate() {
        let forms = |infinitive| {
            (0..6)
                .map(|p| Conjugation::Regular(infinitive).present(p))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            forms("parler"),
            ["parle", "parles", "parle", "parlons", "parlez", "parlent"]
        );
        assert_eq!(
            forms("manger"),
            ["mange", "manges", "mange", "mangeons", "mangez", "mangent"]
        );
    }

    #[test]
    fn every_noun_takes_an_adjective_and_every_phrase_a_noun() {
        for noun in nouns() {
            assert!(
                ADJECTIVES.iter().any(|a| a.fits & noun.kinds != 0),
                "{noun:?}"
            );
        }
        let has_noun = |kinds: u16| nouns().any(|n| n.kinds & kinds != 0);
        for (_, kinds) in LOCATIONS
            .iter()
            .chain(INTRANSITIVE.iter().flat_map(|i| i.phrases))
        {
            assert!(has_noun(*kinds));
        }
        for t in &TRANSITIVE {
            assert!(has_noun(t.objects));
        }
        // Every "h" is mute, every vowel-initial noun elides.
        assert!(nouns()
            .filter(|n| n.fr.starts_with('h'))
            .all(|n| n.fr == "hôpital"));
        assert_eq!(join(&["le".into(), "hôtel".into()]).0, ["l'hôtel"]);
    }
}
