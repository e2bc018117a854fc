// The page's first steps, taken before the rest of its code runs (main.js imports this module
// first): the first model and the catalogue of the page's words download, and the model's
// thread, which index.html started at once (it is loading the wasm core meanwhile), gets its
// client.
import { ModelClient } from './client.js';
import { chooseLanguage, fetchCatalogue } from './i18n.js';
import { MODELS, readHash } from './state.js';

/** The model's thread, or the error that kept it from starting (main.js reports it). */
export const started = (() => {
  const thread = globalThis.attendThread;
  if (thread instanceof Worker) return { client: new ModelClient(thread), error: null };
  return { client: null, error: thread instanceof Error ? thread : new Error('index.html did not start it') };
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
      // The status goes with the error: the page says it in its language (session.js).
      if (!response.ok) throw Object.assign(new Error(`could not fetch the ${id} model (HTTP ${response.status})`), { status: response.status });
      return response.arrayBuffer();
    });
    download.catch(() => downloads.delete(id));
    downloads.set(id, download);
  }
  return downloads.get(id);
}

fetchShipped(readHash(location.hash).model)?.catch(() => {});
// The catalogue of the page's language downloads beside it (main.js waits for it before the first
// words are shown).
fetchCatalogue(chooseLanguage(readHash(location.hash).lang)).catch(() => {});
