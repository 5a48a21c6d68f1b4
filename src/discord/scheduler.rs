//! The background loop that runs [`GameService::sweep`]: reminders, losses
//! on time, expired challenges. It keeps no state of its own: the sweep
//! decides and records everything in the database, announcements included
//! (the delivery worker in `delivery.rs` sends them), so it simply runs
//! once at start and then every `every`.

use std::time::Duration;

use tracing::{debug, warn};

use crate::service::GameService;

/// Sweeps at once, then every `every`, until the task is dropped.
pub async fn run(service: GameService, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
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
}
