// 5. Multi-head attention: every head's Z, concatenated, times W_O.
import { el, equation, fmt, matrix, section } from '../draw.js';
import { ablate, editToggle } from '../edits.js';
import { dims, layerNames, picker, stackOf, stackPicker } from './common.js';

export const multihead = {
  id: 'multihead',
  title: 'Multi-head attention',
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
        `${h} heads, each looking its own way`,
        `${stack[0].toUpperCase()}${stack.slice(1)} layer ${layer}, self-attention. The ${h} heads run side by side on their own ${dk}-column slices of Q, K and V, so each can attend to different things. Their weights (top) and outputs Z (bottom):`,
        el(
          'div',
          { class: 'heads' },
          heads.map((z, k) =>
            el(
              'div',
              { class: `head ${k === state.head ? 'chosen' : ''}` },
              el('button', { class: 'link', onclick: () => ctx.set({ head: k, stage: 'attention' }) }, `head ${k}`),
              ' ',
              editToggle(ctx, ablate(names.path, k), 'switch off'),
              matrix(weights[k], { kind: 'weight', rowLabels: labels, colLabels: labels, cell: 11, tip: (r, c, v) => `head ${k}: ${labels[r]} → ${labels[c]}: ${fmt(v, 4)}` }),
              matrix(z, { rowLabels: labels, cell: 9, tip: (r, c, v) => `Z${k}[${labels[r]}][${c}] = ${fmt(v, 4)}` }),
            ),
          ),
        ),
      ),
      section(
        'Concatenate, then mix with W_O',
        `The heads' outputs are laid side by side (${h} × ${dk} = ${d} columns) and multiplied by one more learned matrix, W_O (${d} × ${d}), which mixes what the heads found. The result is the attention sub-layer's output: one ${d}-vector per token.`,
        equation(
          matrix(context, { rowLabels: labels, title: `concat(Z0..Z${h - 1})`, cell: 8, tip: (r, c, v) => `head ${Math.floor(c / dk)}, ${labels[r]}, column ${c}: ${fmt(v, 4)}` }),
          '× W_O =',
          matrix(out, { rowLabels: labels, title: 'attention output', cell: 8, tip: (r, c, v) => `out[${labels[r]}][${c}] = ${fmt(v, 4)}` }),
        ),
      ),
    );
  },
};
