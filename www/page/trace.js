// One run of the model, as the page reads it: the tokens, the decoding steps, and every tensor
// the traced forward pass recorded (names and shapes as in src/trace.rs). A run with
// interventions also holds the plain run (`before`); while `compare` is on, every row it hands
// out carries the plain run's row as `.before`, which the drawing helpers mark the differences
// against.

export class Run {
  constructor({ meta: m, data, ms, backend, before, samples }) {
    this.text = m.text;
    this.src = m.src; // {ids, tokens}: the source, padding included
    this.tgtIn = m.tgt_in; // {ids, tokens}: the decoder's input, <bos> then the output shifted right
    this.greedy = m.greedy; // {best, steps}
    this.beam = m.beam; // {best, steps} or null
    this.ms = ms;
    this.backend = backend;
    this.edits = m.edits ?? [];
    this.align = m.align ?? null; // the model's word alignment from this pass's cross-attention (src/align.rs)
    this.before = before ? new Run(before) : null;
    this.samples = samples ?? null; // [{text, ids, log_prob, steps}] when asked for
    this.compare = false;
    this.tensors = new Map();
    for (const { name, shape, offset } of m.trace) {
      const size = shape.reduce((a, b) => a * b, 1);
      this.tensors.set(name, { shape, data: data.subarray(offset, offset + size) });
    }
  }

  /** The tensor called `name`: {shape, data}; an error names what is missing. */
  get(name) {
    const t = this.tensors.get(name);
    if (!t) throw new Error(`the trace has no tensor called ${name}`);
    return t;
  }

  /**
   * A 2-D slice as an array of rows: `name` indexed by the leading indices `lead` (e.g. [0] for
   * the first sequence of a [B, len, D] tensor, [0, h] for head h of [B, H, Tq, Tk]).
   */
  matrix(name, lead = [0]) {
    const { shape, data } = this.get(name);
    const inner = shape.slice(lead.length);
    if (inner.length !== 2) throw new Error(`${name} ${JSON.stringify(shape)} is not a matrix below ${lead}`);
    let offset = 0;
    let stride = inner[0] * inner[1];
    for (let i = lead.length - 1; i >= 0; i--) {
      offset += lead[i] * stride;
      stride *= shape[i];
    }
    const [rows, cols] = inner;
    const out = Array.from({ length: rows }, (_, r) => data.subarray(offset + r * cols, offset + (r + 1) * cols));
    const plain = this.compare && this.before?.tensors.get(name);
    if (plain && plain.shape.join() === shape.join()) {
      this.before.matrix(name, lead).forEach((row, r) => {
        out[r].before = row;
      });
    }
    return out;
  }

  /** Columns `from..to` of every row of a matrix: one head's slice of Q, K or V. */
  columns(rows, from, to) {
    return rows.map((row) => {
      const part = row.subarray(from, to);
      if (row.before) part.before = row.before.subarray(from, to);
      return part;
    });
  }
}
