# Les mots de l'image du plateau.

image-black-wins = Noir gagne · { $moves } coups
image-white-wins = Blanc gagne · { $moves } coups
image-draw = Nulle · { $moves } coups
image-move = Coup { $number }
image-move-last = Coup { $number } · dernier { $last }
image-time = temps { $clock }
image-in-hand = en main { $count }
image-score = score { $score }
image-pushed-off = éjectées { $count } / 6
image-winner = GAGNANT
image-to-move = AU TRAIT
