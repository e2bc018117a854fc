# attend's words in English: every piece of text the page shows. The other catalogues have the
# same messages, each with the same arguments; docs/i18n.md says how to add a language and which
# terms the catalogues use. Arguments written { $name } are filled in by the page: numbers come
# already formatted for the language, tokens and other model data as they are.

## The page: its title, header, controls and navigation, its status line and messages

page-title = attend: the Transformer, step by step
page-tagline = The Transformer of “Attention Is All You Need”, computed live in this tab: type an input and step through a real forward pass of a trained model.
control-model = model
control-input = input
control-padding = padding
control-run = Run
control-backend = backend
control-backend-auto = auto
control-running-on = running on
control-load-weights = load weights…
control-export-weights = export weights
control-language = language
nav-summary = the model and every step
nav-prev = ← prev
nav-prev-label = ← prev: the previous step
nav-next = next →
nav-next-label = next →: the next step
nav-hint = Arrow keys (and, on a touch screen, a swipe) step too.
status-loading-model = loading the model…
error-no-thread = This browser cannot start the model's thread: { $reason }
error-catalogue = The page's words in “{ $language }” could not be read ({ $reason }); it stays in the language it had.
error-storage-read = Models trained earlier could not be read from this browser's storage: { $reason }
error-unexpected = Something went wrong: { $reason }

## The diagram and what every view shares


## Views 1 to 9: input, embedding, positional encoding, attention, multi-head, add & norm, feed-forward, encoder, decoder

ffn-title = Feed-forward network
ffn-edit-before = What if this network
ffn-edit-after = were bypassed
ffn-heading = Two linear layers with a ReLU between
ffn-explain = FFN(x) = max(0, x W₁ + b₁) W₂ + b₂, applied to each position separately with the same weights: { $d } → { $dff } → { $d }. The ReLU sets every negative hidden value to exactly zero, shown grey: here { $zeros } of { $total } ({ $share }%).
ffn-input = input
ffn-hidden = hidden ({ $dff })
ffn-output = output
ffn-arrow-first = → W₁, ReLU →
ffn-arrow-second = → W₂ →
ffn-tip-input = x[{ $row }][{ $col }] = { $value }
ffn-tip-hidden = hidden[{ $row }][{ $col }] = { $value }
ffn-tip-zero = hidden[{ $row }][{ $col }] = 0 (ReLU)
ffn-tip-output = out[{ $row }][{ $col }] = { $value }

common-picker-stack = stack
common-picker-layer = layer
common-picker-head = head
common-picker-query = query
common-picker-token = token
common-picker-sub-layer = sub-layer
common-stack-encoder = encoder
common-stack-decoder = decoder
common-sub-self = self-attention
common-sub-masked = masked self-attention
common-sub-cross = cross-attention
common-sub-ffn = feed-forward

input-title = Input: text to tokens to ids
input-tokens-heading = Tokens and ids
input-tokens-explain =
    The model reads { $unit ->
        [word] words. Each word
        [piece] pieces. Each piece
       *[character] characters. Each character
    } of “{ $text }” is looked up in the source vocabulary ({ $size } tokens) and becomes an id: the row of the embedding table it will read. Above: the token; middle: its id; below: its position.
input-tip-token = position { $position }: “{ $token }” is id { $id }
input-tip-pad = position { $position }: padding (id { $id }), hidden from every attention
input-padding-heading = Padding
input-padding-some =
    Sentences in a batch must have one length, so shorter ones are filled with <pad> (id { $id }). Here { $count ->
        [one] { $count } pad token was
       *[other] { $count } pad tokens were
    } added to show it: every attention hides padding keys, so the output does not change. Set “padding” above to add more or none.
input-padding-none = Sentences in a batch must have one length, so shorter ones are filled with <pad> (id { $id }) and hidden from every attention. This input has none: set “padding” above to add some and watch the masks change.
input-ids = ids: [{ $ids }]  length { $length } of at most { $max }
input-decoder-heading = The decoder’s input
input-decoder-explain = The decoder produces the output one token at a time. It reads the output so far shifted right by one: <bos> first, so position t predicts token t + 1. The run below uses the output the model itself produced (greedy decoding), fed in all at once.
input-tip-decoder = decoder position { $position }: “{ $token }” is id { $id }
input-pieces-heading = Words into pieces
input-pieces-explain =
    Like the paper's translation models (section 5.1), this one reads byte-pair pieces: starting from letters, the { $merges ->
        [one] { $merges } merge
       *[other] { $merges } merges
    } learned from its training text join the most frequent pair of symbols, again and again, so that common words become one piece and rare ones a few. A piece marked { $mark } continues into the next. One vocabulary of { $size } pieces serves French and English alike. Click a piece to see the merges that built it.
input-merges =
    How “{ $piece }” was built: { $count ->
        [one] { $count } merge
       *[other] { $count } merges
    }, in the order learned (</w> marks the end of a word).
input-merges-none = “{ $piece }” is a single character: no merge built it.

embed-title = Embeddings
embed-heading = One vector per token
embed-explain = Each id selects one row of the learned embedding table ({ $width } numbers per token, d_model = { $d }). Every box is one number: red positive, blue negative, white near zero. Hover a box for its value.
embed-tip = { $token } (position { $position }), dim { $dim }: { $value }
embed-scaled-heading = Scaled by √d_model
embed-scaled-explain = The paper multiplies the embeddings by √d_model = √{ $d } = { $scale } (section 3.4), so they are not drowned out by the positional encodings added next. For “{ $token }”, the table row starts { $raw }; times { $scale } that is { $scaled }: the boxes above.
embed-unscaled-heading = Not scaled
embed-unscaled-explain = The paper multiplies the embeddings by √d_model = { $scale } (section 3.4), so they are not drowned out by the positional encodings added next. This model was trained without that scale: the boxes above are the table's rows as they are, and they are small beside the encodings (compare the next view).

pe-title = Positional encoding
pe-none = This model was trained without positional encoding: nothing is added to its embeddings (the PE below is all zeros), so each stack sees its tokens as a set and cannot tell their order. The waves further down are the ones the paper adds.
pe-edit-lead = What if there were no positional encoding
pe-edit-side-src = in the source
pe-edit-side-tgt = in the target
pe-edit-side-both = in the source and target
pe-heading = Where each token is
pe-explain = Attention by itself does not know word order, so a fixed pattern is added to each position, sines in the even dimensions and cosines in the odd ones (hover a term of the formula to find it below). Rows are positions, columns the { $d } dimensions: fast waves on the left, slow ones on the right.
pe-tip = PE(position { $position }, dim { $dim }) = { $value }
pe-waves-heading = Sinusoids of a few dimensions
pe-waves-explain =
    Each dimension is a wave over positions with its own wavelength, from 2π up to 10000·2π, drawn from the formula up to max_len = { $maxLen }. The dots are the values { $who ->
        [paper] the paper would add
       *[model] the model added
    } at this input's positions, on the waves.
pe-dims-label = dimensions (up to 6, comma-separated)
pe-dims-aria = dimensions to plot
pe-bad-dims = Not a dimension of this model (0 to { $last }): { $bad }
pe-dim = dim { $dim }
pe-chart-position = position { $position }
pe-chart-value = PE
pe-similar-heading = Nearby positions look alike
pe-similar-explain = The cosine similarity of every pair of position vectors: highest on the diagonal and fading with distance, so the model can tell near from far, and PE(pos + k) is a linear function of PE(pos).
pe-similar-tip = positions { $first } and { $second }: cosine { $value }
pe-sum-heading = Embedding + PE = input
pe-sum-explain = The encoder's input is the scaled embedding plus the positional encoding, element by element. For “{ $token }” at position { $position }:
pe-sum-embedding = embedding
pe-sum-pe = PE
pe-sum-input = input
pe-tip-dim = dim { $dim }: { $value }

attention-title = Self-attention, one head
attention-edit-head = What if head { $head }
attention-edit-off = were switched off
attention-edit-pattern-uniform = attended uniformly
attention-edit-pattern-itself = attended to its own position
attention-edit-pattern-previous = attended to the previous token
attention-edit-mask = What if the mask
attention-edit-see-future = let the decoder see the future
attention-edit-padding = did not hide padding
attention-qkv-heading = Queries, keys and values
attention-qkv-explain =
    { $stack ->
        [decoder] Decoder layer { $layer }, head { $head }. This is the decoder's masked self-attention: a token may only look at itself and the tokens before it.
       *[encoder] Encoder layer { $layer }, head { $head }.
    } Each token's vector x ({ $d } numbers) is multiplied by three learned matrices W_Q, W_K and W_V. This head uses { $dk } of the { $d } columns of each: a query (what this token is looking for), a key (what it offers to be found by) and a value (what it passes on).
attention-tip-x = x[{ $token }][{ $dim }] = { $value }
attention-tip-q = q[{ $token }][{ $dim }] = { $value }
attention-tip-k = k[{ $token }][{ $dim }] = { $value }
attention-tip-v = v[{ $token }][{ $dim }] = { $value }
attention-table-heading = The score table for “{ $token }”
attention-table-explain = Score each key against this query with a dot product q·k, divide by √d_k = { $root } to keep the softmax from saturating, turn the scores into weights that sum to 1 with a softmax (masked keys get −∞, so weight 0), weight each value by it and add them up: the head's output z for “{ $token }”.
attention-col-key = key
attention-col-softmax = softmax
attention-masked = −∞ (masked)
attention-sum = sum
attention-tip-weighted = { $weight } × v[{ $key }][{ $dim }] = { $value }
attention-tip-z = z[{ $token }][{ $dim }] = { $value }
attention-matrix-heading = The same for every token at once
attention-matrix-explain = In matrix form, all queries are scored at once, as the paper writes it (hover a term to find it below). Each row of the weights is one row of the table above.
attention-matrix-q = Q
attention-matrix-kt = Kᵀ (K shown row per key)
attention-matrix-scores = scores
attention-matrix-scaled = ÷ √{ $dk }, masked
attention-matrix-weights = weights
attention-matrix-v = V
attention-matrix-z = Z
attention-op-softmax = → softmax →
attention-tip-score = q[{ $query }]·k[{ $key }] = { $value }
attention-tip-hidden = { $query } may not see { $key }
attention-tip-weight = { $query } → { $key }: { $value }

multihead-title = Multi-head attention
multihead-heading =
    { $h ->
        [one] { $h } head, looking its own way
       *[other] { $h } heads, each looking its own way
    }
multihead-explain =
    { $stack ->
        [decoder] Decoder
       *[encoder] Encoder
    } layer { $layer }, self-attention. The { $h } heads run side by side on their own { $dk }-column slices of Q, K and V, so each can attend to different things. Their weights (top) and outputs Z (bottom):
multihead-head = head { $head }
multihead-switch-off = switch off
multihead-tip-weight = head { $head }: { $query } → { $key }: { $value }
multihead-tip-z = Z{ $head }[{ $token }][{ $dim }] = { $value }
multihead-concat-heading = Concatenate, then mix with W_O
multihead-concat-explain = The heads' outputs are laid side by side ({ $h } × { $dk } = { $d } columns) and multiplied by one more learned matrix, W_O ({ $d } × { $d }), which mixes what the heads found. The result is the attention sub-layer's output: one { $d }-vector per token.
multihead-concat-title = concat(Z0..Z{ $last })
multihead-tip-concat = head { $head }, { $token }, column { $col }: { $value }
multihead-op-wo = × W_O =
multihead-output-title = attention output
multihead-tip-out = out[{ $token }][{ $dim }] = { $value }

addnorm-title = Add & Norm
addnorm-stats-mean = LayerNorm: subtract the mean
addnorm-stats-std = , divide by the std
addnorm-stats-rest = , then the learned gain γ and bias β:
addnorm-pre-ln = This model is pre-LN (norm_first): the sub-layer reads LayerNorm(x), and its output is added to x unchanged, x + Sublayer(LayerNorm(x)). The stream x keeps its scale; the norm only feeds the sub-layer.
addnorm-post-ln = This model is post-LN, as in the paper: LayerNorm(x + Sublayer(x)). The residual connection adds the sub-layer's output to its input, so information and gradients have a direct path through the stack; the norm then rescales each token's vector to mean 0 and variance 1 (then a learned gain and bias).
addnorm-edit-lead =
    What if the { $sub ->
        [self] self-attention
        [masked] masked self-attention
        [cross] cross-attention
       *[ffn] feed-forward network
    }
addnorm-edit-bypass = were bypassed (its output zeroed: the residual carries x on alone)
addnorm-heading =
    The residual connection and layer normalisation around the { $sub ->
        [self] self-attention
        [masked] masked self-attention
        [cross] cross-attention
       *[ffn] feed-forward network
    }
addnorm-op-sub =
    → { $sub ->
        [self] self-attention
        [masked] masked self-attention
        [cross] cross-attention
       *[ffn] feed-forward
    } →
addnorm-op-sum = x + sub-layer =
addnorm-x = x
addnorm-layernorm-x = LayerNorm(x)
addnorm-layernorm = LayerNorm
addnorm-sublayer = sub-layer
addnorm-sum = x + sub-layer
addnorm-sum-before = x + sub-layer (before the norm)
addnorm-norm-of-sum = LayerNorm(x + sub-layer)
addnorm-norm-input =
    LayerNorm(x) (the { $sub ->
        [self] self-attention
        [masked] masked self-attention
        [cross] cross-attention
       *[ffn] feed-forward
    } input)
addnorm-tip-x = x[{ $token }][{ $dim }] = { $value }
addnorm-tip-sublayer = sub-layer[{ $token }][{ $dim }] = { $value }
addnorm-tip-sum = sum[{ $token }][{ $dim }] = { $value }
addnorm-tip-norm = norm[{ $token }][{ $dim }] = { $value }
addnorm-every-heading = Every token
addnorm-every-explain = The same for each token of the sentence, independently: one row per token (left, the sum; right, the normalised result).

encoder-title = The encoder stack
encoder-heading =
    { $layers ->
        [one] { $layers } layer
       *[other] { $layers } identical layers
    }
encoder-explain = Each encoder layer is self-attention then the feed-forward network, each wrapped in Add & Norm; the output of one is the input of the next, always one { $d }-vector per token. The last output is the memory: the keys and values every cross-attention in the decoder reads. All on one colour scale; each layer's head-averaged attention beside it.
encoder-stage-input = input (embedding + PE)
encoder-stage-layer = after layer { $layer }
encoder-stage-norm = final LayerNorm
encoder-tip = { $stage }, { $token }, dim { $dim }: { $value }
encoder-mean-title = attention (mean of heads)
encoder-tip-attention = layer { $layer }: { $query } → { $key }: { $value }
encoder-memory =
    memory = { $from ->
        [norm] the final norm
       *[layer] layer { $layer }'s output
    }, { $shape }.

decoder-title = The decoder: masks and cross-attention
decoder-shift-heading = Shifted right
decoder-shift-explain = During training the decoder sees the whole target at once, shifted right by one, and learns to predict the next token at every position. Here the target is the model's own output:
decoder-row-input = decoder input
decoder-row-predicts = predicts
decoder-masks-heading = The masks
decoder-masks-causal = Left: the causal mask of the decoder's self-attention. Position t may look at positions up to t only, never at tokens it has not produced yet (1 = visible, 0 = hidden). Right: the cross-attention mask: every decoder position may look at every source token except padding.
decoder-masks-not-causal = Left: the decoder's self-attention mask. This model was trained without the causal mask, so position t may look at every position, the tokens it is meant to predict included (1 = visible, 0 = hidden): fed the answer, it learned to copy the next token, and generating, where there is no answer to read, it fails. Right: the cross-attention mask: every decoder position may look at every source token except padding.
decoder-mask-causal-title = causal self-attention mask
decoder-mask-self-title = self-attention mask (not causal)
decoder-mask-cross-title = cross-attention (padding) mask
decoder-tip-may-see = { $query } may see { $key }
decoder-tip-may-not-see = { $query } may not see { $key }
decoder-self-heading =
    { $causal ->
        [yes] Masked self-attention
       *[no] Self-attention
    } (layer { $layer }, head { $head })
decoder-self-causal = Scores above the diagonal are set to −∞ before the softmax, so their weights are exactly 0:
decoder-self-not-causal = Nothing above the diagonal is hidden in this model: each position may attend to the tokens after it.
decoder-tip-weight = { $query } → { $key }: { $value }
decoder-cross-heading = Cross-attention (layer { $layer }, head { $head })
decoder-cross-explain = The queries come from the decoder; the keys and values come from the encoder's memory. This is where the output looks back at the input: for each output position, which source tokens it reads.
decoder-score-table = The score table of decoder position { $position } (“{ $token }”) against the memory:

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

