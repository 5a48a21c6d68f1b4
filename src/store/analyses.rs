//! Stored analyses of games and the hints shown in games against the
//! engine (`migrations/*/0011_analyses.sql`; the moves' fingerprint,
//! `0016_analysis_moves.sql`).

use super::rows::db_id;
use super::{Store, StoreError};
use crate::model::{GameId, UserId};
use tracing::instrument;

/// A stored analysis: how many plies it covers, the fingerprint of those
/// moves (none for analyses stored before it was kept) and its JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAnalysis {
    pub plies: usize,
    pub moves_hash: Option<i64>,
    pub body: String,
}

impl Store {
    /// The stored analysis of `game`.
    #[instrument(level = "debug", skip_all, fields(game = game.0), err(level = "debug"))]
    pub async fn analysis(&self, game: GameId) -> Result<Option<StoredAnalysis>, StoreError> {
        let row: Option<(i64, Option<i64>, String)> =
            sqlx::query_as("SELECT plies, moves_hash, body FROM analyses WHERE game_id = $1")
                .bind(game.0)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(plies, moves_hash, body)| StoredAnalysis {
            plies: usize::try_from(plies).unwrap_or(0),
            moves_hash,
            body,
        }))
    }

    /// Stores the analysis of `game`'s first `plies` moves, whose
    /// fingerprint is `moves_hash`, replacing any other.
    #[instrument(level = "debug", skip_all, fields(game = game.0, plies), err(level = "debug"))]
    pub async fn save_analysis(
        &self,
        game: GameId,
        plies: usize,
        moves_hash: i64,
        body: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "INSERT INTO analyses (game_id, plies, moves_hash, body, created_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (game_id) DO UPDATE
                 SET plies = excluded.plies, moves_hash = excluded.moves_hash,
                     body = excluded.body, created_at = excluded.created_at",
        )
        .bind(game.0)
        .bind(plies as i64)
        .bind(moves_hash)
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
