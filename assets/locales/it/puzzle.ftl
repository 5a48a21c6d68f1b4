# /puzzle (issue #39): puzzles from finished games.
puzzle-side = { $color ->
        [black] Nero
       *[white] Bianco
    }
puzzle-title = Problema { $id }
puzzle-intro = **Problema { $id }** ({ $kind }, punteggio { $rating }): { $color ->
        [black] il Nero
       *[white] il Bianco
    } muove e ha una sola mossa che vince materiale; ogni altra mossa è nettamente peggiore. Mossa { $step } di { $moves }: rispondi con `/problema rispondi mossa:`.
puzzle-record = Problemi: { $solved } { $solved ->
        [one] risolto
       *[other] risolti
    }, { $failed } { $failed ->
        [one] sbagliato
       *[other] sbagliati
    }, serie { $streak } (migliore { $best }), punteggio { $rating }.
puzzle-right-go-on = Giusto! Rispondo { $reply }. Trova la mossa seguente.
puzzle-solved = Risolto! La linea completa: { $line }.
puzzle-failed = Non questa: { $played } non vince. La risposta era { $answer } (la linea completa: { $line }).
error-puzzle-none-left = Non c'è ancora un nuovo problema per te: vengono dalle partite finite, cercati in background. Riprova più tardi.
error-puzzle-not-solving = Non stai risolvendo un problema: usa `/problema mostra` per averne uno.
alt-puzzle = Problema { $id }, { $kind }: { $color ->
        [black] il Nero
       *[white] il Bianco
    } muove e vince materiale.
alt-puzzle-last = Ultima mossa giocata: { $notation }.
# "Learn from your mistakes", the button under an analysis.
analysis-learn-button = Impara dai tuoi errori
learn-title = Partita n. { $game }, prima della mossa { $ply }
learn-intro = **Impara dai tuoi errori** – partita n. { $game }, { $index } di { $count }: alla mossa { $ply } hai giocato { $played }, che è costata { $cost } { $family ->
        [abalone] { $cost ->
            [one] biglia
           *[other] biglie
        }
       *[abande] { $cost ->
            [one] punto
           *[other] punti
        }
    }. Trova una mossa migliore: `/problema rispondi mossa:`.
learn-right = Giusto: { $answered } vale quanto { $best } del motore.
learn-wrong = Non proprio: { $answered } perde ancora troppo; il motore gioca { $best }.
learn-done = Era il tuo ultimo errore di questa partita.
error-learn-not-analysed = Questa partita non ha ancora un'analisi completa: usa prima `/analizza`.
error-learn-no-mistakes = Non hai fatto errori in questa partita (o non l'hai giocata).
alt-learn = La posizione della partita n. { $game } prima della mossa { $ply }, { $kind }: { $color ->
        [black] muove il Nero
       *[white] muove il Bianco
    }; trova una mossa migliore di quella giocata.
# The daily puzzle of a server (issue #39): its post in the games channel.
daily-puzzle-intro = 🧩 **Problema del giorno** – problema { $id } ({ $kind }, punteggio { $rating }): { $color ->
        [black] il Nero
       *[white] il Bianco
    } muove e ha una sola mossa che vince materiale; ogni altra mossa è nettamente peggiore ({ $moves ->
        [one] una mossa
       *[other] { $moves } mosse
    } da trovare). Premi **Risolvi** per provarlo in privato, o usa `/problema del_giorno`; conta come ogni problema.
daily-puzzle-button = Risolvi
daily-puzzle-solved-by = L'ultimo problema del giorno (problema { $id }) è stato risolto da { $names }: { $solved } su { $tried } che l'hanno provato.
daily-puzzle-and-more = { $names } e { $more ->
        [one] un altro
       *[other] altri { $more }
    }
daily-puzzle-nobody-solved = L'ultimo problema del giorno (problema { $id }): { $tried ->
        [0] nessuno l'ha provato.
        [one] l'unico giocatore che l'ha provato non l'ha risolto.
       *[other] nessuno dei { $tried } che l'hanno provato l'ha risolto.
    }
daily-puzzle-opened = **Il problema del giorno di questo server** (la tua risposta conta qui, e come ogni problema):
error-daily-puzzle-none = Questo server non ha ancora un problema del giorno: un admin può attivarlo con `/impostazioni problema_del_giorno`, e il primo arriva al mio prossimo controllo. Intanto, `/problema mostra` te ne dà uno.
error-daily-puzzle-needs-server = Il problema del giorno appartiene a un server: usa `/problema del_giorno` in uno di essi, o `/problema mostra` per un problema tuo.
error-daily-puzzle-already-tried = Hai già { $solved ->
        [yes] risolto
       *[no] provato
    } il problema { $id }: ogni problema conta una volta per giocatore. `/problema mostra` te ne dà un altro.
