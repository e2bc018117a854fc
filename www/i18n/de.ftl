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
output-col-step = Schritt
output-col-decoder-input = Decoder-Eingabe
output-col-top-next = die { $n } wahrscheinlichsten nächsten Tokens
output-col-chosen = gewählt
output-output-label = Ausgabe:
output-log-prob = (Log-Wahrscheinlichkeit { $value })
output-log-prob-same = (Log-Wahrscheinlichkeit { $value }): dieselbe Ausgabe
output-beam-heading = Beam-Suche
output-beam-explain = Statt sich in jedem Schritt auf ein Token festzulegen, behält die Beam-Suche die k wahrscheinlichsten Teilausgaben, verlängert jede um jedes Token und behält wieder die besten k; fertige Hypothesen werden nach ihrer Log-Wahrscheinlichkeit geteilt durch die Längenstrafe ((5 + len) / 6)^α geordnet, α = { $alpha }. Beam-Größe 1 ist gierige Dekodierung.
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
scan-explain = Schalten Sie einen Kopf ab (seine Ausgabe Z auf null gesetzt), dekodieren Sie „{ $text }“ erneut und messen Sie, wie viel unwahrscheinlicher das Modell nun die Ausgabe findet, die es mit allen Köpfen gibt: den Rückgang der Log-Wahrscheinlichkeit, in Nats. Jede Zelle ist ein solcher Lauf: { $heads } Köpfe in jeder Attention-Teilschicht des Modells. Rote Zellen sind die Köpfe, von denen die Ausgabe abhängt; ✱ markiert einen Kopf, ohne den die gierige Dekodierung etwas anderes schreibt. Bei den Aufgaben reverse, dates und numbers liegen die auffälligen Köpfe in der Cross-Attention: Sie tragen das Alignment zwischen Ausgabe und Eingabe. Die meisten anderen Köpfe können einzeln ohne großen Verlust wegfallen: Das Modell verteilt seine Arbeit; schalten Sie also mehrere zusammen ab (Zellen anklicken, dann die Ausgabeansicht ansehen), um es scheitern zu sehen.
scan-button = Jeden Kopf prüfen
scan-again = erneut prüfen
scan-wait = Die Prüfung dekodiert die Eingabe einmal je Kopf; das dauert einen Moment.
scan-output-label = Ausgabe mit allen Köpfen:
scan-result = (Log-Wahrscheinlichkeit { $logp }); geprüft in { $ms } ms { $backend ->
    [gpu] mit WebGPU
   *[cpu] auf der CPU
  }.
scan-col-head = Kopf { $head }
scan-row-encoder-self = Encoder { $layer }, Self-Attention
scan-row-decoder-self = Decoder { $layer }, Self-Attention
scan-row-decoder-cross = Decoder { $layer }, Cross-Attention
scan-tip-same = { $sublayer }, Kopf { $head }: Die Log-Wahrscheinlichkeit von „{ $output }“ fällt um { $drop } (auf { $logp }); die gierige Ausgabe bleibt gleich. Klicken Sie, um diesen Kopf im Rundgang abzuschalten.
scan-tip-changed = { $sublayer }, Kopf { $head }: Die Log-Wahrscheinlichkeit von „{ $output }“ fällt um { $drop } (auf { $logp }); die gierige Ausgabe wird zu „{ $changed }“. Klicken Sie, um diesen Kopf im Rundgang abzuschalten.

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

