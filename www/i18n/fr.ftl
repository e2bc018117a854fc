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

tour-button = Visite guidée
tour-button-resume = reprendre la visite
tour-progress = Visite : fiche { $n } sur { $total }
tour-predict = Votre prédiction :
tour-hint-figure = Cliquez votre réponse dans la figure encadrée (ou placez-vous sur une cellule et appuyez sur Entrée), ou choisissez-la ici :
tour-hint-choose = Choisissez votre réponse :
tour-choices = réponses
tour-working = Le modèle calcule…
tour-right = Exact.
tour-wrong = Pas tout à fait.
tour-back = ← précédente
tour-next = suivante →
tour-finish = terminer
tour-end = quitter la visite
tour-failed = La réponse n'a pas pu être calculée : { $reason }
tour-dimension = dimension { $dim }
tour-tokens-title = Les jetons
tour-tokens-text = Le modèle lit des nombres, pas des lettres : « { $text } » est découpé en { $count ->
    [one] un jeton
   *[other] { $count } jetons
  } (remplissage compris), et chacun devient son identifiant dans le vocabulaire.
tour-embed-title = Les plongements et leur échelle
tour-embed-text = Chaque identifiant choisit une ligne d'une table apprise : { $d } nombres par jeton, montrés en cases colorées. Ils sont multipliés par √d_model = { $scale }, pour ne pas être noyés par l'encodage positionnel ajouté ensuite.
tour-pe-title = L'encodage positionnel
tour-pe-text = L'attention seule ne connaît pas l'ordre des mots : un motif fixe d'ondes est donc ajouté à chaque position. Les lignes sont les positions, les colonnes les { $d } dimensions.
tour-pe-question = Quelle dimension (colonne) change le plus vite d'une position à la suivante ?
tour-pe-answer = La dimension { $dim } : sur les { $positions } positions de cette entrée, elle varie de { $moved } au total, plus que toute autre.
tour-pe-why = Les dimensions 0 et 1 sont un sinus et un cosinus de longueur d'onde 2π, la plus courte ; chaque paire suivante a une longueur d'onde plus grande, jusqu'à 10000·2π, si bien que les colonnes de droite changent à peine.
tour-scores-title = Une tête : requêtes, clés et scores
tour-scores-text = Couche 0 de l'encodeur, tête 0. Le vecteur de chaque jeton est multiplié par W_Q, W_K et W_V, ce qui donne une requête, une clé et une valeur de { $dk } nombres. Le tableau confronte la requête de « { $query } » à chaque clé par un produit scalaire q·k.
tour-scores-question = Quelle clé obtiendra le score le plus élevé face à la requête de « { $query } » ? Jugez d'après les requêtes et les clés ci-dessus, puis cliquez sa ligne du tableau ; les nombres apparaissent une fois que vous avez répondu.
tour-scores-answer = « { $key } », avec q·k = { $score }.
tour-scores-why = Un grand produit scalaire signifie que la requête et la clé pointent dans la même direction dans l'espace à { $dk } dimensions de cette tête : ce que ce jeton cherche, l'autre l'offre.
tour-softmax-title = Le softmax
tour-softmax-text = Les scores sont divisés par √d_k = { $scale }, ce qui évite la saturation du softmax, puis le softmax les change en poids ; la sortie de la tête est la somme des valeurs pondérées par ces poids.
tour-softmax-question = Quelle est la somme des poids de « { $query } » dans la colonne softmax ?
tour-softmax-one = exactement 1
tour-softmax-keys = { $count }, le nombre de clés
tour-softmax-varies = cela dépend des scores
tour-softmax-answer = Leur somme vaut { $sum }.
tour-softmax-why = Le softmax prend l'exponentielle de chaque score et divise par le total : les poids sont positifs et leur somme vaut 1 ; une clé masquée reçoit −∞, donc un poids nul.
tour-multihead-title = L'attention multi-têtes
tour-multihead-text = { $heads } têtes travaillent côte à côte, chacune sur ses propres { $dk } colonnes de Q, K et V, si bien que chacune peut chercher autre chose. Leurs sorties sont juxtaposées ({ $d } colonnes) puis mélangées par W_O.
tour-addnorm-title = Add & Norm
tour-addnorm-text = Autour de chaque sous-couche, l'entrée est ajoutée à la sortie (la connexion résiduelle), puis chaque ligne est normalisée à une moyenne de 0 et une variance de 1, avec un gain et un biais appris. { $order ->
    [pre] Ce modèle normalise avant chaque sous-couche (pre-LN).
   *[post] Ce modèle normalise après chaque sous-couche, comme l'article (post-LN).
  }
tour-ffn-title = Le réseau à propagation avant
tour-ffn-text = Le même réseau à deux couches s'applique à chaque position séparément : { $d } → { $dff } → { $d } nombres, avec une ReLU entre les deux. La figure encadrée est la couche cachée.
tour-ffn-question = Quelle part des { $total } valeurs cachées la ReLU met-elle à zéro ?
tour-ffn-few = moins d'un tiers
tour-ffn-half = entre un tiers et deux tiers
tour-ffn-most = plus de deux tiers
tour-ffn-answer = { $zeros } sur { $total }, soit { $share } %.
tour-ffn-why = La ReLU remplace chaque valeur négative par exactement 0 (les cases grises) : chaque position n'utilise qu'une partie des unités cachées, et pas les mêmes.
tour-encoder-title = La pile de l'encodeur
tour-encoder-text = L'encodeur répète sa couche { $layers } fois, chacune avec ses propres poids. La sortie de la dernière couche est la mémoire : ce que le décodeur lit de l'entrée.
tour-causal-title = Le masque causal
tour-causal-text = Le décodeur s'entraîne sur toute la cible à la fois, décalée d'un cran vers la droite. Le masque de son auto-attention décide quelles positions chaque position peut voir (1 visible, 0 caché).
tour-causal-question = Quelles cases le masque causal cache-t-il ? Cliquez-en une.
tour-causal-choice = « { $query } » regardant « { $key } »
tour-causal-answer = { $hidden } des { $total } cases sont cachées : toutes celles au-dessus de la diagonale, où une position regarderait une position ultérieure.
tour-causal-answer-other = { $hidden } des { $total } cases sont cachées.
tour-causal-why = Quand le modèle génère, les jetons suivants n'existent pas encore ; les cacher pendant l'entraînement lui apprend à prédire chaque jeton à partir des seuls précédents.
tour-cross-title = L'attention croisée
tour-cross-text = Couche { $layer } du décodeur, tête { $head } : les requêtes du décodeur lisent la mémoire de l'encodeur. Les lignes sont les positions du décodeur, les colonnes les jetons source ; plus c'est foncé, plus le poids est grand.
tour-cross-question = Dans la ligne qui prédit « { $word } » (son entrée est « { $input } »), quel jeton source reçoit le plus de poids ? Cliquez sa case.
tour-cross-answer = « { $key } », avec un poids de { $weight }.
tour-cross-why = L'attention croisée est l'endroit où la sortie revient sur l'entrée : la requête qui produit un mot lit surtout le mot source qu'il traduit (la vue 13 évalue l'alignement de chaque tête).
tour-ablate-title = Éteindre une tête
tour-ablate-text = Attention croisée, couche { $layer } du décodeur, tête { $head }. Une intervention modifie la passe en direct : le bouton encadré met la sortie de cette tête à zéro et relance le modèle.
tour-ablate-question = Cette tête éteinte, la sortie « { $output } » changera-t-elle ?
tour-ablate-same = elle reste la même
tour-ablate-changes = elle change
tour-ablate-answer-same = La sortie reste « { $after } » ; sa log-probabilité passe de { $was } à { $now }.
tour-ablate-answer-changes = La sortie devient « { $after } » (elle était « { $before } » ; log-probabilité { $was }, désormais { $now }).
tour-ablate-why = Cette tête est l'une des { $heads } de sa couche, et la connexion résiduelle porte le reste : une tête seule décide rarement de la sortie. Le balayage des têtes (vue 12) les éteint une à une.
tour-output-title = La distribution de sortie
tour-output-text = À chaque position, le dernier vecteur du décodeur passe par une couche linéaire qui donne { $vocab } logits, et un softmax les change en probabilités. À la position 0, le jeton le plus probable est « { $token } », avec une probabilité de { $prob }.
tour-greedy-title = Le décodage glouton
tour-greedy-text = La sortie se construit un jeton à la fois : le décodeur s'exécute sur ce qu'il a déjà produit, puis le jeton suivant est ajouté, jusqu'à <eos>.
tour-greedy-question = Après « { $prefix } », quel jeton le décodage glouton choisira-t-il ? Cliquez-le dans la ligne de cette étape.
tour-greedy-answer = « { $token } » : logit { $logit }, probabilité { $prob }, la plus élevée.
tour-greedy-why = Le décodage glouton prend toujours le jeton le plus probable et ne revient jamais sur un choix.
tour-beam-title = La recherche en faisceau
tour-beam-text = La recherche en faisceau garde à chaque étape les { $beam } sorties partielles les plus probables au lieu d'une seule, et classe les sorties terminées par log-probabilité avec une pénalité de longueur.
tour-beam-question = Avec un faisceau de { $beam }, la recherche trouvera-t-elle une autre sortie que celle du décodage glouton, « { $greedy } » ?
tour-beam-same = la même sortie
tour-beam-different = une autre sortie
tour-beam-answer-same = La même : « { $text } », score { $score }.
tour-beam-answer-different = Une autre : « { $text } », score { $score }, là où le décodage glouton donnait « { $greedy } ».
tour-beam-why = Quand le jeton le plus probable à chaque étape mène aussi à la sortie la plus probable, les deux s'accordent ; la recherche en faisceau paie quand un choix moins bon au début mène à une meilleure sortie.
tour-train-title = Entraînez le vôtre
tour-train-text = Chaque vue a montré un modèle entraîné pour sa tâche. Ici, vous en entraînez un à partir de zéro, dans cet onglet : choisissez une tâche, lancez l'entraînement, et regardez la perte baisser et l'attention se former. Le modèle terminé rejoint le sélecteur de modèles, et chaque vue fonctionne avec lui.


## Figures: export and captions

