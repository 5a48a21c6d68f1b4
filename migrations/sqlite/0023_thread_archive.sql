-- A finished game's thread is archived, not locked, a server's delay after
-- its final board is posted (issue #36), so its players can still talk
-- about the game; a new post in it reopens it, as Discord does.
-- `thread_archive_at` is when (unix seconds), set once the final board is
-- out and cleared once the thread is archived; the scheduler's sweep reads
-- what is due by the partial index below, so a restart loses nothing.
ALTER TABLE games ADD COLUMN thread_archive_at INTEGER;
CREATE INDEX games_thread_archive_due ON games (thread_archive_at)
    WHERE thread_archive_at IS NOT NULL;

-- The delay, in hours, each server chooses with `/settings threads`.
ALTER TABLE guild_settings ADD COLUMN archive_after_hours INTEGER NOT NULL DEFAULT 24
    CHECK (archive_after_hours BETWEEN 1 AND 168);
