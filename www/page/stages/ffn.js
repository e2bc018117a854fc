// 7. Position-wise feed-forward: hidden activations (ReLU zeros visible) and the output.
import { el, equation, fmt, matrix, section } from '../draw.js';
import { bypass, editRow } from '../edits.js';
import { dims, layerNames, picker, stackOf, stackPicker, subLayerArgument } from './common.js';

export const ffn = {
  id: 'ffn',
  title: 'Feed-forward network',
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
      editRow(ctx, 'What if this network', [bypass(names.path), 'were bypassed']),
      section(
        'Two linear layers with a ReLU between',
        `FFN(x) = max(0, x W₁ + b₁) W₂ + b₂, applied to each position separately with the same weights: ${d} → ${dff} → ${d}. The ReLU sets every negative hidden value to exactly zero, shown grey: here ${zeros} of ${total} (${fmt((100 * zeros) / total, 1)}%).`,
        equation(
          matrix(input, { rowLabels: labels, title: 'input', cell: 7, tip: (r, c, v) => `x[${labels[r]}][${c}] = ${fmt(v, 4)}` }),
          '→ W₁, ReLU →',
          matrix(hidden, { rowLabels: labels, title: `hidden (${dff})`, cell: 4, hidden: (r, c) => hidden[r][c] === 0, tip: (r, c, v) => (v === 0 ? `hidden[${labels[r]}][${c}] = 0 (ReLU)` : `hidden[${labels[r]}][${c}] = ${fmt(v, 4)}`) }),
          '→ W₂ →',
          matrix(out, { rowLabels: labels, title: 'output', cell: 7, tip: (r, c, v) => `out[${labels[r]}][${c}] = ${fmt(v, 4)}` }),
        ),
      ),
    );
  },
};
