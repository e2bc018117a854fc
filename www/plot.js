// Plots drawn by the Rust core with plotters, on the page's own thread: plotters measures its
// text with the document, which the model's worker does not have. The wasm module is loaded
// here only when a plot is first asked for.

let core = null;

async function load() {
  if (!core) {
    core = import('./pkg/attend.js').then(async (m) => {
      await m.default();
      return m;
    });
  }
  return core;
}

/** An SVG plot of the positional encoding's dimensions `dims` over positions 0..len. */
export async function positionalPlot(len, dModel, dims, width, height) {
  const m = await load();
  return m.positional_plot(len, dModel, Uint32Array.from(dims), width, height);
}
