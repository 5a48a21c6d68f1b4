//! The background loop that runs [`GameService::sweep`]: reminders, losses
//! on time, expired challenges. It keeps no state of its own: the sweep
//! decides and records everything in the database, announcements included
//! (the delivery worker in `delivery.rs` sends them), so it simply runs
//! once at start and then every `every`. Beside it, the archiving of
//! finished games' threads whose delay is over (`archive_threads`).

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use tokio_util::sync::CancellationToken;
use tracing::{debug, info, warn};

use crate::service::GameService;

/// Sweeps at once, then every `every`, until `stop` (a sweep under way
/// finishes first); while the database is away, again after 1, 2, 4 ...
/// seconds, the outage logged once (`service::outage`).
pub async fn run(service: GameService, every: Duration, stop: CancellationToken) {
    crate::discord::runtime::supervisor::every(every, stop, || sweep_once(&service)).await;
}

/// False when the database was away (the sweep is tried again soon).
async fn sweep_once(service: &GameService) -> bool {
    match service.sweep().await {
        Ok(events) => {
            service.database_answered();
            if !events.is_empty() {
                debug!(
                    count = events.len(),
                    "deadline sweep: events owed to Discord"
                );
            }
            true
        }
        Err(e) if service.database_failed("deadline sweep", &e) => false,
        Err(e) => {
            warn!(error = %e, "deadline sweep failed");
            true
        }
    }
}

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
    crate::discord::runtime::supervisor::every(every, stop, || archive_due(&http, &service)).await;
}

/// One pass: every thread due is archived once. A thread Discord cannot
/// archive for good (gone, no access) is not asked again; one it could
/// not archive for now (a 5xx, a lost connection) waits for the next pass.
/// False when the database was away.
async fn archive_due(http: &serenity::Http, service: &GameService) -> bool {
    let due = match service.threads_to_archive().await {
        Ok(due) => {
            service.database_answered();
            due
        }
        Err(e) if service.database_failed("thread archiving", &e) => return false,
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
        match service.thread_archived(thread).await {
            Ok(()) => {}
            Err(e) if service.database_failed("thread archiving", &e) => return false,
            Err(e) => warn!(error = %e, game = %thread.game, "could not record the archive"),
        }
    }
    true
}

/// The puzzle generator (`service/puzzles.rs`): waits its idle time after
/// the start, then searches queued finished games one after the other,
/// resting its idle time whenever nothing is queued or players' analyses
/// run; until `stop` (a search under way stops between positions).
pub async fn generate_puzzles(service: GameService, stop: CancellationToken) {
    let idle = service.config().puzzles.idle;
    loop {
        tokio::select! {
            () = tokio::time::sleep(idle) => {}
            () = stop.cancelled() => return,
        }
        loop {
            match service.generate_puzzles_once(&stop).await {
                Ok(Some((game, found))) => debug!(game = game.0, found, "puzzles searched"),
                Ok(None) => break,
                Err(e) if service.database_failed("puzzle generator", &e) => break,
                Err(e) => {
                    warn!(error = %e, "the puzzle generator failed");
                    break;
                }
            }
        }
    }
}

/// How often delivered announcements past their retention are pruned.
pub const PRUNE_EVERY: Duration = Duration::from_secs(3600);

/// Prunes at once, then every `every`, until `stop`; a run under way stops
/// after its current batch.
pub async fn prune(service: GameService, every: Duration, stop: CancellationToken) {
    let stopping = stop.clone();
    crate::discord::runtime::supervisor::every(every, stop, || prune_once(&service, &stopping))
        .await;
}

/// False when the database was away, so `every` tries again sooner.
async fn prune_once(service: &GameService, stop: &CancellationToken) -> bool {
    let started = std::time::Instant::now();
    match service.prune_announcements(|| !stop.is_cancelled()).await {
        Ok(pruned) => {
            if pruned.rows > 0 {
                info!(
                    rows = pruned.rows,
                    batches = pruned.batches,
                    finished = pruned.finished,
                    secs = started.elapsed().as_secs_f64(),
                    "pruned delivered announcements past their retention"
                );
            }
            true
        }
        Err(e) if service.database_failed("outbox pruning", &e) => false,
        Err(e) => {
            warn!(error = %e, "pruning the outbox failed");
            true
        }
    }
}
