// The board: where the parts of each step put their gradients for every training thread to read,
// in shared memory, where the page is cross-origin isolated (www/training/pool.js). Without it the model's
// thread hands each thread every other part by message, copying each part once for each thread
// that reads it: with 8 threads, 42 copies a step of every gradient, all on the model's thread.
// On the board each part is written once, by the thread that computed it, and each thread reads
// the others' itself.
//
// A part has two places, one for even steps and one for odd. A thread writes its part of step
// s + 1 only after taking step s, which needs every thread's part of step s, which each thread
// computes only after taking step s - 1: so by then every thread has read the parts of step
// s - 1, the last ones in the places of step s + 1.

/** Whether threads can share memory here: only a cross-origin isolated page has it. */
export const SHARED = typeof SharedArrayBuffer === 'function' && globalThis.crossOriginIsolated === true;

/**
 * A board for `parts` parts of `length` numbers each, or null where the browser cannot spare the
 * memory (eight parts of an 11-million-parameter model take 708 MB): the gradients then go by
 * message.
 */
export function createBoard(parts, length) {
  try {
    return { buffer: new SharedArrayBuffer(2 * parts * length * Float32Array.BYTES_PER_ELEMENT), parts, length };
  } catch {
    return null;
  }
}

/** The place of part `index` of step `step` on `board`: a view, not a copy. */
export function place(board, index, step) {
  const at = ((step % 2) * board.parts + index) * board.length;
  return new Float32Array(board.buffer, at * Float32Array.BYTES_PER_ELEMENT, board.length);
}
