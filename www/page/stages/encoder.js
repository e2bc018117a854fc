// 8. The encoder stack: layer by layer, ending in the memory the decoder reads.
import { el, fmt, matrix, maxAbs, section } from '../draw.js';
import { dims, srcLabels } from './common.js';

export const encoder = {
  id: 'encoder',
  title: 'The encoder stack',
  diagram: 'encoder',
  render(ctx) {
    const { run, info } = ctx;
    const { layers, h } = dims(ctx);
    const labels = srcLabels(ctx);
    const { trace } = info;
    const stages = [{ name: trace.src.input, title: 'input (embedding + PE)' }];
    for (let i = 0; i < layers; i++) stages.push({ name: trace.encoder.layers[i].out, title: `after layer ${i}`, layer: i });
    if (trace.encoder.norm) stages.push({ name: trace.encoder.norm, title: 'final LayerNorm' });
    const max = maxAbs(stages.map((s) => run.matrix(s.name)));
    return el(
      'div',
      {},
      section(
        `${layers} identical layers`,
        `Each encoder layer is self-attention then the feed-forward network, each wrapped in Add & Norm; the output of one is the input of the next, always one ${info.config.d_model}-vector per token. The last output is the memory: the keys and values every cross-attention in the decoder reads. All on one colour scale; each layer's head-averaged attention beside it.`,
        el(
          'div',
          { class: 'stack' },
          stages.map((s) => {
            const rows = run.matrix(s.name);
            const figure = el('div', { class: 'stack-layer' }, el('h4', {}, s.title), matrix(rows, { rowLabels: labels, max, cell: 7, tip: (r, c, v) => `${s.title}, ${labels[r]}, dim ${c}: ${fmt(v, 4)}` }));
            if (s.layer !== undefined) {
              const w = Array.from({ length: h }, (_, k) => run.matrix(trace.encoder.layers[s.layer].self_attn.weights, [0, k]));
              const mean = w[0].map((row, r) => Array.from(row, (_, c) => w.reduce((a, m) => a + m[r][c], 0) / h));
              figure.append(matrix(mean, { kind: 'weight', cell: 8, title: 'attention (mean of heads)', tip: (r, c, v) => `layer ${s.layer}: ${labels[r]} → ${labels[c]}: ${fmt(v, 4)}` }));
            }
            return figure;
          }),
        ),
        el('p', { class: 'explain' }, `memory = ${info.config.final_norm ? 'the final norm' : `layer ${layers - 1}'s output`}, ${run.get(trace.memory).shape.slice(1).join(' × ')}.`),
      ),
    );
  },
};
