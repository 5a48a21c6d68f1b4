# El botón Mover bajo un tablero, y el selector privado que abre.

board-move-button = Mover
picker-heading = **{ $title }** · te toca (jugada { $number }).
picker-chosen = Elegido: { $path }
picker-choose-abande = Entra una pieza, mueve una pila o pasa
picker-choose-abalone = Elige una canica
picker-choose-column = Elige una columna
picker-choose-point = Elige dónde va la pieza
picker-choose-target = Elige la pila que capturas
picker-choose-group = Elige las canicas que se mueven juntas
picker-choose-move = Elige la dirección
picker-enter = Entrar una pieza de la mano
picker-column = Columna { $column }
picker-stack = Pila en { $point } (altura { $height })
picker-marble = Canica en { $point }
picker-lands = llega a { $points }
picker-options = { $count } { $count ->
        [one] jugada
       *[other] jugadas
    }
picker-preview = **{ $title }** · vista previa de **{ $notation }**: { $description }. No se juega nada hasta que pulses Jugar.
picker-preview-title = { $title } · vista previa
picker-play = Jugar { $notation }
picker-back = Volver
picker-whose-turn = En **{ $title }** le toca a { $player } ({ $color ->
        [black] Negro
       *[white] Blanco
    }); solo esa persona puede mover ahora.
board-explore-button = Explorar
board-text-button = Texto
explore-modal-title = Explorar la partida { $game } en privado
explore-modal-moves = Jugadas a probar, desde la posición actual
explore-modal-placeholder = p. ej. d4 e2-d3 (no se juega nada)
explore-picture-title = { $title } · exploración
explore-shown = **{ $title }** · exploración { $from ->
        [0] desde el inicio
        [one] tras { $from } jugada
       *[other] tras { $from } jugadas
    }: { $moves }. No se juega nada.
explore-no-moves = ninguna jugada (la posición tal como estaba)
explore-no-engine = Sin evaluación del motor mientras una partida entre personas está en juego.
picker-preview-ends = 🏁 Esta jugada termina la partida: { $result }
