// The conversation with the model's thread about the model: loading one (shipped, from a file or
// trained here), running it on the input, and handing its weights out.
import { $, app, busy, setStatus, showMessage } from './app.js';
import { earlyOpen, earlyRun, fetchShipped } from './boot.js';
import { download as downloadRepo, HUB, isFolder, isRepo, megabytes, readFolder, weightsSize } from './folder.js';
import { layersOf, showLayers } from './diagram.js';
import { el, fmt } from './draw.js';
import { reasonOf, t, unseenNote } from './i18n.js';
import { DEFAULTS, HUB_PREFIX, MODELS, OFFERED, RERUN, runArgs, writeHash } from './state.js';
import { deleteModel, saveModel } from './store.js';
import { Run } from './trace.js';
import { TASKS } from './panel.js';
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

/** The weights of model `id`: of its snapshot at step `state.snap` when it has one; a Hub
 * repository's (`hub:ORG/NAME`) are downloaded the first time. */
async function modelBytes(id) {
  const mine = app.uploaded.get(id);
  if (mine) return (app.state.snap && mine.snapshots?.find((s) => s.step === app.state.snap)) || mine;
  if (id.startsWith(HUB_PREFIX)) return { bytes: await fromHub(id.slice(HUB_PREFIX.length)) };
  const shipped = fetchShipped(id);
  if (!shipped) throw new Error(t('error-no-such-model', { id }));
  try {
    return { bytes: await shipped };
  } catch (e) {
    // A download the server refused has its HTTP status (www/shipped.js).
    const status = e.args?.status;
    throw new Error(status ? t('error-model-http', { name: modelName(id), status: String(status) }) : t('error-model-fetch', { name: modelName(id), reason: e.message }));
  }
}

/** Opens `bytes` as the current model (model `id`, at step `snap` of its training where that is
 * not 0; `file`: the name of a file opened); on failure the previous model stays. */
async function openModel(id, snap, bytes, file = undefined) {
  const name = modelName(id, snap, file);
  setStatus(t('status-loading', { name }), 'busy');
  try {
    const opened = await (earlyOpen(bytes, app.state.backend) ?? app.client.open(bytes, app.state.backend));
    // A model with its own generation settings searches with its own beam size when it opens,
    // unless the person chose another.
    const own = opened.info.generation?.num_beams;
    if (own > 1 && id !== app.model?.id && app.state.beam === DEFAULTS.beam) {
      app.state = { ...app.state, beam: Math.min(OFFERED.beam, own) };
      history.replaceState(null, '', writeHash(app.state));
    }
    app.model = {
      id,
      // In the page's language, whenever it is asked for.
      get name() {
        return modelName(id, snap, file);
      },
      bytes,
      info: opened.info,
      backend: opened.backend,
      starting: opened.starting,
    };
    app.run = null; // a run of the previous model no longer matches what is loaded
    if (app.diagram) showLayers(app.diagram, layersOf(opened.info));
    showBackend(opened.backend, opened.note, opened.starting);
    if (opened.starting) busy(() => handedOver(app.model));
    return true;
  } catch (e) {
    showMessage(t('error-load', { name, reason: reasonOf(e) }));
    setStatus(app.model ? t('status-still-showing', { name: app.model.name }) : t('status-no-model'), 'error');
    return false;
  }
}

/** The name of model `id` in the page's language: a shipped model's task, a file's name, or the
 * name the training panel gave a model trained here (`file`: the name of a file not yet listed);
 * at step `snap` where it is a snapshot. */
export function modelName(id, snap = 0, file = undefined) {
  const hub = id.startsWith(HUB_PREFIX) ? id.slice(HUB_PREFIX.length) : null;
  const plain = app.uploaded.get(id)?.name ?? hub ?? file ?? MODELS.find((m) => m.id === id)?.name ?? id;
  return snap ? t('model-at-step', { name: plain, step: snap }) : plain;
}

export async function loadModel() {
  const id = app.state.model;
  const snapshot = app.state.snap && app.uploaded.get(id)?.snapshots.some((s) => s.step === app.state.snap);
  const snap = snapshot ? app.state.snap : 0;
  let bytes;
  try {
    ({ bytes } = await modelBytes(id));
  } catch (e) {
    showMessage(e.message);
    keepShown();
    return;
  }
  if (await openModel(id, snap, bytes)) {
    if (id.startsWith(HUB_PREFIX) && !app.uploaded.has(id)) {
      app.uploaded.set(id, { name: id.slice(HUB_PREFIX.length), bytes });
      offerToKeep(id);
    }
    // compute() sends the run to the model's thread before its first await, so the thread
    // computes while the controls catch up here.
    const computing = compute();
    syncControls();
    await computing;
  } else keepShown();
}

/** After a model failed to open: the address and the controls name the model still shown. */
function keepShown() {
  if (!app.model) return;
  app.state = { ...app.state, model: app.model.id };
  history.replaceState(null, '', writeHash(app.state));
  syncControls();
}

let downloading = null; // the AbortController of the download under way

/**
 * Downloads repository `repo` from the Hub (or `state.hubbase`), showing its progress with a way
 * to cancel, and returns its files [{name, bytes}], which the model's thread opens.
 */
async function fromHub(repo) {
  const base = app.state.hubbase || HUB;
  downloading?.abort();
  const controller = new AbortController();
  downloading = controller;
  const box = $('download');
  box.hidden = false;
  const show = ({ file, loaded, total, left }) => {
    $('download-bar').max = total || 1;
    if (total) $('download-bar').value = loaded;
    else $('download-bar').removeAttribute('value');
    const args = { repo, file, loaded: megabytes(loaded), total: total ? megabytes(total) : '?', left: left === null ? '…' : clock(left) };
    $('download-text').textContent = t('download-progress', args);
  };
  show({ file: 'config.json', loaded: 0, total: null, left: null });
  setStatus(t('status-downloading', { repo }), 'busy');
  try {
    return await downloadRepo(repo, base, show, controller.signal);
  } finally {
    if (downloading === controller) downloading = null;
    box.hidden = true;
  }
}

/** A model downloaded is kept in this browser without asking up to this size; past it the page
 * asks first (the browser's storage is the person's). */
const KEEP_WITHOUT_ASKING = 100e6;

/** Keeps the Hub model `id` in this browser's storage (IndexedDB), asking first where it is
 * large: it opens from there later, offline too. */
function offerToKeep(id) {
  const u = app.uploaded.get(id);
  const keep = async () => {
    $('keep').hidden = true;
    const record = { id, name: u.name, hub: true, bytes: u.bytes, saved: Date.now() };
    try {
      await saveModel(record);
      u.kept = true;
      syncControls();
    } catch (e) {
      showMessage(t('keep-failed', { name: u.name, reason: e.message }), 'note');
    }
  };
  const size = weightsSize(u.bytes);
  if (size <= KEEP_WITHOUT_ASKING) return keep();
  $('keep-text').textContent = t('keep-ask', { name: u.name, size: megabytes(size) });
  $('keep-yes').onclick = keep;
  $('keep-no').onclick = () => ($('keep').hidden = true);
  $('keep').hidden = false;
}

/** Deletes the kept model `id` from this browser's storage and from the picker; the page moves
 * to the first shipped model where it was the one shown. */
export async function forget(id) {
  const name = app.uploaded.get(id)?.name ?? id;
  try {
    await deleteModel(id);
  } catch (e) {
    showMessage(t('keep-failed', { name, reason: e.message }));
    return;
  }
  app.uploaded.delete(id);
  showMessage(t('kept-deleted', { name }), 'note');
  if (app.state.model === id) await set({ model: DEFAULTS.model, text: DEFAULTS.text, snap: 0 });
  else syncControls();
}

/** Cancels the download under way, if any. */
export function cancelDownload() {
  downloading?.abort();
}

/** Seconds as m:ss. */
function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Opens repository `repo` of the Hub (the field beside "load weights…"). */
export function openHub(repo) {
  const name = repo.trim();
  if (!isRepo(name)) {
    showMessage(t('hub-bad-name', { repo: name }));
    return;
  }
  set({ model: HUB_PREFIX + name, snap: 0 });
}

/** The backend in words, from the core's name of it (`gpu: WebGPU`, `cpu`). In the browser wgpu
 * knows no adapter name, only that it is WebGPU and whether the adapter is a software one
 * (`gpu: WebGPU, emulated on the CPU`); any other adapter is named as the core names it. */
function backendWords(backend) {
  if (!backend.startsWith('gpu')) return t('backend-cpu');
  const adapter = backend.replace(/^gpu: /, '').replace(/^WebGPU,?/, '').trim();
  if (!adapter) return t('backend-webgpu');
  if (adapter === 'emulated on the CPU') return t('backend-webgpu-emulated');
  return t('backend-webgpu-adapter', { adapter });
}

/** Names the backend on the page (`starting`: the one starting beside it, see handedOver); the
 * name follows a change of language (showBackendName). */
function showBackend(backend, note, starting) {
  shownBackend = { backend, starting };
  showBackendName();
  if (note) showMessage(note, 'note');
}

let shownBackend = null; // {backend, starting}: what the header names

/** Names the backend shown, in the page's language. */
export function showBackendName() {
  if (!shownBackend) return;
  const { backend, starting } = shownBackend;
  const name = backendWords(backend);
  $('backend-name').textContent = starting ? t('backend-while-starting', { backend: name }) : name;
  $('backend-name').className = backend.startsWith('gpu') ? 'gpu' : 'cpu';
}

/**
 * The first model of a visit opens on the CPU while WebGPU starts (www/model/worker.js, `open`): the
 * page shows its first pass at once and stays busy until the model's thread hands `model` over
 * to WebGPU with the input run again there; that run is shown unless the input has changed
 * since, when the input runs anew. A failing WebGPU leaves the model on the CPU, with a note.
 */
async function handedOver(model) {
  const { backend, note, current, run } = await app.client.handOver();
  model.starting = undefined;
  if (current && app.model === model) {
    model.backend = backend;
    showBackend(backend, note);
    if (run && JSON.stringify(run.args) === JSON.stringify(runArgs(app.state))) show(run.value, true);
    else if (backend.startsWith('gpu')) await compute();
  }
}

/** Shows `result`, a run of the current input (`first`: WebGPU's first run, which the status
 * line says compiled its kernels). */
function show(result, first = false) {
  app.run = new Run(result);
  app.run.info = app.model.info; // the model this run belongs to, even if another is loaded later
  app.timings.lastRunMs = result.ms;
  showBackend(result.backend, result.note, app.model.starting);
  const unseen = unseenNote(app.run.src.unseen);
  if (unseen) showMessage(result.note ? `${result.note} ${unseen}` : unseen, 'note');
  else if (!result.note) showMessage('');
  const args = { ms: fmt(result.ms, 1), on: result.backend.startsWith('gpu') ? 'gpu' : 'cpu' };
  const ran = t(result.before ? 'status-ran-edited' /* message */ : 'status-ran' /* message */, args);
  setStatus(first ? t('status-first-on-gpu', { ran }) : ran, 'ok');
  render();
  if (app.timings.firstShownMs === null) app.timings.firstShownMs = performance.now();
  if (app.timings.webGpuShownMs === null && result.backend.startsWith('gpu')) app.timings.webGpuShownMs = performance.now();
}

/** Runs the model on the current input; a bad input gets a message and the last run stays. */
export async function compute() {
  if (!app.model) return;
  setStatus(t('status-computing'), 'busy');
  try {
    const args = runArgs(app.state);
    show(await (earlyRun(args) ?? app.client.run(args)));
  } catch (e) {
    // The core's reason, in the page's language where the core says it as a message (reasonOf),
    // inside the frame for its kind: an input refused, or a run that failed.
    const frame = e.name === 'InputError' ? 'error-input' /* message */ : 'error-run' /* message */;
    showMessage(t(frame, { reason: reasonOf(e) }));
    setStatus(app.run ? t('status-previous-input') : t('status-nothing-yet'), 'error');
    if (!app.run) render();
  }
}

/** Which model, input and output limit a head scan was of. */
function scanKey(text) {
  return `${app.model?.id}|${text}|${app.state.maxout}`;
}

/** The head scan of `text` on the loaded model, if it was run. */
export function scanFor(text) {
  return app.scan?.key === scanKey(text) ? app.scan.result : null;
}

/** Runs the head scan (src/scan.rs) on the current input and shows it, with its progress
 * (`app.scanning`, {done, total}) as it goes; `cancelScan` stops it and the last scan stays. */
export async function scanHeads() {
  await busy(async () => {
    setStatus(t('status-scanning'), 'busy');
    app.scanning = { done: 0, total: 0 };
    render();
    try {
      const key = scanKey(app.state.text);
      const result = await app.client.scan(app.state.text, app.state.maxout, (p) => showScanProgress(p));
      if (result.cancelled) {
        setStatus(t('status-scan-cancelled'), 'ok');
      } else {
        app.scan = { key, result };
        setStatus(t('status-scanned', { heads: result.heads.length, ms: fmt(result.ms, 0) }), 'ok');
        if (result.note) showMessage(result.note, 'note');
      }
    } catch (e) {
      showMessage(t('error-scan', { reason: reasonOf(e) }));
      setStatus(t('status-scan-failed'), 'error');
    } finally {
      app.scanning = null;
    }
    render();
  });
}

/** Stops the head scan under way. */
export function cancelScan() {
  if (app.scanning) app.client.cancelScan();
}

/** The scan's progress, on the scan view's bar where it is shown. */
function showScanProgress({ done, total }) {
  app.scanning = { done, total };
  const bar = document.getElementById('scan-progress');
  if (!bar) return;
  bar.max = total;
  bar.value = done;
  const words = document.getElementById('scan-progress-text');
  if (words) words.textContent = t('scan-progress', { done, total });
}

/** The true alignment of `text` in the loaded model's task (src/data/tasks): undefined until it
 * has been looked up (asking starts the look-up, and the page is drawn again when it ends), then
 * {src, tgt, alignment}, or null when `text` is none of its pairs. */
export function truthFor(text) {
  const key = `${app.model?.id}|${app.state.snap}|${text}`;
  if (app.truth?.key !== key) lookUpTruth(text);
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
    setStatus(t('status-aligning'), 'busy');
    const model = app.model;
    try {
      const result = await app.client.alignTable();
      if (model) model.aer = result;
      setStatus(t('status-aligned', { heads: result.layers * result.heads, pairs: result.sentences, ms: fmt(result.ms, 0) }), 'ok');
      if (result.note) showMessage(result.note, 'note');
    } catch (e) {
      showMessage(t('error-align', { reason: reasonOf(e) }));
      setStatus(t('status-align-failed'), 'error');
    }
    render();
  });
}

/** Opens the files chosen or dropped: attend's weights file, or a Hugging Face model folder. */
export async function loadFiles(files) {
  if (files.length === 1 && !isFolder(files)) return loadFile(files[0]);
  if (!isFolder(files)) {
    showMessage(t('error-folder-no-config', { names: files.map((f) => f.name).join(', ') }));
    return;
  }
  // A folder is named by its folder where the browser gives it (a drop, a chosen folder).
  const path = files.find((f) => f.webkitRelativePath)?.webkitRelativePath ?? '';
  const name = path.split('/')[0] || t('folder-name');
  await busy(async () => opened(await readFolder(files), name));
}

export async function loadFile(file) {
  await busy(async () => opened(await file.arrayBuffer(), file.name));
}

/** Opens weights `bytes` (attend's file, or a folder's files) called `name` as a model of its
 * own in the picker. */
async function opened(bytes, name) {
  const id = `file-${app.uploaded.size + 1}`;
  if (!(await openModel(id, 0, bytes, name))) return;
  app.uploaded.set(id, { name, bytes });
  app.state = { ...app.state, model: id };
  history.replaceState(null, '', writeHash(app.state));
  syncControls();
  showMessage(t('message-loaded', { name }), 'note');
  await compute();
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

/** The name of a run of the panel's exports: `attend-TASK[-KEY-VALUE]-STEPS-steps`. */
function trainedName(t) {
  const differs = t.differs ? `-${t.differs.key}-${t.differs.value}` : '';
  return `attend-${t.settings.task}${differs}-${t.step}-steps`;
}

export function exportTrained(t = app.training.state) {
  if (t.weights) download(t.weights, `${trainedName(t)}.safetensors`);
}

/** Downloads a run of the panel trained in Marian's form as a Hugging Face folder (a zip of
 * the files `attend export --hf` writes: config.json, generation_config.json, model.safetensors). */
export async function exportTrainedFolder(run = app.training.state) {
  if (!run.weights) return;
  try {
    const { names, files } = await app.client.hfFolder(run.weights);
    // The zip writer (npm's fflate) is fetched the first time a folder is exported, not with the page.
    const { zipSync } = await import('fflate');
    const zip = zipSync(Object.fromEntries(names.map((name, i) => [name, files[i]])), { level: 0 });
    download(zip, `${trainedName(run)}-hf.zip`);
  } catch (e) {
    showMessage(t('error-export-hf', { reason: reasonOf(e) }));
  }
}

/** Downloads the current model as attend's weights file (a folder's files written as one). */
export async function exportModel() {
  if (!app.model) return;
  const { bytes, name } = app.model;
  const file = name.endsWith('.safetensors') ? name : `${app.model.id.replace(/[^\w.-]+/g, '-')}.safetensors`;
  if (!Array.isArray(bytes)) return download(bytes, file);
  await busy(async () => {
    try {
      download(await app.client.folder(bytes, 'cpu'), file);
    } catch (e) {
      showMessage(t('error-export', { name, reason: reasonOf(e) }));
    }
  });
}

export function addModel(record) {
  app.uploaded.set(record.id, { name: record.name, bytes: record.bytes, task: record.task, example: record.example, snapshots: record.snapshots ?? [], kept: true });
  syncControls();
}

