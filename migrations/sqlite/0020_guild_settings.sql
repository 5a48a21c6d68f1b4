-- A server's settings (issue #36), changed with `/settings` by those with
-- Manage Server. No row: every default (games where the command is typed,
-- everyone organises, the language Discord reports, the bot's clock, the
-- limits below). `version` rises with every change; PostgreSQL processes
-- learn of a change from a notification carrying it (`store/settings.rs`).
CREATE TABLE guild_settings (
    guild_id              INTEGER PRIMARY KEY,
    games_channel_id      INTEGER,            -- NULL: where the command is typed
    organisers            TEXT    NOT NULL DEFAULT 'everyone'
                          CHECK (organisers IN ('everyone', 'role', 'manage_server')),
    organiser_role_id     INTEGER,
    language              TEXT,               -- NULL: the guild locale Discord reports
    clock                 TEXT    CHECK (clock IN ('per_move', 'unlimited', 'fast', 'standard', 'relaxed')),
    clock_move_hours      INTEGER CHECK (clock_move_hours BETWEEN 1 AND 336),
    max_tournaments       INTEGER NOT NULL DEFAULT 5 CHECK (max_tournaments >= 1),
    max_games_per_player  INTEGER NOT NULL DEFAULT 50 CHECK (max_games_per_player >= 1),
    version               INTEGER NOT NULL DEFAULT 1,
    updated_by            INTEGER,
    updated_at            INTEGER NOT NULL,
    CHECK ((organisers = 'role') = (organiser_role_id IS NOT NULL)),
    CHECK ((clock = 'per_move') = (clock_move_hours IS NOT NULL))
);

-- The limit on tournaments at once counts a server's open and running ones.
CREATE INDEX tournaments_live_by_guild ON tournaments (guild_id)
    WHERE status IN ('signup', 'running');
