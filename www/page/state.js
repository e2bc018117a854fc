// The whole view state lives in the URL hash (model, input, stage, layer, head, ...), so a view
// can be shared by copying the address.
//
// What the page lists (the tasks, the pickers' limits, the edits' grammar, the training panel's
// choices) is the core's: `attend catalog`, which scripts/build-web.sh writes into catalog.js at
// build time. The boot (boot.js) needs the shipped models' ids at once, to start the first
// model's download before the page's other modules run; a module in the bundle gives them with
// no request or wait, where asking the wasm core would wait for it to load.
import { CATALOG } from './catalog.js';
import { knownEdits } from './grammar.js';
import { LANGUAGES, t } from './i18n.js';

/** The shipped models, one per task, in the core's order: {id, name, example}; `name` is the
 * task's title (the catalog's `title`) in the page's language, message `task-<id>`. */
export const MODELS = CATALOG.tasks.map(({ id, example }) => ({
  id,
  get name() {
    return t(`task-${id}`);
  },
  example,
}));

/** How far the pickers go: {beam, samples} (the widest beam, the most samples drawn at once). */
export const OFFERED = CATALOG.offered;

// The page opens on the first shipped model, with its example.
export const DEFAULTS = {
  model: MODELS[0].id,
  text: MODELS[0].example,
  stage: 'input',
  layer: 0,
  head: 0,
  query: 0,
  pad: 2,
  beam: 3,
  alpha: OFFERED.alpha,
  maxout: 0, // output tokens at most (0: as many as the model's max_len allows)
  map: 'cross',
  stack: 'encoder',
  sub: 1,
  dims: '',
  backend: 'auto',
  edits: '', // interventions, comma-separated text forms (see edits.js)
  diff: 1, // mark what the interventions changed
  snap: 0, // a model trained here, as it was at this step (0: its last weights)
  samples: 0, // outputs drawn at random (0: none), with the settings below
  temperature: 1,
  top_k: 0,
  top_p: 1,
  seed: 0,
  overlay: '', // over cross-attention: the model's alignment of this head ('head'), of the layer's heads averaged ('mean'), or none
  truth: 0, // over cross-attention: the true links, where the input is a pair of the model's task
  lang: '', // the page's language (i18n.js); none named: the browser's
  tour: 0, // the guided tour's card (tour.js): 0 off, N card N
  hubbase: '', // the address Hub repositories are downloaded from (none: the Hub's, folder.js)
};

/** The most output tokens the page's limit may name (a model's own max_len caps it too). */
export const MAX_OUT = 1024;

/** Model ids of Hub repositories: `hub:ORG/NAME`, which the address writes `hub=ORG/NAME`. */
export const HUB_PREFIX = 'hub:';

const NUMBERS = ['layer', 'head', 'query', 'pad', 'beam', 'alpha', 'maxout', 'sub', 'diff', 'snap', 'samples', 'temperature', 'top_k', 'top_p', 'seed', 'truth', 'tour'];
// Changing one of these needs the model to run again; the rest only redraw.
export const RERUN = ['model', 'text', 'pad', 'beam', 'alpha', 'maxout', 'backend', 'edits', 'samples', 'temperature', 'top_k', 'top_p', 'seed'];

export function readHash(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS)) {
    if (!params.has(key)) continue;
    const raw = params.get(key);
    if (NUMBERS.includes(key)) {
      const v = Number(raw);
      if (Number.isFinite(v) && v >= 0) state[key] = v;
    } else {
      state[key] = raw;
    }
  }
  // `hub=ORG/NAME` opens that repository (folder.js checks the name).
  if (params.has('hub')) state.model = HUB_PREFIX + params.get('hub');
  if (!/^(https?:\/\/[^\s]+)?$/.test(state.hubbase)) state.hubbase = '';
  if (!params.has('text') && params.has('model')) {
    const m = MODELS.find((x) => x.id === state.model);
    if (m) state.text = m.example;
  }
  state.beam = Math.max(1, Math.min(OFFERED.beam, Math.round(state.beam)));
  state.pad = Math.min(OFFERED.pad, Math.round(state.pad));
  state.maxout = Math.min(MAX_OUT, Math.round(state.maxout));
  if (!['auto', 'gpu', 'cpu'].includes(state.backend)) state.backend = 'auto';
  if (!['encoder', 'decoder'].includes(state.stack)) state.stack = 'encoder';
  // The core checks each edit against the model; the address keeps only edits of its grammar.
  if (!knownEdits(editList(state))) state.edits = '';
  state.diff = state.diff ? 1 : 0;
  if (!['', 'head', 'mean'].includes(state.overlay)) state.overlay = '';
  state.truth = state.truth ? 1 : 0;
  if (!LANGUAGES.some((l) => l.id === state.lang)) state.lang = '';
  state.samples = Math.min(OFFERED.samples, Math.round(state.samples));
  state.top_k = Math.round(state.top_k);
  state.seed = Math.round(state.seed);
  state.tour = Math.round(state.tour);
  return state;
}

export function writeHash(state) {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS)) {
    if (key === 'hubbase' && !state.hubbase) continue;
    if (key === 'model' && state.model.startsWith(HUB_PREFIX)) params.set('hub', state.model.slice(HUB_PREFIX.length));
    else params.set(key, String(state[key]));
  }
  return `#${params.toString()}`;
}

/** The edits of `state`, in the order given. */
export function editList(state) {
  return state.edits ? state.edits.split(',').filter(Boolean) : [];
}

/** The model's thread's run request for the input of `state` (www/model/worker.js, `run`). */
export function runArgs(state) {
  const { text, pad, beam, alpha, maxout, samples: count, temperature, top_k, top_p, seed } = state;
  return { text, pad, beam, alpha, maxout, edits: editList(state), sampling: { count, settings: { temperature, top_k, top_p, seed } } };
}
