// 12. Which heads matter: switch off each attention head alone, decode again, and see how much
// less likely the model finds its own output (the core's head scan, src/scan.rs).
import { el, fmt, inkFor, section, signedColour } from '../draw.js';
import { ablate, toggled } from '../edits.js';
import { editList } from '../state.js';
import { t } from '../i18n.js';

/** "decoder.1.cross_attn" in words (messages scan-row-encoder-self, -decoder-self, -decoder-cross). */
function sublayerName(path) {
  const [stack, layer, sub] = path.split('.');
  return t(`scan-row-${stack}-${sub === 'cross_attn' ? 'cross' : 'self'}`, { layer: Number(layer) });
}

function grid(ctx, scan) {
  const { n_heads: heads } = ctx.info.config;
  const paths = [...new Set(scan.heads.map((h) => h.sublayer))];
  const max = Math.max(...scan.heads.map((h) => Math.abs(h.drop)), 1e-6);
  const edits = editList(ctx.state);
  return el(
    'div',
    { class: 'scan-grid', id: 'scan-grid', role: 'grid', style: `grid-template-columns: auto repeat(${heads}, minmax(4.5em, auto))` },
    el('span', {}),
    Array.from({ length: heads }, (_, h) => el('span', { class: 'col-label', role: 'columnheader' }, t('scan-col-head', { head: h }))),
    paths.map((path) => [
      el('span', { class: 'row-label', role: 'rowheader' }, sublayerName(path)),
      scan.heads
        .filter((h) => h.sublayer === path)
        .map((h) => {
          const text = ablate(h.sublayer, h.head);
          const bg = signedColour(h.drop, max);
          const on = edits.includes(text);
          const args = { sublayer: sublayerName(path), head: h.head, output: scan.output, drop: fmt(h.drop, 4), logp: fmt(h.log_prob, 3) };
          const tip = h.changed ? t('scan-tip-changed', { ...args, changed: h.output }) : t('scan-tip-same', args);
          return el(
            'button',
            {
              class: `scan-cell ${h.changed ? 'changed-output' : ''} ${on ? 'on' : ''}`,
              role: 'gridcell',
              style: `background:${bg};color:${inkFor(bg)}`,
              'aria-pressed': String(on),
              'aria-label': tip,
              'data-tip': tip,
              'data-head': `${h.sublayer}.${h.head}`,
              onclick: () => ctx.set({ edits: toggled(ctx.state, text) }),
            },
            fmt(h.drop, 3),
            h.changed ? ' ✱' : '',
          );
        }),
    ]),
  );
}

export const scan = {
  id: 'scan',
  get title() {
    return t('scan-title');
  },
  diagram: 'all-attn',
  render(ctx) {
    const { state } = ctx;
    const result = ctx.scanFor(state.text);
    const explain = t('scan-explain', { text: state.text, heads: ctx.info.config.n_heads });
    const backend = result?.backend.startsWith('gpu') ? 'gpu' : 'cpu';
    return el(
      'div',
      {},
      section(
        t('scan-heading'),
        explain,
        ctx.scanning
          ? el(
              'p',
              { class: 'scan-progress' },
              el('progress', { id: 'scan-progress', max: ctx.scanning.total || 1, value: ctx.scanning.done }),
              ' ',
              el('span', { id: 'scan-progress-text' }, t('scan-progress', ctx.scanning)),
              ' ',
              el('button', { type: 'button', id: 'scan-cancel', onclick: () => ctx.cancelScan() }, t('scan-cancel')),
            )
          : el('button', { type: 'button', id: 'scan-button', onclick: () => ctx.scanHeads() }, result ? t('scan-again') : t('scan-button')),
        result
          ? [
              el('p', { class: 'result' }, t('scan-output-label'), ' ', el('strong', { translate: 'no' }, result.output), ' ', t('scan-result', { logp: fmt(result.log_prob, 3), ms: Math.round(result.ms), backend })),
              grid(ctx, result),
            ]
          : el('p', { class: 'explain' }, t('scan-wait')),
      ),
    );
  },
};
