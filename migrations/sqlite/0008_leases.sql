-- Work that one process at a time may do (the deadline sweep, the engine's
-- move in one game), when several processes share a database: a process
-- holds a lease until `held_until` (seconds), then anyone may take it over,
-- so the work of a process that died is picked up once its lease runs out.
CREATE TABLE leases (
    name        TEXT    PRIMARY KEY NOT NULL,
    holder      TEXT    NOT NULL,
    held_until  INTEGER NOT NULL
);
