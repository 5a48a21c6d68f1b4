# Organisers and moderators (issue #36): /tournament cancel and remove, /moderate, /settings audit.
tournament-cancel-confirm = Cancel **{ $name }**? { $running ->
    [0] Nobody will be paired any more.
    [one] Its game still running will end without a result and without rating changes.
   *[other] Its { $running } games still running will end without a result and without rating changes.
}
tournament-cancel-yes = Cancel it
tournament-cancel-no = Keep it
tournament-kept = The tournament goes on; nothing changed.
tournament-cancel-not-yours = Only the one who asked to cancel can confirm it; use `/tournament cancel` yourself.
tournament-cancelled = **{ $name }** is cancelled: its running games were aborted, and its channel was told.
tournament-cancelled-post = 🚫 **{ $name }** ({ $id }) was cancelled by { $moderator }. Its games still running end without a result and without rating changes.
tournament-cancelled-status = Cancelled: its games still running were aborted.
tournament-label-cancelled = cancelled
tournament-removed = { $player } was removed from **{ $name }**, as if they withdrew.
tournament-removed-post = { $moderator } removed { $player } from **{ $name }** ({ $id }): their games still running are resigned and they will not be paired again.
moderation-aborted = Game { $game } is aborted: no result, no rating change. Both players and its thread are told.
moderation-adjudicated = Game { $game } is over: { $result }. Both players and its thread are told.
moderation-aborted-notice = { $black } { $white }: { $moderator } (a moderator) aborted { $title }. It has no result and changes no rating.
moderation-adjudicated-notice = { $black } { $white }: { $moderator } (a moderator) ended { $title }: { $result }.
moderation-result-black = Black wins
moderation-result-white = White wins
moderation-result-draw = draw
moderation-result-needed = Give the result with `result` when you adjudicate: black-wins, white-wins or draw.
moderation-result-with-abort = An aborted game has no result: leave `result` out, or choose `action: adjudicate`.
error-moderation-not-moderator = Only members with Manage Server or this server's organisers' role may do this; ask one of them.
error-moderation-not-creator = Only { $creator } (before the start) or a moderator (Manage Server or the organisers' role) may cancel this tournament.
error-moderation-creator-after-start = This tournament has started: only a moderator (Manage Server or the organisers' role) may cancel it now.
error-moderation-already-cancelled = This tournament was cancelled already.
error-moderation-over = This tournament is over; there is nothing left to cancel.
error-moderation-own-game = You play in this game, so another moderator must adjudicate it (a result here changes your own rating). You may still abort it.
error-moderation-player-not-in = { $player } is not in this tournament.
error-moderation-player-withdrawn = { $player } has withdrawn from this tournament already.
audit-title = **What moderators did here** (last { $count }, newest first):
audit-empty = No moderator has done anything here yet.
audit-more = …and { $count } more.
audit-cancel-tournament = { $when }: { $moderator } cancelled tournament { $tournament }
audit-remove-player = { $when }: { $moderator } removed { $player } from tournament { $tournament }
audit-abort-game = { $when }: { $moderator } aborted game { $game }
audit-adjudicate-game = { $when }: { $moderator } adjudicated game { $game }: { $result }
