//! An outage of the database as the background tasks (the deadline sweep
//! with its leases and tournaments, the delivery worker, the engine's
//! catch-up) and the health check see it. Each of them keeps trying on its
//! own, backing off ([`Backoff`]); what they tell here makes the log say
//! once that the database went away and once that it came back, with how
//! long it was away and how many attempts failed meanwhile, instead of a
//! warning at every attempt.

use super::Upkeep;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::ServiceError;

/// When the current outage began and how many attempts failed since.
#[derive(Debug, Default)]
pub(super) struct Outage {
    since: Mutex<Option<(Instant, u64)>>,
}

impl Outage {
    /// When the outage began and the failures since; a poisoned lock is
    /// still read (the state is two plain values, never half-written).
    fn since(&self) -> std::sync::MutexGuard<'_, Option<(Instant, u64)>> {
        self.since.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Upkeep<'_> {
    /// Notes that `task`'s attempt failed with `error`. True when that is
    /// the database being away: the first such failure logs the outage's
    /// start, later ones only count (the caller then logs nothing and
    /// backs off). False for any other error, which the caller reports.
    pub fn database_failed(self, task: &str, error: &ServiceError) -> bool {
        if !error.is_unavailable() {
            return false;
        }
        let mut since = self.service.inner.outage.since();
        match since.as_mut() {
            Some((_, failures)) => *failures += 1,
            None => {
                tracing::error!(
                    task,
                    %error,
                    "the database is unavailable; background work waits and retries"
                );
                *since = Some((Instant::now(), 1));
            }
        }
        true
    }

    /// Notes that the database answered: the end of an outage is logged once.
    pub fn database_answered(self) {
        let mut since = self.service.inner.outage.since();
        if let Some((began, failures)) = since.take() {
            tracing::info!(
                away_secs = began.elapsed().as_secs(),
                failed_attempts = failures,
                "the database answers again"
            );
        }
    }

    /// How long the database has been away, as last found.
    pub fn database_away_for(self) -> Option<Duration> {
        let since = self.service.inner.outage.since();
        since.map(|(began, _)| began.elapsed())
    }
}

/// The waits between a background task's attempts while the database is
/// away: 1, 2, 4 ... seconds, at most `max`; back to the first after a
/// success.
#[derive(Clone, Debug)]
pub struct Backoff {
    next: Duration,
    max: Duration,
}

impl Backoff {
    pub const FIRST: Duration = Duration::from_secs(1);

    pub fn new(max: Duration) -> Backoff {
        Backoff {
            next: Self::FIRST.min(max),
            max,
        }
    }

    /// The wait after one more failure.
    pub fn failed(&mut self) -> Duration {
        let wait = self.next;
        self.next = (self.next * 2).min(self.max);
        wait
    }

    pub fn succeeded(&mut self) {
        self.next = Self::FIRST.min(self.max);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_waits_double_up_to_the_most_and_start_over_after_a_success() {
        let mut backoff = Backoff::new(Duration::from_secs(10));
        let waits: Vec<u64> = (0..6).map(|_| backoff.failed().as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 10, 10]);
        backoff.succeeded();
        assert_eq!(backoff.failed(), Duration::from_secs(1));
    }
}
