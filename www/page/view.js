// What the page draws from its state: the chosen view of the walkthrough, the controls' values,
// and the training panel as it changes.
import { highlight } from './diagram.js';
import { diffStats, el, resetDiffStats } from './draw.js';
import { editBar } from './edits.js';
import { figureControls } from './figure.js';
import { $, app } from './app.js';
import { grouped, t } from './i18n.js';
import { megabytes, weightsSize } from './folder.js';
import { HUB_PREFIX, MODELS } from './state.js';
import { input } from './stages/input.js';
import { embed } from './stages/embed.js';
import { positional } from './stages/positional.js';
import { attention } from './stages/attention.js';
import { multihead } from './stages/multihead.js';
import { addnorm } from './stages/addnorm.js';
import { ffn } from './stages/ffn.js';
import { encoder } from './stages/encoder.js';
import { decoder } from './stages/decoder.js';
import { output } from './stages/output.js';
import { maps } from './stages/maps.js';
import { scan } from './stages/scan.js';
import { align } from './stages/align.js';
import { train } from './stages/train.js';
import { experiments } from './stages/experiments.js';
import { TABLE3_PREFIX } from './experiments.js';

export const STAGES = [input, embed, positional, attention, multihead, addnorm, ffn, encoder, decoder, output, maps, scan, align, train, experiments];

export function stageIndex() {
  return Math.max(0, STAGES.findIndex((s) => s.id === app.state.stage));
}

export function render() {
  const stage = STAGES[stageIndex()];
  highlight(app.diagram, stage.diagram);
  for (const b of $('stages').querySelectorAll('button')) b.classList.toggle('on', b.dataset.stage === stage.id);
  $('prev').disabled = stageIndex() === 0;
  $('next').disabled = stageIndex() === STAGES.length - 1;
  const view = $('view');
  view.dataset.stage = stage.id;
  if (!app.run && stage.needsRun !== false) {
    view.replaceChildren(waiting());
    return;
  }
  const ctx = {
    run: app.run,
    info: app.run?.info,
    state: app.state,
    client: app.client,
    training: app.training,
    experiments: app.experiments,
    scanning: app.scanning,
    ...app.actions,
  };
  if (app.run) app.run.compare = Boolean(app.state.diff);
  resetDiffStats();
  let content;
  try {
    content = stage.render(ctx);
  } catch (e) {
    content = el('p', { class: 'error' }, t('view-failed', { reason: e.message }));
    console.warn(e);
  }
  const bar = editBar(ctx, diffStats);
  view.replaceChildren(el('h2', {}, `${stageIndex() + 1}. ${stage.title}`), ...(bar ? [bar] : []), content);
  figureControls(view);
  app.tour?.drawn(); // the guided tour outlines its card's element in the view just drawn
}

/** What the view shows before a run: what the loaded model reads, or that it is loading. */
function waiting() {
  if (!app.model) return el('p', { class: 'explain' }, t('view-loading'));
  const { vocab, config } = app.model.info;
  const known = vocab.src.filter((token) => !/^<.+>$/.test(token));
  const type = { bpe: 'view-type-pieces' /* message */, word: 'view-type-words' /* message */ }[vocab.kind] ?? 'view-type-characters' /* message */;
  return el(
    'div',
    {},
    el('h2', {}, app.model.name),
    el('p', { class: 'explain' }, t(type, { max: config.max_len })),
    el('p', { class: 'mono', translate: 'no' }, known.map((token) => (token === ' ' ? '␣' : token)).join(' ')),
  );
}

/** The Hub models kept in this browser, each with its size and a way to delete it. */
function keptList() {
  const kept = [...app.uploaded].filter(([id, u]) => u.kept && id.startsWith(HUB_PREFIX));
  const box = $('kept');
  box.hidden = kept.length === 0;
  if (!kept.length) return $('kept-list').replaceChildren();
  const total = kept.reduce((sum, [, u]) => sum + weightsSize(u.bytes), 0);
  $('kept-summary').textContent = t('kept-summary', { count: kept.length, size: megabytes(total) });
  $('kept-list').replaceChildren(
    ...kept.map(([id, u]) =>
      el('li', {}, `${u.name} (${megabytes(weightsSize(u.bytes))}) `, el('button', { type: 'button', 'data-id': id, onclick: () => app.actions.forget(id) }, t('kept-delete'))),
    ),
  );
}

/** How the picker names a model loaded or trained here: a Hub repository, a model trained here
 * (the name the panel or the paper's experiments gave it), or a file. */
function pickerName(id, u) {
  if (id.startsWith(HUB_PREFIX)) return t('picker-hub', { repo: id.slice(HUB_PREFIX.length), size: megabytes(weightsSize(u.bytes)) });
  const trained = id.startsWith('trained-') || id.startsWith(TABLE3_PREFIX);
  return u.task && trained ? u.name : t('picker-file', { name: u.name });
}

export function syncControls() {
  const picker = $('model');
  picker.replaceChildren(
    ...MODELS.map((m) => el('option', { value: m.id }, m.name)),
    ...[...app.uploaded].map(([id, u]) => el('option', { value: id }, pickerName(id, u))),
  );
  picker.value = app.state.model;
  keptList();
  snapshotSlider();
  $('text').value = app.state.text;
  $('pad').value = app.state.pad;
  $('backend').value = app.state.backend;
  $('lang').value = app.state.lang;
  modelFacts();
}

/**
 * The loaded model's size and design in a line (redrawn when the language changes): where its
 * layer norms stand (post-LN named too, the paper's and the most asked-about choice), then each
 * way it differs from the paper's base model, as the core names them (`Departure`).
 */
function modelFacts() {
  const info = app.model?.info;
  if (!info) return $('model-facts').replaceChildren();
  const c = info.config;
  const design = c.norm_first ? t('departure-pre-ln') : t('facts-post-ln');
  const args = { d: c.d_model, heads: c.n_heads, enc: c.n_encoder_layers, dec: c.n_decoder_layers, dff: c.d_ff, design, parameters: grouped(info.parameters), max: c.max_len };
  const departures = info.departures.filter((d) => d !== 'pre-ln').map((d) => t(`departure-${d}`));
  const unlike = departures.length ? `; ${t('facts-departures', { list: departures.join(t('facts-separator')) })}` : '';
  $('model-facts').textContent = t('facts', args) + unlike;
}

/**
 * For a model trained here: a slider over the weights kept at each scoring, which moves the
 * whole walkthrough to the model as it was at that step.
 */
function snapshotSlider() {
  const box = $('snapshot');
  const steps = (app.uploaded.get(app.state.model)?.snapshots ?? []).map((s) => s.step);
  box.hidden = steps.length < 2;
  if (box.hidden) return box.replaceChildren();
  const at = steps.includes(app.state.snap) ? steps.indexOf(app.state.snap) : steps.length - 1;
  const label = el('output', { id: 'snapshot-step' }, t('snapshot-step', { step: steps[at] }));
  const slider = el('input', { type: 'range', id: 'snapshot-range', min: 0, max: steps.length - 1, step: 1, value: at, 'aria-label': t('snapshot-label'), 'aria-valuetext': t('snapshot-step', { step: steps[at] }) });
  slider.addEventListener('input', () => {
    label.textContent = t('snapshot-step', { step: steps[slider.value] });
    slider.setAttribute('aria-valuetext', label.textContent);
  });
  slider.addEventListener('change', () => app.actions.set({ snap: steps[slider.value] }));
  box.replaceChildren(el('label', {}, t('snapshot-lead'), ' ', slider, ' ', label));
}

let redraw = 0;

let redrawAll = false;

let scored = false;

let experimentsRedraw = 0;

/** Redraws the paper's experiments when they are on screen, at most once a frame. */
export function experimentsChanged() {
  if (app.state.stage !== 'experiments' || experimentsRedraw) return;
  experimentsRedraw = requestAnimationFrame(() => {
    experimentsRedraw = 0;
    if (app.state.stage === 'experiments') render();
  });
}

/** Redraws the training panel when it is on screen, at most once a frame; after a step only its
 * figures and curves, after a scoring its outputs and attention too (see train.update). */
export function trainingChanged(kind) {
  if (app.state.stage !== 'train') return;
  redrawAll = redrawAll || !['progress', 'eval'].includes(kind);
  scored = scored || kind === 'eval';
  if (redraw) return;
  redraw = requestAnimationFrame(() => {
    redraw = 0;
    const [all, withScoring] = [redrawAll, scored];
    redrawAll = false;
    scored = false;
    if (all || !train.update({ training: app.training }, withScoring)) render();
  });
}
