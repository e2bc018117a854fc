// The training threads of the CPU build: workers (www/part-worker.js) that each hold a copy of
// a run and compute parts of its steps, so a step runs on as many cores as it has parts. Each
// step hands them the current parameters; they answer with their parts' gradients, which the
// model's thread sums and applies (src/wasm/training.rs, TrainSession.step). Plain messages, no
// shared memory: it works whether or not the page is cross-origin isolated.
//
// The page starts them, not this thread: a worker started inside a worker now and then never
// ran in Firefox ESR, and left the thread that started it answering nothing. This thread asks
// with an event {event: 'thread', n}; the page's end of it (www/client.js) starts the worker
// and hands each side one end of a MessageChannel, this one as a message {thread: n, port}, or
// {thread: n, error} when the worker cannot start or stops.

const connecting = new Map(); // n -> the thread waiting for its port or its failure
let started = 0;

/**
 * What the page sends about training thread `n` (www/worker.js passes it on): its port, or
 * why it failed.
 */
export function connect({ thread: n, port, error }) {
  const t = connecting.get(n);
  if (!t) return;
  if (port) t.connected(port);
  else t.fail(error || 'a training thread stopped');
}

/** A training thread with numbered requests. A thread that fails fails every request it holds. */
function thread() {
  const n = started++;
  const pending = new Map();
  let next = 0;
  let broken = null;
  let port = null;
  const queued = []; // requests made before the port came
  const failAll = (message) => {
    broken = message;
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
    connecting.delete(n);
  };
  connecting.set(n, {
    connected(p) {
      port = p;
      port.onmessage = ({ data }) => {
        const waiting = pending.get(data.id);
        if (!waiting) return;
        pending.delete(data.id);
        if (data.ok) waiting.resolve(data.value);
        else waiting.reject(new Error(data.error.message));
      };
      for (const [request, transfer] of queued.splice(0)) port.postMessage(request, transfer);
    },
    fail: failAll,
  });
  self.postMessage({ event: 'thread', n });
  return {
    call(op, args, transfer = []) {
      if (broken) return Promise.reject(new Error(broken));
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request = { id, op, ...args };
        if (port) port.postMessage(request, transfer);
        else queued.push([request, transfer]);
      });
    },
    get broken() {
      return Boolean(broken);
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
      // The parameters are moved, not copied, to the last thread; each other gets a copy to move.
      return (step, params) =>
        Promise.all(
          mine.map((t, i) => {
            const own = i === mine.length - 1 ? params : params.slice();
            return t.call('part', { run, step, index: i + 1, params: own }, [own.buffer]);
          }),
        );
    },
    /** Frees run `run` on every thread. */
    async leave(run) {
      await Promise.allSettled(threads.map((t) => t.call('free', { run })));
    },
  };
}
