"""Runs a weights file through PyTorch and prints its logits as JSON.

    python3 tests/reference/torch_forward.py WEIGHTS.safetensors --src 5,6,7 --tgt 1,8

Reads the config from the file's safetensors metadata, builds the reference model
(tests/reference/torch_model.py), loads the tensors with strict=True (so a missing,
extra or misshapen tensor is an error) and prints, for one source / target sequence,

    {"logits": [[float, ...], ...]}

one row of tgt_vocab_size floats per target position, from a float32 forward pass.
This is how the project checks that weights files written by the Rust side load in
PyTorch and mean the same thing there.
"""

import argparse
import json
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))

from torch_model import load_model  # noqa: E402


def ids(text):
    try:
        out = [int(t) for t in text.split(",") if t.strip() != ""]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers, got {text!r}")
    if not out:
        raise argparse.ArgumentTypeError("empty id list")
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("weights", help="a .safetensors file in the project's weights format")
    p.add_argument("--src", type=ids, required=True, help="source ids, e.g. 5,6,7")
    p.add_argument("--tgt", type=ids, required=True, help="target ids, e.g. 1,8")
    args = p.parse_args(argv)

    torch.set_num_threads(1)
    model = load_model(args.weights)
    cfg = model.config
    for label, seq, vocab in (("src", args.src, cfg["src_vocab_size"]),
                              ("tgt", args.tgt, cfg["tgt_vocab_size"])):
        bad = [i for i in seq if not 0 <= i < vocab]
        if bad:
            p.error(f"--{label} ids out of range [0, {vocab}): {bad}")
    src = torch.tensor([args.src], dtype=torch.long)
    tgt = torch.tensor([args.tgt], dtype=torch.long)
    with torch.no_grad():
        logits = model(src, tgt)[0]
    json.dump({"logits": [[float(f"{v:.9g}") for v in row] for row in logits.tolist()]},
              sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
