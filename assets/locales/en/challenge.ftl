# The challenge message, in the language of the place it was made
# (Place::language), with its buttons and the notes added when it is answered.

# $terms: the colours, the clock and whether it is rated, joined by "; ".
challenge-to-user = { $opponent }, { $challenger } ({ $rating }) challenges you to **{ $title }** ({ $terms }). The challenge expires <t:{ $expires }:R>.
challenge-rematch = { $opponent }, { $challenger } ({ $rating }) challenges you again to **{ $title }** ({ $terms }). The challenge expires <t:{ $expires }:R>.
challenge-open = 📣 Open challenge: { $challenger } ({ $rating }) is looking for an opponent for **{ $title }** ({ $terms }): anyone can accept. The challenge expires <t:{ $expires }:R>.
challenge-open-in-range = 📣 Open challenge: { $challenger } ({ $rating }) is looking for an opponent for **{ $title }** ({ $terms }): anyone rated { $range } can accept. The challenge expires <t:{ $expires }:R>.
challenge-colours = { $color ->
        [black] { $challenger } plays Black (moves first)
        [white] { $challenger } plays White; you move first
       *[random] colours drawn at random
    }
challenge-clock-per-move = { $hours } h per move
# The durations are worded as duration-* in errors.ftl.
challenge-clock-bank = time bank { $initial } + { $increment } a move, up to { $max }
challenge-clock-none = no time limit
challenge-rated = { $rated ->
        [yes] rated
       *[no] casual
    }
challenge-accept = Accept
challenge-cancel = Cancel (challenger)
challenge-accepted = ✅ Accepted by { $player }: game { $game }.
challenge-cancelled-note = 🚫 Cancelled by the challenger.
