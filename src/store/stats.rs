//! What a health check and a metrics scrape read: whether the database
//! answers, and a few counts (games being played, the outbox, leases).

use crate::model::StoreStats;
use tracing::instrument;

use super::{Store, StoreError};

const ACTIVE_GAMES: &str =
    "SELECT kind, COUNT(*) FROM games WHERE status = 'active' GROUP BY kind ORDER BY kind";
const OUTBOX: &str =
    "SELECT COUNT(*), MIN(created_at) FROM announcements WHERE delivered_at IS NULL";
const LEASES_HELD: &str =
    "SELECT name FROM leases WHERE holder = $1 AND held_until > $2 ORDER BY name";

impl Store {
    /// Answers when the database does: one trivial query.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// The counts of [`StoreStats`]; leases are those `holder` holds at `now`.
    #[instrument(level = "debug", skip_all, fields(now), err(level = "debug"))]
    pub async fn stats(&self, holder: &str, now: i64) -> Result<StoreStats, StoreError> {
        let mut tx = self.begin_read().await?;
        let active_games: Vec<(String, i64)> =
            sqlx::query_as(ACTIVE_GAMES).fetch_all(&mut *tx).await?;
        let (outbox_pending, outbox_oldest_created_at): (i64, Option<i64>) =
            sqlx::query_as(OUTBOX).fetch_one(&mut *tx).await?;
        let leases_held: Vec<(String,)> = sqlx::query_as(LEASES_HELD)
            .bind(holder)
            .bind(now)
            .fetch_all(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(StoreStats {
            active_games,
            outbox_pending,
            outbox_oldest_created_at,
            leases_held: leases_held.into_iter().map(|(name,)| name).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    #[tokio::test]
    async fn an_empty_database_has_nothing_to_count() {
        let (_dir, store) = super::super::scratch_store().await;
        store.ping().await.unwrap();
        let stats = store.stats("me", 0).await.unwrap();
        assert_eq!(stats, super::StoreStats::default());
        store.close().await;
        assert!(store.ping().await.is_err());
    }
}
