# Le parole nell'immagine del tavoliere.

image-black-wins = Vince il Nero · { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }
image-white-wins = Vince il Bianco · { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }
image-draw = Patta · { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }
image-move = Mossa { $number }
image-move-last = Mossa { $number } · ultima { $last }
image-time = tempo { $clock }
image-in-hand = in mano { $count }
image-score = punti { $score }
image-pushed-off = espulse { $count } / 6
image-winner = VINCITORE
image-to-move = AL TRATTO

# Come è finita una partita, in testa e sotto il tavoliere.
image-aborted = Annullata
image-end-points = Vince { $winner } ai punti, { $won } a { $lost }
image-end-points-draw = Patta ai punti, { $score } pari
image-end-marbles = Vince { $winner }: { $count } { $count ->
        [one] biglia espulsa
       *[other] biglie espulse
    }
image-end-won = Vince { $winner }
image-end-draw = Patta
image-end-resigned = { $loser } abbandona: vince { $winner }
image-end-timeout = { $loser } ha finito il tempo: vince { $winner }
image-end-agreed = Patta d'accordo
image-end-adjudicated-win = Deciso da un moderatore: vince { $winner }
image-end-adjudicated-draw = Deciso da un moderatore: patta
image-end-aborted = Annullata: la partita non ha risultato
image-end-over = Partita finita

# Il grafico del punteggio di /stats: l'asse del tempo e la zona ombreggiata.
chart-start = inizio
chart-band = ± deviazione del punteggio (zona ombreggiata)
chart-date = { $day } { $month ->
        [1] gen
        [2] feb
        [3] mar
        [4] apr
        [5] mag
        [6] giu
        [7] lug
        [8] ago
        [9] set
        [10] ott
        [11] nov
       *[12] dic
    }
chart-date-year = { $day } { $month ->
        [1] gen
        [2] feb
        [3] mar
        [4] apr
        [5] mag
        [6] giu
        [7] lug
        [8] ago
        [9] set
        [10] ott
        [11] nov
       *[12] dic
    } { $year }

# Le descrizioni delle immagini (testo alternativo) che i lettori di
# schermo leggono: ciò che un giocatore vedente legge in ogni immagine.
alt-player = { $name } ({ $color ->
        [black] Nero
       *[white] Bianco
    })
alt-board = Tavoliere di { $title }, { $kind }: { $black } contro { $white }.
alt-board-turn = Dopo { $played } { $played ->
        [one] mossa
       *[other] mosse
    }, { $player } gioca la mossa { $number }.
alt-board-moves = { $played } { $played ->
        [one] mossa giocata
       *[other] mosse giocate
    }.
alt-board-last = Ultima mossa: { $player } ha giocato { $notation }{ $what }.
alt-board-over = Posizione finale dopo { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }. { $result }.
alt-board-abande = Pezzi in mano: Nero { $black_hand }, Bianco { $white_hand }. Punti: Nero { $black }, Bianco { $white }.
alt-board-abalone = Biglie espulse: dal Nero { $black } su { $max }, dal Bianco { $white } su { $max }.
alt-replay = Replay animato di { $title }, { $kind }: { $black } contro { $white }, un'immagine per mossa, { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }.
alt-rating-chart = Grafico a linee dei punteggi di { $player } nel tempo, una linea per gioco, con la deviazione ombreggiata attorno.
alt-rating-series = { $game }: { $games } { $games ->
        [one] partita valutata
       *[other] partite valutate
    }, da { $first } a { $last }, minimo { $low }, massimo { $high }.
alt-eval-chart = { $title }: grafico a linee della valutazione del motore dopo { $plies ->
        [one] la sua unica semimossa
       *[other] ognuna delle { $plies } semimosse
    }, in { $unit }; sopra la linea centrale { $black_ahead }, sotto { $white_ahead }.
alt-eval-lead = { $side } di { $amount } al massimo (semimossa { $ply }).
alt-eval-end = Dopo la semimossa { $ply }: { $side } di { $amount }.
alt-eval-end-even = Dopo la semimossa { $ply }: parità.
alt-eval-turning = Svolte segnate alle semimosse { $plies }.
alt-standings = Classifica di { $title }: { $status }.
alt-standings-row = { $rank }. { $name }: { $points } { $points_value ->
        [one] punto
       *[other] punti
    }, { $games } { $games ->
        [one] partita
       *[other] partite
    }, { $tie_break_name } { $tie_break }.
alt-explored = Una posizione esplorata { $from ->
        [0] dall'inizio della partita
        [one] dopo { $from } mossa della partita
       *[other] dopo { $from } mosse della partita
    } e le mosse provate, non giocata.
