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
input-decoder-explain = Le décodeur produit la sortie un jeton à la fois. Il lit la sortie déjà produite, décalée d'un cran vers la droite : <bos> d'abord, si bien que la position t prédit le jeton t + 1. Le calcul ci-dessous utilise la sortie que le modèle a lui-même produite (décodage glouton), fournie en une seule fois.
input-tip-decoder = position { $position } du décodeur : « { $token } » a l'identifiant { $id }
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
addnorm-pre-ln = Ce modèle est pré-LN (norm_first) : la sous-couche lit LayerNorm(x), et sa sortie est ajoutée à x inchangé, x + Sublayer(LayerNorm(x)). Le flux x garde son échelle ; la normalisation ne sert qu'à alimenter la sous-couche.
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
encoder-explain = Chaque couche de l'encodeur est une auto-attention suivie du réseau à propagation avant, chacun enveloppé dans une addition et normalisation ; la sortie de l'une est l'entrée de la suivante, toujours un vecteur de { $d } nombres par jeton. La dernière sortie est la mémoire : les clés et les valeurs que lit chaque attention croisée du décodeur. Le tout sur une même échelle de couleurs ; à côté de chaque couche, son attention moyennée sur les têtes.
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


## The training panel


## The tour


## Figures: export and captions

