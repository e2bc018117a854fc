// The training threads' exchange, written once: what the model's thread asks a training thread
// (www/training/pool.js) and what the thread answers (www/training/worker.js), each message made
// here; the requests and answers themselves are www/requests.js's. The page starts each thread
// and sends it, as its first message, {port}: its end of a channel to the model's thread, which
// carries every request and answer.
//
//   create {run, source, overrides}        -> true: a session of the run, on the CPU (`source`:
//                                             what it trains on, see `newSession` below)
//   part   {run, step, index, params,      -> {loss, grads} (grads is transferred), or {loss} with
//           board}                            the gradients on the board; params, where given,
//                                             are the run's parameters to start from, and
//                                             board, the run's board from then on (board.js;
//                                             absent without shared memory)
//   finish {run, step, parts, next}        -> the step taken, as the model's thread takes it,
//                                             from this thread's part and `parts` (the others,
//                                             each a `partOfStep` below); then, with next {step,
//                                             index}, that part, as `part` answers, else true
//   free   {run}                           -> true
//
// For the paper's experiments the page itself asks (www/page/experiments.js), on a channel of
// its own to a thread it started:
//
//   table3Rows  {steps}                    -> Table 3's rows (the core's table3_rows)
//   table3Table {steps, seeds, gathered}   -> the table of the runs gathered (table3_table)
//   table3Run   {row, seed, steps}         -> {bleu, ppl, weights}: one run trained and scored,
//                                             with {id, progress: {step, steps}} messages
//                                             before the answer
//
// Within a chunk each thread steps its own session of the run as the model's thread steps its
// own (src/wasm/training.rs, TrainSession.step, part and finish).

/** The requests, without their ids (the pool numbers them). */
export const ask = {
  create: (run, source, overrides) => ({ op: 'create', run, source, overrides }),
  part: (run, step, index, params, board) => ({ op: 'part', run, step, index, params, board }),
  finish: (run, step, parts, next) => ({ op: 'finish', run, step, parts, next }),
  free: (run) => ({ op: 'free', run }),
};

/**
 * A new training session of core `core` on `backend` with `overrides`, trained on `source`:
 * `{task}` (a task's name) or `{pairs, bpe_merges}` (a file of sentence pairs, its bytes in a
 * Uint8Array, and the byte-pair merges to learn, or null for the core's choice). The model's
 * thread and every training thread make their copies of a run here, so they are made alike.
 */
export function newSession(core, source, overrides, backend) {
  if (source.pairs) return core.TrainSession.create_from_pairs(source.pairs, overrides, backend, source.bpe_merges ?? undefined);
  return core.TrainSession.create(source.task, overrides, backend);
}

/** Part `index` of a step as the threads pass it: its loss, and its gradients unless they lie
 * on the board. */
export function partOfStep(index, loss, grads) {
  return grads ? { index, loss, grads } : { index, loss };
}
