"""transformers beside `attend bench --only marian`: opens a Marian model folder, tokenises a
sentence with MarianTokenizer and translates it with generate(), greedy and beam 4, a fixed
number of tokens out, on the given number of threads or on CUDA (FP32, TF32 off); prints one JSON line of figures (each the
best of three).

    python3 benches/marian_peer.py FOLDER --threads 2 --text "..." --new-tokens 15
"""

import argparse
import json
import time

import torch
from transformers import MarianMTModel, MarianTokenizer

REPEAT = 3


def best(work):
    fastest, out = float("inf"), None
    for _ in range(REPEAT):
        start = time.perf_counter()
        out = work()
        fastest = min(fastest, time.perf_counter() - start)
    return fastest, out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("folder")
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--text", required=True)
    p.add_argument("--new-tokens", type=int, default=15)
    p.add_argument("--device", default="cpu", help="cpu or cuda (FP32, TF32 off)")
    a = p.parse_args()
    torch.set_num_threads(a.threads)
    if a.device == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
    loaded = {}

    def sync():
        if a.device == "cuda":
            torch.cuda.synchronize()

    def load():
        loaded.clear()
        loaded["tok"] = MarianTokenizer.from_pretrained(a.folder)
        loaded["model"] = (
            MarianMTModel.from_pretrained(a.folder, dtype=torch.float32).to(a.device).eval()
        )
        sync()

    open_s, _ = best(load)
    tok, model = loaded["tok"], loaded["model"]

    def translate(beams):
        with torch.inference_mode():
            batch = tok([a.text], return_tensors="pt").to(a.device)
            out = model.generate(**batch, num_beams=beams, max_new_tokens=a.new_tokens)
        tok.batch_decode(out.cpu(), skip_special_tokens=True)
        return out.shape[1] - 1

    greedy_s, tokens_out = best(lambda: translate(1))
    beam4_s, _ = best(lambda: translate(4))
    # VmHWM starts again at exec (getrusage's maximum would include the parent's).
    with open("/proc/self/status") as status:
        peak = next(int(l.split()[1]) for l in status if l.startswith("VmHWM:")) / 1024
    print(json.dumps({"open_s": open_s, "greedy_s": greedy_s, "beam4_s": beam4_s,
                      "peak_rss_mib": peak, "tokens_out": tokens_out}))


if __name__ == "__main__":
    main()
