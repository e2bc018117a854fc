# Les mots d'attend en français : tout le texte que montre la page. Mêmes messages, mêmes
# arguments que le catalogue anglais (en.ftl) ; docs/i18n.md donne les termes retenus.

## The page: its title, header, controls and navigation, its status line and messages

page-title = attend : le Transformer, pas à pas
page-tagline = Le Transformer de « Attention Is All You Need », calculé en direct dans cet onglet : saisissez une entrée et parcourez pas à pas une vraie passe avant d'un modèle entraîné.
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
nav-prev-label = ← préc. : l'étape précédente
nav-next = suiv. →
nav-next-label = suiv. → : l'étape suivante
nav-hint = Les flèches du clavier (et, sur un écran tactile, un balayage) font aussi avancer.
status-loading-model = chargement du modèle…
error-no-thread = Ce navigateur ne peut pas démarrer le fil d'exécution du modèle : { $reason }
error-catalogue = Les mots de la page en « { $language } » n'ont pas pu être lus ({ $reason }) ; elle garde sa langue.
error-storage-read = Les modèles entraînés auparavant n'ont pas pu être lus dans le stockage de ce navigateur : { $reason }
error-unexpected = Un problème est survenu : { $reason }
status-loading = chargement de { $name }…
status-still-showing = { $name } reste affiché
status-no-model = aucun modèle chargé
status-computing = calcul…
status-ran = passe avant, décodage glouton et recherche en faisceau en { $ms } ms sur { $on ->
    [gpu] WebGPU
   *[cpu] le CPU
}
status-ran-edited = la passe intacte et la passe modifiée, chacune avec décodage glouton et recherche en faisceau, en { $ms } ms sur { $on ->
    [gpu] WebGPU
   *[cpu] le CPU
}
status-first-on-gpu = { $ran } (la première sur ce moteur, qui compile ses noyaux)
status-previous-input = l'entrée précédente reste affichée
status-nothing-yet = rien à afficher pour l'instant
status-scanning = désactivation de chaque tête tour à tour…
status-scanned = { $heads } têtes analysées en { $ms } ms
status-scan-failed = l'analyse des têtes a échoué
status-scan-cancelled = l'analyse a été annulée ; la précédente reste affichée
status-aligning = alignement des paires de validation avec chaque tête…
status-aligned = { $heads } têtes évaluées sur { $pairs } paires en { $ms } ms
status-align-failed = le calcul des scores d'alignement a échoué
model-at-step = { $name }, tel qu'il était au pas { $step }
picker-file = fichier : { $name }
task-fr-en = français → anglais
task-copy = copie
task-reverse = inversion
task-sort = tri des lettres
task-dates = dates → ISO
task-numbers = nombres anglais → allemands
task-about-fr-en = Traduire du français en anglais (« je suis étudiant » en « i am a student », « le chat noir » en « the black cat ») sur une petite grammaire, en sous-mots issus du codage par paires d'octets, d'un seul vocabulaire commun aux deux côtés.
task-about-copy = Copier une suite de 3 à 12 lettres (de a à j) : l'attention apprend à regarder la même position.
task-about-reverse = Inverser une suite de 3 à 12 lettres (de a à j) : l'attention apprend à regarder la position symétrique.
task-about-sort = Trier une suite de 3 à 12 lettres (de a à j) : l'attention apprend à trouver la plus petite lettre suivante.
task-about-dates = Réécrire une date telle qu'on l'écrit (« Mar 3rd, 21 », « 3.3.2021 ») sous la forme ISO (2021-03-03).
task-about-numbers = Traduire des nombres anglais écrits en lettres en allemand (« twenty one » en « einundzwanzig ») : l'attention apprend à réordonner.
facts = d_model { $d }, { $heads ->
    [one] { $heads } tête
   *[other] { $heads } têtes
}, { $enc }+{ $dec } couches, d_ff { $dff }, { $design }, { $parameters } paramètres, entrées de { $max } jetons au plus
facts-post-ln = post-LN
facts-separator = {", "}
facts-departures = contrairement à l'article : { $list }
departure-silu = SiLU au lieu de ReLU dans le réseau à propagation avant
departure-gelu = GELU au lieu de ReLU dans le réseau à propagation avant
departure-sinusoids-in-halves = les sinus et cosinus de l'encodage positionnel en deux moitiés, non entrelacés
departure-learned-positions = des plongements positionnels appris au lieu des sinusoïdes
departure-pre-ln = normalisation avant chaque sous-couche (pre-LN), non après
departure-final-norm = une normalisation finale après chaque pile
departure-unscaled-embeddings = plongements non multipliés par sqrt(d_model)
departure-no-positional-encoding = pas d'encodage positionnel
departure-no-causal-mask = pas de masque causal dans le décodeur
departure-untied-matrices = des matrices distinctes pour les plongements et la projection de sortie
departure-separate-vocabularies = un vocabulaire propre à chaque côté
departure-decoder-starts-from-pad = le décodeur part du jeton de remplissage
snapshot-lead = pas d'entraînement
snapshot-label = pas d'entraînement du modèle affiché
snapshot-step = pas { $step }
backend-cpu = CPU (wasm)
backend-webgpu = WebGPU
backend-webgpu-emulated = WebGPU (émulé sur le CPU)
backend-webgpu-adapter = WebGPU ({ $adapter })
backend-while-starting = { $backend }, pendant que WebGPU démarre
note-no-adapter = Ce navigateur n'offre aucun adaptateur WebGPU : le modèle calcule donc sur le CPU (wasm).
note-gpu-failed-model = WebGPU a échoué ({ $reason }) : le modèle calcule donc sur le CPU (wasm).
note-gpu-failed-training = WebGPU a échoué ({ $reason }) : l'entraînement se fait donc sur le CPU (wasm).
note-gpu-lost = Le GPU a échoué ({ $reason }) ; passage au CPU.
note-threads-failed = Les fils d'entraînement n'ont pas pu démarrer ({ $reason }) : les { $parts } parties de chaque pas sont donc calculées l'une après l'autre sur un seul fil.
thread-could-not-start = un fil d'entraînement n'a pas pu démarrer ({ $reason })
thread-stopped = un fil d'entraînement s'est arrêté ({ $reason })
thread-not-loaded = un fil d'entraînement s'est arrêté (il n'a pas pu être chargé)
thread-model-failed = le fil du modèle a échoué : { $reason }
thread-model-not-started = le fil du modèle a échoué : il n'a pas pu démarrer
message-loaded = { $name } est chargé.
error-load = Impossible de charger { $name } : { $reason }
control-hub = modèle du Hub
control-hub-open = ouvrir
control-hub-example = p. ex. Helsinki-NLP/opus-mt-en-fr
picker-hub = Hub : { $repo } ({ $size })
folder-name = dossier de modèle
status-downloading = téléchargement de { $repo }…
download-progress = téléchargement de { $repo } : { $file }, { $loaded } sur { $total }, encore { $left }
error-export = { $name } n’a pas pu être écrit en fichier de poids : { $reason }
error-export-hf = Le modèle entraîné n'a pas pu être écrit en dossier Hugging Face : { $reason }
download-cancel = annuler
error-folder-no-config = Ces fichiers ne forment pas un modèle : un fichier de poids est un seul fichier .safetensors, et un dossier de modèle Hugging Face contient config.json ({ $names }).
hub-bad-name = « { $repo } » n'est pas un nom de dépôt : écrivez-le organisation/nom, comme Helsinki-NLP/opus-mt-fr-en.
hub-not-found = { $repo } est introuvable sur { $base }, ou il est privé (le serveur a répondu { $status }).
hub-private = { $repo } est privé ou à accès restreint (le serveur a répondu { $status }) : cette page ne télécharge que des modèles publics.
hub-http = { $file } de { $repo } : le serveur a répondu { $status }.
hub-unreachable = Impossible de joindre { $base } : { $reason }
hub-cancelled = Le téléchargement de { $repo } a été annulé.
hub-stopped = Le téléchargement de { $file } s'est arrêté : { $reason }
hub-short = { $loaded } reçus sur { $total }
hub-no-weights = { $repo } n'a ni model.safetensors ni pytorch_model.bin.
hub-too-large = { $file } de { $repo } pèse { $size }, plus que les { $max } permis ici pour un modèle.
keep-ask = Garder { $name } ({ $size }) dans ce navigateur, pour le rouvrir sans téléchargement, même hors ligne ?
keep-yes = garder
keep-no = pas maintenant
keep-failed = { $name } n'a pas pu être gardé dans le stockage de ce navigateur : { $reason }
kept-summary = gardés dans ce navigateur : { $count ->
    [one] un modèle
   *[other] { $count } modèles
}, { $size }
kept-delete = supprimer
kept-deleted = { $name } a été supprimé de ce navigateur.
error-no-such-model = Il n'existe aucun modèle nommé « { $id } ».
error-model-http = Le modèle { $name } n'a pas pu être téléchargé (HTTP { $status }).
error-model-fetch = Le modèle { $name } n'a pas pu être téléchargé : { $reason }
error-input = Le modèle ne peut pas prendre cette entrée : { $reason }
core-unknown-token = { $unit ->
        [character] le caractère
        [piece] le sous-mot
       *[word] le mot
    } « { $token } » en position { $position } n'est pas dans le vocabulaire du modèle
core-unknown-in-word = { $unit ->
        [character] le caractère
       *[piece] le sous-mot
    } « { $token } » du mot « { $word } » en position { $position } n'est pas dans le vocabulaire du modèle
core-weights-too-short = le fichier est trop court pour contenir un en-tête safetensors : ce n'est pas un fichier de poids
core-weights-header-too-large = son en-tête annonce plus que les { $max } octets lus : ce n'est pas un fichier de poids
core-weights-header-past-end = la longueur de son en-tête dépasse la fin du fichier : ce n'est pas un fichier de poids, ou il est tronqué
core-weights-incomplete = ses données de tenseurs ne remplissent pas exactement le fichier : il est tronqué ou complété
core-weights-header-invalid = son en-tête n'est pas un en-tête safetensors ({ $detail })
core-weights-too-large = le fichier fait { $bytes } octets ; les fichiers de plus de { $max } octets sont refusés
core-weights-no-config = ses métadonnées n'ont pas d'entrée « config », que portent les fichiers de poids d'attend (un modèle Hugging Face s'ouvre comme dossier, avec son config.json)
core-weights-no-vocab = ses métadonnées n'ont pas d'entrée « vocab », donc le texte ne peut pas être découpé en jetons
core-weights-folder-no-config = le dossier n'a pas de config.json : un dossier de modèle Hugging Face a un config.json à côté de model.safetensors ou de pytorch_model.bin
core-weights-folder-no-weights = le dossier n'a ni model.safetensors ni pytorch_model.bin : il lui faut l'un des deux (des poids en plusieurs parties ou pour TensorFlow seul ne sont pas lus)
core-weights-folder-tokenizer = le dossier a { $present } mais pas { $missing } : le tokeniseur de Marian a besoin de vocab.json, source.spm et target.spm
core-weights-folder-too-large = { $bytes } octets, au-delà de la limite de { $max }
core-weights-vocab-sizes = son vocabulaire a { $src } jetons source et { $tgt } jetons cible, mais sa configuration en annonce { $config_src } et { $config_tgt }
core-weights-dtype = le tenseur { $tensor } est en { $dtype } ; attend lit F32, F16 et BF16
core-weights-non-finite = le tenseur { $tensor } contient une valeur non finie ({ $value }) à l'indice à plat { $index }
core-weights-f16-range = le tenseur { $tensor } contient { $value } à l'indice à plat { $index }, hors de la plage de f16 (±65504) : gardez ce modèle en f32
core-weights-missing-tensors = { $count ->
        [one] il manque un tenseur
       *[other] il manque { $count } tenseurs
    } : { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } de plus)
    }
core-weights-unexpected-tensors = tenseur inattendu { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } de plus)
    } (il ne fait pas partie d'un modèle de cette configuration)
core-weights-tensor-shape = le tenseur { $tensor } a la forme { $shape }, la configuration demande { $want }
core-weights-folder-unexpected-tensor = tenseur inattendu { $tensor } (il ne fait pas partie d'un modèle Marian de ce config.json{ $others ->
        [0] {""}
        [one] , pas plus qu'un autre
       *[other] , pas plus que { $others } autres
    })
core-weights-folder-missing-tensor = il manque le tenseur { $tensor } ({ $attend } pour attend)
core-weights-folder-tensor-shape = le tenseur { $tensor } a la forme { $shape } ; config.json demande { $want }
core-weights-vocab-duplicate = son vocabulaire contient deux fois le jeton « { $token } »
core-weights-vocab-json = son vocabulaire n'est pas un JSON valide ({ $detail })
core-weights-hf-not-object = ce n'est pas un objet JSON ({ $detail })
core-weights-hf-other-model = le modèle est un { $name } (model_type « { $type } ») ; attend ouvre les modèles de traduction Marian (model_type « marian », comme les Opus-MT de Helsinki-NLP) et ses propres fichiers de poids
core-weights-hf-no-model-type = il n'a pas de model_type ; attend ouvre les modèles de traduction Marian (model_type « marian »)
core-weights-hf-fields = ses champs ne sont pas ceux que lit attend ({ $detail })
core-weights-hf-heads = l'encodeur a { $encoder } têtes d'attention et le décodeur { $decoder } ; les couches d'attend ont toutes le même nombre de têtes
core-weights-hf-ffn = la largeur du réseau à propagation avant est de { $encoder } dans l'encodeur et de { $decoder } dans le décodeur ; les couches d'attend en ont une seule
core-weights-hf-activation = activation_function « { $activation } » n'est pas pris en charge (relu, swish/silu et gelu le sont)
core-weights-generation-unsupported = { $setting } n'est pas pris en charge (attend décode de façon gloutonne ou par recherche en faisceau, avec max_length, min_length, length_penalty, early_stopping, bad_words_ids, forced_eos_token_id et renormalize_logits)
core-weights-generation-zero = num_beams et max_length doivent valoir au moins 1
core-decode-past-positions = une limite de { $limit } jetons de sortie dépasse les { $positions } positions de ce modèle
core-input-nothing = l'entrée est vide : tapez quelque chose à traduire
core-align-no-alignments = le taux d'erreur d'alignement demande un modèle d'une tâche dont les alignements de mots sont connus (fr-en)
core-weights-vocab-sentencepiece = son vocabulaire sentencepiece n'a pas `marian`, `src_size` ou `tgt_size`
core-weights-vocab-lists = son vocabulaire de caractères ou de mots demande des listes `src` et `tgt` (et pas de `merges` ni de `tokens`, qui sont ceux d'un vocabulaire bpe)
core-weights-vocab-bpe = son vocabulaire bpe demande `merges` et une seule liste `tokens` commune (ni `src` ni `tgt`)
core-weights-vocab-merges = les fusions de son vocabulaire ne peuvent pas être lues ({ $detail })
core-weights-folder-vocab-size = il a { $pieces } sous-mots, mais le vocabulaire de config.json a { $size } identifiants
core-weights-tokenizer = le tokeniseur de Marian ne peut pas le lire ({ $detail })
core-weights-sentencepiece = ce n'est pas un modèle SentencePiece que lit attend ({ $detail })
core-config-outside = { $name } vaut { $value }, hors de l'intervalle { $least } à { $most }
core-config-heads-none = n_heads doit valoir au moins 1
core-config-heads-divide = n_heads ({ $heads }) doit diviser d_model ({ $d }), à moins que d_k et d_v soient donnés
core-config-head-width = { $name } ({ $width }) fois n_heads ({ $heads }) sort de l'intervalle 1 à { $most }
core-config-learned-positions = learned_positions demande positional_encoding
core-config-eps = layer_norm_eps ({ $eps }) doit être compris entre 0 et 1
core-config-id-below = { $name } ({ $id }) n'est pas inférieur à { $size_name } ({ $size })
core-config-tie = tie_weights demande un seul vocabulaire, mais la source a { $src } jetons et la cible { $tgt }
core-config-too-many-parameters = { $parameters } paramètres, c'est plus que les { $most } pris en charge (un fichier de poids contient au plus { $bytes } octets)
core-config-json = la configuration du modèle n'est pas un JSON valide pour attend ({ $detail })
core-edit-path = intervention « { $edit } » : « { $path } » n'est pas de la forme pile.couche.sous-couche, par exemple decoder.1.cross_attn
core-edit-stack = intervention « { $edit } » : la pile est encoder ou decoder, pas « { $stack } »
core-edit-layer = intervention « { $edit } » : les couches de la pile { $stack } vont de 0 à { $last }
core-edit-sublayers = intervention « { $edit } » : { $stack ->
        [decoder] les sous-couches d'une couche du décodeur sont self_attn, cross_attn ou ffn
       *[encoder] les sous-couches d'une couche de l'encodeur sont self_attn ou ffn
    }
core-edit-no-heads = intervention « { $edit } » : seules les sous-couches d'attention ont des têtes
core-edit-head = intervention « { $edit } » : nommez une tête de 0 à { $last } après la sous-couche, par exemple { $path }.0
core-edit-takes-head-pattern = intervention « { $edit } » : { $kind } prend une tête et un motif, par exemple encoder.0.self_attn.1:uniform
core-edit-takes-pattern = intervention « { $edit } » : { $kind } prend un motif : uniform, itself ou previous
core-edit-takes-side = intervention « { $edit } » : { $kind } prend src, tgt ou both
core-edit-takes-position = intervention « { $edit } » : { $kind } prend une position de la source de 0 à { $last }
core-edit-takes-nothing = intervention « { $edit } » : { $kind } ne prend pas de valeur
core-edit-kinds = intervention « { $edit } » : les interventions sont { $kinds }
core-edit-position-past-source = intervention « { $edit } » : les positions de la source vont de 0 à { $last }
core-edits-too-many = au plus { $most } interventions à la fois (il y en a { $count })
core-decode-no-room = le max_len de ce modèle ne laisse aucune place pour décoder
core-decode-length = la longueur maximale de la sortie doit être d'au moins 1 jeton
core-decode-beam = la largeur du faisceau doit aller de 1 à { $most } (elle vaut { $beam })
core-decode-alpha = la pénalité de longueur doit être un nombre fini (elle vaut { $alpha })
core-sample-temperature = la température doit être supérieure à 0 et au plus { $most } (elle vaut { $temperature })
core-sample-top-p = top-p doit être supérieur à 0 et au plus 1 (il vaut { $top_p })
core-training-steps = réglages d'entraînement : le nombre de pas doit aller de 1 à { $most } (il vaut { $got })
core-training-batch = réglages d'entraînement : la taille de lot doit aller de 1 à { $most } (elle vaut { $got })
core-training-warmup = réglages d'entraînement : le préchauffage doit durer au moins 1 pas
core-training-lr-factor = réglages d'entraînement : le facteur du taux d'apprentissage doit être supérieur à 0 et au plus { $most } (il vaut { $got })
core-training-regularisation = réglages d'entraînement : le lissage des étiquettes et le dropout doivent être d'au moins 0 et inférieurs à 1
core-training-clip = réglages d'entraînement : le seuil d'écrêtage de la norme du gradient doit être un nombre positif (il vaut { $got })
core-training-threads = réglages d'entraînement : le nombre de fils d'exécution doit aller de 1 à { $most } (il vaut { $got })
core-training-eval-every = réglages d'entraînement : l'intervalle d'évaluation doit être d'au moins 1 pas
core-input-empty = l'entrée est vide : il faut au moins un jeton
core-too-long = l'entrée compte { $tokens } jetons ; ce modèle en prend au plus { $max }
core-pairs-empty = le fichier de paires est vide : écrivez une paire par ligne, source<TAB>cible
core-pairs-blank = le fichier ne contient aucune paire : les lignes 1 à { $lines } sont vides
core-pairs-only-one = la ligne { $line } est la seule paire distincte{ $repeated ->
        [yes] {" "}(les autres lignes la répètent)
       *[no] {""}
    } ; l'entraînement en demande au moins { $min }, une pour apprendre et une pour la validation
core-pairs-too-many-lines = ligne { $line } : le fichier dépasse { $max } lignes, le maximum lu
core-pairs-too-many-bytes = ligne { $line } : le fichier dépasse ici { $max } octets, le maximum lu
core-pairs-long-line = ligne { $line } : { $bytes } octets, plus que les { $max } permis par ligne
core-pairs-not-utf8 = ligne { $line } : ce n'est pas du texte UTF-8 (octet invalide à la position { $byte } de la ligne)
core-pairs-no-tab = ligne { $line } : pas de tabulation ; écrivez la source, une tabulation, puis la cible
core-pairs-two-tabs = ligne { $line } : plus d'une tabulation ; écrivez la source, une tabulation, puis la cible
core-pairs-empty-side = ligne { $line } : { $side ->
        [source] la source (avant la tabulation)
       *[target] la cible (après la tabulation)
    } est vide
error-run = Le modèle n'a pas pu calculer : { $reason }
error-scan = L'analyse des têtes n'a pas pu se faire : { $reason }
error-align = Les scores d'alignement n'ont pas pu être calculés : { $reason }

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
diagram-add-norm = Addition & norm.
diagram-feed-forward = Propagation avant
diagram-linear-softmax = Linéaire + softmax
view-loading = Chargement du modèle…
view-failed = Cette vue n'a pas pu être dessinée : { $reason }
view-type-pieces = Saisissez une phrase que ce modèle comprend et appuyez sur Calculer : les mots sont découpés en sous-mots de son vocabulaire, { $max } sous-mots au plus :
view-type-words = Saisissez une entrée que ce modèle comprend et appuyez sur Calculer : { $max } mots de son vocabulaire au plus :
view-type-characters = Saisissez une entrée que ce modèle comprend et appuyez sur Calculer : { $max } caractères de son vocabulaire au plus :
edits-region = interventions
edits-lead = Et si :
edits-remove = retirer : { $edit }
edits-remove-all = tout retirer
edits-mark = marquer ce qui a changé
edits-changed = Dans cette vue, { $changed } des { $total } nombres diffèrent de la passe intacte (l'écart le plus grand : { $delta }) ; les cases modifiées sont entourées.
edits-unchanged = Dans cette vue, aucun des { $total } nombres ne diffère de la passe intacte ; les cases modifiées seraient entourées.
edit-kind-ablate = { $stack }, couche { $layer }, { $sub }, tête { $head } : désactivée
edit-kind-pattern = { $stack }, couche { $layer }, { $sub }, tête { $head } : attention { $pattern }
edit-kind-bypass = { $stack }, couche { $layer } : sans { $sub }
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
draw-grid-label = { $title } : { $rows } × { $cols } ; les flèches du clavier passent d'une case à l'autre
draw-tip-cell = ligne { $row }, colonne { $col } : { $value }
draw-tip-dim = dim. { $dim } : { $value }
draw-tip-changed = { $tip } (passe intacte : { $was }, écart { $delta })
draw-tip-bar = { $label } : { $value }
chart-step = pas { $step }
formula-queries = Q : les requêtes
formula-keys = K : les clés
formula-values = V : les valeurs
formula-scores = les scores Q Kᵀ
formula-sqrt-dk = la racine carrée de d_k
formula-weights = les poids d'attention
formula-head-output = Z : la sortie de la tête
formula-x = x : le vecteur normalisé
formula-mean = μ : sa moyenne
formula-variance = σ² : sa variance
formula-gain = γ : le gain appris
formula-bias = β : le biais appris
formula-pe = PE : la matrice d'encodage positionnel
formula-d = d : d_model, la largeur d'un vecteur
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
ffn-explain = FFN(x) = max(0, x W₁ + b₁) W₂ + b₂, appliqué à chaque position séparément avec les mêmes poids : { $d } → { $dff } → { $d }. La ReLU met exactement à zéro chaque valeur cachée négative, en gris : ici { $zeros } sur { $total } ({ $share } %).
ffn-input = entrée
ffn-hidden = couche cachée ({ $dff })
ffn-output = sortie
ffn-arrow-first = → W₁, ReLU →
ffn-arrow-second = → W₂ →
ffn-tip-input = x[{ $row }][{ $col }] = { $value }
ffn-tip-hidden = caché[{ $row }][{ $col }] = { $value }
ffn-tip-zero = caché[{ $row }][{ $col }] = 0 (ReLU)
ffn-tip-output = sortie[{ $row }][{ $col }] = { $value }

common-picker-stack = pile
common-picker-layer = couche
common-picker-head = tête
common-picker-query = requête
common-picker-token = jeton
common-picker-sub-layer = sous-couche
common-stack-encoder = encodeur
common-stack-decoder = décodeur
common-sub-self = auto-attention
common-sub-masked = auto-attention masquée
common-sub-cross = attention croisée
common-sub-ffn = propagation avant

input-title = Entrée : du texte aux jetons, des jetons aux identifiants
input-tokens-heading = Jetons et identifiants
input-unseen = Lu comme { $unk }, le jeton du modèle pour ce qu’il n’a jamais vu à l’entraînement : { $what }.
input-tokens-explain =
    Le modèle lit des { $unit ->
        [word] mots. Chaque mot
        [piece] sous-mots. Chaque sous-mot
       *[character] caractères. Chaque caractère
    } de « { $text } » est cherché dans le vocabulaire source ({ $size } jetons) et devient un identifiant : la ligne de la table de plongements qu'il lira. En haut, le jeton ; au milieu, son identifiant ; en bas, sa position.
input-tip-token = position { $position } : « { $token } » a l'identifiant { $id }
input-tip-pad = position { $position } : remplissage (identifiant { $id }), caché à toutes les attentions
input-padding-heading = Remplissage
input-padding-some =
    Les phrases d'un lot doivent avoir la même longueur : on complète donc les plus courtes avec <pad> (identifiant { $id }). Ici, { $count ->
        [one] { $count } jeton de remplissage a été ajouté
       *[other] { $count } jetons de remplissage ont été ajoutés
    } pour le montrer : chaque attention masque les clés de remplissage, si bien que la sortie ne change pas. Réglez « remplissage » ci-dessus pour en ajouter davantage ou n'en mettre aucun.
input-padding-none = Les phrases d'un lot doivent avoir la même longueur : on complète donc les plus courtes avec <pad> (identifiant { $id }), caché à toutes les attentions. Cette entrée n'en a pas : réglez « remplissage » ci-dessus pour en ajouter et voir les masques changer.
input-ids = identifiants : [{ $ids }]  longueur { $length } sur { $max } au plus
input-decoder-heading = L'entrée du décodeur
input-decoder-explain = Le décodeur produit la sortie un jeton à la fois. Il lit la sortie obtenue jusque-là, décalée d'un cran vers la droite : { $start } d'abord (le jeton de départ du modèle), si bien que la position t prédit le jeton t + 1. L'exécution ci-dessous utilise la sortie produite par le modèle lui-même (décodage glouton), fournie d'un seul coup.
input-tip-decoder = position { $position } du décodeur : « { $token } » a l'identifiant { $id }
input-spm-heading = SentencePiece
input-spm-explain = Ce modèle découpe le texte avec SentencePiece, comme le tokeniseur de Marian : le normaliseur { $normalizer } uniformise d'abord les caractères et écrit chaque espace ▁, si bien qu'un sous-mot qui commence par ▁ commence un mot ; puis un modèle { $model } choisit les sous-mots. Le texte tel que le modèle le découpe, avant les sous-mots ; { $eos } termine chaque phrase :
input-pieces-heading = Des mots aux sous-mots
input-pieces-explain =
    Comme les modèles de traduction de l'article (section 5.1), celui-ci lit des sous-mots issus du codage par paires d'octets (BPE) : en partant des lettres, { $merges ->
        [one] la { $merges } fusion apprise sur son texte d'entraînement réunit
       *[other] les { $merges } fusions apprises sur son texte d'entraînement réunissent
    }, encore et encore, la paire de symboles la plus fréquente, de sorte que les mots courants deviennent un seul sous-mot et les mots rares quelques-uns. Un sous-mot marqué { $mark } se poursuit dans le suivant. Un seul vocabulaire de { $size } sous-mots sert au français comme à l'anglais. Cliquez sur un sous-mot pour voir les fusions qui l'ont construit.
input-merges =
    Comment « { $piece } » a été construit : { $count ->
        [one] { $count } fusion
       *[other] { $count } fusions
    }, dans l'ordre où elles ont été apprises (</w> marque la fin d'un mot).
input-merges-none = « { $piece } » est un caractère seul : aucune fusion ne l'a construit.

embed-title = Plongements (embeddings)
embed-heading = Un vecteur par jeton
embed-explain = Chaque identifiant sélectionne une ligne de la table de plongements apprise ({ $width } nombres par jeton, d_model = { $d }). Chaque case est un nombre : rouge s'il est positif, bleu s'il est négatif, blanc près de zéro. Survolez une case pour lire sa valeur.
embed-tip = { $token } (position { $position }), dim. { $dim } : { $value }
embed-scaled-heading = Mis à l'échelle par √d_model
embed-scaled-explain = L'article multiplie les plongements par √d_model = √{ $d } = { $scale } (section 3.4), pour qu'ils ne soient pas noyés par les encodages positionnels ajoutés ensuite. Pour « { $token } », la ligne de la table commence par { $raw } ; multipliée par { $scale }, elle donne { $scaled } : les cases ci-dessus.
embed-unscaled-heading = Sans mise à l'échelle
embed-unscaled-explain = L'article multiplie les plongements par √d_model = { $scale } (section 3.4), pour qu'ils ne soient pas noyés par les encodages positionnels ajoutés ensuite. Ce modèle a été entraîné sans ce facteur : les cases ci-dessus sont les lignes de la table telles quelles, et elles sont petites à côté des encodages (comparez avec la vue suivante).

pe-title = Encodage positionnel
pe-none = Ce modèle a été entraîné sans encodage positionnel : rien n'est ajouté à ses plongements (la matrice PE ci-dessous ne contient que des zéros), si bien que chaque pile voit ses jetons comme un ensemble et ne peut pas en connaître l'ordre. Les ondes plus bas sont celles qu'ajoute l'article.
pe-edit-lead = Et s'il n'y avait pas d'encodage positionnel
pe-edit-side-src = dans la source
pe-edit-side-tgt = dans la cible
pe-edit-side-both = dans la source et la cible
pe-heading = Où se trouve chaque jeton
pe-explain = L'attention, à elle seule, ignore l'ordre des mots : on ajoute donc à chaque position un motif fixe, des sinus dans les dimensions paires et des cosinus dans les impaires (survolez un terme de la formule pour le retrouver ci-dessous). Les lignes sont les positions, les colonnes les { $d } dimensions : ondes rapides à gauche, ondes lentes à droite.
pe-tip = PE(position { $position }, dim. { $dim }) = { $value }
pe-waves-heading = Les sinusoïdes de quelques dimensions
pe-waves-explain =
    Chaque dimension est une onde le long des positions, avec sa propre longueur d'onde, de 2π jusqu'à 10000·2π, tracée d'après la formule jusqu'à max_len = { $maxLen }. Les points sont les valeurs { $who ->
        [paper] que l'article ajouterait
       *[model] que le modèle a ajoutées
    } aux positions de cette entrée, sur les ondes.
pe-dims-label = dimensions (6 au plus, séparées par des virgules)
pe-dims-aria = dimensions à tracer
pe-bad-dims = Ce n'est pas une dimension de ce modèle (de 0 à { $last }) : { $bad }
pe-dim = dim. { $dim }
pe-chart-position = position { $position }
pe-chart-value = PE
pe-similar-heading = Les positions voisines se ressemblent
pe-similar-explain = La similarité cosinus de chaque paire de vecteurs de position : maximale sur la diagonale, elle décroît avec la distance, si bien que le modèle peut distinguer le proche du lointain ; et PE(pos + k) est une fonction linéaire de PE(pos).
pe-similar-tip = positions { $first } et { $second } : cosinus { $value }
pe-sum-heading = Plongement + PE = entrée
pe-sum-explain = L'entrée de l'encodeur est le plongement mis à l'échelle plus l'encodage positionnel, élément par élément. Pour « { $token } » en position { $position } :
pe-sum-embedding = plongement
pe-sum-pe = PE
pe-sum-input = entrée
pe-tip-dim = dim. { $dim } : { $value }

attention-title = Auto-attention, une tête
attention-edit-head = Et si la tête { $head }
attention-edit-off = était désactivée
attention-edit-pattern-uniform = répartissait son attention uniformément
attention-edit-pattern-itself = ne regardait que sa propre position
attention-edit-pattern-previous = regardait le jeton précédent
attention-edit-mask = Et si le masque
attention-edit-see-future = laissait le décodeur voir le futur
attention-edit-padding = ne cachait pas le remplissage
attention-qkv-heading = Requêtes, clés et valeurs
attention-qkv-explain =
    { $stack ->
        [decoder] Décodeur, couche { $layer }, tête { $head }. C'est l'auto-attention masquée du décodeur : un jeton ne peut regarder que lui-même et les jetons qui le précèdent.
       *[encoder] Encodeur, couche { $layer }, tête { $head }.
    } Le vecteur x de chaque jeton ({ $d } nombres) est multiplié par trois matrices apprises, W_Q, W_K et W_V. Cette tête utilise { $dk } des { $d } colonnes de chacune : une requête (ce que ce jeton cherche), une clé (ce qu'il offre pour être trouvé) et une valeur (ce qu'il transmet).
attention-tip-x = x[{ $token }][{ $dim }] = { $value }
attention-tip-q = q[{ $token }][{ $dim }] = { $value }
attention-tip-k = k[{ $token }][{ $dim }] = { $value }
attention-tip-v = v[{ $token }][{ $dim }] = { $value }
attention-table-heading = La table des scores pour « { $token } »
attention-table-explain = On donne un score à chaque clé face à cette requête par un produit scalaire q·k, on le divise par √d_k = { $root } pour éviter que le softmax ne sature, on transforme les scores en poids de somme 1 par un softmax (les clés masquées reçoivent −∞, donc un poids 0), on pondère chaque valeur par son poids et on fait la somme : c'est la sortie z de la tête pour « { $token } ».
attention-col-key = clé
attention-col-softmax = softmax
attention-masked = −∞ (masqué)
attention-sum = somme
attention-tip-weighted = { $weight } × v[{ $key }][{ $dim }] = { $value }
attention-tip-z = z[{ $token }][{ $dim }] = { $value }
attention-matrix-heading = La même chose pour tous les jetons à la fois
attention-matrix-explain = Sous forme matricielle, toutes les requêtes reçoivent leurs scores d'un coup, comme l'écrit l'article (survolez un terme pour le retrouver ci-dessous). Chaque ligne des poids est une ligne de la table ci-dessus.
attention-matrix-q = Q
attention-matrix-kt = Kᵀ (K affichée avec une ligne par clé)
attention-matrix-scores = scores
attention-matrix-scaled = ÷ √{ $dk }, masqués
attention-matrix-weights = poids
attention-matrix-v = V
attention-matrix-z = Z
attention-op-softmax = → softmax →
attention-tip-score = q[{ $query }]·k[{ $key }] = { $value }
attention-tip-hidden = { $query } ne peut pas voir { $key }
attention-tip-weight = { $query } → { $key } : { $value }

multihead-title = Attention multi-têtes
multihead-heading =
    { $h ->
        [one] { $h } tête, qui regarde à sa façon
       *[other] { $h } têtes, chacune regardant à sa façon
    }
multihead-explain =
    { $stack ->
        [decoder] Décodeur
       *[encoder] Encodeur
    }, couche { $layer }, auto-attention. Les { $h } têtes travaillent côte à côte, chacune sur sa propre tranche de { $dk } colonnes de Q, K et V, si bien que chacune peut porter son attention sur des choses différentes. Leurs poids (en haut) et leurs sorties Z (en bas) :
multihead-head = tête { $head }
multihead-switch-off = désactiver
multihead-tip-weight = tête { $head } : { $query } → { $key } : { $value }
multihead-tip-z = Z{ $head }[{ $token }][{ $dim }] = { $value }
multihead-concat-heading = Concaténer, puis mélanger avec W_O
multihead-concat-explain = Les sorties des têtes sont placées côte à côte ({ $h } × { $dk } = { $d } colonnes) puis multipliées par une dernière matrice apprise, W_O ({ $d } × { $d }), qui mélange ce que les têtes ont trouvé. Le résultat est la sortie de la sous-couche d'attention : un vecteur de { $d } nombres par jeton.
multihead-concat-title = concat(Z0..Z{ $last })
multihead-tip-concat = tête { $head }, { $token }, colonne { $col } : { $value }
multihead-op-wo = × W_O =
multihead-output-title = sortie de l'attention
multihead-tip-out = sortie[{ $token }][{ $dim }] = { $value }

addnorm-title = Addition et normalisation (Add & Norm)
addnorm-stats-mean = LayerNorm : on soustrait la moyenne
addnorm-stats-std = , on divise par l'écart type
addnorm-stats-rest = , puis on applique le gain γ et le biais β appris :
addnorm-pre-ln = Ce modèle est pre-LN (norm_first) : la sous-couche lit LayerNorm(x), et sa sortie est ajoutée à x inchangé, x + Sublayer(LayerNorm(x)). Le flux x garde son échelle ; la normalisation ne sert qu'à alimenter la sous-couche.
addnorm-post-ln = Ce modèle est post-LN, comme dans l'article : LayerNorm(x + Sublayer(x)). La connexion résiduelle ajoute la sortie de la sous-couche à son entrée, si bien que l'information et les gradients ont un chemin direct à travers la pile ; la normalisation de couche ramène ensuite le vecteur de chaque jeton à une moyenne de 0 et une variance de 1 (puis applique un gain et un biais appris).
addnorm-edit-lead =
    Et si l'on court-circuitait { $sub ->
        [self] l'auto-attention
        [masked] l'auto-attention masquée
        [cross] l'attention croisée
       *[ffn] le réseau à propagation avant
    }
addnorm-edit-bypass = en mettant sa sortie à zéro (la connexion résiduelle transmet x seule)
addnorm-heading =
    La connexion résiduelle et la normalisation de couche autour { $sub ->
        [self] de l'auto-attention
        [masked] de l'auto-attention masquée
        [cross] de l'attention croisée
       *[ffn] du réseau à propagation avant
    }
addnorm-op-sub =
    → { $sub ->
        [self] auto-attention
        [masked] auto-attention masquée
        [cross] attention croisée
       *[ffn] propagation avant
    } →
addnorm-op-sum = x + sous-couche =
addnorm-x = x
addnorm-layernorm-x = LayerNorm(x)
addnorm-layernorm = LayerNorm
addnorm-sublayer = sous-couche
addnorm-sum = x + sous-couche
addnorm-sum-before = x + sous-couche (avant la normalisation)
addnorm-norm-of-sum = LayerNorm(x + sous-couche)
addnorm-norm-input =
    LayerNorm(x) (l'entrée { $sub ->
        [self] de l'auto-attention
        [masked] de l'auto-attention masquée
        [cross] de l'attention croisée
       *[ffn] du réseau à propagation avant
    })
addnorm-tip-x = x[{ $token }][{ $dim }] = { $value }
addnorm-tip-sublayer = sous-couche[{ $token }][{ $dim }] = { $value }
addnorm-tip-sum = somme[{ $token }][{ $dim }] = { $value }
addnorm-tip-norm = norm[{ $token }][{ $dim }] = { $value }
addnorm-every-heading = Chaque jeton
addnorm-every-explain = La même chose pour chaque jeton de la phrase, indépendamment : une ligne par jeton (à gauche, la somme ; à droite, le résultat normalisé).

encoder-title = La pile de l'encodeur
encoder-heading =
    { $layers ->
        [one] { $layers } couche
       *[other] { $layers } couches identiques
    }
encoder-explain = Chaque couche de l'encodeur est une auto-attention suivie du réseau à propagation avant, chacun entouré d'une étape d'addition et normalisation ; la sortie de l'une est l'entrée de la suivante, toujours un vecteur de { $d } nombres par jeton. La dernière sortie est la mémoire : les clés et les valeurs que lit chaque attention croisée du décodeur. Le tout sur une même échelle de couleurs ; à côté de chaque couche, son attention moyennée sur les têtes.
encoder-stage-input = entrée (plongement + PE)
encoder-stage-layer = après la couche { $layer }
encoder-stage-norm = LayerNorm finale
encoder-tip = { $stage }, { $token }, dim. { $dim } : { $value }
encoder-mean-title = attention (moyenne des têtes)
encoder-tip-attention = couche { $layer } : { $query } → { $key } : { $value }
encoder-memory =
    mémoire = { $from ->
        [norm] la normalisation finale
       *[layer] la sortie de la couche { $layer }
    }, { $shape }.

decoder-title = Le décodeur : masques et attention croisée
decoder-shift-heading = Décalé vers la droite
decoder-shift-explain = Pendant l'entraînement, le décodeur voit toute la cible d'un coup, décalée d'un cran vers la droite, et apprend à prédire le jeton suivant à chaque position. Ici, la cible est la sortie du modèle lui-même :
decoder-row-input = entrée du décodeur
decoder-row-predicts = prédit
decoder-masks-heading = Les masques
decoder-masks-causal = À gauche : le masque causal de l'auto-attention du décodeur. La position t ne peut regarder que les positions jusqu'à t, jamais des jetons qu'elle n'a pas encore produits (1 = visible, 0 = caché). À droite : le masque de l'attention croisée : chaque position du décodeur peut regarder chaque jeton source, sauf le remplissage.
decoder-masks-not-causal = À gauche : le masque de l'auto-attention du décodeur. Ce modèle a été entraîné sans le masque causal : la position t peut donc regarder toutes les positions, y compris les jetons qu'elle doit prédire (1 = visible, 0 = caché). Nourri de la réponse, il a appris à recopier le jeton suivant ; en génération, où il n'y a pas de réponse à lire, il échoue. À droite : le masque de l'attention croisée : chaque position du décodeur peut regarder chaque jeton source, sauf le remplissage.
decoder-mask-causal-title = masque causal de l'auto-attention
decoder-mask-self-title = masque de l'auto-attention (non causal)
decoder-mask-cross-title = masque de l'attention croisée (remplissage)
decoder-tip-may-see = { $query } peut voir { $key }
decoder-tip-may-not-see = { $query } ne peut pas voir { $key }
decoder-self-heading =
    { $causal ->
        [yes] Auto-attention masquée
       *[no] Auto-attention
    } (couche { $layer }, tête { $head })
decoder-self-causal = Les scores au-dessus de la diagonale sont mis à −∞ avant le softmax, si bien que leurs poids valent exactement 0 :
decoder-self-not-causal = Rien n'est caché au-dessus de la diagonale dans ce modèle : chaque position peut porter son attention sur les jetons qui la suivent.
decoder-tip-weight = { $query } → { $key } : { $value }
decoder-cross-heading = Attention croisée (couche { $layer }, tête { $head })
decoder-cross-explain = Les requêtes viennent du décodeur ; les clés et les valeurs viennent de la mémoire de l'encodeur. C'est là que la sortie se retourne vers l'entrée : pour chaque position de sortie, quels jetons source elle lit.
decoder-score-table = La table des scores de la position { $position } du décodeur (« { $token } ») face à la mémoire :

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment

output-title = Sortie : logits, softmax, décodage
output-logits-heading = Du dernier vecteur à un jeton
output-logits-explain = À chaque position, le vecteur final du décodeur passe par une couche linéaire (le générateur) qui donne { $n } logits, un par jeton cible ; un softmax les change en probabilités. Position { $position } (entrée « { $token } ») :
output-position = position
output-logits-top = logits (les { $n } premiers)
output-arrow-softmax = → softmax →
output-probs-top = probabilités (les { $n } premières)
output-chosen = Choisi : « { $token } », de probabilité { $p } (logit { $logit }).
output-greedy-heading = La boucle de décodage (gloutonne)
output-greedy-explain = La sortie se construit un jeton à la fois : le décodeur tourne sur ce qu'il a déjà produit, le jeton suivant le plus probable est ajouté, et il tourne de nouveau, jusqu'à produire <eos>. Chaque ligne est un passage du décodeur :
output-max-label = jetons de sortie au plus
output-max-explain = (0 : autant que le modèle le permet, { $most })
output-col-step = pas
output-col-decoder-input = entrée du décodeur
output-col-top-next = les { $n } jetons suivants les plus probables
output-col-chosen = choisi
output-output-label = Sortie :
output-log-prob = (log-probabilité { $value })
output-log-prob-same = (log-probabilité { $value }) : la même sortie
output-beam-heading = Recherche en faisceau
output-beam-explain = Au lieu de s'engager sur un jeton à chaque pas, la recherche en faisceau garde les k sorties partielles les plus probables, prolonge chacune par chaque jeton, puis garde de nouveau les k meilleures ; les hypothèses terminées sont classées par leur log-probabilité divisée par la pénalité de longueur ((5 + len) / 6)^α, α = { $alpha }. Avec un faisceau de taille 1, c'est le décodage glouton.
output-beam-explain-generate = Ce modèle est venu avec ses propres réglages de génération, et sa recherche en faisceau s'exécute comme generate() de transformers l'exécute avec eux : à chaque pas, les 2k meilleures extensions des k sorties partielles sont prises, les terminées parmi les k premières sont gardées (les k meilleures d'entre elles), les k meilleures non terminées continuent, et les hypothèses terminées sont classées par log-probabilité divisée par longueur^{ $penalty } (la pénalité de longueur du modèle). Avec un faisceau de taille 1, c'est le décodage glouton.
output-beam-size = taille du faisceau
output-beam-tree-explain = Chaque nœud : le jeton et la log-probabilité totale de l'hypothèse ; soulignées, les hypothèses terminées ; en gras, la gagnante.
output-tree-start = départ
output-tree-node = pas { $step } : { $tokens } (log p { $logp })
output-beam-label = Sortie du faisceau :
output-beam-score = (score { $value })
output-beam-one = Avec un faisceau de 1, la recherche est la boucle gloutonne ci-dessus.
output-stop-limit = La recherche s'est arrêtée à la longueur maximale, après { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
  }.
output-stop-finished = La recherche s'est arrêtée après { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
  } : toutes les hypothèses étaient terminées.
output-stop-bound = La recherche s'est arrêtée après { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
  }, quand plus aucune hypothèse encore en cours ne pouvait gagner : la meilleure terminée a un score de { $best }, et le mieux qu'une hypothèse en cours pourrait encore atteindre est { $bound } (sa log-probabilité ne fait que baisser à mesure que des jetons s'ajoutent, divisée par la plus forte pénalité de longueur qu'elle pourrait recevoir). S'arrêter dès que k hypothèses sont terminées irait plus vite, mais des sorties courtes et fausses qui finissent tôt pourraient alors évincer la bonne, plus longue.
output-stop-generate = La recherche s'est arrêtée après { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
  }, selon la règle de transformers : la meilleure hypothèse vivante, notée comme si elle finissait maintenant ({ $bound }), ne pouvait pas battre la moins bonne des k hypothèses terminées gardées ({ $worst }). La règle est une heuristique : une hypothèse vivante prolongée aurait encore pu faire mieux.
output-before-after-heading = Avant et après
output-before-after-explain = La sortie du modèle intact, et ce que dit le modèle avec les interventions ci-dessus. Chaque ligne est un jeton de la sortie intacte : la probabilité que lui donnait la passe intacte, celle que lui donne la passe modifiée au même endroit (toutes deux lisent la sortie intacte comme entrée du décodeur), et le jeton que la passe modifiée y choisirait.
output-plain-label = Intact :
output-edited-label = Avec les interventions :
output-col-position = position
output-col-plain-token = jeton intact
output-col-p-before = p avant
output-col-p-after = p après
output-col-edited-pick = choix modifié
output-future-explain = Sans le masque causal, chaque position de la passe modifiée voit les jetons qui la suivent dans son entrée, c'est-à-dire la réponse elle-même : ses choix ci-dessus changent donc. Le décodage glouton n'a jamais ces jetons : il les produit un à un, il n'y a donc pas d'avenir à voir, et sa sortie peut rester la même. Un modèle entraîné sans le masque apprend à recopier le jeton d'entrée suivant, puis échoue quand il doit générer.
output-sampling-heading = Échantillonnage
output-sampling-explain = Au lieu du jeton le plus probable, on en tire un au hasard. La température T divise d'abord les logits (en dessous de 1, la distribution se resserre vers le décodage glouton ; au-dessus de 1, elle s'aplatit) ; top-k garde les k jetons les plus probables (0 : tous), top-p le plus petit nombre de jetons les plus probables dont les probabilités totalisent p ; ce qui est gardé est renormalisé. La graine fixe chaque tirage : les mêmes réglages donnent les mêmes échantillons (l'échantillon i utilise la graine + i).
output-temperature = température
output-top-k = top-k
output-top-p = top-p
output-seed = graine
output-samples = échantillons
output-samples-none = aucun
output-sample-empty = (vide)
output-sample-score = log-probabilité { $value }
output-sample-score-limit = log-probabilité { $value } (arrêté à la longueur maximale)
output-sample-steps-explain = L'échantillon 0, pas à pas : les probabilités du modèle (température 1, à gauche) et la distribution dans laquelle le jeton a été tiré (à droite) :
output-col-model = modèle
output-col-drawn-from = tiré de (T { $temperature }, top-k { $topk ->
    [0] tous
   *[other] { $topk }
  }, top-p { $topp })
output-col-drawn = tiré
output-tip-drawn = tiré avec la probabilité { $p } (le modèle lui donne { $model })
output-samples-choose = Choisissez combien d'échantillons tirer.

maps-title = Cartes d'attention
maps-picker-attention = attention
maps-kind-enc = auto-attention de l'encodeur
maps-kind-dec = auto-attention du décodeur (masquée)
maps-kind-cross = attention croisée
maps-heading-enc = Auto-attention de l'encodeur, couche { $layer }, tête { $head }
maps-heading-dec = Auto-attention du décodeur (masquée), couche { $layer }, tête { $head }
maps-heading-cross = Attention croisée, couche { $layer }, tête { $head }
maps-explain = Les lignes sont les requêtes (qui regarde), les colonnes les clés (qui est regardé) ; plus c'est foncé, plus le poids est fort ; le gris est masqué. Chaque ligne a pour somme 1. Survolez une case pour voir les jetons et le poids.
maps-tip = couche { $layer }, tête { $head } : requête « { $query } » ({ $row }) → clé « { $key } » ({ $col }) : poids { $weight }
maps-edit-hide = Et si l'attention croisée ne pouvait pas voir
maps-all-heading = Toutes les couches et toutes les têtes
maps-all-explain = Cliquez sur l'une d'elles pour la voir ci-dessus.
maps-col-head = tête { $head }
maps-row-layer = couche { $layer }
maps-thumb-label = couche { $layer } tête { $head }

scan-title = Quelles têtes comptent
scan-heading = Importance des têtes
scan-explain = Désactivez une tête (sa sortie Z mise à zéro), décodez de nouveau « { $text } », et mesurez combien le modèle trouve désormais moins probable la sortie qu'il donne avec toutes ses têtes : la baisse de log-probabilité, en nats. Chaque case est un tel passage : { $heads } têtes dans chacune des sous-couches d'attention du modèle. Les cases rouges sont les têtes dont dépend la sortie ; ✱ marque une tête sans laquelle le décodage glouton écrit autre chose. Sur les tâches « inversion », « dates → ISO » et « nombres anglais → allemands », les têtes qui ressortent sont dans l'attention croisée : elles portent l'alignement entre la sortie et l'entrée. La plupart des autres têtes peuvent disparaître seules sans grande perte : le modèle répartit son travail ; désactivez-en donc plusieurs ensemble (cliquez sur des cases, puis regardez la vue de sortie) pour le voir céder.
scan-button = Analyser chaque tête
scan-again = analyser de nouveau
scan-wait = L'analyse décode l'entrée une fois par tête ; cela prend un moment.
scan-progress = { $done } têtes sur { $total } désactivées
scan-cancel = annuler
scan-output-label = Sortie avec toutes les têtes :
scan-result = (log-probabilité { $logp }) ; analysé en { $ms } ms { $backend ->
    [gpu] avec WebGPU
   *[cpu] sur le CPU
  }.
scan-col-head = tête { $head }
scan-row-encoder-self = encodeur { $layer }, auto-attention
scan-row-decoder-self = décodeur { $layer }, auto-attention
scan-row-decoder-cross = décodeur { $layer }, attention croisée
scan-tip-same = { $sublayer }, tête { $head } : la log-probabilité de « { $output } » baisse de { $drop } (à { $logp }) ; la sortie gloutonne ne change pas. Cliquez pour désactiver cette tête dans le parcours pas à pas.
scan-tip-changed = { $sublayer }, tête { $head } : la log-probabilité de « { $output } » baisse de { $drop } (à { $logp }) ; la sortie gloutonne devient « { $changed } ». Cliquez pour désactiver cette tête dans le parcours pas à pas.

align-title = Quelles têtes alignent
align-heading = Taux d'erreur d'alignement de chaque tête
align-intro = Lisez l'alignement de chaque mot de sortie sur une tête d'attention croisée : le mot source qu'elle regarde le plus (les sous-mots regroupés en mots). Comparez-le à l'alignement réel des mots de chaque paire de validation de la tâche du modèle, par le taux d'erreur d'alignement (AER, Och et Ney 2003 : 1 − 2|A ∩ S| / (|A| + |S|), A les liens de la tête et S les vrais liens ; 0 est parfait). Les nombres sont ceux du cœur, les mêmes que ceux de attend align --task.
align-none-task = Le taux d'erreur d'alignement demande une tâche dont les paires notent leur vrai alignement des mots ({ $count ->
    [one] la tâche { $tasks } le fait
   *[other] les tâches { $tasks } le font
  }) ; la tâche de ce modèle, { $task }, n'en note aucun. Son propre alignement sur l'entrée figure ci-dessous.
align-none-no-task = Le taux d'erreur d'alignement demande une tâche dont les paires notent leur vrai alignement des mots ({ $count ->
    [one] la tâche { $tasks } le fait
   *[other] les tâches { $tasks } le font
  }) ; le fichier de ce modèle ne nomme aucune tâche. Son propre alignement sur l'entrée figure ci-dessous.
align-button = Évaluer chaque tête
align-again = évaluer de nouveau
align-wait = L'évaluation fait une passe avant par paire de validation ; cela prend un moment.
align-stats = { $pairs ->
    [one] { $pairs } paire de validation
   *[other] { $pairs } paires de validation
  } de { $task }, { $sure ->
    [one] { $sure } vrai lien
   *[other] { $sure } vrais liens
  }, { $predicted } prédits par tête ; évalué en { $ms } ms { $backend ->
    [gpu] avec WebGPU
   *[cpu] sur le CPU
  }.
align-grid-explain = Plus c'est foncé, mieux c'est ; ★ marque la meilleure tête. Cliquez sur une tête pour la voir ci-dessous.
align-sentence-gap = { " " }
align-explain-layers = Les têtes de la couche { $best }, moyennées, alignent le mieux (AER { $bestAer }, contre { $worstAer } pour la couche { $worst }).
align-explain-one-layer = Les têtes de la couche, moyennées, ont un AER de { $aer }.
align-explain-one-close = Une seule tête aligne presque aussi bien : la tête { $head } de la couche { $layer } (AER { $aer }), et les têtes de la couche { $bestLayer } ne diffèrent pas de plus de { $spread }.
align-explain-one-spread = Une seule tête aligne presque aussi bien : la tête { $head } de la couche { $layer } (AER { $aer }) ; les têtes de la couche { $bestLayer } diffèrent jusqu'à { $spread } : certaines alignent, d'autres lisent la source autrement.
align-explain-none-close = Aucune tête seule ne fait aussi bien que la moyenne de sa couche : la meilleure, la tête { $head } de la couche { $layer }, a { $aer }, et les têtes de la couche { $bestLayer } ne diffèrent pas de plus de { $spread }.
align-explain-none-spread = Aucune tête seule ne fait aussi bien que la moyenne de sa couche : la meilleure, la tête { $head } de la couche { $layer }, a { $aer } ; les têtes de la couche { $bestLayer } diffèrent jusqu'à { $spread } : certaines alignent, d'autres lisent la source autrement.
align-explain-floor = Avec un lien par mot de sortie, l'AER le plus bas possible sur ces paires est { $floor }.
align-grid-label = taux d'erreur d'alignement de chaque tête, par couche du décodeur
align-col-head = tête { $head }
align-col-mean = têtes moyennées
align-row-layer = couche { $layer } du décodeur
align-tip = couche { $layer } du décodeur, tête { $head } : AER { $aer }. Cliquez pour voir son attention croisée sur l'entrée.
align-tip-best = couche { $layer } du décodeur, tête { $head } : AER { $aer }, le plus bas de toutes les têtes. Cliquez pour voir son attention croisée sur l'entrée.
align-tip-mean = couche { $layer } du décodeur, attention de ses têtes moyennée : AER { $aer }
align-head-heading = Couche { $layer } du décodeur, tête { $head }, sur « { $text } »
align-head-explain = L'attention croisée de la tête sur l'entrée actuelle ; les cases encadrées sont son alignement (pour chaque mot de sortie, le mot source qu'elle regarde le plus), les points les vrais liens, quand l'entrée est une paire de la tâche et la sortie sa référence.
align-figure-title = attention croisée, couche { $layer } du décodeur, tête { $head }
align-tip-weight = requête « { $query } » ({ $row }) → source « { $source } » ({ $col }) : poids { $weight }
align-no-words = Ce passage n'a aucun mot à aligner.
align-col-word = mot de sortie
align-col-head-links = la tête { $head } le lie à
align-col-layer-mean = têtes de la couche { $layer } moyennées

overlay-picker = alignement du modèle
overlay-mode-off = aucun
overlay-mode-head = cette tête
overlay-mode-mean = têtes moyennées
overlay-truth-button = vrais liens
overlay-legend-head = l'alignement du modèle (tête { $head } de la couche { $layer }) : pour chaque mot de sortie, le mot source le plus regardé, les sous-mots regroupés en mots. Une ligne est marquée pour le mot qu'elle prédit.
overlay-legend-mean = l'alignement du modèle (têtes de la couche { $layer } moyennées) : pour chaque mot de sortie, le mot source le plus regardé, les sous-mots regroupés en mots. Une ligne est marquée pour le mot qu'elle prédit.
overlay-no-words = Ce passage n'a aucun mot à aligner.
overlay-mark-model = le modèle lie « { $target } » à « { $source } »
overlay-mark-true = vrai lien : « { $target } » traduit « { $source } »
overlay-note-no-task = La tâche de ce modèle ne note aucun vrai alignement ({ $count ->
    [one] seule la tâche { $tasks } le fait
   *[other] seules les tâches { $tasks } le font
  }).
overlay-note-looking = Recherche de l'entrée parmi les paires de la tâche…
overlay-note-not-pair = « { $text } » n'est pas une phrase de la tâche { $task } : elle n'a donc pas de vrai alignement.
overlay-note-other-output = Les vrais liens appartiennent à la référence « { $reference } » ; la sortie ici est « { $output } », ils ne sont donc pas dessinés.
overlay-note-true = Vrais liens : l'alignement que la tâche donne pour cette paire (« { $src } » → « { $tgt } »).

## The training panel

train-title = Entraînez le vôtre
train-heading = Entraîner un Transformer dans cet onglet
train-explain = Choisissez une tâche et appuyez sur Démarrer : un nouveau modèle est initialisé et entraîné ici même comme l'article l'entraîne (Adam avec β₂ = 0,98, le préchauffage puis un taux d'apprentissage en racine carrée inverse, le lissage des étiquettes, le dropout là où la recette de la tâche le garde, l'écrêtage du gradient à 1), sur WebGPU ou le CPU selon le réglage du moteur ci-dessus. Des exemples de l'ensemble de validation sont évalués de temps en temps ; mettez en pause quand vous voulez. Le modèle entraîné rejoint le sélecteur de modèles, tout le parcours pas à pas fonctionne donc avec lui, et il est conservé dans ce navigateur.
train-model-too-large = Le modèle affiché ({ $params } paramètres, d_model { $d }, { $enc }+{ $dec } couches) est trop grand pour être entraîné dans l'onglet : il est là pour qu'on l'étudie de près. Ce panneau entraîne ses propres modèles depuis zéro, jusqu'à d_model { $most } avec { $mostEnc }+{ $mostDec } couches.
train-setting-task = tâche
train-setting-preset = taille du modèle
train-setting-form = forme
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
train-value-preset-tiny = très petit (d { $d }, { $encoders }+{ $decoders } couches)
train-value-preset-small = petit (d { $d }, { $encoders }+{ $decoders } couches)
train-value-form-paper = celle de l'article (ReLU, sinusoïdes entrelacées, normalisations finales)
train-value-form-marian = celle de Marian (SiLU, sinusoïdes en moitiés, sans normalisations finales), qui s'exporte en dossier Hugging Face
train-value-norm-first-false = post-LN (article)
train-value-norm-first-true = pre-LN
train-value-scale-embeddings-true = × √d_model (article)
train-value-scale-embeddings-false = aucune
train-value-positional-encoding-true = sinusoïdal (article)
train-value-positional-encoding-false = aucun
train-value-causal-mask-true = causal (article)
train-value-causal-mask-false = aucun (voit le futur)
train-value-tie-weights-true = une seule matrice (article ; exige un seul vocabulaire)
train-value-tie-weights-false = trois matrices
train-look-preset = Un modèle plus grand a davantage à ajuster avec les mêmes pas : comparez les pas dont chacun a besoin et le temps par pas.
train-look-form = La forme de Marian est le modèle de l'article tel que les modèles de traduction du domaine l'exécutent (SiLU, sinusoïdes en moitiés, pas de normalisation après les piles) : comparez la vitesse d'apprentissage de chacun.
train-look-norm-first = Le pre-LN laisse le flux résiduel non normalisé et place une normalisation avant chaque sous-couche, ce qui permet aux gradients d'atteindre directement les premières couches ; comparez la précocité de la baisse de chaque perte et les normes des gradients.
train-look-scale-embeddings = Sans l'échelle, les plongements (initialisés petits) sont dominés par les encodages positionnels auxquels ils sont ajoutés ; comparez la vitesse à laquelle chaque exécution commence à apprendre.
train-look-positional-encoding = Sans encodage positionnel, l'attention voit les jetons comme un ensemble : rien n'indique au modèle où se trouve une lettre, si bien qu'une tâche qui dépend de l'ordre, comme « inversion », ne peut pas être apprise, et aucune anti-diagonale ne se forme.
train-look-causal-mask = Sans le masque causal, le décodeur reçoit la réponse qu'il doit prédire et apprend à copier le jeton d'entrée suivant : son exactitude par jeton (mesurée en lui donnant la réponse) monte à 100 % tandis que sa correspondance exacte (en générant, un jeton à la fois, sans réponse à lire) reste proche de 0.
train-look-tie-weights = Liées, une seule matrice sert de plongements et de couche de sortie : le modèle a moins de paramètres et le vecteur de chaque jeton apprend de sa lecture comme de son écriture ; comparez le nombre de paramètres et la vitesse d'apprentissage de chaque exécution.
train-look-label-smoothing = Le lissage des étiquettes empêche le modèle d'être certain : sa perte ne peut pas descendre sous le plancher du lissage, alors que c'est l'exactitude qui compte.
train-look-warmup = Le préchauffage laisse les estimations d'Adam se stabiliser avant que le taux d'apprentissage ne soit grand ; sans lui, les premiers pas sont les plus grands et l'entraînement peut stagner ou diverger.
train-task-pairs = vos propres paires de phrases
train-threads-tip = Sur le CPU, chaque lot est découpé en autant de parties, calculées en même temps sur autant de fils d'exécution ; leurs gradients s'additionnent en celui du lot entier. Le lot est découpé en morceaux de longueurs semblables pour les fils, chacun avec ses propres masques de dropout, si bien que les nombres peuvent dépendre de ce réglage. WebGPU traite des lots entiers.
train-compare = Comparer
train-compare-beside = à côté de cette exécution
train-compare-none = pas de seconde exécution
train-compare-differing = une seconde exécution, qui diffère par : { $setting }
train-other-has = la seconde exécution a
train-other-label = { $setting } de la seconde exécution
train-start = Démarrer
train-start-again = Redémarrer
train-pause = Pause
train-resume = Reprendre
train-reset = Réinitialiser
train-schedule = Le taux d'apprentissage suit le calendrier de l'article : il croît linéairement pendant les pas de préchauffage, puis décroît comme l'inverse de la racine carrée du pas (survolez un terme pour le trouver sur la page) :
train-recipe = La recette de { $task } (la même que celle d'attend train --task { $task }) : { $recipe }. Elle atteint au moins 99 % de correspondance exacte sur l'ensemble de validation quelle que soit la graine ; modifiez n'importe quel réglage pour essayer le vôtre.
train-recipe-model = d_model { $d_model }, { $heads } { $heads ->
        [one] tête
       *[other] têtes
    }, { $layers }+{ $layers } couches, d_ff { NUMBER($d_ff, useGrouping: 0) }
train-recipe-model-changed = d_model { $d_model }, { $heads } { $heads ->
        [one] tête
       *[other] têtes
    }, { $layers }+{ $layers } couches, d_ff { NUMBER($d_ff, useGrouping: 0) } ({ $changes })
train-recipe-settings = { $model } ; { $steps } pas, lot de { $batch }, préchauffage { $warmup }, facteur du taux d'apprentissage { NUMBER($factor, maximumFractionDigits: 6) }, lissage des étiquettes { NUMBER($smoothing, maximumFractionDigits: 6) }, dropout { NUMBER($dropout, maximumFractionDigits: 6) }
design-norm-first-true = pre-LN
design-scale-embeddings-false = plongements non multipliés par sqrt(d_model)
design-positional-encoding-false = pas d'encodage positionnel
design-causal-mask-false = pas de masque causal
design-tie-weights-true = plongements liés
train-list-separator = {", "}
train-pairs-recipe = Sur vos propres paires, la recette est choisie d'après leur nombre, comme attend train --pairs la choisit : laissez un réglage vide pour celui de la recette, ou donnez le vôtre.
train-placeholder-recipe = recette
train-placeholder-merges = d'après les données
train-pairs-legend = Vos propres paires de phrases
train-pairs-explain = Une paire par ligne : la phrase source, une tabulation, sa traduction. Le cœur apprend un seul vocabulaire byte-pair pour les deux côtés, met de côté un dixième des paires comme ensemble de validation et y évalue le modèle (BLEU et correspondance exacte).
train-pairs-limits = Au plus { $lines } lignes, { $mib } Mio, { $bytes } octets par ligne, en UTF-8.
train-pairs-label = paires de phrases, une par ligne : la source, une tabulation, la cible
train-pairs-upload = ou téléversez un fichier
train-pairs-read = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } : un dixième est mis de côté pour l'évaluation.
train-pairs-read-repeats = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } ({ $duplicates ->
        [one] { $duplicates } paire répétée écartée
       *[other] { $duplicates } paires répétées écartées
    }) : un dixième est mis de côté pour l'évaluation.
train-pairs-read-file = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } dans { $name } : un dixième est mis de côté pour l'évaluation.
train-pairs-read-file-repeats = { $pairs ->
        [one] { $pairs } paire lue
       *[other] { $pairs } paires lues
    } dans { $name } ({ $duplicates ->
        [one] { $duplicates } paire répétée écartée
       *[other] { $duplicates } paires répétées écartées
    }) : un dixième est mis de côté pour l'évaluation.
train-pairs-unread = Ces paires ne peuvent pas être lues : { $reason }
train-pairs-refused = Vos paires de phrases ne peuvent pas servir à l'entraînement : { $reason }
train-pairs-none = Collez d'abord des paires de phrases (une par ligne : la source, une tabulation, la cible) ou téléversez-en un fichier.
train-not-started = L'entraînement n'a pas pu démarrer : { $reason }
train-stopped = L'entraînement s'est arrêté au pas { $step } : { $reason }.
train-diverged = L'entraînement s'est arrêté au pas { $step } : il a divergé, la perte est devenue { NUMBER($loss, maximumFractionDigits: 4) } ; essayez un facteur de taux d'apprentissage plus bas ou un préchauffage plus long.
train-kept-last = Les poids de la dernière évaluation sont conservés.
train-not-stored = Le modèle entraîné n'a pas pu être conservé dans le stockage de ce navigateur : { $reason }
train-message-b = Exécution B : { $message }
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
train-run-name = { $run } : { $setting }
train-fact-status = état
train-fact-step = pas
train-fact-loss = perte
train-fact-lr = taux d'apprentissage
train-fact-speed = jetons/s
train-fact-eta = temps restant
train-fact-exact = correspondance exacte (validation)
train-fact-bleu = BLEU (validation)
train-fact-perplexity = perplexité (validation)
train-fact-accuracy = exactitude par jeton
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
train-chart-accuracy = exactitude sur l'ensemble de validation
train-chart-aer = taux d'erreur d'alignement (AER) de l'attention croisée (plus bas : elle regarde les mots qu'elle traduit)
train-chart-grads = norme du gradient par couche (avant écrêtage, échelle logarithmique)
train-chart-grads-a = norme du gradient par couche (avant écrêtage, échelle logarithmique), exécution A
train-axis-step = pas { $step }
train-series-loss = perte d'entraînement
train-series-held-loss = perte de validation
train-series-exact = correspondance exacte (en générant)
train-series-accuracy = exactitude par jeton (réponse fournie)
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
train-link-model = le modèle relie « { $target } » à « { $source } »
train-link-true = lien réel : « { $target } » traduit « { $source } »
train-notes-separator = {" ; "}
train-head = tête { $head }
train-tip-weight = tête { $head } : « { $target } » → « { $source } » : { $weight }
train-tip-weight-run = { $run }, tête { $head } : « { $target } » → « { $source } » : { $weight }
train-legend-model = l'alignement de chaque tête : pour chaque mot de sortie, le mot source le plus regardé, les sous-mots regroupés en mots (une ligne est marquée pour le mot qu'elle prédit)
train-legend-true = les liens réels avec lesquels cette paire a été construite
train-attention-heading = L'attention croisée pendant l'apprentissage
train-attention-explain = L'attention croisée de la dernière couche du décodeur sur le premier exemple de validation, la bonne réponse fournie en entrée (teacher forcing), rafraîchie à chaque évaluation. Sur la tâche « inversion », une anti-diagonale apparaît à mesure que chaque position de sortie apprend à lire son entrée symétrique.
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
train-export-hf = Exporter en dossier Hugging Face
train-export-hf-run = Exporter { $run } en dossier Hugging Face
train-snapshots = Les poids de chaque évaluation sont conservés ({ $kept } pour l'instant ; au plus { $most }, ou { $mib } Mio, au-delà de quoi un sur deux est abandonné) : dans le parcours pas à pas, le curseur « pas d'entraînement » en haut ramène chaque vue, cartes d'attention comprises, au modèle tel qu'il était alors. Regardez le motif d'attention se former.


## The tour

tour-button = Visite guidée
tour-button-resume = reprendre la visite
tour-progress = Visite : fiche { $n } sur { $total }
tour-predict = Votre prédiction :
tour-hint-figure = Cliquez sur votre réponse dans la figure encadrée (ou placez-vous sur une case et appuyez sur Entrée), ou choisissez-la ici :
tour-hint-choose = Choisissez votre réponse :
tour-choices = réponses
tour-working = Le modèle calcule…
tour-right = Exact.
tour-wrong = Pas tout à fait.
tour-back = ← précédente
tour-next = suivante →
tour-finish = terminer
tour-end = quitter la visite
tour-failed = La réponse n'a pas pu être calculée : { $reason }
tour-dimension = dimension { $dim }
tour-tokens-title = Les jetons
tour-tokens-text = Le modèle lit des nombres, pas des lettres : « { $text } » est découpé en { $count ->
    [one] un jeton
   *[other] { $count } jetons
  } (remplissage compris), et chacun devient son identifiant dans le vocabulaire.
tour-embed-title = Les plongements et leur échelle
tour-embed-text = Chaque identifiant choisit une ligne d'une table apprise : { $d } nombres par jeton, montrés en cases colorées. Ils sont multipliés par √d_model = { $scale }, pour ne pas être noyés par l'encodage positionnel ajouté ensuite.
tour-pe-title = L'encodage positionnel
tour-pe-text = L'attention seule ne connaît pas l'ordre des mots : un motif fixe d'ondes est donc ajouté à chaque position. Les lignes sont les positions, les colonnes les { $d } dimensions.
tour-pe-question = Quelle dimension (colonne) change le plus vite d'une position à la suivante ?
tour-pe-answer = La dimension { $dim } : sur les { $positions } positions de cette entrée, elle varie de { $moved } au total, plus que toute autre.
tour-pe-why = Les dimensions 0 et 1 sont un sinus et un cosinus de longueur d'onde 2π, la plus courte ; chaque paire suivante a une longueur d'onde plus grande, jusqu'à 10000·2π, si bien que les colonnes de droite changent à peine.
tour-scores-title = Une tête : requêtes, clés et scores
tour-scores-text = Couche 0 de l'encodeur, tête 0. Le vecteur de chaque jeton est multiplié par W_Q, W_K et W_V, ce qui donne une requête, une clé et une valeur de { $dk } nombres. La table des scores confronte la requête de « { $query } » à chaque clé par un produit scalaire q·k.
tour-scores-question = Quelle clé obtiendra le score le plus élevé face à la requête de « { $query } » ? Jugez d'après les requêtes et les clés ci-dessus, puis cliquez sur sa ligne dans la table ; les nombres apparaissent une fois que vous avez répondu.
tour-scores-answer = « { $key } », avec q·k = { $score }.
tour-scores-why = Un grand produit scalaire signifie que la requête et la clé pointent dans la même direction dans l'espace à { $dk } dimensions de cette tête : ce que ce jeton cherche, l'autre l'offre.
tour-softmax-title = Le softmax
tour-softmax-text = Les scores sont divisés par √d_k = { $scale }, ce qui évite la saturation du softmax, puis le softmax les change en poids ; la sortie de la tête est la somme des valeurs pondérées par ces poids.
tour-softmax-question = Quelle est la somme des poids de « { $query } » dans la colonne softmax ?
tour-softmax-one = exactement 1
tour-softmax-keys = { $count }, le nombre de clés
tour-softmax-varies = cela dépend des scores
tour-softmax-answer = Leur somme vaut { $sum }.
tour-softmax-why = Le softmax prend l'exponentielle de chaque score et divise par le total : les poids sont positifs et leur somme vaut 1 ; une clé masquée reçoit −∞, donc un poids nul.
tour-multihead-title = L'attention multi-têtes
tour-multihead-text = { $heads } têtes travaillent côte à côte, chacune sur ses propres { $dk } colonnes de Q, K et V, si bien que chacune peut chercher autre chose. Leurs sorties sont juxtaposées ({ $d } colonnes) puis mélangées par W_O.
tour-addnorm-title = Addition et normalisation
tour-addnorm-text = Autour de chaque sous-couche, l'entrée est ajoutée à la sortie (la connexion résiduelle), puis chaque ligne est normalisée à une moyenne de 0 et une variance de 1, avec un gain et un biais appris. { $order ->
    [pre] Ce modèle normalise avant chaque sous-couche (pre-LN).
   *[post] Ce modèle normalise après chaque sous-couche, comme l'article (post-LN).
  }
tour-ffn-title = Le réseau à propagation avant
tour-ffn-text = Le même réseau à deux couches s'applique à chaque position séparément : { $d } → { $dff } → { $d } nombres, avec une ReLU entre les deux. La figure encadrée est la couche cachée.
tour-ffn-question = Quelle part des { $total } valeurs cachées la ReLU met-elle à zéro ?
tour-ffn-few = moins d'un tiers
tour-ffn-half = entre un tiers et deux tiers
tour-ffn-most = plus de deux tiers
tour-ffn-answer = { $zeros } sur { $total }, soit { $share } %.
tour-ffn-why = La ReLU remplace chaque valeur négative par exactement 0 (les cases grises) : chaque position n'utilise qu'une partie des unités cachées, et pas les mêmes.
tour-encoder-title = La pile de l'encodeur
tour-encoder-text = L'encodeur répète sa couche { $layers } fois, chacune avec ses propres poids. La sortie de la dernière couche est la mémoire : ce que le décodeur lit de l'entrée.
tour-causal-title = Le masque causal
tour-causal-text = Le décodeur s'entraîne sur toute la cible à la fois, décalée d'un cran vers la droite. Le masque de son auto-attention décide quelles positions chaque position peut voir (1 visible, 0 caché).
tour-causal-question = Quelles cases le masque causal cache-t-il ? Cliquez-en une.
tour-causal-choice = « { $query } » regardant « { $key } »
tour-causal-answer = { $hidden } des { $total } cases sont cachées : toutes celles au-dessus de la diagonale, où une position regarderait une position ultérieure.
tour-causal-answer-other = { $hidden } des { $total } cases sont cachées.
tour-causal-why = Quand le modèle génère, les jetons suivants n'existent pas encore ; les cacher pendant l'entraînement lui apprend à prédire chaque jeton à partir des seuls précédents.
tour-cross-title = L'attention croisée
tour-cross-text = Couche { $layer } du décodeur, tête { $head } : les requêtes du décodeur lisent la mémoire de l'encodeur. Les lignes sont les positions du décodeur, les colonnes les jetons source ; plus c'est foncé, plus le poids est grand.
tour-cross-question = Dans la ligne qui prédit « { $word } » (son entrée est « { $input } »), quel jeton source reçoit le plus de poids ? Cliquez sur sa case.
tour-cross-answer = « { $key } », avec un poids de { $weight }.
tour-cross-why = L'attention croisée est l'endroit où la sortie revient sur l'entrée : la requête qui produit un mot lit surtout le mot source qu'il traduit (la vue 13 évalue l'alignement de chaque tête).
tour-ablate-title = Désactiver une tête
tour-ablate-text = Attention croisée, couche { $layer } du décodeur, tête { $head }. Une intervention modifie la passe en direct : le bouton encadré met la sortie de cette tête à zéro et relance le modèle.
tour-ablate-question = Cette tête désactivée, la sortie « { $output } » changera-t-elle ?
tour-ablate-same = elle reste la même
tour-ablate-changes = elle change
tour-ablate-answer-same = La sortie reste « { $after } » ; sa log-probabilité passe de { $was } à { $now }.
tour-ablate-answer-changes = La sortie devient « { $after } » (elle était « { $before } » ; log-probabilité { $was }, désormais { $now }).
tour-ablate-why = Cette tête est l'une des { $heads } de sa couche, et la connexion résiduelle porte le reste : une tête seule décide rarement de la sortie. L'analyse des têtes (vue 12) les désactive une à une.
tour-output-title = La distribution de sortie
tour-output-text = À chaque position, le dernier vecteur du décodeur passe par une couche linéaire qui donne { $vocab } logits, et un softmax les change en probabilités. À la position 0, le jeton le plus probable est « { $token } », avec une probabilité de { $prob }.
tour-greedy-title = Le décodage glouton
tour-greedy-text = La sortie se construit un jeton à la fois : le décodeur s'exécute sur ce qu'il a déjà produit, puis le jeton suivant est ajouté, jusqu'à <eos>.
tour-greedy-question = Après « { $prefix } », quel jeton le décodage glouton choisira-t-il ? Cliquez dessus dans la ligne de ce pas.
tour-greedy-answer = « { $token } » : logit { $logit }, probabilité { $prob }, la plus élevée.
tour-greedy-why = Le décodage glouton prend toujours le jeton le plus probable et ne revient jamais sur un choix.
tour-beam-title = La recherche en faisceau
tour-beam-text = La recherche en faisceau garde à chaque pas les { $beam } sorties partielles les plus probables au lieu d'une seule, et classe les sorties terminées par log-probabilité avec une pénalité de longueur.
tour-beam-question = Avec un faisceau de { $beam }, la recherche trouvera-t-elle une autre sortie que celle du décodage glouton, « { $greedy } » ?
tour-beam-same = la même sortie
tour-beam-different = une autre sortie
tour-beam-answer-same = La même : « { $text } », score { $score }.
tour-beam-answer-different = Une autre : « { $text } », score { $score }, là où le décodage glouton donnait « { $greedy } ».
tour-beam-why = Quand le jeton le plus probable à chaque pas mène aussi à la sortie la plus probable, les deux s'accordent ; la recherche en faisceau paie quand un choix moins bon au début mène à une meilleure sortie.
tour-train-title = Entraînez le vôtre
tour-train-text = Chaque vue a montré un modèle entraîné pour sa tâche. Ici, vous en entraînez un à partir de zéro, dans cet onglet : choisissez une tâche, lancez l'entraînement, et regardez la perte baisser et l'attention se former. Le modèle terminé rejoint le sélecteur de modèles, et chaque vue fonctionne avec lui.


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


## The paper's experiments

exp-title = Les expériences de l'article
exp-heading = Le tableau 3, exécuté dans cet onglet
exp-explain = Dans le tableau 3, l'article justifie sa conception : une tête ou plusieurs (A), des clés plus petites (B), la profondeur et la largeur (C), le dropout et le lissage des étiquettes (D), des positions apprises au lieu des sinusoïdes (E), et le grand modèle. Chaque ligne est ici le changement de l'article appliqué au modèle français–anglais de cette page dans le rapport même de l'article, entraîné avec plusieurs graines sur les fils d'entraînement, une exécution par fil, exactement comme attend experiment table3 l'entraîne ; le tableau se remplit à mesure que les exécutions se terminent.
exp-seeds = graines par ligne
exp-steps = pas de la ligne de base
exp-run-all = Exécuter toutes les lignes
exp-run-row = exécuter
exp-cancel = Annuler
exp-status = { $have } exécutions terminées sur { $need } ; { $running } en cours et { $queued } en attente, sur { $threads } fils.
exp-listing = Liste des lignes…
exp-cancelled = annulée
exp-failed = L'exécution { $run } s'est arrêtée : { $reason }
exp-runs = { $count ->
    [one] 1 graine
   *[other] { $count } graines
}
exp-change-base = la ligne de base
exp-change-learned = positions apprises
exp-change-rounded = { $change } ({ $exact } arrondi)
exp-positions-sinusoids = sinusoïdes
exp-positions-learned = apprises
exp-table-heading = Le tableau
exp-table-explain = Les réglages de chaque ligne (avec les symboles de l'article), puis sa perplexité (par sous-mot) et son BLEU sur l'ensemble de validation, la moyenne sur ses graines avec leur dispersion (écart type), et ses paramètres ; à côté, les chiffres de l'article sur newstest2013, et si le changement a fait varier le BLEU dans le même sens que dans l'article, au-delà de la dispersion des graines.
exp-col-row = ligne
exp-col-changes = le changement
exp-col-positions = positions
exp-col-steps = pas
exp-col-ppl = PPL
exp-col-bleu = BLEU
exp-col-runs = exécutions
exp-col-params = paramètres
exp-col-paper-ppl = PPL de l'article
exp-col-paper-bleu = BLEU de l'article
exp-col-paper-params = paramètres de l'article (millions)
exp-col-moved = comme l'article ?
exp-moved-agrees = concorde
exp-moved-opposite = l'inverse
exp-moved-within-spread = dans la dispersion
exp-moved-moved-here = a varié ici seulement
exp-says-agrees = La ligne { $row } a fait varier le BLEU de { $here } ici et de { $paper } dans l'article : dans le même sens.
exp-says-opposite = La ligne { $row } a fait varier le BLEU de { $here } ici et de { $paper } dans l'article : en sens inverse.
exp-says-within-spread = La ligne { $row } a fait varier le BLEU de { $here } ici, dans la dispersion de ses graines ; dans l'article, de { $paper }.
exp-says-moved-here = La ligne { $row } a fait varier le BLEU de { $here } ici, là où celui de l'article n'a pas bougé ({ $paper }).
exp-why-A = Les têtes : les mots de la tâche jouet s'alignent un à un, donc quelques têtes étroites trouvent chaque alignement.
exp-why-B = La taille des clés : des scores calculés sur moins de nombres distinguent moins de mots, ici comme dans l'article.
exp-why-C = La profondeur et la largeur : un modèle plus grand a plus à ajuster dans la même exécution courte.
exp-why-D = Le dropout et le lissage des étiquettes : en une exécution courte la grammaire répète rarement une phrase, il y a donc peu à apprendre par cœur et la régularisation freine surtout l'apprentissage.
exp-why-E = Les positions : les phrases sont courtes et leurs longueurs reviennent, donc une table de positions apprise s'apprend vite.
exp-why-big = Le grand modèle : plus large, plus de têtes, plus de dropout et trois fois plus de pas.
exp-chart-heading = Le BLEU en fonction des paramètres
exp-chart-here = ici : BLEU sur l'ensemble de validation (fr-en)
exp-chart-paper = l'article : BLEU sur newstest2013
exp-chart-x = paramètres (millions)
exp-export-json = Exporter en JSON
exp-export-csv = Exporter en CSV
exp-export-svg = Exporter en SVG
exp-model-name = Tableau 3, ligne { $row } ({ $changes }), graine { $seed }
