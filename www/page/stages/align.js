// 13. Which heads align: every cross-attention head's word alignment (each output word's
// most-attended source word) scored against the true alignments of the held-out pairs of the
// model's task, by the alignment error rate (the core's, src/align.rs: `attend align --task`).
import { el, fmt, inkFor, matrix, section, weightColour } from '../draw.js';
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
    { class: 'scan-grid align-grid', id: 'align-grid', role: 'group', 'aria-label': 'alignment error rate of each head, by decoder layer', style: `grid-template-columns: auto repeat(${table.heads}, minmax(4.5em, auto)) minmax(6em, auto)` },
    el('span', {}),
    Array.from({ length: table.heads }, (_, h) => el('span', { class: 'col-label' }, `head ${h}`)),
    el('span', { class: 'col-label' }, 'heads averaged'),
    table.aer.map((row, l) => [
      el('span', { class: 'row-label' }, `decoder layer ${l}`),
      row.map((aer, h) => {
        const best = table.best.layer === l && table.best.head === h;
        const on = l === Math.min(layer, table.layers - 1) && h === head;
        const tip = `decoder layer ${l}, head ${h}: AER ${fmt(aer, 3)}${best ? ', the lowest of all heads' : ''}. Click to see its cross-attention on the input.`;
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
        'data-tip': `decoder layer ${l}, its heads' attention averaged: AER ${fmt(table.layer_mean_aer[l], 3)}`,
      }),
    ]),
  );
}

/** One or two sentences read from the table: which layer aligns, and whether any one head does. */
export function explainTable(table) {
  const means = table.layer_mean_aer;
  const bestLayer = means.indexOf(Math.min(...means));
  const worstLayer = means.indexOf(Math.max(...means));
  const floor = 1 - (2 * table.predicted_links) / (table.predicted_links + table.sure_links);
  const row = table.aer[bestLayer];
  const spread = Math.max(...row) - Math.min(...row);
  const { best } = table;
  const layers = means.length > 1
    ? `Layer ${bestLayer}'s heads averaged align best (AER ${fmt(means[bestLayer], 3)}, against ${fmt(means[worstLayer], 3)} for layer ${worstLayer}).`
    : `The layer's heads averaged have an AER of ${fmt(means[0], 3)}.`;
  const heads = best.aer <= means[best.layer] + 0.02
    ? `A single head aligns about as well: head ${best.head} of layer ${best.layer} (AER ${fmt(best.aer, 3)})`
    : `No single head does as well as its layer's average: the best, head ${best.head} of layer ${best.layer}, has ${fmt(best.aer, 3)}`;
  const together = spread <= 0.05
    ? `, and layer ${bestLayer}'s heads are within ${fmt(spread, 3)} of each other.`
    : `; layer ${bestLayer}'s heads differ by up to ${fmt(spread, 3)}, so some align and some read the source otherwise.`;
  return `${layers} ${heads}${together} With one link per output word the lowest AER possible on these pairs is ${fmt(floor, 3)}.`;
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
    title: `cross-attention, decoder layer ${layer}, head ${head}`,
    tip: (r, c, v) => `query “${tgt[r]}” (${r}) → source “${src[c]}” (${c}): weight ${fmt(v, 4)}`,
    marks: overlay.marks,
  });
  figure.id = 'align-heatmap';
  return section(
    `Decoder layer ${layer}, head ${head} on “${run.text}”`,
    'The head\'s cross-attention on the current input; the outlined cells are its alignment (each output word\'s most-attended source word), the dots the true links where the input is a pair of the task and the output its reference.',
    figure,
    overlay.legend,
    wordTable(ctx, layer, head),
  );
}

/** Each output word and the source word the head, and its layer's heads averaged, link it to. */
function wordTable(ctx, layer, head) {
  const { run } = ctx;
  const words = runWords(run);
  if (!words || !words.tgt.length) return el('p', { class: 'explain' }, 'This run has no words to align.');
  const own = run.align.heads[layer][head];
  const mean = run.align.layer_mean[layer];
  return el(
    'table',
    { class: 'score-table align-words', id: 'align-words' },
    el('thead', {}, el('tr', {}, ['output word', `head ${head} links it to`, `layer ${layer}'s heads averaged`].map((t) => el('th', {}, t)))),
    el(
      'tbody',
      {},
      words.tgt.map((w, e) => el('tr', {}, el('td', {}, w), el('td', {}, words.src[own[e]] ?? '—'), el('td', {}, words.src[mean[e]] ?? '—'))),
    ),
  );
}

export const align = {
  id: 'align',
  title: 'Which heads align',
  diagram: 'all-attn',
  render(ctx) {
    const { info } = ctx;
    const table = ctx.alignFor();
    const intro = 'Read each output word\'s alignment off a cross-attention head: the source word it attends to most (sub-word pieces grouped into words). Score that against the true word alignment of each held-out pair of the model\'s task, by the alignment error rate (AER, Och and Ney 2003: 1 − 2|A ∩ S| / (|A| + |S|), A the head\'s links and S the true ones; 0 is perfect). The numbers are the core\'s, the same as attend align --task.';
    let scores;
    if (!info.align_task) {
      scores = el('p', { class: 'explain', id: 'align-none' }, `The alignment error rate needs a task whose pairs record their true word alignment (${alignedTasks()} does); this model's ${info.metadata?.task ? `task, ${info.metadata.task}, records none` : 'file names no task'}. Its own alignment on the input is below.`);
    } else {
      scores = [
        el('button', { type: 'button', id: 'align-button', onclick: () => ctx.alignHeads() }, table ? 'score again' : 'Score every head'),
        table
          ? [
              el('p', { class: 'result', id: 'align-explain' }, explainTable(table)),
              el('p', { class: 'explain' }, `${table.sentences} held-out pairs of ${info.align_task}, ${table.sure_links} true links, ${table.predicted_links} predicted per head; scored in ${fmt(table.ms, 0)} ms on ${table.backend.startsWith('gpu') ? 'WebGPU' : 'the CPU'}. Darker is better; ★ marks the best head. Click a head to see it below.`),
              grid(ctx, table),
            ]
          : el('p', { class: 'explain' }, 'Scoring runs one forward pass per held-out pair; it takes a moment.'),
      ];
    }
    return el('div', {}, section('Alignment error rate of each head', intro, scores), chosenHead(ctx));
  },
};
