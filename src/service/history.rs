//! Overviews: games in progress, finished games page by page, records.

use super::time_bank::running_left;
use super::{
    BadInput, GameService, GameSummary, GameView, HistoryFilter, KindRecord, MAX_PER_PAGE, Page,
    ServiceError, ServiceResult, UserId, Viewer,
};
use abande_rules::record::{Record, utc_date};

impl GameView {
    /// The game as a text record (see [`abande_rules::record`]); dated by when
    /// it ended, or when it started if it is still going.
    pub fn written_record(&self) -> Record {
        Record {
            black: self.record.black.name.clone(),
            white: self.record.white.name.clone(),
            date: utc_date(self.record.finished_at.unwrap_or(self.record.created_at)),
            result: self.record.result,
            ending: self.record.ended_by.map(|e| e.word().to_string()),
            ..Record::of_game(&self.game)
        }
    }
}

/// A player's results at a glance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerStats {
    /// Per kind of game they have finished, in kind order.
    pub records: Vec<KindRecord>,
    /// Games in progress.
    pub active_games: usize,
    pub longest_winning_streak: u32,
}

/// One game of a player's dashboard (`/games`), as that player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DashboardGame {
    pub summary: GameSummary,
    /// When the player to move loses on time (`None`: no clock).
    pub deadline_at: Option<i64>,
    /// With a time bank, the player's own reserve now: running down while
    /// it is their turn, as their last turn left it otherwise.
    pub my_bank_left: Option<i64>,
}

/// A player's games in progress, the ones waiting for them first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dashboard {
    /// Their turn, least time left first (games without a clock last).
    pub your_turn: Vec<DashboardGame>,
    /// The opponent's turn, the opponent's deadline soonest first.
    pub their_turn: Vec<DashboardGame>,
}

impl Dashboard {
    /// Every game, in the dashboard's order.
    pub fn games(&self) -> impl Iterator<Item = &DashboardGame> {
        self.your_turn.iter().chain(&self.their_turn)
    }

    /// The game waiting for the player that has least time left, other
    /// than `except` (the one they just moved in).
    pub fn next_waiting(&self, except: Option<super::GameId>) -> Option<&DashboardGame> {
        self.your_turn
            .iter()
            .find(|g| Some(g.summary.id()) != except)
    }
}

/// The dashboard's order: soonest deadline first, no deadline last, then
/// the older game first.
fn by_deadline(a: &DashboardGame, b: &DashboardGame) -> std::cmp::Ordering {
    let key = |g: &DashboardGame| (g.deadline_at.is_none(), g.deadline_at, g.summary.id().0);
    key(a).cmp(&key(b))
}

/// A player's games: the dashboard, active and finished games, record and
/// stats. Borrowed from the service by [`GameService::history`].
#[derive(Clone, Copy)]
pub struct History<'a> {
    pub(super) service: &'a GameService,
}

impl History<'_> {
    /// `user`'s dashboard at this moment: the games waiting for them, least
    /// time left first, then those waiting for their opponents.
    pub async fn dashboard(self, user: UserId) -> ServiceResult<Dashboard> {
        let now = self.service.now();
        let games = self.service.inner.store.active_games(user).await?;
        let mut dashboard = Dashboard::default();
        for summary in games {
            let mine = summary.record.color_of(user);
            let my_turn = summary.is_turn_of(user);
            let my_bank_left = match (summary.record.bank, mine) {
                (Some(_), Some(_)) if my_turn => running_left(&summary.record, now),
                (Some(_), Some(color)) => summary.record.bank_left.map(|left| left.get(color)),
                _ => None,
            };
            let game = DashboardGame {
                deadline_at: summary.record.deadline_at,
                my_bank_left,
                summary,
            };
            if my_turn {
                dashboard.your_turn.push(game);
            } else {
                dashboard.their_turn.push(game);
            }
        }
        dashboard.your_turn.sort_by(by_deadline);
        dashboard.their_turn.sort_by(by_deadline);
        Ok(dashboard)
    }

    /// The user's games in progress, with whose turn it is.
    pub async fn active_games(self, user: UserId) -> ServiceResult<Vec<GameSummary>> {
        Ok(self.service.inner.store.active_games(user).await?)
    }

    /// The user's finished games, newest first; `page` counts from 1.
    pub async fn finished_games(
        self,
        user: UserId,
        filter: HistoryFilter,
        page: i64,
        per_page: i64,
    ) -> ServiceResult<Page<GameSummary>> {
        let store = &self.service.inner.store;
        paged(page, per_page, |limit, offset| {
            store.finished_games(user, filter, None, limit, offset)
        })
        .await
    }

    /// The finished games of `user` that `viewer` may see
    /// ([`Viewer::may_see`]: the games of the viewer's server, and their
    /// own anywhere), newest first; `page` counts from 1.
    pub async fn finished_games_seen_by(
        self,
        user: UserId,
        viewer: Viewer,
        filter: HistoryFilter,
        page: i64,
        per_page: i64,
    ) -> ServiceResult<Page<GameSummary>> {
        let store = &self.service.inner.store;
        let seen_by = Some((viewer.user, viewer.guild));
        paged(page, per_page, |limit, offset| {
            store.finished_games(user, filter, seen_by, limit, offset)
        })
        .await
    }

    /// The most games `user` won in a row, over their finished games in the
    /// order they ended (a draw or a loss ends a streak).
    pub async fn longest_winning_streak(self, user: UserId) -> ServiceResult<u32> {
        // A negative limit is SQLite's "no limit": every finished game, newest first.
        let (newest_first, _) = self
            .service
            .inner
            .store
            .finished_games(user, HistoryFilter::default(), None, -1, 0)
            .await?;
        let (mut longest, mut current) = (0, 0);
        for game in newest_first.iter().rev() {
            let won = game
                .record
                .result
                .and_then(|outcome| outcome.winner())
                .is_some_and(|winner| Some(winner) == game.record.color_of(user));
            current = if won { current + 1 } else { 0 };
            longest = longest.max(current);
        }
        Ok(longest)
    }

    /// Everything `/stats` shows about a player.
    pub async fn stats(self, user: UserId) -> ServiceResult<PlayerStats> {
        Ok(PlayerStats {
            records: self.record(user).await?,
            active_games: self.active_games(user).await?.len(),
            longest_winning_streak: self.longest_winning_streak(user).await?,
        })
    }

    /// Wins, draws and losses per kind of game; aborted games do not count.
    pub async fn record(self, user: UserId) -> ServiceResult<Vec<KindRecord>> {
        Ok(self.service.inner.store.record(user).await?)
    }
}

/// Page `page` (from 1) of `per_page` items, fetched by `fetch(limit,
/// offset)` with the number of items in all; a page past the last is
/// refused, naming the last.
pub(super) async fn paged<T, Fetched>(
    page: i64,
    per_page: i64,
    fetch: impl FnOnce(i64, i64) -> Fetched,
) -> ServiceResult<Page<T>>
where
    Fetched: Future<Output = Result<(Vec<T>, i64), crate::store::StoreError>>,
{
    if !(1..=MAX_PER_PAGE).contains(&per_page) {
        return Err(ServiceError::BadInput(BadInput::PageSize {
            max: MAX_PER_PAGE,
        }));
    }
    // A page below 1 still runs the (empty) query so the error can name the last page.
    let offset = if page >= 1 {
        (page - 1).saturating_mul(per_page)
    } else {
        0
    };
    let limit = if page >= 1 { per_page } else { 0 };
    let (items, total_items) = fetch(limit, offset).await?;
    let total_pages = ((total_items + per_page - 1) / per_page).max(1);
    if !(1..=total_pages).contains(&page) {
        return Err(ServiceError::BadInput(BadInput::Page { last: total_pages }));
    }
    Ok(Page {
        items,
        page,
        per_page,
        total_items,
        total_pages,
    })
}
