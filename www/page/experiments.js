// The paper's experiments in the tab: Table 3's rows trained as `attend experiment table3` trains
// them, one run a training thread (www/training/worker.js), as many threads as the panel trains
// on. The core lists the rows and makes the table (means, spreads, the comparison with the
// paper), so the tab's numbers are the command's. Each finished run's model joins the model
// picker and this browser's storage, where the table is found again after a reload.
import { asker } from '../requests.js';
import { CATALOG } from './catalog.js';
import { reasonOf, t } from './i18n.js';
import { saveModel } from './store.js';
import { DEFAULT_THREADS } from './panel.js';

/** The command's task, defaults and limits: {task, steps, max_steps, seeds, max_seeds}. */
export const TABLE3 = CATALOG.experiments.table3;

/** How the ids of the runs' kept models begin (`table3-300-A1-seed2`). */
export const TABLE3_PREFIX = 'table3-';

/** A training thread the page itself talks to: `call(op, args, onProgress)` resolves to the
 * answer's value; `stop()` ends it, failing what it was asked. */
function startThread() {
  const worker = new Worker(new URL('../training/worker.js?table3', import.meta.url), { type: 'module' });
  const channel = new MessageChannel();
  worker.postMessage({ port: channel.port1 }, [channel.port1]);
  const requests = asker(channel.port2);
  worker.onerror = (e) => {
    e.preventDefault();
    requests.fail(e.message ? t('thread-stopped', { reason: e.message }) : t('thread-not-loaded'));
  };
  return {
    busy: false,
    call: (op, args, progress) => requests.call({ op, ...args }, { progress }),
    stop() {
      worker.terminate();
      requests.fail(t('exp-cancelled'), true);
    },
  };
}

/** A run's name: row and seed, as the command names its model file (`A1-seed2`). */
export function runName(id, seed) {
  return `${id}-seed${seed}`;
}

/** The row's changes from the base in the page's language, each a text and whether it is the
 * paper's symbols alone ("d_k 64"): [[text, symbols]]. */
export function changeParts(row) {
  if (!row.changes.length) return [[t('exp-change-base'), false]];
  const column = (c) => (c.column === 'eps_ls' ? 'ε_ls' : c.column);
  return row.changes.map((c) => {
    if (c.value === null) return [t('exp-change-learned'), false];
    const plain = `${column(c)} ${c.value}`;
    return c.rounded_from === null ? [plain, true] : [t('exp-change-rounded', { change: plain, exact: c.rounded_from.toFixed(2) }), false];
  });
}

/** The row's changes in one line: "h 1 (0.50 rounded), d_k 64, d_v 64". */
export function changesText(row) {
  return changeParts(row)
    .map(([text]) => text)
    .join(', ');
}

/**
 * The experiments' state and runs. `state`: {steps, seeds, rows (the core's, for `steps`),
 * runs ({[steps]: {[row]: [{seed, bleu, ppl}]}}), active ({[run name]: {step, steps}}), queued,
 * table (the core's, of the runs at `steps`), status, message}.
 */
export function createExperiments({ onChange, addModel }) {
  const state = { steps: TABLE3.steps, seeds: TABLE3.seeds, rows: null, runs: {}, active: {}, queued: [], table: null, status: 'idle', message: '' };
  let threads = [];
  const idle = () => {
    while (threads.length < DEFAULT_THREADS) threads.push(startThread());
    return threads.find((th) => !th.busy);
  };
  // A thread to ask for the core's lists and tables: an idle one, or one between the chunks of a
  // run (it answers between them).
  const any = () => idle() ?? threads[0];
  // A row that is another's (the core's `same_as`: two rows the toy base rounds alike) shares
  // its runs.
  const twinOf = (id) => state.rows.find((r) => r.id === id)?.same_as ?? id;
  const runsAt = (steps) => (state.runs[steps] ??= {});
  const done = (id, seed) => (runsAt(state.steps)[twinOf(id)] ?? []).some((r) => r.seed === seed);

  /** The table of the runs at the current steps, from the core. */
  async function retable() {
    const at = runsAt(state.steps);
    const gathered = Object.entries(at).map(([id, runs]) => ({ id, runs }));
    const steps = state.steps;
    const table = gathered.length ? await any().call('table3Table', { steps, seeds: state.seeds, gathered }) : null;
    if (steps === state.steps) state.table = table;
  }

  /** Keeps one finished run: its numbers, and its model in the picker and in storage. */
  async function keep(job, answer) {
    const { id, seed, steps } = job;
    const row = state.rows.find((r) => r.id === id);
    (runsAt(steps)[twinOf(id)] ??= []).push({ seed, bleu: answer.bleu, ppl: answer.ppl });
    const trained = { table3: { id, seed, steps, bleu: answer.bleu, ppl: answer.ppl, changes: row.changes } };
    const record = { id: `${TABLE3_PREFIX}${steps}-${runName(id, seed)}`, name: modelName(trained.table3), trained, task: TABLE3.task, bytes: answer.weights, snapshots: [], saved: Date.now() };
    addModel(record);
    try {
      await saveModel(record);
    } catch (e) {
      state.message = t('train-not-stored', { reason: e.message });
    }
  }

  /** Starts queued runs on idle threads until one or the other runs out. */
  function pump() {
    while (state.queued.length && idle()) {
      const th = idle();
      const job = state.queued.shift();
      const name = runName(job.id, job.seed);
      th.busy = true;
      state.active[name] = { step: 0, steps: 0 };
      th.call('table3Run', { row: job.id, seed: job.seed, steps: job.steps }, (p) => {
        if (state.active[name]) state.active[name] = p;
        onChange('progress');
      })
        .then(async (answer) => {
          await keep(job, answer);
          if (job.steps === state.steps) await retable();
        })
        .catch((e) => {
          if (state.status !== 'cancelled') {
            state.message = t('exp-failed', { run: name, reason: reasonOf(e) });
            state.status = 'failed';
          }
        })
        .finally(() => {
          th.busy = false;
          delete state.active[name];
          if (!Object.keys(state.active).length && !state.queued.length && state.status === 'running') state.status = 'done';
          pump();
          onChange('run');
        });
    }
  }

  return {
    state,
    threads: () => DEFAULT_THREADS,
    /** Lists the rows for `steps` (the base row's), and the table of runs kept at those steps. */
    async setSteps(steps) {
      state.steps = steps;
      state.rows = await any().call('table3Rows', { steps });
      await retable();
      onChange('rows');
    },
    setSeeds(seeds) {
      state.seeds = seeds;
    },
    /** Queues every seed of rows `ids` not yet run at the current steps. */
    run(ids) {
      for (const id of ids) {
        if (twinOf(id) !== id) continue; // its twin's runs are its own
        for (let seed = 1; seed <= state.seeds; seed++) {
          const name = runName(id, seed);
          if (done(id, seed) || state.active[name] || state.queued.some((j) => runName(j.id, j.seed) === name)) continue;
          state.queued.push({ id, seed, steps: state.steps });
        }
      }
      state.status = 'running';
      state.message = '';
      pump();
      onChange('run');
    },
    /** Stops every run under way and drops the queue; the runs finished stay. */
    cancel() {
      state.status = 'cancelled';
      state.queued = [];
      for (const th of threads) if (th.busy) th.stop();
      threads = threads.filter((th) => !th.busy);
      state.active = {};
      onChange('run');
    },
    /** A kept model of a run (a record of storage): its numbers join the table at its steps. */
    restore(record) {
      const r = record.trained?.table3;
      if (!r) return;
      const runs = (runsAt(r.steps)[r.id] ??= []);
      if (!runs.some((x) => x.seed === r.seed)) runs.push({ seed: r.seed, bleu: r.bleu, ppl: r.ppl });
    },
    /** How many runs the rows at the current steps have done, and need, with the seeds asked. */
    counts() {
      const rows = state.rows ?? [];
      const own = rows.filter((r) => twinOf(r.id) === r.id);
      const need = own.length * state.seeds;
      const have = own.reduce((n, r) => n + Math.min(state.seeds, (runsAt(state.steps)[r.id] ?? []).length), 0);
      return { have, need, running: Object.keys(state.active).length, queued: state.queued.length };
    },
  };
}

/** A kept run's name in the picker: "Table 3, row A1 (h 1, d_k 64, d_v 64), seed 1". */
export function modelName({ id, seed, changes }) {
  return t('exp-model-name', { row: id, changes: changesText({ changes }), seed });
}
