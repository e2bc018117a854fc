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
"""

import json
import os
import shutil
import subprocess
import tempfile

import torch
from transformers import MarianMTModel

ROOT = os.path.join(os.path.dirname(__file__), "marian")
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


if __name__ == "__main__":
    main()
