// The paper's experiments: its Table 3 run in this tab. Every row, the paper's variation applied
// to the French–English task's recipe (src/experiment/table3.rs), is trained over seeds on the
// training threads, and the table fills as runs finish: perplexity, BLEU with its spread and parameters beside the
// paper's figures, BLEU against parameters drawn as the paper's reader would, and what each row
// shows. The numbers are `attend experiment table3`'s (www/page/experiments.js).
import { NS, node } from '../chart.js';
import { el, fmt, section } from '../draw.js';
import { grouped, reasonOf, t } from '../i18n.js';
import { TABLE3, changeParts } from '../experiments.js';

/** The view's experiments (app.experiments), its rows listed on first sight. */
function experimentsOf(ctx) {
  const x = ctx.experiments;
  if (!x.state.rows && !x.listing) {
    x.listing = x.setSteps(x.state.steps).catch((e) => {
      x.state.message = t('exp-failed', { run: '', reason: reasonOf(e) });
      x.listing = null;
    });
  }
  return x;
}

function controls(x) {
  const s = x.state;
  const { have, need, running, queued } = x.counts();
  const busy = running + queued > 0;
  const number = (id, value, min, max, label, onchange) =>
    el('label', {}, `${label} `, el('input', { id, type: 'number', min, max, step: 1, value, disabled: busy, onchange: (e) => onchange(Math.min(max, Math.max(min, Math.round(Number(e.target.value) || min)))) }));
  return el(
    'div',
    { class: 'exp-controls' },
    number('exp-seeds', s.seeds, 1, TABLE3.max_seeds, t('exp-seeds'), (v) => x.setSeeds(v)),
    number('exp-steps', s.steps, 1, TABLE3.max_steps, t('exp-steps'), (v) => x.setSteps(v)),
    el('button', { type: 'button', id: 'exp-run-all', disabled: !s.rows || have >= need, onclick: () => x.run(s.rows.map((r) => r.id)) }, t('exp-run-all')),
    el('button', { type: 'button', id: 'exp-cancel', disabled: !busy, onclick: () => x.cancel() }, t('exp-cancel')),
    el('p', { class: 'explain', id: 'exp-status', 'aria-live': 'polite' }, t('exp-status', { have, need, running, queued, threads: x.threads() })),
    s.message ? el('p', { class: 'error', id: 'exp-message' }, s.message) : null,
  );
}

/** A row's cells: its settings, its numbers here (or its progress), the paper's, the comparison. */
function tableRows(x) {
  const s = x.state;
  const results = new Map((s.table?.rows ?? []).map((r) => [r.id, r]));
  return s.rows.map((row) => {
    const r = results.get(row.id);
    const c = row.config;
    const running = Object.entries(s.active).filter(([name]) => name.startsWith(`${row.id}-seed`));
    const progress = running.map(([name, p]) => `${name.slice(row.id.length + 1)} ${p.steps ? Math.round((100 * p.step) / p.steps) : 0}%`).join(', ');
    const here = r ? [fmt(r.ppl, 3), `${fmt(r.bleu, 1)} ± ${fmt(r.bleu_sd, 1)}`, t('exp-runs', { count: r.runs.length })] : ['–', progress || '–', ''];
    return el(
      'tr',
      { 'data-row': row.id },
      el('th', { scope: 'row', translate: 'no' }, row.id),
      el(
        'td',
        { class: 'exp-changes' },
        changeParts(row).map(([text, symbols], i) => [i ? ', ' : '', symbols ? el('span', { translate: 'no' }, text) : text]),
      ),
      [c.n, c.d_model, c.d_ff, c.h, c.d_k, c.d_v, c.p_drop, c.eps_ls].map((v) => el('td', { class: 'num' }, String(v))),
      el('td', {}, t(c.learned_positions ? 'exp-positions-learned' /* message */ : 'exp-positions-sinusoids' /* message */)),
      el('td', { class: 'num' }, grouped(c.steps)),
      el('td', { class: 'num', 'data-col': 'ppl' }, here[0]),
      el('td', { class: 'num', 'data-col': 'bleu' }, here[1]),
      el('td', { class: 'num' }, here[2]),
      el('td', { class: 'num' }, grouped(row.params)),
      el('td', { class: 'num paper' }, fmt(row.paper.ppl, 2)),
      el('td', { class: 'num paper' }, fmt(row.paper.bleu, 1)),
      el('td', { class: 'num paper' }, String(row.paper.params_m)),
      el('td', { 'data-col': 'moved' }, r?.agreement ? t(`exp-moved-${r.agreement}`) : '–'),
      el('td', {}, el('button', { type: 'button', class: 'exp-run', 'data-run': row.id, onclick: () => x.run([row.id]) }, t('exp-run-row'))),
    );
  });
}

function table(x) {
  // The paper's symbols as they are; the other headings in the page's language.
  const head = [
    'exp-col-row' /* message */,
    'exp-col-changes' /* message */,
    'N',
    'd_model',
    'd_ff',
    'h',
    'd_k',
    'd_v',
    'P_drop',
    'ε_ls',
    'exp-col-positions' /* message */,
    'exp-col-steps' /* message */,
    'exp-col-ppl' /* message */,
    'exp-col-bleu' /* message */,
    'exp-col-runs' /* message */,
    'exp-col-params' /* message */,
    'exp-col-paper-ppl' /* message */,
    'exp-col-paper-bleu' /* message */,
    'exp-col-paper-params' /* message */,
    'exp-col-moved' /* message */,
    '',
  ];
  return el(
    'div',
    { class: 'exp-table-box' },
    el(
      'table',
      { class: 'exp-table', id: 'exp-table' },
      el('thead', {}, el('tr', {}, head.map((h) => (h.startsWith('exp-') ? el('th', { scope: 'col' }, t(h)) : el('th', { scope: 'col', translate: 'no' }, h))))),
      el('tbody', {}, tableRows(x)),
    ),
  );
}

/** BLEU against parameters (millions, log scale): one panel's points [{id, x, y, sd}]. */
function panel(points, { title, width = 420, height = 260 }) {
  const pad = { left: 44, right: 14, top: 22, bottom: 30 };
  const svg = node('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'chart' });
  svg.append(node('text', { x: width / 2, y: 14, 'text-anchor': 'middle', class: 'chart-tick' }, title));
  const good = points.filter((p) => Number.isFinite(p.x) && p.x > 0 && Number.isFinite(p.y));
  if (!good.length) return svg;
  const lx = good.map((p) => Math.log10(p.x));
  const [x0, x1] = [Math.min(...lx) - 0.1, Math.max(...lx) + 0.1];
  const [y0, y1] = [Math.min(...good.map((p) => p.y - p.sd)) - 0.5, Math.max(...good.map((p) => p.y + p.sd)) + 0.5];
  const sx = (x) => pad.left + ((Math.log10(x) - x0) / (x1 - x0)) * (width - pad.left - pad.right);
  const sy = (y) => pad.top + (1 - (y - y0) / (y1 - y0)) * (height - pad.top - pad.bottom);
  svg.append(node('rect', { x: pad.left, y: pad.top, width: width - pad.left - pad.right, height: height - pad.top - pad.bottom, class: 'chart-bg' }));
  for (const f of [0, 0.5, 1]) {
    const v = y0 + f * (y1 - y0);
    svg.append(node('text', { x: pad.left - 4, y: sy(v) + 3, class: 'chart-tick', 'text-anchor': 'end' }, fmt(v, 1)));
  }
  svg.append(node('text', { x: width - pad.right, y: height - 6, class: 'chart-tick', 'text-anchor': 'end' }, t('exp-chart-x')));
  svg.append(node('text', { x: pad.left, y: height - 6, class: 'chart-tick', translate: 'no' }, 'BLEU'));
  for (const p of good) {
    const colour = p.id === 'base' ? '#000' : p.id === 'big' ? '#d62728' : '#3f007d';
    if (p.sd > 0) svg.append(node('line', { x1: sx(p.x), x2: sx(p.x), y1: sy(p.y - p.sd), y2: sy(p.y + p.sd), stroke: colour, 'stroke-opacity': 0.4 }));
    svg.append(node('circle', { cx: sx(p.x), cy: sy(p.y), r: 3.5, fill: colour, 'data-point': p.id }));
    svg.append(node('text', { x: sx(p.x) + 5, y: sy(p.y) - 5, class: 'chart-tick', translate: 'no' }, p.id));
  }
  return svg;
}

function chart(x) {
  const rows = x.state.table?.rows ?? [];
  const here = rows.map((r) => ({ id: r.id, x: r.params / 1e6, y: r.bleu, sd: r.bleu_sd }));
  const paper = x.state.rows.map((r) => ({ id: r.id, x: r.paper.params_m, y: r.paper.bleu, sd: 0 }));
  return el(
    'div',
    { class: 'side-by-side', id: 'exp-chart' },
    panel(here, { title: t('exp-chart-here') }),
    panel(paper, { title: t('exp-chart-paper') }),
  );
}

/** What each finished row shows, from its numbers, and why the toy task may differ. */
function readings(x) {
  const rows = x.state.table?.rows ?? [];
  const base = rows.find((r) => r.id === 'base');
  if (!base) return null;
  const items = rows
    .filter((r) => r.agreement)
    .map((r) => {
      const args = { row: r.id, here: fmt(r.bleu - base.bleu, 1), paper: fmt(r.paper.bleu - base.paper.bleu, 1) };
      return el('li', { 'data-reading': r.id }, `${t(`exp-says-${r.agreement}`, args)} ${t(`exp-why-${r.row}`)}`);
    });
  return items.length ? el('ul', { class: 'exp-readings', id: 'exp-readings' }, items) : null;
}

/** The table as CSV: a header, then a row of each row's numbers beside the paper's. */
export function tableCsv(table) {
  const head = ['row', 'label', 'N', 'd_model', 'd_ff', 'h', 'd_k', 'd_v', 'P_drop', 'eps_ls', 'learned_positions', 'steps', 'params', 'ppl', 'bleu', 'bleu_sd', 'seeds', 'paper_ppl', 'paper_bleu', 'paper_params_m', 'agreement'];
  const quote = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const lines = table.rows.map((r) => {
    const c = r.config;
    return [r.id, r.label, c.n, c.d_model, c.d_ff, c.h, c.d_k, c.d_v, c.p_drop, c.eps_ls, c.learned_positions, c.steps, r.params, r.ppl, r.bleu, r.bleu_sd, r.runs.length, r.paper.ppl, r.paper.bleu, r.paper.params_m, r.agreement ?? ''];
  });
  return [head, ...lines].map((l) => l.map(quote).join(',')).join('\n') + '\n';
}

function save(text, type, name) {
  const a = el('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function exports(x) {
  const table = x.state.table;
  const base = `attend-table3-${x.state.steps}-steps`;
  const svg = () => {
    const box = document.getElementById('exp-chart');
    const parts = [...box.querySelectorAll('svg')].map((s, i) => `<g transform="translate(${i * 430},0)">${s.innerHTML}</g>`);
    return `<svg xmlns="${NS}" width="860" height="260" viewBox="0 0 860 260"><style>.chart-tick{font:10px sans-serif}.chart-bg{fill:#fafafa}</style>${parts.join('')}</svg>`;
  };
  const button = (id, words, make) => el('button', { type: 'button', id, disabled: !table, onclick: make }, words);
  return el(
    'div',
    { class: 'exp-exports' },
    button('exp-export-json', t('exp-export-json'), () => save(JSON.stringify(table, null, 2), 'application/json', `${base}.json`)),
    button('exp-export-csv', t('exp-export-csv'), () => save(tableCsv(table), 'text/csv', `${base}.csv`)),
    button('exp-export-svg', t('exp-export-svg'), () => save(svg(), 'image/svg+xml', `${base}.svg`)),
  );
}

export const experiments = {
  id: 'experiments',
  get title() {
    return t('exp-title');
  },
  diagram: 'none',
  needsRun: false,
  render(ctx) {
    const x = experimentsOf(ctx);
    const ready = Boolean(x.state.rows);
    return el(
      'div',
      { id: 'exp-panel' },
      section(t('exp-heading'), t('exp-explain'), controls(x)),
      ready ? section(t('exp-table-heading'), t('exp-table-explain'), table(x)) : el('p', { class: 'explain' }, t('exp-listing')),
      ready ? section(t('exp-chart-heading'), null, chart(x)) : null,
      ready ? readings(x) : null,
      ready ? exports(x) : null,
    );
  },
};
