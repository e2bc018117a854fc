// The training panel: its state, the controls, and what happens to the trained model
// (it joins the model picker and is kept in IndexedDB).
// The tasks, the choices, the defaults and the recipes are the core's (catalog.js, see state.js).
import { CATALOG } from './catalog.js';
import { reasonOf, t } from './i18n.js';
import { saveModel } from './store.js';

const { training } = CATALOG;

/** Every task: {id, example, aligned}; its words are the catalogues' (task-<id>, task-about-<id>). */
export const TASKS = CATALOG.tasks;

/** The panel's name for training on sentence pairs a person gives, beside the tasks. */
export const PAIRS = 'pairs';

/** How many sentence pairs the core takes (src/data/pairs.rs): {max_bytes, max_lines,
 * max_line_bytes, max_merges}. */
export const PAIRS_LIMITS = training.pairs_limits;

/**
 * The weights kept of one run to scrub through (one per scoring): at most `count` of them in
 * `bytes` (in memory, and the same in this browser's storage). Past either bound the run keeps
 * every other one, so what is kept still spans the whole run.
 */
export const SNAPSHOT_LIMIT = { count: 48, bytes: 64 << 20 };

/** `snapshots` with `{step, bytes}` added, thinned to the limit. */
export function withSnapshot(snapshots, step, bytes) {
  let kept = [...snapshots.filter((s) => s.step !== step), { step, bytes }];
  const size = () => kept.reduce((a, s) => a + s.bytes.byteLength, 0);
  while (kept.length > 2 && (kept.length > SNAPSHOT_LIMIT.count || size() > SNAPSHOT_LIMIT.bytes)) {
    kept = kept.filter((s, i) => i % 2 === 0 || i === kept.length - 1);
  }
  return kept;
}

/** The settings a recipe fills in (its model size is the model size "recipe"). */
export const RECIPE_FIELDS = training.recipe_fields;

/** The model sizes the panel offers (the names of `attend train --preset`). */
export const SIZES = training.sizes.values;
/** The layers' forms a run takes, the paper's first; Marian's exports as a Hugging Face folder. */
export const FORMS = training.forms.values;
/** The form whose models export as Hugging Face folders. */
export const EXPORTS_AS_FOLDER = 'marian';
/** The largest model the panel trains: {d_model, n_encoder_layers, n_decoder_layers}. */
export const LARGEST = training.largest;
/** Each preset's shape, as LARGEST's, by its name. */
const SHAPES = training.shapes;

/**
 * The paper's design choices a run can change (src/train/recipe.rs, Design::SWITCHES), each
 * {key, values}: its values, the paper's first.
 */
export const DESIGN = training.design;
/** The design choices a recipe makes unless it says otherwise (the core's Design::default). */
export const DESIGN_DEFAULT = training.design_default;

/**
 * The design choices of `config` (a model's or a recipe's) that differ from DESIGN_DEFAULT, in
 * words, in the order `attend train` lists them: "pre-LN", "no positional encoding", ...
 */
export function designChanges(config) {
  return DESIGN.map((d) => d.key)
    .filter((key) => config[key] !== DESIGN_DEFAULT[key])
    .map((key) => t(`design-${key.replace(/_/g, '-')}-${config[key]}`));
}

/**
 * What a second run may change, one setting at a time: the design choices, the model size,
 * label smoothing and the warm-up. `values` lists a choice's values; a number has none, and
 * `contrast` [plain, telling] instead. What the comparison shows is lookFor's.
 */
export const VARIATIONS = [...DESIGN, training.sizes, training.forms, ...training.numbers];

/** A setting's core name as the catalogue's ids write it: `label_smoothing` -> `label-smoothing`. */
function slug(key) {
  return key.replace(/_/g, '-');
}

/** Setting `key` (a core's name: `norm_first`, `preset`, `warmup`, ...) in the page's language. */
export function settingLabel(key) {
  return t(`train-setting-${slug(key)}`);
}

/** A choice's value in words ("pre-LN", "tiny (d 32, 2+2 layers)"); a number as it is. */
export function valueWords(key, value) {
  if (typeof value === 'number') return value;
  const shape = key === 'preset' ? SHAPES[value] : undefined;
  const args = shape && { d: shape.d_model, encoders: shape.n_encoder_layers, decoders: shape.n_decoder_layers };
  return t(`train-value-${slug(key)}-${value}`, args);
}

/** What comparing two runs that differ in setting `key` shows. */
export function lookFor(key) {
  return t(`train-look-${slug(key)}`);
}

/** A setting and its value in words: "layer norm pre-LN", "label smoothing 0". */
export function valueLabel(key, value) {
  return t('train-setting-value', { setting: settingLabel(key), value: valueWords(key, value) });
}

/** The value a second run takes by default: another of the choice's values, or for a number its
 * plain value, unless the first run has it, then the telling one. */
export function contrast(key, settings) {
  const v = VARIATIONS.find((x) => x.key === key);
  if (v.values) return v.values.find((x) => x !== settings[key]) ?? v.values[0];
  const [plain, telling] = v.contrast;
  return settings[key] !== plain ? plain : telling;
}

/**
 * Training threads on the CPU build: one per core the browser reports, up to 8 (past that a
 * tiny model's steps gain little for the copying).
 */
export const DEFAULT_THREADS = Math.max(1, Math.min(8, (globalThis.navigator && navigator.hardwareConcurrency) || 1));

/** The panel's starting point, before its task's recipe (the same as `attend train`'s) fills it in. */
const DEFAULT_SETTINGS = { task: training.task, preset: 'recipe', form: FORMS[0], seed: 0, evalEvery: training.eval_every, threads: DEFAULT_THREADS };

/** The settings of `task`'s recipe, keeping the seed and scoring interval of `settings`. */
export function recipeSettings(task, recipes, settings = DEFAULT_SETTINGS) {
  const recipe = recipes[task];
  return { ...settings, task, preset: 'recipe', ...Object.fromEntries(RECIPE_FIELDS.map((k) => [k, recipe[k]])) };
}

/** What one run has shown so far. */
function blankRun() {
  return {
    status: 'idle', // idle | starting | running | pausing | paused | done | failed
    backend: '',
    threads: 1, // the threads it trains on
    described: null,
    corpus: null, // for a run on sentence pairs: the core's summary of them (TrainSession.describe)
    message: '', // what the panel says of the run; `said` its messages, to say again in another language
    said: null,
    runId: null,
    losses: [], // [step, loss]
    held: [], // [step, loss, exact, token, bleu, perplexity]
    aer: [], // [step, best head's AER, [each decoder layer's head-averaged AER]], where the task has true alignments
    grads: [], // {step, norms}
    examples: [],
    attention: null, // the last scoring's
    attentions: [], // {step, attention}, one per scoring: the runs side by side at a step
    lr: 0,
    step: 0,
    tokens: 0,
    ms: 0,
    weights: null,
    snapshots: [], // [{step, bytes}], one per scoring (see SNAPSHOT_LIMIT)
  };
}

/** The statuses in which a run still holds the panel. */
const BUSY = ['starting', 'running', 'pausing', 'paused'];

/**
 * Keeps run `r`'s weights (its last scoring's) as a model: it joins the model picker and this
 * browser's storage. `kind`: how the run ended (done, paused or failed).
 */
async function keep(r, kind, addModel) {
  if (!r.weights) return;
  const s = r.settings;
  const trained = { task: r.corpus ? null : s.task, preset: s.preset, differs: r.differs ?? null, steps: r.step, lastGood: kind === 'failed' };
  // The name in the language of the day, and its parts, so that it can be written again in
  // another language (trainedName) wherever the model is listed later.
  const name = trainedName(trained);
  // A model of sentence pairs opens on a held-out pair's source: its vocabulary is its own.
  const example = r.corpus ? r.examples[0]?.src : undefined;
  const record = { id: r.runId, name, trained, task: s.task, example, bytes: r.weights, snapshots: r.snapshots, saved: Date.now() };
  addModel(record);
  try {
    await saveModel(record);
  } catch (e) {
    tell(r, [['train-not-stored' /* message */, { reason: e.message }]]);
  }
}

/**
 * A trained model's name in the page's language from its parts, as keep() stores them ({task
 * (null for sentence pairs), preset, differs, steps, lastGood}): "trained reverse (recipe), 5
 * steps, last good", "trained on pasted pairs (tiny, decoder mask none), 30 steps".
 */
export function trainedName({ task, preset, differs, steps, lastGood }) {
  const size = t(`train-preset-${preset}`);
  const settings = differs ? t('train-name-settings-differ', { preset: size, differs: valueLabel(differs.key, differs.value) }) : size;
  const args = { task, settings, steps, last: lastGood ? 'good' : 'none' };
  return task === null ? t('train-name-pairs', args) : t('train-name', args);
}

/** Run `r` says `said` ([[id, args], ...], sentences of the catalogue, one after another). */
function tell(r, said) {
  r.said = said;
  r.message = said.map(([id, args]) => t(id, args)).join(' ');
}

/** What run `r` says, in the page's language of the moment. */
export function messageOf(r) {
  return r.said ? r.said.map(([id, args]) => t(id, args)).join(' ') : r.message;
}

/** The bytes of `view` in a buffer of their own. */
function ownBuffer(view) {
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength);
}

/**
 * Run `r` hears a training event of the model's thread (www/model/worker.js): a chunk's
 * progress, a scoring, or its end. Whether the run ended, so its weights are to be kept.
 */
function heard(r, kind, data) {
  if (kind === 'progress') {
    const first = data.step - data.n + 1;
    data.losses.forEach((l, i) => r.losses.push([first + i, l]));
    r.step = data.step;
    r.lr = data.lr;
    r.tokens += data.tokens;
    r.ms += data.ms;
    if (Object.keys(data.grad_norms).length) r.grads.push({ step: data.step, norms: data.grad_norms });
    return false;
  }
  if (kind === 'eval') {
    r.held.push([data.step, data.loss, data.exact_match, data.token_accuracy, data.bleu.score, data.perplexity]);
    if (data.alignment) r.aer.push([data.step, data.alignment.best.aer, data.alignment.layer_mean_aer]);
    r.examples = data.examples;
    r.attention = data.attention;
    r.attentions = [...r.attentions.filter((a) => a.step !== data.step), { step: data.step, attention: data.attention }];
    r.weights = ownBuffer(data.weights);
    r.snapshots = withSnapshot(r.snapshots, data.step, r.weights);
    return false;
  }
  if (kind === 'done' || kind === 'paused') {
    r.status = kind;
    return true;
  }
  if (kind === 'failed') {
    r.status = 'failed';
    // The run's last good weights, as the core keeps them.
    r.weights = data.weights ? ownBuffer(data.weights) : null;
    // A divergence names the step whose loss went wrong; other failures stop after the last chunk.
    const step = data.diverged ? data.diverged.step : data.step;
    const why = data.diverged ? ['train-diverged' /* message */, { step, loss: data.diverged.loss }] : ['train-stopped' /* message */, { step, reason: data.message }];
    tell(r, r.weights ? [why, ['train-kept-last' /* message */]] : [why]);
    return true;
  }
  return false;
}

/**
 * The panel's state is the first run's (`state.status`, `state.losses`, ...); a second run
 * started beside it, differing in one setting, is `state.second` (its `differs`: {key, value}).
 */
export function createTraining(app, { onChange, addModel }) {
  // compareStep: the step the two runs' attention is shown at (null: the latest both have).
  // pairs: the sentence pairs the person pasted or uploaded, kept across runs: {text, bytes,
  // name, read} (`read`: the core's reading of them, {pairs, duplicates} or {error}).
  const panel = { ...blankRun(), settings: recipeSettings(DEFAULT_SETTINGS.task, training.recipes), recipes: training.recipes, second: null, compareStep: null, pairs: { text: '', bytes: null, name: '', read: null } };
  const runs = () => [panel, panel.second].filter(Boolean);

  app.client.onEvent(async ({ event, kind, data }) => {
    if (event !== 'train') return;
    const r = data.run === 1 ? panel.second : panel;
    if (!r) return;
    if (heard(r, kind, data)) await keep(r, kind, addModel);
    onChange(kind);
  });

  return {
    state: panel,
    /** The runs on the panel: the first, and the second where one was started. */
    runs,
    /** Whether any run still holds the panel (starting, running, pausing or paused). */
    busy: () => runs().some((r) => BUSY.includes(r.status)),
    /**
     * Starts a run with `settings`, and with `differs` ({key, value}) a second one beside it
     * with that one setting changed.
     */
    async start(settings, differs = null) {
      let pairs = null;
      if (settings.task === 'pairs') {
        // Bad pairs are refused before anything on the panel changes.
        const read = await this.readPairs();
        if (!read || read.error) {
          tell(panel, [read ? ['train-pairs-refused' /* message */, { reason: read.error }] : ['train-pairs-none' /* message */]]);
          panel.refused = true;
          onChange('refused');
          return;
        }
        pairs = { bytes: panel.pairs.bytes, bpe_merges: settings.bpe_merges ?? null };
      }
      const now = Date.now();
      panel.refused = false;
      Object.assign(panel, blankRun(), { status: 'starting', settings: { ...settings }, runId: `trained-${now}`, compareStep: null });
      panel.second = differs ? { ...blankRun(), status: 'starting', settings: { ...settings, [differs.key]: differs.value }, differs, runId: `trained-${now}-b` } : null;
      onChange('start');
      const { evalEvery } = settings;
      // The scoring interval goes to the core once for both runs, and the merges with the pairs.
      const asked = runs().map((r) => Object.fromEntries(Object.entries(r.settings).filter(([k]) => k !== 'evalEvery' && k !== 'bpe_merges')));
      try {
        const started = await app.client.trainStart(asked, app.state.backend, evalEvery, pairs);
        runs().forEach((r, i) => {
          r.backend = started[i].backend;
          r.threads = started[i].threads;
          r.described = started[i].described;
          r.corpus = r.described.corpus;
          // A recipe chosen from the pairs: the settings the core filled in are the run's.
          if (r.corpus) for (const k of RECIPE_FIELDS) if (k in r.described) r.settings[k] = r.described[k];
          r.message = started[i].note;
          r.said = null;
          if (r.status === 'starting') r.status = 'running';
        });
      } catch (e) {
        for (const r of runs()) r.status = 'idle';
        tell(panel, [['train-not-started' /* message */, { reason: reasonOf(e) }]]);
      }
      onChange('started');
    },
    /**
     * Sets the sentence pairs to `bytes` (a Uint8Array) with their `text` where they are text,
     * and `name` (a file's, or '' for pasted ones).
     */
    setPairs(bytes, text, name = '') {
      panel.pairs = { text, bytes, name, read: null };
    },
    /** The core's reading of the pairs ({pairs, duplicates} or {error}), or null for none. */
    async readPairs() {
      const p = panel.pairs;
      if (!p.bytes || !p.bytes.length) return null;
      if (!p.read) {
        const bytes = p.bytes;
        const read = await app.client.readPairs(bytes).catch((e) => ({ error: reasonOf(e) }));
        if (panel.pairs.bytes === bytes) p.read = read;
        return read;
      }
      return p.read;
    },
    async pause() {
      for (const r of runs()) if (r.status === 'running') r.status = 'pausing';
      onChange('pausing');
      await app.client.trainPause();
    },
    async resume() {
      for (const r of runs()) if (r.status === 'paused') r.status = 'running';
      onChange('resume');
      await app.client.trainResume();
    },
    async reset() {
      await app.client.trainReset();
      Object.assign(panel, blankRun(), { settings: panel.settings, second: null });
      onChange('reset');
    },
  };
}
