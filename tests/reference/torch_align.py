"""Writes the fixture of the shipped translation model's alignment error rates, computed in
PyTorch, that the Rust test `tests/align.rs` compares `attend align --task fr-en` with.

Run from the repository root after `cargo build --release` (needs torch and subword-nmt):

    python3 tests/reference/torch_align.py [--n 200]

Everything between the pairs and the table is done here independently of the Rust code:
  - the held-out pairs and their true word alignments are the task's, printed by
    `attend data --task fr-en --n N` (the data, not any computation on it);
  - the words are cut into pieces by subword-nmt's own BPE with the merges the weights file
    carries, and looked up in its token list;
  - the cross-attention weights come from the reference model (torch_model.py) running the
    weights file, teacher-forced: source pieces, then <bos> and the target pieces;
  - a target word's row is the mean of its pieces' rows, a source word's weight the sum over
    its pieces (M @ W @ G); each target word links to its most-attended source word, per head
    and for each layer's heads averaged;
  - AER with sure links only (Och and Ney 2003), counts summed over the corpus:
    1 - 2 |A & S| / (|A| + |S|).

It writes tests/reference/align_fixtures/fr_en_torch.json:
  {"weights": path, "sha256": of the weights file, "n": N, "layers": L, "heads": H,
   "aer": L x H, "layer_mean_aer": L, "best": {"layer", "head", "aer"},
   "sure_links": int, "predicted_links": int, "closest_call": float}
closest_call is the smallest lead of a word's most-attended source word over its second: the
float32 sums of PyTorch and Rust differ in the last bits, and a lead far above that means no link
can differ between them.
"""

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path

import torch
from subword_nmt.apply_bpe import BPE

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import torch_model  # noqa: E402

WEIGHTS = "www/models/fr-en.safetensors"
OUT = HERE / "align_fixtures" / "fr_en_torch.json"
SEPARATOR = "@@"


def metadata(path):
    """The weights file's metadata: config and vocab, as JSON values."""
    data = (ROOT / path).read_bytes()
    n = int.from_bytes(data[:8], "little")
    meta = json.loads(data[8:8 + n])["__metadata__"]
    return json.loads(meta["config"]), json.loads(meta["vocab"]), hashlib.sha256(data).hexdigest()


def bpe_of(vocab, workdir):
    """subword-nmt's BPE with the file's merges (written out as a version 0.2 codes file)."""
    codes = workdir / "fr_en.codes"
    codes.write_text("#version: 0.2\n" + "\n".join(vocab["merges"]) + "\n", encoding="utf-8")
    with codes.open(encoding="utf-8") as f:
        return BPE(f, separator=SEPARATOR)


def words_of(pieces):
    """The word (0-based) of each piece: a piece ending in @@ continues into the next."""
    words, count, open_word = [], 0, False
    for p in pieces:
        if not open_word:
            count += 1
        words.append(count - 1)
        open_word = p.endswith(SEPARATOR)
    return words, count


def grouping(piece_words, words):
    """[pieces, words] 0/1; a piece of no word (None) has no 1."""
    g = torch.zeros(len(piece_words), words, dtype=torch.float64)
    for p, w in enumerate(piece_words):
        if w is not None:
            g[p, w] = 1.0
    return g


def cross_attention(model, src, tgt_in):
    """Each decoder layer's cross-attention weights [H, T, S], as the reference model computes
    them in its forward pass."""
    torch_model.RECORDED = []
    try:
        with torch.no_grad():
            torch_model.forward_edited(model, torch.tensor([src]), torch.tensor([tgt_in]), [])
        return [w[0] for path, w in torch_model.RECORDED if path.endswith("cross_attn")]
    finally:
        torch_model.RECORDED = None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--n", type=int, default=200, help="held-out pairs to score (default 200)")
    p.add_argument("--attend", default=str(ROOT / "target/release/attend"))
    args = p.parse_args()
    torch.set_num_threads(1)

    config, vocab, digest = metadata(WEIGHTS)
    ids = {t: i for i, t in enumerate(vocab["tokens"])}
    bpe = bpe_of(vocab, OUT.parent)
    model = torch_model.load_model(str(ROOT / WEIGHTS))
    lines = subprocess.run([args.attend, "data", "--task", "fr-en", "--n", str(args.n)],
                           check=True, capture_output=True, text=True).stdout.splitlines()
    pairs = [json.loads(line) for line in lines]

    layers, heads = config["n_decoder_layers"], config["n_heads"]
    # [|A|, |S|, |A & S|] per head and per layer mean, summed over the corpus.
    head_counts = torch.zeros(layers, heads, 3, dtype=torch.long)
    mean_counts = torch.zeros(layers, 3, dtype=torch.long)
    sure_total, closest = 0, float("inf")
    for pair in pairs:
        src_pieces = bpe.process_line(pair["src"]).split()
        tgt_pieces = bpe.process_line(pair["tgt"]).split()
        src = [ids[t] for t in src_pieces]
        tgt_in = [config["bos_id"]] + [ids[t] for t in tgt_pieces]
        cols, src_words = words_of(src_pieces)
        rows, tgt_words = words_of(tgt_pieces)
        rows = rows + [None]  # the last row predicts <eos>
        g = grouping(cols, src_words)  # [S, source words]
        m = grouping(rows, tgt_words).T  # [target words, T]
        m = m / m.sum(dim=1, keepdim=True)
        sure = {(e, f) for e, fs in enumerate(pair["alignment"]) for f in fs}
        sure_total += len(sure)
        for layer, weights in enumerate(cross_attention(model, src, tgt_in)):
            words = m @ weights.double() @ g  # [H, target words, source words]
            choices = [words[h] for h in range(heads)] + [words.mean(dim=0)]
            for h, w in enumerate(choices):
                top = torch.topk(w, 2, dim=1).values if w.shape[1] > 1 else None
                if top is not None:
                    closest = min(closest, float((top[:, 0] - top[:, 1]).min()))
                links = {(e, int(f)) for e, f in enumerate(w.argmax(dim=1).tolist())}
                c = torch.tensor([len(links), len(sure), len(links & sure)])
                if h < heads:
                    head_counts[layer, h] += c
                else:
                    mean_counts[layer] += c

    def aer(c):
        a, s, both = (int(x) for x in c)
        return 0.0 if a + s == 0 else 1.0 - 2.0 * both / (a + s)

    table = [[aer(head_counts[l, h]) for h in range(heads)] for l in range(layers)]
    best = min(((l, h) for l in range(layers) for h in range(heads)), key=lambda lh: (table[lh[0]][lh[1]], lh))
    out = {
        "weights": WEIGHTS,
        "sha256": digest,
        "n": len(pairs),
        "layers": layers,
        "heads": heads,
        "aer": table,
        "layer_mean_aer": [aer(mean_counts[l]) for l in range(layers)],
        "best": {"layer": best[0], "head": best[1], "aer": table[best[0]][best[1]]},
        "sure_links": sure_total,
        "predicted_links": int(head_counts[0, 0, 0]),
        "closest_call": closest,
    }
    OUT.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    (OUT.parent / "fr_en.codes").unlink()
    print(f"wrote {OUT.relative_to(ROOT)}: best head L{best[0]}H{best[1]} AER {out['best']['aer']:.4f}, "
          f"layer means {[round(x, 4) for x in out['layer_mean_aer']]}, closest call {closest:.2e}")


if __name__ == "__main__":
    main()
