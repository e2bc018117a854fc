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

// Trace names come from the table the core gives with the model (`info.trace`, built by
// src/trace.rs): the page never spells one.

/** The trace names of layer `i` of `stack` ('encoder' or 'decoder'). */
export function layerNames(ctx, stack, i) {
  return ctx.info.trace[stack].layers[i];
}

/** The trace name of layer `i`'s input in `stack`. */
export function layerInput(ctx, stack, i) {
  const { trace } = ctx.info;
  if (i === 0) return trace[stack === 'encoder' ? 'src' : 'tgt'].input;
  return layerNames(ctx, stack, i - 1).out;
}

/** The sub-layers of layer `i` of `stack`, numbered k as the trace numbers their norms. */
export function subLayers(ctx, stack, i) {
  const names = layerNames(ctx, stack, i);
  const parts = stack === 'decoder'
    ? [['masked self-attention', names.self_attn], ['cross-attention', names.cross_attn], ['feed-forward', names.ffn]]
    : [['self-attention', names.self_attn], ['feed-forward', names.ffn]];
  return parts.map(([title, sub], j) => ({ k: j + 1, title, out: sub.out, path: sub.path, residual: names.residual[j], norm: names.norm[j] }));
}

/** The residual stream entering sub-layer k of layer i (what its output is added to). */
export function subLayerInput(ctx, stack, i, k) {
  if (k === 1) return layerInput(ctx, stack, i);
  const names = layerNames(ctx, stack, i);
  return ctx.info.config.norm_first ? names.residual[k - 2] : names.norm[k - 2];
}

/** What sub-layer k of layer i computes on: its input (post-LN) or the norm of it (pre-LN). */
export function subLayerArgument(ctx, stack, i, k) {
  return ctx.info.config.norm_first ? layerNames(ctx, stack, i).norm[k - 1] : subLayerInput(ctx, stack, i, k);
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
