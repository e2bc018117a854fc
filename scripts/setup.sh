# Sourced by run.sh and test.sh: makes sure the Rust pieces the project needs are installed.
# Safe to run again; it only installs what is missing.

if ! command -v cargo >/dev/null 2>&1; then
  echo "attend needs Rust (cargo); install it with rustup first." >&2
  exit 1
fi
if command -v rustup >/dev/null 2>&1; then
  for component in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$component" ||
      rustup component add "$component"
  done
  rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$' ||
    rustup target add wasm32-unknown-unknown
fi
