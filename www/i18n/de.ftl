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
status-scan-cancelled = die Prüfung wurde abgebrochen; die letzte bleibt
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
task-about-fr-en = Französisch ins Englische übersetzen („je suis étudiant“ zu „i am a student“, „le chat noir“ zu „the black cat“), über einer kleinen Grammatik, in Byte-Pair-Teilwörtern eines Vokabulars, das beide Seiten teilen.
task-about-copy = Eine Folge von 3 bis 12 Buchstaben (a bis j) kopieren: Die Attention lernt, auf dieselbe Position zu schauen.
task-about-reverse = Eine Folge von 3 bis 12 Buchstaben (a bis j) umkehren: Die Attention lernt, auf die gespiegelte Position zu schauen.
task-about-sort = Eine Folge von 3 bis 12 Buchstaben (a bis j) sortieren: Die Attention lernt, den nächstkleineren Buchstaben zu finden.
task-about-dates = Ein Datum, wie Menschen es schreiben („Mar 3rd, 21“, „3.3.2021“), in ISO-Form (2021-03-03) umschreiben.
task-about-numbers = Englische Zahlwörter ins Deutsche übersetzen („twenty one“ zu „einundzwanzig“): Die Attention lernt, umzuordnen.
facts = d_model { $d }, { $heads ->
    [one] { $heads } Kopf
   *[other] { $heads } Köpfe
}, { $enc }+{ $dec } Schichten, d_ff { $dff }, { $design }, { $parameters } Parameter, Eingaben bis zu { $max } Tokens
facts-post-ln = Post-LN
facts-separator = {", "}
facts-departures = anders als im Artikel: { $list }
departure-silu = SiLU statt ReLU im Feed-Forward-Netz
departure-gelu = GELU statt ReLU im Feed-Forward-Netz
departure-sinusoids-in-halves = Sinus und Kosinus der Positionskodierung in zwei Hälften, nicht verschränkt
departure-learned-positions = gelernte Positionseinbettungen statt Sinuskurven
departure-pre-ln = Layer-Normalisierung vor jeder Teilschicht (Pre-LN), nicht danach
departure-final-norm = eine abschließende Layer-Normalisierung nach jedem Stapel
departure-unscaled-embeddings = Einbettungen nicht mit sqrt(d_model) multipliziert
departure-no-positional-encoding = keine Positionskodierung
departure-no-causal-mask = keine kausale Maske im Decoder
departure-untied-matrices = getrennte Matrizen für die Einbettungen und die Ausgabeprojektion
departure-separate-vocabularies = ein eigenes Vokabular für jede Seite
departure-decoder-starts-from-pad = der Decoder beginnt mit dem Padding-Token
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
control-hub = Hub-Modell
control-hub-open = öffnen
control-hub-example = z. B. Helsinki-NLP/opus-mt-en-de
picker-hub = Hub: { $repo } ({ $size })
folder-name = Modellordner
status-downloading = lade { $repo } herunter…
download-progress = lade { $repo } herunter: { $file }, { $loaded } von { $total }, noch { $left }
error-export = { $name } ließ sich nicht als Gewichtsdatei schreiben: { $reason }
error-export-hf = Das trainierte Modell ließ sich nicht als Hugging-Face-Ordner schreiben: { $reason }
download-cancel = abbrechen
error-folder-no-config = Diese Dateien sind kein Modell: Eine Gewichtsdatei ist eine einzelne .safetensors-Datei, und ein Hugging-Face-Modellordner enthält config.json ({ $names }).
hub-bad-name = „{ $repo }“ ist kein Repository-Name: Schreiben Sie ihn als Organisation/Name, etwa Helsinki-NLP/opus-mt-fr-en.
hub-not-found = { $repo } wurde unter { $base } nicht gefunden, oder es ist privat (der Server antwortete { $status }).
hub-private = { $repo } ist privat oder zugangsbeschränkt (der Server antwortete { $status }): Diese Seite lädt nur öffentliche Modelle.
hub-http = { $file } von { $repo }: Der Server antwortete { $status }.
hub-unreachable = { $base } ist nicht erreichbar: { $reason }
hub-cancelled = Das Herunterladen von { $repo } wurde abgebrochen.
hub-stopped = Das Herunterladen von { $file } brach ab: { $reason }
hub-short = { $loaded } von { $total } angekommen
hub-no-weights = { $repo } hat weder model.safetensors noch pytorch_model.bin.
hub-too-large = { $file } von { $repo } ist { $size } groß, mehr als die { $max }, die ein Modell hier haben darf.
keep-ask = { $name } ({ $size }) in diesem Browser behalten, damit es ohne Herunterladen wieder öffnet, auch offline?
keep-yes = behalten
keep-no = jetzt nicht
keep-failed = { $name } konnte nicht im Speicher dieses Browsers behalten werden: { $reason }
kept-summary = in diesem Browser behalten: { $count ->
    [one] ein Modell
   *[other] { $count } Modelle
}, { $size }
kept-delete = löschen
kept-deleted = { $name } wurde aus diesem Browser gelöscht.
error-no-such-model = Es gibt kein Modell namens „{ $id }“.
error-model-http = Das Modell { $name } konnte nicht heruntergeladen werden (HTTP { $status }).
error-model-fetch = Das Modell { $name } konnte nicht heruntergeladen werden: { $reason }
error-input = Das Modell kann diese Eingabe nicht verarbeiten: { $reason }
core-unknown-token = { $unit ->
        [character] das Zeichen
        [piece] das Teilwort
       *[word] das Wort
    } „{ $token }“ an Position { $position } steht nicht im Vokabular des Modells
core-unknown-in-word = { $unit ->
        [character] das Zeichen
       *[piece] das Teilwort
    } „{ $token }“ des Wortes „{ $word }“ an Position { $position } steht nicht im Vokabular des Modells
core-weights-too-short = die Datei ist zu kurz für einen safetensors-Header: sie ist keine Gewichtsdatei
core-weights-header-too-large = ihr Header gibt mehr als die { $max } Bytes an, die gelesen werden: sie ist keine Gewichtsdatei
core-weights-header-past-end = die Länge ihres Headers reicht über das Ende der Datei hinaus: sie ist keine Gewichtsdatei oder abgeschnitten
core-weights-incomplete = ihre Tensordaten füllen die Datei nicht genau aus: sie ist abgeschnitten oder aufgefüllt
core-weights-header-invalid = ihr Header ist kein safetensors-Header ({ $detail })
core-weights-too-large = die Datei hat { $bytes } Bytes; Dateien über { $max } Bytes werden abgelehnt
core-weights-no-config = ihre Metadaten haben keinen Eintrag „config“, den die Gewichtsdateien von attend tragen (ein Hugging-Face-Modell öffnet sich als Ordner, mit seiner config.json)
core-weights-no-vocab = ihre Metadaten haben keinen Eintrag „vocab“, also lässt sich Text nicht in Tokens zerlegen
core-weights-folder-no-config = der Ordner hat keine config.json: ein Hugging-Face-Modellordner hat config.json neben model.safetensors oder pytorch_model.bin
core-weights-folder-no-weights = der Ordner hat weder model.safetensors noch pytorch_model.bin: er braucht eine der beiden (aufgeteilte oder reine TensorFlow-Gewichte werden nicht gelesen)
core-weights-folder-tokenizer = der Ordner hat { $present }, aber nicht { $missing }: Marians Tokenizer braucht vocab.json, source.spm und target.spm
core-weights-folder-too-large = { $bytes } Bytes, über der Grenze von { $max }
core-weights-vocab-sizes = sein Vokabular hat { $src } Quell- und { $tgt } Ziel-Tokens, seine Konfiguration nennt aber { $config_src } und { $config_tgt }
core-weights-dtype = der Tensor { $tensor } ist { $dtype }; attend liest F32, F16 und BF16
core-weights-non-finite = der Tensor { $tensor } enthält einen nicht endlichen Wert ({ $value }) am flachen Index { $index }
core-weights-f16-range = der Tensor { $tensor } enthält { $value } am flachen Index { $index }, außerhalb des Bereichs von f16 (±65504): Behalten Sie dieses Modell in f32
core-weights-missing-tensors = { $count ->
        [one] ein Tensor fehlt
       *[other] { $count } Tensoren fehlen
    }: { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } weitere)
    }
core-weights-unexpected-tensors = unerwarteter Tensor { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } weitere)
    } (gehört nicht zu einem Modell mit dieser Konfiguration)
core-weights-tensor-shape = der Tensor { $tensor } hat die Form { $shape }, die Konfiguration verlangt { $want }
core-weights-folder-unexpected-tensor = unerwarteter Tensor { $tensor } (gehört nicht zu einem Marian-Modell mit dieser config.json{ $others ->
        [0] {""}
        [one] , ebenso wenig wie ein weiterer
       *[other] , ebenso wenig wie { $others } weitere
    })
core-weights-folder-missing-tensor = der Tensor { $tensor } fehlt ({ $attend } bei attend)
core-weights-folder-tensor-shape = der Tensor { $tensor } hat die Form { $shape }; config.json verlangt { $want }
core-weights-vocab-duplicate = sein Vokabular enthält das Token „{ $token }“ zweimal
core-weights-vocab-json = sein Vokabular ist kein gültiges JSON ({ $detail })
core-weights-hf-not-object = es ist kein JSON-Objekt ({ $detail })
core-weights-hf-other-model = das Modell ist ein { $name } (model_type „{ $type }“); attend öffnet Marian-Übersetzungsmodelle (model_type „marian“, etwa Opus-MT von Helsinki-NLP) und seine eigenen Gewichtsdateien
core-weights-hf-no-model-type = sie hat keinen model_type; attend öffnet Marian-Übersetzungsmodelle (model_type „marian“)
core-weights-hf-fields = ihre Felder sind nicht die, die attend liest ({ $detail })
core-weights-hf-heads = der Encoder hat { $encoder } Attention-Köpfe und der Decoder { $decoder }; die Schichten von attend haben alle dieselbe Zahl von Köpfen
core-weights-hf-ffn = das Feed-Forward-Netz ist im Encoder { $encoder } breit und im Decoder { $decoder }; die Schichten von attend haben nur eine Breite
core-weights-hf-activation = activation_function „{ $activation }“ wird nicht unterstützt (relu, swish/silu und gelu schon)
core-weights-generation-unsupported = { $setting } wird nicht unterstützt (attend dekodiert gierig oder mit Beam-Suche, mit max_length, min_length, length_penalty, early_stopping, bad_words_ids, forced_eos_token_id und renormalize_logits)
core-weights-generation-zero = num_beams und max_length müssen mindestens 1 sein
core-decode-past-positions = eine Grenze von { $limit } Ausgabe-Tokens geht über die { $positions } Positionen dieses Modells hinaus
core-input-nothing = die Eingabe ist leer: Geben Sie etwas zum Übersetzen ein
core-align-no-alignments = die Alignment-Fehlerrate braucht ein Modell einer Aufgabe mit bekannten Wort-Alignments (fr-en)
core-weights-vocab-sentencepiece = seinem sentencepiece-Vokabular fehlt `marian`, `src_size` oder `tgt_size`
core-weights-vocab-lists = sein Zeichen- oder Wortvokabular braucht die Listen `src` und `tgt` (und weder `merges` noch `tokens`, die zu einem bpe-Vokabular gehören)
core-weights-vocab-bpe = sein bpe-Vokabular braucht `merges` und eine gemeinsame Liste `tokens` (weder `src` noch `tgt`)
core-weights-vocab-merges = die Merges seines Vokabulars können nicht gelesen werden ({ $detail })
core-weights-folder-vocab-size = sie hat { $pieces } Teilwörter, das Vokabular von config.json aber { $size } IDs
core-weights-tokenizer = Marians Tokenizer kann sie nicht lesen ({ $detail })
core-weights-sentencepiece = sie ist kein SentencePiece-Modell, das attend liest ({ $detail })
core-config-outside = { $name } { $value } liegt außerhalb von { $least } bis { $most }
core-config-heads-none = n_heads muss mindestens 1 sein
core-config-heads-divide = n_heads { $heads } muss d_model { $d } teilen (oder d_k und d_v müssen angegeben sein)
core-config-head-width = { $name } { $width } mal n_heads { $heads } liegt außerhalb von 1 bis { $most }
core-config-learned-positions = learned_positions setzt positional_encoding voraus
core-config-eps = layer_norm_eps { $eps } muss zwischen 0 und 1 liegen
core-config-id-below = { $name } { $id } ist nicht kleiner als { $size_name } { $size }
core-config-tie = tie_weights verlangt ein gemeinsames Vokabular, aber die Quelle hat { $src } Tokens und das Ziel { $tgt }
core-config-too-many-parameters = { $parameters } Parameter sind mehr als die unterstützten { $most } (eine Gewichtsdatei fasst höchstens { $bytes } Bytes)
core-config-json = die Konfiguration des Modells ist kein gültiges JSON für attend ({ $detail })
core-edit-path = Eingriff „{ $edit }“: „{ $path }“ hat nicht die Form Stapel.Schicht.Teilschicht, zum Beispiel decoder.1.cross_attn
core-edit-stack = Eingriff „{ $edit }“: der Stapel ist encoder oder decoder, nicht „{ $stack }“
core-edit-layer = Eingriff „{ $edit }“: der Stapel { $stack } hat die Schichten 0 bis { $last }
core-edit-sublayers = Eingriff „{ $edit }“: { $stack ->
        [decoder] die Teilschichten einer Decoder-Schicht sind self_attn, cross_attn oder ffn
       *[encoder] die Teilschichten einer Encoder-Schicht sind self_attn oder ffn
    }
core-edit-no-heads = Eingriff „{ $edit }“: nur Attention-Teilschichten haben Köpfe
core-edit-head = Eingriff „{ $edit }“: nennen Sie nach der Teilschicht einen Kopf von 0 bis { $last }, zum Beispiel { $path }.0
core-edit-takes-head-pattern = Eingriff „{ $edit }“: { $kind } nimmt einen Kopf und ein Muster, zum Beispiel encoder.0.self_attn.1:uniform
core-edit-takes-pattern = Eingriff „{ $edit }“: { $kind } nimmt ein Muster: uniform, itself oder previous
core-edit-takes-side = Eingriff „{ $edit }“: { $kind } nimmt src, tgt oder both
core-edit-takes-position = Eingriff „{ $edit }“: { $kind } nimmt eine Quellposition von 0 bis { $last }
core-edit-takes-nothing = Eingriff „{ $edit }“: { $kind } nimmt keinen Wert
core-edit-kinds = Eingriff „{ $edit }“: die Eingriffe sind { $kinds }
core-edit-position-past-source = Eingriff „{ $edit }“: die Quelle hat die Positionen 0 bis { $last }
core-edits-too-many = höchstens { $most } Eingriffe auf einmal (es sind { $count })
core-decode-no-room = die max_len dieses Modells lässt keinen Platz zum Dekodieren
core-decode-length = die Längengrenze der Ausgabe muss mindestens 1 Token sein
core-decode-beam = die Beam-Breite muss zwischen 1 und { $most } liegen (sie ist { $beam })
core-decode-alpha = die Längenstrafe muss eine endliche Zahl sein (sie ist { $alpha })
core-sample-temperature = die Temperatur muss über 0 und höchstens { $most } sein (sie ist { $temperature })
core-sample-top-p = top-p muss über 0 und höchstens 1 sein (es ist { $top_p })
core-training-steps = Trainingseinstellungen: die Schritte müssen zwischen 1 und { $most } liegen (es sind { $got })
core-training-batch = Trainingseinstellungen: die Batch-Größe muss zwischen 1 und { $most } liegen (sie ist { $got })
core-training-warmup = Trainingseinstellungen: die Aufwärmphase muss mindestens 1 Schritt lang sein
core-training-lr-factor = Trainingseinstellungen: der Lernratenfaktor muss über 0 und höchstens { $most } sein (er ist { $got })
core-training-regularisation = Trainingseinstellungen: Label Smoothing und Dropout müssen mindestens 0 und kleiner als 1 sein
core-training-clip = Trainingseinstellungen: die Kappung der Gradientennorm muss eine positive Zahl sein (sie ist { $got })
core-training-threads = Trainingseinstellungen: die Threads müssen zwischen 1 und { $most } liegen (es sind { $got })
core-training-eval-every = Trainingseinstellungen: der Abstand der Auswertungen muss mindestens 1 Schritt sein
core-input-empty = die Eingabe ist leer: Sie braucht mindestens ein Token
core-too-long = die Eingabe hat { $tokens } Tokens; dieses Modell nimmt höchstens { $max }
core-pairs-empty = die Paardatei ist leer: Schreiben Sie ein Paar pro Zeile, Quelle<TAB>Ziel
core-pairs-blank = die Paardatei enthält kein Paar: Die Zeilen 1 bis { $lines } sind leer
core-pairs-only-one = Zeile { $line } enthält das einzige unterschiedliche Paar{ $repeated ->
        [yes] {" "}(die anderen Zeilen wiederholen es)
       *[no] {""}
    }; das Training braucht mindestens { $min } verschiedene Paare: eines zum Lernen und eines, das zurückgehalten wird
core-pairs-too-many-lines = Zeile { $line }: Die Paardatei hat mehr als { $max } Zeilen; mehr werden nicht gelesen
core-pairs-too-many-bytes = Zeile { $line }: Hier überschreitet die Paardatei { $max } Bytes; mehr werden nicht gelesen
core-pairs-long-line = Zeile { $line }: { $bytes } Bytes, mehr als die { $max } Bytes, die eine Zeile haben darf
core-pairs-not-utf8 = Zeile { $line }: kein UTF-8-Text (Byte { $byte } der Zeile ist ungültig)
core-pairs-no-tab = Zeile { $line }: kein Tabulator; schreiben Sie die Quelle, einen Tabulator, dann das Ziel
core-pairs-two-tabs = Zeile { $line }: mehr als ein Tabulator; schreiben Sie die Quelle, einen Tabulator, dann das Ziel
core-pairs-empty-side = Zeile { $line }: { $side ->
        [source] Die Quelle (vor dem Tabulator)
       *[target] Das Ziel (nach dem Tabulator)
    } ist leer
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
diagram-add-norm = Addition & Norm.
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
formula-factor = der Faktor der Lernrate (1 im Artikel)
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

common-picker-stack = Stapel
common-picker-layer = Schicht
common-picker-head = Kopf
common-picker-query = Query
common-picker-token = Token
common-picker-sub-layer = Teilschicht
common-stack-encoder = Encoder
common-stack-decoder = Decoder
common-sub-self = Self-Attention
common-sub-masked = maskierte Self-Attention
common-sub-cross = Cross-Attention
common-sub-ffn = Feed-Forward

input-title = Eingabe: vom Text zu Tokens zu IDs
input-tokens-heading = Tokens und IDs
input-unseen = Als { $unk } gelesen, das Token des Modells für alles, was es im Training nie gesehen hat: { $what }.
input-tokens-explain =
    Das Modell liest { $unit ->
        [word] Wörter. Jedes Wort
        [piece] Teilwörter. Jedes Teilwort
       *[character] Zeichen. Jedes Zeichen
    } von „{ $text }“ wird im Quellvokabular ({ $size } Tokens) nachgeschlagen und wird zu einer ID: der Zeile der Einbettungstabelle, die es lesen wird. Oben: das Token; in der Mitte: seine ID; unten: seine Position.
input-tip-token = Position { $position }: „{ $token }“ hat die ID { $id }
input-tip-pad = Position { $position }: Auffüllung (ID { $id }), vor jeder Attention verborgen
input-padding-heading = Auffüllung (Padding)
input-padding-some =
    Die Sätze eines Batches müssen gleich lang sein, daher werden kürzere mit <pad> (ID { $id }) aufgefüllt. Hier { $count ->
        [one] wurde { $count } Padding-Token
       *[other] wurden { $count } Padding-Tokens
    } hinzugefügt, um das zu zeigen: Jede Attention verbirgt die Padding-Keys, daher ändert sich die Ausgabe nicht. Stellen Sie oben „Auffüllung“ ein, um mehr oder keine hinzuzufügen.
input-padding-none = Die Sätze eines Batches müssen gleich lang sein, daher werden kürzere mit <pad> (ID { $id }) aufgefüllt, das vor jeder Attention verborgen wird. Diese Eingabe hat keine Auffüllung: Stellen Sie oben „Auffüllung“ ein, um welche hinzuzufügen, und sehen Sie zu, wie sich die Masken ändern.
input-ids = IDs: [{ $ids }]  Länge { $length } von höchstens { $max }
input-decoder-heading = Die Eingabe des Decoders
input-decoder-explain = Der Decoder erzeugt die Ausgabe Token für Token. Er liest die bisherige Ausgabe um eins nach rechts verschoben: zuerst { $start } (das Starttoken des Modells), sodass Position t das Token t + 1 vorhersagt. Der Lauf unten verwendet die Ausgabe, die das Modell selbst erzeugt hat (gierige Dekodierung), auf einmal eingegeben.
input-tip-decoder = Decoder-Position { $position }: „{ $token }“ hat die ID { $id }
input-spm-heading = SentencePiece
input-spm-explain = Dieses Modell zerlegt Text mit SentencePiece, wie Marians Tokenizer: Der Normalisierer { $normalizer } gleicht zuerst die Zeichen an und schreibt jedes Leerzeichen als ▁, sodass ein Teilwort, das mit ▁ beginnt, ein Wort beginnt; dann wählt ein { $model }-Modell die Teilwörter. Der Text, wie das Modell ihn zerlegt, vor den Teilwörtern; { $eos } beendet jeden Satz:
input-pieces-heading = Wörter in Teilwörter zerlegt
input-pieces-explain =
    Wie die Übersetzungsmodelle des Artikels (Abschnitt 5.1) liest dieses Modell Byte-Pair-Teilwörter: Ausgehend von Buchstaben { $merges ->
        [one] vereint die { $merges } Verschmelzung
       *[other] vereinen die { $merges } Verschmelzungen
    }, aus seinem Trainingstext gelernt, immer wieder das häufigste Symbolpaar, sodass häufige Wörter zu einem Teilwort werden und seltene zu einigen wenigen. Ein mit { $mark } markiertes Teilwort setzt sich im nächsten fort. Ein einziges Vokabular aus { $size } Teilwörtern dient Französisch und Englisch gleichermaßen. Klicken Sie auf ein Teilwort, um die Verschmelzungen zu sehen, die es gebildet haben.
input-merges =
    Wie „{ $piece }“ gebildet wurde: { $count ->
        [one] { $count } Verschmelzung
       *[other] { $count } Verschmelzungen
    }, in der gelernten Reihenfolge (</w> markiert das Ende eines Wortes).
input-merges-none = „{ $piece }“ ist ein einzelnes Zeichen: Keine Verschmelzung hat es gebildet.

embed-title = Einbettungen (Embeddings)
embed-heading = Ein Vektor pro Token
embed-explain = Jede ID wählt eine Zeile der gelernten Einbettungstabelle ({ $width } Zahlen pro Token, d_model = { $d }). Jedes Kästchen ist eine Zahl: rot positiv, blau negativ, weiß nahe null. Fahren Sie über ein Kästchen, um seinen Wert zu sehen.
embed-tip = { $token } (Position { $position }), Dim. { $dim }: { $value }
embed-scaled-heading = Skaliert mit √d_model
embed-scaled-explain = Der Artikel multipliziert die Einbettungen mit √d_model = √{ $d } = { $scale } (Abschnitt 3.4), damit sie nicht von den danach addierten Positionskodierungen überdeckt werden. Für „{ $token }“ beginnt die Tabellenzeile mit { $raw }; mal { $scale } ergibt das { $scaled }: die Kästchen oben.
embed-unscaled-heading = Nicht skaliert
embed-unscaled-explain = Der Artikel multipliziert die Einbettungen mit √d_model = { $scale } (Abschnitt 3.4), damit sie nicht von den danach addierten Positionskodierungen überdeckt werden. Dieses Modell wurde ohne diesen Faktor trainiert: Die Kästchen oben sind die Zeilen der Tabelle, wie sie sind, und sie sind klein neben den Kodierungen (vergleichen Sie mit der nächsten Ansicht).

pe-title = Positionskodierung
pe-none = Dieses Modell wurde ohne Positionskodierung trainiert: Zu seinen Einbettungen wird nichts addiert (die PE unten ist überall null), daher sieht jeder Stapel seine Tokens als Menge und kann ihre Reihenfolge nicht erkennen. Die Wellen weiter unten sind die, die der Artikel addiert.
pe-edit-lead = Was wäre, wenn es keine Positionskodierung gäbe
pe-edit-side-src = in der Quelle
pe-edit-side-tgt = im Ziel
pe-edit-side-both = in Quelle und Ziel
pe-heading = Wo jedes Token steht
pe-explain = Die Attention allein kennt die Wortreihenfolge nicht, deshalb wird zu jeder Position ein festes Muster addiert: Sinus in den geraden Dimensionen, Kosinus in den ungeraden (fahren Sie über einen Term der Formel, um ihn unten wiederzufinden). Die Zeilen sind Positionen, die Spalten die { $d } Dimensionen: schnelle Wellen links, langsame rechts.
pe-tip = PE(Position { $position }, Dim. { $dim }) = { $value }
pe-waves-heading = Sinuskurven einiger Dimensionen
pe-waves-explain =
    Jede Dimension ist eine Welle über die Positionen mit eigener Wellenlänge, von 2π bis 10000·2π, nach der Formel gezeichnet bis max_len = { $maxLen }. Die Punkte auf den Wellen sind die Werte, { $who ->
        [paper] die der Artikel an den Positionen dieser Eingabe addieren würde
       *[model] die das Modell an den Positionen dieser Eingabe addiert hat
    }.
pe-dims-label = Dimensionen (bis zu 6, durch Kommas getrennt)
pe-dims-aria = zu zeichnende Dimensionen
pe-bad-dims = Keine Dimension dieses Modells (0 bis { $last }): { $bad }
pe-dim = Dim. { $dim }
pe-chart-position = Position { $position }
pe-chart-value = PE
pe-similar-heading = Benachbarte Positionen ähneln sich
pe-similar-explain = Die Kosinus-Ähnlichkeit jedes Paares von Positionsvektoren: am höchsten auf der Diagonale und mit dem Abstand abnehmend, sodass das Modell Nahes von Fernem unterscheiden kann; und PE(pos + k) ist eine lineare Funktion von PE(pos).
pe-similar-tip = Positionen { $first } und { $second }: Kosinus { $value }
pe-sum-heading = Einbettung + PE = Eingabe
pe-sum-explain = Die Eingabe des Encoders ist die skalierte Einbettung plus die Positionskodierung, Element für Element. Für „{ $token }“ an Position { $position }:
pe-sum-embedding = Einbettung
pe-sum-pe = PE
pe-sum-input = Eingabe
pe-tip-dim = Dim. { $dim }: { $value }

attention-title = Self-Attention, ein Kopf
attention-edit-head = Was wäre, wenn Kopf { $head }
attention-edit-off = abgeschaltet wäre
attention-edit-pattern-uniform = gleichmäßig verteilt achtete
attention-edit-pattern-itself = nur auf die eigene Position achtete
attention-edit-pattern-previous = auf das vorige Token achtete
attention-edit-mask = Was wäre, wenn die Maske
attention-edit-see-future = den Decoder in die Zukunft sehen ließe
attention-edit-padding = die Auffüllung nicht verbärge
attention-qkv-heading = Queries, Keys und Values
attention-qkv-explain =
    { $stack ->
        [decoder] Decoder-Schicht { $layer }, Kopf { $head }. Dies ist die maskierte Self-Attention des Decoders: Ein Token darf nur auf sich selbst und die Tokens davor schauen.
       *[encoder] Encoder-Schicht { $layer }, Kopf { $head }.
    } Der Vektor x jedes Tokens ({ $d } Zahlen) wird mit drei gelernten Matrizen W_Q, W_K und W_V multipliziert. Dieser Kopf verwendet { $dk } der { $d } Spalten jeder Matrix: eine Query (Anfrage: wonach dieses Token sucht), einen Key (Schlüssel: womit es gefunden werden will) und einen Value (Wert: was es weitergibt).
attention-tip-x = x[{ $token }][{ $dim }] = { $value }
attention-tip-q = q[{ $token }][{ $dim }] = { $value }
attention-tip-k = k[{ $token }][{ $dim }] = { $value }
attention-tip-v = v[{ $token }][{ $dim }] = { $value }
attention-table-heading = Die Score-Tabelle für „{ $token }“
attention-table-explain = Bewerten Sie jeden Key gegen diese Query mit einem Skalarprodukt q·k, teilen Sie durch √d_k = { $root }, damit die Softmax nicht sättigt, machen Sie aus den Scores mit einer Softmax Gewichte, die sich zu 1 summieren (maskierte Keys erhalten −∞, also Gewicht 0), gewichten Sie jeden Value damit und addieren Sie alles: die Ausgabe z des Kopfes für „{ $token }“.
attention-col-key = Key
attention-col-softmax = Softmax
attention-masked = −∞ (maskiert)
attention-sum = Summe
attention-tip-weighted = { $weight } × v[{ $key }][{ $dim }] = { $value }
attention-tip-z = z[{ $token }][{ $dim }] = { $value }
attention-matrix-heading = Dasselbe für alle Tokens auf einmal
attention-matrix-explain = In Matrixform werden alle Queries auf einmal bewertet, so wie der Artikel es schreibt (fahren Sie über einen Term, um ihn unten wiederzufinden). Jede Zeile der Gewichte ist eine Zeile der Tabelle oben.
attention-matrix-q = Q
attention-matrix-kt = Kᵀ (K mit einer Zeile pro Key gezeigt)
attention-matrix-scores = Scores
attention-matrix-scaled = ÷ √{ $dk }, maskiert
attention-matrix-weights = Gewichte
attention-matrix-v = V
attention-matrix-z = Z
attention-op-softmax = → Softmax →
attention-tip-score = q[{ $query }]·k[{ $key }] = { $value }
attention-tip-hidden = { $query } darf { $key } nicht sehen
attention-tip-weight = { $query } → { $key }: { $value }

multihead-title = Mehrkopf-Attention
multihead-heading =
    { $h ->
        [one] { $h } Kopf, der auf seine Weise schaut
       *[other] { $h } Köpfe, jeder schaut auf seine Weise
    }
multihead-explain =
    { $stack ->
        [decoder] Decoder
       *[encoder] Encoder
    }-Schicht { $layer }, Self-Attention. Die { $h } Köpfe arbeiten nebeneinander, jeder auf seinem eigenen Ausschnitt von { $dk } Spalten aus Q, K und V, sodass jeder auf andere Dinge achten kann. Ihre Gewichte (oben) und Ausgaben Z (unten):
multihead-head = Kopf { $head }
multihead-switch-off = abschalten
multihead-tip-weight = Kopf { $head }: { $query } → { $key }: { $value }
multihead-tip-z = Z{ $head }[{ $token }][{ $dim }] = { $value }
multihead-concat-heading = Verketten, dann mit W_O mischen
multihead-concat-explain = Die Ausgaben der Köpfe werden nebeneinandergelegt ({ $h } × { $dk } = { $d } Spalten) und mit einer weiteren gelernten Matrix multipliziert, W_O ({ $d } × { $d }), die mischt, was die Köpfe gefunden haben. Das Ergebnis ist die Ausgabe der Attention-Teilschicht: ein Vektor aus { $d } Zahlen pro Token.
multihead-concat-title = concat(Z0..Z{ $last })
multihead-tip-concat = Kopf { $head }, { $token }, Spalte { $col }: { $value }
multihead-op-wo = × W_O =
multihead-output-title = Ausgabe der Attention
multihead-tip-out = aus[{ $token }][{ $dim }] = { $value }

addnorm-title = Addition und Normalisierung (Add & Norm)
addnorm-stats-mean = LayerNorm: den Mittelwert
addnorm-stats-std = { " " }abziehen, durch die Standardabweichung
addnorm-stats-rest = { " " }teilen, dann die gelernte Verstärkung γ und den Bias β anwenden:
addnorm-pre-ln = Dieses Modell ist Pre-LN (norm_first): Die Teilschicht liest LayerNorm(x), und ihre Ausgabe wird zum unveränderten x addiert, x + Sublayer(LayerNorm(x)). Der Strom x behält seine Skala; die Normalisierung speist nur die Teilschicht.
addnorm-post-ln = Dieses Modell ist Post-LN, wie im Artikel: LayerNorm(x + Sublayer(x)). Die Residualverbindung addiert die Ausgabe der Teilschicht zu ihrer Eingabe, sodass Information und Gradienten einen direkten Weg durch den Stapel haben; die Layer-Normalisierung skaliert dann den Vektor jedes Tokens auf Mittelwert 0 und Varianz 1 (danach eine gelernte Verstärkung und ein Bias).
addnorm-edit-lead =
    Was wäre, wenn { $sub ->
        [self] die Self-Attention
        [masked] die maskierte Self-Attention
        [cross] die Cross-Attention
       *[ffn] das Feed-Forward-Netz
    }
addnorm-edit-bypass = überbrückt würde (Ausgabe auf null gesetzt: Die Residualverbindung trägt x allein weiter)
addnorm-heading =
    Die Residualverbindung und die Layer-Normalisierung um { $sub ->
        [self] die Self-Attention
        [masked] die maskierte Self-Attention
        [cross] die Cross-Attention
       *[ffn] das Feed-Forward-Netz
    }
addnorm-op-sub =
    → { $sub ->
        [self] Self-Attention
        [masked] maskierte Self-Attention
        [cross] Cross-Attention
       *[ffn] Feed-Forward
    } →
addnorm-op-sum = x + Teilschicht =
addnorm-x = x
addnorm-layernorm-x = LayerNorm(x)
addnorm-layernorm = LayerNorm
addnorm-sublayer = Teilschicht
addnorm-sum = x + Teilschicht
addnorm-sum-before = x + Teilschicht (vor der Normalisierung)
addnorm-norm-of-sum = LayerNorm(x + Teilschicht)
addnorm-norm-input =
    LayerNorm(x) (die Eingabe { $sub ->
        [self] der Self-Attention
        [masked] der maskierten Self-Attention
        [cross] der Cross-Attention
       *[ffn] des Feed-Forward-Netzes
    })
addnorm-tip-x = x[{ $token }][{ $dim }] = { $value }
addnorm-tip-sublayer = Teilschicht[{ $token }][{ $dim }] = { $value }
addnorm-tip-sum = Summe[{ $token }][{ $dim }] = { $value }
addnorm-tip-norm = norm[{ $token }][{ $dim }] = { $value }
addnorm-every-heading = Jedes Token
addnorm-every-explain = Dasselbe für jedes Token des Satzes, unabhängig voneinander: eine Zeile pro Token (links die Summe, rechts das normalisierte Ergebnis).

encoder-title = Der Encoder-Stapel
encoder-heading =
    { $layers ->
        [one] { $layers } Schicht
       *[other] { $layers } gleich gebaute Schichten
    }
encoder-explain = Jede Encoder-Schicht besteht aus Self-Attention und dann dem Feed-Forward-Netz, jeweils umschlossen von Addition und Normalisierung; die Ausgabe der einen ist die Eingabe der nächsten, immer ein Vektor aus { $d } Zahlen pro Token. Die letzte Ausgabe ist der Speicher (Memory): die Keys und Values, die jede Cross-Attention im Decoder liest. Alles auf einer Farbskala; neben jeder Schicht ihre über die Köpfe gemittelte Attention.
encoder-stage-input = Eingabe (Einbettung + PE)
encoder-stage-layer = nach Schicht { $layer }
encoder-stage-norm = abschließende LayerNorm
encoder-tip = { $stage }, { $token }, Dim. { $dim }: { $value }
encoder-mean-title = Attention (Mittel der Köpfe)
encoder-tip-attention = Schicht { $layer }: { $query } → { $key }: { $value }
encoder-memory =
    Speicher = { $from ->
        [norm] die abschließende Normalisierung
       *[layer] die Ausgabe von Schicht { $layer }
    }, { $shape }.

decoder-title = Der Decoder: Masken und Cross-Attention
decoder-shift-heading = Nach rechts verschoben
decoder-shift-explain = Im Training sieht der Decoder das ganze Ziel auf einmal, um eins nach rechts verschoben, und lernt, an jeder Position das nächste Token vorherzusagen. Hier ist das Ziel die eigene Ausgabe des Modells:
decoder-row-input = Decoder-Eingabe
decoder-row-predicts = sagt vorher
decoder-masks-heading = Die Masken
decoder-masks-causal = Links: die kausale Maske der Self-Attention des Decoders. Position t darf nur auf Positionen bis t schauen, nie auf Tokens, die sie noch nicht erzeugt hat (1 = sichtbar, 0 = verborgen). Rechts: die Maske der Cross-Attention: Jede Decoder-Position darf auf jedes Quell-Token schauen, außer auf die Auffüllung.
decoder-masks-not-causal = Links: die Maske der Self-Attention des Decoders. Dieses Modell wurde ohne die kausale Maske trainiert, daher darf Position t auf jede Position schauen, auch auf die Tokens, die sie vorhersagen soll (1 = sichtbar, 0 = verborgen): Mit der Antwort gefüttert, hat es gelernt, das nächste Token abzuschreiben, und beim Generieren, wo es keine Antwort zu lesen gibt, scheitert es. Rechts: die Maske der Cross-Attention: Jede Decoder-Position darf auf jedes Quell-Token schauen, außer auf die Auffüllung.
decoder-mask-causal-title = kausale Maske der Self-Attention
decoder-mask-self-title = Maske der Self-Attention (nicht kausal)
decoder-mask-cross-title = Maske der Cross-Attention (Padding)
decoder-tip-may-see = { $query } darf { $key } sehen
decoder-tip-may-not-see = { $query } darf { $key } nicht sehen
decoder-self-heading =
    { $causal ->
        [yes] Maskierte Self-Attention
       *[no] Self-Attention
    } (Schicht { $layer }, Kopf { $head })
decoder-self-causal = Scores oberhalb der Diagonale werden vor der Softmax auf −∞ gesetzt, sodass ihre Gewichte genau 0 sind:
decoder-self-not-causal = In diesem Modell ist oberhalb der Diagonale nichts verborgen: Jede Position darf auf die Tokens nach ihr achten.
decoder-tip-weight = { $query } → { $key }: { $value }
decoder-cross-heading = Cross-Attention (Schicht { $layer }, Kopf { $head })
decoder-cross-explain = Die Queries kommen aus dem Decoder, die Keys und Values aus dem Speicher des Encoders. Hier blickt die Ausgabe auf die Eingabe zurück: für jede Ausgabeposition, welche Quell-Tokens sie liest.
decoder-score-table = Die Score-Tabelle der Decoder-Position { $position } („{ $token }“) gegen den Speicher:

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment

output-title = Ausgabe: Logits, Softmax, Dekodierung
output-logits-heading = Vom letzten Vektor zum Token
output-logits-explain = Der letzte Vektor des Decoders an jeder Position geht durch eine lineare Schicht (den Generator) zu { $n } Logits, einem je Ziel-Token, und eine Softmax macht daraus Wahrscheinlichkeiten. Position { $position } (Eingabe „{ $token }“):
output-position = Position
output-logits-top = Logits (die besten { $n })
output-arrow-softmax = → Softmax →
output-probs-top = Wahrscheinlichkeiten (die besten { $n })
output-chosen = Gewählt: „{ $token }“ mit Wahrscheinlichkeit { $p } (Logit { $logit }).
output-greedy-heading = Die Dekodierschleife (gierig)
output-greedy-explain = Die Ausgabe entsteht Token für Token: Der Decoder läuft auf dem, was er bisher erzeugt hat, das wahrscheinlichste nächste Token wird angehängt, und er läuft erneut, bis er <eos> erzeugt. Jede Zeile ist ein Lauf des Decoders:
output-max-label = Ausgabe-Tokens, höchstens
output-max-explain = (0: so viele, wie das Modell erlaubt, { $most })
output-col-step = Schritt
output-col-decoder-input = Decoder-Eingabe
output-col-top-next = die { $n } wahrscheinlichsten nächsten Tokens
output-col-chosen = gewählt
output-output-label = Ausgabe:
output-log-prob = (Log-Wahrscheinlichkeit { $value })
output-log-prob-same = (Log-Wahrscheinlichkeit { $value }): dieselbe Ausgabe
output-beam-heading = Beam-Suche
output-beam-explain = Statt sich in jedem Schritt auf ein Token festzulegen, behält die Beam-Suche die k wahrscheinlichsten Teilausgaben, verlängert jede um jedes Token und behält wieder die besten k; fertige Hypothesen werden nach ihrer Log-Wahrscheinlichkeit geteilt durch die Längenstrafe ((5 + len) / 6)^α geordnet, α = { $alpha }. Beam-Größe 1 ist gierige Dekodierung.
output-beam-explain-generate = Dieses Modell bringt eigene Generierungseinstellungen mit, und seine Beam-Suche läuft so, wie transformers' generate() sie damit ausführt: In jedem Schritt werden die besten 2k Verlängerungen der k Teilausgaben genommen, die fertigen unter den ersten k behalten (die besten k davon), die besten k unfertigen laufen weiter, und fertige Hypothesen werden nach Log-Wahrscheinlichkeit geteilt durch Länge^{ $penalty } geordnet (die Längenstrafe des Modells). Beam-Größe 1 ist gierige Dekodierung.
output-beam-size = Beam-Größe
output-beam-tree-explain = Jeder Knoten: das Token und die gesamte Log-Wahrscheinlichkeit der Hypothese; unterstrichen die fertigen Hypothesen, fett die siegreiche.
output-tree-start = Start
output-tree-node = Schritt { $step }: { $tokens } (log p { $logp })
output-beam-label = Ausgabe der Beam-Suche:
output-beam-score = (Score { $value })
output-beam-one = Mit einem Beam von 1 ist die Suche die gierige Schleife oben.
output-stop-limit = Die Suche hielt an der Längengrenze an, nach { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritten
  }.
output-stop-finished = Die Suche hielt nach { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritten
  } an: Jede Hypothese war fertig.
output-stop-bound = Die Suche hielt nach { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritten
  } an, als keine laufende Hypothese mehr gewinnen konnte: Die beste fertige hat den Score { $best }, und das Beste, was eine laufende noch erreichen könnte, ist { $bound } (ihre Log-Wahrscheinlichkeit fällt mit jedem weiteren Token nur, geteilt durch die größte Längenstrafe, die sie bekommen könnte). Anzuhalten, sobald k Hypothesen fertig sind, wäre schneller, doch dann könnten kurze, falsche Ausgaben, die früh enden, die richtige, längere verdrängen.
output-stop-generate = Die Suche hielt nach { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritten
  } nach der Regel von transformers an: Die beste laufende Hypothese, bewertet, als endete sie jetzt ({ $bound }), konnte die schlechteste der k behaltenen fertigen ({ $worst }) nicht schlagen. Die Regel ist eine Heuristik: Eine laufende Hypothese hätte, länger fortgesetzt, noch besser abschneiden können.
output-before-after-heading = Vorher und nachher
output-before-after-explain = Die Ausgabe des unveränderten Modells und was das Modell mit den Eingriffen oben sagt. Jede Zeile ist ein Token der unveränderten Ausgabe: wie wahrscheinlich der unveränderte Durchlauf es fand, wie wahrscheinlich der veränderte Durchlauf es an derselben Stelle findet (beide lesen die unveränderte Ausgabe als Eingabe des Decoders) und welches Token der veränderte Durchlauf dort wählen würde.
output-plain-label = Unverändert:
output-edited-label = Mit den Eingriffen:
output-col-position = Position
output-col-plain-token = unverändertes Token
output-col-p-before = p vorher
output-col-p-after = p nachher
output-col-edited-pick = veränderte Wahl
output-future-explain = Ohne die kausale Maske sieht jede Position des veränderten Durchlaufs die Tokens nach ihr in ihrer Eingabe, also die Antwort selbst; darum ändern sich ihre Wahlen oben. Die gierige Dekodierung hat diese Tokens nie: Sie erzeugt sie eines nach dem anderen, es gibt also keine Zukunft zu sehen, und ihre Ausgabe kann gleich bleiben. Ein Modell, das ohne die Maske trainiert wurde, lernt, das nächste Eingabe-Token zu kopieren, und scheitert dann, wenn es selbst erzeugen muss.
output-sampling-heading = Sampling
output-sampling-explain = Statt des wahrscheinlichsten Tokens wird eines zufällig gezogen. Die Temperatur T teilt zuerst die Logits (unter 1 wird die Verteilung schärfer, hin zur gierigen Dekodierung, über 1 flacher); Top-k behält die k wahrscheinlichsten Tokens (0: alle), Top-p die wenigsten wahrscheinlichsten, deren Wahrscheinlichkeiten zusammen p ergeben; was übrig bleibt, wird neu normiert. Der Seed legt jede Ziehung fest: Dieselben Einstellungen ergeben dieselben Stichproben (Stichprobe i verwendet Seed + i).
output-temperature = Temperatur
output-top-k = Top-k
output-top-p = Top-p
output-seed = Seed
output-samples = Stichproben
output-samples-none = keine
output-sample-empty = (leer)
output-sample-score = Log-Wahrscheinlichkeit { $value }
output-sample-score-limit = Log-Wahrscheinlichkeit { $value } (an der Längengrenze angehalten)
output-sample-steps-explain = Stichprobe 0, Schritt für Schritt: die Wahrscheinlichkeiten des Modells (Temperatur 1, links) und die Verteilung, aus der das Token gezogen wurde (rechts):
output-col-model = Modell
output-col-drawn-from = gezogen aus (T { $temperature }, Top-k { $topk ->
    [0] alle
   *[other] { $topk }
  }, Top-p { $topp })
output-col-drawn = gezogen
output-tip-drawn = gezogen mit Wahrscheinlichkeit { $p } (laut Modell { $model })
output-samples-choose = Wählen Sie, wie viele Stichproben gezogen werden.

maps-title = Attention-Heatmaps
maps-picker-attention = Attention
maps-kind-enc = Self-Attention des Encoders
maps-kind-dec = Self-Attention des Decoders (maskiert)
maps-kind-cross = Cross-Attention
maps-heading-enc = Self-Attention des Encoders, Schicht { $layer }, Kopf { $head }
maps-heading-dec = Self-Attention des Decoders (maskiert), Schicht { $layer }, Kopf { $head }
maps-heading-cross = Cross-Attention, Schicht { $layer }, Kopf { $head }
maps-explain = Zeilen sind Queries (wer schaut), Spalten Keys (wer angeschaut wird); dunkler heißt mehr Gewicht, grau ist maskiert. Jede Zeile summiert sich zu 1. Fahren Sie über eine Zelle, um die Tokens und das Gewicht zu sehen.
maps-tip = Schicht { $layer }, Kopf { $head }: Query „{ $query }“ ({ $row }) → Key „{ $key }“ ({ $col }): Gewicht { $weight }
maps-edit-hide = Was wäre, wenn die Cross-Attention eines dieser Tokens nicht sähe?
maps-all-heading = Jede Schicht und jeder Kopf
maps-all-explain = Klicken Sie auf einen, um ihn oben anzusehen.
maps-col-head = Kopf { $head }
maps-row-layer = Schicht { $layer }
maps-thumb-label = Schicht { $layer } Kopf { $head }

scan-title = Welche Köpfe zählen
scan-heading = Wichtigkeit der Köpfe
scan-explain = Schalten Sie einen Kopf ab (seine Ausgabe Z auf null gesetzt), dekodieren Sie „{ $text }“ erneut und messen Sie, wie viel unwahrscheinlicher das Modell nun die Ausgabe findet, die es mit allen Köpfen gibt: den Rückgang der Log-Wahrscheinlichkeit, in Nats. Jede Zelle ist ein solcher Lauf: { $heads } Köpfe in jeder Attention-Teilschicht des Modells. Rote Zellen sind die Köpfe, von denen die Ausgabe abhängt; ✱ markiert einen Kopf, ohne den die gierige Dekodierung etwas anderes schreibt. Bei den Aufgaben „Umkehren“, „Datum → ISO“ und „Zahlwörter Englisch → Deutsch“ liegen die auffälligen Köpfe in der Cross-Attention: Sie tragen das Alignment zwischen Ausgabe und Eingabe. Die meisten anderen Köpfe können einzeln ohne großen Verlust wegfallen: Das Modell verteilt seine Arbeit; schalten Sie also mehrere zusammen ab (Zellen anklicken, dann die Ausgabeansicht ansehen), um es scheitern zu sehen.
scan-button = Jeden Kopf prüfen
scan-again = erneut prüfen
scan-wait = Die Prüfung dekodiert die Eingabe einmal je Kopf; das dauert einen Moment.
scan-progress = { $done } von { $total } Köpfen abgeschaltet
scan-cancel = abbrechen
scan-output-label = Ausgabe mit allen Köpfen:
scan-result = (Log-Wahrscheinlichkeit { $logp }); geprüft in { $ms } ms { $backend ->
    [gpu] mit WebGPU
   *[cpu] auf der CPU
  }.
scan-col-head = Kopf { $head }
scan-row-encoder-self = Encoder { $layer }, Self-Attention
scan-row-decoder-self = Decoder { $layer }, Self-Attention
scan-row-decoder-cross = Decoder { $layer }, Cross-Attention
scan-tip-same = { $sublayer }, Kopf { $head }: Die Log-Wahrscheinlichkeit von „{ $output }“ fällt um { $drop } (auf { $logp }); die gierige Ausgabe bleibt gleich. Klicken Sie, um diesen Kopf in den Schritt-für-Schritt-Ansichten abzuschalten.
scan-tip-changed = { $sublayer }, Kopf { $head }: Die Log-Wahrscheinlichkeit von „{ $output }“ fällt um { $drop } (auf { $logp }); die gierige Ausgabe wird zu „{ $changed }“. Klicken Sie, um diesen Kopf in den Schritt-für-Schritt-Ansichten abzuschalten.

align-title = Welche Köpfe alignieren
align-heading = Alignment-Fehlerrate jedes Kopfes
align-intro = Lesen Sie das Alignment jedes Ausgabeworts an einem Cross-Attention-Kopf ab: das Quellwort, auf das er am stärksten achtet (Teilwörter zu Wörtern zusammengefasst). Bewerten Sie es gegen das wahre Wort-Alignment jedes zurückgehaltenen Paars der Aufgabe des Modells, mit der Alignment-Fehlerrate (AER, Och und Ney 2003: 1 − 2|A ∩ S| / (|A| + |S|), A die Verbindungen des Kopfes und S die wahren; 0 ist perfekt). Die Zahlen stammen aus dem Kern, dieselben wie bei attend align --task.
align-none-task = Die Alignment-Fehlerrate braucht eine Aufgabe, deren Paare ihr wahres Wort-Alignment festhalten ({ $count ->
    [one] das tut die Aufgabe { $tasks }
   *[other] das tun die Aufgaben { $tasks }
  }); die Aufgabe dieses Modells, { $task }, hält keines fest. Sein eigenes Alignment auf der Eingabe steht unten.
align-none-no-task = Die Alignment-Fehlerrate braucht eine Aufgabe, deren Paare ihr wahres Wort-Alignment festhalten ({ $count ->
    [one] das tut die Aufgabe { $tasks }
   *[other] das tun die Aufgaben { $tasks }
  }); die Datei dieses Modells nennt keine Aufgabe. Sein eigenes Alignment auf der Eingabe steht unten.
align-button = Jeden Kopf bewerten
align-again = erneut bewerten
align-wait = Die Bewertung macht einen Vorwärtsdurchlauf je zurückgehaltenem Paar; das dauert einen Moment.
align-stats = { $pairs ->
    [one] { $pairs } zurückgehaltenes Paar
   *[other] { $pairs } zurückgehaltene Paare
  } von { $task }, { $sure ->
    [one] { $sure } wahre Verbindung
   *[other] { $sure } wahre Verbindungen
  }, { $predicted } vorhergesagt je Kopf; bewertet in { $ms } ms { $backend ->
    [gpu] mit WebGPU
   *[cpu] auf der CPU
  }.
align-grid-explain = Dunkler ist besser; ★ markiert den besten Kopf. Klicken Sie auf einen Kopf, um ihn unten zu sehen.
align-sentence-gap = { " " }
align-explain-layers = Die gemittelten Köpfe von Schicht { $best } alignieren am besten (AER { $bestAer }, gegenüber { $worstAer } für Schicht { $worst }).
align-explain-one-layer = Die gemittelten Köpfe der Schicht haben eine AER von { $aer }.
align-explain-one-close = Ein einzelner Kopf aligniert fast genauso gut: Kopf { $head } von Schicht { $layer } (AER { $aer }), und die Köpfe von Schicht { $bestLayer } liegen höchstens { $spread } auseinander.
align-explain-one-spread = Ein einzelner Kopf aligniert fast genauso gut: Kopf { $head } von Schicht { $layer } (AER { $aer }); die Köpfe von Schicht { $bestLayer } unterscheiden sich um bis zu { $spread }, manche alignieren also, andere lesen die Quelle anders.
align-explain-none-close = Kein einzelner Kopf ist so gut wie der Mittelwert seiner Schicht: Der beste, Kopf { $head } von Schicht { $layer }, hat { $aer }, und die Köpfe von Schicht { $bestLayer } liegen höchstens { $spread } auseinander.
align-explain-none-spread = Kein einzelner Kopf ist so gut wie der Mittelwert seiner Schicht: Der beste, Kopf { $head } von Schicht { $layer }, hat { $aer }; die Köpfe von Schicht { $bestLayer } unterscheiden sich um bis zu { $spread }, manche alignieren also, andere lesen die Quelle anders.
align-explain-floor = Mit einer Verbindung je Ausgabewort ist die niedrigste mögliche AER auf diesen Paaren { $floor }.
align-grid-label = Alignment-Fehlerrate jedes Kopfes, nach Decoder-Schicht
align-col-head = Kopf { $head }
align-col-mean = Köpfe gemittelt
align-row-layer = Decoder-Schicht { $layer }
align-tip = Decoder-Schicht { $layer }, Kopf { $head }: AER { $aer }. Klicken Sie, um seine Cross-Attention auf der Eingabe zu sehen.
align-tip-best = Decoder-Schicht { $layer }, Kopf { $head }: AER { $aer }, die niedrigste aller Köpfe. Klicken Sie, um seine Cross-Attention auf der Eingabe zu sehen.
align-tip-mean = Decoder-Schicht { $layer }, die Attention ihrer Köpfe gemittelt: AER { $aer }
align-head-heading = Decoder-Schicht { $layer }, Kopf { $head } auf „{ $text }“
align-head-explain = Die Cross-Attention des Kopfes auf der aktuellen Eingabe; die umrandeten Zellen sind sein Alignment (für jedes Ausgabewort das Quellwort, auf das er am stärksten achtet), die Punkte die wahren Verbindungen, wenn die Eingabe ein Paar der Aufgabe und die Ausgabe dessen Referenz ist.
align-figure-title = Cross-Attention, Decoder-Schicht { $layer }, Kopf { $head }
align-tip-weight = Query „{ $query }“ ({ $row }) → Quelle „{ $source }“ ({ $col }): Gewicht { $weight }
align-no-words = Dieser Lauf hat keine Wörter zum Alignieren.
align-col-word = Ausgabewort
align-col-head-links = Kopf { $head } verbindet es mit
align-col-layer-mean = Köpfe von Schicht { $layer } gemittelt

overlay-picker = Alignment des Modells
overlay-mode-off = aus
overlay-mode-head = dieser Kopf
overlay-mode-mean = Köpfe gemittelt
overlay-truth-button = wahre Verbindungen
overlay-legend-head = das Alignment des Modells (Kopf { $head } von Schicht { $layer }): für jedes Ausgabewort das Quellwort mit der meisten Attention, Teilwörter zu Wörtern zusammengefasst. Eine Zeile wird für das Wort markiert, das sie vorhersagt.
overlay-legend-mean = das Alignment des Modells (Köpfe von Schicht { $layer } gemittelt): für jedes Ausgabewort das Quellwort mit der meisten Attention, Teilwörter zu Wörtern zusammengefasst. Eine Zeile wird für das Wort markiert, das sie vorhersagt.
overlay-no-words = In diesem Lauf gibt es keine Wörter zum Alignieren.
overlay-mark-model = das Modell verbindet „{ $target }“ mit „{ $source }“
overlay-mark-true = wahre Verbindung: „{ $target }“ übersetzt „{ $source }“
overlay-note-no-task = Die Aufgabe dieses Modells hält keine wahren Alignments fest ({ $count ->
    [one] das tut nur die Aufgabe { $tasks }
   *[other] das tun nur die Aufgaben { $tasks }
  }).
overlay-note-looking = Die Eingabe wird unter den Paaren der Aufgabe gesucht …
overlay-note-not-pair = „{ $text }“ ist kein Satz der Aufgabe { $task } und hat daher kein wahres Alignment.
overlay-note-other-output = Die wahren Verbindungen gehören zur Referenz „{ $reference }“; die Ausgabe hier ist „{ $output }“, daher werden sie nicht gezeichnet.
overlay-note-true = Wahre Verbindungen: das Alignment dieses Paars laut Aufgabe („{ $src }“ → „{ $tgt }“).

## The training panel

train-title = Selbst trainieren
train-heading = Einen Transformer in diesem Tab trainieren
train-explain = Wählen Sie eine Aufgabe und drücken Sie Starten: Ein neues Modell wird initialisiert und hier so trainiert, wie es der Artikel beschreibt (Adam mit β₂ = 0,98, Aufwärmphase und danach eine Lernrate mit inverser Quadratwurzel, Label Smoothing, Dropout, wo das Rezept der Aufgabe ihn behält, Gradient Clipping bei 1), auf WebGPU oder der CPU, wie die Backend-Einstellung oben es sagt. Beispiele der zurückgehaltenen Daten werden ab und zu bewertet; Sie können jederzeit pausieren. Das trainierte Modell kommt in die Modellauswahl, sodass alle Schritt-für-Schritt-Ansichten damit funktionieren, und es bleibt in diesem Browser gespeichert.
train-model-too-large = Das gezeigte Modell ({ $params } Parameter, d_model { $d }, { $enc }+{ $dec } Schichten) ist zu groß, um im Tab trainiert zu werden: Es ist hier, um hineinzuschauen. Dieses Feld trainiert eigene Modelle von Grund auf, bis zu d_model { $most } mit { $mostEnc }+{ $mostDec } Schichten.
train-setting-task = Aufgabe
train-setting-preset = Modellgröße
train-setting-form = Form
train-setting-steps = Schritte
train-setting-batch-size = Batch-Größe
train-setting-warmup = Aufwärmschritte
train-setting-lr-factor = Lernraten-Faktor
train-setting-label-smoothing = Label Smoothing
train-setting-dropout = Dropout
train-setting-seed = Seed
train-setting-eval-every = bewerten alle
train-setting-threads = CPU-Threads
train-setting-bpe-merges = Byte-Pair-Merges
train-setting-norm-first = Layer-Normalisierung
train-setting-scale-embeddings = Skalierung der Einbettungen
train-setting-positional-encoding = Positionskodierung
train-setting-causal-mask = Decoder-Maske
train-setting-tie-weights = Einbettungen und Ausgabeschicht
train-setting-value = { $setting } { $value }
train-value-preset-recipe = das Rezept der Aufgabe
train-value-preset-tiny = winzig (d { $d }, { $encoders }+{ $decoders } Schichten)
train-value-preset-small = klein (d { $d }, { $encoders }+{ $decoders } Schichten)
train-value-form-paper = die des Artikels (ReLU, verschränkte Sinuskurven, abschließende Normalisierungen)
train-value-form-marian = die von Marian (SiLU, Sinuskurven in Hälften, keine abschließenden Normalisierungen), exportierbar als Hugging-Face-Ordner
train-value-norm-first-false = Post-LN (wie im Artikel)
train-value-norm-first-true = Pre-LN
train-value-scale-embeddings-true = × √d_model (wie im Artikel)
train-value-scale-embeddings-false = keine
train-value-positional-encoding-true = sinusförmig (wie im Artikel)
train-value-positional-encoding-false = keine
train-value-causal-mask-true = kausal (wie im Artikel)
train-value-causal-mask-false = keine (sieht die Zukunft)
train-value-tie-weights-true = eine Matrix (wie im Artikel; braucht ein gemeinsames Vokabular)
train-value-tie-weights-false = drei Matrizen
train-look-preset = Ein größeres Modell hat mit denselben Schritten mehr anzupassen: Vergleichen Sie die Schritte, die jedes braucht, und die Zeit pro Schritt.
train-look-form = Marians Form ist das Modell des Artikels, wie die Übersetzungsmodelle des Fachs es ausführen (SiLU, Sinuskurven in Hälften, keine Normalisierung nach den Stapeln): Vergleichen Sie, wie schnell jedes lernt.
train-look-norm-first = Pre-LN lässt den Residualstrom unnormalisiert und setzt vor jede Teilschicht eine Normalisierung, sodass die Gradienten die frühen Schichten direkt erreichen; vergleichen Sie, wie früh jeder Verlust fällt, und die Gradientennormen.
train-look-scale-embeddings = Ohne die Skalierung werden die (klein initialisierten) Einbettungen von den Positionskodierungen überwogen, zu denen sie addiert werden; vergleichen Sie, wie schnell jeder Lauf zu lernen beginnt.
train-look-positional-encoding = Ohne Positionskodierung sieht die Attention die Tokens als Menge: Nichts sagt dem Modell, wo ein Buchstabe steht, daher kann eine reihenfolgeabhängige Aufgabe wie „Umkehren“ nicht gelernt werden, und es bildet sich keine Antidiagonale.
train-look-causal-mask = Ohne die kausale Maske bekommt der Decoder die Antwort, die er vorhersagen soll, und lernt, das nächste Eingabe-Token zu kopieren: Seine Token-Genauigkeit (gemessen mit eingegebener Antwort) steigt auf 100 %, während seine exakte Übereinstimmung (beim Erzeugen, ein Token nach dem anderen, ohne Antwort zum Lesen) nahe 0 bleibt.
train-look-tie-weights = Gekoppelt ist eine Matrix zugleich Einbettungen und Ausgabeschicht: Das Modell hat weniger Parameter, und der Vektor jedes Tokens lernt aus dem Lesen wie aus dem Schreiben; vergleichen Sie die Parameterzahlen und wie schnell jeder Lauf lernt.
train-look-label-smoothing = Label Smoothing hält das Modell davon ab, sich sicher zu sein: Sein Verlust kann nicht unter den Boden der Glättung fallen, während die Genauigkeit zählt.
train-look-warmup = Die Aufwärmphase lässt Adams Schätzungen sich setzen, bevor die Lernrate groß ist; ohne sie sind die ersten Schritte die größten, und das Training kann stocken oder divergieren.
train-task-pairs = eigene Satzpaare
train-threads-tip = Auf der CPU wird jeder Batch in so viele Teile geteilt, die gleichzeitig auf ebenso vielen Threads berechnet werden; ihre Gradienten summieren sich zu dem des ganzen Batches. Der Batch wird für die Threads in Stücke ähnlicher Länge geteilt, jedes mit eigenen Dropout-Masken, daher können die Zahlen von dieser Einstellung abhängen. WebGPU nimmt ganze Batches.
train-compare = Vergleichen
train-compare-beside = neben diesem Lauf
train-compare-none = kein zweiter Lauf
train-compare-differing = ein zweiter Lauf, anders in: { $setting }
train-other-has = der zweite Lauf hat
train-other-label = { $setting } des zweiten Laufs
train-start = Starten
train-start-again = Neu starten
train-pause = Pausieren
train-resume = Fortsetzen
train-reset = Zurücksetzen
train-schedule = Die Lernrate folgt dem Zeitplan des Artikels: Sie wächst während der Aufwärmschritte linear und fällt dann mit der inversen Quadratwurzel des Schritts (fahren Sie über einen Term, um ihn auf der Seite zu finden):
train-recipe = Das Rezept für { $task } (dasselbe wie bei attend train --task { $task }): { $recipe }. Es erreicht mit jedem Seed mindestens 99 % exakte Übereinstimmung auf den zurückgehaltenen Daten; ändern Sie eine beliebige Einstellung, um Ihr eigenes zu versuchen.
train-recipe-model = d_model { $d_model }, { $heads } { $heads ->
        [one] Kopf
       *[other] Köpfe
    }, { $layers }+{ $layers } Schichten, d_ff { NUMBER($d_ff, useGrouping: 0) }
train-recipe-model-changed = d_model { $d_model }, { $heads } { $heads ->
        [one] Kopf
       *[other] Köpfe
    }, { $layers }+{ $layers } Schichten, d_ff { NUMBER($d_ff, useGrouping: 0) } ({ $changes })
train-recipe-settings = { $model }; { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }, Batch { $batch }, Aufwärmphase { $warmup }, Lernraten-Faktor { NUMBER($factor, maximumFractionDigits: 6) }, Label Smoothing { NUMBER($smoothing, maximumFractionDigits: 6) }, Dropout { NUMBER($dropout, maximumFractionDigits: 6) }
design-norm-first-true = Pre-LN
design-scale-embeddings-false = Einbettungen nicht mit sqrt(d_model) skaliert
design-positional-encoding-false = keine Positionskodierung
design-causal-mask-false = keine kausale Maske
design-tie-weights-true = gekoppelte Einbettungen
train-list-separator = {", "}
train-pairs-recipe = Bei eigenen Paaren wird das Rezept nach ihrer Anzahl gewählt, wie attend train --pairs es wählt: Lassen Sie eine Einstellung leer für die des Rezepts, oder geben Sie Ihre eigene an.
train-placeholder-recipe = Rezept
train-placeholder-merges = aus den Daten
train-pairs-legend = Eigene Satzpaare
train-pairs-explain = Ein Paar pro Zeile: der Quellsatz, ein Tabulator, seine Übersetzung. Der Kern lernt ein gemeinsames Byte-Pair-Vokabular für beide Seiten, hält ein Zehntel der Paare zurück und bewertet das Modell darauf (BLEU und exakte Übereinstimmung).
train-pairs-limits = Höchstens { $lines } Zeilen, { $mib } MiB, { $bytes } Bytes pro Zeile, in UTF-8.
train-pairs-label = Satzpaare, eines pro Zeile: die Quelle, ein Tabulator, das Ziel
train-pairs-upload = oder eine Datei hochladen
train-pairs-read = { $pairs ->
        [one] { $pairs } Paar gelesen
       *[other] { $pairs } Paare gelesen
    }: Ein Zehntel wird für die Bewertung zurückgehalten.
train-pairs-read-repeats = { $pairs ->
        [one] { $pairs } Paar gelesen
       *[other] { $pairs } Paare gelesen
    } ({ $duplicates ->
        [one] { $duplicates } wiederholtes Paar ausgelassen
       *[other] { $duplicates } wiederholte Paare ausgelassen
    }): Ein Zehntel wird für die Bewertung zurückgehalten.
train-pairs-read-file = { $pairs ->
        [one] { $pairs } Paar
       *[other] { $pairs } Paare
    } aus { $name } gelesen: Ein Zehntel wird für die Bewertung zurückgehalten.
train-pairs-read-file-repeats = { $pairs ->
        [one] { $pairs } Paar
       *[other] { $pairs } Paare
    } aus { $name } gelesen ({ $duplicates ->
        [one] { $duplicates } wiederholtes Paar ausgelassen
       *[other] { $duplicates } wiederholte Paare ausgelassen
    }): Ein Zehntel wird für die Bewertung zurückgehalten.
train-pairs-unread = Diese Paare können nicht gelesen werden: { $reason }
train-pairs-refused = Mit Ihren Satzpaaren kann nicht trainiert werden: { $reason }
train-pairs-none = Fügen Sie zuerst Satzpaare ein (eines pro Zeile: die Quelle, ein Tabulator, das Ziel) oder laden Sie eine Datei davon hoch.
train-not-started = Das Training konnte nicht starten: { $reason }
train-stopped = Das Training hat bei Schritt { $step } angehalten: { $reason }.
train-diverged = Das Training hat bei Schritt { $step } angehalten: Es ist divergiert, der Verlust wurde { NUMBER($loss, maximumFractionDigits: 4) }; versuchen Sie einen kleineren Lernraten-Faktor oder eine längere Aufwärmphase.
train-kept-last = Die Gewichte der letzten Bewertung bleiben erhalten.
train-not-stored = Das trainierte Modell konnte nicht im Speicher dieses Browsers abgelegt werden: { $reason }
train-message-b = Lauf B: { $message }
train-name = { $task } trainiert ({ $settings }), { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    }{ $last ->
        [good] , letzter guter Stand
       *[none] {""}
    }
train-name-pairs = auf eingefügten Paaren trainiert ({ $settings }), { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    }{ $last ->
        [good] , letzter guter Stand
       *[none] {""}
    }
train-name-settings-differ = { $preset }, { $differs }
train-preset-recipe = Rezept
train-preset-tiny = winzig
train-preset-small = klein
train-run-name = { $run }: { $setting }
train-fact-status = Status
train-fact-step = Schritt
train-fact-loss = Verlust
train-fact-lr = Lernrate
train-fact-speed = Tokens/s
train-fact-eta = verbleibend
train-fact-exact = exakte Übereinstimmung (zurückgehalten)
train-fact-bleu = BLEU (zurückgehalten)
train-fact-perplexity = Perplexität (zurückgehalten)
train-fact-accuracy = Token-Genauigkeit
train-fact-on = auf
train-status-idle = bereit
train-status-starting = startet
train-status-running = läuft
train-status-pausing = pausiert gleich
train-status-paused = pausiert
train-status-done = fertig
train-status-failed = fehlgeschlagen
train-seconds = { $seconds } s
train-percent = { $value } %
train-on-gpu = WebGPU
train-on-cpu = CPU (wasm), { $threads } { $threads ->
        [one] Thread
       *[other] Threads
    }
train-curves = Kurven
train-chart-loss = Verlust
train-chart-accuracy = Genauigkeit auf zurückgehaltenen Daten
train-chart-aer = Alignment-Fehlerrate (AER) der Cross-Attention (niedriger: sie achtet auf die Wörter, die sie übersetzt)
train-chart-grads = Gradientennorm pro Schicht (vor dem Clipping, logarithmische Skala)
train-chart-grads-a = Gradientennorm pro Schicht (vor dem Clipping, logarithmische Skala), Lauf A
train-axis-step = Schritt { $step }
train-series-loss = Trainingsverlust
train-series-held-loss = Verlust auf zurückgehaltenen Daten
train-series-exact = exakte Übereinstimmung (beim Erzeugen)
train-series-accuracy = Token-Genauigkeit (Antwort eingegeben)
train-series-best-head = bester Kopf
train-series-layer = Decoder-Schicht { $layer }, Köpfe gemittelt
train-series-of-run = { $run } { $series }
train-group-embeddings = Einbettungen
train-group-encoder = Encoder { $layer }
train-group-encoder-norm = Encoder-Normalisierung
train-group-decoder = Decoder { $layer }
train-group-decoder-norm = Decoder-Normalisierung
train-group-generator = Ausgabeschicht
train-examples-heading = Beispiele aus den zurückgehaltenen Daten
train-examples-explain = Eingaben, auf denen das Modell nie trainiert hat, und was es jetzt antwortet (gierige Dekodierung).
train-examples-none = Die zurückgehaltenen Beispiele erscheinen bei der ersten Bewertung.
train-examples-input = Eingabe
train-examples-want = richtige Antwort
train-examples-got = das Modell sagt
train-examples-right = richtig
train-examples-wrong = falsch
train-link-model = das Modell verbindet „{ $target }“ mit „{ $source }“
train-link-true = wahre Verbindung: „{ $target }“ übersetzt „{ $source }“
train-notes-separator = {"; "}
train-head = Kopf { $head }
train-tip-weight = Kopf { $head }: „{ $target }“ → „{ $source }“: { $weight }
train-tip-weight-run = { $run }, Kopf { $head }: „{ $target }“ → „{ $source }“: { $weight }
train-legend-model = das Alignment jedes Kopfes: für jedes Ausgabewort das Quellwort mit der meisten Attention, Teilwörter zu Wörtern zusammengefasst (eine Zeile ist für das Wort markiert, das sie vorhersagt)
train-legend-true = die wahren Verbindungen, mit denen dieses Paar gebaut wurde
train-attention-heading = Cross-Attention beim Lernen
train-attention-explain = Die Cross-Attention der letzten Decoder-Schicht auf dem ersten zurückgehaltenen Beispiel, mit eingegebener richtiger Antwort (Teacher Forcing), bei jeder Bewertung aufgefrischt. Bei der Aufgabe „Umkehren“ erscheint eine Antidiagonale, während jede Ausgabeposition lernt, ihre gespiegelte Eingabe zu lesen.
train-attention-none = Die Cross-Attention erscheint bei der ersten Bewertung.
train-attention-none-pair = Die Cross-Attention der beiden Läufe erscheint, sobald beide bewertet wurden.
train-pair-heading = Die beiden Läufe nebeneinander
train-pair-explain = Die Cross-Attention der letzten Decoder-Schicht auf dem ersten zurückgehaltenen Beispiel (für beide Läufe dasselbe), mit eingegebener richtiger Antwort, beim selben Trainingsschritt.
train-compare-step = Schritt
train-compare-step-label = der Trainingsschritt, bei dem beide Läufe gezeigt werden
train-compare-step-latest = { $step } (der neueste)
train-open = Das trainierte Modell durchgehen
train-open-run = Das trainierte Modell { $run } durchgehen
train-export = Das trainierte Modell exportieren
train-export-run = Das trainierte Modell { $run } exportieren
train-export-hf = Als Hugging-Face-Ordner exportieren
train-export-hf-run = { $run } als Hugging-Face-Ordner exportieren
train-snapshots = Die Gewichte jeder Bewertung bleiben erhalten ({ $kept } bisher; höchstens { $most } oder { $mib } MiB, darüber hinaus wird jedes zweite verworfen): In den Schritt-für-Schritt-Ansichten bringt der Regler „Trainingsschritt“ oben jede Ansicht, Heatmaps eingeschlossen, auf den damaligen Stand des Modells. Sehen Sie zu, wie sich das Attention-Muster bildet.


## The tour

tour-button = Rundgang
tour-button-resume = Rundgang fortsetzen
tour-progress = Rundgang: Karte { $n } von { $total }
tour-predict = Ihre Vorhersage:
tour-hint-figure = Klicken Sie Ihre Antwort in der umrandeten Abbildung an (oder wählen Sie eine Zelle aus und drücken Sie die Eingabetaste), oder wählen Sie sie hier:
tour-hint-choose = Wählen Sie Ihre Antwort:
tour-choices = Antworten
tour-working = Das Modell rechnet…
tour-right = Richtig.
tour-wrong = Nicht ganz.
tour-back = ← zurück
tour-next = weiter →
tour-finish = beenden
tour-end = Rundgang verlassen
tour-failed = Die Antwort konnte nicht berechnet werden: { $reason }
tour-dimension = Dimension { $dim }
tour-tokens-title = Tokens
tour-tokens-text = Das Modell liest Zahlen, keine Buchstaben: „{ $text }“ wird in { $count ->
    [one] ein Token
   *[other] { $count } Tokens
  } zerlegt (Auffüllung eingeschlossen), und jedes wird zu seiner ID im Vokabular.
tour-embed-title = Einbettungen und ihre Skalierung
tour-embed-text = Jede ID wählt eine Zeile einer gelernten Tabelle: { $d } Zahlen pro Token, als farbige Kästchen gezeigt. Sie werden mit √d_model = { $scale } multipliziert, damit die danach addierte Positionskodierung sie nicht überdeckt.
tour-pe-title = Positionskodierung
tour-pe-text = Attention allein kennt die Reihenfolge der Wörter nicht, deshalb wird zu jeder Position ein festes Wellenmuster addiert. Die Zeilen sind Positionen, die Spalten die { $d } Dimensionen.
tour-pe-question = Welche Dimension (Spalte) ändert sich von einer Position zur nächsten am schnellsten?
tour-pe-answer = Dimension { $dim }: Über die { $positions } Positionen dieser Eingabe ändert sie sich insgesamt um { $moved }, mehr als jede andere.
tour-pe-why = Die Dimensionen 0 und 1 sind ein Sinus und ein Kosinus der Wellenlänge 2π, der kürzesten; jedes weitere Paar hat eine längere Wellenlänge, bis 10000·2π, sodass sich die Spalten rechts kaum ändern.
tour-scores-title = Ein Kopf: Queries, Keys und Scores
tour-scores-text = Encoder-Schicht 0, Kopf 0. Der Vektor jedes Tokens wird mit W_Q, W_K und W_V multipliziert; das ergibt eine Query, einen Key und einen Value aus je { $dk } Zahlen. Die Score-Tabelle bewertet die Query von „{ $query }“ gegen jeden Key mit einem Skalarprodukt q·k.
tour-scores-question = Welcher Key wird gegen die Query von „{ $query }“ den höchsten Score erzielen? Schätzen Sie es anhand der Queries und Keys oben, dann klicken Sie seine Zeile in der Tabelle an; die Zahlen erscheinen nach Ihrer Antwort.
tour-scores-answer = „{ $key }“, mit q·k = { $score }.
tour-scores-why = Ein großes Skalarprodukt heißt, dass Query und Key im { $dk }-dimensionalen Raum dieses Kopfes in dieselbe Richtung zeigen: Was dieses Token sucht, bietet jenes an.
tour-softmax-title = Die Softmax
tour-softmax-text = Die Scores werden durch √d_k = { $scale } geteilt, damit die Softmax nicht sättigt, und die Softmax macht daraus Gewichte; die Ausgabe des Kopfes ist die Summe der damit gewichteten Values.
tour-softmax-question = Was ergeben die Gewichte von „{ $query }“ in der Softmax-Spalte zusammen?
tour-softmax-one = genau 1
tour-softmax-keys = { $count }, die Anzahl der Keys
tour-softmax-varies = das hängt von den Scores ab
tour-softmax-answer = Zusammen ergeben sie { $sum }.
tour-softmax-why = Die Softmax nimmt die Exponentialfunktion jedes Scores und teilt durch die Summe, also sind die Gewichte positiv und ergeben zusammen 1; ein maskierter Key erhält −∞ und das Gewicht 0.
tour-multihead-title = Mehrkopf-Attention
tour-multihead-text = { $heads } Köpfe arbeiten nebeneinander, jeder auf seinen eigenen { $dk } Spalten von Q, K und V, sodass jeder nach etwas anderem suchen kann. Ihre Ausgaben werden nebeneinandergelegt ({ $d } Spalten) und von W_O gemischt.
tour-addnorm-title = Addition und Normalisierung
tour-addnorm-text = Um jede Teilschicht herum wird die Eingabe zur Ausgabe addiert (die Residualverbindung), dann wird jede Zeile auf Mittelwert 0 und Varianz 1 normalisiert und erhält eine gelernte Verstärkung und einen Bias. { $order ->
    [pre] Dieses Modell normalisiert vor jeder Teilschicht (Pre-LN).
   *[post] Dieses Modell normalisiert nach jeder Teilschicht, wie der Artikel (Post-LN).
  }
tour-ffn-title = Das Feed-Forward-Netz
tour-ffn-text = Dasselbe zweischichtige Netz läuft an jeder Position für sich: { $d } → { $dff } → { $d } Zahlen, mit einer ReLU dazwischen. Die umrandete Abbildung ist die verborgene Schicht.
tour-ffn-question = Welchen Anteil der { $total } verborgenen Werte setzt die ReLU auf null?
tour-ffn-few = weniger als ein Drittel
tour-ffn-half = zwischen einem und zwei Dritteln
tour-ffn-most = mehr als zwei Drittel
tour-ffn-answer = { $zeros } von { $total }, also { $share } %.
tour-ffn-why = Die ReLU macht jeden negativen Wert zu genau 0 (die grauen Zellen), daher nutzt jede Position nur einen Teil der verborgenen Einheiten, und nicht dieselben.
tour-encoder-title = Der Encoder-Stapel
tour-encoder-text = Der Encoder wiederholt seine Schicht { $layers }-mal, jede mit eigenen Gewichten. Die Ausgabe der letzten Schicht ist der Speicher: das, was der Decoder über die Eingabe liest.
tour-causal-title = Die kausale Maske
tour-causal-text = Der Decoder wird auf dem ganzen Ziel auf einmal trainiert, um eins nach rechts verschoben. Die Maske seiner Self-Attention legt fest, welche Positionen jede Position sehen darf (1 sichtbar, 0 verborgen).
tour-causal-question = Welche Zellen verbirgt die kausale Maske? Klicken Sie eine an.
tour-causal-choice = „{ $query }“ blickt auf „{ $key }“
tour-causal-answer = { $hidden } der { $total } Zellen sind verborgen: alle über der Diagonale, wo eine Position auf eine spätere blicken würde.
tour-causal-answer-other = { $hidden } der { $total } Zellen sind verborgen.
tour-causal-why = Wenn das Modell generiert, gibt es die späteren Tokens noch nicht; sie im Training zu verbergen lehrt es, jedes Token nur aus den vorherigen vorherzusagen.
tour-cross-title = Cross-Attention
tour-cross-text = Decoder-Schicht { $layer }, Kopf { $head }: Die Queries des Decoders lesen den Speicher des Encoders. Die Zeilen sind Decoder-Positionen, die Spalten Quell-Tokens; je dunkler, desto mehr Gewicht.
tour-cross-question = Welches Quell-Token erhält in der Zeile, die „{ $word }“ vorhersagt (ihre Eingabe ist „{ $input }“), das meiste Gewicht? Klicken Sie seine Zelle an.
tour-cross-answer = „{ $key }“, mit dem Gewicht { $weight }.
tour-cross-why = In der Cross-Attention blickt die Ausgabe auf die Eingabe zurück: Die Query, die ein Wort erzeugt, liest meist das Quellwort, das es übersetzt (Ansicht 13 bewertet, wie gut jeder Kopf alignt).
tour-ablate-title = Einen Kopf abschalten
tour-ablate-text = Cross-Attention, Decoder-Schicht { $layer }, Kopf { $head }. Ein Eingriff ändert den laufenden Durchlauf: Die umrandete Schaltfläche setzt die Ausgabe dieses Kopfes auf null und lässt das Modell erneut laufen.
tour-ablate-question = Ändert sich die Ausgabe „{ $output }“, wenn dieser Kopf abgeschaltet ist?
tour-ablate-same = sie bleibt gleich
tour-ablate-changes = sie ändert sich
tour-ablate-answer-same = Die Ausgabe bleibt „{ $after }“; ihre Log-Wahrscheinlichkeit geht von { $was } auf { $now }.
tour-ablate-answer-changes = Die Ausgabe wird zu „{ $after }“ (vorher „{ $before }“; Log-Wahrscheinlichkeit { $was }, jetzt { $now }).
tour-ablate-why = Dieser Kopf ist einer von { $heads } seiner Schicht, und die Residualverbindung trägt den Rest: Ein einzelner Kopf entscheidet selten über die Ausgabe. Die Prüfung der Köpfe (Ansicht 12) schaltet jeden einzeln ab.
tour-output-title = Die Ausgabeverteilung
tour-output-text = An jeder Position geht der letzte Vektor des Decoders durch eine lineare Schicht zu { $vocab } Logits, und eine Softmax macht daraus Wahrscheinlichkeiten. An Position 0 ist das wahrscheinlichste Token „{ $token }“, mit der Wahrscheinlichkeit { $prob }.
tour-greedy-title = Gierige Dekodierung
tour-greedy-text = Die Ausgabe entsteht Token für Token: Der Decoder läuft auf dem, was er bisher erzeugt hat, und das nächste Token wird angehängt, bis <eos>.
tour-greedy-question = Welches Token wählt die gierige Dekodierung nach „{ $prefix }“ als Nächstes? Klicken Sie es in der Zeile dieses Schritts an.
tour-greedy-answer = „{ $token }“: Logit { $logit }, Wahrscheinlichkeit { $prob }, die höchste.
tour-greedy-why = Die gierige Dekodierung nimmt immer das wahrscheinlichste Token und nimmt eine Wahl nie zurück.
tour-beam-title = Beam-Suche
tour-beam-text = Die Beam-Suche behält bei jedem Schritt die { $beam } wahrscheinlichsten Teilausgaben statt nur einer und ordnet die fertigen nach Log-Wahrscheinlichkeit mit einer Längenstrafe.
tour-beam-question = Findet die Suche mit einem Beam von { $beam } eine andere Ausgabe als die gierige Dekodierung mit „{ $greedy }“?
tour-beam-same = dieselbe Ausgabe
tour-beam-different = eine andere Ausgabe
tour-beam-answer-same = Dieselbe: „{ $text }“, Score { $score }.
tour-beam-answer-different = Eine andere: „{ $text }“, Score { $score }, wo die gierige Dekodierung „{ $greedy }“ ergab.
tour-beam-why = Wenn das wahrscheinlichste Token jedes Schritts auch zur wahrscheinlichsten Gesamtausgabe führt, stimmen beide überein; die Beam-Suche lohnt sich, wenn eine anfangs schlechter wirkende Wahl zu einer besseren Ausgabe führt.
tour-train-title = Trainieren Sie Ihr eigenes
tour-train-text = Jede Ansicht zeigte ein für seine Aufgabe trainiertes Modell. Hier trainieren Sie eines von Grund auf, in diesem Tab: Wählen Sie eine Aufgabe, starten Sie das Training und sehen Sie zu, wie der Verlust sinkt und die Attention entsteht. Das fertige Modell erscheint in der Modellauswahl, und jede Ansicht funktioniert damit.


## Figures: export and captions

figure-export-label = Diese Abbildung exportieren
figure-export-svg = SVG
figure-export-png = PNG
figure-export-svg-label = Diese Abbildung als SVG herunterladen, mit ihren Zahlen
figure-export-png-label = Diese Abbildung als PNG-Bild herunterladen, in doppelter Größe
figure-title = { $figure ->
    [cross] Cross-Attention
    [encoder-self] Self-Attention des Encoders
    [decoder-self] Maskierte Self-Attention des Decoders
    [pe] Positionskodierung
    [pe-waves] Sinuskurven der Positionskodierung
    [scan] Bedeutung der Köpfe: Abfall der Log-Wahrscheinlichkeit, wenn jeder Kopf abgeschaltet wird
   *[align] Alignment-Fehlerrate (AER) jedes Kopfes
}
figure-title-score-table = Score-Tabelle für die Query „{ $query }“
figure-caption-head = { $title } (Modell { $model }, Eingabe „{ $input }“, Schicht { $layer }, Kopf { $head }; { $edits ->
    [0] keine Eingriffe
   *[other] Eingriffe: { $list }
})
figure-caption = { $title } (Modell { $model }, Eingabe „{ $input }“; { $edits ->
    [0] keine Eingriffe
   *[other] Eingriffe: { $list }
})
figure-sublayer = { $stack ->
    [encoder] Encoder
   *[decoder] Decoder
} { $layer } { $kind ->
    [cross] Cross
   *[self] Self
}
figure-head = Kopf { $head }
figure-decoder-layer = Decoder-Schicht { $layer }
figure-heads-averaged = Köpfe gemittelt


## The paper's experiments

exp-title = Die Experimente des Artikels
exp-heading = Tabelle 3, in diesem Tab ausgeführt
exp-explain = In Tabelle 3 begründet der Artikel seinen Entwurf: ein Kopf oder viele (A), kleinere Schlüssel (B), Tiefe und Breite (C), Dropout und Label Smoothing (D), gelernte Positionen statt Sinuskurven (E) und das große Modell. Jede Zeile hier ist die Änderung des Artikels, im eigenen Verhältnis des Artikels auf das Französisch–Englisch-Modell dieser Seite übertragen und mit mehreren Seeds auf den Trainings-Threads trainiert, ein Lauf pro Thread, genau wie attend experiment table3 es trainiert; die Tabelle füllt sich, sobald Läufe fertig sind.
exp-seeds = Seeds pro Zeile
exp-steps = Schritte der Basiszeile
exp-run-all = Alle Zeilen ausführen
exp-run-row = ausführen
exp-cancel = Abbrechen
exp-status = { $have } von { $need } Läufen fertig; { $running } laufen und { $queued } warten, auf { $threads } Threads.
exp-listing = Die Zeilen werden aufgelistet…
exp-cancelled = abgebrochen
exp-failed = Lauf { $run } wurde beendet: { $reason }
exp-runs = { $count ->
    [one] 1 Seed
   *[other] { $count } Seeds
}
exp-change-base = die Basiszeile
exp-change-learned = gelernte Positionen
exp-change-rounded = { $change } ({ $exact } gerundet)
exp-positions-sinusoids = Sinuskurven
exp-positions-learned = gelernt
exp-table-heading = Die Tabelle
exp-table-explain = Die Einstellungen jeder Zeile (in den Symbolen des Artikels), dann ihre Perplexität (pro Teilwort) und ihr BLEU auf den zurückgehaltenen Beispielen, der Mittelwert über ihre Seeds mit ihrer Streuung (Standardabweichung), und ihre Parameter; daneben die Zahlen des Artikels auf newstest2013 und ob die Änderung BLEU so bewegt hat wie im Artikel, über die Streuung der Seeds hinaus.
exp-col-row = Zeile
exp-col-changes = die Änderung
exp-col-positions = Positionen
exp-col-steps = Schritte
exp-col-ppl = PPL
exp-col-bleu = BLEU
exp-col-runs = Läufe
exp-col-params = Parameter
exp-col-paper-ppl = PPL des Artikels
exp-col-paper-bleu = BLEU des Artikels
exp-col-paper-params = Parameter des Artikels (Millionen)
exp-col-moved = wie im Artikel?
exp-moved-agrees = stimmt überein
exp-moved-opposite = das Gegenteil
exp-moved-within-spread = innerhalb der Streuung
exp-moved-moved-here = nur hier bewegt
exp-says-agrees = Zeile { $row } hat BLEU hier um { $here } bewegt und im Artikel um { $paper }: in dieselbe Richtung.
exp-says-opposite = Zeile { $row } hat BLEU hier um { $here } bewegt, im Artikel um { $paper }: in die Gegenrichtung.
exp-says-within-spread = Zeile { $row } hat BLEU hier um { $here } bewegt, innerhalb der Streuung ihrer Seeds; im Artikel um { $paper }.
exp-says-moved-here = Zeile { $row } hat BLEU hier um { $here } bewegt, wo es im Artikel blieb ({ $paper }).
exp-why-A = Köpfe: Die Wörter der Spielaufgabe entsprechen einander eins zu eins, daher finden schon wenige schmale Köpfe jedes Alignment.
exp-why-B = Schlüsselgröße: Scores aus weniger Zahlen unterscheiden weniger Wörter, hier wie im Artikel.
exp-why-C = Tiefe und Breite: Ein größeres Modell hat im selben kurzen Lauf mehr anzupassen.
exp-why-D = Dropout und Label Smoothing: Die Grammatik wiederholt in einem kurzen Lauf kaum einen Satz, es gibt also wenig auswendig zu lernen, und Regularisierung bremst vor allem das Lernen.
exp-why-E = Positionen: Die Sätze sind kurz und ihre Längen kehren wieder, daher ist eine gelernte Tabelle der Positionen schnell gelernt.
exp-why-big = Das große Modell: breiter, mehr Köpfe, mehr Dropout und dreimal so viele Schritte.
exp-chart-heading = BLEU gegen Parameter
exp-chart-here = hier: BLEU auf zurückgehaltenen Beispielen (fr-en)
exp-chart-paper = der Artikel: BLEU auf newstest2013
exp-chart-x = Parameter (Millionen)
exp-export-json = JSON exportieren
exp-export-csv = CSV exportieren
exp-export-svg = SVG exportieren
exp-model-name = Tabelle 3, Zeile { $row } ({ $changes }), Seed { $seed }
