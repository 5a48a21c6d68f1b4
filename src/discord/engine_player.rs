//! The bot's engine at the board: when it is the engine's turn in a game
//! against it, a search runs off the async runtime (at most one per core,
//! and never two for one game at once), its move is played through the
//! service like anyone's, guarded by the ply it was chosen for, and the
//! board is posted as after a person's move.
//!
//! Nothing here is remembered across restarts: the games owed a move are
//! found in the database at start and with every sweep (`catch_up`). With
//! several processes sharing the database, the one holding a game's
//! [`Work::EngineMove`] lease thinks about it; the others leave it alone,
//! and take it over if that process dies.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::BotError;
use super::board_post::{moves_headline, post_board};
use super::render_slots::BlockingSlots;
use crate::ai;
use crate::service::{GameId, GameService, GameView, ServiceError, TakebackResult, UserId, Work};

/// Plays the engine's side of every game against it. Cheap to clone.
#[derive(Clone)]
pub struct EnginePlayer {
    inner: Arc<Inner>,
}

struct Inner {
    http: Arc<serenity::Http>,
    service: GameService,
    /// Games with a search under way; never held across an `.await`.
    thinking: Mutex<HashSet<GameId>>,
    /// One search per core, so people's games stay fast.
    cores: BlockingSlots,
}

/// The engine's user in a game against it.
fn engine_id(view: &GameView) -> Result<UserId, BotError> {
    Ok(view.engine_player().ok_or(ServiceError::NotYourGame)?.id)
}

/// The search seed of a game's ply: the same game replays the same moves.
fn seed(game: GameId, ply: usize) -> u64 {
    (game.0 as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ ply as u64
}

impl EnginePlayer {
    pub fn new(http: Arc<serenity::Http>, service: GameService) -> EnginePlayer {
        EnginePlayer {
            inner: Arc::new(Inner {
                http,
                service,
                thinking: Mutex::new(HashSet::new()),
                cores: BlockingSlots::per_core(),
            }),
        }
    }

    /// Has the engine move in `game` if it is its turn there; returns at
    /// once. A game already being thought about is left to that search.
    pub fn wake(&self, game: GameId) {
        let fresh = self
            .inner
            .thinking
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(game);
        if !fresh {
            return;
        }
        let this = self.clone();
        tokio::spawn(async move {
            let result = this.play_turns(game).await;
            this.inner
                .thinking
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&game);
            if let Err(error) = result {
                warn!(%error, %game, "the engine could not move; the next sweep tries again");
            }
        });
    }

    /// The engine's answer to the draw `view`'s player just offered: yes
    /// only when its evaluation says the position is dead equal.
    pub async fn answer_draw(&self, view: &GameView) -> Result<GameView, BotError> {
        let engine = engine_id(view)?;
        let position = view.game.clone();
        let accept = self.think(move || ai::accepts_draw(&position)).await?;
        Ok(self
            .inner
            .service
            .answer_draw(view.id, engine, accept)
            .await?)
    }

    /// The engine's answer to a takeback request: yes at levels 1 and 2.
    pub async fn answer_takeback(&self, view: &GameView) -> Result<TakebackResult, BotError> {
        let engine = engine_id(view)?;
        let accept = view.engine.is_some_and(|e| ai::accepts_takeback(e.level));
        let service = &self.inner.service;
        Ok(service
            .answer_takeback(view.id, engine, accept, None)
            .await?)
    }

    /// Runs `work` off the async runtime once a core is free.
    async fn think<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, BotError> {
        self.inner.cores.run(work).await
    }

    /// Wakes every game in which the engine is owed a move.
    pub async fn catch_up(&self) {
        match self.inner.service.engine_turns().await {
            Ok(games) => games.into_iter().for_each(|g| self.wake(g)),
            Err(error) => warn!(%error, "could not list the engine's games"),
        }
    }

    /// Moves for the engine for as long as it is its turn, unless another
    /// process is already at it.
    async fn play_turns(&self, game: GameId) -> Result<(), BotError> {
        let service = &self.inner.service;
        let work = Work::EngineMove(game);
        if !service.claim(work).await? {
            return Ok(());
        }
        let played = self.play_turns_under_lease(game).await;
        if let Err(error) = service.release(work).await {
            warn!(%error, %game, "could not give the engine's lease back; it runs out by itself");
        }
        played
    }

    /// Moves for the engine for as long as it is its turn (an Abande pass
    /// forced on the opponent hands the turn straight back).
    async fn play_turns_under_lease(&self, game: GameId) -> Result<(), BotError> {
        let service = &self.inner.service;
        loop {
            let view = service.load_game(game).await?;
            let Some(engine) = view.engine else {
                return Ok(());
            };
            if !view.is_active() || view.game.to_move() != Some(engine.color) {
                return Ok(());
            }
            let ply = view.game.ply();
            let position = view.game.clone();
            let choice = self
                .think(move || ai::choose_move(&position, engine.level, seed(game, ply)))
                .await?;
            let Some(choice) = choice else {
                return Ok(());
            };
            let result = match service
                .play_engine_move(game, &choice.mv.to_string(), ply)
                .await
            {
                Ok(result) => result,
                // The game moved on while the engine thought (a takeback,
                // a resignation): think again about what stands now.
                Err(ServiceError::Conflict) => continue,
                Err(error) => return Err(error.into()),
            };
            info!(%game, ply = ply + 1, mv = %choice.mv, depth = choice.depth, nodes = choice.nodes, ms = choice.elapsed.as_millis() as u64, "engine move");
            let headline = moves_headline(&result.game, &result.played);
            post_board(&self.inner.http, service, &result.game, headline, None).await?;
            // The lease lasts one search; renew it for the next.
            if !service.claim(Work::EngineMove(game)).await? {
                return Ok(());
            }
        }
    }
}
