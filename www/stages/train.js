// 12. Train your own: a tiny Transformer trained in this tab, with live curves, held-out
// outputs, the cross-attention forming, and per-layer gradient norms.
import { lineChart, legend } from '../chart.js';
import { el, fmt, matrix, section, show } from '../draw.js';
import { formula, mark } from '../formula.js';
import { RECIPE_FIELDS, recipeSettings, SNAPSHOT_LIMIT, TASKS } from '../training.js';

const COLOURS = ['#3f007d', '#d62728', '#2ca02c', '#1f77b4', '#ff7f0e', '#17becf', '#8c564b', '#e377c2', '#7f7f7f'];

function field(name, label, value, attrs = {}) {
  return el('label', { class: 'field' }, label, el('input', { name, value, ...attrs }));
}

function settingsForm(ctx, training) {
  const s = training.state.settings;
  const locked = !['idle', 'done', 'failed'].includes(training.state.status);
  const form = el(
    'form',
    { id: 'train-form', class: `train-form ${locked ? 'locked' : ''}` },
    el('label', { class: 'field' }, 'task', el('select', { name: 'task', disabled: locked, onchange: (e) => chooseTask(form, training, e.target.value) }, TASKS.map((t) => el('option', { value: t.id, selected: t.id === s.task }, t.id)))),
    el('label', { class: 'field' }, 'model size', el('select', { name: 'preset', disabled: locked }, SIZES.map(([p, label]) => el('option', { value: p, selected: p === s.preset }, label)))),
    field('steps', 'steps', s.steps, { type: 'number', min: 1, max: 100000, disabled: locked }),
    field('batch_size', 'batch size', s.batch_size, { type: 'number', min: 1, max: 512, disabled: locked }),
    field('warmup', 'warm-up steps', s.warmup, { type: 'number', min: 1, disabled: locked }),
    field('lr_factor', 'learning-rate factor', s.lr_factor, { type: 'number', step: 'any', min: 0, disabled: locked }),
    field('label_smoothing', 'label smoothing', s.label_smoothing, { type: 'number', step: 'any', min: 0, max: 0.99, disabled: locked }),
    field('dropout', 'dropout', s.dropout, { type: 'number', step: 'any', min: 0, max: 0.99, disabled: locked }),
    field('seed', 'seed', s.seed, { type: 'number', min: 0, disabled: locked }),
    field('evalEvery', 'score every', s.evalEvery, { type: 'number', min: 1, disabled: locked }),
  );
  const read = () => {
    const data = new FormData(form);
    const num = (k) => Number(data.get(k));
    return { task: data.get('task'), preset: data.get('preset'), steps: num('steps'), batch_size: num('batch_size'), warmup: num('warmup'), lr_factor: num('lr_factor'), label_smoothing: num('label_smoothing'), dropout: num('dropout'), seed: num('seed'), evalEvery: scoringInterval(num('evalEvery')) };
  };
  const status = training.state.status;
  const recipe = training.state.recipes && training.state.recipes[s.task];
  const note = el('p', { class: 'explain', id: 'train-recipe' }, recipe ? recipeNote(s.task, recipe) : '');
  const buttons = el(
    'div',
    { class: 'train-buttons' },
    el('button', { id: 'train-start', type: 'button', disabled: locked, onclick: () => training.start(read()) }, status === 'idle' ? 'Start' : 'Start again'),
    el('button', { id: 'train-pause', type: 'button', disabled: status !== 'running', onclick: () => training.pause() }, 'Pause'),
    el('button', { id: 'train-resume', type: 'button', disabled: status !== 'paused', onclick: () => training.resume() }, 'Resume'),
    el('button', { id: 'train-reset', type: 'button', disabled: status === 'idle' || status === 'starting', onclick: () => training.reset() }, 'Reset'),
  );
  mark(form.elements.warmup.closest('label'), 'warmup');
  mark(form.elements.lr_factor.closest('label'), 'factor');
  const schedule = el('p', { class: 'explain' }, "The learning rate follows the paper's schedule: it grows linearly for the warm-up steps, then falls as the inverse square root of the step (hover a term to find it on the page):");
  return el('div', {}, form, note, schedule, formula('schedule'), buttons);
}

const SIZES = [
  ['recipe', "the task's recipe"],
  ['tiny', 'tiny (d 32, 2+2 layers)'],
  ['small', 'small (d 128, 3+3 layers)'],
];

function recipeNote(task, recipe) {
  return `The recipe for ${task} (the same as attend train --task ${task}): ${recipe.describe}. It reaches at least 99% held-out exact match from any seed; change any setting to try your own.`;
}

/** Choosing a task fills the form with its recipe, in place (the seed and scoring interval stay). */
function chooseTask(form, training, task) {
  const recipes = training.state.recipes;
  if (!recipes) return;
  const s = recipeSettings(task, recipes);
  for (const k of RECIPE_FIELDS) form.elements[k].value = s[k];
  form.elements.preset.value = 'recipe';
  const note = document.getElementById('train-recipe');
  if (note) note.textContent = recipeNote(task, recipes[task]);
}

// A whole number of steps, at least 1 (the core ends a chunk of steps wherever a scoring falls).
function scoringInterval(value) {
  return Math.max(1, Math.round(value) || 1);
}

function progress(training) {
  const t = training.state;
  const total = t.settings.steps;
  const perStep = t.step ? t.ms / t.step : 0;
  const eta = perStep * (total - t.step);
  const last = t.losses.at(-1);
  const held = t.held.at(-1);
  const facts = [
    ['status', t.status],
    ['step', `${t.step} / ${total}`],
    ['loss', last ? fmt(last[1], 4) : '–'],
    ['learning rate', t.lr ? t.lr.toExponential(2) : '–'],
    ['tokens/s', t.ms ? Math.round(t.tokens / (t.ms / 1000)).toLocaleString('en') : '–'],
    ['ETA', t.status === 'running' && t.step ? `${Math.round(eta / 1000)} s` : '–'],
    ['held-out exact match', held ? `${fmt(100 * held[2], 1)}%` : '–'],
    ['token accuracy', held ? `${fmt(100 * held[3], 1)}%` : '–'],
    ['on', t.backend ? (t.backend.startsWith('gpu') ? 'WebGPU' : 'CPU (wasm)') : '–'],
  ];
  const terms = { step: 'step', 'learning rate': 'lr' };
  return el('dl', { class: 'train-facts', id: 'train-facts' }, facts.map(([k, v]) => [el('dt', {}, k), el('dd', { 'data-fact': k, 'data-term': terms[k] }, v)]));
}

function charts(training) {
  const t = training.state;
  const lossSeries = [
    { name: 'training loss', colour: COLOURS[0], points: t.losses },
    { name: 'held-out loss', colour: COLOURS[1], points: t.held.map(([s, l]) => [s, l]), dots: true },
  ];
  const accSeries = [
    { name: 'exact match', colour: COLOURS[2], points: t.held.map(([s, , e]) => [s, e]), dots: true },
    { name: 'token accuracy', colour: COLOURS[3], points: t.held.map(([s, , , a]) => [s, a]), dots: true },
  ];
  const groups = t.grads.length ? Object.keys(t.grads.at(-1).norms) : [];
  const gradSeries = groups.map((g, i) => ({ name: g, colour: COLOURS[i % COLOURS.length], points: t.grads.map(({ step, norms }) => [step, norms[g]]) }));
  const xMax = t.settings.steps;
  return el(
    'div',
    { class: 'train-charts' },
    el('figure', {}, el('figcaption', {}, 'loss'), lineChart(lossSeries, { xMax, yMin: 0, id: 'loss-chart' }), legend(lossSeries)),
    el('figure', {}, el('figcaption', {}, 'held-out accuracy'), lineChart(accSeries, { xMax, yMin: 0, yMax: 1, id: 'accuracy-chart' }), legend(accSeries)),
    el('figure', {}, el('figcaption', {}, 'gradient norm per layer (before clipping, log scale)'), lineChart(gradSeries, { xMax, log: true, id: 'grad-chart' }), legend(gradSeries)),
  );
}

function outputs(training) {
  const t = training.state;
  if (!t.examples.length) return el('p', { class: 'explain' }, 'Held-out examples appear at the first scoring.');
  return el(
    'table',
    { class: 'examples', id: 'train-examples' },
    el('tr', {}, el('th', {}, 'input'), el('th', {}, 'right answer'), el('th', {}, 'the model says'), el('th', {}, '')),
    t.examples.map((e) => el('tr', { class: e.right ? 'right' : 'wrong' }, el('td', { class: 'mono' }, e.src), el('td', { class: 'mono' }, e.want), el('td', { class: 'mono' }, e.got), el('td', {}, e.right ? '✓' : '✗'))),
  );
}

function attention(training) {
  const a = training.state.attention;
  if (!a) return el('p', { class: 'explain' }, 'The cross-attention appears at the first scoring.');
  const src = a.src.map(show);
  const tgt = a.tgt.map(show);
  return el(
    'div',
    { class: 'heads', id: 'train-attention' },
    a.heads.map((w, h) =>
      el('div', { class: 'head' }, el('span', { class: 'picker-name' }, `head ${h}`), matrix(w, { kind: 'weight', rowLabels: tgt, colLabels: src, cell: 14, tip: (r, c, v) => `head ${h}: “${tgt[r]}” → “${src[c]}”: ${fmt(v, 4)}` })),
    ),
  );
}

function outputsSection(training) {
  return section('Held-out examples', 'Inputs the model never trained on, and what it answers now (greedy decoding).', outputs(training));
}

function attentionSection(training) {
  return section(
    'Cross-attention as it learns',
    `The last decoder layer's cross-attention on the first held-out example, with the right answer fed in (teacher forcing), refreshed at every scoring. On reverse, an anti-diagonal appears as each output position learns to read its mirrored input.`,
    attention(training),
  );
}

export const train = {
  /**
   * After a step or a scoring only the figures, curves, outputs and attention change: redraw
   * just those, so the controls are never replaced under the pointer.
   */
  update(ctx) {
    const parts = ['train-facts', 'train-curves', 'train-outputs', 'train-attention-part'].map((id) => document.getElementById(id));
    if (parts.some((p) => !p)) return false;
    const [facts, curves, outs, attn] = parts;
    facts.replaceWith(progress(ctx.training));
    curves.replaceChildren(section('Curves', null, charts(ctx.training)));
    outs.replaceChildren(outputsSection(ctx.training));
    attn.replaceChildren(attentionSection(ctx.training));
    return true;
  },
  id: 'train',
  title: 'Train your own',
  diagram: 'none',
  needsRun: false,
  render(ctx) {
    const training = ctx.training;
    const t = training.state;
    const done = ['paused', 'done', 'failed'].includes(t.status) && t.weights;
    return el(
      'div',
      { id: 'train-panel' },
      section(
        'Train a Transformer in this tab',
        'Pick a task and press Start: a new model is initialised and trained right here with the paper\'s recipe (Adam with β₂ = 0.98, the warm-up then inverse-square-root learning rate, label smoothing, dropout, gradient clipping at 1), on WebGPU or the CPU as the backend setting above says. Held-out examples are scored every so often; pause any time. The trained model joins the model picker, so the whole walkthrough works on it, and it is kept in this browser.',
        settingsForm(ctx, training),
      ),
      t.message ? el('p', { class: t.status === 'failed' ? 'error' : 'explain', id: 'train-message' }, t.message) : null,
      progress(training),
      done
        ? el(
            'div',
            { class: 'train-buttons' },
            el('button', { id: 'train-open', type: 'button', onclick: () => ctx.openTrained() }, 'Step through the trained model'),
            el('button', { id: 'train-export', type: 'button', onclick: () => ctx.exportTrained() }, 'Export the trained model'),
            el('p', { class: 'explain' }, `The weights of each scoring are kept (${t.snapshots.length} now; at most ${SNAPSHOT_LIMIT.count}, or ${SNAPSHOT_LIMIT.bytes >> 20} MiB, past which every other one is let go): in the walkthrough, the “training step” slider at the top moves every view, heatmaps included, to the model as it was then. Watch the attention pattern form.`),
          )
        : null,
      el('div', { id: 'train-curves' }, section('Curves', null, charts(training))),
      el('div', { id: 'train-outputs' }, outputsSection(training)),
      el('div', { id: 'train-attention-part' }, attentionSection(training)),
    );
  },
};
