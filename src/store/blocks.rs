//! Blocks (`/block`, issue 51): the players each player blocked
//! (`blocks`, migration `0030_blocks.sql`). Every statement names the
//! blocker first, so the primary key `(blocker_id, blocked_id)` serves
//! them all: whether A blocks B, whom A blocks, how many, and erasing A's
//! blocks when A is forgotten.

use crate::model::BlockEntry;
use tracing::instrument;

use super::rows::{db_id, from_db_id};
use super::{Store, StoreError, UserId, WriteTx};

/// Whether `$1` blocks `$2`.
const BLOCKS: &str = "SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2";

/// Whom `$1` blocks, oldest block first.
const LIST: &str = "SELECT b.blocked_id, p.name, b.created_at
     FROM blocks b JOIN players p ON p.id = b.blocked_id
     WHERE b.blocker_id = $1 ORDER BY b.created_at, b.blocked_id";

/// How many players `$1` blocks.
const COUNT: &str = "SELECT COUNT(*) FROM blocks WHERE blocker_id = $1";

/// `$1` blocks `$2` from `$3`; nothing when they did already.
const INSERT: &str = "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (blocker_id, blocked_id) DO NOTHING";

/// `$1` no longer blocks `$2`.
const DELETE: &str = "DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2";

/// Every block `$1` made, erased when they are forgotten (`store/privacy.rs`).
pub(super) const ERASE_BLOCKS: &str = "DELETE FROM blocks WHERE blocker_id = $1";

impl Store {
    /// Whom `user` blocks, oldest block first.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn blocks_of(&self, user: UserId) -> Result<Vec<BlockEntry>, StoreError> {
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(LIST)
            .bind(db_id(user.0))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(id, name, since)| BlockEntry {
                user: UserId(from_db_id(id)),
                name,
                since,
            })
            .collect())
    }
}

impl WriteTx {
    /// Whether `blocker` blocks `blocked`.
    #[instrument(level = "debug", skip_all, fields(blocker = blocker.0, blocked = blocked.0), err(level = "debug"))]
    pub async fn blocks(&mut self, blocker: UserId, blocked: UserId) -> Result<bool, StoreError> {
        let found: Option<i64> = sqlx::query_scalar(BLOCKS)
            .bind(db_id(blocker.0))
            .bind(db_id(blocked.0))
            .fetch_optional(&mut *self.tx)
            .await?;
        Ok(found.is_some())
    }

    /// How many players `blocker` blocks.
    #[instrument(level = "debug", skip_all, fields(blocker = blocker.0), err(level = "debug"))]
    pub async fn block_count(&mut self, blocker: UserId) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(COUNT)
            .bind(db_id(blocker.0))
            .fetch_one(&mut *self.tx)
            .await?)
    }

    /// `blocker` blocks `blocked` from `now` (both players' rows exist);
    /// false when they did already (the first block's time stays).
    #[instrument(level = "debug", skip_all, fields(blocker = blocker.0, blocked = blocked.0), err(level = "debug"))]
    pub async fn add_block(
        &mut self,
        blocker: UserId,
        blocked: UserId,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(INSERT)
            .bind(db_id(blocker.0))
            .bind(db_id(blocked.0))
            .bind(now)
            .execute(&mut *self.tx)
            .await
            .map_err(StoreError::from_write)?;
        Ok(done.rows_affected() == 1)
    }

    /// `blocker` no longer blocks `blocked`; false when they did not.
    #[instrument(level = "debug", skip_all, fields(blocker = blocker.0, blocked = blocked.0), err(level = "debug"))]
    pub async fn remove_block(
        &mut self,
        blocker: UserId,
        blocked: UserId,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(DELETE)
            .bind(db_id(blocker.0))
            .bind(db_id(blocked.0))
            .execute(&mut *self.tx)
            .await?;
        Ok(done.rows_affected() == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every statement on `blocks` is a search of its primary key, none
    /// reads a whole table (`EXPLAIN QUERY PLAN` on SQLite).
    #[tokio::test]
    async fn block_queries_search_the_primary_key() {
        let (_dir, store) = super::super::scratch_store().await;
        for query in [BLOCKS, LIST, COUNT, INSERT, DELETE, ERASE_BLOCKS] {
            let plan: Vec<(i64, i64, i64, String)> =
                sqlx::query_as(&format!("EXPLAIN QUERY PLAN {query}"))
                    .bind(1_i64)
                    .bind(2_i64)
                    .bind(3_i64)
                    .fetch_all(&store.pool)
                    .await
                    .unwrap();
            let steps: Vec<&String> = plan.iter().map(|(_, _, _, step)| step).collect();
            assert!(
                steps.iter().all(|step| !step.starts_with("SCAN")),
                "{query}: {steps:?}"
            );
            // The statements that read `blocks` read it by its key.
            if !query.starts_with("INSERT") {
                assert!(
                    steps
                        .iter()
                        .any(|step| step.contains("USING PRIMARY KEY (blocker_id=?")),
                    "{query}: {steps:?}"
                );
            }
        }
    }
}
