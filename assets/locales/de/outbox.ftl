# Used by scheduler/notify/delivery after the outbox merge (siehe en/outbox.ftl).

reminder-half-time = ⏰ { $player }, die Hälfte deiner Zeit für diesen Zug in **{ $title }** ist verbraucht.{ $deadline } Benutze hier `/move`.
reminder-tenth-left = ⏰ { $player }, nur noch ein Zehntel deiner Zeit für diesen Zug in **{ $title }** ist übrig.{ $deadline } Benutze hier `/move`.
reminder-bank-day-left = ⏰ { $player }, in deinem Zeitkonto in **{ $title }** sind noch 24 Stunden.{ $deadline } Benutze hier `/move`.
reminder-bank-hour-left = ⏰ { $player }, in deinem Zeitkonto in **{ $title }** ist nur noch 1 Stunde.{ $deadline } Benutze hier `/move`.
reminder-deadline = { " " }Die Frist endet <t:{ $deadline }:R>.
timeout-lost-on-time = **{ $title }** · ⌛ Die Zeit von { $player } ist abgelaufen.
timeout-aborted = **{ $title }** · ⌛ { $player } hat nicht rechtzeitig gezogen; mit weniger als zwei gespielten Zügen wird die Partie abgebrochen.
challenge-expired-to-user = ⌛ Diese Herausforderung an { $opponent } ist unbeantwortet abgelaufen.
challenge-expired-open = ⌛ Diese offene Herausforderung ist abgelaufen; niemand hat sie angenommen.
dm-your-move = Du bist am Zug in **{ $title }** gegen { $opponent }.{ $deadline }{ $link }
board-delivered-late = **{ $title }** · das Brett nach Zug { $ply } (verspätet zugestellt)
