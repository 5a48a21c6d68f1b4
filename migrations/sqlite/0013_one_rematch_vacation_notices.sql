-- Issue #29 item 7: a rematch makes one game, whichever processes the two
-- players ask from. At most one rematch challenge of a game is open or
-- accepted at a time, so two asks at once cannot both stand and a game
-- is played again once; the service turns the refused second ask into the
-- first one's outcome (`service/rematch.rs`). A declined, cancelled or
-- expired ask leaves room for another.
--
-- Rows from before: a later accepted rematch of the same game keeps its
-- game but is no longer counted as the rematch; a later open one, or one
-- beside an accepted one, is cancelled.
UPDATE challenges SET rematch_of = NULL
WHERE rematch_of IS NOT NULL AND status = 'accepted'
  AND EXISTS (SELECT 1 FROM challenges AS earlier
              WHERE earlier.rematch_of = challenges.rematch_of
                AND earlier.status = 'accepted' AND earlier.id < challenges.id);
UPDATE challenges SET status = 'cancelled'
WHERE rematch_of IS NOT NULL AND status = 'pending'
  AND EXISTS (SELECT 1 FROM challenges AS other
              WHERE other.rematch_of = challenges.rematch_of AND other.id <> challenges.id
                AND (other.status = 'accepted'
                     OR (other.status = 'pending' AND other.id < challenges.id)));
CREATE UNIQUE INDEX one_rematch_per_game ON challenges (rematch_of)
    WHERE rematch_of IS NOT NULL AND status IN ('pending', 'accepted');

-- Vacation notices (the opponent in each game hears that a player went on
-- vacation or came back) go through the outbox like every announcement:
-- written in the vacation's own transaction, delivered once, retried, kept
-- across restarts. `detail` says 'away' or 'back'; `vacation_id` which
-- vacation. SQLite cannot change a CHECK, so the table is built again,
-- with its indexes (0006, 0010).
CREATE TABLE announcements_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    kind           TEXT NOT NULL
                   CHECK (kind IN ('board', 'reminder', 'turn_notice', 'challenge_notice',
                                   'vacation_notice')),
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
INSERT INTO announcements_new (id, kind, game_id, challenge_id, version, at_ply, detail,
        created_at, claimed_until, attempts, delivered_at, outcome)
    SELECT id, kind, game_id, challenge_id, version, at_ply, detail,
           created_at, claimed_until, attempts, delivered_at, outcome
    FROM announcements;
DROP TABLE announcements;
ALTER TABLE announcements_new RENAME TO announcements;
CREATE INDEX announcements_owed ON announcements (id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_by_game ON announcements (game_id, version) WHERE delivered_at IS NULL;
CREATE INDEX announcements_due ON announcements (claimed_until, id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_owed_by_game ON announcements (game_id, id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_owed_by_challenge ON announcements (challenge_id, id) WHERE delivered_at IS NULL;
