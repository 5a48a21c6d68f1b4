-- PostgreSQL's version of migrations/sqlite/0013_one_rematch_vacation_notices.sql
-- (the rematch part is the same statements; see there for both parts).
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

-- Vacation notices through the outbox ('vacation_notice', `detail` 'away'
-- or 'back', `vacation_id` which vacation).
ALTER TABLE announcements DROP CONSTRAINT announcements_kind_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_kind_check
    CHECK (kind IN ('board', 'reminder', 'turn_notice', 'challenge_notice', 'vacation_notice'));
ALTER TABLE announcements ADD COLUMN vacation_id BIGINT REFERENCES vacations (id);
ALTER TABLE announcements ADD CONSTRAINT announcements_vacation_check
    CHECK ((kind = 'vacation_notice') = (vacation_id IS NOT NULL));
