//! The archiving of finished games' threads whose delay is over: a job
//! of the Discord adapter (it edits threads), run under the app's
//! supervisor like the service's own jobs (`runtime/jobs.rs`).

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio_util::sync::CancellationToken;
use tracing::{debug, warn};

use crate::service::GameService;

/// Archives the threads of finished games whose delay is over (issue #36;
/// `service/threads.rs`), at once and then every `every`, until `stop`.
/// Archived, not locked: a new post in the thread (an analysis, a rematch,
/// a player's word) reopens it, as Discord does for any unlocked thread.
/// Several processes may archive the same thread; archiving is idempotent.
pub async fn archive_threads(
    http: Arc<serenity::Http>,
    service: GameService,
    every: Duration,
    stop: CancellationToken,
) {
    crate::runtime::supervisor::every(every, stop, || archive_due(&http, &service)).await;
}

/// One pass: every thread due is archived once. A thread Discord cannot
/// archive for good (gone, no access) is not asked again; one it could
/// not archive for now (a 5xx, a lost connection) waits for the next pass.
/// False when the database was away.
async fn archive_due(http: &serenity::Http, service: &GameService) -> bool {
    let due = match service.upkeep().threads_to_archive().await {
        Ok(due) => {
            service.upkeep().database_answered();
            due
        }
        Err(e) if service.upkeep().database_failed("thread archiving", &e) => return false,
        Err(e) => {
            warn!(error = %e, "could not read the threads to archive");
            return true;
        }
    };
    for thread in due {
        let archive = serenity::EditThread::new().archived(true);
        match serenity::ChannelId::new(thread.thread_id)
            .edit_thread(http, archive)
            .await
        {
            Ok(_) => debug!(game = %thread.game, "archived the finished game's thread"),
            Err(error) if crate::discord::runtime::retry::is_transient(&error) => {
                warn!(%error, game = %thread.game, "could not archive the thread yet");
                continue;
            }
            Err(error) => {
                warn!(%error, game = %thread.game, "the thread cannot be archived; not asked again");
            }
        }
        match service.upkeep().thread_archived(thread).await {
            Ok(()) => {}
            Err(e) if service.upkeep().database_failed("thread archiving", &e) => return false,
            Err(e) => warn!(error = %e, game = %thread.game, "could not record the archive"),
        }
    }
    true
}
