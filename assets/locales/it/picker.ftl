# Il pulsante Muovi sotto un tavoliere, e il selettore privato che apre.

board-move-button = Muovi
picker-heading = **{ $title }** · tocca a te (mossa { $number }).
picker-chosen = Scelto: { $path }
picker-choose-abande = Deposita un pezzo, muovi una pila o passa
picker-choose-abalone = Scegli una biglia
picker-choose-column = Scegli una colonna
picker-choose-point = Scegli dove va il pezzo
picker-choose-target = Scegli la pila da catturare
picker-choose-group = Scegli le biglie che si muovono insieme
picker-choose-move = Scegli la direzione
picker-enter = Depositare un pezzo dalla mano
picker-column = Colonna { $column }
picker-stack = Pila in { $point } (altezza { $height })
picker-marble = Biglia in { $point }
picker-lands = arriva in { $points }
picker-options = { $count } { $count ->
        [one] mossa
       *[other] mosse
    }
picker-preview = **{ $title }** · anteprima di **{ $notation }**: { $description }. Non si gioca nulla finché non premi Gioca.
picker-preview-title = { $title } · anteprima
picker-play = Gioca { $notation }
picker-back = Indietro
picker-whose-turn = In **{ $title }** tocca a { $player } ({ $color ->
        [black] Nero
       *[white] Bianco
    }); solo questa persona può muovere ora.
board-explore-button = Esplora
board-text-button = Testo
explore-modal-title = Esplora la partita { $game } in privato
explore-modal-moves = Mosse da provare, dalla posizione attuale
explore-modal-placeholder = es. d4 e2-d3 (non si gioca nulla)
explore-picture-title = { $title } · esplorazione
explore-shown = **{ $title }** · esplorazione { $from ->
        [0] dall'inizio
        [one] dopo { $from } mossa
       *[other] dopo { $from } mosse
    }: { $moves }. Non si gioca nulla.
explore-no-moves = nessuna mossa (la posizione com'era)
explore-no-engine = Nessuna valutazione del motore mentre una partita tra persone è in corso.
picker-preview-ends = 🏁 Questa mossa chiude la partita: { $result }
