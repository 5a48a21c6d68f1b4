-- Time banks and vacations (issue #14). Times are unix seconds.
--
-- A game with a time bank has `bank_initial_secs` set and `move_hours` NULL:
-- each player starts with the initial reserve, the time a move takes comes
-- off it, and the increment is added after each move, up to the cap.
-- `bank_black_secs` / `bank_white_secs` hold each player's reserve as their
-- last turn ended (the initial one before their first move); the running
-- reserve of the player to move is `deadline_at` minus now, so the deadline
-- sweep works off `deadline_at` alone.
ALTER TABLE challenges ADD COLUMN bank_initial_secs INTEGER CHECK (bank_initial_secs > 0);
ALTER TABLE challenges ADD COLUMN bank_increment_secs INTEGER CHECK (bank_increment_secs >= 0);
ALTER TABLE challenges ADD COLUMN bank_max_secs INTEGER CHECK (bank_max_secs > 0);

ALTER TABLE games ADD COLUMN bank_initial_secs INTEGER CHECK (bank_initial_secs > 0);
ALTER TABLE games ADD COLUMN bank_increment_secs INTEGER CHECK (bank_increment_secs >= 0);
ALTER TABLE games ADD COLUMN bank_max_secs INTEGER CHECK (bank_max_secs > 0);
ALTER TABLE games ADD COLUMN bank_black_secs INTEGER CHECK (bank_black_secs >= 0);
ALTER TABLE games ADD COLUMN bank_white_secs INTEGER CHECK (bank_white_secs >= 0);
-- The clock of the player to move stands still until then (their vacation);
-- `deadline_at` already includes the pause. Any clock, banked or per move.
ALTER TABLE games ADD COLUMN clock_paused_until INTEGER;

-- `/vacation`: `ends_at` moves earlier when a vacation is ended early, so
-- the allowance used is what the rows cover.
CREATE TABLE vacations (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES players (id),
    starts_at  INTEGER NOT NULL,
    ends_at    INTEGER NOT NULL,
    CHECK (ends_at >= starts_at)
);

CREATE INDEX vacations_by_user ON vacations (user_id, ends_at);
