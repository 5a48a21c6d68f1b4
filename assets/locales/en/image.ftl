# The words in the board image. English images must not change: keep
# these exactly as the examples in assets/examples show them.

image-black-wins = Black wins · { $moves } moves
image-white-wins = White wins · { $moves } moves
image-draw = Draw · { $moves } moves
image-move = Move { $number }
image-move-last = Move { $number } · last { $last }
image-time = time { $clock }
image-in-hand = in hand { $count }
image-score = score { $score }
image-pushed-off = pushed off { $count } / 6
image-winner = WINNER
image-to-move = TO MOVE
