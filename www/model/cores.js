// The wasm core comes in five builds (scripts/build-web.sh), two that run models and three that
// also train. The page shows the model first, so the model's thread starts with a core that
// runs models only, smaller than one that trains: with the WebGPU backend, or a CPU-only one,
// smaller again (docs/performance.md, "Loading", gives each build's size). A core that runs
// models leaves out Hugging Face folders and Marian's tokenizer (the cargo feature `hub`): the
// model's thread opens such a model with the training core of its backend (www/model/worker.js).
// It leaves out the studies of a model the page asks for on demand, too (samples, the head scan,
// the heads' AER table, the true links of an input): for them the model's thread opens the model again with that core.
// A training run loads a training core: the full one on WebGPU; on the CPU, and in the training
// threads, a CPU-only one, or its twin compiled with relaxed SIMD, whose matrix products use
// fused multiply-adds (docs/performance.md gives its training figures), where the browser runs
// those instructions. The paper's experiments train on the CPU-only core without them, whose
// products are summed as `attend experiment` sums them, so that the tab's runs give the
// command's numbers bit for bit. Each thread loads a build when it first needs it, once.

/** Where each build is (its bindings, and the wasm beside them), by backend (`gpu`: the full
 * core; `cpu`: CPU-only) and use: running models, training, or training with the native
 * build's sums (`exact`). */
const CORES = {
  gpu: { run: '../pkg-inference/', train: '../pkg/' },
  cpu: { run: '../pkg-cpu-inference/', train: hasRelaxedSimd() ? '../pkg-cpu-relaxed/' : '../pkg-cpu/', exact: '../pkg-cpu/' },
};

/** Whether this browser runs wasm's relaxed SIMD: it validates a module of one function that
 * returns `f32x4.relaxed_madd(x, x, x)`. */
function hasRelaxedSimd() {
  const module = [
    0, 97, 115, 109, 1, 0, 0, 0, // "\0asm", version 1
    1, 6, 1, 96, 1, 123, 1, 123, // types: (v128) -> v128
    3, 2, 1, 0, // one function, of that type
    10, 13, 1, 11, 0, 32, 0, 32, 0, 32, 0, 253, 133, 2, 11, // its body: local.get 0 (x3), f32x4.relaxed_madd
  ];
  return WebAssembly.validate(new Uint8Array(module));
}

const loading = {}; // build directory -> Promise of the bindings, in this thread

async function load(where) {
  const dir = new URL(where, import.meta.url);
  // The wasm downloads (and compiles, as it streams in) while the bindings load, not after.
  const wasm = fetch(new URL('attend_bg.wasm', dir));
  wasm.catch(() => {}); // a failed download fails the init below, which reports it
  const bindings = await import(new URL('attend.js', dir));
  await bindings.default({ module_or_path: wasm });
  return bindings;
}

/**
 * The bindings of the build for `backend` (`gpu` or `cpu`) that runs models, or with `training`
 * the one that also trains (`'exact'`: the CPU one whose sums are the native build's): its wasm
 * fetched, compiled and started once in this thread; a load that failed is tried again at the
 * next call.
 */
export function core(backend, training = false) {
  const where = CORES[backend][training === 'exact' ? 'exact' : training ? 'train' : 'run'];
  if (!loading[where]) {
    loading[where] = load(where);
    loading[where].catch(() => delete loading[where]);
  }
  return loading[where];
}
