// 12. Train your own: a tiny Transformer trained in this tab, with live curves, held-out
// outputs, the cross-attention forming, and per-layer gradient norms.
import { COLOURS, legend, lineChart } from '../chart.js';
import { el, fmt, grouped, matrix, section, show } from '../draw.js';
import { formula, mark } from '../formula.js';
import { wordTexts } from './overlay.js';
import { contrast, DESIGN, PAIRS, PAIRS_LIMITS, RECIPE_FIELDS, recipeSettings, SIZES, SNAPSHOT_LIMIT, TASKS, valueLabel, VARIATIONS } from '../training.js';

function field(name, label, value, attrs = {}) {
  return el('label', { class: 'field' }, label, el('input', { name, value, ...attrs }));
}

/** A select of `values` ([value, words]): a setting's words, its value a string or a boolean. */
function choice(name, values, value, attrs = {}) {
  return el('select', { name, ...attrs }, values.map(([v, words]) => el('option', { value: String(v), selected: v === value }, words)));
}

/** A select's value as the setting it stands for. */
function chosen(text) {
  return text === 'true' ? true : text === 'false' ? false : text;
}

/** The second run's value control for setting `key`, starting from the contrast with `settings`. */
function otherValue(key, settings, locked) {
  const v = VARIATIONS.find((x) => x.key === key);
  const value = contrast(key, settings);
  const attrs = { id: 'train-other', 'aria-label': `the second run's ${v.label}`, disabled: locked };
  if (v.values) return choice('other', v.values, value, attrs);
  const limits = key === 'warmup' ? { min: 1 } : { step: 'any', min: 0, max: 0.99 };
  return el('input', { name: 'other', type: 'number', value, ...limits, ...attrs });
}

/** Where the panel's form says a second run differs: {key, value}, or null for one run. */
function readDiffers(form) {
  const key = form.elements.differs.value;
  if (!key) return null;
  const other = form.elements.other;
  const value = other.tagName === 'SELECT' ? chosen(other.value) : Number(other.value);
  return { key, value };
}

function compareFields(form, training, locked) {
  const second = training.state.second;
  const key = second ? second.differs.key : '';
  const slot = el('span', { class: 'field' });
  const fill = (k, settings) => {
    slot.replaceChildren(k ? el('label', { class: 'field' }, 'the second run has', otherValue(k, settings, locked)) : '');
    if (k && second && k === second.differs.key) slot.querySelector('[name=other]').value = String(second.differs.value);
  };
  const differs = el(
    'select',
    { name: 'differs', id: 'train-differs', disabled: locked, onchange: (e) => fill(e.target.value, readSettings(form)) },
    el('option', { value: '' }, 'no second run'),
    VARIATIONS.map((v) => el('option', { value: v.key, selected: v.key === key }, `a second run, differing in ${v.label}`)),
  );
  fill(key, training.state.settings);
  return el('fieldset', { class: 'train-compare', id: 'train-compare' }, el('legend', {}, 'Compare'), el('label', { class: 'field' }, 'beside this run', differs), slot);
}

/** The panel's settings as the form holds them. */
function readSettings(form) {
  const data = new FormData(form);
  const num = (k) => Number(data.get(k));
  const design = Object.fromEntries(DESIGN.map(({ key }) => [key, chosen(data.get(key))]));
  const settings = { task: data.get('task'), preset: data.get('preset'), steps: num('steps'), batch_size: num('batch_size'), warmup: num('warmup'), lr_factor: num('lr_factor'), label_smoothing: num('label_smoothing'), dropout: num('dropout'), ...design, seed: num('seed'), threads: num('threads'), evalEvery: scoringInterval(num('evalEvery')) };
  if (settings.task !== PAIRS) return settings;
  // On sentence pairs a setting left blank is the recipe's, which the core chooses from their number.
  for (const k of RECIPE_FIELDS) if (data.get(k) === '') delete settings[k];
  const merges = data.get('bpe_merges');
  return { ...settings, bpe_merges: merges === '' || merges === null ? null : Number(merges) };
}

function settingsForm(ctx, training) {
  const s = training.state.settings;
  const locked = training.busy();
  const form = el(
    'form',
    { id: 'train-form', class: `train-form ${locked ? 'locked' : ''}` },
    el('label', { class: 'field' }, 'task', el('select', { name: 'task', disabled: locked, onchange: (e) => chooseTask(form, training, e.target.value) }, TASKS.map((t) => el('option', { value: t.id, selected: t.id === s.task }, t.id)), el('option', { value: PAIRS, selected: s.task === PAIRS }, 'your own sentence pairs'))),
    el('label', { class: 'field' }, 'model size', choice('preset', SIZES, s.preset, { disabled: locked })),
    field('steps', 'steps', s.steps, { type: 'number', min: 1, max: 100000, disabled: locked }),
    field('batch_size', 'batch size', s.batch_size, { type: 'number', min: 1, max: 512, disabled: locked }),
    field('warmup', 'warm-up steps', s.warmup, { type: 'number', min: 1, disabled: locked }),
    field('lr_factor', 'learning-rate factor', s.lr_factor, { type: 'number', step: 'any', min: 0, disabled: locked }),
    field('label_smoothing', 'label smoothing', s.label_smoothing, { type: 'number', step: 'any', min: 0, max: 0.99, disabled: locked }),
    field('dropout', 'dropout', s.dropout, { type: 'number', step: 'any', min: 0, max: 0.99, disabled: locked }),
    field('seed', 'seed', s.seed, { type: 'number', min: 0, disabled: locked }),
    field('evalEvery', 'score every', s.evalEvery, { type: 'number', min: 1, disabled: locked }),
    field('threads', 'CPU threads', s.threads, { type: 'number', min: 1, disabled: locked, title: 'On the CPU, each batch is cut into this many parts, computed at once on as many threads; their gradients sum to the whole batch\'s. The batch is cut into pieces of like lengths for the threads, each with its own dropout masks, so the numbers can depend on this setting. WebGPU takes whole batches.' }),
    DESIGN.map(({ key, label, values }) => el('label', { class: 'field' }, label, choice(key, values, s[key], { disabled: locked }))),
  );
  form.append(pairsFields(ctx, training, locked, s.task === PAIRS));
  form.append(compareFields(form, training, locked));
  if (s.task === PAIRS) blankRecipe(form, training);
  const start = () => training.start(readSettings(form), readDiffers(form));
  const status = training.state.status;
  const statuses = training.runs().map((r) => r.status);
  const recipe = training.state.recipes && training.state.recipes[s.task];
  const note = el('p', { class: 'explain', id: 'train-recipe' }, recipe ? recipeNote(s.task, recipe) : s.task === PAIRS ? PAIRS_NOTE : '');
  const buttons = el(
    'div',
    { class: 'train-buttons' },
    el('button', { id: 'train-start', type: 'button', disabled: locked, onclick: start }, status === 'idle' ? 'Start' : 'Start again'),
    el('button', { id: 'train-pause', type: 'button', disabled: !statuses.includes('running'), onclick: () => training.pause() }, 'Pause'),
    el('button', { id: 'train-resume', type: 'button', disabled: !statuses.includes('paused'), onclick: () => training.resume() }, 'Resume'),
    el('button', { id: 'train-reset', type: 'button', disabled: status === 'idle' || status === 'starting', onclick: () => training.reset() }, 'Reset'),
  );
  mark(form.elements.warmup.closest('label'), 'warmup');
  mark(form.elements.lr_factor.closest('label'), 'factor');
  const schedule = el('p', { class: 'explain' }, "The learning rate follows the paper's schedule: it grows linearly for the warm-up steps, then falls as the inverse square root of the step (hover a term to find it on the page):");
  return el('div', {}, form, note, schedule, formula('schedule'), buttons);
}

function recipeNote(task, recipe) {
  return `The recipe for ${task} (the same as attend train --task ${task}): ${recipe.describe}. It reaches at least 99% held-out exact match from any seed; change any setting to try your own.`;
}

const PAIRS_NOTE = 'On your own pairs the recipe is chosen from their number, as attend train --pairs chooses it: leave a setting blank for the recipe\'s, or give your own.';

/** The recipe's settings left blank, for the core to choose from the pairs. */
function blankRecipe(form, training) {
  for (const k of RECIPE_FIELDS) {
    const input = form.elements[k];
    if (!input || input.tagName !== 'INPUT') continue;
    // A run's settings, once the core chose them, stay shown.
    const r = training.state;
    input.value = r.corpus && r.settings.task === PAIRS ? String(r.settings[k]) : '';
    input.placeholder = 'recipe';
  }
}

/** Where sentence pairs are pasted or uploaded, shown while the task is `pairs`. */
function pairsFields(ctx, training, locked, shown) {
  const p = training.state.pairs;
  const status = el('p', { class: 'explain', id: 'train-pairs-status', role: 'status' });
  const show = async () => {
    const read = await training.readPairs();
    if (!read) status.textContent = '';
    else if (read.error) status.textContent = read.error;
    else status.textContent = `${read.pairs} pairs read${read.duplicates ? ` (${read.duplicates} repeated pairs left out)` : ''}${p.name ? ` from ${p.name}` : ''}: a tenth is held out for scoring.`;
    status.classList.toggle('bad', Boolean(read?.error));
  };
  let typing = null;
  const text = el('textarea', {
    id: 'train-pairs-text',
    name: 'pairs_text',
    rows: 6,
    disabled: locked,
    spellcheck: 'false',
    placeholder: 'Guten Morgen.\tGood morning.',
    'aria-label': 'sentence pairs, one a line: the source, a tab, the target',
    oninput: (e) => {
      training.setPairs(new TextEncoder().encode(e.target.value), e.target.value);
      clearTimeout(typing);
      typing = setTimeout(show, 300);
    },
  });
  text.value = p.text;
  const file = el('input', {
    id: 'train-pairs-file',
    type: 'file',
    accept: '.tsv,.txt,text/tab-separated-values,text/plain',
    disabled: locked,
    onchange: async (e) => {
      const f = e.target.files[0];
      if (!f) return;
      // Past the limit only the first bytes are read: enough for the core to name the line.
      const bytes = new Uint8Array(await f.slice(0, PAIRS_LIMITS.max_bytes + 1).arrayBuffer());
      let shownText = '';
      try {
        shownText = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        // Not UTF-8: the bytes go to the core as they are, which names the line at fault.
      }
      training.setPairs(bytes, shownText, f.name);
      text.value = shownText;
      show();
    },
  });
  const merges = field('bpe_merges', 'byte-pair merges', training.state.settings.bpe_merges ?? '', { type: 'number', min: 0, max: PAIRS_LIMITS.max_merges, placeholder: 'from the data', disabled: locked });
  const limits = `At most ${PAIRS_LIMITS.max_lines.toLocaleString('en')} lines, ${(PAIRS_LIMITS.max_bytes >> 20).toLocaleString('en')} MiB, ${PAIRS_LIMITS.max_line_bytes.toLocaleString('en')} bytes a line, in UTF-8.`;
  if (shown && p.bytes) show();
  return el(
    'fieldset',
    { class: 'train-pairs', id: 'train-pairs', hidden: !shown },
    el('legend', {}, 'Your own sentence pairs'),
    el('p', { class: 'explain' }, `One pair a line: the source sentence, a tab, its translation. The core learns one byte-pair vocabulary for both sides, holds out a tenth of the pairs and scores the model on them (BLEU and exact match). ${limits}`),
    text,
    el('div', { class: 'train-pairs-row' }, el('label', { class: 'field' }, 'or upload a file', file), merges),
    status,
  );
}

/** Choosing a task fills the form with its recipe, in place (the seed and scoring interval stay). */
function chooseTask(form, training, task) {
  const pairs = document.getElementById('train-pairs');
  if (pairs) pairs.hidden = task !== PAIRS;
  const note = document.getElementById('train-recipe');
  if (task === PAIRS) {
    blankRecipe(form, training);
    if (note) note.textContent = PAIRS_NOTE;
    return;
  }
  const recipes = training.state.recipes;
  if (!recipes) return;
  const s = recipeSettings(task, recipes);
  for (const k of RECIPE_FIELDS) form.elements[k].value = String(s[k]);
  form.elements.preset.value = 'recipe';
  if (note) note.textContent = recipeNote(task, recipes[task]);
}

// A whole number of steps, at least 1 (the core ends a chunk of steps wherever a scoring falls).
function scoringInterval(value) {
  return Math.max(1, Math.round(value) || 1);
}

/** A run's name beside another: "A: post-LN (the paper)", "B: pre-LN"; plain with one run. */
function runName(training, r) {
  const second = training.state.second;
  if (!second) return '';
  const { key } = second.differs;
  return r === second ? `B: ${valueLabel(key, second.differs.value)}` : `A: ${valueLabel(key, r.settings[key])}`;
}

function progress(training, r, id) {
  const total = r.settings.steps;
  const perStep = r.step ? r.ms / r.step : 0;
  const eta = perStep * (total - r.step);
  const last = r.losses.at(-1);
  const held = r.held.at(-1);
  const facts = [
    ['status', r.status],
    ['step', `${r.step} / ${total}`],
    ['loss', last ? fmt(last[1], 4) : '–'],
    ['learning rate', r.lr ? r.lr.toExponential(2) : '–'],
    ['tokens/s', r.ms ? grouped(r.tokens / (r.ms / 1000)) : '–'],
    ['ETA', r.status === 'running' && r.step ? `${Math.round(eta / 1000)} s` : '–'],
    ['held-out exact match', held ? `${fmt(100 * held[2], 1)}%` : '–'],
    ['held-out BLEU', held ? fmt(held[4], 2) : '–'],
    ['token accuracy', held ? `${fmt(100 * held[3], 1)}%` : '–'],
    ['on', r.backend ? (r.backend.startsWith('gpu') ? 'WebGPU' : `CPU (wasm), ${r.threads} thread${r.threads === 1 ? '' : 's'}`) : '–'],
  ];
  const terms = { step: 'step', 'learning rate': 'lr' };
  const name = runName(training, r);
  return el('div', { class: 'train-run' }, name ? el('h4', {}, name) : null, el('dl', { class: 'train-facts', id }, facts.map(([k, v]) => [el('dt', {}, k), el('dd', { 'data-fact': k, 'data-term': terms[k] }, v)])));
}

function allProgress(training) {
  const ids = ['train-facts', 'train-facts-b'];
  return el('div', { id: 'train-facts-part', class: 'train-runs' }, training.runs().map((r, i) => progress(training, r, ids[i])));
}

/** The runs' series of one chart: the first run's solid, the second's dashed in the same colours. */
function overlay(training, make) {
  return training.runs().flatMap((r, i) => {
    const name = runName(training, r);
    return make(r).map((s) => ({ ...s, name: name ? `${name[0]} ${s.name}` : s.name, dash: i === 1 }));
  });
}

function charts(training) {
  const t = training.state;
  const lossSeries = overlay(training, (r) => [
    { name: 'training loss', colour: COLOURS[0], points: r.losses },
    { name: 'held-out loss', colour: COLOURS[1], points: r.held.map(([s, l]) => [s, l]), dots: true },
  ]);
  const accSeries = overlay(training, (r) => [
    { name: 'exact match (generating)', colour: COLOURS[2], points: r.held.map(([s, , e]) => [s, e]), dots: true },
    { name: 'token accuracy (fed the answer)', colour: COLOURS[3], points: r.held.map(([s, , , a]) => [s, a]), dots: true },
  ]);
  // Alignment error rate against the task's true word alignments: lower is better.
  const aerSeries = overlay(training, (r) =>
    r.aer.length
      ? [
          { name: 'best head', colour: COLOURS[4], points: r.aer.map(([s, best]) => [s, best]), dots: true },
          ...r.aer[0][2].map((_, l) => ({ name: `decoder layer ${l}, heads averaged`, colour: COLOURS[5 + (l % 4)], points: r.aer.map(([s, , layers]) => [s, layers[l]]), dots: true })),
        ]
      : [],
  );
  const groups = t.grads.length ? Object.keys(t.grads.at(-1).norms) : [];
  const gradSeries = groups.map((g, i) => ({ name: g, colour: COLOURS[i % COLOURS.length], points: t.grads.map(({ step, norms }) => [step, norms[g]]) }));
  const xMax = Math.max(...training.runs().map((r) => r.settings.steps));
  const gradCaption = `gradient norm per layer (before clipping, log scale)${t.second ? ', run A' : ''}`;
  return el(
    'div',
    { class: 'train-charts' },
    el('figure', {}, el('figcaption', {}, 'loss'), lineChart(lossSeries, { xMax, yMin: 0, id: 'loss-chart' }), legend(lossSeries)),
    el('figure', {}, el('figcaption', {}, 'held-out accuracy'), lineChart(accSeries, { xMax, yMin: 0, yMax: 1, id: 'accuracy-chart' }), legend(accSeries)),
    aerSeries.length ? el('figure', {}, el('figcaption', {}, 'alignment error rate of the cross-attention (lower: it attends to the words it translates)'), lineChart(aerSeries, { xMax, yMin: 0, yMax: 1, id: 'aer-chart' }), legend(aerSeries)) : null,
    el('figure', {}, el('figcaption', {}, gradCaption), lineChart(gradSeries, { xMax, log: true, id: 'grad-chart' }), legend(gradSeries)),
  );
}

function outputs(training, r, id) {
  if (!r.examples.length) return el('p', { class: 'explain' }, 'Held-out examples appear at the first scoring.');
  const name = runName(training, r);
  return el(
    'div',
    { class: 'train-run' },
    name ? el('h4', {}, name) : null,
    el(
      'table',
      { class: 'examples', id },
      el('tr', {}, el('th', {}, 'input'), el('th', {}, 'right answer'), el('th', {}, 'the model says'), el('th', {}, '')),
      r.examples.map((e) => el('tr', { class: e.right ? 'right' : 'wrong' }, el('td', { class: 'mono' }, e.src), el('td', { class: 'mono' }, e.want), el('td', { class: 'mono' }, e.got), el('td', {}, e.right ? '✓' : '✗'))),
    ),
  );
}

/**
 * The overlay of head `h`'s cross-attention in `a` (a scoring's attention): each output word's
 * most-attended source word (outlined) and, where the task records them, the true links (dots),
 * as the walkthrough's heatmaps draw them (overlay.js).
 */
function alignmentMarks(a, h) {
  const { rows, cols, heads } = a.align;
  const choice = heads[a.layer][h];
  const words = { src: wordTexts(a.src, cols), tgt: wordTexts(a.tgt.slice(1), rows) };
  return (r, c) => {
    const [e, f] = [rows[r], cols[c]];
    if (e === null || e === undefined || f === null || f === undefined) return null;
    const classes = [];
    const notes = [];
    if (choice[e] === f) {
      classes.push('mark-model');
      notes.push(`the model links “${words.tgt[e]}” to “${words.src[f]}”`);
    }
    if (a.truth?.[e]?.includes(f)) {
      classes.push('mark-true');
      notes.push(`true link: “${words.tgt[e]}” translates “${words.src[f]}”`);
    }
    return classes.length ? { classes, note: notes.join('; ') } : null;
  };
}

function heads(a, id, name = '') {
  const src = a.src.map(show);
  const tgt = a.tgt.map(show);
  return el(
    'div',
    {},
    el(
      'div',
      { class: 'heads', id },
      a.heads.map((w, h) =>
        el('div', { class: 'head' }, el('span', { class: 'picker-name' }, `head ${h}`), matrix(w, { kind: 'weight', rowLabels: tgt, colLabels: src, cell: 14, marks: alignmentMarks(a, h), tip: (r, c, v) => `${name ? `${name}, ` : ''}head ${h}: “${tgt[r]}” → “${src[c]}”: ${fmt(v, 4)}` })),
      ),
    ),
    el(
      'ul',
      { class: 'legend align-legend' },
      el('li', {}, el('span', { class: 'swatch mark-model', 'aria-hidden': 'true' }), " each head's alignment: every output word's most-attended source word, pieces grouped into words (a row is marked for the word it predicts)"),
      a.truth ? el('li', {}, el('span', { class: 'swatch mark-true', 'aria-hidden': 'true' }), ' the true links this pair was built with') : null,
    ),
  );
}

/** The steps both runs have scored, in order. */
function commonSteps(training) {
  const t = training.state;
  const theirs = new Set(t.second.attentions.map((a) => a.step));
  return t.attentions.map((a) => a.step).filter((s) => theirs.has(s));
}

function attention(training) {
  const t = training.state;
  if (!t.second) return t.attention ? heads(t.attention, 'train-attention') : el('p', { class: 'explain' }, 'The cross-attention appears at the first scoring.');
  const steps = commonSteps(training);
  if (!steps.length) return el('p', { class: 'explain' }, 'The two runs\' cross-attention appears once both have been scored.');
  // The step asked for while it is kept, else the latest both runs have.
  const step = steps.includes(t.compareStep) ? t.compareStep : steps.at(-1);
  const at = (r) => r.attentions.find((a) => a.step === step).attention;
  const slider = el('input', { type: 'range', id: 'train-compare-step', min: 0, max: steps.length - 1, step: 1, value: steps.indexOf(step), 'aria-label': 'the training step both runs are shown at', 'aria-valuetext': `step ${step}` });
  slider.addEventListener('change', () => {
    t.compareStep = steps[slider.value];
    const part = document.getElementById('train-attention-part');
    if (part) part.replaceChildren(attentionSection(training));
  });
  return el(
    'div',
    {},
    el('label', { class: 'inline' }, 'step ', slider, ` ${step}${steps.at(-1) === step ? ' (the latest)' : ''}`),
    el(
      'div',
      { class: 'train-runs', id: 'train-attention-pair', 'data-step': step },
      training.runs().map((r, i) => el('div', { class: 'train-run' }, el('h4', {}, runName(training, r)), heads(at(r), ['train-attention', 'train-attention-b'][i], runName(training, r)))),
    ),
  );
}

function outputsSection(training) {
  const ids = ['train-examples', 'train-examples-b'];
  return section('Held-out examples', 'Inputs the model never trained on, and what it answers now (greedy decoding).', el('div', { class: 'train-runs' }, training.runs().map((r, i) => outputs(training, r, ids[i]))));
}

function attentionSection(training) {
  const second = training.state.second;
  if (second) {
    return section(
      'The two runs side by side',
      `The last decoder layer's cross-attention on the first held-out example (the same for both runs), with the right answer fed in, at the same training step. ${VARIATIONS.find((v) => v.key === second.differs.key).look_for}`,
      attention(training),
    );
  }
  return section(
    'Cross-attention as it learns',
    `The last decoder layer's cross-attention on the first held-out example, with the right answer fed in (teacher forcing), refreshed at every scoring. On reverse, an anti-diagonal appears as each output position learns to read its mirrored input.`,
    attention(training),
  );
}

/** For each run that has stopped with weights: step through it, or export it. */
function keptButtons(ctx, training) {
  const suffix = ['', '-b'];
  const kept = training.runs()
    .map((r, i) => [r, i])
    .filter(([r]) => ['paused', 'done', 'failed'].includes(r.status) && r.weights);
  if (!kept.length) return null;
  const t = training.state;
  return el(
    'div',
    {},
    el(
      'div',
      { class: 'train-buttons' },
      kept.map(([r, i]) => {
        const name = runName(training, r);
        const which = name ? ` ${name.slice(0, 1)}` : '';
        return [
          el('button', { id: `train-open${suffix[i]}`, type: 'button', onclick: () => ctx.openTrained(r) }, `Step through the trained model${which}`),
          el('button', { id: `train-export${suffix[i]}`, type: 'button', onclick: () => ctx.exportTrained(r) }, `Export the trained model${which}`),
        ];
      }),
    ),
    el('p', { class: 'explain' }, `The weights of each scoring are kept (${t.snapshots.length} now; at most ${SNAPSHOT_LIMIT.count}, or ${SNAPSHOT_LIMIT.bytes >> 20} MiB, past which every other one is let go): in the walkthrough, the “training step” slider at the top moves every view, heatmaps included, to the model as it was then. Watch the attention pattern form.`),
  );
}

export const train = {
  /**
   * After a step only the figures and curves change, after a scoring the outputs and attention
   * too (`scored`): redraw just those, so the controls are never replaced under the pointer and a
   * step costs the page little.
   */
  update(ctx, scored = true) {
    const parts = ['train-facts-part', 'train-curves', 'train-outputs', 'train-attention-part'].map((id) => document.getElementById(id));
    if (parts.some((p) => !p)) return false;
    const [facts, curves, outs, attn] = parts;
    facts.replaceWith(allProgress(ctx.training));
    curves.replaceChildren(section('Curves', null, charts(ctx.training)));
    if (scored) {
      outs.replaceChildren(outputsSection(ctx.training));
      attn.replaceChildren(attentionSection(ctx.training));
    }
    return true;
  },
  id: 'train',
  title: 'Train your own',
  diagram: 'none',
  needsRun: false,
  render(ctx) {
    const training = ctx.training;
    const t = training.state;
    return el(
      'div',
      { id: 'train-panel' },
      section(
        'Train a Transformer in this tab',
        'Pick a task and press Start: a new model is initialised and trained right here as the paper trains (Adam with β₂ = 0.98, the warm-up then inverse-square-root learning rate, label smoothing, dropout where the task\'s recipe keeps it, gradient clipping at 1), on WebGPU or the CPU as the backend setting above says. Held-out examples are scored every so often; pause any time. The trained model joins the model picker, so the whole walkthrough works on it, and it is kept in this browser.',
        settingsForm(ctx, training),
      ),
      t.message ? el('p', { class: t.status === 'failed' || t.refused ? 'error' : 'explain', id: 'train-message', role: t.refused ? 'alert' : null }, t.message) : null,
      t.second?.message ? el('p', { class: t.second.status === 'failed' ? 'error' : 'explain', id: 'train-message-b' }, `Run B: ${t.second.message}`) : null,
      allProgress(training),
      keptButtons(ctx, training),
      el('div', { id: 'train-curves' }, section('Curves', null, charts(training))),
      el('div', { id: 'train-outputs' }, outputsSection(training)),
      el('div', { id: 'train-attention-part' }, attentionSection(training)),
    );
  },
};
