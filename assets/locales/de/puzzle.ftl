# /puzzle (issue #39): puzzles from finished games.
puzzle-side = { $color ->
        [black] Schwarz
       *[white] Weiß
    }
puzzle-title = Aufgabe { $id }
puzzle-intro = **Aufgabe { $id }** ({ $kind }, Wertung { $rating }): { $color ->
        [black] Schwarz
       *[white] Weiß
    } am Zug hat genau einen Zug, der Material gewinnt; jeder andere ist deutlich schlechter. Zug { $step } von { $moves }: antworte mit `/aufgabe antworten zug:`.
puzzle-record = Aufgaben: { $solved } gelöst, { $failed } verfehlt, Serie { $streak } (beste { $best }), Wertung { $rating }.
puzzle-right-go-on = Richtig! Ich antworte { $reply }. Finde den nächsten Zug.
puzzle-solved = Gelöst! Die ganze Folge: { $line }.
puzzle-failed = Nicht dieser: { $played } gewinnt nicht. Die Lösung war { $answer } (die ganze Folge: { $line }).
error-puzzle-none-left = Noch keine neue Aufgabe für dich: Aufgaben kommen aus beendeten Partien und werden im Hintergrund gesucht. Versuch es später.
error-puzzle-not-solving = Du löst gerade keine Aufgabe: hol dir eine mit `/aufgabe zeigen`.
alt-puzzle = Aufgabe { $id }, { $kind }: { $color ->
        [black] Schwarz
       *[white] Weiß
    } am Zug gewinnt Material.
alt-puzzle-last = Zuletzt gespielt: { $notation }.
# "Learn from your mistakes", the button under an analysis.
analysis-learn-button = Aus Fehlern lernen
learn-title = Partie #{ $game }, vor Zug { $ply }
learn-intro = **Aus Fehlern lernen** – Partie #{ $game }, { $index } von { $count }: in Zug { $ply } hast du { $played } gespielt, das hat { $cost } { $family ->
        [abalone] Kugeln
       *[abande] Punkte
    } gekostet. Finde einen besseren Zug: `/aufgabe antworten zug:`.
learn-right = Richtig: { $answered } ist so gut wie { $best } der Engine.
learn-wrong = Nicht ganz: { $answered } verliert noch zu viel; die Engine spielt { $best }.
learn-done = Das war dein letzter Fehler in dieser Partie.
error-learn-not-analysed = Diese Partie hat noch keine vollständige Analyse: nutze zuerst `/analysieren`.
error-learn-no-mistakes = Du hast in dieser Partie keinen Fehler gemacht (oder nicht mitgespielt).
alt-learn = Die Stellung der Partie #{ $game } vor Zug { $ply }, { $kind }: { $color ->
        [black] Schwarz
       *[white] Weiß
    } am Zug; finde einen besseren Zug als den gespielten.
