//! Games against the bot's own engine: started at once (there is nobody to
//! accept), no clock, and the engine's moves enter like anyone's, guarded by
//! the ply they were chosen for so a move is never played twice.

use super::announcements::owe_after_change;
use super::challenges::seats;
use super::view::build_view;
use super::write::BOARD_CLAIM_SECS;
use super::{
    ColorChoice, GameId, GameService, GameView, MoveResult, Place, Player, ServiceResult,
    clean_player,
};
use crate::service::{ChallengeError, GameError};
use crate::store::{Lock, NewClock, NewGameRow};
use abande_engine::Level;
use abande_rules::{Game, GameKind};

/// A game against the engine, as a player asks for it.
#[derive(Clone, Debug)]
pub struct NewEngineGame {
    pub player: Player,
    /// The bot's own Discord user, in whose name the engine plays.
    pub engine: Player,
    pub kind: GameKind,
    /// The player's colour.
    pub color: ColorChoice,
    pub level: Level,
    pub place: Place,
}

/// Games against the engine: starting them and playing its turns, draws and
/// takebacks. Borrowed from the service by [`GameService::engine`].
#[derive(Clone, Copy)]
pub struct Engine<'a> {
    pub(super) service: &'a GameService,
}

impl Engine<'_> {
    /// Starts a game against the engine and shows it in the thread
    /// `open_thread` opens (see [`Challenges::accept_challenge_into_thread`]).
    /// It has no time limit: the engine answers within seconds and the
    /// player may take their time.
    pub async fn start_engine_game(
        self,
        new: NewEngineGame,
        open_thread: impl AsyncFnOnce(&GameView) -> Option<u64>,
    ) -> ServiceResult<GameView> {
        if new.player.id == new.engine.id {
            return Err(ChallengeError::SelfChallenge.into());
        }
        let now = self.service.now();
        let mut tx = self
            .service
            .begin_write(&[Lock::Player(new.player.id), Lock::Player(new.engine.id)])
            .await?;
        tx.upsert_player(&clean_player(&new.player), now).await?;
        tx.upsert_engine(&clean_player(&new.engine), now).await?;
        let (black, white) = seats(new.color, new.player.id, new.engine.id);
        let record = tx
            .insert_game(&NewGameRow {
                kind: new.kind,
                black,
                white,
                place: new.place,
                clock: NewClock::default(),
                engine_level: Some(new.level),
                rated: false,
                created_at: now,
                to_move: Game::new(new.kind).to_move(),
            })
            .await?;
        let view = build_view(record, Vec::new())?;
        owe_after_change(&mut tx, &view, 0, now + BOARD_CLAIM_SECS, now, false).await?;
        tx.commit().await?;
        crate::telemetry::game_started(view.record.kind.id(), true);
        self.service
            .challenges()
            .show_in_thread(view, open_thread)
            .await
    }

    /// Games against the engine in which the engine is to move, longest
    /// waiting first (after a restart, these are owed a move).
    pub async fn engine_turns(self) -> ServiceResult<Vec<GameId>> {
        Ok(self.service.inner.store.engine_turns().await?)
    }

    /// Plays the engine's move `text`, chosen for the position after
    /// `at_ply` plies; `Conflict` when the game has moved on since (a
    /// takeback, or the same move already played).
    pub async fn play_engine_move(
        self,
        game_id: GameId,
        text: &str,
        at_ply: usize,
    ) -> ServiceResult<MoveResult> {
        let view = self.service.games().load_game(game_id).await?;
        let engine = view
            .record
            .engine_player()
            .ok_or(GameError::NotYourGame)?
            .id;
        self.service
            .play_move_at(game_id, engine, text, Some(at_ply))
            .await
    }
}
