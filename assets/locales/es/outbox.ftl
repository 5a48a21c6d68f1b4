# Announcements the outbox sends (discord/announce.rs, discord/notify.rs),
# in the game's language (view.place.language).

reminder-half-time = ⏰ { $player }, has usado la mitad de tu tiempo para esta jugada en **{ $title }**.{ $deadline } Usa `/jugar` aquí.
reminder-tenth-left = ⏰ { $player }, solo te queda una décima parte de tu tiempo para esta jugada en **{ $title }**.{ $deadline } Usa `/jugar` aquí.
reminder-bank-day-left = ⏰ { $player }, quedan 24 horas en tu reserva de tiempo en **{ $title }**.{ $deadline } Usa `/jugar` aquí.
reminder-bank-hour-left = ⏰ { $player }, solo queda 1 hora en tu reserva de tiempo en **{ $title }**.{ $deadline } Usa `/jugar` aquí.
reminder-deadline = { " " }El plazo vence <t:{ $deadline }:R>.
timeout-lost-on-time = **{ $title }** · ⌛ Se acabó el tiempo de { $player }.
challenge-expired-to-user = ⌛ Este desafío a { $opponent } caducó sin respuesta.
challenge-expired-open = ⌛ Este desafío abierto caducó; nadie lo aceptó.
dm-your-move = Te toca en **{ $title }** contra { $opponent }.{ $deadline }{ $link }
# $waiting: the games waiting for the player, the one this DM is about included (shown when more than one).
dm-games-waiting = { $waiting ->
        [one] { $waiting } partida te espera.
       *[other] { $waiting } partidas te esperan, esta incluida: `/partidas` las lista, primero las de menos tiempo.
    }
board-after-move = **{ $title }** · el tablero tras la jugada { $ply }
# $moves: the moves played since the last board, numbered, in order.
board-played-meanwhile = **{ $title }** · jugado mientras tanto: { $moves }
challenge-declined-by = ❌ { $opponent } rechazó este desafío.
challenge-cancelled = 🚫 Quien lo lanzó retiró este desafío.
dm-premoves-dropped = { $opponent } jugó **{ $notation }**, que ninguna de tus jugadas condicionales preveía: se han descartado todas (`/prejugada añadir` para prever otras).
