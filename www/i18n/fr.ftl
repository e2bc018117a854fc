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

train-title = Entraînez le vôtre
train-heading = Entraîner un Transformer dans cet onglet
train-explain = Choisissez une tâche et appuyez sur Démarrer : un nouveau modèle est initialisé et entraîné ici même comme l'article l'entraîne (Adam avec β₂ = 0,98, le préchauffage puis un taux d'apprentissage en racine carrée inverse, le lissage des étiquettes, le dropout là où la recette de la tâche le garde, l'écrêtage du gradient à 1), sur WebGPU ou le CPU selon le réglage du moteur ci-dessus. Des exemples de l'ensemble de validation sont évalués de temps en temps ; mettez en pause quand vous voulez. Le modèle entraîné rejoint le sélecteur de modèles, toute la visite guidée fonctionne donc avec lui, et il est conservé dans ce navigateur.
train-setting-task = tâche
train-setting-preset = taille du modèle
train-setting-steps = pas
train-setting-batch-size = taille du lot
train-setting-warmup = pas de préchauffage
train-setting-lr-factor = facteur du taux d'apprentissage
train-setting-label-smoothing = lissage des étiquettes
train-setting-dropout = dropout
train-setting-seed = graine
train-setting-eval-every = évaluer tous les
train-setting-threads = fils d'exécution CPU
train-setting-bpe-merges = fusions byte-pair
train-setting-norm-first = normalisation de couche
train-setting-scale-embeddings = échelle des plongements
train-setting-positional-encoding = encodage positionnel
train-setting-causal-mask = masque du décodeur
train-setting-tie-weights = plongements et couche de sortie
train-setting-value = { $setting } { $value }
train-value-preset-recipe = la recette de la tâche
train-value-preset-tiny = très petit (d 32, 2+2 couches)
train-value-preset-small = petit (d 128, 3+3 couches)
train-value-norm-first-false = post-LN (article)
train-value-norm-first-true = pre-LN
train-value-scale-embeddings-true = × √d_model (article)
train-value-scale-embeddings-false = aucune
train-value-positional-encoding-true = sinusoïdal (article)
train-value-positional-encoding-false = aucun
train-value-causal-mask-true = causal (article)
train-value-causal-mask-false = aucun (voit le futur)
train-value-tie-weights-true = une seule matrice (article ; exige un seul vocabulaire)
train-value-tie-weights-false = trois matrices
train-look-preset = Un modèle plus grand a davantage à ajuster avec les mêmes pas : comparez les pas dont chacun a besoin et le temps par pas.
train-look-norm-first = Le pre-LN laisse le flux résiduel non normalisé et place une normalisation avant chaque sous-couche, ce qui permet aux gradients d'atteindre directement les premières couches ; comparez la précocité de la baisse de chaque perte et les normes des gradients.
train-look-scale-embeddings = Sans l'échelle, les plongements (initialisés petits) sont dominés par les encodages positionnels auxquels ils sont ajoutés ; comparez la vitesse à laquelle chaque exécution commence à apprendre.
train-look-positional-encoding = Sans encodage positionnel, l'attention voit les jetons comme un ensemble : rien n'indique au modèle où se trouve une lettre, si bien qu'une tâche qui dépend de l'ordre comme reverse ne peut pas être apprise, et aucune anti-diagonale ne se forme.
train-look-causal-mask = Sans le masque causal, le décodeur reçoit la réponse qu'il doit prédire et apprend à copier le jeton d'entrée suivant : sa précision par jeton (mesurée en lui donnant la réponse) monte à 100 % tandis que sa correspondance exacte (en générant, un jeton à la fois, sans réponse à lire) reste proche de 0.
train-look-tie-weights = Liées, une seule matrice sert de plongements et de couche de sortie : le modèle a moins de paramètres et le vecteur de chaque jeton apprend de sa lecture comme de son écriture ; comparez le nombre de paramètres et la vitesse d'apprentissage de chaque exécution.
train-look-label-smoothing = Le lissage des étiquettes empêche le modèle d'être certain : sa perte ne peut pas descendre sous le plancher du lissage, alors que c'est la précision qui compte.
train-look-warmup = Le préchauffage laisse les estimations d'Adam se stabiliser avant que le taux d'apprentissage ne soit grand ; sans lui, les premiers pas sont les plus grands et l'entraînement peut stagner ou diverger.
train-task-pairs = vos propres paires de phrases
train-threads-tip = Sur le CPU, chaque lot est découpé en autant de parties, calculées en même temps sur autant de fils d'exécution ; leurs gradients s'additionnent en celui du lot entier. Le lot est découpé en morceaux de longueurs semblables pour les fils, chacun avec ses propres masques de dropout, si bien que les nombres peuvent dépendre de ce réglage. WebGPU traite des lots entiers.
train-compare = Comparer
train-compare-beside = à côté de cette exécution
train-compare-none = pas de seconde exécution
train-compare-differing = une seconde exécution, qui diffère par : { $setting }
train-other-has = la seconde exécution a
train-other-label = { $setting } de la seconde exécution
train-start = Démarrer
train-start-again = Redémarrer
train-pause = Pause
train-resume = Reprendre
train-reset = Réinitialiser
train-schedule = Le taux d'apprentissage suit le calendrier de l'article : il croît linéairement pendant les pas de préchauffage, puis décroît comme l'inverse de la racine carrée du pas (survolez un terme pour le trouver sur la page) :
train-recipe = La recette de { $task } (la même que celle d'attend train --task { $task }) : { $recipe }. Elle atteint au moins 99 % de correspondance exacte sur l'ensemble de validation quelle que soit la graine ; modifiez n'importe quel réglage pour essayer le vôtre.
train-recipe-model = d_model { $d_model }, { $heads } { $heads ->
        [one] tête
       *[other] têtes
    }, { $layers }+{ $layers } couches, d_ff { NUMBER($d_ff, useGrouping: 0) }
train-recipe-model-changed = d_model { $d_model }, { $heads } { $heads ->
        [one] tête
       *[other] têtes
    }, { $layers }+{ $layers } couches, d_ff { NUMBER($d_ff, useGrouping: 0) } ({ $changes })
train-recipe-settings = { $model } ; { $steps } pas, lot de { $batch }, préchauffage { $warmup }, facteur du taux d'apprentissage { NUMBER($factor, maximumFractionDigits: 6) }, lissage des étiquettes { NUMBER($smoothing, maximumFractionDigits: 6) }, dropout { NUMBER($dropout, maximumFractionDigits: 6) }
train-change-norm-first-true = pre-LN
train-change-scale-embeddings-false = plongements non multipliés par sqrt(d_model)
train-change-positional-encoding-false = pas d'encodage positionnel
train-change-causal-mask-false = pas de masque causal
train-change-tie-weights-true = plongements liés
train-list-separator = {", "}
train-pairs-recipe = Sur vos propres paires, la recette est choisie d'après leur nombre, comme attend train --pairs la choisit : laissez un réglage vide pour celui de la recette, ou donnez le vôtre.
train-placeholder-recipe = recette
train-placeholder-merges = d'après les données
train-pairs-legend = Vos propres paires de phrases
train-pairs-explain = Une paire par ligne : la phrase source, une tabulation, sa traduction. Le cœur apprend un seul vocabulaire byte-pair pour les deux côtés, met de côté un dixième des paires comme ensemble de validation et y évalue le modèle (BLEU et correspondance exacte).
train-pairs-limits = Au plus { $lines } lignes, { $mib } Mio, { $bytes } octets par ligne, en UTF-8.
train-pairs-label = paires de phrases, une par ligne : la source, une tabulation, la cible
train-pairs-upload = ou téléversez un fichier
train-pairs-read = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } : un dixième est mis de côté pour l'évaluation.
train-pairs-read-repeats = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } ({ $duplicates ->
        [one] { $duplicates } paire répétée écartée
       *[other] { $duplicates } paires répétées écartées
    }) : un dixième est mis de côté pour l'évaluation.
train-pairs-read-file = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } dans { $name } : un dixième est mis de côté pour l'évaluation.
train-pairs-read-file-repeats = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } dans { $name } ({ $duplicates ->
        [one] { $duplicates } paire répétée écartée
       *[other] { $duplicates } paires répétées écartées
    }) : un dixième est mis de côté pour l'évaluation.
train-pairs-unread = Ces paires ne peuvent pas être lues : { $reason }
train-pairs-refused = Vos paires de phrases ne peuvent pas servir à l'entraînement : { $reason }
train-pairs-none = Collez d'abord des paires de phrases (une par ligne : la source, une tabulation, la cible) ou téléversez-en un fichier.
train-not-started = L'entraînement n'a pas pu démarrer : { $reason }
train-stopped = L'entraînement s'est arrêté au pas { $step } : { $reason }.
train-diverged = L'entraînement s'est arrêté au pas { $step } : il a divergé, la perte est devenue { NUMBER($loss, maximumFractionDigits: 4) } ; essayez un facteur de taux d'apprentissage plus bas ou un préchauffage plus long.
train-kept-last = Les poids de la dernière évaluation sont conservés.
train-not-stored = Le modèle entraîné n'a pas pu être conservé dans le stockage de ce navigateur : { $reason }
train-message-b = Exécution B : { $message }
train-name = { $task } entraîné ({ $settings }), { $steps ->
        [one] { $steps } pas
       *[other] { $steps } pas
    }{ $last ->
        [good] , dernier état sain
       *[none] {""}
    }
train-name-pairs = entraîné sur des paires collées ({ $settings }), { $steps ->
        [one] { $steps } pas
       *[other] { $steps } pas
    }{ $last ->
        [good] , dernier état sain
       *[none] {""}
    }
train-name-settings-differ = { $preset }, { $differs }
train-preset-recipe = recette
train-preset-tiny = très petit
train-preset-small = petit
train-run-name = { $run } : { $setting }
train-fact-status = état
train-fact-step = pas
train-fact-loss = perte
train-fact-lr = taux d'apprentissage
train-fact-speed = jetons/s
train-fact-eta = temps restant
train-fact-exact = correspondance exacte (validation)
train-fact-bleu = BLEU (validation)
train-fact-accuracy = précision par jeton
train-fact-on = sur
train-status-idle = en attente
train-status-starting = démarrage
train-status-running = en cours
train-status-pausing = mise en pause
train-status-paused = en pause
train-status-done = terminé
train-status-failed = échoué
train-seconds = { $seconds } s
train-percent = { $value } %
train-on-gpu = WebGPU
train-on-cpu = CPU (wasm), { $threads } { $threads ->
        [one] fil
       *[other] fils
    }
train-curves = Courbes
train-chart-loss = perte
train-chart-accuracy = précision sur l'ensemble de validation
train-chart-aer = taux d'erreur d'alignement (AER) de l'attention croisée (plus bas : elle regarde les mots qu'elle traduit)
train-chart-grads = norme du gradient par couche (avant écrêtage, échelle logarithmique)
train-chart-grads-a = norme du gradient par couche (avant écrêtage, échelle logarithmique), exécution A
train-axis-step = pas { $step }
train-series-loss = perte d'entraînement
train-series-held-loss = perte de validation
train-series-exact = correspondance exacte (en générant)
train-series-accuracy = précision par jeton (réponse fournie)
train-series-best-head = meilleure tête
train-series-layer = couche { $layer } du décodeur, moyenne des têtes
train-series-of-run = { $run } { $series }
train-group-embeddings = plongements
train-group-encoder = encodeur { $layer }
train-group-encoder-norm = normalisation de l'encodeur
train-group-decoder = décodeur { $layer }
train-group-decoder-norm = normalisation du décodeur
train-group-generator = couche de sortie
train-examples-heading = Exemples de l'ensemble de validation
train-examples-explain = Des entrées sur lesquelles le modèle ne s'est jamais entraîné, et ce qu'il répond maintenant (décodage glouton).
train-examples-none = Les exemples de validation apparaissent à la première évaluation.
train-examples-input = entrée
train-examples-want = bonne réponse
train-examples-got = le modèle dit
train-examples-right = juste
train-examples-wrong = faux
train-link-model = le modèle relie « { $target } » à « { $source } »
train-link-true = lien réel : « { $target } » traduit « { $source } »
train-notes-separator = {" ; "}
train-head = tête { $head }
train-tip-weight = tête { $head } : « { $target } » → « { $source } » : { $weight }
train-tip-weight-run = { $run }, tête { $head } : « { $target } » → « { $source } » : { $weight }
train-legend-model = l'alignement de chaque tête : pour chaque mot de sortie, le mot source le plus regardé, les sous-mots regroupés en mots (une ligne est marquée pour le mot qu'elle prédit)
train-legend-true = les liens réels avec lesquels cette paire a été construite
train-attention-heading = L'attention croisée pendant l'apprentissage
train-attention-explain = L'attention croisée de la dernière couche du décodeur sur le premier exemple de validation, la bonne réponse fournie en entrée (teacher forcing), rafraîchie à chaque évaluation. Sur reverse, une anti-diagonale apparaît à mesure que chaque position de sortie apprend à lire son entrée symétrique.
train-attention-none = L'attention croisée apparaît à la première évaluation.
train-attention-none-pair = L'attention croisée des deux exécutions apparaît dès que les deux ont été évaluées.
train-pair-heading = Les deux exécutions côte à côte
train-pair-explain = L'attention croisée de la dernière couche du décodeur sur le premier exemple de validation (le même pour les deux exécutions), la bonne réponse fournie en entrée, au même pas d'entraînement.
train-compare-step = pas
train-compare-step-label = le pas d'entraînement auquel les deux exécutions sont montrées
train-compare-step-latest = { $step } (le plus récent)
train-open = Parcourir le modèle entraîné
train-open-run = Parcourir le modèle entraîné { $run }
train-export = Exporter le modèle entraîné
train-export-run = Exporter le modèle entraîné { $run }
train-snapshots = Les poids de chaque évaluation sont conservés ({ $kept } pour l'instant ; au plus { $most }, ou { $mib } Mio, au-delà de quoi un sur deux est abandonné) : dans la visite guidée, le curseur « pas d'entraînement » en haut ramène chaque vue, cartes de chaleur comprises, au modèle tel qu'il était alors. Regardez le motif d'attention se former.


## The tour


## Figures: export and captions

