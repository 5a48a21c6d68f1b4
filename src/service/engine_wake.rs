//! Telling the engine player that a move was committed in a game where the
//! engine moves next, whoever committed it: a slash command, the picker, a
//! premove, the web page or the Activity (issue #49). Without this a web
//! move waited for the catch-up sweep, up to a minute.
//!
//! The engine hears of it once the move's board reached Discord
//! ([`Outbox::board_posted`]), so the thread shows the person's move
//! before the engine's answer, as it always has. When no board is posted
//! soon (Discord away, another process delivering it), it hears anyway
//! after [`BOARD_WAIT`]; the catch-up sweep still covers a restart.

use std::collections::HashSet;
use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::mpsc;

use super::Engine;
use super::{GameId, GameService, GameView};

/// How long the engine waits for the board of the move it answers.
pub const BOARD_WAIT: Duration = Duration::from_secs(3);

/// The games whose engine turn is owed, and the channel the engine player
/// hears of them on.
pub(super) struct EngineWake {
    /// Committed, board not posted yet.
    waiting_for_board: Mutex<HashSet<GameId>>,
    send: mpsc::UnboundedSender<GameId>,
    /// Taken once, by the engine player.
    receive: Mutex<Option<mpsc::UnboundedReceiver<GameId>>>,
}

impl Default for EngineWake {
    fn default() -> Self {
        let (send, receive) = mpsc::unbounded_channel();
        EngineWake {
            waiting_for_board: Mutex::default(),
            send,
            receive: Mutex::new(Some(receive)),
        }
    }
}

impl EngineWake {
    /// Takes `game` off the waiting list; true when it was on it.
    fn take(&self, game: GameId) -> bool {
        self.waiting_for_board
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&game)
    }

    fn announce(&self, game: GameId) {
        // Nobody listening (no engine player in this process): the sweep
        // of the process that has one finds the game.
        let _ = self.send.send(game);
    }
}

/// Whether the engine is to move in `view`'s game.
pub(super) fn is_engines_turn(view: &GameView) -> bool {
    view.record.is_active()
        && view
            .record
            .engine
            .is_some_and(|seat| Some(seat.color) == view.game.to_move())
}

impl GameService {
    /// A change to `view` was committed: when the engine moves next, it
    /// hears of it once the board is posted, or after [`BOARD_WAIT`].
    pub(super) fn engine_may_be_owed(&self, view: &GameView) {
        if !is_engines_turn(view) {
            return;
        }
        let game = view.id();
        let wake = &self.inner.engine_wake;
        wake.waiting_for_board
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(game);
        let service = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(BOARD_WAIT).await;
            let wake = &service.inner.engine_wake;
            if wake.take(game) {
                wake.announce(game);
            }
        });
    }

    /// `game`'s board reached Discord: an engine waiting for it moves now.
    pub(super) fn engine_board_posted(&self, game: GameId) {
        let wake = &self.inner.engine_wake;
        if wake.take(game) {
            wake.announce(game);
        }
    }
}

impl Engine<'_> {
    /// The games in which the engine is owed a move from now on, as their
    /// moves are committed; `None` after the first call (one engine player
    /// per process).
    pub fn engine_turns_owed(self) -> Option<mpsc::UnboundedReceiver<GameId>> {
        self.service
            .inner
            .engine_wake
            .receive
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
    }
}
