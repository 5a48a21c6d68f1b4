-- Organisers and moderators (issue #36): a tournament may be cancelled
-- (`cancelled_at`; its status is then 'finished' and its games left are
-- aborted), and every moderator's action is kept for `/settings audit`:
-- who (`moderator_id`), what (`action`, and `result` of an adjudication),
-- when (`at`), on what (a tournament, a game, a player removed) and in
-- which server. The audit reads a server's last 25 by
-- `moderation_by_guild`; a game's moderation (at most one: only a game
-- still on can be moderated) by `moderation_by_game`, for the notice the
-- outbox posts in its thread ('moderation_notice').
ALTER TABLE tournaments ADD COLUMN cancelled_at INTEGER;

CREATE TABLE moderation_actions (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       INTEGER NOT NULL,
    moderator_id   INTEGER NOT NULL REFERENCES players (id),
    action         TEXT    NOT NULL
                   CHECK (action IN ('cancel_tournament', 'remove_player', 'abort_game',
                                     'adjudicate_game')),
    tournament_id  INTEGER REFERENCES tournaments (id),
    game_id        INTEGER REFERENCES games (id),
    player_id      INTEGER REFERENCES players (id),
    result         TEXT    CHECK (result IN ('black', 'white', 'draw')),
    at             INTEGER NOT NULL,
    CHECK ((action = 'adjudicate_game') = (result IS NOT NULL))
);
CREATE INDEX moderation_by_guild ON moderation_actions (guild_id, id);
CREATE INDEX moderation_by_game ON moderation_actions (game_id) WHERE game_id IS NOT NULL;

-- SQLite cannot change a CHECK in place: the outbox is built again as
-- 0015 left it, with one kind more, and its indexes (0006, 0010, 0017).
CREATE TABLE announcements_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    kind           TEXT NOT NULL
                   CHECK (kind IN ('board', 'reminder', 'turn_notice', 'challenge_notice',
                                   'vacation_notice', 'tournament_message', 'tournament_end',
                                   'moderation_notice')),
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
CREATE INDEX announcements_delivered ON announcements (delivered_at) WHERE delivered_at IS NOT NULL;
