-- Games against the bot's own engine. The engine sits in a player row of
-- its own (the bot's Discord user, marked `is_engine`); `engine_level` is the
-- level it plays at, NULL in games between people.
ALTER TABLE players ADD COLUMN is_engine INTEGER NOT NULL DEFAULT 0 CHECK (is_engine IN (0, 1));
ALTER TABLE games ADD COLUMN engine_level INTEGER CHECK (engine_level BETWEEN 1 AND 5);

-- Games where the engine may be to move, for the restart scan.
CREATE INDEX games_with_engine ON games (id) WHERE status = 'active' AND engine_level IS NOT NULL;
