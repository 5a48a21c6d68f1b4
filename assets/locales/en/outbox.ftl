# Announcements the outbox sends (discord/announce.rs, discord/notify.rs),
# in the game's language (view.place.language).

# $deadline is reminder-deadline, or empty without a deadline.
reminder-half-time = ⏰ { $player }, you have used half your time for this move in **{ $title }**.{ $deadline } Use `/move` here.
reminder-tenth-left = ⏰ { $player }, only a tenth of your time for this move is left in **{ $title }**.{ $deadline } Use `/move` here.
reminder-bank-day-left = ⏰ { $player }, 24 hours are left in your time bank in **{ $title }**.{ $deadline } Use `/move` here.
reminder-bank-hour-left = ⏰ { $player }, only 1 hour is left in your time bank in **{ $title }**.{ $deadline } Use `/move` here.
# Starts with a space: it follows the sentence before.
reminder-deadline = { " " }The deadline is <t:{ $deadline }:R>.
timeout-lost-on-time = **{ $title }** · ⌛ Time is up for { $player }.
challenge-expired-to-user = ⌛ This challenge to { $opponent } expired unanswered.
challenge-expired-open = ⌛ This open challenge expired; nobody took it.
# $deadline is board-deadline with a space before it, or empty; $link the board's link on its own line, or empty.
dm-your-move = Your move in **{ $title }** against { $opponent }.{ $deadline }{ $link }
# $waiting: the games waiting for the player, the one this DM is about included (shown when more than one).
dm-games-waiting = { $waiting ->
        [one] { $waiting } game is waiting for you.
       *[other] { $waiting } games are waiting for you, this one included: `/games` lists them, least time left first.
    }
board-after-move = **{ $title }** · the board after move { $ply }
# $moves: the moves played since the last board, numbered, in order.
board-played-meanwhile = **{ $title }** · played meanwhile: { $moves }
challenge-declined-by = ❌ This challenge was declined by { $opponent }.
challenge-cancelled = 🚫 This challenge was cancelled by the challenger.
dm-premoves-dropped = { $opponent } played **{ $notation }**, which none of your conditional moves expected: they were all dropped (`/premove add` to plan again).
