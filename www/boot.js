// The page's first step, taken before the rest of its code runs (main.js imports this module
// first): the model's thread, which index.html started at once (it is loading the wasm core and
// the first model meanwhile, www/worker.js), gets its client.
import { ModelClient } from './client.js';

/** The model's thread, or the error that kept it from starting (main.js reports it). */
export const started = (() => {
  const thread = globalThis.attendThread;
  if (thread instanceof Worker) return { client: new ModelClient(thread), error: null };
  return { client: null, error: thread instanceof Error ? thread : new Error('index.html did not start it') };
})();
