// 8. The encoder stack: layer by layer, ending in the memory the decoder reads.
import { el, fmt, matrix, maxAbs, section } from '../draw.js';
import { t } from '../i18n.js';
import { dims, srcLabels, tokenLabels } from './common.js';

export const encoder = {
  id: 'encoder',
  get title() {
    return t('encoder-title');
  },
  diagram: 'encoder',
  render(ctx) {
    const { run, info } = ctx;
    const { layers, h } = dims(ctx);
    const labels = srcLabels(ctx);
    const { trace } = info;
    const stages = [{ name: trace.src.input, title: t('encoder-stage-input') }];
    for (let i = 0; i < layers; i++) stages.push({ name: trace.encoder.layers[i].out, title: t('encoder-stage-layer', { layer: i }), layer: i });
    if (trace.encoder.norm) stages.push({ name: trace.encoder.norm, title: t('encoder-stage-norm') });
    const max = maxAbs(stages.map((s) => run.matrix(s.name)));
    return el(
      'div',
      {},
      section(
        t('encoder-heading', { layers }),
        t('encoder-explain', { d: info.config.d_model }),
        el(
          'div',
          { class: 'stack' },
          stages.map((s) => {
            const rows = run.matrix(s.name);
            const figure = el('div', { class: 'stack-layer' }, el('h4', {}, s.title), tokenLabels(matrix(rows, { rowLabels: labels, max, cell: 7, tip: (r, c, v) => t('encoder-tip', { stage: s.title, token: labels[r], dim: c, value: fmt(v, 4) }) })));
            if (s.layer !== undefined) {
              const w = Array.from({ length: h }, (_, k) => run.matrix(trace.encoder.layers[s.layer].self_attn.weights, [0, k]));
              const mean = w[0].map((row, r) => Array.from(row, (_, c) => w.reduce((a, m) => a + m[r][c], 0) / h));
              figure.append(matrix(mean, { kind: 'weight', cell: 8, title: t('encoder-mean-title'), tip: (r, c, v) => t('encoder-tip-attention', { layer: s.layer, query: labels[r], key: labels[c], value: fmt(v, 4) }) }));
            }
            return figure;
          }),
        ),
        el('p', { class: 'explain' }, t('encoder-memory', { from: info.config.final_norm ? 'norm' : 'layer', layer: layers - 1, shape: run.get(trace.memory).shape.slice(1).join(' × ') })),
      ),
    );
  },
};
