"""Writes the word-alignment fixture the Rust test `tests/align.rs` replays.

Run from the repository root (needs numpy):

    python3 tests/reference/make_align_fixtures.py

It writes tests/reference/align_fixtures/aer.json: random cross-attention weights for a few
sentences of byte-pair pieces, with the word of every piece and true (sure) links, and what
src/align.rs must compute from them, worked out here independently with matrices rather than
loops:

  {"version": 1, "layers": L, "heads": H,
   "sentences": [{
       "weights": [[[[float]]]] (L x H x T rows x S pieces, float32 values, each row sums to 1),
       "rows": [int | null] (T: the target word of each row; null for the row predicting <eos>),
       "cols": [int | null] (S: the source word of each piece; null for <eos>),
       "sure": [[e, f]] (target word e translates source word f),
       "head_words": L x H x (target words x source words),
       "layer_mean_words": L x (target words x source words),
       "head_links": L x H x target words (each target word's most-attended source word),
       "layer_mean_links": L x target words}],
   "aer": L x H (corpus AER of each head), "layer_mean_aer": L,
   "best": {"layer", "head", "aer"}, "sure_links": int, "predicted_links": int}

Word attention: the source pieces of a word summed (W @ G, G the pieces-to-words 0/1 matrix),
the target rows of a word averaged (M @ W @ G, M each word's rows with weight 1/count). AER with
sure links only (Och and Ney 2003): 1 - 2 |A & S| / (|A| + |S|), counts summed over the corpus.

Attention leans toward a true source word (its logits raised), so the heads differ in how well
they align. The generator is seeded, and a draw is redone until every argmax wins by more than
1e-3, so that float rounding cannot change a link: re-running the script reproduces the file.
"""

import json
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE / "align_fixtures" / "aer.json"

LAYERS = 2
HEADS = 3
SENTENCES = 6
SEED = 2003
MARGIN = 1e-3


def pieces_of(words, rng):
    """Each word's number of pieces (1 to 3) as a piece-to-word list."""
    return [w for w in range(words) for _ in range(rng.integers(1, 4))]


def grouping(piece_words, words):
    """The pieces-to-words 0/1 matrix [pieces, words]; a piece of no word (None) has no 1."""
    g = np.zeros((len(piece_words), words))
    for p, w in enumerate(piece_words):
        if w is not None:
            g[p, w] = 1.0
    return g


def sentence(rng):
    src_words = int(rng.integers(2, 7))
    tgt_words = int(rng.integers(2, 7))
    cols = pieces_of(src_words, rng)
    if rng.random() < 0.5:
        cols.append(None)  # an <eos> column, part of no word
    rows = pieces_of(tgt_words, rng) + [None]  # the last row predicts <eos>
    # Each target word translates one source word, sometimes two.
    sure = set()
    for e in range(tgt_words):
        for f in rng.choice(src_words, size=int(rng.integers(1, 3)), replace=False):
            sure.add((e, int(f)))
    sure = sorted(sure)
    # Logits raised toward the first true source word, more for some heads than others.
    first_true = {e: min(f for (e2, f) in sure if e2 == e) for e in range(tgt_words)}
    logits = rng.normal(size=(LAYERS, HEADS, len(rows), len(cols)))
    for layer in range(LAYERS):
        for head in range(HEADS):
            lean = rng.uniform(0.0, 3.0)
            for t, e in enumerate(rows):
                if e is None:
                    continue
                for s, f in enumerate(cols):
                    if f == first_true[e]:
                        logits[layer, head, t, s] += lean
    weights = np.exp(logits)
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights.astype(np.float32), rows, cols, sure, src_words, tgt_words


def word_attention(weights, rows, cols, src_words, tgt_words):
    """[T rows, S pieces] -> [target words, source words]."""
    g = grouping(cols, src_words)  # [S, source words]
    m = grouping(rows, tgt_words).T  # [target words, T]
    m /= m.sum(axis=1, keepdims=True)
    return m @ weights.astype(np.float64) @ g


def argmax_with_margin(words):
    """Each row's argmax, and the smallest lead of a row's best over its second best."""
    order = np.sort(words, axis=1)
    lead = (order[:, -1] - order[:, -2]).min() if words.shape[1] > 1 else np.inf
    return [int(i) for i in words.argmax(axis=1)], lead


def counts(links, sure):
    a, s = set(links), set(sure)
    return np.array([len(a), len(s), len(a & s)])


def aer(c):
    predicted, sure, matched = c
    return 0.0 if predicted + sure == 0 else float(1.0 - 2.0 * matched / (predicted + sure))


def draw(rng):
    """One sentence with its expected values, or None when an argmax is too close to call."""
    weights, rows, cols, sure, src_words, tgt_words = sentence(rng)
    head_words = [
        [word_attention(weights[l, h], rows, cols, src_words, tgt_words) for h in range(HEADS)]
        for l in range(LAYERS)
    ]
    mean_words = [sum(head_words[l]) / HEADS for l in range(LAYERS)]
    head_links, mean_links = [], []
    for l in range(LAYERS):
        per_head = []
        for h in range(HEADS):
            links, lead = argmax_with_margin(head_words[l][h])
            if lead < MARGIN:
                return None
            per_head.append(links)
        head_links.append(per_head)
        links, lead = argmax_with_margin(mean_words[l])
        if lead < MARGIN:
            return None
        mean_links.append(links)
    return {
        "weights": weights.tolist(),
        "rows": rows,
        "cols": cols,
        "sure": [list(link) for link in sure],
        "head_words": [[w.tolist() for w in layer] for layer in head_words],
        "layer_mean_words": [w.tolist() for w in mean_words],
        "head_links": head_links,
        "layer_mean_links": mean_links,
    }


def main():
    rng = np.random.default_rng(SEED)
    sentences = []
    while len(sentences) < SENTENCES:
        s = draw(rng)
        if s is not None:
            sentences.append(s)
    head_counts = np.zeros((LAYERS, HEADS, 3), dtype=int)
    mean_counts = np.zeros((LAYERS, 3), dtype=int)
    for s in sentences:
        sure = [tuple(link) for link in s["sure"]]
        for l in range(LAYERS):
            for h in range(HEADS):
                head_counts[l, h] += counts(list(enumerate(s["head_links"][l][h])), sure)
            mean_counts[l] += counts(list(enumerate(s["layer_mean_links"][l])), sure)
    head_aer = [[aer(head_counts[l, h]) for h in range(HEADS)] for l in range(LAYERS)]
    flat = np.array(head_aer).ravel()
    best = int(flat.argmin())  # the first of equal ones, in layer then head order
    fixture = {
        "version": 1,
        "layers": LAYERS,
        "heads": HEADS,
        "sentences": sentences,
        "aer": head_aer,
        "layer_mean_aer": [aer(mean_counts[l]) for l in range(LAYERS)],
        "best": {"layer": best // HEADS, "head": best % HEADS, "aer": float(flat[best])},
        "sure_links": int(sum(len(s["sure"]) for s in sentences)),
        "predicted_links": int(head_counts[0, 0, 0]),
    }
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(fixture) + "\n")
    print(f"wrote {OUT.relative_to(HERE.parent.parent)}: {SENTENCES} sentences")
    print("aer", np.round(head_aer, 4).tolist(), "layer mean", fixture["layer_mean_aer"])


if __name__ == "__main__":
    main()
