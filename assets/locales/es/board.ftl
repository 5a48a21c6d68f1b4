# El mensaje del tablero que lee todo el canal de la partida, en el idioma de la partida.

board-start = **{ $title }** empieza: { $black } (Negro) contra { $white } (Blanco). { $first } mueve primero; usa `/move` aquí.
board-start-engine = **{ $title }** empieza (nivel { $level }): { $black } (Negro) contra { $white } (Blanco). { $first } mueve primero; usa `/move` aquí.
board-time-left = Tiempo restante: Negro { $black }, Blanco { $white }.
board-your-move = { $player } ({ $color ->
        [black] Negro
       *[white] Blanco
    }), te toca.
board-deadline = Plazo <t:{ $deadline }:R>.
board-on-vacation = { $player } está de vacaciones hasta el <t:{ $until }:f>; su reloj está parado.
board-score = Puntos: Negro { $black } – Blanco { $white }.
board-pushed-off = Expulsadas: Negro { $black }/{ $max }, Blanco { $white }/{ $max }.
board-played = { $color ->
        [black] Negro
       *[white] Blanco
    } jugó **{ $notation }**
board-played-automatically = { $color ->
        [black] Negro
       *[white] Blanco
    } jugó **{ $notation }** (automáticamente: no había otra jugada posible)
board-then = { $first }, y después { $second }
board-headline = **{ $title }** · { $moves }
board-taken-move = { $color ->
        [black] Negro
       *[white] Blanco
    } **{ $notation }**
board-taken-back = **{ $title }** · ↩️ Deshecho: { $moves }.
board-ratings = Puntuaciones: { $list }
board-rematch = Revancha

result-aborted = La partida fue anulada; no tiene resultado.
result-resigned = { $loser } abandonó: gana { $winner }.
result-timeout = A { $loser } se le acabó el tiempo: gana { $winner }.
result-agreed-draw = Tablas de mutuo acuerdo.
result-win = Partida terminada: gana { $winner } ({ $color ->
        [black] Negro
       *[white] Blanco
    }){ $score }.
result-draw = Partida terminada: tablas{ $score }.
result-over = La partida ha terminado.

board-now = **{ $title }** tras { $total } jugadas
board-at-ply = **{ $title }** tras { $ply } de { $total } jugadas
board-at-ply-last = **{ $title }** tras { $ply } de { $total } jugadas (última jugada { $last })

engine-game-started = { $player } empieza **{ $title }** contra mí en el nivel { $level }: { $link }
