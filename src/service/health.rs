//! What a health check or a metrics scrape asks of the service: whether
//! the database answers, and the counts it shows.

use super::Clocks;
use super::{GameService, ServiceResult};
use crate::model::StoreStats;

/// The background work: leases, pruning, backups, threads to archive, the
/// database's health. Borrowed from the service by [`GameService::upkeep`].
#[derive(Clone, Copy)]
pub struct Upkeep<'a> {
    pub(super) service: &'a GameService,
}

impl Upkeep<'_> {
    /// Ok when the database answers a trivial query.
    pub async fn ping_database(self) -> ServiceResult<()> {
        Ok(self.service.inner.store.ping().await?)
    }

    /// Games being played, the outbox, and the leases this process holds now.
    pub async fn store_stats(self) -> ServiceResult<StoreStats> {
        Ok(self
            .service
            .inner
            .store
            .stats(&self.service.inner.instance, self.service.now())
            .await?)
    }
}

impl Clocks<'_> {
    /// The service's clock, in seconds (the age of what the scrape shows).
    pub fn clock_now(self) -> i64 {
        self.service.now()
    }
}
