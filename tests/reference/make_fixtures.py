"""Writes the PyTorch reference fixtures the Rust tests replay.

Run from the repository root (needs torch, numpy, safetensors):

    python3 tests/reference/make_fixtures.py

For each case NAME it writes into tests/reference/fixtures/:

  NAME.safetensors  the model's float32 weights in the project's weights format
                    (DESIGN.md, "Weights format"): tensor names `src_embed.weight`,
                    `tgt_embed.weight`, `generator.weight`, `generator.bias` and
                    `transformer.` + the state_dict keys of torch.nn.Transformer;
                    metadata `config` (JSON) and, for some cases, `vocab` (JSON).

  NAME.json         {"version": 1, "name": NAME, "config": {...same as the metadata...},
                     "src": [[int]] (B x S), "tgt": [[int]] (B x T),
                     "logits": [[[float]]] (B x T x tgt_vocab, forward in float64),
                     "logits_f32": [[[float]]] (the same forward in float32)}

The float64 logits come from the same float32 weights cast up exactly, so they are the
"true" output of the stored model; `logits_f32` shows what a float32 implementation
should land near. Logits are given at every target position, padded ones included
(padding is masked only as attention keys, so padded query positions still have
well-defined outputs).

The fixture `fr_en` is the shipped translation model itself (www/models/fr-en.safetensors,
stored in f16, tied weights: its one matrix stored once, loaded by torch_model.load_model): its JSON names that
file under "weights" instead of having a weights file of its own, and its inputs are sentences
cut into pieces by subword-nmt itself, with the merges the model's vocabulary carries.

It also writes, into tests/reference/edit_fixtures/, the logits of two of those models
(post_ln and pre_ln, on the same inputs) under each list of interventions in EDIT_CASES, in
their text form (src/model/edits.rs), computed in float64 by `forward_edited`:

  NAME.json         {"version": 1, "name": NAME, "cases": [{"edits": [str], "logits": ...}]}

After PyTorch's default initialisation every parameter is perturbed, so that no bias is 0
and no LayerNorm weight is 1: a forgotten bias or norm parameter changes the logits.
Embeddings are drawn with std 1/sqrt(d_model), so that embedding * sqrt(d_model) and the
positional encoding have comparable size.

Everything is seeded (torch.manual_seed per case) and runs single-threaded on the CPU, so
re-running it reproduces the files.
"""

import copy
import json
import math
import os
import struct
import sys
from pathlib import Path

import torch

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from torch_model import build_model, forward_edited, load_model, save_weights  # noqa: E402

OUT_DIR = HERE / "fixtures"
EDIT_DIR = HERE / "edit_fixtures"


def case(name, seed, config, lengths, vocab=False):
    """lengths: list of (src_len, tgt_len) per batch row; rows are padded at the end
    to the longest length in the batch."""
    return dict(name=name, seed=seed, config=config, lengths=lengths, vocab=vocab)


BASE = dict(
    d_model=32,
    n_heads=4,
    n_encoder_layers=2,
    n_decoder_layers=2,
    d_ff=64,
    src_vocab_size=13,
    tgt_vocab_size=11,
    layer_norm_eps=1e-5,
)

CASES = [
    case("post_ln", 1001, dict(BASE, norm_first=False, final_norm=True),
         [(7, 6), (5, 6), (4, 3)], vocab=True),
    case("pre_ln", 1002, dict(BASE, norm_first=True, final_norm=True),
         [(6, 4), (7, 6), (3, 5)]),
    case("post_ln_no_final", 1003, dict(BASE, norm_first=False, final_norm=False),
         [(5, 6), (7, 4), (6, 2)]),
    case("pre_ln_no_final", 1004, dict(BASE, norm_first=True, final_norm=False),
         [(7, 5), (4, 6), (6, 6)]),
    case("odd_sizes", 1005,
         dict(d_model=20, n_heads=5, n_encoder_layers=3, n_decoder_layers=1, d_ff=36,
              src_vocab_size=17, tgt_vocab_size=9, norm_first=False, final_norm=True,
              layer_norm_eps=1e-6),
         [(9, 5), (6, 7)]),
    case("single_head", 1006,
         dict(d_model=8, n_heads=1, n_encoder_layers=1, n_decoder_layers=1, d_ff=16,
              src_vocab_size=10, tgt_vocab_size=7, norm_first=True, final_norm=True,
              layer_norm_eps=1e-5),
         [(5, 4)]),
    case("long", 1007,
         dict(d_model=16, n_heads=2, n_encoder_layers=2, n_decoder_layers=2, d_ff=32,
              src_vocab_size=23, tgt_vocab_size=19, norm_first=False, final_norm=True,
              layer_norm_eps=1e-5),
         [(40, 29), (31, 33)], vocab=True),
    # Table 3's variations: learned positions (row E), heads of other widths (rows A, B).
    case("learned_positions", 1008, dict(BASE, norm_first=False, final_norm=True,
                                         learned_positions=True),
         [(7, 5), (4, 6), (6, 3)]),
    case("head_widths", 1009, dict(BASE, n_heads=3, d_k=4, d_v=6, norm_first=False,
                                   final_norm=True),
         [(6, 6), (7, 3), (3, 5)]),
]


def perturb_(model, gen):
    """Moves every parameter away from its default initialisation, deterministically."""
    d = model.config["d_model"]
    with torch.no_grad():
        for name, p in model.named_parameters():
            noise = torch.randn(p.shape, generator=gen, dtype=p.dtype)
            if name.endswith("_embed.weight"):
                p.copy_(noise / math.sqrt(d))
            elif p.dim() == 1:
                # biases (0 by default) and LayerNorm weights (1) / biases (0)
                p.add_(0.1 * noise)
            else:
                # weight matrices: keep PyTorch's init, add a small relative jitter
                p.mul_(1.0 + 0.1 * noise)


def make_inputs(cfg, lengths, gen):
    pad, bos = cfg["pad_id"], cfg["bos_id"]
    S = max(s for s, _ in lengths)
    T = max(t for _, t in lengths)
    src = torch.full((len(lengths), S), pad, dtype=torch.long)
    tgt = torch.full((len(lengths), T), pad, dtype=torch.long)
    for b, (s, t) in enumerate(lengths):
        assert s >= 1 and t >= 1
        src[b, :s] = torch.randint(3, cfg["src_vocab_size"], (s,), generator=gen)
        tgt[b, 0] = bos
        if t > 1:
            tgt[b, 1:t] = torch.randint(3, cfg["tgt_vocab_size"], (t - 1,), generator=gen)
    return src, tgt


def vocab_for(cfg):
    specials = ["<pad>", "<s>", "</s>"]
    return {
        "src": specials + [f"s{i}" for i in range(3, cfg["src_vocab_size"])],
        "tgt": specials + [f"t{i}" for i in range(3, cfg["tgt_vocab_size"])],
    }


def rounded(t):
    """Nested lists of floats rounded to 9 significant digits (exact for float32)."""
    return [
        [[float(f"{v:.9g}") for v in row] for row in batch]
        for batch in t.tolist()
    ]


def canonicalize_header_(path):
    """safetensors writes its `__metadata__` entries in an arbitrary (hash) order; rewrite
    the header with them sorted so that re-running this script gives identical bytes.
    Tensor entries and data are left exactly as written."""
    raw = path.read_bytes()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + n].decode("utf-8"))
    meta = header.pop("__metadata__", None)
    out = {}
    if meta is not None:
        out["__metadata__"] = dict(sorted(meta.items()))
    out.update(header)
    text = json.dumps(out, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)
    path.write_bytes(struct.pack("<Q", len(text)) + text + raw[8 + n:])


def write_case(c):
    torch.manual_seed(c["seed"])
    gen = torch.Generator().manual_seed(c["seed"])
    model = build_model(c["config"])
    cfg = model.config
    perturb_(model, gen)
    src, tgt = make_inputs(cfg, c["lengths"], gen)

    model64 = copy.deepcopy(model).double().eval()
    with torch.no_grad():
        logits32 = model(src, tgt)
        logits64 = model64(src, tgt)
    assert logits32.dtype == torch.float32 and logits64.dtype == torch.float64
    assert torch.isfinite(logits64).all()
    diff = (logits32.double() - logits64).abs().max().item()

    name = c["name"]
    weights_path = OUT_DIR / f"{name}.safetensors"
    save_weights(model, weights_path, vocab=vocab_for(cfg) if c["vocab"] else None)
    canonicalize_header_(weights_path)
    os.chmod(weights_path, 0o644)

    fixture = {
        "version": 1,
        "name": name,
        "config": cfg,
        "src": src.tolist(),
        "tgt": tgt.tolist(),
        "logits": rounded(logits64),
        "logits_f32": rounded(logits32),
    }
    json_path = OUT_DIR / f"{name}.json"
    with open(json_path, "w") as f:
        json.dump(fixture, f, separators=(",", ":"))
        f.write("\n")
    print(f"{name}: src {tuple(src.shape)} tgt {tuple(tgt.shape)} "
          f"max|f32-f64| = {diff:.3g}  "
          f"({weights_path.stat().st_size} + {json_path.stat().st_size} bytes)")


# The shipped translation model and the sentences it is run on: (French, English).
SHIPPED = "www/models/fr-en.safetensors"
SHIPPED_PAIRS = [("je suis étudiant", "i am a student"),
                 ("le chat noir ne mange pas le poisson", "the black cat does not eat the fish"),
                 ("Je suis étudiant !", "I am a student!")]


def write_shipped_case():
    """The fr_en fixture: the shipped tied model's logits, source and target cut into pieces
    by subword-nmt with the model's own merges."""
    import io

    from safetensors import safe_open
    from subword_nmt.apply_bpe import BPE

    path = HERE.parent.parent / SHIPPED
    with safe_open(str(path), "pt") as f:
        vocab = json.loads(f.metadata()["vocab"])
        # Shipped in f16: PyTorch reads the file's half-precision tensors, and load_model
        # copies them into the float32 model.
        assert all(f.get_tensor(k).dtype == torch.float16 for k in f.keys())
    assert vocab["kind"] == "bpe"
    codes = io.StringIO("#version: 0.2\n" + "".join(m + "\n" for m in vocab["merges"]))
    bpe = BPE(codes)
    ids = {t: i for i, t in enumerate(vocab["tokens"])}
    model = load_model(path)
    cfg = model.config
    assert cfg["tie_weights"] and model.generator.weight is model.src_embed.weight
    pad, bos = cfg["pad_id"], cfg["bos_id"]
    encode = lambda text: [ids[p] for p in bpe.process_line(text).split()]
    rows_src = [encode(fr) for fr, _ in SHIPPED_PAIRS]
    rows_tgt = [[bos] + encode(en) for _, en in SHIPPED_PAIRS]
    pad_to = lambda rows: [r + [pad] * (max(map(len, rows)) - len(r)) for r in rows]
    src = torch.tensor(pad_to(rows_src))
    tgt = torch.tensor(pad_to(rows_tgt))
    with torch.no_grad():
        logits32 = model(src, tgt)
        logits64 = copy.deepcopy(model).double()(src, tgt)
    fixture = {
        "version": 1,
        "name": "fr_en",
        "weights": SHIPPED,
        "pairs": SHIPPED_PAIRS,
        "config": cfg,
        "src": src.tolist(),
        "tgt": tgt.tolist(),
        "logits": rounded(logits64),
        "logits_f32": rounded(logits32),
    }
    json_path = OUT_DIR / "fr_en.json"
    with open(json_path, "w") as f:
        json.dump(fixture, f, separators=(",", ":"))
        f.write("\n")
    diff = (logits32.double() - logits64).abs().max().item()
    print(f"fr_en: src {tuple(src.shape)} tgt {tuple(tgt.shape)} max|f32-f64| = {diff:.3g} "
          f"({json_path.stat().st_size} bytes)")


# Each list of interventions the Rust model must reproduce. The empty list checks
# `forward_edited` against nn.Transformer.
EDIT_CASES = [
    [],
    ["ablate=decoder.1.cross_attn.2"],
    ["ablate=encoder.0.self_attn.0", "ablate=encoder.0.self_attn.3", "ablate=decoder.0.self_attn.1"],
    ["pattern=encoder.1.self_attn.2:uniform"],
    ["pattern=decoder.0.self_attn.0:previous", "pattern=decoder.1.cross_attn.3:itself"],
    ["pattern=encoder.0.self_attn.1:itself", "pattern=decoder.0.cross_attn.0:previous"],
    ["bypass=encoder.0.ffn", "bypass=decoder.1.self_attn"],
    ["bypass=decoder.0.cross_attn"],
    ["no-pe=src"],
    ["no-pe=both"],
    ["hide-source=2"],
    ["see-future"],
    ["no-padding-mask"],
    ["see-future", "no-padding-mask", "hide-source=0", "pattern=decoder.1.self_attn.1:uniform",
     "ablate=decoder.1.cross_attn.0"],
]


def write_edit_fixture(name):
    model = load_model(OUT_DIR / f"{name}.safetensors").double()
    with open(OUT_DIR / f"{name}.json") as f:
        base = json.load(f)
    src = torch.tensor(base["src"], dtype=torch.long)
    tgt = torch.tensor(base["tgt"], dtype=torch.long)
    cases = []
    with torch.no_grad():
        plain = model(src, tgt)
        for edits in EDIT_CASES:
            logits = forward_edited(model, src, tgt, edits)
            if not edits:
                diff = (logits - plain).abs().max().item()
                assert diff < 1e-12, f"forward_edited differs from nn.Transformer by {diff}"
            else:
                assert (logits - plain).abs().max().item() > 1e-6, f"{edits} changed nothing"
            cases.append({"edits": edits, "logits": rounded(logits)})
    path = EDIT_DIR / f"{name}.json"
    with open(path, "w") as f:
        json.dump({"version": 1, "name": name, "cases": cases}, f, separators=(",", ":"))
        f.write("\n")
    print(f"{name}: {len(cases)} edit cases ({path.stat().st_size} bytes)")


def main():
    torch.set_num_threads(1)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    EDIT_DIR.mkdir(parents=True, exist_ok=True)
    for c in CASES:
        write_case(c)
    write_shipped_case()
    for name in ["post_ln", "pre_ln"]:
        write_edit_fixture(name)


if __name__ == "__main__":
    main()
