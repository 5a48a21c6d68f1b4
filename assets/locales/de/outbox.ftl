# Announcements the outbox sends (discord/announce.rs, discord/notify.rs),
# in the game's language (view.place.language).

reminder-half-time = ⏰ { $player }, die Hälfte deiner Zeit für diesen Zug in **{ $title }** ist verbraucht.{ $deadline } Benutze hier `/ziehen`.
reminder-tenth-left = ⏰ { $player }, nur noch ein Zehntel deiner Zeit für diesen Zug in **{ $title }** ist übrig.{ $deadline } Benutze hier `/ziehen`.
reminder-bank-day-left = ⏰ { $player }, in deinem Zeitkonto in **{ $title }** sind noch 24 Stunden.{ $deadline } Benutze hier `/ziehen`.
reminder-bank-hour-left = ⏰ { $player }, in deinem Zeitkonto in **{ $title }** ist nur noch 1 Stunde.{ $deadline } Benutze hier `/ziehen`.
reminder-deadline = { " " }Die Frist endet <t:{ $deadline }:R>.
timeout-lost-on-time = **{ $title }** · ⌛ Die Zeit von { $player } ist abgelaufen.
challenge-expired-to-user = ⌛ Diese Herausforderung an { $opponent } ist unbeantwortet abgelaufen.
challenge-expired-open = ⌛ Diese offene Herausforderung ist abgelaufen; niemand hat sie angenommen.
dm-your-move = Du bist am Zug in **{ $title }** gegen { $opponent }.{ $deadline }{ $link }
# $waiting: the games waiting for the player, the one this DM is about included (shown when more than one).
dm-games-waiting = { $waiting ->
        [one] { $waiting } Partie wartet auf dich.
       *[other] { $waiting } Partien warten auf dich, diese eingeschlossen: `/partien` listet sie, die mit der wenigsten Zeit zuerst.
    }
board-after-move = **{ $title }** · das Brett nach Zug { $ply }
# $moves: the moves played since the last board, numbered, in order.
board-played-meanwhile = **{ $title }** · inzwischen gespielt: { $moves }
challenge-declined-by = ❌ Diese Herausforderung wurde von { $opponent } abgelehnt.
challenge-cancelled = 🚫 Diese Herausforderung wurde vom Herausforderer zurückgezogen.
dm-premoves-dropped = { $opponent } spielte **{ $notation }**, womit keiner deiner bedingten Züge rechnete: Sie wurden alle verworfen (`/vorauszug hinzufügen`, um neu zu planen).
