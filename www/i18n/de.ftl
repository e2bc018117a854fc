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
input-decoder-explain = Der Decoder erzeugt die Ausgabe Token für Token. Er liest die bisherige Ausgabe, um eins nach rechts verschoben: zuerst <bos>, sodass Position t das Token t + 1 vorhersagt. Der Durchlauf unten verwendet die Ausgabe, die das Modell selbst erzeugt hat (gierige Dekodierung), auf einmal eingegeben.
input-tip-decoder = Decoder-Position { $position }: „{ $token }“ hat die ID { $id }
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

addnorm-title = Add & Norm
addnorm-stats-mean = LayerNorm: den Mittelwert
addnorm-stats-std = { " " }abziehen, durch die Standardabweichung
addnorm-stats-rest = { " " }teilen, dann den gelernten Gain γ und Bias β anwenden:
addnorm-pre-ln = Dieses Modell ist Pre-LN (norm_first): Die Teilschicht liest LayerNorm(x), und ihre Ausgabe wird zum unveränderten x addiert, x + Sublayer(LayerNorm(x)). Der Strom x behält seine Skala; die Normalisierung speist nur die Teilschicht.
addnorm-post-ln = Dieses Modell ist Post-LN, wie im Artikel: LayerNorm(x + Sublayer(x)). Die Residualverbindung addiert die Ausgabe der Teilschicht zu ihrer Eingabe, sodass Information und Gradienten einen direkten Weg durch den Stapel haben; die Layer-Normalisierung skaliert dann den Vektor jedes Tokens auf Mittelwert 0 und Varianz 1 (danach ein gelernter Gain und Bias).
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
encoder-explain = Jede Encoder-Schicht besteht aus Self-Attention und dann dem Feed-Forward-Netz, jeweils in Add & Norm eingebettet; die Ausgabe der einen ist die Eingabe der nächsten, immer ein Vektor aus { $d } Zahlen pro Token. Die letzte Ausgabe ist der Speicher (Memory): die Keys und Values, die jede Cross-Attention im Decoder liest. Alles auf einer Farbskala; neben jeder Schicht ihre über die Köpfe gemittelte Attention.
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


## The training panel


## The tour


## Figures: export and captions

