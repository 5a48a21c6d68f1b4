## Tornei: rifiuti

tournament-error-not-found = Non esiste il torneo { $tournament }.
tournament-error-empty-name = Un torneo ha bisogno di un nome.
tournament-error-name-too-long = Il nome di un torneo è lungo al massimo { $max } { $max ->
        [one] carattere
       *[other] caratteri
    }.
tournament-error-name-mentions = Il nome di un torneo non può menzionare nessuno.
tournament-error-players = Un torneo è per { $min }-{ $max } { $max ->
        [one] giocatore
       *[other] giocatori
    }; { $given } non è permesso.
tournament-error-rounds = Un torneo svizzero si gioca in 1-{ $max } { $max ->
        [one] turno
       *[other] turni
    }; { $given } non è permesso.
tournament-error-rounds-in-round-robin = Solo un torneo svizzero ha un numero di turni; un girone all'italiana fa giocare tutti contro tutti una volta.
tournament-error-signup-too-long = Le iscrizioni durano al massimo 30 giorni.
tournament-error-full = Questo torneo è al completo.
tournament-error-already-in = Sei già iscritto a questo torneo.
tournament-error-not-in = Non sei iscritto a questo torneo.
tournament-error-started = Questo torneo è iniziato; le iscrizioni sono chiuse.
tournament-error-cannot-leave = Questo torneo è iniziato; per smettere di giocarlo, usa `/torneo ritiro`.
tournament-error-not-creator = Solo { $creator } può avviare questo torneo.
tournament-error-too-few-swiss = Un torneo svizzero ha bisogno di almeno { $min } { $min ->
        [one] giocatore
       *[other] giocatori
    } per iniziare.
tournament-error-too-few-round-robin = Un girone all'italiana ha bisogno di almeno { $min } { $min ->
        [one] giocatore
       *[other] giocatori
    } per iniziare.

## Tornei: il messaggio di iscrizione, la classifica, gli abbinamenti

tournament-heading = **{ $name }** ({ $id }): { $format } di { $game }
tournament-signup = 🏆 { $heading }; { $clock }; valido: { $rated ->
        [yes] sì
       *[no] no
    }. Organizzato da { $creator }.
tournament-places = Posti presi: { $taken } su { $max }: { $players }
tournament-starts-at = Le iscrizioni si chiudono e le partite iniziano { $at }.
tournament-starts-by-creator = Le partite iniziano quando l'organizzatore preme **Inizia ora**.
tournament-running = In corso: turno { $round } di { $rounds }.
tournament-finished = Concluso: la classifica è definitiva.
tournament-format-round-robin = girone all'italiana
tournament-format-swiss = torneo svizzero
tournament-join = Iscriviti
tournament-leave = Ritirati
tournament-start-now = Inizia ora
tournament-standings-title = 🏆 { $heading }
tournament-player = Giocatore
tournament-points = Pti
tournament-games = Partite
tournament-sonneborn-berger = SB
tournament-buchholz = Buchh
tournament-pairing = **{ $name }**: { $black } (Nero) contro { $white } (Bianco), partita { $game }. Buona fortuna!
tournament-none-here = Qui non c'è ancora nessun torneo; creane uno con `/torneo crea`.
tournament-more-in-picture = …e { $players ->
        [one] un altro giocatore
       *[other] altri { $players } giocatori
    }: vedi l'immagine.
tournament-cross-table-limit = La tabella incrociata è mostrata fino a { $max } { $max ->
        [one] giocatore
       *[other] giocatori
    }.
tournament-signup-open = Iscrizioni aperte: { $taken } { $taken ->
        [one] posto occupato
       *[other] posti occupati
    } su { $max }
tournament-error-already-withdrawn = Ti sei già ritirato da questo torneo.
tournament-error-over = Questo torneo è finito.
tournament-error-bot = I bot non possono giocare in un torneo; le sue partite sono tra persone.
tournament-won = 🏆 **{ $name }** ({ $id }) è finito. { $count ->
    [one] Vince: { $winners }. Complimenti!
   *[other] Primo posto a pari merito: { $winners }. Complimenti!
}
tournament-left = Hai lasciato il tuo posto in **{ $name }**.
tournament-withdrawn = Ti sei ritirato da **{ $name }**: le tue partite in corso sono state abbandonate e non sarai più abbinato.
tournament-withdrawn-mark = ritirato
tournament-withdrawn-list = Ritirati: { $players }
tournament-label-signup = iscrizioni
tournament-label-round = turno { $round } di { $rounds }
tournament-label-finished = finito
tournament-list-title = 🏆 I tornei qui, prima quelli aperti e in corso:
tournament-list-line = { $heading }, { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    }. { $status }
tournament-round = Turno { $round }
tournament-no-rounds-yet = Ancora nessuna partita: le iscrizioni sono aperte.
tournament-bye = { $player }: riposo (una vittoria)
tournament-game-running = in corso
tournament-game-no-result = senza risultato
tournament-more-lines = …e { $count ->
        [one] un altro
       *[other] altri { $count }
    }.
tournament-error-round-robin-too-large = Un girone è per al massimo { $max } { $max ->
        [one] giocatore
       *[other] giocatori
    }: tutti giocano contro tutti insieme, quindi { $max } { $max ->
        [one] giocatore avvia
       *[other] giocatori avviano
    } già { $games } { $games ->
        [one] partita
       *[other] partite
    }, ognuna nel suo thread, { $each } per giocatore; { $given } non è permesso. Per più giocatori, scegli la formula svizzera, che abbina un turno alla volta.
tournament-error-no-clock = Un torneo ha bisogno di un orologio che corre: un iscritto che non muove mai bloccherebbe ogni turno per sempre. Indica `ore_per_mossa` da 1 a 336 (0 significa senza limite) o una riserva di tempo con `orologio`.
tournament-error-withdrawal-changed = Da quando hai chiesto, le tue partite in corso in questo torneo sono diventate { $running }; usa di nuovo `/torneo ritiro` per vedere cosa farebbe.
tournament-withdraw-confirm = Ritirarti da **{ $name }**? { $running ->
    [0] Non hai partite in corso.
    [one] La tua partita in corso sarà abbandonata (una sconfitta).
   *[other] Le tue { $running } partite in corso saranno abbandonate (sconfitte).
} Non sarai più abbinato.
tournament-leave-confirm = Restituire il tuo posto in **{ $name }**?
tournament-withdraw-yes = Ritirati
tournament-leave-yes = Esci
tournament-withdraw-no = Resta
tournament-stayed = Resti nel torneo; non è cambiato nulla.
tournament-withdraw-not-yours = Solo il giocatore che ha chiesto di ritirarsi può confermarlo.
tournament-round-continued = Turno { $round } (continua)
tournament-page = Pagina { $page } di { $pages }
