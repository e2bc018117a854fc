"""Writes the fixture that proves `attend export --hf` writes folders transformers loads.

Run from the repository root after `cargo build --release` (needs torch and transformers):

    python3 tests/reference/make_export_fixtures.py

It makes a model with attend itself (`attend init` with Marian's design: SiLU, post-LN without
final norms, sinusoids in halves; seeded), writes it with `attend export --hf` into
tests/reference/marian/exported/ (config.json, generation_config.json, model.safetensors), loads
that folder with `MarianMTModel.from_pretrained` and writes tests/reference/marian/exported.json:

  {"version": 1, "weights": "folder", "init": [attend init's arguments],
   "src": [[int]], "tgt": [[int]], "logits": [[[float]]] (transformers' float32 logits),
   "generate": {"kwargs": {...}, "sequences": [[int]]} (generate() with the folder's settings)}

tests/marian.rs makes the same model, exports it again and checks the files are the committed
ones byte for byte (so transformers has loaded exactly what attend writes), then replays the
logits and the generation.

Then a model trained here: `attend train` on tests/reference/marian/pairs-de-en.tsv (126 short
German-English pairs this script writes from a small lexicon), cut by the Marian tokenizer of
the `trained` fixture (`--tokenizer`), exported with `attend export --hf` into
tests/reference/marian/exported-trained/ (the tokenizer's files with the model), loaded with
`MarianTokenizer` and `MarianMTModel`; exported-trained.json holds, as exported.json, the train
command ("train"), transformers' ids for the texts ("texts", "input_ids"), its logits with
the decoder fed their translations ("tgt": `<pad>` then the labels' pieces), and
generate()'s sequences and decoded texts ("generate": {"kwargs", "sequences", "decoded"}).
"""

import json
import os
import shutil
import subprocess
import tempfile

import torch
from transformers import MarianMTModel, MarianTokenizer

ROOT = os.path.join(os.path.dirname(__file__), "marian")
PAIRS = os.path.join(ROOT, "pairs-de-en.tsv")
SUBJECTS = [("der Hund", "the dog"), ("die Katze", "the cat"), ("das Kind", "the child"),
            ("der Mann", "the man"), ("die Frau", "the woman"), ("der Vogel", "the bird")]
VERBS = [("schläft", "sleeps"), ("läuft", "runs"), ("singt", "sings"), ("isst", "eats"),
         ("spielt", "plays"), ("wartet", "waits"), ("lacht", "laughs")]
ADVERBS = [("", ""), (" heute", " today"), (" hier", " here")]
TRAIN = ["--pairs", PAIRS, "--tokenizer", os.path.join(ROOT, "trained"), "--steps", "200",
         "--seed", "1", "--threads", "1"]
TEXTS = ["Die Katze singt heute.", "Das Kind wartet hier.", "Der Vogel lacht.",
         "Die Frau spielt heute."]
TARGETS = ["The cat sings today.", "The child waits here.", "The bird laughs.",
           "The woman plays today."]
INIT = ["--d-model", "16", "--n-heads", "2", "--n-layers", "2", "--d-ff", "32",
        "--src-vocab", "40", "--tgt-vocab", "40", "--max-len", "32", "--no-final-norm",
        "--positional-layout", "halves", "--activation", "silu", "--seed", "7"]


def main():
    attend = os.path.join("target", "release", "attend")
    out = os.path.join(ROOT, "exported")
    with tempfile.TemporaryDirectory() as tmp:
        weights = os.path.join(tmp, "model.safetensors")
        subprocess.run([attend, "init", "--out", weights, *INIT], check=True)
        shutil.rmtree(out, ignore_errors=True)
        subprocess.run([attend, "export", "--hf", weights, "--out", out], check=True)
    torch.set_num_threads(1)
    model = MarianMTModel.from_pretrained(out, dtype=torch.float32).eval()
    src = [[5, 6, 7, 8, 2], [9, 10, 2, 0, 0]]
    tgt = [[1, 11, 12], [1, 13, 14]]
    mask = [[1, 1, 1, 1, 1], [1, 1, 1, 0, 0]]
    with torch.no_grad():
        logits = model(input_ids=torch.tensor(src), attention_mask=torch.tensor(mask),
                       decoder_input_ids=torch.tensor(tgt)).logits
        kwargs = {"num_beams": 1, "max_new_tokens": 8}
        sequences = model.generate(input_ids=torch.tensor(src[:1]), **kwargs)
    fixture = {
        "version": 1,
        "weights": "folder",
        "init": INIT,
        "src": src,
        "src_mask": mask,
        "tgt": tgt,
        "logits": logits.tolist(),
        "generate": {"kwargs": kwargs, "sequences": sequences.tolist()},
    }
    with open(os.path.join(ROOT, "exported.json"), "w") as f:
        json.dump(fixture, f)


def write_pairs():
    lines = []
    for de, en in SUBJECTS:
        for verb, verbed in VERBS:
            for where, there in ADVERBS:
                lines.append(f"{de[0].upper()}{de[1:]} {verb}{where}.\t"
                             f"{en[0].upper()}{en[1:]} {verbed}{there}.")
    with open(PAIRS, "w") as f:
        f.write("\n".join(lines) + "\n")


def trained_here():
    attend = os.path.join("target", "release", "attend")
    write_pairs()
    out = os.path.join(ROOT, "exported-trained")
    with tempfile.TemporaryDirectory() as tmp:
        weights = os.path.join(tmp, "model.safetensors")
        subprocess.run([attend, "train", *TRAIN, "--out", weights], check=True)
        shutil.rmtree(out, ignore_errors=True)
        subprocess.run([attend, "export", "--hf", weights, "--out", out], check=True)
    torch.set_num_threads(1)
    tok = MarianTokenizer.from_pretrained(out)
    model = MarianMTModel.from_pretrained(out, dtype=torch.float32).eval()
    batch = tok(TEXTS, return_tensors="pt", padding=True)
    labels = tok(text_target=TARGETS, return_tensors="pt", padding=True)["input_ids"]
    start = torch.full((len(TEXTS), 1), model.config.decoder_start_token_id)
    tgt = torch.cat([start, labels[:, :-1]], dim=1)
    kwargs = {"num_beams": 1, "max_new_tokens": 12}
    with torch.no_grad():
        # The decoder's padding masked as attend masks it: every position but the first
        # (`<pad>`, where the decoder starts).
        tgt_mask = (tgt != model.config.pad_token_id).long()
        tgt_mask[:, 0] = 1
        logits = model(**batch, decoder_input_ids=tgt, decoder_attention_mask=tgt_mask).logits
        sequences = model.generate(**batch, **kwargs)
    fixture = {
        "version": 1,
        "weights": "folder",
        "train": TRAIN,
        "texts": TEXTS,
        "input_ids": [[i for i, m in zip(r, k) if m] for r, k in
                      zip(batch["input_ids"].tolist(), batch["attention_mask"].tolist())],
        "src": batch["input_ids"].tolist(),
        "src_mask": batch["attention_mask"].tolist(),
        "tgt": tgt.tolist(),
        "logits": logits.tolist(),
        "generate": {"kwargs": kwargs, "sequences": sequences.tolist(),
                     "decoded": tok.batch_decode(sequences, skip_special_tokens=True)},
    }
    with open(os.path.join(ROOT, "exported-trained.json"), "w") as f:
        json.dump(fixture, f)


if __name__ == "__main__":
    main()
    trained_here()
