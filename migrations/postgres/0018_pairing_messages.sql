-- A tournament game's pairing message (issue #37): the message naming both
-- players, posted in the tournament's channel before the game's first
-- board, and the message its thread is started from. Kept so that a post
-- that failed half-way and is tried again finds it and its thread (a
-- message has at most one thread) instead of opening a second one.
ALTER TABLE tournament_games ADD COLUMN pairing_message_id BIGINT;
