# Rechazos: por qué no se aceptó una jugada, un comando o un botón.

## Cómo escribir una jugada

move-form-abande = escribe un punto para entrar una pieza (d4), dos puntos para mover una pila (e2-d3), o pass
move-form-abalone = escribe un movimiento en línea con dos puntos (a1b2) o uno lateral con tres (c6c7d6)
syntax-error = no se pudo leer "{ $shown }" como jugada
syntax-error-detail = no se pudo leer "{ $shown }" como jugada ({ $detail })
syntax-too-long = demasiado larga
syntax-empty = vacía
syntax-unexpected-character = carácter inesperado
syntax-number-too-long = número demasiado largo
syntax-letter-without-number = una letra debe ir seguida de un número
syntax-too-many-points = demasiados puntos
syntax-no-points = ningún punto
syntax-other-game = una jugada de otro juego
refusal-with-form = { $reason }: { $form }

## Abande

illegal-game-over = la partida ha terminado
illegal-abande-off-board = no hay ningún punto { $point } en este tablero
illegal-abande-wrong-shape = escribe una jugada como un punto para entrar una pieza (d4), dos puntos para mover una pila (e2-d3), o pass
illegal-abande-occupied = { $point } ya está ocupado
illegal-abande-not-adjacent-to-band = { $point } no toca la banda: una pieza nueva debe tocar una pieza que ya esté en el tablero
illegal-abande-no-pieces-in-hand = no te quedan piezas en mano: mueve una pila o pasa
illegal-abande-moving-not-allowed-yet = las pilas solo pueden moverse después de que Negro haya entrado su segunda pieza
illegal-abande-empty-source = no hay ninguna pila en { $point }
illegal-abande-not-your-stack = la pila en { $point } no es tuya
illegal-abande-target-empty = { $point } está vacío: una pila solo puede moverse sobre una pila rival
illegal-abande-target-own = { $point } es tu propia pila: una pila solo puede moverse sobre una pila rival
illegal-abande-not-adjacent = { $to } no es vecino de { $from }: las pilas avanzan un paso
illegal-abande-too-high = mover la pila de { $from_height } en { $from } sobre la pila de { $to_height } en { $to } la dejaría con { $height } piezas; una pila tiene como máximo 3
illegal-abande-splits-band = mover { $from } partiría la banda: { $cut_off } { $count ->
        [one] quedaría aislada
       *[other] quedarían aisladas
    }
illegal-abande-pass-with-pieces = no puedes pasar mientras tengas { $count } { $count ->
        [one] pieza
       *[other] piezas
    } en mano

## Abalone

illegal-abalone-no-pass = en Abalone no se pasa
illegal-abalone-wrong-point-count = escribe un movimiento en línea con dos puntos (a1b2) o uno lateral con tres (c6c7d6)
illegal-abalone-no-such-point = no hay ningún punto { $point } en el tablero
illegal-abalone-not-neighbours = { $first } y { $second } no son vecinos
illegal-abalone-same-point = { $point } aparece dos veces
illegal-abalone-empty = { $point } está vacío
illegal-abalone-not-your-marble = { $point } no es una de tus canicas
illegal-abalone-not-in-line = { $first } y { $second } no están en una misma línea de canicas contiguas
illegal-abalone-too-many-marbles = una línea de más de tres canicas no puede moverse ({ $line })
illegal-abalone-off-board = { $point } saldría del tablero
illegal-abalone-own-marble-off-board = no puedes empujar tu propia canica fuera del tablero
illegal-abalone-single-cannot-push = una canica sola no puede empujar: { $point } está ocupado
illegal-abalone-outnumbered = { $pushers } no pueden empujar { $defenders ->
        [3] 3 o más
       *[other] { $defenders }
    }
illegal-abalone-sandwiched = { $count ->
        [one] la canica { $color ->
            [black] negra
           *[white] blanca
        } en { $marbles } está atrapada por tu canica en { $blocker } y no puede ser empujada
       *[other] las canicas { $color ->
            [black] negras
           *[white] blancas
        } en { $marbles } están atrapadas por tu canica en { $blocker } y no pueden ser empujadas
    }
illegal-abalone-occupied = { $point } está ocupado
illegal-abalone-broadside-cannot-push = un movimiento lateral no puede empujar: { $point } está ocupado
illegal-abalone-along-the-line = moverse a lo largo de la línea es un movimiento en línea: escríbelo como { $text }
marbles-and = { $first } y { $second }

## El servicio de juego

error-game-not-found = no existe la partida { $game }
error-challenge-not-found = no existe el desafío { $challenge }
error-not-your-game = no juegas en esta partida
error-not-your-turn = no es tu turno; le toca a { $to_move }
error-game-over = esta partida ha terminado
error-challenge-expired = este desafío ha caducado
error-challenge-closed = este desafío ya no está abierto (fue { $status ->
        [accepted] aceptado
        [declined] rechazado
        [cancelled] cancelado
       *[expired] caducado
    })
error-not-challenged = solo { $opponent } puede responder a este desafío
error-game-not-over = la partida sigue en curso
error-no-rematch-with-engine = para jugar otra vez contra mi motor, desafíame con /desafiar
error-rematch-pending = ya pediste esta revancha; espera a tu rival
error-challenge-taken = otra persona aceptó este desafío primero
error-outside-rating-range = este desafío es para jugadores con puntuación { $range }; tu puntuación en { $kind } es { $rating }
error-empty-rating-range = la puntuación mínima permitida está por encima de la máxima
error-rating-limit-range = un límite de puntuación debe estar entre { $min } y { $max }; { $given } no lo está
error-not-challenger = solo { $challenger } puede cancelar este desafío
error-self-challenge = no puedes desafiarte a ti mismo
error-invalid-move-hours = el tiempo por jugada debe estar entre 1 y { $max } { $max ->
        [one] hora
       *[other] horas
    }
error-invalid-page = esa página no existe; las páginas van de 1 a { $last }
error-too-late-to-abort = una partida solo se puede anular antes de que ambos jugadores hayan movido; abandona en su lugar
error-tournament-game-abort = una partida de torneo no se puede anular: allí cuenta cada partida; abandona en su lugar
error-draw-already-offered = ya ofreciste tablas en esta partida; espera una respuesta
error-no-draw-offer = no hay ninguna oferta de tablas que responder en esta partida
error-not-your-offer-to-answer = solo { $opponent } puede responder a esta petición
error-takeback-pending = ya hay una petición de deshacer esperando respuesta en esta partida
error-cannot-take-back = solo puedes deshacer tu propia última jugada, y solo antes de que { $opponent } haya respondido
error-no-takeback-request = no hay ninguna petición de deshacer que responder en esta partida (una jugada posterior la cancela)
error-resign-outdated = la partida ha avanzado desde que lo pediste; usa /abandonar otra vez
error-position-changed = la posición ha cambiado desde que abriste este selector, así que no se ha jugado nada; pulsa Mover bajo el último tablero
error-request-outdated = la partida ha avanzado desde esta petición; ya no vale
error-out-of-time = se te acabó el tiempo en esta partida; está perdida por tiempo
error-conflict = otra persona cambió esta partida en el mismo momento; inténtalo de nuevo
error-storage = no se pudo guardar el cambio; no ha cambiado nada, inténtalo de nuevo
error-database-away = la base de datos del bot no ha respondido; no se ha guardado nada, inténtalo de nuevo dentro de un minuto
error-maybe-saved = la base de datos del bot dejó de responder mientras guardaba; puede que el cambio se haya guardado o no: vuelve a mirar dentro de un minuto antes de intentarlo otra vez
move-not-saved = tu jugada { $move } no se ha guardado: la base de datos del bot no está disponible; juégala de nuevo dentro de un minuto
move-maybe-saved = la base de datos del bot dejó de responder mientras guardaba tu jugada { $move }; puede que se haya guardado o no: dentro de un minuto, mira la partida con /partida y juégala de nuevo solo si no está
error-move-too-long = una jugada tiene como máximo { $max } { $max ->
        [one] carácter
       *[other] caracteres
    }
error-move-characters = una jugada solo usa letras, cifras, espacios y guiones, como d4 o e2-d3
error-move-empty = la jugada está vacía
error-page-size = una página tiene de 1 a { $max } { $max ->
        [one] elemento
       *[other] elementos
    }
error-bank-initial = una reserva de tiempo empieza con entre 1 hora y 30 días
error-bank-increment = el tiempo añadido tras cada jugada está entre 0 y 7 días
error-bank-cap = el tope de una reserva de tiempo está entre su inicio ({ $initial }) y 30 días
error-bank-with-move-hours = elige un tiempo por jugada o una reserva de tiempo, no ambos
error-vacation-days = unas vacaciones duran de 1 a { $max } { $max ->
        [one] día
       *[other] días
    }
error-already-on-vacation = ya estás de vacaciones hasta el { $until }; termínalas antes de empezar otras
error-not-on-vacation = no estás de vacaciones
error-vacation-allowance-used = te quedan { $left } de vacaciones en { $year } (el máximo es { $allowance } días al año)
error-deadline-too-close = tu plazo en la partida #{ $game } vence en menos de una hora; juega allí primero

## El adaptador

error-discord = Discord no aceptó el mensaje del bot; inténtalo de nuevo
error-render = algo falló al dibujar el tablero; la jugada está guardada
too-quickly = estás enviando comandos demasiado rápido; espera un momento
button-outdated = este botón ya no se usa
pick-a-game = elige una partida de la lista o indica su número, por ejemplo 12
no-game-to-move = no tienes ninguna partida en la que sea tu turno; elige una con la opción `partida`
many-games-to-move = es tu turno en { $count } { $count ->
        [one] partida
       *[other] partidas
    } ({ $games }): elige una con la opción `partida`
move-saved-board-not-posted = tu jugada está guardada, pero Discord no aceptó el tablero ({ $error }); se publicará aquí en cuanto Discord lo acepte, o usa /tablero

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

no-game-in-progress = no tienes ninguna partida en curso
several-games = juegas varias partidas: elige una con la opción `partida`
bad-level = el nivel debe ser un número del 1 al 5, no "{ $level }"
bots-cannot-play = los bots no juegan; desafía a una persona, o a mí para jugar contra mi motor
move-hours-range = horas_por_jugada debe estar entre 0 y 336
rating-limits-open-only = los límites de puntuación son para desafíos abiertos; omite el rival para publicar uno
clock-custom-needs-bank = reloj:personalizado necesita horas_reserva (y opcionalmente horas_añadidas, horas_máx)
bank-values-custom-only = horas_reserva, horas_añadidas y horas_máx solo van con reloj:personalizado
custom-bank-needs-hours = una reserva de tiempo personalizada necesita horas_reserva, el tiempo inicial de cada jugador
leaderboard-needs-server = la clasificación del servidor necesita un servidor; usa ámbito:todos aquí
ply-out-of-range = la partida { $game } tiene { $total } { $total ->
        [one] jugada
       *[other] jugadas
    }; elige un valor de `jugadas` de 0 (el inicio) a { $total }

## Dónde se juega

people-game-needs-the-bot = una partida entre dos personas se juega en un hilo de un servidor donde estoy; añádeme a un servidor (mi perfil → Añadir app → Añadir al servidor) y desafía allí. Aquí puedes jugar contra mi motor: `/desafiar motor`
engine-needs-the-bot = aquí no puedo publicar tableros; juega contra mi motor en un mensaje directo conmigo, o añádeme a este servidor (mi perfil → Añadir app → Añadir al servidor)
error-forget-changed = ahora hay { $running } de tus partidas en curso, no como se te dijo; usa /datos olvidar otra vez
error-player-forgotten = este jugador hizo borrar sus datos a petición propia; no se le puede pedir la revancha
error-premove-engine = las jugadas condicionales son para partidas entre personas; el motor responde al instante de todos modos
error-premove-your-turn = te toca a ti: haz primero tu jugada y luego prevé tus respuestas a su réplica
error-premove-too-short = una línea necesita la jugada de tu rival y tu respuesta, como `c4 d5`
error-premove-too-long = una línea tiene como mucho { $max } { $max ->
        [one] jugada
       *[other] jugadas
    }
error-premove-ends-with-opponent = una línea termina con tu respuesta: la jugada { $index }, { $notation }, es de tu rival y no tiene respuesta
error-premove-too-many = ya tienes { $max } { $max ->
        [one] línea
       *[other] líneas
    } en esta partida; bórralas antes con `/prejugada borrar`
error-premove-illegal = jugada { $index }, { $notation }: { $reason }
error-premove-after-end = jugada { $index }, { $notation }: la partida ya ha terminado antes
error-premove-turn-skipped = jugada { $index }, { $notation }: justo antes hay un pase forzado, así que las jugadas de la línea ya no se alternan
error-premove-conflict = jugada { $index }, { $notation }: tu línea { $line } responde a las mismas jugadas con { $answer }; borra tus líneas para cambiarla
error-explore-from = esa jugada no existe: la partida lleva { $max } { $max ->
        [one] jugada
       *[other] jugadas
    } (`desde` va de 0 a { $max })

error-not-taking-challenges = { $name } no acepta desafíos tuyos ahora.
error-block-self = No puedes bloquearte a ti mismo.
error-block-too-many = Ya bloqueas a { $limit } { $limit ->
        [one] jugador
       *[other] jugadores
    }, el máximo; desbloquea uno con `/desbloquear` primero.
