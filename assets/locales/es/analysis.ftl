# Descripciones legibles de las jugadas.

move-enter = coloca, reserva { $reserve }
move-stack = pila de { $height } sobre { $onto }, captura
move-pass = pasa
move-inline = { $marbles } en línea
move-push = empuja { $pushed } con { $marbles }
move-pushed-off = { $description }, expulsa { $off }
move-broadside = lateral de { $marbles }
move-label = { $notation }: { $description }
board-played-described = { $color ->
        [black] Negro
       *[white] Blanco
    } jugó **{ $notation }**: { $description }
