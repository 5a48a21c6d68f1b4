# Used by scheduler/notify/delivery after the outbox merge: these texts are
# ready for src/discord/scheduler.rs, notify.rs and delivery.rs, which are
# being rewritten around the transactional outbox. Public ones speak the
# game's language (view.place.language). Until wired, the catalogue test
# exempts them (FOR_THE_OUTBOX_MERGE in src/i18n/tests.rs).

# $deadline is reminder-deadline, or empty without a deadline.
reminder-half-time = ⏰ { $player }, half of your time for this move is used in **{ $title }**.{ $deadline } Use `/move` here.
reminder-tenth-left = ⏰ { $player }, only a tenth of your time for this move is left in **{ $title }**.{ $deadline } Use `/move` here.
reminder-bank-day-left = ⏰ { $player }, 24 hours are left in your time bank in **{ $title }**.{ $deadline } Use `/move` here.
reminder-bank-hour-left = ⏰ { $player }, only 1 hour is left in your time bank in **{ $title }**.{ $deadline } Use `/move` here.
# Starts with a space: it follows the sentence before.
reminder-deadline = { " " }The deadline is <t:{ $deadline }:R>.
timeout-lost-on-time = **{ $title }** · ⌛ Time is up for { $player }.
timeout-aborted = **{ $title }** · ⌛ { $player } did not move in time; with fewer than two moves played the game is aborted.
challenge-expired-to-user = ⌛ This challenge to { $opponent } expired unanswered.
challenge-expired-open = ⌛ This open challenge expired; nobody took it.
# $deadline is board-deadline with a space before it, or empty; $link the board's link on its own line, or empty.
dm-your-move = Your move in **{ $title }** against { $opponent }.{ $deadline }{ $link }
board-delivered-late = **{ $title }** · the board after move { $ply } (delivered late)
