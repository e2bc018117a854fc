// The model's thread: it loads the wasm core (the build its backend needs, www/model/cores.js), holds
// one Session (a model on a backend) and answers the page's requests, so the page stays
// responsive while the model computes.
//
// Requests: {id, op, ...args}; answers: {id, ok: true, value} or {id, ok: false, error}.
// Training also sends events as it goes: {event: 'train', kind, data}, kind one of progress,
// eval, paused, done, failed (see train* below). A training thread is asked of the page with
// {event: 'thread', n}, and the page answers {thread: n, port} or {thread: n, error} (www/training/pool.js).
//   open  {bytes, backend: 'auto'|'gpu'|'cpu'} -> {backend, info, note, starting}; `bytes`:
//         attend's weights file (an ArrayBuffer), or a Hugging Face model folder's files
//         [{name, bytes (Uint8Array)}], whose weights the core reads from here tensor by tensor;
//         or {shipped: id, backend}: the shipped model `id`, fetched here, its weights in the
//         answer (`bytes`). The model's requests made meanwhile wait for the open
//         (`starting: 'gpu'`: answered on the CPU while WebGPU starts; an event
//         {event: 'backend', backend, note, current, run} follows, `run` being the first
//         WebGPU run's {args, value} (a run's request and answer) or null; see `open` below)
//   run   {text, pad, beam, alpha, maxout, edits, sampling} -> {meta, data, ms, backend, note, before,
//         samples} (data is transferred); `maxout`: at most that many output tokens (0: the
//         model's limit); `sampling` {count, settings: {temperature, top_k,
//         top_p, seed}} draws `count` outputs at random (src/sample.rs), with the edits;
//         with edits (their text forms, src/model/edits.rs), `before` is the plain run {meta,
//         data}, and the edited run traces the plain run's decoder input, so the two compare
//         position by position
//   scan  {text, maxout}                       -> the head-importance scan (src/scan.rs), each
//         greedy decoding at most `maxout` tokens (0: the model's limit); events {event: 'scan',
//         done, total} as it goes; {cancelled: true} where a `scanCancel` {} ended it
//   alignTable {n}                             -> the AER of every cross-attention head over the
//         held-out set of the model's task (src/align.rs), with {ms, backend, note}
//   trueAlignment {text}                       -> {src, tgt, alignment}: the task's pair whose
//         source is `text` with its true word alignment, or null
//   loseDevice {}                               -> true (the next run finds the GPU gone)
//   trainStart {runs, backend, evalEvery, pairs} -> [{backend, described, note, threads}], one per run
//   readPairs {bytes}                           -> {pairs, duplicates}: sentence pairs as the core reads them
//   hfFolder {bytes}                            -> attend's weights file as a Hugging Face folder
//         {names, files (Uint8Arrays)}, as `attend export --hf` writes it
//   folder {names, files, backend}              -> a Hugging Face model folder's files (Uint8Arrays)
//         as attend's weights file (a Uint8Array, transferred): the page's export of such a model
// A `note` (what the page should know, such as a move to the CPU) is '' for none, or a message of
// the page's catalogue to show, {id, args}, or a list of them: this thread has no catalogue, the
// page says it in its language (www/page/client.js).
import { connect, createPool } from '../training/pool.js';
import { newSession } from '../training/protocol.js';
import { core } from './cores.js';
import { answerer } from '../requests.js';
import { fetchWeights } from '../shipped.js';

let session = null;
// The open under way, settled: the model's requests wait for it, so that the page may ask for a
// run at once after an open (www/page/boot.js does for the first model).
let opened = Promise.resolve();
let bytes = null; // the loaded weights (see `open`), kept so a failing GPU can hand over to the CPU
const weightsOf = new WeakMap(); // each session -> the weights it was opened from

/** The model of `weights` (see `open`) on `backend` ('gpu' or 'cpu'), with the core `c` that
 * runs models. What that core leaves out (a Hugging Face folder; a file whose vocabulary is
 * Marian's tokenizer, which it refuses with a `HubError`) opens with the backend's training core,
 * which reads them (www/model/cores.js). */
async function openOn(c, weights, backend) {
  const made = await openWith(c, weights, backend);
  weightsOf.set(made, weights);
  return made;
}

async function openWith(c, weights, backend) {
  if (Array.isArray(weights)) {
    return (await core(backend, true)).Session.openFolder(
      weights.map((f) => f.name),
      weights.map((f) => f.bytes),
      backend,
    );
  }
  try {
    return await c.Session.open(new Uint8Array(weights), backend);
  } catch (e) {
    if (e.name !== 'HubError') throw e;
    return (await core(backend, true)).Session.open(new Uint8Array(weights), backend);
  }
}

// A core that runs models leaves out the studies of a model which the page asks for on demand:
// samples drawn at random, the head scan, the heads' AER table, the true links of an input
// (src/wasm/studies.rs). They run
// on the same weights opened again with the training core of the session's backend, which then
// holds the model in its place (it runs models too), so that a model is held once: on the CPU
// the core whose sums are the native build's, as the core that runs models sums, so that runs
// give the same numbers after as before, and a study the numbers its command gives (`attend
// decode --sample`, `attend scan`).
let studies = null; // {of: a session, made: Promise of its copy on a training core}

/** Session `s`, or its copy that has the studies: `s` itself where a training core opened it. */
async function forStudies(s) {
  if (typeof s.scan_heads === 'function') return s;
  if (studies?.of !== s) {
    dropStudies();
    const backend = s.backend().startsWith('gpu') ? 'gpu' : 'cpu';
    const weights = weightsOf.get(s);
    const made = core(backend, backend === 'cpu' ? 'exact' : true).then((c) => openOn(c, weights, backend));
    studies = { of: s, made };
    made.catch(() => {
      if (studies?.made === made) studies = null; // tried again at the next study
    });
  }
  const copy = await studies.made;
  if (session === s) {
    // The copy takes the session's place (a request still running on `s` keeps its model alive
    // until it ends).
    studies = null;
    s.free();
    session = copy;
  }
  return copy;
}

function dropStudies() {
  studies?.made.then((copy) => copy.free()).catch(() => {});
  studies = null;
}

/** Frees session `s`, and its copy for the studies. */
function free(s) {
  if (studies?.of === s) dropStudies();
  s.free();
}

/** A note for the page: message `id` of its catalogue with `args`. */
function note(id, args = {}) {
  return { id, args };
}

let webGpuAsked = null; // Promise of the answer, once asked

/** Whether the browser offers a WebGPU adapter, asked the first time it matters and kept: a
 * request for an adapter takes tens of milliseconds even where there is none, and the answer
 * does not change. */
function hasWebGpu() {
  webGpuAsked ??= (async () => {
    if (!self.navigator || !navigator.gpu) return false;
    try {
      return Boolean(await navigator.gpu.requestAdapter());
    } catch {
      return false;
    }
  })();
  return webGpuAsked;
}

// The build the page will most likely open with starts loading at once: the one that runs models
// with the WebGPU backend where the browser has an adapter and the page's address does not ask for the CPU (index.html
// starts this thread with the page's hash on this script's address). The address is read here
// for its backend alone: the page's state (state.js) would bring the core's catalog into this
// thread's code, which it does not need, ahead of the core it loads.
const askedForCpu = new URLSearchParams(self.location.hash.replace(/^#/, '')).get('backend') === 'cpu';
const firstCore = askedForCpu ? Promise.resolve('cpu') : hasWebGpu().then((gpu) => (gpu ? 'gpu' : 'cpu'));
firstCore.then(core).catch(() => {});

/** The backend `backend` ('auto', 'gpu' or 'cpu') stands for here: `auto` is WebGPU where the
 * browser has an adapter. */
async function wanted(backend) {
  return backend === 'auto' ? ((await hasWebGpu()) ? 'gpu' : 'cpu') : backend;
}

// The one place a backend is chosen: `auto` takes WebGPU when the browser has an adapter
// (`noAdapter` says when it has none); a WebGPU that fails (a shader refused, a lost device)
// hands over to the CPU with a `note` saying what failed over (the model, or with `training` a
// training run), unless WebGPU was asked for by name or the input is at fault. `make(backend,
// core)` builds the thing with that backend's core, the one that trains when `training`.
async function onBackend(backend, make, training = false) {
  const want = await wanted(backend);
  const noAdapter = backend === 'auto' && want === 'cpu';
  try {
    return { made: await make(want, await core(want, training)), note: '', noAdapter };
  } catch (e) {
    if (want !== 'gpu' || backend === 'gpu' || e.name === 'InputError') throw e;
    const said = training ? note('note-gpu-failed-training' /* message */, { reason: message(e) }) : note('note-gpu-failed-model' /* message */, { reason: message(e) });
    return { made: await make('cpu', await core('cpu', training)), note: said, noAdapter };
  }
}

// The first model of a visit on `auto`, where the browser has WebGPU, is answered on the CPU at
// once: the core with the WebGPU backend runs on the CPU too, and starting WebGPU (its device,
// then a compiled kernel for every op) takes longer than a forward pass on the CPU. WebGPU opens
// the same weights beside it and runs the page's last input once, which compiles the kernels the
// page needs; then the thread hands the model over to it and tells the page, with that run's
// answer: {event: 'backend', backend, note, current, run} (`current`: false when another model
// was opened since, whose open went the usual way, and the hand-over was dropped).
let handOverStarted = false;
let opens = 0; // numbers each open, so that a hand-over knows whether its model is still the one
let lastRun = null; // the last run's arguments, for the hand-over's first WebGPU pass
let ranOnce;
const firstRunDone = new Promise((resolve) => (ranOnce = resolve)); // the page's first run answered

/** Opens `bytes` on `backend`, or shipped model `shipped`, which this thread fetches (the page's
 * first model: its answer then carries the weights, `bytes`, for the page to keep). */
async function open({ bytes: given, shipped, backend }) {
  const file = given ?? (await fetchWeights(shipped, new URL('../models/', import.meta.url)));
  const answer = await openFile(file, backend);
  return given ? answer : { ...answer, bytes: file };
}

async function openFile(file, backend) {
  const opening = ++opens;
  if (backend === 'auto' && !handOverStarted && (await hasWebGpu())) {
    handOverStarted = true;
    // A core that fails to load leaves the choice to the usual way below.
    const c = await core('gpu').catch(() => null);
    if (c) {
      replaceSession(await openOn(c, file, 'cpu'), file);
      handOver(c, file, opening);
      return { backend: session.backend(), info: session.info(), note: '', starting: 'gpu' };
    }
  }
  const opened = await onBackend(backend, (b, c) => openOn(c, file, b));
  replaceSession(opened.made, file);
  return { backend: session.backend(), info: session.info(), note: opened.noAdapter ? note('note-no-adapter' /* message */) : opened.note };
}

function replaceSession(made, file) {
  // A request still running on the old session keeps its model alive until it ends.
  if (session) free(session);
  session = made;
  bytes = file;
}

/** Opens `file` on WebGPU with the core `c` and hands the model over to it (see `open`). */
async function handOver(c, file, opening) {
  let gpu = null;
  let failed = '';
  try {
    gpu = await openOn(c, file, 'gpu');
  } catch (e) {
    failed = note('note-gpu-failed-model' /* message */, { reason: message(e) });
  }
  let first = null; // the first WebGPU run, {args, value, transfer}
  if (gpu) {
    // The page's first run is answered on the CPU (however soon WebGPU opened), then run again
    // here, and the page shows this run's answer unless its input has changed since. A bad
    // input fails here as it failed on the CPU; a failing GPU fails the page's next run, which
    // then moves to the CPU as any run does.
    await firstRunDone;
    const args = lastRun;
    const t0 = performance.now();
    const out = await compute(gpu, args).catch(() => null);
    if (out) first = { args, ...runAnswer(out, performance.now() - t0, gpu.backend(), '') };
  }
  const current = opening === opens;
  if (gpu && current) replaceSession(gpu, file);
  else if (gpu) free(gpu);
  const run = current && first ? { args: first.args, value: first.value } : null;
  self.postMessage({ event: 'backend', backend: session.backend(), note: current ? failed : '', current, run }, run ? first.transfer : []);
}

/** `work(session)` and the backend it ran on; a GPU that fails on the way hands over to the
 * CPU (with a `note`). */
async function onSession(work) {
  await opened;
  if (!session) throw new Error('no model is loaded yet');
  const s = session;
  const backend = s.backend(); // read now: a hand-over may replace (and free) `s` meanwhile
  try {
    return { out: await work(s), note: '', backend };
  } catch (e) {
    // The user's input is theirs to fix; anything else on the GPU is a lost or failing GPU:
    // carry on with the same weights on the CPU, and say so.
    if (!backend.startsWith('gpu') || e.name === 'InputError') throw e;
    const lost = note('note-gpu-lost' /* message */, { reason: message(e) });
    await openFile(bytes, 'cpu');
    return { out: await work(session), note: lost, backend: session.backend() };
  }
}

/** The page's run of `args` on session `on`: the plain pass, samples, and the edited pass. */
async function compute(on, { text, pad, beam, alpha, maxout = 0, edits = [], sampling = { count: 0 } }) {
  // Samples are a study (see forStudies): a run that draws them is the study copy's.
  const s = sampling.count > 0 ? await forStudies(on) : on;
  const plain = await s.run(text, pad, { beam, alpha, maxout }, [], undefined);
  const samples = sampling.count > 0 ? await s.sample(text, pad, sampling.settings, sampling.count, edits) : null;
  if (!edits.length) return { ...plain, samples };
  const edited = await s.run(text, pad, { beam, alpha, maxout }, edits, plain.meta.tgt_in.ids);
  return { ...edited, before: plain, samples };
}

/** The page's answer to a run: `out` (from `compute`) taking `ms` on `backend`, and the
 * buffers to transfer. */
function runAnswer(out, ms, backend, note) {
  const value = { meta: out.meta, data: out.data, ms, backend, note, before: out.before, samples: out.samples };
  return { value, transfer: [out.data.buffer, ...(out.before ? [out.before.data.buffer] : [])] };
}

async function run(args) {
  await opened; // the run's time is its own, not the open's it waited for
  const t0 = performance.now();
  lastRun = args;
  try {
    const { out, note, backend } = await onSession((s) => compute(s, args));
    return runAnswer(out, performance.now() - t0, backend, note);
  } finally {
    ranOnce();
  }
}

let scanning = null; // {cancelled}: the head scan under way

/** The head scan of `text`, one head at a time: each head's start is told to the page
 * ({event: 'scan', done, total}), and between heads a `scanCancel` is heard, which ends it with
 * {cancelled: true}. */
async function scan({ text, maxout = 0 }) {
  const t0 = performance.now();
  if (scanning) scanning.cancelled = true;
  const mine = { cancelled: false };
  scanning = mine;
  try {
    const { out, note, backend } = await onSession(async (on) => {
      const s = await forStudies(on);
      const base = await s.scan_baseline(text, maxout);
      const heads = [];
      for (let i = 0; i < base.total; i++) {
        self.postMessage({ event: 'scan', done: i, total: base.total });
        await new Promise((resolve) => setTimeout(resolve, 0)); // a cancel comes in here
        if (mine.cancelled) return { cancelled: true };
        heads.push(...(await s.scan_heads(text, maxout, base.ids, base.log_prob, i, 1)));
      }
      return { output: base.output, log_prob: base.log_prob, heads };
    });
    return { value: { ...out, ms: performance.now() - t0, backend, note } };
  } finally {
    if (scanning === mine) scanning = null;
  }
}

async function alignTable({ n }) {
  const t0 = performance.now();
  const { out, note, backend } = await onSession(async (s) => (await forStudies(s)).align_table(n));
  return { value: { ...out, ms: performance.now() - t0, backend, note } };
}

async function trueAlignment({ text }) {
  await opened;
  if (!session) throw new Error('no model is loaded yet');
  // The true links are a study (see forStudies), asked for when the page first shows them.
  return { value: (await forStudies(session)).true_alignment(text) };
}

function message(e) {
  return e && e.message ? e.message : String(e);
}

// Training: one run, or two side by side (the second differing in one setting), stepped a
// chunk each in turn so that they stay at the same step and requests for the walkthrough are
// answered between chunks. Events name their run: {run: 0 | 1, ...}. On the CPU a run whose
// settings cut each batch into parts (`threads`) computes the first part here and the others on
// as many training threads (www/training/pool.js).
let trainers = []; // [{session, others, steps, step, finished, scoredStep}]
const train = { chunk: 10, paused: false };
const pool = createPool();

function emit(kind, data, transfer = []) {
  self.postMessage({ event: 'train', kind, data }, transfer);
}

// The next turn of this thread's event loop, in which the requests that came in during a chunk
// are answered before the next chunk starts. It is a message to a channel of the thread's own,
// not a timeout: browsers hold a timeout set from a timeout's turn, five deep, to at least 4 ms.
const turns = new MessageChannel();
const turnsWaiting = [];
turns.port1.onmessage = () => turnsWaiting.shift()?.();

function nextTurn() {
  return new Promise((resolve) => {
    turnsWaiting.push(resolve);
    turns.port2.postMessage(null);
  });
}

function freeTrainers() {
  trainers.forEach((r, run) => {
    r.session.free();
    if (r.others) pool.leave(run);
  });
  trainers = [];
}

/**
 * Run `run`'s training threads: a function that computes the parts of a step past the first
 * (TrainSession.step), or null when it has one part, or on the GPU. Threads that cannot start
 * leave the parts to this thread, with a `note`.
 */
async function threadsFor(session, run, source, overrides) {
  const parts = session.threads();
  if (!session.backend().startsWith('cpu') || parts < 2) return { others: null, note: '' };
  try {
    return { others: await pool.join(run, parts - 1, source, overrides), note: '' };
  } catch (e) {
    return { others: null, note: note('note-threads-failed' /* message */, { reason: message(e), parts }) };
  }
}

/**
 * Starts one run per entry of `runs` (each the panel's settings, task included); where the task
 * is `pairs`, on `pairs` ({bytes, bpe_merges}: sentence pairs the person gave).
 */
async function trainStart({ runs, backend, evalEvery, pairs }) {
  freeTrainers();
  const made = [];
  try {
    for (const [run, settings] of runs.entries()) {
      const { task, ...rest } = settings;
      const overrides = { ...rest, eval_every: evalEvery };
      const source = task === 'pairs' ? { pairs: pairs.bytes, bpe_merges: pairs.bpe_merges } : { task };
      // The GPU takes whole batches: a batch in parts would only run them one after another.
      const on = (b) => (b === 'gpu' ? { ...overrides, threads: 1 } : overrides);
      const m = await onBackend(backend, (b, c) => newSession(c, source, on(b), b), true);
      made.push(m);
      const threads = await threadsFor(m.made, run, source, on('cpu'));
      m.others = threads.others;
      m.note = [m.note, threads.note].filter(Boolean);
    }
  } catch (e) {
    made.forEach((m, run) => {
      m.made.free();
      if (m.others) pool.leave(run);
    });
    throw e;
  }
  const started = made.map(({ made: session, note, others }) => ({ backend: session.backend(), described: session.describe(), note, threads: others ? session.threads() : 1 }));
  trainers = made.map(({ made: session, others }, i) => ({ session, others, steps: started[i].described.steps, step: 0, finished: false }));
  train.paused = false;
  loop(trainers);
  return { value: started };
}

/** Scores run `run` on its held-out set and reads its weights back: the last good weights from here on. */
async function evaluateNow(r, run) {
  const scores = await r.session.evaluate(6);
  r.scoredStep = r.step;
  emit('eval', { ...scores, run }, [scores.weights.buffer]);
}

/**
 * Run `run` stopped on `e`: the page hears why, with the weights the run keeps (its last good
 * ones, from its last scoring), when it has scored.
 */
async function failed(r, run, e) {
  const diverged = e && e.name === 'DivergedError' ? { step: e.step, loss: e.loss } : null;
  let weights = null;
  try {
    weights = await r.session.saved();
  } catch {
    // Stopped before its first scoring: there are no weights to keep.
  }
  emit('failed', { run, step: r.step, message: message(e), diverged, weights }, weights ? [weights.buffer] : []);
}

/** One chunk of run `run`: its progress, a scoring where due, and its end. */
async function stepRun(r, run) {
  const t0 = performance.now();
  // The core stops a chunk early where its schedule scores the model.
  const report = await r.session.step(train.chunk, true, r.others ?? undefined);
  if (!trainers.includes(r)) return;
  r.step = report.step;
  emit('progress', { ...report, run, ms: performance.now() - t0 });
  if (report.evaluate) await evaluateNow(r, run);
  if (r.step >= r.steps) {
    r.finished = true;
    emit('done', { run, step: r.step });
  }
}

// One loop per list of runs at a time; a loop whose list was replaced (a new start, a reset)
// ends at its next turn.
async function loop(list) {
  if (list.running) return;
  list.running = true;
  let again = false;
  const live = () => trainers === list && !train.paused;
  try {
    while (live() && list.some((r) => !r.finished)) {
      for (const [run, r] of list.entries()) {
        // On the CPU a chunk never waits for anything, so without this the thread would not
        // see a pause, or a request from the walkthrough, until training ended.
        await nextTurn();
        if (!live()) break;
        if (r.finished) continue;
        try {
          await stepRun(r, run);
        } catch (e) {
          r.finished = true;
          if (trainers === list) await failed(r, run, e);
        }
      }
    }
    if (trainers !== list || !train.paused) return;
    for (const [run, r] of list.entries()) {
      if (r.finished) continue;
      // A pause that falls on a scoring's step has its scores already.
      if (r.scoredStep !== r.step) await evaluateNow(r, run);
      emit('paused', { run, step: r.step });
    }
    // Resumed while the pause was being scored: carry on.
    again = !train.paused && trainers === list;
  } catch (e) {
    list.forEach((r, run) => {
      if (!r.finished && trainers === list) emit('failed', { run, step: r.step, message: message(e), diverged: null });
      r.finished = true;
    });
  } finally {
    list.running = false;
  }
  if (again) loop(list);
}

const ops = {
  trainStart,
  // How the core reads sentence pairs a person gave (src/data/pairs.rs): {pairs, duplicates}, or
  // a rejection naming the line at fault.
  readPairs: async ({ bytes }) => ({ value: (await core('cpu', true)).read_pairs(bytes) }),
  folder: async ({ names, files, backend }) => {
    // The core that will open the model reads the folder: no other is loaded for it.
    const out = (await core(await wanted(backend), true)).weightsOfFolder(names, files);
    return { value: out, transfer: [out.buffer] };
  },
  hfFolder: async ({ bytes }) => ({ value: (await core('cpu', true)).hfFolderOf(new Uint8Array(bytes)) }),
  trainPause: async () => {
    train.paused = true;
    return { value: true };
  },
  trainResume: async () => {
    if (!trainers.some((r) => !r.finished)) throw new Error('there is no training to resume');
    train.paused = false;
    loop(trainers);
    return { value: true };
  },
  trainReset: async () => {
    freeTrainers();
    return { value: true };
  },
  open: async (args) => {
    const opening = open(args);
    opened = opening.catch(() => {});
    return { value: await opening };
  },
  run,
  scan,
  scanCancel: async () => {
    if (scanning) scanning.cancelled = true;
    return { value: true };
  },
  alignTable,
  trueAlignment,
  // Destroys the GPU device (as a driver reset would): the next run falls back to the CPU.
  loseDevice: async () => {
    if (session) session.lose_device();
    if (studies?.of === session) studies.made.then((copy) => copy.lose_device()).catch(() => {});
    return { value: true };
  },
};

// Requests from the page (www/requests.js); its other messages join a training thread the page
// started, or say why it could not (www/training/pool.js).
answerer(self, ops, (data) => {
  if (data.thread !== undefined) connect(data);
});
