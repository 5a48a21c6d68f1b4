# Le message de défi, dans la langue du lieu où il a été lancé, ses boutons
# et les notes ajoutées quand on y répond.

challenge-to-user = { $opponent }, { $challenger } ({ $rating }) vous défie à **{ $title }** ({ $terms }). Le défi expire <t:{ $expires }:R>.
challenge-rematch = { $opponent }, { $challenger } ({ $rating }) vous défie à nouveau à **{ $title }** ({ $terms }). Le défi expire <t:{ $expires }:R>.
challenge-open = 📣 Défi ouvert : { $challenger } ({ $rating }) cherche un adversaire à **{ $title }** ({ $terms }) ; tout le monde peut accepter. Le défi expire <t:{ $expires }:R>.
challenge-open-in-range = 📣 Défi ouvert : { $challenger } ({ $rating }) cherche un adversaire classé { $range } à **{ $title }** ({ $terms }) ; tout le monde dans ces limites peut accepter. Le défi expire <t:{ $expires }:R>.
challenge-colours = { $color ->
        [black] { $challenger } joue Noir (commence)
        [white] { $challenger } joue Blanc ; vous commencez
       *[random] couleurs tirées au sort
    }
challenge-clock-per-move = { $hours } h par coup
challenge-clock-bank = réserve de temps { $initial } + { $increment } par coup, jusqu'à { $max }
challenge-clock-none = sans limite de temps
challenge-rated = { $rated ->
        [yes] classée
       *[no] amicale
    }
challenge-accept = Accepter
challenge-cancel = Annuler (lanceur du défi)
challenge-accepted = ✅ Accepté par { $player } : partie { $game }.
challenge-cancelled-note = 🚫 Annulé par le lanceur du défi.
