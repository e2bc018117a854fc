// The training threads of the CPU build: workers (www/part-worker.js) that each hold a copy of
// a run and compute parts of its steps, so a step runs on as many cores as it has parts. Each
// step hands them the current parameters; they answer with their parts' gradients, which the
// model's thread sums and applies (src/wasm/training.rs, TrainSession.step). Plain messages, no
// shared memory: it works whether or not the page is cross-origin isolated.

/** A worker with numbered requests. A worker that fails fails every request it holds. */
function thread() {
  const worker = new Worker(new URL('./part-worker.js', import.meta.url), { type: 'module' });
  const pending = new Map();
  let next = 0;
  let broken = null;
  const failAll = (message) => {
    broken = message;
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
  };
  worker.onmessage = ({ data }) => {
    const p = pending.get(data.id);
    if (!p) return;
    pending.delete(data.id);
    if (data.ok) p.resolve(data.value);
    else p.reject(new Error(data.error.message));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    failAll(`a training thread stopped (${e.message || 'it could not load'})`);
  };
  return {
    call(op, args, transfer = []) {
      if (broken) return Promise.reject(new Error(broken));
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, op, ...args }, transfer);
      });
    },
    get broken() {
      return Boolean(broken);
    },
    terminate() {
      failAll('the training threads were stopped');
      worker.terminate();
    },
  };
}

/** Training threads, started as runs need them and kept for the next run. */
export function createPool() {
  let threads = [];
  return {
    /**
     * Gives run `run` (a panel run, 0 or 1) `count` threads, each with its own session of the
     * run (`task`, `overrides`, as the model's thread made it). Resolves to the function
     * TrainSession.step takes: `(step, params)` -> a promise of parts 1..count, in order.
     */
    async join(run, count, task, overrides) {
      threads = threads.filter((t) => !t.broken);
      while (threads.length < count) threads.push(thread());
      const mine = threads.slice(0, count);
      await Promise.all(mine.map((t) => t.call('create', { run, task, overrides })));
      return (step, params) => Promise.all(mine.map((t, i) => t.call('part', { run, step, index: i + 1, params })));
    },
    /** Frees run `run` on every thread. */
    async leave(run) {
      await Promise.allSettled(threads.map((t) => t.call('free', { run })));
    },
  };
}
