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
    const unit = info.vocab.kind === 'word' ? 'word' : 'character';
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
