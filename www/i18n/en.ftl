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

