//! Committed changes to games, announced inside this process to whoever
//! follows them: the web board's live streams (`web/live.rs`) wait on this
//! instead of each reading its game from the database twice a second.
//!
//! Only changes committed through a game's write (`write.rs`: moves,
//! passes, endings, takebacks, moderators) are announced. On PostgreSQL
//! the write also tells the other processes sharing the database
//! (`store/game_changes.rs`), and [`Outbox::relay_game_changes`]
//! passes what they committed on to this process's followers; a follower
//! still reads [`Outbox::game_version`] now and then, for what was
//! missed while that connection was down.

use std::time::Duration;

use tokio::sync::broadcast;
use tokio_util::sync::CancellationToken;

use super::Outbox;
use super::{GameId, GameService, GameView, ServiceResult};
use crate::store::Heard;

/// How long the relay waits before listening again after an error.
const LISTEN_AGAIN_AFTER: Duration = Duration::from_secs(2);

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
    /// `view` was just committed.
    pub(super) fn announce_change(&self, view: &GameView) {
        // Nobody following: nothing to do.
        let _ = self.inner.game_changes.send(GameChanged {
            game: view.id(),
            version: view.record.version,
        });
    }
}

impl Outbox<'_> {
    /// Every game change committed in this process from now on.
    pub fn game_changes(self) -> broadcast::Receiver<GameChanged> {
        self.service.inner.game_changes.subscribe()
    }

    /// `game`'s version as stored (one lookup by key, no replay); `None`
    /// when there is no such game.
    pub async fn game_version(self, game: GameId) -> ServiceResult<Option<i64>> {
        Ok(self
            .service
            .inner
            .store
            .game(game)
            .await?
            .map(|r| r.version))
    }

    /// Passes the game changes every process sharing the database commits
    /// on to this process's followers, until `stop`. On SQLite (one
    /// process) there is nothing to hear: it waits for `stop`.
    pub async fn relay_game_changes(self, stop: CancellationToken) {
        loop {
            let listening = tokio::select! {
                listening = self.service.inner.store.listen_game_changes() => listening,
                () = stop.cancelled() => return,
            };
            let mut listener = match listening {
                Ok(Some(listener)) => listener,
                Ok(None) => return stop.cancelled().await,
                Err(error) => {
                    tracing::warn!(%error, "cannot listen to other processes' game changes; trying again");
                    tokio::select! {
                        () = tokio::time::sleep(LISTEN_AGAIN_AFTER) => continue,
                        () = stop.cancelled() => return,
                    }
                }
            };
            tracing::info!("listening to the game changes of every process");
            loop {
                let heard = tokio::select! {
                    heard = listener.next() => heard,
                    () = stop.cancelled() => return,
                };
                match heard {
                    // This process's own changes come back too: followers
                    // ignore a version they were already told of.
                    Ok(Heard::Change { game, version }) => {
                        let _ = self
                            .service
                            .inner
                            .game_changes
                            .send(GameChanged { game, version });
                    }
                    Ok(Heard::Lost) => {
                        tracing::warn!("the game changes' connection was lost; listening again");
                    }
                    Err(error) => {
                        tracing::warn!(%error, "the game changes' connection failed; listening again");
                        break;
                    }
                }
            }
        }
    }
}
