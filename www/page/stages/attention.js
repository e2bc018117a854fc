// 4. Self-attention for one head, step by step: X W_Q, X W_K, X W_V; the score table for one
// query; then the same in matrix form.
import { el, equation, fmt, matrix, maxAbs, section, vector } from '../draw.js';
import { ablate, editRow, NO_PADDING_MASK, pattern, PATTERNS, SEE_FUTURE } from '../edits.js';
import { formula, mark } from '../formula.js';
import { dims, layerHeadPickers, layerNames, picker, stackOf, subLayerArgument } from './common.js';

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
  const head = el('tr', {}, ['key', 'q·k', `÷ √${dk}`, 'softmax', 'softmax × v'].map((h) => el('th', {}, h)));
  const rows = p.keyLabels.map((label, j) => {
    const visible = p.mask[i][j] > 0;
    const weighted = p.v[j].map((x) => x * p.weights[i][j]);
    return el(
      'tr',
      { class: visible ? '' : 'masked' },
      el('td', { class: 'key' }, label),
      el('td', { class: 'num' }, fmt(p.scores[i][j])),
      el('td', { class: 'num' }, visible ? fmt(p.scaled[i][j]) : '−∞ (masked)'),
      el('td', { class: 'num' }, fmt(p.weights[i][j], 4)),
      el('td', {}, vector(weighted, { max: vmax, tip: (c, v) => `${fmt(p.weights[i][j], 4)} × v[${label}][${c}] = ${fmt(v, 4)}` })),
    );
  });
  const total = p.weights[i].reduce((a, b) => a + b, 0);
  const foot = el(
    'tr',
    { class: 'sum' },
    el('td', { class: 'key' }, 'sum'),
    el('td', {}),
    el('td', {}),
    el('td', { class: 'num' }, fmt(total, 4)),
    el('td', {}, vector(p.z[i], { max: vmax, tip: (c, v) => `z[${p.queryLabels[i]}][${c}] = ${fmt(v, 4)}` })),
  );
  return el('table', { class: 'score-table', id: 'score-table' }, el('thead', {}, head), el('tbody', {}, rows, foot));
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
      mark(matrix(p.q, { rowLabels: p.queryLabels, title: 'Q', cell: 9 }), 'Q'),
      '×',
      mark(matrix(p.k, { rowLabels: p.keyLabels, title: 'Kᵀ (K shown row per key)', cell: 9 }), 'K'),
      '=',
      mark(matrix(p.scores, { ...qk, title: 'scores', tip: (r, c, v) => `q[${p.queryLabels[r]}]·k[${p.keyLabels[c]}] = ${fmt(v, 4)}` }), 'scores'),
    ),
    equation(
      mark(matrix(p.scaled, { ...qk, hidden, title: `÷ √${dk}, masked`, tip: (r, c, v) => (hidden(r, c) ? `${p.queryLabels[r]} may not see ${p.keyLabels[c]}` : `${fmt(v, 4)}`) }), 'dk'),
      '→ softmax →',
      mark(matrix(p.weights, { ...qk, kind: 'weight', title: 'weights', tip: (r, c, v) => `${p.queryLabels[r]} → ${p.keyLabels[c]}: ${fmt(v, 4)}` }), 'weights'),
      '×',
      mark(matrix(p.v, { rowLabels: p.keyLabels, title: 'V', cell: 9 }), 'V'),
      '=',
      mark(matrix(p.z, { rowLabels: p.queryLabels, title: 'Z', cell: 9 }), 'Z'),
    ),
  );
}

/** Toggles that switch a head off or give it a fixed pattern. */
export function headEdits(ctx, path, head) {
  return editRow(ctx, `What if head ${head}`, [ablate(path, head), 'were switched off'], ...PATTERNS.map(([name, words]) => [pattern(path, head, name), `attended ${words}`]));
}

export const attention = {
  id: 'attention',
  title: 'Self-attention, one head',
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
    const masked = stack === 'decoder' ? ' This is the decoder\'s masked self-attention: a token may only look at itself and the tokens before it.' : '';
    return el(
      'div',
      {},
      layerHeadPickers(ctx, nLayers, true),
      headEdits(ctx, names.path, state.head),
      editRow(ctx, 'What if the mask', ...(stack === 'decoder' ? [[SEE_FUTURE, 'let the decoder see the future']] : []), [NO_PADDING_MASK, 'did not hide padding']),
      section(
        'Queries, keys and values',
        `${stack[0].toUpperCase()}${stack.slice(1)} layer ${layer}, head ${state.head}.${masked} Each token's vector x (${d} numbers) is multiplied by three learned matrices W_Q, W_K and W_V. This head uses ${dk} of the ${d} columns of each: a query (what this token is looking for), a key (what it offers to be found by) and a value (what it passes on).`,
        el(
          'div',
          { class: 'qkv' },
          labels.map((label, t) =>
            el(
              'div',
              { class: `qkv-row ${t === i ? 'chosen' : ''}` },
              el('span', { class: 'vec-label' }, label),
              vector(x[t], { max: xmax, cls: 'x', tip: (c, v) => `x[${label}][${c}] = ${fmt(v, 4)}` }),
              el('span', { class: 'op' }, '→'),
              vector(p.q[t], { max: qkvMax, label: 'q', tip: (c, v) => `q[${label}][${c}] = ${fmt(v, 4)}` }),
              vector(p.k[t], { max: qkvMax, label: 'k', tip: (c, v) => `k[${label}][${c}] = ${fmt(v, 4)}` }),
              vector(p.v[t], { max: qkvMax, label: 'v', tip: (c, v) => `v[${label}][${c}] = ${fmt(v, 4)}` }),
            ),
          ),
        ),
      ),
      section(
        `The score table for “${labels[i]}”`,
        `Score each key against this query with a dot product q·k, divide by √d_k = ${fmt(Math.sqrt(dk), 3)} to keep the softmax from saturating, turn the scores into weights that sum to 1 with a softmax (masked keys get −∞, so weight 0), weight each value by it and add them up: the head's output z for “${labels[i]}”.`,
        picker('query', labels.length, i, (query) => ctx.set({ query }), (k) => labels[k]),
        scoreTable(ctx, p, i),
      ),
      section(
        'The same for every token at once',
        'In matrix form, all queries are scored at once, as the paper writes it (hover a term to find it below). Each row of the weights is one row of the table above.',
        matrixForm(ctx, p),
      ),
    );
  },
};
