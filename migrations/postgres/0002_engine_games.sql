-- PostgreSQL's version of migrations/sqlite/0002_engine_games.sql: games
-- against the bot's own engine.
ALTER TABLE players ADD COLUMN is_engine BIGINT NOT NULL DEFAULT 0 CHECK (is_engine IN (0, 1));
ALTER TABLE games ADD COLUMN engine_level BIGINT CHECK (engine_level BETWEEN 1 AND 5);

CREATE INDEX games_with_engine ON games (id) WHERE status = 'active' AND engine_level IS NOT NULL;
