// The training threads of the CPU build: workers (www/training/worker.js) that each hold a copy of
// a run and compute parts of its steps, so a step runs on as many cores as it has parts. Every
// thread, the model's included, sums all the parts' gradients and applies them itself, so each
// step's only exchange is the parts' gradients; the parameters go out once a chunk, from the
// model's thread (src/wasm/training.rs, TrainSession.step).
// Where the page is cross-origin isolated the gradients lie on a board in shared memory, each
// part written once and read by every thread (www/training/board.js); elsewhere they go with the
// messages, each part copied for every thread that reads it.
//
// The page starts them, not this thread: a worker started inside a worker now and then never
// ran in Firefox ESR, and left the thread that started it answering nothing. This thread asks
// with an event {event: 'thread', n}; the page's end of it (www/page/client.js) starts the worker
// and hands each side one end of a MessageChannel, this one as a message {thread: n, port}, or
// {thread: n, error} when the worker cannot start or stops. Requests and answers are those of
// www/training/protocol.js.

import { SHARED, createBoard, place } from './board.js';
import { ask, partOfStep } from './protocol.js';
import { asker } from '../requests.js';

const connecting = new Map(); // n -> the thread waiting for its port or its failure
let started = 0;

/**
 * What the page sends about training thread `n` (www/model/worker.js passes it on): its port, or
 * why it failed.
 */
export function connect({ thread: n, port, error }) {
  const t = connecting.get(n);
  if (!t) return;
  if (port) t.connected(port);
  else t.fail(error || 'a training thread stopped');
}

/** A training thread with numbered requests (www/requests.js). A thread that fails fails every
 * request it holds, and every later one. */
function thread() {
  const n = started++;
  const requests = asker();
  connecting.set(n, {
    connected: (port) => requests.connect(port),
    fail(message) {
      requests.fail(message, true);
      connecting.delete(n);
    },
  });
  self.postMessage({ event: 'thread', n });
  return {
    /** Sends `asked` (one of protocol.js's requests): a promise of the answer's value. */
    call: (asked, transfer = []) => requests.call(asked, { transfer }),
    get broken() {
      return requests.broken;
    },
  };
}

/** Training threads, started as runs need them and kept for the next run. */
export function createPool() {
  let threads = [];
  return {
    /**
     * Gives run `run` (a panel run, 0 or 1) `count` threads, each with its own session of the
     * run (`source`, `overrides`, as the model's thread made it). Resolves to what
     * TrainSession.step takes (src/wasm/training.rs): `{start, share}`.
     * - `start(step, params)`: the threads' parts of `step` (part `i + 1` on thread `i`),
     *   computed from `params` where given: a promise of them in order, each a `partOfStep`.
     * - `share(step, loss, grads, more)`: the model's thread's part of `step`; each thread
     *   finishes the step with every part but its own (for three threads or more, the others'
     *   as they come), and with `more` goes straight on to its part of the next step, which
     *   `start` then answers with.
     */
    async join(run, count, source, overrides) {
      threads = threads.filter((t) => !t.broken);
      while (threads.length < count) threads.push(thread());
      const mine = threads.slice(0, count);
      await Promise.all(mine.map((t) => t.call(ask.create(run, source, overrides))));
      let asked = []; // this step's parts, one promise per thread
      let next = null; // {step, parts}: the next step's, asked for with the last finish
      // With shared memory, where every part's gradients lie; made at the first step, when the
      // parameters tell their number.
      let board = null;
      // An array is moved, not copied, to the last thread; each other gets a copy to move.
      const own = (array, i, last = mine.length - 1) => (i === last ? array : array.slice());
      // The threads' parts of `step` as TrainSession reads them: with their gradients, from the
      // answer or from the board.
      const read = (step) => (answers) => answers.map((p) => (p.grads ? p : partOfStep(p.index, p.loss, place(board, p.index, step))));
      return {
        start(step, params) {
          if (!params && next?.step === step) asked = next.parts;
          else {
            if (params && SHARED && board?.length !== params.length) board = createBoard(count + 1, params.length);
            asked = mine.map((t, i) => {
              const given = params && own(params, i);
              return t.call(ask.part(run, step, i + 1, given, given && board), given ? [given.buffer] : []);
            });
          }
          next = null;
          return Promise.all(asked).then(read(step));
        },
        share(step, loss, grads, more) {
          if (board) place(board, 0, step).set(grads);
          // Copied now, before the last thread's is moved.
          const first = mine.map((_, i) => partOfStep(0, loss, board ? undefined : own(grads, i)));
          const parts = mine.map((t, i) =>
            Promise.all(asked.filter((_, j) => j !== i)).then((answers) => {
              // Off the board the other threads' parts are copied: the model's thread reads them too.
              const others = answers.map((p) => partOfStep(p.index, p.loss, p.grads?.slice()));
              const all = [first[i], ...others];
              const then = more ? { step: step + 1, index: i + 1 } : undefined;
              return t.call(ask.finish(run, step, all, then), all.flatMap((p) => (p.grads ? [p.grads.buffer] : [])));
            }),
          );
          if (more) next = { step: step + 1, parts };
          // A failure shows where the answer is awaited: with `more`, at the next `start`;
          // without, a thread that failed to finish fails the next chunk's first part (it is out
          // of step). The model's thread may stop before either, and nothing else waits here.
          parts.forEach((p) => p.catch(() => {}));
        },
      };
    },
    /** Frees run `run` on every thread. */
    async leave(run) {
      await Promise.allSettled(threads.map((t) => t.call(ask.free(run))));
    },
  };
}
