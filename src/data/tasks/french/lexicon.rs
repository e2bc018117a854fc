//! The grammar's words: nouns (with their gender and what they are: people, animals, food,
//! things, places), professions, adjectives (with what they fit), determiners, pronouns, verbs
//! with their conjugation and what they take, prepositions. Each French word has one English
//! translation.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Gender {
    M,
    F,
}

pub(super) use Gender::{F, M};

// What a noun names, as bits: verbs, prepositions and adjectives say which nouns they take.
/// Family, friends and neighbours: the subjects that a profession is said of.
pub(super) const RELATIVE: u16 = 1;
/// People: relatives and professions.
pub(super) const PERSON: u16 = 1 << 1;
pub(super) const ANIMAL: u16 = 1 << 2;
pub(super) const FOOD: u16 = 1 << 3;
/// Things one carries.
pub(super) const THING: u16 = 1 << 4;
/// Things something is in: "dans la boîte".
pub(super) const CONTAINER: u16 = 1 << 5;
/// Things something is on or under: "sur la table".
pub(super) const FURNITURE: u16 = 1 << 6;
/// Places one goes to: "au parc".
pub(super) const PLACE: u16 = 1 << 7;
/// Rooms and the house, places one is in but does not "go to" ("à la maison" is "home").
pub(super) const HOME: u16 = 1 << 8;

pub(super) const THINGS: u16 = THING | CONTAINER | FURNITURE;
pub(super) const PLACES: u16 = PLACE | HOME;

/// A noun: French singular and plural, gender, English singular and plural, what it names.
#[derive(Clone, Copy, Debug)]
pub(super) struct Noun {
    pub(super) fr: &'static str,
    pub(super) fr_pl: &'static str,
    pub(super) gender: Gender,
    pub(super) en: &'static str,
    pub(super) en_pl: &'static str,
    pub(super) kinds: u16,
}

pub(super) const fn n(
    fr: &'static str,
    fr_pl: &'static str,
    gender: Gender,
    en: &'static str,
    en_pl: &'static str,
    kinds: u16,
) -> Noun {
    Noun {
        fr,
        fr_pl,
        gender,
        en,
        en_pl,
        kinds,
    }
}

/// The nouns other than professions (see [`nouns`]).
#[rustfmt::skip]
pub(super) const NOUNS: [Noun; 59] = [
    n("ami", "amis", M, "friend", "friends", PERSON | RELATIVE),
    n("amie", "amies", F, "friend", "friends", PERSON | RELATIVE),
    n("frère", "frères", M, "brother", "brothers", PERSON | RELATIVE),
    n("sœur", "sœurs", F, "sister", "sisters", PERSON | RELATIVE),
    n("père", "pères", M, "father", "fathers", PERSON | RELATIVE),
    n("mère", "mères", F, "mother", "mothers", PERSON | RELATIVE),
    n("voisin", "voisins", M, "neighbour", "neighbours", PERSON | RELATIVE),
    n("voisine", "voisines", F, "neighbour", "neighbours", PERSON | RELATIVE),
    n("enfant", "enfants", M, "child", "children", PERSON | RELATIVE),
    n("chat", "chats", M, "cat", "cats", ANIMAL),
    n("chien", "chiens", M, "dog", "dogs", ANIMAL),
    n("oiseau", "oiseaux", M, "bird", "birds", ANIMAL),
    n("cheval", "chevaux", M, "horse", "horses", ANIMAL),
    n("souris", "souris", F, "mouse", "mice", ANIMAL),
    n("lapin", "lapins", M, "rabbit", "rabbits", ANIMAL),
    n("vache", "vaches", F, "cow", "cows", ANIMAL),
    n("éléphant", "éléphants", M, "elephant", "elephants", ANIMAL),
    n("poisson", "poissons", M, "fish", "fish", FOOD),
    n("pomme", "pommes", F, "apple", "apples", FOOD),
    n("gâteau", "gâteaux", M, "cake", "cakes", FOOD),
    n("orange", "oranges", F, "orange", "oranges", FOOD),
    n("banane", "bananes", F, "banana", "bananas", FOOD),
    n("carotte", "carottes", F, "carrot", "carrots", FOOD),
    n("œuf", "œufs", M, "egg", "eggs", FOOD),
    n("tomate", "tomates", F, "tomato", "tomatoes", FOOD),
    n("fromage", "fromages", M, "cheese", "cheeses", FOOD),
    n("livre", "livres", M, "book", "books", THING),
    n("stylo", "stylos", M, "pen", "pens", THING),
    n("clé", "clés", F, "key", "keys", THING),
    n("lettre", "lettres", F, "letter", "letters", THING),
    n("chapeau", "chapeaux", M, "hat", "hats", THING),
    n("téléphone", "téléphones", M, "phone", "phones", THING),
    n("tasse", "tasses", F, "cup", "cups", THING),
    n("ballon", "ballons", M, "ball", "balls", THING),
    n("parapluie", "parapluies", M, "umbrella", "umbrellas", THING),
    n("journal", "journaux", M, "newspaper", "newspapers", THING),
    n("ordinateur", "ordinateurs", M, "computer", "computers", THING),
    n("vélo", "vélos", M, "bike", "bikes", THING),
    n("boîte", "boîtes", F, "box", "boxes", THING | CONTAINER),
    n("sac", "sacs", M, "bag", "bags", THING | CONTAINER),
    n("table", "tables", F, "table", "tables", FURNITURE),
    n("lit", "lits", M, "bed", "beds", FURNITURE),
    n("chaise", "chaises", F, "chair", "chairs", FURNITURE),
    n("canapé", "canapés", M, "sofa", "sofas", FURNITURE),
    n("étagère", "étagères", F, "shelf", "shelves", FURNITURE),
    n("armoire", "armoires", F, "wardrobe", "wardrobes", FURNITURE | CONTAINER),
    n("jardin", "jardins", M, "garden", "gardens", PLACE),
    n("parc", "parcs", M, "park", "parks", PLACE),
    n("marché", "marchés", M, "market", "markets", PLACE),
    n("musée", "musées", M, "museum", "museums", PLACE),
    n("magasin", "magasins", M, "shop", "shops", PLACE),
    n("restaurant", "restaurants", M, "restaurant", "restaurants", PLACE),
    n("gare", "gares", F, "station", "stations", PLACE),
    n("bibliothèque", "bibliothèques", F, "library", "libraries", PLACE),
    n("école", "écoles", F, "school", "schools", PLACE),
    n("hôpital", "hôpitaux", M, "hospital", "hospitals", PLACE),
    n("maison", "maisons", F, "house", "houses", HOME),
    n("cuisine", "cuisines", F, "kitchen", "kitchens", HOME),
    n("chambre", "chambres", F, "bedroom", "bedrooms", HOME),
];

/// A profession: its four French forms (masculine, feminine, each singular and plural) and
/// its English singular and plural. After être it takes no article: "il est médecin".
#[derive(Clone, Copy, Debug)]
pub(super) struct Profession {
    pub(super) fr: [&'static str; 4],
    pub(super) en: &'static str,
    pub(super) en_pl: &'static str,
}

impl Profession {
    /// Whether the masculine and feminine are written alike ("médecin", "dentiste"): such a
    /// profession is only said of a subject, never a noun of its own, whose article would be
    /// all that tells "le dentiste" from "la dentiste".
    pub(super) fn is_epicene(&self) -> bool {
        self.fr[0] == self.fr[1]
    }
}

pub(super) const fn p(fr: [&'static str; 4], en: &'static str, en_pl: &'static str) -> Profession {
    Profession { fr, en, en_pl }
}

/// The professions, each form in the order of [`form_index`].
#[rustfmt::skip]
pub(super) const PROFESSIONS: [Profession; 16] = [
    p(["étudiant", "étudiante", "étudiants", "étudiantes"], "student", "students"),
    p(["enseignant", "enseignante", "enseignants", "enseignantes"], "teacher", "teachers"),
    p(["avocat", "avocate", "avocats", "avocates"], "lawyer", "lawyers"),
    p(["ingénieur", "ingénieure", "ingénieurs", "ingénieures"], "engineer", "engineers"),
    p(["chanteur", "chanteuse", "chanteurs", "chanteuses"], "singer", "singers"),
    p(["danseur", "danseuse", "danseurs", "danseuses"], "dancer", "dancers"),
    p(["boulanger", "boulangère", "boulangers", "boulangères"], "baker", "bakers"),
    p(["infirmier", "infirmière", "infirmiers", "infirmières"], "nurse", "nurses"),
    p(["musicien", "musicienne", "musiciens", "musiciennes"], "musician", "musicians"),
    p(["écrivain", "écrivaine", "écrivains", "écrivaines"], "writer", "writers"),
    p(["médecin", "médecin", "médecins", "médecins"], "doctor", "doctors"),
    p(["dentiste", "dentiste", "dentistes", "dentistes"], "dentist", "dentists"),
    p(["journaliste", "journaliste", "journalistes", "journalistes"], "journalist", "journalists"),
    p(["architecte", "architecte", "architectes", "architectes"], "architect", "architects"),
    p(["pilote", "pilote", "pilotes", "pilotes"], "pilot", "pilots"),
    p(["artiste", "artiste", "artistes", "artistes"], "artist", "artists"),
];

/// Every noun: [`NOUNS`], then each profession whose genders are written differently, as a
/// masculine and a feminine person ("l'étudiant", "l'étudiante", both "the student").
pub(super) fn nouns() -> impl Iterator<Item = Noun> + Clone {
    let professions = PROFESSIONS.iter().filter(|p| !p.is_epicene());
    NOUNS.iter().copied().chain(professions.flat_map(|p| {
        [(M, 0, 2), (F, 1, 3)].map(|(gender, sg, pl)| Noun {
            fr: p.fr[sg],
            fr_pl: p.fr[pl],
            gender,
            en: p.en,
            en_pl: p.en_pl,
            kinds: PERSON,
        })
    }))
}

/// An adjective: its four French forms, its English, and the nouns it fits (any of `fits`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Adjective {
    pub(super) fr: [&'static str; 4],
    pub(super) en: &'static str,
    pub(super) fits: u16,
}

pub(super) const fn a(fr: [&'static str; 4], en: &'static str, fits: u16) -> Adjective {
    Adjective { fr, en, fits }
}

/// The adjectives, each form in the order of [`form_index`]. All follow the noun in French
/// (those that precede it, "petit", "grand", change meaning or form with it).
#[rustfmt::skip]
pub(super) const ADJECTIVES: [Adjective; 30] = [
    a(["noir", "noire", "noirs", "noires"], "black", ANIMAL | THINGS),
    a(["blanc", "blanche", "blancs", "blanches"], "white", ANIMAL | THINGS),
    a(["gris", "grise", "gris", "grises"], "grey", ANIMAL | THINGS),
    a(["rouge", "rouge", "rouges", "rouges"], "red", THINGS),
    a(["vert", "verte", "verts", "vertes"], "green", THINGS),
    a(["bleu", "bleue", "bleus", "bleues"], "blue", THINGS),
    a(["jaune", "jaune", "jaunes", "jaunes"], "yellow", THINGS),
    a(["heureux", "heureuse", "heureux", "heureuses"], "happy", PERSON | ANIMAL),
    a(["triste", "triste", "tristes", "tristes"], "sad", PERSON | ANIMAL),
    a(["fatigué", "fatiguée", "fatigués", "fatiguées"], "tired", PERSON | ANIMAL),
    a(["malade", "malade", "malades", "malades"], "sick", PERSON | ANIMAL),
    a(["gentil", "gentille", "gentils", "gentilles"], "kind", PERSON | ANIMAL),
    a(["méchant", "méchante", "méchants", "méchantes"], "mean", PERSON | ANIMAL),
    a(["calme", "calme", "calmes", "calmes"], "calm", PERSON | ANIMAL),
    a(["intelligent", "intelligente", "intelligents", "intelligentes"], "clever", PERSON | ANIMAL),
    a(["fort", "forte", "forts", "fortes"], "strong", PERSON | ANIMAL),
    a(["rapide", "rapide", "rapides", "rapides"], "fast", PERSON | ANIMAL),
    a(["lent", "lente", "lents", "lentes"], "slow", PERSON | ANIMAL),
    a(["riche", "riche", "riches", "riches"], "rich", PERSON),
    a(["célèbre", "célèbre", "célèbres", "célèbres"], "famous", PERSON | PLACES),
    a(["délicieux", "délicieuse", "délicieux", "délicieuses"], "delicious", FOOD),
    a(["frais", "fraîche", "frais", "fraîches"], "fresh", FOOD),
    a(["chaud", "chaude", "chauds", "chaudes"], "hot", FOOD),
    a(["froid", "froide", "froids", "froides"], "cold", FOOD),
    a(["cassé", "cassée", "cassés", "cassées"], "broken", THINGS),
    a(["neuf", "neuve", "neufs", "neuves"], "new", THINGS),
    a(["propre", "propre", "propres", "propres"], "clean", THINGS | PLACES),
    a(["sale", "sale", "sales", "sales"], "dirty", ANIMAL | THINGS | PLACES),
    a(["vide", "vide", "vides", "vides"], "empty", CONTAINER | PLACES),
    a(["ouvert", "ouverte", "ouverts", "ouvertes"], "open", CONTAINER | PLACES),
];

/// The index of the form for `gender` and number in a profession's or adjective's forms.
pub(super) fn form_index(gender: Gender, plural: bool) -> usize {
    (gender == F) as usize + 2 * plural as usize
}

/// A determiner: French masculine, feminine and plural, English singular and plural.
pub(super) struct Determiner {
    pub(super) fr: [&'static str; 3],
    pub(super) en: &'static str,
    pub(super) en_pl: &'static str,
}

pub(super) const fn d(fr: [&'static str; 3], en: &'static str, en_pl: &'static str) -> Determiner {
    Determiner { fr, en, en_pl }
}

/// The determiners. "un"/"une" is "a" or "an", "des" "some"; after a negated verb it is "de"
/// ("pas de chat", "a cat"). Possessives agree with the noun they stand before.
#[rustfmt::skip]
pub(super) const DETERMINERS: [Determiner; 7] = [
    d(["le", "la", "les"], "the", "the"),
    d(["un", "une", "des"], "a", "some"),
    d(["mon", "ma", "mes"], "my", "my"),
    d(["ton", "ta", "tes"], "your", "your"),
    d(["notre", "notre", "nos"], "our", "our"),
    d(["votre", "votre", "vos"], "your", "your"),
    d(["leur", "leur", "leurs"], "their", "their"),
];

/// "un"/"une"/"des" in [`DETERMINERS`].
pub(super) const INDEFINITE: usize = 1;
/// Every determiner, for objects, with how often each is drawn: "le" 5 times in 13, "un" 3,
/// each possessive 1.
pub(super) const ANY_DETERMINER: [(usize, u32); 7] =
    [(0, 5), (1, 3), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)];
/// The article "le" and the possessives, for subjects and after prepositions, where French
/// rarely says "un": "le" half the time.
pub(super) const DEFINITE: [(usize, u32); 6] = [(0, 5), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)];

/// A subject pronoun: French, English, the verb's person (0 "je" to 5 "ils"), and the genders
/// and numbers of what may be said of it ("vous" may be one person or several).
pub(super) struct Pronoun {
    pub(super) fr: &'static str,
    pub(super) en: &'static str,
    pub(super) person: usize,
    pub(super) forms: &'static [(Gender, bool)],
}

pub(super) const fn pronoun(
    fr: &'static str,
    en: &'static str,
    person: usize,
    forms: &'static [(Gender, bool)],
) -> Pronoun {
    Pronoun {
        fr,
        en,
        person,
        forms,
    }
}

#[rustfmt::skip]
pub(super) const PRONOUNS: [Pronoun; 8] = [
    pronoun("je", "i", 0, &[(M, false), (F, false)]),
    pronoun("tu", "you", 1, &[(M, false), (F, false)]),
    pronoun("il", "he", 2, &[(M, false)]),
    pronoun("elle", "she", 2, &[(F, false)]),
    pronoun("nous", "we", 3, &[(M, true), (F, true)]),
    pronoun("vous", "you", 4, &[(M, false), (F, false), (M, true), (F, true)]),
    pronoun("ils", "they", 5, &[(M, true)]),
    pronoun("elles", "they", 5, &[(F, true)]),
];

/// The third person singular ("il", "le chat"), the person English adds -s to.
pub(super) const THIRD_SINGULAR: usize = 2;
/// The third person plural ("ils", "les chats").
pub(super) const THIRD_PLURAL: usize = 5;

/// A verb's present tense in French.
pub(super) enum Conjugation {
    /// A regular -er verb, by its infinitive.
    Regular(&'static str),
    /// The six forms, "je" to "ils".
    Irregular([&'static str; 6]),
}

impl Conjugation {
    /// The form for `person` (0 "je" to 5 "ils"). A regular verb is its stem and -e, -es, -e,
    /// -ons, -ez, -ent; a stem in -g keeps its sound before -ons with an e ("mangeons").
    pub(super) fn present(&self, person: usize) -> String {
        match self {
            Conjugation::Regular(infinitive) => {
                let stem = infinitive
                    .strip_suffix("er")
                    .expect("a regular verb ends in -er");
                let ending = ["e", "es", "e", "ons", "ez", "ent"][person];
                let soft_g = if stem.ends_with('g') && ending.starts_with('o') {
                    "e"
                } else {
                    ""
                };
                format!("{stem}{soft_g}{ending}")
            }
            Conjugation::Irregular(forms) => forms[person].to_string(),
        }
    }
}

/// A verb: French conjugation and English base form, third person singular and particle
/// ("regarder" is "look", "looks", "at").
pub(super) struct Verb {
    pub(super) fr: Conjugation,
    pub(super) en: &'static str,
    pub(super) en_3sg: &'static str,
    pub(super) particle: Option<&'static str>,
}

pub(super) const fn v(infinitive: &'static str, en: &'static str, en_3sg: &'static str) -> Verb {
    Verb {
        fr: Conjugation::Regular(infinitive),
        en,
        en_3sg,
        particle: None,
    }
}

pub(super) const ETRE: [&str; 6] = ["suis", "es", "est", "sommes", "êtes", "sont"];
pub(super) const AVOIR: Verb = Verb {
    fr: Conjugation::Irregular(["ai", "as", "a", "avons", "avez", "ont"]),
    en: "have",
    en_3sg: "has",
    particle: None,
};

/// A verb with an object: who may do it, what to, and the determiners the object takes.
pub(super) struct Transitive {
    pub(super) verb: Verb,
    pub(super) subjects: u16,
    pub(super) objects: u16,
    pub(super) determiners: &'static [(usize, u32)],
}

pub(super) const fn t(verb: Verb, subjects: u16, objects: u16) -> Transitive {
    Transitive {
        verb,
        subjects,
        objects,
        determiners: &ANY_DETERMINER,
    }
}

/// A verb whose object takes "le" or a possessive, never "un": verbs of liking ("j'aime les
/// pommes", never "j'aime des pommes" or "je n'aime pas de pomme"), and leaving the place one
/// is in ("je quitte la maison").
pub(super) const fn definite_object(verb: Verb, subjects: u16, objects: u16) -> Transitive {
    Transitive {
        verb,
        subjects,
        objects,
        determiners: &DEFINITE,
    }
}

/// "look at" and the like: one French verb, an English verb and a particle.
pub(super) const fn phrasal(
    infinitive: &'static str,
    en: &'static str,
    en_3sg: &'static str,
    particle: &'static str,
) -> Verb {
    Verb {
        fr: Conjugation::Regular(infinitive),
        en,
        en_3sg,
        particle: Some(particle),
    }
}

/// Acheter changes its stem where the ending is silent ("j'achète", "nous achetons").
pub(super) const ACHETER: Verb = Verb {
    fr: Conjugation::Irregular([
        "achète",
        "achètes",
        "achète",
        "achetons",
        "achetez",
        "achètent",
    ]),
    en: "buy",
    en_3sg: "buys",
    particle: None,
};

#[rustfmt::skip]
pub(super) const TRANSITIVE: [Transitive; 16] = [
    t(v("manger", "eat", "eats"), PERSON | ANIMAL, FOOD),
    definite_object(v("aimer", "like", "likes"), PERSON | ANIMAL, FOOD | THING | PLACE),
    definite_object(v("adorer", "love", "loves"), PERSON, FOOD | ANIMAL | PLACE),
    definite_object(v("détester", "hate", "hates"), PERSON | ANIMAL, FOOD | ANIMAL | THING),
    t(phrasal("regarder", "look", "looks", "at"), PERSON | ANIMAL,
        PERSON | ANIMAL | THINGS | PLACES),
    t(phrasal("chercher", "look", "looks", "for"), PERSON | ANIMAL, PERSON | ANIMAL | THING),
    t(v("trouver", "find", "finds"), PERSON | ANIMAL, ANIMAL | THING | FOOD),
    t(v("laver", "wash", "washes"), PERSON, ANIMAL | THING | FOOD),
    t(ACHETER, PERSON, FOOD | THING),
    t(v("aider", "help", "helps"), PERSON, PERSON),
    t(phrasal("écouter", "listen", "listens", "to"), PERSON | ANIMAL, PERSON | ANIMAL),
    t(v("rencontrer", "meet", "meets"), PERSON, PERSON),
    t(v("visiter", "visit", "visits"), PERSON, PLACE),
    t(v("dessiner", "draw", "draws"), PERSON, PERSON | ANIMAL | THINGS | FOOD | PLACES),
    t(v("couper", "cut", "cuts"), PERSON, FOOD),
    definite_object(v("quitter", "leave", "leaves"), PERSON | ANIMAL, PLACES),
];

/// A verb with an object and a person it goes to, "à" ("donne la pomme au chien"): what
/// may be given and to whom. Its subjects are people.
pub(super) struct Ditransitive {
    pub(super) verb: Verb,
    pub(super) objects: u16,
    pub(super) recipients: u16,
}

pub(super) const DITRANSITIVE: [Ditransitive; 3] = [
    Ditransitive {
        verb: v("donner", "give", "gives"),
        objects: FOOD | THING,
        recipients: PERSON | ANIMAL,
    },
    Ditransitive {
        verb: v("montrer", "show", "shows"),
        objects: THING,
        recipients: PERSON,
    },
    Ditransitive {
        verb: v("apporter", "bring", "brings"),
        objects: FOOD | THING,
        recipients: PERSON,
    },
];

/// A preposition: its French words and its English words, each with the French words it
/// translates ("loin de": "far" from "loin", "from" from "de").
pub(super) struct Preposition {
    pub(super) fr: &'static [&'static str],
    pub(super) en: &'static [(&'static str, &'static [usize])],
}

pub(super) const IN: Preposition = Preposition {
    fr: &["dans"],
    en: &[("in", &[0])],
};
pub(super) const ON: Preposition = Preposition {
    fr: &["sur"],
    en: &[("on", &[0])],
};
pub(super) const UNDER: Preposition = Preposition {
    fr: &["sous"],
    en: &[("under", &[0])],
};
pub(super) const IN_FRONT_OF: Preposition = Preposition {
    fr: &["devant"],
    en: &[("in", &[0]), ("front", &[0]), ("of", &[0])],
};
pub(super) const BEHIND: Preposition = Preposition {
    fr: &["derrière"],
    en: &[("behind", &[0])],
};
pub(super) const NEAR: Preposition = Preposition {
    fr: &["près", "de"],
    en: &[("near", &[0, 1])],
};
pub(super) const FAR_FROM: Preposition = Preposition {
    fr: &["loin", "de"],
    en: &[("far", &[0]), ("from", &[1])],
};
pub(super) const WITH: Preposition = Preposition {
    fr: &["avec"],
    en: &[("with", &[0])],
};
pub(super) const TO: Preposition = Preposition {
    fr: &["à"],
    en: &[("to", &[0])],
};

/// Where something is: a preposition and the nouns it may take.
pub(super) const LOCATIONS: [(Preposition, u16); 7] = [
    (IN, PLACES | CONTAINER),
    (ON, FURNITURE),
    (UNDER, FURNITURE),
    (IN_FRONT_OF, PLACES | FURNITURE),
    (BEHIND, PLACES | FURNITURE),
    (NEAR, PLACES | FURNITURE),
    (FAR_FROM, PLACES),
];

/// A verb without an object: who may do it, the prepositional phrases it may take, and whether
/// it may stand without one ("elle chante").
pub(super) struct Intransitive {
    pub(super) verb: Verb,
    pub(super) subjects: u16,
    pub(super) phrases: &'static [(Preposition, u16)],
    pub(super) alone: bool,
}

pub(super) const INTRANSITIVE: [Intransitive; 10] = [
    Intransitive {
        verb: v("travailler", "work", "works"),
        subjects: PERSON,
        phrases: &[
            (IN, PLACES),
            (NEAR, PLACES),
            (FAR_FROM, PLACES),
            (WITH, PERSON),
        ],
        alone: true,
    },
    Intransitive {
        verb: v("jouer", "play", "plays"),
        subjects: PERSON | ANIMAL,
        phrases: &[
            (IN, PLACES),
            (ON, FURNITURE),
            (UNDER, FURNITURE),
            (IN_FRONT_OF, PLACES | FURNITURE),
            (BEHIND, PLACES | FURNITURE),
            (WITH, PERSON | ANIMAL),
        ],
        alone: true,
    },
    Intransitive {
        verb: v("chanter", "sing", "sings"),
        subjects: PERSON,
        phrases: &[(IN, PLACES), (WITH, PERSON)],
        alone: true,
    },
    Intransitive {
        verb: v("danser", "dance", "dances"),
        subjects: PERSON,
        phrases: &[(IN, PLACES), (WITH, PERSON)],
        alone: true,
    },
    Intransitive {
        verb: v("marcher", "walk", "walks"),
        subjects: PERSON | ANIMAL,
        phrases: &[(IN, PLACE), (NEAR, PLACES), (WITH, PERSON | ANIMAL)],
        alone: true,
    },
    Intransitive {
        verb: Verb {
            fr: Conjugation::Irregular(["dors", "dors", "dort", "dormons", "dormez", "dorment"]),
            en: "sleep",
            en_3sg: "sleeps",
            particle: None,
        },
        subjects: PERSON | ANIMAL,
        phrases: &[
            (IN, HOME),
            (ON, FURNITURE),
            (UNDER, FURNITURE),
            (NEAR, FURNITURE),
        ],
        alone: true,
    },
    Intransitive {
        verb: v("habiter", "live", "lives"),
        subjects: PERSON,
        phrases: &[(IN, HOME), (NEAR, PLACES), (FAR_FROM, PLACES)],
        alone: false,
    },
    Intransitive {
        verb: v("rester", "stay", "stays"),
        subjects: PERSON | ANIMAL,
        phrases: &[(IN, PLACES), (NEAR, PLACES), (WITH, PERSON)],
        alone: false,
    },
    Intransitive {
        verb: v("parler", "talk", "talks"),
        subjects: PERSON,
        phrases: &[(TO, PERSON), (WITH, PERSON)],
        alone: false,
    },
    Intransitive {
        verb: Verb {
            fr: Conjugation::Irregular(["vais", "vas", "va", "allons", "allez", "vont"]),
            en: "go",
            en_3sg: "goes",
            particle: None,
        },
        subjects: PERSON,
        phrases: &[(TO, PLACE)],
        alone: false,
    },
];
