# The web board (src/web/) and its links (/web, the board's View button).
web-bad-link = This link is not valid. Use /web in Discord for a new one.
web-expired-link = This link has expired or was revoked. Use /web in Discord for a new one.
web-no-game = There is no game to show at this link.
web-unavailable = The board is unavailable for a moment. Try again shortly.
web-refused-title = Link refused
web-home = This is abande-bot's web board. Open a game's page from its View button in Discord, or ask for your link with /web.
web-black = Black
web-white = White
web-empty = empty
web-aborted = Game aborted
web-by-score = (on the board)
web-by-resignation = (by resignation)
web-by-timeout = (on time)
web-by-agreement = (by agreement)
web-by-adjudication = (decided by a moderator)
web-won = { $name } ({ $color }) won
web-draw = Draw
web-over = Game over
web-to-move = { $name } ({ $color }) to move
web-board-alt = Board of { $title } { $ply ->
        [0] at the start
        [one] after { $ply } move
       *[other] after { $ply } moves
    }. { $status }
web-engine = { $name } (engine, level { $level })
web-first = First move
web-back = Previous move
web-forward = Next move
web-last = Latest move
web-pass = Pass
web-live = live
web-offline = reconnecting…
web-your-turn = Your turn
web-pick = Choose where it goes (Esc to start again).
web-enter-here = Click this point again to enter a piece here, or choose another point.
web-confirm = Play
web-cancel = Cancel
web-confirm-move = Play { $move }? Press Play to confirm it, or Cancel.
web-quick = Play on the last click, without confirming
web-flip = Flip the board
web-next-game = Next game: { $title }
web-seen-from = { $side ->
        [black] Seen from Black's side
       *[white] Seen from White's side
    }
web-sent = Playing…
web-players = Players
web-steps = Step through the moves
web-moves = Moves
web-diagram = The position as text
web-view-only = This link only shows the game; ask for your own with /web to play.
web-not-your-turn = It is not your turn.
web-cross-site = Refused: this request did not come from the board's page.
web-too-fast = Too many requests; wait a moment.
web-bad-request = The request could not be read.
web-view-button = View
web-link = Your private link to { $game } (valid { $days } { $days ->
        [one] day
       *[other] days
    }; it lets you move, so keep it to yourself): { $url }
web-link-off = The web board is not set up here.
web-revoked = Every web link you were given has stopped working.
# The Discord Activity (src/web/activity.rs, assets/web/activity.js).
web-activity-off = The Discord Activity is not set up here: it needs DISCORD_CLIENT_SECRET and the web board (see the README's "Discord Activity").
web-activity-starting = I am still connecting to Discord. Try again in a moment.
web-activity-refused = Discord did not confirm who you are. Close the Activity and open it again.
web-activity-failed = I could not check with Discord who you are. Try again in a moment.
web-activity-connecting = Connecting to Discord…
web-activity-outside = This page runs inside Discord, as my Activity. Elsewhere, open a game from its View button or ask for your link with /web.
web-activity-games = Your games
web-activity-none = You have no games yet. Start one with /challenge in Discord.
web-activity-back = Your games
web-activity-won = You won
web-activity-lost = You lost
web-activity-their-turn = { $name } to move
web-activity-vs = against { $name }
# The analysis chart on a game's page (src/web/state.rs).
web-chart = Analysis
web-chart-alt = The engine's evaluation after each move, in { $unit }: up means { $black }, down means { $white }.
web-chart-turns = Turning points after moves { $moves }.
web-chart-values = The evaluation after each move
# Signing in with Discord on the web (src/web/sign_in.rs).
web-sign-in = Sign in with Discord
web-signed-in-as = Signed in as { $name }
web-signed-in = Signed in
web-sign-out = Sign out
web-sign-in-title = Signing in
web-sign-in-back = Back to the game
web-sign-in-off = Signing in with Discord is not set up here: it needs DISCORD_CLIENT_SECRET, PUBLIC_URL and the redirect URI PUBLIC_URL/auth/callback in the Developer Portal.
web-sign-in-not-started = This sign-in did not start on this page, or took longer than ten minutes. Start it again from the game's page.
web-sign-in-denied = Discord did not sign you in: the sign-in was cancelled. You can still watch the game.
