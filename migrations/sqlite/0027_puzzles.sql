-- Puzzles from finished games (issue #39, `abande_engine::puzzle`): the
-- position after `ply` moves of `game_id`, where `solver` has one move that
-- wins material by force. `line` is the answer, then the engine's reply and
-- the solver's next move alternately, in notation, separated by spaces.
-- Each puzzle has a Glicko-2 rating of its own, moved by every attempt.
CREATE TABLE puzzles (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply         INTEGER NOT NULL CHECK (ply >= 0),
    family      TEXT    NOT NULL CHECK (family IN ('abande', 'abalone')),
    solver      TEXT    NOT NULL CHECK (solver IN ('black', 'white')),
    line        TEXT    NOT NULL,
    gain        INTEGER NOT NULL,
    margin      INTEGER NOT NULL,
    rating      REAL    NOT NULL DEFAULT 1500,
    deviation   REAL    NOT NULL DEFAULT 350,
    volatility  REAL    NOT NULL DEFAULT 0.06,
    attempts    INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    UNIQUE (game_id, ply)
);
-- The next puzzle for a player: the nearest rating above or below theirs.
CREATE INDEX puzzles_by_rating ON puzzles (rating, id);
-- ... in one family (`/puzzle show game:`).
CREATE INDEX puzzles_by_family_rating ON puzzles (family, rating, id);

-- Finished games waiting for the puzzle generator, and those it searched
-- (`found`: how many puzzles, `scanned_at` set). A game is queued by the
-- transaction that ends it; a game a player had analysed jumps the queue
-- (`priority` 1: searched first, with its analysis).
CREATE TABLE puzzle_scans (
    game_id     INTEGER PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    priority    INTEGER NOT NULL DEFAULT 0 CHECK (priority IN (0, 1)),
    queued_at   INTEGER NOT NULL,
    found       INTEGER CHECK (found >= 0),
    scanned_at  INTEGER,
    CHECK ((found IS NULL) = (scanned_at IS NULL))
);
CREATE INDEX puzzle_scans_waiting ON puzzle_scans (priority DESC, queued_at, game_id)
    WHERE scanned_at IS NULL;
-- The games finished before this migration wait too.
INSERT INTO puzzle_scans (game_id, priority, queued_at)
    SELECT id, 0, COALESCE(finished_at, updated_at) FROM games WHERE status = 'finished';

-- A player's puzzle record: counts, streak, Glicko-2 puzzle rating, the
-- puzzle they are solving now (`step`: solver moves already played right).
CREATE TABLE puzzle_players (
    player_id       INTEGER PRIMARY KEY NOT NULL REFERENCES players (id),
    solved          INTEGER NOT NULL DEFAULT 0,
    failed          INTEGER NOT NULL DEFAULT 0,
    streak          INTEGER NOT NULL DEFAULT 0,
    best_streak     INTEGER NOT NULL DEFAULT 0,
    rating          REAL    NOT NULL DEFAULT 1500,
    deviation       REAL    NOT NULL DEFAULT 350,
    volatility      REAL    NOT NULL DEFAULT 0.06,
    current_puzzle  INTEGER REFERENCES puzzles (id) ON DELETE SET NULL,
    step            INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0),
    -- "Learn from your mistakes" (the button under an analysis): the game
    -- whose mistakes are being replayed, and how many are done.
    learn_game      INTEGER REFERENCES games (id) ON DELETE SET NULL,
    learn_step      INTEGER NOT NULL DEFAULT 0 CHECK (learn_step >= 0),
    updated_at      INTEGER NOT NULL
);

-- One attempt per player and puzzle: solved (1) or failed (0).
CREATE TABLE puzzle_attempts (
    player_id     INTEGER NOT NULL REFERENCES players (id),
    puzzle_id     INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    solved        INTEGER NOT NULL CHECK (solved IN (0, 1)),
    attempted_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (puzzle_id);
