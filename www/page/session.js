// The conversation with the model's thread about the model: loading one (shipped, from a file or
// trained here), running it on the input, and handing its weights out.
import { $, app, busy, setStatus, showMessage } from './app.js';
import { fetchShipped } from './boot.js';
import { el } from './draw.js';
import { editList } from './edits.js';
import { MODELS, RERUN, writeHash } from './state.js';
import { Run } from './trace.js';
import { TASKS } from './training.js';
import { render, syncControls } from './view.js';

/** Changes the state; reruns the model when an input changed, else redraws. */
export async function set(patch) {
  const before = app.state;
  app.state = { ...before, ...patch };
  history.replaceState(null, '', writeHash(app.state));
  const changed = Object.keys(patch).filter((k) => patch[k] !== before[k]);
  if (['model', 'backend', 'snap'].some((k) => changed.includes(k))) await busy(loadModel);
  else if (changed.some((k) => RERUN.includes(k))) await busy(compute);
  else render();
}

/** The weights of model `id`: of its snapshot at step `state.snap` when it has one. */
async function modelBytes(id) {
  const mine = app.uploaded.get(id);
  if (mine) return (app.state.snap && mine.snapshots?.find((s) => s.step === app.state.snap)) || mine;
  const shipped = fetchShipped(id);
  if (!shipped) throw new Error(`there is no model called ${id}`);
  return { bytes: await shipped };
}

/** Opens `bytes` as the current model; on failure the previous model stays. */
async function openModel(id, name, bytes) {
  setStatus(`loading ${name}…`, 'busy');
  try {
    const opened = await app.client.open(bytes, app.state.backend);
    app.model = { id, name, bytes, info: opened.info, backend: opened.backend, starting: opened.starting };
    app.run = null; // a run of the previous model no longer matches what is loaded
    showBackend(opened.backend, opened.note, opened.starting);
    if (opened.starting) busy(() => handedOver(app.model));
    return true;
  } catch (e) {
    showMessage(`Could not load ${name}: ${e.message}`);
    setStatus(app.model ? `still showing ${app.model.name}` : 'no model loaded', 'error');
    return false;
  }
}

export async function loadModel() {
  const id = app.state.model;
  const plain = app.uploaded.get(id)?.name ?? MODELS.find((m) => m.id === id)?.name ?? id;
  const snapshot = app.state.snap && app.uploaded.get(id)?.snapshots.some((s) => s.step === app.state.snap);
  const name = snapshot ? `${plain}, as it was at step ${app.state.snap}` : plain;
  let bytes;
  try {
    ({ bytes } = await modelBytes(id));
  } catch (e) {
    showMessage(e.message);
    return;
  }
  if (await openModel(id, name, bytes)) {
    // compute() sends the run to the model's thread before its first await, so the thread
    // computes while the controls catch up here.
    const computing = compute();
    syncControls();
    await computing;
  } else if (app.model) {
    app.state = { ...app.state, model: app.model.id };
    history.replaceState(null, '', writeHash(app.state));
    syncControls();
  }
}

/** Names the backend on the page (`starting`: the one starting beside it, see handedOver). */
function showBackend(backend, note, starting) {
  const gpu = backend.startsWith('gpu');
  // In the browser wgpu knows no adapter name, only that it is WebGPU (and whether the adapter
  // is a software one, e.g. "gpu: WebGPU, emulated on the CPU").
  const adapter = backend.replace(/^gpu: /, '').replace(/^WebGPU,?/, '').trim();
  const name = gpu ? `WebGPU${adapter ? ` (${adapter})` : ''}` : 'CPU (wasm)';
  $('backend-name').textContent = starting ? `${name}, while WebGPU starts` : name;
  $('backend-name').className = gpu ? 'gpu' : 'cpu';
  if (note) showMessage(note, 'note');
}

/**
 * The first model of a visit opens on the CPU while WebGPU starts (www/model/worker.js, `open`): the
 * page shows its first pass at once and stays busy until the model's thread hands `model` over
 * to WebGPU with the input run again there; that run is shown unless the input has changed
 * since, when the input runs anew. A failing WebGPU leaves the model on the CPU, with a note.
 */
function handedOver(model) {
  return new Promise((resolve) => {
    const done = async ({ event, backend, note, current, run }) => {
      if (event !== 'backend') return;
      app.client.offEvent(done);
      model.starting = undefined;
      if (current && app.model === model) {
        model.backend = backend;
        showBackend(backend, note);
        if (run && JSON.stringify(run.args) === JSON.stringify(runArgs())) show(run.value, ' (its first there, which compiles its kernels)');
        else if (backend.startsWith('gpu')) await compute();
      }
      resolve();
    };
    app.client.onEvent(done);
  });
}

/** The model's thread's run request for the current input (www/model/worker.js, `run`). */
function runArgs() {
  const { text, pad, beam, alpha, samples: count, temperature, top_k, top_p, seed } = app.state;
  return { text, pad, beam, alpha, edits: editList(app.state), sampling: { count, settings: { temperature, top_k, top_p, seed } } };
}

/** Shows `result`, a run of the current input (`aside`: said after its time). */
function show(result, aside = '') {
  app.run = new Run(result);
  app.run.info = app.model.info; // the model this run belongs to, even if another is loaded later
  app.timings.lastRunMs = result.ms;
  showBackend(result.backend, result.note, app.model.starting);
  if (!result.note) showMessage('');
  const passes = result.before ? 'the plain and the edited pass, each with greedy and beam search,' : 'forward pass, greedy and beam search';
  setStatus(`${passes} in ${result.ms.toFixed(1)} ms on ${result.backend.startsWith('gpu') ? 'WebGPU' : 'the CPU'}${aside}`, 'ok');
  render();
  lookUpTruth(app.run.text);
  if (app.timings.firstShownMs === null) app.timings.firstShownMs = performance.now();
  if (app.timings.webGpuShownMs === null && result.backend.startsWith('gpu')) app.timings.webGpuShownMs = performance.now();
}

/** Runs the model on the current input; a bad input gets a message and the last run stays. */
export async function compute() {
  if (!app.model) return;
  setStatus('computing…', 'busy');
  try {
    show(await app.client.run(runArgs()));
  } catch (e) {
    showMessage(e.message);
    setStatus(app.run ? 'showing the previous input' : 'nothing to show yet', 'error');
    if (!app.run) render();
  }
}

/** The head scan of `text` on the loaded model, if it was run. */
export function scanFor(text) {
  const key = `${app.model?.id}|${text}`;
  return app.scan?.key === key ? app.scan.result : null;
}

/** Runs the head scan (src/scan.rs) on the current input and shows it. */
export async function scanHeads() {
  await busy(async () => {
    setStatus('switching off each head in turn…', 'busy');
    try {
      const result = await app.client.scan(app.state.text);
      app.scan = { key: `${app.model?.id}|${app.state.text}`, result };
      setStatus(`scanned ${result.heads.length} heads in ${result.ms.toFixed(0)} ms`, 'ok');
      if (result.note) showMessage(result.note, 'note');
    } catch (e) {
      showMessage(e.message);
      setStatus('the scan failed', 'error');
    }
    render();
  });
}

/** The true alignment of `text` in the loaded model's task (src/data/tasks): undefined until it
 * has been looked up, then {src, tgt, alignment}, or null when `text` is none of its pairs. */
export function truthFor(text) {
  const key = `${app.model?.id}|${app.state.snap}|${text}`;
  return app.truth?.key === key ? app.truth.value : undefined;
}

/** Looks `text` up among the pairs of the model's task, once per model and text, and redraws. */
function lookUpTruth(text) {
  const key = `${app.model?.id}|${app.state.snap}|${text}`;
  if (app.truth?.key === key) return;
  app.truth = { key, value: undefined };
  if (!app.model?.info.align_task) {
    app.truth.value = null;
    return;
  }
  busy(async () => {
    let value = null;
    try {
      value = await app.client.trueAlignment(text);
    } catch {
      // No pair to draw: the overlay says the input is none of the task's.
    }
    if (app.truth?.key !== key) return;
    app.truth.value = value;
    render();
  });
}

/** The AER table of the loaded model's cross-attention heads, if it was computed. */
export function alignFor() {
  return app.model?.aer ?? null;
}

/** Scores every cross-attention head against the true alignments of the held-out set of the
 * model's task (src/align.rs) and shows the table. */
export async function alignHeads() {
  await busy(async () => {
    setStatus('aligning the held-out pairs with each head…', 'busy');
    const model = app.model;
    try {
      const result = await app.client.alignTable();
      if (model) model.aer = result;
      setStatus(`scored ${result.layers * result.heads} heads on ${result.sentences} pairs in ${result.ms.toFixed(0)} ms`, 'ok');
      if (result.note) showMessage(result.note, 'note');
    } catch (e) {
      showMessage(e.message);
      setStatus('the alignment scores failed', 'error');
    }
    render();
  });
}

export async function loadFile(file) {
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

/** An input the model `id` understands: its shipped example, its own (a model trained on
 * sentence pairs keeps a held-out one), or its task's. */
export function exampleFor(id) {
  const shipped = MODELS.find((m) => m.id === id);
  if (shipped) return shipped.example;
  const model = app.uploaded.get(id);
  return model?.example ?? TASKS.find((t) => t.id === model?.task)?.example;
}

/** Opens a model trained in the panel (the first run's unless `t` names another) in the walkthrough. */
export function openTrained(t = app.training.state) {
  if (!app.uploaded.has(t.runId)) return;
  set({ model: t.runId, snap: 0, text: exampleFor(t.runId) ?? app.state.text, stage: 'input' });
}

function download(bytes, name) {
  const blob = new Blob([bytes], { type: 'application/octet-stream' });
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export function exportTrained(t = app.training.state) {
  const differs = t.differs ? `-${t.differs.key}-${t.differs.value}` : '';
  if (t.weights) download(t.weights, `attend-${t.settings.task}${differs}-${t.step}-steps.safetensors`);
}

export function exportModel() {
  if (!app.model) return;
  download(app.model.bytes, app.model.name.endsWith('.safetensors') ? app.model.name : `${app.model.id}.safetensors`);
}

export function addModel(record) {
  app.uploaded.set(record.id, { name: record.name, bytes: record.bytes, task: record.task, example: record.example, snapshots: record.snapshots ?? [] });
  syncControls();
}
