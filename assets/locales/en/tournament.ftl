## Tournaments: refusals

tournament-error-not-found = there is no tournament { $tournament }
tournament-error-empty-name = a tournament needs a name
tournament-error-name-too-long = a tournament's name is at most { $max } characters long
tournament-error-name-mentions = a tournament's name cannot mention anyone
tournament-error-players = a tournament is for { $min } to { $max } players; { $given } is not allowed
tournament-error-rounds = a Swiss tournament plays 1 to { $max } rounds; { $given } is not allowed
tournament-error-rounds-in-round-robin = only a Swiss tournament has a number of rounds; a round robin plays everyone once
tournament-error-signup-too-long = sign-up lasts at most 30 days
tournament-error-full = this tournament is full
tournament-error-already-in = you are already in this tournament
tournament-error-not-in = you are not in this tournament
tournament-error-started = this tournament has started; sign-up is closed
tournament-error-cannot-leave = this tournament has started; nobody can leave it now
tournament-error-not-creator = only { $creator } can start this tournament
tournament-error-too-few-swiss = a Swiss tournament needs at least { $min } players to start
tournament-error-too-few-round-robin = a round robin needs at least { $min } players to start

## Tournaments: the sign-up message, standings, pairings

tournament-signup = 🏆 **{ $name }** ({ $id }): { $format } of { $game }; { $clock }; rated: { $rated }. Organised by { $creator }.
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
tournament-standings-title = 🏆 **{ $name }** ({ $id }), { $format } of { $game }
tournament-player = Player
tournament-points = Pts
tournament-games = Games
tournament-sonneborn-berger = SB
tournament-buchholz = Buchh
tournament-pairing = **{ $name }**: { $black } (Black) against { $white } (White), game { $game }. Good luck!
tournament-none-here = there is no tournament here yet; start one with `/tournament create`
