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
puzzle-record = Problemi: { $solved } risolti, { $failed } sbagliati, serie { $streak } (migliore { $best }), punteggio { $rating }.
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
        [abalone] biglie
       *[abande] punti
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
