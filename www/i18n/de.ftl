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

## The diagram and what every view shares


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

train-title = Selbst trainieren
train-heading = Einen Transformer in diesem Tab trainieren
train-explain = Wählen Sie eine Aufgabe und drücken Sie Starten: Ein neues Modell wird initialisiert und hier trainiert, wie das Paper trainiert (Adam mit β₂ = 0,98, Aufwärmphase und danach eine Lernrate mit inverser Quadratwurzel, Label Smoothing, Dropout, wo das Rezept der Aufgabe ihn behält, Gradient Clipping bei 1), auf WebGPU oder der CPU, wie die Backend-Einstellung oben es sagt. Beispiele der zurückgehaltenen Daten werden ab und zu bewertet; Sie können jederzeit pausieren. Das trainierte Modell kommt in die Modellauswahl, sodass der ganze Rundgang damit funktioniert, und es bleibt in diesem Browser gespeichert.
train-setting-task = Aufgabe
train-setting-preset = Modellgröße
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
train-value-preset-tiny = winzig (d 32, 2+2 Schichten)
train-value-preset-small = klein (d 128, 3+3 Schichten)
train-value-norm-first-false = Post-LN (Paper)
train-value-norm-first-true = Pre-LN
train-value-scale-embeddings-true = × √d_model (Paper)
train-value-scale-embeddings-false = keine
train-value-positional-encoding-true = sinusförmig (Paper)
train-value-positional-encoding-false = keine
train-value-causal-mask-true = kausal (Paper)
train-value-causal-mask-false = keine (sieht die Zukunft)
train-value-tie-weights-true = eine Matrix (Paper; braucht ein Vokabular)
train-value-tie-weights-false = drei Matrizen
train-look-preset = Ein größeres Modell hat mit denselben Schritten mehr anzupassen: Vergleichen Sie die Schritte, die jedes braucht, und die Zeit pro Schritt.
train-look-norm-first = Pre-LN lässt den Residualstrom unnormalisiert und setzt vor jede Teilschicht eine Normalisierung, sodass die Gradienten die frühen Schichten direkt erreichen; vergleichen Sie, wie früh jeder Verlust fällt, und die Gradientennormen.
train-look-scale-embeddings = Ohne die Skalierung werden die (klein initialisierten) Einbettungen von den Positionskodierungen überwogen, zu denen sie addiert werden; vergleichen Sie, wie schnell jeder Lauf zu lernen beginnt.
train-look-positional-encoding = Ohne Positionskodierung sieht die Attention die Token als Menge: Nichts sagt dem Modell, wo ein Buchstabe steht, daher kann eine reihenfolgeabhängige Aufgabe wie reverse nicht gelernt werden, und es bildet sich keine Antidiagonale.
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
train-schedule = Die Lernrate folgt dem Zeitplan des Papers: Sie wächst während der Aufwärmschritte linear und fällt dann mit der inversen Quadratwurzel des Schritts (fahren Sie über einen Term, um ihn auf der Seite zu finden):
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
train-change-norm-first-true = Pre-LN
train-change-scale-embeddings-false = Einbettungen nicht mit sqrt(d_model) skaliert
train-change-positional-encoding-false = keine Positionskodierung
train-change-causal-mask-false = keine kausale Maske
train-change-tie-weights-true = gekoppelte Einbettungen
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
train-fact-speed = Token/s
train-fact-eta = verbleibend
train-fact-exact = exakte Übereinstimmung (zurückgehalten)
train-fact-bleu = BLEU (zurückgehalten)
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
train-attention-explain = Die Cross-Attention der letzten Decoder-Schicht auf dem ersten zurückgehaltenen Beispiel, mit eingegebener richtiger Antwort (Teacher Forcing), bei jeder Bewertung aufgefrischt. Bei reverse erscheint eine Antidiagonale, während jede Ausgabeposition lernt, ihre gespiegelte Eingabe zu lesen.
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
train-snapshots = Die Gewichte jeder Bewertung bleiben erhalten ({ $kept } bisher; höchstens { $most } oder { $mib } MiB, darüber hinaus wird jedes zweite verworfen): Im Rundgang bringt der Regler „Trainingsschritt“ oben jede Ansicht, Heatmaps eingeschlossen, zum Modell, wie es damals war. Sehen Sie zu, wie sich das Attention-Muster bildet.


## The tour


## Figures: export and captions

