// The small architecture diagram (after the paper's figure 1): where the current view is.
// Each box names the view it opens; the current view's boxes are highlighted. Its words are the
// catalogue's (messages diagram-*), drawn again when the language changes (controls.js).
import { t } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';

// [id, label (a message), x, y, w, h, stage]; y grows downwards, the data flows upwards as in
// the paper.
const BOXES = [
  ['src-embed', 'diagram-input-embedding' /* message */, 10, 330, 110, 22, 'embed'],
  ['src-pe', 'diagram-positional' /* message */, 10, 300, 110, 22, 'positional'],
  ['enc-attn', 'diagram-self-attention' /* message */, 20, 238, 90, 22, 'attention'],
  ['enc-norm1', 'diagram-add-norm' /* message */, 20, 212, 90, 18, 'addnorm'],
  ['enc-ffn', 'diagram-feed-forward' /* message */, 20, 178, 90, 22, 'ffn'],
  ['enc-norm2', 'diagram-add-norm' /* message */, 20, 152, 90, 18, 'addnorm'],
  ['tgt-embed', 'diagram-output-embedding' /* message */, 140, 330, 110, 22, 'input'],
  ['tgt-pe', 'diagram-positional' /* message */, 140, 300, 110, 22, 'positional'],
  ['dec-attn', 'diagram-masked-self-attention' /* message */, 150, 238, 90, 22, 'decoder'],
  ['dec-norm1', 'diagram-add-norm' /* message */, 150, 212, 90, 18, 'decoder'],
  ['dec-cross', 'diagram-cross-attention' /* message */, 150, 178, 90, 22, 'decoder'],
  ['dec-norm2', 'diagram-add-norm' /* message */, 150, 152, 90, 18, 'decoder'],
  ['dec-ffn', 'diagram-feed-forward' /* message */, 150, 118, 90, 22, 'decoder'],
  ['dec-norm3', 'diagram-add-norm' /* message */, 150, 92, 90, 18, 'decoder'],
  ['output', 'diagram-linear-softmax' /* message */, 140, 40, 110, 24, 'output'],
];

// Which boxes each view lights up.
const GROUPS = {
  encoder: ['enc-attn', 'enc-norm1', 'enc-ffn', 'enc-norm2'],
  decoder: ['dec-attn', 'dec-norm1', 'dec-cross', 'dec-norm2', 'dec-ffn', 'dec-norm3', 'tgt-embed', 'tgt-pe'],
  'dec-attn': ['dec-attn', 'dec-cross', 'tgt-embed'],
  'all-attn': ['enc-attn', 'dec-attn', 'dec-cross'],
};

function node(tag, attrs, text) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

/** The diagram; `onPick(stage)` is called when a box is clicked. `layers`: the model's
 * {enc, dec} layer counts, or null before a model is open. */
export function diagram(onPick, layers) {
  const svg = node('svg', { viewBox: '0 0 260 370', class: 'diagram', role: 'img', 'aria-label': t('diagram-label') });
  svg.append(node('rect', { x: 12, y: 144, width: 106, height: 124, rx: 8, class: 'block', id: 'block-encoder' }));
  svg.append(node('rect', { x: 142, y: 84, width: 106, height: 184, rx: 8, class: 'block', id: 'block-decoder' }));
  svg.append(node('text', { x: 65, y: 140, class: 'block-label', 'data-stack': 'encoder' }));
  svg.append(node('text', { x: 195, y: 80, class: 'block-label', 'data-stack': 'decoder' }));
  showLayers(svg, layers);
  // Arrows: up through each column, and the memory into the cross-attention.
  const arrows = 'M65,352 V152 M195,352 V64 M118,160 C130,160 130,189 150,189';
  svg.append(node('path', { d: arrows, class: 'flow' }));
  svg.append(node('text', { x: 65, y: 366, class: 'io' }, t('diagram-inputs')));
  svg.append(node('text', { x: 195, y: 366, class: 'io' }, t('diagram-outputs')));
  svg.append(node('text', { x: 195, y: 30, class: 'io' }, t('diagram-probabilities')));
  for (const [id, label, x, y, w, h, stage] of BOXES) {
    const g = node('g', { class: 'box', 'data-box': id, tabindex: 0 });
    g.append(node('rect', { x, y, width: w, height: h, rx: 4 }));
    g.append(node('text', { x: x + w / 2, y: y + h / 2 + 4 }, t(label)));
    g.addEventListener('click', () => onPick(stage));
    svg.append(g);
  }
  return svg;
}

/** Labels the encoder and decoder with the model's layer counts {enc, dec} (null: not yet known). */
export function showLayers(svg, layers) {
  svg.querySelector('[data-stack="encoder"]').textContent = t('diagram-encoder', { n: layers?.enc ?? '…' });
  svg.querySelector('[data-stack="decoder"]').textContent = t('diagram-decoder', { n: layers?.dec ?? '…' });
}

/** The layer counts of a model's `info` as the diagram shows them. */
export function layersOf(info) {
  return info ? { enc: info.config.n_encoder_layers, dec: info.config.n_decoder_layers } : null;
}

/** Lights up the boxes of `where` (a box id or a group name). */
export function highlight(svg, where) {
  const lit = new Set(GROUPS[where] ?? [where]);
  for (const g of svg.querySelectorAll('[data-box]')) g.classList.toggle('here', lit.has(g.dataset.box));
  svg.querySelector('#block-encoder').classList.toggle('here', where === 'encoder');
  svg.querySelector('#block-decoder').classList.toggle('here', where === 'decoder');
}
