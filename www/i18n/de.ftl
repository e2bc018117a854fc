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

