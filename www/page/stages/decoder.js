// 9. The decoder: shifted-right target, the causal and padding masks, masked self-attention,
// and cross-attention over the memory.
import { el, fmt, matrix, section } from '../draw.js';
import { headParts, scoreTable } from './attention.js';
import { t } from '../i18n.js';
import { datum, dims, layerHeadPickers, layerNames, srcLabels, tgtLabels, tokenLabels, tokenPicker } from './common.js';
import { alignmentOverlay } from './overlay.js';

export const decoder = {
  id: 'decoder',
  get title() {
    return t('decoder-title');
  },
  diagram: 'dec-attn',
  render(ctx) {
    const { run, state } = ctx;
    const { decLayers } = dims(ctx);
    const layer = Math.min(state.layer, decLayers - 1);
    const src = srcLabels(ctx);
    const tgt = tgtLabels(ctx);
    const out = run.greedy.best.tokens.map((token) => (token === ' ' ? '␣' : token));
    const names = layerNames(ctx, 'decoder', layer);
    const self = headParts(ctx, names.self_attn, state.head, tgt, tgt);
    const cross = headParts(ctx, names.cross_attn, state.head, tgt, src);
    const i = Math.min(state.query, tgt.length - 1);
    const overlay = alignmentOverlay(ctx, layer, state.head);
    const allowed = (m) => (r, c) => (m[r][c] > 0 ? 1 : 0);
    const maskMatrix = (m) => m.map((row, r) => Array.from(row, (_, c) => allowed(m)(r, c)));
    const causal = ctx.info.config.causal_mask;
    const seeTip = (queries, keys) => (r, c, v) => (v ? t('decoder-tip-may-see', { query: queries[r], key: keys[c] }) : t('decoder-tip-may-not-see', { query: queries[r], key: keys[c] }));
    return el(
      'div',
      {},
      layerHeadPickers(ctx, decLayers),
      section(
        t('decoder-shift-heading'),
        t('decoder-shift-explain'),
        el(
          'table',
          { class: 'shift' },
          el('tr', {}, el('th', {}, t('decoder-row-input')), tgt.map((token) => datum(token, 'td'))),
          el('tr', {}, el('th', {}, t('decoder-row-predicts')), out.map((token) => datum(token, 'td'))),
        ),
      ),
      section(
        t('decoder-masks-heading'),
        causal ? t('decoder-masks-causal') : t('decoder-masks-not-causal'),
        el(
          'div',
          { class: 'equation' },
          tokenLabels(matrix(maskMatrix(self.mask), { kind: 'weight', rowLabels: tgt, colLabels: tgt, numbers: true, digits: 0, title: causal ? t('decoder-mask-causal-title') : t('decoder-mask-self-title'), tip: seeTip(tgt, tgt) })),
          tokenLabels(matrix(maskMatrix(cross.mask), { kind: 'weight', rowLabels: tgt, colLabels: src, numbers: true, digits: 0, title: t('decoder-mask-cross-title'), tip: seeTip(tgt, src) })),
        ),
      ),
      section(
        t('decoder-self-heading', { causal: causal ? 'yes' : 'no', layer, head: state.head }),
        causal ? t('decoder-self-causal') : t('decoder-self-not-causal'),
        tokenLabels(matrix(self.weights, { kind: 'weight', rowLabels: tgt, colLabels: tgt, hidden: (r, c) => !(self.mask[r][c] > 0), numbers: tgt.length <= 16, tip: (r, c, v) => t('decoder-tip-weight', { query: tgt[r], key: tgt[c], value: fmt(v, 4) }) })),
      ),
      section(
        t('decoder-cross-heading', { layer, head: state.head }),
        t('decoder-cross-explain'),
        overlay.controls,
        tokenLabels(matrix(cross.weights, { kind: 'weight', rowLabels: tgt, colLabels: src, hidden: (r, c) => !(cross.mask[r][c] > 0), numbers: tgt.length <= 16 && src.length <= 16, tip: (r, c, v) => t('decoder-tip-weight', { query: tgt[r], key: src[c], value: fmt(v, 4) }), marks: overlay.marks })),
        overlay.legend,
        tokenPicker('query', tgt, i, (query) => ctx.set({ query })),
        el('p', { class: 'explain' }, t('decoder-score-table', { position: i, token: tgt[i] })),
        scoreTable(ctx, cross, i),
      ),
    );
  },
};
