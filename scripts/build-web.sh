# Sourced by run.sh and test.sh: builds the wasm core for the page into www/pkg/ (ignored by git).
# Installs wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock, which
# the generated bindings must match.

wasm_bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }')" != "$wasm_bindgen_version" ]; then
  echo "== installing wasm-bindgen-cli $wasm_bindgen_version"
  cargo install --quiet wasm-bindgen-cli --version "$wasm_bindgen_version"
fi
echo "== building the wasm core"
cargo build --quiet --release --lib --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir www/pkg target/wasm32-unknown-unknown/release/attend.wasm
