// The page: controls, the walkthrough's views, and the conversation with the model's thread.
import { ModelClient } from './client.js';
import { diagram, highlight } from './diagram.js';
import { el, installTooltip } from './draw.js';
import { DEFAULTS, MODELS, RERUN, readHash, writeHash } from './state.js';
import { Run } from './trace.js';
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
import { train } from './stages/train.js';
import { loadModels } from './store.js';
import { createTraining, TASKS } from './training.js';

const STAGES = [input, embed, positional, attention, multihead, addnorm, ffn, encoder, decoder, output, maps, train];
const $ = (id) => document.getElementById(id);

// What the page knows; `window.attend` exposes it for the browser tests and the curious.
const app = {
  state: readHash(location.hash),
  client: null,
  model: null, // {id, name, bytes, info, backend}
  run: null,
  busy: false, // true while the model loads or runs (the tests wait on it)
  pending: 0,
  error: '',
  timings: { start: performance.now(), firstShownMs: null, lastRunMs: null },
  uploaded: new Map(), // id -> {name, bytes, task}: files loaded and models trained here
  training: null,
};
window.attend = app;

function setStatus(text, kind = '') {
  const status = $('status');
  status.textContent = text;
  status.className = kind;
}

function showMessage(text, kind = 'error') {
  const box = $('message');
  box.textContent = text;
  box.className = text ? kind : '';
  box.hidden = !text;
}

function stageIndex() {
  return Math.max(0, STAGES.findIndex((s) => s.id === app.state.stage));
}

/** Changes the state; reruns the model when an input changed, else redraws. */
async function set(patch) {
  const before = app.state;
  app.state = { ...before, ...patch };
  history.replaceState(null, '', writeHash(app.state));
  const changed = Object.keys(patch).filter((k) => patch[k] !== before[k]);
  if (changed.includes('model') || changed.includes('backend')) await busy(loadModel);
  else if (changed.some((k) => RERUN.includes(k))) await busy(compute);
  else render();
}

/** Runs `work` with the page marked busy until it (and any work started beside it) ends. */
async function busy(work) {
  app.pending++;
  app.busy = true;
  document.body.dataset.status = 'busy';
  try {
    await work();
  } finally {
    app.pending--;
    if (app.pending === 0) {
      app.busy = false;
      document.body.dataset.status = 'ready';
    }
  }
}

async function modelBytes(id) {
  if (app.uploaded.has(id)) return app.uploaded.get(id).bytes;
  const shipped = MODELS.find((m) => m.id === id);
  if (!shipped) throw new Error(`there is no model called ${id}`);
  const response = await fetch(`www/models/${id}.safetensors`);
  if (!response.ok) throw new Error(`could not fetch the ${id} model (HTTP ${response.status})`);
  return response.arrayBuffer();
}

/** Opens `bytes` as the current model; on failure the previous model stays. */
async function openModel(id, name, bytes) {
  setStatus(`loading ${name}…`, 'busy');
  try {
    const opened = await app.client.open(bytes, app.state.backend);
    app.model = { id, name, bytes, info: opened.info, backend: opened.backend };
    app.run = null; // a run of the previous model no longer matches what is loaded
    showBackend(opened.backend, opened.note);
    return true;
  } catch (e) {
    showMessage(`Could not load ${name}: ${e.message}`);
    setStatus(app.model ? `still showing ${app.model.name}` : 'no model loaded', 'error');
    return false;
  }
}

async function loadModel() {
  const id = app.state.model;
  const name = app.uploaded.get(id)?.name ?? MODELS.find((m) => m.id === id)?.name ?? id;
  let bytes;
  try {
    bytes = await modelBytes(id);
  } catch (e) {
    showMessage(e.message);
    return;
  }
  if (await openModel(id, name, bytes)) {
    syncControls();
    await compute();
  } else if (app.model) {
    app.state = { ...app.state, model: app.model.id };
    history.replaceState(null, '', writeHash(app.state));
    syncControls();
  }
}

function showBackend(backend, note) {
  const gpu = backend.startsWith('gpu');
  // In the browser wgpu knows no adapter name, only that it is WebGPU (and whether the adapter
  // is a software one, e.g. "gpu: WebGPU, emulated on the CPU").
  const adapter = backend.replace(/^gpu: /, '').replace(/^WebGPU,?/, '').trim();
  $('backend-name').textContent = gpu ? `WebGPU${adapter ? ` (${adapter})` : ''}` : 'CPU (wasm)';
  $('backend-name').className = gpu ? 'gpu' : 'cpu';
  if (note) showMessage(note, 'note');
}

/** Runs the model on the current input; a bad input gets a message and the last run stays. */
async function compute() {
  if (!app.model) return;
  const { text, pad, beam, alpha } = app.state;
  setStatus('computing…', 'busy');
  try {
    const result = await app.client.run(text, pad, beam, alpha);
    app.run = new Run(result);
    app.run.info = app.model.info; // the model this run belongs to, even if another is loaded later
    app.timings.lastRunMs = result.ms;
    showBackend(result.backend, result.note);
    if (!result.note) showMessage('');
    setStatus(`forward pass, greedy and beam search in ${result.ms.toFixed(1)} ms on ${result.backend.startsWith('gpu') ? 'WebGPU' : 'the CPU'}`, 'ok');
    render();
    if (app.timings.firstShownMs === null) app.timings.firstShownMs = performance.now() - app.timings.start;
  } catch (e) {
    showMessage(e.message);
    setStatus(app.run ? 'showing the previous input' : 'nothing to show yet', 'error');
    if (!app.run) render();
  }
}

function render() {
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
    set,
    client: app.client,
    training: app.training,
    openTrained,
    exportTrained,
  };
  let content;
  try {
    content = stage.render(ctx);
  } catch (e) {
    content = el('p', { class: 'error' }, `This view could not be drawn: ${e.message}`);
    console.warn(e);
  }
  view.replaceChildren(el('h2', {}, `${stageIndex() + 1}. ${stage.title}`), content);
}

/** What the view shows before a run: what the loaded model reads, or that it is loading. */
function waiting() {
  if (!app.model) return el('p', { class: 'explain' }, 'Loading the model…');
  const { vocab, config } = app.model.info;
  const known = vocab.src.filter((t) => !/^<.+>$/.test(t));
  return el(
    'div',
    {},
    el('h2', {}, app.model.name),
    el('p', { class: 'explain' }, `Type an input this model understands and press Run: up to ${config.max_len} ${vocab.kind === 'word' ? 'words' : 'characters'} from its vocabulary:`),
    el('p', { class: 'mono' }, known.map((t) => (t === ' ' ? '␣' : t)).join(vocab.kind === 'word' ? ' ' : ' ')),
  );
}

function step(delta) {
  const i = Math.max(0, Math.min(STAGES.length - 1, stageIndex() + delta));
  set({ stage: STAGES[i].id });
}

function syncControls() {
  const picker = $('model');
  picker.replaceChildren(
    ...MODELS.map((m) => el('option', { value: m.id }, m.name)),
    ...[...app.uploaded].map(([id, u]) => el('option', { value: id }, u.task && id.startsWith('trained-') ? u.name : `file: ${u.name}`)),
  );
  picker.value = app.state.model;
  $('text').value = app.state.text;
  $('pad').value = app.state.pad;
  $('backend').value = app.state.backend;
  const c = app.model?.info.config;
  $('model-facts').textContent = c
    ? `d_model ${c.d_model}, ${c.n_heads} heads, ${c.n_encoder_layers}+${c.n_decoder_layers} layers, d_ff ${c.d_ff}, ${c.norm_first ? 'pre-LN' : 'post-LN'}, ${app.model.info.parameters.toLocaleString('en')} parameters, inputs up to ${c.max_len} tokens`
    : '';
}

async function loadFile(file) {
  await busy(async () => {
    const bytes = await file.arrayBuffer();
    const id = `file-${app.uploaded.size + 1}`;
    if (!(await openModel(id, file.name, bytes))) return;
    app.uploaded.set(id, { name: file.name, bytes });
    app.state = { ...app.state, model: id };
    history.replaceState(null, '', writeHash(app.state));
    syncControls();
    showMessage(`Loaded ${file.name}.`, 'note');
    await compute();
  });
}

/** An input the model `id` understands: its shipped example, or its task's. */
function exampleFor(id) {
  const shipped = MODELS.find((m) => m.id === id);
  if (shipped) return shipped.example;
  const task = app.uploaded.get(id)?.task;
  return TASKS.find((t) => t.id === task)?.example;
}

/** Opens the model trained in the panel in the walkthrough. */
function openTrained() {
  const t = app.training.state;
  if (!app.uploaded.has(t.runId)) return;
  set({ model: t.runId, text: exampleFor(t.runId) ?? app.state.text, stage: 'input' });
}

function download(bytes, name) {
  const blob = new Blob([bytes], { type: 'application/octet-stream' });
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function exportTrained() {
  const t = app.training.state;
  if (t.weights) download(t.weights, `attend-${t.settings.task}-${t.step}-steps.safetensors`);
}

function exportModel() {
  if (!app.model) return;
  download(app.model.bytes, app.model.name.endsWith('.safetensors') ? app.model.name : `${app.model.id}.safetensors`);
}

function buildControls() {
  app.diagram = diagram((stage) => set({ stage }), { enc: 2, dec: 2 });
  $('diagram').append(app.diagram);
  $('stages').append(
    ...STAGES.map((s, i) => el('button', { 'data-stage': s.id, onclick: () => set({ stage: s.id }) }, `${i + 1}. ${s.title}`)),
  );
  $('prev').addEventListener('click', () => step(-1));
  $('next').addEventListener('click', () => step(1));
  $('input-form').addEventListener('submit', (event) => {
    event.preventDefault();
    set({ text: $('text').value, pad: Number($('pad').value) || 0 });
  });
  $('model').addEventListener('change', (event) => {
    const id = event.target.value;
    const example = exampleFor(id);
    set({ model: id, ...(example ? { text: example } : {}) });
  });
  $('backend').addEventListener('change', (event) => set({ backend: event.target.value }));
  $('weights-file').addEventListener('change', (event) => {
    const file = event.target.files[0];
    event.target.value = '';
    if (file) loadFile(file);
  });
  $('export').addEventListener('click', exportModel);
  document.addEventListener('keydown', (event) => {
    if (event.target.closest('input, select, textarea')) return;
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  });
  window.addEventListener('hashchange', () => {
    const next = readHash(location.hash);
    const patch = Object.fromEntries(Object.entries(next).filter(([k, v]) => app.state[k] !== v));
    if (Object.keys(patch).length) set(patch);
  });
}

let redraw = 0;

let redrawAll = false;

/** Redraws the training panel when it is on screen, at most once a frame; after a step or a
 * scoring only the parts that changed (see train.update). */
function trainingChanged(kind) {
  if (app.state.stage !== 'train') return;
  redrawAll = redrawAll || !['progress', 'eval'].includes(kind);
  if (redraw) return;
  redraw = requestAnimationFrame(() => {
    redraw = 0;
    const all = redrawAll;
    redrawAll = false;
    if (all || !train.update({ training: app.training })) render();
  });
}

function addModel(record) {
  app.uploaded.set(record.id, { name: record.name, bytes: record.bytes, task: record.task });
  syncControls();
}

async function start() {
  installTooltip();
  buildControls();
  try {
    app.client = new ModelClient();
  } catch (e) {
    showMessage(`This browser cannot start the model's thread: ${e.message}`);
    return;
  }
  app.training = createTraining(app, { onChange: trainingChanged, addModel });
  try {
    for (const record of await loadModels()) addModel(record);
  } catch (e) {
    showMessage(`Models trained earlier could not be read from this browser's storage: ${e.message}`, 'note');
  }
  syncControls();
  history.replaceState(null, '', writeHash(app.state));
  await busy(loadModel);
  if (!app.model && app.state.model !== DEFAULTS.model) {
    await set({ model: DEFAULTS.model, text: DEFAULTS.text });
  }
  if (app.state.stage === 'train') render();
}

window.addEventListener('error', (event) => showMessage(`Something went wrong: ${event.message}`));
window.addEventListener('unhandledrejection', (event) => showMessage(`Something went wrong: ${event.reason?.message ?? event.reason}`));
start();
