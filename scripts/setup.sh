# Sourced by run.sh and test.sh: makes sure what the project needs is installed.
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

# Debian packages, installed when missing (and apt-get is there): mesa-vulkan-drivers and
# libvulkan1, a software Vulkan driver (lavapipe), so the GPU kernels are tested on machines
# without a GPU; trans-de-en, the Ding German-English dictionary, whose sentence pairs
# tests/pairs.rs trains on (scripts/ding-pairs.sh extracts them); node with npm when there is no
# `node` (npm's binaryen optimises the wasm core). The GPU tests and tests/pairs.rs fail where
# lavapipe or the dictionary is missing (docs/testing.md says how to skip them instead). With
# ATTEND_BROWSER_TESTS=1 also chromium and firefox-esr (the browser tests: playwright-core drives
# the system's Chromium, puppeteer-core its Firefox), python3 when there is none (its
# http.server serves the built site in one of them), and a Chinese font.
apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "please install: ${missing[*]}" >&2
    return 1
  fi
  local sudo=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo="sudo"
  echo "== installing ${missing[*]}"
  $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}
if command -v dpkg >/dev/null 2>&1; then
  apt_install mesa-vulkan-drivers libvulkan1 ||
    echo "could not install mesa-vulkan-drivers: the GPU tests will fail" >&2
  apt_install trans-de-en || echo "could not install trans-de-en: tests/pairs.rs will fail" >&2
  command -v node >/dev/null 2>&1 || apt_install nodejs npm ||
    echo "could not install node and npm: the wasm core will not be optimised" >&2
  if [ "${ATTEND_BROWSER_TESTS:-0}" = 1 ]; then
    [ -x /usr/bin/chromium ] || apt_install chromium
    [ -x /usr/bin/firefox-esr ] || apt_install firefox-esr
    # A static server that is not ours, to check that the built site needs nothing of attend serve.
    command -v python3 >/dev/null 2>&1 || apt_install python3
    # A font with Chinese characters, so that the screenshots of the page in Chinese show them.
    apt_install fonts-wqy-microhei || echo "could not install fonts-wqy-microhei: Chinese screenshots show boxes" >&2
  fi
fi

# Headless machines often lack a runtime directory; the graphics libraries wgpu probes then print
# an error line per adapter search. A private one keeps the test output readable.
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  export XDG_RUNTIME_DIR="${TMPDIR:-/tmp}/attend-runtime-$(id -u)"
  mkdir -p -m 700 "$XDG_RUNTIME_DIR"
fi

# The npm packages of package.json (the page's Fluent runtime, bundled into it; binaryen's
# wasm-opt; esbuild; the tests' playwright-core, puppeteer-core, axe-core and Fluent's parser),
# installed when any is missing.
if command -v npm >/dev/null 2>&1; then
  for m in $(node -e 'const p = require("./package.json"); console.log(Object.keys({ ...p.dependencies, ...p.devDependencies }).join(" "))'); do
    [ -d "node_modules/$m" ] || { npm ci --no-audit --no-fund; break; }
  done
fi

# Cargo's options for the CPU-only training core's twin with relaxed SIMD (fused multiply-adds in
# its matrix products; www/model/cores.js loads it where the browser runs them): the target features
# add to those of .cargo/config.toml, and its own target directory keeps the other builds' cache.
relaxed_simd_core=(--no-default-features --features training --target-dir target/relaxed-simd
  --config 'target.wasm32-unknown-unknown.rustflags = ["-C", "target-feature=+relaxed-simd"]')
