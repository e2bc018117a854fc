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

output-title = Output: logits, softmax, decoding
output-logits-heading = From the last vector to a token
output-logits-explain = The decoder's final vector at each position goes through one linear layer (the generator) to { $n } logits, one per target token, and a softmax turns them into probabilities. Position { $position } (input “{ $token }”):
output-position = position
output-logits-top = logits (top { $n })
output-arrow-softmax = → softmax →
output-probs-top = probabilities (top { $n })
output-chosen = Chosen: “{ $token }” with probability { $p } (logit { $logit }).
output-greedy-heading = The decoding loop (greedy)
output-greedy-explain = The output is built one token at a time: the decoder runs on what it has produced so far, the most probable next token is appended, and it runs again, until it produces <eos>. Each row is one run of the decoder:
output-col-step = step
output-col-decoder-input = decoder input
output-col-top-next = top { $n } next tokens
output-col-chosen = chosen
output-output-label = Output:
output-log-prob = (log-probability { $value })
output-log-prob-same = (log-probability { $value }): the same output
output-beam-heading = Beam search
output-beam-explain = Instead of committing to one token per step, beam search keeps the k most probable partial outputs, extends each by every token, and keeps the best k again; finished hypotheses are ranked by log-probability divided by the length penalty ((5 + len) / 6)^α, α = { $alpha }. Beam size 1 is greedy decoding.
output-beam-size = beam size
output-beam-tree-explain = Each node: the token and the hypothesis's total log-probability; underlined, finished hypotheses; bold, the winner.
output-tree-start = start
output-tree-node = step { $step }: { $tokens } (log p { $logp })
output-beam-label = Beam output:
output-beam-score = (score { $value })
output-beam-one = With a beam of 1 the search is the greedy loop above.
output-stop-limit = The search stopped at the length limit, after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
  }.
output-stop-finished = The search stopped after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
  }: every hypothesis had finished.
output-stop-bound = The search stopped after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
  }, when no live hypothesis could still win: the best finished one scores { $best }, and the best any live one could still reach is { $bound } (its log-probability only falls as tokens are added, divided by the largest length penalty it could get). Stopping as soon as k hypotheses have finished would be quicker, but short wrong outputs that end early could then crowd out the right, longer one.
output-before-after-heading = Before and after
output-before-after-explain = The plain model's output, and what the model says with the interventions above. Each row is one token of the plain output: how probable the plain pass found it, how probable the edited pass finds it at the same place (both read the plain output as the decoder's input), and which token the edited pass would pick there.
output-plain-label = Plain:
output-edited-label = With the interventions:
output-col-position = position
output-col-plain-token = plain token
output-col-p-before = p before
output-col-p-after = p after
output-col-edited-pick = edited pick
output-future-explain = Without the causal mask each position of the edited pass can see the tokens after it in its input, the answer itself, so its picks above change. Greedy decoding never has those tokens: it produces them one at a time, so there is no future to see and its output can stay the same. A model trained without the mask learns to copy the next input token and then fails when it must generate.
output-sampling-heading = Sampling
output-sampling-explain = Instead of the most probable token, draw one at random. The temperature T divides the logits first (below 1 the distribution sharpens towards greedy decoding, above 1 it flattens); top-k keeps the k most probable tokens (0: all), top-p the fewest most probable whose probabilities add up to p; what is kept is renormalised. The seed fixes every draw: the same settings give the same samples (sample i uses seed + i).
output-temperature = temperature
output-top-k = top-k
output-top-p = top-p
output-seed = seed
output-samples = samples
output-samples-none = none
output-sample-empty = (empty)
output-sample-score = log-probability { $value }
output-sample-score-limit = log-probability { $value } (stopped at the length limit)
output-sample-steps-explain = Sample 0, step by step: the model's probabilities (temperature 1, left) and the distribution the token was drawn from (right):
output-col-model = model
output-col-drawn-from = drawn from (T { $temperature }, top-k { $topk ->
    [0] all
   *[other] { $topk }
  }, top-p { $topp })
output-col-drawn = drawn
output-tip-drawn = drawn with probability { $p } (the model gives it { $model })
output-samples-choose = Choose how many samples to draw.

maps-title = Attention heatmaps
maps-picker-attention = attention
maps-kind-enc = encoder self-attention
maps-kind-dec = decoder self-attention (masked)
maps-kind-cross = cross-attention
maps-heading-enc = Encoder self-attention, layer { $layer }, head { $head }
maps-heading-dec = Decoder self-attention (masked), layer { $layer }, head { $head }
maps-heading-cross = Cross-attention, layer { $layer }, head { $head }
maps-explain = Rows are queries (who is looking), columns keys (who is looked at); darker means more weight, grey is masked. Each row sums to 1. Hover a cell for the tokens and the weight.
maps-tip = layer { $layer }, head { $head }: query “{ $query }” ({ $row }) → key “{ $key }” ({ $col }): weight { $weight }
maps-edit-hide = What if cross-attention could not see
maps-all-heading = Every layer and head
maps-all-explain = Click one to look at it above.
maps-col-head = head { $head }
maps-row-layer = layer { $layer }
maps-thumb-label = layer { $layer } head { $head }

scan-title = Which heads matter
scan-heading = Head importance
scan-explain = Switch off one head (its output Z set to zero), decode “{ $text }” again, and measure how much less likely the model now finds the output it gives with every head on: the fall in log-probability, in nats. Each cell is one such run: { $heads } heads in each of the model's attention sub-layers. Red cells are the heads the output depends on; ✱ marks a head without which greedy decoding writes something else. On reverse, dates and numbers the heads that stand out are in cross-attention: they carry the alignment between output and input. Most other heads can go alone with little loss: the model spreads its work, so switch several off together (click cells, then look at the output view) to see it break.
scan-button = Scan every head
scan-again = scan again
scan-wait = The scan decodes the input once per head; it takes a moment.
scan-output-label = Output with every head on:
scan-result = (log-probability { $logp }); scanned in { $ms } ms on { $backend ->
    [gpu] WebGPU
   *[cpu] the CPU
  }.
scan-col-head = head { $head }
scan-row-encoder-self = encoder { $layer } self
scan-row-decoder-self = decoder { $layer } self
scan-row-decoder-cross = decoder { $layer } cross
scan-tip-same = { $sublayer }, head { $head }: log-probability of “{ $output }” falls by { $drop } (to { $logp }); greedy output unchanged. Click to switch this head off in the walkthrough.
scan-tip-changed = { $sublayer }, head { $head }: log-probability of “{ $output }” falls by { $drop } (to { $logp }); greedy output becomes “{ $changed }”. Click to switch this head off in the walkthrough.

align-title = Which heads align
align-heading = Alignment error rate of each head
align-intro = Read each output word's alignment off a cross-attention head: the source word it attends to most (sub-word pieces grouped into words). Score that against the true word alignment of each held-out pair of the model's task, by the alignment error rate (AER, Och and Ney 2003: 1 − 2|A ∩ S| / (|A| + |S|), A the head's links and S the true ones; 0 is perfect). The numbers are the core's, the same as attend align --task.
align-none-task = The alignment error rate needs a task whose pairs record their true word alignment ({ $tasks } { $count ->
    [one] does
   *[other] do
  }); this model's task, { $task }, records none. Its own alignment on the input is below.
align-none-no-task = The alignment error rate needs a task whose pairs record their true word alignment ({ $tasks } { $count ->
    [one] does
   *[other] do
  }); this model's file names no task. Its own alignment on the input is below.
align-button = Score every head
align-again = score again
align-wait = Scoring runs one forward pass per held-out pair; it takes a moment.
align-stats = { $pairs ->
    [one] { $pairs } held-out pair
   *[other] { $pairs } held-out pairs
  } of { $task }, { $sure ->
    [one] { $sure } true link
   *[other] { $sure } true links
  }, { $predicted } predicted per head; scored in { $ms } ms on { $backend ->
    [gpu] WebGPU
   *[cpu] the CPU
  }.
align-grid-explain = Darker is better; ★ marks the best head. Click a head to see it below.
align-sentence-gap = { " " }
align-explain-layers = Layer { $best }'s heads averaged align best (AER { $bestAer }, against { $worstAer } for layer { $worst }).
align-explain-one-layer = The layer's heads averaged have an AER of { $aer }.
align-explain-one-close = A single head aligns about as well: head { $head } of layer { $layer } (AER { $aer }), and layer { $bestLayer }'s heads are within { $spread } of each other.
align-explain-one-spread = A single head aligns about as well: head { $head } of layer { $layer } (AER { $aer }); layer { $bestLayer }'s heads differ by up to { $spread }, so some align and some read the source otherwise.
align-explain-none-close = No single head does as well as its layer's average: the best, head { $head } of layer { $layer }, has { $aer }, and layer { $bestLayer }'s heads are within { $spread } of each other.
align-explain-none-spread = No single head does as well as its layer's average: the best, head { $head } of layer { $layer }, has { $aer }; layer { $bestLayer }'s heads differ by up to { $spread }, so some align and some read the source otherwise.
align-explain-floor = With one link per output word the lowest AER possible on these pairs is { $floor }.
align-grid-label = alignment error rate of each head, by decoder layer
align-col-head = head { $head }
align-col-mean = heads averaged
align-row-layer = decoder layer { $layer }
align-tip = decoder layer { $layer }, head { $head }: AER { $aer }. Click to see its cross-attention on the input.
align-tip-best = decoder layer { $layer }, head { $head }: AER { $aer }, the lowest of all heads. Click to see its cross-attention on the input.
align-tip-mean = decoder layer { $layer }, its heads' attention averaged: AER { $aer }
align-head-heading = Decoder layer { $layer }, head { $head } on “{ $text }”
align-head-explain = The head's cross-attention on the current input; the outlined cells are its alignment (each output word's most-attended source word), the dots the true links where the input is a pair of the task and the output its reference.
align-figure-title = cross-attention, decoder layer { $layer }, head { $head }
align-tip-weight = query “{ $query }” ({ $row }) → source “{ $source }” ({ $col }): weight { $weight }
align-no-words = This run has no words to align.
align-col-word = output word
align-col-head-links = head { $head } links it to
align-col-layer-mean = layer { $layer }'s heads averaged

overlay-picker = model alignment
overlay-mode-off = off
overlay-mode-head = this head
overlay-mode-mean = heads averaged
overlay-truth-button = true links
overlay-legend-head = the model's alignment (head { $head } of layer { $layer }): each output word's most-attended source word, pieces grouped into words. A row is marked for the word it predicts.
overlay-legend-mean = the model's alignment (layer { $layer }'s heads averaged): each output word's most-attended source word, pieces grouped into words. A row is marked for the word it predicts.
overlay-no-words = There are no words to align in this run.
overlay-mark-model = the model links “{ $target }” to “{ $source }”
overlay-mark-true = true link: “{ $target }” translates “{ $source }”
overlay-note-no-task = This model's task records no true alignments (only { $tasks } { $count ->
    [one] does
   *[other] do
  }).
overlay-note-looking = Looking the input up among the task's pairs…
overlay-note-not-pair = “{ $text }” is not a sentence of the { $task } task, so it has no true alignment.
overlay-note-other-output = The true links belong to the reference “{ $reference }”; the output here is “{ $output }”, so they are not drawn.
overlay-note-true = True links: the task's alignment of this pair (“{ $src }” → “{ $tgt }”).

## The training panel


## The tour


## Figures: export and captions

