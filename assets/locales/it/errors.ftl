# Rifiuti: perché una mossa, un comando o un pulsante non è stato accettato.

## Come scrivere una mossa

move-form-abande = Scrivi un'intersezione per depositare un pezzo (d4), due intersezioni per muovere una pila (e2-d3), oppure pass.
move-form-abalone = Scrivi una mossa in linea con due punti (a1b2) o una mossa laterale con tre (c6c7d6).
syntax-error = Non riesco a leggere "{ $shown }" come mossa.
syntax-error-detail = Non riesco a leggere "{ $shown }" come mossa ({ $detail }).
syntax-too-long = troppo lunga
syntax-empty = vuota
syntax-unexpected-character = carattere inatteso
syntax-number-too-long = numero troppo lungo
syntax-letter-without-number = una lettera deve essere seguita da un numero
syntax-too-many-points = troppi punti
syntax-no-points = nessun punto
syntax-other-game = una mossa di un altro gioco
refusal-with-form = { $reason } { $form }

## Abande

illegal-game-over = La partita è finita.
illegal-abande-off-board = Non c'è l'intersezione { $point } su questo tavoliere.
illegal-abande-wrong-shape = Scrivi una mossa come un'intersezione per depositare un pezzo (d4), due intersezioni per muovere una pila (e2-d3), oppure pass.
illegal-abande-occupied = { $point } è già occupata.
illegal-abande-not-adjacent-to-band = { $point } non tocca la banda: un nuovo pezzo deve toccare un pezzo già sul tavoliere.
illegal-abande-no-pieces-in-hand = Non hai più pezzi in mano: muovi una pila o passa.
illegal-abande-moving-not-allowed-yet = Le pile si possono muovere solo dopo che il Nero ha depositato il secondo pezzo.
illegal-abande-empty-source = Non c'è nessuna pila in { $point }.
illegal-abande-not-your-stack = La pila in { $point } non è tua.
illegal-abande-target-empty = { $point } è vuota: una pila si muove solo sopra una pila avversaria.
illegal-abande-target-own = { $point } è una tua pila: una pila si muove solo sopra una pila avversaria.
illegal-abande-not-adjacent = { $to } non è adiacente a { $from }: le pile si muovono di un passo.
illegal-abande-too-high = Muovere la pila di { $from_height } in { $from } sulla pila di { $to_height } in { $to } la porterebbe a { $height } pezzi; una pila ha al massimo 3 pezzi.
illegal-abande-splits-band = Muovere { $from } dividerebbe la banda: { $cut_off } { $count ->
        [one] resterebbe isolato
       *[other] resterebbero isolati
    }.
illegal-abande-pass-with-pieces = Non puoi passare finché hai { $count } { $count ->
        [one] pezzo
       *[other] pezzi
    } in mano.

## Abalone

illegal-abalone-no-pass = Nell'Abalone non si passa.
illegal-abalone-wrong-point-count = Scrivi una mossa in linea con due punti (a1b2) o una mossa laterale con tre (c6c7d6).
illegal-abalone-no-such-point = Non c'è il punto { $point } sul tavoliere.
illegal-abalone-not-neighbours = { $first } e { $second } non sono vicini.
illegal-abalone-same-point = { $point } è indicato due volte.
illegal-abalone-empty = { $point } è vuoto.
illegal-abalone-not-your-marble = { $point } non è una tua biglia.
illegal-abalone-not-in-line = { $first } e { $second } non sono su una stessa linea di biglie adiacenti.
illegal-abalone-too-many-marbles = Una linea di più di tre biglie non può muoversi ({ $line }).
illegal-abalone-off-board = { $point } uscirebbe dal tavoliere.
illegal-abalone-own-marble-off-board = Non puoi spingere fuori una tua biglia.
illegal-abalone-single-cannot-push = Una biglia da sola non può spingere: { $point } è occupato.
illegal-abalone-outnumbered = { $pushers } non possono spingerne { $defenders ->
        [3] 3 o più
       *[other] { $defenders }
    }.
illegal-abalone-sandwiched = { $count ->
        [one] La biglia { $color ->
            [black] nera
           *[white] bianca
        } in { $marbles } è bloccata dalla tua biglia in { $blocker } e non può essere spinta
       *[other] Le biglie { $color ->
            [black] nere
           *[white] bianche
        } in { $marbles } sono bloccate dalla tua biglia in { $blocker } e non possono essere spinte
    }.
illegal-abalone-occupied = { $point } è occupato.
illegal-abalone-broadside-cannot-push = Una mossa laterale non può spingere: { $point } è occupato.
illegal-abalone-along-the-line = Muoversi lungo la linea è una mossa in linea: scrivila come { $text }.
marbles-and = { $first } e { $second }

## Il servizio di gioco

error-game-not-found = Non esiste la partita { $game }.
error-challenge-not-found = Non esiste la sfida { $challenge }.
error-not-your-game = Non stai giocando in questa partita.
error-not-your-turn = Non è il tuo turno; tocca a { $to_move }.
error-game-over = Questa partita è finita.
error-challenge-expired = Questa sfida è scaduta.
error-challenge-closed = Questa sfida non è più aperta (è stata { $status ->
        [accepted] accettata
        [declined] rifiutata
        [cancelled] annullata
       *[expired] scaduta
    }).
error-not-challenged = Solo { $opponent } può rispondere a questa sfida.
error-game-not-over = La partita è ancora in corso.
error-no-rematch-with-engine = Per giocare di nuovo contro il mio motore, sfidami con /sfida.
error-rematch-pending = Hai già chiesto questa rivincita; attende il tuo avversario.
error-challenge-taken = Qualcun altro ha accettato questa sfida per primo.
error-outside-rating-range = Questa sfida è per giocatori con punteggio { $range }; il tuo punteggio in { $kind } è { $rating }.
error-empty-rating-range = Il punteggio minimo è sopra il massimo.
error-rating-limit-range = Un limite di punteggio deve essere tra { $min } e { $max }; { $given } non lo è.
error-not-challenger = Solo { $challenger } può annullare questa sfida.
error-self-challenge = Non puoi sfidare te stesso.
error-invalid-move-hours = Il tempo per mossa deve essere tra 1 e { $max } { $max ->
        [one] ora
       *[other] ore
    }.
error-invalid-page = Questa pagina non esiste; le pagine vanno da 1 a { $last }.
error-too-late-to-abort = Una partita si può annullare solo prima che entrambi abbiano mosso; abbandona invece.
error-tournament-game-abort = Una partita di torneo non si può annullare: lì ogni partita conta; abbandona invece.
error-draw-already-offered = Hai già proposto la patta in questa partita; attende una risposta.
error-no-draw-offer = Non c'è nessuna proposta di patta a cui rispondere in questa partita.
error-not-your-offer-to-answer = Solo { $opponent } può rispondere a questa richiesta.
error-takeback-pending = Una richiesta di ritiro della mossa attende già una risposta in questa partita.
error-cannot-take-back = Puoi ritirare solo la tua ultima mossa, e solo prima che { $opponent } abbia risposto.
error-no-takeback-request = Non c'è nessuna richiesta di ritiro a cui rispondere in questa partita (una mossa successiva la annulla).
error-resign-outdated = La partita è andata avanti da quando hai chiesto; usa di nuovo /abbandona.
error-position-changed = La posizione è cambiata da quando hai aperto questo selettore, quindi non si è giocato nulla; premi Muovi sotto l'ultimo tavoliere.
error-request-outdated = La partita è andata avanti da questa richiesta; non vale più.
error-out-of-time = Il tuo tempo in questa partita è finito; è persa per tempo.
error-conflict = Qualcun altro ha modificato questa partita nello stesso momento; riprova.
error-storage = La modifica non è stata salvata; non è cambiato nulla, riprova.
error-database-away = Il mio database non ha risposto; non è stato salvato nulla, riprova tra un minuto.
error-maybe-saved = Il mio database ha smesso di rispondere durante il salvataggio; la modifica potrebbe essere salvata oppure no: controlla tra un minuto prima di riprovare.
move-not-saved = La tua mossa { $move } non è stata salvata: il mio database non è disponibile; giocala di nuovo tra un minuto.
move-maybe-saved = Il mio database ha smesso di rispondere mentre salvava la tua mossa { $move }; potrebbe essere salvata oppure no: tra un minuto guarda la partita con /partita e rigiocala solo se non c'è.
error-move-too-long = Una mossa ha al massimo { $max } { $max ->
        [one] carattere
       *[other] caratteri
    }.
error-move-characters = Una mossa usa solo lettere, cifre, spazi e trattini, come d4 o e2-d3.
error-move-empty = La mossa è vuota.
error-page-size = Una pagina contiene da 1 a { $max } { $max ->
        [one] elemento
       *[other] elementi
    }.
error-bank-initial = Una riserva di tempo parte da un minimo di 1 ora a un massimo di 30 giorni.
error-bank-increment = Il tempo aggiunto dopo ogni mossa è tra 0 e 7 giorni.
error-bank-cap = Il tetto di una riserva di tempo è tra il suo inizio ({ $initial }) e 30 giorni.
error-bank-with-move-hours = Scegli un tempo per mossa o una riserva di tempo, non entrambi.
error-vacation-days = Una vacanza dura da 1 a { $max } { $max ->
        [one] giorno
       *[other] giorni
    }.
error-already-on-vacation = Sei già in vacanza fino al { $until }; terminala prima di iniziarne un'altra.
error-not-on-vacation = Non sei in vacanza.
error-vacation-allowance-used = Ti restano { $left } di vacanza nel { $year } (il limite è { $allowance } giorni all'anno).
error-deadline-too-close = La tua scadenza nella partita #{ $game } è tra meno di un'ora; muovi prima lì.

## L'adattatore

error-discord = Discord non ha accettato il mio messaggio; riprova.
error-render = Qualcosa è andato storto nel disegnare il tavoliere; la mossa è salvata.
too-quickly = Stai inviando comandi troppo in fretta; aspetta un momento.
button-outdated = Questo pulsante non è più in uso.
pick-a-game = Scegli una partita dall'elenco, o indica il suo numero, per esempio 12.
no-game-to-move = Non hai nessuna partita in cui tocca a te; scegline una con l'opzione `partita`.
many-games-to-move = Tocca a te in { $count } { $count ->
        [one] partita
       *[other] partite
    } ({ $games }): scegline una con l'opzione `partita`.
move-saved-board-not-posted = La tua mossa è salvata, ma Discord non ha preso il suo tavoliere: { $error } Il tavoliere sarà pubblicato qui appena Discord lo prenderà; oppure usa /tavoliere.

## Durate

duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }
duration-days-hours = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } { $hours } h

## Opzioni dei comandi

no-game-in-progress = Non hai nessuna partita in corso.
several-games = Giochi diverse partite: scegline una con l'opzione `partita`.
bad-level = Il livello deve essere un numero da 1 a 5, non "{ $level }".
bots-cannot-play = I bot non giocano; sfida una persona, o me per giocare contro il mio motore.
move-hours-range = `ore_per_mossa` deve essere tra 0 e 336.
rating-limits-open-only = I limiti di punteggio sono per le sfide aperte; ometti l'avversario per pubblicarne una.
clock-custom-needs-bank = `orologio:personalizzato` richiede `ore_riserva` (e facoltativamente `ore_aggiunte`, `ore_max`).
bank-values-custom-only = `ore_riserva`, `ore_aggiunte` e `ore_max` vanno solo con `orologio:personalizzato`.
custom-bank-needs-hours = Una riserva di tempo personalizzata richiede ore_riserva, il tempo iniziale di ogni giocatore.
leaderboard-needs-server = La classifica del server richiede un server; qui usa ambito:tutti.
ply-out-of-range = La partita { $game } ha { $total } { $total ->
        [one] mossa
       *[other] mosse
    }; scegli un valore di `mosse` da 0 (l'inizio) a { $total }.

## Dove si gioca

people-game-needs-the-bot = Una partita tra due persone si gioca in un thread di un server in cui sono presente; aggiungimi a un server (il mio profilo → Aggiungi app → Aggiungi al server) e lancia lì la sfida. Qui puoi giocare contro il mio motore: `/sfida motore`.
engine-needs-the-bot = Non posso pubblicare tavolieri qui; gioca contro il mio motore in un messaggio diretto con me, o aggiungimi a questo server (il mio profilo → Aggiungi app → Aggiungi al server).
error-forget-changed = Ora { $running } delle tue partite { $running ->
        [one] è
       *[other] sono
    } in corso, non come ti era stato detto; usa di nuovo /dati dimentica.
error-player-forgotten = Questo giocatore ha fatto cancellare i suoi dati; non gli si può chiedere una rivincita.
error-premove-engine = Le mosse condizionali sono per le partite tra persone; il motore risponde comunque subito.
error-premove-your-turn = Tocca a te: gioca prima la tua mossa, poi prevedi le risposte alla sua replica.
error-premove-too-short = Una linea richiede la mossa dell'avversario e la tua risposta, come `c4 d5`.
error-premove-too-long = Una linea contiene al massimo { $max } { $max ->
        [one] mossa
       *[other] mosse
    }.
error-premove-ends-with-opponent = Una linea finisce con la tua risposta: la mossa { $index }, { $notation }, è dell'avversario e non ne ha.
error-premove-too-many = Hai già { $max } { $max ->
        [one] linea
       *[other] linee
    } in questa partita; cancellale prima con `/premossa cancella`.
error-premove-illegal = La mossa { $index } ({ $notation }) non si può giocare lì. { $reason }
error-premove-after-end = Mossa { $index }, { $notation }: la partita è già finita prima.
error-premove-turn-skipped = Mossa { $index }, { $notation }: subito prima è forzato un passo, quindi le mosse della linea non si alternano più.
error-premove-conflict = Mossa { $index }, { $notation }: la tua linea { $line } risponde alle stesse mosse con { $answer }; cancella le tue linee per cambiarla.
error-explore-from = Questa mossa non esiste: la partita ha finora { $max } { $max ->
        [one] mossa
       *[other] mosse
    } (`da` va da 0 a { $max }).

error-not-taking-challenges = { $name } non accetta sfide da te in questo momento.
error-block-self = Non puoi bloccare te stesso.
error-block-too-many = Blocchi già { $limit } { $limit ->
        [one] giocatore
       *[other] giocatori
    }, il massimo; prima sbloccane uno con `/sblocca`.
