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

# A software Vulkan driver (Mesa's lavapipe), so the GPU kernels are tested on machines without
# a GPU. Where it is installed, the GPU tests must run: ATTEND_REQUIRE_GPU turns a skip into a
# failure.
if command -v apt-get >/dev/null 2>&1 && ! dpkg -s mesa-vulkan-drivers libvulkan1 >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo="sudo"
  $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq mesa-vulkan-drivers libvulkan1 ||
    echo "could not install mesa-vulkan-drivers: GPU tests may be skipped" >&2
fi
if dpkg -s mesa-vulkan-drivers libvulkan1 >/dev/null 2>&1; then
  export ATTEND_REQUIRE_GPU=1
fi
