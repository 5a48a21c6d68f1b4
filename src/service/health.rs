//! What a health check or a metrics scrape asks of the service: whether
//! the database answers, and the counts it shows.

use super::{GameService, ServiceResult};
use crate::store::StoreStats;

impl GameService {
    /// Ok when the database answers a trivial query.
    pub async fn ping_database(&self) -> ServiceResult<()> {
        Ok(self.inner.store.ping().await?)
    }

    /// Games being played, the outbox, and the leases this process holds now.
    pub async fn store_stats(&self) -> ServiceResult<StoreStats> {
        Ok(self
            .inner
            .store
            .stats(&self.inner.instance, self.now())
            .await?)
    }

    /// The service's clock, in seconds (the age of what the scrape shows).
    pub fn clock_now(&self) -> i64 {
        self.now()
    }
}
