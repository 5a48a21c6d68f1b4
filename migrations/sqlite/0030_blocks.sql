-- Blocks (issue 51): the players a player blocked with `/block`. A
-- blocked player's challenges to the blocker are refused, and they cannot
-- accept the blocker's challenges; games already started and tournament
-- pairings are not affected. Every question asked of this table names the
-- blocker first ("does A block B?", "whom does A block?", "erase A's
-- blocks"), so the primary key serves them all and no other index is needed.
CREATE TABLE blocks (
    blocker_id  INTEGER NOT NULL REFERENCES players (id),
    blocked_id  INTEGER NOT NULL REFERENCES players (id),
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
) WITHOUT ROWID;

-- How long a challenge in a server stays open before it expires
-- (`/settings challenges`): an hour to two weeks, 24 hours as before.
ALTER TABLE guild_settings ADD COLUMN challenge_open_hours INTEGER NOT NULL DEFAULT 24
    CHECK (challenge_open_hours BETWEEN 1 AND 336);
