# /rules and /help, in the reader's language. Each line is its own message:
# Fluent would read a continuation line starting with "*" as a variant.

rules-abande-intro = **Abande** (Dieter Stein). 18 pieces each, empty board, Black starts by entering a piece anywhere.
rules-abande-turn = Each turn: **enter** a piece next to the band, **move** one of your stacks one step onto an adjacent enemy stack (never higher than 3, never splitting the band), or **pass** (only with no pieces in hand). Stacks can move once Black has entered a second piece. Both pass in a row: game over.
rules-abande-score = **Score**: every stack you top scores its height, unless it touches no enemy-topped stack (sleeping: 0).
rules-abande-notation = **Notation**: enter `d4`, move `e2-d3` (also `e2d3`, `e2xd3`), `pass`.
rules-abalone-intro = **Abalone**. 14 marbles each; Black moves first. Move 1–3 of your marbles in a line one step: **in-line** along the line (pushing 1 with 2, or 1–2 with 3, into a free point or off the board), or **broadside** sideways into free points. Push six enemy marbles off to win.
rules-abalone-notation = **Notation** (AbaPro): in-line `a1b2` = trailing marble and where it goes; broadside `c6c7d6` = both end marbles, then where the first lands. Rows a–i bottom to top, diagonals 1–9.
rules-board-abande-hex = Board: 37 points, columns a–g (4,5,6,7,6,5,4 points), numbered from 1 at the bottom of each column.
rules-board-abande-square = Board: 7×7, files a–g, ranks 1–7; every point touches its 8 neighbours.
rules-board-abande-snub = Board: 7×7 snub-square: orthogonal lines plus 18 diagonals (as drawn).
rules-board-abalone = Start: the standard layout.
rules-board-abalone-belgian = Start: Belgian Daisy.
rules-board-abalone-german = Start: German Daisy.
rules-how-to-write = **How to write a move.** { $form }
rules-source-abande = Full rules: Dieter Stein, https://spielstein.com/games/abande
rules-source-abalone = Full rules: https://en.wikipedia.org/wiki/Abalone_(board_game)

help-play = **abande-bot** plays Abande and Abalone by correspondence.
    `/challenge person user kind [color]` – invite someone (they accept with a button); `/challenge open kind [color]` – an open challenge anyone may accept.
    `/challenge custom kind [opponent] [color] [move_hours] [clock] [rated] [min_rating] [max_rating]` – invite someone, or leave out `opponent` for an open challenge (rating limits optional). Rated unless `rated:false`. Time: `move_hours` per move (default 72, `0` = none), or `clock`: a bank, `fast` (1 day + 12 h a move, up to 3 days), `standard` (3 d + 1 d, up to 7), `relaxed` (10 d + 36 h, up to 10) or `custom` (`bank_hours`, `increment_hours`, `max_hours`).
    `/challenge engine kind [level]` – play my engine at once, level 1-5 (default 3), unrated, no clock.
    `/move move [game]` – play a move (suggested as you type); in a game's thread the game is implied.
    `/pass`, `/resign`, `/draw` (offer, or accept theirs), `/takeback` (before they reply) – each with `[game]`.
    `/premove add line [game]`, `/premove list`, `/premove clear` – conditional moves: "if they play c4, I play d5"; the answer is played at once (not against my engine).
    `/notify dm:on|off` – a DM when it is your turn.
    `/block [user]`, `/unblock user` – refuse a player's challenges (privately; they are not told why), or let them through again; `/block` alone lists whom you block.
    `/vacation start days` / `/vacation end` – stop your clocks in every game ({ $days } { $days ->
        [one] day
       *[other] days
    } a year).
    `/tournament create|list|show|standings|withdraw|cancel|remove` – round robin and Swiss events: sign up with a button, follow rounds and standings.
help-browse =
    `/board [game] [ply] [text]` – the board now, after `ply` moves, or as text.
    `/explore [moves] [game] [from]` – privately, the position after moves you try (each checked); the **Explore** and **Text** buttons under a board.
    `/web link [game]` – a private link to your games on the web board, to watch and play by click; `/web revoke` ends every link you were given.
    `/games` – your active games and pending challenges.
    `/history [user] [kind] [opponent]` – finished games, 10 per page.
    `/game game`, `/replay game`, `/export game` – one game's moves, an animated GIF, its record as a file.
    `/stats [user]` – results, ratings, a rating chart.
    `/analyse [game]` – the engine's analysis of a game; `/hint` – its move, against me.
    `/puzzle show|answer|stats|daily` – puzzles from real games: find the one winning move.
    `/leaderboard kind [scope]` – best rated players, here or everywhere.
    After a game, **Rematch** asks to play again with colours swapped.
    `/rules kind` – rules summary and notation.
    `/settings`, `/moderate` – admins, moderators; `/privacy export|forget` – your data.
    Commands speak your Discord language (en, fr, it, de, es); a game's posts speak its server's. Install the app on your account to use the read-only commands and play my engine in DMs.
