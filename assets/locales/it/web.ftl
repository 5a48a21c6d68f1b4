# The web board (src/web/) and its links (/web, the board's View button).
web-bad-link = Questo link non è valido. Usa /web in Discord per averne uno nuovo.
web-expired-link = Questo link è scaduto o è stato revocato. Usa /web in Discord per averne uno nuovo.
web-no-game = Non c'è nessuna partita da mostrare per questo link.
web-unavailable = La scacchiera è momentaneamente non disponibile. Riprova tra poco.
web-refused-title = Link rifiutato
web-home = Questa è la scacchiera web di abande-bot. Apri la pagina di una partita con il suo pulsante Guarda in Discord, oppure chiedi il tuo link con /web.
web-black = Nero
web-white = Bianco
web-empty = vuoto
web-aborted = Partita annullata
web-by-score = (sulla scacchiera)
web-by-resignation = (per abbandono)
web-by-timeout = (per tempo)
web-by-agreement = (di comune accordo)
web-by-adjudication = (decisa da un moderatore)
web-won = { $name } ({ $color }) ha vinto
web-draw = Patta
web-over = Partita finita
web-to-move = Muove { $name } ({ $color })
web-board-alt = Scacchiera di { $title } { $ply ->
        [0] all'inizio
        [one] dopo { $ply } mossa
       *[other] dopo { $ply } mosse
    }. { $status }
web-engine = { $name } (motore, livello { $level })
web-first = Prima mossa
web-back = Mossa precedente
web-forward = Mossa successiva
web-last = Ultima mossa
web-pass = Passa
web-live = in diretta
web-offline = riconnessione…
web-your-turn = Tocca a te
web-pick = Scegli dove va (Esc per ricominciare).
web-enter-here = Clicca di nuovo su questa intersezione per depositarvi un pezzo, oppure scegline un'altra.
web-confirm = Gioca
web-cancel = Annulla
web-confirm-move = Giocare { $move }? Premi Gioca per confermare, oppure Annulla.
web-quick = Gioca all'ultimo clic, senza conferma
web-flip = Gira la scacchiera
web-next-game = Prossima partita: { $title }
web-seen-from = { $side ->
        [black] Visto dal lato del Nero
       *[white] Visto dal lato del Bianco
    }
web-sent = Mossa in corso…
web-players = Giocatori
web-steps = Scorri le mosse
web-moves = Mosse
web-diagram = La posizione come testo
web-view-only = Questo link mostra solo la partita; chiedi il tuo con /web per giocare.
web-not-your-turn = Non è il tuo turno.
web-cross-site = Rifiutato: questa richiesta non viene dalla pagina della scacchiera.
web-too-fast = Troppe richieste; aspetta un momento.
web-bad-request = La richiesta non è leggibile.
web-view-button = Guarda
web-link = Il tuo link privato a { $game } (valido { $days } { $days ->
        [one] giorno
       *[other] giorni
    }; permette di muovere, tienilo per te): { $url }
web-link-off = La scacchiera web non è configurata qui.
web-revoked = Tutti i link web che ti sono stati dati hanno smesso di funzionare.
# The Discord Activity (src/web/activity.rs, assets/web/activity.js).
web-activity-off = L'attività Discord non è configurata qui: servono DISCORD_CLIENT_SECRET e la scacchiera web (vedi «Discord Activity» nel README).
web-activity-starting = Mi sto ancora collegando a Discord. Riprova tra un momento.
web-activity-refused = Discord non ha confermato chi sei. Chiudi l'attività e riaprila.
web-activity-failed = Non sono riuscito a verificare con Discord chi sei. Riprova tra un momento.
web-activity-connecting = Connessione a Discord…
web-activity-outside = Questa pagina funziona dentro Discord, come mia attività. Altrove, apri una partita dal suo pulsante Guarda o chiedi il tuo link con /web.
web-activity-games = Le tue partite
web-activity-none = Non hai ancora partite. Iniziane una con /sfida su Discord.
web-activity-back = Le tue partite
web-activity-won = Hai vinto
web-activity-lost = Hai perso
web-activity-their-turn = Tocca a { $name }
web-activity-vs = contro { $name }
# The analysis chart on a game's page (src/web/state.rs).
web-chart = Analisi
web-chart-alt = La valutazione del motore dopo ogni mossa, in { $unit }: in alto { $black }, in basso { $white }.
web-chart-turns = Svolte dopo le mosse { $moves }.
web-chart-values = La valutazione dopo ogni mossa
# Accesso con Discord sul web (src/web/sign_in.rs).
web-sign-in = Accedi con Discord
web-signed-in-as = Accesso eseguito come { $name }
web-signed-in = Accesso eseguito
web-sign-out = Esci
web-sign-in-title = Accesso
web-sign-in-back = Torna alla partita
web-sign-in-off = L'accesso con Discord non è configurato qui: servono DISCORD_CLIENT_SECRET, PUBLIC_URL e l'URI di reindirizzamento PUBLIC_URL/auth/callback nel Developer Portal.
web-sign-in-not-started = Questo accesso non è iniziato da questa pagina, o è durato più di dieci minuti. Ricomincia dalla pagina della partita.
web-sign-in-denied = Discord non ti ha fatto accedere: l'accesso è stato annullato. Puoi comunque seguire la partita.
