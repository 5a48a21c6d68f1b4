# Le parole nell'immagine del tavoliere.

image-black-wins = Vince il Nero · { $moves } mosse
image-white-wins = Vince il Bianco · { $moves } mosse
image-draw = Patta · { $moves } mosse
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
image-end-marbles = Vince { $winner }: { $count } biglie espulse
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
