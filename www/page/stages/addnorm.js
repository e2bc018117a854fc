// 6. Add & Norm: the residual sum and the normalised result (post-LN or pre-LN).
import { column, el, fmt, maxAbs, section, vector } from '../draw.js';
import { bypass, editRow } from '../edits.js';
import { formula, mark } from '../formula.js';
import { t } from '../i18n.js';
import { picker, stackOf, stackPicker, subLayerInput, subLayers, tokenLabels, tokenPicker } from './common.js';

function meanStd(row) {
  const n = row.length;
  const mean = row.reduce((a, b) => a + b, 0) / n;
  const variance = row.reduce((a, b) => a + (b - mean) ** 2, 0) / n;
  return { mean, std: Math.sqrt(variance) };
}

/** "LayerNorm: subtract the mean μ, divide by the std σ, ...", the numbers linked to the formula. */
function stats({ mean, std }) {
  return el('span', { class: 'op' }, t('addnorm-stats-mean'), ' ', mark(el('strong', {}, fmt(mean)), 'mean'), t('addnorm-stats-std'), ' ', mark(el('strong', {}, fmt(std)), 'std'), t('addnorm-stats-rest'));
}

export const addnorm = {
  id: 'addnorm',
  get title() {
    return t('addnorm-title');
  },
  diagram: 'enc-norm1',
  render(ctx) {
    const { run, state, info } = ctx;
    const { name: stack, labels, nLayers, layer } = stackOf(ctx);
    const subs = subLayers(ctx, stack, layer);
    const sub = subs[Math.min(Math.max(1, state.sub), subs.length) - 1];
    const at = Math.min(state.query, labels.length - 1);
    const x = run.matrix(subLayerInput(ctx, stack, layer, sub.k))[at];
    const out = run.matrix(sub.out)[at];
    const sum = run.matrix(sub.residual)[at];
    const norm = run.matrix(sub.norm)[at];
    const max = maxAbs([x, out, sum, norm]);
    const preLn = info.config.norm_first;
    const s = meanStd(sum);
    const xs = meanStd(x);
    // A box's tip names its vector (message addnorm-tip-x, -sublayer, -sum or -norm) and token.
    const tip = (what) => (i, v) => t(`addnorm-tip-${what}`, { token: labels[at], dim: i, value: fmt(v, 4) });
    const explain = preLn ? t('addnorm-pre-ln') : t('addnorm-post-ln');
    const kind = { sub: sub.kind };
    return el(
      'div',
      {},
      el(
        'div',
        { class: 'pickers' },
        stackPicker(ctx),
        picker('layer', nLayers, layer, (l) => ctx.set({ layer: l })),
        picker('sub-layer', subs.length, sub.k - 1, (i) => ctx.set({ sub: i + 1 }), (i) => subs[i].title),
        tokenPicker('token', labels, at, (query) => ctx.set({ query })),
      ),
      editRow(ctx, t('addnorm-edit-lead', kind), [bypass(sub.path), t('addnorm-edit-bypass', kind)]),
      section(
        t('addnorm-heading', kind),
        explain,
        formula('layerNorm'),
        preLn
          ? column(
              mark(vector(x, { max, label: t('addnorm-x'), tip: tip('x') }), 'x'),
              stats(xs),
              vector(norm, { max, label: t('addnorm-layernorm-x'), tip: tip('norm') }),
              t('addnorm-op-sub', kind),
              vector(out, { max, label: t('addnorm-sublayer'), tip: tip('sublayer') }),
              t('addnorm-op-sum'),
              vector(sum, { max, label: t('addnorm-sum'), tip: tip('sum') }),
            )
          : column(
              vector(x, { max, label: t('addnorm-x'), tip: tip('x') }),
              '+',
              vector(out, { max, label: t('addnorm-sublayer'), tip: tip('sublayer') }),
              '=',
              mark(vector(sum, { max, label: t('addnorm-sum'), tip: tip('sum') }), 'x'),
              stats(s),
              vector(norm, { max, label: t('addnorm-layernorm'), tip: tip('norm') }),
            ),
      ),
      section(
        t('addnorm-every-heading'),
        t('addnorm-every-explain'),
        el(
          'div',
          { class: 'side-by-side' },
          el('figure', {}, el('figcaption', {}, preLn ? t('addnorm-sum') : t('addnorm-sum-before')), run.matrix(sub.residual).map((row, i) => tokenLabels(vector(row, { label: labels[i], cls: 'thin', tip: (c, v) => t('addnorm-tip-sum', { token: labels[i], dim: c, value: fmt(v, 4) }) })))),
          el('figure', {}, el('figcaption', {}, preLn ? t('addnorm-norm-input', kind) : t('addnorm-norm-of-sum')), run.matrix(sub.norm).map((row, i) => tokenLabels(vector(row, { label: labels[i], cls: 'thin', tip: (c, v) => t('addnorm-tip-norm', { token: labels[i], dim: c, value: fmt(v, 4) }) })))),
        ),
      ),
    );
  },
};
