r"""Writes the byte-pair encoding fixtures: small corpora, the codes subword-nmt learns from
them, and how subword-nmt segments a text with those codes. `tests/bpe.rs` and `tests/cli.rs`
replay them: attend must learn the same merges, byte for byte, and segment every line the same.

Run from the repository root (needs subword-nmt 0.3.8: pip install subword-nmt==0.3.8):

    python3 tests/reference/bpe/make_bpe_fixtures.py

Everything goes into tests/reference/bpe/, next to this script. The corpora are written here
(the generated ones from a seeded random.Random), so re-running gives identical bytes.


What is run
-----------
subword-nmt's own command line, exactly as a user types it:

    subword-nmt learn-bpe -s MERGES --min-frequency F --input CORPUS -o CODES
    subword-nmt apply-bpe -c CODES --input TEXT -o OUTPUT

`cases.json` lists every case: its corpus, MERGES, F, and the files it wrote.


The corpora
-----------
english       a short English passage (words and punctuation split by spaces, as a tokenizer
              leaves them).
french        a French passage: accents, ligatures (cœur), apostrophes inside words (l'étudiant,
              j'ai, qu'on).
ties          every word of two and three letters over eight characters, so that most pairs are
              equally frequent and the order of the merges comes from subword-nmt's tie-break
              (the greater pair of strings wins). The characters include U+FF21 and U+1F600,
              which UTF-16 orders the other way round from code points: Python compares code
              points.
whitespace    random words over letters and the white space that subword-nmt does not split
              words at (tab, no-break spaces), with lines ended by every line break Python's
              readline knows (\r\n, \r, \x0b, \x85, U+2028). It exercises the regular
              expression subword-nmt merges with, `(?<!\S)left right(?!\S)`, which also
              matches where a symbol holds white space before `left`.
separators    the same with U+001C, which Python's `\s` takes for white space and Unicode
              does not.
zipf          a larger corpus of made-up words with Zipfian frequencies: many merges, so
              subword-nmt's pruned statistics (`threshold`, `big_stats`) are rebuilt many times.

Each has a text to segment (`*.apply.txt`): seen and unseen words, blank lines, leading and
trailing spaces, double spaces and a tab. The cases of 5000 merges ask for more than any pair
frequent enough allows, so learning stops at --min-frequency first.
"""

import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ENGLISH = """\
The translator reads the whole sentence before it writes a single word .
Attention lets every word look at every other word , near or far .
A word that is rare in the training text is cut into smaller pieces .
The pieces are learnt from the text itself : the most frequent pair of symbols is merged first .
Then the next most frequent pair is merged , and the next , until the list is long enough .
Lower , lowest , newer , newest , wider , widest : the endings repeat , so they become pieces .
Reading , writing , learning and translating share the ending " ing " .
The encoder turns the source into vectors ; the decoder turns vectors into the target .
Each layer of the encoder has two sub-layers : self-attention and a feed-forward network .
The decoder has a third sub-layer , which attends to the output of the encoder .
Positions are added to the embeddings , because attention alone does not know the order .
A model trained on pieces can write words it has never seen , one piece at a time .
The vocabulary is shared between the source and the target language .
Training stops when the held-out score no longer improves .
The learning rate rises during the warm-up steps , then falls with the inverse square root of the step .
Beam search keeps the four best partial translations at every step .
The length penalty stops the search from preferring translations that are too short .
Label smoothing makes the model less sure of itself , which hurts perplexity but helps the score .
Dropout is applied to the output of each sub-layer , before it is added to its input .
Every sentence ends with a full stop , and every full stop is a word of its own here .
"""

ENGLISH_APPLY = (
    "The translator reads the newest sentence .\n"
    "Unseen words such as transliteration , overwriting and zebras are cut into pieces .\n"
    "  leading spaces, trailing spaces   \n"
    "double  spaces\tand a tab\n"
    "\n"
    "a line after an empty one , then a single letter : x\n"
    "Windows line ends\r\n"
    "stay where they were\r\n"
)

FRENCH = """\
L'étudiant lit la phrase entière avant d'écrire un seul mot .
J'ai appris que l'attention permet à chaque mot de regarder tous les autres .
Un mot rare est découpé en morceaux plus petits , qu'on apprend à partir du texte .
L'élève écrit , l'élève lit , l'élève apprend : c'est l'école .
Où est la bibliothèque ? Elle est là-bas , près de l'hôpital et de l'église .
Ça m'étonne qu'il n'ait pas vu l'été arriver : les jours s'allongent déjà .
Le cœur a ses raisons que la raison ne connaît point .
Noël approche ; les enfants préparent des crêpes et des gâteaux .
Nous étudions , vous étudiez , ils étudient ; j'étudiais , tu étudiais , elle étudiait .
Le traducteur lit la phrase , l'encodeur la transforme , le décodeur l'écrit dans l'autre langue .
Les étudiantes et les étudiants partagent le même vocabulaire .
L'entraînement s'arrête quand le score ne s'améliore plus .
Il faut qu'on s'y mette : l'examen a lieu après-demain à huit heures .
Je suis étudiant ; tu es étudiante ; nous sommes étudiants .
"""

FRENCH_APPLY = (
    "Je suis étudiant .\n"
    "L'étudiante n'a jamais vu d'hippopotame ; j'ai vu l'éléphant .\n"
    "Aujourd'hui , l'œuvre est achevée , et ça m'a plu .\n"
    " Où vas-tu ? \n"
)

# Eight characters: ASCII (upper case sorts before lower), Latin-1, CJK, and a pair that
# UTF-16 would order wrongly (U+FF21 after U+1F600's surrogates, before it in code points).
TIE_CHARS = ["a", "b", "Z", "é", "ß", "中", "\uff21", "\U0001f600"]


def ties():
    two = [x + y for x in TIE_CHARS for y in TIE_CHARS]
    three = [x + y + z for x in TIE_CHARS for y in TIE_CHARS for z in TIE_CHARS]
    lines = [" ".join(two[i : i + 8]) for i in range(0, len(two), 8)] * 2
    lines += [" ".join(three[i : i + 16]) for i in range(0, len(three), 16)]
    return "\n".join(lines) + "\n"


TIES_APPLY = "ab Zé 中\uff21\U0001f600 ßßß aaaa \U0001f600\U0001f600a\n中 b\n"

# Letters and the white space subword-nmt keeps inside words. The seeds below were picked (out
# of 100, and of 200 for the separators) so that both sides of its regular expression matter:
# with `(?<![^ ])` in place of `(?<!\S)`, or `(?![^ ])` in place of `(?!\S)`, subword-nmt would
# learn other merges; and for the separators, also with U+001C to U+001F taken for letters.
WHITESPACE_LETTERS = ["a", "é", "\t", "\u00a0", "\u202f"]
SEPARATOR_LETTERS = ["a", "\x1c", "\u202f"]
LINE_ENDS = ["\n", "\n", "\n", "\r\n", "\r", "\x0b", "\x85", "\u2028"]


def whitespace(rng, letters, n_lines, words=None):
    if words is None:
        words = ["".join(rng.choice(letters) for _ in range(rng.randint(1, 7))) for _ in range(40)]
    out = []
    for _ in range(n_lines):
        line = " ".join(rng.choice(words) for _ in range(rng.randint(1, 8)))
        out.append(line + rng.choice(LINE_ENDS))
    return "".join(out), words


SYLLABLES = ["ka", "to", "ri", "sen", "mu", "la", "pe", "dor", "in", "ve", "qua", "zi", "lo", "ne", "str", "ae"]


def zipf(rng, n_lines, words=None):
    if words is None:
        words = ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4))) for _ in range(1500)]
    weights = [1.0 / (rank + 1) for rank in range(len(words))]
    out = []
    for _ in range(n_lines):
        out.append(" ".join(rng.choices(words, weights, k=rng.randint(3, 12))))
    return "\n".join(out) + "\n", words


def subword_nmt(*args):
    """Runs subword-nmt's command line (its console script's `main`) with this Python."""
    command = [sys.executable, "-c", "from subword_nmt.subword_nmt import main; main()", *args]
    subprocess.run(command, check=True, stderr=subprocess.DEVNULL)


def write(name, text):
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)


def main():
    rng = random.Random(5)
    zipf_text, zipf_words = zipf(rng, 1000)
    zipf_apply, _ = zipf(random.Random(6), 40, zipf_words + ["unseenword", "strquaae"])
    white, white_words = whitespace(random.Random(18), WHITESPACE_LETTERS, 60)
    seps, sep_words = whitespace(random.Random(103), SEPARATOR_LETTERS, 60)
    corpora = {
        "english": (ENGLISH, ENGLISH_APPLY),
        "french": (FRENCH, FRENCH_APPLY),
        "ties": (ties(), TIES_APPLY),
        "whitespace": (white, whitespace(random.Random(8), [], 20, white_words + ["aé\t", "\u00a0a"])[0]),
        "separators": (seps, whitespace(random.Random(8), [], 20, sep_words + ["a\x1ca"])[0]),
        "zipf": (zipf_text, zipf_apply),
    }
    # (corpus, merges, min frequency)
    runs = [
        ("english", 50, 2),
        ("english", 5000, 2),  # cutoff: stops at --min-frequency
        ("english", 5000, 3),  # cutoff
        ("french", 50, 2),
        ("french", 5000, 2),  # cutoff
        ("ties", 40, 2),
        ("ties", 5000, 2),  # cutoff
        ("whitespace", 5000, 2),  # cutoff
        ("separators", 5000, 2),  # cutoff
        ("zipf", 600, 2),
    ]
    for name, (text, apply) in corpora.items():
        write(f"{name}.txt", text)
        write(f"{name}.apply.txt", apply)
    cases = []
    for corpus, merges, min_frequency in runs:
        case = f"{corpus}.{merges}" + ("" if min_frequency == 2 else f".min{min_frequency}")
        codes, output = f"{case}.codes", f"{case}.out.txt"
        path = lambda name: os.path.join(HERE, name)
        subword_nmt("learn-bpe", "-s", str(merges), "--min-frequency", str(min_frequency),
                    "--input", path(f"{corpus}.txt"), "-o", path(codes))
        subword_nmt("apply-bpe", "-c", path(codes), "--input", path(f"{corpus}.apply.txt"), "-o", path(output))
        with open(path(codes), encoding="utf-8") as f:
            learnt = f.read().count("\n") - 1
        cases.append({
            "name": case,
            "corpus": f"{corpus}.txt",
            "merges": merges,
            "min_frequency": min_frequency,
            "learnt": learnt,
            "codes": codes,
            "apply": f"{corpus}.apply.txt",
            "output": output,
        })
        print(f"{case}: {learnt} merges")
    write("cases.json", json.dumps(cases, indent=1) + "\n")
    for corpus in ["whitespace", "separators"]:
        hits = regex_hits(os.path.join(HERE, f"{corpus}.txt"), 5000)
        print(f"{corpus}: the regular expression joined symbols beyond the pair {hits} times")
        assert hits > 0, f"{corpus} should exercise subword-nmt's regular expression"


def regex_hits(corpus, merges):
    """How often, learning from `corpus`, subword-nmt's replace_pair joins symbols that are not
    exactly the pair it merges (a symbol that ends in white space and then the pair's left)."""
    import codecs
    import io
    from subword_nmt import learn_bpe

    replace_pair, hits = learn_bpe.replace_pair, [0]

    def counted(pair, vocab, indices):
        changes = replace_pair(pair, vocab, indices)
        for _, new, old, _ in changes:
            plain, i = [], 0
            while i < len(old):
                if old[i : i + 2] == pair:
                    plain.append(pair[0] + pair[1])
                    i += 2
                else:
                    plain.append(old[i])
                    i += 1
            hits[0] += tuple(plain) != new
        return changes

    learn_bpe.replace_pair = counted
    with codecs.open(corpus, encoding="utf-8") as f:
        learn_bpe.learn_bpe(f, io.StringIO(), merges, 2)
    learn_bpe.replace_pair = replace_pair
    return hits[0]


if __name__ == "__main__":
    main()
