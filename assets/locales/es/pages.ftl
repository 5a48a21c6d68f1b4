# Lo que un comando muestra a quien lo usa, en su idioma.

kind-abande-hex = Abande (tablero hexagonal)
kind-abande-square = Abande (tablero cuadrado)
kind-abande-snub = Abande (tablero cuadrado snub)
kind-abalone = Abalone (posición estándar)
kind-abalone-belgian = Abalone (margarita belga)
kind-abalone-german = Abalone (margarita alemana)

turn-yours = te toca
turn-theirs = le toca al rival
game-in-progress = en curso
game-finished = terminada
autocomplete-game = #{ $game } { $kind } contra { $opponent } ({ $state })

page-previous = ◀ Anterior
page-next = Siguiente ▶

## /games

games-none = No tienes partidas en curso. Empieza una con `/desafiar`.
games-active = Tus partidas en curso ({ $count }):
dashboard-header-paged = Tus partidas en curso ({ $count }), página { $page } de { $pages }:
dashboard-your-turn = **Te toca** ({ $count }), primero las de menos tiempo:
dashboard-their-turn = Les toca a tus rivales ({ $count }):
# $deadline is dashboard-deadline or dashboard-no-deadline, $bank " · " and dashboard-bank or nothing, $link " · " and the game's thread or nothing.
dashboard-line = { $game } { $kind } contra { $opponent } · { $deadline }{ $bank }{ $link }
# $when is a Discord timestamp, shown as "in 3 hours" in the reader's own language.
dashboard-deadline = { $whose ->
        [yours] debes jugar { $when }
       *[theirs] tu rival debe jugar { $when }
    }
dashboard-no-deadline = sin límite de tiempo
dashboard-bank = tu reserva de tiempo: { $left }
games-pending = Desafíos pendientes ({ $count }):
pending-open = { $challenge } { $kind } · abierto a todos · caduca <t:{ $expires }:R>{ $link }
pending-to = { $challenge } { $kind } · a { $player } · caduca <t:{ $expires }:R>{ $link }
pending-from = { $challenge } { $kind } · de { $player } · caduca <t:{ $expires }:R>{ $link }

## /history

history-header = Partidas terminadas{ $kind } de { $player }{ $against } (página { $page } de { $pages }):
history-of-kind = { " " }de { $kind }
history-against = { " " }contra { $opponent }
history-empty = Aún no hay partidas terminadas de { $player }.
history-result = { $result ->
        [aborted] anulada
        [draw] tablas
        [won] ganada
        [lost] perdida
       *[none] sin resultado
    }
history-color-won = ganó { $color ->
        [black] Negro
       *[white] Blanco
    }
history-line = { $game } · { $kind } · contra { $opponent } · { $result }{ $how }{ $score }{ $date } · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
ended-by = { " " }{ $how ->
        [score] por puntos
        [resignation] por abandono
        [timeout] por tiempo
        [agreement] por acuerdo
        [adjudication] por decisión de un moderador
       *[abort] por anulación
    }

## /game, /replay, /export

game-summary = **{ $title }** · { $kind }{ $engine }
    Negro: { $black } · Blanco: { $white }
    Estado: { $status }{ $ended }
    Jugadas hechas ({ $moves }):
game-vs-engine = contra mi motor, nivel { $level }
game-status-to-move = en curso, mueve { $player }
game-status-finished = terminada: { $outcome }
game-status-aborted = anulada (sin resultado)
game-ended = { " " }· terminó el <t:{ $at }:d>
outcome-win = { $player } ({ $color ->
        [black] Negro
       *[white] Blanco
    }) ganó{ $how }{ $score }
outcome-draw = tablas{ $how }{ $score }
outcome-none = sin resultado
game-no-moves = (aún no hay jugadas)
game-moves-in-file = Las jugadas están en el archivo adjunto.
replay-caption = **{ $title }** · { $black } contra { $white } · repetición de { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }
export-caption = Partida **{ $title }** ({ $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }). Reprodúcela con `abande-bot show --record { $file }`.

## /stats

stats-header = **Resultados de { $player }**
stats-none = Aún no hay partidas terminadas.
stats-line = { $kind }{ $engine }: { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    } · { $draws ->
        [one] { $draws } tablas
       *[other] { $draws } tablas
    } · { $losses ->
        [one] { $losses } derrota
       *[other] { $losses } derrotas
    }
stats-current = Partidas en curso: { $count }
stats-streak = Racha de victorias más larga: { $count }
stats-ratings = Puntuaciones (`?`: provisional):
stats-rating-line = { $kind }: { $rating } ±{ $deviation } · { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    }
stats-chart-title = Puntuaciones de { $player }

## /leaderboard

leaderboard-header = **Clasificación: { $title }**, { $scope ->
        [server] este servidor
       *[global] todos
    } (página { $page } de { $pages })
leaderboard-empty = Aún no hay nadie clasificado: una puntuación cuenta cuando su desviación baja de 110 (unas pocas partidas puntuables).
leaderboard-line = #{ $rank } { $player } · { $rating } ±{ $deviation } · { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    }
leaderboard-you = Tú ({ $player }): { $line } (página { $page })
leaderboard-you-unranked = Tú ({ $player }): sin clasificar aquí; tu puntuación es { $rating }
