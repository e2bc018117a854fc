"""Training throughput of PyTorch eager beside `attend train`, on the same batches with the
same model and hyperparameters, measured in one run on this machine.

    cargo build --release
    python3 benches/torch_train.py [--attend target/release/attend] [--task reverse] \
        [--steps 300] [--batch-size 64] [--threads N] [--size 32,4,2,64] [--device cpu|cuda] \
        [--json]

`attend bench` runs it with `--json` for each model of its training table.

Both train the tiny config by default (d_model 32, 4 heads, 2 + 2 layers, d_ff 64, post-LN with final
norms) with Adam (0.9, 0.98, 1e-9), the paper's schedule (warm-up 200), label smoothing 0.1,
dropout 0.1 (on embeddings + PE, attention weights, sub-layer outputs and the FFN hidden layer,
as the paper and `attend` do) and gradient clipping to norm 1. The batches are the exact ones
`attend train --seed 0` uses, printed by `attend data --batches N`. `--threads N` gives both
the same number of threads (PyTorch's intra-op threads; attend's `--threads`, which trains N
parts of each batch at once). `--device cuda` trains PyTorch on the GPU (eager, FP32, TF32 off)
and attend on its GPU backend. Tokens are non-padding target tokens; tokens/s counts training
steps only, from the end of the first (untimed: it allocates) to the end of the last, the GPU
waited for. Needs torch; CI does not run it.
"""

import argparse
import json
import math
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "reference"))

from torch_model import build_model, positional_encoding  # noqa: E402


def torch_tokens_per_second(data, steps, threads, size=(32, 4, 2, 64), device="cpu"):
    """Tokens/s of PyTorch eager training on the first `steps` batches of `data` (the first step
    untimed: it allocates), with `threads` intra-op threads, for a model of `size` (d_model,
    heads, layers per stack, d_ff), on `device`; and the last loss."""
    torch.manual_seed(0)
    torch.set_num_threads(threads)
    if device == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
    d_model, n_heads, n_layers, d_ff = size
    config = dict(
        d_model=d_model,
        n_heads=n_heads,
        n_encoder_layers=n_layers,
        n_decoder_layers=n_layers,
        d_ff=d_ff,
        src_vocab_size=len(data["src_vocab"]),
        tgt_vocab_size=len(data["tgt_vocab"]),
        max_len=data["max_len"],
    )
    model = build_model(config).to(device)
    p = 0.1
    for m in model.modules():
        if isinstance(m, torch.nn.Dropout):
            m.p = p
        if isinstance(m, (torch.nn.TransformerEncoderLayer, torch.nn.TransformerDecoderLayer)):
            m.self_attn.dropout = p
            if hasattr(m, "multihead_attn"):
                m.multihead_attn.dropout = p
    model.train()
    d = config["d_model"]
    warmup = 200

    pe_cache = {}

    def forward(src, tgt):
        # Seq2Seq.forward with dropout on embeddings + PE (made once per length, on the device).
        S, T = src.shape[1], tgt.shape[1]
        n = max(S, T)
        if n not in pe_cache:
            pe_cache[n] = positional_encoding(n, d, torch.float32).to(device)
        pe = pe_cache[n]
        x = F.dropout(model.src_embed(src) * math.sqrt(d) + pe[:S], p, True)
        y = F.dropout(model.tgt_embed(tgt) * math.sqrt(d) + pe[:T], p, True)
        causal = torch.triu(torch.ones(T, T, dtype=torch.bool, device=device), 1)
        h = model.transformer(
            x,
            y,
            tgt_mask=causal,
            src_key_padding_mask=src == 0,
            tgt_key_padding_mask=tgt == 0,
            memory_key_padding_mask=src == 0,
        )
        return model.generator(h)

    opt = torch.optim.Adam(model.parameters(), lr=1.0, betas=(0.9, 0.98), eps=1e-9)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda e: d**-0.5 * min((e + 1) ** -0.5, (e + 1) * warmup**-1.5)
    )
    batches = [
        tuple(torch.tensor(b[k], device=device) for k in ("src", "tgt_in", "tgt_out"))
        + (b["tokens"],)
        for b in data["batches"][:steps]
    ]

    def wait():
        if device == "cuda":
            torch.cuda.synchronize()

    tokens = 0
    start = None
    loss = None
    for i, (src, tgt_in, tgt_out, n) in enumerate(batches):
        if i == 1:
            wait()
            start = time.perf_counter()
        logits = forward(src, tgt_in)
        loss = F.cross_entropy(
            logits.reshape(-1, logits.shape[-1]),
            tgt_out.reshape(-1),
            ignore_index=0,
            label_smoothing=0.1,
        )
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        if i > 0:
            tokens += n
    last_loss = float(loss.detach())  # waits for the GPU
    return tokens / (time.perf_counter() - start), last_loss


def attend_tokens_per_second(attend, task, steps, batch_size, threads, backend="cpu"):
    out = ROOT / "target" / "bench-torch-train.safetensors"
    run = subprocess.run(
        [attend, "train", "--task", task, "--out", str(out), "--steps", str(steps),
         "--batch-size", str(batch_size), "--eval-every", str(steps + 1), "--seed", "0",
         "--threads", str(threads), "--backend", backend],
        capture_output=True,
        text=True,
        check=True,
    )
    last = run.stderr.replace("\r", "\n").strip().splitlines()[-1]
    # "... training N tokens/s (evaluation left out)"
    return float(last.split("training ")[1].split(" tokens/s")[0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--attend", default=str(ROOT / "target" / "release" / "attend"))
    ap.add_argument("--task", default="reverse")
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--size", default="32,4,2,64",
                    help="d_model,heads,layers per stack,d_ff (default: the tiny config)")
    ap.add_argument("--device", choices=["cpu", "cuda"], default="cpu")
    ap.add_argument("--json", action="store_true",
                    help="PyTorch alone, as one JSON line (what `attend bench` reads)")
    a = ap.parse_args()
    size = tuple(int(x) for x in a.size.split(","))
    data = json.loads(
        subprocess.run(
            [a.attend, "data", "--task", a.task, "--batches", str(a.steps),
             "--batch-size", str(a.batch_size), "--seed", "0"],
            capture_output=True, text=True, check=True,
        ).stdout
    )
    if a.device == "cuda" and not torch.cuda.is_available():
        sys.exit("PyTorch sees no CUDA device")
    if a.json:
        theirs, last_loss = torch_tokens_per_second(data, a.steps, a.threads, size, a.device)
        peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        figures = {"tokens_per_sec": theirs, "peak_rss_mib": peak_kib / 1024,
                   "last_loss": last_loss, "torch": torch.__version__}
        if a.device == "cuda":
            figures["peak_gpu_mib"] = torch.cuda.max_memory_allocated() / 2**20
        print(json.dumps(figures))
        return
    backend = "gpu" if a.device == "cuda" else "cpu"
    ours = attend_tokens_per_second(a.attend, a.task, a.steps, a.batch_size, a.threads, backend)
    theirs, last_loss = torch_tokens_per_second(data, a.steps, a.threads, size, a.device)
    print(f"task {a.task}, size {a.size}, {a.steps} steps of batch {a.batch_size}, "
          f"torch {torch.__version__} on {a.device} with {a.threads} threads")
    print(f"attend ({backend.upper()} backend, {a.threads} threads): {ours:10.0f} tokens/s")
    print(f"PyTorch eager:        {theirs:10.0f} tokens/s  (last loss {last_loss:.3f})")
    print(f"ratio attend / PyTorch: {ours / theirs:.2f}x")


if __name__ == "__main__":
    main()
