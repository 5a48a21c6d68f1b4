# Confirmations only their reader sees, in the reader's language.

challenge-level-ignored = The level only sets my engine's strength in games against me; it was left out of this challenge.
notify-on = You will get a direct message when it is your turn (if your privacy settings allow direct messages from this server).
notify-off = No more direct messages; turns are still announced in the game threads.
draw-agreed-reply = Your opponent had offered a draw too: the game is drawn. { $link }
draw-engine-declines = My engine declines: it does not see the position as dead equal. Play on!
draw-engine-accepts = My engine accepts: the game is drawn. { $link }
takeback-engine-refuses = My engine at level { $level } does not take moves back (only levels 1 and 2 do).
takeback-done = Taken back. { $link }
request-sent = Sent to the game: { $link }
posted-publicly = Posted in { $channel }: { $link }
resign-confirm = Do you really want to resign game { $game }?
resign-yes-button = Yes, resign
resign-no-button = No, keep playing
resign-done = You resigned game { $game }.
resign-kept = Good luck in game { $game }!
# $headline is the board's own, in the game's language.
board-posted = { $headline } — board posted: { $link }
# After a move: the player's other games waiting for them ($waiting), and the one with least time left, with a link to its board.
next-game = { $waiting ->
        [one] ➡️ One more game is waiting for you: { $game } { $kind } vs { $opponent } · { $deadline } · { $link }
       *[other] ➡️ { $waiting } more games are waiting for you; the one with least time left: { $game } { $kind } vs { $opponent } · { $deadline } · { $link }
    }
rematch-asked = You asked { $opponent } for a rematch.
rematch-begins = The rematch begins: { $link }
# $told is vacation-told; $left a duration.
vacation-started = You are on vacation until <t:{ $until }:f>. Your clocks stand still in every game; { $told }. Left of this year's allowance: { $left }. Use `/vacation end` when you are back.
vacation-ended = Welcome back: your clocks run again; { $told }. Left of this year's allowance: { $left }.
vacation-told = { $games ->
        [0] you have no games with a clock
        [one] your opponent will see it in the game's thread
       *[other] your opponents will see it in the threads of your { $games } games
    }
board-already-posted = The board with your move is already posted: { $link }
move-saved-board-posted-later = Your move is saved; its board went out once Discord answered again: { $link }

# /privacy (issue #36)
privacy-export-caption = Everything stored about you: { $games ->
        [one] one game
       *[other] { $games } games
    }, your profile, ratings, tournaments and vacations, in `{ $file }` (gzip-compressed text; each game's record replays with `abande-bot show --record`).
privacy-export-too-large = Your data does not fit in one file Discord accepts (10 MB compressed); ask my host for a copy.
privacy-nothing-stored = Nothing is stored about you: there is nothing to erase.
privacy-forget-confirm = Erase your data? Your name and DM setting are deleted, you leave every leaderboard, and in every stored game you become "deleted player #N". { $running ->
        [0] You have no game in progress.
        [one] Your game in progress is resigned.
       *[other] Your { $running } games in progress are resigned.
    } Pending challenges: { $challenges }, withdrawn; live tournaments: { $tournaments }, left. Your opponents keep their games, results and ratings. This cannot be undone.
privacy-forget-yes = Erase my data
privacy-forget-no = Keep it
privacy-kept = Nothing was erased.
privacy-not-yours = Only the player who asked can answer this.
privacy-forgotten = Done: you are now { $name } in every stored game ({ $games } { $games ->
        [one] game
       *[other] games
    } resigned, { $challenges } { $challenges ->
        [one] challenge
       *[other] challenges
    } withdrawn). Nothing links it to your account; if you play again you start afresh.
premove-added = Line { $line } for game #{ $game } saved: { $moves }. You have { $lines ->
        [one] this line
       *[other] { $lines } lines
    } there; an answer is played the moment your opponent plays the move before it.
premove-pair = { $theirs } → **{ $mine }**
premove-none = You have no conditional moves. Add a line with `/premove add`.
premove-list-head = Your conditional moves ({ $count }): their move → **your answer**
premove-list-line = #{ $game }, line { $line }: { $moves }
premove-cleared = { $count ->
        [0] You had no conditional moves in game #{ $game }.
        [one] Your line in game #{ $game } is deleted.
       *[other] Your { $count } lines in game #{ $game } are deleted.
    }

# /block and /unblock (issue 51): always private.
block-done = 🚫 You now block { $player }: their challenges to you are refused, and they cannot accept yours. They are not told that you blocked them. Games already started go on, and tournaments pair you as before. `/unblock` undoes it.
block-already = You already block { $player }; nothing changed. `/unblock` undoes it.
block-list = You block { $count ->
        [one] one player
       *[other] { $count } players
    }: { $players }. `/unblock` undoes a block.
block-list-empty = You block nobody. `/block` with a player refuses their challenges.
block-the-bot = I send no challenges, so there is nothing of mine to block. To stop playing my engine, simply do not challenge me.
block-a-bot = Bots cannot play here and send no challenges, so there is nothing to block.
unblock-done = ✅ You no longer block { $player }: their challenges reach you again.
unblock-not-blocked = You do not block { $player }; nothing changed. `/block` without a player shows whom you block.
