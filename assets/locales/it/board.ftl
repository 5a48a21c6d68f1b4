# Il messaggio del tavoliere che legge tutto il canale della partita, nella lingua della partita.

board-start = **{ $title }** inizia: { $black } (Nero) contro { $white } (Bianco). { $first } muove per primo; usa `/move` qui.
board-start-engine = **{ $title }** inizia (livello { $level }): { $black } (Nero) contro { $white } (Bianco). { $first } muove per primo; usa `/move` qui.
board-time-left = Tempo rimasto: Nero { $black }, Bianco { $white }.
board-your-move = { $player } ({ $color ->
        [black] Nero
       *[white] Bianco
    }), tocca a te.
board-deadline = Scadenza <t:{ $deadline }:R>.
board-on-vacation = { $player } è in vacanza fino al <t:{ $until }:f>; il suo orologio è fermo.
board-score = Punti: Nero { $black } – Bianco { $white }.
board-pushed-off = Espulse: Nero { $black }/{ $max }, Bianco { $white }/{ $max }.
board-played = { $color ->
        [black] il Nero
       *[white] il Bianco
    } ha giocato **{ $notation }**
board-played-automatically = { $color ->
        [black] il Nero
       *[white] il Bianco
    } ha giocato **{ $notation }** (automaticamente: nessun'altra mossa era possibile)
board-then = { $first }, poi { $second }
board-headline = **{ $title }** · { $moves }
board-taken-move = { $color ->
        [black] Nero
       *[white] Bianco
    } **{ $notation }**
board-taken-back = **{ $title }** · ↩️ Ritirata: { $moves }.
board-ratings = Punteggi: { $list }
board-rematch = Rivincita

result-aborted = La partita è stata annullata; non ha risultato.
result-resigned = { $loser } abbandona: vince { $winner }.
result-timeout = { $loser } ha finito il tempo: vince { $winner }.
result-agreed-draw = Patta d'accordo.
result-win = Partita finita: vince { $winner } ({ $color ->
        [black] Nero
       *[white] Bianco
    }){ $score }.
result-draw = Partita finita: patta{ $score }.
result-over = La partita è finita.

board-now = **{ $title }** dopo { $total } mosse
board-at-ply = **{ $title }** dopo { $ply } mosse su { $total }
board-at-ply-last = **{ $title }** dopo { $ply } mosse su { $total } (ultima mossa { $last })

engine-game-started = { $player } inizia **{ $title }** contro di me al livello { $level }: { $link }
