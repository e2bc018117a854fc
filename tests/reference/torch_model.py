"""The PyTorch reference model shared by `make_fixtures.py` and `torch_forward.py`.

It is the model described in DESIGN.md ("Weights format"): token embeddings scaled by
sqrt(d_model) plus sinusoidal positional encodings, a `torch.nn.Transformer`
(batch_first, no dropout; the FFN's activation ReLU, SiLU or GELU as the config says),
and a linear generator. Parameter names are exactly
the tensor names of the weights file:

    src_embed.weight, tgt_embed.weight, generator.weight, generator.bias,
    transformer.<state_dict keys of torch.nn.Transformer>

with `transformer.encoder.norm.*` / `transformer.decoder.norm.*` present iff
config["final_norm"]. With config["learned_positions"] (Table 3, row E) each side's positions
are an `nn.Embedding(max_len, d_model)`, `src_pos_embed.weight` and `tgt_pos_embed.weight`,
added where the sinusoids would be. With config["d_k"] or config["d_v"] other than
d_model / n_heads (Table 3, rows A and B), which `nn.MultiheadAttention` cannot express, each
attention is a `HeadsAttention`: its projections apart, `<path>.w_q.*`, `w_k.*`, `w_v.*`
and `out_proj.*`. With config["tie_weights"] (paper, section 3.4) the two embeddings and
the generator's weight are one Parameter, stored once in a weights file, as
`src_embed.weight`; `load_model` gives it its other two names before `load_state_dict`.
"""

import json
import math

import torch
from torch import nn

CONFIG_KEYS = (
    "d_model",
    "n_heads",
    "n_encoder_layers",
    "n_decoder_layers",
    "d_ff",
    "src_vocab_size",
    "tgt_vocab_size",
    "max_len",
    "norm_first",
    "final_norm",
    "scale_embeddings",
    "positional_encoding",
    "causal_mask",
    "tie_weights",
    "activation",
    "positional_layout",
    "layer_norm_eps",
    "pad_id",
    "bos_id",
    "eos_id",
)
# Keys a config holds only when set (Table 3's variations): learned positions, false when
# absent, and each head's widths, d_model / n_heads when absent.
OPTIONAL_KEYS = ("learned_positions", "d_k", "d_v")

# The reference is the plain ("math") path of nn.MultiheadAttention and
# nn.TransformerEncoderLayer, never the fused inference fast path.
torch.backends.mha.set_fastpath_enabled(False)


def make_config(**kw):
    """A config dict with exactly CONFIG_KEYS, in that order."""
    cfg = {
        "max_len": 64,
        "norm_first": False,
        "final_norm": True,
        "scale_embeddings": True,
        "positional_encoding": True,
        "causal_mask": True,
        "tie_weights": False,
        "activation": "relu",
        "positional_layout": "interleaved",
        "layer_norm_eps": 1e-5,
        "pad_id": 0,
        "bos_id": 1,
        "eos_id": 2,
    }
    cfg.update(kw)
    missing = [k for k in CONFIG_KEYS if k not in cfg]
    extra = [k for k in cfg if k not in CONFIG_KEYS + OPTIONAL_KEYS]
    if missing or extra:
        raise ValueError(f"config: missing {missing}, unknown {extra}")
    if cfg["d_model"] % 2 != 0:
        raise ValueError("d_model must be even")
    if cfg["d_model"] % cfg["n_heads"] != 0 and not ("d_k" in cfg and "d_v" in cfg):
        raise ValueError("d_model must be divisible by n_heads")
    return {k: cfg[k] for k in CONFIG_KEYS + OPTIONAL_KEYS if k in cfg}


def head_widths(cfg):
    """(d_k, d_v): the config's, or d_model / n_heads."""
    even = cfg["d_model"] // cfg["n_heads"]
    return cfg.get("d_k", even), cfg.get("d_v", even)


def packed_attention(cfg):
    """Whether W_Q, W_K, W_V are square and alike, so `nn.MultiheadAttention` holds them."""
    d_k, d_v = head_widths(cfg)
    return d_k == d_v and d_k * cfg["n_heads"] == cfg["d_model"]


class HeadsAttention(nn.Module):
    """Multi-head attention with heads of any width: W_Q, W_K `[H d_k, d]`, W_V `[H d_v, d]`,
    W_O `[d, H d_v]`, called as `nn.TransformerEncoderLayer` calls `nn.MultiheadAttention`
    (boolean masks, True where a key is hidden)."""

    batch_first = True

    def __init__(self, d, h, d_k, d_v):
        super().__init__()
        self.num_heads, self.d_k, self.d_v = h, d_k, d_v
        self.w_q = nn.Linear(d, h * d_k)
        self.w_k = nn.Linear(d, h * d_k)
        self.w_v = nn.Linear(d, h * d_v)
        self.out_proj = nn.Linear(h * d_v, d)

    def forward(self, query, key, value, attn_mask=None, key_padding_mask=None,
                need_weights=False, is_causal=False):
        B, Tq, _ = query.shape
        Tk = key.shape[1]
        H = self.num_heads
        q = self.w_q(query).view(B, Tq, H, self.d_k).transpose(1, 2)  # [B, H, Tq, d_k]
        k = self.w_k(key).view(B, Tk, H, self.d_k).transpose(1, 2)
        v = self.w_v(value).view(B, Tk, H, self.d_v).transpose(1, 2)
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.d_k)  # [B, H, Tq, Tk]
        hidden = torch.zeros(B, 1, Tq, Tk, dtype=torch.bool)
        if attn_mask is not None:
            hidden = hidden | attn_mask.bool()[None, None]
        if key_padding_mask is not None:
            hidden = hidden | key_padding_mask.bool()[:, None, None, :]
        weights = torch.softmax(scores.masked_fill(hidden, float("-inf")), dim=-1)
        z = (weights @ v).transpose(1, 2).reshape(B, Tq, H * self.d_v)
        return self.out_proj(z), None


def positional_encoding(n_pos, d_model, dtype, layout="interleaved"):
    """PE[pos, 2i] = sin(pos / 10000^(2i/d)), PE[pos, 2i+1] = cos(...); with layout
    "halves" (Marian's) every sine first, then every cosine. Computed in float64, then cast
    to `dtype`."""
    pos = torch.arange(n_pos, dtype=torch.float64).unsqueeze(1)
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)
    angle = pos / torch.pow(torch.tensor(10000.0, dtype=torch.float64), two_i / d_model)
    pe = torch.zeros(n_pos, d_model, dtype=torch.float64)
    if layout == "halves":
        half = angle.shape[1]
        pe[:, :half] = torch.sin(angle)
        pe[:, half:] = torch.cos(angle)[:, : d_model - half]
    else:
        pe[:, 0::2] = torch.sin(angle)
        pe[:, 1::2] = torch.cos(angle)
    return pe.to(dtype)


ACTIVATIONS = {
    "relu": torch.relu,
    "silu": torch.nn.functional.silu,
    "gelu": torch.nn.functional.gelu,  # the exact form, with erf
}


def target_padding(cfg, tgt):
    """Target keys that are padding: never the first position, the decoder's start token (Marian's
    models start from the padding token itself)."""
    pad = tgt == cfg["pad_id"]
    pad[:, 0] = False
    return pad


class Seq2Seq(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = dict(config)
        d = config["d_model"]
        h = config["n_heads"]
        ff = config["d_ff"]
        eps = config["layer_norm_eps"]
        norm_first = config["norm_first"]
        common = dict(
            d_model=d,
            # (Heads that do not divide d_model are HeadsAttention's, set in below.)
            nhead=h if d % h == 0 else 1,
            dim_feedforward=ff,
            dropout=0.0,
            activation=ACTIVATIONS[config["activation"]],
            layer_norm_eps=eps,
            batch_first=True,
            norm_first=norm_first,
        )
        self.src_embed = nn.Embedding(config["src_vocab_size"], d)
        self.tgt_embed = nn.Embedding(config["tgt_vocab_size"], d)
        enc_layer = nn.TransformerEncoderLayer(**common)
        dec_layer = nn.TransformerDecoderLayer(**common)
        if config["final_norm"]:
            enc_norm = nn.LayerNorm(d, eps=eps)
            dec_norm = nn.LayerNorm(d, eps=eps)
        else:
            enc_norm = None
            dec_norm = None
        encoder = nn.TransformerEncoder(
            enc_layer,
            config["n_encoder_layers"],
            norm=enc_norm,
            enable_nested_tensor=False,
        )
        decoder = nn.TransformerDecoder(dec_layer, config["n_decoder_layers"], norm=dec_norm)
        self.transformer = nn.Transformer(
            d_model=d,
            nhead=common["nhead"],
            dim_feedforward=ff,
            dropout=0.0,
            layer_norm_eps=eps,
            batch_first=True,
            norm_first=norm_first,
            custom_encoder=encoder,
            custom_decoder=decoder,
        )
        self.generator = nn.Linear(d, config["tgt_vocab_size"])
        if config.get("learned_positions"):
            self.src_pos_embed = nn.Embedding(config["max_len"], d)
            self.tgt_pos_embed = nn.Embedding(config["max_len"], d)
        if not packed_attention(config):
            d_k, d_v = head_widths(config)
            for layer in encoder.layers:
                layer.self_attn = HeadsAttention(d, h, d_k, d_v)
            for layer in decoder.layers:
                layer.self_attn = HeadsAttention(d, h, d_k, d_v)
                layer.multihead_attn = HeadsAttention(d, h, d_k, d_v)
        if config["tie_weights"]:
            if config["src_vocab_size"] != config["tgt_vocab_size"]:
                raise ValueError("tie_weights needs src_vocab_size == tgt_vocab_size")
            self.tgt_embed.weight = self.src_embed.weight
            self.generator.weight = self.src_embed.weight

    def forward(self, src, tgt):
        """src: [B, S] int64, tgt: [B, T] int64 -> logits [B, T, tgt_vocab]."""
        cfg = self.config
        pad = cfg["pad_id"]
        S = src.shape[1]
        T = tgt.shape[1]
        if S > cfg["max_len"] or T > cfg["max_len"]:
            raise ValueError("sequence longer than max_len")
        x, y = embed(self, src, tgt)
        src_pad = src == pad
        tgt_pad = target_padding(cfg, tgt)
        causal = future_mask(cfg, T)
        h = self.transformer(
            x,
            y,
            tgt_mask=causal,
            src_key_padding_mask=src_pad,
            tgt_key_padding_mask=tgt_pad,
            memory_key_padding_mask=src_pad,
        )
        return self.generator(h)


def embed(model, src, tgt, no_pe=()):
    """The stacks' inputs: token embeddings times sqrt(d_model) (unless the config turns the
    scale off) plus positional encodings (unless the config, or `no_pe` for a side, leaves
    them out)."""
    cfg = model.config
    d = cfg["d_model"]
    S, T = src.shape[1], tgt.shape[1]
    pe = positional_encoding(max(S, T), d, model.src_embed.weight.dtype, cfg["positional_layout"])
    scale = math.sqrt(d) if cfg["scale_embeddings"] else 1.0
    adds = lambda side: cfg["positional_encoding"] and side not in no_pe
    if cfg.get("learned_positions"):
        src_pe, tgt_pe = model.src_pos_embed.weight[:S], model.tgt_pos_embed.weight[:T]
    else:
        src_pe, tgt_pe = pe[:S], pe[:T]
    x = model.src_embed(src) * scale + (src_pe if adds("src") else 0.0)
    y = model.tgt_embed(tgt) * scale + (tgt_pe if adds("tgt") else 0.0)
    return x, y


def future_mask(cfg, T):
    """[T, T], True where a target position may not see another: later ones, unless the
    config has no causal mask."""
    return torch.triu(torch.ones(T, T, dtype=torch.bool), 1) & cfg["causal_mask"]


def build_model(config):
    """A Seq2Seq in eval mode with PyTorch's default initialisation."""
    return Seq2Seq(make_config(**config)).eval()


TIED_COPIES = ("tgt_embed.weight", "generator.weight")


def weights_dict(model):
    """The tensors of a weights file: float32, contiguous, owned; a tied matrix once, as
    `src_embed.weight`."""
    tied = model.config["tie_weights"]
    return {k: v.detach().to(torch.float32).contiguous().clone()
            for k, v in model.state_dict().items() if not (tied and k in TIED_COPIES)}


def save_weights(model, path, vocab=None, task=None):
    from safetensors.torch import save_file

    metadata = {"config": json.dumps(model.config)}
    if vocab is not None:
        metadata["vocab"] = json.dumps(vocab)
    if task is not None:
        metadata["task"] = task
    save_file(weights_dict(model), str(path), metadata=metadata)


def load_model(path):
    """Builds the model from a weights file's `config` metadata and loads its tensors
    with strict=True."""
    from safetensors import safe_open
    from safetensors.torch import load_file

    with safe_open(str(path), "pt") as f:
        metadata = f.metadata() or {}
    if "config" not in metadata:
        raise ValueError(f"{path}: no 'config' in safetensors metadata")
    config = json.loads(metadata["config"])
    model = build_model(config)
    state = load_file(str(path))
    if model.config["tie_weights"]:
        # The one matrix is stored once: its other two names point at it.
        for name in TIED_COPIES:
            state[name] = state["src_embed.weight"]
    model.load_state_dict(state, strict=True)
    return model.eval()


# ---- Interventions -------------------------------------------------------------------------
#
# The same forward written out op by op, so that the edits of `src/model/edits.rs` can be
# applied where the Rust model applies them. With no edits it equals `Seq2Seq.forward`
# (make_fixtures.py checks that to 1e-12 in float64). An edit is its text form, as the CLI takes
# it: "ablate=decoder.1.cross_attn.2", "pattern=encoder.0.self_attn.1:uniform", ...


def parse_edits(texts):
    edits = {"ablate": set(), "pattern": {}, "bypass": set(), "no_pe": set(),
             "hide_source": set(), "see_future": False, "no_padding_mask": False}
    for text in texts:
        kind, _, arg = text.partition("=")
        if kind == "ablate":
            path, head = arg.rsplit(".", 1)
            edits["ablate"].add((path, int(head)))
        elif kind == "pattern":
            address, pattern = arg.split(":")
            path, head = address.rsplit(".", 1)
            edits["pattern"][(path, int(head))] = pattern
        elif kind == "bypass":
            edits["bypass"].add(arg)
        elif kind == "no-pe":
            edits["no_pe"].update(["src", "tgt"] if arg == "both" else [arg])
        elif kind == "hide-source":
            edits["hide_source"].add(int(arg))
        elif kind == "see-future":
            edits["see_future"] = True
        elif kind == "no-padding-mask":
            edits["no_padding_mask"] = True
        else:
            raise ValueError(f"unknown edit {text!r}")
    return edits


def pattern_weights(pattern, allowed):
    """allowed: [B, Tq, Tk] bool -> the fixed weights [B, Tq, Tk] of `pattern` (see
    `pattern_weight` in src/model/edits.rs)."""
    B, Tq, Tk = allowed.shape
    out = torch.zeros(B, Tq, Tk, dtype=torch.float64)
    for b in range(B):
        for i in range(Tq):
            visible = [k for k in range(Tk) if allowed[b, i, k]]
            if not visible:
                continue
            if pattern == "uniform":
                for k in visible:
                    out[b, i, k] = 1.0 / len(visible)
                continue
            want = min(i if pattern == "itself" else max(i - 1, 0), Tk - 1)
            before = [k for k in visible if k <= want]
            out[b, i, before[-1] if before else min(k for k in visible if k >= want)] = 1.0
    return out


# When a list, every attention's weights are appended to it as (path, [B, H, Tq, Tk]) while
# forward_edited runs (torch_align.py reads the cross-attention so).
RECORDED = None


def attention(mha, xq, xkv, allowed, path, edits):
    """nn.MultiheadAttention's math, head by head. allowed: [B, Tq, Tk] bool."""
    d = mha.embed_dim
    H = mha.num_heads
    dk = d // H
    w, bias = mha.in_proj_weight, mha.in_proj_bias
    q = xq @ w[:d].T + bias[:d]
    k = xkv @ w[d:2 * d].T + bias[d:2 * d]
    v = xkv @ w[2 * d:].T + bias[2 * d:]
    B, Tq, _ = q.shape
    Tk = k.shape[1]
    heads = lambda t, n: t.view(B, n, H, dk).transpose(1, 2)  # [B, H, n, dk]
    q, k, v = heads(q, Tq), heads(k, Tk), heads(v, Tk)
    scores = q @ k.transpose(-1, -2) / math.sqrt(dk)
    scores = scores.masked_fill(~allowed[:, None], float("-inf"))
    weights = torch.softmax(scores, dim=-1).nan_to_num(0.0)
    for (p, h), pattern in edits["pattern"].items():
        if p == path:
            weights[:, h] = pattern_weights(pattern, allowed).to(weights.dtype)
    if RECORDED is not None:
        RECORDED.append((path, weights.clone()))
    z = weights @ v  # [B, H, Tq, dk]
    for p, h in edits["ablate"]:
        if p == path:
            z[:, h] = 0.0
    out = z.transpose(1, 2).reshape(B, Tq, d) @ mha.out_proj.weight.T + mha.out_proj.bias
    return out * 0.0 if path in edits["bypass"] else out


def feed_forward(layer, x, path, edits, activation="relu"):
    out = layer.linear2(ACTIVATIONS[activation](layer.linear1(x)))
    return out * 0.0 if path in edits["bypass"] else out


def block(layer, x, norm, sublayer, norm_first):
    if norm_first:
        return x + sublayer(norm(x))
    return norm(x + sublayer(x))


def forward_edited(model, src, tgt, texts):
    """Logits [B, T, V] of `model` with the edits `texts` applied."""
    edits = parse_edits(texts)
    cfg = model.config
    pad, nf = cfg["pad_id"], cfg["norm_first"]
    S, T = src.shape[1], tgt.shape[1]
    x, y = embed(model, src, tgt, edits["no_pe"])
    src_pad = (src == pad) & (not edits["no_padding_mask"])
    tgt_pad = target_padding(cfg, tgt) & (not edits["no_padding_mask"])
    causal = future_mask(cfg, T) & (not edits["see_future"])
    hidden = src_pad.clone()
    for p in edits["hide_source"]:
        hidden[:, p] = True
    enc_allowed = ~src_pad[:, None, :].expand(-1, S, -1)
    self_allowed = ~(tgt_pad[:, None, :] | causal[None])
    cross_allowed = ~hidden[:, None, :].expand(-1, T, -1)
    enc = model.transformer.encoder
    for i, layer in enumerate(enc.layers):
        path = f"encoder.{i}"
        x = block(layer, x, layer.norm1, lambda h: attention(
            layer.self_attn, h, h, enc_allowed, f"{path}.self_attn", edits), nf)
        x = block(layer, x, layer.norm2, lambda h: feed_forward(layer, h, f"{path}.ffn", edits, cfg["activation"]), nf)
    memory = enc.norm(x) if enc.norm is not None else x
    dec = model.transformer.decoder
    for i, layer in enumerate(dec.layers):
        path = f"decoder.{i}"
        y = block(layer, y, layer.norm1, lambda h: attention(
            layer.self_attn, h, h, self_allowed, f"{path}.self_attn", edits), nf)
        y = block(layer, y, layer.norm2, lambda h: attention(
            layer.multihead_attn, h, memory, cross_allowed, f"{path}.cross_attn", edits), nf)
        y = block(layer, y, layer.norm3, lambda h: feed_forward(layer, h, f"{path}.ffn", edits, cfg["activation"]), nf)
    y = dec.norm(y) if dec.norm is not None else y
    return model.generator(y)
