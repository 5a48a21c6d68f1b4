//! Conditional moves (`/premove`, issue #38; migration `0026_premoves.sql`):
//! each player's lines in a game, read and written only inside the game's
//! write transaction (under its lock), so a line and the move it answers
//! change together.

use crate::model::PremoveLine;
use tracing::instrument;

use super::rows::db_id;
use super::{GameId, Store, StoreError, UserId, WriteTx};

/// A game's lines of one owner, by the primary key.
const LINES: &str = "SELECT game_id, line_no, start_ply, moves FROM premoves
     WHERE game_id = $1 AND owner_id = $2 ORDER BY line_no";

/// Every line of one owner, by `premoves_by_owner`.
const LINES_OF_OWNER: &str = "SELECT game_id, line_no, start_ply, moves FROM premoves
     WHERE owner_id = $1 ORDER BY game_id, line_no";

/// The next line number of an owner in a game, by the primary key.
const NEXT_NO: &str = "SELECT COALESCE(MAX(line_no), 0) + 1 FROM premoves
     WHERE game_id = $1 AND owner_id = $2";

const INSERT: &str =
    "INSERT INTO premoves (game_id, owner_id, line_no, start_ply, moves, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)";

/// An owner's lines in a game, by the primary key.
const DELETE_OWNER_GAME: &str = "DELETE FROM premoves WHERE game_id = $1 AND owner_id = $2";

/// Every line of a game, by the primary key's first column.
const DELETE_GAME: &str = "DELETE FROM premoves WHERE game_id = $1";

type LineRow = (i64, i64, i64, String);

fn line_of((game, line_no, start_ply, moves): LineRow) -> PremoveLine {
    PremoveLine {
        game: GameId(game),
        line_no,
        start_ply: usize::try_from(start_ply).unwrap_or(0),
        moves: moves.split_whitespace().map(str::to_string).collect(),
    }
}

impl WriteTx {
    /// `owner`'s lines in `game`, in the order they were entered.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn premove_lines(
        &mut self,
        game: GameId,
        owner: UserId,
    ) -> Result<Vec<PremoveLine>, StoreError> {
        let rows: Vec<LineRow> = sqlx::query_as(LINES)
            .bind(game.0)
            .bind(db_id(owner.0))
            .fetch_all(&mut *self.tx)
            .await?;
        Ok(rows.into_iter().map(line_of).collect())
    }

    /// Adds a line for `owner` in `game`, planned from `start_ply`; returns its number.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn add_premove_line(
        &mut self,
        game: GameId,
        owner: UserId,
        start_ply: usize,
        moves: &[String],
        now: i64,
    ) -> Result<i64, StoreError> {
        let line_no: i64 = sqlx::query_scalar(NEXT_NO)
            .bind(game.0)
            .bind(db_id(owner.0))
            .fetch_one(&mut *self.tx)
            .await?;
        sqlx::query(INSERT)
            .bind(game.0)
            .bind(db_id(owner.0))
            .bind(line_no)
            .bind(start_ply as i64)
            .bind(moves.join(" "))
            .bind(now)
            .execute(&mut *self.tx)
            .await
            .map_err(StoreError::from_write)?;
        Ok(line_no)
    }

    /// Deletes `owner`'s lines in `game`; returns how many there were.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn clear_premove_lines(
        &mut self,
        game: GameId,
        owner: UserId,
    ) -> Result<u64, StoreError> {
        Ok(sqlx::query(DELETE_OWNER_GAME)
            .bind(game.0)
            .bind(db_id(owner.0))
            .execute(&mut *self.tx)
            .await?
            .rows_affected())
    }

    /// Deletes every line of `game` (a takeback, an ending).
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn clear_game_premoves(&mut self, game: GameId) -> Result<u64, StoreError> {
        Ok(sqlx::query(DELETE_GAME)
            .bind(game.0)
            .execute(&mut *self.tx)
            .await?
            .rows_affected())
    }
}

impl Store {
    /// Every line of `owner`, by game then line.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn premove_lines_of(&self, owner: UserId) -> Result<Vec<PremoveLine>, StoreError> {
        let rows: Vec<LineRow> = sqlx::query_as(LINES_OF_OWNER)
            .bind(db_id(owner.0))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(line_of).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every statement on premoves reads by a key or an index, none a whole
    /// table (`EXPLAIN QUERY PLAN` on SQLite).
    #[tokio::test]
    async fn premove_queries_use_their_indexes() {
        let (_dir, store) = super::super::scratch_store().await;
        for query in [
            LINES,
            LINES_OF_OWNER,
            NEXT_NO,
            INSERT,
            DELETE_OWNER_GAME,
            DELETE_GAME,
            super::super::privacy::ERASE_PREMOVES,
        ] {
            let placeholders = (1..=6).filter(|n| query.contains(&format!("${n}"))).count();
            let steps = super::super::plan_steps(&store, query, |q| {
                super::super::bind_numbers(q, placeholders as i64)
            })
            .await;
            let scans: Vec<&String> = steps.iter().filter(|s| s.starts_with("SCAN")).collect();
            assert!(scans.is_empty(), "{query}: {scans:?} in {steps:?}");
        }
    }
}
