# The words in the board image. English images must not change: keep
# these exactly as the examples in assets/examples show them.

image-black-wins = Black wins · { $moves } { $moves ->
        [one] move
       *[other] moves
    }
image-white-wins = White wins · { $moves } { $moves ->
        [one] move
       *[other] moves
    }
image-draw = Draw · { $moves } { $moves ->
        [one] move
       *[other] moves
    }
image-move = Move { $number }
image-move-last = Move { $number } · last { $last }
image-time = time { $clock }
image-in-hand = in hand { $count }
image-score = score { $score }
image-pushed-off = pushed off { $count } / 6
image-winner = WINNER
image-to-move = TO MOVE

# How a finished game ended, in the header and in the line under the board.
image-aborted = Aborted
image-end-points = { $winner } wins on points, { $won } to { $lost }
image-end-points-draw = Drawn on points, { $score } each
image-end-marbles = { $winner } wins: { $count } { $count ->
        [one] marble
       *[other] marbles
    } pushed off
image-end-won = { $winner } wins
image-end-draw = Drawn
image-end-resigned = { $loser } resigned: { $winner } wins
image-end-timeout = { $loser } ran out of time: { $winner } wins
image-end-agreed = Drawn by agreement
image-end-adjudicated-win = Decided by a moderator: { $winner } wins
image-end-adjudicated-draw = Decided by a moderator: drawn
image-end-aborted = Aborted: the game has no result
image-end-over = Game over

# The rating chart of /stats: its time axis and what its shaded band means.
chart-start = start
chart-band = ± rating deviation (shaded)
chart-date = { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    }
chart-date-year = { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    } { $year }

# The descriptions of the pictures (alt text), which screen readers read
# out: what a sighted player reads from each picture.
alt-player = { $name } ({ $color ->
        [black] Black
       *[white] White
    })
alt-board = Board of { $title }, { $kind }: { $black } against { $white }.
alt-board-turn = After { $played } { $played ->
        [one] move
       *[other] moves
    }, { $player } is to play move { $number }.
alt-board-moves = { $played } { $played ->
        [one] move
       *[other] moves
    } played.
# $what is empty or " (enter, 17 left in hand)" (with its space).
alt-board-last = Last move: { $player } played { $notation }{ $what }.
# $result is the line under the picture ("alice wins on points, 12 to 9").
alt-board-over = Final position after { $moves } { $moves ->
        [one] move
       *[other] moves
    }. { $result }.
alt-board-abande = Pieces in hand: Black { $black_hand }, White { $white_hand }. Score: Black { $black }, White { $white }.
alt-board-abalone = Marbles pushed off: by Black { $black } of { $max }, by White { $white } of { $max }.
alt-replay = Animated replay of { $title }, { $kind }: { $black } against { $white }, one picture per move, { $moves } { $moves ->
        [one] move
       *[other] moves
    }.
alt-rating-chart = Line chart of { $player }'s ratings over time, one line per game, with the rating deviation shaded around it.
alt-rating-series = { $game }: { $games } rated { $games ->
        [one] game
       *[other] games
    }, from { $first } to { $last }, lowest { $low }, highest { $high }.
alt-eval-chart = { $title }: line chart of the engine's evaluation after { $plies ->
        [one] its only ply
       *[other] each of { $plies } plies
    }, in { $unit }; above the middle line { $black_ahead }, below it { $white_ahead }.
alt-eval-lead = { $side } by at most { $amount } (ply { $ply }).
alt-eval-end = After ply { $ply }: { $side } by { $amount }.
alt-eval-end-even = After ply { $ply }: even.
alt-eval-turning = Turning points marked at plies { $plies }.
alt-standings = Standings of { $title }: { $status }.
alt-standings-row = { $rank }. { $name }: { $points } { $points_value ->
        [one] point
       *[other] points
    }, { $games } { $games ->
        [one] game
       *[other] games
    }, { $tie_break_name } { $tie_break }.
alt-explored = An explored position { $from ->
        [0] from the start of the game
        [one] after { $from } move of the game
       *[other] after { $from } moves of the game
    } and the moves tried, not played.
