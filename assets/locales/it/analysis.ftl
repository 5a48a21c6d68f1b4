# Descrizioni leggibili delle mosse.

move-enter = deposita, ancora { $reserve } in mano
move-stack = pila di { $height } su { $onto }, cattura
move-pass = passa
move-inline = { $marbles } in linea
move-push = spinge { $pushed } con { $marbles }
move-pushed-off = { $description }, ne espelle { $off }
move-broadside = laterale di { $marbles }
move-label = { $notation }: { $description }
board-played-described = { $color ->
        [black] il Nero
       *[white] il Bianco
    } ha giocato **{ $notation }**: { $description }

## /analizza e il pulsante Analizza

analyse-button = Analizza
analysis-progress = ⏳ Analisi della partita #{ $game }: semimossa { $ply } di { $plies }…
analysis-header = **Analisi della partita #{ $game }** ({ $kind }): { $black } contro { $white }, { $plies } { $plies ->
        [one] semimossa
       *[other] semimosse
    }, ogni posizione cercata al livello 4; perdite in { $unit ->
        [marbles] biglie
       *[points] punti
    }.
analysis-player-name = { $player } ({ $color ->
        [black] Nero
       *[white] Bianco
    })
analysis-summary = { $player }: perdita media { $average } a mossa, precisione { $accuracy }% · { $inaccuracies ->
        [one] 1 imprecisione
       *[other] { $inaccuracies } imprecisioni
    }, { $mistakes ->
        [one] 1 errore
       *[other] { $mistakes } errori
    }, { $blunders ->
        [one] 1 svista
       *[other] { $blunders } sviste
    }
analysis-mistakes = **Errori** (imprecisione da { $inaccuracy }, errore da { $mistake }, svista da { $blunder }):
analysis-no-mistakes = Nessuna imprecisione, errore o svista.
analysis-mistake = **{ $ply }.** { $player } ha giocato { $played }, meglio { $best }: −{ $loss } · { $grade }
analysis-more = … e { $count ->
        [one] un altro
       *[other] altri { $count }
    }
grade-inaccuracy = imprecisione
grade-mistake = errore
grade-blunder = svista
analysis-chart-title = Partita #{ $game }: { $black } contro { $white }
analysis-chart-ahead = { $player } ({ $color ->
        [black] Nero
       *[white] Bianco
    }) in vantaggio
analysis-chart-unit = { $unit ->
        [marbles] biglie
       *[points] punti
    }
analysis-chart-turning = svolta
analysis-live-between-people = Niente analisi mentre delle persone giocano ancora questa partita (nessun aiuto durante il gioco): richiedila quando è finita.
analysis-running = Questa partita è in analisi proprio ora: l'analisi viene pubblicata appena è pronta.
analysis-failed = L'analisi non è potuta partire ({ $error }); riprova più tardi.
analysis-queued = ⏳ L'analisi della partita #{ $game } è { $place }ª in coda…
analysis-capped = Analizzate { $analysed ->
        [one] la prima semimossa
       *[other] le prime { $analysed } semimosse
    } su { $plies } (le analisi si fermano a { $analysed } { $analysed ->
        [one] semimossa
       *[other] semimosse
    }).
analysis-already-queued = La tua analisi della partita #{ $game } è già in coda o in corso: una alla volta per persona. Richiedi quando è pubblicata.
analysis-queue-full = Troppe analisi in attesa: la tua avrebbe richiesto circa { $minutes } min. Riprova più tardi.
analysis-stopped = L'analisi si è fermata perché la risposta non poteva più essere aggiornata; quanto cercato è conservato: richiedi per completarla.
analysis-stopped-shutdown = L'analisi si è fermata perché mi sto riavviando; quanto cercato è conservato: richiedi tra un minuto per completarla.
analyse-which-game = Quale partita? Sceglila con l'opzione partita, o usa /analizza nel thread della partita.
analyse-choice = #{ $game } · { $kind } contro { $opponent } · { $state }
analyse-won = vinta { $ago }
analyse-lost = persa { $ago }
analyse-drawn = patta { $ago }
analyse-ended = finita { $ago }
analyse-playing = in corso
ago-minutes = { $count ->
        [one] 1 minuto fa
       *[other] { $count } minuti fa
    }
ago-hours = { $count ->
        [one] 1 ora fa
       *[other] { $count } ore fa
    }
ago-days = { $count ->
        [one] 1 giorno fa
       *[other] { $count } giorni fa
    }
game-analysed = 🔍 Analizzata: /analizza partita:{ $game } la mostra.
game-analysed-partly = 🔍 Analizzata in parte: { $analysed } { $analysed ->
        [one] semimossa
       *[other] semimosse
    } su { $plies } (l'analisi si è fermata lì); /analizza partita:{ $game } la mostra.
game-hinted = 💡 Con suggerimenti: { $count ->
        [one] il motore ha suggerito 1 mossa
       *[other] il motore ha suggerito { $count } mosse
    } in questa partita.

## /suggerimento

hint-suggestion = 💡 Nella partita #{ $game } il motore giocherebbe { $suggestion }; la sua valutazione: { $eval } { $unit ->
        [marbles] biglie
       *[points] punti
    } per te. La partita ora è segnata come giocata con suggerimenti.
hint-not-against-engine = I suggerimenti si danno solo nelle partite contro di me, non tra persone.
hint-not-your-turn = Un suggerimento si dà solo a chi deve muovere, al suo turno.
