# Readable descriptions of moves (autocomplete labels, board headlines).

move-enter = place, reserve { $reserve }
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
