# Die Herausforderung, in der Sprache des Ortes, an dem sie gestellt wurde,
# ihre Schaltflächen und die Vermerke, wenn sie beantwortet wird.

challenge-to-user = { $opponent }, { $challenger } ({ $rating }) fordert dich heraus zu **{ $title }** ({ $terms }). Die Herausforderung verfällt <t:{ $expires }:R>.
challenge-rematch = { $opponent }, { $challenger } ({ $rating }) fordert dich erneut heraus zu **{ $title }** ({ $terms }). Die Herausforderung verfällt <t:{ $expires }:R>.
challenge-open = 📣 Offene Herausforderung: { $challenger } ({ $rating }) sucht einen Gegner für **{ $title }** ({ $terms }); jeder darf annehmen. Die Herausforderung verfällt <t:{ $expires }:R>.
challenge-open-in-range = 📣 Offene Herausforderung: { $challenger } ({ $rating }) sucht einen Gegner mit Wertung { $range } für **{ $title }** ({ $terms }); jeder in diesen Grenzen darf annehmen. Die Herausforderung verfällt <t:{ $expires }:R>.
challenge-colours = { $color ->
        [black] { $challenger } spielt Schwarz (zieht zuerst)
        [white] { $challenger } spielt Weiß; du ziehst zuerst
       *[random] Farben werden ausgelost
    }
challenge-clock-per-move = { $hours } Std. pro Zug
challenge-clock-bank = Zeitkonto { $initial } + { $increment } pro Zug, bis { $max }
challenge-clock-none = ohne Zeitlimit
challenge-rated = { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }
challenge-accept = Annehmen
challenge-cancel = Zurückziehen (Herausforderer)
challenge-accepted = ✅ Angenommen von { $player }: Partie { $game }.
challenge-cancelled-note = 🚫 Vom Herausforderer zurückgezogen.
