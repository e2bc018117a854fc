#!/usr/bin/env bash
# Runs every check the project has: formatting, clippy (native and wasm32), and all tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== clippy (native)"
cargo clippy --all-targets -- -D warnings
echo "== clippy (wasm32)"
cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings
echo "== tests"
cargo test
