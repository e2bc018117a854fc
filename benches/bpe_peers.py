"""Byte-pair encoding's speed in its usual Python homes, on one thread: subword-nmt (the paper's
tool, pure Python) and Hugging Face `tokenizers` (Rust, called from Python), learning merges
from a corpus and then segmenting every line of it.

    python3 benches/bpe_peers.py --input CORPUS --merges N [--min-frequency 2] [--repeat 3]
        [--out-dir DIR]

`attend bench --only bpe` runs it on the same corpus as its own figures and sets them side by
side. Prints one JSON line: seconds (best of --repeat) for each tool's learning and segmenting,
and how many merges each learnt.

subword-nmt      learn_bpe.learn_bpe on the corpus's lines (its progress bar switched off), then
                 a BPE built from the codes and process_line on every line.
tokenizers       models.BPE with a WhitespaceSplit pre-tokenizer and `</w>` as its end-of-word
                 suffix, trained by trainers.BpeTrainer(min_frequency) with vocab_size the
                 tokens it starts from (every character, and every word-final one with `</w>`
                 as well) plus N, which gives N merges when the corpus has that many pairs; then
                 encode_batch on every line. Its merges and ties are its own, not subword-nmt's.

One thread: RAYON_NUM_THREADS=1 and TOKENIZERS_PARALLELISM=false are set before tokenizers is
imported. With --out-dir, subword-nmt's codes and segmentation are written there
(`subword-nmt.codes`, `subword-nmt.txt`) for attend to compare with its own. Needs subword-nmt
and tokenizers (pip install subword-nmt tokenizers); CI does not run it.
"""

import argparse
import importlib.metadata
import io
import json
import os
import sys
import time

os.environ["RAYON_NUM_THREADS"] = "1"
os.environ["RAYON_RS_NUM_CPUS"] = "1"
os.environ["TOKENIZERS_PARALLELISM"] = "false"

import tokenizers  # noqa: E402
from subword_nmt import apply_bpe, learn_bpe  # noqa: E402
from tokenizers import Tokenizer, models, pre_tokenizers, trainers  # noqa: E402

# subword-nmt wraps its loop in tqdm when tqdm is installed; a progress bar is not its work.
learn_bpe.tqdm = lambda iterator, *args, **kwargs: iterator


def best(repeat, work):
    """The shortest of `repeat` runs of `work()`, in seconds, and the last run's result."""
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - start)
    return min(times), result


def subword_nmt(lines, merges, min_frequency, repeat):
    def learn():
        out = io.StringIO()
        learn_bpe.learn_bpe(lines, out, merges, min_frequency)
        return out.getvalue()

    learn_s, codes = best(repeat, learn)

    def apply():
        bpe = apply_bpe.BPE(io.StringIO(codes))
        return "".join(bpe.process_line(line) for line in lines)

    apply_s, segmented = best(repeat, apply)
    return {"learn_s": learn_s, "apply_s": apply_s, "merges": codes.count("\n") - 1}, codes, segmented


def initial_symbols(lines):
    """The tokens BpeTrainer starts from: every character, and every word-final one with
    `</w>` as well."""
    symbols = set()
    for line in lines:
        for word in line.split():
            symbols.update(word)
            symbols.add(word[-1] + "</w>")
    return len(symbols)


def hugging_face(lines, merges, min_frequency, repeat):
    vocab_size = initial_symbols(lines) + merges

    def learn():
        tokenizer = Tokenizer(models.BPE(end_of_word_suffix="</w>"))
        tokenizer.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
        trainer = trainers.BpeTrainer(
            vocab_size=vocab_size,
            min_frequency=min_frequency,
            show_progress=False,
            end_of_word_suffix="</w>",
        )
        tokenizer.train_from_iterator(lines, trainer)
        return tokenizer

    learn_s, tokenizer = best(repeat, learn)
    learnt = len(json.loads(tokenizer.to_str())["model"]["merges"])
    encode_s, _ = best(repeat, lambda: tokenizer.encode_batch(lines))
    return {"learn_s": learn_s, "apply_s": encode_s, "merges": learnt}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", required=True)
    parser.add_argument("--merges", type=int, required=True)
    parser.add_argument("--min-frequency", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out-dir")
    args = parser.parse_args()
    # Lines as subword-nmt's command line reads them (every Unicode line break ends one).
    with open(args.input, encoding="utf-8", newline="") as f:
        lines = f.read().splitlines(keepends=True)
    snmt, codes, segmented = subword_nmt(lines, args.merges, args.min_frequency, args.repeat)
    hf = hugging_face(lines, args.merges, args.min_frequency, args.repeat)
    if args.out_dir:
        for name, text in [("subword-nmt.codes", codes), ("subword-nmt.txt", segmented)]:
            with open(os.path.join(args.out_dir, name), "w", encoding="utf-8", newline="") as f:
                f.write(text)
    print(json.dumps({
        "lines": len(lines),
        "subword_nmt": snmt,
        "tokenizers": hf,
        "versions": {
            "python": sys.version.split()[0],
            "subword-nmt": importlib.metadata.version("subword-nmt"),
            "tokenizers": tokenizers.__version__,
        },
    }))


if __name__ == "__main__":
    main()
