# The Move button under a board, and the private picker it opens.

board-move-button = Move
picker-heading = **{ $title }** · your move (move { $number }).
picker-chosen = Chosen: { $path }
picker-choose-abande = Enter a piece, move a stack, or pass
picker-choose-abalone = Choose a marble to move
picker-choose-column = Choose a column
picker-choose-point = Choose where the piece goes
picker-choose-target = Choose the stack to capture
picker-choose-group = Choose the marbles that move together
picker-choose-move = Choose the direction
picker-enter = Enter a piece from hand
picker-column = Column { $column }
picker-stack = Stack on { $point } (height { $height })
picker-marble = Marble on { $point }
picker-lands = lands on { $points }
picker-options = { $count } { $count ->
        [one] move
       *[other] moves
    }
picker-preview = **{ $title }** · preview of **{ $notation }**: { $description }. Nothing is played until you press Play.
picker-preview-title = { $title } · preview
picker-play = Play { $notation }
picker-back = Back
picker-whose-turn = In **{ $title }** it is { $player }'s turn ({ $color ->
        [black] Black
       *[white] White
    }); only they can move now.
board-explore-button = Explore
board-text-button = Text
explore-modal-title = Explore game { $game } privately
explore-modal-moves = Moves to try, from the position now
explore-modal-placeholder = e.g. d4 e2-d3 (nothing is played)
explore-picture-title = { $title } · explored
explore-shown = **{ $title }** · explored { $from ->
        [0] from the start
        [one] after { $from } move
       *[other] after { $from } moves
    }: { $moves }. Nothing is played.
explore-no-moves = no moves (the position as it stood)
explore-no-engine = No engine evaluation while a game between people is being played.
picker-preview-ends = 🏁 This move ends the game: { $result }
