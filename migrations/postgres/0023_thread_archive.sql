-- PostgreSQL's version of migrations/sqlite/0023_thread_archive.sql (see there).
ALTER TABLE games ADD COLUMN thread_archive_at BIGINT;
CREATE INDEX games_thread_archive_due ON games (thread_archive_at)
    WHERE thread_archive_at IS NOT NULL;

ALTER TABLE guild_settings ADD COLUMN archive_after_hours BIGINT NOT NULL DEFAULT 24
    CHECK (archive_after_hours BETWEEN 1 AND 168);
