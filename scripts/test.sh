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
log=$(mktemp)
cargo test 2>&1 | tee "$log"
# One summary line over every test binary (unit, integration, doc tests).
awk '/^test result:/ { p += $4; f += $6 } END { printf "tests: %d passed, %d failed\n", p, f }' "$log"
rm -f "$log"
