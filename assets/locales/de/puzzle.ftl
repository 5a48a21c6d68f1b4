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
        [abalone] { $cost ->
            [one] Kugel
           *[other] Kugeln
        }
       *[abande] { $cost ->
            [one] Punkt
           *[other] Punkte
        }
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
# The daily puzzle of a server (issue #39): its post in the games channel.
daily-puzzle-intro = 🧩 **Tagesaufgabe** – Aufgabe { $id } ({ $kind }, Wertung { $rating }): { $color ->
        [black] Schwarz
       *[white] Weiß
    } am Zug hat genau einen Zug, der Material gewinnt; jeder andere ist deutlich schlechter ({ $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    } zu finden). Drück **Lösen**, um sie privat zu versuchen, oder nutze `/aufgabe des_tages`; sie zählt wie jede Aufgabe.
daily-puzzle-button = Lösen
daily-puzzle-solved-by = Die letzte Tagesaufgabe (Aufgabe { $id }) haben { $names } gelöst: { $solved } von { $tried }, die es versucht haben.
daily-puzzle-and-more = { $names } und { $more } weitere
daily-puzzle-nobody-solved = Die letzte Tagesaufgabe (Aufgabe { $id }): { $tried ->
        [0] niemand hat sie versucht.
        [one] die einzige Person, die es versucht hat, hat sie nicht gelöst.
       *[other] keiner der { $tried }, die es versucht haben, hat sie gelöst.
    }
daily-puzzle-opened = **Die Tagesaufgabe dieses Servers** (deine Antwort zählt hier und wie jede Aufgabe):
error-daily-puzzle-none = Dieser Server hat noch keine Tagesaufgabe: ein Admin kann sie mit `/einstellungen tagesaufgabe` einschalten, und die erste kommt bei meiner nächsten Prüfung. Bis dahin gibt dir `/aufgabe zeigen` eine eigene.
error-daily-puzzle-needs-server = Die Tagesaufgabe gehört zu einem Server: nutze `/aufgabe des_tages` auf einem, oder `/aufgabe zeigen` für eine eigene Aufgabe.
error-daily-puzzle-already-tried = Du hast Aufgabe { $id } schon { $solved ->
        [yes] gelöst
       *[no] versucht
    }: jede Aufgabe zählt einmal pro Spieler. `/aufgabe zeigen` gibt dir eine andere.
