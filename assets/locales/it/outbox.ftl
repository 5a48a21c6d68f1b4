# Announcements the outbox sends (discord/announce.rs, discord/notify.rs),
# in the game's language (view.place.language).

reminder-half-time = ⏰ { $player }, metà del tuo tempo per questa mossa è passata in **{ $title }**.{ $deadline } Usa `/muovi` qui.
reminder-tenth-left = ⏰ { $player }, resta solo un decimo del tuo tempo per questa mossa in **{ $title }**.{ $deadline } Usa `/muovi` qui.
reminder-bank-day-left = ⏰ { $player }, restano 24 ore nella tua riserva di tempo in **{ $title }**.{ $deadline } Usa `/muovi` qui.
reminder-bank-hour-left = ⏰ { $player }, resta solo 1 ora nella tua riserva di tempo in **{ $title }**.{ $deadline } Usa `/muovi` qui.
reminder-deadline = { " " }La scadenza è <t:{ $deadline }:R>.
timeout-lost-on-time = **{ $title }** · ⌛ Il tempo di { $player } è scaduto.
challenge-expired-to-user = ⌛ Questa sfida a { $opponent } è scaduta senza risposta.
challenge-expired-open = ⌛ Questa sfida aperta è scaduta; nessuno l'ha accettata.
dm-your-move = Tocca a te in **{ $title }** contro { $opponent }.{ $deadline }{ $link }
# $waiting: the games waiting for the player, the one this DM is about included (shown when more than one).
dm-games-waiting = { $waiting ->
        [one] { $waiting } partita ti aspetta.
       *[other] { $waiting } partite ti aspettano, compresa questa: `/partite` le elenca, prima quelle con meno tempo.
    }
board-after-move = **{ $title }** · il tavoliere dopo la mossa { $ply }
# $moves: the moves played since the last board, numbered, in order.
board-played-meanwhile = **{ $title }** · giocato nel frattempo: { $moves }
challenge-declined-by = ❌ Questa sfida è stata rifiutata da { $opponent }.
challenge-cancelled = 🚫 Questa sfida è stata ritirata dallo sfidante.
dm-premoves-dropped = { $opponent } ha giocato **{ $notation }**, che nessuna delle tue mosse condizionali prevedeva: sono state tutte scartate (`/premossa aggiungi` per prevederne altre).
