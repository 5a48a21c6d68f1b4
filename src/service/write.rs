//! The one way a game changes: [`GameWrite`] holds the game's lock and an
//! open write transaction on the game as stored, checks who may act, and
//! writes the change through the store, which returns the row as it now
//! stands (so nothing here re-derives in Rust what the SQL just did).

use super::announcements::owe_after_change;
use super::view::build_view;
use super::{
    GameId, GameLockGuard, GameService, GameStatus, GameView, ServiceError, ServiceResult, UserId,
};
use crate::service::GameError;
use crate::store::{GameChange, GameEnd, Lock, PendingRequest, StoreError, TurnClock, WriteTx};
use abande_rules::Color;

/// How long the request that changed a game has to post its board before
/// the delivery worker posts it instead.
pub const BOARD_CLAIM_SECS: i64 = 60;

async fn load_for_update(tx: &mut WriteTx, game_id: GameId) -> ServiceResult<GameView> {
    let record = tx
        .game(game_id)
        .await?
        .ok_or(GameError::NotFound(game_id))?;
    let moves = tx.moves(game_id).await?;
    build_view(record, moves)
}

/// A change in progress on one active game. Dropping it without one of the
/// finishing calls rolls everything back.
pub(super) struct GameWrite<'a> {
    _lock: GameLockGuard<'a>,
    service: &'a GameService,
    pub(super) tx: WriteTx,
    pub(super) now: i64,
    pub(super) view: GameView,
    /// The ply as the write began: the change's board announces the plies from here.
    opened_at_ply: usize,
    /// How long the writer keeps the change's board to post itself; zero
    /// hands it to the delivery worker at once (a change nobody is waiting on).
    pub(super) board_claim_secs: i64,
    /// The player now to move had conditional moves, and the move just
    /// played was off every line: their DM turn notice says so.
    pub(super) premoves_dropped: bool,
}

impl GameService {
    /// A database change holding `locks` (`store::Lock`: on PostgreSQL,
    /// advisory locks in their fixed order; on SQLite, the write lock).
    pub(super) async fn begin_write(&self, locks: &[Lock]) -> ServiceResult<WriteTx> {
        Ok(self.inner.store.begin_write_for(locks).await?)
    }

    /// Locks `game_id` (requests of one game queue here), opens a write and
    /// loads the game, whatever its state.
    pub(super) async fn open_write(&self, game_id: GameId) -> ServiceResult<GameWrite<'_>> {
        let lock = self.inner.game_locks.lock(game_id).await;
        let now = self.now();
        let mut tx = self.begin_write(&[Lock::Game(game_id)]).await?;
        let view = load_for_update(&mut tx, game_id).await?;
        Ok(GameWrite {
            _lock: lock,
            service: self,
            tx,
            now,
            opened_at_ply: view.game.ply(),
            view,
            board_claim_secs: BOARD_CLAIM_SECS,
            premoves_dropped: false,
        })
    }

    /// [`GameService::open_write`] for `user`, who must play in the game,
    /// and the game must still be on. Returns `user`'s colour too.
    pub(super) async fn write_as_player(
        &self,
        game_id: GameId,
        user: UserId,
    ) -> ServiceResult<(GameWrite<'_>, Color)> {
        let write = self.open_write(game_id).await?;
        let color = write
            .view
            .record
            .color_of(user)
            .ok_or(GameError::NotYourGame)?;
        write.side_to_move()?;
        Ok((write, color))
    }
}

/// How long a change whose commit was not confirmed keeps asking whether it
/// was stored, so the player hears within the bounded time either way.
const COMMIT_CHECK_FOR: std::time::Duration = std::time::Duration::from_secs(3);

impl GameService {
    /// Whether the change that made `view` is stored: the game stands at
    /// its version, written at its time. Asked (again, within
    /// [`COMMIT_CHECK_FOR`]) after a `COMMIT` whose answer was lost;
    /// [`ServiceError::MaybeSaved`] when the database does not answer.
    async fn was_stored(&self, view: &GameView) -> ServiceResult<bool> {
        let deadline = tokio::time::Instant::now() + COMMIT_CHECK_FOR;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let asked = tokio::time::timeout(left, self.inner.store.game(view.id())).await;
            match asked {
                Ok(Ok(stored)) => {
                    return Ok(stored.is_some_and(|stored| {
                        stored.version >= view.record.version
                            && (stored.version > view.record.version
                                || stored.updated_at == view.record.updated_at)
                    }));
                }
                Ok(Err(error)) if tokio::time::Instant::now() + Self::RETRY < deadline => {
                    tracing::debug!(%error, "asking whether a change was stored");
                    tokio::time::sleep(Self::RETRY).await;
                }
                Ok(Err(error)) => return Err(ServiceError::MaybeSaved(error.into())),
                Err(_) => return Err(ServiceError::MaybeSaved("no answer".into())),
            }
        }
    }

    const RETRY: std::time::Duration = std::time::Duration::from_millis(250);
}

impl GameWrite<'_> {
    /// The side to move; `GameOver` once the game has ended.
    pub(super) fn side_to_move(&self) -> ServiceResult<Color> {
        if !self.view.record.is_active() {
            return Err(GameError::Over.into());
        }
        self.view
            .game
            .to_move()
            .ok_or(ServiceError::Game(GameError::Over))
    }

    /// Refuses, with `outdated`, an answer to a question asked at `ply` (a
    /// button) once the game has moved on: checked here, under the lock, so
    /// a move cannot slip in between the check and the change.
    pub(super) fn expect_ply(
        &self,
        ply: Option<usize>,
        outdated: ServiceError,
    ) -> ServiceResult<()> {
        match ply {
            Some(ply) if ply != self.view.game.ply() => Err(outdated),
            _ => Ok(()),
        }
    }

    /// Removes the plies from `first_ply` on and rebuilds the view without
    /// them. The game's conditional moves go too: they were planned from a
    /// position the game no longer reaches the same way.
    pub(super) async fn take_back_from(&mut self, first_ply: usize) -> ServiceResult<()> {
        let id = self.view.id();
        self.tx.delete_moves_from(id, first_ply as i64).await?;
        self.tx.clear_game_premoves(id).await?;
        self.view = load_for_update(&mut self.tx, id).await?;
        Ok(())
    }

    /// The clocks as they stand, with no deadline running: what an ending
    /// leaves them.
    pub(super) fn stopped_clock(&self) -> TurnClock {
        TurnClock {
            deadline_at: None,
            bank_left: self.view.record.bank_left,
            paused_until: self.view.record.clock_paused_until,
        }
    }

    /// Writes a change of state in one statement (see
    /// `WriteTx::advance_game`): the clocks as `clock` says and whose turn
    /// it is as the rules say (the game as played in `view`). Commits and
    /// returns the game as stored.
    pub(super) async fn advance(
        mut self,
        clock: TurnClock,
        end: Option<GameEnd>,
        mover: Option<UserId>,
    ) -> ServiceResult<GameView> {
        if let Some(end) = &end {
            self.lock_for_ending().await?;
            self.rate_ending(end).await?;
            self.tx.clear_game_premoves(self.view.id()).await?;
            if end.status == GameStatus::Finished {
                // Searched for puzzles later, in the background.
                self.tx.queue_puzzle_scan(self.view.id(), self.now).await?;
            }
        }
        let ended_by = end.as_ref().map(|end| end.ended_by.word());
        let change = GameChange {
            clock,
            end,
            mover,
            to_move: self.view.game.to_move(),
        };
        let record = self
            .tx
            .advance_game(self.view.id(), self.view.record.version, self.now, &change)
            .await?;
        let view = GameView {
            record,
            ..self.view
        };
        // The change's board is owed from this commit on; the request posts
        // it while its claim lasts, the delivery worker after.
        let claimed_until = self.now + self.board_claim_secs;
        let at_ply = self.opened_at_ply.min(view.game.ply());
        let premoves_dropped = self.premoves_dropped;
        owe_after_change(
            &mut self.tx,
            &view,
            at_ply,
            claimed_until,
            self.now,
            premoves_dropped,
        )
        .await?;
        // A tournament's next round is paired by the change that ends its
        // last game, in the same transaction (`tournaments.rs`).
        let paired = match view.record.is_active() {
            true => Vec::new(),
            false => super::tournaments::after_game_end(&mut self.tx, &view, self.now).await?,
        };
        // Heard by the other processes' followers when it commits.
        self.tx
            .announce_game_change(view.id(), view.record.version)
            .await?;
        match self.tx.commit().await {
            Ok(()) => {}
            // The answer to COMMIT was lost: ask whether the change is there.
            Err(StoreError::CommitUnknown(lost)) => {
                if !self.service.was_stored(&view).await? {
                    return Err(ServiceError::Unavailable(
                        StoreError::CommitUnknown(lost).into(),
                    ));
                }
                tracing::info!(game = %view.id(), "the change was stored although its commit was not confirmed");
            }
            Err(error) => return Err(error.into()),
        }
        if !paired.is_empty() {
            self.service.wake_delivery();
        }
        if let Some(ended_by) = ended_by {
            crate::telemetry::game_finished(view.record.kind.id(), ended_by);
        }
        if self.board_claim_secs == 0 {
            self.service.wake_delivery();
        }
        self.service.announce_change(&view);
        self.service.engine_may_be_owed(&view);
        Ok(view)
    }

    /// An ending also changes what other games share: its players'
    /// ratings (two games ending at once rate a player one after the
    /// other) and its tournament's round (the last game of a round to end
    /// sees every other one ended). Taken after the game's lock, as
    /// [`Lock`]'s order wants.
    async fn lock_for_ending(&mut self) -> ServiceResult<()> {
        let tournament = self.tx.tournament_of_game(self.view.id()).await?;
        let mut locks = vec![
            Lock::Player(self.view.record.black.id),
            Lock::Player(self.view.record.white.id),
        ];
        locks.extend(tournament.map(Lock::Tournament));
        self.tx.lock(&locks).await?;
        Ok(())
    }

    /// Ends the game as `end` says; the clocks stop as they stand.
    pub(super) async fn end(self, end: GameEnd) -> ServiceResult<GameView> {
        let clock = self.stopped_clock();
        self.advance(clock, Some(end), None).await
    }

    /// Sets or clears a pending draw offer or takeback request (a change of
    /// the game like any other: its version moves on), commits, and returns
    /// the game as stored.
    pub(super) async fn set_request(
        mut self,
        request: PendingRequest,
        by: Option<UserId>,
    ) -> ServiceResult<GameView> {
        let record = self
            .tx
            .set_request(
                self.view.id(),
                self.view.record.version,
                request,
                by,
                self.now,
            )
            .await?;
        self.tx.commit().await?;
        Ok(GameView {
            record,
            ..self.view
        })
    }
}
