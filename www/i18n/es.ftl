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

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour

tour-button = Visita guiada
tour-button-resume = reanudar la visita
tour-progress = Visita: tarjeta { $n } de { $total }
tour-predict = Su predicción:
tour-hint-figure = Haga clic en su respuesta en la figura resaltada (o sitúese en una celda y pulse Intro), o elíjala aquí:
tour-hint-choose = Elija su respuesta:
tour-choices = respuestas
tour-working = El modelo está calculando…
tour-right = Correcto.
tour-wrong = No del todo.
tour-back = ← anterior
tour-next = siguiente →
tour-finish = terminar
tour-end = salir de la visita
tour-failed = No se pudo calcular la respuesta: { $reason }
tour-dimension = dimensión { $dim }
tour-tokens-title = Los tokens
tour-tokens-text = El modelo lee números, no letras: «{ $text }» se divide en { $count ->
    [one] un token
   *[other] { $count } tokens
  } (relleno incluido), y cada uno se convierte en su identificador en el vocabulario.
tour-embed-title = Los embeddings y su escala
tour-embed-text = Cada identificador elige una fila de una tabla aprendida: { $d } números por token, mostrados como casillas de color. Se multiplican por √d_model = { $scale } para que la codificación posicional que se suma después no los ahogue.
tour-pe-title = La codificación posicional
tour-pe-text = La atención por sí sola no conoce el orden de las palabras, así que a cada posición se le suma un patrón fijo de ondas. Las filas son posiciones; las columnas, las { $d } dimensiones.
tour-pe-question = ¿Qué dimensión (columna) cambia más rápido de una posición a la siguiente?
tour-pe-answer = La dimensión { $dim }: en las { $positions } posiciones de esta entrada varía { $moved } en total, más que ninguna otra.
tour-pe-why = Las dimensiones 0 y 1 son un seno y un coseno de longitud de onda 2π, la más corta; cada par siguiente tiene una longitud de onda mayor, hasta 10000·2π, de modo que las columnas de la derecha apenas cambian.
tour-scores-title = Una cabeza: consultas, claves y puntuaciones
tour-scores-text = Capa 0 del codificador, cabeza 0. El vector de cada token se multiplica por W_Q, W_K y W_V, lo que da una consulta, una clave y un valor de { $dk } números. La tabla puntúa la consulta de «{ $query }» frente a cada clave con un producto escalar q·k.
tour-scores-question = ¿Qué clave obtendrá la puntuación más alta frente a la consulta de «{ $query }»? Júzguelo por las consultas y claves de arriba y haga clic en su fila de la tabla; los números aparecen cuando responda.
tour-scores-answer = «{ $key }», con q·k = { $score }.
tour-scores-why = Un producto escalar grande significa que la consulta y la clave apuntan en la misma dirección en el espacio de { $dk } dimensiones de esta cabeza: lo que este token busca es lo que aquel ofrece.
tour-softmax-title = El softmax
tour-softmax-text = Las puntuaciones se dividen por √d_k = { $scale }, lo que evita que el softmax se sature, y el softmax las convierte en pesos; la salida de la cabeza es la suma de los valores ponderados por ellos.
tour-softmax-question = ¿Cuánto suman los pesos de «{ $query }» en la columna softmax?
tour-softmax-one = exactamente 1
tour-softmax-keys = { $count }, el número de claves
tour-softmax-varies = depende de las puntuaciones
tour-softmax-answer = Suman { $sum }.
tour-softmax-why = El softmax toma la exponencial de cada puntuación y divide por el total, así que los pesos son positivos y suman 1; una clave enmascarada recibe −∞ y peso 0.
tour-multihead-title = La atención multicabeza
tour-multihead-text = { $heads } cabezas trabajan en paralelo, cada una con sus propias { $dk } columnas de Q, K y V, de modo que cada una puede buscar algo distinto. Sus salidas se colocan una junto a otra ({ $d } columnas) y W_O las mezcla.
tour-addnorm-title = Add & Norm
tour-addnorm-text = Alrededor de cada subcapa, la entrada se suma a su salida (la conexión residual); después cada fila se normaliza a media 0 y varianza 1 y recibe una ganancia y un sesgo aprendidos. { $order ->
    [pre] Este modelo normaliza antes de cada subcapa (pre-LN).
   *[post] Este modelo normaliza después de cada subcapa, como el artículo (post-LN).
  }
tour-ffn-title = La red prealimentada
tour-ffn-text = La misma red de dos capas se aplica a cada posición por separado: { $d } → { $dff } → { $d } números, con una ReLU entre ellas. La figura resaltada es la capa oculta.
tour-ffn-question = ¿Qué parte de los { $total } valores ocultos pone a cero la ReLU?
tour-ffn-few = menos de un tercio
tour-ffn-half = entre un tercio y dos tercios
tour-ffn-most = más de dos tercios
tour-ffn-answer = { $zeros } de { $total }, es decir, el { $share } %.
tour-ffn-why = La ReLU convierte cada valor negativo en exactamente 0 (las celdas grises), así que cada posición usa solo una parte de las unidades ocultas, y no las mismas.
tour-encoder-title = La pila del codificador
tour-encoder-text = El codificador repite su capa { $layers } veces, cada una con sus propios pesos. La salida de la última capa es la memoria: lo que el decodificador lee de la entrada.
tour-causal-title = La máscara causal
tour-causal-text = El decodificador se entrena con todo el objetivo a la vez, desplazado una posición a la derecha. La máscara de su autoatención decide qué posiciones puede ver cada posición (1 visible, 0 oculta).
tour-causal-question = ¿Qué celdas oculta la máscara causal? Haga clic en una.
tour-causal-choice = «{ $query }» mirando a «{ $key }»
tour-causal-answer = { $hidden } de las { $total } celdas están ocultas: todas las que están por encima de la diagonal, donde una posición miraría a una posterior.
tour-causal-answer-other = { $hidden } de las { $total } celdas están ocultas.
tour-causal-why = Cuando el modelo genera, los tokens posteriores aún no existen; ocultarlos durante el entrenamiento le enseña a predecir cada token solo a partir de los anteriores.
tour-cross-title = La atención cruzada
tour-cross-text = Capa { $layer } del decodificador, cabeza { $head }: las consultas del decodificador leen la memoria del codificador. Las filas son posiciones del decodificador; las columnas, tokens de origen; cuanto más oscuro, más peso.
tour-cross-question = En la fila que predice «{ $word }» (su entrada es «{ $input }»), ¿qué token de origen recibe más peso? Haga clic en su celda.
tour-cross-answer = «{ $key }», con peso { $weight }.
tour-cross-why = La atención cruzada es donde la salida vuelve a mirar la entrada: la consulta que produce una palabra suele leer la palabra de origen que traduce (la vista 13 evalúa el alineamiento de cada cabeza).
tour-ablate-title = Apagar una cabeza
tour-ablate-text = Atención cruzada, capa { $layer } del decodificador, cabeza { $head }. Una intervención cambia la pasada en vivo: el botón resaltado pone a cero la salida de esta cabeza y vuelve a ejecutar el modelo.
tour-ablate-question = Con esta cabeza apagada, ¿cambiará la salida «{ $output }»?
tour-ablate-same = se queda igual
tour-ablate-changes = cambia
tour-ablate-answer-same = La salida sigue siendo «{ $after }»; su log-probabilidad pasa de { $was } a { $now }.
tour-ablate-answer-changes = La salida pasa a ser «{ $after }» (era «{ $before }»; log-probabilidad { $was }, ahora { $now }).
tour-ablate-why = Esta cabeza es una de las { $heads } de su capa, y la conexión residual lleva el resto: una sola cabeza rara vez decide la salida. El barrido de cabezas (vista 12) las apaga una a una.
tour-output-title = La distribución de salida
tour-output-text = En cada posición, el último vector del decodificador pasa por una capa lineal que da { $vocab } logits, y un softmax los convierte en probabilidades. En la posición 0, el token más probable es «{ $token }», con probabilidad { $prob }.
tour-greedy-title = La decodificación voraz
tour-greedy-text = La salida se construye token a token: el decodificador se ejecuta sobre lo que ya ha producido y se añade el token siguiente, hasta <eos>.
tour-greedy-question = Después de «{ $prefix }», ¿qué token elegirá la decodificación voraz? Haga clic en él en la fila de ese paso.
tour-greedy-answer = «{ $token }»: logit { $logit }, probabilidad { $prob }, la más alta.
tour-greedy-why = La decodificación voraz toma siempre el token más probable y nunca revisa una elección.
tour-beam-title = La búsqueda en haz
tour-beam-text = La búsqueda en haz conserva en cada paso las { $beam } salidas parciales más probables en lugar de una, y ordena las terminadas por log-probabilidad con una penalización por longitud.
tour-beam-question = Con un haz de { $beam }, ¿encontrará la búsqueda otra salida distinta de la voraz, «{ $greedy }»?
tour-beam-same = la misma salida
tour-beam-different = otra salida
tour-beam-answer-same = La misma: «{ $text }», puntuación { $score }.
tour-beam-answer-different = Otra: «{ $text }», puntuación { $score }, donde la decodificación voraz daba «{ $greedy }».
tour-beam-why = Cuando el token más probable de cada paso lleva también a la salida más probable, ambas coinciden; la búsqueda en haz compensa cuando una elección que parece peor al principio lleva a una salida mejor.
tour-train-title = Entrene el suyo
tour-train-text = Cada vista ha mostrado un modelo entrenado para su tarea. Aquí usted entrena uno desde cero, en esta pestaña: elija una tarea, inicie el entrenamiento y vea cómo baja la pérdida y se forma la atención. El modelo terminado se une al selector de modelos, y todas las vistas funcionan con él.


## Figures: export and captions

