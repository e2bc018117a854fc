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

/** The sub-layers of a layer of `stack`, numbered as the trace numbers their norms. */
export function subLayers(stack) {
  return stack === 'decoder'
    ? [
        { k: 1, title: 'masked self-attention', out: 'self_attn.out' },
        { k: 2, title: 'cross-attention', out: 'cross_attn.out' },
        { k: 3, title: 'feed-forward', out: 'ffn.out' },
      ]
    : [
        { k: 1, title: 'self-attention', out: 'self_attn.out' },
        { k: 2, title: 'feed-forward', out: 'ffn.out' },
      ];
}

/** The residual stream entering sub-layer k of layer i (what its output is added to). */
export function subLayerInput(ctx, stack, i, k) {
  if (k === 1) return layerInput(stack, i);
  return ctx.info.config.norm_first ? `${stack}.${i}.residual${k - 1}` : `${stack}.${i}.norm${k - 1}`;
}

/** What sub-layer k of layer i computes on: its input (post-LN) or the norm of it (pre-LN). */
export function subLayerArgument(ctx, stack, i, k) {
  return ctx.info.config.norm_first ? `${stack}.${i}.norm${k}` : subLayerInput(ctx, stack, i, k);
}

/**
 * The stack a per-layer view looks at (state.stack): its name, token labels, number of layers
 * and the chosen layer.
 */
export function stackOf(ctx) {
  const decoder = ctx.state.stack === 'decoder';
  const nLayers = decoder ? dims(ctx).decLayers : dims(ctx).layers;
  return {
    name: decoder ? 'decoder' : 'encoder',
    labels: decoder ? tgtLabels(ctx) : srcLabels(ctx),
    nLayers,
    layer: Math.min(ctx.state.layer, nLayers - 1),
  };
}

/** Buttons choosing the encoder or the decoder stack. */
export function stackPicker(ctx) {
  const names = ['encoder', 'decoder'];
  return picker('stack', 2, ctx.state.stack === 'decoder' ? 1 : 0, (i) => ctx.set({ stack: names[i] }), (i) => names[i]);
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

/** Layer and head pickers for views about one attention head (and the stack, when given). */
export function layerHeadPickers(ctx, nLayers, withStack = false) {
  const { h } = dims(ctx);
  return el(
    'div',
    { class: 'pickers' },
    withStack ? stackPicker(ctx) : null,
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
