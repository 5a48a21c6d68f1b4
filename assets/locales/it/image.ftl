# Le parole nell'immagine del tavoliere.

image-black-wins = Vince il Nero · { $moves } mosse
image-white-wins = Vince il Bianco · { $moves } mosse
image-draw = Patta · { $moves } mosse
image-move = Mossa { $number }
image-move-last = Mossa { $number } · ultima { $last }
image-time = tempo { $clock }
image-in-hand = in mano { $count }
image-score = punti { $score }
image-pushed-off = espulse { $count } / 6
image-winner = VINCITORE
image-to-move = AL TRATTO
