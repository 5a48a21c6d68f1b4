-- A moderator's adjudication (issue #36) is an ending of its own,
-- 'adjudication', instead of being stored as a resignation or an agreed
-- draw. Games adjudicated before this migration are marked from the
-- moderators' audit (moderation_actions).
ALTER TABLE games DROP CONSTRAINT games_ended_by_check;
ALTER TABLE games ADD CONSTRAINT games_ended_by_check
    CHECK (ended_by IN ('score', 'resignation', 'timeout', 'agreement', 'abort', 'adjudication'));

UPDATE games SET ended_by = 'adjudication'
    WHERE id IN (SELECT game_id FROM moderation_actions WHERE action = 'adjudicate_game');
