// What several views share: token labels, layer inputs, head slices, pickers.
import { el, show } from '../draw.js';

export function srcLabels(ctx) {
  return ctx.run.src.tokens.map(show);
}

export function tgtLabels(ctx) {
  return ctx.run.tgtIn.tokens.map(show);
}

/** True for source positions that are padding. */
export function srcPadding(ctx) {
  const pad = ctx.info.config.pad_id;
  return ctx.run.src.ids.map((id) => id === pad);
}

/** The trace name of layer `i`'s input in `stack` ('encoder' or 'decoder'). */
export function layerInput(stack, i) {
  if (i === 0) return stack === 'encoder' ? 'src.input' : 'tgt.input';
  return `${stack}.${i - 1}.out`;
}

/** The trace name of what an attention sub-layer reads: the layer input (post-LN) or its norm (pre-LN). */
export function attentionInput(ctx, stack, i) {
  return ctx.info.config.norm_first ? `${stack}.${i}.norm1` : layerInput(stack, i);
}

export function dims(ctx) {
  const c = ctx.info.config;
  return { d: c.d_model, h: c.n_heads, dk: c.d_model / c.n_heads, dff: c.d_ff, layers: c.n_encoder_layers, decLayers: c.n_decoder_layers };
}

/** A row of buttons picking one of `n` values: picker('head', 4, current, (v) => ...). */
export function picker(name, n, current, onPick, label = (i) => String(i)) {
  return el(
    'div',
    { class: 'picker', role: 'group', 'aria-label': name },
    el('span', { class: 'picker-name' }, name),
    Array.from({ length: n }, (_, i) =>
      el('button', { class: i === current ? 'on' : '', 'aria-pressed': String(i === current), 'data-pick': `${name}-${i}`, onclick: () => onPick(i) }, label(i)),
    ),
  );
}

/** Layer and head pickers for views about one attention head. */
export function layerHeadPickers(ctx, nLayers) {
  const { h } = dims(ctx);
  return el(
    'div',
    { class: 'pickers' },
    picker('layer', nLayers, Math.min(ctx.state.layer, nLayers - 1), (layer) => ctx.set({ layer })),
    picker('head', h, ctx.state.head, (head) => ctx.set({ head })),
  );
}

/** The sum of the values of `a` (for the page's live arithmetic). */
export function sum(a) {
  let s = 0;
  for (const v of a) s += v;
  return s;
}

export function dot(a, b) {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
