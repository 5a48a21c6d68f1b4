# Die Wörter im Brettbild.

image-black-wins = Schwarz gewinnt · { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }
image-white-wins = Weiß gewinnt · { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }
image-draw = Remis · { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }
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
image-end-marbles = { $winner } gewinnt: { $count } { $count ->
        [one] Kugel
       *[other] Kugeln
    } hinausgeschoben
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

# Die Beschreibungen der Bilder (Alternativtext), die Bildschirmleser
# vorlesen: was ein sehender Spieler dem Bild entnimmt.
alt-player = { $name } ({ $color ->
        [black] Schwarz
       *[white] Weiß
    })
alt-board = Brett von { $title }, { $kind }: { $black } gegen { $white }.
alt-board-turn = Nach { $played } { $played ->
        [one] Zug
       *[other] Zügen
    } spielt { $player } den { $number }. Zug.
alt-board-moves = { $played } { $played ->
        [one] Zug
       *[other] Züge
    } gespielt.
alt-board-last = Letzter Zug: { $player } spielte { $notation }{ $what }.
alt-board-over = Endstellung nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }. { $result }.
alt-board-abande = Steine in der Hand: Schwarz { $black_hand }, Weiß { $white_hand }. Punkte: Schwarz { $black }, Weiß { $white }.
alt-board-abalone = Hinausgeschobene Kugeln: von Schwarz { $black } von { $max }, von Weiß { $white } von { $max }.
alt-replay = Animierte Wiederholung von { $title }, { $kind }: { $black } gegen { $white }, ein Bild pro Zug, { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }.
alt-rating-chart = Liniendiagramm der Wertungen von { $player } im Lauf der Zeit, eine Linie pro Spiel, die Wertungsabweichung schattiert.
alt-rating-series = { $game }: { $games } gewertete { $games ->
        [one] Partie
       *[other] Partien
    }, von { $first } auf { $last }, niedrigste { $low }, höchste { $high }.
alt-eval-chart = { $title }: Liniendiagramm der Bewertung durch die Engine nach { $plies ->
        [one] seinem einzigen Halbzug
       *[other] jedem der { $plies } Halbzüge
    }, in { $unit }; über der Mittellinie { $black_ahead }, darunter { $white_ahead }.
alt-eval-lead = { $side }, höchstens um { $amount } (Halbzug { $ply }).
alt-eval-end = Nach Halbzug { $ply }: { $side } um { $amount }.
alt-eval-end-even = Nach Halbzug { $ply }: ausgeglichen.
alt-eval-turning = Wendepunkte markiert bei den Halbzügen { $plies }.
alt-standings = Tabelle von { $title }: { $status }.
alt-standings-row = { $rank }. { $name }: { $points } { $points_value ->
        [one] Punkt
       *[other] Punkte
    }, { $games } { $games ->
        [one] Partie
       *[other] Partien
    }, { $tie_break_name } { $tie_break }.
alt-explored = Eine erkundete Stellung { $from ->
        [0] ab dem Anfang der Partie
        [one] nach { $from } Zug der Partie
       *[other] nach { $from } Zügen der Partie
    } und den probierten Zügen, nicht gespielt.
