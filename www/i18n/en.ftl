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

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour

tour-button = Tour
tour-button-resume = resume the tour
tour-progress = Tour: card { $n } of { $total }
tour-predict = Predict:
tour-hint-figure = Click your answer in the outlined figure (or focus a cell and press Enter), or choose one here:
tour-hint-choose = Choose your answer:
tour-choices = answers
tour-working = The model is running…
tour-right = Right.
tour-wrong = Not quite.
tour-back = ← back
tour-next = next →
tour-finish = finish
tour-end = end the tour
tour-failed = The answer could not be computed: { $reason }
tour-dimension = dimension { $dim }
tour-tokens-title = Tokens
tour-tokens-text = The model reads numbers, not letters: “{ $text }” is cut into { $count ->
    [one] one token
   *[other] { $count } tokens
  } (padding included), and each becomes its id in the vocabulary.
tour-embed-title = Embeddings and their scale
tour-embed-text = Each id picks one row of a learned table: { $d } numbers per token, shown as coloured boxes. They are multiplied by √d_model = { $scale }, so they are not drowned by the positional encoding added next.
tour-pe-title = Positional encoding
tour-pe-text = Attention alone cannot tell word order, so a fixed pattern of waves is added to each position. Rows are positions, columns the { $d } dimensions.
tour-pe-question = Which dimension (column) changes fastest from one position to the next?
tour-pe-answer = Dimension { $dim }: over this input's { $positions } positions it moves by { $moved } in all, more than any other.
tour-pe-why = Dimensions 0 and 1 are a sine and a cosine of wavelength 2π, the shortest; each next pair's wavelength is longer, up to 10000·2π, so the columns on the right barely change.
tour-scores-title = One head: queries, keys and scores
tour-scores-text = Encoder layer 0, head 0. Each token's vector is multiplied by W_Q, W_K and W_V, giving a query, a key and a value of { $dk } numbers. The table scores the query of “{ $query }” against every key with a dot product q·k.
tour-scores-question = Which key will score highest against the query of “{ $query }”? Judge from the queries and keys above, then click its row in the table; the numbers appear once you answer.
tour-scores-answer = “{ $key }”, with q·k = { $score }.
tour-scores-why = A large dot product means the query and the key point the same way in this head's { $dk }-dimensional space: what this token looks for is what that one offers.
tour-softmax-title = The softmax
tour-softmax-text = The scores are divided by √d_k = { $scale }, which keeps the softmax from saturating, and the softmax turns them into weights; the head's output is the values weighted by them, added up.
tour-softmax-question = What do the weights of “{ $query }” in the softmax column add up to?
tour-softmax-one = exactly 1
tour-softmax-keys = { $count }, the number of keys
tour-softmax-varies = it depends on the scores
tour-softmax-answer = They add up to { $sum }.
tour-softmax-why = The softmax raises e to each score and divides by the total, so the weights are positive and sum to 1; a masked key gets −∞ and weight 0.
tour-multihead-title = Multi-head attention
tour-multihead-text = { $heads } heads run side by side, each on its own { $dk } columns of Q, K and V, so each can look for something different. Their outputs are laid side by side ({ $d } columns) and mixed by W_O.
tour-addnorm-title = Add & Norm
tour-addnorm-text = Around every sub-layer the input is added back to its output (the residual connection), then each row is normalized to mean 0 and variance 1, and given a learned gain and bias. { $order ->
    [pre] This model normalizes before each sub-layer (pre-LN).
   *[post] This model normalizes after each sub-layer, as the paper does (post-LN).
  }
tour-ffn-title = The feed-forward network
tour-ffn-text = The same two-layer network runs at each position on its own: { $d } → { $dff } → { $d } numbers, with a ReLU between. The outlined figure is the hidden layer.
tour-ffn-question = What share of the { $total } hidden values does the ReLU set to zero?
tour-ffn-few = less than a third
tour-ffn-half = between a third and two thirds
tour-ffn-most = more than two thirds
tour-ffn-answer = { $zeros } of { $total }, { $share }%.
tour-ffn-why = The ReLU turns every negative value into exactly 0 (the grey cells), so each position uses only some of the hidden units, and not the same ones.
tour-encoder-title = The encoder stack
tour-encoder-text = The encoder repeats its layer { $layers } times, each with its own weights. The last layer's output is the memory: what the decoder reads about the input.
tour-causal-title = The causal mask
tour-causal-text = The decoder is trained on the whole target at once, shifted right. Its self-attention mask decides which positions each position may see (1 visible, 0 hidden).
tour-causal-question = Which cells does the causal mask hide? Click one.
tour-causal-choice = “{ $query }” looking at “{ $key }”
tour-causal-answer = { $hidden } of the { $total } cells are hidden: every cell above the diagonal, where a position would look at a later one.
tour-causal-answer-other = { $hidden } of the { $total } cells are hidden.
tour-causal-why = When the model generates, the later tokens do not exist yet; hiding them in training makes it learn to predict each token from the ones before it only.
tour-cross-title = Cross-attention
tour-cross-text = Decoder layer { $layer }, head { $head }: the decoder's queries read the encoder's memory. Rows are decoder positions, columns source tokens; darker means more weight.
tour-cross-question = In the row that predicts “{ $word }” (its input is “{ $input }”), which source token gets the most weight? Click its cell.
tour-cross-answer = “{ $key }”, with weight { $weight }.
tour-cross-why = Cross-attention is where the output looks back at the input: the query that produces a word tends to read the source word it translates (view 13 scores how well each head aligns).
tour-ablate-title = Switch a head off
tour-ablate-text = Decoder layer { $layer }, head { $head } of cross-attention. An intervention changes the live pass: the outlined button sets this head's output to zero and runs the model again.
tour-ablate-question = With this head switched off, will the output “{ $output }” change?
tour-ablate-same = it stays the same
tour-ablate-changes = it changes
tour-ablate-answer-same = The output stays “{ $after }”; its log-probability goes from { $was } to { $now }.
tour-ablate-answer-changes = The output becomes “{ $after }” (it was “{ $before }”; log-probability { $was }, now { $now }).
tour-ablate-why = This head is one of { $heads } in its layer, and the residual connection carries the rest: one head alone rarely decides the output. The head scan (view 12) switches each one off in turn.
tour-output-title = The output distribution
tour-output-text = At each position the decoder's last vector goes through one linear layer to { $vocab } logits, and a softmax turns them into probabilities. At position 0 the most probable token is “{ $token }”, with probability { $prob }.
tour-greedy-title = Greedy decoding
tour-greedy-text = The output is built one token at a time: the decoder runs on what it has produced so far and the next token is appended, until <eos>.
tour-greedy-question = After “{ $prefix }”, which token will greedy decoding pick next? Click it in that step's row.
tour-greedy-answer = “{ $token }”: logit { $logit }, probability { $prob }, the highest.
tour-greedy-why = Greedy decoding always takes the most probable token and never goes back on a choice.
tour-beam-title = Beam search
tour-beam-text = Beam search keeps the { $beam } most probable partial outputs at each step instead of one, and ranks the finished ones by log-probability with a length penalty.
tour-beam-question = With a beam of { $beam }, will the search find another output than greedy's “{ $greedy }”?
tour-beam-same = the same output
tour-beam-different = another output
tour-beam-answer-same = The same: “{ $text }”, score { $score }.
tour-beam-answer-different = Another one: “{ $text }”, score { $score }, where greedy decoding gave “{ $greedy }”.
tour-beam-why = Where the most probable token at each step also leads to the most probable whole, the two agree; beam search pays off when a choice that looks worse early leads to a better output.
tour-train-title = Train your own
tour-train-text = Every view ran a model trained on its task. Here you train one from scratch, in this tab: pick a task, press Start, and watch the loss fall and the attention form. The finished model joins the model picker, and every view works on it.


## Figures: export and captions

