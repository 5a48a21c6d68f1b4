# /puzzle (issue #39): puzzles from finished games.
puzzle-side = { $color ->
        [black] Black
       *[white] White
    }
puzzle-title = Puzzle { $id }
puzzle-intro = **Puzzle { $id }** ({ $kind }, rated { $rating }): { $color ->
        [black] Black
       *[white] White
    } to move has one move that wins material; every other move is clearly worse. Move { $step } of { $moves }: answer with `/puzzle answer move:`.
puzzle-record = Puzzles: { $solved } solved, { $failed } failed, streak { $streak } (best { $best }), puzzle rating { $rating }.
puzzle-right-go-on = Right! I reply { $reply }. Find the next move.
puzzle-solved = Solved! The whole line: { $line }.
puzzle-failed = Not this one: { $played } does not win. The answer was { $answer } (the whole line: { $line }).
error-puzzle-none-left = There is no new puzzle for you yet: puzzles come from finished games, found in the background. Try again later.
error-puzzle-not-solving = You are not solving a puzzle: use `/puzzle show` to get one.
alt-puzzle = Puzzle { $id }, { $kind }: { $color ->
        [black] Black
       *[white] White
    } to move and win material.
alt-puzzle-last = Last move played: { $notation }.
# "Learn from your mistakes", the button under an analysis.
analysis-learn-button = Learn from your mistakes
learn-title = Game #{ $game }, before move { $ply }
learn-intro = **Learn from your mistakes** – game #{ $game }, { $index } of { $count }: at move { $ply } you played { $played }, which cost { $cost } { $family ->
        [abalone] { $cost ->
            [one] marble
           *[other] marbles
        }
       *[abande] { $cost ->
            [one] point
           *[other] points
        }
    }. Find the better move: `/puzzle answer move:`.
learn-right = Right: { $answered } is as good as the engine's { $best }.
learn-wrong = Not quite: { $answered } still loses too much; the engine plays { $best }.
learn-done = That was your last mistake of this game.
error-learn-not-analysed = This game has no complete analysis yet: use `/analyse` first.
error-learn-no-mistakes = You made no mistake in this game (or did not play in it).
alt-learn = The position of game #{ $game } before move { $ply }, { $kind }: { $color ->
        [black] Black
       *[white] White
    } to move; find a better move than the one played.
# The daily puzzle of a server (issue #39): its post in the games channel.
daily-puzzle-intro = 🧩 **Daily puzzle** – puzzle { $id } ({ $kind }, rated { $rating }): { $color ->
        [black] Black
       *[white] White
    } to move has one move that wins material; every other move is clearly worse ({ $moves ->
        [one] one move
       *[other] { $moves } moves
    } to find). Press **Solve** to try it privately, or use `/puzzle daily`; it counts like any puzzle.
daily-puzzle-button = Solve
daily-puzzle-solved-by = The last daily puzzle (puzzle { $id }) was solved by { $names }: { $solved } of { $tried } who tried.
daily-puzzle-and-more = { $names } and { $more } more
daily-puzzle-nobody-solved = The last daily puzzle (puzzle { $id }): { $tried ->
        [0] nobody tried it.
        [one] the only player who tried did not solve it.
       *[other] none of the { $tried } who tried solved it.
    }
daily-puzzle-opened = **This server's daily puzzle** (your answer counts here, and like any puzzle):
error-daily-puzzle-none = This server has no daily puzzle yet: an admin can turn it on with `/settings daily_puzzle`, and the first one is posted at my next check. Meanwhile, `/puzzle show` gives you a puzzle of your own.
error-daily-puzzle-needs-server = The daily puzzle belongs to a server: use `/puzzle daily` in one, or `/puzzle show` for a puzzle of your own.
error-daily-puzzle-already-tried = You already { $solved ->
        [yes] solved
       *[no] tried
    } puzzle { $id }: each puzzle counts once per player. `/puzzle show` gives you another.
