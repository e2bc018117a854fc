// Train your own: a tiny Transformer trained in this tab, with live curves, held-out
// outputs, the cross-attention forming, and per-layer gradient norms.
import { COLOURS, legend, lineChart } from '../chart.js';
import { el, fmt, matrix, section, show } from '../draw.js';
import { formula, mark } from '../formula.js';
import { grouped, marks, t } from '../i18n.js';
import { OFFERED } from '../state.js';
import { wordTexts } from './overlay.js';
import { contrast, DESIGN, designChanges, EXPORTS_AS_FOLDER, FORMS, LARGEST, lookFor, messageOf, PAIRS, PAIRS_LIMITS, RECIPE_FIELDS, recipeSettings, settingLabel, SIZES, SNAPSHOT_LIMIT, TASKS, valueLabel, valueWords, VARIATIONS } from '../panel.js';

function field(name, label, value, attrs = {}) {
  return el('label', { class: 'field' }, label, el('input', { name, value, ...attrs }));
}

/** A select of setting `name`'s `values` ([value, words]), each in the page's words; a value is a string or a boolean. */
function choice(name, values, value, attrs = {}) {
  return el('select', { name, ...attrs }, values.map((v) => el('option', { value: String(v), selected: v === value }, valueWords(name, v))));
}

/** A select's value as the setting it stands for. */
function chosen(text) {
  return text === 'true' ? true : text === 'false' ? false : text;
}

/** The second run's value control for setting `key`, starting from the contrast with `settings`. */
function otherValue(key, settings, locked) {
  const v = VARIATIONS.find((x) => x.key === key);
  const value = contrast(key, settings);
  const attrs = { id: 'train-other', 'aria-label': t('train-other-label', { setting: settingLabel(key) }), disabled: locked };
  if (v.values) return el('select', { name: 'other', ...attrs }, v.values.map((x) => el('option', { value: String(x), selected: x === value }, valueWords(key, x))));
  const limits = key === 'warmup' ? { min: 1 } : { step: 'any', min: 0, max: OFFERED.rate };
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
    slot.replaceChildren(k ? el('label', { class: 'field' }, t('train-other-has'), otherValue(k, settings, locked)) : '');
    if (k && second && k === second.differs.key) slot.querySelector('[name=other]').value = String(second.differs.value);
  };
  const differs = el(
    'select',
    { name: 'differs', id: 'train-differs', disabled: locked, onchange: (e) => fill(e.target.value, readSettings(form)) },
    el('option', { value: '' }, t('train-compare-none')),
    VARIATIONS.map((v) => el('option', { value: v.key, selected: v.key === key }, t('train-compare-differing', { setting: settingLabel(v.key) }))),
  );
  fill(key, training.state.settings);
  return el('fieldset', { class: 'train-compare', id: 'train-compare' }, el('legend', {}, t('train-compare')), el('label', { class: 'field' }, t('train-compare-beside'), differs), slot);
}

/** The panel's settings as the form holds them. */
function readSettings(form) {
  const data = new FormData(form);
  const num = (k) => Number(data.get(k));
  const design = Object.fromEntries(DESIGN.map(({ key }) => [key, chosen(data.get(key))]));
  const settings = { task: data.get('task'), preset: data.get('preset'), form: data.get('form'), steps: num('steps'), batch_size: num('batch_size'), warmup: num('warmup'), lr_factor: num('lr_factor'), label_smoothing: num('label_smoothing'), dropout: num('dropout'), ...design, seed: num('seed'), threads: num('threads'), evalEvery: scoringInterval(num('evalEvery')) };
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
    // The tasks are named as `attend train --task` names them: data, not words.
    el('label', { class: 'field' }, settingLabel('task'), el('select', { name: 'task', disabled: locked, onchange: (e) => chooseTask(form, training, e.target.value) }, TASKS.map((task) => el('option', { value: task.id, selected: task.id === s.task, translate: 'no' }, task.id)), el('option', { value: PAIRS, selected: s.task === PAIRS }, t('train-task-pairs')))),
    el('label', { class: 'field' }, settingLabel('preset'), choice('preset', SIZES, s.preset, { disabled: locked })),
    el('label', { class: 'field' }, settingLabel('form'), choice('form', FORMS, s.form, { disabled: locked })),
    field('steps', settingLabel('steps'), s.steps, { type: 'number', min: 1, max: OFFERED.steps, disabled: locked }),
    field('batch_size', settingLabel('batch_size'), s.batch_size, { type: 'number', min: 1, max: OFFERED.batch_size, disabled: locked }),
    field('warmup', settingLabel('warmup'), s.warmup, { type: 'number', min: 1, disabled: locked }),
    field('lr_factor', settingLabel('lr_factor'), s.lr_factor, { type: 'number', step: 'any', min: 0, disabled: locked }),
    field('label_smoothing', settingLabel('label_smoothing'), s.label_smoothing, { type: 'number', step: 'any', min: 0, max: OFFERED.rate, disabled: locked }),
    field('dropout', settingLabel('dropout'), s.dropout, { type: 'number', step: 'any', min: 0, max: OFFERED.rate, disabled: locked }),
    field('seed', settingLabel('seed'), s.seed, { type: 'number', min: 0, disabled: locked }),
    field('evalEvery', settingLabel('eval_every'), s.evalEvery, { type: 'number', min: 1, disabled: locked }),
    field('threads', settingLabel('threads'), s.threads, { type: 'number', min: 1, disabled: locked, title: t('train-threads-tip') }),
    DESIGN.map(({ key, values }) => el('label', { class: 'field' }, settingLabel(key), choice(key, values, s[key], { disabled: locked }))),
  );
  form.append(pairsFields(ctx, training, locked, s.task === PAIRS));
  form.append(compareFields(form, training, locked));
  if (s.task === PAIRS) blankRecipe(form, training);
  const start = () => training.start(readSettings(form), readDiffers(form));
  const status = training.state.status;
  const statuses = training.runs().map((r) => r.status);
  const recipe = training.state.recipes && training.state.recipes[s.task];
  const note = el('p', { class: 'explain', id: 'train-recipe' }, recipe ? recipeNote(s.task, recipe) : s.task === PAIRS ? t('train-pairs-recipe') : '');
  const buttons = el(
    'div',
    { class: 'train-buttons' },
    el('button', { id: 'train-start', type: 'button', disabled: locked, onclick: start }, status === 'idle' ? t('train-start') : t('train-start-again')),
    el('button', { id: 'train-pause', type: 'button', disabled: !statuses.includes('running'), onclick: () => training.pause() }, t('train-pause')),
    el('button', { id: 'train-resume', type: 'button', disabled: !statuses.includes('paused'), onclick: () => training.resume() }, t('train-resume')),
    el('button', { id: 'train-reset', type: 'button', disabled: status === 'idle' || status === 'starting', onclick: () => training.reset() }, t('train-reset')),
  );
  mark(form.elements.warmup.closest('label'), 'warmup');
  mark(form.elements.lr_factor.closest('label'), 'factor');
  const schedule = el('p', { class: 'explain' }, t('train-schedule'));
  return el('div', {}, form, note, schedule, formula('schedule'), buttons);
}

/** What task `task` teaches, then its recipe. */
function recipeNote(task, recipe) {
  return `${t(`task-about-${task}`)} ${t('train-recipe', { task, recipe: describeRecipe(recipe) })}`;
}

/**
 * A recipe in one line, as `attend train` prints it (RecipeSettings::describe): "d_model 32, 4
 * heads, 2+2 layers, d_ff 64; 3000 steps, batch 64, warm-up 30, ...", in the page's words.
 */
function describeRecipe(recipe) {
  const changes = designChanges(recipe);
  const model = { d_model: recipe.d_model, heads: recipe.n_heads, layers: recipe.n_layers, d_ff: recipe.d_ff };
  const shape = changes.length ? t('train-recipe-model-changed', { ...model, changes: changes.join(t('train-list-separator')) }) : t('train-recipe-model', model);
  return t('train-recipe-settings', { model: shape, steps: recipe.steps, batch: recipe.batch_size, warmup: recipe.warmup, factor: recipe.lr_factor, smoothing: recipe.label_smoothing, dropout: recipe.dropout });
}

/** The recipe's settings left blank, for the core to choose from the pairs. */
function blankRecipe(form, training) {
  for (const k of RECIPE_FIELDS) {
    const input = form.elements[k];
    if (!input || input.tagName !== 'INPUT') continue;
    // A run's settings, once the core chose them, stay shown.
    const r = training.state;
    input.value = r.corpus && r.settings.task === PAIRS ? String(r.settings[k]) : '';
    input.placeholder = t('train-placeholder-recipe');
  }
}

/** Where the model on show is larger than any the panel trains: a note that it is shown here,
 * not trained in the tab (the panel trains models of its own, up to its largest size). */
function tooLarge(ctx) {
  const c = ctx.info?.config;
  const most = LARGEST;
  if (!c || (c.d_model <= most.d_model && c.n_encoder_layers <= most.n_encoder_layers && c.n_decoder_layers <= most.n_decoder_layers)) return null;
  const args = { params: ctx.info.parameters, d: c.d_model, enc: c.n_encoder_layers, dec: c.n_decoder_layers, most: most.d_model, mostEnc: most.n_encoder_layers, mostDec: most.n_decoder_layers };
  return el('p', { class: 'explain', id: 'train-too-large' }, t('train-model-too-large', args));
}

/** Where sentence pairs are pasted or uploaded, shown while the task is `pairs`. */
function pairsFields(ctx, training, locked, shown) {
  const p = training.state.pairs;
  const status = el('p', { class: 'explain', id: 'train-pairs-status', role: 'status' });
  const show = async () => {
    const read = await training.readPairs();
    if (!read) status.textContent = '';
    else if (read.error) status.textContent = t('train-pairs-unread', { reason: read.error });
    else status.textContent = pairsRead(read, p.name);
    status.classList.toggle('bad', Boolean(read?.error));
  };
  let typing = null;
  const text = el('textarea', {
    id: 'train-pairs-text',
    name: 'pairs_text',
    rows: 6,
    disabled: locked,
    spellcheck: 'false',
    // The pairs are the person's data, not the page's words (the placeholder is an example of them).
    translate: 'no',
    placeholder: 'Guten Morgen.\tGood morning.',
    'aria-label': t('train-pairs-label'),
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
  const merges = field('bpe_merges', settingLabel('bpe_merges'), training.state.settings.bpe_merges ?? '', { type: 'number', min: 0, max: PAIRS_LIMITS.max_merges, placeholder: t('train-placeholder-merges'), disabled: locked });
  const limits = t('train-pairs-limits', { lines: PAIRS_LIMITS.max_lines, mib: PAIRS_LIMITS.max_bytes >> 20, bytes: PAIRS_LIMITS.max_line_bytes });
  if (shown && p.bytes) show();
  return el(
    'fieldset',
    { class: 'train-pairs', id: 'train-pairs', hidden: !shown },
    el('legend', {}, t('train-pairs-legend')),
    el('p', { class: 'explain' }, `${t('train-pairs-explain')} ${limits}`),
    text,
    el('div', { class: 'train-pairs-row' }, el('label', { class: 'field file' }, t('train-pairs-upload'), file), merges),
    status,
  );
}

/** What the core read of the pairs ({pairs, duplicates}), from file `name` ('' for pasted ones). */
function pairsRead(read, name) {
  const args = { pairs: read.pairs, duplicates: read.duplicates, name };
  if (name) return read.duplicates ? t('train-pairs-read-file-repeats', args) : t('train-pairs-read-file', args);
  return read.duplicates ? t('train-pairs-read-repeats', args) : t('train-pairs-read', args);
}

/** Choosing a task fills the form with its recipe, in place (the seed and scoring interval stay). */
function chooseTask(form, training, task) {
  const pairs = document.getElementById('train-pairs');
  if (pairs) pairs.hidden = task !== PAIRS;
  const note = document.getElementById('train-recipe');
  if (task === PAIRS) {
    blankRecipe(form, training);
    if (note) note.textContent = t('train-pairs-recipe');
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

/** A run's letter beside another, A or B; '' with one run. */
function runLetter(training, r) {
  const second = training.state.second;
  if (!second) return '';
  return r === second ? 'B' : 'A';
}

/** A run's name beside another: "A: layer norm post-LN (paper)", "B: layer norm pre-LN"; plain with one run. */
function runName(training, r) {
  const second = training.state.second;
  if (!second) return '';
  const { key } = second.differs;
  const value = r === second ? second.differs.value : r.settings[key];
  return t('train-run-name', { run: runLetter(training, r), setting: valueLabel(key, value) });
}

/** A small number in scientific notation, in the language's decimal mark: 3.23 × 10⁻³. */
function exponential(v) {
  const [mantissa, power] = v.toExponential(2).split('e');
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const sup = [...power.replace('+', '')].map((c) => (c === '-' ? '⁻' : digits[c])).join('');
  return `${mantissa.replace('.', marks.decimal)} × 10${sup}`;
}

/** A share in [0, 1] as a percentage, to `digits` decimals. */
function percent(v, digits = 1) {
  return t('train-percent', { value: fmt(100 * v, digits) });
}

/** Where run `r` trains: WebGPU, or the CPU and its threads. */
function trainsOn(r) {
  if (!r.backend) return '–';
  return r.backend.startsWith('gpu') ? t('train-on-gpu') : t('train-on-cpu', { threads: r.threads });
}

function progress(training, r, id) {
  const total = r.settings.steps;
  const perStep = r.step ? r.ms / r.step : 0;
  const eta = perStep * (total - r.step);
  const last = r.losses.at(-1);
  const held = r.held.at(-1);
  // Each fact: its key (the dd's data-fact, which the tests read), its words, its value.
  const facts = [
    ['status', t('train-fact-status'), t(`train-status-${r.status}`)],
    ['step', t('train-fact-step'), `${r.step} / ${total}`],
    ['loss', t('train-fact-loss'), last ? fmt(last[1], 4) : '–'],
    ['learning rate', t('train-fact-lr'), r.lr ? exponential(r.lr) : '–'],
    ['tokens/s', t('train-fact-speed'), r.ms ? grouped(r.tokens / (r.ms / 1000)) : '–'],
    ['ETA', t('train-fact-eta'), r.status === 'running' && r.step ? t('train-seconds', { seconds: Math.round(eta / 1000) }) : '–'],
    ['held-out exact match', t('train-fact-exact'), held ? percent(held[2]) : '–'],
    ['held-out BLEU', t('train-fact-bleu'), held ? fmt(held[4], 2) : '–'],
    ['held-out perplexity', t('train-fact-perplexity'), held?.[5] != null ? fmt(held[5], 3) : '–'],
    ['token accuracy', t('train-fact-accuracy'), held ? percent(held[3]) : '–'],
    ['on', t('train-fact-on'), trainsOn(r)],
  ];
  const terms = { step: 'step', 'learning rate': 'lr' };
  const name = runName(training, r);
  return el('div', { class: 'train-run' }, name ? el('h4', {}, name) : null, el('dl', { class: 'train-facts', id }, facts.map(([k, words, v]) => [el('dt', {}, words), el('dd', { 'data-fact': k, 'data-term': terms[k] }, v)])));
}

function allProgress(training) {
  const ids = ['train-facts', 'train-facts-b'];
  return el('div', { id: 'train-facts-part', class: 'train-runs' }, training.runs().map((r, i) => progress(training, r, ids[i])));
}

/** The runs' series of one chart: the first run's solid, the second's dashed in the same colours. */
function overlay(training, make) {
  return training.runs().flatMap((r, i) => {
    const run = runLetter(training, r);
    return make(r).map((s) => ({ ...s, name: run ? t('train-series-of-run', { run, series: s.name }) : s.name, dash: i === 1 }));
  });
}

function charts(training) {
  const panel = training.state;
  const lossSeries = overlay(training, (r) => [
    { name: t('train-series-loss'), colour: COLOURS[0], points: r.losses },
    { name: t('train-series-held-loss'), colour: COLOURS[1], points: r.held.map(([s, l]) => [s, l]), dots: true },
  ]);
  const accSeries = overlay(training, (r) => [
    { name: t('train-series-exact'), colour: COLOURS[2], points: r.held.map(([s, , e]) => [s, e]), dots: true },
    { name: t('train-series-accuracy'), colour: COLOURS[3], points: r.held.map(([s, , , a]) => [s, a]), dots: true },
  ]);
  // Alignment error rate against the task's true word alignments: lower is better.
  const aerSeries = overlay(training, (r) =>
    r.aer.length
      ? [
          { name: t('train-series-best-head'), colour: COLOURS[4], points: r.aer.map(([s, best]) => [s, best]), dots: true },
          ...r.aer[0][2].map((_, l) => ({ name: t('train-series-layer', { layer: l }), colour: COLOURS[5 + (l % 4)], points: r.aer.map(([s, , layers]) => [s, layers[l]]), dots: true })),
        ]
      : [],
  );
  const groups = panel.grads.length ? Object.keys(panel.grads.at(-1).norms) : [];
  const gradSeries = groups.map((g, i) => ({ name: groupName(g), colour: COLOURS[i % COLOURS.length], points: panel.grads.map(({ step, norms }) => [step, norms[g]]) }));
  const xMax = Math.max(...training.runs().map((r) => r.settings.steps));
  const gradCaption = panel.second ? t('train-chart-grads-a') : t('train-chart-grads');
  const xLabel = (step) => t('train-axis-step', { step });
  return el(
    'div',
    { class: 'train-charts' },
    el('figure', {}, el('figcaption', {}, t('train-chart-loss')), lineChart(lossSeries, { xMax, yMin: 0, id: 'loss-chart', xLabel }), legend(lossSeries)),
    el('figure', {}, el('figcaption', {}, t('train-chart-accuracy')), lineChart(accSeries, { xMax, yMin: 0, yMax: 1, id: 'accuracy-chart', xLabel }), legend(accSeries)),
    aerSeries.length ? el('figure', {}, el('figcaption', {}, t('train-chart-aer')), lineChart(aerSeries, { xMax, yMin: 0, yMax: 1, id: 'aer-chart', xLabel }), legend(aerSeries)) : null,
    el('figure', {}, el('figcaption', {}, gradCaption), lineChart(gradSeries, { xMax, log: true, id: 'grad-chart', xLabel }), legend(gradSeries)),
  );
}

/** A gradient group the core names ("embeddings", "encoder 0", "decoder norm", "generator") in words. */
function groupName(group) {
  const layer = group.match(/^(encoder|decoder) (\d+)$/);
  if (layer) return t(`train-group-${layer[1]}`, { layer: Number(layer[2]) });
  return t(`train-group-${group.replace(/ /g, '-')}`);
}

function outputs(training, r, id) {
  if (!r.examples.length) return el('p', { class: 'explain' }, t('train-examples-none'));
  const name = runName(training, r);
  return el(
    'div',
    { class: 'train-run' },
    name ? el('h4', {}, name) : null,
    el(
      'table',
      { class: 'examples', id },
      el('tr', {}, el('th', {}, t('train-examples-input')), el('th', {}, t('train-examples-want')), el('th', {}, t('train-examples-got')), el('th', {}, '')),
      r.examples.map((e) => el('tr', { class: e.right ? 'right' : 'wrong' }, el('td', { class: 'mono', translate: 'no' }, e.src), el('td', { class: 'mono', translate: 'no' }, e.want), el('td', { class: 'mono', translate: 'no' }, e.got), el('td', { 'aria-label': e.right ? t('train-examples-right') : t('train-examples-wrong') }, e.right ? '✓' : '✗'))),
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
      notes.push(t('train-link-model', { target: words.tgt[e], source: words.src[f] }));
    }
    if (a.truth?.[e]?.includes(f)) {
      classes.push('mark-true');
      notes.push(t('train-link-true', { target: words.tgt[e], source: words.src[f] }));
    }
    return classes.length ? { classes, note: notes.join(t('train-notes-separator')) } : null;
  };
}

/** A weight's tooltip: head `h`, an output token, a source token and the weight, with the run's name beside another. */
function headTip(name, h, target, source, weight) {
  const args = { head: h, target, source, weight };
  return name ? t('train-tip-weight-run', { ...args, run: name }) : t('train-tip-weight', args);
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
        el('div', { class: 'head' }, el('span', { class: 'picker-name' }, t('train-head', { head: h })), matrix(w, { kind: 'weight', rowLabels: tgt, colLabels: src, cell: 14, marks: alignmentMarks(a, h), tip: (r, c, v) => headTip(name, h, tgt[r], src[c], fmt(v, 4)) })),
      ),
    ),
    el(
      'ul',
      { class: 'legend align-legend' },
      el('li', {}, el('span', { class: 'swatch mark-model', 'aria-hidden': 'true' }), ` ${t('train-legend-model')}`),
      a.truth ? el('li', {}, el('span', { class: 'swatch mark-true', 'aria-hidden': 'true' }), ` ${t('train-legend-true')}`) : null,
    ),
  );
}

/** The steps both runs have scored, in order. */
function commonSteps(training) {
  const panel = training.state;
  const theirs = new Set(panel.second.attentions.map((a) => a.step));
  return panel.attentions.map((a) => a.step).filter((s) => theirs.has(s));
}

function attention(training) {
  const panel = training.state;
  if (!panel.second) return panel.attention ? heads(panel.attention, 'train-attention') : el('p', { class: 'explain' }, t('train-attention-none'));
  const steps = commonSteps(training);
  if (!steps.length) return el('p', { class: 'explain' }, t('train-attention-none-pair'));
  // The step asked for while it is kept, else the latest both runs have.
  const step = steps.includes(panel.compareStep) ? panel.compareStep : steps.at(-1);
  const at = (r) => r.attentions.find((a) => a.step === step).attention;
  const slider = el('input', { type: 'range', id: 'train-compare-step', min: 0, max: steps.length - 1, step: 1, value: steps.indexOf(step), 'aria-label': t('train-compare-step-label'), 'aria-valuetext': t('train-axis-step', { step }) });
  slider.addEventListener('change', () => {
    panel.compareStep = steps[slider.value];
    const part = document.getElementById('train-attention-part');
    if (part) part.replaceChildren(attentionSection(training));
  });
  return el(
    'div',
    {},
    el('label', { class: 'inline' }, `${t('train-compare-step')} `, slider, ` ${steps.at(-1) === step ? t('train-compare-step-latest', { step }) : step}`),
    el(
      'div',
      { class: 'train-runs', id: 'train-attention-pair', 'data-step': step },
      training.runs().map((r, i) => el('div', { class: 'train-run' }, el('h4', {}, runName(training, r)), heads(at(r), ['train-attention', 'train-attention-b'][i], runName(training, r)))),
    ),
  );
}

function outputsSection(training) {
  const ids = ['train-examples', 'train-examples-b'];
  return section(t('train-examples-heading'), t('train-examples-explain'), el('div', { class: 'train-runs' }, training.runs().map((r, i) => outputs(training, r, ids[i]))));
}

function attentionSection(training) {
  const second = training.state.second;
  if (second) {
    return section(
      t('train-pair-heading'),
      `${t('train-pair-explain')} ${lookFor(second.differs.key)}`,
      attention(training),
    );
  }
  return section(
    t('train-attention-heading'),
    t('train-attention-explain'),
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
  const panel = training.state;
  return el(
    'div',
    {},
    el(
      'div',
      { class: 'train-buttons' },
      kept.map(([r, i]) => {
        const run = runLetter(training, r);
        return [
          el('button', { id: `train-open${suffix[i]}`, type: 'button', onclick: () => ctx.openTrained(r) }, run ? t('train-open-run', { run }) : t('train-open')),
          el('button', { id: `train-export${suffix[i]}`, type: 'button', onclick: () => ctx.exportTrained(r) }, run ? t('train-export-run', { run }) : t('train-export')),
          r.settings.form === EXPORTS_AS_FOLDER ? el('button', { id: `train-export-hf${suffix[i]}`, type: 'button', onclick: () => ctx.exportTrainedFolder(r) }, run ? t('train-export-hf-run', { run }) : t('train-export-hf')) : null,
        ];
      }),
    ),
    el('p', { class: 'explain' }, t('train-snapshots', { kept: panel.snapshots.length, most: SNAPSHOT_LIMIT.count, mib: SNAPSHOT_LIMIT.bytes >> 20 })),
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
    curves.replaceChildren(section(t('train-curves'), null, charts(ctx.training)));
    if (scored) {
      outs.replaceChildren(outputsSection(ctx.training));
      attn.replaceChildren(attentionSection(ctx.training));
    }
    return true;
  },
  id: 'train',
  get title() {
    return t('train-title');
  },
  diagram: 'none',
  needsRun: false,
  render(ctx) {
    const training = ctx.training;
    const panel = training.state;
    return el(
      'div',
      { id: 'train-panel' },
      section(
        t('train-heading'),
        t('train-explain'),
        tooLarge(ctx),
        settingsForm(ctx, training),
      ),
      panel.message ? el('p', { class: panel.status === 'failed' || panel.refused ? 'error' : 'explain', id: 'train-message', role: panel.refused ? 'alert' : null }, messageOf(panel)) : null,
      panel.second?.message ? el('p', { class: panel.second.status === 'failed' ? 'error' : 'explain', id: 'train-message-b' }, t('train-message-b', { message: messageOf(panel.second) })) : null,
      allProgress(training),
      keptButtons(ctx, training),
      el('div', { id: 'train-curves' }, section(t('train-curves'), null, charts(training))),
      el('div', { id: 'train-outputs' }, outputsSection(training)),
      el('div', { id: 'train-attention-part' }, attentionSection(training)),
    );
  },
};
