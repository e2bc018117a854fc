# Sourced by run.sh and test.sh: builds the page's two wasm cores, the full one into www/pkg/ and
# the CPU-only one into www/pkg-cpu/ (both ignored by git),
# then assembles the site in dist/ (ignored by git): index.html, www/ (scripts, styles, the wasm
# core and its bindings, the shipped models), and a gzip copy of each file beside it. dist/ is the
# whole product: `attend serve` serves it, and so can any static host.
# Installs wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock, which
# the generated bindings must match.

wasm_bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }')" != "$wasm_bindgen_version" ]; then
  echo "== installing wasm-bindgen-cli $wasm_bindgen_version"
  cargo install --quiet wasm-bindgen-cli --version "$wasm_bindgen_version"
fi
echo "== building the wasm core"
cargo build --quiet --profile wasm --lib --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir www/pkg target/wasm32-unknown-unknown/wasm/attend.wasm
# The CPU-only core (no `gpu` feature), about a fifth smaller: the CPU backend, the training
# threads and the plots load it (www/cores.js).
echo "== building the CPU-only wasm core"
cargo build --quiet --profile wasm --lib --target wasm32-unknown-unknown --no-default-features
wasm-bindgen --target web --out-dir www/pkg-cpu target/wasm32-unknown-unknown/wasm/attend.wasm
# binaryen's wasm-opt (npm, see setup.sh) makes the cores smaller and no slower; without it the
# page works the same. The features are those rustc enables for wasm32, and SIMD.
if [ -x node_modules/.bin/wasm-opt ]; then
  echo "== optimising the wasm cores (wasm-opt -O3)"
  for core in www/pkg/attend_bg.wasm www/pkg-cpu/attend_bg.wasm; do
    node_modules/.bin/wasm-opt -O3 --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int \
      --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
      "$core" -o "$core"
  done
else
  echo "wasm-opt (npm's binaryen) is not installed: the wasm cores are left as rustc built them" >&2
fi

echo "== assembling the site in dist/"
rm -rf dist.new
mkdir -p dist.new
cp -R www dist.new/www
# The page's modules (not the workers', which load in their own threads), preloaded together:
# first those boot.js imports, which start the model's thread, then the rest.
first=$(grep -o "from '\./[a-z-]*\.js'" www/boot.js | sed "s|from '\./\(.*\)'|www/\1|")
preload=$( (echo "$first"; cd dist.new && find www -maxdepth 2 -name '*.js' ! -path 'www/pkg/*' ! -path 'www/pkg-cpu/*' \
  ! -name worker.js ! -name part-worker.js ! -name pool.js ! -name boot.js | sort) |
  awk '!seen[$0]++' | sed 's|.*|  <link rel="modulepreload" href="&">|')
awk -v links="$preload" '{ print } /<!-- modulepreload:/ { marker = 1 } marker && /-->/ { print links; marker = 0 }' \
  index.html > dist.new/index.html
# The bindings' type declarations and package file are for bundlers, not for the page.
find dist.new/www/pkg dist.new/www/pkg-cpu -type f ! -name '*.js' ! -name '*.wasm' -delete
find dist.new -type f -exec gzip -9 -n -k {} +
rm -rf dist
mv dist.new dist
