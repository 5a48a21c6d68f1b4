## Torneos: rechazos

tournament-error-not-found = No existe el torneo { $tournament }.
tournament-error-empty-name = Un torneo necesita un nombre.
tournament-error-name-too-long = El nombre de un torneo tiene como máximo { $max } { $max ->
        [one] carácter
       *[other] caracteres
    }.
tournament-error-name-mentions = El nombre de un torneo no puede mencionar a nadie.
tournament-error-players = Un torneo es para { $min } a { $max } { $max ->
        [one] jugador
       *[other] jugadores
    }; { $given } no está permitido.
tournament-error-rounds = Un torneo suizo se juega en 1 a { $max } { $max ->
        [one] ronda
       *[other] rondas
    }; { $given } no está permitido.
tournament-error-rounds-in-round-robin = Solo un torneo suizo tiene número de rondas; en un todos contra todos cada uno juega una vez contra cada otro.
tournament-error-signup-too-long = La inscripción dura como máximo 30 días.
tournament-error-full = Este torneo está completo.
tournament-error-already-in = Ya estás en este torneo.
tournament-error-not-in = No estás en este torneo.
tournament-error-started = Este torneo ha empezado; la inscripción está cerrada.
tournament-error-cannot-leave = Este torneo ha empezado; para dejar de jugarlo, usa `/torneo retirada`.
tournament-error-not-creator = Solo { $creator } puede empezar este torneo.
tournament-error-too-few-swiss = Un torneo suizo necesita al menos { $min } { $min ->
        [one] jugador
       *[other] jugadores
    } para empezar.
tournament-error-too-few-round-robin = Un todos contra todos necesita al menos { $min } { $min ->
        [one] jugador
       *[other] jugadores
    } para empezar.

## Torneos: el mensaje de inscripción, la clasificación, los emparejamientos

tournament-heading = **{ $name }** ({ $id }): { $format } de { $game }
tournament-signup = 🏆 { $heading }; { $clock }; puntuable: { $rated ->
        [yes] sí
       *[no] no
    }. Organiza { $creator }.
tournament-places = Plazas ocupadas: { $taken } de { $max }: { $players }
tournament-starts-at = La inscripción se cierra y las partidas empiezan { $at }.
tournament-starts-by-creator = Las partidas empiezan cuando el organizador pulsa **Empezar ya**.
tournament-running = En juego: ronda { $round } de { $rounds }.
tournament-finished = Terminado: la clasificación es definitiva.
tournament-format-round-robin = torneo todos contra todos
tournament-format-swiss = torneo suizo
tournament-join = Apuntarse
tournament-leave = Retirarse
tournament-start-now = Empezar ya
tournament-standings-title = 🏆 { $heading }
tournament-player = Jugador
tournament-points = Pts
tournament-games = Partidas
tournament-sonneborn-berger = SB
tournament-buchholz = Buchh
tournament-pairing = **{ $name }**: { $black } (Negras) contra { $white } (Blancas), partida { $game }. ¡Suerte!
tournament-none-here = Aún no hay ningún torneo aquí; crea uno con `/torneo crear`.
tournament-more-in-picture = …y { $players } { $players ->
        [one] jugador
       *[other] jugadores
    } más: ver la imagen.
tournament-cross-table-limit = La tabla cruzada se muestra hasta { $max } { $max ->
        [one] jugador
       *[other] jugadores
    }.
tournament-signup-open = Inscripción abierta: { $taken } de { $max } { $max ->
        [one] plaza ocupada
       *[other] plazas ocupadas
    }
tournament-error-already-withdrawn = Ya te has retirado de este torneo.
tournament-error-over = Este torneo ha terminado.
tournament-error-bot = Los bots no pueden jugar en un torneo; sus partidas son entre personas.
tournament-won = 🏆 **{ $name }** ({ $id }) ha terminado. { $count ->
    [one] Gana: { $winners }. ¡Enhorabuena!
   *[other] Primer puesto compartido: { $winners }. ¡Enhorabuena!
}
tournament-left = Has dejado tu plaza en **{ $name }**.
tournament-withdrawn = Te has retirado de **{ $name }**: tus partidas en curso se abandonaron y no se te emparejará más.
tournament-withdrawn-mark = retirado
tournament-withdrawn-list = Retirados: { $players }
tournament-label-signup = inscripción
tournament-label-round = ronda { $round } de { $rounds }
tournament-label-finished = terminado
tournament-list-title = 🏆 Los torneos de aquí, primero los abiertos y en curso:
tournament-list-line = { $heading }, { $players } { $players ->
        [one] jugador
       *[other] jugadores
    }. { $status }
tournament-round = Ronda { $round }
tournament-no-rounds-yet = Aún no hay partidas: la inscripción está abierta.
tournament-bye = { $player }: descanso (una victoria)
tournament-game-running = en juego
tournament-game-no-result = sin resultado
tournament-more-lines = …y { $count } más.
tournament-error-round-robin-too-large = Un todos contra todos es para { $max } { $max ->
        [one] jugador
       *[other] jugadores
    } como mucho: todos juegan contra todos a la vez, así que { $max } { $max ->
        [one] jugador ya empieza
       *[other] jugadores ya empiezan
    } { $games } { $games ->
        [one] partida
       *[other] partidas
    }, cada una en su hilo, { $each } por jugador; { $given } no está permitido. Para más jugadores, elige el formato suizo, que empareja una ronda cada vez.
tournament-error-no-clock = Un torneo necesita un reloj en marcha: un inscrito que nunca mueve bloquearía cada ronda para siempre. Indica `horas_por_jugada` de 1 a 336 (0 significa sin límite) o una reserva de tiempo con `reloj`.
tournament-error-withdrawal-changed = Desde que lo pediste, tus partidas en curso en este torneo pasaron a ser { $running }; usa de nuevo `/torneo retirada` para ver qué haría.
tournament-withdraw-confirm = ¿Retirarte de **{ $name }**? { $running ->
    [0] No tienes ninguna partida en curso.
    [one] Tu partida en curso se abandonará (una derrota).
   *[other] Tus { $running } partidas en curso se abandonarán (derrotas).
} No volverás a ser emparejado.
tournament-leave-confirm = ¿Devolver tu plaza en **{ $name }**?
tournament-withdraw-yes = Retirarme
tournament-leave-yes = Salir
tournament-withdraw-no = Seguir
tournament-stayed = Sigues en el torneo; no ha cambiado nada.
tournament-withdraw-not-yours = Solo el jugador que pidió retirarse puede confirmarlo.
tournament-round-continued = Ronda { $round } (continuación)
tournament-page = Página { $page } de { $pages }
