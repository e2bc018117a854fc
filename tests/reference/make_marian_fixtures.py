"""Writes the Hugging Face Marian (Opus-MT) reference fixtures the Rust tests replay.

Run from the repository root (needs torch, transformers 5.24, sentencepiece, sacremoses,
safetensors, numpy, and Debian's trans-de-en for the Ding dictionary):

    python3 tests/reference/make_marian_fixtures.py            # everything
    python3 tests/reference/make_marian_fixtures.py formula    # only d256 and base
    python3 tests/reference/make_marian_fixtures.py small      # only the committed folders

Everything runs single-threaded on the CPU and is seeded, so re-running it reproduces the
files (the trained model up to the determinism of torch's CPU kernels). The semantics the
fixtures pin down (positions, scaling, layer norms, generation) are summarised in
tests/reference/marian/SEMANTICS.md.

Everything is written into tests/reference/marian/. For each case NAME there is a folder
NAME/ laid out as a Hugging Face model folder, and NAME.json next to it with the outputs
transformers computes from that folder.

Formula cases (weights not committed)
-------------------------------------
`d256/` and `base/` hold only config.json and generation_config.json. Every parameter is
set by `formula_values` (below, and in SEMANTICS.md): for a state_dict key `name` with `n`
elements in row-major order,

    h = fnv1a64(name as UTF-8)           offset 0xcbf29ce484222325, prime 0x100000001b3
    z_i = splitmix64(h + i)               i in 0..n, all arithmetic mod 2^64
    u_i = (z_i >> 40) / 2^24              float64 in [0, 1)
    r_i = 2 u_i - 1
    value = 1 + 0.2 r          names ending "layer_norm.weight"
            0.05 r             names ending ".bias", and "final_logits_bias"
            0.1 r              embedding matrices: model.shared.weight,
                               model.encoder.embed_tokens.weight, model.decoder.embed_tokens.weight
                               (and lm_head.weight if it were not tied)
            r / sqrt(in)       every other 2-D weight [out, in]
    computed in float64, then cast to float32.

Only the tensors save_pretrained would write are set (one name per tied group: with shared
vocabularies `model.shared.weight`, which the encoder and decoder embeddings and lm_head
share; with separate vocabularies `model.encoder.embed_tokens.weight` and
`model.decoder.embed_tokens.weight`, which lm_head shares). `embed_positions` are the
computed sinusoids and are not set.

  d256      d_model 256, 4+4 layers, 4 heads, d_ff 1024, swish, separate vocabularies
            (vocab_size 8000 source, decoder_vocab_size 6000 target), pad = decoder start =
            5999 (the last target id: it must be a valid row of the decoder embedding and of
            lm_head), eos 0, scale_embedding, max_position_embeddings 512.
  base      the Opus-MT base shape: d_model 512, 6+6 layers, 8 heads, d_ff 2048, shared
            vocabulary 58101, pad = decoder start = 58100, eos 0, unk 1, swish,
            scale_embedding, max_position_embeddings 512. Its config.json is written in the
            form the Opus-MT conversion produced (with the legacy generation keys
            transformers 5.24 ignores in config.json); generation_config.json as Opus-MT's.

NAME.json for a formula case:

  {"version": 1, "name": NAME, "weights": "formula",
   "logits_layout": "full" | "subset",
   "columns": [int]            only for "subset": the fixed vocabulary columns (sorted; the
                               rule that chose them: ids 0, 1 and pad, then ids drawn without
                               replacement by numpy default_rng(COLUMN_SEED) until 512),
   "batches": [                 one forward per batch (ids drawn by numpy default_rng(seed),
                                from 2 up to the vocabulary size, the pad id left out): a batch of 1 and a padded batch of 3
     {"src": [[int]]            B x S source ids, each row ending with eos 0, padded at the end
                                with the pad id,
      "src_mask": [[int]]       B x S, 1 for a real token, 0 for padding (the attention_mask),
      "tgt": [[int]]            B x T decoder input ids, all rows the same length, each starting
                                with the decoder start id (no decoder padding, no
                                decoder_attention_mask),
      "logits": ...,            float32 model (the formula values as float32)
      "logits_f64": ...}        the same weights cast exactly to float64 (model.double())
   ],
   "generate": [see below]}

  With "full" layout each logits field is [[[float]]] (B x T x vocab). With "subset" it is
  {"logsumexp": [[float]] (B x T, over the whole row), "top_ids": [[[int]]] and "top_values":
  [[[float]]] (B x T x 10, largest first; ties by torch.topk), "values": [[[float]]] (B x T x
  512, the values at "columns")}.

Labels of "generate": greedy_new12 / greedy_len20 (num_beams 1, max_new_tokens 12 / max_length
20, on the batch of 3), greedy_new12_b1 (the batch of 1), beam4_lp1.0 / lp0.6 / lp2.0 (num_beams
4, max_new_tokens 12), beam4_lp1.0_b1_len20 (batch of 1, max_length 20), beam2_early (num_beams 2,
early_stopping true, max_length 20). Random weights copy their first generated token, so these
runs end at the length limit with the forced eos.

Each entry of "generate" is one model.generate call with the case's generation_config.json
and the overrides in "kwargs" (plus output_scores/return_dict_in_generate, which change
nothing but what is returned):

  {"label": str, "kwargs": {...}, "batch": int (index into "batches": its src and src_mask
   are the input_ids and attention_mask),
   "sequences": [[int]]         what generate returns, start token included, rows padded at
                                the end with the pad id,
   "sequences_scores": [float]  beam search only: the finished beam's score (see SEMANTICS.md),
   "greedy_margins": [[float|null]]  greedy only: per row, per generated step, the difference
                                between the largest and second largest processed score that the
                                step's argmax is taken over (null when the second is -inf, as at
                                a forced eos); rows already finished still have a value
                                (their token is replaced by pad)}

Small committed folders
-----------------------
SentencePiece unigram models (nmt_nfkc) are trained on the Ding dictionary's sentence pairs
(scripts/ding-pairs.sh): German (source, SRC_PIECES pieces) and English (target, TGT_PIECES
pieces), on the training pairs (every pair whose index is not 0 mod HELD_OUT_EVERY). The
vocabulary is built as the Opus-MT conversion does: `</s>` 0, `<unk>` 1, then the pieces
(German spm pieces in spm order, then English pieces not already present; spm's own <unk>,
<s>, </s> left out), and `<pad>` last. With separate vocabularies, vocab.json has the
German pieces and target_vocab.json the English ones, each `</s>` 0, `<unk>` 1, `<pad>` last.
The tokenizer files (source.spm, target.spm, vocab.json, [target_vocab.json],
tokenizer_config.json) are written by MarianTokenizer.save_pretrained; model files by
MarianMTModel.save_pretrained.

  tiny          d_model 32, 2+2 layers, 4 heads, d_ff 64, swish, shared vocabulary; torch's
                default init under manual_seed(TINY_SEED), then every parameter and
                final_logits_bias perturbed by 0.1 * N(0, 1) (seeded), so that no bias is 0
                and no LayerNorm weight is 1. model.safetensors in float32.
  tiny-f16      the same model .half(), saved (model.safetensors in float16)
  tiny-bf16     the same model .bfloat16(), saved
  tiny-bin      the same float32 tensors as tiny/model.safetensors (same keys), written as
                pytorch_model.bin by torch.save (save_pretrained in 5.24 only writes safetensors)
  tiny-relu     as tiny with activation_function "relu" (same weights)
  tiny-gelu     as tiny with activation_function "gelu" (same weights)
  tiny-separate separate vocabularies (vocab.json German, target_vocab.json English,
                share_encoder_decoder_embeddings false, tokenizer separate_vocabs true); both
                vocabularies have the same size, as in the Opus-MT conversion, so the source's
                and the target's `<pad>` have the same id, which is config pad = decoder start
  trained       d_model 64, 2+2 layers, 4 heads, d_ff 256, swish, shared vocabulary, trained
                with Adam and label smoothing 0.1 on the training pairs (TRAIN_STEPS steps of
                TRAIN_BATCH pairs)

Each has a generation_config.json like Opus-MT's (bad_words_ids [[pad]], num_beams 4,
renormalize_logits, forced_eos_token_id 0, eos 0, decoder start = pad) but max_length
SMALL_MAX_LENGTH (tiny*) or TRAINED_MAX_LENGTH (trained).

NAME.json for a small folder:

  {"version": 1, "name": NAME, "weights": "folder",
   "load_dtype": "float32"       the dtype the model was loaded in for everything below
                                 (from_pretrained(folder, dtype=torch.float32)),
   "default_load_dtype": str     the dtype from_pretrained(folder) picks by itself,
   "tokenization": [{"text": str, "input_ids": [int]}]   tok(text).input_ids (source side),
   "target_tokenization": [{"text": str, "labels": [int], "decoded": str}]
                                 tok(text_target=text).input_ids and
                                 tok.decode(labels, skip_special_tokens=True),
   "logits": {"texts": [str], "src": [[int]], "src_mask": [[int]]  (tok(texts, padding=True)),
              "tgt": [[int]] (decoder inputs, all rows the same length, start token first),
              "logits": [[[float]]] (B x T x target vocab, float32),
              "logits_f64": [[[float]]] (the loaded float32 weights cast to float64),
              "logits_default_load": [[[float]]] (only f16/bf16: the model as
                                     from_pretrained(folder) loads it, in its own dtype)},
   "generate": [{"label", "kwargs", "texts": [str] (8 inputs: 6 held-out German sentences, the
                 empty string, "HALLO WELT!"), "src", "src_mask", "sequences",
                 "decoded": [str] (tok.batch_decode(sequences, skip_special_tokens=True)),
                 "sequences_scores" (beam only), "greedy_margins" (greedy only)}],
   "train": {...}               trained only: steps, batch, lr, label_smoothing, final_loss (mean
                                 label-smoothed cross-entropy of the last 100 steps), pairs,
                                 held_out_every}

  The "generate" labels: "default" (the folder's generation_config.json as is), "greedy"
  (num_beams 1), "beam3" (num_beams 3), "lp0.6" (length_penalty 0.6), "new5"
  (max_new_tokens 5), "greedy_new5" (num_beams 1, max_new_tokens 5). The "tokenization" texts
  are 24 held-out German sentences followed by ODD_INPUTS (capitals, digits, punctuation, an
  unknown character, the empty string, full-width forms, a literal "</s>").

Float32 numbers are printed with 9 significant digits (which round-trips float32), float64
numbers with 17.
"""

import copy
import io
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import torch

torch.set_num_threads(1)

import sentencepiece as spm  # noqa: E402
import transformers  # noqa: E402
from transformers import GenerationConfig, MarianConfig, MarianMTModel, MarianTokenizer  # noqa: E402
from transformers.utils import logging as hf_logging  # noqa: E402

hf_logging.set_verbosity_error()
os.environ.setdefault("HF_HUB_OFFLINE", "1")
try:
    hf_logging.disable_progress_bar()
except AttributeError:
    pass

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = HERE / "marian"

MASK64 = (1 << 64) - 1
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
TOP_K = 10
N_COLUMNS = 512
COLUMN_SEED = 512

SRC_PIECES = 800
TGT_PIECES = 800
HELD_OUT_EVERY = 50
TINY_SEED = 32
TRAIN_SEED = 64
TRAIN_STEPS = 2400
TRAIN_BATCH = 32
TRAIN_LR = 3e-3
SMALL_MAX_LENGTH = 40
TRAINED_MAX_LENGTH = 64


# ---------------------------------------------------------------------------------------------
# Output helpers


def f32(x):
    """Nested lists of floats with 9 significant digits (exact for float32); inf/nan -> None."""
    a = np.asarray(x, dtype=np.float32)
    return _nest(a, lambda v: float(f"{v:.9g}") if math.isfinite(v) else None)


def f64(x):
    a = np.asarray(x, dtype=np.float64)
    return _nest(a, lambda v: float(repr(float(v))) if math.isfinite(v) else None)


def _nest(a, conv):
    if a.ndim == 0:
        return conv(float(a))
    flat = [conv(float(v)) for v in a.ravel()]
    shape = a.shape

    def build(off, dim):
        if dim == len(shape) - 1:
            return flat[off:off + shape[dim]], off + shape[dim]
        out = []
        for _ in range(shape[dim]):
            sub, off = build(off, dim + 1)
            out.append(sub)
        return out, off

    return build(0, 0)[0]


def ints(t):
    return np.asarray(t).astype(np.int64).tolist()


def write_json(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, separators=(",", ":"), ensure_ascii=False)
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")


# ---------------------------------------------------------------------------------------------
# Formula weights


def fnv1a64(data: bytes) -> int:
    h = FNV_OFFSET
    for b in data:
        h ^= b
        h = (h * FNV_PRIME) & MASK64
    return h


def splitmix64(x):
    """x: numpy uint64 array; returns splitmix64(x) elementwise (wrapping)."""
    z = x + np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


EMBEDDINGS = {
    "model.shared.weight",
    "model.encoder.embed_tokens.weight",
    "model.decoder.embed_tokens.weight",
    "lm_head.weight",
}


def formula_values(name, shape):
    """The float32 values of the state_dict entry `name` (see the module docstring)."""
    n = int(np.prod(shape))
    h = np.uint64(fnv1a64(name.encode("utf-8")))
    out = np.empty(n, dtype=np.float32)
    chunk = 1 << 22
    with np.errstate(over="ignore"):
        for start in range(0, n, chunk):
            i = np.arange(start, min(n, start + chunk), dtype=np.uint64)
            z = splitmix64(h + i)
            u = (z >> np.uint64(40)).astype(np.float64) / float(1 << 24)
            r = 2.0 * u - 1.0
            if name.endswith("layer_norm.weight"):
                v = 1.0 + 0.2 * r
            elif name.endswith(".bias") or name == "final_logits_bias":
                v = 0.05 * r
            elif name in EMBEDDINGS:
                v = 0.1 * r
            elif len(shape) == 2:
                v = r / math.sqrt(shape[1])
            else:
                raise ValueError(f"no formula for {name} {shape}")
            out[start:start + len(i)] = v.astype(np.float32)
    return out.reshape(shape)


def set_formula_weights_(model):
    """Sets every parameter (one name per tied group) and final_logits_bias by the formula."""
    names = []
    with torch.no_grad():
        for name, p in model.named_parameters():  # tied parameters appear once
            if "embed_positions" in name:
                continue
            p.copy_(torch.from_numpy(formula_values(name, tuple(p.shape))))
            names.append(name)
        b = model.final_logits_bias
        b.copy_(torch.from_numpy(formula_values("final_logits_bias", tuple(b.shape))))
        names.append("final_logits_bias")
    cfg = model.config
    dec = model.model.decoder.embed_tokens.weight
    assert model.lm_head.weight.data_ptr() == dec.data_ptr(), "lm_head must be tied to the decoder embedding"
    if cfg.share_encoder_decoder_embeddings:
        sh = model.model.shared.weight
        assert "model.shared.weight" in names
        assert dec.data_ptr() == sh.data_ptr() == model.model.encoder.embed_tokens.weight.data_ptr()
    else:
        assert "model.encoder.embed_tokens.weight" in names and "model.decoder.embed_tokens.weight" in names
    assert torch.equal(model.lm_head.weight, dec)
    return names


# ---------------------------------------------------------------------------------------------
# Model runs


def forward_logits(model, src, mask, tgt):
    with torch.no_grad():
        return model(input_ids=src, attention_mask=mask, decoder_input_ids=tgt).logits


def subset_logits(logits, columns):
    l64 = logits.double()
    lse = torch.logsumexp(l64, dim=-1)
    tv, ti = torch.topk(logits, TOP_K, dim=-1)
    vals = logits[..., torch.tensor(columns)]
    return lse, ti, tv, vals


def logits_entry(logits, columns, as_f64):
    enc = f64 if as_f64 else f32
    if columns is None:
        return enc(logits.numpy())
    lse, ti, tv, vals = subset_logits(logits, columns)
    return {
        "logsumexp": enc(lse.numpy()) if as_f64 else f32(lse.float().numpy()),
        "top_ids": ints(ti),
        "top_values": enc(tv.numpy()),
        "values": enc(vals.numpy()),
    }


def run_generate(model, src, mask, kwargs):
    with torch.no_grad():
        out = model.generate(
            input_ids=src, attention_mask=mask, output_scores=True, return_dict_in_generate=True, **kwargs
        )
    entry = {"sequences": ints(out.sequences)}
    beams = kwargs.get("num_beams", model.generation_config.num_beams or 1)
    if beams > 1:
        entry["sequences_scores"] = f32(out.sequences_scores.numpy())
    else:
        margins = []
        for s in out.scores:
            top2 = torch.topk(s.float(), 2, dim=-1).values
            margins.append((top2[:, 0] - top2[:, 1]).numpy())
        m = np.stack(margins, axis=1) if margins else np.zeros((src.shape[0], 0))
        entry["greedy_margins"] = f32(m)
    return entry


# ---------------------------------------------------------------------------------------------
# Formula cases

def opus_generation_config(pad, eos=0, **over):
    d = dict(
        bad_words_ids=[[pad]],
        bos_token_id=0,
        decoder_start_token_id=pad,
        eos_token_id=eos,
        forced_eos_token_id=eos,
        max_length=512,
        num_beams=4,
        pad_token_id=pad,
        renormalize_logits=True,
    )
    d.update(over)
    return GenerationConfig(**d)


def opus_config_json(cfg: MarianConfig):
    """config.json in the form the Opus-MT conversion wrote it (transformers 4.x), legacy
    generation keys included."""
    return {
        "_name_or_path": "Helsinki-NLP/opus-mt-de-en",
        "activation_dropout": 0.0,
        "activation_function": cfg.activation_function,
        "architectures": ["MarianMTModel"],
        "attention_dropout": 0.0,
        "bad_words_ids": [[cfg.pad_token_id]],
        "bos_token_id": 0,
        "classif_dropout": 0.0,
        "classifier_dropout": 0.0,
        "d_model": cfg.d_model,
        "decoder_attention_heads": cfg.decoder_attention_heads,
        "decoder_ffn_dim": cfg.decoder_ffn_dim,
        "decoder_layerdrop": 0.0,
        "decoder_layers": cfg.decoder_layers,
        "decoder_start_token_id": cfg.decoder_start_token_id,
        "decoder_vocab_size": cfg.decoder_vocab_size,
        "dropout": 0.1,
        "encoder_attention_heads": cfg.encoder_attention_heads,
        "encoder_ffn_dim": cfg.encoder_ffn_dim,
        "encoder_layerdrop": 0.0,
        "encoder_layers": cfg.encoder_layers,
        "eos_token_id": 0,
        "forced_eos_token_id": 0,
        "gradient_checkpointing": False,
        "id2label": {"0": "LABEL_0", "1": "LABEL_1", "2": "LABEL_2"},
        "init_std": 0.02,
        "is_encoder_decoder": True,
        "label2id": {"LABEL_0": 0, "LABEL_1": 1, "LABEL_2": 2},
        "max_length": 512,
        "max_position_embeddings": cfg.max_position_embeddings,
        "model_type": "marian",
        "normalize_before": False,
        "normalize_embedding": False,
        "num_beams": 4,
        "num_hidden_layers": cfg.encoder_layers,
        "pad_token_id": cfg.pad_token_id,
        "scale_embedding": True,
        "share_encoder_decoder_embeddings": True,
        "static_position_embeddings": True,
        "transformers_version": "4.22.0.dev0",
        "use_cache": True,
        "vocab_size": cfg.vocab_size,
    }


FORMULA_CASES = {
    "d256": dict(
        config=dict(
            vocab_size=8000, decoder_vocab_size=6000, share_encoder_decoder_embeddings=False,
            d_model=256, encoder_layers=4, decoder_layers=4, encoder_attention_heads=4,
            decoder_attention_heads=4, encoder_ffn_dim=1024, decoder_ffn_dim=1024,
            activation_function="swish", max_position_embeddings=512, scale_embedding=True,
            pad_token_id=5999, decoder_start_token_id=5999, eos_token_id=0, forced_eos_token_id=0,
            bos_token_id=0,
        ),
        seed=256, layout="full", opus_json=False,
    ),
    "base": dict(
        config=dict(
            vocab_size=58101, decoder_vocab_size=58101, share_encoder_decoder_embeddings=True,
            d_model=512, encoder_layers=6, decoder_layers=6, encoder_attention_heads=8,
            decoder_attention_heads=8, encoder_ffn_dim=2048, decoder_ffn_dim=2048,
            activation_function="swish", max_position_embeddings=512, scale_embedding=True,
            pad_token_id=58100, decoder_start_token_id=58100, eos_token_id=0, forced_eos_token_id=0,
            bos_token_id=0,
        ),
        seed=512, layout="subset", opus_json=True,
    ),
}

FORMULA_GENERATE = [
    ("greedy_new12", 1, dict(num_beams=1, do_sample=False, max_new_tokens=12)),
    ("greedy_len20", 1, dict(num_beams=1, do_sample=False, max_length=20)),
    ("greedy_new12_b1", 0, dict(num_beams=1, do_sample=False, max_new_tokens=12)),
    ("beam4_lp1.0", 1, dict(num_beams=4, length_penalty=1.0, max_new_tokens=12)),
    ("beam4_lp0.6", 1, dict(num_beams=4, length_penalty=0.6, max_new_tokens=12)),
    ("beam4_lp2.0", 1, dict(num_beams=4, length_penalty=2.0, max_new_tokens=12)),
    ("beam4_lp1.0_b1_len20", 0, dict(num_beams=4, length_penalty=1.0, max_length=20)),
    ("beam2_early", 1, dict(num_beams=2, early_stopping=True, max_length=20)),
]


def draw_ids(rng, n, lo, hi, avoid):
    out = []
    while len(out) < n:
        v = int(rng.integers(lo, hi))
        if v not in avoid:
            out.append(v)
    return out


def write_formula_case(name, spec):
    cfg = MarianConfig(**spec["config"])
    folder = OUT / name
    folder.mkdir(parents=True, exist_ok=True)
    for p in folder.iterdir():
        p.unlink()
    if spec["opus_json"]:
        with open(folder / "config.json", "w") as f:
            json.dump(opus_config_json(cfg), f, indent=2, sort_keys=True)
            f.write("\n")
    else:
        cfg.to_json_file(folder / "config.json")
    gen = opus_generation_config(cfg.pad_token_id)
    gen.save_pretrained(folder)

    # the model is built from the folder's config, as from_pretrained would
    cfg = MarianConfig.from_pretrained(folder)
    torch.manual_seed(0)
    model = MarianMTModel(cfg).eval()
    set_formula_weights_(model)
    model.generation_config = GenerationConfig.from_pretrained(folder)
    model64 = copy.deepcopy(model).double().eval()

    pad, eos, start = cfg.pad_token_id, 0, cfg.decoder_start_token_id
    src_v, tgt_v = cfg.vocab_size, cfg.decoder_vocab_size
    rng = np.random.default_rng(spec["seed"])
    batches = []
    for src_lens, tgt_len in [([7], 5), ([9, 5, 3], 6)]:
        S = max(src_lens)
        src = [draw_ids(rng, n - 1, 2, src_v, {pad}) + [eos] + [pad] * (S - n) for n in src_lens]
        mask = [[1] * n + [0] * (S - n) for n in src_lens]
        tgt = [[start] + draw_ids(rng, tgt_len - 1, 2, tgt_v, {pad}) for _ in src_lens]
        batches.append((torch.tensor(src), torch.tensor(mask), torch.tensor(tgt)))

    columns = None
    if spec["layout"] == "subset":
        crng = np.random.default_rng(COLUMN_SEED)
        columns = [0, 1, pad]
        seen = set(columns)
        while len(columns) < N_COLUMNS:
            v = int(crng.integers(0, tgt_v))
            if v not in seen:
                seen.add(v)
                columns.append(v)
        columns.sort()

    out_batches = []
    for src, mask, tgt in batches:
        l32 = forward_logits(model, src, mask, tgt)
        l64 = forward_logits(model64, src, mask, tgt)
        assert l32.dtype == torch.float32 and l64.dtype == torch.float64
        out_batches.append({
            "src": ints(src), "src_mask": ints(mask), "tgt": ints(tgt),
            "logits": logits_entry(l32, columns, False),
            "logits_f64": logits_entry(l64, columns, True),
        })

    gens = []
    for label, bi, kwargs in FORMULA_GENERATE:
        src, mask, _ = batches[bi]
        e = {"label": label, "kwargs": kwargs, "batch": bi}
        e.update(run_generate(model, src, mask, kwargs))
        gens.append(e)
        print(f"  {name} {label}: {e['sequences']}")

    fixture = {"version": 1, "name": name, "weights": "formula", "logits_layout": spec["layout"]}
    if columns is not None:
        fixture["columns"] = columns
    fixture["batches"] = out_batches
    fixture["generate"] = gens
    write_json(OUT / f"{name}.json", fixture)


# ---------------------------------------------------------------------------------------------
# Small committed folders


def ding_pairs():
    text = subprocess.run(
        [str(ROOT / "scripts" / "ding-pairs.sh")], check=True, capture_output=True, text=True
    ).stdout
    pairs = [tuple(line.split("\t")) for line in text.splitlines() if "\t" in line]
    train = [p for i, p in enumerate(pairs) if i % HELD_OUT_EVERY != 0]
    held = [p for i, p in enumerate(pairs) if i % HELD_OUT_EVERY == 0]
    return train, held


def train_spm(sentences, vocab_size):
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(sentences),
        model_writer=buf,
        model_type="unigram",
        vocab_size=vocab_size,
        character_coverage=1.0,
        normalization_rule_name="nmt_nfkc",
        num_threads=1,
        input_sentence_size=0,
        shuffle_input_sentence=False,
        minloglevel=2,
    )
    return buf.getvalue()


def spm_pieces(model_bytes):
    sp = spm.SentencePieceProcessor(model_proto=model_bytes)
    return [
        sp.id_to_piece(i)
        for i in range(sp.get_piece_size())
        if not (sp.is_unknown(i) or sp.is_control(i))
    ]


def marian_vocab(*piece_lists):
    vocab = {"</s>": 0, "<unk>": 1}
    for pieces in piece_lists:
        for p in pieces:
            if p not in vocab:
                vocab[p] = len(vocab)
    vocab["<pad>"] = len(vocab)
    return vocab


def make_tokenizer(workdir, src_model, tgt_model, separate):
    workdir = Path(workdir)
    (workdir / "source.spm").write_bytes(src_model)
    (workdir / "target.spm").write_bytes(tgt_model)
    src_pieces, tgt_pieces = spm_pieces(src_model), spm_pieces(tgt_model)
    kw = {}
    if separate:
        with open(workdir / "vocab.json", "w") as f:
            json.dump(marian_vocab(src_pieces), f, ensure_ascii=False, indent=2)
        with open(workdir / "target_vocab.json", "w") as f:
            json.dump(marian_vocab(tgt_pieces), f, ensure_ascii=False, indent=2)
        kw = dict(target_vocab_file=str(workdir / "target_vocab.json"), separate_vocabs=True)
    else:
        with open(workdir / "vocab.json", "w") as f:
            json.dump(marian_vocab(src_pieces, tgt_pieces), f, ensure_ascii=False, indent=2)
    return MarianTokenizer(
        source_spm=str(workdir / "source.spm"),
        target_spm=str(workdir / "target.spm"),
        vocab=str(workdir / "vocab.json"),
        source_lang="de",
        target_lang="en",
        **kw,
    )


def small_config(vocab, d_model, layers, heads, d_ff, act, target_vocab=None):
    shared = target_vocab is None
    pad = (len(vocab) if shared else len(target_vocab)) - 1
    return MarianConfig(
        vocab_size=len(vocab),
        decoder_vocab_size=len(vocab) if shared else len(target_vocab),
        share_encoder_decoder_embeddings=shared,
        d_model=d_model, encoder_layers=layers, decoder_layers=layers,
        encoder_attention_heads=heads, decoder_attention_heads=heads,
        encoder_ffn_dim=d_ff, decoder_ffn_dim=d_ff, activation_function=act,
        max_position_embeddings=512, scale_embedding=True, dropout=0.1,
        pad_token_id=pad, decoder_start_token_id=pad, eos_token_id=0, forced_eos_token_id=0,
        bos_token_id=0,
    )


def perturb_(model, seed):
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "embed_positions" in name:
                continue
            p.add_(0.1 * torch.randn(p.shape, generator=g))
        b = model.final_logits_bias
        b.add_(0.1 * torch.randn(b.shape, generator=g))


ODD_INPUTS = [
    "",
    "HALLO WELT!",
    "Das kostet 1.234,56 Euro, nicht 99.",
    "Wie geht's?! ...",
    "Das ☃ ist neu.",
    "Straße, Größe, Übermaß.",
    "  Viele   Leerzeichen  hier  ",
    "a",
    "„Zitat“ – mit Gedankenstrich.",
    "Ｆｕｌｌｗｉｄｔｈ １２３",
    "</s> im Text",
]


def write_small_case(name, model, tok, gen_config, held, extra=None, dtype_note=None,
                     save_fn=None):
    folder = OUT / name
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    tok.save_pretrained(folder)
    if save_fn is None:
        model.save_pretrained(folder)
    else:
        save_fn(model, folder)
    gen_config.save_pretrained(folder)

    # everything below from what transformers loads back
    tok = MarianTokenizer.from_pretrained(folder)
    m = MarianMTModel.from_pretrained(folder, dtype=torch.float32).eval()
    default_m = MarianMTModel.from_pretrained(folder).eval()
    default_dtype = str(default_m.dtype).replace("torch.", "")
    m64 = copy.deepcopy(m).double().eval()

    sentences = [de for de, _ in held[:24]] + ODD_INPUTS
    tokenization = [{"text": s, "input_ids": tok(s).input_ids} for s in sentences]
    target_tok = []
    for _, en in held[:8]:
        labels = tok(text_target=en).input_ids
        target_tok.append({"text": en, "labels": labels,
                           "decoded": tok.decode(labels, skip_special_tokens=True)})

    # logits on a padded batch; decoder inputs: start + the first tokens of the reference
    texts = [held[1][0], held[2][0], held[3][0]]
    enc = tok(texts, return_tensors="pt", padding=True)
    T = 6
    start = m.config.decoder_start_token_id
    tgt = []
    for i in range(len(texts)):
        lab = tok(text_target=held[1 + i][1]).input_ids
        row = [start] + lab[: T - 1]
        row += [0] * (T - len(row))
        tgt.append(row)
    tgt = torch.tensor(tgt)
    l32 = forward_logits(m, enc.input_ids, enc.attention_mask, tgt)
    l64 = forward_logits(m64, enc.input_ids, enc.attention_mask, tgt)
    logits = {"texts": texts, "src": ints(enc.input_ids), "src_mask": ints(enc.attention_mask),
              "tgt": ints(tgt), "logits": f32(l32.numpy()), "logits_f64": f64(l64.numpy())}
    if default_m.dtype != torch.float32:
        ld = forward_logits(default_m, enc.input_ids, enc.attention_mask, tgt)
        logits["logits_default_load"] = f32(ld.float().numpy())

    gen_texts = [de for de, _ in held[4:10]] + ["", "HALLO WELT!"]
    genc = tok(gen_texts, return_tensors="pt", padding=True)
    gens = []
    for label, kwargs in [
        ("default", {}),
        ("greedy", dict(num_beams=1)),
        ("beam3", dict(num_beams=3)),
        ("lp0.6", dict(length_penalty=0.6)),
        ("new5", dict(max_new_tokens=5)),
        ("greedy_new5", dict(num_beams=1, max_new_tokens=5)),
    ]:
        e = {"label": label, "kwargs": kwargs, "texts": gen_texts,
             "src": ints(genc.input_ids), "src_mask": ints(genc.attention_mask)}
        e.update(run_generate(m, genc.input_ids, genc.attention_mask, kwargs))
        e["decoded"] = tok.batch_decode(torch.tensor(e["sequences"]), skip_special_tokens=True)
        gens.append(e)
    fixture = {"version": 1, "name": name, "weights": "folder", "load_dtype": "float32",
               "default_load_dtype": default_dtype, "tokenization": tokenization,
               "target_tokenization": target_tok, "logits": logits, "generate": gens}
    if extra:
        fixture.update(extra)
    write_json(OUT / f"{name}.json", fixture)
    size = sum(p.stat().st_size for p in folder.iterdir())
    print(f"  {name}/: {size} bytes; default greedy: {gens[1]['decoded'][:3]}")
    return gens


def save_bin(model, folder):
    """pytorch_model.bin with exactly the tensors (and names) save_pretrained writes."""
    with tempfile.TemporaryDirectory() as tmp:
        model.save_pretrained(tmp)
        from safetensors.torch import load_file
        sd = load_file(os.path.join(tmp, "model.safetensors"))
        torch.save({k: v.contiguous() for k, v in sd.items()}, folder / "pytorch_model.bin")
        shutil.copy(os.path.join(tmp, "config.json"), folder / "config.json")


def train_model(model, tok, train_pairs):
    torch.manual_seed(TRAIN_SEED)
    rng = np.random.default_rng(TRAIN_SEED)
    model.train()
    opt = torch.optim.Adam(model.parameters(), lr=TRAIN_LR, betas=(0.9, 0.98), eps=1e-9)
    warm = 100
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, 0.5 * (1 + math.cos(math.pi * min(1.0, s / TRAIN_STEPS)))))
    pad = model.config.pad_token_id
    start = model.config.decoder_start_token_id
    losses = []
    for step in range(TRAIN_STEPS):
        idx = rng.integers(0, len(train_pairs), TRAIN_BATCH)
        de = [train_pairs[i][0] for i in idx]
        en = [train_pairs[i][1] for i in idx]
        enc = tok(de, text_target=en, return_tensors="pt", padding=True, truncation=True, max_length=32)
        labels = enc["labels"]
        dec_in = torch.full_like(labels, pad)
        dec_in[:, 0] = start
        dec_in[:, 1:] = labels[:, :-1]
        target = labels.masked_fill(labels == pad, -100)
        logits = model(input_ids=enc.input_ids, attention_mask=enc.attention_mask,
                       decoder_input_ids=dec_in).logits
        loss = torch.nn.functional.cross_entropy(
            logits.reshape(-1, logits.shape[-1]), target.reshape(-1), ignore_index=-100,
            label_smoothing=0.1)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        losses.append(loss.item())
        if step % 100 == 0 or step == TRAIN_STEPS - 1:
            print(f"  step {step}: loss {np.mean(losses[-100:]):.3f}", flush=True)
    model.eval()
    return float(np.mean(losses[-100:]))


def write_small_cases(only=None):
    train, held = ding_pairs()
    print(f"{len(train)} training pairs, {len(held)} held out")
    de_model = train_spm([d for d, _ in train], SRC_PIECES)
    en_model = train_spm([e for _, e in train], TGT_PIECES)
    work = Path(tempfile.mkdtemp())
    (work / "shared").mkdir()
    (work / "separate").mkdir()
    tok = make_tokenizer(work / "shared", de_model, en_model, separate=False)
    tok_sep = make_tokenizer(work / "separate", de_model, en_model, separate=True)
    vocab = tok.get_vocab()
    print(f"shared vocabulary {len(tok.encoder)}, separate {len(tok_sep.encoder)} / {len(tok_sep.target_encoder)}")

    def gen_cfg(cfg, max_length):
        return opus_generation_config(cfg.pad_token_id, max_length=max_length)

    tiny_cfg = small_config(tok.encoder, 32, 2, 4, 64, "swish")
    torch.manual_seed(TINY_SEED)
    tiny = MarianMTModel(tiny_cfg)
    perturb_(tiny, TINY_SEED + 1)
    tiny.eval()
    g = gen_cfg(tiny_cfg, SMALL_MAX_LENGTH)
    if only in (None, "tiny"):
        write_small_case("tiny", tiny, tok, g, held)
        write_small_case("tiny-f16", copy.deepcopy(tiny).half(), tok, g, held)
        write_small_case("tiny-bf16", copy.deepcopy(tiny).bfloat16(), tok, g, held)
        write_small_case("tiny-bin", tiny, tok, g, held, save_fn=save_bin)
        for act in ["relu", "gelu"]:
            m = copy.deepcopy(tiny)
            m.config.activation_function = act
            m2 = MarianMTModel(m.config)
            m2.load_state_dict(m.state_dict())
            write_small_case(f"tiny-{act}", m2.eval(), tok, g, held)
        sep_cfg = small_config(tok_sep.encoder, 32, 2, 4, 64, "swish", target_vocab=tok_sep.target_encoder)
        torch.manual_seed(TINY_SEED)
        sep = MarianMTModel(sep_cfg)
        perturb_(sep, TINY_SEED + 1)
        write_small_case("tiny-separate", sep.eval(), tok_sep, gen_cfg(sep_cfg, SMALL_MAX_LENGTH), held)

    if only in (None, "trained"):
        tr_cfg = small_config(tok.encoder, 64, 2, 4, 256, "swish")
        torch.manual_seed(TRAIN_SEED)
        model = MarianMTModel(tr_cfg)
        loss = train_model(model, tok, train)
        extra = {"train": {"steps": TRAIN_STEPS, "batch": TRAIN_BATCH, "lr": TRAIN_LR,
                           "label_smoothing": 0.1, "final_loss": round(loss, 4),
                           "pairs": len(train), "held_out_every": HELD_OUT_EVERY}}
        write_small_case("trained", model, tok, gen_cfg(tr_cfg, TRAINED_MAX_LENGTH), held, extra=extra)
    shutil.rmtree(work)


def main():
    OUT.mkdir(exist_ok=True)
    what = sys.argv[1] if len(sys.argv) > 1 else "all"
    print(f"transformers {transformers.__version__}, torch {torch.__version__}")
    if what in ("all", "formula", "d256", "base"):
        for name, spec in FORMULA_CASES.items():
            if what in ("all", "formula", name):
                write_formula_case(name, spec)
    if what in ("all", "small"):
        write_small_cases()
    if what in ("tiny", "trained"):
        write_small_cases(only=what)


if __name__ == "__main__":
    main()
