-- PostgreSQL's version of migrations/sqlite/0008_leases.sql: work that one
-- process at a time may do, held until `held_until` (see there).
CREATE TABLE leases (
    name        TEXT    COLLATE "C" PRIMARY KEY NOT NULL,
    holder      TEXT    NOT NULL,
    held_until  BIGINT  NOT NULL
);
