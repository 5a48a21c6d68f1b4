//! Stored analyses of games and the hints shown in games against the
//! engine (`migrations/*/0011_analyses.sql`).

use super::rows::db_id;
use super::{Store, StoreError};
use crate::model::{GameId, UserId};
use tracing::instrument;

impl Store {
    /// The stored analysis of `game`: how many plies it covers and its JSON.
    #[instrument(level = "debug", skip_all, fields(game = game.0), err(level = "debug"))]
    pub async fn analysis(&self, game: GameId) -> Result<Option<(usize, String)>, StoreError> {
        let row: Option<(i64, String)> =
            sqlx::query_as("SELECT plies, body FROM analyses WHERE game_id = $1")
                .bind(game.0)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(plies, body)| (usize::try_from(plies).unwrap_or(0), body)))
    }

    /// Stores the analysis of `game`'s first `plies` moves, replacing any other.
    #[instrument(level = "debug", skip_all, fields(game = game.0, plies), err(level = "debug"))]
    pub async fn save_analysis(
        &self,
        game: GameId,
        plies: usize,
        body: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "INSERT INTO analyses (game_id, plies, body, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game_id) DO UPDATE
                 SET plies = excluded.plies, body = excluded.body,
                     created_at = excluded.created_at",
        )
        .bind(game.0)
        .bind(plies as i64)
        .bind(body)
        .bind(now);
        self.write_alone(statement).await?;
        Ok(())
    }

    /// Notes that `player` was shown the engine's `notation` at `ply` of `game`.
    #[instrument(level = "debug", skip_all, fields(game = game.0, ply), err(level = "debug"))]
    pub async fn record_hint(
        &self,
        game: GameId,
        ply: usize,
        player: UserId,
        notation: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "INSERT INTO hints (game_id, ply, player_id, notation, shown_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (game_id, ply) DO NOTHING",
        )
        .bind(game.0)
        .bind(ply as i64)
        .bind(db_id(player.0))
        .bind(notation)
        .bind(now);
        self.write_alone(statement).await?;
        Ok(())
    }

    /// How many hints were shown in `game`.
    #[instrument(level = "debug", skip_all, fields(game = game.0), err(level = "debug"))]
    pub async fn hint_count(&self, game: GameId) -> Result<usize, StoreError> {
        let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM hints WHERE game_id = $1")
            .bind(game.0)
            .fetch_one(&self.pool)
            .await?;
        Ok(usize::try_from(n).unwrap_or(0))
    }
}
