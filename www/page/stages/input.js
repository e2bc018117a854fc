// 1. Input: text to tokens to ids, with padding.
import { el, section, show } from '../draw.js';
import { t, unseenNote } from '../i18n.js';
import { srcPadding } from './common.js';

export const input = {
  id: 'input',
  get title() {
    return t('input-title');
  },
  diagram: 'src-embed',
  render(ctx) {
    const { run, info } = ctx;
    const c = info.config;
    const padding = srcPadding(ctx);
    const bpe = info.vocab.kind === 'bpe';
    const unit = { word: 'word', bpe: 'piece', sentencepiece: 'piece' }[info.vocab.kind] ?? 'character';
    const cut = run.src.sentencepiece;
    // Ids are names, not amounts: passed as text, so that no thousands mark is put in them.
    const chips = run.src.tokens.map((token, i) =>
      el(
        'div',
        { class: `token ${padding[i] ? 'pad' : ''}`, 'data-tip': padding[i] ? t('input-tip-pad', { position: i, id: String(c.pad_id) }) : t('input-tip-token', { position: i, token: show(token), id: String(run.src.ids[i]) }) },
        el('span', { class: 'tok', translate: 'no' }, show(token)),
        el('span', { class: 'id' }, run.src.ids[i]),
        el('span', { class: 'pos' }, i),
      ),
    );
    const nPad = padding.filter(Boolean).length;
    const unseen = unseenNote(run.src.unseen);
    return el(
      'div',
      {},
      unseen && el('p', { class: 'note', id: 'input-unseen' }, unseen),
      bpe && pieces(run, info, padding),
      cut &&
        section(
          t('input-spm-heading'),
          t('input-spm-explain', { normalizer: cut.normalizer, model: cut.model, eos: show(run.src.tokens[run.src.tokens.length - 1 - padding.filter(Boolean).length] ?? '') }),
          el('p', { class: 'mono', translate: 'no' }, cut.normalized),
        ),
      section(
        t('input-tokens-heading'),
        t('input-tokens-explain', { unit, text: run.text, size: c.src_vocab_size }),
        el('div', { class: 'tokens', id: 'src-tokens' }, chips),
      ),
      section(
        t('input-padding-heading'),
        nPad ? t('input-padding-some', { id: String(c.pad_id), count: nPad }) : t('input-padding-none', { id: String(c.pad_id) }),
        el('p', { class: 'mono' }, t('input-ids', { ids: run.src.ids.join(', '), length: run.src.ids.length, max: c.max_len })),
      ),
      section(
        t('input-decoder-heading'),
        t('input-decoder-explain', { start: show(run.tgtIn.tokens[0] ?? '') }),
        el(
          'div',
          { class: 'tokens' },
          run.tgtIn.tokens.map((token, i) =>
            el(
              'div',
              { class: 'token tgt', 'data-tip': t('input-tip-decoder', { position: i, token: show(token), id: String(run.tgtIn.ids[i]) }) },
              el('span', { class: 'tok', translate: 'no' }, show(token)),
              el('span', { class: 'id' }, run.tgtIn.ids[i]),
              el('span', { class: 'pos' }, i),
            ),
          ),
        ),
      ),
    );
  },
};

/** The byte-pair mark on a piece that does not end its word. */
const CONTINUES = '@@';

/**
 * A byte-pair model's view of the input: each word and the pieces it became, the shared
 * vocabulary's size, and the merges that built a chosen piece (the core sends each piece's).
 */
function pieces(run, info, padding) {
  const words = [];
  run.src.tokens.forEach((token, i) => {
    if (padding[i]) return;
    if (!words.length || !words[words.length - 1].open) words.push({ pieces: [], open: false });
    const word = words[words.length - 1];
    word.pieces.push(token);
    word.open = token.endsWith(CONTINUES);
  });
  const merges = run.src.merges || {};
  const built = el('div', { id: 'piece-merges', class: 'merges' });
  const choose = (piece) => {
    const steps = merges[piece] || [];
    built.replaceChildren(
      el('p', {}, steps.length ? t('input-merges', { piece, count: steps.length }) : t('input-merges-none', { piece })),
      el('ol', { class: 'mono', translate: 'no' }, steps.map(([left, right, result]) => el('li', {}, `${left} + ${right} → ${result}`))),
    );
  };
  const all = words.flatMap((w) => w.pieces);
  const longest = all.reduce((a, b) => ((merges[b] || []).length > (merges[a] || []).length ? b : a), all[0]);
  if (longest !== undefined) choose(longest);
  return section(
    t('input-pieces-heading'),
    t('input-pieces-explain', { merges: info.vocab.merges, mark: CONTINUES, size: info.vocab.src.length }),
    el(
      'div',
      { class: 'tokens', id: 'src-words', translate: 'no' },
      words.map((w) =>
        el(
          'div',
          { class: 'word' },
          el('span', { class: 'tok' }, w.pieces.map((p) => p.replace(CONTINUES, '')).join('')),
          el('div', { class: 'tokens' }, w.pieces.map((p) => el('button', { class: 'piece mono', type: 'button', onclick: () => choose(p) }, p))),
        ),
      ),
    ),
    built,
  );
}
