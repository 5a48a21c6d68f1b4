# Refusals: why a move, a command or a button was not accepted.
# Points are board labels such as d4; they read the same in every language.

## How to write a move

move-form-abande = Write a point to enter a piece (d4), two points to move a stack (e2-d3), or pass.
move-form-abalone = Write an in-line move as two points (a1b2) or a broadside as three (c6c7d6).
syntax-error = I could not read "{ $shown }" as a move.
syntax-error-detail = I could not read "{ $shown }" as a move ({ $detail }).
syntax-too-long = too long
syntax-empty = empty
syntax-unexpected-character = unexpected character
syntax-number-too-long = number too long
syntax-letter-without-number = a letter must be followed by a number
syntax-too-many-points = too many points
syntax-no-points = no points
syntax-other-game = a move of another game
# The reason, then how to write a move.
refusal-with-form = { $reason } { $form }

## Abande

illegal-game-over = The game is over.
illegal-abande-off-board = There is no point { $point } on this board.
illegal-abande-wrong-shape = Write a move as a point to enter a piece (d4), two points to move a stack (e2-d3), or pass.
illegal-abande-occupied = { $point } is already occupied.
illegal-abande-not-adjacent-to-band = { $point } is not next to the band: a new piece must touch a piece already on the board.
illegal-abande-no-pieces-in-hand = You have no pieces left in hand: move a stack or pass.
illegal-abande-moving-not-allowed-yet = Stacks can move only once Black has entered a second piece.
illegal-abande-empty-source = There is no stack on { $point }.
illegal-abande-not-your-stack = The stack on { $point } is not yours.
illegal-abande-target-empty = { $point } is empty: a stack may only move onto an opponent's stack.
illegal-abande-target-own = { $point } is your own stack: a stack may only move onto an opponent's stack.
illegal-abande-not-adjacent = { $to } is not next to { $from }: stacks move one step.
illegal-abande-too-high = Moving the stack of { $from_height } on { $from } onto the stack of { $to_height } on { $to } would make it { $height } high; stacks may be at most 3 high.
illegal-abande-splits-band = Moving { $from } would split the band: { $cut_off } would be cut off.
illegal-abande-pass-with-pieces = You cannot pass while you have { $count } { $count ->
        [one] piece
       *[other] pieces
    } in hand.

## Abalone

illegal-abalone-no-pass = Abalone has no pass.
illegal-abalone-wrong-point-count = Write an in-line move as two points (a1b2) or a broadside as three (c6c7d6).
illegal-abalone-no-such-point = There is no point { $point } on the board.
illegal-abalone-not-neighbours = { $first } and { $second } are not neighbours.
illegal-abalone-same-point = { $point } is named twice.
illegal-abalone-empty = { $point } is empty.
illegal-abalone-not-your-marble = { $point } is not your marble.
illegal-abalone-not-in-line = { $first } and { $second } are not in one line of adjacent marbles.
illegal-abalone-too-many-marbles = A line of more than three marbles cannot move ({ $line }).
illegal-abalone-off-board = { $point } would move off the board.
illegal-abalone-own-marble-off-board = You cannot push your own marble off the board.
illegal-abalone-single-cannot-push = A single marble cannot push: { $point } is occupied.
illegal-abalone-outnumbered = { $pushers } cannot push { $defenders ->
        [3] 3 or more
       *[other] { $defenders }
    }.
# $color is black or white; $count how many marbles are pushed.
illegal-abalone-sandwiched = The { $color ->
        [black] black
       *[white] white
    } { $count ->
        [one] marble on { $marbles } is
       *[other] marbles on { $marbles } are
    } sandwiched by your marble on { $blocker } and cannot be pushed.
illegal-abalone-occupied = { $point } is occupied.
illegal-abalone-broadside-cannot-push = A broadside move cannot push: { $point } is occupied.
illegal-abalone-along-the-line = Moving along the line is an in-line move: write it as { $text }.
# Joins the marbles of a pushed line: "d4 and d5".
marbles-and = { $first } and { $second }

## The game service

error-game-not-found = There is no game { $game }.
error-challenge-not-found = There is no challenge { $challenge }.
error-not-your-game = You are not playing in this game.
error-not-your-turn = It is not your turn; { $to_move } is to move.
error-game-over = This game is over.
error-challenge-expired = This challenge has expired.
# $status: accepted, declined, cancelled or expired.
error-challenge-closed = This challenge is no longer open (it was { $status ->
        [accepted] accepted
        [declined] declined
        [cancelled] cancelled
       *[expired] expired
    }).
error-not-challenged = Only { $opponent } can answer this challenge.
error-game-not-over = The game is still going on.
error-no-rematch-with-engine = To play my engine again, challenge me with /challenge.
error-rematch-pending = You have asked for this rematch already; it waits for your opponent.
error-challenge-taken = Someone else accepted this challenge first.
error-outside-rating-range = This challenge is for players rated { $range }; your { $kind } rating is { $rating }.
error-empty-rating-range = The lowest rating allowed is above the highest.
error-rating-limit-range = A rating limit must be between { $min } and { $max }; { $given } is not.
error-not-challenger = Only { $challenger } can cancel this challenge.
error-self-challenge = You cannot challenge yourself.
error-invalid-move-hours = The time per move must be between 1 and { $max } { $max ->
        [one] hour
       *[other] hours
    }.
error-invalid-page = There is no such page; pages go from 1 to { $last }.
error-too-late-to-abort = A game can only be aborted before both players have moved; resign instead.
error-tournament-game-abort = A tournament game cannot be aborted: every game there counts; resign instead.
error-draw-already-offered = You have already offered a draw in this game; it waits for an answer.
error-no-draw-offer = There is no draw offer to answer in this game.
error-not-your-offer-to-answer = Only { $opponent } can answer this request.
error-takeback-pending = A takeback request already waits for an answer in this game.
error-cannot-take-back = You can only take back your own last move, and only before { $opponent } has replied.
error-no-takeback-request = There is no takeback request to answer in this game (a move since then cancels it).
error-resign-outdated = The game moved on since you asked; use /resign again.
error-position-changed = The position changed since this picker opened, so nothing was played; press Move under the latest board.
error-request-outdated = The game moved on since this request; it no longer applies.
error-out-of-time = Your time in this game has run out; it is lost on time.
error-conflict = Someone else changed this game at the same moment; please try again.
error-storage = The change could not be saved; nothing was changed, please try again.
error-database-away = My database did not answer; nothing was saved, please try again in a minute.
error-maybe-saved = My database stopped answering while saving; the change may or may not be saved: look again in a minute before trying again.
move-not-saved = Your move { $move } was not saved: my database is unavailable; play it again in a minute.
move-maybe-saved = My database stopped answering while saving your move { $move }; it may or may not be saved: in a minute, look at the game with /game and play it again only if it is not there.
error-move-too-long = A move is at most { $max } { $max ->
        [one] character
       *[other] characters
    } long.
error-move-characters = A move uses only letters, digits, spaces and dashes, like d4 or e2-d3.
error-move-empty = The move is empty.
error-page-size = A page holds 1 to { $max } { $max ->
        [one] item
       *[other] items
    }.
error-bank-initial = A time bank starts with between 1 hour and 30 days.
error-bank-increment = The increment added after each move is between 0 and 7 days.
error-bank-cap = The cap of a time bank is between its start ({ $initial }) and 30 days.
error-bank-with-move-hours = Choose either a time per move or a time bank, not both.
error-vacation-days = A vacation lasts from 1 to { $max } { $max ->
        [one] day
       *[other] days
    }.
error-already-on-vacation = You are already on vacation until { $until }; end it first to start another.
error-not-on-vacation = You are not on vacation.
error-vacation-allowance-used = You have { $left } of vacation left in { $year } (the allowance is { $allowance } days a year).
error-deadline-too-close = Your deadline in game #{ $game } is less than an hour away; move there first.

## The adapter

error-discord = Discord did not accept my message; please try again.
error-render = Something went wrong drawing the board; the move itself is saved.
too-quickly = You are sending commands too quickly; wait a moment.
button-outdated = This button is no longer in use.
pick-a-game = Pick a game from the list, or give its number such as 12.
no-game-to-move = You have no game where it is your turn; use the game option to pick one.
many-games-to-move = It is your turn in { $count } { $count ->
        [one] game
       *[other] games
    } ({ $games }): pick one with the game option.
move-saved-board-not-posted = Your move is saved, but Discord did not take its board: { $error } The board is posted here as soon as Discord takes it; or use /board.

## Durations

duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
        [one] 1 day
       *[other] { $days } days
    }
duration-days-hours = { $days ->
        [one] 1 day
       *[other] { $days } days
    } { $hours } h

## Command options

no-game-in-progress = You have no game in progress.
several-games = You play several games: pick one with the game option.
bad-level = Level must be a number from 1 to 5, not "{ $level }".
bots-cannot-play = Bots cannot play; challenge a person, or me to play my engine.
move-hours-range = `move_hours` must be between 0 and 336.
rating-limits-open-only = Rating limits are for open challenges; leave out the opponent to post one.
clock-custom-needs-bank = `clock:custom` needs `bank_hours` (and optionally `increment_hours`, `max_hours`).
bank-values-custom-only = `bank_hours`, `increment_hours` and `max_hours` go with `clock:custom` only.
custom-bank-needs-hours = A custom time bank needs `bank_hours`, the time each player starts with.
leaderboard-needs-server = The server leaderboard needs a server; use `scope:global` here.
ply-out-of-range = Game { $game } has { $total } { $total ->
        [one] move
       *[other] moves
    }; choose `ply` from 0 (the start) to { $total }.

## Where a game can be played

people-game-needs-the-bot = A game between two people is played in a thread of a server I am in; add me to a server (my profile → Add App → Add to Server) and challenge there. Here you can play my engine: `/challenge engine`.
engine-needs-the-bot = I cannot post boards here; play my engine in a DM with me, or add me to this server (my profile → Add App → Add to Server).
error-forget-changed = { $running } of your games { $running ->
        [one] is
       *[other] are
    } in progress now, not as you were told; use /privacy forget again.
error-player-forgotten = This player had their data deleted at their request; they cannot be asked for a rematch.
error-premove-engine = Conditional moves are for games between people; the engine answers at once anyway.
error-premove-your-turn = It is your turn: play your move first, then plan your answers to the reply.
error-premove-too-short = A line needs your opponent's move and your answer, like `c4 d5`.
error-premove-too-long = A line holds at most { $max } { $max ->
        [one] move
       *[other] moves
    }.
error-premove-ends-with-opponent = A line ends with your answer: move { $index }, { $notation }, is your opponent's and has none.
error-premove-too-many = You already have { $max } { $max ->
        [one] line
       *[other] lines
    } in this game; clear them first with `/premove clear`.
error-premove-illegal = Move { $index } ({ $notation }) cannot be played there. { $reason }
error-premove-after-end = Move { $index }, { $notation }: the game is already over before it.
error-premove-turn-skipped = Move { $index }, { $notation }: a pass is forced just before it, so the moves of the line no longer alternate.
error-premove-conflict = Move { $index }, { $notation }: your line { $line } answers the same moves with { $answer }; clear your lines to change it.
error-explore-from = There is no such move: this game has { $max } { $max ->
        [one] move
       *[other] moves
    } so far (`from` goes from 0 to { $max }).

error-not-taking-challenges = { $name } is not taking challenges from you now.
error-block-self = You cannot block yourself.
error-block-too-many = You already block { $limit } { $limit ->
        [one] player
       *[other] players
    }, the most one may; unblock one with `/unblock` first.
