# Il messaggio di sfida, nella lingua del luogo in cui è stata lanciata, i
# suoi pulsanti e le note aggiunte quando si risponde.

challenge-to-user = { $opponent }, { $challenger } ({ $rating }) ti sfida a **{ $title }** ({ $terms }). La sfida scade <t:{ $expires }:R>.
challenge-rematch = { $opponent }, { $challenger } ({ $rating }) ti sfida di nuovo a **{ $title }** ({ $terms }). La sfida scade <t:{ $expires }:R>.
challenge-open = 📣 Sfida aperta: { $challenger } ({ $rating }) cerca un avversario a **{ $title }** ({ $terms }); chiunque può accettare. La sfida scade <t:{ $expires }:R>.
challenge-open-in-range = 📣 Sfida aperta: { $challenger } ({ $rating }) cerca un avversario con punteggio { $range } a **{ $title }** ({ $terms }); chiunque entro questi limiti può accettare. La sfida scade <t:{ $expires }:R>.
challenge-colours = { $color ->
        [black] { $challenger } gioca col Nero (muove per primo)
        [white] { $challenger } gioca col Bianco; muovi per primo tu
       *[random] colori sorteggiati
    }
challenge-clock-per-move = { $hours } h per mossa
challenge-clock-bank = riserva di tempo { $initial } + { $increment } a mossa, fino a { $max }
challenge-clock-none = senza limite di tempo
challenge-rated = { $rated ->
        [yes] valida per il punteggio
       *[no] amichevole
    }
challenge-accept = Accetta
challenge-cancel = Annulla (sfidante)
challenge-accepted = ✅ Accettata da { $player }: partita { $game }.
challenge-cancelled-note = 🚫 Annullata dallo sfidante.
