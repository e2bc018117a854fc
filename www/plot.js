// Plots drawn by the Rust core with plotters, on the page's own thread: plotters measures its
// text with the document, which the model's worker does not have. A build of the wasm core
// (plotters is in both, www/cores.js) is loaded here only when a plot is first asked for: the one
// the model's thread loaded, so the browser has it already.
import { core } from './cores.js';

/**
 * An SVG plot of the positional encoding's dimensions `dims` over positions 0..len; `backend`
 * is the one the model runs on (as the model's thread names it: `cpu`, `gpu: …`).
 */
export async function positionalPlot(len, dModel, dims, width, height, backend) {
  const m = await core(backend.startsWith('gpu') ? 'gpu' : 'cpu');
  return m.positional_plot(len, dModel, Uint32Array.from(dims), width, height);
}
