## Tournaments: refusals

tournament-error-not-found = There is no tournament { $tournament }.
tournament-error-empty-name = A tournament needs a name.
tournament-error-name-too-long = A tournament's name is at most { $max } { $max ->
        [one] character
       *[other] characters
    } long.
tournament-error-name-mentions = A tournament's name cannot mention anyone.
tournament-error-players = A tournament is for { $min } to { $max } { $max ->
        [one] player
       *[other] players
    }; { $given } is not allowed.
tournament-error-rounds = A Swiss tournament plays 1 to { $max } { $max ->
        [one] round
       *[other] rounds
    }; { $given } is not allowed.
tournament-error-rounds-in-round-robin = Only a Swiss tournament has a number of rounds; a round robin plays everyone once.
tournament-error-signup-too-long = Sign-up lasts at most 30 days.
tournament-error-full = This tournament is full.
tournament-error-already-in = You are already in this tournament.
tournament-error-not-in = You are not in this tournament.
tournament-error-started = This tournament has started; sign-up is closed.
tournament-error-cannot-leave = This tournament has started; to stop playing in it, use `/tournament withdraw`.
tournament-error-not-creator = Only { $creator } can start this tournament.
tournament-error-too-few-swiss = A Swiss tournament needs at least { $min } { $min ->
        [one] player
       *[other] players
    } to start.
tournament-error-too-few-round-robin = A round robin needs at least { $min } { $min ->
        [one] player
       *[other] players
    } to start.

## Tournaments: the sign-up message, standings, pairings

tournament-heading = **{ $name }** ({ $id }): { $format } of { $game }
tournament-signup = 🏆 { $heading }; { $clock }; rated: { $rated ->
        [yes] yes
       *[no] no
    }. Organised by { $creator }.
tournament-places = Places taken: { $taken } of { $max }: { $players }
tournament-starts-at = Sign-up closes and the games start { $at }.
tournament-starts-by-creator = The games start when the organiser presses **Start now**.
tournament-running = Under way: round { $round } of { $rounds }.
tournament-finished = Finished: the standings are final.
tournament-format-round-robin = round robin
tournament-format-swiss = Swiss tournament
tournament-join = Join
tournament-leave = Leave
tournament-start-now = Start now
tournament-standings-title = 🏆 { $heading }
tournament-player = Player
tournament-points = Pts
tournament-games = Games
tournament-sonneborn-berger = SB
tournament-buchholz = Buchh
tournament-pairing = **{ $name }**: { $black } (Black) against { $white } (White), game { $game }. Good luck!
tournament-none-here = There is no tournament here yet; start one with `/tournament create`.
tournament-more-in-picture = …and { $players } more { $players ->
        [one] player
       *[other] players
    }: see the picture.
tournament-cross-table-limit = The cross table is shown for up to { $max } { $max ->
        [one] player
       *[other] players
    }.
tournament-signup-open = Sign-up open: { $taken } of { $max } { $max ->
        [one] place
       *[other] places
    } taken
tournament-error-already-withdrawn = You have withdrawn from this tournament already.
tournament-error-over = This tournament is over.
tournament-error-bot = Bots cannot play in a tournament; its games are between people.
tournament-won = 🏆 **{ $name }** ({ $id }) is over. { $count ->
    [one] The winner: { $winners }. Congratulations!
   *[other] Shared first place: { $winners }. Congratulations!
}
tournament-left = You left **{ $name }**; your place is free again.
tournament-withdrawn = You withdrew from **{ $name }**: your games still running were resigned and you will not be paired again.
tournament-withdrawn-mark = withdrawn
tournament-withdrawn-list = Withdrawn: { $players }
tournament-label-signup = sign-up
tournament-label-round = round { $round } of { $rounds }
tournament-label-finished = finished
tournament-list-title = 🏆 Tournaments here, open and running first:
tournament-list-line = { $heading }, { $players } { $players ->
        [one] player
       *[other] players
    }. { $status }
tournament-round = Round { $round }
tournament-no-rounds-yet = No games yet: sign-up is open.
tournament-bye = { $player }: bye (a win)
tournament-game-running = being played
tournament-game-no-result = no result
tournament-more-lines = …and { $count } more.
tournament-error-round-robin-too-large = A round robin is for at most { $max } { $max ->
        [one] player
       *[other] players
    }: everyone plays everyone at once, so { $max } { $max ->
        [one] player
       *[other] players
    } already start { $games } { $games ->
        [one] game
       *[other] games
    }, each in its own thread, { $each } for each player; { $given } is not allowed. For more players, choose the swiss format, which pairs one round at a time.
tournament-error-no-clock = A tournament needs a running clock: one entrant who never moves would hold up every round for good. Give `move_hours` from 1 to 336 (0 means no limit) or a time bank with `clock`.
tournament-error-withdrawal-changed = Since you asked, your running games in this tournament became { $running }; use `/tournament withdraw` again to see what it would do.
tournament-withdraw-confirm = Withdraw from **{ $name }**? { $running ->
    [0] You have no game running.
    [one] Your game still running will be resigned (a loss).
   *[other] Your { $running } games still running will be resigned (losses).
} You will not be paired again.
tournament-leave-confirm = Give your place in **{ $name }** back?
tournament-withdraw-yes = Withdraw
tournament-leave-yes = Leave
tournament-withdraw-no = Stay in
tournament-stayed = You stay in the tournament; nothing changed.
tournament-withdraw-not-yours = Only the player who asked to withdraw can confirm it.
tournament-round-continued = Round { $round } (continued)
tournament-page = Page { $page } of { $pages }
