//! Leases: work that one process at a time may do when several share the
//! database (`migrations/*/0008_leases.sql`). A lease is taken with one
//! statement, so two processes asking at once cannot both get it, and it
//! runs out by itself: the work of a process that died is taken over once
//! its lease has expired. Like every write, each runs in a `WriteTx` of
//! its own, holding only the rows its one statement changes
//! (`ROW_LOCKS_ONLY`): no lease waits for a game's move, nor a move for it.

use super::{ROW_LOCKS_ONLY, Store, StoreError};
use tracing::instrument;

impl Store {
    /// Takes the lease `name` for `holder` until `until`, if nobody else
    /// holds it at `now` (or `holder` already does: a renewal). Returns
    /// whether `holder` holds it now.
    #[instrument(
        level = "debug",
        skip_all,
        fields(name, holder, now, until),
        err(level = "debug")
    )]
    pub async fn take_lease(
        &self,
        name: &str,
        holder: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.begin_write_for(ROW_LOCKS_ONLY).await?;
        let taken: Option<(String,)> = sqlx::query_as(
            "INSERT INTO leases (name, holder, held_until) VALUES ($1, $2, $4)
             ON CONFLICT (name) DO UPDATE
                 SET holder = excluded.holder, held_until = excluded.held_until
                 WHERE leases.held_until <= $3 OR leases.holder = excluded.holder
             RETURNING name",
        )
        .bind(name)
        .bind(holder)
        .bind(now)
        .bind(until)
        .fetch_optional(&mut *tx.tx)
        .await?;
        tx.commit().await?;
        Ok(taken.is_some())
    }

    /// Gives the lease `name` back, if `holder` still holds it.
    #[instrument(level = "debug", skip_all, fields(name, holder), err(level = "debug"))]
    pub async fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        let statement = sqlx::query("DELETE FROM leases WHERE name = $1 AND holder = $2")
            .bind(name)
            .bind(holder);
        self.write_alone(statement).await?;
        Ok(())
    }

    /// Gives back every lease `holder` holds (a process shutting down
    /// cleanly, so others take its work over at once).
    #[instrument(level = "debug", skip_all, fields(holder), err(level = "debug"))]
    pub async fn release_leases_of(&self, holder: &str) -> Result<(), StoreError> {
        let statement = sqlx::query("DELETE FROM leases WHERE holder = $1").bind(holder);
        self.write_alone(statement).await?;
        Ok(())
    }
}
