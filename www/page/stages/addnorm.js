// 6. Add & Norm: the residual sum and the normalised result (post-LN or pre-LN).
import { column, el, fmt, maxAbs, section, vector } from '../draw.js';
import { bypass, editRow } from '../edits.js';
import { formula, mark } from '../formula.js';
import { picker, stackOf, stackPicker, subLayerInput, subLayers } from './common.js';

function meanStd(row) {
  const n = row.length;
  const mean = row.reduce((a, b) => a + b, 0) / n;
  const variance = row.reduce((a, b) => a + (b - mean) ** 2, 0) / n;
  return { mean, std: Math.sqrt(variance) };
}

/** "LayerNorm: subtract the mean μ, divide by the std σ, ...", the numbers linked to the formula. */
function stats({ mean, std }) {
  return el('span', { class: 'op' }, 'LayerNorm: subtract the mean ', mark(el('strong', {}, fmt(mean)), 'mean'), ', divide by the std ', mark(el('strong', {}, fmt(std)), 'std'), ', then the learned gain γ and bias β:');
}

export const addnorm = {
  id: 'addnorm',
  title: 'Add & Norm',
  diagram: 'enc-norm1',
  render(ctx) {
    const { run, state, info } = ctx;
    const { name: stack, labels, nLayers, layer } = stackOf(ctx);
    const subs = subLayers(ctx, stack, layer);
    const sub = subs[Math.min(Math.max(1, state.sub), subs.length) - 1];
    const t = Math.min(state.query, labels.length - 1);
    const x = run.matrix(subLayerInput(ctx, stack, layer, sub.k))[t];
    const out = run.matrix(sub.out)[t];
    const sum = run.matrix(sub.residual)[t];
    const norm = run.matrix(sub.norm)[t];
    const max = maxAbs([x, out, sum, norm]);
    const preLn = info.config.norm_first;
    const s = meanStd(sum);
    const xs = meanStd(x);
    const tip = (what) => (i, v) => `${what}[${labels[t]}][${i}] = ${fmt(v, 4)}`;
    const explain = preLn
      ? `This model is pre-LN (norm_first): the sub-layer reads LayerNorm(x), and its output is added to x unchanged, x + Sublayer(LayerNorm(x)). The stream x keeps its scale; the norm only feeds the sub-layer.`
      : `This model is post-LN, as in the paper: LayerNorm(x + Sublayer(x)). The residual connection adds the sub-layer's output to its input, so information and gradients have a direct path through the stack; the norm then rescales each token's vector to mean 0 and variance 1 (then a learned gain and bias).`;
    return el(
      'div',
      {},
      el(
        'div',
        { class: 'pickers' },
        stackPicker(ctx),
        picker('layer', nLayers, layer, (l) => ctx.set({ layer: l })),
        picker('sub-layer', subs.length, sub.k - 1, (i) => ctx.set({ sub: i + 1 }), (i) => subs[i].title),
        picker('token', labels.length, t, (query) => ctx.set({ query }), (i) => labels[i]),
      ),
      editRow(ctx, `What if the ${sub.title}`, [bypass(sub.path), 'were bypassed (its output zeroed: the residual carries x on alone)']),
      section(
        `The residual connection and layer normalisation around the ${sub.title}`,
        explain,
        formula('layerNorm'),
        preLn
          ? column(
              mark(vector(x, { max, label: 'x', tip: tip('x') }), 'x'),
              stats(xs),
              vector(norm, { max, label: 'LayerNorm(x)', tip: tip('norm') }),
              `→ ${sub.title} →`,
              vector(out, { max, label: 'sub-layer', tip: tip('sub-layer') }),
              'x + sub-layer =',
              vector(sum, { max, label: 'x + sub-layer', tip: tip('sum') }),
            )
          : column(
              vector(x, { max, label: 'x', tip: tip('x') }),
              '+',
              vector(out, { max, label: 'sub-layer', tip: tip('sub-layer') }),
              '=',
              mark(vector(sum, { max, label: 'x + sub-layer', tip: tip('sum') }), 'x'),
              stats(s),
              vector(norm, { max, label: 'LayerNorm', tip: tip('norm') }),
            ),
      ),
      section(
        'Every token',
        'The same for each token of the sentence, independently: one row per token (left, the sum; right, the normalised result).',
        el(
          'div',
          { class: 'side-by-side' },
          el('figure', {}, el('figcaption', {}, preLn ? 'x + sub-layer' : 'x + sub-layer (before the norm)'), run.matrix(sub.residual).map((row, i) => vector(row, { label: labels[i], cls: 'thin', tip: (c, v) => `sum[${labels[i]}][${c}] = ${fmt(v, 4)}` }))),
          el('figure', {}, el('figcaption', {}, preLn ? `LayerNorm(x) (the ${sub.title} input)` : 'LayerNorm(x + sub-layer)'), run.matrix(sub.norm).map((row, i) => vector(row, { label: labels[i], cls: 'thin', tip: (c, v) => `norm[${labels[i]}][${c}] = ${fmt(v, 4)}` }))),
        ),
      ),
    );
  },
};
