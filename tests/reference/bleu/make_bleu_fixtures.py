"""Writes the sacreBLEU reference fixtures for `src/bleu.rs`: corpus BLEU and 13a tokenisation.

Run from the repository root (needs sacrebleu, `pip install sacrebleu`):

    python3 tests/reference/bleu/make_bleu_fixtures.py

It writes tests/reference/bleu/fixtures.json, which `tests/bleu.rs` replays without Python.
Nothing here is random except the "random" corpus, drawn from a seeded `random.Random`, so
re-running with the same sacrebleu gives identical bytes.


What is measured
----------------
sacreBLEU's defaults, `sacrebleu.BLEU()`: 13a tokenisation, n-grams of order 1 to 4, mixed case,
`smooth_method='exp'`, effective order off, one reference per hypothesis line:

    bleu = sacrebleu.BLEU()
    s = bleu.corpus_score(hyps, [refs])

Each corpus stores s.score, s.precisions, s.bp, s.ratio, s.sys_len (hyp_len), s.ref_len,
s.counts, s.totals and `str(s)`, the line sacreBLEU prints, e.g.

    BLEU = 35.41 65.4/41.2/28.6/20.0 (BP = 1.000 ratio = 1.024 hyp_len = 43 ref_len = 42)

sacreBLEU refuses an empty corpus (`corpus_score([], [[]])` fails on `hyps[0]`). The corpus
"empty_corpus" stores instead what its own `BLEU.compute_bleu` gives for all-zero statistics,
which is what a corpus of no lines adds up to.


Tokenisation
------------
"tokenize_13a" holds lines and `Tokenizer13a()(line)` for each (the tokenizer alone: BLEU also
strips trailing whitespace, `str.rstrip()`, before tokenising). "whitespace" lists every code
point for which Python's `str.isspace()` holds: the characters `str.split()` (and so the
tokenizer and the n-gram counter) split on.
"""

import json
import random
import sys
from pathlib import Path

import sacrebleu
from sacrebleu.metrics.bleu import BLEU
from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

VERSION = 1
OUT = Path(__file__).resolve().parent / "fixtures.json"

NEWS_HYPS = [
    "The president said on Tuesday that the economy grew by 3.5% in 2023.",
    'He called it "a turning point" for the country\'s long-term growth.',
    "Prices rose 1,250.75 euros per tonne, up from 1,100 last year.",
    "The well-known café in Zürich re-opened after a two-year break.",
    "Officials (including the mayor) didn't comment; others declined.",
    "Visit https://example.com/news?id=42&lang=en for more details...",
    "She scored 9.5/10 -- a record -- at the 2019-2020 championship!",
    "Crème brûlée, naïve façades & Ångström units: all in one line.",
]
NEWS_REFS = [
    "On Tuesday, the president said the economy had grown by 3.5% in 2023.",
    'He described it as "a turning point" for the country\'s long-term growth.',
    "Prices rose by 1,250.75 euros per tonne, from 1,100 a year earlier.",
    "The well-known café in Zürich reopened after a two-year pause.",
    "Officials (among them the mayor) did not comment; others declined.",
    "See https://example.com/news?id=42&lang=en for more details.",
    "She scored 9.5/10 - a record - at the 2019-2020 championships!",
    "Crème brûlée, naïve façades and Ångström units: all on one line.",
]

CORPORA = {
    "news": (NEWS_HYPS, NEWS_REFS),
    "empty_hypothesis": ([""], ["The cat sat on the mat."]),
    "one_empty_line": (
        ["the cat sat on the mat", "", "a dog barked at the mailman today"],
        ["the cat sat on the mat", "nothing here", "a dog barked at the postman today"],
    ),
    "shorter_than_reference": (
        ["the cat sat", "a quick fox"],
        ["the cat sat on the red mat", "a quick brown fox jumps over the lazy dog"],
    ),
    "longer_than_reference": (
        ["the cat sat on the mat and then it slept for a long time"],
        ["the cat sat on the mat"],
    ),
    "perfect": (NEWS_REFS, NEWS_REFS),
    "no_matches": (["alpha beta gamma delta"], ["one two three four"]),
    "no_trigram_matches": (
        ["the cat the dog the bird on a mat", "red blue green yellow"],
        ["the cat sat on the mat with a dog", "blue red yellow green"],
    ),
    "too_short_for_4grams": (["the cat sat", "a dog"], ["the cat sat", "a dog"]),
    "single_characters": (
        ["a b c d e f g", "x y z a b", "1 2 3 4 5 , .", "a b a b a b a b"],
        ["a b c d e f h", "x y z b a", "1 2 3 4 5 , .", "a b a b"],
    ),
    "one_word_lines": (["gfedcba", "abc", "zyx"], ["gfedcba", "abd", "zyx"]),
    "dates": (
        ["2021-03-03", "1999-12-31", "2000-01-02"],
        ["2021-03-04", "1999-12-31", "2000-02-01"],
    ),
    "markup_and_spacing": (
        [
            "&quot;Hello&quot; &amp; goodbye &lt;b&gt;  ",
            "a<skipped>b and <skipped> c",
            "line-\nbreak and\nnewline",
            "tabs\tand\u00a0no-break\u3000spaces\x1cseparated  \t",
            "a.,b ,.c 3.,4 5,.6 x.5 7.y",
        ],
        [
            '"Hello" & goodbye <b>',
            "ab and c",
            "linebreak and newline",
            "tabs and no-break spaces separated",
            "a . , b , . c 3 . , 4 5 , . 6 x . 5 7 . y",
        ],
    ),
}

TOKENIZE = [
    "Hello, world!",
    "The price is $1,250.50 (about 1.100,25 euros).",
    "It's a well-known fact -- isn't it?",
    "Numbers: 3.14, 2,718 and 1-2-3; dates 2021-03-03 and 12-Jan.",
    "a.b a,b 1.b a.1 1,1 .5 5. ,x x,",
    "a..b 1..2 ...and... ,,,",
    '"Quotes" and `ticks` and \'apostrophes\' and [brackets] {braces} <angles>',
    "symbols ~ | \\ ^ _ @ # % & * + = / : ;",
    "&quot;x&quot; &amp;lt; &lt;&gt; &amp;amp; & plain",
    "one<skipped>two <skipped> three",
    "hy-\nphen line\nbreak",
    "Crème brûlée à Zürich, naïve Ångström; œuvre — “curly” ‘quotes’ … done.",
    "Unicode digits ٣.٤ and ３,５ and ²,³ stay words",
    "  leading and trailing spaces  ",
    "tab\tnbsp\u00a0ideographic\u3000thin\u2009sep\x1cunit\x1fline\u2028end",
    "mongolian\u180evowel zero\u200bwidth",
    "",
    "x",
    "5-",
    "-5 a-5 5-a 5--6",
]


def score_dict(s):
    """The fields of a sacreBLEU score, and the line it prints."""
    return {
        "score": s.score,
        "precisions": list(s.precisions),
        "bp": s.bp,
        "ratio": s.ratio,
        "hyp_len": s.sys_len,
        "ref_len": s.ref_len,
        "counts": list(s.counts),
        "totals": list(s.totals),
        "line": str(s),
    }


def random_corpus(n_lines=40, seed=0):
    """Lines of words and punctuation drawn at random, and references that copy, drop or change
    some of their tokens: many partial n-gram matches."""
    rng = random.Random(seed)
    words = ["the", "a", "cat", "dog", "sat", "on", "mat", "3.5", "1,000", "well-known",
             "café", "Zürich", "it's", "(", ")", ",", ".", "!", "?", '"', "-", "2021-03-03"]
    hyps, refs = [], []
    for _ in range(n_lines):
        ref = [rng.choice(words) for _ in range(rng.randint(1, 14))]
        hyp = [w if rng.random() < 0.7 else rng.choice(words) for w in ref if rng.random() < 0.9]
        glue = lambda ws: "".join(w + rng.choice([" ", " ", ""]) for w in ws)
        hyps.append(glue(hyp))
        refs.append(glue(ref))
    return hyps, refs


def main():
    bleu = BLEU()
    corpora = dict(CORPORA)
    corpora["random"] = random_corpus()
    out = []
    for name, (hyps, refs) in corpora.items():
        assert len(hyps) == len(refs), name
        out.append({"name": name, "hyps": hyps, "refs": refs,
                    **score_dict(bleu.corpus_score(hyps, [refs]))})
    sig = bleu.get_signature().format()
    assert all(part in sig for part in ("nrefs:1", "case:mixed", "eff:no", "tok:13a", "smooth:exp")), sig
    empty = BLEU.compute_bleu([0] * 4, [0] * 4, 0, 0, smooth_method="exp")
    out.append({"name": "empty_corpus", "hyps": [], "refs": [], **score_dict(empty)})

    tok = Tokenizer13a()
    fixtures = {
        "version": VERSION,
        "sacrebleu": sacrebleu.__version__,
        "signature": sig,
        "corpora": out,
        "tokenize_13a": [{"line": line, "tokens": tok(line)} for line in TOKENIZE],
        "whitespace": [c for c in range(sys.maxunicode + 1) if chr(c).isspace()],
    }
    OUT.write_text(json.dumps(fixtures, indent=1) + "\n")
    print(f"wrote {OUT} ({len(out)} corpora, {len(TOKENIZE)} tokenised lines)")


if __name__ == "__main__":
    main()
