//! The outbox: boards owed to Discord, written with the change that calls
//! for them, so a crash between the commit and the post loses nothing.

use super::{GameId, Store, StoreError, WriteTx};

/// A board still owed: the game, and the version it must at least show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwedBoard {
    pub id: i64,
    pub game_id: GameId,
    pub version: i64,
}

/// `(id, game_id, version)` as the queries below select them.
impl From<(i64, i64, i64)> for OwedBoard {
    fn from((id, game, version): (i64, i64, i64)) -> OwedBoard {
        OwedBoard {
            id,
            game_id: GameId(game),
            version,
        }
    }
}

impl WriteTx {
    /// Records that the board of `game` at `version` is owed; the writer
    /// posts it itself until `claimed_until`.
    pub async fn owe_board(
        &mut self,
        game: GameId,
        version: i64,
        claimed_until: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO outbox (game_id, version, created_at, claimed_until) VALUES (?1, ?2, ?3, ?4)",
        )
        .bind(game.0)
        .bind(version)
        .bind(now)
        .bind(claimed_until)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }

    /// A board of `game` at `version` was posted: every board owed up to
    /// that version is delivered.
    pub async fn boards_delivered(
        &mut self,
        game: GameId,
        version: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET delivered_at = ?3
             WHERE game_id = ?1 AND version <= ?2 AND delivered_at IS NULL",
        )
        .bind(game.0)
        .bind(version)
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }
}

impl Store {
    /// Stops trying to deliver the boards owed since before `created_before`
    /// and returns them (for the log); `/board` can still post any game.
    pub async fn give_up_owed_boards(
        &self,
        created_before: i64,
        now: i64,
    ) -> Result<Vec<OwedBoard>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
            "UPDATE outbox SET delivered_at = ?2, gave_up = 1
             WHERE delivered_at IS NULL AND created_at < ?1
             RETURNING id, game_id, version",
        )
        .bind(created_before)
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(OwedBoard::from).collect())
    }

    /// Boards owed whose claim has run out (all of them when
    /// `ignore_claims`: after a restart, no request of ours holds one),
    /// oldest first, one per game.
    pub async fn owed_boards(
        &self,
        now: i64,
        ignore_claims: bool,
    ) -> Result<Vec<OwedBoard>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
            "SELECT MIN(id), game_id, MAX(version) FROM outbox
             WHERE delivered_at IS NULL AND (?2 OR claimed_until <= ?1)
             GROUP BY game_id ORDER BY MIN(id) LIMIT 100",
        )
        .bind(now)
        .bind(ignore_claims)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(OwedBoard::from).collect())
    }
}
