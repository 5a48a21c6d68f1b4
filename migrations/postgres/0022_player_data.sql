-- A player's own data (issue 36): `/privacy export` reads, and `/privacy
-- forget` moves to a "deleted player #N" row, every row naming a player;
-- these indexes let both find a player's rows without reading whole tables.
CREATE INDEX challenges_by_challenger ON challenges (challenger_id);
CREATE INDEX challenges_by_opponent ON challenges (opponent_id);
CREATE INDEX tournament_entrants_by_player ON tournament_entrants (player_id);
CREATE INDEX tournament_games_by_black ON tournament_games (black_id);
CREATE INDEX tournament_games_by_white ON tournament_games (white_id);
CREATE INDEX tournaments_by_creator ON tournaments (creator_id);
CREATE INDEX leaderboard_members_by_player ON leaderboard_members (player_id);
-- A moderator's actions (0021) name players too, as moderator or as the
-- player removed.
CREATE INDEX moderation_by_moderator ON moderation_actions (moderator_id);
CREATE INDEX moderation_by_player ON moderation_actions (player_id);
