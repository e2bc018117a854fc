// Training in the tab: the panel's state, the controls, and what happens to the trained model
// (it joins the model picker and is kept in IndexedDB).
import { saveModel } from './store.js';

export const TASKS = [
  { id: 'reverse', example: 'abcdefg' },
  { id: 'copy', example: 'badcafe' },
  { id: 'sort', example: 'jhcafeb' },
  { id: 'dates', example: 'Mar 3rd, 21' },
  { id: 'numbers', example: 'three hundred twenty one' },
];

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
export const RECIPE_FIELDS = ['steps', 'batch_size', 'warmup', 'lr_factor', 'label_smoothing', 'dropout'];

/** The panel's starting point: the task's recipe (from the core, the same as `attend train`'s) once the model's thread has sent the recipes. */
const DEFAULT_SETTINGS = { task: 'reverse', preset: 'recipe', seed: 0, evalEvery: 100 };

/** The settings of `task`'s recipe, keeping the seed and scoring interval of `settings`. */
export function recipeSettings(task, recipes, settings = DEFAULT_SETTINGS) {
  const recipe = recipes[task];
  return { ...settings, task, preset: 'recipe', ...Object.fromEntries(RECIPE_FIELDS.map((k) => [k, recipe[k]])) };
}

export function createTraining(app, { onChange, addModel }) {
  const t = {
    status: 'idle', // idle | starting | running | pausing | paused | done | failed
    settings: { ...DEFAULT_SETTINGS },
    recipes: null, // {task: recipe}, from the core
    backend: '',
    described: null,
    message: '',
    runId: null,
    losses: [], // [step, loss]
    held: [], // [step, loss, exact, token]
    grads: [], // {step, norms}
    examples: [],
    attention: null,
    lr: 0,
    step: 0,
    tokens: 0,
    ms: 0,
    weights: null,
    snapshots: [], // [{step, bytes}], one per scoring (see SNAPSHOT_LIMIT)
  };

  async function keep(kind) {
    if (!t.weights) return;
    const s = t.settings;
    const name = `trained ${s.task} (${s.preset}), ${t.step} steps${kind === 'failed' ? ', last good' : ''}`;
    const record = { id: t.runId, name, task: s.task, bytes: t.weights, snapshots: t.snapshots, saved: Date.now() };
    addModel(record);
    try {
      await saveModel(record);
    } catch (e) {
      t.message = `The trained model could not be kept in this browser's storage: ${e.message}`;
    }
  }

  app.client.onEvent(async ({ kind, data }) => {
    if (kind === 'progress') {
      const first = data.step - data.n + 1;
      data.losses.forEach((l, i) => t.losses.push([first + i, l]));
      t.step = data.step;
      t.lr = data.lr;
      t.tokens += data.tokens;
      t.ms += data.ms;
      if (Object.keys(data.grad_norms).length) t.grads.push({ step: data.step, norms: data.grad_norms });
    } else if (kind === 'eval') {
      t.held.push([data.step, data.loss, data.exact_match, data.token_accuracy]);
      t.examples = data.examples;
      t.attention = data.attention;
      t.weights = data.weights.buffer.slice(data.weights.byteOffset, data.weights.byteOffset + data.weights.byteLength);
      t.snapshots = withSnapshot(t.snapshots, data.step, t.weights);
    } else if (kind === 'done' || kind === 'paused') {
      t.status = kind;
      await keep(kind);
    } else if (kind === 'failed') {
      t.status = 'failed';
      // A divergence names the step whose loss went wrong; other failures stop after the last chunk.
      const step = data.diverged ? data.diverged.step : data.step;
      t.message = `Training stopped at step ${step}: ${data.message}.${t.weights ? ' The weights of the last evaluation are kept.' : ''}`;
      await keep(kind);
    }
    onChange(kind);
  });

  app.client
    .recipes()
    .then((recipes) => {
      t.recipes = recipes;
      if (t.status === 'idle') t.settings = recipeSettings(t.settings.task, recipes, t.settings);
    })
    .catch((e) => {
      t.message = `The tasks' training recipes could not be read from the core: ${e.message}`;
    })
    .finally(() => onChange('recipes'));

  return {
    state: t,
    async start(settings) {
      Object.assign(t, { status: 'starting', settings: { ...settings }, message: '', losses: [], held: [], grads: [], examples: [], attention: null, step: 0, tokens: 0, ms: 0, weights: null, snapshots: [], lr: 0 });
      t.runId = `trained-${Date.now()}`;
      onChange('start');
      const { evalEvery, ...rest } = settings;
      try {
        const started = await app.client.trainStart(rest, app.state.backend, evalEvery);
        t.backend = started.backend;
        t.described = started.described;
        t.message = started.note;
        if (t.status === 'starting') t.status = 'running';
      } catch (e) {
        t.status = 'idle';
        t.message = `Training could not start: ${e.message}`;
      }
      onChange('started');
    },
    async pause() {
      t.status = 'pausing';
      onChange('pausing');
      await app.client.trainPause();
    },
    async resume() {
      t.status = 'running';
      onChange('resume');
      await app.client.trainResume();
    },
    async reset() {
      await app.client.trainReset();
      Object.assign(t, { status: 'idle', message: '', losses: [], held: [], grads: [], examples: [], attention: null, step: 0, tokens: 0, ms: 0, weights: null, snapshots: [] });
      onChange('reset');
    },
  };
}
