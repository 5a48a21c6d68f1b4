-- An analysis is reused or extended only for exactly the moves it was made
-- for (issue #37): `moves_hash` fingerprints its first `plies` moves
-- (service/analysis.rs::moves_hash). Analyses stored before have none and
-- are made again when next asked.
ALTER TABLE analyses ADD COLUMN moves_hash INTEGER;
