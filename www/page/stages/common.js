// What several views share: token labels, layer inputs, head slices, pickers.
import { el, show } from '../draw.js';
import { marks, t } from '../i18n.js';

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

/** The words for each kind of sub-layer, by the `kind` subLayers gives. */
const SUB_LAYER_NAMES = {
  self: 'common-sub-self' /* message */,
  masked: 'common-sub-masked' /* message */,
  cross: 'common-sub-cross' /* message */,
  ffn: 'common-sub-ffn' /* message */,
};

/**
 * The sub-layers of layer `i` of `stack`, numbered k as the trace numbers their norms; `kind`
 * (self, masked, cross, ffn) lets a message choose its words for each, `title` names it.
 */
export function subLayers(ctx, stack, i) {
  const names = layerNames(ctx, stack, i);
  const parts = stack === 'decoder'
    ? [['masked', names.self_attn], ['cross', names.cross_attn], ['ffn', names.ffn]]
    : [['self', names.self_attn], ['ffn', names.ffn]];
  return parts.map(([kind, sub], j) => ({ k: j + 1, kind, title: t(SUB_LAYER_NAMES[kind]), out: sub.out, path: sub.path, residual: names.residual[j], norm: names.norm[j] }));
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
  const words = [t('common-stack-encoder'), t('common-stack-decoder')];
  return picker('stack', 2, ctx.state.stack === 'decoder' ? 1 : 0, (i) => ctx.set({ stack: names[i] }), (i) => words[i]);
}

export function dims(ctx) {
  const c = ctx.info.config;
  return { d: c.d_model, h: c.n_heads, dk: c.d_model / c.n_heads, dff: c.d_ff, layers: c.n_encoder_layers, decLayers: c.n_decoder_layers };
}

/** The words naming the pickers several views share, by the picker's name. */
const PICKER_NAMES = {
  stack: 'common-picker-stack' /* message */,
  layer: 'common-picker-layer' /* message */,
  head: 'common-picker-head' /* message */,
  query: 'common-picker-query' /* message */,
  token: 'common-picker-token' /* message */,
  'sub-layer': 'common-picker-sub-layer' /* message */,
};

/**
 * A row of buttons picking one of `n` values: picker('head', 4, current, (v) => ...). `name`
 * keeps the buttons' data-pick (head-0, head-1, ...); the words shown are `title`, by default the
 * catalogue's for the shared pickers. With `data`, the buttons' labels are data (tokens), marked
 * translate="no".
 */
export function picker(name, n, current, onPick, label = (i) => String(i), { title = PICKER_NAMES[name] ? t(PICKER_NAMES[name]) : name, data = false } = {}) {
  return el(
    'div',
    { class: 'picker', role: 'group', 'aria-label': title },
    el('span', { class: 'picker-name' }, title),
    Array.from({ length: n }, (_, i) =>
      el('button', { class: i === current ? 'on' : '', 'aria-pressed': String(i === current), 'data-pick': `${name}-${i}`, translate: data ? 'no' : undefined, onclick: () => onPick(i) }, label(i)),
    ),
  );
}

/** A picker of one token of `labels` (the query, or the token a view follows). */
export function tokenPicker(name, labels, current, onPick) {
  return picker(name, labels.length, current, onPick, (i) => labels[i], { data: true });
}

/**
 * Marks the labels of a drawn vector or matrix (`node`, from draw.js) as data, not words: its
 * row, column and vector labels are tokens.
 */
export function tokenLabels(node) {
  for (const label of node.querySelectorAll('.row-label, .col-label, .vec-label')) label.setAttribute('translate', 'no');
  return node;
}

/** A token (or other piece of data) shown inside a view's text: marked translate="no". */
export function datum(text, tag = 'span', props = {}) {
  return el(tag, { ...props, translate: 'no' }, text);
}

/** Numbers already formatted by fmt, listed: "; " between them where the decimal mark is a comma. */
export function numberList(numbers) {
  return numbers.join(marks.decimal === ',' ? '; ' : ', ');
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
