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
status-loading = loading { $name }…
status-still-showing = still showing { $name }
status-no-model = no model loaded
status-computing = computing…
status-ran = forward pass, greedy and beam search in { $ms } ms on { $on ->
    [gpu] WebGPU
   *[cpu] the CPU
}
status-ran-edited = the plain and the edited pass, each with greedy and beam search, in { $ms } ms on { $on ->
    [gpu] WebGPU
   *[cpu] the CPU
}
status-first-on-gpu = { $ran } (its first there, which compiles its kernels)
status-previous-input = showing the previous input
status-nothing-yet = nothing to show yet
status-scanning = switching off each head in turn…
status-scanned = scanned { $heads } heads in { $ms } ms
status-scan-failed = the scan failed
status-scan-cancelled = the scan was cancelled; the last one stays
status-aligning = aligning the held-out pairs with each head…
status-aligned = scored { $heads } heads on { $pairs } pairs in { $ms } ms
status-align-failed = the alignment scores failed
model-at-step = { $name }, as it was at step { $step }
picker-file = file: { $name }
task-fr-en = French → English
task-copy = copy
task-reverse = reverse
task-sort = sort letters
task-dates = dates → ISO
task-numbers = English → German numbers
task-about-fr-en = Translate French into English (“je suis étudiant” to “i am a student”, “le chat noir” to “the black cat”) over a small grammar, in byte-pair pieces of one vocabulary shared by both sides.
task-about-copy = Copy a string of 3 to 12 letters (a to j): attention learns to look at the same position.
task-about-reverse = Reverse a string of 3 to 12 letters (a to j): attention learns to look at the mirrored position.
task-about-sort = Sort a string of 3 to 12 letters (a to j): attention learns to find the next smallest letter.
task-about-dates = Rewrite a date as people write it (“Mar 3rd, 21”, “3.3.2021”) in ISO form (2021-03-03).
task-about-numbers = Translate English number words into German (“twenty one” to “einundzwanzig”): attention learns to reorder.
facts = d_model { $d }, { $heads ->
    [one] { $heads } head
   *[other] { $heads } heads
}, { $enc }+{ $dec } layers, d_ff { $dff }, { $design }, { $parameters } parameters, inputs up to { $max } tokens
facts-post-ln = post-LN
facts-separator = {", "}
facts-departures = unlike the paper: { $list }
departure-silu = SiLU instead of ReLU in the feed-forward network
departure-gelu = GELU instead of ReLU in the feed-forward network
departure-sinusoids-in-halves = the positional encoding's sines and cosines in two halves, not interleaved
departure-learned-positions = learned positional embeddings instead of sinusoids
departure-pre-ln = layer norm before each sub-layer (pre-LN), not after it
departure-final-norm = a final layer norm after each stack
departure-unscaled-embeddings = embeddings not multiplied by sqrt(d_model)
departure-no-positional-encoding = no positional encoding
departure-no-causal-mask = no causal mask in the decoder
departure-untied-matrices = separate matrices for the embeddings and the output projection
departure-separate-vocabularies = a vocabulary of its own on each side
departure-decoder-starts-from-pad = the decoder starts from the padding token
snapshot-lead = training step
snapshot-label = training step of the model shown
snapshot-step = step { $step }
backend-cpu = CPU (wasm)
backend-webgpu = WebGPU
backend-webgpu-emulated = WebGPU (emulated on the CPU)
backend-webgpu-adapter = WebGPU ({ $adapter })
backend-while-starting = { $backend }, while WebGPU starts
note-no-adapter = This browser offers no WebGPU adapter, so the model runs on the CPU (wasm).
note-gpu-failed-model = WebGPU failed ({ $reason }), so the model runs on the CPU (wasm).
note-gpu-failed-training = WebGPU failed ({ $reason }), so training runs on the CPU (wasm).
note-gpu-lost = The GPU failed ({ $reason }); switched to the CPU.
note-threads-failed = The training threads could not start ({ $reason }), so each step's { $parts } parts are computed one after another on one thread.
thread-could-not-start = a training thread could not start ({ $reason })
thread-stopped = a training thread stopped ({ $reason })
thread-not-loaded = a training thread stopped (it could not load)
thread-model-failed = the model's thread failed: { $reason }
thread-model-not-started = the model's thread failed: it could not start
message-loaded = Loaded { $name }.
error-load = Could not load { $name }: { $reason }
control-hub = Hub model
control-hub-open = open
control-hub-example = e.g. Helsinki-NLP/opus-mt-de-en
picker-hub = Hub: { $repo } ({ $size })
folder-name = model folder
status-downloading = downloading { $repo }…
download-progress = downloading { $repo }: { $file }, { $loaded } of { $total }, { $left } left
error-export = { $name } could not be written as a weights file: { $reason }
error-export-hf = The trained model could not be written as a Hugging Face folder: { $reason }
download-cancel = cancel
error-folder-no-config = These files are not a model: a weights file is one .safetensors file, and a Hugging Face model folder has config.json ({ $names }).
hub-bad-name = “{ $repo }” is not a repository's name: write it as organisation/name, such as Helsinki-NLP/opus-mt-fr-en.
hub-not-found = { $repo } was not found at { $base }, or it is private (the server answered { $status }).
hub-private = { $repo } is private or gated (the server answered { $status }): this page downloads public models only.
hub-http = { $file } of { $repo }: the server answered { $status }.
hub-unreachable = Could not reach { $base }: { $reason }
hub-cancelled = The download of { $repo } was cancelled.
hub-stopped = The download of { $file } stopped: { $reason }
hub-short = { $loaded } of { $total } arrived
hub-no-weights = { $repo } has neither model.safetensors nor pytorch_model.bin.
hub-too-large = { $file } of { $repo } is { $size }, more than the { $max } a model may have here.
keep-ask = Keep { $name } ({ $size }) in this browser, so that it opens again without downloading, offline too?
keep-yes = keep
keep-no = not now
keep-failed = { $name } could not be kept in this browser's storage: { $reason }
kept-summary = kept in this browser: { $count ->
    [one] one model
   *[other] { $count } models
}, { $size }
kept-delete = delete
kept-deleted = { $name } was deleted from this browser.
error-no-such-model = There is no model called “{ $id }”.
error-model-http = The { $name } model could not be downloaded (HTTP { $status }).
error-model-fetch = The { $name } model could not be downloaded: { $reason }
error-input = The model cannot take this input: { $reason }
core-unknown-token = the { $unit ->
        [character] character
        [piece] piece
       *[word] word
    } “{ $token }” at position { $position } is not in the model's vocabulary
core-unknown-in-word = the { $unit ->
        [character] character
       *[piece] piece
    } “{ $token }” of the word “{ $word }” at position { $position } is not in the model's vocabulary
core-weights-too-short = the file is too short to hold a safetensors header: it is not a weights file
core-weights-header-too-large = its header claims more than the { $max } bytes that are read: it is not a weights file
core-weights-header-past-end = its header's length points past the end of the file: it is not a weights file, or it is truncated
core-weights-incomplete = its tensor data does not fill the file exactly: it is truncated or padded
core-weights-header-invalid = its header is not a safetensors header ({ $detail })
core-weights-too-large = the file is { $bytes } bytes; files over { $max } bytes are refused
core-weights-no-config = its metadata has no “config” entry, which attend's weights files carry (a Hugging Face model opens as a folder, with its config.json)
core-weights-no-vocab = its metadata has no “vocab” entry, so text cannot be turned into its tokens
core-weights-folder-no-config = the folder has no config.json: a Hugging Face model folder has config.json beside model.safetensors or pytorch_model.bin
core-weights-folder-no-weights = the folder has neither model.safetensors nor pytorch_model.bin: it needs one of them (sharded or TensorFlow-only weights are not read)
core-weights-folder-tokenizer = the folder has { $present } but no { $missing }: Marian's tokenizer needs vocab.json, source.spm and target.spm
core-weights-folder-too-large = { $bytes } bytes, over the limit of { $max }
core-weights-vocab-sizes = its vocabulary has { $src } source and { $tgt } target tokens, but its config says { $config_src } and { $config_tgt }
core-weights-dtype = tensor { $tensor } is { $dtype }; attend reads F32, F16 and BF16
core-weights-non-finite = tensor { $tensor } holds a non-finite value ({ $value }) at flat index { $index }
core-weights-f16-range = tensor { $tensor } holds { $value } at flat index { $index }, beyond f16's range (±65504): keep this model in f32
core-weights-missing-tensors = { $count ->
        [one] a tensor is missing
       *[other] { $count } tensors are missing
    }: { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } more)
    }
core-weights-unexpected-tensors = unexpected tensor { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } more)
    } (not part of a model with this config)
core-weights-tensor-shape = tensor { $tensor } has shape { $shape }, the config needs { $want }
core-weights-folder-unexpected-tensor = unexpected tensor { $tensor } (not part of a Marian model with this config.json{ $others ->
        [0] {""}
        [one] , nor is one other
       *[other] , nor are { $others } others
    })
core-weights-folder-missing-tensor = missing tensor { $tensor } (attend's { $attend })
core-weights-folder-tensor-shape = tensor { $tensor } has shape { $shape }; config.json needs { $want }
core-weights-vocab-duplicate = its vocabulary holds the token “{ $token }” twice
core-weights-vocab-json = its vocabulary is not valid JSON ({ $detail })
core-weights-hf-not-object = it is not a JSON object ({ $detail })
core-weights-hf-other-model = the model is { $name } (model_type “{ $type }”); attend opens Marian translation models (model_type “marian”, such as Helsinki-NLP's Opus-MT) and its own weights files
core-weights-hf-no-model-type = it has no model_type; attend opens Marian translation models (model_type “marian”)
core-weights-hf-fields = its fields are not those attend reads ({ $detail })
core-weights-hf-heads = the encoder has { $encoder } attention heads and the decoder { $decoder }; attend's layers have one number of heads
core-weights-hf-ffn = the encoder's feed-forward width is { $encoder } and the decoder's { $decoder }; attend's layers have one
core-weights-hf-activation = activation_function “{ $activation }” is not supported (relu, swish/silu and gelu are)
core-weights-generation-unsupported = { $setting } is not supported (attend decodes greedily or with beam search, with max_length, min_length, length_penalty, early_stopping, bad_words_ids, forced_eos_token_id and renormalize_logits)
core-weights-generation-zero = num_beams and max_length must be at least 1
core-decode-past-positions = a limit of { $limit } output tokens passes this model's { $positions } positions
core-input-nothing = the input is empty: type something to translate
core-align-no-alignments = the alignment error rate needs a model of a task with recorded word alignments (fr-en)
core-weights-vocab-sentencepiece = its sentencepiece vocabulary lacks `marian`, `src_size` or `tgt_size`
core-weights-vocab-lists = its vocabulary of characters or words needs `src` and `tgt` lists (and no `merges` or `tokens`, which are a bpe vocabulary's)
core-weights-vocab-bpe = its bpe vocabulary needs `merges` and one shared `tokens` list (no `src` or `tgt`)
core-weights-vocab-merges = its vocabulary's merges cannot be read ({ $detail })
core-weights-folder-vocab-size = it has { $pieces } pieces, but config.json's vocabulary has { $size } ids
core-weights-tokenizer = Marian's tokenizer cannot read it ({ $detail })
core-weights-sentencepiece = it is not a SentencePiece model that attend reads ({ $detail })
core-config-outside = { $name } { $value } is outside { $least } to { $most }
core-config-heads-none = n_heads must be at least 1
core-config-heads-divide = n_heads { $heads } must divide d_model { $d } (or d_k and d_v be given)
core-config-head-width = { $name } { $width } times n_heads { $heads } is outside 1 to { $most }
core-config-learned-positions = learned_positions needs positional_encoding
core-config-eps = layer_norm_eps { $eps } must lie between 0 and 1
core-config-id-below = { $name } { $id } is not below { $size_name } { $size }
core-config-tie = tie_weights needs one vocabulary, but the source has { $src } tokens and the target { $tgt }
core-config-too-many-parameters = { $parameters } parameters is more than the supported { $most } (a weights file holds at most { $bytes } bytes)
core-config-json = the model's config is not valid JSON for attend ({ $detail })
core-edit-path = edit “{ $edit }”: “{ $path }” is not stack.layer.sub-layer, e.g. decoder.1.cross_attn
core-edit-stack = edit “{ $edit }”: the stack is encoder or decoder, not “{ $stack }”
core-edit-layer = edit “{ $edit }”: the { $stack } has layers 0 to { $last }
core-edit-sublayers = edit “{ $edit }”: { $stack ->
        [decoder] a decoder layer's sub-layers are self_attn, cross_attn or ffn
       *[encoder] an encoder layer's sub-layers are self_attn or ffn
    }
core-edit-no-heads = edit “{ $edit }”: only attention sub-layers have heads
core-edit-head = edit “{ $edit }”: name a head 0 to { $last } after the sub-layer, e.g. { $path }.0
core-edit-takes-head-pattern = edit “{ $edit }”: { $kind } takes a head and a pattern, e.g. encoder.0.self_attn.1:uniform
core-edit-takes-pattern = edit “{ $edit }”: { $kind } takes a pattern: uniform, itself or previous
core-edit-takes-side = edit “{ $edit }”: { $kind } takes src, tgt or both
core-edit-takes-position = edit “{ $edit }”: { $kind } takes a source position 0 to { $last }
core-edit-takes-nothing = edit “{ $edit }”: { $kind } takes no value
core-edit-kinds = edit “{ $edit }”: the edits are { $kinds }
core-edit-position-past-source = edit “{ $edit }”: the source has positions 0 to { $last }
core-edits-too-many = at most { $most } edits at once (got { $count })
core-decode-no-room = this model's max_len leaves no room to decode
core-decode-length = the output length limit must be at least 1 token
core-decode-beam = the beam size must be 1 to { $most } (got { $beam })
core-decode-alpha = the length penalty must be a finite number (got { $alpha })
core-sample-temperature = the temperature must be above 0 and at most { $most } (got { $temperature })
core-sample-top-p = top-p must be above 0 and at most 1 (got { $top_p })
core-training-steps = training settings: the steps must be 1 to { $most } (got { $got })
core-training-batch = training settings: the batch size must be 1 to { $most } (got { $got })
core-training-warmup = training settings: the warm-up must be at least 1 step
core-training-lr-factor = training settings: the learning-rate factor must be above 0 and at most { $most } (got { $got })
core-training-regularisation = training settings: label smoothing and dropout must be at least 0 and below 1
core-training-clip = training settings: the gradient-norm clip must be a positive number (got { $got })
core-training-threads = training settings: the threads must be 1 to { $most } (got { $got })
core-training-eval-every = training settings: the evaluation interval must be at least 1 step
core-input-empty = the input is empty: it needs at least one token
core-too-long = the input has { $tokens } tokens; this model takes at most { $max }
core-pairs-empty = the pairs file is empty: write one pair a line, source<TAB>target
core-pairs-blank = the pairs file has no pair: lines 1 to { $lines } are blank
core-pairs-only-one = line { $line } is the only distinct pair{ $repeated ->
        [yes] {" "}(the other lines repeat it)
       *[no] {""}
    }; training needs at least { $min }, one to learn from and one to hold out
core-pairs-too-many-lines = line { $line }: the pairs file has more than { $max } lines, the most that is read
core-pairs-too-many-bytes = line { $line }: the pairs file passes { $max } bytes here, the most that is read
core-pairs-long-line = line { $line }: { $bytes } bytes, more than the { $max } a line may have
core-pairs-not-utf8 = line { $line }: not UTF-8 text (an invalid byte at byte { $byte } of the line)
core-pairs-no-tab = line { $line }: no tab; write the source, a tab, then the target
core-pairs-two-tabs = line { $line }: more than one tab; write the source, a tab, then the target
core-pairs-empty-side = line { $line }: the { $side ->
        [source] source (before the tab)
       *[target] target (after the tab)
    } is empty
error-run = The model could not run: { $reason }
error-scan = The head scan could not run: { $reason }
error-align = The alignment scores could not be computed: { $reason }

## The diagram and what every view shares

diagram-label = the Transformer, encoder left and decoder right
diagram-encoder = encoder ×{ $n }
diagram-decoder = decoder ×{ $n }
diagram-inputs = inputs
diagram-outputs = outputs (shifted right)
diagram-probabilities = next-token probabilities
diagram-input-embedding = Input embedding
diagram-output-embedding = Output embedding
diagram-positional = + Positional enc.
diagram-self-attention = Self-attention
diagram-masked-self-attention = Masked self-attn.
diagram-cross-attention = Cross-attention
diagram-add-norm = Add & Norm
diagram-feed-forward = Feed forward
diagram-linear-softmax = Linear + softmax
view-loading = Loading the model…
view-failed = This view could not be drawn: { $reason }
view-type-pieces = Type a sentence this model understands and press Run: words cut into pieces from its vocabulary, up to { $max } pieces:
view-type-words = Type an input this model understands and press Run: up to { $max } words from its vocabulary:
view-type-characters = Type an input this model understands and press Run: up to { $max } characters from its vocabulary:
edits-region = interventions
edits-lead = What if:
edits-remove = remove: { $edit }
edits-remove-all = remove all
edits-mark = mark what changed
edits-changed = In this view { $changed } of { $total } numbers differ from the plain pass (the largest by { $delta }); changed cells are outlined.
edits-unchanged = In this view none of the { $total } numbers differ from the plain pass; changed cells would be outlined.
edit-kind-ablate = { $stack } layer { $layer }, { $sub } head { $head } switched off
edit-kind-pattern = { $stack } layer { $layer }, { $sub } head { $head } attends { $pattern }
edit-kind-bypass = { $stack } layer { $layer }: { $sub } bypassed
edit-kind-no-pe = no positional encoding ({ $side })
edit-kind-hide-source = source position { $position } hidden from cross-attention
edit-kind-see-future = the decoder sees the future (no causal mask)
edit-kind-no-padding-mask = padding is not masked
edit-slot-stack-encoder = encoder
edit-slot-stack-decoder = decoder
edit-slot-sub-self_attn = self-attention
edit-slot-sub-cross_attn = cross-attention
edit-slot-sub-ffn = feed-forward
edit-slot-pattern-uniform = uniformly
edit-slot-pattern-itself = to its own position
edit-slot-pattern-previous = to the previous token
edit-slot-side-src = source
edit-slot-side-tgt = target
edit-slot-side-both = source and target
draw-matrix = matrix
draw-grid-label = { $title }: { $rows } by { $cols }; arrow keys move between cells
draw-tip-cell = row { $row }, column { $col }: { $value }
draw-tip-dim = dim { $dim }: { $value }
draw-tip-changed = { $tip } (plain pass: { $was }, changed by { $delta })
draw-tip-bar = { $label }: { $value }
chart-step = step { $step }
formula-queries = Q: the queries
formula-keys = K: the keys
formula-values = V: the values
formula-scores = the scores Q Kᵀ
formula-sqrt-dk = the square root of d_k
formula-weights = the attention weights
formula-head-output = Z: the head's output
formula-x = x: the vector normalised
formula-mean = μ: its mean
formula-variance = σ²: its variance
formula-gain = γ: the learned gain
formula-bias = β: the learned bias
formula-pe = PE: the positional encoding matrix
formula-d = d: d_model, the width of a vector
formula-lr = the learning rate
formula-factor = the learning-rate factor (1 in the paper)
formula-d-model = d_model
formula-step = the step
formula-warmup = the warm-up steps

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
input-unseen = Read as { $unk }, the model’s token for what it never saw in training: { $what }.
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
input-decoder-explain = The decoder produces the output one token at a time. It reads the output so far shifted right by one: { $start } first (the model's start token), so position t predicts token t + 1. The run below uses the output the model itself produced (greedy decoding), fed in all at once.
input-tip-decoder = decoder position { $position }: “{ $token }” is id { $id }
input-spm-heading = SentencePiece
input-spm-explain = This model cuts text with SentencePiece, as Marian's tokenizer does: the { $normalizer } normaliser first evens out the characters and writes each space as ▁, so a piece that begins with ▁ begins a word; then a { $model } model picks the pieces. The text as the model cuts it, before the pieces; { $eos } ends every sentence:
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
output-max-label = output tokens at most
output-max-explain = (0: as many as the model allows, { $most })
output-col-step = step
output-col-decoder-input = decoder input
output-col-top-next = top { $n } next tokens
output-col-chosen = chosen
output-output-label = Output:
output-log-prob = (log-probability { $value })
output-log-prob-same = (log-probability { $value }): the same output
output-beam-heading = Beam search
output-beam-explain = Instead of committing to one token per step, beam search keeps the k most probable partial outputs, extends each by every token, and keeps the best k again; finished hypotheses are ranked by log-probability divided by the length penalty ((5 + len) / 6)^α, α = { $alpha }. Beam size 1 is greedy decoding.
output-beam-explain-generate = This model came with its own generation settings, and its beam search runs as transformers' generate() runs it with them: the best 2k extensions of the k partial outputs are taken at each step, the finished ones among the first k are kept (the best k of them), the best k unfinished ones run on, and finished hypotheses are ranked by log-probability divided by length^{ $penalty } (the model's length penalty). Beam size 1 is greedy decoding.
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
output-stop-generate = The search stopped after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
  }, by transformers' rule: the best live hypothesis, scored as if it ended now ({ $bound }), could not beat the worst of the k finished ones kept ({ $worst }). The rule is a heuristic: a live hypothesis that ran longer might still have scored better.
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
scan-progress = { $done } of { $total } heads switched off
scan-cancel = cancel
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

train-title = Train your own
train-heading = Train a Transformer in this tab
train-explain = Pick a task and press Start: a new model is initialised and trained right here as the paper trains (Adam with β₂ = 0.98, the warm-up then inverse-square-root learning rate, label smoothing, dropout where the task's recipe keeps it, gradient clipping at 1), on WebGPU or the CPU as the backend setting above says. Held-out examples are scored every so often; pause any time. The trained model joins the model picker, so the whole walkthrough works on it, and it is kept in this browser.
train-model-too-large = The model on show ({ $params } parameters, d_model { $d }, { $enc }+{ $dec } layers) is too large to train in the tab: it is here to be looked into. This panel trains models of its own from scratch, up to d_model { $most } with { $mostEnc }+{ $mostDec } layers.
train-setting-task = task
train-setting-preset = model size
train-setting-form = form
train-setting-steps = steps
train-setting-batch-size = batch size
train-setting-warmup = warm-up steps
train-setting-lr-factor = learning-rate factor
train-setting-label-smoothing = label smoothing
train-setting-dropout = dropout
train-setting-seed = seed
train-setting-eval-every = score every
train-setting-threads = CPU threads
train-setting-bpe-merges = byte-pair merges
train-setting-norm-first = layer norm
train-setting-scale-embeddings = embedding scale
train-setting-positional-encoding = positional encoding
train-setting-causal-mask = decoder mask
train-setting-tie-weights = embeddings and output layer
train-setting-value = { $setting } { $value }
train-value-preset-recipe = the task's recipe
train-value-preset-tiny = tiny (d { $d }, { $encoders }+{ $decoders } layers)
train-value-preset-small = small (d { $d }, { $encoders }+{ $decoders } layers)
train-value-form-paper = the paper's (ReLU, interleaved sinusoids, final norms)
train-value-form-marian = Marian's (SiLU, sinusoids in halves, no final norms), which exports as a Hugging Face folder
train-value-norm-first-false = post-LN (paper)
train-value-norm-first-true = pre-LN
train-value-scale-embeddings-true = × √d_model (paper)
train-value-scale-embeddings-false = none
train-value-positional-encoding-true = sinusoidal (paper)
train-value-positional-encoding-false = none
train-value-causal-mask-true = causal (paper)
train-value-causal-mask-false = none (sees the future)
train-value-tie-weights-true = one matrix (paper; needs one vocabulary)
train-value-tie-weights-false = three matrices
train-look-preset = A bigger model has more to fit with the same steps: compare the steps each needs and the time per step.
train-look-form = Marian's form is the paper's model as the field's translation models run it (SiLU, sinusoids in halves, no norm after the stacks): compare how quickly each learns.
train-look-norm-first = Pre-LN keeps the residual stream unnormalised and puts a norm before each sub-layer, which lets gradients reach the early layers directly; compare how early each loss falls and the gradient norms.
train-look-scale-embeddings = Without the scale the embeddings (initialised small) are outweighed by the positional encodings they are added to; compare how quickly each run starts to learn.
train-look-positional-encoding = Without positional encoding attention sees the tokens as a set: nothing tells the model where a letter stands, so an order-dependent task such as reverse cannot be learned, and no anti-diagonal forms.
train-look-causal-mask = Without the causal mask the decoder is fed the answer it must predict and learns to copy the next input token: its token accuracy (measured with the answer fed in) climbs to 100% while its exact match (generating, one token at a time, with no answer to read) stays near 0.
train-look-tie-weights = Tied, one matrix is both embeddings and the output layer, so the model has fewer parameters and each token's vector learns from reading and from writing it; compare the parameter counts and how quickly each run learns.
train-look-label-smoothing = Label smoothing keeps the model from being certain: its loss cannot fall below the smoothing's floor, while accuracy is what counts.
train-look-warmup = The warm-up lets Adam's estimates settle before the learning rate is large; without it the first steps are the largest and training can stall or diverge.
train-task-pairs = your own sentence pairs
train-threads-tip = On the CPU, each batch is cut into this many parts, computed at once on as many threads; their gradients sum to the whole batch's. The batch is cut into pieces of like lengths for the threads, each with its own dropout masks, so the numbers can depend on this setting. WebGPU takes whole batches.
train-compare = Compare
train-compare-beside = beside this run
train-compare-none = no second run
train-compare-differing = a second run, differing in { $setting }
train-other-has = the second run has
train-other-label = the second run's { $setting }
train-start = Start
train-start-again = Start again
train-pause = Pause
train-resume = Resume
train-reset = Reset
train-schedule = The learning rate follows the paper's schedule: it grows linearly for the warm-up steps, then falls as the inverse square root of the step (hover a term to find it on the page):
train-recipe = The recipe for { $task } (the same as attend train --task { $task }): { $recipe }. It reaches at least 99% held-out exact match from any seed; change any setting to try your own.
train-recipe-model = d_model { $d_model }, { $heads } { $heads ->
        [one] head
       *[other] heads
    }, { $layers }+{ $layers } layers, d_ff { NUMBER($d_ff, useGrouping: 0) }
train-recipe-model-changed = d_model { $d_model }, { $heads } { $heads ->
        [one] head
       *[other] heads
    }, { $layers }+{ $layers } layers, d_ff { NUMBER($d_ff, useGrouping: 0) } ({ $changes })
train-recipe-settings = { $model }; { NUMBER($steps, useGrouping: 0) } { $steps ->
        [one] step
       *[other] steps
    }, batch { $batch }, warm-up { NUMBER($warmup, useGrouping: 0) }, learning-rate factor { NUMBER($factor, maximumFractionDigits: 6) }, label smoothing { NUMBER($smoothing, maximumFractionDigits: 6) }, dropout { NUMBER($dropout, maximumFractionDigits: 6) }
design-norm-first-true = pre-LN
design-scale-embeddings-false = embeddings not scaled by sqrt(d_model)
design-positional-encoding-false = no positional encoding
design-causal-mask-false = no causal mask
design-tie-weights-true = tied embeddings
train-list-separator = {", "}
train-pairs-recipe = On your own pairs the recipe is chosen from their number, as attend train --pairs chooses it: leave a setting blank for the recipe's, or give your own.
train-placeholder-recipe = recipe
train-placeholder-merges = from the data
train-pairs-legend = Your own sentence pairs
train-pairs-explain = One pair a line: the source sentence, a tab, its translation. The core learns one byte-pair vocabulary for both sides, holds out a tenth of the pairs and scores the model on them (BLEU and exact match).
train-pairs-limits = At most { $lines } lines, { $mib } MiB, { $bytes } bytes a line, in UTF-8.
train-pairs-label = sentence pairs, one a line: the source, a tab, the target
train-pairs-upload = or upload a file
train-pairs-read = { NUMBER($pairs, useGrouping: 0) } { $pairs ->
        [one] pair
       *[other] pairs
    } read: a tenth is held out for scoring.
train-pairs-read-repeats = { NUMBER($pairs, useGrouping: 0) } { $pairs ->
        [one] pair
       *[other] pairs
    } read ({ $duplicates } repeated { $duplicates ->
        [one] pair
       *[other] pairs
    } left out): a tenth is held out for scoring.
train-pairs-read-file = { NUMBER($pairs, useGrouping: 0) } { $pairs ->
        [one] pair
       *[other] pairs
    } read from { $name }: a tenth is held out for scoring.
train-pairs-read-file-repeats = { NUMBER($pairs, useGrouping: 0) } { $pairs ->
        [one] pair
       *[other] pairs
    } read ({ $duplicates } repeated { $duplicates ->
        [one] pair
       *[other] pairs
    } left out) from { $name }: a tenth is held out for scoring.
train-pairs-unread = These pairs cannot be read: { $reason }
train-pairs-refused = Your sentence pairs cannot be trained on: { $reason }
train-pairs-none = Paste sentence pairs (one a line: the source, a tab, the target) or upload a file of them first.
train-not-started = Training could not start: { $reason }
train-stopped = Training stopped at step { $step }: { $reason }.
train-diverged = Training stopped at step { $step }: training diverged, the loss became { NUMBER($loss, maximumFractionDigits: 4) }; try a lower learning-rate factor or more warm-up.
train-kept-last = The weights of the last evaluation are kept.
train-not-stored = The trained model could not be kept in this browser's storage: { $reason }
train-message-b = Run B: { $message }
train-name = trained { $task } ({ $settings }), { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }{ $last ->
        [good] , last good
       *[none] {""}
    }
train-name-pairs = trained on pasted pairs ({ $settings }), { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }{ $last ->
        [good] , last good
       *[none] {""}
    }
train-name-settings-differ = { $preset }, { $differs }
train-preset-recipe = recipe
train-preset-tiny = tiny
train-preset-small = small
train-run-name = { $run }: { $setting }
train-fact-status = status
train-fact-step = step
train-fact-loss = loss
train-fact-lr = learning rate
train-fact-speed = tokens/s
train-fact-eta = ETA
train-fact-exact = held-out exact match
train-fact-bleu = held-out BLEU
train-fact-perplexity = held-out perplexity
train-fact-accuracy = token accuracy
train-fact-on = on
train-status-idle = idle
train-status-starting = starting
train-status-running = running
train-status-pausing = pausing
train-status-paused = paused
train-status-done = done
train-status-failed = failed
train-seconds = { $seconds } s
train-percent = { $value }%
train-on-gpu = WebGPU
train-on-cpu = CPU (wasm), { $threads } { $threads ->
        [one] thread
       *[other] threads
    }
train-curves = Curves
train-chart-loss = loss
train-chart-accuracy = held-out accuracy
train-chart-aer = alignment error rate of the cross-attention (lower: it attends to the words it translates)
train-chart-grads = gradient norm per layer (before clipping, log scale)
train-chart-grads-a = gradient norm per layer (before clipping, log scale), run A
train-axis-step = step { $step }
train-series-loss = training loss
train-series-held-loss = held-out loss
train-series-exact = exact match (generating)
train-series-accuracy = token accuracy (fed the answer)
train-series-best-head = best head
train-series-layer = decoder layer { $layer }, heads averaged
train-series-of-run = { $run } { $series }
train-group-embeddings = embeddings
train-group-encoder = encoder { $layer }
train-group-encoder-norm = encoder norm
train-group-decoder = decoder { $layer }
train-group-decoder-norm = decoder norm
train-group-generator = generator
train-examples-heading = Held-out examples
train-examples-explain = Inputs the model never trained on, and what it answers now (greedy decoding).
train-examples-none = Held-out examples appear at the first scoring.
train-examples-input = input
train-examples-want = right answer
train-examples-got = the model says
train-examples-right = right
train-examples-wrong = wrong
train-link-model = the model links “{ $target }” to “{ $source }”
train-link-true = true link: “{ $target }” translates “{ $source }”
train-notes-separator = {"; "}
train-head = head { $head }
train-tip-weight = head { $head }: “{ $target }” → “{ $source }”: { $weight }
train-tip-weight-run = { $run }, head { $head }: “{ $target }” → “{ $source }”: { $weight }
train-legend-model = each head's alignment: every output word's most-attended source word, pieces grouped into words (a row is marked for the word it predicts)
train-legend-true = the true links this pair was built with
train-attention-heading = Cross-attention as it learns
train-attention-explain = The last decoder layer's cross-attention on the first held-out example, with the right answer fed in (teacher forcing), refreshed at every scoring. On reverse, an anti-diagonal appears as each output position learns to read its mirrored input.
train-attention-none = The cross-attention appears at the first scoring.
train-attention-none-pair = The two runs' cross-attention appears once both have been scored.
train-pair-heading = The two runs side by side
train-pair-explain = The last decoder layer's cross-attention on the first held-out example (the same for both runs), with the right answer fed in, at the same training step.
train-compare-step = step
train-compare-step-label = the training step both runs are shown at
train-compare-step-latest = { $step } (the latest)
train-open = Step through the trained model
train-open-run = Step through the trained model { $run }
train-export = Export the trained model
train-export-run = Export the trained model { $run }
train-export-hf = Export as a Hugging Face folder
train-export-hf-run = Export { $run } as a Hugging Face folder
train-snapshots = The weights of each scoring are kept ({ $kept } now; at most { $most }, or { $mib } MiB, past which every other one is let go): in the walkthrough, the “training step” slider at the top moves every view, heatmaps included, to the model as it was then. Watch the attention pattern form.


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

figure-export-label = Export this figure
figure-export-svg = SVG
figure-export-png = PNG
figure-export-svg-label = Download this figure as SVG, its numbers inside
figure-export-png-label = Download this figure as a PNG image, at twice its size
figure-title = { $figure ->
    [cross] Cross-attention
    [encoder-self] Encoder self-attention
    [decoder-self] Decoder self-attention (masked)
    [pe] Positional encoding
    [pe-waves] Sinusoids of the positional encoding
    [scan] Head importance: fall in log-probability with each head switched off
   *[align] Alignment error rate of each head
}
figure-title-score-table = Score table for the query “{ $query }”
figure-caption-head = { $title } (model { $model }, input “{ $input }”, layer { $layer }, head { $head }; { $edits ->
    [0] no interventions
   *[other] interventions: { $list }
})
figure-caption = { $title } (model { $model }, input “{ $input }”; { $edits ->
    [0] no interventions
   *[other] interventions: { $list }
})
figure-sublayer = { $stack ->
    [encoder] encoder
   *[decoder] decoder
} { $layer } { $kind ->
    [cross] cross
   *[self] self
}
figure-head = head { $head }
figure-decoder-layer = decoder layer { $layer }
figure-heads-averaged = heads averaged


## The paper's experiments

exp-title = The paper's experiments
exp-heading = Table 3, run in this tab
exp-explain = Table 3 of the paper is where it argues for its design: one head or many (A), smaller keys (B), depth and width (C), dropout and label smoothing (D), learned positions instead of sinusoids (E), and the big model. Each row here is the paper's change applied to the French–English model of this page by the paper's own ratio, trained over several seeds on the training threads, one run a thread, exactly as attend experiment table3 trains it; the table fills as runs finish.
exp-seeds = seeds per row
exp-steps = steps of the base row
exp-run-all = Run every row
exp-run-row = run
exp-cancel = Cancel
exp-status = { $have } of { $need } runs done; { $running } running and { $queued } waiting, on { $threads } threads.
exp-listing = Listing the rows…
exp-cancelled = cancelled
exp-failed = Run { $run } stopped: { $reason }
exp-runs = { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
exp-change-base = the base row
exp-change-learned = learned positions
exp-change-rounded = { $change } ({ $exact } rounded)
exp-positions-sinusoids = sinusoids
exp-positions-learned = learned
exp-table-heading = The table
exp-table-explain = Each row's settings (the paper's symbols), then its held-out perplexity (per piece) and BLEU, the mean over its seeds with their spread (standard deviation), and its parameters; beside them the paper's figures on newstest2013, and whether the change moved BLEU the way the paper's did, beyond the seeds' spread.
exp-col-row = row
exp-col-changes = the change
exp-col-positions = positions
exp-col-steps = steps
exp-col-ppl = PPL
exp-col-bleu = BLEU
exp-col-runs = runs
exp-col-params = parameters
exp-col-paper-ppl = paper's PPL
exp-col-paper-bleu = paper's BLEU
exp-col-paper-params = paper's parameters (millions)
exp-col-moved = as the paper's?
exp-moved-agrees = agrees
exp-moved-opposite = the opposite
exp-moved-within-spread = within the spread
exp-moved-moved-here = moved here only
exp-says-agrees = Row { $row } moved BLEU by { $here } here and by { $paper } in the paper: the same way.
exp-says-opposite = Row { $row } moved BLEU by { $here } here, by { $paper } in the paper: the opposite way.
exp-says-within-spread = Row { $row } moved BLEU by { $here } here, within its seeds' spread; the paper's moved by { $paper }.
exp-says-moved-here = Row { $row } moved BLEU by { $here } here, where the paper's stayed ({ $paper }).
exp-why-A = Heads: the toy's words align one to one, so a few narrow heads can find every alignment.
exp-why-B = Key size: scores from fewer numbers tell fewer words apart, here as in the paper.
exp-why-C = Depth and width: a larger model has more to fit in the same short run.
exp-why-D = Dropout and label smoothing: the grammar rarely repeats a sentence in a short run, so there is little to overfit and regularising mostly slows learning.
exp-why-E = Positions: the sentences are short and their lengths recur, so a learned table of positions is learned quickly.
exp-why-big = The big model: wider, more heads, more dropout and three times the steps.
exp-chart-heading = BLEU against parameters
exp-chart-here = here: held-out BLEU (fr-en)
exp-chart-paper = the paper: newstest2013 BLEU
exp-chart-x = parameters (millions)
exp-export-json = Export JSON
exp-export-csv = Export CSV
exp-export-svg = Export SVG
exp-model-name = Table 3, row { $row } ({ $changes }), seed { $seed }
