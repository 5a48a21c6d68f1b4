# Las palabras de la imagen del tablero.

image-black-wins = Gana Negro · { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }
image-white-wins = Gana Blanco · { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }
image-draw = Tablas · { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }
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
image-end-marbles = Gana { $winner }: { $count } { $count ->
        [one] canica expulsada
       *[other] canicas expulsadas
    }
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

# Las descripciones de las imágenes (texto alternativo) que leen los
# lectores de pantalla: lo que un jugador que ve lee en cada imagen.
alt-player = { $name } ({ $color ->
        [black] Negro
       *[white] Blanco
    })
alt-board = Tablero de { $title }, { $kind }: { $black } contra { $white }.
alt-board-turn = Tras { $played } { $played ->
        [one] jugada
       *[other] jugadas
    }, { $player } hace la jugada { $number }.
alt-board-moves = { $played } { $played ->
        [one] jugada hecha
       *[other] jugadas hechas
    }.
alt-board-last = Última jugada: { $player } jugó { $notation }{ $what }.
alt-board-over = Posición final tras { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }. { $result }.
alt-board-abande = Piezas en mano: Negro { $black_hand }, Blanco { $white_hand }. Puntos: Negro { $black }, Blanco { $white }.
alt-board-abalone = Canicas expulsadas: por Negro { $black } de { $max }, por Blanco { $white } de { $max }.
alt-replay = Repetición animada de { $title }, { $kind }: { $black } contra { $white }, una imagen por jugada, { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }.
alt-rating-chart = Gráfico de líneas de las puntuaciones de { $player } a lo largo del tiempo, una línea por juego, con la desviación sombreada alrededor.
alt-rating-series = { $game }: { $games } { $games ->
        [one] partida puntuada
       *[other] partidas puntuadas
    }, de { $first } a { $last }, mínimo { $low }, máximo { $high }.
alt-eval-chart = { $title }: gráfico de líneas de la evaluación del motor tras { $plies ->
        [one] su única jugada
       *[other] cada una de las { $plies } jugadas
    }, en { $unit }; sobre la línea central { $black_ahead }, debajo { $white_ahead }.
alt-eval-lead = { $side } por { $amount } como mucho (jugada { $ply }).
alt-eval-end = Tras la jugada { $ply }: { $side } por { $amount }.
alt-eval-end-even = Tras la jugada { $ply }: igualdad.
alt-eval-turning = Momentos decisivos marcados en las jugadas { $plies }.
alt-standings = Clasificación de { $title }: { $status }.
alt-standings-row = { $rank }. { $name }: { $points } { $points_value ->
        [one] punto
       *[other] puntos
    }, { $games } { $games ->
        [one] partida
       *[other] partidas
    }, { $tie_break_name } { $tie_break }.
alt-explored = Una posición explorada { $from ->
        [0] desde el inicio de la partida
        [one] tras { $from } jugada de la partida
       *[other] tras { $from } jugadas de la partida
    } y las jugadas probadas, no jugada.
