//! Overviews: games in progress, finished games page by page, records.

use super::{
    GameService, GameSummary, HistoryFilter, KindRecord, MAX_PER_PAGE, Page, ServiceError,
    ServiceResult, UserId,
};

impl GameService {
    /// The user's games in progress, with whose turn it is.
    pub async fn active_games(&self, user: UserId) -> ServiceResult<Vec<GameSummary>> {
        Ok(self.inner.store.active_games(user).await?)
    }

    /// The user's finished games, newest first; `page` counts from 1.
    pub async fn finished_games(
        &self,
        user: UserId,
        filter: HistoryFilter,
        page: i64,
        per_page: i64,
    ) -> ServiceResult<Page<GameSummary>> {
        if !(1..=MAX_PER_PAGE).contains(&per_page) {
            return Err(ServiceError::BadInput(format!(
                "a page holds 1 to {MAX_PER_PAGE} games"
            )));
        }
        // A page below 1 still runs the (empty) query so the error can name the last page.
        let offset = if page >= 1 {
            (page - 1).saturating_mul(per_page)
        } else {
            0
        };
        let limit = if page >= 1 { per_page } else { 0 };
        let (items, total_items) = self
            .inner
            .store
            .finished_games(user, filter, limit, offset)
            .await?;
        let total_pages = ((total_items + per_page - 1) / per_page).max(1);
        if !(1..=total_pages).contains(&page) {
            return Err(ServiceError::InvalidPage { last: total_pages });
        }
        Ok(Page {
            items,
            page,
            per_page,
            total_items,
            total_pages,
        })
    }

    /// Wins, draws and losses per kind of game; aborted games do not count.
    pub async fn record(&self, user: UserId) -> ServiceResult<Vec<KindRecord>> {
        Ok(self.inner.store.record(user).await?)
    }
}
