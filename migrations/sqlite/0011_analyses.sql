-- Engine analyses of games (`/analyse`, ai::analysis): one per game, of its
-- first `plies` moves; `body` is the analysis as JSON (the evaluation after
-- every ply, each move's loss and grade). Asked again for the same moves,
-- it is read from here.
CREATE TABLE analyses (
    game_id     INTEGER PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    plies       INTEGER NOT NULL CHECK (plies >= 0),
    body        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);

-- The engine's suggestions shown by `/hint` in games against it: a game with
-- any is marked as hinted in its record.
CREATE TABLE hints (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply         INTEGER NOT NULL CHECK (ply >= 0),
    player_id   INTEGER NOT NULL REFERENCES players (id),
    notation    TEXT    NOT NULL,
    shown_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);
