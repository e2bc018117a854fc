# Sourced by run.sh and test.sh (after setup.sh): builds the page's wasm cores into www/pkg*/
# (ignored by git; www/model/cores.js says which thread loads which), then assembles the site in dist/
# (ignored by git): index.html, www/ (scripts, styles, the wasm cores and their bindings, the
# shipped models, the web app manifest and its icons), the service worker that keeps all of it for
# offline use (sw.js, given the list of files and the build's version), and a gzip and a brotli
# copy of each file beside it. dist/ is the whole product: `attend
# serve` serves it, and so can any static host.
# Installs wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock, which
# the generated bindings must match.

# setup.sh defines the relaxed-SIMD core's options: without them that core would be built as another.
if [ -z "${relaxed_simd_core[*]:-}" ]; then
  echo "scripts/build-web.sh is sourced after scripts/setup.sh (see run.sh and test.sh)" >&2
  return 1 2>/dev/null || exit 1
fi

wasm_bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }')" != "$wasm_bindgen_version" ]; then
  echo "== installing wasm-bindgen-cli $wasm_bindgen_version"
  cargo install --quiet wasm-bindgen-cli --version "$wasm_bindgen_version"
fi

# build_core DIR TARGET [cargo options]: one core, built with those options (which put it in
# cargo's target directory TARGET), its wasm and bindings in www/DIR/. A core is made again only
# when what it is made from changed: the digest of the sources, the options, this script (which
# says how each core is optimised) and the compiler is kept beside it (www/DIR/inputs.sha256).
# Cargo alone would not tell: the cores share a target directory, where a build with other
# features leaves the crate to be compiled again.
build_core() {
  local dir=$1 target=$2
  shift 2
  local stamp="www/$dir/inputs.sha256" digest
  digest=$( (rustc -V; wasm-bindgen --version; echo "$@"
    find src shaders build.rs Cargo.toml Cargo.lock .cargo scripts/build-web.sh -type f | LC_ALL=C sort | xargs sha256sum) | sha256sum)
  if [ -f "www/$dir/attend_bg.wasm" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$digest" ]; then
    echo "== the wasm core www/$dir/ is up to date"
    return 0
  fi
  echo "== building the wasm core www/$dir/"
  cargo build --quiet --profile wasm --lib --target wasm32-unknown-unknown "$@"
  wasm-bindgen --target web --out-dir "www/$dir" "$target/wasm32-unknown-unknown/wasm/attend.wasm"
  optimise "www/$dir/attend_bg.wasm"
  echo "$digest" >"$stamp"
}
# binaryen's wasm-opt (npm, see setup.sh) makes a core smaller and no slower; without it the
# page works the same. The features are those rustc enables for wasm32, and SIMD (relaxed SIMD
# for the twin).
optimise() {
  local core=$1 relaxed=""
  if [ ! -x node_modules/.bin/wasm-opt ]; then
    echo "wasm-opt (npm's binaryen) is not installed: $core is left as rustc built it" >&2
    return 0
  fi
  [ "$core" = www/pkg-cpu-relaxed/attend_bg.wasm ] && relaxed=--enable-relaxed-simd
  echo "== optimising $core (wasm-opt -O3)"
  node_modules/.bin/wasm-opt -O3 --enable-simd $relaxed --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$core" -o "$core"
}
# Where cargo puts what it builds: CARGO_TARGET_DIR where it is set, else target/.
target_dir=${CARGO_TARGET_DIR:-target}
# The cores that run models, which a visit loads: with the WebGPU backend, and CPU-only. They are
# optimised for size: opt-level "z", and LLVM's inliner held to 25 where the other cores keep
# .cargo/config.toml's 100 (the last threshold given is the one LLVM takes). They have a target
# directory of their own, so that the other cores' dependencies are not compiled again at each
# build. What they compute at a visit is small, and a model that is not (a Hugging Face one) opens
# with a training core; the matrix products' inner loops are inlined whatever the threshold
# (`#[inline(always)]`).
visit_core=(--no-default-features --target-dir "$target_dir/visit" --config 'profile.wasm.opt-level="z"'
  --config 'target.wasm32-unknown-unknown.rustflags = ["-C", "llvm-args=-inline-threshold=25"]')
build_core pkg-inference "$target_dir/visit" "${visit_core[@]}" --features gpu
build_core pkg-cpu-inference "$target_dir/visit" "${visit_core[@]}"
# The cores that also train (the `training` feature): with the WebGPU backend; CPU-only, for the
# CPU backend and the training threads; and that one's twin compiled with relaxed SIMD, whose
# matrix products use fused multiply-adds, for browsers that run them.
build_core pkg "$target_dir"
build_core pkg-cpu "$target_dir" --no-default-features --features training
build_core pkg-cpu-relaxed target/relaxed-simd "${relaxed_simd_core[@]}"

# What the page lists (the tasks, the training panel's choices and recipes, the edits' grammar,
# the pickers' limits) is the core's: `attend catalog` prints it, and it is written here into a
# module the page's code imports (www/page/catalog.js, ignored by git). The page's boot reads the
# shipped models from it at once, with no request to wait for before the first model downloads.
echo "== writing the core's catalog into www/page/catalog.js (attend catalog)"
catalog=$(cargo run --quiet --release -- catalog)
catalog=$(printf '// Written by scripts/build-web.sh: `attend catalog` (src/catalog.rs). Not to be edited.\nexport const CATALOG = %s;' "$catalog")
# Written only when it changes, so that an unchanged site is not assembled again.
[ "$(cat www/page/catalog.js 2>/dev/null)" = "$catalog" ] || printf '%s\n' "$catalog" >www/page/catalog.js

# The site is assembled again only when index.html, sw.js or www/ changed since dist/ was (a file
# of www/ newer than dist/index.html, or a folder that gained or lost a file).
if [ -f dist/index.html ] && [ -z "$(find index.html sw.js www scripts/stamp-worker.sh scripts/brotli.mjs -newer dist/index.html -print -quit)" ]; then
  echo "== dist/ is up to date"
else
  echo "== assembling the site in dist/"
  rm -rf dist.new
  mkdir -p dist.new
  cp index.html sw.js dist.new/
  cp -R www dist.new/www
  # esbuild (npm, see setup.sh) bundles each thread's code into one file: the page (www/page/main.js
  # and every module it imports), the model's thread (www/model/worker.js) and a training thread
  # (www/training/worker.js). Three requests instead of some forty, which on HTTP/1.1 queue behind one
  # another and hold up the model's thread: the first forward pass shows much sooner. The wasm
  # bindings stay apart (cores.js imports the build a thread needs). Minified (a quarter fewer
  # bytes for a first visit to download), each with its source map beside it (BUNDLE.js.map, www/'s
  # own files inside), so that the browser's developer tools show and step through www/ as it is
  # written; the maps are fetched only by those tools, and the service worker does not keep them.
  # The page's translations runtime (npm's @fluent/bundle) comes in with the page's bundle.
  entries="page/main.js model/worker.js training/worker.js"
  if [ ! -x node_modules/.bin/esbuild ]; then
    echo "esbuild (npm) is not installed: run scripts/setup.sh, which installs package.json's packages" >&2
    rm -rf dist.new
    return 1 2>/dev/null || exit 1
  fi
  echo "== bundling the page's modules (esbuild)"
  # What the page imports only when it is needed (import(...): the zip writer of a folder's
  # export) is split into chunks of its own, in www/chunks/, fetched then.
  bundle() {
    (cd www && ../node_modules/.bin/esbuild "$@" --bundle --format=esm --log-level=warning \
      --minify --sourcemap --outbase=. --outdir=../dist.new/www --allow-overwrite)
  }
  bundle page/main.js --splitting --chunk-names='chunks/[name]-[hash]'
  bundle model/worker.js training/worker.js
  # What the bundles hold is not served apart.
  find dist.new/www -name '*.js' ! -path 'dist.new/www/pkg*/*' ! -path 'dist.new/www/chunks/*' |
    while read -r f; do case " $entries " in *" ${f#dist.new/www/} "*) ;; *) rm "$f" ;; esac; done
  find dist.new/www -type d -empty -delete
  # The bindings' type declarations and package file are for bundlers, not for the page.
  find dist.new/www/pkg* -type f ! -name '*.js' ! -name '*.wasm' -delete
  # The bindings wasm-bindgen wrote are minified too (www/pkg*/ keeps them as written).
  for f in dist.new/www/pkg*/attend.js; do
    node_modules/.bin/esbuild "$f" --minify --log-level=warning --outfile="$f" --allow-overwrite
  done
  # The service worker precaches every file now in dist.new/, under a version that is a digest of
  # them all: a build that changes any file is a new version (scripts/stamp-worker.sh).
  bash scripts/stamp-worker.sh dist.new
  # A gzip and a brotli copy of each file, which `attend serve` sends where the browser accepts it.
  find dist.new -type f -exec gzip -9 -n -k {} +
  node scripts/brotli.mjs dist.new
  rm -rf dist
  mv dist.new dist
fi
