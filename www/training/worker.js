// A training thread: it holds its own copy of a training run (one per run of the panel) and
// computes the parts of a step the model's thread hands it (www/training/pool.js), in the
// messages of www/training/protocol.js. For the paper's experiments (www/page/experiments.js)
// it trains whole runs of Table 3 instead, one at a time, for the page itself. The core cuts each batch into parts, so the sum of every
// part's gradients is the step's (src/train/trainer.rs). The page starts it (www/page/client.js).
import { answerer } from '../requests.js';
import { newSession, partOfStep } from './protocol.js';
import { place } from './board.js';
import { core } from '../model/cores.js';

/** Whether this thread trains Table 3's runs (`worker.js?table3`), on the core whose sums are
 * `attend experiment`'s, rather than the panel's runs. */
const TABLE3 = new URL(import.meta.url).searchParams.has('table3');
/** The training core this thread uses. */
const training = () => core('cpu', TABLE3 ? 'exact' : true);
training().catch(() => {}); // started at once; a failure is reported by the first request
const sessions = new Map();
/** Steps of a Table 3 run between two reports of its progress. */
const TABLE3_CHUNK = 25;
const boards = new Map(); // run -> its board, where the page has shared memory

const ops = {
  async create({ run, source, overrides }) {
    const made = await newSession(await training(), source, overrides, 'cpu');
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
  /** Table 3's rows with the base row trained `steps` steps (the core's table3_rows). */
  async table3Rows({ steps }) {
    return { value: (await training()).table3_rows(steps) };
  },
  /** The table of the runs gathered so far (the core's table3_table). */
  async table3Table({ steps, seeds, gathered }) {
    return { value: (await training()).table3_table(steps, seeds, gathered) };
  },
  /**
   * Row `row`'s run with `seed` (the base row trained `steps` steps), trained to its end on this
   * thread as `attend experiment table3` trains it, each chunk's step told to `progress`; then
   * scored. Answers {bleu, ppl, weights} (the weights file's bytes, transferred).
   */
  async table3Run({ row, seed, steps }, progress) {
    const session = await (await training()).TrainSession.create_table3(row, seed, steps);
    try {
      const total = session.describe().steps;
      let step = 0;
      while (step < total) {
        step = (await session.step(TABLE3_CHUNK, false)).step;
        progress({ step, steps: total });
      }
      const scored = await session.evaluate(0);
      const value = { bleu: scored.bleu.score, ppl: scored.perplexity, weights: scored.weights };
      return { value, transfer: [scored.weights.buffer] };
    } finally {
      session.free();
    }
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

self.onmessage = ({ data: { port } }) => answerer(port, ops);
