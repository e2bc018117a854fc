// 10. Output: logits, softmax, the top-k, the chosen token; the greedy decoding loop; the beam tree.
import { bars, el, fmt, section, show } from '../draw.js';
import { t } from '../i18n.js';
import { MAX_OUT, OFFERED } from '../state.js';
import { picker, tgtLabels } from './common.js';

function topK(values, k) {
  return Array.from(values.keys())
    .sort((a, b) => values[b] - values[a])
    .slice(0, k);
}

/** Data in the page's text (tokens, the model's output): left as it is by translators. */
function data(text) {
  return el('span', { translate: 'no' }, text);
}

/** Bars of tokens and numbers: data, apart from the tips the caller gives. */
function tokenBars(items, opts) {
  return el('div', { translate: 'no' }, bars(items, opts));
}

/** Why the search stopped where it did. */
function beamStop(stop) {
  if (stop.at_limit) return t('output-stop-limit', { steps: stop.steps });
  if (stop.live_bound == null) return t('output-stop-finished', { steps: stop.steps });
  if (stop.worst_kept != null) return t('output-stop-generate', { steps: stop.steps, bound: fmt(stop.live_bound), worst: fmt(stop.worst_kept) });
  return t('output-stop-bound', { steps: stop.steps, best: fmt(stop.best_score), bound: fmt(stop.live_bound) });
}

/** The beam search's tree as SVG: one column per step, the best hypothesis in bold. */
function beamTree(ctx) {
  const { beam } = ctx.run;
  const vocab = ctx.info.vocab.tgt;
  const best = beam.best.ids;
  const colW = 86;
  const rowH = 26;
  const nodes = [{ step: -1, row: 0, seq: [], label: '<bos>', logProb: 0, parentNode: null, finished: false }];
  let alive = [nodes[0]];
  beam.steps.forEach((step, s) => {
    const next = [];
    step.forEach((n, row) => {
      const parent = alive[n.parent];
      const node = { step: s, row, seq: [...parent.seq, n.token], label: show(vocab[n.token] ?? '?'), logProb: n.log_prob, parentNode: parent, finished: n.finished };
      nodes.push(node);
      if (!n.finished) next.push(node);
    });
    alive = next;
  });
  const onBest = (node) => node.seq.length <= best.length && node.seq.every((id, i) => id === best[i]);
  const rows = Math.max(...nodes.map((n) => n.row)) + 1;
  const width = (beam.steps.length + 1) * colW + 20;
  const height = rows * rowH + 20;
  const xy = (n) => [10 + (n.step + 1) * colW, 16 + n.row * rowH];
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', width);
  svg.setAttribute('class', 'beam-tree');
  svg.setAttribute('id', 'beam-tree');
  const add = (tag, attrs, text) => {
    const node = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    svg.append(node);
    return node;
  };
  for (const n of nodes) {
    if (!n.parentNode) continue;
    const [x1, y1] = xy(n.parentNode);
    const [x2, y2] = xy(n);
    add('path', { d: `M${x1 + 34},${y1} C${x1 + 60},${y1} ${x2 - 30},${y2} ${x2 - 4},${y2}`, class: onBest(n) ? 'edge best' : 'edge' });
  }
  for (const n of nodes) {
    const [x, y] = xy(n);
    const g = add('g', { class: `node ${onBest(n) ? 'best' : ''} ${n.finished ? 'finished' : ''}` });
    const title = document.createElementNS(ns, 'title');
    title.textContent = n.step < 0 ? t('output-tree-start') : t('output-tree-node', { step: n.step, tokens: n.seq.map((id) => vocab[id]).join(' '), logp: fmt(n.logProb) });
    g.append(title);
    const label = document.createElementNS(ns, 'text');
    label.setAttribute('x', x);
    label.setAttribute('y', y + 4);
    label.setAttribute('translate', 'no');
    label.textContent = n.step < 0 ? '<bos>' : `${n.label} ${fmt(n.logProb, 2)}`;
    g.append(label);
    svg.append(g);
  }
  return svg;
}

/**
 * Before and after the interventions: both outputs, and for each token of the plain output its
 * probability in the plain pass and in the edited one (both read the plain output as the
 * decoder's input), with the token the edited model would have chosen there instead.
 */
function beforeAfter(ctx) {
  const { run, info } = ctx;
  const plain = run.before;
  const vocab = info.vocab.tgt;
  const ids = plain.greedy.best.ids;
  const probsBefore = plain.matrix(info.trace.probs);
  const probsAfter = run.matrix(info.trace.probs);
  const rows = ids.map((id, i) => {
    const best = topK(probsAfter[i], 1)[0];
    const [was, now] = [probsBefore[i][id], probsAfter[i][id]];
    return el(
      'tr',
      {},
      el('td', { class: 'num' }, i),
      el('td', { class: 'mono', translate: 'no' }, show(vocab[id])),
      el('td', { class: 'num' }, fmt(was, 4)),
      el('td', { class: `num ${now !== was ? 'changed' : ''}` }, fmt(now, 4)),
      el('td', { class: `mono ${best !== id ? 'changed' : ''}`, translate: 'no' }, show(vocab[best])),
    );
  });
  const same = run.greedy.best.text === plain.greedy.best.text;
  const future = run.edits.includes('see-future')
    ? el('p', { class: 'explain' }, t('output-future-explain'))
    : null;
  const headers = [t('output-col-position'), t('output-col-plain-token'), t('output-col-p-before'), t('output-col-p-after'), t('output-col-edited-pick')];
  return section(
    t('output-before-after-heading'),
    t('output-before-after-explain'),
    el('p', { class: 'result' }, t('output-plain-label'), ' ', el('strong', { id: 'plain-text', translate: 'no' }, plain.greedy.best.text), ' ', t('output-log-prob', { value: fmt(plain.greedy.best.log_prob) })),
    el('p', { class: 'result' }, t('output-edited-label'), ' ', el('strong', { id: 'edited-text', translate: 'no' }, run.greedy.best.text), ' ', (same ? t('output-log-prob-same', { value: fmt(run.greedy.best.log_prob) }) : t('output-log-prob', { value: fmt(run.greedy.best.log_prob) }))),
    el('table', { class: 'before-after', id: 'before-after' }, el('tr', {}, headers.map((h) => el('th', {}, h))), rows),
    future,
  );
}

/** A number box bound to `state[key]`. */
function numberBox(ctx, key, label, attrs) {
  const set = (event) => {
    const v = Number(event.target.value);
    if (Number.isFinite(v)) ctx.set({ [key]: v });
  };
  return el('label', { class: 'inline' }, label, ' ', el('input', { type: 'number', id: `sample-${key}`, value: ctx.state[key], onchange: set, ...attrs }));
}

/**
 * Sampling: the settings, the outputs drawn, and for the first one each step's distribution
 * under the model (temperature 1) beside the one the token was drawn from.
 */
function samplingSection(ctx) {
  const { state, run, info } = ctx;
  const vocab = info.vocab.tgt;
  const samples = run.samples ?? [];
  const first = samples[0];
  const steps = first
    ? first.steps.map((step, s) =>
        el(
          'tr',
          {},
          el('td', { class: 'num' }, s),
          el('td', { class: 'mono', translate: 'no' }, step.prefix.map((id) => show(vocab[id])).join(' ')),
          el('td', {}, tokenBars(step.top.map(([id, p]) => ({ label: show(vocab[id]), value: p, strong: id === step.token })), { max: 1 })),
          el('td', {}, tokenBars(step.top.map(([id, , q]) => ({ label: show(vocab[id]), value: q, strong: id === step.token })), { max: 1 })),
          el('td', { class: 'mono chosen-token', 'data-tip': t('output-tip-drawn', { p: fmt(step.prob, 4), model: fmt(step.model_prob, 4) }) }, data(show(vocab[step.token]))),
        ),
      )
    : [];
  const headers = [t('output-col-step'), t('output-col-decoder-input'), t('output-col-model'), t('output-col-drawn-from', { temperature: state.temperature, topk: state.top_k, topp: state.top_p }), t('output-col-drawn')];
  return section(
    t('output-sampling-heading'),
    t('output-sampling-explain'),
    el(
      'div',
      { class: 'sampling-controls', id: 'sampling-controls' },
      numberBox(ctx, 'temperature', t('output-temperature'), { min: 0.05, max: 100, step: 0.05 }),
      numberBox(ctx, 'top_k', t('output-top-k'), { min: 0, max: vocab.length, step: 1 }),
      numberBox(ctx, 'top_p', t('output-top-p'), { min: 0.01, max: 1, step: 0.01 }),
      numberBox(ctx, 'seed', t('output-seed'), { min: 0, step: 1 }),
      picker(t('output-samples'), OFFERED.samples + 1, state.samples, (n) => ctx.set({ samples: n }), (n) => (n ? String(n) : t('output-samples-none'))),
    ),
    first
      ? [
          el(
            'ol',
            { class: 'samples', id: 'samples', start: 0 },
            samples.map((h) => el('li', {}, h.text ? el('strong', { class: 'mono', translate: 'no' }, h.text) : el('strong', {}, t('output-sample-empty')), ' ', (h.finished ? t('output-sample-score', { value: fmt(h.log_prob) }) : t('output-sample-score-limit', { value: fmt(h.log_prob) })))),
          ),
          el('p', { class: 'explain' }, t('output-sample-steps-explain')),
          el('table', { class: 'loop', id: 'sample-steps' }, el('tr', {}, headers.map((h) => el('th', {}, h))), steps),
        ]
      : el('p', { class: 'explain' }, t('output-samples-choose')),
  );
}

export const output = {
  id: 'output',
  get title() {
    return t('output-title');
  },
  diagram: 'output',
  render(ctx) {
    const { run, state, info } = ctx;
    const vocab = info.vocab.tgt;
    const tgt = tgtLabels(ctx);
    const at = Math.min(state.query, tgt.length - 1);
    const logits = run.matrix(ctx.info.trace.logits)[at];
    const probs = run.matrix(ctx.info.trace.probs)[at];
    const top = topK(probs, 8);
    const chosen = top[0];
    const loop = run.greedy.steps.map((step, s) =>
      el(
        'tr',
        {},
        el('td', { class: 'num' }, s),
        el('td', { class: 'mono', translate: 'no' }, step.prefix.map((id) => show(vocab[id])).join(' ')),
        el('td', {}, tokenBars(step.top.map(([id, p], k) => ({ label: show(vocab[id]), value: p, strong: k === 0 })), { max: 1 })),
        el('td', { class: 'mono chosen-token', translate: 'no' }, show(vocab[step.token])),
      ),
    );
    return el(
      'div',
      {},
      run.before ? beforeAfter(ctx) : null,
      section(
        t('output-logits-heading'),
        t('output-logits-explain', { n: vocab.length, position: at, token: tgt[at] }),
        picker(t('output-position'), tgt.length, at, (query) => ctx.set({ query }), (k) => data(tgt[k])),
        el(
          'div',
          { class: 'equation' },
          el('figure', {}, el('figcaption', {}, t('output-logits-top', { n: top.length })), tokenBars(top.map((id) => ({ label: show(vocab[id]), value: Math.max(0, logits[id] - Math.min(...logits)), note: fmt(logits[id]) })))),
          el('span', { class: 'op' }, t('output-arrow-softmax')),
          el('figure', { id: 'top-k' }, el('figcaption', {}, t('output-probs-top', { n: top.length })), tokenBars(top.map((id, k) => ({ label: show(vocab[id]), value: probs[id], strong: k === 0 })), { max: 1, digits: 4 })),
        ),
        el('p', { class: 'explain' }, t('output-chosen', { token: show(vocab[chosen]), p: fmt(probs[chosen], 4), logit: fmt(logits[chosen]) })),
      ),
      section(
        t('output-greedy-heading'),
        t('output-greedy-explain'),
        maxOut(ctx),
        el('table', { class: 'loop', id: 'decode-loop' }, el('tr', {}, el('th', {}, t('output-col-step')), el('th', {}, t('output-col-decoder-input')), el('th', {}, t('output-col-top-next', { n: 5 })), el('th', {}, t('output-col-chosen'))), loop),
        el('p', { class: 'result' }, t('output-output-label'), ' ', el('strong', { id: 'output-text', translate: 'no' }, run.greedy.best.text), ' ', t('output-log-prob', { value: fmt(run.greedy.best.log_prob) })),
      ),
      section(
        t('output-beam-heading'),
        ctx.info.generation ? t('output-beam-explain-generate', { penalty: ctx.info.generation.length_penalty }) : t('output-beam-explain', { alpha: state.alpha }),
        picker(t('output-beam-size'), OFFERED.beam, state.beam - 1, (i) => ctx.set({ beam: i + 1 }), (i) => String(i + 1)),
        run.beam
          ? [
              el('p', { class: 'explain' }, t('output-beam-tree-explain')),
              el('div', { class: 'tree-wrap' }, beamTree(ctx)),
              el('p', { class: 'result' }, t('output-beam-label'), ' ', el('strong', { id: 'beam-text', translate: 'no' }, run.beam.best.text), ' ', t('output-beam-score', { value: fmt(run.beam.best.score) })),
              el('p', { class: 'explain', id: 'beam-stop' }, beamStop(run.beam.stop)),
            ]
          : el('p', { class: 'explain' }, t('output-beam-one')),
      ),
      samplingSection(ctx),
    );
  },
};

/** The limit on output tokens (the address's `maxout`; 0: as many as the model's max_len allows). */
function maxOut(ctx) {
  const most = Math.min(MAX_OUT, ctx.info.config.max_len - 1);
  const input = el('input', { type: 'number', id: 'max-out', min: 0, max: most, step: 1, value: ctx.state.maxout });
  input.addEventListener('change', () => {
    const v = Math.round(Number(input.value));
    ctx.set({ maxout: Number.isFinite(v) ? Math.max(0, Math.min(most, v)) : 0 });
  });
  return el('p', { class: 'explain' }, el('label', {}, t('output-max-label'), ' ', input), ' ', t('output-max-explain', { most }));
}
