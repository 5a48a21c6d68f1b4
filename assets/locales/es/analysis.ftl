# Descripciones legibles de las jugadas.

move-enter = entra, quedan { $reserve } en mano
move-stack = pila de { $height } sobre { $onto }, captura
move-pass = pasa
move-inline = { $marbles } en línea
move-push = empuja { $pushed } con { $marbles }
move-pushed-off = { $description }, expulsa { $off }
move-broadside = lateral de { $marbles }
move-label = { $notation }: { $description }
board-played-described = { $color ->
        [black] Negro
       *[white] Blanco
    } jugó **{ $notation }**: { $description }

## /analizar y el botón Analizar

analyse-button = Analizar
analysis-progress = ⏳ Analizando la partida #{ $game }: jugada { $ply } de { $plies }…
analysis-header = **Análisis de la partida #{ $game }** ({ $kind }): { $black } contra { $white }, { $plies } { $plies ->
        [one] jugada
       *[other] jugadas
    }, cada posición buscada al nivel 4; pérdidas en { $unit ->
        [marbles] canicas
       *[points] puntos
    }.
analysis-player-name = { $player } ({ $color ->
        [black] Negras
       *[white] Blancas
    })
analysis-summary = { $player }: pérdida media { $average } por jugada, precisión { $accuracy } % · { $inaccuracies ->
        [one] 1 imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] 1 error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] 1 error grave
       *[other] { $blunders } errores graves
    }
analysis-mistakes = **Errores** (imprecisión desde { $inaccuracy }, error desde { $mistake }, error grave desde { $blunder }):
analysis-no-mistakes = Ninguna imprecisión, error ni error grave.
analysis-mistake = **{ $ply }.** { $player } jugó { $played }, mejor { $best }: −{ $loss } · { $grade }
analysis-more = … y { $count } más
grade-inaccuracy = imprecisión
grade-mistake = error
grade-blunder = error grave
analysis-chart-title = Partida #{ $game }: { $black } contra { $white }
analysis-chart-ahead = { $player } ({ $color ->
        [black] Negras
       *[white] Blancas
    }) por delante
analysis-chart-unit = { $unit ->
        [marbles] canicas
       *[points] puntos
    }
analysis-chart-turning = punto de inflexión
analysis-live-between-people = No hay análisis mientras haya personas jugando esta partida (sin ayuda durante el juego): vuelve a pedirlo cuando termine.
analysis-running = Esta partida se está analizando ahora: su análisis se publica en cuanto esté listo.
analysis-failed = El análisis no pudo ejecutarse ({ $error }); inténtalo más tarde.
analysis-queued = ⏳ El análisis de la partida #{ $game } es el { $place }.º en la cola…
analysis-capped = Analizadas { $analysed ->
        [one] la primera jugada
       *[other] las primeras { $analysed } jugadas
    } de { $plies } (los análisis se detienen en { $analysed } { $analysed ->
        [one] jugada
       *[other] jugadas
    }).
analysis-already-queued = Tu análisis de la partida #{ $game } ya está en cola o en curso: uno a la vez por persona. Vuelve a pedirlo cuando se publique.
analysis-queue-full = Hay demasiados análisis esperando: el tuyo habría tardado unos { $minutes } min. Inténtalo más tarde.
analysis-stopped = El análisis se detuvo porque su respuesta ya no podía actualizarse; lo buscado se guarda: vuelve a pedirlo para terminarlo.
analysis-stopped-shutdown = El análisis se detuvo porque me estoy reiniciando; lo buscado se guarda: vuelve a pedirlo en un minuto para terminarlo.
analyse-which-game = ¿Qué partida? Elígela con la opción partida, o usa /analizar en el hilo de la partida.
analyse-choice = #{ $game } · { $kind } contra { $opponent } · { $state }
analyse-won = ganada { $ago }
analyse-lost = perdida { $ago }
analyse-drawn = tablas { $ago }
analyse-ended = terminada { $ago }
analyse-playing = en juego
ago-minutes = { $count ->
        [one] hace 1 minuto
       *[other] hace { $count } minutos
    }
ago-hours = { $count ->
        [one] hace 1 hora
       *[other] hace { $count } horas
    }
ago-days = { $count ->
        [one] hace 1 día
       *[other] hace { $count } días
    }
game-analysed = 🔍 Analizada: /analizar partida:{ $game } la muestra.
game-analysed-partly = 🔍 Analizada en parte: { $analysed } de { $plies } { $plies ->
        [one] jugada
       *[other] jugadas
    } (el análisis se detuvo ahí); /analizar partida:{ $game } la muestra.
game-hinted = 💡 Con pistas: { $count ->
        [one] el motor sugirió 1 jugada
       *[other] el motor sugirió { $count } jugadas
    } en esta partida.

## /pista

hint-suggestion = 💡 En la partida #{ $game } el motor jugaría { $suggestion }; su evaluación: { $eval } { $unit ->
        [marbles] canicas
       *[points] puntos
    } para ti. La partida queda marcada como jugada con pistas.
hint-not-against-engine = Las pistas solo se dan en partidas contra mí, no entre personas.
hint-not-your-turn = Una pista solo se da a quien tiene el turno.
