// 2. Embeddings: each id picks a row of the table, scaled by sqrt(d_model).
import { el, fmt, maxAbs, section, vector } from '../draw.js';
import { dims, srcLabels } from './common.js';

export const embed = {
  id: 'embed',
  title: 'Embeddings',
  diagram: 'src-embed',
  render(ctx) {
    const { run } = ctx;
    const { d } = dims(ctx);
    const tokens = ctx.info.trace.src.tokens;
    const rows = run.matrix(tokens);
    const labels = srcLabels(ctx);
    const scaled = ctx.info.config.scale_embeddings;
    const scale = scaled ? Math.sqrt(d) : 1;
    const max = maxAbs(rows);
    const first = rows[0];
    const shown = Math.min(4, d);
    const raw = Array.from(first.subarray(0, shown), (v) => v / scale);
    return el(
      'div',
      {},
      section(
        'One vector per token',
        `Each id selects one row of the learned embedding table (${run.get(tokens).shape.at(-1)} numbers per token, d_model = ${d}). Every box is one number: red positive, blue negative, white near zero. Hover a box for its value.`,
        el(
          'div',
          { class: 'vectors', id: 'embeddings' },
          rows.map((row, t) => vector(row, { max, label: labels[t], tip: (i, v) => `${labels[t]} (position ${t}), dim ${i}: ${fmt(v, 4)}` })),
        ),
      ),
      scaled
        ? section(
            'Scaled by √d_model',
            `The paper multiplies the embeddings by √d_model = √${d} = ${fmt(scale, 4)} (section 3.4), so they are not drowned out by the positional encodings added next. For “${labels[0]}”, the table row starts ${raw.map((v) => fmt(v, 4)).join(', ')}; times ${fmt(scale, 4)} that is ${Array.from(first.subarray(0, shown), (v) => fmt(v, 4)).join(', ')}: the boxes above.`,
          )
        : section('Not scaled', `The paper multiplies the embeddings by √d_model = ${fmt(Math.sqrt(d), 4)} (section 3.4), so they are not drowned out by the positional encodings added next. This model was trained without that scale: the boxes above are the table's rows as they are, and they are small beside the encodings (compare the next view).`),
    );
  },
};
