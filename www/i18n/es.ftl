# Las palabras de attend en español: todo el texto que muestra la página. Los mismos mensajes, con
# los mismos argumentos, que el catálogo inglés (en.ftl); docs/i18n.md da los términos elegidos.

## The page: its title, header, controls and navigation, its status line and messages

page-title = attend: el Transformer, paso a paso
page-tagline = El Transformer de «Attention Is All You Need», calculado en directo en esta pestaña: escriba una entrada y recorra paso a paso una pasada hacia delante real de un modelo entrenado.
control-model = modelo
control-input = entrada
control-padding = relleno
control-run = Calcular
control-backend = motor
control-backend-auto = automático
control-running-on = calcula en
control-load-weights = cargar pesos…
control-export-weights = exportar pesos
control-language = idioma
nav-summary = el modelo y cada paso
nav-prev = ← anterior
nav-prev-label = ← anterior: el paso anterior
nav-next = siguiente →
nav-next-label = siguiente →: el paso siguiente
nav-hint = Las flechas del teclado (y, en una pantalla táctil, deslizar) también avanzan.
status-loading-model = cargando el modelo…
error-no-thread = Este navegador no puede iniciar el hilo del modelo: { $reason }
error-catalogue = No se pudieron leer las palabras de la página en «{ $language }» ({ $reason }); se queda en el idioma que tenía.
error-storage-read = No se pudieron leer del almacenamiento de este navegador los modelos entrenados antes: { $reason }
error-unexpected = Algo salió mal: { $reason }

## The diagram and what every view shares


## Views 1 to 9: input, embedding, positional encoding, attention, multi-head, add & norm, feed-forward, encoder, decoder

ffn-title = Red prealimentada (feed-forward)
ffn-edit-before = ¿Y si esta red
ffn-edit-after = se omitiera?
ffn-heading = Dos capas lineales con una ReLU entre ellas
ffn-explain = FFN(x) = max(0, x W₁ + b₁) W₂ + b₂, aplicada a cada posición por separado con los mismos pesos: { $d } → { $dff } → { $d }. La ReLU pone exactamente a cero cada valor oculto negativo, en gris: aquí { $zeros } de { $total } ({ $share } %).
ffn-input = entrada
ffn-hidden = oculta ({ $dff })
ffn-output = salida
ffn-arrow-first = → W₁, ReLU →
ffn-arrow-second = → W₂ →
ffn-tip-input = x[{ $row }][{ $col }] = { $value }
ffn-tip-hidden = oculta[{ $row }][{ $col }] = { $value }
ffn-tip-zero = oculta[{ $row }][{ $col }] = 0 (ReLU)
ffn-tip-output = salida[{ $row }][{ $col }] = { $value }

common-picker-stack = pila
common-picker-layer = capa
common-picker-head = cabeza
common-picker-query = consulta
common-picker-token = token
common-picker-sub-layer = subcapa
common-stack-encoder = codificador
common-stack-decoder = decodificador
common-sub-self = autoatención
common-sub-masked = autoatención enmascarada
common-sub-cross = atención cruzada
common-sub-ffn = prealimentada

input-title = Entrada: del texto a los tokens y a los ids
input-tokens-heading = Tokens e ids
input-tokens-explain =
    El modelo lee { $unit ->
        [word] palabras. Cada palabra
        [piece] subpalabras. Cada subpalabra
       *[character] caracteres. Cada carácter
    } de «{ $text }» se busca en el vocabulario de origen ({ $size } tokens) y se convierte en un id: la fila de la tabla de embeddings que leerá. Arriba, el token; en medio, su id; abajo, su posición.
input-tip-token = posición { $position }: «{ $token }» tiene el id { $id }
input-tip-pad = posición { $position }: relleno (id { $id }), oculto a toda atención
input-padding-heading = Relleno
input-padding-some =
    Las frases de un lote deben tener la misma longitud, así que las más cortas se completan con <pad> (id { $id }). Aquí se { $count ->
        [one] ha añadido { $count } token de relleno
       *[other] han añadido { $count } tokens de relleno
    } para mostrarlo: toda atención oculta las claves de relleno, de modo que la salida no cambia. Ajuste «relleno» arriba para añadir más o ninguno.
input-padding-none = Las frases de un lote deben tener la misma longitud, así que las más cortas se completan con <pad> (id { $id }), oculto a toda atención. Esta entrada no tiene relleno: ajuste «relleno» arriba para añadir algo y ver cómo cambian las máscaras.
input-ids = ids: [{ $ids }]  longitud { $length } de { $max } como máximo
input-decoder-heading = La entrada del decodificador
input-decoder-explain = El decodificador produce la salida token a token. Lee la salida obtenida hasta ahora, desplazada una posición a la derecha: primero <bos>, de modo que la posición t predice el token t + 1. La pasada de abajo usa la salida que produjo el propio modelo (decodificación voraz), introducida de una vez.
input-tip-decoder = posición { $position } del decodificador: «{ $token }» tiene el id { $id }
input-pieces-heading = De palabras a subpalabras
input-pieces-explain =
    Como los modelos de traducción del artículo (sección 5.1), este lee subpalabras de codificación por pares de bytes (BPE): partiendo de las letras, { $merges ->
        [one] la { $merges } fusión aprendida de su texto de entrenamiento une
       *[other] las { $merges } fusiones aprendidas de su texto de entrenamiento unen
    } una y otra vez el par de símbolos más frecuente, de modo que las palabras comunes se convierten en una sola subpalabra y las raras en unas pocas. Una subpalabra marcada con { $mark } continúa en la siguiente. Un único vocabulario de { $size } subpalabras sirve por igual al francés y al inglés. Haga clic en una subpalabra para ver las fusiones que la construyeron.
input-merges =
    Cómo se construyó «{ $piece }»: { $count ->
        [one] { $count } fusión
       *[other] { $count } fusiones
    }, en el orden en que se aprendieron (</w> marca el final de una palabra).
input-merges-none = «{ $piece }» es un solo carácter: ninguna fusión lo construyó.

embed-title = Embeddings (incrustaciones)
embed-heading = Un vector por token
embed-explain = Cada id selecciona una fila de la tabla de embeddings aprendida ({ $width } números por token, d_model = { $d }). Cada casilla es un número: rojo si es positivo, azul si es negativo, blanco cerca de cero. Pase el puntero sobre una casilla para ver su valor.
embed-tip = { $token } (posición { $position }), dim. { $dim }: { $value }
embed-scaled-heading = Escalados por √d_model
embed-scaled-explain = El artículo multiplica los embeddings por √d_model = √{ $d } = { $scale } (sección 3.4), para que no queden ahogados por las codificaciones posicionales que se suman a continuación. Para «{ $token }», la fila de la tabla empieza por { $raw }; multiplicada por { $scale } da { $scaled }: las casillas de arriba.
embed-unscaled-heading = Sin escalar
embed-unscaled-explain = El artículo multiplica los embeddings por √d_model = { $scale } (sección 3.4), para que no queden ahogados por las codificaciones posicionales que se suman a continuación. Este modelo se entrenó sin ese factor: las casillas de arriba son las filas de la tabla tal cual, y son pequeñas al lado de las codificaciones (compárelas con la vista siguiente).

pe-title = Codificación posicional
pe-none = Este modelo se entrenó sin codificación posicional: no se suma nada a sus embeddings (la PE de abajo es toda ceros), así que cada pila ve sus tokens como un conjunto y no puede saber su orden. Las ondas de más abajo son las que suma el artículo.
pe-edit-lead = ¿Y si no hubiera codificación posicional
pe-edit-side-src = en el origen?
pe-edit-side-tgt = en el destino?
pe-edit-side-both = en el origen y el destino?
pe-heading = Dónde está cada token
pe-explain = La atención por sí sola no conoce el orden de las palabras, así que a cada posición se le suma un patrón fijo: senos en las dimensiones pares y cosenos en las impares (pase el puntero sobre un término de la fórmula para encontrarlo abajo). Las filas son posiciones; las columnas, las { $d } dimensiones: ondas rápidas a la izquierda, lentas a la derecha.
pe-tip = PE(posición { $position }, dim. { $dim }) = { $value }
pe-waves-heading = Sinusoides de algunas dimensiones
pe-waves-explain =
    Cada dimensión es una onda a lo largo de las posiciones, con su propia longitud de onda, desde 2π hasta 10000·2π, trazada a partir de la fórmula hasta max_len = { $maxLen }. Los puntos son los valores que { $who ->
        [paper] sumaría el artículo
       *[model] sumó el modelo
    } en las posiciones de esta entrada, sobre las ondas.
pe-dims-label = dimensiones (hasta 6, separadas por comas)
pe-dims-aria = dimensiones que trazar
pe-bad-dims = No es una dimensión de este modelo (de 0 a { $last }): { $bad }
pe-dim = dim. { $dim }
pe-chart-position = posición { $position }
pe-chart-value = PE
pe-similar-heading = Las posiciones cercanas se parecen
pe-similar-explain = La similitud coseno de cada par de vectores de posición: máxima en la diagonal y decreciente con la distancia, de modo que el modelo puede distinguir lo cercano de lo lejano; y PE(pos + k) es una función lineal de PE(pos).
pe-similar-tip = posiciones { $first } y { $second }: coseno { $value }
pe-sum-heading = Embedding + PE = entrada
pe-sum-explain = La entrada del codificador es el embedding escalado más la codificación posicional, elemento a elemento. Para «{ $token }» en la posición { $position }:
pe-sum-embedding = embedding
pe-sum-pe = PE
pe-sum-input = entrada
pe-tip-dim = dim. { $dim }: { $value }

attention-title = Autoatención, una cabeza
attention-edit-head = ¿Y si la cabeza { $head }
attention-edit-off = estuviera apagada?
attention-edit-pattern-uniform = atendiera de forma uniforme?
attention-edit-pattern-itself = atendiera a su propia posición?
attention-edit-pattern-previous = atendiera al token anterior?
attention-edit-mask = ¿Y si la máscara
attention-edit-see-future = dejara ver el futuro al decodificador?
attention-edit-padding = no ocultara el relleno?
attention-qkv-heading = Consultas, claves y valores
attention-qkv-explain =
    { $stack ->
        [decoder] Capa { $layer } del decodificador, cabeza { $head }. Esta es la autoatención enmascarada del decodificador: un token solo puede mirarse a sí mismo y a los tokens anteriores.
       *[encoder] Capa { $layer } del codificador, cabeza { $head }.
    } El vector x de cada token ({ $d } números) se multiplica por tres matrices aprendidas, W_Q, W_K y W_V. Esta cabeza usa { $dk } de las { $d } columnas de cada una: una consulta (lo que busca este token), una clave (aquello por lo que se le puede encontrar) y un valor (lo que transmite).
attention-tip-x = x[{ $token }][{ $dim }] = { $value }
attention-tip-q = q[{ $token }][{ $dim }] = { $value }
attention-tip-k = k[{ $token }][{ $dim }] = { $value }
attention-tip-v = v[{ $token }][{ $dim }] = { $value }
attention-table-heading = La tabla de puntuaciones de «{ $token }»
attention-table-explain = Se puntúa cada clave frente a esta consulta con un producto escalar q·k, se divide por √d_k = { $root } para que el softmax no se sature, las puntuaciones se convierten con un softmax en pesos que suman 1 (las claves enmascaradas reciben −∞, es decir, peso 0), se pondera cada valor por su peso y se suman: la salida z de la cabeza para «{ $token }».
attention-col-key = clave
attention-col-softmax = softmax
attention-masked = −∞ (enmascarada)
attention-sum = suma
attention-tip-weighted = { $weight } × v[{ $key }][{ $dim }] = { $value }
attention-tip-z = z[{ $token }][{ $dim }] = { $value }
attention-matrix-heading = Lo mismo para todos los tokens a la vez
attention-matrix-explain = En forma matricial, todas las consultas se puntúan a la vez, como lo escribe el artículo (pase el puntero sobre un término para encontrarlo abajo). Cada fila de los pesos es una fila de la tabla de arriba.
attention-matrix-q = Q
attention-matrix-kt = Kᵀ (K mostrada con una fila por clave)
attention-matrix-scores = puntuaciones
attention-matrix-scaled = ÷ √{ $dk }, enmascaradas
attention-matrix-weights = pesos
attention-matrix-v = V
attention-matrix-z = Z
attention-op-softmax = → softmax →
attention-tip-score = q[{ $query }]·k[{ $key }] = { $value }
attention-tip-hidden = { $query } no puede ver { $key }
attention-tip-weight = { $query } → { $key }: { $value }

multihead-title = Atención multicabeza
multihead-heading =
    { $h ->
        [one] { $h } cabeza, que mira a su manera
       *[other] { $h } cabezas, cada una mirando a su manera
    }
multihead-explain =
    Capa { $layer } del { $stack ->
        [decoder] decodificador
       *[encoder] codificador
    }, autoatención. Las { $h } cabezas trabajan en paralelo, cada una sobre su propio tramo de { $dk } columnas de Q, K y V, de modo que cada una puede atender a cosas distintas. Sus pesos (arriba) y sus salidas Z (abajo):
multihead-head = cabeza { $head }
multihead-switch-off = apagar
multihead-tip-weight = cabeza { $head }: { $query } → { $key }: { $value }
multihead-tip-z = Z{ $head }[{ $token }][{ $dim }] = { $value }
multihead-concat-heading = Concatenar y luego mezclar con W_O
multihead-concat-explain = Las salidas de las cabezas se colocan una al lado de otra ({ $h } × { $dk } = { $d } columnas) y se multiplican por una matriz aprendida más, W_O ({ $d } × { $d }), que mezcla lo que encontraron las cabezas. El resultado es la salida de la subcapa de atención: un vector de { $d } números por token.
multihead-concat-title = concat(Z0..Z{ $last })
multihead-tip-concat = cabeza { $head }, { $token }, columna { $col }: { $value }
multihead-op-wo = × W_O =
multihead-output-title = salida de la atención
multihead-tip-out = salida[{ $token }][{ $dim }] = { $value }

addnorm-title = Suma y normalización (Add & Norm)
addnorm-stats-mean = LayerNorm: se resta la media
addnorm-stats-std = , se divide por la desviación típica
addnorm-stats-rest = { " " }y luego se aplican la ganancia γ y el sesgo β aprendidos:
addnorm-pre-ln = Este modelo es pre-LN (norm_first): la subcapa lee LayerNorm(x), y su salida se suma a x sin cambios, x + Sublayer(LayerNorm(x)). El flujo x conserva su escala; la normalización solo alimenta la subcapa.
addnorm-post-ln = Este modelo es post-LN, como en el artículo: LayerNorm(x + Sublayer(x)). La conexión residual suma la salida de la subcapa a su entrada, de modo que la información y los gradientes tienen un camino directo a través de la pila; después, la normalización de capa reescala el vector de cada token a media 0 y varianza 1 (y luego aplica una ganancia y un sesgo aprendidos).
addnorm-edit-lead =
    ¿Y si { $sub ->
        [self] la autoatención
        [masked] la autoatención enmascarada
        [cross] la atención cruzada
       *[ffn] la red prealimentada
    }
addnorm-edit-bypass = se omitiera? (su salida a cero: la conexión residual transmite x sola)
addnorm-heading =
    La conexión residual y la normalización de capa en torno a { $sub ->
        [self] la autoatención
        [masked] la autoatención enmascarada
        [cross] la atención cruzada
       *[ffn] la red prealimentada
    }
addnorm-op-sub =
    → { $sub ->
        [self] autoatención
        [masked] autoatención enmascarada
        [cross] atención cruzada
       *[ffn] red prealimentada
    } →
addnorm-op-sum = x + subcapa =
addnorm-x = x
addnorm-layernorm-x = LayerNorm(x)
addnorm-layernorm = LayerNorm
addnorm-sublayer = subcapa
addnorm-sum = x + subcapa
addnorm-sum-before = x + subcapa (antes de la normalización)
addnorm-norm-of-sum = LayerNorm(x + subcapa)
addnorm-norm-input =
    LayerNorm(x) (la entrada de { $sub ->
        [self] la autoatención
        [masked] la autoatención enmascarada
        [cross] la atención cruzada
       *[ffn] la red prealimentada
    })
addnorm-tip-x = x[{ $token }][{ $dim }] = { $value }
addnorm-tip-sublayer = subcapa[{ $token }][{ $dim }] = { $value }
addnorm-tip-sum = suma[{ $token }][{ $dim }] = { $value }
addnorm-tip-norm = norm[{ $token }][{ $dim }] = { $value }
addnorm-every-heading = Cada token
addnorm-every-explain = Lo mismo para cada token de la frase, de forma independiente: una fila por token (a la izquierda, la suma; a la derecha, el resultado normalizado).

encoder-title = La pila del codificador
encoder-heading =
    { $layers ->
        [one] { $layers } capa
       *[other] { $layers } capas idénticas
    }
encoder-explain = Cada capa del codificador es autoatención seguida de la red prealimentada, cada una envuelta en una suma y normalización; la salida de una es la entrada de la siguiente, siempre un vector de { $d } números por token. La última salida es la memoria: las claves y los valores que lee cada atención cruzada del decodificador. Todo en una misma escala de colores; junto a cada capa, su atención promediada sobre las cabezas.
encoder-stage-input = entrada (embedding + PE)
encoder-stage-layer = tras la capa { $layer }
encoder-stage-norm = LayerNorm final
encoder-tip = { $stage }, { $token }, dim. { $dim }: { $value }
encoder-mean-title = atención (media de las cabezas)
encoder-tip-attention = capa { $layer }: { $query } → { $key }: { $value }
encoder-memory =
    memoria = { $from ->
        [norm] la normalización final
       *[layer] la salida de la capa { $layer }
    }, { $shape }.

decoder-title = El decodificador: máscaras y atención cruzada
decoder-shift-heading = Desplazado a la derecha
decoder-shift-explain = Durante el entrenamiento, el decodificador ve todo el destino a la vez, desplazado una posición a la derecha, y aprende a predecir el token siguiente en cada posición. Aquí el destino es la propia salida del modelo:
decoder-row-input = entrada del decodificador
decoder-row-predicts = predice
decoder-masks-heading = Las máscaras
decoder-masks-causal = A la izquierda: la máscara causal de la autoatención del decodificador. La posición t solo puede mirar posiciones hasta t, nunca tokens que aún no ha producido (1 = visible, 0 = oculto). A la derecha: la máscara de la atención cruzada: cada posición del decodificador puede mirar cada token de origen, salvo el relleno.
decoder-masks-not-causal = A la izquierda: la máscara de la autoatención del decodificador. Este modelo se entrenó sin la máscara causal, así que la posición t puede mirar todas las posiciones, incluidos los tokens que debe predecir (1 = visible, 0 = oculto): alimentado con la respuesta, aprendió a copiar el token siguiente, y al generar, cuando no hay respuesta que leer, falla. A la derecha: la máscara de la atención cruzada: cada posición del decodificador puede mirar cada token de origen, salvo el relleno.
decoder-mask-causal-title = máscara causal de la autoatención
decoder-mask-self-title = máscara de la autoatención (no causal)
decoder-mask-cross-title = máscara de la atención cruzada (relleno)
decoder-tip-may-see = { $query } puede ver { $key }
decoder-tip-may-not-see = { $query } no puede ver { $key }
decoder-self-heading =
    { $causal ->
        [yes] Autoatención enmascarada
       *[no] Autoatención
    } (capa { $layer }, cabeza { $head })
decoder-self-causal = Las puntuaciones por encima de la diagonal se ponen a −∞ antes del softmax, así que sus pesos son exactamente 0:
decoder-self-not-causal = En este modelo no se oculta nada por encima de la diagonal: cada posición puede atender a los tokens que la siguen.
decoder-tip-weight = { $query } → { $key }: { $value }
decoder-cross-heading = Atención cruzada (capa { $layer }, cabeza { $head })
decoder-cross-explain = Las consultas vienen del decodificador; las claves y los valores, de la memoria del codificador. Aquí es donde la salida vuelve la vista a la entrada: para cada posición de salida, qué tokens de origen lee.
decoder-score-table = La tabla de puntuaciones de la posición { $position } del decodificador («{ $token }») frente a la memoria:

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

