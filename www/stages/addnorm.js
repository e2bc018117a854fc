// 6. Add & Norm: the residual sum and the normalised result (post-LN or pre-LN).
import { column, el, fmt, maxAbs, section, vector } from '../draw.js';
import { dims, layerInput, picker, srcLabels } from './common.js';

function meanStd(row) {
  const n = row.length;
  const mean = row.reduce((a, b) => a + b, 0) / n;
  const variance = row.reduce((a, b) => a + (b - mean) ** 2, 0) / n;
  return { mean, std: Math.sqrt(variance) };
}

export const addnorm = {
  id: 'addnorm',
  title: 'Add & Norm',
  diagram: 'enc-norm1',
  render(ctx) {
    const { run, state, info } = ctx;
    const { layers } = dims(ctx);
    const layer = Math.min(state.layer, layers - 1);
    const labels = srcLabels(ctx);
    const t = Math.min(state.query, labels.length - 1);
    const x = run.matrix(layerInput('encoder', layer))[t];
    const out = run.matrix(`encoder.${layer}.self_attn.out`)[t];
    const sum = run.matrix(`encoder.${layer}.residual1`)[t];
    const norm = run.matrix(`encoder.${layer}.norm1`)[t];
    const max = maxAbs([x, out, sum, norm]);
    const preLn = info.config.norm_first;
    const s = meanStd(sum);
    const xs = meanStd(x);
    const n = meanStd(norm);
    const tip = (what) => (i, v) => `${what}[${labels[t]}][${i}] = ${fmt(v, 4)}`;
    const explain = preLn
      ? `This model is pre-LN (norm_first): the sub-layer reads LayerNorm(x), and its output is added to x unchanged, x + Attention(LayerNorm(x)). The stream x keeps its scale; the norm only feeds the sub-layer.`
      : `This model is post-LN, as in the paper: LayerNorm(x + Sublayer(x)). The residual connection adds the sub-layer's output to its input, so information and gradients have a direct path through the stack; the norm then rescales each token's vector to mean 0 and variance 1 (then a learned gain and bias).`;
    return el(
      'div',
      {},
      el('div', { class: 'pickers' }, picker('layer', layers, layer, (l) => ctx.set({ layer: l })), picker('token', labels.length, t, (query) => ctx.set({ query }), (i) => labels[i])),
      section(
        'The residual connection and layer normalisation',
        explain,
        preLn
          ? column(
              vector(x, { max, label: 'x', tip: tip('x') }),
              `LayerNorm(x): mean ${fmt(xs.mean)}, std ${fmt(xs.std)} → mean ${fmt(n.mean)}, std ${fmt(n.std)} before gain and bias`,
              vector(norm, { max, label: 'LayerNorm(x)', tip: tip('norm') }),
              '→ attention →',
              vector(out, { max, label: 'attention', tip: tip('attention') }),
              'x + attention =',
              vector(sum, { max, label: 'x + attention', tip: tip('sum') }),
            )
          : column(
              vector(x, { max, label: 'x', tip: tip('x') }),
              '+',
              vector(out, { max, label: 'attention', tip: tip('attention') }),
              '=',
              vector(sum, { max, label: 'x + attention', tip: tip('sum') }),
              `LayerNorm: subtract the mean ${fmt(s.mean)}, divide by the std ${fmt(s.std)}, then the learned gain and bias:`,
              vector(norm, { max, label: 'LayerNorm', tip: tip('norm') }),
            ),
      ),
      section(
        'Every token',
        'The same for each token of the sentence, independently: one row per token (left, the sum; right, the normalised result).',
        el(
          'div',
          { class: 'side-by-side' },
          el('figure', {}, el('figcaption', {}, preLn ? 'x + attention' : 'x + attention (before the norm)'), run.matrix(`encoder.${layer}.residual1`).map((row, i) => vector(row, { label: labels[i], cls: 'thin', tip: (c, v) => `sum[${labels[i]}][${c}] = ${fmt(v, 4)}` }))),
          el('figure', {}, el('figcaption', {}, preLn ? 'LayerNorm(x) (the attention input)' : 'LayerNorm(x + attention)'), run.matrix(`encoder.${layer}.norm1`).map((row, i) => vector(row, { label: labels[i], cls: 'thin', tip: (c, v) => `norm[${labels[i]}][${c}] = ${fmt(v, 4)}` }))),
        ),
      ),
    );
  },
};
