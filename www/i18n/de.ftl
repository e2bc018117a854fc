# Die Wörter von attend auf Deutsch: jeder Text, den die Seite zeigt. Dieselben Nachrichten mit
# denselben Argumenten wie der englische Katalog (en.ftl); docs/i18n.md nennt die Fachbegriffe.

## The page: its title, header, controls and navigation, its status line and messages

page-title = attend: der Transformer, Schritt für Schritt
page-tagline = Der Transformer aus „Attention Is All You Need“, live in diesem Tab berechnet: Geben Sie eine Eingabe ein und gehen Sie Schritt für Schritt durch einen echten Vorwärtsdurchlauf eines trainierten Modells.
control-model = Modell
control-input = Eingabe
control-padding = Auffüllung
control-run = Berechnen
control-backend = Backend
control-backend-auto = automatisch
control-running-on = läuft auf
control-load-weights = Gewichte laden…
control-export-weights = Gewichte exportieren
control-language = Sprache
nav-summary = das Modell und jeder Schritt
nav-prev = ← zurück
nav-prev-label = ← zurück: der vorige Schritt
nav-next = weiter →
nav-next-label = weiter →: der nächste Schritt
nav-hint = Auch die Pfeiltasten (und auf einem Touchscreen ein Wischen) blättern.
status-loading-model = Modell wird geladen…
error-no-thread = Dieser Browser kann den Thread des Modells nicht starten: { $reason }
error-catalogue = Die Wörter der Seite auf „{ $language }“ konnten nicht gelesen werden ({ $reason }); sie bleibt in ihrer bisherigen Sprache.
error-storage-read = Früher trainierte Modelle konnten nicht aus dem Speicher dieses Browsers gelesen werden: { $reason }
error-unexpected = Etwas ist schiefgegangen: { $reason }
status-loading = { $name } wird geladen…
status-still-showing = weiterhin angezeigt: { $name }
status-no-model = kein Modell geladen
status-computing = wird berechnet…
status-ran = Vorwärtsdurchlauf, gierige Dekodierung und Beam-Suche in { $ms } ms auf { $on ->
    [gpu] WebGPU
   *[cpu] der CPU
}
status-ran-edited = der unveränderte und der veränderte Durchlauf, jeweils mit gieriger Dekodierung und Beam-Suche, in { $ms } ms auf { $on ->
    [gpu] WebGPU
   *[cpu] der CPU
}
status-first-on-gpu = { $ran } (der erste Durchlauf dort, der seine Kernel kompiliert)
status-previous-input = die vorige Eingabe bleibt angezeigt
status-nothing-yet = noch nichts anzuzeigen
status-scanning = jeder Kopf wird der Reihe nach abgeschaltet…
status-scanned = { $heads } Köpfe in { $ms } ms geprüft
status-scan-failed = die Prüfung der Köpfe ist fehlgeschlagen
status-aligning = Alignment der zurückgehaltenen Paare mit jedem Kopf…
status-aligned = { $heads } Köpfe auf { $pairs } Paaren in { $ms } ms bewertet
status-align-failed = die Berechnung der Alignment-Scores ist fehlgeschlagen
model-at-step = { $name }, wie es bei Schritt { $step } war
picker-file = Datei: { $name }
task-fr-en = Französisch → Englisch
task-copy = Kopieren
task-reverse = Umkehren
task-sort = Buchstaben sortieren
task-dates = Datum → ISO
task-numbers = Zahlwörter Englisch → Deutsch
facts = d_model { $d }, { $heads ->
    [one] { $heads } Kopf
   *[other] { $heads } Köpfe
}, { $enc }+{ $dec } Schichten, d_ff { $dff }, { $design }, { $parameters } Parameter, Eingaben bis zu { $max } Tokens
facts-post-ln = Post-LN
facts-separator = {", "}
facts-pre-ln = Pre-LN
facts-unscaled = Einbettungen nicht mit √d_model skaliert
facts-no-positional = keine Positionskodierung
facts-no-causal-mask = keine kausale Maske
facts-tied = gekoppelte Einbettungen
snapshot-lead = Trainingsschritt
snapshot-label = Trainingsschritt des angezeigten Modells
snapshot-step = Schritt { $step }
backend-cpu = CPU (wasm)
backend-webgpu = WebGPU
backend-webgpu-emulated = WebGPU (auf der CPU emuliert)
backend-webgpu-adapter = WebGPU ({ $adapter })
backend-while-starting = { $backend }, während WebGPU startet
note-no-adapter = Dieser Browser bietet keinen WebGPU-Adapter, daher läuft das Modell auf der CPU (wasm).
note-gpu-failed-model = WebGPU ist fehlgeschlagen ({ $reason }), daher läuft das Modell auf der CPU (wasm).
note-gpu-failed-training = WebGPU ist fehlgeschlagen ({ $reason }), daher läuft das Training auf der CPU (wasm).
note-gpu-lost = Die GPU ist ausgefallen ({ $reason }); auf die CPU umgestellt.
note-threads-failed = Die Trainings-Threads konnten nicht starten ({ $reason }), daher werden die { $parts } Teile jedes Schritts nacheinander auf einem Thread berechnet.
thread-could-not-start = ein Trainings-Thread konnte nicht starten ({ $reason })
thread-stopped = ein Trainings-Thread wurde beendet ({ $reason })
thread-not-loaded = ein Trainings-Thread wurde beendet (er konnte nicht geladen werden)
thread-model-failed = der Thread des Modells ist fehlgeschlagen: { $reason }
thread-model-not-started = der Thread des Modells ist fehlgeschlagen: er konnte nicht starten
message-loaded = { $name } ist geladen.
error-load = { $name } konnte nicht geladen werden: { $reason }
error-no-such-model = Es gibt kein Modell namens „{ $id }“.
error-model-http = Das Modell { $name } konnte nicht heruntergeladen werden (HTTP { $status }).
error-model-fetch = Das Modell { $name } konnte nicht heruntergeladen werden: { $reason }
error-input = Das Modell kann diese Eingabe nicht verarbeiten: { $reason }
error-run = Das Modell konnte nicht rechnen: { $reason }
error-scan = Die Prüfung der Köpfe konnte nicht laufen: { $reason }
error-align = Die Alignment-Scores konnten nicht berechnet werden: { $reason }

## The diagram and what every view shares

diagram-label = der Transformer, links der Encoder und rechts der Decoder
diagram-encoder = Encoder ×{ $n }
diagram-decoder = Decoder ×{ $n }
diagram-inputs = Eingaben
diagram-outputs = Ausgaben (verschoben)
diagram-probabilities = P(nächstes Token)
diagram-input-embedding = Eingabe-Einbettung
diagram-output-embedding = Ausgabe-Einbettung
diagram-positional = + Positionskodierung
diagram-self-attention = Self-Attention
diagram-masked-self-attention = Maskierte Self-Att.
diagram-cross-attention = Cross-Attention
diagram-add-norm = Add & Norm
diagram-feed-forward = Feed-Forward
diagram-linear-softmax = Linear + Softmax
view-loading = Das Modell wird geladen…
view-failed = Diese Ansicht konnte nicht gezeichnet werden: { $reason }
view-type-pieces = Geben Sie einen Satz ein, den dieses Modell versteht, und drücken Sie „Berechnen“: Die Wörter werden in Teilwörter seines Vokabulars zerlegt, höchstens { $max } Teilwörter:
view-type-words = Geben Sie eine Eingabe ein, die dieses Modell versteht, und drücken Sie „Berechnen“: höchstens { $max } Wörter aus seinem Vokabular:
view-type-characters = Geben Sie eine Eingabe ein, die dieses Modell versteht, und drücken Sie „Berechnen“: höchstens { $max } Zeichen aus seinem Vokabular:
edits-region = Eingriffe
edits-lead = Was wäre, wenn:
edits-remove = entfernen: { $edit }
edits-remove-all = alle entfernen
edits-mark = Änderungen markieren
edits-changed = In dieser Ansicht weichen { $changed } von { $total } Zahlen vom unveränderten Durchlauf ab (die größte um { $delta }); geänderte Zellen sind umrandet.
edits-unchanged = In dieser Ansicht weicht keine der { $total } Zahlen vom unveränderten Durchlauf ab; geänderte Zellen wären umrandet.
edit-kind-ablate = { $stack }, Schicht { $layer }, { $sub }, Kopf { $head }: abgeschaltet
edit-kind-pattern = { $stack }, Schicht { $layer }, { $sub }, Kopf { $head }: Attention { $pattern }
edit-kind-bypass = { $stack }, Schicht { $layer }: ohne { $sub }
edit-kind-no-pe = keine Positionskodierung ({ $side })
edit-kind-hide-source = Quellposition { $position } vor der Cross-Attention verborgen
edit-kind-see-future = der Decoder sieht die Zukunft (keine kausale Maske)
edit-kind-no-padding-mask = die Auffüllung wird nicht maskiert
edit-slot-stack-encoder = Encoder
edit-slot-stack-decoder = Decoder
edit-slot-sub-self_attn = Self-Attention
edit-slot-sub-cross_attn = Cross-Attention
edit-slot-sub-ffn = Feed-Forward-Netz
edit-slot-pattern-uniform = gleichmäßig verteilt
edit-slot-pattern-itself = auf die eigene Position
edit-slot-pattern-previous = auf das vorige Token
edit-slot-side-src = Quelle
edit-slot-side-tgt = Ziel
edit-slot-side-both = Quelle und Ziel
draw-matrix = Matrix
draw-grid-label = { $title }: { $rows } × { $cols }; die Pfeiltasten wechseln zwischen den Zellen
draw-tip-cell = Zeile { $row }, Spalte { $col }: { $value }
draw-tip-dim = Dim. { $dim }: { $value }
draw-tip-changed = { $tip } (unverändert: { $was }, geändert um { $delta })
draw-tip-bar = { $label }: { $value }
chart-step = Schritt { $step }
formula-queries = Q: die Queries (Anfragen)
formula-keys = K: die Keys (Schlüssel)
formula-values = V: die Values (Werte)
formula-scores = die Scores Q Kᵀ
formula-sqrt-dk = die Quadratwurzel aus d_k
formula-weights = die Attention-Gewichte
formula-head-output = Z: die Ausgabe des Kopfes
formula-x = x: der normalisierte Vektor
formula-mean = μ: sein Mittelwert
formula-variance = σ²: seine Varianz
formula-gain = γ: die gelernte Verstärkung
formula-bias = β: der gelernte Bias
formula-pe = PE: die Matrix der Positionskodierung
formula-d = d: d_model, die Breite eines Vektors
formula-lr = die Lernrate
formula-factor = der Faktor der Lernrate (1 im Paper)
formula-d-model = d_model
formula-step = der Schritt
formula-warmup = die Schritte der Aufwärmphase

## Views 1 to 9: input, embedding, positional encoding, attention, multi-head, add & norm, feed-forward, encoder, decoder

ffn-title = Feed-Forward-Netz
ffn-edit-before = Was wäre, wenn dieses Netz
ffn-edit-after = überbrückt würde
ffn-heading = Zwei lineare Schichten mit einer ReLU dazwischen
ffn-explain = FFN(x) = max(0, x W₁ + b₁) W₂ + b₂, auf jede Position einzeln mit denselben Gewichten angewandt: { $d } → { $dff } → { $d }. Die ReLU setzt jeden negativen verborgenen Wert auf genau null, grau dargestellt: hier { $zeros } von { $total } ({ $share } %).
ffn-input = Eingabe
ffn-hidden = verborgen ({ $dff })
ffn-output = Ausgabe
ffn-arrow-first = → W₁, ReLU →
ffn-arrow-second = → W₂ →
ffn-tip-input = x[{ $row }][{ $col }] = { $value }
ffn-tip-hidden = verborgen[{ $row }][{ $col }] = { $value }
ffn-tip-zero = verborgen[{ $row }][{ $col }] = 0 (ReLU)
ffn-tip-output = aus[{ $row }][{ $col }] = { $value }

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

