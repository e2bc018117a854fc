// 3. Positional encoding: the PE matrix, sinusoids of chosen dimensions, position similarity,
// and embedding + PE = input.
import { COLOURS, legend, lineChart } from '../chart.js';
import { column, el, fmt, matrix, maxAbs, section, vector } from '../draw.js';
import { editRow, noPositional, SIDES } from '../edits.js';
import { formula, mark } from '../formula.js';
import { t } from '../i18n.js';
import { dims, dot, srcLabels, tokenPicker } from './common.js';

/** PE(pos, i) for a `d`-wide encoding, the paper's formula as the core computes it
 * (src/model/positional.rs): sin(pos / 10000^(2k/d)) in dimension i = 2k, cos of the same in
 * i = 2k + 1. */
function wave(pos, i, d) {
  const angle = pos / 10000 ** ((i - (i % 2)) / d);
  return i % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
}

/** Per position drawn between two positions, so that a curve shows its wavelength. */
const SAMPLES = 20;

/**
 * The waves of dimensions `chosen` over positions 0 to `maxLen - 1`, one curve each from the
 * formula, with dots at the rows of `dots` (`[position][dimension]`): the values the model added.
 */
function sinusoids(chosen, d, maxLen, dots) {
  const last = Math.max(maxLen - 1, 1);
  const colour = (n) => COLOURS[n % COLOURS.length];
  const curves = chosen.map((i, n) => ({
    name: t('pe-dim', { dim: i }),
    colour: colour(n),
    points: Array.from({ length: last * SAMPLES + 1 }, (_, s) => [s / SAMPLES, wave(s / SAMPLES, i, d)]),
  }));
  const marks = chosen.map((i, n) => ({ colour: colour(n), points: dots.map((row, p) => [p, row[i]]), dots: true, line: false }));
  const chart = lineChart([...curves, ...marks], { width: 560, height: 240, xMax: last, yMin: -1, yMax: 1, xLabel: (x) => t('pe-chart-position', { position: x }), yLabel: t('pe-chart-value'), id: 'pe-chart' });
  return el('div', { class: 'plot', id: 'pe-plot' }, chart, legend(curves));
}

export const positional = {
  id: 'positional',
  get title() {
    return t('pe-title');
  },
  diagram: 'src-pe',
  render(ctx) {
    const { run, state } = ctx;
    const { d } = dims(ctx);
    const { src } = ctx.info.trace;
    const pe = run.matrix(src.pe, []); // [len, D]
    const labels = srcLabels(ctx);
    const at = Math.min(state.query, pe.length - 1);
    const automatic = [0, 1, Math.min(4, d - 2), Math.min(d / 2, d - 2)].filter((v, i, a) => a.indexOf(v) === i);
    const asked = String(state.dims || '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const bad = asked.filter((v) => !/^\d+$/.test(v) || Number(v) >= d);
    const chosen = asked.length && !bad.length ? asked.map(Number).slice(0, 6) : automatic;
    const dimsBox = el('input', { id: 'pe-dims', value: chosen.join(', '), size: 14, 'aria-label': t('pe-dims-aria') });
    dimsBox.addEventListener('change', () => ctx.set({ dims: dimsBox.value }));
    // Dropped by an edit, the encodings are zeros: compare the ones the model would have added.
    const waves = run.before ? run.before.matrix(src.pe, []) : pe;
    const none = !ctx.info.config.positional_encoding;
    // A model without encodings adds none: its dots are the formula's, as the waves are.
    const dots = none ? waves.map((row, p) => row.map((_, i) => wave(p, i, d))) : waves;
    const norms = waves.map((row) => Math.sqrt(dot(row, row)));
    const similarity = waves.map((a, i) => waves.map((b, j) => dot(a, b) / (norms[i] * norms[j])));
    const tokens = run.matrix(src.tokens);
    const inputs = run.matrix(src.input);
    const max = maxAbs([tokens[at], pe[at], inputs[at]]);
    const tip = (i, v) => t('pe-tip-dim', { dim: i, value: fmt(v, 4) });
    return el(
      'div',
      {},
      none ? el('p', { class: 'explain', id: 'pe-none' }, t('pe-none')) : null,
      none ? null : editRow(ctx, t('pe-edit-lead'), ...SIDES.map(([side]) => [noPositional(side), t(`pe-edit-side-${side}`)])),
      section(
        t('pe-heading'),
        t('pe-explain', { d }),
        formula('positional'),
        mark(matrix(pe, { rowLabels: pe.map((_, p) => p), tip: (p, i, v) => t('pe-tip', { position: p, dim: i, value: fmt(v, 4) }), cell: 10 }), 'pe'),
      ),
      section(
        t('pe-waves-heading'),
        t('pe-waves-explain', { maxLen: ctx.info.config.max_len, who: none ? 'paper' : 'model' }),
        el('label', { class: 'inline' }, t('pe-dims-label'), ' ', dimsBox),
        bad.length ? el('p', { class: 'error' }, t('pe-bad-dims', { last: d - 1, bad: bad.join(', ') })) : null,
        sinusoids(chosen, d, ctx.info.config.max_len, dots),
      ),
      // Without encodings there are no positions to compare.
      none
        ? null
        : section(
            t('pe-similar-heading'),
            t('pe-similar-explain'),
            matrix(similarity, { rowLabels: pe.map((_, p) => p), colLabels: pe.map((_, p) => p), tip: (i, j, v) => t('pe-similar-tip', { first: i, second: j, value: fmt(v, 3) }), cell: 16 }),
          ),
      section(
        t('pe-sum-heading'),
        t('pe-sum-explain', { token: labels[at], position: at }),
        tokenPicker('token', labels, at, (query) => ctx.set({ query })),
        column(
          vector(tokens[at], { max, label: t('pe-sum-embedding'), tip }),
          '+',
          vector(pe[at], { max, label: t('pe-sum-pe'), tip }),
          '=',
          vector(inputs[at], { max, label: t('pe-sum-input'), tip }),
        ),
      ),
    );
  },
};
