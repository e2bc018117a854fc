#!/usr/bin/env bash
# Builds everything (the attend binary and the wasm core) and serves the page on
# http://127.0.0.1:8080 (PORT=N changes the port). Open the printed address.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/build-web.sh

cargo build --quiet --release
exec target/release/attend serve --root dist --port "${PORT:-8080}"
