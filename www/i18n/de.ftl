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
tour-tokens-title = Token
tour-tokens-text = Das Modell liest Zahlen, keine Buchstaben: „{ $text }“ wird in { $count ->
    [one] ein Token
   *[other] { $count } Token
  } zerlegt (Auffüllung eingeschlossen), und jedes wird zu seiner ID im Vokabular.
tour-embed-title = Einbettungen und ihre Skalierung
tour-embed-text = Jede ID wählt eine Zeile einer gelernten Tabelle: { $d } Zahlen pro Token, als farbige Kästchen gezeigt. Sie werden mit √d_model = { $scale } multipliziert, damit die danach addierte Positionskodierung sie nicht überdeckt.
tour-pe-title = Positionskodierung
tour-pe-text = Attention allein kennt die Reihenfolge der Wörter nicht, deshalb wird zu jeder Position ein festes Wellenmuster addiert. Die Zeilen sind Positionen, die Spalten die { $d } Dimensionen.
tour-pe-question = Welche Dimension (Spalte) ändert sich von einer Position zur nächsten am schnellsten?
tour-pe-answer = Dimension { $dim }: Über die { $positions } Positionen dieser Eingabe ändert sie sich insgesamt um { $moved }, mehr als jede andere.
tour-pe-why = Die Dimensionen 0 und 1 sind ein Sinus und ein Kosinus der Wellenlänge 2π, der kürzesten; jedes weitere Paar hat eine längere Wellenlänge, bis 10000·2π, sodass sich die Spalten rechts kaum ändern.
tour-scores-title = Ein Kopf: Queries, Keys und Scores
tour-scores-text = Encoder-Schicht 0, Kopf 0. Der Vektor jedes Tokens wird mit W_Q, W_K und W_V multipliziert; das ergibt eine Query, einen Key und einen Value aus je { $dk } Zahlen. Die Tabelle bewertet die Query von „{ $query }“ gegen jeden Key mit einem Skalarprodukt q·k.
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
tour-addnorm-title = Add & Norm
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
tour-causal-why = Wenn das Modell generiert, gibt es die späteren Token noch nicht; sie im Training zu verbergen lehrt es, jedes Token nur aus den vorherigen vorherzusagen.
tour-cross-title = Cross-Attention
tour-cross-text = Decoder-Schicht { $layer }, Kopf { $head }: Die Queries des Decoders lesen den Speicher des Encoders. Die Zeilen sind Decoder-Positionen, die Spalten Quell-Token; je dunkler, desto mehr Gewicht.
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
tour-ablate-why = Dieser Kopf ist einer von { $heads } seiner Schicht, und die Residualverbindung trägt den Rest: Ein einzelner Kopf entscheidet selten über die Ausgabe. Der Kopf-Scan (Ansicht 12) schaltet jeden einzeln ab.
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

