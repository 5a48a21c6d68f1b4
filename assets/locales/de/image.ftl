# Die Wörter im Brettbild.

image-black-wins = Schwarz gewinnt · { $moves } Züge
image-white-wins = Weiß gewinnt · { $moves } Züge
image-draw = Remis · { $moves } Züge
image-move = Zug { $number }
image-move-last = Zug { $number } · zuletzt { $last }
image-time = Zeit { $clock }
image-in-hand = in der Hand { $count }
image-score = Punkte { $score }
image-pushed-off = hinausgeschoben { $count } / 6
image-winner = SIEGER
image-to-move = AM ZUG
