// 2. Embeddings: each id picks a row of the table, scaled by sqrt(d_model).
import { el, fmt, maxAbs, section, vector } from '../draw.js';
import { t } from '../i18n.js';
import { dims, numberList, srcLabels, tokenLabels } from './common.js';

export const embed = {
  id: 'embed',
  get title() {
    return t('embed-title');
  },
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
        t('embed-heading'),
        t('embed-explain', { width: run.get(tokens).shape.at(-1), d }),
        el(
          'div',
          { class: 'vectors', id: 'embeddings' },
          rows.map((row, p) => tokenLabels(vector(row, { max, label: labels[p], tip: (i, v) => t('embed-tip', { token: labels[p], position: p, dim: i, value: fmt(v, 4) }) }))),
        ),
      ),
      scaled
        ? section(
            t('embed-scaled-heading'),
            t('embed-scaled-explain', {
              d,
              scale: fmt(scale, 4),
              token: labels[0],
              raw: numberList(raw.map((v) => fmt(v, 4))),
              scaled: numberList(Array.from(first.subarray(0, shown), (v) => fmt(v, 4))),
            }),
          )
        : section(t('embed-unscaled-heading'), t('embed-unscaled-explain', { scale: fmt(Math.sqrt(d), 4) })),
    );
  },
};
