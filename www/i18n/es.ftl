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

