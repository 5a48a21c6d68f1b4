-- The outbox carries every announcement a change calls for, not only
-- boards: reminders, DM turn notices and the notices on a challenge's
-- message (expired, declined, cancelled). Each is written in the change's
-- own transaction; the delivery worker sends them in order per game (or
-- challenge) and marks them delivered once Discord took them.
CREATE TABLE announcements (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    kind           TEXT NOT NULL
                   CHECK (kind IN ('board', 'reminder', 'turn_notice', 'challenge_notice')),
    game_id        INTEGER REFERENCES games (id),
    challenge_id   INTEGER REFERENCES challenges (id),
    version        INTEGER NOT NULL,   -- the game's (or 0) version as the change left it
    -- The ply the announcement is about: for a board, the first ply it
    -- announces (the ply before the change); for a reminder or a turn
    -- notice, the turn it is for (stale once the game moved on).
    at_ply         INTEGER NOT NULL DEFAULT 0,
    detail         TEXT,               -- a reminder: which one
    created_at     INTEGER NOT NULL,
    claimed_until  INTEGER NOT NULL,   -- the writer delivers it itself until then; also the backoff
    attempts       INTEGER NOT NULL DEFAULT 0,
    delivered_at   INTEGER,
    -- 'sent', 'superseded' (a later board covered it, or it no longer
    -- applied), 'gave_up' (after a day of failures; logged).
    outcome        TEXT CHECK (outcome IN ('sent', 'superseded', 'gave_up')),
    CHECK ((game_id IS NULL) <> (challenge_id IS NULL))
);
INSERT INTO announcements (id, kind, game_id, version, created_at, claimed_until, attempts, delivered_at, outcome)
    SELECT id, 'board', game_id, version, created_at, claimed_until, attempts, delivered_at,
           CASE WHEN delivered_at IS NULL THEN NULL WHEN gave_up = 1 THEN 'gave_up' ELSE 'sent' END
    FROM outbox;
DROP TABLE outbox;
CREATE INDEX announcements_owed ON announcements (id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_by_game ON announcements (game_id, version) WHERE delivered_at IS NULL;
