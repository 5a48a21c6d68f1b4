-- PostgreSQL's version of migrations/sqlite/0020_guild_settings.sql (see there).
CREATE TABLE guild_settings (
    guild_id              BIGINT  PRIMARY KEY,
    games_channel_id      BIGINT,
    organisers            TEXT    NOT NULL DEFAULT 'everyone'
                          CHECK (organisers IN ('everyone', 'role', 'manage_server')),
    organiser_role_id     BIGINT,
    language              TEXT,
    clock                 TEXT    CHECK (clock IN ('per_move', 'unlimited', 'fast', 'standard', 'relaxed')),
    clock_move_hours      BIGINT  CHECK (clock_move_hours BETWEEN 1 AND 336),
    max_tournaments       BIGINT  NOT NULL DEFAULT 5 CHECK (max_tournaments >= 1),
    max_games_per_player  BIGINT  NOT NULL DEFAULT 50 CHECK (max_games_per_player >= 1),
    version               BIGINT  NOT NULL DEFAULT 1,
    updated_by            BIGINT,
    updated_at            BIGINT  NOT NULL,
    CHECK ((organisers = 'role') = (organiser_role_id IS NOT NULL)),
    CHECK ((clock = 'per_move') = (clock_move_hours IS NOT NULL))
);

CREATE INDEX tournaments_live_by_guild ON tournaments (guild_id)
    WHERE status IN ('signup', 'running');
