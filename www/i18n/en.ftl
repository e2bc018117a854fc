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
facts = d_model { $d }, { $heads ->
    [one] { $heads } head
   *[other] { $heads } heads
}, { $enc }+{ $dec } layers, d_ff { $dff }, { $design }, { $parameters } parameters, inputs up to { $max } tokens
facts-post-ln = post-LN
facts-separator = {", "}
facts-pre-ln = pre-LN
facts-unscaled = embeddings not scaled by √d_model
facts-no-positional = no positional encoding
facts-no-causal-mask = no causal mask
facts-tied = tied embeddings
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
error-no-such-model = There is no model called “{ $id }”.
error-model-http = The { $name } model could not be downloaded (HTTP { $status }).
error-model-fetch = The { $name } model could not be downloaded: { $reason }
error-input = The model cannot take this input: { $reason }
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

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

