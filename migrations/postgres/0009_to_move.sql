-- PostgreSQL's version of migrations/sqlite/0009_to_move.sql: whose turn it
-- is, as the rules say (the player to move in an active game, NULL once it
-- is over), written with every change of a game (see there).
ALTER TABLE games ADD COLUMN to_move_id BIGINT REFERENCES players (id);

-- Games already stored: both games alternate strictly, so the parity of the
-- ply count says whose turn it is (Black's after an even number).
UPDATE games
SET to_move_id = CASE WHEN (SELECT COUNT(*) FROM moves m WHERE m.game_id = games.id) % 2 = 0
                      THEN black_id ELSE white_id END
WHERE status = 'active';

CREATE INDEX games_by_player_to_move ON games (to_move_id, deadline_at) WHERE to_move_id IS NOT NULL;
