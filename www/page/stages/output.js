// 10. Output: logits, softmax, the top-k, the chosen token; the greedy decoding loop; the beam tree.
import { bars, el, fmt, section, show } from '../draw.js';
import { OFFERED } from '../state.js';
import { picker, tgtLabels } from './common.js';

function topK(values, k) {
  return Array.from(values.keys())
    .sort((a, b) => values[b] - values[a])
    .slice(0, k);
}

/** Why the search stopped where it did. */
function beamStop(stop) {
  if (stop.at_limit) return `The search stopped at the length limit, after ${stop.steps} steps.`;
  if (stop.live_bound === null) return `The search stopped after ${stop.steps} steps: every hypothesis had finished.`;
  return `The search stopped after ${stop.steps} steps, when no live hypothesis could still win: the best finished one scores ${fmt(stop.best_score)}, and the best any live one could still reach is ${fmt(stop.live_bound)} (its log-probability only falls as tokens are added, divided by the largest length penalty it could get). Stopping as soon as k hypotheses have finished would be quicker, but short wrong outputs that end early could then crowd out the right, longer one.`;
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
  const onBest = (node) => node.seq.length <= best.length && node.seq.every((t, i) => t === best[i]);
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
    title.textContent = n.step < 0 ? 'start' : `step ${n.step}: ${n.seq.map((t) => vocab[t]).join(' ')} (log p ${fmt(n.logProb)})`;
    g.append(title);
    const label = document.createElementNS(ns, 'text');
    label.setAttribute('x', x);
    label.setAttribute('y', y + 4);
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
  const rows = ids.map((id, t) => {
    const best = topK(probsAfter[t], 1)[0];
    const [was, now] = [probsBefore[t][id], probsAfter[t][id]];
    return el(
      'tr',
      {},
      el('td', { class: 'num' }, t),
      el('td', { class: 'mono' }, show(vocab[id])),
      el('td', { class: 'num' }, fmt(was, 4)),
      el('td', { class: `num ${now !== was ? 'changed' : ''}` }, fmt(now, 4)),
      el('td', { class: `mono ${best !== id ? 'changed' : ''}` }, show(vocab[best])),
    );
  });
  const same = run.greedy.best.text === plain.greedy.best.text;
  const future = run.edits.includes('see-future')
    ? el('p', { class: 'explain' }, 'Without the causal mask each position of the edited pass can see the tokens after it in its input, the answer itself, so its picks above change. Greedy decoding never has those tokens: it produces them one at a time, so there is no future to see and its output can stay the same. A model trained without the mask learns to copy the next input token and then fails when it must generate.')
    : null;
  return section(
    'Before and after',
    `The plain model's output, and what the model says with the interventions above. Each row is one token of the plain output: how probable the plain pass found it, how probable the edited pass finds it at the same place (both read the plain output as the decoder's input), and which token the edited pass would pick there.`,
    el('p', { class: 'result' }, 'Plain: ', el('strong', { id: 'plain-text' }, plain.greedy.best.text), ` (log-probability ${fmt(plain.greedy.best.log_prob)})`),
    el('p', { class: 'result' }, 'With the interventions: ', el('strong', { id: 'edited-text' }, run.greedy.best.text), ` (log-probability ${fmt(run.greedy.best.log_prob)})${same ? ': the same output' : ''}`),
    el('table', { class: 'before-after', id: 'before-after' }, el('tr', {}, ['position', 'plain token', 'p before', 'p after', 'edited pick'].map((h) => el('th', {}, h))), rows),
    future,
  );
}

/** A number box bound to `state[key]`. */
function numberBox(ctx, key, label, attrs) {
  const set = (event) => {
    const v = Number(event.target.value);
    if (Number.isFinite(v)) ctx.set({ [key]: v });
  };
  return el('label', { class: 'inline' }, `${label} `, el('input', { type: 'number', id: `sample-${key}`, value: ctx.state[key], onchange: set, ...attrs }));
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
          el('td', { class: 'mono' }, step.prefix.map((id) => show(vocab[id])).join(' ')),
          el('td', {}, bars(step.top.map(([id, p]) => ({ label: show(vocab[id]), value: p, strong: id === step.token })), { max: 1 })),
          el('td', {}, bars(step.top.map(([id, , q]) => ({ label: show(vocab[id]), value: q, strong: id === step.token })), { max: 1 })),
          el('td', { class: 'mono chosen-token', 'data-tip': `drawn with probability ${fmt(step.prob, 4)} (the model gives it ${fmt(step.model_prob, 4)})` }, show(vocab[step.token])),
        ),
      )
    : [];
  return section(
    'Sampling',
    `Instead of the most probable token, draw one at random. The temperature T divides the logits first (below 1 the distribution sharpens towards greedy decoding, above 1 it flattens); top-k keeps the k most probable tokens (0: all), top-p the fewest most probable whose probabilities add up to p; what is kept is renormalised. The seed fixes every draw: the same settings give the same samples (sample i uses seed + i).`,
    el(
      'div',
      { class: 'sampling-controls', id: 'sampling-controls' },
      numberBox(ctx, 'temperature', 'temperature', { min: 0.05, max: 100, step: 0.05 }),
      numberBox(ctx, 'top_k', 'top-k', { min: 0, max: vocab.length, step: 1 }),
      numberBox(ctx, 'top_p', 'top-p', { min: 0.01, max: 1, step: 0.01 }),
      numberBox(ctx, 'seed', 'seed', { min: 0, step: 1 }),
      picker('samples', OFFERED.samples + 1, state.samples, (n) => ctx.set({ samples: n }), (n) => (n ? String(n) : 'none')),
    ),
    first
      ? [
          el(
            'ol',
            { class: 'samples', id: 'samples', start: 0 },
            samples.map((h) => el('li', {}, el('strong', { class: 'mono' }, h.text || '(empty)'), ` log-probability ${fmt(h.log_prob)}${h.finished ? '' : ' (stopped at the length limit)'}`)),
          ),
          el('p', { class: 'explain' }, 'Sample 0, step by step: the model\'s probabilities (temperature 1, left) and the distribution the token was drawn from (right):'),
          el('table', { class: 'loop', id: 'sample-steps' }, el('tr', {}, ['step', 'decoder input', 'model', `drawn from (T ${state.temperature}, top-k ${state.top_k || 'all'}, top-p ${state.top_p})`, 'drawn'].map((h) => el('th', {}, h))), steps),
        ]
      : el('p', { class: 'explain' }, 'Choose how many samples to draw.'),
  );
}

export const output = {
  id: 'output',
  title: 'Output: logits, softmax, decoding',
  diagram: 'output',
  render(ctx) {
    const { run, state, info } = ctx;
    const vocab = info.vocab.tgt;
    const tgt = tgtLabels(ctx);
    const t = Math.min(state.query, tgt.length - 1);
    const logits = run.matrix(ctx.info.trace.logits)[t];
    const probs = run.matrix(ctx.info.trace.probs)[t];
    const top = topK(probs, 8);
    const chosen = top[0];
    const loop = run.greedy.steps.map((step, s) =>
      el(
        'tr',
        {},
        el('td', { class: 'num' }, s),
        el('td', { class: 'mono' }, step.prefix.map((id) => show(vocab[id])).join(' ')),
        el('td', {}, bars(step.top.map(([id, p], k) => ({ label: show(vocab[id]), value: p, strong: k === 0 })), { max: 1 })),
        el('td', { class: 'mono chosen-token' }, show(vocab[step.token])),
      ),
    );
    return el(
      'div',
      {},
      run.before ? beforeAfter(ctx) : null,
      section(
        'From the last vector to a token',
        `The decoder's final vector at each position goes through one linear layer (the generator) to ${vocab.length} logits, one per target token, and a softmax turns them into probabilities. Position ${t} (input “${tgt[t]}”):`,
        picker('position', tgt.length, t, (query) => ctx.set({ query }), (k) => tgt[k]),
        el(
          'div',
          { class: 'equation' },
          el('figure', {}, el('figcaption', {}, 'logits (top 8)'), bars(top.map((id) => ({ label: show(vocab[id]), value: Math.max(0, logits[id] - Math.min(...logits)), note: fmt(logits[id]) })))),
          el('span', { class: 'op' }, '→ softmax →'),
          el('figure', { id: 'top-k' }, el('figcaption', {}, 'probabilities (top 8)'), bars(top.map((id, k) => ({ label: show(vocab[id]), value: probs[id], strong: k === 0 })), { max: 1, digits: 4 })),
        ),
        el('p', { class: 'explain' }, `Chosen: “${show(vocab[chosen])}” with probability ${fmt(probs[chosen], 4)} (logit ${fmt(logits[chosen])}).`),
      ),
      section(
        'The decoding loop (greedy)',
        'The output is built one token at a time: the decoder runs on what it has produced so far, the most probable next token is appended, and it runs again, until it produces <eos>. Each row is one run of the decoder:',
        el('table', { class: 'loop', id: 'decode-loop' }, el('tr', {}, el('th', {}, 'step'), el('th', {}, 'decoder input'), el('th', {}, 'top 5 next tokens'), el('th', {}, 'chosen')), loop),
        el('p', { class: 'result' }, 'Output: ', el('strong', { id: 'output-text' }, run.greedy.best.text), ` (log-probability ${fmt(run.greedy.best.log_prob)})`),
      ),
      section(
        'Beam search',
        `Instead of committing to one token per step, beam search keeps the k most probable partial outputs, extends each by every token, and keeps the best k again; finished hypotheses are ranked by log-probability divided by the length penalty ((5 + len) / 6)^α, α = ${state.alpha}. Beam size 1 is greedy decoding.`,
        picker('beam size', OFFERED.beam, state.beam - 1, (i) => ctx.set({ beam: i + 1 }), (i) => String(i + 1)),
        run.beam
          ? [
              el('p', { class: 'explain' }, 'Each node: the token and the hypothesis\'s total log-probability; underlined, finished hypotheses; bold, the winner.'),
              el('div', { class: 'tree-wrap' }, beamTree(ctx)),
              el('p', { class: 'result' }, 'Beam output: ', el('strong', { id: 'beam-text' }, run.beam.best.text), ` (score ${fmt(run.beam.best.score)})`),
              el('p', { class: 'explain', id: 'beam-stop' }, beamStop(run.beam.stop)),
            ]
          : el('p', { class: 'explain' }, 'With a beam of 1 the search is the greedy loop above.'),
      ),
      samplingSection(ctx),
    );
  },
};
