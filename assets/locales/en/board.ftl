# The board message everyone in the game's channel reads, in the game's language.

board-start = **{ $title }** begins: { $black } (Black) vs { $white } (White). { $first } moves first: press **Move** under the board (or type `/move` here). To hear of your turn by direct message: `/notify dm:on`.
board-bot-level = { $name }, level { $level }
board-time-left = Time left: Black { $black }, White { $white }.
board-your-move = { $player } ({ $color ->
        [black] Black
       *[white] White
    }), your move.
board-deadline = Deadline <t:{ $deadline }:R>.
board-on-vacation = { $player } is on vacation until <t:{ $until }:f>; their clock stands still.
board-score = Score: Black { $black } – White { $white }.
board-pushed-off = Pushed off: Black { $black }/{ $max }, White { $white }/{ $max }.
board-played = { $color ->
        [black] Black
       *[white] White
    } played **{ $notation }**
board-played-automatically = { $color ->
        [black] Black
       *[white] White
    } played **{ $notation }** (automatically: no other move was possible)
board-then = { $first }, then { $second }
board-headline = **{ $title }** · { $moves }
board-headline-engine = **{ $title }** · { $bot } · { $moves }
board-taken-move = { $color ->
        [black] Black
       *[white] White
    } **{ $notation }**
board-taken-back = **{ $title }** · ↩️ Taken back: { $moves }.
board-ratings = Ratings: { $list }
board-rematch = Rematch

result-aborted = The game was aborted; it has no result.
result-resigned = { $loser } resigned: { $winner } wins.
result-timeout = { $loser } ran out of time: { $winner } wins.
result-agreed-draw = Drawn by agreement.
result-adjudicated-win = A moderator decided the game: { $winner } wins.
result-adjudicated-draw = A moderator decided the game: a draw.
# $score is empty or " 20–15" (with its space).
result-win = Game over: { $winner } ({ $color ->
        [black] Black
       *[white] White
    }) wins{ $score }.
result-draw = Game over: a draw{ $score }.
result-over = The game is over.

# /board: the game now, or as it stood after some moves.
board-now = **{ $title }** after { $total } { $total ->
        [one] move
       *[other] moves
    }
board-at-ply = **{ $title }** after { $ply } of { $total } { $total ->
        [one] move
       *[other] moves
    }
board-at-ply-last = **{ $title }** after { $ply } of { $total } { $total ->
        [one] move
       *[other] moves
    } (last move { $last })

engine-game-started = { $player } starts **{ $title }** against me at level { $level }: { $link }

# Draw offers and takeback requests in the game's thread, their buttons, and
# the notes added when they are answered.
draw-offer = 🤝 { $opponent }, { $player } offers a draw in **{ $title }**. The offer lapses if you move instead.
takeback-request = ↩️ { $opponent }, { $player } asks to take back their last move in **{ $title }**.
draw-accept-button = Accept draw
takeback-allow-button = Allow takeback
# Declines a challenge, a draw offer or a takeback request.
button-decline = Decline
accepted-by = ✅ Accepted by { $player }.
declined-by = ❌ Declined by { $player }.
draw-declined = ❌ Declined by { $player }; play on.
takeback-allowed = ✅ Allowed by { $player }.
draw-both-offered = **{ $title }** · 🤝 { $opponent } and { $player } both offered a draw.
draw-agreed = **{ $title }** · 🤝 Drawn by agreement.
draw-accepted = **{ $title }** · 🤝 { $player } accepted the draw.
resigned = **{ $title }** · { $player } resigned.

# /vacation tells each opponent in the game's thread.
vacation-notice-start = 🏖️ { $opponent }, { $player } is on vacation until <t:{ $until }:f> (<t:{ $until }:R>): their clock in **{ $title }** stands still until then.
vacation-notice-end = 🔔 { $opponent }, { $player } is back from vacation: their clock in **{ $title }** runs again.
board-also-played = Played meanwhile: { $moves }

# Discord refused a game its thread: the channel is told why, once.
thread-refused-too-many = **{ $title }** ({ $black } vs { $white }) is played here in the channel: Discord refused it a thread because this server has as many active threads as Discord allows. Archiving or closing old threads makes room for the next games.
thread-refused-permission = **{ $title }** ({ $black } vs { $white }) is played here in the channel: I may not open threads here. A server admin can give me Create Public Threads and Send Messages in Threads for the next games.

# /board text:true: the position as text, privately, for screen readers.
board-text-legend-abande = In the diagram `.` is an empty point, `B` a black piece and `W` a white one; a stack is written bottom to top, its top piece in capitals (`wB`: black on white).
board-text-legend-abalone = In the diagram the rows are a (bottom) to i, `.` is an empty point, `B` a black marble and `W` a white one.
board-text-marbles = { $player }: { $count } { $count ->
        [one] marble
       *[other] marbles
    }, on { $points }.
board-text-stacks = { $player } is on top of { $count } { $count ->
        [one] stack
       *[other] stacks
    } (pieces bottom to top): { $stacks }.
board-text-no-stacks = { $player } is on top of no stack.
board-text-color = { $color ->
        [black] black
       *[white] white
    }
board-text-sleeping = sleeping
board-played-premove = { $color ->
        [black] Black
       *[white] White
    } played **{ $notation }** (premove: planned in advance)
board-premove-mark = premove
