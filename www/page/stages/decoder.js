// 9. The decoder: shifted-right target, the causal and padding masks, masked self-attention,
// and cross-attention over the memory.
import { el, fmt, matrix, section } from '../draw.js';
import { headParts, scoreTable } from './attention.js';
import { dims, layerHeadPickers, layerNames, picker, srcLabels, tgtLabels } from './common.js';
import { alignmentOverlay } from './overlay.js';

export const decoder = {
  id: 'decoder',
  title: 'The decoder: masks and cross-attention',
  diagram: 'dec-attn',
  render(ctx) {
    const { run, state } = ctx;
    const { decLayers } = dims(ctx);
    const layer = Math.min(state.layer, decLayers - 1);
    const src = srcLabels(ctx);
    const tgt = tgtLabels(ctx);
    const out = run.greedy.best.tokens.map((t) => (t === ' ' ? '␣' : t));
    const names = layerNames(ctx, 'decoder', layer);
    const self = headParts(ctx, names.self_attn, state.head, tgt, tgt);
    const cross = headParts(ctx, names.cross_attn, state.head, tgt, src);
    const i = Math.min(state.query, tgt.length - 1);
    const overlay = alignmentOverlay(ctx, layer, state.head);
    const allowed = (m) => (r, c) => (m[r][c] > 0 ? 1 : 0);
    const maskMatrix = (m) => m.map((row, r) => Array.from(row, (_, c) => allowed(m)(r, c)));
    return el(
      'div',
      {},
      layerHeadPickers(ctx, decLayers),
      section(
        'Shifted right',
        'During training the decoder sees the whole target at once, shifted right by one, and learns to predict the next token at every position. Here the target is the model\'s own output:',
        el(
          'table',
          { class: 'shift' },
          el('tr', {}, el('th', {}, 'decoder input'), tgt.map((t) => el('td', {}, t))),
          el('tr', {}, el('th', {}, 'predicts'), out.map((t) => el('td', {}, t))),
        ),
      ),
      section(
        'The masks',
        ctx.info.config.causal_mask
          ? 'Left: the causal mask of the decoder\'s self-attention. Position t may look at positions up to t only, never at tokens it has not produced yet (1 = visible, 0 = hidden). Right: the cross-attention mask: every decoder position may look at every source token except padding.'
          : 'Left: the decoder\'s self-attention mask. This model was trained without the causal mask, so position t may look at every position, the tokens it is meant to predict included (1 = visible, 0 = hidden): fed the answer, it learned to copy the next token, and generating, where there is no answer to read, it fails. Right: the cross-attention mask: every decoder position may look at every source token except padding.',
        el(
          'div',
          { class: 'equation' },
          matrix(maskMatrix(self.mask), { kind: 'weight', rowLabels: tgt, colLabels: tgt, numbers: true, digits: 0, title: ctx.info.config.causal_mask ? 'causal self-attention mask' : 'self-attention mask (not causal)', tip: (r, c, v) => `${tgt[r]} ${v ? 'may' : 'may not'} see ${tgt[c]}` }),
          matrix(maskMatrix(cross.mask), { kind: 'weight', rowLabels: tgt, colLabels: src, numbers: true, digits: 0, title: 'cross-attention (padding) mask', tip: (r, c, v) => `${tgt[r]} ${v ? 'may' : 'may not'} see ${src[c]}` }),
        ),
      ),
      section(
        `${ctx.info.config.causal_mask ? 'Masked self' : 'Self'}-attention (layer ${layer}, head ${state.head})`,
        ctx.info.config.causal_mask ? 'Scores above the diagonal are set to −∞ before the softmax, so their weights are exactly 0:' : 'Nothing above the diagonal is hidden in this model: each position may attend to the tokens after it.',
        matrix(self.weights, { kind: 'weight', rowLabels: tgt, colLabels: tgt, hidden: (r, c) => !(self.mask[r][c] > 0), numbers: tgt.length <= 16, tip: (r, c, v) => `${tgt[r]} → ${tgt[c]}: ${fmt(v, 4)}` }),
      ),
      section(
        `Cross-attention (layer ${layer}, head ${state.head})`,
        'The queries come from the decoder; the keys and values come from the encoder\'s memory. This is where the output looks back at the input: for each output position, which source tokens it reads.',
        overlay.controls,
        matrix(cross.weights, { kind: 'weight', rowLabels: tgt, colLabels: src, hidden: (r, c) => !(cross.mask[r][c] > 0), numbers: tgt.length <= 16 && src.length <= 16, tip: (r, c, v) => `${tgt[r]} → ${src[c]}: ${fmt(v, 4)}`, marks: overlay.marks }),
        overlay.legend,
        picker('query', tgt.length, i, (query) => ctx.set({ query }), (k) => tgt[k]),
        el('p', { class: 'explain' }, `The score table of decoder position ${i} (“${tgt[i]}”) against the memory:`),
        scoreTable(ctx, cross, i),
      ),
    );
  },
};
