-- Delivered announcements are pruned once they are older than the
-- retention period (`ANNOUNCEMENT_RETENTION_DAYS`, `store/announcements.rs`,
-- `prune_delivered_announcements`), oldest first, a small batch at a time:
-- this index finds them without reading the rows still owed or recent.
-- Rows still owed are never in it (the outbox's own indexes are partial
-- the other way).
CREATE INDEX announcements_delivered ON announcements (delivered_at) WHERE delivered_at IS NOT NULL;
