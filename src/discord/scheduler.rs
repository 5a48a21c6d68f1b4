//! The background loop that runs [`GameService::sweep`]: reminders, losses
//! on time, expired challenges. It keeps no state of its own: the sweep
//! decides and records everything in the database, announcements included
//! (the delivery worker in `delivery.rs` sends them), so it simply runs
//! once at start and then every `every`.

use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tracing::{debug, info, warn};

use crate::service::GameService;

/// Sweeps at once, then every `every`, until `stop` (a sweep under way
/// finishes first); while the database is away, again after 1, 2, 4 ...
/// seconds, the outage logged once (`service::outage`).
pub async fn run(service: GameService, every: Duration, stop: CancellationToken) {
    super::supervisor::every(every, stop, || sweep_once(&service)).await;
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

/// How often delivered announcements past their retention are pruned.
pub const PRUNE_EVERY: Duration = Duration::from_secs(3600);

/// Prunes at once, then every `every`, until `stop`; a run under way stops
/// after its current batch.
pub async fn prune(service: GameService, every: Duration, stop: CancellationToken) {
    let stopping = stop.clone();
    super::supervisor::every(every, stop, || prune_once(&service, &stopping)).await;
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
