"""Writes the PyTorch reference fixtures for training: gradients of the loss and a few
Adam steps under the paper's learning-rate schedule.

Run from the repository root (needs torch, numpy, safetensors):

    python3 tests/reference/make_grad_fixtures.py

Everything goes into tests/reference/grad_fixtures/. The model is the one of
`torch_model.py` (the forward fixtures' model; DESIGN.md / README.md "Weights format"),
built with a per-case seed and perturbed exactly as `make_fixtures.py` does (no bias 0,
no LayerNorm weight 1). Dropout is 0 everywhere, so every loss is deterministic.
Everything is seeded and single-threaded: re-running gives identical bytes.


Batches
-------
A batch has B rows. Row b has a source sequence of length S_b (tokens in 3..src_vocab-1)
and a target sequence `seq_b` of length L_b (tokens in 3..tgt_vocab-1). With
S = max S_b and T = max L_b + 1:

    src[b]     = source tokens, padded at the end with pad_id to S
    tgt_in[b]  = [bos_id] + seq_b, padded at the end with pad_id to T   (decoder input)
    tgt_out[b] = seq_b + [eos_id], padded at the end with pad_id to T   (labels)

so tgt_in[b][t] is the token before tgt_out[b][t], and tgt_in[b][t] == pad_id iff
tgt_out[b][t] == pad_id. The forward is `logits = model(src, tgt_in)`, shape [B, T, V]
(V = tgt_vocab_size), with padding masked as a key in every attention and a causal
decoder self-attention (see torch_model.Seq2Seq.forward).


Loss (what the Rust side must implement)
----------------------------------------
PyTorch's own definition,

    torch.nn.functional.cross_entropy(logits.reshape(-1, V), tgt_out.reshape(-1),
                                      ignore_index=pad_id, label_smoothing=0.1,
                                      reduction="mean")

which is, with eps = 0.1, logp = log_softmax(logits) over the V classes and
P = {(b, t) : tgt_out[b][t] != pad_id}, N = |P|:

    loss = (1/N) * sum_{(b,t) in P} [ (1 - eps) * (-logp[b,t,y])
                                      + (eps / V) * sum_{c=0}^{V-1} (-logp[b,t,c]) ]

where y = tgt_out[b][t]. The smoothing mass eps is spread over ALL V classes: the true
class, pad, bos and eos included (not eps/(V-1), not excluding pad). Positions with a pad
label contribute nothing (neither term) and are not counted in N. The script checks this
formula against F.cross_entropy.


Gradient fixtures: NAME.safetensors, NAME.grads.safetensors, NAME.json
-----------------------------------------------------------------------
NAME.safetensors        the initial float32 weights, the project's weights format (written
                        by torch_model.save_weights, metadata `config`).
NAME.grads.safetensors  for every parameter, d loss / d parameter under the SAME tensor
                        name as in the weights file, float32. They are computed in float64
                        (the float32 weights cast up exactly, forward + backward in
                        float64) and rounded to float32. The same gradients computed in
                        float32 are stored under the names prefixed "f32." (e.g.
                        "f32.generator.bias"), to show the size of float32 noise.
NAME.json               {"version": 1, "name": NAME, "config": {...as the metadata...},
                         "tied": bool, "src": [[int]] (B x S), "tgt_in": [[int]] (B x T),
                         "tgt_out": [[int]] (B x T), "label_smoothing": 0.1,
                         "n_tokens": N, "loss": float (float64 forward),
                         "loss_f32": float (float32 forward)}

The packed attention projections are PyTorch's: `in_proj_weight` is [3d, d] with rows
[0, d) = W_q, [d, 2d) = W_k, [2d, 3d) = W_v (each applied as x @ W^T, heads are
consecutive blocks of d/h rows), and `in_proj_bias` is [3d] in the same q, k, v order.
Its gradients have the same layout. Note that the gradient of the key bias (entries
[d, 2d) of every in_proj_bias) is mathematically exactly 0 (softmax is invariant to adding
q.b_k to every score of a query); the stored values are float64 rounding noise (~1e-17)
and the f32 ones float32 noise, so compare them with an absolute tolerance. Embedding rows
of tokens that do not occur in the inputs (pad, eos in tgt_embed, unused tokens) get
exactly 0 gradient: pad positions only ever act as masked keys or ignored labels.

Tied case ("tied": true): the source embedding, the target embedding and the generator
weight are one shared tensor (paper, section 3.4; src_vocab == tgt_vocab; the config's
"tie_weights" is true). The weights file holds it once, as `src_embed.weight` (the format's
rule for tied models). In the grads file the shared tensor's gradient is stored once, under the
name "tied.weight" (and "f32.tied.weight"): the sum of the gradients of its three uses
(what autograd gives a shared Parameter), i.e. grad(src_embed.weight) +
grad(tgt_embed.weight) + grad(generator.weight) of the untied model with the same values;
the names src_embed.weight, tgt_embed.weight and generator.weight are absent from it.
Every other parameter has its usual name. The script checks the sum identity.


Adam fixtures: adam.* and adam_clip.*
-------------------------------------
A tiny post-LN model trained for 5 steps with the paper's optimiser:

    torch.optim.Adam(params, lr=1.0, betas=(0.9, 0.98), eps=1e-9)   (no weight decay,
                                                                     no amsgrad)
    LambdaLR: lr(step) = factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5)

with factor 1.0, warmup 4. Steps are numbered from 1: the first update uses lr(1), the
k-th update lr(k). (LambdaLR's own counter starts at 0, so its lambda is
e -> lr(e + 1).) Step k (k = 1..5), on batch k-1 of "batches":

    g = d loss(params, batch) / d params              (loss as above, eps 0.1)
    [adam_clip only] n = ||g||_2 over all parameters together;
                     g = g * min(clip_norm / (n + 1e-6), 1)     (clip_grad_norm_)
    m = 0.9 m + 0.1 g;  v = 0.98 v + 0.02 g^2        (m = v = 0 before step 1)
    m_hat = m / (1 - 0.9^k);  v_hat = v / (1 - 0.98^k)
    p = p - lr(k) * m_hat / (sqrt(v_hat) + 1e-9)

The reference runs in float64 from the float32 initial weights. Files:

adam.safetensors             initial float32 weights (weights format).
adam.after.safetensors       the parameters after the 5 steps, rounded to float32, same names
                             (a valid weights file).
adam.after_f32.safetensors   the same training run in float32 (noise indication).
adam.json                    {"version": 1, "name", "config", "tied": false,
                              "label_smoothing": 0.1,
                              "optimizer": {"kind": "adam", "lr": 1.0, "betas": [0.9, 0.98],
                                            "eps": 1e-9, "weight_decay": 0.0,
                                            "amsgrad": false},
                              "schedule": {"kind": "noam", "factor": 1.0, "warmup": 4,
                                           "d_model": d, "first_step": 1, "formula": str},
                              "clip_norm": null | 0.5, "steps": 5,
                              "batches": [{"src", "tgt_in", "tgt_out"}] (one per step),
                              "lrs": [lr(1), ..., lr(5)],
                              "losses": [loss at step k, before its update] (float64),
                              "losses_f32": [...] (the float32 run),
                              "grad_norms": [||g||_2 at step k, before clipping] (float64),
                              "final_losses": [loss of the final float64 parameters on
                                               batch k] (float64)}

adam_clip.* is the same model, batches and schedule with clip_norm 0.5.

Because Adam normalises each element's update by its own gradient history, an element
whose true gradient is 0 but whose computed gradient is rounding noise moves by O(lr):
that is the key bias (in_proj_bias[d:2d]). Its values after training are therefore
implementation noise, and they do not affect the function (see above); compare the rest
of the parameters, and `final_losses` for a function-level check.
"""

import copy
import json
import math
import os
import struct
import sys
from pathlib import Path

import torch
import torch.nn.functional as F

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from torch_model import build_model, save_weights  # noqa: E402

OUT_DIR = HERE / "grad_fixtures"

LABEL_SMOOTHING = 0.1
TIED_NAMES = ("src_embed.weight", "tgt_embed.weight", "generator.weight")

# Adam / schedule (the paper's, section 5.3, with a tiny warmup).
BETAS = (0.9, 0.98)
ADAM_EPS = 1e-9
FACTOR = 1.0
WARMUP = 4
ADAM_STEPS = 5
CLIP_NORM = 0.5


def case(name, seed, config, lengths, tied=False):
    """lengths: list of (src_len, tgt_seq_len) per batch row; tgt_seq_len is the length of
    the target sequence without bos/eos, so tgt_in/tgt_out have length max + 1."""
    return dict(name=name, seed=seed, config=config, lengths=lengths, tied=tied)


TINY = dict(
    d_model=16,
    n_heads=2,
    n_encoder_layers=2,
    n_decoder_layers=2,
    d_ff=32,
    src_vocab_size=23,
    tgt_vocab_size=19,
    layer_norm_eps=1e-5,
)

CASES = [
    case("post_ln", 2001, dict(TINY, norm_first=False, final_norm=True),
         [(7, 5), (4, 8), (9, 3)]),
    case("pre_ln", 2002, dict(TINY, norm_first=True, final_norm=True),
         [(5, 6), (8, 4), (6, 8)]),
    case("post_ln_no_final", 2003, dict(TINY, norm_first=False, final_norm=False),
         [(8, 7), (6, 4), (3, 5)]),
    case("pre_ln_no_final", 2004, dict(TINY, norm_first=True, final_norm=False),
         [(4, 3), (9, 7), (7, 5)]),
    case("odd_sizes", 2005,
         dict(d_model=20, n_heads=5, n_encoder_layers=1, n_decoder_layers=2, d_ff=36,
              src_vocab_size=21, tgt_vocab_size=27, norm_first=False, final_norm=True,
              layer_norm_eps=1e-6),
         [(9, 6), (5, 8), (7, 2)]),
    case("tied", 2006,
         dict(TINY, src_vocab_size=24, tgt_vocab_size=24, norm_first=False,
              final_norm=True, tie_weights=True),
         [(6, 7), (9, 4), (5, 6)], tied=True),
    # The paper's design choices a training run can turn off (src/train/recipe.rs, Design).
    case("no_pe_no_scale", 2007,
         dict(TINY, norm_first=False, final_norm=True, positional_encoding=False,
              scale_embeddings=False),
         [(6, 5), (8, 7), (5, 3)]),
    case("no_causal", 2008, dict(TINY, norm_first=True, final_norm=True, causal_mask=False),
         [(7, 6), (5, 8), (9, 4)]),
    # Table 3's variations: learned positions (row E), heads of other widths (rows A, B).
    case("learned_positions", 2009, dict(TINY, norm_first=False, final_norm=True,
                                         learned_positions=True),
         [(6, 4), (8, 7), (4, 5)]),
    case("head_widths", 2010, dict(TINY, n_heads=3, d_k=4, d_v=7, norm_first=False,
                                   final_norm=True),
         [(7, 6), (5, 3), (8, 5)]),
]

ADAM_SEED = 2101
ADAM_CONFIG = dict(d_model=16, n_heads=2, n_encoder_layers=1, n_decoder_layers=1, d_ff=32,
                   src_vocab_size=20, tgt_vocab_size=18, norm_first=False,
                   final_norm=True, layer_norm_eps=1e-5)
ADAM_LENGTHS = [
    [(6, 5), (8, 3), (4, 7)],
    [(7, 7), (5, 6), (9, 2)],
    [(3, 4), (6, 8), (8, 6)],
    [(9, 5), (7, 3), (5, 5)],
    [(4, 6), (8, 7), (6, 4)],
]


# --------------------------------------------------------------------------- helpers


def perturb_(model, gen):
    """Moves every parameter away from its default initialisation, deterministically
    (the same rule as make_fixtures.perturb_). Shared parameters are visited once."""
    d = model.config["d_model"]
    with torch.no_grad():
        for name, p in model.named_parameters():
            noise = torch.randn(p.shape, generator=gen, dtype=p.dtype)
            if name.endswith("_embed.weight"):
                p.copy_(noise / math.sqrt(d))
            elif p.dim() == 1:
                p.add_(0.1 * noise)
            else:
                p.mul_(1.0 + 0.1 * noise)


def untied_copy(model):
    """The same values in a model whose three matrices are separate Parameters."""
    untied = build_model(dict(model.config, tie_weights=False)).to(next(model.parameters()).dtype)
    untied.load_state_dict(model.state_dict(), strict=True)
    return untied


def assert_tied(model):
    assert model.tgt_embed.weight is model.src_embed.weight
    assert model.generator.weight is model.src_embed.weight


def make_batch(cfg, lengths, gen):
    pad, bos, eos = cfg["pad_id"], cfg["bos_id"], cfg["eos_id"]
    assert (pad, bos, eos) == (0, 1, 2)
    B = len(lengths)
    S = max(s for s, _ in lengths)
    T = max(t for _, t in lengths) + 1
    src = torch.full((B, S), pad, dtype=torch.long)
    tgt_in = torch.full((B, T), pad, dtype=torch.long)
    tgt_out = torch.full((B, T), pad, dtype=torch.long)
    for b, (s, t) in enumerate(lengths):
        assert s >= 1 and t >= 1
        src[b, :s] = torch.randint(3, cfg["src_vocab_size"], (s,), generator=gen)
        seq = torch.randint(3, cfg["tgt_vocab_size"], (t,), generator=gen)
        tgt_in[b, 0] = bos
        tgt_in[b, 1:t + 1] = seq
        tgt_out[b, :t] = seq
        tgt_out[b, t] = eos
    # Padding in both source and target, and consistency of tgt_in / tgt_out.
    assert (src == pad).any() and (tgt_in == pad).any()
    assert torch.equal(tgt_in == pad, tgt_out == pad)
    for b, (_, t) in enumerate(lengths):
        row_in = [x for x in tgt_in[b].tolist() if x != pad]
        row_out = [x for x in tgt_out[b].tolist() if x != pad]
        assert row_in[0] == bos and row_out[-1] == eos and row_in[1:] == row_out[:-1]
    assert S <= 10 and T <= 10
    return src, tgt_in, tgt_out


def loss_fn(model, src, tgt_in, tgt_out):
    logits = model(src, tgt_in)
    V = logits.shape[-1]
    return F.cross_entropy(
        logits.reshape(-1, V),
        tgt_out.reshape(-1),
        ignore_index=model.config["pad_id"],
        label_smoothing=LABEL_SMOOTHING,
        reduction="mean",
    ), logits


def manual_loss(logits, tgt_out, pad, eps):
    """The docstring's formula, written out (float64)."""
    logp = torch.log_softmax(logits.double(), dim=-1)
    V = logp.shape[-1]
    keep = tgt_out != pad
    nll = -logp.gather(-1, tgt_out.unsqueeze(-1)).squeeze(-1)
    smooth = -logp.sum(-1) / V
    per = (1.0 - eps) * nll + eps * smooth
    return per[keep].sum() / keep.sum()


def grads_of(model, src, tgt_in, tgt_out):
    """(loss, {param name: grad}) with named_parameters' (deduplicated) names."""
    model.zero_grad(set_to_none=True)
    loss, logits = loss_fn(model, src, tgt_in, tgt_out)
    ref = manual_loss(logits.detach(), tgt_out, model.config["pad_id"], LABEL_SMOOTHING)
    tol = 1e-12 if logits.dtype == torch.float64 else 1e-5
    assert abs(loss.item() - ref.item()) <= tol * max(1.0, abs(ref.item())), (loss, ref)
    loss.backward()
    grads = {n: p.grad.detach().clone() for n, p in model.named_parameters()}
    model.zero_grad(set_to_none=True)
    return loss.item(), grads


def to_f32(t):
    return t.detach().to(torch.float32).contiguous().clone()


def canonicalize_header_(path):
    """safetensors writes its `__metadata__` entries in an arbitrary (hash) order; rewrite
    the header with them sorted so that re-running gives identical bytes (as
    make_fixtures.canonicalize_header_)."""
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


def write_weights(model, path):
    """A weights file of `model` (float32, config metadata). Works for any dtype and for
    tied models (torch_model.weights_dict writes a shared tensor once)."""
    m = copy.deepcopy(model).float()
    save_weights(m, path)
    canonicalize_header_(path)
    os.chmod(path, 0o644)


def write_tensors(tensors, path, metadata=None):
    from safetensors.torch import save_file

    save_file({k: to_f32(v) for k, v in tensors.items()}, str(path), metadata=metadata)
    canonicalize_header_(path)
    os.chmod(path, 0o644)


def write_json(obj, path):
    with open(path, "w") as f:
        json.dump(obj, f, separators=(",", ":"))
        f.write("\n")
    os.chmod(path, 0o644)


def rel_diff(a, b):
    """max |a - b| / max |b| over one tensor (b the float64 reference), or / 1e-3 where the
    gradient is about 0 (a key bias's true gradient is exactly 0), as tests/gradients.rs."""
    scale = b.abs().max().item()
    return (a.double() - b.double()).abs().max().item() / max(scale, 1e-3)


def new_model(config, seed, tied):
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    model = build_model(config)
    assert model.config["tie_weights"] == tied
    if tied:
        assert_tied(model)
    perturb_(model, gen)
    return model, gen


# ----------------------------------------------------------------- gradient fixtures


def write_grad_case(c):
    model, gen = new_model(c["config"], c["seed"], c["tied"])
    cfg = model.config
    src, tgt_in, tgt_out = make_batch(cfg, c["lengths"], gen)

    model32 = copy.deepcopy(model)
    model64 = copy.deepcopy(model).double()
    if c["tied"]:
        assert_tied(model32)
        assert_tied(model64)
    loss32, g32 = grads_of(model32, src, tgt_in, tgt_out)
    loss64, g64 = grads_of(model64, src, tgt_in, tgt_out)
    assert math.isfinite(loss32) and math.isfinite(loss64)

    # The stored weights reproduce the float64 loss bit for bit.
    name = c["name"]
    weights_path = OUT_DIR / f"{name}.safetensors"
    write_weights(model, weights_path)
    from torch_model import load_model
    reloaded = load_model(weights_path).double()
    with torch.no_grad():
        again, _ = loss_fn(reloaded, src, tgt_in, tgt_out)
    assert again.item() == loss64, (again.item(), loss64)

    state_names = list(model.state_dict().keys())
    if c["tied"]:
        # The shared Parameter's gradient is the sum of the untied model's three.
        assert_tied(reloaded)
        _, g_untied = grads_of(untied_copy(reloaded), src, tgt_in, tgt_out)
        shared = g64["src_embed.weight"]
        summed = sum(g_untied[n] for n in TIED_NAMES)
        assert torch.allclose(shared, summed, rtol=1e-10, atol=1e-13)
        for n in g64:
            if n not in TIED_NAMES:
                assert torch.allclose(g64[n], g_untied[n], rtol=1e-10, atol=1e-13), n
        out_names = ["tied.weight"] + [n for n in state_names if n not in TIED_NAMES]
        key = {n: n for n in out_names}
        key["tied.weight"] = "src_embed.weight"
    else:
        assert sorted(g64) == sorted(state_names)
        out_names = state_names
        key = {n: n for n in out_names}

    grads = {}
    worst = (0.0, "")
    for n in out_names:
        a, b = g32[key[n]], g64[key[n]]
        assert torch.isfinite(b).all() and torch.isfinite(a).all()
        grads[n] = b
        grads["f32." + n] = a
        r = rel_diff(a, b)
        if r > worst[0]:
            worst = (r, n)
    assert worst[0] < 1e-4, worst
    grads_path = OUT_DIR / f"{name}.grads.safetensors"
    write_tensors(grads, grads_path)

    n_tokens = int((tgt_out != cfg["pad_id"]).sum())
    fixture = {
        "version": 1,
        "name": name,
        "config": cfg,
        "tied": c["tied"],
        "src": src.tolist(),
        "tgt_in": tgt_in.tolist(),
        "tgt_out": tgt_out.tolist(),
        "label_smoothing": LABEL_SMOOTHING,
        "n_tokens": n_tokens,
        "loss": loss64,
        "loss_f32": loss32,
    }
    json_path = OUT_DIR / f"{name}.json"
    write_json(fixture, json_path)
    print(f"{name}: src {tuple(src.shape)} tgt {tuple(tgt_in.shape)} loss {loss64:.6f} "
          f"(f32 {loss32:.6f}); worst per-tensor max|g32-g64|/max|g64| = {worst[0]:.2e} "
          f"({worst[1]}); bytes {weights_path.stat().st_size} + "
          f"{grads_path.stat().st_size} + {json_path.stat().st_size}")


# --------------------------------------------------------------------- Adam fixtures


def noam_rate(step, d_model, factor=FACTOR, warmup=WARMUP):
    """lr at update number `step` (1-based)."""
    assert step >= 1
    return factor * d_model ** -0.5 * min(step ** -0.5, step * warmup ** -1.5)


def train(model, batches, clip_norm):
    d = model.config["d_model"]
    params = list(model.parameters())
    opt = torch.optim.Adam(params, lr=1.0, betas=BETAS, eps=ADAM_EPS, weight_decay=0.0,
                           amsgrad=False, foreach=False)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_lambda=lambda e: noam_rate(e + 1, d))
    lrs, losses, norms = [], [], []
    for k, (src, tgt_in, tgt_out) in enumerate(batches, start=1):
        lr = opt.param_groups[0]["lr"]
        assert lr == noam_rate(k, d), (k, lr)
        opt.zero_grad(set_to_none=True)
        loss, _ = loss_fn(model, src, tgt_in, tgt_out)
        loss.backward()
        norm = torch.linalg.vector_norm(
            torch.stack([torch.linalg.vector_norm(p.grad) for p in params])).item()
        if clip_norm is not None:
            total = torch.nn.utils.clip_grad_norm_(params, clip_norm, foreach=False)
            assert abs(total.item() - norm) <= 1e-6 * norm
        opt.step()
        sched.step()
        lrs.append(lr)
        losses.append(loss.item())
        norms.append(norm)
    with torch.no_grad():
        final = [loss_fn(model, *b)[0].item() for b in batches]
    return lrs, losses, norms, final


def write_adam(name, clip_norm):
    model, gen = new_model(ADAM_CONFIG, ADAM_SEED, False)
    cfg = model.config
    d = cfg["d_model"]
    batches = [make_batch(cfg, lengths, gen) for lengths in ADAM_LENGTHS]
    assert len(batches) == ADAM_STEPS

    write_weights(model, OUT_DIR / f"{name}.safetensors")
    model64 = copy.deepcopy(model).double()
    model32 = copy.deepcopy(model)
    lrs, losses, norms, final = train(model64, batches, clip_norm)
    lrs32, losses32, _, final32 = train(model32, batches, clip_norm)
    assert lrs == lrs32
    assert all(math.isfinite(x) for x in losses + losses32 + final + norms)
    write_weights(model64, OUT_DIR / f"{name}.after.safetensors")
    write_weights(model32, OUT_DIR / f"{name}.after_f32.safetensors")

    # How far the float32 run lands from the float64 one, key biases aside.
    worst = (0.0, "")
    kbias = 0.0
    p32 = dict(model32.named_parameters())
    p0 = dict(model.named_parameters())
    for n, p in model64.named_parameters():
        a, b = p32[n].detach().double(), p.detach()
        if n.endswith("in_proj_bias"):
            kbias = max(kbias, (a[d:2 * d] - b[d:2 * d]).abs().max().item())
            a = torch.cat([a[:d], a[2 * d:]])
            b = torch.cat([b[:d], b[2 * d:]])
        r = (a - b).abs().max().item()
        if r > worst[0]:
            worst = (r, n)
    moved = max((p.detach() - p0[n].detach().double()).abs().max().item()
                for n, p in model64.named_parameters())

    fixture = {
        "version": 1,
        "name": name,
        "config": cfg,
        "tied": False,
        "label_smoothing": LABEL_SMOOTHING,
        "optimizer": {"kind": "adam", "lr": 1.0, "betas": list(BETAS), "eps": ADAM_EPS,
                      "weight_decay": 0.0, "amsgrad": False},
        "schedule": {"kind": "noam", "factor": FACTOR, "warmup": WARMUP, "d_model": d,
                     "first_step": 1,
                     "formula": "lr(step) = factor * d_model^-0.5 * "
                                "min(step^-0.5, step * warmup^-1.5), step = 1, 2, ..."},
        "clip_norm": clip_norm,
        "steps": ADAM_STEPS,
        "batches": [{"src": s.tolist(), "tgt_in": ti.tolist(), "tgt_out": to.tolist()}
                    for s, ti, to in batches],
        "lrs": lrs,
        "losses": losses,
        "losses_f32": losses32,
        "grad_norms": norms,
        "final_losses": final,
    }
    write_json(fixture, OUT_DIR / f"{name}.json")
    print(f"{name}: lrs {[round(x, 6) for x in lrs]}\n  losses {[round(x, 6) for x in losses]}"
          f"\n  grad norms {[round(x, 4) for x in norms]}\n  final losses "
          f"{[round(x, 6) for x in final]} (f32 {[round(x, 6) for x in final32]})\n"
          f"  max |param moved| {moved:.3g}; max|f32 - f64| after: {worst[0]:.2e} ({worst[1]}), "
          f"key biases {kbias:.2e}")


def main():
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for c in CASES:
        write_grad_case(c)
    write_adam("adam", None)
    write_adam("adam_clip", CLIP_NORM)
    for p in sorted(OUT_DIR.iterdir()):
        assert p.stat().st_size < 200_000, p


if __name__ == "__main__":
    main()
