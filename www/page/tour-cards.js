// The tour's cards (tour.js shows them), in the walkthrough's order. Each names its view (`view`:
// the state patch that shows it), the live element it outlines (`target`), its title and text,
// and, for a question (`ask`): the question, the answers offered as buttons (`choices`), what a
// click in the figure answers (`pick`), what must stay hidden until the answer (`conceal`), and
// `solve`, which computes the true answer from the run's trace (or, for the intervention, runs
// it) and says why. Every number a card cites is read from the run on screen.
import { ablate } from './edits.js';
import { editList } from './state.js';
import { fmt, show } from './draw.js';
import { t } from './i18n.js';
import { dims, layerNames, srcLabels, tgtLabels } from './stages/common.js';

// The head the cross-attention cards look at, in the decoder's last layer.
const CROSS_HEAD = 0;

/** The index of the largest of `values` among those `keep(i)` allows. */
function argmax(values, keep = () => true) {
  let best = -1;
  for (let i = 0; i < values.length; i++) if (keep(i) && (best < 0 || values[i] > values[best])) best = i;
  return best;
}

/** The cell of a matrix (its grid's row and column) that `node` lies in, or null. */
function cellOf(node, grid) {
  const cell = node.closest?.('.cell');
  if (!cell || !grid || cell.parentElement !== grid) return null;
  const cells = [...grid.querySelectorAll(':scope > .cell')];
  const cols = Number(grid.dataset.cols) || 1;
  const i = cells.indexOf(cell);
  return { r: Math.floor(i / cols), c: i % cols };
}

/** The `n`th matrix figure of the view (its grid). */
function gridIn(view, n) {
  return view.querySelectorAll('.grid')[n] ?? null;
}

/** The cells of a matrix figure's grid (none without one). */
function cellsOf(grid) {
  return grid ? [...grid.querySelectorAll(':scope > .cell')] : [];
}

/** The last decoder layer and the head the cross-attention cards show. */
function crossHead(ctx) {
  const { decLayers, h } = dims(ctx);
  return { layer: decLayers - 1, head: Math.min(CROSS_HEAD, h - 1) };
}

/** The query the attention cards score: the second source token (the first of a short input). */
function attentionQuery(ctx) {
  return Math.min(1, ctx.run.src.tokens.length - 1);
}

/** The greedy step the decoding card asks about: the third (or the last of a shorter output). */
function greedyStep(ctx) {
  return Math.min(2, ctx.run.greedy.steps.length - 1);
}

/** The output token whose cross-attention row the cross card asks about: the last word before <eos>. */
function crossRow(ctx) {
  const tokens = ctx.run.greedy.best.tokens;
  const eos = ctx.info.vocab.tgt[ctx.info.config.eos_id];
  const words = tokens.map((tok, k) => [tok, k]).filter(([tok]) => tok !== eos);
  return words.length ? words.at(-1)[1] : 0;
}

/** Sources labels as answers to offer: every source token but padding. */
function sourceChoices(ctx) {
  const pad = ctx.info.config.pad_id;
  return srcLabels(ctx)
    .map((label, k) => ({ value: k, label: `${label} (${k})`, data: true }))
    .filter((_, k) => ctx.run.src.ids[k] !== pad);
}

/** The fastest dimension of the positional encoding on this input: the one that moves most, summed over consecutive positions. */
function fastestDimension(ctx) {
  const pe = ctx.run.matrix(ctx.info.trace.src.pe, []);
  const moved = Array.from(pe[0] ?? [], (_, i) => {
    let s = 0;
    for (let p = 1; p < pe.length; p++) s += Math.abs(pe[p][i] - pe[p - 1][i]);
    return s;
  });
  const dim = argmax(moved);
  return { dim, moved: moved[dim] ?? 0 };
}

/** The head parts the attention cards read: scores, weights and mask of one head of encoder layer 0. */
function encoderHead(ctx) {
  const names = layerNames(ctx, 'encoder', 0).self_attn;
  return {
    scores: ctx.run.matrix(names.scores, [0, 0]),
    weights: ctx.run.matrix(names.weights, [0, 0]),
    mask: ctx.run.matrix(names.mask, [0]),
  };
}

export const CARDS = [
  {
    id: 'tokens',
    view: () => ({ stage: 'input' }),
    target: (view) => view.querySelector('#src-tokens'),
    title: () => t('tour-tokens-title'),
    text: (ctx) => t('tour-tokens-text', { text: ctx.run.text, count: ctx.run.src.tokens.length }),
  },
  {
    id: 'embed',
    view: () => ({ stage: 'embed' }),
    target: (view) => view.querySelector('#embeddings'),
    title: () => t('tour-embed-title'),
    text: (ctx) => t('tour-embed-text', { d: dims(ctx).d, scale: fmt(Math.sqrt(dims(ctx).d), 3) }),
  },
  {
    id: 'positional',
    view: () => ({ stage: 'positional' }),
    target: (view) => view.querySelector('[data-term="pe"]'),
    title: () => t('tour-pe-title'),
    text: (ctx) => t('tour-pe-text', { d: dims(ctx).d }),
    ask: {
      question: () => t('tour-pe-question'),
      choices: (ctx) => {
        const { d } = dims(ctx);
        return [...new Set([0, 1, 2, Math.floor(d / 4), Math.floor(d / 2), d - 2, d - 1])].sort((a, b) => a - b).map((i) => ({ value: i, label: t('tour-dimension', { dim: i }) }));
      },
      pick: (node, ctx) => {
        const at = cellOf(node, node.closest?.('[data-term="pe"]'));
        return at && at.c < dims(ctx).d ? at.c : undefined;
      },
      // The encodings' colours and their waves wait for the answer: the guess is made from the
      // formula (the cells stay to be clicked).
      conceal: (view) => [...view.querySelectorAll('[data-term="pe"] > .cell'), view.querySelector('#pe-plot')],
      // Dimensions 2k and 2k + 1 share a wavelength: either is right.
      right: (chosen, solved) => Math.floor(Number(chosen) / 2) === Math.floor(solved.value / 2),
      solve: (ctx) => {
        const { dim, moved } = fastestDimension(ctx);
        return { value: dim, data: dim, text: t('tour-pe-answer', { dim, moved: fmt(moved, 3), positions: ctx.run.src.tokens.length }), why: t('tour-pe-why') };
      },
    },
  },
  {
    id: 'scores',
    view: (ctx) => ({ stage: 'attention', stack: 'encoder', layer: 0, head: 0, query: attentionQuery(ctx) }),
    target: (view) => view.querySelector('#score-table'),
    title: () => t('tour-scores-title'),
    text: (ctx) => t('tour-scores-text', { query: srcLabels(ctx)[attentionQuery(ctx)], dk: dims(ctx).dk }),
    ask: {
      question: (ctx) => t('tour-scores-question', { query: srcLabels(ctx)[attentionQuery(ctx)] }),
      choices: sourceChoices,
      // The numbers wait for the answer: the guess is made from the queries and keys above.
      conceal: (view) => [...view.querySelectorAll('#score-table td.num, #score-table tbody td:last-child'), view.querySelector('.matrix-form')],
      pick: (node) => {
        const row = node.closest?.('#score-table tbody tr');
        if (!row || row.classList.contains('sum')) return undefined;
        return [...row.parentElement.children].indexOf(row);
      },
      solve: (ctx) => {
        const i = attentionQuery(ctx);
        const { scores, mask } = encoderHead(ctx);
        const key = argmax(scores[i], (j) => mask[i][j] > 0);
        return { value: key, data: key, text: t('tour-scores-answer', { key: srcLabels(ctx)[key], score: fmt(scores[i][key]) }), why: t('tour-scores-why', { dk: dims(ctx).dk }) };
      },
    },
  },
  {
    id: 'softmax',
    view: (ctx) => ({ stage: 'attention', stack: 'encoder', layer: 0, head: 0, query: attentionQuery(ctx) }),
    target: (view) => view.querySelector('#score-table'),
    title: () => t('tour-softmax-title'),
    text: (ctx) => t('tour-softmax-text', { scale: fmt(Math.sqrt(dims(ctx).dk), 3) }),
    ask: {
      question: (ctx) => t('tour-softmax-question', { query: srcLabels(ctx)[attentionQuery(ctx)] }),
      choices: (ctx) => [
        { value: 'one', label: t('tour-softmax-one') },
        { value: 'keys', label: t('tour-softmax-keys', { count: ctx.run.src.tokens.length }) },
        { value: 'varies', label: t('tour-softmax-varies') },
      ],
      // The weights and their sum wait for the answer.
      conceal: (view) => [...view.querySelectorAll('#score-table tbody td:nth-child(4), #score-table tr.sum td')],
      solve: (ctx) => {
        const { weights } = encoderHead(ctx);
        const sum = weights[attentionQuery(ctx)].reduce((a, b) => a + b, 0);
        return { value: Math.abs(sum - 1) < 1e-3 ? 'one' : 'varies', data: sum, text: t('tour-softmax-answer', { sum: fmt(sum, 4) }), why: t('tour-softmax-why') };
      },
    },
  },
  {
    id: 'multihead',
    view: () => ({ stage: 'multihead', stack: 'encoder', layer: 0 }),
    target: (view) => view.querySelector('.heads'),
    title: () => t('tour-multihead-title'),
    text: (ctx) => t('tour-multihead-text', { heads: dims(ctx).h, dk: dims(ctx).dk, d: dims(ctx).d }),
  },
  {
    id: 'addnorm',
    view: () => ({ stage: 'addnorm', stack: 'encoder', layer: 0 }),
    target: (view) => view.querySelector('.part'),
    title: () => t('tour-addnorm-title'),
    text: (ctx) => t('tour-addnorm-text', { order: ctx.info.config.norm_first ? 'pre' : 'post' }),
  },
  {
    id: 'ffn',
    view: () => ({ stage: 'ffn', stack: 'encoder', layer: 0 }),
    target: (view) => gridIn(view, 1)?.closest('figure') ?? null,
    title: () => t('tour-ffn-title'),
    text: (ctx) => t('tour-ffn-text', { d: dims(ctx).d, dff: dims(ctx).dff }),
    ask: {
      question: (ctx) => t('tour-ffn-question', { total: ctx.run.src.tokens.length * dims(ctx).dff }),
      choices: () => [
        { value: 'few', label: t('tour-ffn-few') },
        { value: 'half', label: t('tour-ffn-half') },
        { value: 'most', label: t('tour-ffn-most') },
      ],
      // The hidden values (their zeros greyed) and the count of zeros wait for the answer.
      conceal: (view) => [...cellsOf(gridIn(view, 1)), view.querySelector('.part p.explain')],
      solve: (ctx) => {
        const hidden = ctx.run.matrix(layerNames(ctx, 'encoder', 0).ffn.hidden);
        let zeros = 0;
        for (const row of hidden) for (const v of row) if (v === 0) zeros++;
        const total = hidden.length * dims(ctx).dff;
        const share = zeros / total;
        const value = share < 1 / 3 ? 'few' : share > 2 / 3 ? 'most' : 'half';
        return { value, data: zeros, text: t('tour-ffn-answer', { zeros, total, share: fmt(100 * share, 1) }), why: t('tour-ffn-why') };
      },
    },
  },
  {
    id: 'encoder',
    view: () => ({ stage: 'encoder' }),
    target: (view) => view.querySelector('.stack'),
    title: () => t('tour-encoder-title'),
    text: (ctx) => t('tour-encoder-text', { layers: dims(ctx).layers }),
  },
  {
    id: 'causal',
    view: () => ({ stage: 'decoder', layer: 0, head: 0 }),
    target: (view) => gridIn(view, 0)?.closest('figure') ?? null,
    title: () => t('tour-causal-title'),
    text: () => t('tour-causal-text'),
    ask: {
      question: () => t('tour-causal-question'),
      choices: (ctx) => {
        const tgt = tgtLabels(ctx);
        if (tgt.length < 2) return [];
        return [
          { value: '0,1', label: t('tour-causal-choice', { query: tgt[0], key: tgt[1] }) },
          { value: '1,0', label: t('tour-causal-choice', { query: tgt[1], key: tgt[0] }) },
        ];
      },
      pick: (node, ctx) => {
        const at = cellOf(node, gridIn($view(node), 0));
        return at && at.r < tgtLabels(ctx).length ? `${at.r},${at.c}` : undefined;
      },
      // The mask's numbers and the self-attention weights it greys wait for the answer (the mask's
      // cells stay to be clicked).
      conceal: (view) => [...cellsOf(gridIn(view, 0)), ...cellsOf(gridIn(view, 2))],
      right: (chosen, solved) => solved.hidden.includes(String(chosen)),
      solve: (ctx) => {
        const mask = ctx.run.matrix(layerNames(ctx, 'decoder', 0).self_attn.mask, [0]);
        const hidden = [];
        mask.forEach((row, r) => row.forEach((v, c) => (v > 0 ? null : hidden.push(`${r},${c}`))));
        const n = mask.length;
        const above = hidden.length === (n * (n - 1)) / 2 && hidden.every((rc) => rc.split(',').map(Number).reduce((r, c) => c - r) > 0);
        return { value: hidden[0] ?? '', hidden, data: hidden.join(' '), text: above ? t('tour-causal-answer', { hidden: hidden.length, total: n * n }) : t('tour-causal-answer-other', { hidden: hidden.length, total: n * n }), why: t('tour-causal-why') };
      },
    },
  },
  {
    id: 'cross',
    view: (ctx) => ({ stage: 'maps', map: 'cross', ...crossHead(ctx) }),
    target: (view) => view.querySelector('#heatmap'),
    title: () => t('tour-cross-title'),
    text: (ctx) => t('tour-cross-text', crossHead(ctx)),
    ask: {
      question: (ctx) => {
        const k = crossRow(ctx);
        return t('tour-cross-question', { word: show(ctx.run.greedy.best.tokens[k]), input: tgtLabels(ctx)[k] });
      },
      choices: sourceChoices,
      pick: (node) => {
        const at = cellOf(node, node.closest?.('#heatmap'));
        return at ? at.c : undefined;
      },
      // The row asked about shows its weights only once answered (its cells greyed, still there
      // to click), and so does the small grid of every head beside it.
      conceal: (view, ctx) => {
        const grid = view.querySelector('#heatmap');
        const cols = Number(grid?.dataset.cols) || 1;
        const k = crossRow(ctx);
        const cells = grid ? [...grid.querySelectorAll(':scope > .cell')].slice(k * cols, (k + 1) * cols) : [];
        return [...cells, view.querySelector('#all-heads')];
      },
      solve: (ctx) => {
        const { layer, head } = crossHead(ctx);
        const names = layerNames(ctx, 'decoder', layer).cross_attn;
        const k = crossRow(ctx);
        const weights = ctx.run.matrix(names.weights, [0, head])[k];
        const mask = ctx.run.matrix(names.mask, [0])[k];
        const key = argmax(weights, (j) => mask[j] > 0);
        return { value: key, data: key, text: t('tour-cross-answer', { key: srcLabels(ctx)[key], weight: fmt(weights[key], 4) }), why: t('tour-cross-why') };
      },
    },
  },
  {
    id: 'ablate',
    view: (ctx) => ({ stage: 'maps', map: 'cross', ...crossHead(ctx) }),
    target: (view, ctx) => view.querySelector(`[data-edit="${ablateText(ctx)}"]`),
    title: () => t('tour-ablate-title'),
    text: (ctx) => t('tour-ablate-text', crossHead(ctx)),
    ask: {
      question: (ctx) => t('tour-ablate-question', { output: (ctx.run.before ?? ctx.run).greedy.best.text }),
      choices: () => [
        { value: 'same', label: t('tour-ablate-same') },
        { value: 'changes', label: t('tour-ablate-changes') },
      ],
      solve: async (ctx, chosen, { keepEdits, now }) => {
        keepEdits();
        const text = ablateText(ctx);
        await ctx.set({ edits: [...editList(ctx.state).filter((e) => e !== text), text].join(',') });
        const run = now().run;
        const plain = run.before ?? run;
        const same = run.greedy.best.text === plain.greedy.best.text;
        const args = { before: plain.greedy.best.text, after: run.greedy.best.text, was: fmt(plain.greedy.best.log_prob), now: fmt(run.greedy.best.log_prob) };
        return { value: same ? 'same' : 'changes', data: run.greedy.best.text, text: same ? t('tour-ablate-answer-same', args) : t('tour-ablate-answer-changes', args), why: t('tour-ablate-why', { heads: dims(ctx).h }) };
      },
    },
  },
  {
    id: 'output',
    view: () => ({ stage: 'output', query: 0 }),
    target: (view) => view.querySelector('#top-k'),
    title: () => t('tour-output-title'),
    text: (ctx) => {
      const probs = ctx.run.matrix(ctx.info.trace.probs)[0];
      const best = argmax(probs);
      return t('tour-output-text', { vocab: ctx.info.vocab.tgt.length, token: show(ctx.info.vocab.tgt[best]), prob: fmt(probs[best], 4) });
    },
  },
  {
    id: 'greedy',
    view: () => ({ stage: 'output', query: 0 }),
    target: (view) => view.querySelector('#decode-loop'),
    title: () => t('tour-greedy-title'),
    text: () => t('tour-greedy-text'),
    ask: {
      question: (ctx) => {
        const s = greedyStep(ctx);
        const vocab = ctx.info.vocab.tgt;
        return t('tour-greedy-question', { prefix: ctx.run.greedy.steps[s].prefix.map((id) => show(vocab[id])).join(' ') });
      },
      choices: (ctx) => {
        const vocab = ctx.info.vocab.tgt;
        const top = ctx.run.greedy.steps[greedyStep(ctx)].top.map(([id]) => show(vocab[id]));
        return [...top].sort().map((token) => ({ value: token, label: token, data: true }));
      },
      pick: (node, ctx) => {
        const bar = node.closest?.('.bar-row');
        const row = node.closest?.('#decode-loop tr');
        if (!bar || !row || [...row.parentElement.children].indexOf(row) !== greedyStep(ctx) + 1) return undefined;
        return bar.querySelector('.bar-label')?.textContent;
      },
      conceal: (view, ctx) => {
        const s = greedyStep(ctx);
        const rows = [...view.querySelectorAll('#decode-loop tr')];
        return [rows[s + 1]?.querySelector('.chosen-token'), ...rows.slice(s + 2), view.querySelector('#output-text')];
      },
      solve: (ctx) => {
        const s = greedyStep(ctx);
        const vocab = ctx.info.vocab.tgt;
        const logits = ctx.run.matrix(ctx.info.trace.logits)[s];
        const probs = ctx.run.matrix(ctx.info.trace.probs)[s];
        const best = argmax(logits);
        const token = show(vocab[best]);
        return { value: token, data: token, text: t('tour-greedy-answer', { token, logit: fmt(logits[best]), prob: fmt(probs[best], 4) }), why: t('tour-greedy-why') };
      },
    },
  },
  {
    id: 'beam',
    view: (ctx) => ({ stage: 'output', ...(ctx.state.beam < 2 ? { beam: 3 } : {}) }),
    target: (view) => view.querySelector('#beam-tree')?.closest('.part') ?? null,
    title: () => t('tour-beam-title'),
    text: (ctx) => t('tour-beam-text', { beam: ctx.state.beam }),
    ask: {
      question: (ctx) => t('tour-beam-question', { beam: ctx.state.beam, greedy: ctx.run.greedy.best.text }),
      choices: () => [
        { value: 'same', label: t('tour-beam-same') },
        { value: 'different', label: t('tour-beam-different') },
      ],
      conceal: (view) => [view.querySelector('.tree-wrap'), view.querySelector('#beam-text')?.parentElement, view.querySelector('#beam-stop')],
      solve: (ctx) => {
        const { beam, greedy } = ctx.run;
        const same = beam.best.text === greedy.best.text;
        const args = { text: beam.best.text, score: fmt(beam.best.score), greedy: greedy.best.text };
        return { value: same ? 'same' : 'different', data: beam.best.text, text: same ? t('tour-beam-answer-same', args) : t('tour-beam-answer-different', args), why: t('tour-beam-why') };
      },
    },
  },
  {
    id: 'train',
    needsRun: false,
    view: () => ({ stage: 'train' }),
    target: (view) => view.querySelector('#train-form'),
    title: () => t('tour-train-title'),
    text: () => t('tour-train-text'),
  },
];

/** The view an element lies in. */
function $view(node) {
  return node.closest?.('#view') ?? document.getElementById('view');
}

/** The intervention the ablation card runs: the cross-attention head the card shows, switched off. */
function ablateText(ctx) {
  const { layer, head } = crossHead(ctx);
  return ablate(layerNames(ctx, 'decoder', layer).cross_attn.path, head);
}
