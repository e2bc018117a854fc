"""Writes the SentencePiece, Marian and Moses fixtures that tests/sentencepiece.rs replays.

Run from the repository root (needs sentencepiece 0.2, transformers 5 and sacremoses 0.2, and
Debian's trans-de-en for the Ding German-English dictionary):

    python3 tests/reference/make_spm_fixtures.py

Training text: the sentence pairs of the Ding dictionary (scripts/ding-pairs.sh) and the
documents in shared/seeds/ (or $ATTEND_SEEDS). Training is single-threaded with fixed seeds, so
the models come out the same on every run. Into tests/reference/spm_fixtures/ it writes:

  NAME.model        small SentencePiece models trained by the sentencepiece package:
                    unigram        unigram, the default nmt_nfkc normaliser
                    bpe            BPE, nmt_nfkc
                    unigram_bytes  unigram with byte_fallback, nmt_nfkc_cf (case folding)
                    bpe_bytes      BPE with byte_fallback, the identity normaliser, extra
                                   whitespace kept and no dummy prefix
                    user           unigram with user-defined and control symbols and a pad id
                    bpe_user       BPE with user-defined symbols
                    target         unigram trained on the English side, identity normaliser
  lines.json        {"version": 1, "lines": [str]}: the test lines, the same for every file
  NAME.json         {"version": 1, "model": NAME, "pieces": [[str]], "decoded": [str]}:
                    sp.encode(line, out_type=str) and sp.decode_pieces of those pieces
  marian/           a Hugging Face Marian folder: source.spm (= unigram.model), target.spm
                    (= target.model), vocab.json (as Marian's vocab.yml is built: "</s>" 0,
                    "<unk>" 1, three language codes, the pieces of source then target not seen
                    before, "<pad>" last), tokenizer_config.json
  marian_separate/  the same spm files with separate vocabularies: vocab.json from source.spm,
                    target_vocab.json from target.spm, "separate_vocabs": true
  marian.json, marian_separate.json
                    {"version": 1, "ids": [[int]], "pieces": [[str]], "target_ids": [[int]],
                     "target_pieces": [[str]], "decoded": [str], "target_decoded": [str],
                     "random_ids": [[int]], "random_decoded": [str], "normalized": [str]}
                    from transformers' MarianTokenizer: tok(line)["input_ids"], the pieces of
                    those ids in its source vocabulary and added tokens (tok.convert_ids_to_tokens
                    reads the target vocabulary whatever the side), tok(text_target=line) and its pieces, tok.decode(ids,
                    skip_special_tokens=True) of both (null where it raises: an id that
                    neither the vocabulary nor the spm model has), the decode of seeded random ids, and
                    tok.normalize(line) (Moses punctuation normalisation for the source language)
  moses.json        {"version": 1, "langs": [str], "normalized": {lang: [str]}}:
                    sacremoses.MosesPunctNormalizer(lang).normalize(line), defaults otherwise
"""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

import sentencepiece as spm
from sacremoses import MosesPunctNormalizer
from transformers import MarianTokenizer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "reference", "spm_fixtures")
SEEDS = os.environ.get("ATTEND_SEEDS", os.path.join(ROOT, "..", "shared", "seeds"))
VERSION = 1
LANG_CODES = [">>fra<<", ">>deu<<", ">>spa<<"]


def ding_pairs():
    out = subprocess.run(
        [os.path.join(ROOT, "scripts", "ding-pairs.sh")], check=True, capture_output=True, text=True
    ).stdout
    return [line.split("\t") for line in out.splitlines() if "\t" in line]


def seed_lines():
    lines = []
    if not os.path.isdir(SEEDS):
        return lines
    for name in sorted(os.listdir(SEEDS)):
        if name.endswith(".txt"):
            with open(os.path.join(SEEDS, name), encoding="utf-8") as f:
                lines += [l.strip() for l in f if l.strip()]
    return lines


def train(tmp, name, input_path, **args):
    prefix = os.path.join(tmp, name)
    spm.SentencePieceTrainer.train(
        input=input_path,
        model_prefix=prefix,
        num_threads=1,
        minloglevel=2,
        seed_sentencepiece_size=100000,
        shuffle_input_sentence=False,
        **args,
    )
    shutil.copy(prefix + ".model", os.path.join(OUT, name + ".model"))
    return spm.SentencePieceProcessor(model_file=prefix + ".model")


def edge_lines():
    nbsp, nnbsp = "\u00a0", "\u202f"
    return [
        "",
        " ",
        "   ",
        "\t",
        "\n",
        "a",
        " a ",
        "  leading and trailing  ",
        "tab\tseparated\twords",
        "many     spaces   between",
        f"non{nbsp}breaking{nbsp}space",
        f"narrow{nnbsp}no-break",
        "line\nbreak\r\nwindows",
        "control\x00char\x01s\x07here\x1b[0m",
        "zero\u200bwidth\u200djoiner\ufeffbom",
        "soft\u00adhyphen",
        "Ça va ? Oui !",
        f"« Bonjour{nbsp}! » dit-il{nbsp}: « Ça va{nbsp}? »",
        "« Bonjour ! » dit-il : « Ça va ? »",
        "„Guten Tag“, sagte sie. ‚Wirklich‘?",
        "»Hallo«, rief er. ›Na‹",
        "“Quoted” and ‘single’ — dash – en-dash … ellipsis",
        "It's the dog's bone; isn't it?",
        "``Penn'' style ''quotes''",
        "1 000 000 and 1 000 000,50 €",
        f"1{nbsp}000{nbsp}000",
        "3.14159 2,718 -42 +7 1e10 0x1F 50% 20 %",
        "Tel.: +49 (0) 30 1234-5678",
        "２０２４年１月１日",
        "ﬁnance ﬂow ﬀ Ⅻ ① ㍻ ｶﾀｶﾅ",
        "ｈｅｌｌｏ　ｗｏｒｌｄ",
        "Straße STRASSE straße",
        "İstanbul ıi ǅ ǈ",
        "Ελληνικά κείμενα",
        "Русский текст, ёлка",
        "日本語のテキスト。中文文本，한국어",
        "你好，世界！",
        "😀😀😀 emoji 👍🏽 👨‍👩‍👧 🇩🇪",
        "🦀",
        "⁇ ▁ ▁▁ _ __",
        "<unk> </s> <s> <pad>",
        "a </s> b<unk>c",
        ">>fra<< Bonjour le monde",
        ">>deu<<Hallo",
        ">>xyz<< unknown code",
        ">> not a code",
        "text >>fra<< in the middle",
        "<sep> user <sep>defined<sep>",
        "™ trademark™ and ab abab",
        "<ctrl> control <ctrl>",
        "Donaudampfschifffahrtsgesellschaftskapitänswitwe",
        "a" * 300,
        "xyz" * 120,
        "Ünïcödé ÀÉÎÕÜ àéîõü ñ ç ø å æ œ ß",
        "e\u0301 vs é (combining acute)",
        "A\u030a vs Å vs Å",
        "\ud7ff\ue000\uffff",
        "tab\t\tdouble",
        "a\u3000b ideographic space",
        "x\u2028y\u2029z separators",
        "!!!???...,,,;;;:::",
        "((brackets)) [square] {curly} <angle>",
        "email@example.com https://example.org/path?q=1&x=2",
        "C++ C# F# .NET node.js",
        "naïve café résumé coöperate",
        "Wörter über Ärger, Öl und Übel.",
        "El niño comió piña. ¿Qué? ¡Sí!",
        "Dziękuję, że przyszłaś. Łódź",
        "Příliš žluťoučký kůň úpěl ďábelské ódy.",
        "Árvíztűrő tükörfúrógép",
        "Ich sage: \"Nein\", und er: 'ja'.",
        "He said \"no\", then \"yes\".",
        "Il a dit \"non\", puis \"oui\".",
        "Er sagte \"nein\"... und ging.",
        "the end.\" <tag>",
    ]


def mutate(rng, line):
    ops = [
        lambda s: s.upper(),
        lambda s: s.lower(),
        lambda s: s.replace(" ", "  "),
        lambda s: s.replace(" ", "\t", 1),
        lambda s: s.replace(" ", "\u00a0"),
        lambda s: "  " + s + "  ",
        lambda s: s + " 😀",
        lambda s: s.replace("e", "é").replace("a", "à"),
        lambda s: s.replace(".", " …"),
        lambda s: "« " + s + " »",
        lambda s: "„" + s + "“",
        lambda s: s + " 12 345,67",
        lambda s: s.replace("o", "ö").replace("u", "ü"),
        lambda s: s + " 漢字",
        lambda s: s.replace(" ", ""),
        lambda s: s.replace(",", " ,").replace(".", " ."),
        lambda s: ">>fra<< " + s,
        lambda s: s + "</s>",
        lambda s: "<sep>".join(s.split(" ")),
        lambda s: s.replace("s", "\u017f"),
    ]
    return rng.choice(ops)(line)


def test_lines(pairs, seeds):
    rng = random.Random(1234)
    lines = edge_lines()
    de = [p[0] for p in pairs]
    en = [p[1] for p in pairs]
    lines += rng.sample(de, 250) + rng.sample(en, 250)
    lines += rng.sample([s[:200] for s in seeds], 150)
    pool = de + en + seeds
    lines += [mutate(rng, rng.choice(pool)[:200]) for _ in range(400)]
    seen, out = set(), []
    for line in lines:
        if line not in seen:
            seen.add(line)
            out.append(line)
    return out


def write_json(name, data):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")


def marian_vocab(*models):
    vocab = {"</s>": 0, "<unk>": 1}
    for code in LANG_CODES if len(models) > 1 else []:
        vocab[code] = len(vocab)
    for sp in models:
        for i in range(sp.get_piece_size()):
            if not (sp.is_control(i) or sp.is_unknown(i)):
                vocab.setdefault(sp.id_to_piece(i), len(vocab))
    vocab.setdefault("<pad>", len(vocab))
    return vocab


def marian_folder(name, source, target, vocabs, config):
    folder = os.path.join(OUT, name)
    os.makedirs(folder, exist_ok=True)
    shutil.copy(os.path.join(OUT, source + ".model"), os.path.join(folder, "source.spm"))
    shutil.copy(os.path.join(OUT, target + ".model"), os.path.join(folder, "target.spm"))
    for file, vocab in vocabs.items():
        with open(os.path.join(folder, file), "w", encoding="utf-8") as f:
            json.dump(vocab, f, ensure_ascii=False, indent=2)
    with open(os.path.join(folder, "tokenizer_config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, indent=2)
    return MarianTokenizer.from_pretrained(folder)


def decode(tok, ids):
    """tok.decode(ids, skip_special_tokens=True), or None where it fails (an id that neither the
    vocabulary nor the spm model has)."""
    try:
        return tok.decode(ids, skip_special_tokens=True)
    except IndexError:
        return None


def marian_cases(tok, lines, vocab_size):
    rng = random.Random(99)
    out = {k: [] for k in ["ids", "pieces", "target_ids", "target_pieces", "decoded",
                           "target_decoded", "random_ids", "random_decoded", "normalized"]}
    added = {i: t.content for i, t in tok.added_tokens_decoder.items()}
    source = {i: p for p, i in tok.encoder.items()} | added
    target = {i: p for p, i in getattr(tok, "target_encoder", tok.encoder).items()} | added
    for line in lines:
        ids = tok(line)["input_ids"]
        tids = tok(text_target=line)["input_ids"]
        rand = [rng.randrange(vocab_size) for _ in range(rng.randrange(12))]
        out["ids"].append(ids)
        out["pieces"].append([source[i] for i in ids])
        out["target_ids"].append(tids)
        out["target_pieces"].append([target[i] for i in tids])
        out["decoded"].append(decode(tok, ids))
        out["target_decoded"].append(decode(tok, tids))
        out["random_ids"].append(rand)
        out["random_decoded"].append(decode(tok, rand))
        out["normalized"].append(tok.normalize(line))
    return {"version": VERSION, **out}


def main():
    os.makedirs(OUT, exist_ok=True)
    pairs = ding_pairs()
    seeds = seed_lines()
    with tempfile.TemporaryDirectory() as tmp:
        mix = os.path.join(tmp, "mix.txt")
        english = os.path.join(tmp, "en.txt")
        with open(mix, "w", encoding="utf-8") as f:
            f.write("\n".join([p[0] for p in pairs] + [p[1] for p in pairs] + seeds) + "\n")
        with open(english, "w", encoding="utf-8") as f:
            f.write("\n".join(p[1] for p in pairs) + "\n")
        user = ["<sep>", ">>fra<<", "™", "ab"]
        models = {
            "unigram": train(tmp, "unigram", mix, vocab_size=1000, model_type="unigram"),
            "bpe": train(tmp, "bpe", mix, vocab_size=1000, model_type="bpe"),
            "unigram_bytes": train(
                tmp, "unigram_bytes", mix, vocab_size=800, model_type="unigram",
                byte_fallback=True, normalization_rule_name="nmt_nfkc_cf",
            ),
            "bpe_bytes": train(
                tmp, "bpe_bytes", mix, vocab_size=800, model_type="bpe", byte_fallback=True,
                normalization_rule_name="identity", remove_extra_whitespaces=False,
                add_dummy_prefix=False,
            ),
            "user": train(
                tmp, "user", mix, vocab_size=1000, model_type="unigram",
                user_defined_symbols=user, control_symbols=["<ctrl>"], pad_id=3,
            ),
            "bpe_user": train(
                tmp, "bpe_user", mix, vocab_size=1000, model_type="bpe", user_defined_symbols=user,
            ),
            "target": train(
                tmp, "target", english, vocab_size=800, model_type="unigram",
                normalization_rule_name="identity",
            ),
        }
    lines = test_lines(pairs, seeds)
    write_json("lines.json", {"version": VERSION, "lines": lines})
    for name, sp in models.items():
        pieces = [sp.encode(line, out_type=str) for line in lines]
        decoded = [sp.decode_pieces(p) for p in pieces]
        write_json(name + ".json", {"version": VERSION, "model": name, "pieces": pieces,
                                    "decoded": decoded})

    source, target = models["unigram"], models["target"]
    shared = marian_vocab(source, target)
    config = {"source_lang": "de", "target_lang": "en", "model_max_length": 512}
    tok = marian_folder("marian", "unigram", "target", {"vocab.json": shared}, config)
    write_json("marian.json", marian_cases(tok, lines, len(shared)))
    separate = {"vocab.json": marian_vocab(source), "target_vocab.json": marian_vocab(target)}
    config = {"source_lang": "fr", "target_lang": "en", "separate_vocabs": True}
    tok = marian_folder("marian_separate", "unigram", "target", separate, config)
    write_json("marian_separate.json", marian_cases(tok, lines, len(separate["target_vocab.json"])))

    langs = ["en", "de", "fr", "es", "cs", "it", ""]
    normalized = {
        lang: [MosesPunctNormalizer(lang or None).normalize(line) for line in lines]
        for lang in langs
    }
    write_json("moses.json", {"version": VERSION, "langs": langs, "normalized": normalized})
    print(f"{len(lines)} lines, {len(models)} models, into {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
