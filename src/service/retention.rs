//! Keeping the outbox from growing without bound: an announcement that left
//! it (sent, superseded or given up) is deleted once it is older than the
//! retention period (`ServiceConfig::announcement_retention_days`,
//! `ANNOUNCEMENT_RETENTION_DAYS`, 30 days by default). A board per move made
//! the table half of the database at 200,000 games.
//!
//! What the exactly-once promise needs is kept: every announcement still
//! owed stays, whatever its age (it may still be sent or retried, with its
//! id as Discord's nonce), and ids are never handed out again, so no later
//! announcement takes a pruned one's nonce. A delivered row is read by
//! nothing the outbox decides: the board owed, the order per game and the
//! due rows all read rows still owed. The retention is at least a day,
//! longer than any claim or retry delay (a sender that lost its claim
//! finds the row settled, never gone, while Discord still keeps its nonce).
//!
//! The rows go in small batches, each a short write of its own with a
//! pause after it, so a `/move` never waits behind more than one batch;
//! with several processes one prunes at a time (the [`Work::Prune`] lease).

use super::Upkeep;
use std::time::{Duration, Instant};

use super::{DAY_SECS, GameService, ServiceResult, Work};

/// How long delivered announcements are kept unless configured otherwise.
pub const DEFAULT_ANNOUNCEMENT_RETENTION_DAYS: u32 = 30;
/// The shortest retention allowed: longer than every claim and retry delay.
pub const MIN_ANNOUNCEMENT_RETENTION_DAYS: u32 = 1;
/// The longest retention allowed (ten years).
pub const MAX_ANNOUNCEMENT_RETENTION_DAYS: u32 = 3650;
/// Rows deleted by one write.
pub const PRUNE_BATCH: i64 = 1_000;
/// The least pause after a batch.
const MIN_PRUNE_PAUSE: Duration = Duration::from_millis(20);
/// The pause after a batch is this many times as long as the batch took, so
/// pruning holds the write lock a fifth of the time at most.
const PAUSE_PER_BATCH_TIME: u32 = 4;

/// What one pruning run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Announcements deleted.
    pub rows: u64,
    /// Writes it took.
    pub batches: u64,
    /// Nothing older than the retention is left (false: stopped, or the
    /// lease was another process's).
    pub finished: bool,
}

impl GameService {
    async fn prune_under_lease(
        &self,
        batch: i64,
        pause: Duration,
        keep_going: impl Fn() -> bool,
    ) -> ServiceResult<Pruned> {
        let retention = i64::from(self.inner.config.announcement_retention_days).max(1) * DAY_SECS;
        let delivered_before = self.now() - retention;
        let mut pruned = Pruned::default();
        let mut renewed_at = self.now();
        loop {
            let started = Instant::now();
            let deleted = self
                .inner
                .store
                .prune_delivered_announcements(delivered_before, batch)
                .await?;
            pruned.rows += deleted;
            pruned.batches += 1;
            if deleted < batch as u64 {
                pruned.finished = true;
                return Ok(pruned);
            }
            if !keep_going() {
                return Ok(pruned);
            }
            tokio::time::sleep(pause.max(started.elapsed() * PAUSE_PER_BATCH_TIME)).await;
            // A long run keeps its lease; if another process took it over
            // meanwhile (this one stalled), that one goes on.
            if self.now() - renewed_at >= Work::Prune.lease_secs() / 2 {
                if !self.upkeep().claim(Work::Prune).await? {
                    return Ok(pruned);
                }
                renewed_at = self.now();
            }
        }
    }
}

impl Upkeep<'_> {
    /// Deletes the delivered announcements older than the retention
    /// period, [`PRUNE_BATCH`] rows a write, pausing after each, until none
    /// is left or `keep_going` says to stop (a shutdown). Does nothing while
    /// another process holds the [`Work::Prune`] lease.
    pub async fn prune_announcements(self, keep_going: impl Fn() -> bool) -> ServiceResult<Pruned> {
        self.prune_announcements_by(PRUNE_BATCH, MIN_PRUNE_PAUSE, keep_going)
            .await
    }

    /// [`Upkeep::prune_announcements`] with `batch` rows a write and
    /// at least `pause` after each (tests use small ones).
    pub async fn prune_announcements_by(
        self,
        batch: i64,
        pause: Duration,
        keep_going: impl Fn() -> bool,
    ) -> ServiceResult<Pruned> {
        if !self.claim(Work::Prune).await? {
            return Ok(Pruned::default());
        }
        let pruned = self
            .service
            .prune_under_lease(batch, pause, keep_going)
            .await;
        if let Err(error) = self.release(Work::Prune).await {
            // It runs out by itself.
            tracing::warn!(%error, "could not give the pruning lease back");
        }
        pruned
    }
}
