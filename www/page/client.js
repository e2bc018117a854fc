// The page's side of the model's thread: every request is a promise. It also starts the training
// threads the model's thread asks for (www/training/pool.js says why the page does). The thread's
// notes (messages of the catalogue, by id) reach the rest of the page as text in its language.
import { asker } from '../requests.js';
import { t } from './i18n.js';

/** A note of the model's thread in words: '' for none, {id, args} a message, or a list of them. */
function noteText(note) {
  if (!note) return '';
  if (typeof note === 'string') return note;
  if (Array.isArray(note)) return note.map(noteText).filter(Boolean).join(' ');
  return t(note.id, note.args);
}

/** `value` (an answer or an event of the model's thread, or a list of them) with its notes in
 * words. */
export function withNotes(value) {
  if (Array.isArray(value)) value.forEach(withNotes);
  else if (value && typeof value === 'object' && 'note' in value) value.note = noteText(value.note);
  return value;
}

export class ModelClient {
  /** `worker`: the model's thread (www/model/worker.js), started by index.html. */
  constructor(worker) {
    this.worker = worker;
    this.listeners = [];
    // The hand-over of a visit's first model to WebGPU, once a visit (www/model/worker.js, `open`):
    // kept until the page asks, which may be after it came (see `handOver`).
    this.handedOver = new Promise((resolve) => (this.handOverCame = resolve));
    this.asker = asker(worker, (data) => {
      if (data.event === 'thread') this.startThread(data.n);
      else if (data.event === 'backend') this.handOverCame(data);
      else if (data.event) for (const listen of this.listeners) listen(withNotes(data));
    });
    this.worker.onerror = (event) => {
      this.asker.fail(event.message ? t('thread-model-failed', { reason: event.message }) : t('thread-model-not-started'));
    };
  }

  /** Starts training thread `n` (www/training/worker.js) and joins it to the model's thread by a
   * channel; tells the model's thread when it cannot start or stops. */
  startThread(n) {
    const failed = (message) => this.worker.postMessage({ thread: n, error: message });
    let part;
    try {
      part = new Worker(new URL('../training/worker.js', import.meta.url), { type: 'module' });
    } catch (e) {
      failed(t('thread-could-not-start', { reason: e.message }));
      return;
    }
    part.onerror = (e) => {
      e.preventDefault();
      failed(e.message ? t('thread-stopped', { reason: e.message }) : t('thread-not-loaded'));
    };
    const channel = new MessageChannel();
    part.postMessage({ port: channel.port1 }, [channel.port1]);
    this.worker.postMessage({ thread: n, port: channel.port2 }, [channel.port2]);
  }

  /** The hand-over of the visit's first model to WebGPU, when it has come: {backend, note,
   * current, run} (www/model/worker.js, `open`), its note in words. */
  handOver() {
    return this.handedOver.then(withNotes);
  }

  /** Calls `listen(event)` for every event the model's thread sends: `{event: 'train', kind,
   * data}` (training). */
  onEvent(listen) {
    this.listeners.push(listen);
  }

  offEvent(listen) {
    this.listeners = this.listeners.filter((l) => l !== listen);
  }

  /** The answer to request `op` (www/model/worker.js) in words (its notes said in the page's
   * language). */
  request(op, args = {}, transfer = []) {
    return this.ask(op, args, transfer).then(withNotes);
  }

  /** The answer to request `op` as the thread sent it, its notes by id: for a request made before
   * the page's words are read (www/page/boot.js). */
  ask(op, args = {}, transfer = []) {
    return this.asker.call({ op, ...args }, { transfer });
  }

  /** Opens `bytes`: attend's weights file, or a model folder's files [{name, bytes}]. */
  open(bytes, backend) {
    return this.request('open', { bytes, backend });
  }

  /** Attend's weights file `bytes` as a Hugging Face folder: {names, files} (`attend export --hf`). */
  hfFolder(bytes) {
    return this.request('hfFolder', { bytes });
  }

  /** A Hugging Face model folder's files ([{name, bytes}]) as attend's weights file. */
  folder(files, backend) {
    return this.request('folder', { names: files.map((f) => f.name), files: files.map((f) => f.bytes), backend });
  }

  /** `args`: {text, pad, beam, alpha, edits, sampling} (www/model/worker.js, `run`). */
  run(args) {
    return this.request('run', args);
  }

  /** The head scan of `text`, decodings held to `maxout` tokens; `progress({done, total})`
   * follows it. */
  async scan(text, maxout, progress) {
    const listen = (e) => e.event === 'scan' && progress(e);
    this.onEvent(listen);
    try {
      return await this.request('scan', { text, maxout });
    } finally {
      this.offEvent(listen);
    }
  }

  /** Stops the head scan under way. */
  cancelScan() {
    return this.request('scanCancel');
  }

  /** The AER table of the model's cross-attention heads (src/align.rs); `n` held-out pairs. */
  alignTable(n) {
    return this.request('alignTable', { n });
  }

  /** The model's task's pair whose source is `text`, with its true alignment, or null. */
  trueAlignment(text) {
    return this.request('trueAlignment', { text });
  }

  /** Sentence pairs (a Uint8Array) as the core reads them: {pairs, duplicates}, or a rejection. */
  readPairs(bytes) {
    return this.request('readPairs', { bytes });
  }

  /**
   * Starts a run for each of `runs` (the panel's settings): [{backend, described, note}].
   * `pairs`: {bytes, bpe_merges} where the runs train on sentence pairs (www/model/worker.js).
   */
  trainStart(runs, backend, evalEvery, pairs = null) {
    return this.request('trainStart', { runs, backend, evalEvery, pairs });
  }

  trainPause() {
    return this.request('trainPause');
  }

  trainResume() {
    return this.request('trainResume');
  }

  trainReset() {
    return this.request('trainReset');
  }

  loseDevice() {
    return this.request('loseDevice');
  }
}
