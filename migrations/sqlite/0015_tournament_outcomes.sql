-- Tournaments (issue #26), what happens after the start: a player may
-- withdraw from a running event (their games left are scored as losses and
-- Swiss no longer pairs them), and the outbox carries two more kinds of
-- announcement about an event, each tied to the game whose end (or whose
-- start) called for it, so it is written in that change's transaction:
-- 'tournament_message' edits the sign-up message to how the event stands,
-- 'tournament_end' tells the channel the winner with the final standings.
ALTER TABLE tournament_entrants ADD COLUMN withdrawn_at INTEGER;

-- SQLite cannot change a CHECK in place: the table is built again as
-- 0013 left it, with the two kinds more, and its indexes (0006, 0010).
CREATE TABLE announcements_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    kind           TEXT NOT NULL
                   CHECK (kind IN ('board', 'reminder', 'turn_notice', 'challenge_notice',
                                   'vacation_notice', 'tournament_message', 'tournament_end')),
    game_id        INTEGER REFERENCES games (id),
    challenge_id   INTEGER REFERENCES challenges (id),
    version        INTEGER NOT NULL,
    at_ply         INTEGER NOT NULL DEFAULT 0,
    detail         TEXT,
    created_at     INTEGER NOT NULL,
    claimed_until  INTEGER NOT NULL,
    attempts       INTEGER NOT NULL DEFAULT 0,
    delivered_at   INTEGER,
    outcome        TEXT CHECK (outcome IN ('sent', 'superseded', 'gave_up')),
    vacation_id    INTEGER REFERENCES vacations (id),
    CHECK ((game_id IS NULL) <> (challenge_id IS NULL)),
    CHECK ((kind = 'vacation_notice') = (vacation_id IS NOT NULL))
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
