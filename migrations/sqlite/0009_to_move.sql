-- Whose turn it is, as the rules say (issue #28): the player to move in an
-- active game, NULL once it is over. Every change of a game (its start, a
-- move, a takeback, its end) writes it from `Game::to_move()` in the same
-- UPDATE (`store/games.rs`), so the queries that ask whose turn it is (the
-- engine's turns, the deadline sweep's reminders, the clocks a vacation
-- stops) read it instead of counting moves.
ALTER TABLE games ADD COLUMN to_move_id INTEGER REFERENCES players (id);

-- Games already stored: both games alternate strictly (a pass, forced or
-- not, is a ply too), so the parity of the ply count says whose turn it is,
-- Black's after an even number. New changes never count: they ask the rules.
UPDATE games
SET to_move_id = CASE WHEN (SELECT COUNT(*) FROM moves m WHERE m.game_id = games.id) % 2 = 0
                      THEN black_id ELSE white_id END
WHERE status = 'active';

-- The games in which a player is to move, by deadline: a vacation's clocks
-- (`to_move_id = $1`, the earliest deadline first) and the engine's turns.
CREATE INDEX games_by_player_to_move ON games (to_move_id, deadline_at) WHERE to_move_id IS NOT NULL;
