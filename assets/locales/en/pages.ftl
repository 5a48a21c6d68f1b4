# What a command shows its user, in the user's language: /games, /history,
# /game, /replay, /export, /stats, /leaderboard, and the games suggested
# while typing.

kind-abande-hex = Abande (hexagonal board)
kind-abande-square = Abande (square board)
kind-abande-snub = Abande (snub-square board)
kind-abalone = Abalone (standard start)
kind-abalone-belgian = Abalone (Belgian Daisy)
kind-abalone-german = Abalone (German Daisy)

turn-yours = your turn
turn-theirs = their turn
game-in-progress = in progress
game-finished = finished
autocomplete-game = #{ $game } { $kind } vs { $opponent } ({ $state })

page-previous = ◀ Previous
page-next = Next ▶

## /games

games-none = You have no active games. Start one with `/challenge`.
games-active = Your active games ({ $count }):
dashboard-header-paged = Your games in progress ({ $count }), page { $page } of { $pages }:
dashboard-your-turn = **Waiting for you** ({ $count }), least time left first:
dashboard-their-turn = Waiting for your opponents ({ $count }):
# $deadline is dashboard-deadline or dashboard-no-deadline, $bank " · " and dashboard-bank or nothing, $link " · " and the game's thread or nothing.
dashboard-line = { $game } { $kind } vs { $opponent } · { $deadline }{ $bank }{ $link }
# $when is a Discord timestamp, shown as "in 3 hours" in the reader's own language.
dashboard-deadline = { $whose ->
        [yours] you must move { $when }
       *[theirs] they must move { $when }
    }
dashboard-no-deadline = no time limit
dashboard-bank = your time bank: { $left }
games-pending = Pending challenges ({ $count }):
# $link is " · " and the challenge's message, or empty.
pending-open = { $challenge } { $kind } · open to anyone · expires <t:{ $expires }:R>{ $link }
pending-to = { $challenge } { $kind } · to { $player } · expires <t:{ $expires }:R>{ $link }
pending-from = { $challenge } { $kind } · from { $player } · expires <t:{ $expires }:R>{ $link }

## /history

# $kind is history-of-kind or empty, $against history-against or empty.
history-header = Finished games{ $kind } of { $player }{ $against } (page { $page } of { $pages }):
history-of-kind = { " " }of { $kind }
history-against = { " " }against { $opponent }
history-empty = No finished games yet for { $player }.
history-result = { $result ->
        [aborted] aborted
        [draw] draw
        [won] won
        [lost] lost
       *[none] no result
    }
history-color-won = { $color ->
        [black] Black
       *[white] White
    } won
# $how is ended-by or empty, $score " 20–15" or empty, $date " · " and a date or empty.
history-line = { $game } · { $kind } · vs { $opponent } · { $result }{ $how }{ $score }{ $date } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
ended-by = { " " }by { $how ->
        [score] score
        [resignation] resignation
        [timeout] timeout
        [agreement] agreement
        [adjudication] a moderator's decision
       *[abort] abort
    }

## /game, /replay, /export

# $engine is " · " and game-vs-engine, or empty; $ended game-ended or empty.
game-summary = **{ $title }** · { $kind }{ $engine }
    Black: { $black } · White: { $white }
    Status: { $status }{ $ended }
    Moves played ({ $moves }):
game-vs-engine = vs my engine, level { $level }
game-status-to-move = in progress, { $player } to move
game-status-finished = finished: { $outcome }
game-status-aborted = aborted (no result)
game-ended = { " " }· ended <t:{ $at }:d>
# $how is ended-by or empty, $score " (20–15)" or empty.
outcome-win = { $player } ({ $color ->
        [black] Black
       *[white] White
    }) won{ $how }{ $score }
outcome-draw = a draw{ $how }{ $score }
outcome-none = no result
game-no-moves = (no moves yet)
game-moves-in-file = The moves are in the attached file.
replay-caption = **{ $title }** · { $black } vs { $white } · replay of { $moves } { $moves ->
        [one] move
       *[other] moves
    }
export-caption = Record of **{ $title }** ({ $moves } { $moves ->
        [one] move
       *[other] moves
    }). Replay it with `abande-bot show --record { $file }`.

## /stats

stats-header = **Results of { $player }**
stats-none = No finished games yet.
# $engine is " " and game-vs-engine, or empty.
stats-line = { $kind }{ $engine }: { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } · { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    } · { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    }
stats-current = Current games: { $count }
stats-streak = Longest winning streak: { $count }
stats-ratings = Ratings (`?`: provisional):
stats-rating-line = { $kind }: { $rating } ±{ $deviation } · { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }
stats-chart-title = Ratings of { $player }

## /leaderboard

leaderboard-header = **Leaderboard: { $title }**, { $scope ->
        [server] this server
       *[global] everywhere
    } (page { $page } of { $pages })
leaderboard-empty = Nobody is ranked yet: players appear here after a few rated games, once their rating is reliable (a deviation under 110).
leaderboard-line = #{ $rank } { $player } · { $rating } ±{ $deviation } · { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }
leaderboard-you = You ({ $player }): { $line } (page { $page })
leaderboard-you-unranked = You ({ $player }): not ranked here; your rating is { $rating }
