// 3. Positional encoding: the PE matrix, sinusoids of chosen dimensions, position similarity,
// and embedding + PE = input.
import { COLOURS, legend, lineChart } from '../chart.js';
import { column, el, fmt, matrix, maxAbs, section, vector } from '../draw.js';
import { editRow, noPositional, SIDES } from '../edits.js';
import { formula, mark } from '../formula.js';
import { dims, dot, picker, srcLabels } from './common.js';

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
    name: `dim ${i}`,
    colour: colour(n),
    points: Array.from({ length: last * SAMPLES + 1 }, (_, s) => [s / SAMPLES, wave(s / SAMPLES, i, d)]),
  }));
  const marks = chosen.map((i, n) => ({ colour: colour(n), points: dots.map((row, p) => [p, row[i]]), dots: true, line: false }));
  const chart = lineChart([...curves, ...marks], { width: 560, height: 240, xMax: last, yMin: -1, yMax: 1, xLabel: (x) => `position ${x}`, yLabel: 'PE', id: 'pe-chart' });
  return el('div', { class: 'plot', id: 'pe-plot' }, chart, legend(curves));
}

export const positional = {
  id: 'positional',
  title: 'Positional encoding',
  diagram: 'src-pe',
  render(ctx) {
    const { run, state } = ctx;
    const { d } = dims(ctx);
    const { src } = ctx.info.trace;
    const pe = run.matrix(src.pe, []); // [len, D]
    const labels = srcLabels(ctx);
    const t = Math.min(state.query, pe.length - 1);
    const automatic = [0, 1, Math.min(4, d - 2), Math.min(d / 2, d - 2)].filter((v, i, a) => a.indexOf(v) === i);
    const asked = String(state.dims || '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const bad = asked.filter((v) => !/^\d+$/.test(v) || Number(v) >= d);
    const chosen = asked.length && !bad.length ? asked.map(Number).slice(0, 6) : automatic;
    const dimsBox = el('input', { id: 'pe-dims', value: chosen.join(', '), size: 14, 'aria-label': 'dimensions to plot' });
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
    const max = maxAbs([tokens[t], pe[t], inputs[t]]);
    return el(
      'div',
      {},
      none ? el('p', { class: 'explain', id: 'pe-none' }, 'This model was trained without positional encoding: nothing is added to its embeddings (the PE below is all zeros), so each stack sees its tokens as a set and cannot tell their order. The waves further down are the ones the paper adds.') : null,
      none ? null : editRow(ctx, 'What if there were no positional encoding', ...SIDES.map(([side, words]) => [noPositional(side), `in the ${words}`])),
      section(
        'Where each token is',
        `Attention by itself does not know word order, so a fixed pattern is added to each position, sines in the even dimensions and cosines in the odd ones (hover a term of the formula to find it below). Rows are positions, columns the ${d} dimensions: fast waves on the left, slow ones on the right.`,
        formula('positional'),
        mark(matrix(pe, { rowLabels: pe.map((_, p) => p), tip: (p, i, v) => `PE(position ${p}, dim ${i}) = ${fmt(v, 4)}`, cell: 10 }), 'pe'),
      ),
      section(
        'Sinusoids of a few dimensions',
        `Each dimension is a wave over positions with its own wavelength, from 2π up to 10000·2π, drawn from the formula up to max_len = ${ctx.info.config.max_len}. The dots are the values ${none ? 'the paper would add' : 'the model added'} at this input's positions, on the waves.`,
        el('label', { class: 'inline' }, 'dimensions (up to 6, comma-separated) ', dimsBox),
        bad.length ? el('p', { class: 'error' }, `Not a dimension of this model (0 to ${d - 1}): ${bad.join(', ')}`) : null,
        sinusoids(chosen, d, ctx.info.config.max_len, dots),
      ),
      // Without encodings there are no positions to compare.
      none
        ? null
        : section(
            'Nearby positions look alike',
            'The cosine similarity of every pair of position vectors: highest on the diagonal and fading with distance, so the model can tell near from far, and PE(pos + k) is a linear function of PE(pos).',
            matrix(similarity, { rowLabels: pe.map((_, p) => p), colLabels: pe.map((_, p) => p), tip: (i, j, v) => `positions ${i} and ${j}: cosine ${fmt(v, 3)}`, cell: 16 }),
          ),
      section(
        'Embedding + PE = input',
        `The encoder's input is the scaled embedding plus the positional encoding, element by element. For “${labels[t]}” at position ${t}:`,
        picker('token', labels.length, t, (query) => ctx.set({ query }), (i) => labels[i]),
        column(vector(tokens[t], { max, label: 'embedding' }), '+', vector(pe[t], { max, label: 'PE' }), '=', vector(inputs[t], { max, label: 'input' })),
      ),
    );
  },
};
