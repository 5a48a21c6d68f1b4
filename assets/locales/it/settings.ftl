# /settings: le impostazioni di un server (issue #36) e ciò che rifiutano.
settings-title = **Impostazioni di questo server**
settings-games-channel = Canale delle partite: { $channel }
settings-games-channel-unset = dove viene digitato il comando
settings-organisers = Chi può creare tornei: { $organisers }
settings-organisers-everyone = tutti
settings-organisers-role = i membri con { $role } (e chi ha Gestisci server)
settings-organisers-manage-server = solo i membri con Gestisci server
settings-language = Lingua dei messaggi pubblici: { $language }
settings-language-discord = la lingua del server indicata da Discord (ora { $language })
settings-clock = Orologio predefinito: { $clock }
settings-clock-bot-default = il mio ({ $clock })
settings-limits = Limiti: { $tournaments } { $tournaments ->
        [one] torneo aperto
       *[other] tornei aperti
    } o in corso alla volta; { $games } { $games ->
        [one] partita
       *[other] partite
    } alla volta per giocatore (le partite contro di me non contano)
settings-threads = Thread delle partite finite: archiviati { $hours } h dopo la scacchiera finale (non bloccati: un nuovo messaggio li riapre)
settings-saved = ✅ Salvato; vale dal prossimo comando, ovunque.
settings-channel-not-text = { $channel } non è un canale testuale o di annunci di questo server che posso vedere; scegline un altro.
settings-channel-missing = Non posso far giocare le partite in { $channel }: mi manca { $missing }. Concedimeli nelle impostazioni del canale (Permessi) o scegli un altro canale. Non è cambiato nulla.
settings-role-unknown = Quel ruolo non esiste in questo server; scegline uno dall'elenco. Non è cambiato nulla.
settings-role-needed = Scegli il ruolo con l'opzione `role` quando gli organizzatori sono i membri di un ruolo.
settings-role-without-who = L'opzione `role` va solo con `who: role`.
settings-clock-needs-hours = Un tempo per mossa richiede `move_hours` (da 1 a 336).
settings-clock-hours-per-move-only = `move_hours` va solo con `clock: per-move`.
settings-limits-none = Indica almeno un limite: `tournaments` o `games_per_player`.
settings-posted-in-games-channel = Le partite di questo server vanno in { $channel }: { $link }
permission-view-channel = Visualizza canale
permission-send-messages = Invia messaggi
permission-create-public-threads = Crea thread pubblici
permission-send-messages-in-threads = Invia messaggi nei thread
permission-attach-files = Allega file
permission-read-message-history = Leggi la cronologia dei messaggi
error-settings-tournament-limit = Questo server ha già { $limit } { $limit ->
        [one] torneo
       *[other] tornei
    } in corso (il suo limite); concludine o annullane uno prima.
error-settings-game-limit = Giochi già { $limit } { $limit ->
        [one] partita
       *[other] partite
    } in questo server, il limite qui; concludine una prima.
error-settings-opponent-game-limit = { $name } gioca già { $limit } { $limit ->
        [one] partita
       *[other] partite
    } in questo server, il limite qui; riprova quando ne avrà conclusa una.
error-settings-tournament-limit-range = Il limite di tornei alla volta deve essere tra { $min } e { $max }; { $given } non va bene. Non è cambiato nulla.
error-settings-game-limit-range = Il limite di partite alla volta per giocatore deve essere tra { $min } e { $max }; { $given } non va bene. Non è cambiato nulla.
error-settings-archive-after-range = Il thread di una partita finita viene archiviato dopo { $min }–{ $max } { $max ->
        [one] ora
       *[other] ore
    }; { $given } non va bene. Non è cambiato nulla.
error-settings-organiser-role = Solo i membri con { $role } (o Gestisci server) possono creare tornei in questo server; chiedi a uno di loro o a un admin.
error-settings-manage-server = Solo i membri con Gestisci server possono creare tornei in questo server; chiedi a un admin.
settings-daily-puzzle = Problema del giorno: { $state }
settings-daily-puzzle-off = disattivato
settings-daily-puzzle-on = attivo: un problema al giorno in { $channel }, pubblicato al primo controllo dopo la mezzanotte UTC, con chi ha risolto quello del giorno prima
settings-daily-puzzle-no-channel = attivo, ma in pausa: nessun canale delle partite è impostato (`/impostazioni canale_partite`)
error-settings-daily-puzzle-needs-channel = Il problema del giorno è pubblicato nel canale delle partite, e questo server non ne ha uno. Impostalo prima con `/impostazioni canale_partite`, poi attiva di nuovo il problema del giorno. Non è cambiato nulla.

settings-challenges = Sfide: aperte { $hours } h prima di scadere
error-settings-challenge-open-range = Una sfida resta aperta da { $min } a { $max } { $max ->
        [one] ora
       *[other] ore
    }; { $given } non va bene. Non è stato cambiato nulla.
