# El mensaje de desafío, en el idioma del lugar donde se lanzó, sus botones
# y las notas que se añaden al responderlo.

challenge-to-user = { $opponent }, { $challenger } ({ $rating }) te desafía a **{ $title }** ({ $terms }). El desafío caduca <t:{ $expires }:R>.
challenge-rematch = { $opponent }, { $challenger } ({ $rating }) te desafía otra vez a **{ $title }** ({ $terms }). El desafío caduca <t:{ $expires }:R>.
challenge-open = 📣 Desafío abierto: { $challenger } ({ $rating }) busca rival para **{ $title }** ({ $terms }); cualquiera puede aceptar. El desafío caduca <t:{ $expires }:R>.
challenge-open-in-range = 📣 Desafío abierto: { $challenger } ({ $rating }) busca rival con puntuación { $range } para **{ $title }** ({ $terms }); cualquiera dentro de esos límites puede aceptar. El desafío caduca <t:{ $expires }:R>.
challenge-colours = { $color ->
        [black] { $challenger } juega con Negro (mueve primero)
        [white] { $challenger } juega con Blanco; mueves tú primero
       *[random] colores sorteados
    }
challenge-clock-per-move = { $hours } h por jugada
challenge-clock-bank = reserva de tiempo { $initial } + { $increment } por jugada, hasta { $max }
challenge-clock-none = sin límite de tiempo
challenge-rated = { $rated ->
        [yes] puntuable
       *[no] amistosa
    }
challenge-accept = Aceptar
challenge-cancel = Cancelar (quien desafía)
challenge-accepted = ✅ Aceptado por { $player }: partida { $game }.
challenge-cancelled-note = 🚫 Cancelado por quien desafió.
