// Requests between the page's threads, written once for every pair of them: the page and the
// model's thread (www/page/client.js, www/model/worker.js), the model's thread and the training
// threads (www/training/pool.js, www/training/worker.js), the page and its experiment threads
// (www/page/experiments.js). A request is {id, op, ...args}; before its answer it may get
// {id, progress} messages; its answer is {id, ok: true, value} (with the buffers the value
// transfers) or {id, ok: false, error: {message, name, code, args}}. A message without an id is
// an event, not part of any request.

/** An error as it crosses to another thread: its message, kind, and the core's code and
 * arguments where it has them (src/wasm/mod.rs, `js_error`). */
function errorOf(e) {
  return { message: e && e.message ? e.message : String(e), name: (e && e.name) || 'Error', code: e?.code, args: e?.args };
}

/**
 * The asking side: `call({op, ...args}, {transfer, progress})` sends a request and resolves to
 * its answer's value (or rejects with its error, `name`, `code` and `args` kept); `progress(p)`
 * hears its progress messages. Requests made before `connect(port)` wait for it. `fail(message)`
 * rejects every request pending (`forever`: and every later one). Events (messages without an
 * id) go to `onEvent`. `port` (a Worker or a MessagePort) may be given at once.
 */
export function asker(port = null, onEvent = () => {}) {
  const pending = new Map();
  const queued = []; // [request, transfer] made before the port came
  let next = 1;
  let broken = null;
  let to = null;
  const receive = ({ data }) => {
    if (data?.id === undefined) return onEvent(data);
    const waiting = pending.get(data.id);
    if (!waiting) return;
    if ('progress' in data) return waiting.progress?.(data.progress);
    pending.delete(data.id);
    if (data.ok) waiting.resolve(data.value);
    else waiting.reject(Object.assign(new Error(data.error.message), { name: data.error.name ?? 'Error', code: data.error.code, args: data.error.args }));
  };
  const self = {
    connect(p) {
      to = p;
      to.onmessage = receive;
      for (const [request, transfer] of queued.splice(0)) to.postMessage(request, transfer);
    },
    call(request, { transfer = [], progress } = {}) {
      if (broken) return Promise.reject(new Error(broken));
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, progress });
        const message = { ...request, id };
        if (to) to.postMessage(message, transfer);
        else queued.push([message, transfer]);
      });
    },
    fail(message, forever = false) {
      if (forever) broken = message;
      for (const { reject } of pending.values()) reject(new Error(message));
      pending.clear();
    },
    get broken() {
      return Boolean(broken);
    },
  };
  if (port) self.connect(port);
  return self;
}

/**
 * The answering side: each request on `port` is answered by `ops[op](args, progress)`, which
 * resolves to {value, transfer}; `progress(p)` sends a progress message first. Events go to
 * `onEvent`.
 */
export function answerer(port, ops, onEvent = () => {}) {
  port.onmessage = async ({ data }) => {
    if (data?.id === undefined) return onEvent(data);
    const { id, op, ...args } = data;
    try {
      if (!ops[op]) throw new Error(`unknown request ${op}`);
      const progress = (value) => port.postMessage({ id, progress: value });
      const { value, transfer = [] } = await ops[op](args, progress);
      port.postMessage({ id, ok: true, value }, transfer);
    } catch (e) {
      port.postMessage({ id, ok: false, error: errorOf(e) });
    }
  };
}
