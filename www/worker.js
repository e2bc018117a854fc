// The model's thread: it loads the wasm core, holds one Session (a model on a backend) and
// answers the page's requests, so the page stays responsive while the model computes.
//
// Requests: {id, op, ...args}; answers: {id, ok: true, value} or {id, ok: false, error}.
// Training also sends events as it goes: {event: 'train', kind, data}, kind one of progress,
// eval, paused, done, failed (see train* below).
//   open  {bytes, backend: 'auto'|'gpu'|'cpu'} -> {backend, info, note}
//   run   {text, pad, beam, alpha}             -> {meta, data, ms}   (data is transferred)
//   timeForward {src, tgt, reps}               -> mean ms of one untraced forward pass
//   loseDevice {}                               -> true (the next run finds the GPU gone)
//   recipes {}                                  -> every task's training recipe
import init, { recipes, Session, TrainSession } from './pkg/attend.js';

const ready = init();
let session = null;
let bytes = null; // the loaded weights file, kept so a failing GPU can hand over to the CPU

async function hasWebGpu() {
  if (!self.navigator || !navigator.gpu) return false;
  try {
    return Boolean(await navigator.gpu.requestAdapter());
  } catch {
    return false;
  }
}

async function open({ bytes: file, backend }) {
  await ready;
  let note = '';
  let want = backend;
  if (want === 'auto') {
    want = (await hasWebGpu()) ? 'gpu' : 'cpu';
    if (want === 'cpu') note = 'This browser offers no WebGPU adapter, so the model runs on the CPU (wasm).';
  }
  let next;
  try {
    next = await Session.open(new Uint8Array(file), want);
  } catch (e) {
    if (want !== 'gpu' || backend === 'gpu') throw e;
    note = `WebGPU failed (${message(e)}), so the model runs on the CPU (wasm).`;
    next = await Session.open(new Uint8Array(file), 'cpu');
  }
  if (session) session.free();
  session = next;
  bytes = file;
  return { backend: session.backend(), info: JSON.parse(session.info()), note };
}

async function run({ text, pad, beam, alpha }) {
  if (!session) throw new Error('no model is loaded yet');
  const t0 = performance.now();
  let out;
  let note = '';
  try {
    out = await session.run(text, pad, beam, alpha);
  } catch (e) {
    const failedOnGpu = session.backend().startsWith('gpu');
    if (!failedOnGpu || isInputError(e)) throw e;
    // A lost or failing GPU: carry on with the same weights on the CPU, and say so.
    note = `The GPU failed (${message(e)}); switched to the CPU.`;
    session.free();
    session = await Session.open(new Uint8Array(bytes), 'cpu');
    out = await session.run(text, pad, beam, alpha);
  }
  const ms = performance.now() - t0;
  const value = { meta: out.meta, data: out.data, ms, backend: session.backend(), note };
  return { value, transfer: [out.data.buffer] };
}

// The core's input errors (an unknown character, an over-long or empty input) read "input: ...";
// they are the user's to fix, not a reason to leave the GPU.
function isInputError(e) {
  return message(e).startsWith('input:');
}

function message(e) {
  return e && e.message ? e.message : String(e);
}

// Training: one TrainSession at a time, stepped in chunks so requests for the walkthrough are
// answered between them.
let trainer = null;
const train = { steps: 0, chunk: 10, paused: false, running: false };

function emit(kind, data, transfer = []) {
  self.postMessage({ event: 'train', kind, data }, transfer);
}

async function trainStart({ settings, backend, evalEvery }) {
  await ready;
  if (trainer) trainer.free();
  trainer = null;
  let want = backend;
  let note = '';
  if (want === 'auto') want = (await hasWebGpu()) ? 'gpu' : 'cpu';
  const { task, ...rest } = settings;
  const overrides = { ...rest, eval_every: evalEvery };
  let created;
  try {
    created = await TrainSession.create(task, overrides, want);
  } catch (e) {
    if (want !== 'gpu' || backend === 'gpu') throw e;
    note = `WebGPU failed (${message(e)}), so training runs on the CPU (wasm).`;
    created = await TrainSession.create(task, overrides, 'cpu');
  }
  trainer = created;
  const described = trainer.describe();
  Object.assign(train, { steps: described.steps, paused: false, step: 0 });
  loop(trainer);
  return { value: { backend: trainer.backend(), described, note } };
}

/** Scores the model on the run's held-out set and reads its weights back: the last good weights from here on. */
async function evaluateNow(session) {
  const scores = await session.evaluate(6);
  emit('eval', scores, [scores.weights.buffer]);
}

async function loop(session) {
  if (train.running) return;
  train.running = true;
  try {
    while (trainer === session && !train.paused && train.step < train.steps) {
      // On the CPU a chunk never waits for anything, so without this the thread would not see
      // a pause, or a request from the walkthrough, until training ended.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (trainer !== session || train.paused) break;
      // The core stops a chunk early where its schedule scores the model.
      const t0 = performance.now();
      const report = await session.step(train.chunk, true);
      if (trainer !== session) return;
      train.step = report.step;
      emit('progress', { ...report, ms: performance.now() - t0 });
      if (report.evaluate) await evaluateNow(session);
    }
    if (trainer !== session) return;
    if (train.step >= train.steps) {
      emit('done', { step: train.step });
    } else {
      await evaluateNow(session);
      emit('paused', { step: train.step });
      if (!train.paused && trainer === session) {
        // Resumed while the pause was being scored: carry on.
        train.running = false;
        loop(session);
        return;
      }
    }
  } catch (e) {
    if (trainer === session) emit('failed', { step: train.step, message: message(e), diverged: e && e.name === 'DivergedError' ? { step: e.step, loss: e.loss } : null });
  } finally {
    train.running = false;
  }
}

const ops = {
  recipes: async () => {
    await ready;
    return { value: recipes() };
  },
  trainStart,
  trainPause: async () => {
    train.paused = true;
    return { value: true };
  },
  trainResume: async () => {
    if (!trainer) throw new Error('there is no training to resume');
    train.paused = false;
    loop(trainer);
    return { value: true };
  },
  trainReset: async () => {
    if (trainer) trainer.free();
    trainer = null;
    return { value: true };
  },
  open: async (args) => ({ value: await open(args) }),
  run,
  // Times `reps` untraced forward passes (the logits read back each time): mean milliseconds.
  timeForward: async ({ src, tgt, reps }) => {
    if (!session) throw new Error('no model is loaded yet');
    await session.forward(Uint32Array.from(src), Uint32Array.from(tgt)); // warm-up
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) await session.forward(Uint32Array.from(src), Uint32Array.from(tgt));
    return { value: (performance.now() - t0) / reps };
  },
  // Destroys the GPU device (as a driver reset would): the next run falls back to the CPU.
  loseDevice: async () => {
    if (session) session.lose_device();
    return { value: true };
  },
};

self.onmessage = async (event) => {
  const { id, op, ...args } = event.data;
  try {
    if (!ops[op]) throw new Error(`unknown request ${op}`);
    const { value, transfer = [] } = await ops[op](args);
    self.postMessage({ id, ok: true, value }, transfer);
  } catch (e) {
    self.postMessage({ id, ok: false, error: message(e) });
  }
};
