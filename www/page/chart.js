// Small SVG line charts: steps (or positions) across, one or more series up. The training panel's
// curves and the positional encoding's sinusoids.
import { figureData, fmt } from './draw.js';
import { t } from './i18n.js';

export const NS = 'http://www.w3.org/2000/svg';

/** Series colours, in the order charts take them. */
export const COLOURS = ['#3f007d', '#d62728', '#2ca02c', '#1f77b4', '#ff7f0e', '#17becf', '#8c564b', '#e377c2', '#7f7f7f'];

/** An SVG element `tag` with `attrs`, and `text` inside where given. */
export function node(tag, attrs, text) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

/**
 * series: [{name, colour, points: [[x, y], ...], dots, dash, line}] (`dash`: a dashed line; `line:
 * false`: dots alone); opts: {width, height, xMax, yMin, yMax, xLabel, yLabel, id, log}. With `log`
 * the y axis is logarithmic (for gradient norms). `xLabel(xMax)` names the x axis's end (`step
 * 300` by default, in the page's language).
 */
export function lineChart(series, opts) {
  const { width = 420, height = 180, yLabel = '', id, xLabel = (x) => t('chart-step', { step: x }) } = opts;
  const pad = { left: 44, right: 10, top: 10, bottom: 24 };
  const all = series.flatMap((s) => s.points).filter(([, y]) => Number.isFinite(y) && (!opts.log || y > 0));
  const xMax = Math.max(opts.xMax ?? 0, ...all.map(([x]) => x), 1);
  const ys = all.map(([, y]) => (opts.log ? Math.log10(y) : y));
  let yMin = opts.yMin ?? (ys.length ? Math.min(...ys) : 0);
  let yMax = opts.yMax ?? (ys.length ? Math.max(...ys) : 1);
  if (opts.log) {
    yMin = Math.floor(yMin);
    yMax = Math.ceil(yMax);
  }
  if (yMax <= yMin) yMax = yMin + 1;
  const sx = (x) => pad.left + (x / xMax) * (width - pad.left - pad.right);
  const sy = (y) => pad.top + (1 - ((opts.log ? Math.log10(y) : y) - yMin) / (yMax - yMin)) * (height - pad.top - pad.bottom);
  const svg = node('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'chart', ...(id ? { id } : {}) });
  figureData.set(svg, { series, opts });
  svg.append(node('rect', { x: pad.left, y: pad.top, width: width - pad.left - pad.right, height: height - pad.top - pad.bottom, class: 'chart-bg' }));
  for (const f of [0, 0.5, 1]) {
    const v = yMin + f * (yMax - yMin);
    const y = pad.top + (1 - f) * (height - pad.top - pad.bottom);
    svg.append(node('line', { x1: pad.left, x2: width - pad.right, y1: y, y2: y, class: 'chart-grid' }));
    svg.append(node('text', { x: pad.left - 4, y: y + 3, class: 'chart-tick', 'text-anchor': 'end' }, opts.log ? powerOfTen(Math.round(v)) : fmt(v, Math.abs(yMax - yMin) < 3 ? 2 : 1)));
  }
  svg.append(node('text', { x: width - pad.right, y: height - 6, class: 'chart-tick', 'text-anchor': 'end' }, xLabel(xMax)));
  svg.append(node('text', { x: pad.left, y: height - 6, class: 'chart-tick' }, yLabel));
  series.forEach((s) => {
    const pts = s.points.filter(([, y]) => Number.isFinite(y) && (!opts.log || y > 0));
    if (!pts.length) return;
    if (s.line !== false) svg.append(node('polyline', { points: pts.map(([x, y]) => `${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(' '), class: 'chart-line', stroke: s.colour, ...(s.dash ? { 'stroke-dasharray': '5 3' } : {}) }));
    if (s.dots) for (const [x, y] of pts) svg.append(node('circle', { cx: sx(x), cy: sy(y), r: 2.5, fill: s.colour }));
  });
  return svg;
}

/** 10 to the power `n`, written with superscripts (10⁻², 10⁰, 10¹): a tick of a log scale. */
function powerOfTen(n) {
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return `10${n < 0 ? '⁻' : ''}${[...String(Math.abs(n))].map((d) => digits[d]).join('')}`;
}

/** A legend for `series`: coloured names (a dashed series' swatch dashed). */
export function legend(series) {
  const div = document.createElement('div');
  div.className = 'legend';
  for (const s of series) {
    const item = document.createElement('span');
    item.innerHTML = s.dash ? `<i class="dash" style="border-color:${s.colour}"></i>` : `<i style="background:${s.colour}"></i>`;
    item.append(s.name);
    div.append(item);
  }
  return div;
}
