-- Boards owed to Discord: written in the transaction of the change that
-- calls for them (a move, an ending), marked delivered once Discord took
-- the post. The request that made the change posts it itself while its
-- claim lasts; after that (or after a restart) the delivery worker does.
CREATE TABLE outbox (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id        INTEGER NOT NULL REFERENCES games (id),
    version        INTEGER NOT NULL,   -- the game's version the board shows
    created_at     INTEGER NOT NULL,
    claimed_until  INTEGER NOT NULL,
    attempts       INTEGER NOT NULL DEFAULT 0,
    delivered_at   INTEGER,
    gave_up        INTEGER NOT NULL DEFAULT 0 CHECK (gave_up IN (0, 1)) -- delivered_at then says when
);
CREATE INDEX outbox_owed ON outbox (claimed_until, id) WHERE delivered_at IS NULL;
CREATE INDEX outbox_by_game ON outbox (game_id, version) WHERE delivered_at IS NULL;
