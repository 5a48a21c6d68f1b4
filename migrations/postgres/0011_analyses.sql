-- PostgreSQL's version of migrations/sqlite/0011_analyses.sql: engine
-- analyses of games, and the hints shown in games against the engine.
CREATE TABLE analyses (
    game_id     BIGINT  PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    plies       BIGINT  NOT NULL CHECK (plies >= 0),
    body        TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL
);

CREATE TABLE hints (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply         BIGINT  NOT NULL CHECK (ply >= 0),
    player_id   BIGINT  NOT NULL REFERENCES players (id),
    notation    TEXT    NOT NULL,
    shown_at    BIGINT  NOT NULL,
    PRIMARY KEY (game_id, ply)
);
