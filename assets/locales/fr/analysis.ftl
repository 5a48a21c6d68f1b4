# Descriptions lisibles des coups.

move-enter = pose, réserve { $reserve }
move-stack = pile de { $height } sur { $onto }, prise
move-pass = passe
move-inline = { $marbles } en ligne
move-push = pousse { $pushed } avec { $marbles }
move-pushed-off = { $description }, en éjecte { $off }
move-broadside = latéral de { $marbles }
move-label = { $notation } : { $description }
board-played-described = { $color ->
        [black] Noir
       *[white] Blanc
    } a joué **{ $notation }** : { $description }
