//! Ratings: one Glicko-2 rating per player and game id, and the change each
//! rated game made (the rating history, and the guard against rating a game
//! twice: `rating_changes` is keyed by game and player).

use sqlx::FromRow;
use tracing::instrument;

use super::rows::{db_id, parse_kind};
use super::{GameId, Player, Rating, RatingChange, Store, StoreError, UserId, WriteTx};
use crate::rules::GameKind;

/// A rating change's columns, as a string literal.
macro_rules! change_select {
    () => {
        "SELECT game_id, player_id, kind, rating_before, rating_after,
            deviation_after, changed_at FROM rating_changes"
    };
}

/// One row of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// 1 for the best.
    pub rank: i64,
    pub player: Player,
    pub rating: Rating,
}

/// Non-provisional ratings in `$1` (a game id), ranked, limited to players
/// with a rated game in guild `$2` when it is not NULL: the `board` a
/// leaderboard query selects from, as a string literal.
macro_rules! standings {
    () => {
        "WITH board AS (
            SELECT r.player_id, p.name, r.rating, r.deviation, r.volatility, r.games,
                   RANK() OVER (ORDER BY r.rating DESC) AS rank,
                   ROW_NUMBER() OVER (ORDER BY r.rating DESC, r.player_id) AS position
            FROM ratings r JOIN players p ON p.id = r.player_id
            WHERE r.kind = $1 AND r.deviation < 110
              AND ($2 IS NULL OR EXISTS (
                    SELECT 1 FROM games g
                    WHERE g.rated = 1 AND g.status = 'finished' AND g.kind = r.kind
                      AND g.guild_id = $2 AND r.player_id IN (g.black_id, g.white_id))))"
    };
}

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
        const OF_PLAYER: &str = concat!(
            change_select!(),
            " WHERE player_id = $1 ORDER BY changed_at, game_id"
        );
        Ok(sqlx::query_as(OF_PLAYER)
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
        let guild = guild.map(db_id);
        let mut conn = self.pool.acquire().await?;
        const COUNT: &str = concat!(standings!(), " SELECT COUNT(*) FROM board");
        const PAGE: &str = concat!(
            standings!(),
            " SELECT rank, player_id, name, rating, deviation, volatility, games
             FROM board ORDER BY position LIMIT $3 OFFSET $4"
        );
        let (total,): (i64,) = sqlx::query_as(COUNT)
            .bind(kind.id())
            .bind(guild)
            .fetch_one(&mut *conn)
            .await?;
        let standings: Vec<Standing> = sqlx::query_as(PAGE)
            .bind(kind.id())
            .bind(guild)
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
        const STANDING: &str = concat!(
            standings!(),
            " SELECT rank, player_id, name, rating, deviation, volatility, games, position
             FROM board WHERE player_id = $3"
        );
        let row: Option<Row> = sqlx::query_as(STANDING)
            .bind(kind.id())
            .bind(guild.map(db_id))
            .bind(db_id(user.0))
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| (r.standing, r.position - 1)))
    }
}
