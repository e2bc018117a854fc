// The whole view state lives in the URL hash (model, input, stage, layer, head, ...), so a view
// can be shared by copying the address.

export const MODELS = [
  { id: 'fr-en', name: 'French → English', example: 'je suis étudiant' },
  { id: 'dates', name: 'dates → ISO', example: 'Mar 3rd, 21' },
  { id: 'numbers', name: 'English → German numbers', example: 'three hundred twenty one' },
  { id: 'reverse', name: 'reverse', example: 'abcdefg' },
  { id: 'sort', name: 'sort letters', example: 'jhcafeb' },
  { id: 'copy', name: 'copy', example: 'badcafe' },
];

export const DEFAULTS = {
  model: 'fr-en',
  text: 'je suis étudiant',
  stage: 'input',
  layer: 0,
  head: 0,
  query: 0,
  pad: 2,
  beam: 3,
  alpha: 0.6,
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
};

const NUMBERS = ['layer', 'head', 'query', 'pad', 'beam', 'alpha', 'sub', 'diff', 'snap', 'samples', 'temperature', 'top_k', 'top_p', 'seed'];
// Changing one of these needs the model to run again; the rest only redraw.
export const RERUN = ['model', 'text', 'pad', 'beam', 'alpha', 'backend', 'edits', 'samples', 'temperature', 'top_k', 'top_p', 'seed'];
// The most samples the page draws at once.
export const SAMPLES_OFFERED = 8;
// The longest list of edits the address may carry (the core checks each one).
const MAX_EDITS_TEXT = 4096;

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
  if (!params.has('text') && params.has('model')) {
    const m = MODELS.find((x) => x.id === state.model);
    if (m) state.text = m.example;
  }
  state.beam = Math.max(1, Math.min(8, Math.round(state.beam)));
  state.pad = Math.min(32, Math.round(state.pad));
  if (!['auto', 'gpu', 'cpu'].includes(state.backend)) state.backend = 'auto';
  if (!['encoder', 'decoder'].includes(state.stack)) state.stack = 'encoder';
  if (state.edits.length > MAX_EDITS_TEXT || !/^[a-z0-9_.,:=-]*$/.test(state.edits)) state.edits = '';
  state.diff = state.diff ? 1 : 0;
  state.samples = Math.min(SAMPLES_OFFERED, Math.round(state.samples));
  state.top_k = Math.round(state.top_k);
  state.seed = Math.round(state.seed);
  return state;
}

export function writeHash(state) {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS)) params.set(key, String(state[key]));
  return `#${params.toString()}`;
}
