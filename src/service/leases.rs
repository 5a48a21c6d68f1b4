//! Work that one process at a time does when several bot processes share
//! the database: the deadline sweep, the engine's move in one game, the
//! delivery of one announcement. Each is claimed in the database for a
//! limited time (a lease, `store/leases.rs`, or an announcement's
//! `claimed_until`), so it is done once across processes, and the work of a
//! process that died is taken over when its claim runs out. Correctness
//! never rests on a claim alone: every change re-reads its game under the
//! database's write lock and checks its version (`service/write.rs`); the
//! claims keep processes from doing the same work twice.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use super::Outbox;
use super::Upkeep;
use super::{Announcement, GameId, ServiceResult};

/// How long a delivery worker may take to send one announcement before
/// another process may try it (a send waits out Discord's rate limits).
pub const ANNOUNCEMENT_CLAIM_SECS: i64 = 60;

/// Work that needs a lease.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// Reminders, losses on time, expired challenges: `Clocks::sweep`.
    Sweep,
    /// The engine thinking about and playing its move in a game.
    EngineMove(GameId),
    /// Deleting delivered announcements past their retention (`retention.rs`).
    Prune,
    /// A scheduled backup of the database (`backups.rs`).
    Backup,
}

impl Work {
    pub(super) fn lease_name(self) -> String {
        match self {
            Work::Sweep => "sweep".to_string(),
            Work::EngineMove(game) => format!("engine-move:{}", game.0),
            Work::Prune => "prune-announcements".to_string(),
            Work::Backup => "backup".to_string(),
        }
    }

    /// Longer than the work takes (a sweep renews its lease as it goes; a
    /// search takes seconds), short enough that the work of a dead process
    /// is not held up for long.
    pub fn lease_secs(self) -> i64 {
        match self {
            Work::Sweep | Work::Prune => 60,
            Work::EngineMove(_) => 120,
            // Renewed every third of it while a copy is made.
            Work::Backup => 600,
        }
    }
}

/// A name for this process among those sharing the database: unique per
/// start, so a restarted process never mistakes an old lease for its own.
pub(super) fn new_instance_name() -> String {
    static STARTED: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let count = STARTED.fetch_add(1, Ordering::Relaxed);
    format!("pid{}-{nanos:x}-{count}", std::process::id())
}

impl Upkeep<'_> {
    /// Takes (or renews) the lease on `work` for [`Work::lease_secs`];
    /// `false` when another process holds it.
    pub async fn claim(self, work: Work) -> ServiceResult<bool> {
        let now = self.service.now();
        Ok(self
            .service
            .inner
            .store
            .take_lease(
                &work.lease_name(),
                &self.service.inner.instance,
                now,
                now + work.lease_secs(),
            )
            .await?)
    }

    /// Gives the lease on `work` back, so the next who asks gets it at once.
    pub async fn release(self, work: Work) -> ServiceResult<()> {
        Ok(self
            .service
            .inner
            .store
            .release_lease(&work.lease_name(), &self.service.inner.instance)
            .await?)
    }

    /// Gives back every lease this process holds (at a clean shutdown), so
    /// the other processes take its work over at once, not when it runs out.
    pub async fn release_my_leases(self) -> ServiceResult<()> {
        Ok(self
            .service
            .inner
            .store
            .release_leases_of(&self.service.inner.instance)
            .await?)
    }
}

impl Outbox<'_> {
    /// Claims `announcement` for this process's delivery worker; `false`
    /// when it is not due or another process (or request) holds it.
    pub async fn claim_announcement(self, announcement: &Announcement) -> ServiceResult<bool> {
        let now = self.service.now();
        Ok(self
            .service
            .inner
            .store
            .claim_announcement(announcement.id, now, now + ANNOUNCEMENT_CLAIM_SECS)
            .await?)
    }
}
