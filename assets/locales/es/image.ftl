# Las palabras de la imagen del tablero.

image-black-wins = Gana Negro · { $moves } jugadas
image-white-wins = Gana Blanco · { $moves } jugadas
image-draw = Tablas · { $moves } jugadas
image-move = Jugada { $number }
image-move-last = Jugada { $number } · última { $last }
image-time = tiempo { $clock }
image-in-hand = en mano { $count }
image-score = puntos { $score }
image-pushed-off = expulsadas { $count } / 6
image-winner = GANADOR
image-to-move = MUEVE
