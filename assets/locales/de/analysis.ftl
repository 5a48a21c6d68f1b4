# Lesbare Beschreibungen der Züge.

move-enter = setzen, Vorrat { $reserve }
move-stack = Stapel von { $height } auf { $onto }, schlägt
move-pass = passen
move-inline = { $marbles } in Linie
move-push = schiebt { $pushed } mit { $marbles }
move-pushed-off = { $description }, { $off } hinausgeschoben
move-broadside = seitlich { $marbles }
move-label = { $notation }: { $description }
board-played-described = { $color ->
        [black] Schwarz
       *[white] Weiß
    } spielte **{ $notation }**: { $description }
