# Readable descriptions of moves (autocomplete labels, board headlines).

move-enter = enter, { $reserve } left in hand
move-stack = stack of { $height } onto { $onto }, captures
move-pass = pass
move-inline = move { $marbles } in line
move-push = push { $pushed } with { $marbles }
move-pushed-off = { $description }, pushes { $off } off
move-broadside = broadside { $marbles }
move-label = { $notation }: { $description }
board-played-described = { $color ->
        [black] Black
       *[white] White
    } played **{ $notation }**: { $description }

## /analyse and the Analyse button

analyse-button = Analyse
analysis-progress = ⏳ Analysing game #{ $game }: ply { $ply } of { $plies }…
analysis-header = **Analysis of game #{ $game }** ({ $kind }): { $black } vs { $white }, { $plies } { $plies ->
        [one] ply
       *[other] plies
    }, each position searched at level 4; losses in { $unit ->
        [marbles] marbles
       *[points] points
    }.
analysis-player-name = { $player } ({ $color ->
        [black] Black
       *[white] White
    })
analysis-summary = { $player }: average loss { $average } per move, accuracy { $accuracy }% · { $inaccuracies ->
        [one] 1 inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] 1 blunder
       *[other] { $blunders } blunders
    }
analysis-mistakes = **Mistakes** (inaccuracy from { $inaccuracy }, mistake from { $mistake }, blunder from { $blunder }):
analysis-no-mistakes = No inaccuracies, mistakes or blunders.
analysis-mistake = **{ $ply }.** { $player } played { $played }, better { $best }: −{ $loss } · { $grade }
analysis-more = … and { $count } more
grade-inaccuracy = inaccuracy
grade-mistake = mistake
grade-blunder = blunder
analysis-chart-title = Game #{ $game }: { $black } vs { $white }
analysis-chart-ahead = { $player } ({ $color ->
        [black] Black
       *[white] White
    }) ahead
analysis-chart-unit = { $unit ->
        [marbles] marbles
       *[points] points
    }
analysis-chart-turning = turning point
analysis-live-between-people = No analysis while people are still playing this game (no help during play): ask again once it is over.
analysis-running = This game is being analysed right now: its analysis is posted as soon as it is done.
analysis-failed = The analysis could not run ({ $error }); please try again later.
analysis-queued = ⏳ Game #{ $game }'s analysis is { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } in line…
analysis-capped = Analysed { $analysed ->
        [one] the first ply
       *[other] the first { $analysed } plies
    } of { $plies } (analyses stop at { $analysed } { $analysed ->
        [one] ply
       *[other] plies
    }).
analysis-already-queued = Your analysis of game #{ $game } is already queued or running: one at a time per person. Ask again once it is posted.
analysis-queue-full = Too many analyses are waiting: yours would have taken about { $minutes } min. Please ask again later.
analysis-stopped = The analysis stopped because its reply could no longer be updated; what was searched is kept: ask again to finish it.
analysis-stopped-shutdown = The analysis stopped because I am restarting; what was searched is kept: ask again in a minute to finish it.
analyse-which-game = Which game? Pick one with the game option, or use /analyse in the game's thread.
analyse-choice = #{ $game } · { $kind } vs { $opponent } · { $state }
analyse-won = won { $ago }
analyse-lost = lost { $ago }
analyse-drawn = drawn { $ago }
analyse-ended = ended { $ago }
analyse-playing = in play
ago-minutes = { $count ->
        [one] 1 minute ago
       *[other] { $count } minutes ago
    }
ago-hours = { $count ->
        [one] 1 hour ago
       *[other] { $count } hours ago
    }
ago-days = { $count ->
        [one] 1 day ago
       *[other] { $count } days ago
    }
game-analysed = 🔍 Analysed: /analyse game:{ $game } shows it.
game-analysed-partly = 🔍 Analysed { $analysed } of { $plies } { $plies ->
        [one] ply
       *[other] plies
    } (the analysis stopped there): /analyse game:{ $game } shows it.
game-hinted = 💡 Hinted: { $count ->
        [one] the engine suggested 1 move
       *[other] the engine suggested { $count } moves
    } in this game.

## /hint

hint-suggestion = 💡 In game #{ $game } the engine would play { $suggestion }; its evaluation: { $eval } { $unit ->
        [marbles] marbles
       *[points] points
    } for you. The game is now marked as hinted.
hint-not-against-engine = Hints are only given in games against me, not in games between people.
hint-not-your-turn = A hint is given only to the player to move, on their turn.
