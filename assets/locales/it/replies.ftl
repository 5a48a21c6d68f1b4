# Conferme che vede solo chi le legge, nella sua lingua.

challenge-level-ignored = Il livello regola solo la forza del mio motore nelle partite contro di me; non è stato usato per questa sfida.
notify-on = Riceverai un messaggio diretto quando tocca a te (se le tue impostazioni di privacy permettono messaggi diretti da questo server).
notify-off = Niente più messaggi diretti; i turni restano annunciati nei thread delle partite.
draw-agreed-reply = Anche il tuo avversario aveva proposto la patta: la partita è patta. { $link }
draw-engine-declines = Il mio motore rifiuta: non vede la posizione come perfettamente pari. Continua a giocare!
draw-engine-accepts = Il mio motore accetta: la partita è patta. { $link }
takeback-engine-refuses = Il mio motore al livello { $level } non concede di ritirare mosse (solo i livelli 1 e 2 lo fanno).
takeback-done = Mossa ritirata. { $link }
request-sent = Inviata alla partita: { $link }
posted-publicly = Pubblicato in { $channel }: { $link }
resign-confirm = Vuoi davvero abbandonare la partita { $game }?
resign-yes-button = Sì, abbandono
resign-no-button = No, continuo
resign-done = Hai abbandonato la partita { $game }.
resign-kept = Buona fortuna nella partita { $game }!
board-posted = { $headline } — tavoliere pubblicato: { $link }
# After a move: the player's other games waiting for them ($waiting), and the one with least time left, with a link to its board.
next-game = { $waiting ->
        [one] ➡️ Un'altra partita ti aspetta: { $game } { $kind } contro { $opponent } · { $deadline } · { $link }
       *[other] ➡️ Altre { $waiting } partite ti aspettano; la più urgente: { $game } { $kind } contro { $opponent } · { $deadline } · { $link }
    }
rematch-asked = Hai chiesto la rivincita a { $opponent }.
rematch-begins = La rivincita comincia: { $link }
vacation-started = Sei in vacanza fino al <t:{ $until }:f>. I tuoi orologi sono fermi in tutte le partite; { $told }. Resto della quota di quest'anno: { $left }. Usa `/vacanza fine` al tuo ritorno.
vacation-ended = Bentornato: i tuoi orologi ripartono; { $told }. Resto della quota di quest'anno: { $left }.
vacation-told = { $games ->
        [0] non hai partite con l'orologio
        [one] il tuo avversario è avvisato nel thread della partita
       *[other] i tuoi avversari sono avvisati nei thread delle tue { $games } partite
    }
board-already-posted = Il tavoliere con la tua mossa è già pubblicato: { $link }
move-saved-board-posted-later = La tua mossa è salvata; il suo tavoliere è stato pubblicato appena Discord ha risposto di nuovo: { $link }

# /privacy (issue #36)
privacy-export-caption = Tutto ciò che è conservato su di te: { $games ->
        [one] una partita
       *[other] { $games } partite
    }, il tuo profilo, punteggi, tornei e vacanze, in `{ $file }` (testo compresso con gzip; ogni partita si rigioca con `abande-bot show --record`).
privacy-export-too-large = I tuoi dati non stanno in un file che Discord accetta (10 MB compressi); chiedi una copia a chi mi ospita.
privacy-nothing-stored = Non è conservato nulla su di te: non c'è niente da cancellare.
privacy-forget-confirm = Cancellare i tuoi dati? Il tuo nome e l'impostazione dei messaggi privati vengono eliminati, esci da ogni classifica e in ogni partita conservata diventi "deleted player #N". { $running ->
        [0] Non hai partite in corso.
        [one] La tua partita in corso viene abbandonata.
       *[other] Le tue { $running } partite in corso vengono abbandonate.
    } Sfide in attesa: { $challenges }, ritirate; tornei in corso: { $tournaments }, lasciati. I tuoi avversari conservano partite, risultati e punteggi. Non si può annullare.
privacy-forget-yes = Cancella i miei dati
privacy-forget-no = Tienili
privacy-kept = Non è stato cancellato nulla.
privacy-not-yours = Solo il giocatore che ha chiesto può rispondere.
privacy-forgotten = Fatto: ora sei { $name } in ogni partita conservata ({ $games } { $games ->
        [one] partita abbandonata
       *[other] partite abbandonate
    }, { $challenges } { $challenges ->
        [one] sfida ritirata
       *[other] sfide ritirate
    }). Nulla lo collega al tuo account; se giochi di nuovo, ricominci da zero.
premove-added = Linea { $line } della partita #{ $game } salvata: { $moves }. Hai { $lines ->
        [one] questa linea
       *[other] { $lines } linee
    } in questa partita; una risposta viene giocata appena l'avversario gioca la mossa che la precede.
premove-pair = { $theirs } → **{ $mine }**
premove-none = Non hai mosse condizionali. Aggiungi una linea con `/premossa aggiungi`.
premove-list-head = Le tue mosse condizionali ({ $count }): la sua mossa → **la tua risposta**
premove-list-line = #{ $game }, linea { $line }: { $moves }
premove-cleared = { $count ->
        [0] Non avevi mosse condizionali nella partita #{ $game }.
        [one] La tua linea nella partita #{ $game } è cancellata.
       *[other] Le tue { $count } linee nella partita #{ $game } sono cancellate.
    }

# /blocca e /sblocca (issue 51): sempre in privato.
block-done = 🚫 Ora blocchi { $player }: le sue sfide a te vengono rifiutate e non può accettare le tue. Non gli viene detto che l'hai bloccato. Le partite già iniziate continuano e i tornei ti abbinano come prima. `/sblocca` lo annulla.
block-already = Blocchi già { $player }; non è cambiato nulla. `/sblocca` lo annulla.
block-list = Blocchi { $count ->
        [one] un giocatore
       *[other] { $count } giocatori
    }: { $players }. `/sblocca` annulla un blocco.
block-list-empty = Non blocchi nessuno. `/blocca` con un giocatore rifiuta le sue sfide.
block-the-bot = Non invio sfide, quindi non c'è nulla di mio da bloccare. Per non giocare più contro il mio motore, semplicemente non sfidarmi.
block-a-bot = I bot non possono giocare qui e non inviano sfide; non c'è nulla da bloccare.
unblock-done = ✅ Non blocchi più { $player }: le sue sfide ti raggiungono di nuovo.
unblock-not-blocked = Non blocchi { $player }; non è cambiato nulla. `/blocca` senza giocatore mostra chi blocchi.
