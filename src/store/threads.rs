//! When finished games' threads are archived (issue #36, migration
//! `0023_thread_archive.sql`): `games.thread_archive_at`, set once a
//! finished game's final board is out, read by the scheduler's sweep
//! through the partial index `games_thread_archive_due`, cleared once the
//! thread is archived.

use crate::model::ThreadDue;
use tracing::instrument;

use super::{Store, StoreError, WriteTx};
use crate::model::GameId;

/// A finished game at `$3`, its version, with a thread and nothing
/// scheduled yet: due `$2` plus its server's delay in hours (`$4` for a
/// server without settings). The settings row is read by its key.
const SCHEDULE: &str = "UPDATE games SET thread_archive_at = $2 + 3600 * COALESCE(
         (SELECT s.archive_after_hours FROM guild_settings s WHERE s.guild_id = games.guild_id),
         $4)
     WHERE id = $1 AND version = $3 AND status <> 'active' AND thread_id IS NOT NULL
       AND thread_archive_at IS NULL";

/// The threads due, the longest due first (by `games_thread_archive_due`).
const DUE: &str = "SELECT id, thread_id, thread_archive_at FROM games
     WHERE thread_archive_at IS NOT NULL AND thread_archive_at <= $1
     ORDER BY thread_archive_at LIMIT $2";

/// Done, unless it was scheduled again meanwhile (by its due time).
const DONE: &str = "UPDATE games SET thread_archive_at = NULL
     WHERE id = $1 AND thread_archive_at = $2";

/// When a game's thread is to be archived.
const DUE_AT: &str = "SELECT thread_archive_at FROM games WHERE id = $1";

impl WriteTx {
    /// The board of `game` at `version` is out: if that is a finished
    /// game's final board and the game has a thread, its archive is due
    /// its server's delay after `now` (`default_hours` without settings).
    /// Nothing when it is still played, has no thread, or is scheduled.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn schedule_thread_archive(
        &mut self,
        game: GameId,
        version: i64,
        now: i64,
        default_hours: u32,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query(SCHEDULE)
            .bind(game.0)
            .bind(now)
            .bind(version)
            .bind(i64::from(default_hours));
        self.change_one(statement).await
    }
}

impl Store {
    /// At most `limit` threads whose archive is due at `now`.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn threads_to_archive(
        &self,
        now: i64,
        limit: i64,
    ) -> Result<Vec<ThreadDue>, StoreError> {
        let rows: Vec<(i64, Option<i64>, i64)> = sqlx::query_as(DUE)
            .bind(now)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, thread, due_at)| {
                Some(ThreadDue {
                    game: GameId(id),
                    thread_id: u64::try_from(thread?).ok()?,
                    due_at,
                })
            })
            .collect())
    }

    /// `due`'s thread is archived (or can never be: gone, no access).
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn thread_archived(&self, due: ThreadDue) -> Result<(), StoreError> {
        self.write_one(DONE, &[due.game.0, due.due_at]).await?;
        Ok(())
    }

    /// When `game`'s thread is to be archived, if it is.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn thread_archive_at(&self, game: GameId) -> Result<Option<i64>, StoreError> {
        let at: Option<Option<i64>> = sqlx::query_scalar(DUE_AT)
            .bind(game.0)
            .fetch_optional(&self.pool)
            .await?;
        Ok(at.flatten())
    }
}
