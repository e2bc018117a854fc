// Attention heatmaps: encoder self, decoder self and cross-attention, with layer and head
// pickers, an all-heads grid, and hover that names the query, the key and the weight.
import { el, fmt, matrix, section } from '../draw.js';
import { editRow, hideSource } from '../edits.js';
import { t } from '../i18n.js';
import { headEdits } from './attention.js';
import { dims, layerHeadPickers, layerNames, picker, srcLabels, tgtLabels } from './common.js';
import { alignmentOverlay } from './overlay.js';

// Each kind's name is message maps-kind-<id>, and its heading maps-heading-<id>.
const KINDS = [
  { id: 'enc', stack: 'encoder', attn: 'self_attn', q: 'src', k: 'src' },
  { id: 'dec', stack: 'decoder', attn: 'self_attn', q: 'tgt', k: 'tgt' },
  { id: 'cross', stack: 'decoder', attn: 'cross_attn', q: 'tgt', k: 'src' },
];

export const maps = {
  id: 'maps',
  get title() {
    return t('maps-title');
  },
  diagram: 'all-attn',
  render(ctx) {
    const { run, state } = ctx;
    const { h } = dims(ctx);
    const kindIndex = Math.max(0, KINDS.findIndex((k) => k.id === state.map));
    const kind = KINDS[kindIndex];
    const nLayers = kind.stack === 'encoder' ? dims(ctx).layers : dims(ctx).decLayers;
    const layer = Math.min(state.layer, nLayers - 1);
    const labels = { src: srcLabels(ctx), tgt: tgtLabels(ctx) };
    const q = labels[kind.q];
    const k = labels[kind.k];
    const names = (l) => layerNames(ctx, kind.stack, l)[kind.attn];
    const mask = run.matrix(names(layer).mask, [0]);
    const hidden = (m) => (r, c) => !(m[r][c] > 0);
    const tip = (l, head) => (r, c, v) => t('maps-tip', { layer: l, head, query: q[r], row: r, key: k[c], col: c, weight: fmt(v, 4) });
    const overlay = kind.id === 'cross' ? alignmentOverlay(ctx, layer, state.head) : null;
    const big = matrix(run.matrix(names(layer).weights, [0, state.head]), { kind: 'weight', rowLabels: q, colLabels: k, hidden: hidden(mask), cell: 22, tip: tip(layer, state.head), marks: overlay?.marks });
    big.id = 'heatmap';
    const grid = el(
      'div',
      { class: 'all-heads', id: 'all-heads', style: `grid-template-columns: auto repeat(${h}, auto)` },
      el('span', {}),
      Array.from({ length: h }, (_, head) => el('span', { class: 'col-label' }, t('maps-col-head', { head }))),
      Array.from({ length: nLayers }, (_, l) => [
        el('span', { class: 'row-label' }, t('maps-row-layer', { layer: l })),
        Array.from({ length: h }, (_, head) => {
          const m = run.matrix(names(l).mask, [0]);
          const cell = el(
            'button',
            { class: `thumb ${l === layer && head === state.head ? 'on' : ''}`, 'aria-label': t('maps-thumb-label', { layer: l, head }), onclick: () => ctx.set({ layer: l, head }) },
            matrix(run.matrix(names(l).weights, [0, head]), { kind: 'weight', hidden: hidden(m), cell: 6, tip: tip(l, head) }),
          );
          return cell;
        }),
      ]),
    );
    return el(
      'div',
      {},
      el('div', { class: 'pickers' }, picker(t('maps-picker-attention'), KINDS.length, kindIndex, (i) => ctx.set({ map: KINDS[i].id }), (i) => t(`maps-kind-${KINDS[i].id}`))),
      layerHeadPickers(ctx, nLayers),
      headEdits(ctx, names(layer).path, state.head),
      kind.id === 'cross' ? editRow(ctx, t('maps-edit-hide'), ...k.map((label, p) => [hideSource(p), [el('span', { translate: 'no' }, label), ` (${p})`]])) : null,
      section(
        t(`maps-heading-${kind.id}`, { layer, head: state.head }),
        t('maps-explain'),
        overlay?.controls,
        big,
        overlay?.legend,
      ),
      section(t('maps-all-heading'), t('maps-all-explain'), grid),
    );
  },
};
