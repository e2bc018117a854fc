// The wasm core comes in two builds (scripts/build-web.sh): the full one, with the WebGPU
// backend, and a CPU-only one, about a fifth smaller, for the CPU backend, the training threads
// and the plots. Each thread loads a build when it first needs it.

/** Where each build's bindings are: `gpu`, the full core; `cpu`, the CPU-only core. */
export const CORES = { gpu: './pkg/attend.js', cpu: './pkg-cpu/attend.js' };

/** The bindings of build `kind` (a key of CORES), its wasm fetched, compiled and started. */
export async function loadCore(kind) {
  const bindings = await import(CORES[kind]);
  await bindings.default();
  return bindings;
}
