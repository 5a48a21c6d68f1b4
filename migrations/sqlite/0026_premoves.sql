-- Conditional moves (issue #38, `/premove`): a player's lines of
-- alternating moves, the opponent's first, planned from the position at
-- `start_ply` (the opponent to move there). `moves` holds the line's
-- canonical notations separated by spaces. When the opponent plays a
-- line's first move, the transaction that records it plays the answer
-- (a move row with `premove` set) and keeps the lines that went that way,
-- shifted by two plies; a move off every line deletes them all. A
-- takeback and a game's end delete the game's lines. Read by the primary
-- key (a game's lines of one owner) and by `premoves_by_owner` (`/premove
-- list` of all games, `/privacy forget`).
CREATE TABLE premoves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    owner_id   INTEGER NOT NULL REFERENCES players (id),
    line_no    INTEGER NOT NULL,
    start_ply  INTEGER NOT NULL,
    moves      TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, owner_id, line_no)
);
CREATE INDEX premoves_by_owner ON premoves (owner_id);

-- A move played by a conditional move, marked on the board post.
ALTER TABLE moves ADD COLUMN premove INTEGER NOT NULL DEFAULT 0 CHECK (premove IN (0, 1));
