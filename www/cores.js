// The wasm core comes in two builds (scripts/build-web.sh): the full one, with the WebGPU
// backend, and a CPU-only one, about a fifth smaller, for the CPU backend, the training threads
// and the plots. Each thread loads a build when it first needs it, once.

/** Where each build's bindings are: `gpu`, the full core; `cpu`, the CPU-only core. */
const CORES = { gpu: './pkg/attend.js', cpu: './pkg-cpu/attend.js' };

const loading = {}; // kind -> Promise of the bindings, in this thread
const memories = {}; // kind -> the started build's WebAssembly.Memory

async function load(kind) {
  const bindings = await import(CORES[kind]);
  memories[kind] = (await bindings.default()).memory;
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
