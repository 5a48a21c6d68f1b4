# The web board (src/web/) and its links (/web, the board's View button).
web-bad-link = Este enlace no es válido. Usa /web en Discord para tener uno nuevo.
web-expired-link = Este enlace ha caducado o fue revocado. Usa /web en Discord para tener uno nuevo.
web-no-game = No hay ninguna partida que mostrar con este enlace.
web-unavailable = El tablero no está disponible por un momento. Inténtalo de nuevo en breve.
web-refused-title = Enlace rechazado
web-home = Este es el tablero web de abande-bot. Abre la página de una partida con su botón Ver en Discord, o pide tu enlace con /web.
web-black = Negras
web-white = Blancas
web-empty = vacío
web-aborted = Partida anulada
web-by-score = (en el tablero)
web-by-resignation = (por abandono)
web-by-timeout = (por tiempo)
web-by-agreement = (de mutuo acuerdo)
web-by-adjudication = (decidida por un moderador)
web-won = { $name } ({ $color }) ganó
web-draw = Tablas
web-over = Partida terminada
web-to-move = Juega { $name } ({ $color })
web-board-alt = Tablero de { $title } { $ply ->
        [0] al inicio
        [one] tras { $ply } jugada
       *[other] tras { $ply } jugadas
    }. { $status }
web-engine = { $name } (motor, nivel { $level })
web-first = Primera jugada
web-back = Jugada anterior
web-forward = Jugada siguiente
web-last = Última jugada
web-pass = Pasar
web-live = en directo
web-offline = reconectando…
web-your-turn = Te toca
web-pick = Elige adónde va (Esc para empezar de nuevo).
web-enter-here = Haz clic otra vez en este punto para entrar una pieza aquí, o elige otro punto.
web-confirm = Jugar
web-cancel = Cancelar
web-confirm-move = ¿Jugar { $move }? Pulsa Jugar para confirmar, o Cancelar.
web-quick = Jugar con el último clic, sin confirmar
web-flip = Girar el tablero
web-next-game = Siguiente partida: { $title }
web-seen-from = { $side ->
        [black] Visto desde el lado de las Negras
       *[white] Visto desde el lado de las Blancas
    }
web-sent = Jugando…
web-players = Jugadores
web-steps = Recorrer las jugadas
web-moves = Jugadas
web-diagram = La posición como texto
web-view-only = Este enlace solo muestra la partida; pide el tuyo con /web para jugar.
web-not-your-turn = No es tu turno.
web-cross-site = Rechazado: esta petición no viene de la página del tablero.
web-too-fast = Demasiadas peticiones; espera un momento.
web-bad-request = La petición no se puede leer.
web-view-button = Ver
web-link = Tu enlace privado a { $game } (válido { $days } { $days ->
        [one] día
       *[other] días
    }; permite mover, guárdalo para ti): { $url }
web-link-off = El tablero web no está configurado aquí.
web-revoked = Todos los enlaces web que se te dieron han dejado de funcionar.
# The Discord Activity (src/web/activity.rs, assets/web/activity.js).
web-activity-off = La actividad de Discord no está configurada aquí: necesita DISCORD_CLIENT_SECRET y el tablero web (consulta «Discord Activity» en el README).
web-activity-starting = Todavía me estoy conectando a Discord. Inténtalo de nuevo en un momento.
web-activity-refused = Discord no confirmó quién eres. Cierra la actividad y ábrela de nuevo.
web-activity-failed = No pude comprobar con Discord quién eres. Inténtalo de nuevo en un momento.
web-activity-connecting = Conectando con Discord…
web-activity-outside = Esta página funciona dentro de Discord, como mi actividad. En otro lugar, abre una partida con su botón Ver o pide tu enlace con /web.
web-activity-games = Tus partidas
web-activity-none = Todavía no tienes partidas. Empieza una con /desafiar en Discord.
web-activity-back = Tus partidas
web-activity-won = Has ganado
web-activity-lost = Has perdido
web-activity-their-turn = Le toca a { $name }
web-activity-vs = contra { $name }
# The analysis chart on a game's page (src/web/state.rs).
web-chart = Análisis
web-chart-alt = La evaluación del motor tras cada jugada, en { $unit }: arriba, { $black }; abajo, { $white }.
web-chart-turns = Momentos decisivos tras las jugadas { $moves }.
web-chart-values = La evaluación tras cada jugada
# Iniciar sesión con Discord en la web (src/web/sign_in.rs).
web-sign-in = Iniciar sesión con Discord
web-signed-in-as = Sesión iniciada como { $name }
web-signed-in = Sesión iniciada
web-sign-out = Cerrar sesión
web-sign-in-title = Inicio de sesión
web-sign-in-back = Volver a la partida
web-sign-in-off = Iniciar sesión con Discord no está configurado aquí: necesita DISCORD_CLIENT_SECRET, PUBLIC_URL y la URI de redirección PUBLIC_URL/auth/callback en el Developer Portal.
web-sign-in-not-started = Este inicio de sesión no empezó en esta página, o tardó más de diez minutos. Empiézalo de nuevo desde la página de la partida.
web-sign-in-denied = Discord no inició tu sesión: se canceló. Puedes seguir viendo la partida.
