-- Who stands on a server's leaderboard: every player with a rated game
-- finished in that server, per game id. Written by the transaction that
-- rates a game (store/ratings.rs, record_rating), so a server's
-- leaderboard reads its members instead of checking every rating against
-- every game (with 20,000 games that took longer than Discord waits).
CREATE TABLE leaderboard_members (
    guild_id   INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (guild_id, kind, player_id)
) WITHOUT ROWID;

INSERT INTO leaderboard_members (guild_id, kind, player_id)
    SELECT guild_id, kind, black_id FROM games
    WHERE rated = 1 AND status = 'finished' AND guild_id IS NOT NULL
    UNION
    SELECT guild_id, kind, white_id FROM games
    WHERE rated = 1 AND status = 'finished' AND guild_id IS NOT NULL;

-- The active games gauge counts them per kind at every scrape.
CREATE INDEX games_active_by_kind ON games (kind) WHERE status = 'active';

-- Pending challenges a player was sent: with the challenger's index, a
-- player's pending challenges are found without reading the accepted ones
-- (one per game ever played).
CREATE INDEX challenges_pending_by_opponent ON challenges (opponent_id) WHERE status = 'pending';

-- The leaderboard reads only established ratings (deviation under 110, as
-- store/ratings.rs asks), in its order, not every rating of the game.
CREATE INDEX ratings_on_leaderboard ON ratings (kind, rating DESC, player_id) WHERE deviation < 110;
