#!/usr/bin/env bash
# Builds attend and runs a short demo of the CLI: make a model, inspect it, run a forward pass,
# then decode with the shipped trained models, greedily and with beam search.
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
echo
echo "(an untrained model: its logits are noise; the trained ones follow)"
run decode --weights www/models/reverse.safetensors --text "abcdefghij"
run decode --weights www/models/sort.safetensors --text "jihgfedcbaa"
run decode --weights www/models/dates.safetensors --text "Mar 3rd, 21" --beam 4
run decode --weights www/models/dates.safetensors --text "the 14th of july 1989" --json
run decode --weights www/models/numbers.safetensors --text "three hundred twenty one"
run eval --weights www/models/numbers.safetensors --task numbers
