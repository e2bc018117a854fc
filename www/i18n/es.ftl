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
status-loading = cargando { $name }…
status-still-showing = se sigue mostrando { $name }
status-no-model = ningún modelo cargado
status-computing = calculando…
status-ran = pasada hacia delante, decodificación voraz y búsqueda en haz en { $ms } ms en { $on ->
    [gpu] WebGPU
   *[cpu] la CPU
}
status-ran-edited = la pasada sin cambios y la modificada, cada una con decodificación voraz y búsqueda en haz, en { $ms } ms en { $on ->
    [gpu] WebGPU
   *[cpu] la CPU
}
status-first-on-gpu = { $ran } (la primera en ese motor, que compila sus núcleos)
status-previous-input = se sigue mostrando la entrada anterior
status-nothing-yet = aún no hay nada que mostrar
status-scanning = desactivando cada cabeza por turnos…
status-scanned = { $heads } cabezas analizadas en { $ms } ms
status-scan-failed = el análisis de las cabezas falló
status-scan-cancelled = el análisis se canceló; se mantiene el anterior
status-aligning = alineando los pares reservados con cada cabeza…
status-aligned = { $heads } cabezas puntuadas en { $pairs } pares en { $ms } ms
status-align-failed = el cálculo de las puntuaciones de alineamiento falló
model-at-step = { $name }, tal como era en el paso { $step }
picker-file = archivo: { $name }
task-fr-en = francés → inglés
task-copy = copia
task-reverse = inversión
task-sort = ordenar letras
task-dates = fechas → ISO
task-numbers = números del inglés al alemán
task-about-fr-en = Traducir del francés al inglés («je suis étudiant» a «i am a student», «le chat noir» a «the black cat») sobre una gramática pequeña, en subpalabras de codificación por pares de bytes de un solo vocabulario compartido por ambos lados.
task-about-copy = Copiar una cadena de 3 a 12 letras (de la a a la j): la atención aprende a mirar la misma posición.
task-about-reverse = Invertir una cadena de 3 a 12 letras (de la a a la j): la atención aprende a mirar la posición simétrica.
task-about-sort = Ordenar una cadena de 3 a 12 letras (de la a a la j): la atención aprende a encontrar la siguiente letra más pequeña.
task-about-dates = Reescribir una fecha como la escribe la gente («Mar 3rd, 21», «3.3.2021») en forma ISO (2021-03-03).
task-about-numbers = Traducir números escritos en inglés al alemán («twenty one» a «einundzwanzig»): la atención aprende a reordenar.
facts = d_model { $d }, { $heads ->
    [one] { $heads } cabeza
   *[other] { $heads } cabezas
}, { $enc }+{ $dec } capas, d_ff { $dff }, { $design }, { $parameters } parámetros, entradas de hasta { $max } tokens
facts-post-ln = post-LN
facts-separator = {", "}
facts-departures = a diferencia del artículo: { $list }
departure-silu = SiLU en lugar de ReLU en la red prealimentada
departure-gelu = GELU en lugar de ReLU en la red prealimentada
departure-sinusoids-in-halves = los senos y cosenos de la codificación posicional en dos mitades, no intercalados
departure-learned-positions = embeddings posicionales aprendidos en lugar de sinusoides
departure-pre-ln = normalización antes de cada subcapa (pre-LN), no después
departure-final-norm = una normalización final tras cada pila
departure-unscaled-embeddings = embeddings no multiplicados por sqrt(d_model)
departure-no-positional-encoding = sin codificación posicional
departure-no-causal-mask = sin máscara causal en el decodificador
departure-untied-matrices = matrices separadas para los embeddings y la proyección de salida
departure-separate-vocabularies = un vocabulario propio en cada lado
departure-decoder-starts-from-pad = el decodificador parte del token de relleno
snapshot-lead = paso de entrenamiento
snapshot-label = paso de entrenamiento del modelo mostrado
snapshot-step = paso { $step }
backend-cpu = CPU (wasm)
backend-webgpu = WebGPU
backend-webgpu-emulated = WebGPU (emulado en la CPU)
backend-webgpu-adapter = WebGPU ({ $adapter })
backend-while-starting = { $backend }, mientras arranca WebGPU
note-no-adapter = Este navegador no ofrece ningún adaptador WebGPU, así que el modelo se ejecuta en la CPU (wasm).
note-gpu-failed-model = WebGPU falló ({ $reason }), así que el modelo se ejecuta en la CPU (wasm).
note-gpu-failed-training = WebGPU falló ({ $reason }), así que el entrenamiento se ejecuta en la CPU (wasm).
note-gpu-lost = La GPU falló ({ $reason }); se pasó a la CPU.
note-threads-failed = Los hilos de entrenamiento no pudieron arrancar ({ $reason }), así que las { $parts } partes de cada paso se calculan una tras otra en un solo hilo.
thread-could-not-start = un hilo de entrenamiento no pudo arrancar ({ $reason })
thread-stopped = un hilo de entrenamiento se detuvo ({ $reason })
thread-not-loaded = un hilo de entrenamiento se detuvo (no pudo cargarse)
thread-model-failed = el hilo del modelo falló: { $reason }
thread-model-not-started = el hilo del modelo falló: no pudo arrancar
message-loaded = { $name } está cargado.
error-load = No se pudo cargar { $name }: { $reason }
control-hub = modelo del Hub
control-hub-open = abrir
control-hub-example = p. ej. Helsinki-NLP/opus-mt-en-es
picker-hub = Hub: { $repo } ({ $size })
folder-name = carpeta de modelo
status-downloading = descargando { $repo }…
download-progress = descargando { $repo }: { $file }, { $loaded } de { $total }, faltan { $left }
error-export = { $name } no se pudo escribir como archivo de pesos: { $reason }
error-export-hf = El modelo entrenado no se pudo escribir como carpeta de Hugging Face: { $reason }
download-cancel = cancelar
error-folder-no-config = Estos archivos no son un modelo: un archivo de pesos es un único archivo .safetensors, y una carpeta de modelo de Hugging Face tiene config.json ({ $names }).
hub-bad-name = «{ $repo }» no es un nombre de repositorio: escríbalo como organización/nombre, por ejemplo Helsinki-NLP/opus-mt-fr-en.
hub-not-found = { $repo } no se encontró en { $base }, o es privado (el servidor respondió { $status }).
hub-private = { $repo } es privado o de acceso restringido (el servidor respondió { $status }): esta página solo descarga modelos públicos.
hub-http = { $file } de { $repo }: el servidor respondió { $status }.
hub-unreachable = No se pudo contactar con { $base }: { $reason }
hub-cancelled = Se canceló la descarga de { $repo }.
hub-stopped = La descarga de { $file } se detuvo: { $reason }
hub-short = llegaron { $loaded } de { $total }
hub-no-weights = { $repo } no tiene ni model.safetensors ni pytorch_model.bin.
hub-too-large = { $file } de { $repo } ocupa { $size }, más de los { $max } que un modelo puede tener aquí.
keep-ask = ¿Guardar { $name } ({ $size }) en este navegador, para abrirlo de nuevo sin descargarlo, también sin conexión?
keep-yes = guardar
keep-no = ahora no
keep-failed = { $name } no se pudo guardar en el almacenamiento de este navegador: { $reason }
kept-summary = guardados en este navegador: { $count ->
    [one] un modelo
   *[other] { $count } modelos
}, { $size }
kept-delete = borrar
kept-deleted = { $name } se borró de este navegador.
error-no-such-model = No hay ningún modelo llamado «{ $id }».
error-model-http = No se pudo descargar el modelo { $name } (HTTP { $status }).
error-model-fetch = No se pudo descargar el modelo { $name }: { $reason }
error-input = El modelo no puede tomar esta entrada: { $reason }
core-unknown-token = { $unit ->
        [character] el carácter
        [piece] la subpalabra
       *[word] la palabra
    } «{ $token }» en la posición { $position } no está en el vocabulario del modelo
core-unknown-in-word = { $unit ->
        [character] el carácter
       *[piece] la subpalabra
    } «{ $token }» de la palabra «{ $word }» en la posición { $position } no está en el vocabulario del modelo
core-weights-too-short = el archivo es demasiado corto para contener una cabecera safetensors: no es un archivo de pesos
core-weights-header-too-large = su cabecera declara más de los { $max } bytes que se leen: no es un archivo de pesos
core-weights-header-past-end = la longitud de su cabecera apunta más allá del final del archivo: no es un archivo de pesos, o está truncado
core-weights-incomplete = sus datos de tensores no llenan el archivo exactamente: está truncado o relleno
core-weights-header-invalid = su cabecera no es una cabecera safetensors ({ $detail })
core-weights-too-large = el archivo tiene { $bytes } bytes; se rechazan los archivos de más de { $max } bytes
core-weights-no-config = sus metadatos no tienen la entrada «config» que llevan los archivos de pesos de attend (un modelo de Hugging Face se abre como carpeta, con su config.json)
core-weights-no-vocab = sus metadatos no tienen la entrada «vocab», así que el texto no se puede convertir en tokens
core-weights-folder-no-config = la carpeta no tiene config.json: una carpeta de modelo de Hugging Face tiene config.json junto a model.safetensors o pytorch_model.bin
core-weights-folder-no-weights = la carpeta no tiene ni model.safetensors ni pytorch_model.bin: necesita uno de los dos (no se leen pesos fragmentados ni solo de TensorFlow)
core-weights-folder-tokenizer = la carpeta tiene { $present } pero no { $missing }: el tokenizador de Marian necesita vocab.json, source.spm y target.spm
core-weights-folder-too-large = { $bytes } bytes, por encima del límite de { $max }
core-weights-vocab-sizes = su vocabulario tiene { $src } tokens de origen y { $tgt } de destino, pero su configuración indica { $config_src } y { $config_tgt }
core-weights-dtype = el tensor { $tensor } es { $dtype }; attend lee F32, F16 y BF16
core-weights-non-finite = el tensor { $tensor } contiene un valor no finito ({ $value }) en el índice plano { $index }
core-weights-f16-range = el tensor { $tensor } contiene { $value } en el índice plano { $index }, fuera del rango de f16 (±65504): mantenga este modelo en f32
core-weights-missing-tensors = { $count ->
        [one] falta un tensor
       *[other] faltan { $count } tensores
    }: { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } más)
    }
core-weights-unexpected-tensors = tensor inesperado { $names }{ $more ->
        [0] {""}
       *[other] , … ({ $more } más)
    } (no forma parte de un modelo con esta configuración)
core-weights-tensor-shape = el tensor { $tensor } tiene la forma { $shape }, la configuración pide { $want }
core-weights-folder-unexpected-tensor = tensor inesperado { $tensor } (no forma parte de un modelo Marian con este config.json{ $others ->
        [0] {""}
        [one] , ni otro más
       *[other] , ni otros { $others }
    })
core-weights-folder-missing-tensor = falta el tensor { $tensor } ({ $attend } en attend)
core-weights-folder-tensor-shape = el tensor { $tensor } tiene la forma { $shape }; config.json pide { $want }
core-weights-vocab-duplicate = su vocabulario contiene dos veces el token «{ $token }»
core-weights-vocab-json = su vocabulario no es un JSON válido ({ $detail })
core-weights-hf-not-object = no es un objeto JSON ({ $detail })
core-weights-hf-other-model = el modelo es un { $name } (model_type «{ $type }»); attend abre modelos de traducción Marian (model_type «marian», como los Opus-MT de Helsinki-NLP) y sus propios archivos de pesos
core-weights-hf-no-model-type = no tiene model_type; attend abre modelos de traducción Marian (model_type «marian»)
core-weights-hf-fields = sus campos no son los que lee attend ({ $detail })
core-weights-hf-heads = el codificador tiene { $encoder } cabezas de atención y el decodificador { $decoder }; las capas de attend tienen todas el mismo número de cabezas
core-weights-hf-ffn = la anchura de la red prealimentada es { $encoder } en el codificador y { $decoder } en el decodificador; las capas de attend tienen una sola
core-weights-hf-activation = activation_function «{ $activation }» no es compatible (relu, swish/silu y gelu sí lo son)
core-weights-generation-unsupported = { $setting } no es compatible (attend decodifica de forma voraz o con búsqueda en haz, con max_length, min_length, length_penalty, early_stopping, bad_words_ids, forced_eos_token_id y renormalize_logits)
core-weights-generation-zero = num_beams y max_length deben ser al menos 1
core-decode-past-positions = un límite de { $limit } tokens de salida supera las { $positions } posiciones de este modelo
core-input-nothing = la entrada está vacía: escriba algo que traducir
core-align-no-alignments = la tasa de error de alineamiento necesita un modelo de una tarea con alineamientos de palabras conocidos (fr-en)
core-weights-vocab-sentencepiece = a su vocabulario sentencepiece le falta `marian`, `src_size` o `tgt_size`
core-weights-vocab-lists = su vocabulario de caracteres o palabras necesita las listas `src` y `tgt` (y ni `merges` ni `tokens`, que son de un vocabulario bpe)
core-weights-vocab-bpe = su vocabulario bpe necesita `merges` y una única lista `tokens` compartida (ni `src` ni `tgt`)
core-weights-vocab-merges = las fusiones de su vocabulario no se pueden leer ({ $detail })
core-weights-folder-vocab-size = tiene { $pieces } subpalabras, pero el vocabulario de config.json tiene { $size } ids
core-weights-tokenizer = el tokenizador de Marian no puede leerlo ({ $detail })
core-weights-sentencepiece = no es un modelo SentencePiece que lea attend ({ $detail })
core-config-outside = { $name } { $value } está fuera del intervalo de { $least } a { $most }
core-config-heads-none = n_heads debe ser al menos 1
core-config-heads-divide = n_heads { $heads } debe dividir d_model { $d } (o deben darse d_k y d_v)
core-config-head-width = { $name } { $width } por n_heads { $heads } está fuera del intervalo de 1 a { $most }
core-config-learned-positions = learned_positions requiere positional_encoding
core-config-eps = layer_norm_eps { $eps } debe estar entre 0 y 1
core-config-id-below = { $name } { $id } no es menor que { $size_name } { $size }
core-config-tie = tie_weights requiere un único vocabulario, pero el origen tiene { $src } tokens y el destino { $tgt }
core-config-too-many-parameters = { $parameters } parámetros son más que los { $most } admitidos (un archivo de pesos contiene como mucho { $bytes } bytes)
core-config-json = la configuración del modelo no es un JSON válido para attend ({ $detail })
core-edit-path = intervención «{ $edit }»: «{ $path }» no tiene la forma pila.capa.subcapa, por ejemplo decoder.1.cross_attn
core-edit-stack = intervención «{ $edit }»: la pila es encoder o decoder, no «{ $stack }»
core-edit-layer = intervención «{ $edit }»: la pila { $stack } tiene las capas 0 a { $last }
core-edit-sublayers = intervención «{ $edit }»: { $stack ->
        [decoder] las subcapas de una capa del decodificador son self_attn, cross_attn o ffn
       *[encoder] las subcapas de una capa del codificador son self_attn o ffn
    }
core-edit-no-heads = intervención «{ $edit }»: solo las subcapas de atención tienen cabezas
core-edit-head = intervención «{ $edit }»: indique una cabeza de 0 a { $last } tras la subcapa, por ejemplo { $path }.0
core-edit-takes-head-pattern = intervención «{ $edit }»: { $kind } lleva una cabeza y un patrón, por ejemplo encoder.0.self_attn.1:uniform
core-edit-takes-pattern = intervención «{ $edit }»: { $kind } lleva un patrón: uniform, itself o previous
core-edit-takes-side = intervención «{ $edit }»: { $kind } lleva src, tgt o both
core-edit-takes-position = intervención «{ $edit }»: { $kind } lleva una posición del origen de 0 a { $last }
core-edit-takes-nothing = intervención «{ $edit }»: { $kind } no lleva ningún valor
core-edit-kinds = intervención «{ $edit }»: las intervenciones son { $kinds }
core-edit-position-past-source = intervención «{ $edit }»: el origen tiene las posiciones 0 a { $last }
core-edits-too-many = como máximo { $most } intervenciones a la vez (hay { $count })
core-decode-no-room = el max_len de este modelo no deja sitio para decodificar
core-decode-length = el límite de longitud de la salida debe ser de al menos 1 token
core-decode-beam = el tamaño del haz debe ir de 1 a { $most } (es { $beam })
core-decode-alpha = la penalización por longitud debe ser un número finito (es { $alpha })
core-sample-temperature = la temperatura debe ser mayor que 0 y como máximo { $most } (es { $temperature })
core-sample-top-p = top-p debe ser mayor que 0 y como máximo 1 (es { $top_p })
core-training-steps = ajustes de entrenamiento: los pasos deben ir de 1 a { $most } (son { $got })
core-training-batch = ajustes de entrenamiento: el tamaño de lote debe ir de 1 a { $most } (es { $got })
core-training-warmup = ajustes de entrenamiento: el calentamiento debe durar al menos 1 paso
core-training-lr-factor = ajustes de entrenamiento: el factor de la tasa de aprendizaje debe ser mayor que 0 y como máximo { $most } (es { $got })
core-training-regularisation = ajustes de entrenamiento: el suavizado de etiquetas y el dropout deben ser al menos 0 y menores que 1
core-training-clip = ajustes de entrenamiento: el recorte de la norma del gradiente debe ser un número positivo (es { $got })
core-training-threads = ajustes de entrenamiento: los hilos deben ir de 1 a { $most } (son { $got })
core-training-eval-every = ajustes de entrenamiento: el intervalo de evaluación debe ser de al menos 1 paso
core-input-empty = la entrada está vacía: necesita al menos un token
core-too-long = la entrada tiene { $tokens } tokens; este modelo admite como máximo { $max }
core-pairs-empty = el archivo de pares está vacío: escriba un par por línea, origen<TAB>destino
core-pairs-blank = el archivo no tiene ningún par: las líneas 1 a { $lines } están en blanco
core-pairs-only-one = la línea { $line } es el único par distinto{ $repeated ->
        [yes] {" "}(las demás líneas lo repiten)
       *[no] {""}
    }; el entrenamiento necesita al menos { $min }, uno para aprender y otro para reservar
core-pairs-too-many-lines = línea { $line }: el archivo tiene más de { $max } líneas, el máximo que se lee
core-pairs-too-many-bytes = línea { $line }: el archivo supera aquí los { $max } bytes, el máximo que se lee
core-pairs-long-line = línea { $line }: { $bytes } bytes, más de los { $max } que puede tener una línea
core-pairs-not-utf8 = línea { $line }: no es texto UTF-8 (un byte no válido en el byte { $byte } de la línea)
core-pairs-no-tab = línea { $line }: no hay tabulador; escriba el origen, un tabulador y luego el destino
core-pairs-two-tabs = línea { $line }: más de un tabulador; escriba el origen, un tabulador y luego el destino
core-pairs-empty-side = línea { $line }: { $side ->
        [source] el origen (antes del tabulador)
       *[target] el destino (después del tabulador)
    } está vacío
error-run = El modelo no pudo ejecutarse: { $reason }
error-scan = El análisis de las cabezas no pudo ejecutarse: { $reason }
error-align = No se pudieron calcular las puntuaciones de alineamiento: { $reason }

## The diagram and what every view shares

diagram-label = el Transformer, con el codificador a la izquierda y el decodificador a la derecha
diagram-encoder = codificador ×{ $n }
diagram-decoder = decodificador ×{ $n }
diagram-inputs = entradas
diagram-outputs = salidas (desplazadas)
diagram-probabilities = P(siguiente token)
diagram-input-embedding = Embedding de entrada
diagram-output-embedding = Embedding de salida
diagram-positional = + Cod. posicional
diagram-self-attention = Autoatención
diagram-masked-self-attention = Autoatenc. enmasc.
diagram-cross-attention = Atención cruzada
diagram-add-norm = Suma y norm.
diagram-feed-forward = Red prealimentada
diagram-linear-softmax = Lineal + softmax
view-loading = Cargando el modelo…
view-failed = No se pudo dibujar esta vista: { $reason }
view-type-pieces = Escriba una frase que este modelo entienda y pulse Calcular: las palabras se cortan en subpalabras de su vocabulario, hasta { $max } subpalabras:
view-type-words = Escriba una entrada que este modelo entienda y pulse Calcular: hasta { $max } palabras de su vocabulario:
view-type-characters = Escriba una entrada que este modelo entienda y pulse Calcular: hasta { $max } caracteres de su vocabulario:
edits-region = intervenciones
edits-lead = ¿Y si…?
edits-remove = quitar: { $edit }
edits-remove-all = quitar todas
edits-mark = marcar lo que cambió
edits-changed = En esta vista { $changed } de { $total } números difieren de la pasada sin cambios (la mayor diferencia: { $delta }); las celdas cambiadas están recuadradas.
edits-unchanged = En esta vista ninguno de los { $total } números difiere de la pasada sin cambios; las celdas cambiadas estarían recuadradas.
edit-kind-ablate = { $stack }, capa { $layer }, { $sub }, cabeza { $head }: desactivada
edit-kind-pattern = { $stack }, capa { $layer }, { $sub }, cabeza { $head }: atención { $pattern }
edit-kind-bypass = { $stack }, capa { $layer }: sin { $sub }
edit-kind-no-pe = sin codificación posicional ({ $side })
edit-kind-hide-source = posición de origen { $position } oculta a la atención cruzada
edit-kind-see-future = el decodificador ve el futuro (sin máscara causal)
edit-kind-no-padding-mask = el relleno no está enmascarado
edit-slot-stack-encoder = codificador
edit-slot-stack-decoder = decodificador
edit-slot-sub-self_attn = autoatención
edit-slot-sub-cross_attn = atención cruzada
edit-slot-sub-ffn = red prealimentada
edit-slot-pattern-uniform = uniforme
edit-slot-pattern-itself = a su propia posición
edit-slot-pattern-previous = al token anterior
edit-slot-side-src = origen
edit-slot-side-tgt = destino
edit-slot-side-both = origen y destino
draw-matrix = matriz
draw-grid-label = { $title }: { $rows } × { $cols }; las flechas del teclado pasan de una celda a otra
draw-tip-cell = fila { $row }, columna { $col }: { $value }
draw-tip-dim = dim. { $dim }: { $value }
draw-tip-changed = { $tip } (pasada sin cambios: { $was }, cambio de { $delta })
draw-tip-bar = { $label }: { $value }
chart-step = paso { $step }
formula-queries = Q: las consultas
formula-keys = K: las claves
formula-values = V: los valores
formula-scores = las puntuaciones Q Kᵀ
formula-sqrt-dk = la raíz cuadrada de d_k
formula-weights = los pesos de atención
formula-head-output = Z: la salida de la cabeza
formula-x = x: el vector que se normaliza
formula-mean = μ: su media
formula-variance = σ²: su varianza
formula-gain = γ: la ganancia aprendida
formula-bias = β: el sesgo aprendido
formula-pe = PE: la matriz de codificación posicional
formula-d = d: d_model, la anchura de un vector
formula-lr = la tasa de aprendizaje
formula-factor = el factor de la tasa de aprendizaje (1 en el artículo)
formula-d-model = d_model
formula-step = el paso
formula-warmup = los pasos de calentamiento

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
common-sub-ffn = red prealimentada

input-title = Entrada: del texto a los tokens y a los ids
input-tokens-heading = Tokens e ids
input-unseen = Leído como { $unk }, el token del modelo para lo que nunca vio en el entrenamiento: { $what }.
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
input-decoder-explain = El decodificador produce la salida un token a la vez. Lee la salida hasta ahora desplazada una posición a la derecha: primero { $start } (el token de inicio del modelo), de modo que la posición t predice el token t + 1. La ejecución de abajo usa la salida que produjo el propio modelo (decodificación voraz), introducida de una vez.
input-tip-decoder = posición { $position } del decodificador: «{ $token }» tiene el id { $id }
input-spm-heading = SentencePiece
input-spm-explain = Este modelo corta el texto con SentencePiece, como el tokenizador de Marian: el normalizador { $normalizer } primero uniformiza los caracteres y escribe cada espacio como ▁, de modo que una subpalabra que empieza por ▁ empieza una palabra; luego un modelo { $model } elige las subpalabras. El texto tal como el modelo lo corta, antes de las subpalabras; { $eos } termina cada frase:
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
attention-edit-off = estuviera desactivada?
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
multihead-switch-off = desactivar
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
encoder-explain = Cada capa del codificador es autoatención seguida de la red prealimentada, cada una envuelta en un paso de suma y normalización; la salida de una es la entrada de la siguiente, siempre un vector de { $d } números por token. La última salida es la memoria: las claves y los valores que lee cada atención cruzada del decodificador. Todo en una misma escala de colores; junto a cada capa, su atención promediada sobre las cabezas.
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

output-title = Salida: logits, softmax, decodificación
output-logits-heading = Del último vector a un token
output-logits-explain = El vector final del decodificador en cada posición pasa por una capa lineal (el generador) que da { $n } logits, uno por token de destino, y el softmax los convierte en probabilidades. Posición { $position } (entrada «{ $token }»):
output-position = posición
output-logits-top = logits (los { $n } mayores)
output-arrow-softmax = → softmax →
output-probs-top = probabilidades (las { $n } mayores)
output-chosen = Elegido: «{ $token }», con probabilidad { $p } (logit { $logit }).
output-greedy-heading = El bucle de decodificación (voraz)
output-greedy-explain = La salida se construye token a token: el decodificador se ejecuta sobre lo que ha producido hasta ahora, se añade el siguiente token más probable y se ejecuta de nuevo, hasta que produce <eos>. Cada fila es una ejecución del decodificador:
output-max-label = tokens de salida como máximo
output-max-explain = (0: tantos como permite el modelo, { $most })
output-col-step = paso
output-col-decoder-input = entrada del decodificador
output-col-top-next = los { $n } siguientes tokens más probables
output-col-chosen = elegido
output-output-label = Salida:
output-log-prob = (log-probabilidad { $value })
output-log-prob-same = (log-probabilidad { $value }): la misma salida
output-beam-heading = Búsqueda en haz
output-beam-explain = En lugar de comprometerse con un token en cada paso, la búsqueda en haz conserva las k salidas parciales más probables, extiende cada una con cada token y vuelve a quedarse con las k mejores; las hipótesis terminadas se ordenan por su log-probabilidad dividida por la penalización de longitud ((5 + len) / 6)^α, α = { $alpha }. Un haz de tamaño 1 es la decodificación voraz.
output-beam-explain-generate = Este modelo trae sus propios ajustes de generación, y su búsqueda en haz se ejecuta como la ejecuta generate() de transformers con ellos: en cada paso se toman las 2k mejores extensiones de las k salidas parciales, se guardan las terminadas entre las k primeras (las k mejores de ellas), las k mejores sin terminar siguen, y las hipótesis terminadas se ordenan por log-probabilidad dividida por longitud^{ $penalty } (la penalización de longitud del modelo). Un haz de tamaño 1 es la decodificación voraz.
output-beam-size = tamaño del haz
output-beam-tree-explain = Cada nodo: el token y la log-probabilidad total de la hipótesis; subrayadas, las hipótesis terminadas; en negrita, la ganadora.
output-tree-start = inicio
output-tree-node = paso { $step }: { $tokens } (log p { $logp })
output-beam-label = Salida del haz:
output-beam-score = (puntuación { $value })
output-beam-one = Con un haz de 1, la búsqueda es el bucle voraz de arriba.
output-stop-limit = La búsqueda se detuvo en el límite de longitud, tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
  }.
output-stop-finished = La búsqueda se detuvo tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
  }: todas las hipótesis habían terminado.
output-stop-bound = La búsqueda se detuvo tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
  }, cuando ninguna hipótesis aún abierta podía ya ganar: la mejor terminada tiene una puntuación de { $best }, y lo mejor que una abierta podría aún alcanzar es { $bound } (su log-probabilidad solo baja a medida que se añaden tokens, dividida por la mayor penalización de longitud que podría recibir). Detenerse en cuanto terminan k hipótesis sería más rápido, pero entonces salidas cortas y erróneas que terminan pronto podrían desplazar a la correcta, más larga.
output-stop-generate = La búsqueda se detuvo tras { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
  } por la regla de transformers: la mejor hipótesis viva, puntuada como si terminara ahora ({ $bound }), no podía superar a la peor de las k terminadas guardadas ({ $worst }). La regla es una heurística: una hipótesis viva que siguiera más tiempo aún podría haber puntuado mejor.
output-before-after-heading = Antes y después
output-before-after-explain = La salida del modelo sin cambios y lo que dice el modelo con las intervenciones de arriba. Cada fila es un token de la salida sin cambios: qué probabilidad le daba la pasada sin cambios, qué probabilidad le da la pasada modificada en el mismo lugar (ambas leen la salida sin cambios como entrada del decodificador) y qué token elegiría allí la pasada modificada.
output-plain-label = Sin cambios:
output-edited-label = Con las intervenciones:
output-col-position = posición
output-col-plain-token = token sin cambios
output-col-p-before = p antes
output-col-p-after = p después
output-col-edited-pick = elección modificada
output-future-explain = Sin la máscara causal, cada posición de la pasada modificada ve los tokens que la siguen en su entrada, es decir, la propia respuesta; por eso cambian sus elecciones de arriba. La decodificación voraz nunca tiene esos tokens: los produce de uno en uno, así que no hay futuro que ver y su salida puede quedar igual. Un modelo entrenado sin la máscara aprende a copiar el siguiente token de la entrada y luego falla cuando tiene que generar.
output-sampling-heading = Muestreo
output-sampling-explain = En lugar del token más probable, se extrae uno al azar. La temperatura T divide primero los logits (por debajo de 1 la distribución se afila hacia la decodificación voraz; por encima de 1 se aplana); top-k conserva los k tokens más probables (0: todos), top-p el menor número de tokens más probables cuyas probabilidades suman p; lo que se conserva se renormaliza. La semilla fija cada extracción: los mismos ajustes dan las mismas muestras (la muestra i usa la semilla + i).
output-temperature = temperatura
output-top-k = top-k
output-top-p = top-p
output-seed = semilla
output-samples = muestras
output-samples-none = ninguna
output-sample-empty = (vacía)
output-sample-score = log-probabilidad { $value }
output-sample-score-limit = log-probabilidad { $value } (detenida en el límite de longitud)
output-sample-steps-explain = La muestra 0, paso a paso: las probabilidades del modelo (temperatura 1, a la izquierda) y la distribución de la que se extrajo el token (a la derecha):
output-col-model = modelo
output-col-drawn-from = extraído de (T { $temperature }, top-k { $topk ->
    [0] todos
   *[other] { $topk }
  }, top-p { $topp })
output-col-drawn = extraído
output-tip-drawn = extraído con probabilidad { $p } (el modelo le da { $model })
output-samples-choose = Elija cuántas muestras extraer.

maps-title = Mapas de atención
maps-picker-attention = atención
maps-kind-enc = autoatención del codificador
maps-kind-dec = autoatención del decodificador (enmascarada)
maps-kind-cross = atención cruzada
maps-heading-enc = Autoatención del codificador, capa { $layer }, cabeza { $head }
maps-heading-dec = Autoatención del decodificador (enmascarada), capa { $layer }, cabeza { $head }
maps-heading-cross = Atención cruzada, capa { $layer }, cabeza { $head }
maps-explain = Las filas son consultas (quién mira), las columnas claves (a quién se mira); más oscuro significa más peso, el gris está enmascarado. Cada fila suma 1. Pase el puntero sobre una celda para ver los tokens y el peso.
maps-tip = capa { $layer }, cabeza { $head }: consulta «{ $query }» ({ $row }) → clave «{ $key }» ({ $col }): peso { $weight }
maps-edit-hide = ¿Y si la atención cruzada no pudiera ver uno de estos tokens?
maps-all-heading = Todas las capas y cabezas
maps-all-explain = Haga clic en una para verla arriba.
maps-col-head = cabeza { $head }
maps-row-layer = capa { $layer }
maps-thumb-label = capa { $layer } cabeza { $head }

scan-title = Qué cabezas importan
scan-heading = Importancia de las cabezas
scan-explain = Desactive una cabeza (su salida Z puesta a cero), decodifique «{ $text }» de nuevo y mida cuánto menos probable encuentra ahora el modelo la salida que da con todas las cabezas: la caída de la log-probabilidad, en nats. Cada celda es una de esas ejecuciones: { $heads } cabezas en cada una de las subcapas de atención del modelo. Las celdas rojas son las cabezas de las que depende la salida; ✱ marca una cabeza sin la cual la decodificación voraz escribe otra cosa. En las tareas «inversión», «fechas → ISO» y «números del inglés al alemán», las cabezas que destacan están en la atención cruzada: llevan el alineamiento entre la salida y la entrada. La mayoría de las demás cabezas pueden faltar solas con poca pérdida: el modelo reparte su trabajo, así que desactive varias a la vez (haga clic en celdas y luego mire la vista de salida) para verlo fallar.
scan-button = Analizar cada cabeza
scan-again = analizar de nuevo
scan-wait = El análisis decodifica la entrada una vez por cabeza; tarda un momento.
scan-progress = { $done } de { $total } cabezas desactivadas
scan-cancel = cancelar
scan-output-label = Salida con todas las cabezas:
scan-result = (log-probabilidad { $logp }); analizado en { $ms } ms { $backend ->
    [gpu] con WebGPU
   *[cpu] en la CPU
  }.
scan-col-head = cabeza { $head }
scan-row-encoder-self = codificador { $layer }, autoatención
scan-row-decoder-self = decodificador { $layer }, autoatención
scan-row-decoder-cross = decodificador { $layer }, atención cruzada
scan-tip-same = { $sublayer }, cabeza { $head }: la log-probabilidad de «{ $output }» baja { $drop } (hasta { $logp }); la salida voraz no cambia. Haga clic para desactivar esta cabeza en el recorrido paso a paso.
scan-tip-changed = { $sublayer }, cabeza { $head }: la log-probabilidad de «{ $output }» baja { $drop } (hasta { $logp }); la salida voraz pasa a ser «{ $changed }». Haga clic para desactivar esta cabeza en el recorrido paso a paso.

align-title = Qué cabezas alinean
align-heading = Tasa de error de alineamiento de cada cabeza
align-intro = Lea el alineamiento de cada palabra de salida en una cabeza de atención cruzada: la palabra de origen a la que más atiende (las subpalabras agrupadas en palabras). Compárelo con el alineamiento real de palabras de cada par del conjunto reservado de la tarea del modelo, mediante la tasa de error de alineamiento (AER, Och y Ney 2003: 1 − 2|A ∩ S| / (|A| + |S|), A los enlaces de la cabeza y S los reales; 0 es perfecto). Los números son los del núcleo, los mismos que da attend align --task.
align-none-task = La tasa de error de alineamiento necesita una tarea cuyos pares registren su alineamiento real de palabras ({ $count ->
    [one] la tarea { $tasks } lo hace
   *[other] las tareas { $tasks } lo hacen
  }); la tarea de este modelo, { $task }, no registra ninguno. Su propio alineamiento sobre la entrada está abajo.
align-none-no-task = La tasa de error de alineamiento necesita una tarea cuyos pares registren su alineamiento real de palabras ({ $count ->
    [one] la tarea { $tasks } lo hace
   *[other] las tareas { $tasks } lo hacen
  }); el archivo de este modelo no nombra ninguna tarea. Su propio alineamiento sobre la entrada está abajo.
align-button = Evaluar cada cabeza
align-again = evaluar de nuevo
align-wait = La evaluación hace una pasada hacia delante por cada par reservado; tarda un momento.
align-stats = { $pairs ->
    [one] { $pairs } par reservado
   *[other] { $pairs } pares reservados
  } de { $task }, { $sure ->
    [one] { $sure } enlace real
   *[other] { $sure } enlaces reales
  }, { $predicted } predichos por cabeza; evaluado en { $ms } ms { $backend ->
    [gpu] con WebGPU
   *[cpu] en la CPU
  }.
align-grid-explain = Más oscuro es mejor; ★ marca la mejor cabeza. Haga clic en una cabeza para verla abajo.
align-sentence-gap = { " " }
align-explain-layers = Las cabezas de la capa { $best } promediadas son las que mejor alinean (AER { $bestAer }, frente a { $worstAer } de la capa { $worst }).
align-explain-one-layer = Las cabezas de la capa promediadas tienen una AER de { $aer }.
align-explain-one-close = Una sola cabeza alinea casi igual de bien: la cabeza { $head } de la capa { $layer } (AER { $aer }), y las cabezas de la capa { $bestLayer } están a menos de { $spread } unas de otras.
align-explain-one-spread = Una sola cabeza alinea casi igual de bien: la cabeza { $head } de la capa { $layer } (AER { $aer }); las cabezas de la capa { $bestLayer } difieren hasta en { $spread }, así que unas alinean y otras leen el origen de otro modo.
align-explain-none-close = Ninguna cabeza sola lo hace tan bien como la media de su capa: la mejor, la cabeza { $head } de la capa { $layer }, tiene { $aer }, y las cabezas de la capa { $bestLayer } están a menos de { $spread } unas de otras.
align-explain-none-spread = Ninguna cabeza sola lo hace tan bien como la media de su capa: la mejor, la cabeza { $head } de la capa { $layer }, tiene { $aer }; las cabezas de la capa { $bestLayer } difieren hasta en { $spread }, así que unas alinean y otras leen el origen de otro modo.
align-explain-floor = Con un enlace por palabra de salida, la AER más baja posible en estos pares es { $floor }.
align-grid-label = tasa de error de alineamiento de cada cabeza, por capa del decodificador
align-col-head = cabeza { $head }
align-col-mean = cabezas promediadas
align-row-layer = capa { $layer } del decodificador
align-tip = capa { $layer } del decodificador, cabeza { $head }: AER { $aer }. Haga clic para ver su atención cruzada sobre la entrada.
align-tip-best = capa { $layer } del decodificador, cabeza { $head }: AER { $aer }, la más baja de todas las cabezas. Haga clic para ver su atención cruzada sobre la entrada.
align-tip-mean = capa { $layer } del decodificador, la atención de sus cabezas promediada: AER { $aer }
align-head-heading = Capa { $layer } del decodificador, cabeza { $head }, sobre «{ $text }»
align-head-explain = La atención cruzada de la cabeza sobre la entrada actual; las celdas recuadradas son su alineamiento (para cada palabra de salida, la palabra de origen a la que más atiende), los puntos los enlaces reales cuando la entrada es un par de la tarea y la salida su referencia.
align-figure-title = atención cruzada, capa { $layer } del decodificador, cabeza { $head }
align-tip-weight = consulta «{ $query }» ({ $row }) → origen «{ $source }» ({ $col }): peso { $weight }
align-no-words = Esta ejecución no tiene palabras que alinear.
align-col-word = palabra de salida
align-col-head-links = la cabeza { $head } la enlaza con
align-col-layer-mean = cabezas de la capa { $layer } promediadas

overlay-picker = alineamiento del modelo
overlay-mode-off = ninguno
overlay-mode-head = esta cabeza
overlay-mode-mean = cabezas promediadas
overlay-truth-button = enlaces reales
overlay-legend-head = el alineamiento del modelo (cabeza { $head } de la capa { $layer }): para cada palabra de salida, la palabra de origen a la que más se atiende, con las subpalabras agrupadas en palabras. Una fila se marca para la palabra que predice.
overlay-legend-mean = el alineamiento del modelo (cabezas de la capa { $layer } promediadas): para cada palabra de salida, la palabra de origen a la que más se atiende, con las subpalabras agrupadas en palabras. Una fila se marca para la palabra que predice.
overlay-no-words = En esta ejecución no hay palabras que alinear.
overlay-mark-model = el modelo enlaza «{ $target }» con «{ $source }»
overlay-mark-true = enlace real: «{ $target }» traduce «{ $source }»
overlay-note-no-task = La tarea de este modelo no registra alineamientos reales ({ $count ->
    [one] solo la tarea { $tasks } lo hace
   *[other] solo las tareas { $tasks } lo hacen
  }).
overlay-note-looking = Buscando la entrada entre los pares de la tarea…
overlay-note-not-pair = «{ $text }» no es una frase de la tarea { $task }, así que no tiene alineamiento real.
overlay-note-other-output = Los enlaces reales pertenecen a la referencia «{ $reference }»; la salida aquí es «{ $output }», así que no se dibujan.
overlay-note-true = Enlaces reales: el alineamiento de este par según la tarea («{ $src }» → «{ $tgt }»).

## The training panel

train-title = Entrene el suyo
train-heading = Entrenar un Transformer en esta pestaña
train-explain = Elija una tarea y pulse Iniciar: se inicializa un modelo nuevo y se entrena aquí mismo como lo entrena el artículo (Adam con β₂ = 0,98, el calentamiento y luego una tasa de aprendizaje de raíz cuadrada inversa, suavizado de etiquetas, dropout donde la receta de la tarea lo mantiene, recorte del gradiente en 1), en WebGPU o en la CPU según indica el ajuste de motor de arriba. Cada cierto tiempo se evalúan ejemplos del conjunto reservado; puede pausar cuando quiera. El modelo entrenado se une al selector de modelos, de modo que todo el recorrido paso a paso funciona con él, y se guarda en este navegador.
train-model-too-large = El modelo que se muestra ({ $params } parámetros, d_model { $d }, { $enc }+{ $dec } capas) es demasiado grande para entrenarlo en la pestaña: está aquí para estudiarlo por dentro. Este panel entrena modelos propios desde cero, hasta d_model { $most } con { $mostEnc }+{ $mostDec } capas.
train-setting-task = tarea
train-setting-preset = tamaño del modelo
train-setting-form = forma
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
train-value-preset-tiny = diminuto (d { $d }, { $encoders }+{ $decoders } capas)
train-value-preset-small = pequeño (d { $d }, { $encoders }+{ $decoders } capas)
train-value-form-paper = la del artículo (ReLU, sinusoides intercaladas, normalizaciones finales)
train-value-form-marian = la de Marian (SiLU, sinusoides en mitades, sin normalizaciones finales), que se exporta como carpeta de Hugging Face
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
train-look-form = La forma de Marian es el modelo del artículo tal como lo ejecutan los modelos de traducción del campo (SiLU, sinusoides en mitades, sin normalización tras las pilas): compare lo rápido que aprende cada uno.
train-look-norm-first = El pre-LN deja sin normalizar el flujo residual y pone una normalización antes de cada subcapa, lo que permite a los gradientes llegar directamente a las primeras capas; compare cuán pronto baja cada pérdida y las normas de los gradientes.
train-look-scale-embeddings = Sin la escala, los embeddings (inicializados pequeños) quedan dominados por las codificaciones posicionales a las que se suman; compare la rapidez con que cada ejecución empieza a aprender.
train-look-positional-encoding = Sin codificación posicional, la atención ve los tokens como un conjunto: nada dice al modelo dónde está una letra, así que una tarea que depende del orden, como «inversión», no puede aprenderse y no se forma ninguna antidiagonal.
train-look-causal-mask = Sin la máscara causal, el decodificador recibe la respuesta que debe predecir y aprende a copiar el siguiente token de entrada: su exactitud por token (medida con la respuesta dada) sube al 100 % mientras su coincidencia exacta (al generar, un token cada vez, sin respuesta que leer) se queda cerca de 0.
train-look-tie-weights = Compartida, una sola matriz es a la vez embeddings y capa de salida, así que el modelo tiene menos parámetros y el vector de cada token aprende al leerlo y al escribirlo; compare el número de parámetros y la rapidez con que aprende cada ejecución.
train-look-label-smoothing = El suavizado de etiquetas impide que el modelo esté seguro: su pérdida no puede bajar del suelo del suavizado, mientras que lo que cuenta es la exactitud.
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
design-norm-first-true = pre-LN
design-scale-embeddings-false = embeddings sin escalar por sqrt(d_model)
design-positional-encoding-false = sin codificación posicional
design-causal-mask-false = sin máscara causal
design-tie-weights-true = embeddings compartidos
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
train-fact-perplexity = perplejidad (reservado)
train-fact-accuracy = exactitud por token
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
train-chart-accuracy = exactitud en el conjunto reservado
train-chart-aer = tasa de error de alineamiento (AER) de la atención cruzada (más baja: atiende a las palabras que traduce)
train-chart-grads = norma del gradiente por capa (antes del recorte, escala logarítmica)
train-chart-grads-a = norma del gradiente por capa (antes del recorte, escala logarítmica), ejecución A
train-axis-step = paso { $step }
train-series-loss = pérdida de entrenamiento
train-series-held-loss = pérdida en el conjunto reservado
train-series-exact = coincidencia exacta (generando)
train-series-accuracy = exactitud por token (con la respuesta dada)
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
train-attention-explain = La atención cruzada de la última capa del decodificador sobre el primer ejemplo reservado, con la respuesta correcta dada como entrada (teacher forcing), actualizada en cada evaluación. En la tarea «inversión» aparece una antidiagonal a medida que cada posición de salida aprende a leer su entrada simétrica.
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
train-export-hf = Exportar como carpeta de Hugging Face
train-export-hf-run = Exportar { $run } como carpeta de Hugging Face
train-snapshots = Se conservan los pesos de cada evaluación ({ $kept } por ahora; como máximo { $most }, o { $mib } MiB, a partir de lo cual se descarta uno de cada dos): en el recorrido paso a paso, el control «paso de entrenamiento» de arriba lleva cada vista, mapas de atención incluidos, al modelo tal como era entonces. Observe cómo se forma el patrón de atención.


## The tour

tour-button = Visita guiada
tour-button-resume = reanudar la visita
tour-progress = Visita: tarjeta { $n } de { $total }
tour-predict = Su predicción:
tour-hint-figure = Haga clic en su respuesta en la figura recuadrada (o sitúese en una celda y pulse Intro), o elíjala aquí:
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
  } (relleno incluido), y cada uno se convierte en su id en el vocabulario.
tour-embed-title = Los embeddings y su escala
tour-embed-text = Cada id elige una fila de una tabla aprendida: { $d } números por token, mostrados como casillas de color. Se multiplican por √d_model = { $scale } para que la codificación posicional que se suma después no los ahogue.
tour-pe-title = La codificación posicional
tour-pe-text = La atención por sí sola no conoce el orden de las palabras, así que a cada posición se le suma un patrón fijo de ondas. Las filas son posiciones; las columnas, las { $d } dimensiones.
tour-pe-question = ¿Qué dimensión (columna) cambia más rápido de una posición a la siguiente?
tour-pe-answer = La dimensión { $dim }: en las { $positions } posiciones de esta entrada varía { $moved } en total, más que ninguna otra.
tour-pe-why = Las dimensiones 0 y 1 son un seno y un coseno de longitud de onda 2π, la más corta; cada par siguiente tiene una longitud de onda mayor, hasta 10000·2π, de modo que las columnas de la derecha apenas cambian.
tour-scores-title = Una cabeza: consultas, claves y puntuaciones
tour-scores-text = Capa 0 del codificador, cabeza 0. El vector de cada token se multiplica por W_Q, W_K y W_V, lo que da una consulta, una clave y un valor de { $dk } números. La tabla de puntuaciones compara la consulta de «{ $query }» con cada clave mediante un producto escalar q·k.
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
tour-addnorm-title = Suma y normalización
tour-addnorm-text = Alrededor de cada subcapa, la entrada se suma a su salida (la conexión residual); después cada fila se normaliza a media 0 y varianza 1 y recibe una ganancia y un sesgo aprendidos. { $order ->
    [pre] Este modelo normaliza antes de cada subcapa (pre-LN).
   *[post] Este modelo normaliza después de cada subcapa, como el artículo (post-LN).
  }
tour-ffn-title = La red prealimentada
tour-ffn-text = La misma red de dos capas se aplica a cada posición por separado: { $d } → { $dff } → { $d } números, con una ReLU entre ellas. La figura recuadrada es la capa oculta.
tour-ffn-question = ¿Qué parte de los { $total } valores ocultos pone a cero la ReLU?
tour-ffn-few = menos de un tercio
tour-ffn-half = entre un tercio y dos tercios
tour-ffn-most = más de dos tercios
tour-ffn-answer = { $zeros } de { $total }, es decir, el { $share } %.
tour-ffn-why = La ReLU convierte cada valor negativo en exactamente 0 (las celdas grises), así que cada posición usa solo una parte de las unidades ocultas, y no las mismas.
tour-encoder-title = La pila del codificador
tour-encoder-text = El codificador repite su capa { $layers } veces, cada una con sus propios pesos. La salida de la última capa es la memoria: lo que el decodificador lee de la entrada.
tour-causal-title = La máscara causal
tour-causal-text = El decodificador se entrena con todo el destino a la vez, desplazado una posición a la derecha. La máscara de su autoatención decide qué posiciones puede ver cada posición (1 visible, 0 oculta).
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
tour-ablate-title = Desactivar una cabeza
tour-ablate-text = Atención cruzada, capa { $layer } del decodificador, cabeza { $head }. Una intervención cambia la pasada en vivo: el botón recuadrado pone a cero la salida de esta cabeza y vuelve a ejecutar el modelo.
tour-ablate-question = Con esta cabeza desactivada, ¿cambiará la salida «{ $output }»?
tour-ablate-same = se queda igual
tour-ablate-changes = cambia
tour-ablate-answer-same = La salida sigue siendo «{ $after }»; su log-probabilidad pasa de { $was } a { $now }.
tour-ablate-answer-changes = La salida pasa a ser «{ $after }» (era «{ $before }»; log-probabilidad { $was }, ahora { $now }).
tour-ablate-why = Esta cabeza es una de las { $heads } de su capa, y la conexión residual lleva el resto: una sola cabeza rara vez decide la salida. El análisis de las cabezas (vista 12) las desactiva una a una.
tour-output-title = La distribución de salida
tour-output-text = En cada posición, el último vector del decodificador pasa por una capa lineal que da { $vocab } logits, y un softmax los convierte en probabilidades. En la posición 0, el token más probable es «{ $token }», con probabilidad { $prob }.
tour-greedy-title = La decodificación voraz
tour-greedy-text = La salida se construye token a token: el decodificador se ejecuta sobre lo que ya ha producido y se añade el token siguiente, hasta <eos>.
tour-greedy-question = Después de «{ $prefix }», ¿qué token elegirá la decodificación voraz? Haga clic en él en la fila de ese paso.
tour-greedy-answer = «{ $token }»: logit { $logit }, probabilidad { $prob }, la más alta.
tour-greedy-why = La decodificación voraz toma siempre el token más probable y nunca revisa una elección.
tour-beam-title = La búsqueda en haz
tour-beam-text = La búsqueda en haz conserva en cada paso las { $beam } salidas parciales más probables en lugar de una, y ordena las terminadas por log-probabilidad con una penalización de longitud.
tour-beam-question = Con un haz de { $beam }, ¿encontrará la búsqueda otra salida distinta de la voraz, «{ $greedy }»?
tour-beam-same = la misma salida
tour-beam-different = otra salida
tour-beam-answer-same = La misma: «{ $text }», puntuación { $score }.
tour-beam-answer-different = Otra: «{ $text }», puntuación { $score }, donde la decodificación voraz daba «{ $greedy }».
tour-beam-why = Cuando el token más probable de cada paso lleva también a la salida más probable, ambas coinciden; la búsqueda en haz compensa cuando una elección que parece peor al principio lleva a una salida mejor.
tour-train-title = Entrene el suyo
tour-train-text = Cada vista ha mostrado un modelo entrenado para su tarea. Aquí usted entrena uno desde cero, en esta pestaña: elija una tarea, inicie el entrenamiento y vea cómo baja la pérdida y se forma la atención. El modelo terminado se une al selector de modelos, y todas las vistas funcionan con él.


## Figures: export and captions

figure-export-label = Exportar esta figura
figure-export-svg = SVG
figure-export-png = PNG
figure-export-svg-label = Descargar esta figura en SVG, con sus números
figure-export-png-label = Descargar esta figura como imagen PNG, al doble de su tamaño
figure-title = { $figure ->
    [cross] Atención cruzada
    [encoder-self] Autoatención del codificador
    [decoder-self] Autoatención enmascarada del decodificador
    [pe] Codificación posicional
    [pe-waves] Sinusoides de la codificación posicional
    [scan] Importancia de las cabezas: caída de la log-probabilidad al desactivar cada cabeza
   *[align] Tasa de error de alineamiento (AER) de cada cabeza
}
figure-title-score-table = Tabla de puntuaciones para la consulta «{ $query }»
figure-caption-head = { $title } (modelo { $model }, entrada «{ $input }», capa { $layer }, cabeza { $head }; { $edits ->
    [0] sin intervenciones
   *[other] intervenciones: { $list }
})
figure-caption = { $title } (modelo { $model }, entrada «{ $input }»; { $edits ->
    [0] sin intervenciones
   *[other] intervenciones: { $list }
})
figure-sublayer = { $stack ->
    [encoder] codificador
   *[decoder] decodificador
} { $layer } { $kind ->
    [cross] cruzada
   *[self] auto
}
figure-head = cabeza { $head }
figure-decoder-layer = capa { $layer } del decodificador
figure-heads-averaged = media de las cabezas


## The paper's experiments

exp-title = Los experimentos del artículo
exp-heading = La tabla 3, ejecutada en esta pestaña
exp-explain = En la tabla 3 el artículo defiende su diseño: una cabeza o muchas (A), claves más pequeñas (B), profundidad y anchura (C), dropout y suavizado de etiquetas (D), posiciones aprendidas en lugar de sinusoides (E) y el modelo grande. Cada fila es aquí el cambio del artículo aplicado al modelo francés–inglés de esta página en la proporción del propio artículo, entrenado con varias semillas en los hilos de entrenamiento, una ejecución por hilo, exactamente como lo entrena attend experiment table3; la tabla se llena a medida que terminan las ejecuciones.
exp-seeds = semillas por fila
exp-steps = pasos de la fila base
exp-run-all = Ejecutar todas las filas
exp-run-row = ejecutar
exp-cancel = Cancelar
exp-status = { $have } de { $need } ejecuciones terminadas; { $running } en curso y { $queued } en espera, en { $threads } hilos.
exp-listing = Listando las filas…
exp-cancelled = cancelada
exp-failed = La ejecución { $run } se detuvo: { $reason }
exp-runs = { $count ->
    [one] 1 semilla
   *[other] { $count } semillas
}
exp-change-base = la fila base
exp-change-learned = posiciones aprendidas
exp-change-rounded = { $change } ({ $exact } redondeado)
exp-positions-sinusoids = sinusoides
exp-positions-learned = aprendidas
exp-table-heading = La tabla
exp-table-explain = Los ajustes de cada fila (con los símbolos del artículo), luego su perplejidad (por subpalabra) y su BLEU en el conjunto reservado, la media sobre sus semillas con su dispersión (desviación estándar), y sus parámetros; al lado, las cifras del artículo en newstest2013 y si el cambio movió el BLEU como en el artículo, más allá de la dispersión de las semillas.
exp-col-row = fila
exp-col-changes = el cambio
exp-col-positions = posiciones
exp-col-steps = pasos
exp-col-ppl = PPL
exp-col-bleu = BLEU
exp-col-runs = ejecuciones
exp-col-params = parámetros
exp-col-paper-ppl = PPL del artículo
exp-col-paper-bleu = BLEU del artículo
exp-col-paper-params = parámetros del artículo (millones)
exp-col-moved = ¿como en el artículo?
exp-moved-agrees = coincide
exp-moved-opposite = lo contrario
exp-moved-within-spread = dentro de la dispersión
exp-moved-moved-here = solo se movió aquí
exp-says-agrees = La fila { $row } movió el BLEU en { $here } aquí y en { $paper } en el artículo: en el mismo sentido.
exp-says-opposite = La fila { $row } movió el BLEU en { $here } aquí y en { $paper } en el artículo: en sentido contrario.
exp-says-within-spread = La fila { $row } movió el BLEU en { $here } aquí, dentro de la dispersión de sus semillas; en el artículo, en { $paper }.
exp-says-moved-here = La fila { $row } movió el BLEU en { $here } aquí, donde el del artículo no cambió ({ $paper }).
exp-why-A = Cabezas: las palabras de la tarea de juguete se alinean una a una, así que unas pocas cabezas estrechas encuentran cada alineamiento.
exp-why-B = Tamaño de las claves: puntuaciones de menos números distinguen menos palabras, aquí como en el artículo.
exp-why-C = Profundidad y anchura: un modelo mayor tiene más que ajustar en la misma ejecución corta.
exp-why-D = Dropout y suavizado de etiquetas: en una ejecución corta la gramática apenas repite una frase, así que hay poco que memorizar y regularizar sobre todo frena el aprendizaje.
exp-why-E = Posiciones: las frases son cortas y sus longitudes se repiten, así que una tabla de posiciones aprendida se aprende pronto.
exp-why-big = El modelo grande: más ancho, más cabezas, más dropout y el triple de pasos.
exp-chart-heading = BLEU frente a parámetros
exp-chart-here = aquí: BLEU en el conjunto reservado (fr-en)
exp-chart-paper = el artículo: BLEU en newstest2013
exp-chart-x = parámetros (millones)
exp-export-json = Exportar JSON
exp-export-csv = Exportar CSV
exp-export-svg = Exportar SVG
exp-model-name = Tabla 3, fila { $row } ({ $changes }), semilla { $seed }
