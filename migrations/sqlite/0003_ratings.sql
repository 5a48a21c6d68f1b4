-- Rated games and Glicko-2 ratings (one per player and game id), open
-- challenges (no opponent: anyone but the challenger may accept) and
-- rematches.

-- Games started before ratings existed stay unrated.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));

-- SQLite cannot make a column nullable in place: the table is rebuilt.
CREATE TABLE challenges_rebuilt (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    challenger_id  INTEGER NOT NULL REFERENCES players (id),
    opponent_id    INTEGER REFERENCES players (id),  -- NULL: an open challenge
    kind           TEXT    NOT NULL,
    color          TEXT    NOT NULL CHECK (color IN ('black', 'white', 'random')), -- the challenger's
    move_hours     INTEGER CHECK (move_hours BETWEEN 1 AND 336),
    guild_id       INTEGER,
    channel_id     INTEGER NOT NULL,
    message_id     INTEGER,
    status         TEXT    NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    created_at     INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL,
    game_id        INTEGER REFERENCES games (id),
    rated          INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)),
    min_rating     INTEGER,                           -- limits on who may accept
    max_rating     INTEGER,
    rematch_of     INTEGER REFERENCES games (id),     -- the game this asks to play again
    CHECK (challenger_id <> opponent_id)
);
INSERT INTO challenges_rebuilt (id, challenger_id, opponent_id, kind, color, move_hours, guild_id,
        channel_id, message_id, status, created_at, expires_at, game_id)
    SELECT id, challenger_id, opponent_id, kind, color, move_hours, guild_id,
        channel_id, message_id, status, created_at, expires_at, game_id
    FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_rebuilt RENAME TO challenges;
CREATE INDEX challenges_pending_by_expiry ON challenges (expires_at) WHERE status = 'pending';
CREATE INDEX challenges_pending_by_player ON challenges (challenger_id, opponent_id) WHERE status = 'pending';
CREATE INDEX challenges_by_rematch ON challenges (rematch_of) WHERE rematch_of IS NOT NULL;

CREATE TABLE ratings (
    player_id   INTEGER NOT NULL REFERENCES players (id),
    kind        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL,   -- rated games played
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, kind)
);
CREATE INDEX ratings_by_kind ON ratings (kind, rating DESC);

-- One row per player and rated game: the history, and the guard that a
-- game's result is never rated twice.
CREATE TABLE rating_changes (
    game_id          INTEGER NOT NULL REFERENCES games (id),
    player_id        INTEGER NOT NULL REFERENCES players (id),
    kind             TEXT    NOT NULL,
    rating_before    REAL    NOT NULL,
    rating_after     REAL    NOT NULL,
    deviation_after  REAL    NOT NULL,
    changed_at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
);
CREATE INDEX rating_changes_by_player ON rating_changes (player_id, changed_at);
