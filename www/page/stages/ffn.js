// 7. Position-wise feed-forward: hidden activations (ReLU zeros visible) and the output.
import { el, equation, fmt, matrix, section } from '../draw.js';
import { bypass, editRow } from '../edits.js';
import { t } from '../i18n.js';
import { dims, layerNames, picker, stackOf, stackPicker, subLayerArgument, tokenLabels } from './common.js';

export const ffn = {
  id: 'ffn',
  get title() {
    return t('ffn-title');
  },
  diagram: 'enc-ffn',
  render(ctx) {
    const { run } = ctx;
    const { d, dff } = dims(ctx);
    const { name: stack, labels, nLayers, layer } = stackOf(ctx);
    const input = run.matrix(subLayerArgument(ctx, stack, layer, stack === 'decoder' ? 3 : 2));
    const { ffn: names } = layerNames(ctx, stack, layer);
    const hidden = run.matrix(names.hidden);
    const out = run.matrix(names.out);
    let zeros = 0;
    for (const row of hidden) for (const v of row) if (v === 0) zeros++;
    const total = hidden.length * dff;
    return el(
      'div',
      {},
      el('div', { class: 'pickers' }, stackPicker(ctx), picker('layer', nLayers, layer, (l) => ctx.set({ layer: l }))),
      editRow(ctx, t('ffn-edit-before'), [bypass(names.path), t('ffn-edit-after')]),
      section(
        t('ffn-heading'),
        t('ffn-explain', { d, dff, zeros, total, share: fmt((100 * zeros) / total, 1) }),
        equation(
          tokenLabels(matrix(input, { rowLabels: labels, title: t('ffn-input'), cell: 7, tip: (r, c, v) => t('ffn-tip-input', { row: labels[r], col: c, value: fmt(v, 4) }) })),
          t('ffn-arrow-first'),
          tokenLabels(matrix(hidden, { rowLabels: labels, title: t('ffn-hidden', { dff }), cell: 4, hidden: (r, c) => hidden[r][c] === 0, tip: (r, c, v) => (v === 0 ? t('ffn-tip-zero', { row: labels[r], col: c }) : t('ffn-tip-hidden', { row: labels[r], col: c, value: fmt(v, 4) })) })),
          t('ffn-arrow-second'),
          tokenLabels(matrix(out, { rowLabels: labels, title: t('ffn-output'), cell: 7, tip: (r, c, v) => t('ffn-tip-output', { row: labels[r], col: c, value: fmt(v, 4) }) })),
        ),
      ),
    );
  },
};
