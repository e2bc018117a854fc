// The wasm core comes in three builds (scripts/build-web.sh): the full one, with the WebGPU
// backend; a CPU-only one, about a fifth smaller, for the CPU backend, the training threads and
// the plots; and that one's twin compiled with relaxed SIMD, whose matrix products use fused
// multiply-adds (the README gives its training figures), which a browser that runs those
// instructions gets instead. Each thread loads a build when it first needs it, once.

/** Where each build is: `gpu`, the full core; `cpu`, the CPU-only core (the bindings, and the
 * wasm beside them). */
const CORES = { gpu: './pkg/', cpu: hasRelaxedSimd() ? './pkg-cpu-relaxed/' : './pkg-cpu/' };

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

const loading = {}; // kind -> Promise of the bindings, in this thread
const memories = {}; // kind -> the started build's WebAssembly.Memory

async function load(kind) {
  const dir = new URL(CORES[kind], import.meta.url);
  // The wasm downloads (and compiles, as it streams in) while the bindings load, not after.
  const wasm = fetch(new URL('attend_bg.wasm', dir));
  wasm.catch(() => {}); // a failed download fails the init below, which reports it
  const bindings = await import(new URL('attend.js', dir));
  memories[kind] = (await bindings.default({ module_or_path: wasm })).memory;
  return bindings;
}

/**
 * The bindings of build `kind` (`gpu` or `cpu`), its wasm fetched, compiled and started once in
 * this thread; a load that failed is tried again at the next call.
 */
export function core(kind) {
  if (!loading[kind]) {
    loading[kind] = load(kind);
    loading[kind].catch(() => delete loading[kind]);
  }
  return loading[kind];
}

/** The memory of the builds this thread has started, in bytes: their peak, since a wasm memory
 * only grows. */
export function coresMemoryBytes() {
  return Object.values(memories).reduce((sum, memory) => sum + memory.buffer.byteLength, 0);
}
