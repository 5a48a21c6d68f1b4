# Was ein Befehl seinem Benutzer zeigt, in dessen Sprache.

kind-abande-hex = Abande (Sechseckbrett)
kind-abande-square = Abande (Quadratbrett)
kind-abande-snub = Abande (Snub-Quadratbrett)
kind-abalone = Abalone (Grundstellung)
kind-abalone-belgian = Abalone (Belgisches Gänseblümchen)
kind-abalone-german = Abalone (Deutsches Gänseblümchen)

turn-yours = du bist am Zug
turn-theirs = der Gegner ist am Zug
game-in-progress = läuft
game-finished = beendet
autocomplete-game = #{ $game } { $kind } gegen { $opponent } ({ $state })

page-previous = ◀ Zurück
page-next = Weiter ▶

## /games

games-none = Du hast keine laufenden Partien. Starte eine mit `/herausfordern`.
games-active = Deine laufenden Partien ({ $count }):
dashboard-header-paged = Deine laufenden Partien ({ $count }), Seite { $page } von { $pages }:
dashboard-your-turn = **Du bist am Zug** ({ $count }), die mit der wenigsten Zeit zuerst:
dashboard-their-turn = Deine Gegner sind am Zug ({ $count }):
# $deadline is dashboard-deadline or dashboard-no-deadline, $bank " · " and dashboard-bank or nothing, $link " · " and the game's thread or nothing.
dashboard-line = { $game } { $kind } gegen { $opponent } · { $deadline }{ $bank }{ $link }
# $when is a Discord timestamp, shown as "in 3 hours" in the reader's own language.
dashboard-deadline = { $whose ->
        [yours] ziehe { $when }
       *[theirs] der Gegner muss { $when } ziehen
    }
dashboard-no-deadline = ohne Zeitlimit
dashboard-bank = dein Zeitkonto: { $left }
games-pending = Offene Herausforderungen ({ $count }):
pending-open = { $challenge } { $kind } · offen für alle · verfällt <t:{ $expires }:R>{ $link }
pending-to = { $challenge } { $kind } · an { $player } · verfällt <t:{ $expires }:R>{ $link }
pending-from = { $challenge } { $kind } · von { $player } · verfällt <t:{ $expires }:R>{ $link }

## /history

history-header = Beendete Partien{ $kind } von { $player }{ $against } (Seite { $page } von { $pages }):
history-of-kind = { " " }in { $kind }
history-against = { " " }gegen { $opponent }
history-empty = Noch keine beendeten Partien für { $player }.
history-result = { $result ->
        [aborted] abgebrochen
        [draw] remis
        [won] gewonnen
        [lost] verloren
       *[none] kein Ergebnis
    }
history-color-won = { $color ->
        [black] Schwarz
       *[white] Weiß
    } hat gewonnen
history-line = { $game } · { $kind } · gegen { $opponent } · { $result }{ $how }{ $score }{ $date } · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
ended-by = { " " }{ $how ->
        [score] nach Punkten
        [resignation] durch Aufgabe
        [timeout] durch Zeitüberschreitung
        [agreement] nach Vereinbarung
        [adjudication] durch Entscheidung der Moderation
       *[abort] durch Abbruch
    }

## /game, /replay, /export

game-summary = **{ $title }** · { $kind }{ $engine }
    Schwarz: { $black } · Weiß: { $white }
    Stand: { $status }{ $ended }
    Gespielte Züge ({ $moves }):
game-vs-engine = gegen meine Engine, Stufe { $level }
game-status-to-move = läuft, { $player } ist am Zug
game-status-finished = beendet: { $outcome }
game-status-aborted = abgebrochen (kein Ergebnis)
game-ended = { " " }· beendet am <t:{ $at }:d>
outcome-win = { $player } ({ $color ->
        [black] Schwarz
       *[white] Weiß
    }) hat gewonnen{ $how }{ $score }
outcome-draw = remis{ $how }{ $score }
outcome-none = kein Ergebnis
game-no-moves = (noch keine Züge)
game-moves-in-file = Die Züge stehen in der angehängten Datei.
replay-caption = **{ $title }** · { $black } gegen { $white } · Wiedergabe von { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }
export-caption = Partie **{ $title }** ({ $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }). Spiele sie nach mit `abande-bot show --record { $file }`.

## /stats

stats-header = **Ergebnisse von { $player }**
stats-none = Noch keine beendeten Partien.
stats-line = { $kind }{ $engine }: { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } · { $draws ->
        [one] { $draws } Remis
       *[other] { $draws } Remis
    } · { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    }
stats-current = Laufende Partien: { $count }
stats-streak = Längste Siegesserie: { $count }
stats-ratings = Wertungen (`?`: vorläufig):
stats-rating-line = { $kind }: { $rating } ±{ $deviation } · { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }
stats-chart-title = Wertungen von { $player }

## /leaderboard

leaderboard-header = **Rangliste: { $title }**, { $scope ->
        [server] dieser Server
       *[global] überall
    } (Seite { $page } von { $pages })
leaderboard-empty = Noch niemand ist eingestuft: eine Wertung zählt, sobald ihre Abweichung unter 110 liegt (ein paar gewertete Partien).
leaderboard-line = #{ $rank } { $player } · { $rating } ±{ $deviation } · { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }
leaderboard-you = Du ({ $player }): { $line } (Seite { $page })
leaderboard-you-unranked = Du ({ $player }): hier nicht eingestuft; deine Wertung ist { $rating }
