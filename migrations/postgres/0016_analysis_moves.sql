-- PostgreSQL's version of migrations/sqlite/0016_analysis_moves.sql: the
-- fingerprint of the moves an analysis was made for.
ALTER TABLE analyses ADD COLUMN moves_hash BIGINT;
