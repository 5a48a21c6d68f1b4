# Rechazos: por qué no se aceptó una jugada, un comando o un botón.

## Cómo escribir una jugada

move-form-abande = Escribe un punto para entrar una pieza (d4), dos puntos para mover una pila (e2-d3), o pass.
move-form-abalone = Escribe una jugada en línea con dos puntos (a1b2) o una lateral con tres (c6c7d6).
syntax-error = No he podido leer "{ $shown }" como jugada.
syntax-error-detail = No he podido leer "{ $shown }" como jugada ({ $detail }).
syntax-too-long = demasiado larga
syntax-empty = vacía
syntax-unexpected-character = carácter inesperado
syntax-number-too-long = número demasiado largo
syntax-letter-without-number = una letra debe ir seguida de un número
syntax-too-many-points = demasiados puntos
syntax-no-points = ningún punto
syntax-other-game = una jugada de otro juego
refusal-with-form = { $reason } { $form }

## Abande

illegal-game-over = La partida ha terminado.
illegal-abande-off-board = No hay ningún punto { $point } en este tablero.
illegal-abande-wrong-shape = Escribe una jugada como un punto para entrar una pieza (d4), dos puntos para mover una pila (e2-d3), o pass.
illegal-abande-occupied = { $point } ya está ocupado.
illegal-abande-not-adjacent-to-band = { $point } no toca la banda: una pieza nueva debe tocar una pieza que ya esté en el tablero.
illegal-abande-no-pieces-in-hand = No te quedan piezas en mano: mueve una pila o pasa.
illegal-abande-moving-not-allowed-yet = Las pilas solo pueden moverse después de que Negro haya entrado su segunda pieza.
illegal-abande-empty-source = No hay ninguna pila en { $point }.
illegal-abande-not-your-stack = La pila en { $point } no es tuya.
illegal-abande-target-empty = { $point } está vacío: una pila solo puede moverse sobre una pila rival.
illegal-abande-target-own = { $point } es tu propia pila: una pila solo puede moverse sobre una pila rival.
illegal-abande-not-adjacent = { $to } no es vecino de { $from }: las pilas avanzan un paso.
illegal-abande-too-high = Mover la pila de { $from_height } en { $from } sobre la pila de { $to_height } en { $to } la dejaría con { $height } piezas; una pila tiene como máximo 3.
illegal-abande-splits-band = Mover { $from } partiría la banda: { $cut_off } { $count ->
        [one] quedaría aislada
       *[other] quedarían aisladas
    }.
illegal-abande-pass-with-pieces = No puedes pasar mientras tengas { $count } { $count ->
        [one] pieza
       *[other] piezas
    } en mano.

## Abalone

illegal-abalone-no-pass = En Abalone no se pasa.
illegal-abalone-wrong-point-count = Escribe una jugada en línea con dos puntos (a1b2) o una lateral con tres (c6c7d6).
illegal-abalone-no-such-point = No hay ningún punto { $point } en el tablero.
illegal-abalone-not-neighbours = { $first } y { $second } no son vecinos.
illegal-abalone-same-point = { $point } aparece dos veces.
illegal-abalone-empty = { $point } está vacío.
illegal-abalone-not-your-marble = { $point } no es una de tus canicas.
illegal-abalone-not-in-line = { $first } y { $second } no están en una misma línea de canicas contiguas.
illegal-abalone-too-many-marbles = Una línea de más de tres canicas no puede moverse ({ $line }).
illegal-abalone-off-board = { $point } saldría del tablero.
illegal-abalone-own-marble-off-board = No puedes empujar tu propia canica fuera del tablero.
illegal-abalone-single-cannot-push = Una canica sola no puede empujar: { $point } está ocupado.
illegal-abalone-outnumbered = { $pushers } no pueden empujar { $defenders ->
        [3] 3 o más
       *[other] { $defenders }
    }.
illegal-abalone-sandwiched = { $count ->
        [one] La canica { $color ->
            [black] negra
           *[white] blanca
        } en { $marbles } está atrapada por tu canica en { $blocker } y no puede ser empujada
       *[other] Las canicas { $color ->
            [black] negras
           *[white] blancas
        } en { $marbles } están atrapadas por tu canica en { $blocker } y no pueden ser empujadas
    }.
illegal-abalone-occupied = { $point } está ocupado.
illegal-abalone-broadside-cannot-push = Una jugada lateral no puede empujar: { $point } está ocupado.
illegal-abalone-along-the-line = Moverse a lo largo de la línea es una jugada en línea: escríbela como { $text }.
marbles-and = { $first } y { $second }

## El servicio de juego

error-game-not-found = No existe la partida { $game }.
error-challenge-not-found = No existe el desafío { $challenge }.
error-not-your-game = No juegas en esta partida.
error-not-your-turn = No es tu turno; le toca a { $to_move }.
error-game-over = Esta partida ha terminado.
error-challenge-expired = Este desafío ha caducado.
error-challenge-closed = Este desafío ya no está abierto (fue { $status ->
        [accepted] aceptado
        [declined] rechazado
        [cancelled] cancelado
       *[expired] caducado
    }).
error-not-challenged = Solo { $opponent } puede responder a este desafío.
error-game-not-over = La partida sigue en curso.
error-no-rematch-with-engine = Para jugar otra vez contra mi motor, desafíame con /desafiar.
error-rematch-pending = Ya pediste esta revancha; espera a tu rival.
error-challenge-taken = Otra persona aceptó este desafío primero.
error-outside-rating-range = Este desafío es para jugadores con puntuación { $range }; tu puntuación en { $kind } es { $rating }.
error-empty-rating-range = La puntuación mínima permitida está por encima de la máxima.
error-rating-limit-range = Un límite de puntuación debe estar entre { $min } y { $max }; { $given } no lo está.
error-not-challenger = Solo { $challenger } puede cancelar este desafío.
error-self-challenge = No puedes desafiarte a ti mismo.
error-invalid-move-hours = El tiempo por jugada debe estar entre 1 y { $max } { $max ->
        [one] hora
       *[other] horas
    }.
error-invalid-page = Esa página no existe; las páginas van de 1 a { $last }.
error-too-late-to-abort = Una partida solo se puede anular antes de que ambos jugadores hayan movido; abandona en su lugar.
error-tournament-game-abort = Una partida de torneo no se puede anular: allí cuenta cada partida; abandona en su lugar.
error-draw-already-offered = Ya ofreciste tablas en esta partida; espera una respuesta.
error-no-draw-offer = No hay ninguna oferta de tablas que responder en esta partida.
error-not-your-offer-to-answer = Solo { $opponent } puede responder a esta petición.
error-takeback-pending = Ya hay una petición de deshacer esperando respuesta en esta partida.
error-cannot-take-back = Solo puedes deshacer tu propia última jugada, y solo antes de que { $opponent } haya respondido.
error-no-takeback-request = No hay ninguna petición de deshacer que responder en esta partida (una jugada posterior la cancela).
error-resign-outdated = La partida ha avanzado desde que lo pediste; usa /abandonar otra vez.
error-position-changed = La posición ha cambiado desde que abriste este selector, así que no se ha jugado nada; pulsa Mover bajo el último tablero.
error-request-outdated = La partida ha avanzado desde esta petición; ya no vale.
error-out-of-time = Se te acabó el tiempo en esta partida; está perdida por tiempo.
error-conflict = Otra persona cambió esta partida en el mismo momento; inténtalo de nuevo.
error-storage = No se pudo guardar el cambio; no ha cambiado nada, inténtalo de nuevo.
error-database-away = Mi base de datos no ha respondido; no se ha guardado nada, inténtalo de nuevo dentro de un minuto.
error-maybe-saved = Mi base de datos dejó de responder mientras guardaba; puede que el cambio se haya guardado o no: vuelve a mirar dentro de un minuto antes de intentarlo otra vez.
move-not-saved = Tu jugada { $move } no se ha guardado: mi base de datos no está disponible; juégala de nuevo dentro de un minuto.
move-maybe-saved = Mi base de datos dejó de responder mientras guardaba tu jugada { $move }; puede que se haya guardado o no: dentro de un minuto, mira la partida con /partida y juégala de nuevo solo si no está.
error-move-too-long = Una jugada tiene como máximo { $max } { $max ->
        [one] carácter
       *[other] caracteres
    }.
error-move-characters = Una jugada solo usa letras, cifras, espacios y guiones, como d4 o e2-d3.
error-move-empty = La jugada está vacía.
error-page-size = Una página tiene de 1 a { $max } { $max ->
        [one] elemento
       *[other] elementos
    }.
error-bank-initial = Una reserva de tiempo empieza con entre 1 hora y 30 días.
error-bank-increment = El tiempo añadido tras cada jugada está entre 0 y 7 días.
error-bank-cap = El tope de una reserva de tiempo está entre su inicio ({ $initial }) y 30 días.
error-bank-with-move-hours = Elige un tiempo por jugada o una reserva de tiempo, no ambos.
error-vacation-days = Unas vacaciones duran de 1 a { $max } { $max ->
        [one] día
       *[other] días
    }.
error-already-on-vacation = Ya estás de vacaciones hasta el { $until }; termínalas antes de empezar otras.
error-not-on-vacation = No estás de vacaciones.
error-vacation-allowance-used = Te quedan { $left } de vacaciones en { $year } (el máximo es { $allowance } días al año).
error-deadline-too-close = Tu plazo en la partida #{ $game } vence en menos de una hora; juega allí primero.

## El adaptador

error-discord = Discord no aceptó mi mensaje; inténtalo de nuevo.
error-render = Algo falló al dibujar el tablero; la jugada está guardada.
too-quickly = Estás enviando comandos demasiado rápido; espera un momento.
button-outdated = Este botón ya no se usa.
pick-a-game = Elige una partida de la lista o indica su número, por ejemplo 12.
no-game-to-move = No tienes ninguna partida en la que sea tu turno; elige una con la opción `partida`.
many-games-to-move = Es tu turno en { $count } { $count ->
        [one] partida
       *[other] partidas
    } ({ $games }): elige una con la opción `partida`.
move-saved-board-not-posted = Tu jugada está guardada, pero Discord no aceptó su tablero: { $error } El tablero se publicará aquí en cuanto Discord lo acepte; o usa /tablero.

## Duraciones

duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
duration-days-hours = { $days ->
        [one] { $days } día
       *[other] { $days } días
    } { $hours } h

## Opciones de los comandos

no-game-in-progress = No tienes ninguna partida en curso.
several-games = Juegas varias partidas: elige una con la opción `partida`.
bad-level = El nivel debe ser un número del 1 al 5, no "{ $level }".
bots-cannot-play = Los bots no juegan; desafía a una persona, o a mí para jugar contra mi motor.
move-hours-range = `horas_por_jugada` debe estar entre 0 y 336.
rating-limits-open-only = Los límites de puntuación son para desafíos abiertos; omite el rival para publicar uno.
clock-custom-needs-bank = `reloj:personalizado` necesita `horas_reserva` (y opcionalmente `horas_añadidas`, `horas_máx`).
bank-values-custom-only = `horas_reserva`, `horas_añadidas` y `horas_máx` solo van con `reloj:personalizado`.
custom-bank-needs-hours = Una reserva de tiempo personalizada necesita horas_reserva, el tiempo inicial de cada jugador.
leaderboard-needs-server = La clasificación del servidor necesita un servidor; usa ámbito:todos aquí.
ply-out-of-range = La partida { $game } tiene { $total } { $total ->
        [one] jugada
       *[other] jugadas
    }; elige un valor de `jugadas` de 0 (el inicio) a { $total }.

## Dónde se juega

people-game-needs-the-bot = Una partida entre dos personas se juega en un hilo de un servidor donde estoy; añádeme a un servidor (mi perfil → Añadir app → Añadir al servidor) y desafía allí. Aquí puedes jugar contra mi motor: `/desafiar motor`.
engine-needs-the-bot = Aquí no puedo publicar tableros; juega contra mi motor en un mensaje directo conmigo, o añádeme a este servidor (mi perfil → Añadir app → Añadir al servidor).
error-forget-changed = Ahora hay { $running } de tus partidas en curso, no como se te dijo; usa /datos olvidar otra vez.
error-player-forgotten = Este jugador hizo borrar sus datos a petición propia; no se le puede pedir la revancha.
error-premove-engine = Las jugadas condicionales son para partidas entre personas; el motor responde al instante de todos modos.
error-premove-your-turn = Te toca a ti: haz primero tu jugada y luego prevé tus respuestas a su réplica.
error-premove-too-short = Una línea necesita la jugada de tu rival y tu respuesta, como `c4 d5`.
error-premove-too-long = Una línea tiene como mucho { $max } { $max ->
        [one] jugada
       *[other] jugadas
    }.
error-premove-ends-with-opponent = Una línea termina con tu respuesta: la jugada { $index }, { $notation }, es de tu rival y no tiene respuesta.
error-premove-too-many = Ya tienes { $max } { $max ->
        [one] línea
       *[other] líneas
    } en esta partida; bórralas antes con `/prejugada borrar`.
error-premove-illegal = La jugada { $index } ({ $notation }) no se puede jugar ahí. { $reason }
error-premove-after-end = Jugada { $index }, { $notation }: la partida ya ha terminado antes.
error-premove-turn-skipped = Jugada { $index }, { $notation }: justo antes hay un pase forzado, así que las jugadas de la línea ya no se alternan.
error-premove-conflict = Jugada { $index }, { $notation }: tu línea { $line } responde a las mismas jugadas con { $answer }; borra tus líneas para cambiarla.
error-explore-from = Esa jugada no existe: la partida lleva { $max } { $max ->
        [one] jugada
       *[other] jugadas
    } (`desde` va de 0 a { $max }).

error-not-taking-challenges = { $name } no acepta desafíos tuyos ahora.
error-block-self = No puedes bloquearte a ti mismo.
error-block-too-many = Ya bloqueas a { $limit } { $limit ->
        [one] jugador
       *[other] jugadores
    }, el máximo; desbloquea uno con `/desbloquear` primero.
