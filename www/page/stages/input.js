// 1. Input: text to tokens to ids, with padding.
import { el, section, show } from '../draw.js';
import { srcPadding } from './common.js';

export const input = {
  id: 'input',
  title: 'Input: text to tokens to ids',
  diagram: 'src-embed',
  render(ctx) {
    const { run, info } = ctx;
    const c = info.config;
    const padding = srcPadding(ctx);
    const bpe = info.vocab.kind === 'bpe';
    const unit = { word: 'word', bpe: 'piece' }[info.vocab.kind] ?? 'character';
    const chips = run.src.tokens.map((t, i) =>
      el(
        'div',
        { class: `token ${padding[i] ? 'pad' : ''}`, 'data-tip': padding[i] ? `position ${i}: padding (id ${c.pad_id}), hidden from every attention` : `position ${i}: ${JSON.stringify(t)} is id ${run.src.ids[i]}` },
        el('span', { class: 'tok' }, show(t)),
        el('span', { class: 'id' }, run.src.ids[i]),
        el('span', { class: 'pos' }, i),
      ),
    );
    const nPad = padding.filter(Boolean).length;
    return el(
      'div',
      {},
      bpe && pieces(run, info, padding),
      section(
        'Tokens and ids',
        `The model reads ${unit}s. Each ${unit} of “${run.text}” is looked up in the source vocabulary (${c.src_vocab_size} tokens) and becomes an id: the row of the embedding table it will read. Above: the token; middle: its id; below: its position.`,
        el('div', { class: 'tokens', id: 'src-tokens' }, chips),
      ),
      section(
        'Padding',
        nPad
          ? `Sentences in a batch must have one length, so shorter ones are filled with <pad> (id ${c.pad_id}). Here ${nPad} pad token${nPad > 1 ? 's were' : ' was'} added to show it: every attention hides padding keys, so the output does not change. Set “padding” above to add more or none.`
          : `Sentences in a batch must have one length, so shorter ones are filled with <pad> (id ${c.pad_id}) and hidden from every attention. This input has none: set “padding” above to add some and watch the masks change.`,
        el('p', { class: 'mono' }, `ids: [${run.src.ids.join(', ')}]  length ${run.src.ids.length} of at most ${c.max_len}`),
      ),
      section(
        'The decoder’s input',
        'The decoder produces the output one token at a time. It reads the output so far shifted right by one: <bos> first, so position t predicts token t + 1. The run below uses the output the model itself produced (greedy decoding), fed in all at once.',
        el(
          'div',
          { class: 'tokens' },
          run.tgtIn.tokens.map((t, i) =>
            el('div', { class: 'token tgt', 'data-tip': `decoder position ${i}: ${JSON.stringify(t)} is id ${run.tgtIn.ids[i]}` }, el('span', { class: 'tok' }, show(t)), el('span', { class: 'id' }, run.tgtIn.ids[i]), el('span', { class: 'pos' }, i)),
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
  run.src.tokens.forEach((t, i) => {
    if (padding[i]) return;
    if (!words.length || !words[words.length - 1].open) words.push({ pieces: [], open: false });
    const word = words[words.length - 1];
    word.pieces.push(t);
    word.open = t.endsWith(CONTINUES);
  });
  const merges = run.src.merges || {};
  const built = el('div', { id: 'piece-merges', class: 'merges' });
  const choose = (piece) => {
    const steps = merges[piece] || [];
    built.replaceChildren(
      el('p', {}, steps.length ? `How “${piece}” was built: ${steps.length} merge${steps.length > 1 ? 's' : ''}, in the order learned (</w> marks the end of a word).` : `“${piece}” is a single character: no merge built it.`),
      el('ol', { class: 'mono' }, steps.map(([left, right, result]) => el('li', {}, `${left} + ${right} → ${result}`))),
    );
  };
  const all = words.flatMap((w) => w.pieces);
  const longest = all.reduce((a, b) => ((merges[b] || []).length > (merges[a] || []).length ? b : a), all[0]);
  if (longest !== undefined) choose(longest);
  return section(
    'Words into pieces',
    `Like the paper's translation models (section 5.1), this one reads byte-pair pieces: starting from letters, the ${info.vocab.merges} merges learned from its training text join the most frequent pair of symbols, again and again, so that common words become one piece and rare ones a few. A piece marked ${CONTINUES} continues into the next. One vocabulary of ${info.vocab.src.length} pieces serves French and English alike. Click a piece to see the merges that built it.`,
    el(
      'div',
      { class: 'tokens', id: 'src-words' },
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
