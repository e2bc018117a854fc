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
status-loading = chargement de { $name }…
status-still-showing = { $name } reste affiché
status-no-model = aucun modèle chargé
status-computing = calcul…
status-ran = passe avant, décodage glouton et recherche en faisceau en { $ms } ms sur { $on ->
    [gpu] WebGPU
   *[cpu] le CPU
}
status-ran-edited = la passe normale et la passe modifiée, chacune avec décodage glouton et recherche en faisceau, en { $ms } ms sur { $on ->
    [gpu] WebGPU
   *[cpu] le CPU
}
status-first-on-gpu = { $ran } (la première sur ce moteur, qui compile ses noyaux)
status-previous-input = l'entrée précédente reste affichée
status-nothing-yet = rien à afficher pour l'instant
status-scanning = désactivation de chaque tête tour à tour…
status-scanned = { $heads } têtes examinées en { $ms } ms
status-scan-failed = l'examen des têtes a échoué
status-aligning = alignement des paires de validation avec chaque tête…
status-aligned = { $heads } têtes évaluées sur { $pairs } paires en { $ms } ms
status-align-failed = le calcul des scores d'alignement a échoué
model-at-step = { $name }, tel qu'il était au pas { $step }
picker-file = fichier : { $name }
task-fr-en = français → anglais
task-copy = copie
task-reverse = inversion
task-sort = tri des lettres
task-dates = dates → ISO
task-numbers = nombres anglais → allemands
facts = d_model { $d }, { $heads ->
    [one] { $heads } tête
   *[other] { $heads } têtes
}, { $enc }+{ $dec } couches, d_ff { $dff }, { $design }, { $parameters } paramètres, entrées de { $max } jetons au plus
facts-post-ln = post-LN
facts-separator = {", "}
facts-pre-ln = pre-LN
facts-unscaled = plongements non multipliés par √d_model
facts-no-positional = sans encodage positionnel
facts-no-causal-mask = sans masque causal
facts-tied = plongements liés
snapshot-lead = pas d'entraînement
snapshot-label = pas d'entraînement du modèle affiché
snapshot-step = pas { $step }
backend-cpu = CPU (wasm)
backend-webgpu = WebGPU
backend-webgpu-emulated = WebGPU (émulé sur le CPU)
backend-webgpu-adapter = WebGPU ({ $adapter })
backend-while-starting = { $backend }, pendant que WebGPU démarre
note-no-adapter = Ce navigateur n'offre aucun adaptateur WebGPU : le modèle calcule donc sur le CPU (wasm).
note-gpu-failed-model = WebGPU a échoué ({ $reason }) : le modèle calcule donc sur le CPU (wasm).
note-gpu-failed-training = WebGPU a échoué ({ $reason }) : l'entraînement se fait donc sur le CPU (wasm).
note-gpu-lost = Le GPU a échoué ({ $reason }) ; passage au CPU.
note-threads-failed = Les fils d'entraînement n'ont pas pu démarrer ({ $reason }) : les { $parts } parties de chaque pas sont donc calculées l'une après l'autre sur un seul fil.
thread-could-not-start = un fil d'entraînement n'a pas pu démarrer ({ $reason })
thread-stopped = un fil d'entraînement s'est arrêté ({ $reason })
thread-not-loaded = un fil d'entraînement s'est arrêté (il n'a pas pu être chargé)
thread-model-failed = le fil du modèle a échoué : { $reason }
thread-model-not-started = le fil du modèle a échoué : il n'a pas pu démarrer
message-loaded = { $name } est chargé.
error-load = Impossible de charger { $name } : { $reason }
error-no-such-model = Il n'existe aucun modèle nommé « { $id } ».
error-model-http = Le modèle { $name } n'a pas pu être téléchargé (HTTP { $status }).
error-model-fetch = Le modèle { $name } n'a pas pu être téléchargé : { $reason }
error-input = Le modèle ne peut pas prendre cette entrée : { $reason }
error-run = Le modèle n'a pas pu calculer : { $reason }
error-scan = L'examen des têtes n'a pas pu se faire : { $reason }
error-align = Les scores d'alignement n'ont pas pu être calculés : { $reason }

## The diagram and what every view shares

diagram-label = le Transformer, l'encodeur à gauche et le décodeur à droite
diagram-encoder = encodeur ×{ $n }
diagram-decoder = décodeur ×{ $n }
diagram-inputs = entrées
diagram-outputs = sorties (décalées à droite)
diagram-probabilities = probabilités du jeton suivant
diagram-input-embedding = Plongement d'entrée
diagram-output-embedding = Plongement de sortie
diagram-positional = + Enc. positionnel
diagram-self-attention = Auto-attention
diagram-masked-self-attention = Auto-att. masquée
diagram-cross-attention = Attention croisée
diagram-add-norm = Ajout & norm.
diagram-feed-forward = Propagation avant
diagram-linear-softmax = Linéaire + softmax
view-loading = Chargement du modèle…
view-failed = Cette vue n'a pas pu être dessinée : { $reason }
view-type-pieces = Saisissez une phrase que ce modèle comprend et appuyez sur Calculer : les mots sont découpés en sous-mots de son vocabulaire, { $max } sous-mots au plus :
view-type-words = Saisissez une entrée que ce modèle comprend et appuyez sur Calculer : { $max } mots de son vocabulaire au plus :
view-type-characters = Saisissez une entrée que ce modèle comprend et appuyez sur Calculer : { $max } caractères de son vocabulaire au plus :
edits-region = interventions
edits-lead = Et si :
edits-remove = retirer : { $edit }
edits-remove-all = tout retirer
edits-mark = marquer ce qui a changé
edits-changed = Dans cette vue, { $changed } des { $total } nombres diffèrent de la passe normale (l'écart le plus grand : { $delta }) ; les cellules modifiées sont entourées.
edits-unchanged = Dans cette vue, aucun des { $total } nombres ne diffère de la passe normale ; les cellules modifiées seraient entourées.
edit-kind-ablate = { $stack }, couche { $layer }, { $sub }, tête { $head } : désactivée
edit-kind-pattern = { $stack }, couche { $layer }, { $sub }, tête { $head } : attention { $pattern }
edit-kind-bypass = { $stack }, couche { $layer } : sans { $sub }
edit-kind-no-pe = pas d'encodage positionnel ({ $side })
edit-kind-hide-source = position source { $position } cachée à l'attention croisée
edit-kind-see-future = le décodeur voit le futur (pas de masque causal)
edit-kind-no-padding-mask = le remplissage n'est pas masqué
edit-slot-stack-encoder = encodeur
edit-slot-stack-decoder = décodeur
edit-slot-sub-self_attn = auto-attention
edit-slot-sub-cross_attn = attention croisée
edit-slot-sub-ffn = réseau à propagation avant
edit-slot-pattern-uniform = uniforme
edit-slot-pattern-itself = sur sa propre position
edit-slot-pattern-previous = sur le jeton précédent
edit-slot-side-src = source
edit-slot-side-tgt = cible
edit-slot-side-both = source et cible
draw-matrix = matrice
draw-grid-label = { $title } : { $rows } × { $cols } ; les flèches du clavier passent d'une cellule à l'autre
draw-tip-cell = ligne { $row }, colonne { $col } : { $value }
draw-tip-dim = dim. { $dim } : { $value }
draw-tip-changed = { $tip } (passe normale : { $was }, écart { $delta })
draw-tip-bar = { $label } : { $value }
chart-step = pas { $step }
formula-queries = Q : les requêtes
formula-keys = K : les clés
formula-values = V : les valeurs
formula-scores = les scores Q Kᵀ
formula-sqrt-dk = la racine carrée de d_k
formula-weights = les poids d'attention
formula-head-output = Z : la sortie de la tête
formula-x = x : le vecteur normalisé
formula-mean = μ : sa moyenne
formula-variance = σ² : sa variance
formula-gain = γ : le gain appris
formula-bias = β : le biais appris
formula-pe = PE : la matrice d'encodage positionnel
formula-d = d : d_model, la largeur d'un vecteur
formula-lr = le taux d'apprentissage
formula-factor = le facteur du taux d'apprentissage (1 dans l'article)
formula-d-model = d_model
formula-step = le pas
formula-warmup = les pas de préchauffage

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

