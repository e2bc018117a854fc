// 5. Multi-head attention: every head's Z, concatenated, times W_O.
import { el, equation, fmt, matrix, section } from '../draw.js';
import { ablate, editToggle } from '../edits.js';
import { t } from '../i18n.js';
import { dims, layerNames, picker, stackOf, stackPicker, tokenLabels } from './common.js';

export const multihead = {
  id: 'multihead',
  get title() {
    return t('multihead-title');
  },
  diagram: 'enc-attn',
  render(ctx) {
    const { run, state } = ctx;
    const { h, dk, d } = dims(ctx);
    const { name: stack, labels, nLayers, layer } = stackOf(ctx);
    const names = layerNames(ctx, stack, layer).self_attn;
    const heads = Array.from({ length: h }, (_, k) => run.matrix(names.heads, [0, k]));
    const weights = Array.from({ length: h }, (_, k) => run.matrix(names.weights, [0, k]));
    const context = run.matrix(names.context);
    const out = run.matrix(names.out);
    return el(
      'div',
      {},
      el('div', { class: 'pickers' }, stackPicker(ctx), picker('layer', nLayers, layer, (l) => ctx.set({ layer: l }))),
      section(
        t('multihead-heading', { h }),
        t('multihead-explain', { stack, layer, h, dk }),
        el(
          'div',
          { class: 'heads' },
          heads.map((z, k) =>
            el(
              'div',
              { class: `head ${k === state.head ? 'chosen' : ''}` },
              el('button', { class: 'link', onclick: () => ctx.set({ head: k, stage: 'attention' }) }, t('multihead-head', { head: k })),
              ' ',
              editToggle(ctx, ablate(names.path, k), t('multihead-switch-off')),
              tokenLabels(matrix(weights[k], { kind: 'weight', rowLabels: labels, colLabels: labels, cell: 11, tip: (r, c, v) => t('multihead-tip-weight', { head: k, query: labels[r], key: labels[c], value: fmt(v, 4) }) })),
              tokenLabels(matrix(z, { rowLabels: labels, cell: 9, tip: (r, c, v) => t('multihead-tip-z', { head: k, token: labels[r], dim: c, value: fmt(v, 4) }) })),
            ),
          ),
        ),
      ),
      section(
        t('multihead-concat-heading'),
        t('multihead-concat-explain', { h, dk, d }),
        equation(
          tokenLabels(matrix(context, { rowLabels: labels, title: t('multihead-concat-title', { last: h - 1 }), cell: 8, tip: (r, c, v) => t('multihead-tip-concat', { head: Math.floor(c / dk), token: labels[r], col: c, value: fmt(v, 4) }) })),
          t('multihead-op-wo'),
          tokenLabels(matrix(out, { rowLabels: labels, title: t('multihead-output-title'), cell: 8, tip: (r, c, v) => t('multihead-tip-out', { token: labels[r], dim: c, value: fmt(v, 4) }) })),
        ),
      ),
    );
  },
};
