// The paper's formulas, typeset (MathML, which browsers lay out natively), with their terms
// linked to the page: hovering or focusing a term outlines what it stands for in the view (the
// elements marked `data-term="name"` with `marks(name)`).

import { t } from './i18n.js';

const NS = 'http://www.w3.org/1998/Math/MathML';

/** A MathML element: m('mi', {}, 'x'), children as strings or nodes. */
function m(tag, attrs, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children.flat()) node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

const mi = (x) => m('mi', {}, x);
const mo = (x) => m('mo', {}, x);
const mn = (x) => m('mn', {}, x);
const row = (...c) => m('mrow', {}, ...c);
const frac = (a, b) => m('mfrac', {}, a, b);
const sqrt = (a) => m('msqrt', {}, a);
const sub = (a, b) => m('msub', {}, a, b);
const sup = (a, b) => m('msup', {}, a, b);
const paren = (...c) => row(mo('('), ...c, mo(')'));

/** `content` as a term: hovering it outlines what `name` stands for on the page; `what` says it
 * in the page's language. */
function term(name, what, content) {
  return m('mrow', { 'data-term-of': name, tabindex: '0', class: 'term', 'aria-label': what, 'data-tip': what }, content);
}

/** Marks `node`, an element of the view, as what formula term `name` stands for. */
export function mark(node, name) {
  node.setAttribute('data-term', name);
  return node;
}

const FORMULAS = {
  attention: () =>
    row(
      mi('Attention'), paren(term('Q', t('formula-queries'), mi('Q')), mo(','), term('K', t('formula-keys'), mi('K')), mo(','), term('V', t('formula-values'), mi('V'))),
      mo('='),
      term('weights', t('formula-weights'), row(mi('softmax'), paren(frac(term('scores', t('formula-scores'), row(mi('Q'), sup(mi('K'), mi('T')))), term('dk', t('formula-sqrt-dk'), sqrt(sub(mi('d'), mi('k')))))))),
      term('V', t('formula-values'), mi('V')),
      mo('='),
      term('Z', t('formula-head-output'), mi('Z')),
    ),
  layerNorm: () =>
    row(
      mi('LayerNorm'), paren(term('x', t('formula-x'), mi('x'))),
      mo('='),
      term('gamma', t('formula-gain'), mi('γ')), mo('⊙'),
      frac(row(term('x', t('formula-x'), mi('x')), mo('−'), term('mean', t('formula-mean'), mi('μ'))), sqrt(row(term('std', t('formula-variance'), sup(mi('σ'), mn('2'))), mo('+'), mi('ε')))),
      mo('+'), term('beta', t('formula-bias'), mi('β')),
    ),
  positional: () =>
    row(
      term('pe', t('formula-pe'), row(mi('PE'), paren(mi('pos'), mo(','), mn('2'), mi('i')))),
      mo('='), mi('sin'), paren(frac(mi('pos'), sup(mn('10000'), row(mn('2'), mi('i'), mo('/'), term('d', t('formula-d'), mi('d')))))),
      mo(','), mspace(),
      term('pe', t('formula-pe'), row(mi('PE'), paren(mi('pos'), mo(','), mn('2'), mi('i'), mo('+'), mn('1')))),
      mo('='), mi('cos'), paren(frac(mi('pos'), sup(mn('10000'), row(mn('2'), mi('i'), mo('/'), term('d', t('formula-d'), mi('d')))))),
    ),
  schedule: () =>
    row(
      term('lr', t('formula-lr'), mi('lrate')),
      mo('='), term('factor', t('formula-factor'), mi('factor')), mo('·'), sup(term('d', t('formula-d-model'), sub(mi('d'), mi('model'))), row(mo('−'), mn('0.5'))), mo('·'),
      mi('min'), paren(sup(term('step', t('formula-step'), mi('step')), row(mo('−'), mn('0.5'))), mo(','), term('step', t('formula-step'), mi('step')), mo('·'), sup(term('warmup', t('formula-warmup'), mi('warmup')), row(mo('−'), mn('1.5')))),
    ),
};

function mspace() {
  return m('mspace', { width: '1em' });
}

/** The formula `name` as a block (`attention`, `layerNorm`, `positional`, `schedule`). */
export function formula(name) {
  // The formula is written as the paper writes it, in every language.
  const math = m('math', { display: 'block', class: 'formula', 'data-formula': name, translate: 'no' }, FORMULAS[name]());
  return math;
}

/** Hovering or focusing a term outlines, in the view, what it stands for. */
export function installTerms() {
  const light = (event, on) => {
    const found = event.target.closest && event.target.closest('[data-term-of]');
    if (!found) return;
    const name = found.getAttribute('data-term-of');
    for (const n of document.querySelectorAll(`#view [data-term~="${name}"]`)) n.classList.toggle('term-lit', on);
    for (const n of document.querySelectorAll(`#view [data-term-of="${name}"]`)) n.classList.toggle('term-on', on);
  };
  for (const [kind, on] of [['mouseover', true], ['mouseout', false], ['focusin', true], ['focusout', false]]) {
    document.addEventListener(kind, (event) => light(event, on));
  }
}
