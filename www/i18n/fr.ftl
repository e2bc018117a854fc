# Les mots d'attend en français : tout le texte que montre la page. Mêmes messages, mêmes
# arguments que le catalogue anglais (en.ftl) ; docs/i18n.md donne les termes retenus.

## The page: its title, header, controls and navigation, its status line and messages

page-title = attend : le Transformer, pas à pas
page-tagline = Le Transformer de « Attention Is All You Need », calculé en direct dans cet onglet : saisissez une entrée et parcourez pas à pas une vraie passe avant d'un modèle entraîné.
control-model = modèle
control-input = entrée
control-padding = remplissage
control-run = Calculer
control-backend = moteur
control-backend-auto = auto
control-running-on = calcul sur
control-load-weights = charger des poids…
control-export-weights = exporter les poids
control-language = langue
nav-summary = le modèle et chaque étape
nav-prev = ← préc.
nav-prev-label = ← préc. : l'étape précédente
nav-next = suiv. →
nav-next-label = suiv. → : l'étape suivante
nav-hint = Les flèches du clavier (et, sur un écran tactile, un balayage) font aussi avancer.
status-loading-model = chargement du modèle…
error-no-thread = Ce navigateur ne peut pas démarrer le fil d'exécution du modèle : { $reason }
error-catalogue = Les mots de la page en « { $language } » n'ont pas pu être lus ({ $reason }) ; elle garde sa langue.
error-storage-read = Les modèles entraînés auparavant n'ont pas pu être lus dans le stockage de ce navigateur : { $reason }
error-unexpected = Un problème est survenu : { $reason }

## The diagram and what every view shares


## Views 1 to 9: input, embedding, positional encoding, attention, multi-head, add & norm, feed-forward, encoder, decoder

ffn-title = Réseau à propagation avant
ffn-edit-before = Et si ce réseau
ffn-edit-after = était court-circuité
ffn-heading = Deux couches linéaires séparées par une ReLU
ffn-explain = FFN(x) = max(0, x W₁ + b₁) W₂ + b₂, appliqué à chaque position séparément avec les mêmes poids : { $d } → { $dff } → { $d }. La ReLU met exactement à zéro chaque valeur cachée négative, en gris : ici { $zeros } sur { $total } ({ $share } %).
ffn-input = entrée
ffn-hidden = couche cachée ({ $dff })
ffn-output = sortie
ffn-arrow-first = → W₁, ReLU →
ffn-arrow-second = → W₂ →
ffn-tip-input = x[{ $row }][{ $col }] = { $value }
ffn-tip-hidden = caché[{ $row }][{ $col }] = { $value }
ffn-tip-zero = caché[{ $row }][{ $col }] = 0 (ReLU)
ffn-tip-output = sortie[{ $row }][{ $col }] = { $value }

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

figure-export-label = Exporter cette figure
figure-export-svg = SVG
figure-export-png = PNG
figure-export-svg-label = Télécharger cette figure en SVG, avec ses nombres
figure-export-png-label = Télécharger cette figure en image PNG, à deux fois sa taille
figure-title = { $figure ->
    [cross] Attention croisée
    [encoder-self] Auto-attention de l’encodeur
    [decoder-self] Auto-attention masquée du décodeur
    [pe] Encodage positionnel
    [pe-waves] Sinusoïdes de l’encodage positionnel
    [scan] Importance des têtes : baisse de la log-probabilité quand chaque tête est désactivée
   *[align] Taux d’erreur d’alignement (AER) de chaque tête
}
figure-title-score-table = Table des scores pour la requête « { $query } »
figure-caption-head = { $title } (modèle { $model }, entrée « { $input } », couche { $layer }, tête { $head } ; { $edits ->
    [0] aucune intervention
   *[other] interventions : { $list }
})
figure-caption = { $title } (modèle { $model }, entrée « { $input } » ; { $edits ->
    [0] aucune intervention
   *[other] interventions : { $list }
})
figure-sublayer = { $stack ->
    [encoder] encodeur
   *[decoder] décodeur
} { $layer } { $kind ->
    [cross] croisée
   *[self] auto
}
figure-head = tête { $head }
figure-decoder-layer = couche { $layer } du décodeur
figure-heads-averaged = moyenne des têtes

