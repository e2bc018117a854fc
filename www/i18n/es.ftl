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
status-ran-edited = la pasada normal y la modificada, cada una con decodificación voraz y búsqueda en haz, en { $ms } ms en { $on ->
    [gpu] WebGPU
   *[cpu] la CPU
}
status-first-on-gpu = { $ran } (la primera en ese motor, que compila sus núcleos)
status-previous-input = se sigue mostrando la entrada anterior
status-nothing-yet = aún no hay nada que mostrar
status-scanning = desactivando cada cabeza por turnos…
status-scanned = { $heads } cabezas examinadas en { $ms } ms
status-scan-failed = el examen de las cabezas falló
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
facts = d_model { $d }, { $heads ->
    [one] { $heads } cabeza
   *[other] { $heads } cabezas
}, { $enc }+{ $dec } capas, d_ff { $dff }, { $design }, { $parameters } parámetros, entradas de hasta { $max } tokens
facts-post-ln = post-LN
facts-separator = {", "}
facts-pre-ln = pre-LN
facts-unscaled = embeddings no escalados por √d_model
facts-no-positional = sin codificación posicional
facts-no-causal-mask = sin máscara causal
facts-tied = embeddings compartidos
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
error-no-such-model = No hay ningún modelo llamado «{ $id }».
error-model-http = No se pudo descargar el modelo { $name } (HTTP { $status }).
error-model-fetch = No se pudo descargar el modelo { $name }: { $reason }
error-input = El modelo no puede tomar esta entrada: { $reason }
error-run = El modelo no pudo ejecutarse: { $reason }
error-scan = El examen de las cabezas no pudo ejecutarse: { $reason }
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
edits-changed = En esta vista { $changed } de { $total } números difieren de la pasada normal (la mayor diferencia: { $delta }); las celdas cambiadas están recuadradas.
edits-unchanged = En esta vista ninguno de los { $total } números difiere de la pasada normal; las celdas cambiadas estarían recuadradas.
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
draw-tip-changed = { $tip } (pasada normal: { $was }, cambio de { $delta })
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

## Views 10 to 13: output and decoding, attention maps, the head scan, alignment


## The training panel


## The tour


## Figures: export and captions

