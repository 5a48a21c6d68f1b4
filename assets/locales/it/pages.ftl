# Ciò che un comando mostra a chi lo usa, nella sua lingua.

kind-abande-hex = Abande (tavoliere esagonale)
kind-abande-square = Abande (tavoliere quadrato)
kind-abande-snub = Abande (tavoliere quadrato snub)
kind-abalone = Abalone (posizione standard)
kind-abalone-belgian = Abalone (margherita belga)
kind-abalone-german = Abalone (margherita tedesca)

turn-yours = tocca a te
turn-theirs = tocca all'avversario
game-in-progress = in corso
game-finished = finita
autocomplete-game = #{ $game } { $kind } contro { $opponent } ({ $state })

page-previous = ◀ Precedente
page-next = Successiva ▶

## /games

games-none = Non hai partite in corso. Iniziane una con `/sfida`.
games-active = Le tue partite in corso ({ $count }):
dashboard-header-paged = Le tue partite in corso ({ $count }), pagina { $page } di { $pages }:
dashboard-your-turn = **Tocca a te** ({ $count }), prima quelle con meno tempo:
dashboard-their-turn = Tocca ai tuoi avversari ({ $count }):
# $deadline is dashboard-deadline or dashboard-no-deadline, $bank " · " and dashboard-bank or nothing, $link " · " and the game's thread or nothing.
dashboard-line = { $game } { $kind } contro { $opponent } · { $deadline }{ $bank }{ $link }
# $when is a Discord timestamp, shown as "in 3 hours" in the reader's own language.
dashboard-deadline = { $whose ->
        [yours] devi muovere { $when }
       *[theirs] l'avversario deve muovere { $when }
    }
dashboard-no-deadline = senza limite di tempo
dashboard-bank = la tua riserva di tempo: { $left }
games-pending = Sfide in attesa ({ $count }):
pending-open = { $challenge } { $kind } · aperta a tutti · scade <t:{ $expires }:R>{ $link }
pending-to = { $challenge } { $kind } · a { $player } · scade <t:{ $expires }:R>{ $link }
pending-from = { $challenge } { $kind } · da { $player } · scade <t:{ $expires }:R>{ $link }

## /history

history-header = Partite finite{ $kind } di { $player }{ $against } (pagina { $page } di { $pages }):
history-of-kind = { " " }a { $kind }
history-against = { " " }contro { $opponent }
history-empty = Ancora nessuna partita finita per { $player }.
history-result = { $result ->
        [aborted] annullata
        [draw] patta
        [won] vinta
        [lost] persa
       *[none] nessun risultato
    }
history-color-won = ha vinto il { $color ->
        [black] Nero
       *[white] Bianco
    }
history-line = { $game } · { $kind } · contro { $opponent } · { $result }{ $how }{ $score }{ $date } · { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
ended-by = { " " }{ $how ->
        [score] ai punti
        [resignation] per abbandono
        [timeout] per tempo
        [agreement] d'accordo
        [adjudication] per decisione di un moderatore
       *[abort] per annullamento
    }

## /game, /replay, /export

game-summary = **{ $title }** · { $kind }{ $engine }
    Nero: { $black } · Bianco: { $white }
    Stato: { $status }{ $ended }
    Mosse giocate ({ $moves }):
game-vs-engine = contro il mio motore, livello { $level }
game-status-to-move = in corso, muove { $player }
game-status-finished = finita: { $outcome }
game-status-aborted = annullata (nessun risultato)
game-ended = { " " }· finita il <t:{ $at }:d>
outcome-win = { $player } ({ $color ->
        [black] Nero
       *[white] Bianco
    }) ha vinto{ $how }{ $score }
outcome-draw = patta{ $how }{ $score }
outcome-none = nessun risultato
game-no-moves = (ancora nessuna mossa)
game-moves-in-file = Le mosse sono nel file allegato.
replay-caption = **{ $title }** · { $black } contro { $white } · replay di { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }
export-caption = Partita **{ $title }** ({ $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }). Rigiocala con `abande-bot show --record { $file }`.

## /stats

stats-header = **Risultati di { $player }**
stats-none = Ancora nessuna partita finita.
stats-line = { $kind }{ $engine }: { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    } · { $draws ->
        [one] { $draws } patta
       *[other] { $draws } patte
    } · { $losses ->
        [one] { $losses } sconfitta
       *[other] { $losses } sconfitte
    }
stats-current = Partite in corso: { $count }
stats-streak = Serie di vittorie più lunga: { $count }
stats-ratings = Punteggi (`?`: provvisorio):
stats-rating-line = { $kind }: { $rating } ±{ $deviation } · { $games ->
        [one] { $games } partita valida
       *[other] { $games } partite valide
    }
stats-chart-title = Punteggi di { $player }

## /leaderboard

leaderboard-header = **Classifica: { $title }**, { $scope ->
        [server] questo server
       *[global] ovunque
    } (pagina { $page } di { $pages })
leaderboard-empty = Nessuno è ancora in classifica: un punteggio conta quando la sua deviazione scende sotto 110 (qualche partita valida).
leaderboard-line = #{ $rank } { $player } · { $rating } ±{ $deviation } · { $games ->
        [one] { $games } partita valida
       *[other] { $games } partite valide
    }
leaderboard-you = Tu ({ $player }): { $line } (pagina { $page })
leaderboard-you-unranked = Tu ({ $player }): non in classifica qui; il tuo punteggio è { $rating }
