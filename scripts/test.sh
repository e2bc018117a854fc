#!/usr/bin/env bash
# Runs every check the project has: formatting, clippy (native and wasm32), rustdoc's links, the
# Rust tests, the page's catalogues, and the browser tests (the page in headless Chromium, with WebGPU and with the CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
ATTEND_BROWSER_TESTS=1
source scripts/setup.sh

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== clippy (native)"
cargo clippy --all-targets -- -D warnings
echo "== clippy (wasm32)"
cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings
echo "== clippy (wasm32, the cores that run models but do not train)"
cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features gpu -- -D warnings
cargo clippy --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings
echo "== clippy (wasm32, the CPU-only training core with relaxed SIMD)"
cargo clippy --target wasm32-unknown-unknown --lib "${relaxed_simd_core[@]}" -- -D warnings
echo "== rustdoc (every link in the docs resolves)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
echo "== tests"
log=$(mktemp)
cargo test 2>&1 | tee "$log"

echo "== the page's catalogues (every language has every message)"
node tests/i18n.mjs
echo "== browser tests"
source scripts/build-web.sh
cargo build --quiet --release
ATTEND_BIN=target/release/attend node tests/browser/run.mjs 2>&1 | tee -a "$log"
echo "== browser tests in Firefox"
ATTEND_BIN=target/release/attend node tests/browser/firefox.mjs 2>&1 | tee -a "$log"

# One summary line over every test binary (unit, integration, doc tests) and the browser run.
awk '/^test result:/ { p += $4; f += $6 } /^  ok / { bp++ } /^  FAIL / { bf++ }
  END { printf "tests: %d passed, %d failed; browser checks: %d passed, %d failed\n", p, f, bp, bf }' "$log"
grep -q "^browser tests: all passed" "$log"
grep -q "^firefox tests: all passed" "$log"
rm -f "$log"
