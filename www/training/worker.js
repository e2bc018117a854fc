// A training thread: it holds its own copy of a training run (one per run of the panel) and
// computes the parts of a step the model's thread hands it (www/training/pool.js), in the
// messages of www/training/protocol.js. The core cuts each batch into parts, so the sum of every
// part's gradients is the step's (src/train/trainer.rs). The page starts it (www/page/client.js).
import { answered, failed, newSession, partOfStep } from './protocol.js';
import { place } from './board.js';
import { core } from '../model/cores.js';

core('cpu', true).catch(() => {}); // the training core, started at once; a failure is reported by `create`
const sessions = new Map();
const boards = new Map(); // run -> its board, where the page has shared memory

const ops = {
  async create({ run, source, overrides }) {
    const made = await newSession(await core('cpu', true), source, overrides, 'cpu');
    sessions.get(run)?.free();
    sessions.set(run, made);
    boards.delete(run);
    return { value: true };
  },
  async part({ run, step, index, params, board }) {
    if (params) boards.set(run, board);
    const out = held(run).part(step, index, params);
    const mine = boards.get(run);
    if (mine) {
      place(mine, index, step).set(out.grads);
      return { value: partOfStep(index, out.loss) };
    }
    return { value: partOfStep(index, out.loss, out.grads), transfer: [out.grads.buffer] };
  },
  async finish({ run, step, parts, next }) {
    const all = parts.map((p) => (p.grads ? p : { ...p, grads: onBoard(run, p.index, step) }));
    held(run).finish(step, all);
    return next ? ops.part({ run, ...next }) : { value: true };
  },
  async free({ run }) {
    sessions.get(run)?.free();
    sessions.delete(run);
    boards.delete(run);
    return { value: true };
  },
};

/** Part `index` of step `step` of run `run`, on its board. */
function onBoard(run, index, step) {
  const board = boards.get(run);
  if (!board) throw new Error(`part ${index} of step ${step} came without its gradients`);
  return place(board, index, step);
}

/** The session of run `run`. */
function held(run) {
  const session = sessions.get(run);
  if (!session) throw new Error(`this thread holds no run ${run}`);
  return session;
}

async function answer(port, { id, op, ...args }) {
  try {
    if (!ops[op]) throw new Error(`unknown request ${op}`);
    const { value, transfer = [] } = await ops[op](args);
    port.postMessage(answered(id, value), transfer);
  } catch (e) {
    port.postMessage(failed(id, e));
  }
}

self.onmessage = ({ data: { port } }) => {
  port.onmessage = ({ data }) => answer(port, data);
};
