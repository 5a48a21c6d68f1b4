-- Tournaments (issue #26), what happens after the start: a player may
-- withdraw from a running event (their games left are scored as losses and
-- Swiss no longer pairs them), and the outbox carries two more kinds of
-- announcement about an event, each tied to the game whose end (or whose
-- start) called for it, so it is written in that change's transaction:
-- 'tournament_message' edits the sign-up message to how the event stands,
-- 'tournament_end' tells the channel the winner with the final standings.
ALTER TABLE tournament_entrants ADD COLUMN withdrawn_at BIGINT;

ALTER TABLE announcements DROP CONSTRAINT announcements_kind_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_kind_check
    CHECK (kind IN ('board', 'reminder', 'turn_notice', 'challenge_notice', 'vacation_notice',
                    'tournament_message', 'tournament_end'));
