# Il messaggio del tavoliere che legge tutto il canale della partita, nella lingua della partita.

board-start = **{ $title }** inizia: { $black } (Nero) contro { $white } (Bianco). { $first } muove per primo: premi **Muovi** sotto la scacchiera (o scrivi `/muovi` qui). Per sapere del tuo turno con un messaggio privato: `/notifiche messaggio_privato:sì`.
board-bot-level = { $name }, livello { $level }
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
board-headline-engine = **{ $title }** · { $bot } · { $moves }
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
result-adjudicated-win = Un moderatore ha deciso la partita: vince { $winner }.
result-adjudicated-draw = Un moderatore ha deciso la partita: patta.
result-win = Partita finita: vince { $winner } ({ $color ->
        [black] Nero
       *[white] Bianco
    }){ $score }.
result-draw = Partita finita: patta{ $score }.
result-over = La partita è finita.

board-now = **{ $title }** dopo { $total } { $total ->
        [one] mossa
       *[other] mosse
    }
board-at-ply = **{ $title }** dopo { $ply } { $ply ->
        [one] mossa
       *[other] mosse
    } su { $total }
board-at-ply-last = **{ $title }** dopo { $ply } { $ply ->
        [one] mossa
       *[other] mosse
    } su { $total } (ultima mossa { $last })

engine-game-started = { $player } inizia **{ $title }** contro di me al livello { $level }: { $link }

# Proposte di patta e richieste di ritirare una mossa nel thread della
# partita, i loro pulsanti e le note aggiunte quando si risponde.
draw-offer = 🤝 { $opponent }, { $player } propone la patta in **{ $title }**. La proposta decade se muovi invece.
takeback-request = ↩️ { $opponent }, { $player } chiede di ritirare la sua ultima mossa in **{ $title }**.
draw-accept-button = Accetta la patta
takeback-allow-button = Concedi il ritiro
button-decline = Rifiuta
accepted-by = ✅ Accettata da { $player }.
declined-by = ❌ Rifiutata da { $player }.
draw-declined = ❌ Rifiutata da { $player }; si continua.
takeback-allowed = ✅ Concesso da { $player }.
draw-both-offered = **{ $title }** · 🤝 { $opponent } e { $player } hanno entrambi proposto la patta.
draw-agreed = **{ $title }** · 🤝 Patta d'accordo.
draw-accepted = **{ $title }** · 🤝 { $player } ha accettato la patta.
resigned = **{ $title }** · { $player } abbandona.

vacation-notice-start = 🏖️ { $opponent }, { $player } è in vacanza fino al <t:{ $until }:f> (<t:{ $until }:R>): il suo orologio in **{ $title }** resta fermo fino ad allora.
vacation-notice-end = 🔔 { $opponent }, { $player } è tornato dalle vacanze: il suo orologio in **{ $title }** riparte.
board-also-played = Giocato nel frattempo: { $moves }

# Discord refused a game its thread: the channel is told why, once.
thread-refused-too-many = **{ $title }** ({ $black } contro { $white }) si gioca qui nel canale: Discord gli ha negato un thread perché questo server ha tanti thread attivi quanti Discord ne consente. Archiviare o chiudere vecchi thread fa spazio per le prossime partite.
thread-refused-permission = **{ $title }** ({ $black } contro { $white }) si gioca qui nel canale: non posso aprire thread qui. Un amministratore del server può darmi «Crea thread pubblici» e «Invia messaggi nei thread» per le prossime partite.

# /board text:true: the position as text, privately, for screen readers.
board-text-legend-abande = Nel diagramma `.` è un punto vuoto, `B` un pezzo nero e `W` uno bianco; una pila si scrive dal basso in alto, con il pezzo in cima in maiuscolo (`wB`: nero sopra bianco).
board-text-legend-abalone = Nel diagramma le righe vanno da a (in basso) a i, `.` è un punto vuoto, `B` una biglia nera e `W` una bianca.
board-text-marbles = { $player }: { $count } { $count ->
        [one] biglia
       *[other] biglie
    }, su { $points }.
board-text-stacks = { $player } è in cima a { $count } { $count ->
        [one] pila
       *[other] pile
    } (pezzi dal basso in alto): { $stacks }.
board-text-no-stacks = { $player } non è in cima a nessuna pila.
board-text-color = { $color ->
        [black] nero
       *[white] bianco
    }
board-text-sleeping = addormentata
board-played-premove = { $color ->
        [black] il Nero
       *[white] il Bianco
    } ha giocato **{ $notation }** (mossa condizionale: prevista in anticipo)
board-premove-mark = condizionale
