#!/usr/bin/env bash
# Builds attend and runs a short demo of the CLI: make a model, inspect it, run a forward pass,
# decode text greedily and with beam search.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

cargo build --release --quiet
attend=target/release/attend
model=target/demo/tiny.safetensors
mkdir -p target/demo

run() {
  echo
  echo "\$ attend $*"
  "$attend" "$@"
}

run init --out "$model" --seed 1
run info --weights "$model"
run forward --weights "$model" --src 40,41,42 --tgt 1,44
run decode --weights "$model" --text "hello" --max-len 12 --json
run decode --weights "$model" --text "hello" --max-len 12 --beam 4
echo
echo "The model above is untrained, so its output is noise; the weights format, the forward pass"
echo "and the decoders are the real ones (tests/reference checks them against PyTorch)."
