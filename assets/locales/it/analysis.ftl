# Descrizioni leggibili delle mosse.

move-enter = piazza, riserva { $reserve }
move-stack = pila di { $height } su { $onto }, cattura
move-pass = passa
move-inline = { $marbles } in linea
move-push = spinge { $pushed } con { $marbles }
move-pushed-off = { $description }, ne espelle { $off }
move-broadside = laterale di { $marbles }
move-label = { $notation }: { $description }
board-played-described = { $color ->
        [black] il Nero
       *[white] il Bianco
    } ha giocato **{ $notation }**: { $description }
