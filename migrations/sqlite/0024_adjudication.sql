-- A moderator's adjudication (issue #36) is an ending of its own,
-- 'adjudication', instead of being stored as a resignation or an agreed
-- draw. Games adjudicated before this migration are marked from the
-- moderators' audit (moderation_actions).
--
-- SQLite cannot change a CHECK in place: the table is built again, as
-- 0001 and every later migration left it, with its indexes. The store
-- runs the migrations with foreign keys off (store/mod.rs), so dropping
-- the old table touches none of the rows that refer to it (moves cascade
-- on delete), and checks every reference afterwards.
CREATE TABLE games_rebuilt (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    kind             TEXT    NOT NULL,
    black_id         INTEGER NOT NULL REFERENCES players (id),
    white_id         INTEGER NOT NULL REFERENCES players (id),
    status           TEXT    NOT NULL DEFAULT 'active'
                     CHECK (status IN ('active', 'finished', 'aborted')),
    result           TEXT    CHECK (result IN ('black', 'white', 'draw')),
    ended_by         TEXT    CHECK (ended_by IN ('score', 'resignation', 'timeout', 'agreement',
                                                 'abort', 'adjudication')),
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
    engine_level     INTEGER CHECK (engine_level BETWEEN 1 AND 5),
    rated            INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)),
    bank_initial_secs   INTEGER CHECK (bank_initial_secs > 0),
    bank_increment_secs INTEGER CHECK (bank_increment_secs >= 0),
    bank_max_secs       INTEGER CHECK (bank_max_secs > 0),
    bank_black_secs     INTEGER CHECK (bank_black_secs >= 0),
    bank_white_secs     INTEGER CHECK (bank_white_secs >= 0),
    clock_paused_until  INTEGER,
    language         TEXT    NOT NULL DEFAULT 'en',
    to_move_id       INTEGER REFERENCES players (id),
    thread_archive_at INTEGER,
    CHECK (black_id <> white_id),
    CHECK ((status = 'active') = (ended_by IS NULL))
);
INSERT INTO games_rebuilt
    (id, kind, black_id, white_id, status, result, ended_by, score_black, score_white,
     guild_id, channel_id, thread_id, board_message_id, move_hours, deadline_at,
     reminders_sent, draw_offer_by, takeback_by, version, created_at, updated_at,
     finished_at, engine_level, rated, bank_initial_secs, bank_increment_secs,
     bank_max_secs, bank_black_secs, bank_white_secs, clock_paused_until, language,
     to_move_id, thread_archive_at)
    SELECT id, kind, black_id, white_id, status, result, ended_by, score_black, score_white,
           guild_id, channel_id, thread_id, board_message_id, move_hours, deadline_at,
           reminders_sent, draw_offer_by, takeback_by, version, created_at, updated_at,
           finished_at, engine_level, rated, bank_initial_secs, bank_increment_secs,
           bank_max_secs, bank_black_secs, bank_white_secs, clock_paused_until, language,
           to_move_id, thread_archive_at
    FROM games;
DROP TABLE games;
ALTER TABLE games_rebuilt RENAME TO games;
CREATE INDEX games_by_black ON games (black_id, status, finished_at DESC, id DESC);
CREATE INDEX games_by_white ON games (white_id, status, finished_at DESC, id DESC);
CREATE INDEX games_by_thread ON games (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX games_by_deadline ON games (deadline_at) WHERE status = 'active' AND deadline_at IS NOT NULL;
CREATE INDEX games_with_engine ON games (id) WHERE status = 'active' AND engine_level IS NOT NULL;
CREATE INDEX games_by_player_to_move ON games (to_move_id, deadline_at) WHERE to_move_id IS NOT NULL;
CREATE INDEX games_active_by_kind ON games (kind) WHERE status = 'active';
CREATE INDEX games_thread_archive_due ON games (thread_archive_at)
    WHERE thread_archive_at IS NOT NULL;

UPDATE games SET ended_by = 'adjudication'
    WHERE id IN (SELECT game_id FROM moderation_actions WHERE action = 'adjudicate_game');
