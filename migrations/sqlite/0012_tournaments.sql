-- Tournaments (issue #26): round robin and Swiss events. A tournament
-- takes sign-ups until it starts (its creator's button, or `starts_at`),
-- then its games are normal games (`games`), each linked to its round and
-- board in `tournament_games`. Every change runs in one write transaction
-- (`WriteTx`), so a place is never given twice and a round is paired once;
-- the primary keys say so again.
CREATE TABLE tournaments (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    name                TEXT    NOT NULL,
    kind                TEXT    NOT NULL,
    format              TEXT    NOT NULL CHECK (format IN ('round_robin', 'swiss')),
    max_players         INTEGER NOT NULL CHECK (max_players BETWEEN 2 AND 64),
    rounds              INTEGER CHECK (rounds >= 1),
    move_hours          INTEGER CHECK (move_hours BETWEEN 1 AND 336),
    bank_initial_secs   INTEGER,
    bank_increment_secs INTEGER,
    bank_max_secs       INTEGER,
    rated               INTEGER NOT NULL CHECK (rated IN (0, 1)),
    creator_id          INTEGER NOT NULL REFERENCES players (id),
    guild_id            INTEGER,
    channel_id          INTEGER NOT NULL,
    language            TEXT    NOT NULL,
    message_id          INTEGER,
    status              TEXT    NOT NULL DEFAULT 'signup'
                        CHECK (status IN ('signup', 'running', 'finished')),
    starts_at           INTEGER,            -- sign-up closes; NULL: the creator starts it
    current_round       INTEGER NOT NULL DEFAULT 0,
    created_at          INTEGER NOT NULL,
    started_at          INTEGER,
    finished_at         INTEGER
);

-- The deadline sweep: sign-ups whose time is up.
CREATE INDEX tournaments_signup_by_start ON tournaments (starts_at)
    WHERE status = 'signup' AND starts_at IS NOT NULL;
-- A server's events, newest first (`/tournament list`, autocomplete).
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, id DESC);

CREATE TABLE tournament_entrants (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    player_id      INTEGER NOT NULL REFERENCES players (id),
    seed           INTEGER,                 -- 0 first, set at the start
    joined_at      INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
);

-- The schedule: one row per game of a round, or per bye (no White, no game).
CREATE TABLE tournament_games (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round_no       INTEGER NOT NULL CHECK (round_no >= 1),
    board          INTEGER NOT NULL CHECK (board >= 0),
    black_id       INTEGER NOT NULL REFERENCES players (id),
    white_id       INTEGER REFERENCES players (id),
    game_id        INTEGER UNIQUE REFERENCES games (id),
    PRIMARY KEY (tournament_id, round_no, board),
    CHECK ((white_id IS NULL) = (game_id IS NULL))
);
