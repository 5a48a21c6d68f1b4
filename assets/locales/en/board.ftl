# The board message everyone in the game's channel reads, in the game's language.

board-start = **{ $title }** begins: { $black } (Black) vs { $white } (White). { $first } moves first; use `/move` here.
board-start-engine = **{ $title }** begins (level { $level }): { $black } (Black) vs { $white } (White). { $first } moves first; use `/move` here.
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
# $score is empty or " 20–15" (with its space).
result-win = Game over: { $winner } ({ $color ->
        [black] Black
       *[white] White
    }) wins{ $score }.
result-draw = Game over: a draw{ $score }.
result-over = The game is over.

# /board: the game now, or as it stood after some moves.
board-now = **{ $title }** after { $total } moves
board-at-ply = **{ $title }** after { $ply } of { $total } moves
board-at-ply-last = **{ $title }** after { $ply } of { $total } moves (last move { $last })

engine-game-started = { $player } starts **{ $title }** against me at level { $level }: { $link }
