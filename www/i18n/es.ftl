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

train-title = Entrene el suyo
train-heading = Entrenar un Transformer en esta pestaña
train-explain = Elija una tarea y pulse Iniciar: se inicializa un modelo nuevo y se entrena aquí mismo como lo entrena el artículo (Adam con β₂ = 0,98, el calentamiento y luego una tasa de aprendizaje de raíz cuadrada inversa, suavizado de etiquetas, dropout donde la receta de la tarea lo mantiene, recorte del gradiente en 1), en WebGPU o en la CPU según indica el ajuste de motor de arriba. Cada cierto tiempo se evalúan ejemplos del conjunto reservado; puede pausar cuando quiera. El modelo entrenado se une al selector de modelos, de modo que todo el recorrido funciona con él, y se guarda en este navegador.
train-setting-task = tarea
train-setting-preset = tamaño del modelo
train-setting-steps = pasos
train-setting-batch-size = tamaño del lote
train-setting-warmup = pasos de calentamiento
train-setting-lr-factor = factor de la tasa de aprendizaje
train-setting-label-smoothing = suavizado de etiquetas
train-setting-dropout = dropout
train-setting-seed = semilla
train-setting-eval-every = evaluar cada
train-setting-threads = hilos de CPU
train-setting-bpe-merges = fusiones byte-pair
train-setting-norm-first = normalización de capa
train-setting-scale-embeddings = escala de los embeddings
train-setting-positional-encoding = codificación posicional
train-setting-causal-mask = máscara del decodificador
train-setting-tie-weights = embeddings y capa de salida
train-setting-value = { $setting } { $value }
train-value-preset-recipe = la receta de la tarea
train-value-preset-tiny = diminuto (d 32, 2+2 capas)
train-value-preset-small = pequeño (d 128, 3+3 capas)
train-value-norm-first-false = post-LN (artículo)
train-value-norm-first-true = pre-LN
train-value-scale-embeddings-true = × √d_model (artículo)
train-value-scale-embeddings-false = ninguna
train-value-positional-encoding-true = sinusoidal (artículo)
train-value-positional-encoding-false = ninguna
train-value-causal-mask-true = causal (artículo)
train-value-causal-mask-false = ninguna (ve el futuro)
train-value-tie-weights-true = una matriz (artículo; requiere un solo vocabulario)
train-value-tie-weights-false = tres matrices
train-look-preset = Un modelo más grande tiene más que ajustar con los mismos pasos: compare los pasos que necesita cada uno y el tiempo por paso.
train-look-norm-first = El pre-LN deja sin normalizar el flujo residual y pone una normalización antes de cada subcapa, lo que permite a los gradientes llegar directamente a las primeras capas; compare cuán pronto baja cada pérdida y las normas de los gradientes.
train-look-scale-embeddings = Sin la escala, los embeddings (inicializados pequeños) quedan dominados por las codificaciones posicionales a las que se suman; compare la rapidez con que cada ejecución empieza a aprender.
train-look-positional-encoding = Sin codificación posicional, la atención ve los tokens como un conjunto: nada dice al modelo dónde está una letra, así que una tarea que depende del orden, como reverse, no puede aprenderse y no se forma ninguna antidiagonal.
train-look-causal-mask = Sin la máscara causal, el decodificador recibe la respuesta que debe predecir y aprende a copiar el siguiente token de entrada: su precisión por token (medida con la respuesta dada) sube al 100 % mientras su coincidencia exacta (al generar, un token cada vez, sin respuesta que leer) se queda cerca de 0.
train-look-tie-weights = Compartida, una sola matriz es a la vez embeddings y capa de salida, así que el modelo tiene menos parámetros y el vector de cada token aprende al leerlo y al escribirlo; compare el número de parámetros y la rapidez con que aprende cada ejecución.
train-look-label-smoothing = El suavizado de etiquetas impide que el modelo esté seguro: su pérdida no puede bajar del suelo del suavizado, mientras que lo que cuenta es la precisión.
train-look-warmup = El calentamiento deja que las estimaciones de Adam se asienten antes de que la tasa de aprendizaje sea grande; sin él, los primeros pasos son los mayores y el entrenamiento puede estancarse o divergir.
train-task-pairs = sus propios pares de frases
train-threads-tip = En la CPU, cada lote se divide en tantas partes, calculadas a la vez en otros tantos hilos; sus gradientes suman el del lote entero. El lote se divide en trozos de longitudes parecidas para los hilos, cada uno con sus propias máscaras de dropout, así que los números pueden depender de este ajuste. WebGPU toma lotes enteros.
train-compare = Comparar
train-compare-beside = junto a esta ejecución
train-compare-none = sin segunda ejecución
train-compare-differing = una segunda ejecución que difiere en: { $setting }
train-other-has = la segunda ejecución tiene
train-other-label = { $setting } de la segunda ejecución
train-start = Iniciar
train-start-again = Volver a iniciar
train-pause = Pausar
train-resume = Reanudar
train-reset = Restablecer
train-schedule = La tasa de aprendizaje sigue el calendario del artículo: crece linealmente durante los pasos de calentamiento y luego decrece como la inversa de la raíz cuadrada del paso (pase el puntero sobre un término para encontrarlo en la página):
train-recipe = La receta de { $task } (la misma que la de attend train --task { $task }): { $recipe }. Alcanza al menos un 99 % de coincidencia exacta en el conjunto reservado con cualquier semilla; cambie cualquier ajuste para probar el suyo.
train-recipe-model = d_model { $d_model }, { $heads } { $heads ->
        [one] cabeza
       *[other] cabezas
    }, { $layers }+{ $layers } capas, d_ff { NUMBER($d_ff, useGrouping: 0) }
train-recipe-model-changed = d_model { $d_model }, { $heads } { $heads ->
        [one] cabeza
       *[other] cabezas
    }, { $layers }+{ $layers } capas, d_ff { NUMBER($d_ff, useGrouping: 0) } ({ $changes })
train-recipe-settings = { $model }; { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }, lote { $batch }, calentamiento { $warmup }, factor de la tasa de aprendizaje { NUMBER($factor, maximumFractionDigits: 6) }, suavizado de etiquetas { NUMBER($smoothing, maximumFractionDigits: 6) }, dropout { NUMBER($dropout, maximumFractionDigits: 6) }
train-change-norm-first-true = pre-LN
train-change-scale-embeddings-false = embeddings sin escalar por sqrt(d_model)
train-change-positional-encoding-false = sin codificación posicional
train-change-causal-mask-false = sin máscara causal
train-change-tie-weights-true = embeddings compartidos
train-list-separator = {", "}
train-pairs-recipe = Con sus propios pares, la receta se elige según su número, como la elige attend train --pairs: deje un ajuste en blanco para usar el de la receta, o indique el suyo.
train-placeholder-recipe = receta
train-placeholder-merges = según los datos
train-pairs-legend = Sus propios pares de frases
train-pairs-explain = Un par por línea: la frase de origen, un tabulador, su traducción. El núcleo aprende un único vocabulario byte-pair para ambos lados, reserva una décima parte de los pares y evalúa el modelo con ellos (BLEU y coincidencia exacta).
train-pairs-limits = Como máximo { $lines } líneas, { $mib } MiB, { $bytes } bytes por línea, en UTF-8.
train-pairs-label = pares de frases, uno por línea: el origen, un tabulador, el destino
train-pairs-upload = o suba un archivo
train-pairs-read = { $pairs ->
        [one] { $pairs } par leído
       *[other] { $pairs } pares leídos
    }: se reserva una décima parte para la evaluación.
train-pairs-read-repeats = { $pairs ->
        [one] { $pairs } par leído
       *[other] { $pairs } pares leídos
    } ({ $duplicates ->
        [one] { $duplicates } par repetido descartado
       *[other] { $duplicates } pares repetidos descartados
    }): se reserva una décima parte para la evaluación.
train-pairs-read-file = { $pairs ->
        [one] { $pairs } par leído
       *[other] { $pairs } pares leídos
    } de { $name }: se reserva una décima parte para la evaluación.
train-pairs-read-file-repeats = { $pairs ->
        [one] { $pairs } par leído
       *[other] { $pairs } pares leídos
    } de { $name } ({ $duplicates ->
        [one] { $duplicates } par repetido descartado
       *[other] { $duplicates } pares repetidos descartados
    }): se reserva una décima parte para la evaluación.
train-pairs-unread = Estos pares no se pueden leer: { $reason }
train-pairs-refused = Sus pares de frases no sirven para entrenar: { $reason }
train-pairs-none = Pegue primero pares de frases (uno por línea: el origen, un tabulador, el destino) o suba un archivo con ellos.
train-not-started = El entrenamiento no pudo iniciarse: { $reason }
train-stopped = El entrenamiento se detuvo en el paso { $step }: { $reason }.
train-diverged = El entrenamiento se detuvo en el paso { $step }: divergió, la pérdida pasó a ser { NUMBER($loss, maximumFractionDigits: 4) }; pruebe un factor de tasa de aprendizaje menor o un calentamiento más largo.
train-kept-last = Se conservan los pesos de la última evaluación.
train-not-stored = El modelo entrenado no se pudo guardar en el almacenamiento de este navegador: { $reason }
train-message-b = Ejecución B: { $message }
train-name = { $task } entrenado ({ $settings }), { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }{ $last ->
        [good] , último estado válido
       *[none] {""}
    }
train-name-pairs = entrenado con pares pegados ({ $settings }), { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }{ $last ->
        [good] , último estado válido
       *[none] {""}
    }
train-name-settings-differ = { $preset }, { $differs }
train-preset-recipe = receta
train-preset-tiny = diminuto
train-preset-small = pequeño
train-run-name = { $run }: { $setting }
train-fact-status = estado
train-fact-step = paso
train-fact-loss = pérdida
train-fact-lr = tasa de aprendizaje
train-fact-speed = tokens/s
train-fact-eta = tiempo restante
train-fact-exact = coincidencia exacta (reservado)
train-fact-bleu = BLEU (reservado)
train-fact-accuracy = precisión por token
train-fact-on = en
train-status-idle = en espera
train-status-starting = iniciando
train-status-running = en curso
train-status-pausing = pausando
train-status-paused = en pausa
train-status-done = terminado
train-status-failed = fallido
train-seconds = { $seconds } s
train-percent = { $value } %
train-on-gpu = WebGPU
train-on-cpu = CPU (wasm), { $threads } { $threads ->
        [one] hilo
       *[other] hilos
    }
train-curves = Curvas
train-chart-loss = pérdida
train-chart-accuracy = precisión en el conjunto reservado
train-chart-aer = tasa de error de alineamiento (AER) de la atención cruzada (más baja: atiende a las palabras que traduce)
train-chart-grads = norma del gradiente por capa (antes del recorte, escala logarítmica)
train-chart-grads-a = norma del gradiente por capa (antes del recorte, escala logarítmica), ejecución A
train-axis-step = paso { $step }
train-series-loss = pérdida de entrenamiento
train-series-held-loss = pérdida en el conjunto reservado
train-series-exact = coincidencia exacta (generando)
train-series-accuracy = precisión por token (con la respuesta dada)
train-series-best-head = mejor cabeza
train-series-layer = capa { $layer } del decodificador, media de las cabezas
train-series-of-run = { $run } { $series }
train-group-embeddings = embeddings
train-group-encoder = codificador { $layer }
train-group-encoder-norm = normalización del codificador
train-group-decoder = decodificador { $layer }
train-group-decoder-norm = normalización del decodificador
train-group-generator = capa de salida
train-examples-heading = Ejemplos del conjunto reservado
train-examples-explain = Entradas con las que el modelo nunca se entrenó, y lo que responde ahora (decodificación voraz).
train-examples-none = Los ejemplos reservados aparecen en la primera evaluación.
train-examples-input = entrada
train-examples-want = respuesta correcta
train-examples-got = el modelo dice
train-examples-right = correcto
train-examples-wrong = incorrecto
train-link-model = el modelo enlaza «{ $target }» con «{ $source }»
train-link-true = enlace real: «{ $target }» traduce «{ $source }»
train-notes-separator = {"; "}
train-head = cabeza { $head }
train-tip-weight = cabeza { $head }: «{ $target }» → «{ $source }»: { $weight }
train-tip-weight-run = { $run }, cabeza { $head }: «{ $target }» → «{ $source }»: { $weight }
train-legend-model = el alineamiento de cada cabeza: para cada palabra de salida, la palabra de origen más atendida, con las subpalabras agrupadas en palabras (una fila se marca para la palabra que predice)
train-legend-true = los enlaces reales con los que se construyó este par
train-attention-heading = La atención cruzada mientras aprende
train-attention-explain = La atención cruzada de la última capa del decodificador sobre el primer ejemplo reservado, con la respuesta correcta dada como entrada (teacher forcing), actualizada en cada evaluación. En reverse aparece una antidiagonal a medida que cada posición de salida aprende a leer su entrada simétrica.
train-attention-none = La atención cruzada aparece en la primera evaluación.
train-attention-none-pair = La atención cruzada de las dos ejecuciones aparece cuando ambas se han evaluado.
train-pair-heading = Las dos ejecuciones lado a lado
train-pair-explain = La atención cruzada de la última capa del decodificador sobre el primer ejemplo reservado (el mismo para ambas ejecuciones), con la respuesta correcta dada como entrada, en el mismo paso de entrenamiento.
train-compare-step = paso
train-compare-step-label = el paso de entrenamiento en el que se muestran ambas ejecuciones
train-compare-step-latest = { $step } (el más reciente)
train-open = Recorrer el modelo entrenado
train-open-run = Recorrer el modelo entrenado { $run }
train-export = Exportar el modelo entrenado
train-export-run = Exportar el modelo entrenado { $run }
train-snapshots = Se conservan los pesos de cada evaluación ({ $kept } por ahora; como máximo { $most }, o { $mib } MiB, a partir de lo cual se descarta uno de cada dos): en el recorrido, el control «paso de entrenamiento» de arriba lleva cada vista, mapas de calor incluidos, al modelo tal como era entonces. Observe cómo se forma el patrón de atención.


## The tour


## Figures: export and captions

