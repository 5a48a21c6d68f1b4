//! Finished games' threads (issue #36): archived, not locked, a server's
//! delay (`GuildSettings::archive_after_hours`) after the final board, so
//! their players may still talk about the game; a new post in one reopens
//! it, as Discord does. The due time is stored when the final board is
//! out (`board_posted`, in its own transaction), so a restart loses
//! nothing; the adapter's sweep (`discord/jobs/archiving.rs::archive_threads`)
//! asks what is due, archives it and says so here.

use super::Upkeep;
use super::{GameId, ServiceResult};
use crate::model::ThreadDue;

/// How many threads one pass archives at most; the next pass takes the rest.
pub const ARCHIVE_BATCH: i64 = 50;

impl Upkeep<'_> {
    /// Threads whose archive is due now, the longest due first, at most
    /// [`ARCHIVE_BATCH`].
    pub async fn threads_to_archive(self) -> ServiceResult<Vec<ThreadDue>> {
        Ok(self
            .service
            .inner
            .store
            .threads_to_archive(self.service.now(), ARCHIVE_BATCH)
            .await?)
    }

    /// `due`'s thread is archived, or never can be (the thread is gone,
    /// the bot lost access): it is not asked again.
    pub async fn thread_archived(self, due: ThreadDue) -> ServiceResult<()> {
        Ok(self.service.inner.store.thread_archived(due).await?)
    }

    /// When `game`'s thread is to be archived, if it is.
    pub async fn thread_archive_at(self, game: GameId) -> ServiceResult<Option<i64>> {
        Ok(self.service.inner.store.thread_archive_at(game).await?)
    }
}
