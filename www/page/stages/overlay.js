// Word alignment drawn over cross-attention: the model's own (the core's, src/align.rs, read from
// the run's traced pass: each output word's most-attended source word) and, where the input is a
// pair of the model's task, the true links the pair was built with.
import { el } from '../draw.js';
import { language, t } from '../i18n.js';
import { picker } from './common.js';
import { TASKS } from '../panel.js';

/**
 * The tasks whose pairs record their true word alignment, as a message's arguments: `tasks`
 * named for a sentence ("a and b", in the page's language) and their `count`.
 */
export function alignedTasks() {
  const ids = TASKS.filter((task) => task.aligned).map((task) => task.id);
  return { tasks: new Intl.ListFormat(language(), { type: 'conjunction' }).format(ids), count: ids.length };
}

// The overlay's modes: [state.overlay, its message].
const MODES = [
  ['', 'overlay-mode-off' /* message */],
  ['head', 'overlay-mode-head' /* message */],
  ['mean', 'overlay-mode-mean' /* message */],
];

/** The text of each word, from tokens and each token's word (null: part of none). */
export function wordTexts(tokens, words) {
  const texts = [];
  words.forEach((w, i) => {
    if (w === null || w === undefined) return;
    texts[w] = (texts[w] ?? '') + tokens[i].replace(/@@$/, '');
  });
  return texts;
}

/**
 * The words of the run: `src` and `tgt` texts, and the word of each query row and source
 * column (rows belong to the token they predict: the decoder's input shifted by one).
 */
export function runWords(run) {
  const a = run.align;
  if (!a) return null;
  return {
    rows: a.rows,
    cols: a.cols,
    src: wordTexts(run.src.tokens, a.cols),
    tgt: wordTexts(run.tgtIn.tokens.slice(1), a.rows),
  };
}

/**
 * The true links of the run's input: {links: Set of "e f", note} where they can be drawn, else
 * {links: null, note} saying why not. `truth` is the page's look-up of the input among the
 * task's pairs: undefined while it runs, null when the input is none of them.
 */
export function trueLinks(ctx) {
  const { run, info } = ctx;
  if (!info.align_task) return { links: null, note: t('overlay-note-no-task', alignedTasks()) };
  const truth = ctx.truthFor(run.text);
  if (truth === undefined) return { links: null, note: t('overlay-note-looking') };
  if (truth === null) return { links: null, note: t('overlay-note-not-pair', { text: run.text, task: info.align_task }) };
  const words = runWords(run);
  const output = words ? words.tgt.join(' ') : '';
  if (output !== truth.tgt) return { links: null, note: t('overlay-note-other-output', { reference: truth.tgt, output }) };
  const links = new Set();
  truth.alignment.forEach((sources, e) => sources.forEach((f) => links.add(`${e} ${f}`)));
  return { links, note: t('overlay-note-true', { src: truth.src, tgt: truth.tgt }) };
}

/** The model's links of decoder layer `layer`: of head `head`, or of its heads averaged. */
export function modelChoice(run, mode, layer, head) {
  const a = run.align;
  if (!a || !mode) return null;
  return mode === 'head' ? a.heads[layer]?.[head] : a.layer_mean[layer];
}

/**
 * The overlay of a cross-attention matrix of decoder layer `layer`, head `head` (rows: queries,
 * columns: source tokens): {marks, controls, legend}. `marks(r, c)` for `matrix`; `mode` and
 * `truth` default to the page's state.
 */
export function alignmentOverlay(ctx, layer, head, { mode = ctx.state.overlay, truth = Boolean(ctx.state.truth) } = {}) {
  const { run } = ctx;
  const words = runWords(run);
  const choice = words ? modelChoice(run, mode, layer, head) : null;
  const truthLinks = truth ? trueLinks(ctx) : { links: null, note: '' };
  const marks = (r, c) => {
    if (!words) return null;
    const e = words.rows[r];
    const f = words.cols[c];
    if (e === null || e === undefined || f === null || f === undefined) return null;
    const classes = [];
    const notes = [];
    if (choice && choice[e] === f) {
      classes.push('mark-model');
      notes.push(t('overlay-mark-model', { target: words.tgt[e], source: words.src[f] }));
    }
    if (truthLinks.links && truthLinks.links.has(`${e} ${f}`)) {
      classes.push('mark-true');
      notes.push(t('overlay-mark-true', { target: words.tgt[e], source: words.src[f] }));
    }
    return classes.length ? { classes, note: notes.join('; ') } : null;
  };
  const current = Math.max(0, MODES.findIndex(([m]) => m === mode));
  const controls = el(
    'div',
    { class: 'pickers overlay-controls' },
    picker(t('overlay-picker'), MODES.length, current, (i) => ctx.set({ overlay: MODES[i][0] }), (i) => t(MODES[i][1])),
    el('button', { type: 'button', id: 'truth-toggle', 'aria-pressed': String(truth), onclick: () => ctx.set({ truth: truth ? 0 : 1 }) }, t('overlay-truth-button')),
  );
  const which = mode === 'head' ? t('overlay-legend-head', { head, layer }) : t('overlay-legend-mean', { layer });
  const legend = el(
    'ul',
    { class: 'legend align-legend', id: 'align-legend' },
    choice ? el('li', {}, el('span', { class: 'swatch mark-model', 'aria-hidden': 'true' }), ' ', which) : null,
    !words && mode ? el('li', {}, t('overlay-no-words')) : null,
    truth ? el('li', {}, truthLinks.links ? el('span', { class: 'swatch mark-true', 'aria-hidden': 'true' }) : null, ' ', truthLinks.note) : null,
  );
  return { marks, controls, legend: legend.childElementCount ? legend : null, trueLinks: truthLinks.links };
}
