-- PostgreSQL's version of migrations/sqlite/0003_ratings.sql: rated games
-- and Glicko-2 ratings, open challenges (no opponent) and rematches.
-- PostgreSQL changes the challenges table in place where SQLite rebuilds it.

ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));

ALTER TABLE challenges ALTER COLUMN opponent_id DROP NOT NULL;  -- NULL: an open challenge
ALTER TABLE challenges ADD COLUMN rated BIGINT NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
ALTER TABLE challenges ADD COLUMN min_rating BIGINT;            -- limits on who may accept
ALTER TABLE challenges ADD COLUMN max_rating BIGINT;
ALTER TABLE challenges ADD COLUMN rematch_of BIGINT REFERENCES games (id);
CREATE INDEX challenges_pending_by_player ON challenges (challenger_id, opponent_id) WHERE status = 'pending';
CREATE INDEX challenges_by_rematch ON challenges (rematch_of) WHERE rematch_of IS NOT NULL;

CREATE TABLE ratings (
    player_id   BIGINT  NOT NULL REFERENCES players (id),
    kind        TEXT    COLLATE "C" NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       BIGINT  NOT NULL,   -- rated games played
    updated_at  BIGINT  NOT NULL,
    PRIMARY KEY (player_id, kind)
);
CREATE INDEX ratings_by_kind ON ratings (kind, rating DESC);

CREATE TABLE rating_changes (
    game_id          BIGINT  NOT NULL REFERENCES games (id),
    player_id        BIGINT  NOT NULL REFERENCES players (id),
    kind             TEXT    COLLATE "C" NOT NULL,
    rating_before    DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    changed_at       BIGINT  NOT NULL,
    PRIMARY KEY (game_id, player_id)
);
CREATE INDEX rating_changes_by_player ON rating_changes (player_id, changed_at);
