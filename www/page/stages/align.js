// 13. Which heads align: every cross-attention head's word alignment (each output word's
// most-attended source word) scored against the true alignments of the held-out pairs of the
// model's task, by the alignment error rate (the core's, src/align.rs: `attend align --task`).
import { el, fmt, inkFor, matrix, section, weightColour } from '../draw.js';
import { t } from '../i18n.js';
import { dims, layerNames, srcLabels, tgtLabels } from './common.js';
import { alignedTasks, alignmentOverlay, runWords } from './overlay.js';

/** A cell's colour: deep violet for an AER of 0 (every link right), white for 1. */
function aerColour(aer) {
  return weightColour(1 - aer);
}

function grid(ctx, table) {
  const { layer, head } = ctx.state;
  const cell = (content, aer, props) => {
    const bg = aerColour(aer);
    return el(props.onclick ? 'button' : 'span', { ...props, style: `background:${bg};color:${inkFor(bg)}` }, content);
  };
  return el(
    'div',
    { class: 'scan-grid align-grid', id: 'align-grid', role: 'group', 'aria-label': t('align-grid-label'), style: `grid-template-columns: auto repeat(${table.heads}, minmax(4.5em, auto)) minmax(6em, auto)` },
    el('span', {}),
    Array.from({ length: table.heads }, (_, h) => el('span', { class: 'col-label' }, t('align-col-head', { head: h }))),
    el('span', { class: 'col-label' }, t('align-col-mean')),
    table.aer.map((row, l) => [
      el('span', { class: 'row-label' }, t('align-row-layer', { layer: l })),
      row.map((aer, h) => {
        const best = table.best.layer === l && table.best.head === h;
        const on = l === Math.min(layer, table.layers - 1) && h === head;
        const args = { layer: l, head: h, aer: fmt(aer, 3) };
        const tip = best ? t('align-tip-best', args) : t('align-tip', args);
        return cell([fmt(aer, 3), best ? ' ★' : ''], aer, {
          class: `scan-cell ${best ? 'best' : ''} ${on ? 'on' : ''}`,
          'aria-pressed': String(on),
          'aria-label': tip,
          'data-tip': tip,
          'data-head': `${l}.${h}`,
          'data-aer': String(aer),
          onclick: () => ctx.set({ layer: l, head: h }),
        });
      }),
      cell(fmt(table.layer_mean_aer[l], 3), table.layer_mean_aer[l], {
        class: 'scan-cell layer-mean',
        'data-layer-mean': String(l),
        'data-aer': String(table.layer_mean_aer[l]),
        'data-tip': t('align-tip-mean', { layer: l, aer: fmt(table.layer_mean_aer[l], 3) }),
      }),
    ]),
  );
}

/** Sentences, each a message, as the language writes them one after another. */
function sentences(...texts) {
  return texts.join(t('align-sentence-gap'));
}

/** A few sentences read from the table: which layer aligns, whether any one head does, the floor. */
export function explainTable(table) {
  const means = table.layer_mean_aer;
  const bestLayer = means.indexOf(Math.min(...means));
  const worstLayer = means.indexOf(Math.max(...means));
  const floor = 1 - (2 * table.predicted_links) / (table.predicted_links + table.sure_links);
  const row = table.aer[bestLayer];
  const spread = Math.max(...row) - Math.min(...row);
  const { best } = table;
  const layers = means.length > 1
    ? t('align-explain-layers', { best: bestLayer, bestAer: fmt(means[bestLayer], 3), worst: worstLayer, worstAer: fmt(means[worstLayer], 3) })
    : t('align-explain-one-layer', { aer: fmt(means[0], 3) });
  const single = best.aer <= means[best.layer] + 0.02 ? 'one' : 'none';
  const together = spread <= 0.05 ? 'close' : 'spread';
  // Messages align-explain-one-close, -one-spread, -none-close, -none-spread.
  const heads = t(`align-explain-${single}-${together}`, { head: best.head, layer: best.layer, aer: fmt(best.aer, 3), bestLayer, spread: fmt(spread, 3) });
  return sentences(layers, heads, t('align-explain-floor', { floor: fmt(floor, 3) }));
}

/** The chosen head's cross-attention on the input, with the model's and the true links over it. */
function chosenHead(ctx) {
  const { run, state } = ctx;
  const { decLayers, h } = dims(ctx);
  const layer = Math.min(state.layer, decLayers - 1);
  const head = Math.min(state.head, h - 1);
  const names = layerNames(ctx, 'decoder', layer).cross_attn;
  const src = srcLabels(ctx);
  const tgt = tgtLabels(ctx);
  const mask = run.matrix(names.mask, [0]);
  const overlay = alignmentOverlay(ctx, layer, head, { mode: 'head', truth: true });
  const figure = matrix(run.matrix(names.weights, [0, head]), {
    kind: 'weight',
    rowLabels: tgt,
    colLabels: src,
    hidden: (r, c) => !(mask[r][c] > 0),
    cell: 22,
    title: t('align-figure-title', { layer, head }),
    tip: (r, c, v) => t('align-tip-weight', { query: tgt[r], row: r, source: src[c], col: c, weight: fmt(v, 4) }),
    marks: overlay.marks,
  });
  figure.id = 'align-heatmap';
  return section(
    t('align-head-heading', { layer, head, text: run.text }),
    t('align-head-explain'),
    figure,
    overlay.legend,
    wordTable(ctx, layer, head),
  );
}

/** Each output word and the source word the head, and its layer's heads averaged, link it to. */
function wordTable(ctx, layer, head) {
  const { run } = ctx;
  const words = runWords(run);
  if (!words || !words.tgt.length) return el('p', { class: 'explain' }, t('align-no-words'));
  const own = run.align.heads[layer][head];
  const mean = run.align.layer_mean[layer];
  return el(
    'table',
    { class: 'score-table align-words', id: 'align-words' },
    el('thead', {}, el('tr', {}, [t('align-col-word'), t('align-col-head-links', { head }), t('align-col-layer-mean', { layer })].map((h) => el('th', {}, h)))),
    el(
      'tbody',
      { translate: 'no' },
      words.tgt.map((w, e) => el('tr', {}, el('td', {}, w), el('td', {}, words.src[own[e]] ?? '—'), el('td', {}, words.src[mean[e]] ?? '—'))),
    ),
  );
}

export const align = {
  id: 'align',
  get title() {
    return t('align-title');
  },
  diagram: 'all-attn',
  render(ctx) {
    const { info } = ctx;
    const table = ctx.alignFor();
    const intro = t('align-intro');
    let scores;
    if (!info.align_task) {
      const tasks = alignedTasks();
      const none = info.metadata?.task ? t('align-none-task', { ...tasks, task: info.metadata.task }) : t('align-none-no-task', tasks);
      scores = el('p', { class: 'explain', id: 'align-none' }, none);
    } else {
      const backend = table?.backend.startsWith('gpu') ? 'gpu' : 'cpu';
      scores = [
        el('button', { type: 'button', id: 'align-button', onclick: () => ctx.alignHeads() }, table ? t('align-again') : t('align-button')),
        table
          ? [
              el('p', { class: 'result', id: 'align-explain' }, explainTable(table)),
              el('p', { class: 'explain' }, sentences(t('align-stats', { pairs: table.sentences, task: info.align_task, sure: table.sure_links, predicted: table.predicted_links, ms: Math.round(table.ms), backend }), t('align-grid-explain'))),
              grid(ctx, table),
            ]
          : el('p', { class: 'explain' }, t('align-wait')),
      ];
    }
    return el('div', {}, section(t('align-heading'), intro, scores), chosenHead(ctx));
  },
};
