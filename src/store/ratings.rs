//! Ratings: one Glicko-2 rating per player and game id, and the change each
//! rated game made (the rating history, and the guard against rating a game
//! twice: `rating_changes` is keyed by game and player).

use crate::model::Standing;
use sqlx::FromRow;
use tracing::instrument;

use super::rows::{db_id, parse_kind};
use super::{GameId, Rating, RatingChange, Store, StoreError, UserId, WriteTx};
use abande_rules::GameKind;

/// A rating change's columns, as a string literal.
macro_rules! change_select {
    () => {
        "SELECT game_id, player_id, kind, rating_before, rating_after,
            deviation_after, changed_at FROM rating_changes"
    };
}

/// Non-provisional ratings in `$1` (a game id), ranked: the `board` a
/// leaderboard query selects from, as a string literal. `$scope` limits it
/// to a server's members ([`server!`]) or not ([`global!`]).
macro_rules! standings {
    ($scope:expr) => {
        concat!(
            "WITH board AS (
            SELECT r.player_id, p.name, r.rating, r.deviation, r.volatility, r.games,
                   RANK() OVER (ORDER BY r.rating DESC) AS rank,
                   ROW_NUMBER() OVER (ORDER BY r.rating DESC, r.player_id) AS position
            FROM ratings r JOIN players p ON p.id = r.player_id",
            $scope,
            ")"
        )
    };
}

/// A server's leaderboard: the players with a rated game finished in guild
/// `$2` (`leaderboard_members`, kept as games are rated), never a scan of
/// the games.
macro_rules! server {
    () => {
        " JOIN leaderboard_members m
            ON m.guild_id = $2 AND m.kind = r.kind AND m.player_id = r.player_id
          WHERE r.kind = $1 AND r.deviation < 110"
    };
}

/// Everyone's leaderboard; `$2` is the (NULL) guild, so both scopes number
/// their other parameters alike.
macro_rules! global {
    () => {
        " WHERE r.kind = $1 AND r.deviation < 110 AND $2 IS NULL"
    };
}

/// The statement for a leaderboard of `guild`, or everyone's.
fn scoped(guild: Option<u64>, server: &'static str, global: &'static str) -> &'static str {
    match guild {
        Some(_) => server,
        None => global,
    }
}

/// How many stand on a leaderboard.
const COUNT_SERVER: &str = concat!(standings!(server!()), " SELECT COUNT(*) FROM board");
const COUNT_GLOBAL: &str = concat!(standings!(global!()), " SELECT COUNT(*) FROM board");

/// One page of a leaderboard: `$3` rows from position `$4`.
macro_rules! page {
    () => {
        " SELECT rank, player_id, name, rating, deviation, volatility, games
         FROM board ORDER BY position LIMIT $3 OFFSET $4"
    };
}
const PAGE_SERVER: &str = concat!(standings!(server!()), page!());
const PAGE_GLOBAL: &str = concat!(standings!(global!()), page!());

/// Player `$3`'s row of a leaderboard, and their position.
macro_rules! standing_of {
    () => {
        " SELECT rank, player_id, name, rating, deviation, volatility, games, position
         FROM board WHERE player_id = $3"
    };
}
const STANDING_SERVER: &str = concat!(standings!(server!()), standing_of!());
const STANDING_GLOBAL: &str = concat!(standings!(global!()), standing_of!());

/// Every change of player `$1`'s ratings, oldest first.
const HISTORY: &str = concat!(
    change_select!(),
    " WHERE player_id = $1 ORDER BY changed_at, game_id"
);

impl WriteTx {
    /// `player`'s rating in `kind` as this transaction sees it; a new
    /// player's is [`Rating::NEW`].
    #[instrument(level = "debug", skip_all, fields(player = player.0, kind = kind.id()), err(level = "debug"))]
    pub async fn rating(&mut self, player: UserId, kind: GameKind) -> Result<Rating, StoreError> {
        let found: Option<Rating> = sqlx::query_as(
            "SELECT rating, deviation, volatility, games FROM ratings WHERE player_id = $1 AND kind = $2",
        )
        .bind(db_id(player.0))
        .bind(kind.id())
        .fetch_optional(&mut *self.tx)
        .await?;
        Ok(found.unwrap_or(Rating::NEW))
    }

    /// Records what a rated game did to one player's rating; the same game
    /// and player a second time is a `Conflict`.
    #[instrument(level = "debug", skip_all, fields(game = %change.game_id, player = change.player.0), err(level = "debug"))]
    pub async fn record_rating(&mut self, change: &RatingChange) -> Result<(), StoreError> {
        let after = change.after;
        sqlx::query(
            "INSERT INTO rating_changes (game_id, player_id, kind, rating_before, rating_after,
                 deviation_after, changed_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(change.game_id.0)
        .bind(db_id(change.player.0))
        .bind(change.kind.id())
        .bind(change.before)
        .bind(after.rating)
        .bind(after.deviation)
        .bind(change.at)
        .execute(&mut *self.tx)
        .await
        .map_err(StoreError::from_write)?;
        // The rating itself is the change just recorded, plus what the change
        // does not keep.
        sqlx::query(
            "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games, updated_at)
             SELECT player_id, kind, rating_after, deviation_after, $3, $4, changed_at
             FROM rating_changes WHERE game_id = $1 AND player_id = $2
             ON CONFLICT (player_id, kind) DO UPDATE SET rating = excluded.rating,
                 deviation = excluded.deviation, volatility = excluded.volatility,
                 games = excluded.games, updated_at = excluded.updated_at",
        )
        .bind(change.game_id.0)
        .bind(db_id(change.player.0))
        .bind(after.volatility)
        .bind(after.games)
        .execute(&mut *self.tx)
        .await?;
        // A rated game in a server puts its players on that server's
        // leaderboard (migration 0014).
        sqlx::query(
            "INSERT INTO leaderboard_members (guild_id, kind, player_id)
             SELECT guild_id, kind, $2 FROM games WHERE id = $1 AND guild_id IS NOT NULL
             ON CONFLICT (guild_id, kind, player_id) DO NOTHING",
        )
        .bind(change.game_id.0)
        .bind(db_id(change.player.0))
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }
}

impl Store {
    /// `user`'s ratings, one per game id played rated.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn ratings(&self, user: UserId) -> Result<Vec<(GameKind, Rating)>, StoreError> {
        #[derive(FromRow)]
        struct Row {
            kind: String,
            #[sqlx(flatten)]
            rating: Rating,
        }
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT kind, rating, deviation, volatility, games FROM ratings
             WHERE player_id = $1 ORDER BY kind",
        )
        .bind(db_id(user.0))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| Ok((parse_kind(&r.kind)?, r.rating)))
            .collect()
    }

    /// `user`'s rating in `kind`, or [`Rating::NEW`].
    #[instrument(level = "debug", skip_all, fields(user = user.0, kind = kind.id()), err(level = "debug"))]
    pub async fn rating(&self, user: UserId, kind: GameKind) -> Result<Rating, StoreError> {
        let found = self.ratings(user).await?;
        Ok(found
            .into_iter()
            .find(|(k, _)| *k == kind)
            .map_or(Rating::NEW, |(_, r)| r))
    }

    /// What a game did to its players' ratings (empty if it was not rated).
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn rating_changes_of(&self, game: GameId) -> Result<Vec<RatingChange>, StoreError> {
        const OF_GAME: &str = concat!(change_select!(), " WHERE game_id = $1 ORDER BY player_id");
        Ok(sqlx::query_as(OF_GAME)
            .bind(game.0)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Every change of `user`'s ratings, oldest first.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn rating_history(&self, user: UserId) -> Result<Vec<RatingChange>, StoreError> {
        Ok(sqlx::query_as(HISTORY)
            .bind(db_id(user.0))
            .fetch_all(&self.pool)
            .await?)
    }

    /// One slice of the leaderboard of `kind` (within `guild` if given),
    /// best first, and how many stand on it in all.
    #[instrument(level = "debug", skip_all, fields(kind = kind.id(), guild = ?guild, limit, offset), err(level = "debug"))]
    pub async fn standings(
        &self,
        kind: GameKind,
        guild: Option<u64>,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<Standing>, i64), StoreError> {
        let guild_id = guild.map(db_id);
        let mut conn = self.pool.acquire().await?;
        let (total,): (i64,) = sqlx::query_as(scoped(guild, COUNT_SERVER, COUNT_GLOBAL))
            .bind(kind.id())
            .bind(guild_id)
            .fetch_one(&mut *conn)
            .await?;
        let standings: Vec<Standing> = sqlx::query_as(scoped(guild, PAGE_SERVER, PAGE_GLOBAL))
            .bind(kind.id())
            .bind(guild_id)
            .bind(limit)
            .bind(offset)
            .fetch_all(&mut *conn)
            .await?;
        Ok((standings, total))
    }

    /// Where `user` stands on that leaderboard, and at which position
    /// (0-based, for finding their page); `None` if not on it.
    #[instrument(level = "debug", skip_all, fields(user = user.0, kind = kind.id(), guild = ?guild), err(level = "debug"))]
    pub async fn standing_of(
        &self,
        user: UserId,
        kind: GameKind,
        guild: Option<u64>,
    ) -> Result<Option<(Standing, i64)>, StoreError> {
        #[derive(FromRow)]
        struct Row {
            #[sqlx(flatten)]
            standing: Standing,
            position: i64,
        }
        let row: Option<Row> = sqlx::query_as(scoped(guild, STANDING_SERVER, STANDING_GLOBAL))
            .bind(kind.id())
            .bind(guild.map(db_id))
            .bind(db_id(user.0))
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| (r.standing, r.position - 1)))
    }
}

#[cfg(test)]
mod tests {
    /// The leaderboards and a player's rating history search by their
    /// indexes (`EXPLAIN QUERY PLAN` on SQLite): no step reads a whole
    /// table (only the ranked `board` the query builds is read through),
    /// and a server's leaderboard reads its members, never the games (it
    /// once checked every rating against every game, and at 20,000 games
    /// gave no answer within 30 s).
    #[tokio::test]
    async fn leaderboard_and_history_queries_use_their_indexes() {
        let (_dir, store) = super::super::scratch_store().await;
        let server = [
            super::COUNT_SERVER,
            super::PAGE_SERVER,
            super::STANDING_SERVER,
        ];
        let global = [
            super::COUNT_GLOBAL,
            super::PAGE_GLOBAL,
            super::STANDING_GLOBAL,
        ];
        let cases = server
            .iter()
            .map(|q| (*q, Some(7)))
            .chain(global.iter().map(|q| (*q, None)))
            .chain([(super::HISTORY, None)]);
        for (query, guild) in cases {
            let steps = plan(&store, query, guild).await;
            for step in &steps {
                let through_board = step == "SCAN board" || step.starts_with("SCAN (subquery-");
                assert!(
                    !step.starts_with("SCAN") || through_board,
                    "{query}: {step}"
                );
                assert!(
                    !step.starts_with("SEARCH") || step.contains(" USING "),
                    "{query}: {step}"
                );
                assert!(
                    !step.contains(" g ") && !step.ends_with(" g"),
                    "{query}: {step}"
                );
            }
            if guild.is_some() {
                assert!(
                    steps
                        .iter()
                        // Either index of the members finds a row by all
                        // three of its columns (the second is 0022's).
                        .any(|s| s.starts_with("SEARCH m USING PRIMARY KEY")
                            || s.starts_with(
                                "SEARCH m USING COVERING INDEX leaderboard_members_by_player \
                                 (player_id=? AND guild_id=? AND kind=?)"
                            )),
                    "{query}: {steps:?}"
                );
            }
            if query != super::HISTORY {
                assert!(
                    steps
                        .iter()
                        .any(|s| s.starts_with("SEARCH r USING INDEX ratings_on_leaderboard")),
                    "{query}: {steps:?}"
                );
            }
        }
    }

    /// The steps of `query`'s plan, its parameters bound to plausible values.
    async fn plan(store: &super::Store, query: &str, guild: Option<i64>) -> Vec<String> {
        super::super::plan_steps(store, query, |mut statement| {
            statement = if query == super::HISTORY {
                statement.bind(1_i64)
            } else {
                statement.bind("abalone").bind(guild)
            };
            if query.contains("$4") {
                statement = statement.bind(10_i64).bind(0_i64);
            } else if query.contains("$3") {
                statement = statement.bind(1_i64);
            }
            statement
        })
        .await
    }
}
