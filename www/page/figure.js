// Figures to keep: every matrix and chart of the views (the attention heatmaps, the score table,
// the positional encoding and its waves, the training curves, the head-scan and alignment grids)
// exported as SVG or PNG, drawn again from its numbers (not a screenshot) with a caption naming
// the model, the input, the layer and head and the interventions in force.
//
// Each SVG carries its numbers: the caption as its <title>, and one JSON object in
// <metadata id="attend-figure"> (FORMAT; docs/page.md, "Figures"), the same as `attend plot`
// writes (src/plot.rs): {format, figure, caption, model, input, layer, head, edits, rows, cols,
// values, masked, scale} for a grid, {…, series: [{name, points}]} for a chart. Each cell's rect
// also has its value in data-value.
//
// draw.js and chart.js record each figure's numbers as they draw it (figureData); after a view
// renders, figureControls adds an SVG and a PNG button below each figure.
import { app } from './app.js';
import { lineChart } from './chart.js';
import { el, figureData, fmt, inkFor, signedColour, weightColour } from './draw.js';
import { editList } from './state.js';
import { t } from './i18n.js';
import { dims, stackOf } from './stages/common.js';

export const FORMAT = 'attend-figure/1';

// The figures a view may hold: matrices (draw.js), charts (chart.js), and the grids and the
// table that views draw themselves.
const CANDIDATES = '.grid, svg.chart, #score-table, #scan-grid, #align-grid';

// Inside these a figure is part of something larger (a thumbnail button, a term of a formula).
const SKIPPED = 'button, .equation, .figure-export';

const decorated = new WeakSet();
let watched = null;

/**
 * Adds export buttons to every figure of `view` (the page's view element), now and whenever
 * part of it is drawn again without a render (the training panel's curves).
 */
export function figureControls(view) {
  decorate(view);
  if (watched === view) return;
  watched = view;
  let queued = 0;
  new MutationObserver(() => {
    if (queued) return;
    queued = requestAnimationFrame(() => {
      queued = 0;
      decorate(view);
    });
  }).observe(view, { childList: true, subtree: true });
}

function decorate(view) {
  view.querySelectorAll(CANDIDATES).forEach((node, index) => {
    if (decorated.has(node) || node.closest(SKIPPED)) return;
    if (!node.id.endsWith('-grid') && node.id !== 'score-table' && !figureData.has(node)) return;
    decorated.add(node);
    const id = figureId(node, view, index);
    const controls = el(
      'div',
      { class: 'figure-export', role: 'group', 'aria-label': t('figure-export-label'), 'data-figure': id },
      ['svg', 'png'].map((format) =>
        el('button', { type: 'button', class: 'link', 'data-format': format, 'aria-label': t(`figure-export-${format}-label`), onclick: () => exportFigure(node, id, format) }, t(`figure-export-${format}`)),
      ),
    );
    anchorOf(node).after(controls);
  });
}

/** What the controls follow: the figure around a matrix or chart, or the figure itself. */
function anchorOf(node) {
  const wrapper = node.parentElement;
  if (wrapper && (wrapper.matches('figure') || wrapper.matches('.plot'))) return wrapper;
  return node;
}

/** A figure's element id: its own, or that of the titled figure around a matrix. */
function nameOf(node) {
  return node.id || (node.parentElement?.matches('figure.matrix') ? node.parentElement.id : '');
}

/** The figure's name in its numbers and its file name: the same as `attend plot --figure`. */
function figureId(node, view, index) {
  const fixed = { 'align-heatmap': 'cross', 'pe-chart': 'pe-waves', 'score-table': 'score-table', 'scan-grid': 'scan', 'align-grid': 'align' };
  const name = nameOf(node);
  if (name === 'heatmap') return { enc: 'encoder-self', dec: 'decoder-self' }[app.state.map] ?? 'cross';
  if (fixed[name]) return fixed[name];
  if (node.getAttribute('data-term') === 'pe') return 'pe';
  if (name.endsWith('-chart')) return name.slice(0, -'-chart'.length);
  return `${view.dataset.stage}-${index}`;
}

/** The layer and head a figure of one attention head shows, or null. */
function headOf(node) {
  const ctx = context();
  const { h, layers, decLayers } = dims(ctx);
  const clamp = (n) => ({ layer: Math.min(app.state.layer, n - 1), head: Math.min(app.state.head, h - 1) });
  const name = nameOf(node);
  if (name === 'heatmap') return clamp(app.state.map === 'enc' ? layers : decLayers);
  if (name === 'align-heatmap') return clamp(decLayers);
  if (name === 'score-table') return clamp(stackOf(ctx).nLayers);
  return null;
}

/** What the views' helpers read: the run, its model's facts, the state. */
function context() {
  return { run: app.run, info: app.run?.info ?? app.model?.info, state: app.state };
}

/** The model's name: a shipped model's id, or a loaded file's name without its extension. */
function modelName() {
  const id = app.state.model;
  return (app.uploaded.get(id)?.name ?? id).replace(/\.safetensors$/, '');
}

/** The figure's title: the page's name for the figures `attend plot` draws too, else its own. */
function titleOf(node, id) {
  if (id === 'score-table') {
    const { labels } = stackOf(context());
    return t('figure-title-score-table', { query: labels[Math.min(app.state.query, labels.length - 1)] });
  }
  if (['cross', 'encoder-self', 'decoder-self', 'pe', 'pe-waves', 'scan', 'align'].includes(id)) return t('figure-title', { figure: id });
  const own = node.closest('figure')?.querySelector('figcaption') ?? node.closest('section')?.querySelector('h3');
  return own ? own.textContent.trim() : app.state.stage;
}

/** The figure's numbers and what it shows, as the exported SVG embeds them. */
export function figureOf(node, id) {
  const at = headOf(node);
  const edits = editList(app.state);
  const title = titleOf(node, id);
  const common = { model: modelName(), input: app.run?.text ?? app.state.text, edits: edits.length, list: edits.join(', ') };
  const caption = at ? t('figure-caption-head', { title, ...common, ...at }) : t('figure-caption', { title, ...common });
  const meta = { format: FORMAT, figure: id, caption, model: common.model, input: common.input, layer: at?.layer ?? null, head: at?.head ?? null, edits };
  const data = node.matches('svg.chart') ? chartNumbers(node) : gridNumbers(node);
  return { ...meta, ...data };
}

const finite = (v) => (Number.isFinite(v) ? v : null);

/** A grid's numbers: labels, values, hidden cells, and how each cell is coloured. */
function gridNumbers(node) {
  // A table a view drew itself records its grid as it draws it (the score table, attention.js).
  const grid = figureData.get(node)?.grid ?? (node.id === 'scan-grid' ? scanGrid() : node.id === 'align-grid' ? alignGrid() : matrixGrid(node));
  const masked = [];
  grid.values.forEach((row, r) => row.forEach((_, c) => grid.hidden?.(r, c) && masked.push([r, c])));
  return {
    rows: grid.rows.map(String),
    cols: grid.cols.map(String),
    values: grid.values.map((row) => Array.from(row, finite)),
    masked,
    scale: grid.scale,
    colour: grid.colour,
  };
}

function matrixGrid(node) {
  const d = figureData.get(node);
  const cols = d.rows[0]?.length ?? 0;
  const colour = d.kind === 'weight' ? weightColour : (v) => signedColour(v, d.max);
  return {
    rows: d.rowLabels ?? d.rows.map((_, r) => r),
    cols: d.colLabels ?? Array.from({ length: cols }, (_, c) => c),
    values: d.rows,
    hidden: d.hidden,
    scale: d.kind === 'weight' ? 'weight' : 'signed',
    colour,
  };
}

/** The head scan: attention sub-layers down, heads across, each the fall in log-probability. */
function scanGrid() {
  const result = app.scan.result;
  const paths = [...new Set(result.heads.map((h) => h.sublayer))];
  const max = Math.max(...result.heads.map((h) => Math.abs(h.drop)), 1e-6);
  return {
    rows: paths.map((path) => {
      const [stack, layer, sub] = path.split('.');
      return t('figure-sublayer', { stack, layer: Number(layer), kind: sub === 'cross_attn' ? 'cross' : 'self' });
    }),
    cols: Array.from({ length: app.run.info.config.n_heads }, (_, head) => t('figure-head', { head })),
    values: paths.map((path) => result.heads.filter((h) => h.sublayer === path).map((h) => h.drop)),
    scale: 'signed',
    colour: (v) => signedColour(v, max),
  };
}

/** The alignment error rate of each cross-attention head, and of each layer's heads averaged. */
function alignGrid() {
  const table = app.model.aer;
  return {
    rows: table.aer.map((_, layer) => t('figure-decoder-layer', { layer })),
    cols: [...Array.from({ length: table.heads }, (_, head) => t('figure-head', { head })), t('figure-heads-averaged')],
    values: table.aer.map((row, l) => [...row, table.layer_mean_aer[l]]),
    scale: 'aer',
    colour: (v) => weightColour(1 - v),
  };
}

/** A chart's numbers: each series' name and points. */
function chartNumbers(node) {
  const { series } = figureData.get(node);
  return { series: series.map((s) => ({ name: s.name ?? '', points: s.points.map(([x, y]) => [x, finite(y)]) })) };
}

/** XML text: &, < and > escaped (and " for attributes). */
function xml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The figure's numbers as JSON that is also plain XML text. */
function metadata(fig) {
  const { colour, ...numbers } = fig;
  const json = JSON.stringify(numbers).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<title>${xml(fig.caption)}</title><metadata id="attend-figure">${json}</metadata>`;
}

const chars = (labels) => Math.max(0, ...labels.map((l) => [...String(l)].length));

/** A grid figure as SVG text: the caption, column labels above, row labels beside, the numbers in
 * the cells when they fit (the layout of `attend plot`). */
function gridSvg(fig) {
  const numbers = fig.cols.length <= 24;
  const cell = numbers ? 34 : 10;
  const left = 16 + 7 * chars(fig.rows);
  const top = 40 + 7 * Math.max(chars(fig.cols), 2);
  const width = Math.max(left + cell * fig.cols.length + 16, Math.ceil(6.5 * [...fig.caption].length) + 20);
  const height = top + cell * fig.rows.length + 16;
  const parts = [`<rect x="0" y="0" width="${width}" height="${height}" fill="#fff"/>`, `<text x="10" y="22" font-family="sans-serif" font-size="13">${xml(fig.caption)}</text>`];
  fig.cols.forEach((name, c) => {
    const x = left + cell * c + cell / 2 + 4;
    parts.push(`<text x="${x}" y="${top - 6}" transform="rotate(270, ${x}, ${top - 6})" font-family="sans-serif" font-size="11">${xml(name)}</text>`);
  });
  fig.rows.forEach((name, r) => parts.push(`<text x="8" y="${top + cell * r + cell / 2 + 4}" font-family="sans-serif" font-size="11">${xml(name)}</text>`));
  const hidden = new Set(fig.masked.map(([r, c]) => `${r},${c}`));
  fig.values.forEach((row, r) =>
    row.forEach((v, c) => {
      const off = hidden.has(`${r},${c}`);
      const bg = off ? 'rgb(228,228,228)' : v === null ? 'rgb(217,217,217)' : fig.colour(v, r, c);
      const [x, y] = [left + cell * c, top + cell * r];
      parts.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${bg}" data-row="${r}" data-col="${c}" data-value="${v ?? ''}"><title>${xml(`${fig.rows[r]}, ${fig.cols[c]}: ${v === null ? '−∞' : fmt(v, 4)}`)}</title></rect>`);
      if (numbers) parts.push(`<text x="${x + cell / 2}" y="${y + cell / 2 + 3.5}" text-anchor="middle" font-family="sans-serif" font-size="10" fill="${inkFor(bg)}">${off || v === null ? '−∞' : fmt(v, 2)}</text>`);
    }),
  );
  return svgDocument(fig, width, height, parts.join('\n'));
}

// The chart styles of style.css, written into an exported chart.
const CHART_STYLE = '.chart-bg{fill:#fbfbfc;stroke:#d0d4da}.chart-grid{stroke:#eceef1}.chart-tick{font:9px monospace;fill:#666}.chart-line{fill:none;stroke-width:1.6}';

/** A chart figure as SVG text: the caption, the chart drawn again from its series, its legend. */
function chartSvg(node, fig) {
  const { series, opts } = figureData.get(node);
  const chart = lineChart(series, opts);
  const [w, h] = [Number(chart.getAttribute('width')), Number(chart.getAttribute('height'))];
  const named = series.filter((s) => s.name);
  const width = Math.max(w + 20, Math.ceil(6.5 * [...fig.caption].length) + 20);
  const height = 36 + h + 18 * named.length + 10;
  chart.setAttribute('x', 10);
  chart.setAttribute('y', 32);
  const keys = named.map((s, i) => `<rect x="14" y="${36 + h + 18 * i}" width="12" height="12" fill="${s.colour}"/><text x="32" y="${46 + h + 18 * i}" font-family="sans-serif" font-size="11">${xml(s.name)}</text>`);
  const body = [`<style>${CHART_STYLE}</style>`, `<rect x="0" y="0" width="${width}" height="${height}" fill="#fff"/>`, `<text x="10" y="22" font-family="sans-serif" font-size="13">${xml(fig.caption)}</text>`, new XMLSerializer().serializeToString(chart), ...keys];
  return svgDocument(fig, width, height, body.join('\n'));
}

function svgDocument(fig, width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${metadata(fig)}\n${body}\n</svg>\n`;
}

/** The figure in `node` as SVG text, and its size. */
export function figureSvg(node, id) {
  const fig = figureOf(node, id);
  const svg = fig.series ? chartSvg(node, fig) : gridSvg(fig);
  const [, width, height] = svg.match(/width="([\d.]+)" height="([\d.]+)"/).map(Number);
  return { fig, svg, width, height };
}

/** The file name of a figure: attend-MODEL-FIGURE[-LlayerHhead].EXT, as `attend plot` names it. */
function fileName(fig, ext) {
  const model = fig.model.replace(/[^A-Za-z0-9_-]+/g, '-');
  const at = fig.layer === null ? '' : `-L${fig.layer}H${fig.head}`;
  return `attend-${model}-${fig.figure}${at}.${ext}`;
}

async function exportFigure(node, id, format) {
  const { fig, svg, width, height } = figureSvg(node, id);
  const blob = new Blob([svg], { type: 'image/svg+xml' });
  if (format === 'svg') return download(blob, fileName(fig, 'svg'));
  download(await rasterise(blob, width, height), fileName(fig, 'png'));
}

/** An SVG drawn on a canvas at twice its size, as a PNG. */
async function rasterise(blob, width, height) {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 2 * width;
    canvas.height = 2 * height;
    const g = canvas.getContext('2d');
    g.scale(2, 2);
    g.drawImage(image, 0, 0, width, height);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = el('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
