# The words in the board image. English images must not change: keep
# these exactly as the examples in assets/examples show them.

image-black-wins = Black wins · { $moves } moves
image-white-wins = White wins · { $moves } moves
image-draw = Draw · { $moves } moves
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
image-end-marbles = { $winner } wins: { $count } marbles pushed off
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
