// The page's first steps, taken before the rest of its code runs (main.js imports this module
// first): the model's thread, which index.html started at once (it is loading the wasm core
// meanwhile), gets its client and is asked to open the first model and run its input; the
// catalogue of the page's words downloads.
import { fetchWeights } from '../shipped.js';
import { ModelClient, withNotes } from './client.js';
import { chooseLanguage, fetchCatalogue } from './i18n.js';
import { MODELS, readHash, runArgs } from './state.js';

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
    const download = fetchWeights(id, new URL('www/models/', document.baseURI));
    download.catch(() => downloads.delete(id));
    downloads.set(id, download);
  }
  return downloads.get(id);
}

// The first model opens, and its first pass runs, at once: the model's thread fetches the
// model's weights itself and computes while the rest of the page's code starts and builds the
// page (their notes are said when the page takes them, its words read by then). The page takes
// the weights from the open's answer (fetchShipped), and takes the open and the run over
// (session.js) where it opens those weights on that backend and runs those arguments; anything
// else is asked again.
const first = (() => {
  const state = readHash(location.hash);
  if (!started.client || !MODELS.some((m) => m.id === state.model)) return null;
  const early = { backend: state.backend, args: runArgs(state), bytes: null, taken: '' };
  early.opened = started.client.ask('open', { shipped: state.model, backend: state.backend });
  early.ran = started.client.ask('run', early.args);
  early.ran.catch(() => {});
  const download = early.opened.then(
    (answer) => (early.bytes = answer.bytes),
    (e) => {
      downloads.delete(state.model);
      // A download refused is the page's to say; weights that did not open are fetched again
      // here, and the page's open says why they do not.
      if (e.args?.status) throw e;
      return fetchShipped(state.model);
    },
  );
  download.catch(() => {}); // the page awaits it (session.js), and says why it failed
  downloads.set(state.model, download);
  return early;
})();

/** The opening of the first model (see `first`), once, where it is of `bytes` on `backend`;
 * else null. */
export function earlyOpen(bytes, backend) {
  if (!first || first.taken || first.bytes !== bytes || first.backend !== backend) return null;
  first.taken = 'opened';
  return first.opened.then(withNotes);
}

/** The first pass (see `first`), once, where it is of `args` on the model `earlyOpen` gave; else
 * null. */
export function earlyRun(args) {
  if (first?.taken !== 'opened' || JSON.stringify(first.args) !== JSON.stringify(args)) return null;
  first.taken = 'ran';
  return first.ran.then(withNotes);
}

// The catalogue of the page's language downloads beside it (main.js waits for it before the first
// words are shown).
fetchCatalogue(chooseLanguage(readHash(location.hash).lang)).catch(() => {});
