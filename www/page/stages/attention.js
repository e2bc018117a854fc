// 4. Self-attention for one head, step by step: X W_Q, X W_K, X W_V; the score table for one
// query; then the same in matrix form.
import { el, equation, figureData, fmt, matrix, maxAbs, section, signedColour, vector, weightColour } from '../draw.js';
import { ablate, editRow, NO_PADDING_MASK, pattern, PATTERNS, SEE_FUTURE } from '../edits.js';
import { formula, mark } from '../formula.js';
import { t } from '../i18n.js';
import { datum, dims, layerHeadPickers, layerNames, stackOf, subLayerArgument, tokenLabels, tokenPicker } from './common.js';

/**
 * The pieces of one head of one attention sub-layer: its Q, K, V columns, scores, weights and
 * output, with labels for queries and keys.
 */
export function headParts(ctx, names, head, queryLabels, keyLabels) {
  const { dk } = dims(ctx);
  const { run } = ctx;
  const cols = (part) => run.columns(run.matrix(names[part]), head * dk, (head + 1) * dk);
  return {
    q: cols('q'),
    k: cols('k'),
    v: cols('v'),
    scores: run.matrix(names.scores, [0, head]),
    scaled: run.matrix(names.scaled, [0, head]),
    weights: run.matrix(names.weights, [0, head]),
    mask: run.matrix(names.mask, [0]),
    z: run.matrix(names.heads, [0, head]),
    queryLabels,
    keyLabels,
  };
}

/** The "Thinking Machines" table: for one query, every key's score, scaled score, weight and weighted value, and their sum. */
export function scoreTable(ctx, p, i) {
  const { dk } = dims(ctx);
  const vmax = maxAbs(p.v);
  // The columns: the key, then the paper's symbols (data, as a formula is) and the softmax.
  const head = el('tr', {}, el('th', {}, t('attention-col-key')), datum('q·k', 'th'), datum(`÷ √${dk}`, 'th'), el('th', {}, t('attention-col-softmax')), datum('softmax × v', 'th'));
  const rows = p.keyLabels.map((label, j) => {
    const visible = p.mask[i][j] > 0;
    const weighted = p.v[j].map((x) => x * p.weights[i][j]);
    return el(
      'tr',
      { class: visible ? '' : 'masked' },
      datum(label, 'td', { class: 'key' }),
      el('td', { class: 'num' }, fmt(p.scores[i][j])),
      el('td', { class: 'num' }, visible ? fmt(p.scaled[i][j]) : t('attention-masked')),
      el('td', { class: 'num' }, fmt(p.weights[i][j], 4)),
      el('td', {}, vector(weighted, { max: vmax, tip: (c, v) => t('attention-tip-weighted', { weight: fmt(p.weights[i][j], 4), key: label, dim: c, value: fmt(v, 4) }) })),
    );
  });
  const total = p.weights[i].reduce((a, b) => a + b, 0);
  const foot = el(
    'tr',
    { class: 'sum' },
    el('td', { class: 'key' }, t('attention-sum')),
    el('td', {}),
    el('td', {}),
    el('td', { class: 'num' }, fmt(total, 4)),
    el('td', {}, vector(p.z[i], { max: vmax, tip: (c, v) => t('attention-tip-z', { token: p.queryLabels[i], dim: c, value: fmt(v, 4) }) })),
  );
  const table = el('table', { class: 'score-table', id: 'score-table' }, el('thead', {}, head), el('tbody', {}, rows, foot));
  // What an exported figure of the table holds (figure.js): each key's q·k, scaled score and weight.
  const values = p.keyLabels.map((_, j) => [p.scores[i][j], p.scaled[i][j], p.weights[i][j]]);
  const max = [maxAbs(values.map((v) => [v[0]])), maxAbs(values.map((v) => [v[1]]))];
  figureData.set(table, {
    grid: {
      rows: p.keyLabels,
      cols: ['q·k', `÷ √${dk}`, 'softmax'],
      values,
      hidden: (j, c) => c === 1 && !(p.mask[i][j] > 0),
      scale: 'signed',
      colour: (v, j, c) => (c === 2 ? weightColour(v) : signedColour(v, max[c])),
    },
  });
  return table;
}

/** Q K^T -> ÷√d_k -> softmax -> × V = Z, each as a matrix with the real numbers. */
export function matrixForm(ctx, p) {
  const { dk } = dims(ctx);
  const hidden = (r, c) => !(p.mask[r][c] > 0);
  const qk = { rowLabels: p.queryLabels, colLabels: p.keyLabels };
  return el(
    'div',
    { class: 'matrix-form' },
    formula('attention'),
    equation(
      mark(tokenLabels(matrix(p.q, { rowLabels: p.queryLabels, title: t('attention-matrix-q'), cell: 9, tip: (r, c, v) => t('attention-tip-q', { token: p.queryLabels[r], dim: c, value: fmt(v, 4) }) })), 'Q'),
      '×',
      mark(tokenLabels(matrix(p.k, { rowLabels: p.keyLabels, title: t('attention-matrix-kt'), cell: 9, tip: (r, c, v) => t('attention-tip-k', { token: p.keyLabels[r], dim: c, value: fmt(v, 4) }) })), 'K'),
      '=',
      mark(tokenLabels(matrix(p.scores, { ...qk, title: t('attention-matrix-scores'), tip: (r, c, v) => t('attention-tip-score', { query: p.queryLabels[r], key: p.keyLabels[c], value: fmt(v, 4) }) })), 'scores'),
    ),
    equation(
      mark(tokenLabels(matrix(p.scaled, { ...qk, hidden, title: t('attention-matrix-scaled', { dk }), tip: (r, c, v) => (hidden(r, c) ? t('attention-tip-hidden', { query: p.queryLabels[r], key: p.keyLabels[c] }) : `${fmt(v, 4)}`) })), 'dk'),
      t('attention-op-softmax'),
      mark(tokenLabels(matrix(p.weights, { ...qk, kind: 'weight', title: t('attention-matrix-weights'), tip: (r, c, v) => t('attention-tip-weight', { query: p.queryLabels[r], key: p.keyLabels[c], value: fmt(v, 4) }) })), 'weights'),
      '×',
      mark(tokenLabels(matrix(p.v, { rowLabels: p.keyLabels, title: t('attention-matrix-v'), cell: 9, tip: (r, c, v) => t('attention-tip-v', { token: p.keyLabels[r], dim: c, value: fmt(v, 4) }) })), 'V'),
      '=',
      mark(tokenLabels(matrix(p.z, { rowLabels: p.queryLabels, title: t('attention-matrix-z'), cell: 9, tip: (r, c, v) => t('attention-tip-z', { token: p.queryLabels[r], dim: c, value: fmt(v, 4) }) })), 'Z'),
    ),
  );
}

/** Toggles that switch a head off or give it a fixed pattern. */
export function headEdits(ctx, path, head) {
  return editRow(ctx, t('attention-edit-head', { head }), [ablate(path, head), t('attention-edit-off')], ...PATTERNS.map(([name]) => [pattern(path, head, name), t(`attention-edit-pattern-${name}`)]));
}

export const attention = {
  id: 'attention',
  get title() {
    return t('attention-title');
  },
  diagram: 'enc-attn',
  render(ctx) {
    const { run, state } = ctx;
    const { d, dk } = dims(ctx);
    const { name: stack, labels, nLayers, layer } = stackOf(ctx);
    const names = layerNames(ctx, stack, layer).self_attn;
    const p = headParts(ctx, names, state.head, labels, labels);
    const i = Math.min(state.query, labels.length - 1);
    const x = run.matrix(subLayerArgument(ctx, stack, layer, 1));
    const xmax = maxAbs(x);
    const qkvMax = maxAbs(p.q, p.k, p.v);
    return el(
      'div',
      {},
      layerHeadPickers(ctx, nLayers, true),
      headEdits(ctx, names.path, state.head),
      editRow(ctx, t('attention-edit-mask'), ...(stack === 'decoder' ? [[SEE_FUTURE, t('attention-edit-see-future')]] : []), [NO_PADDING_MASK, t('attention-edit-padding')]),
      section(
        t('attention-qkv-heading'),
        t('attention-qkv-explain', { stack, layer, head: state.head, d, dk }),
        el(
          'div',
          { class: 'qkv' },
          labels.map((label, r) =>
            el(
              'div',
              { class: `qkv-row ${r === i ? 'chosen' : ''}` },
              datum(label, 'span', { class: 'vec-label' }),
              vector(x[r], { max: xmax, cls: 'x', tip: (c, v) => t('attention-tip-x', { token: label, dim: c, value: fmt(v, 4) }) }),
              el('span', { class: 'op' }, '→'),
              // q, k and v: the paper's symbols, data as a formula is.
              tokenLabels(vector(p.q[r], { max: qkvMax, label: 'q', tip: (c, v) => t('attention-tip-q', { token: label, dim: c, value: fmt(v, 4) }) })),
              tokenLabels(vector(p.k[r], { max: qkvMax, label: 'k', tip: (c, v) => t('attention-tip-k', { token: label, dim: c, value: fmt(v, 4) }) })),
              tokenLabels(vector(p.v[r], { max: qkvMax, label: 'v', tip: (c, v) => t('attention-tip-v', { token: label, dim: c, value: fmt(v, 4) }) })),
            ),
          ),
        ),
      ),
      section(
        t('attention-table-heading', { token: labels[i] }),
        t('attention-table-explain', { root: fmt(Math.sqrt(dk), 3), token: labels[i] }),
        tokenPicker('query', labels, i, (query) => ctx.set({ query })),
        scoreTable(ctx, p, i),
      ),
      section(
        t('attention-matrix-heading'),
        t('attention-matrix-explain'),
        matrixForm(ctx, p),
      ),
    );
  },
};
