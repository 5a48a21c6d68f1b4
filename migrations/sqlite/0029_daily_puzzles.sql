-- The daily puzzle (issue #39): a server may have the bot post one puzzle
-- a day in its games channel (`/settings daily_puzzle`, off by default).
-- `guild_settings.daily_puzzle` is NULL when off; when on, the language of
-- the posts when the server chose none (the server's language as Discord
-- reported it when the setting was turned on).
ALTER TABLE guild_settings ADD COLUMN daily_puzzle TEXT
    CHECK (daily_puzzle IN ('en', 'fr', 'it', 'de', 'es'));
-- The sweep reads the servers that want one by this index.
CREATE INDEX guild_settings_daily_puzzle ON guild_settings (guild_id)
    WHERE daily_puzzle IS NOT NULL;

-- One row per server and UTC day (`day`: days since 1970-01-01): the
-- puzzle posted, where and in which language, as decided when the sweep
-- owed the post (in the same transaction as its announcement). The unique
-- key makes it once a day whichever process sweeps, however often.
CREATE TABLE daily_puzzles (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    day         INTEGER NOT NULL,
    puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    channel_id  INTEGER NOT NULL,
    language    TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (guild_id, day)
);
-- Whether a puzzle was a server's daily puzzle lately (the choice of the next).
CREATE INDEX daily_puzzles_by_puzzle ON daily_puzzles (guild_id, puzzle_id, day);

-- Who answered a server's daily puzzle opened from there (its button or
-- `/puzzle daily`), solved or not: the next day's post names the solvers.
CREATE TABLE daily_puzzle_solvers (
    daily_id     INTEGER NOT NULL REFERENCES daily_puzzles (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    player_id    INTEGER NOT NULL REFERENCES players (id),
    solved       INTEGER NOT NULL CHECK (solved IN (0, 1)),
    answered_at  INTEGER NOT NULL,
    PRIMARY KEY (daily_id, player_id)
);
-- /privacy forget deletes a player's rows by this index.
CREATE INDEX daily_puzzle_solvers_by_player ON daily_puzzle_solvers (player_id);
-- The players of a server's daily puzzles (the choice of the next: none of
-- them tried it lately).
CREATE INDEX daily_puzzle_solvers_by_guild ON daily_puzzle_solvers (guild_id, player_id);

-- The daily puzzle a player opened from a server's post: their attempt at
-- it is that server's too.
ALTER TABLE puzzle_players ADD COLUMN daily_id INTEGER
    REFERENCES daily_puzzles (id) ON DELETE SET NULL;

-- SQLite cannot change a CHECK in place: the outbox is built again as
-- 0021 left it, with one kind more ('daily_puzzle') and one subject more
-- (`daily_puzzle_id`: exactly one of game, challenge and daily puzzle).
CREATE TABLE announcements_new (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    kind             TEXT NOT NULL
                     CHECK (kind IN ('board', 'reminder', 'turn_notice', 'challenge_notice',
                                     'vacation_notice', 'tournament_message', 'tournament_end',
                                     'moderation_notice', 'daily_puzzle')),
    game_id          INTEGER REFERENCES games (id),
    challenge_id     INTEGER REFERENCES challenges (id),
    version          INTEGER NOT NULL,
    at_ply           INTEGER NOT NULL DEFAULT 0,
    detail           TEXT,
    created_at       INTEGER NOT NULL,
    claimed_until    INTEGER NOT NULL,
    attempts         INTEGER NOT NULL DEFAULT 0,
    delivered_at     INTEGER,
    outcome          TEXT CHECK (outcome IN ('sent', 'superseded', 'gave_up')),
    vacation_id      INTEGER REFERENCES vacations (id),
    daily_puzzle_id  INTEGER REFERENCES daily_puzzles (id) ON DELETE CASCADE,
    CHECK ((game_id IS NOT NULL) + (challenge_id IS NOT NULL) + (daily_puzzle_id IS NOT NULL) = 1),
    CHECK ((kind = 'vacation_notice') = (vacation_id IS NOT NULL)),
    CHECK ((kind = 'daily_puzzle') = (daily_puzzle_id IS NOT NULL))
);
INSERT INTO announcements_new
    (id, kind, game_id, challenge_id, version, at_ply, detail, created_at, claimed_until,
     attempts, delivered_at, outcome, vacation_id)
    SELECT id, kind, game_id, challenge_id, version, at_ply, detail, created_at, claimed_until,
           attempts, delivered_at, outcome, vacation_id
    FROM announcements;
DROP TABLE announcements;
ALTER TABLE announcements_new RENAME TO announcements;
CREATE INDEX announcements_owed ON announcements (id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_by_game ON announcements (game_id, version) WHERE delivered_at IS NULL;
CREATE INDEX announcements_due ON announcements (claimed_until, id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_owed_by_game ON announcements (game_id, id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_owed_by_challenge ON announcements (challenge_id, id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_delivered ON announcements (delivered_at) WHERE delivered_at IS NOT NULL;
CREATE INDEX announcements_by_daily_puzzle ON announcements (daily_puzzle_id)
    WHERE daily_puzzle_id IS NOT NULL;
