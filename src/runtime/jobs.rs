//! The service's scheduled work, whatever front door the process has: the
//! deadline sweep ([`Clocks::sweep`]: reminders, losses on time,
//! expired challenges), outbox pruning, scheduled backups and the puzzle
//! generator. Each keeps no state of its own: the service decides and
//! records everything in the database, announcements included (an
//! adapter's delivery worker sends them), so each simply runs once at
//! start and then on its interval.

use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tracing::{debug, info, warn};

use crate::service::GameService;

/// Sweeps at once, then every `every`, until `stop` (a sweep under way
/// finishes first); while the database is away, again after 1, 2, 4 ...
/// seconds, the outage logged once (`service::outage`).
pub async fn sweep_deadlines(service: GameService, every: Duration, stop: CancellationToken) {
    crate::runtime::supervisor::every(every, stop, || sweep_once(&service)).await;
}

/// False when the database was away (the sweep is tried again soon).
async fn sweep_once(service: &GameService) -> bool {
    match service.clocks().sweep().await {
        Ok(events) => {
            service.upkeep().database_answered();
            if !events.is_empty() {
                debug!(
                    count = events.len(),
                    "deadline sweep: events owed to Discord"
                );
            }
            true
        }
        Err(e) if service.upkeep().database_failed("deadline sweep", &e) => false,
        Err(e) => {
            warn!(error = %e, "deadline sweep failed");
            true
        }
    }
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
            match service.puzzles().generate_puzzles_once(&stop).await {
                Ok(Some((game, found))) => debug!(game = game.0, found, "puzzles searched"),
                Ok(None) => break,
                Err(e) if service.upkeep().database_failed("puzzle generator", &e) => break,
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
    crate::runtime::supervisor::every(every, stop, || prune_once(&service, &stopping)).await;
}

/// False when the database was away, so `every` tries again sooner.
async fn prune_once(service: &GameService, stop: &CancellationToken) -> bool {
    let started = std::time::Instant::now();
    match service
        .upkeep()
        .prune_announcements(|| !stop.is_cancelled())
        .await
    {
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
        Err(e) if service.upkeep().database_failed("outbox pruning", &e) => false,
        Err(e) => {
            warn!(error = %e, "pruning the outbox failed");
            true
        }
    }
}

/// How often the scheduled backups look whether one is due (and, after a
/// failure, the longest wait before it is tried again).
pub const BACKUP_CHECK_EVERY: Duration = Duration::from_secs(300);

/// Scheduled backups (`service/backups.rs`): looks at once, then every
/// [`BACKUP_CHECK_EVERY`], until `stop` (a backup under way is dropped:
/// its partial file is never taken for a backup). A failed backup is tried
/// again after 1, 2, 4 ... seconds. A day without a backup is a warning
/// in the log (at most once an hour) and a metric; never a failed
/// `/readyz`: a bot that plays must not be taken out of service for it.
pub async fn back_up(
    service: GameService,
    schedule: crate::service::BackupSchedule,
    stop: CancellationToken,
) {
    let watching_since = service.clocks().clock_now();
    let warned_at = std::sync::atomic::AtomicI64::new(i64::MIN);
    crate::runtime::supervisor::every(BACKUP_CHECK_EVERY, stop, || {
        back_up_once(&service, &schedule, watching_since, &warned_at)
    })
    .await;
}

/// False when the backup failed, so it is tried again soon.
async fn back_up_once(
    service: &GameService,
    schedule: &crate::service::BackupSchedule,
    watching_since: i64,
    warned_at: &std::sync::atomic::AtomicI64,
) -> bool {
    use crate::service::BackupRun;
    use std::sync::atomic::Ordering;
    let succeeded = match service.upkeep().scheduled_backup(schedule).await {
        Ok(BackupRun::Made { removed, .. }) => {
            crate::telemetry::backup_tried("made");
            debug!(removed = removed.len(), "old backups removed");
            true
        }
        Ok(BackupRun::NotDue) => true,
        Ok(BackupRun::Busy) => {
            debug!("another process is making the scheduled backup");
            true
        }
        Err(error) => {
            crate::telemetry::backup_tried("failed");
            warn!(%error, dir = %schedule.dir.display(), "the scheduled backup failed; it is tried again soon");
            false
        }
    };
    let now = service.clocks().clock_now();
    let last = crate::service::backups_in(&schedule.dir)
        .last()
        .map(|newest| newest.made_at);
    let overdue = crate::service::backup_overdue(last, watching_since, now);
    crate::telemetry::backup_state(last, overdue);
    let last_warned = warned_at.load(Ordering::Relaxed);
    if overdue && now.saturating_sub(last_warned) >= crate::model::HOUR_SECS {
        warned_at.store(now, Ordering::Relaxed);
        let since = last.map_or_else(
            || "none has been made".to_string(),
            |at| format!("the newest was made {}", crate::model::utc_text(at)),
        );
        warn!(dir = %schedule.dir.display(), "no backup for more than a day: {since}");
    }
    succeeded
}
