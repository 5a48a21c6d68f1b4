# Las palabras de la imagen del tablero.

image-black-wins = Gana Negro · { $moves } jugadas
image-white-wins = Gana Blanco · { $moves } jugadas
image-draw = Tablas · { $moves } jugadas
image-move = Jugada { $number }
image-move-last = Jugada { $number } · última { $last }
image-time = tiempo { $clock }
image-in-hand = en mano { $count }
image-score = puntos { $score }
image-pushed-off = expulsadas { $count } / 6
image-winner = GANADOR
image-to-move = MUEVE

# Cómo terminó una partida, en la cabecera y bajo el tablero.
image-aborted = Anulada
image-end-points = Gana { $winner } a los puntos, { $won } a { $lost }
image-end-points-draw = Tablas a los puntos, { $score } iguales
image-end-marbles = Gana { $winner }: { $count } canicas expulsadas
image-end-won = Gana { $winner }
image-end-draw = Tablas
image-end-resigned = { $loser } abandona: gana { $winner }
image-end-timeout = { $loser } agotó su tiempo: gana { $winner }
image-end-agreed = Tablas de mutuo acuerdo
image-end-adjudicated-win = Decidido por un moderador: gana { $winner }
image-end-adjudicated-draw = Decidido por un moderador: tablas
image-end-aborted = Anulada: la partida no tiene resultado
image-end-over = Partida terminada

# La gráfica de puntuación de /stats: su eje del tiempo y su zona sombreada.
chart-start = inicio
chart-band = ± desviación de la puntuación (zona sombreada)
chart-date = { $day } { $month ->
        [1] ene
        [2] feb
        [3] mar
        [4] abr
        [5] may
        [6] jun
        [7] jul
        [8] ago
        [9] sept
        [10] oct
        [11] nov
       *[12] dic
    }
chart-date-year = { $day } { $month ->
        [1] ene
        [2] feb
        [3] mar
        [4] abr
        [5] may
        [6] jun
        [7] jul
        [8] ago
        [9] sept
        [10] oct
        [11] nov
       *[12] dic
    } { $year }
