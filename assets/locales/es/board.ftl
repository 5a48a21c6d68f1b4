# El mensaje del tablero que lee todo el canal de la partida, en el idioma de la partida.

board-start = **{ $title }** empieza: { $black } (Negro) contra { $white } (Blanco). { $first } mueve primero: pulsa **Mover** debajo del tablero (o escribe `/jugar` aquí). Para enterarte de tu turno por mensaje directo: `/avisos mensaje_directo:sí`.
board-bot-level = { $name }, nivel { $level }
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
board-headline-engine = **{ $title }** · { $bot } · { $moves }
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
result-adjudicated-win = Un moderador decidió la partida: gana { $winner }.
result-adjudicated-draw = Un moderador decidió la partida: tablas.
result-win = Partida terminada: gana { $winner } ({ $color ->
        [black] Negro
       *[white] Blanco
    }){ $score }.
result-draw = Partida terminada: tablas{ $score }.
result-over = La partida ha terminado.

board-now = **{ $title }** tras { $total } { $total ->
        [one] jugada
       *[other] jugadas
    }
board-at-ply = **{ $title }** tras { $ply } de { $total } { $total ->
        [one] jugada
       *[other] jugadas
    }
board-at-ply-last = **{ $title }** tras { $ply } de { $total } { $total ->
        [one] jugada
       *[other] jugadas
    } (última jugada { $last })

engine-game-started = { $player } empieza **{ $title }** contra mí en el nivel { $level }: { $link }

# Ofertas de tablas y peticiones de deshacer en el hilo de la partida, sus
# botones y las notas que se añaden al responderlas.
draw-offer = 🤝 { $opponent }, { $player } ofrece tablas en **{ $title }**. La oferta caduca si juegas en su lugar.
takeback-request = ↩️ { $opponent }, { $player } pide deshacer su última jugada en **{ $title }**.
draw-accept-button = Aceptar tablas
takeback-allow-button = Permitir deshacer
button-decline = Rechazar
accepted-by = ✅ Aceptado por { $player }.
declined-by = ❌ Rechazado por { $player }.
draw-declined = ❌ Rechazado por { $player }; se sigue jugando.
takeback-allowed = ✅ Permitido por { $player }.
draw-both-offered = **{ $title }** · 🤝 { $opponent } y { $player } ofrecieron tablas.
draw-agreed = **{ $title }** · 🤝 Tablas de mutuo acuerdo.
draw-accepted = **{ $title }** · 🤝 { $player } aceptó las tablas.
resigned = **{ $title }** · { $player } abandonó.

vacation-notice-start = 🏖️ { $opponent }, { $player } está de vacaciones hasta el <t:{ $until }:f> (<t:{ $until }:R>): su reloj en **{ $title }** queda parado hasta entonces.
vacation-notice-end = 🔔 { $opponent }, { $player } ha vuelto de vacaciones: su reloj en **{ $title }** vuelve a correr.
board-also-played = Jugado mientras tanto: { $moves }

# Discord refused a game its thread: the channel is told why, once.
thread-refused-too-many = **{ $title }** ({ $black } contra { $white }) se juega aquí en el canal: Discord le negó un hilo porque este servidor tiene tantos hilos activos como Discord permite. Archivar o cerrar hilos antiguos deja sitio para las próximas partidas.
thread-refused-permission = **{ $title }** ({ $black } contra { $white }) se juega aquí en el canal: no puedo abrir hilos aquí. Un administrador del servidor puede darme «Crear hilos públicos» y «Enviar mensajes en hilos» para las próximas partidas.

# /board text:true: the position as text, privately, for screen readers.
board-text-legend-abande = En el diagrama `.` es un punto vacío, `B` una pieza negra y `W` una blanca; una pila se escribe de abajo arriba, con la pieza de encima en mayúscula (`wB`: negra sobre blanca).
board-text-legend-abalone = En el diagrama las filas van de a (abajo) a i, `.` es un punto vacío, `B` una canica negra y `W` una blanca.
board-text-marbles = { $player }: { $count } { $count ->
        [one] canica
       *[other] canicas
    }, en { $points }.
board-text-stacks = { $player } está encima de { $count } { $count ->
        [one] pila
       *[other] pilas
    } (piezas de abajo arriba): { $stacks }.
board-text-no-stacks = { $player } no está encima de ninguna pila.
board-text-color = { $color ->
        [black] negra
       *[white] blanca
    }
board-text-sleeping = dormida
board-played-premove = { $color ->
        [black] Negro
       *[white] Blanco
    } jugó **{ $notation }** (jugada condicional: prevista de antemano)
board-premove-mark = condicional
