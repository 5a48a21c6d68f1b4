# Die Wörter im Brettbild.

image-black-wins = Schwarz gewinnt · { $moves } Züge
image-white-wins = Weiß gewinnt · { $moves } Züge
image-draw = Remis · { $moves } Züge
image-move = Zug { $number }
image-move-last = Zug { $number } · zuletzt { $last }
image-time = Zeit { $clock }
image-in-hand = in der Hand { $count }
image-score = Punkte { $score }
image-pushed-off = hinausgeschoben { $count } / 6
image-winner = SIEGER
image-to-move = AM ZUG

# Wie eine beendete Partie ausging, im Kopf und unter dem Brett.
image-aborted = Abgebrochen
image-end-points = { $winner } gewinnt nach Punkten, { $won } zu { $lost }
image-end-points-draw = Remis nach Punkten, { $score } zu { $score }
image-end-marbles = { $winner } gewinnt: { $count } Kugeln hinausgeschoben
image-end-won = { $winner } gewinnt
image-end-draw = Remis
image-end-resigned = { $loser } hat aufgegeben: { $winner } gewinnt
image-end-timeout = { $loser } hat die Zeit überschritten: { $winner } gewinnt
image-end-agreed = Remis nach Vereinbarung
image-end-adjudicated-win = Von der Moderation entschieden: { $winner } gewinnt
image-end-adjudicated-draw = Von der Moderation entschieden: Remis
image-end-aborted = Abgebrochen: die Partie hat kein Ergebnis
image-end-over = Partie beendet

# Das Wertungsdiagramm von /stats: seine Zeitachse und sein schattiertes Band.
chart-start = Start
chart-band = ± Wertungsabweichung (schattiert)
chart-date = { $day }. { $month ->
        [1] Jan.
        [2] Feb.
        [3] März
        [4] Apr.
        [5] Mai
        [6] Juni
        [7] Juli
        [8] Aug.
        [9] Sept.
        [10] Okt.
        [11] Nov.
       *[12] Dez.
    }
chart-date-year = { $day }. { $month ->
        [1] Jan.
        [2] Feb.
        [3] März
        [4] Apr.
        [5] Mai
        [6] Juni
        [7] Juli
        [8] Aug.
        [9] Sept.
        [10] Okt.
        [11] Nov.
       *[12] Dez.
    } { $year }
