//! Committed changes to games, announced inside this process to whoever
//! follows them: the web board's live streams (`web/live.rs`) wait on this
//! instead of each reading its game from the database twice a second.
//!
//! Only changes committed through a game's write (`write.rs`: moves,
//! passes, endings, takebacks, moderators) are announced; a follower that
//! must also see changes committed by another process sharing the
//! database reads [`GameService::game_version`] now and then.

use tokio::sync::broadcast;

use super::{GameId, GameService, GameView, ServiceResult};

/// Changes kept for a follower that is slow to read them; one that falls
/// further behind is told it lagged and reads the version itself.
pub(super) const BACKLOG: usize = 1024;

/// Game `game` is at `version` now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameChanged {
    pub game: GameId,
    pub version: i64,
}

impl GameService {
    /// Every game change committed in this process from now on.
    pub fn game_changes(&self) -> broadcast::Receiver<GameChanged> {
        self.inner.game_changes.subscribe()
    }

    /// `game`'s version as stored (one lookup by key, no replay); `None`
    /// when there is no such game.
    pub async fn game_version(&self, game: GameId) -> ServiceResult<Option<i64>> {
        Ok(self.inner.store.game(game).await?.map(|r| r.version))
    }

    /// `view` was just committed.
    pub(super) fn announce_change(&self, view: &GameView) {
        // Nobody following: nothing to do.
        let _ = self.inner.game_changes.send(GameChanged {
            game: view.id(),
            version: view.record.version,
        });
    }
}
