# Lesbare Beschreibungen der Züge.

move-enter = einsetzen, noch { $reserve } in der Hand
move-stack = Stapel von { $height } auf { $onto }, schlägt
move-pass = passen
move-inline = { $marbles } in Linie
move-push = schiebt { $pushed } mit { $marbles }
move-pushed-off = { $description }, { $off } hinausgeschoben
move-broadside = seitlich { $marbles }
move-label = { $notation }: { $description }
board-played-described = { $color ->
        [black] Schwarz
       *[white] Weiß
    } spielte **{ $notation }**: { $description }

## /analyse und der Knopf Analysieren

analyse-button = Analysieren
analysis-progress = ⏳ Partie #{ $game } wird analysiert: Halbzug { $ply } von { $plies }…
analysis-header = **Analyse der Partie #{ $game }** ({ $kind }): { $black } gegen { $white }, { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzüge
    }, jede Stellung auf Stufe 4 durchsucht; Verluste in { $unit ->
        [marbles] Kugeln
       *[points] Punkten
    }.
analysis-player-name = { $player } ({ $color ->
        [black] Schwarz
       *[white] Weiß
    })
analysis-summary = { $player }: durchschnittlicher Verlust { $average } pro Zug, Genauigkeit { $accuracy } % · { $inaccuracies ->
        [one] 1 Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [one] 1 Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] 1 grober Fehler
       *[other] { $blunders } grobe Fehler
    }
analysis-mistakes = **Fehler** (Ungenauigkeit ab { $inaccuracy }, Fehler ab { $mistake }, grober Fehler ab { $blunder }):
analysis-no-mistakes = Keine Ungenauigkeiten, Fehler oder groben Fehler.
analysis-mistake = **{ $ply }.** { $player } spielte { $played }, besser { $best }: −{ $loss } · { $grade }
analysis-more = … und { $count } weitere
grade-inaccuracy = Ungenauigkeit
grade-mistake = Fehler
grade-blunder = grober Fehler
analysis-chart-title = Partie #{ $game }: { $black } gegen { $white }
analysis-chart-ahead = { $player } ({ $color ->
        [black] Schwarz
       *[white] Weiß
    }) vorn
analysis-chart-unit = { $unit ->
        [marbles] Kugeln
       *[points] Punkte
    }
analysis-chart-turning = Wendepunkt
analysis-live-between-people = Keine Analyse, solange Menschen diese Partie noch spielen (keine Hilfe während des Spiels): frag noch einmal, wenn sie vorbei ist.
analysis-running = Diese Partie wird gerade analysiert: die Analyse erscheint, sobald sie fertig ist.
analysis-failed = Die Analyse konnte nicht laufen ({ $error }); bitte später noch einmal versuchen.
analysis-queued = ⏳ Die Analyse der Partie #{ $game } ist { $place }. in der Warteschlange…
analysis-capped = { $analysed ->
        [one] Der erste
       *[other] Die ersten { $analysed }
    } von { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzügen
    } analysiert (Analysen enden nach { $analysed } { $analysed ->
        [one] Halbzug
       *[other] Halbzügen
    }).
analysis-already-queued = Deine Analyse der Partie #{ $game } wartet schon oder läuft: eine auf einmal pro Person. Frag wieder, sobald sie gepostet ist.
analysis-queue-full = Zu viele Analysen warten: deine hätte etwa { $minutes } min gedauert. Bitte später noch einmal versuchen.
analysis-stopped = Die Analyse wurde angehalten, weil ihre Antwort nicht mehr aktualisiert werden konnte; das Durchsuchte bleibt erhalten: frag noch einmal, um sie fertigzustellen.
analysis-stopped-shutdown = Die Analyse wurde angehalten, weil ich neu starte; das Durchsuchte bleibt erhalten: frag in einer Minute noch einmal, um sie fertigzustellen.
analyse-which-game = Welche Partie? Wähle sie mit der Option Partie, oder nutze /analysieren im Thread der Partie.
analyse-choice = #{ $game } · { $kind } gegen { $opponent } · { $state }
analyse-won = gewonnen { $ago }
analyse-lost = verloren { $ago }
analyse-drawn = remis { $ago }
analyse-ended = beendet { $ago }
analyse-playing = läuft
ago-minutes = { $count ->
        [one] vor 1 Minute
       *[other] vor { $count } Minuten
    }
ago-hours = { $count ->
        [one] vor 1 Stunde
       *[other] vor { $count } Stunden
    }
ago-days = { $count ->
        [one] vor 1 Tag
       *[other] vor { $count } Tagen
    }
game-analysed = 🔍 Analysiert: /analysieren partie:{ $game } zeigt es.
game-analysed-partly = 🔍 Teilweise analysiert: { $analysed } von { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzügen
    } (dort hielt die Analyse an); /analysieren partie:{ $game } zeigt es.
game-hinted = 💡 Mit Tipps: { $count ->
        [one] die Engine hat 1 Zug vorgeschlagen
       *[other] die Engine hat { $count } Züge vorgeschlagen
    } in dieser Partie.

## /tipp

hint-suggestion = 💡 In Partie #{ $game } würde die Engine { $suggestion } spielen; ihre Bewertung: { $eval } { $unit ->
        [marbles] Kugeln
       *[points] Punkte
    } für dich. Die Partie ist jetzt als mit Tipp gespielt markiert.
hint-not-against-engine = Tipps gibt es nur in Partien gegen mich, nicht zwischen Menschen.
hint-not-your-turn = Einen Tipp bekommt nur, wer am Zug ist.
