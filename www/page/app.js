// The page's state: what it knows (`app`, also `window.attend` for the browser tests and the
// curious), its status line and message box, and the busy mark the tests wait on.
import { readHash } from './state.js';

export const $ = (id) => document.getElementById(id);

// What the page knows.
export const app = {
  state: readHash(location.hash),
  client: null,
  model: null, // {id, name, bytes, info, backend, starting}
  run: null,
  busy: false, // true while the model loads or runs (the tests wait on it)
  pending: 0,
  error: '',
  // From the start of the page's navigation (performance's time origin): when the first forward
  // pass was shown, and the first on WebGPU (the first model of a visit opens on the CPU while
  // WebGPU starts, session.js).
  timings: { firstShownMs: null, webGpuShownMs: null, lastRunMs: null },
  uploaded: new Map(), // id -> {name, bytes, task}: files loaded and models trained here
  training: null,
  scan: null, // {key, result}: the last head scan (session.js)
  scanning: null, // {done, total}: the head scan under way
  truth: null, // {key, value}: the input's true alignment in the model's task (session.js)
  actions: {}, // set, openTrained, exportTrained: what the views may ask of the page
};
window.attend = app;

export function setStatus(text, kind = '') {
  const status = $('status');
  status.textContent = text;
  status.className = kind;
  // Its first words (index.html's) are the catalogue's; from now on the page's.
  status.removeAttribute('data-i18n');
}

export function showMessage(text, kind = 'error') {
  const box = $('message');
  box.textContent = text;
  box.className = text ? kind : '';
  box.hidden = !text;
}

/** Runs `work` with the page marked busy until it (and any work started beside it) ends. */
export async function busy(work) {
  app.pending++;
  app.busy = true;
  document.body.dataset.status = 'busy';
  try {
    await work();
  } finally {
    app.pending--;
    if (app.pending === 0) {
      app.busy = false;
      document.body.dataset.status = 'ready';
    }
  }
}
