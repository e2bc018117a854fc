// Drawing helpers: vectors as rows of coloured boxes, matrices as coloured grids (with the
// numbers when they fit), bar charts, and one tooltip for everything that has a `data-tip`.
import { marks, t } from './i18n.js';

/** An element: el('div', {class: 'x', text: 'hi', onclick: f}, child, ...). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'style') node.setAttribute('style', value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * A number as the page prints it: three decimals (with the language's decimal mark), or the sign
 * of an infinity.
 */
export function fmt(v, digits = 3) {
  if (v === -Infinity) return '−∞';
  if (v === Infinity) return '∞';
  if (Number.isNaN(v)) return 'NaN';
  const text = v.toFixed(digits).replace('-', '−');
  return marks.decimal === '.' ? text : text.replace('.', marks.decimal);
}


/** How a token is shown: spaces made visible. */
export function show(token) {
  return token === ' ' ? '␣' : token;
}

/** The largest absolute value of some arrays (for a shared colour scale). */
export function maxAbs(...arrays) {
  let m = 0;
  for (const a of arrays.flat()) for (const v of a) if (Number.isFinite(v)) m = Math.max(m, Math.abs(v));
  return m || 1;
}

/** Blue (negative) through white to red (positive), scaled by `max`. */
export function signedColour(v, max) {
  if (!Number.isFinite(v)) return '#d9d9d9';
  const t = Math.max(-1, Math.min(1, v / max));
  const [r, g, b] = t >= 0 ? mix([255, 255, 255], [178, 24, 43], t) : mix([255, 255, 255], [33, 102, 172], -t);
  return `rgb(${r},${g},${b})`;
}

/** White through deep violet, for weights and probabilities in [0, 1]. */
export function weightColour(v) {
  const t = Math.max(0, Math.min(1, v));
  const [r, g, b] = mix([255, 255, 255], [63, 0, 125], Math.sqrt(t));
  return `rgb(${r},${g},${b})`;
}

function mix(from, to, t) {
  return from.map((f, i) => Math.round(f + (to[i] - f) * t));
}

/** Text that is readable on a cell of colour `bg` (an rgb() string): black or white, whichever
 * contrasts more (WCAG relative luminance). */
export function inkFor(bg) {
  const [r, g, b] = bg.match(/\d+/g).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (1.05 / (lum + 0.05)) > ((lum + 0.05) / 0.05) ? '#fff' : '#000';
}

/**
 * What the drawing helpers found while comparing an edited run with the plain one (rows that
 * carry `.before`, see trace.js): numbers compared, numbers that differ, the largest difference.
 * The view resets it before drawing and reports it after.
 */
export const diffStats = { total: 0, changed: 0, maxDelta: 0 };

export function resetDiffStats() {
  Object.assign(diffStats, { total: 0, changed: 0, maxDelta: 0 });
}

/** Marks `cell` (showing `v`) when the plain pass had another value, `was`; says by how much. */
function markChange(cell, v, was) {
  if (was === undefined) return;
  diffStats.total++;
  if (Object.is(v, was) || v === was) return;
  const delta = Math.abs(v - was);
  diffStats.changed++;
  if (Number.isFinite(delta)) diffStats.maxDelta = Math.max(diffStats.maxDelta, delta);
  cell.classList.add('changed');
  cell.setAttribute('data-tip', t('draw-tip-changed', { tip: cell.getAttribute('data-tip'), was: fmt(was, 4), delta: fmt(v - was, 4) }));
}

/**
 * A vector as a row of boxes. `tip(i, v)` names a box on hover; `numbers` prints the values
 * inside (for short vectors).
 */
export function vector(values, { max = maxAbs(values), numbers = false, tip, label, cls = '' } = {}) {
  const row = el('div', { class: `vec ${numbers ? 'vec-numbers' : ''} ${cls}` });
  values.forEach((v, i) => {
    const bg = signedColour(v, max);
    const cell = el('span', {
      class: 'box',
      style: `background:${bg};color:${inkFor(bg)}`,
      'data-tip': tip ? tip(i, v) : t('draw-tip-dim', { dim: i, value: fmt(v, 4) }),
    });
    if (numbers) cell.textContent = fmt(v, 2);
    markChange(cell, v, values.before?.[i]);
    row.append(cell);
  });
  return label === undefined ? row : el('div', { class: 'vec-line' }, el('span', { class: 'vec-label' }, label), row);
}

/** Each matrix's and chart's numbers (and a table's grid, which its view records), by the element drawn for it, for exporting it (figure.js). */
export const figureData = new WeakMap();

/**
 * A matrix (array of rows) as a grid of coloured cells with optional row and column labels.
 * kind 'signed' (blue-white-red) or 'weight' (0..1); `hidden(r, c)` marks masked cells;
 * `numbers` prints values; `tip(r, c, v)` names a cell on hover; `marks(r, c)` overlays a cell:
 * null, or {classes, note} (classes added to the cell, the note to its tip and label). The labels
 * are data (tokens, positions), marked so (translate="no"), unless `wordLabels` says they are
 * the catalogue's words.
 */
export function matrix(rows, opts = {}) {
  const { rowLabels, colLabels, kind = 'signed', numbers = false, digits = 2, hidden, tip, cell = 14, title, marks, wordLabels = false } = opts;
  const data = wordLabels ? undefined : 'no';
  const max = opts.max ?? maxAbs(rows);
  const cols = rows.length ? rows[0].length : 0;
  // Rows stay tall enough for a label to sit beside its row.
  const rowHeight = rowLabels && !numbers ? Math.max(cell, 13) : cell;
  const grid = el('div', {
    class: `grid ${numbers ? 'grid-numbers' : ''}`,
    role: 'group',
    'aria-label': t('draw-grid-label', { title: title ?? t('draw-matrix'), rows: rows.length, cols }),
    'data-cols': cols,
    // Columns of colour narrow to fit the view: a vector of 512 numbers is a strip of colours
    // (each cell's value on hover), however wide the model.
    style: `grid-template-columns:${rowLabels ? 'auto ' : ''}repeat(${cols}, ${numbers ? 'minmax(3.2em, auto)' : `minmax(0, ${cell}px)`})`,
  });
  figureData.set(grid, { rows, rowLabels, colLabels, kind, max, hidden, title });
  if (colLabels) {
    if (rowLabels) grid.append(el('span', { class: 'corner' }));
    colLabels.forEach((l) => grid.append(el('span', { class: `col-label ${String(l).length > 2 && !numbers ? 'long' : ''}`, translate: data }, l)));
  }
  rows.forEach((row, r) => {
    if (rowLabels) grid.append(el('span', { class: 'row-label', translate: data }, rowLabels[r]));
    for (let c = 0; c < cols; c++) {
      const v = row[c];
      const off = hidden ? hidden(r, c) : false;
      const bg = off ? '#e4e4e4' : kind === 'weight' ? weightColour(v) : signedColour(v, max);
      const node = el('span', {
        class: `cell ${off ? 'masked' : ''}`,
        role: 'img',
        // One stop per matrix for the Tab key; the arrow keys move within it (installKeys).
        tabindex: r === 0 && c === 0 ? 0 : -1,
        style: `background:${bg};color:${inkFor(bg)}${numbers ? '' : `;height:${rowHeight}px`}`,
        'data-tip': tip ? tip(r, c, v) : t('draw-tip-cell', { row: r, col: c, value: fmt(v, 4) }),
      });
      if (numbers) node.textContent = off ? '−∞' : fmt(v, digits);
      const mark = marks ? marks(r, c) : null;
      if (mark) {
        node.classList.add(...mark.classes);
        node.setAttribute('data-tip', `${node.getAttribute('data-tip')}; ${mark.note}`);
      }
      markChange(node, v, row.before?.[c]);
      node.setAttribute('aria-label', node.getAttribute('data-tip'));
      grid.append(node);
    }
  });
  return title ? el('figure', { class: 'matrix' }, el('figcaption', {}, title), grid) : grid;
}

/** Horizontal bars: items [{label, value, note, strong, tip}], values in [0, max]. The labels are
 * data (tokens), marked so (translate="no"), unless `wordLabels` says they are the catalogue's
 * words. */
export function bars(items, { max = Math.max(...items.map((i) => i.value), 1e-9), digits = 3, wordLabels = false } = {}) {
  return el(
    'div',
    { class: 'bars' },
    items.map((item) =>
      el(
        'div',
        { class: `bar-row ${item.strong ? 'strong' : ''}`, 'data-tip': item.tip ?? t('draw-tip-bar', { label: item.label, value: item.note ?? fmt(item.value, digits) }) },
        el('span', { class: 'bar-label', translate: wordLabels ? undefined : 'no' }, item.label),
        el('span', { class: 'bar-track' }, el('span', { class: 'bar', style: `width:${(100 * Math.max(0, item.value)) / max}%` })),
        el('span', { class: 'bar-value' }, item.note ?? fmt(item.value, digits)),
      ),
    ),
  );
}

/** A titled block of a view: a heading, a sentence or two, then its content. */
export function section(title, explanation, ...content) {
  return el('section', { class: 'part' }, el('h3', {}, title), explanation ? el('p', { class: 'explain' }, explanation) : null, ...content);
}

/** Arranges figures side by side with operators between them: row(a, '×', b, '=', c). */
export function equation(...parts) {
  return el(
    'div',
    { class: 'equation' },
    parts.map((p) => (typeof p === 'string' ? el('span', { class: 'op' }, p) : p)),
  );
}

/** The same, stacked vertically (for long vectors): column(a, '+', b, '=', c). */
export function column(...parts) {
  const node = equation(...parts);
  node.classList.add('column');
  return node;
}

/**
 * The keyboard in a matrix: the arrow keys (and Home, End) move the focus from cell to cell; the
 * focused cell's tip is shown beside it and announced (its label names the row, the column and
 * the value, e.g. the query, the key and the weight of an attention map).
 */
function installKeys(tip) {
  const moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
  document.addEventListener('keydown', (event) => {
    const cell = event.target.closest && event.target.closest('.grid .cell');
    if (!cell || !(event.key in moves || event.key === 'Home' || event.key === 'End')) return;
    const grid = cell.parentElement;
    const cells = [...grid.querySelectorAll(':scope > .cell')];
    const cols = Number(grid.dataset.cols) || 1;
    const i = cells.indexOf(cell);
    let next = i;
    if (event.key === 'Home') next = i - (i % cols);
    else if (event.key === 'End') next = i - (i % cols) + cols - 1;
    else {
      const [dr, dc] = moves[event.key];
      const [r, c] = [Math.floor(i / cols) + dr, (i % cols) + dc];
      if (c >= 0 && c < cols) next = r * cols + c;
    }
    event.preventDefault();
    if (next < 0 || next >= cells.length || next === i) return;
    cell.tabIndex = -1;
    cells[next].tabIndex = 0;
    cells[next].focus();
  });
  document.addEventListener('focusin', (event) => {
    const target = event.target.closest && event.target.closest('.grid .cell[data-tip]');
    if (!target || target.classList.contains('tour-concealed')) return; // a tour question's answer
    tip.textContent = target.getAttribute('data-tip');
    tip.hidden = false;
    const box = target.getBoundingClientRect();
    tip.style.left = `${Math.min(box.right + 8, window.innerWidth - tip.offsetWidth - 8)}px`;
    tip.style.top = `${box.bottom + 6}px`;
  });
  document.addEventListener('focusout', () => {
    tip.hidden = true;
  });
}

/** One tooltip for the whole page: it shows the `data-tip` of whatever is under the pointer. */
export function installTooltip() {
  const tip = el('div', { id: 'tooltip', role: 'tooltip', hidden: true });
  document.body.append(tip);
  installKeys(tip);
  document.addEventListener('mouseover', (event) => {
    const target = event.target.closest && event.target.closest('[data-tip]');
    if (!target || target.closest('.tour-concealed')) {
      tip.hidden = true;
      return;
    }
    tip.textContent = target.getAttribute('data-tip');
    tip.hidden = false;
  });
  document.addEventListener('mousemove', (event) => {
    if (tip.hidden) return;
    const x = Math.min(event.clientX + 14, window.innerWidth - tip.offsetWidth - 8);
    tip.style.left = `${x}px`;
    tip.style.top = `${event.clientY + 16}px`;
  });
}
