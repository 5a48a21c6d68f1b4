-- Discord ids are snowflakes (< 2^63), stored as INTEGER. Times are unix seconds.

CREATE TABLE players (
    id          INTEGER PRIMARY KEY,          -- Discord user id
    name        TEXT    NOT NULL,             -- last known display name
    notify_dm   INTEGER NOT NULL DEFAULT 0 CHECK (notify_dm IN (0, 1)),
    updated_at  INTEGER NOT NULL
);

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    kind             TEXT    NOT NULL,
    black_id         INTEGER NOT NULL REFERENCES players (id),
    white_id         INTEGER NOT NULL REFERENCES players (id),
    status           TEXT    NOT NULL DEFAULT 'active'
                     CHECK (status IN ('active', 'finished', 'aborted')),
    result           TEXT    CHECK (result IN ('black', 'white', 'draw')),
    ended_by         TEXT    CHECK (ended_by IN ('score', 'resignation', 'timeout', 'agreement', 'abort')),
    score_black      INTEGER,
    score_white      INTEGER,
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    thread_id        INTEGER,
    board_message_id INTEGER,
    move_hours       INTEGER CHECK (move_hours BETWEEN 1 AND 336),
    deadline_at      INTEGER,
    reminders_sent   INTEGER NOT NULL DEFAULT 0, -- bit flags, reset on every move
    draw_offer_by    INTEGER REFERENCES players (id),
    takeback_by      INTEGER REFERENCES players (id),
    version          INTEGER NOT NULL DEFAULT 0, -- optimistic concurrency
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    finished_at      INTEGER,
    CHECK (black_id <> white_id),
    CHECK ((status = 'active') = (ended_by IS NULL))
);

-- Active games and finished games (newest first) for either seat.
CREATE INDEX games_by_black ON games (black_id, status, finished_at DESC, id DESC);
CREATE INDEX games_by_white ON games (white_id, status, finished_at DESC, id DESC);
CREATE INDEX games_by_thread ON games (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX games_by_deadline ON games (deadline_at) WHERE status = 'active' AND deadline_at IS NOT NULL;

CREATE TABLE challenges (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    challenger_id  INTEGER NOT NULL REFERENCES players (id),
    opponent_id    INTEGER NOT NULL REFERENCES players (id),
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
    CHECK (challenger_id <> opponent_id)
);

CREATE INDEX challenges_pending_by_expiry ON challenges (expires_at) WHERE status = 'pending';

-- The move list is the source of truth for every position.
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL CHECK (ply >= 1),
    player_id  INTEGER NOT NULL REFERENCES players (id),
    notation   TEXT    NOT NULL,   -- canonical
    automatic  INTEGER NOT NULL DEFAULT 0 CHECK (automatic IN (0, 1)), -- forced pass played by the service
    played_at  INTEGER NOT NULL,
    UNIQUE (game_id, ply)
);
