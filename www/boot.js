// The page's first steps, taken while the browser is still fetching the rest of its code
// (index.html runs this module on its own, before main.js): the model's thread starts, and
// with it the download and compilation of the wasm core, and the first model downloads.
import { ModelClient } from './client.js';
import { MODELS, readHash } from './state.js';

/** The model's thread, or the error that kept it from starting (main.js reports it). */
export const started = (() => {
  try {
    return { client: new ModelClient(readHash(location.hash).backend), error: null };
  } catch (error) {
    return { client: null, error };
  }
})();

const downloads = new Map(); // shipped model id -> Promise of its bytes

/**
 * The bytes of shipped model `id`, fetched once (null when there is no such model); a failed
 * download is tried again next time.
 */
export function fetchShipped(id) {
  if (!MODELS.some((m) => m.id === id)) return null;
  if (!downloads.has(id)) {
    const download = fetch(`www/models/${id}.safetensors`).then((response) => {
      if (!response.ok) throw new Error(`could not fetch the ${id} model (HTTP ${response.status})`);
      return response.arrayBuffer();
    });
    download.catch(() => downloads.delete(id));
    downloads.set(id, download);
  }
  return downloads.get(id);
}

fetchShipped(readHash(location.hash).model)?.catch(() => {});
