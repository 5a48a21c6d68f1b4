//! The background loop that runs [`GameService::sweep`]: reminders, losses
//! on time, expired challenges. It keeps no state of its own: the sweep
//! decides and records everything in the database, announcements included
//! (the delivery worker in `delivery.rs` sends them), so it simply runs
//! once at start and then every `every`.

use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tracing::{debug, warn};

use crate::service::GameService;

/// Sweeps at once, then every `every`, until `stop` (a sweep under way
/// finishes first).
pub async fn run(service: GameService, every: Duration, stop: CancellationToken) {
    super::supervisor::every(every, stop, || sweep_once(&service)).await;
}

async fn sweep_once(service: &GameService) {
    match service.sweep().await {
        Ok(events) if !events.is_empty() => {
            debug!(
                count = events.len(),
                "deadline sweep: events owed to Discord"
            );
        }
        Ok(_) => {}
        Err(e) => warn!(error = %e, "deadline sweep failed"),
    }
}
