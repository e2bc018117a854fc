// 12. Which heads matter: switch off each attention head alone, decode again, and see how much
// less likely the model finds its own output (the core's head scan, src/scan.rs).
import { el, fmt, inkFor, section, signedColour } from '../draw.js';
import { ablate, editList, toggled } from '../edits.js';

/** "decoder.1.cross_attn" in words. */
function sublayerName(path) {
  const [stack, layer, sub] = path.split('.');
  return `${stack} ${layer} ${sub === 'cross_attn' ? 'cross' : 'self'}`;
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
    Array.from({ length: heads }, (_, h) => el('span', { class: 'col-label', role: 'columnheader' }, `head ${h}`)),
    paths.map((path) => [
      el('span', { class: 'row-label', role: 'rowheader' }, sublayerName(path)),
      scan.heads
        .filter((h) => h.sublayer === path)
        .map((h) => {
          const text = ablate(h.sublayer, h.head);
          const bg = signedColour(h.drop, max);
          const on = edits.includes(text);
          const tip = `${sublayerName(path)}, head ${h.head}: log-probability of “${scan.output}” falls by ${fmt(h.drop, 4)} (to ${fmt(h.log_prob, 3)}); greedy output ${h.changed ? `becomes “${h.output}”` : 'unchanged'}. Click to switch this head off in the walkthrough.`;
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
  title: 'Which heads matter',
  diagram: 'all-attn',
  render(ctx) {
    const { state } = ctx;
    const result = ctx.scanFor(state.text);
    const explain = `Switch off one head (its output Z set to zero), decode “${state.text}” again, and measure how much less likely the model now finds the output it gives with every head on: the fall in log-probability, in nats. Each cell is one such run: ${ctx.info.config.n_heads} heads in each of the model's attention sub-layers. Red cells are the heads the output depends on; ✱ marks a head without which greedy decoding writes something else. On reverse, dates and numbers the heads that stand out are in cross-attention: they carry the alignment between output and input. Most other heads can go alone with little loss: the model spreads its work, so switch several off together (click cells, then look at the output view) to see it break.`;
    return el(
      'div',
      {},
      section(
        'Head importance',
        explain,
        el('button', { type: 'button', id: 'scan-button', onclick: () => ctx.scanHeads() }, result ? 'scan again' : 'Scan every head'),
        result
          ? [
              el('p', { class: 'result' }, 'Output with every head on: ', el('strong', {}, result.output), ` (log-probability ${fmt(result.log_prob, 3)}); scanned in ${fmt(result.ms, 0)} ms on ${result.backend.startsWith('gpu') ? 'WebGPU' : 'the CPU'}.`),
              grid(ctx, result),
            ]
          : el('p', { class: 'explain' }, 'The scan decodes the input once per head; it takes a moment.'),
      ),
    );
  },
};
