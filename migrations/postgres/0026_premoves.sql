-- PostgreSQL's version of migrations/sqlite/0026_premoves.sql (see there).
CREATE TABLE premoves (
    game_id    BIGINT NOT NULL REFERENCES games (id),
    owner_id   BIGINT NOT NULL REFERENCES players (id),
    line_no    BIGINT NOT NULL,
    start_ply  BIGINT NOT NULL,
    moves      TEXT   NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, owner_id, line_no)
);
CREATE INDEX premoves_by_owner ON premoves (owner_id);

ALTER TABLE moves ADD COLUMN premove BIGINT NOT NULL DEFAULT 0 CHECK (premove IN (0, 1));
