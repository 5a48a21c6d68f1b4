-- PostgreSQL's version of migrations/sqlite/0030_blocks.sql (see there).
CREATE TABLE blocks (
    blocker_id  BIGINT NOT NULL REFERENCES players (id),
    blocked_id  BIGINT NOT NULL REFERENCES players (id),
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);

ALTER TABLE guild_settings ADD COLUMN challenge_open_hours BIGINT NOT NULL DEFAULT 24
    CHECK (challenge_open_hours BETWEEN 1 AND 336);
