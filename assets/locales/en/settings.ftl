# /settings: a server's settings (issue #36), and what they refuse.
settings-title = **Settings of this server**
settings-games-channel = Games channel: { $channel }
settings-games-channel-unset = wherever a command is typed
settings-organisers = Who may create tournaments: { $organisers }
settings-organisers-everyone = everyone
settings-organisers-role = members with { $role } (and those with Manage Server)
settings-organisers-manage-server = only members with Manage Server
settings-language = Language of public posts: { $language }
settings-language-discord = the server's language as Discord reports it (now { $language })
settings-clock = Default clock: { $clock }
settings-clock-bot-default = mine ({ $clock })
settings-limits = Limits: { $tournaments } open or running { $tournaments ->
        [one] tournament
       *[other] tournaments
    } at once; { $games } { $games ->
        [one] game
       *[other] games
    } at once per player (games against me do not count)
settings-threads = Finished games' threads: archived { $hours } h after the final board (not locked: a new post reopens them)
settings-saved = ✅ Saved; it applies from the next command, everywhere.
settings-channel-not-text = { $channel } is not a text or announcement channel of this server that I can see; pick another.
settings-channel-missing = I cannot run the games in { $channel }: I lack { $missing } there. Give me those in the channel's settings (Permissions), or pick another channel. Nothing was changed.
settings-role-unknown = That role does not exist in this server; pick one from the list. Nothing was changed.
settings-role-needed = Pick the role with the `role` option when organisers are members with a role.
settings-role-without-who = The `role` option only goes with `who: role`.
settings-clock-needs-hours = A time per move needs `move_hours` (1 to 336).
settings-clock-hours-per-move-only = `move_hours` only goes with `clock: per-move`.
settings-limits-none = Give at least one limit: `tournaments` or `games_per_player`.
settings-posted-in-games-channel = This server's games go to { $channel }: { $link }
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-attach-files = Attach Files
permission-read-message-history = Read Message History
error-settings-tournament-limit = This server already runs { $limit } { $limit ->
        [one] tournament
       *[other] tournaments
    } (its limit); finish or cancel one first.
error-settings-game-limit = You already play { $limit } { $limit ->
        [one] game
       *[other] games
    } in this server, the limit here; finish one first.
error-settings-opponent-game-limit = { $name } already plays { $limit } { $limit ->
        [one] game
       *[other] games
    } in this server, the limit here; try again once they finish one.
error-settings-tournament-limit-range = The limit on tournaments at once must be between { $min } and { $max }; { $given } is not. Nothing was changed.
error-settings-game-limit-range = The limit on games at once per player must be between { $min } and { $max }; { $given } is not. Nothing was changed.
error-settings-archive-after-range = A finished game's thread is archived after { $min } to { $max } { $max ->
        [one] hour
       *[other] hours
    }; { $given } is not. Nothing was changed.
error-settings-organiser-role = Only members with { $role } (or Manage Server) may create tournaments in this server; ask one of them or an admin.
error-settings-manage-server = Only members with Manage Server may create tournaments in this server; ask an admin.
settings-daily-puzzle = Daily puzzle: { $state }
settings-daily-puzzle-off = off
settings-daily-puzzle-on = on: a puzzle a day in { $channel }, posted at the first check after midnight UTC, naming who solved the day before's
settings-daily-puzzle-no-channel = on, but paused: no games channel is set (`/settings games_channel`)
error-settings-daily-puzzle-needs-channel = The daily puzzle is posted in the games channel, and this server has none. Set one first with `/settings games_channel`, then turn the daily puzzle on again. Nothing was changed.

settings-challenges = Challenges: open { $hours } h before they expire
error-settings-challenge-open-range = A challenge stays open { $min } to { $max } { $max ->
        [one] hour
       *[other] hours
    }; { $given } is not. Nothing was changed.
