-- The delivery worker picks the announcements that are due (their writer's
-- claim or their retry delay over), by time, and only the earliest one
-- still owed of each game or challenge: old rows that keep failing never
-- hide new ones behind them. Rows Discord refuses for good are settled
-- ('gave_up') after a few tries and leave these indexes.
CREATE INDEX announcements_due ON announcements (claimed_until, id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_owed_by_game ON announcements (game_id, id) WHERE delivered_at IS NULL;
CREATE INDEX announcements_owed_by_challenge ON announcements (challenge_id, id) WHERE delivered_at IS NULL;
