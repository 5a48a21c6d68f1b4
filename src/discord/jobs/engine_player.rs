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

use crate::discord::error::BotError;
use crate::discord::presentation::board::post::post_board;
use crate::discord::presentation::board::words::moves_headline;
use crate::discord::runtime::render_slots::BlockingSlots;
use crate::service::{GameId, GameService, GameView, ServiceError, TakebackResult, Work};

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

    /// The engine's answer to the draw `view`'s player just offered, as the
    /// service decides it (`service/engine_policy.rs`), weighed on a core.
    pub async fn answer_draw(&self, view: &GameView) -> Result<GameView, BotError> {
        let service = &self.inner.service;
        let offer = service.engine().engine_draw_offer(view.id()).await?;
        let answer = self.think(move || offer.decide()).await?;
        Ok(service.engine().engine_answer_draw(answer).await?)
    }

    /// The engine's answer to a takeback request, as the service decides it.
    pub async fn answer_takeback(&self, view: &GameView) -> Result<TakebackResult, BotError> {
        Ok(self
            .inner
            .service
            .engine()
            .engine_answer_takeback(view.id())
            .await?)
    }

    /// Runs `work` off the async runtime once a core is free.
    async fn think<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, BotError> {
        self.inner.cores.run(work).await
    }

    /// Wakes each game the service says the engine is owed a move in, as
    /// the moves are committed (`service/engine_wake.rs`), until `stop`.
    pub async fn follow(
        &self,
        owed: Arc<tokio::sync::Mutex<tokio::sync::mpsc::UnboundedReceiver<GameId>>>,
        stop: tokio_util::sync::CancellationToken,
    ) {
        let mut owed = owed.lock().await;
        loop {
            tokio::select! {
                game = owed.recv() => match game {
                    Some(game) => self.wake(game),
                    None => return,
                },
                () = stop.cancelled() => return,
            }
        }
    }

    /// Wakes every game in which the engine is owed a move.
    pub async fn catch_up(&self) -> bool {
        let service = &self.inner.service;
        match service.engine().engine_turns().await {
            Ok(games) => {
                service.upkeep().database_answered();
                games.into_iter().for_each(|g| self.wake(g));
                true
            }
            // Logged once per outage; tried again soon.
            Err(error) if service.upkeep().database_failed("engine catch-up", &error) => false,
            Err(error) => {
                warn!(%error, "could not list the engine's games");
                true
            }
        }
    }

    /// Moves for the engine for as long as it is its turn, unless another
    /// process is already at it.
    async fn play_turns(&self, game: GameId) -> Result<(), BotError> {
        let service = &self.inner.service;
        let work = Work::EngineMove(game);
        if !service.upkeep().claim(work).await? {
            return Ok(());
        }
        let played = self.play_turns_under_lease(game).await;
        if let Err(error) = service.upkeep().release(work).await {
            warn!(%error, %game, "could not give the engine's lease back; it runs out by itself");
        }
        played
    }

    /// Moves for the engine for as long as it is its turn (an Abande pass
    /// forced on the opponent hands the turn straight back).
    async fn play_turns_under_lease(&self, game: GameId) -> Result<(), BotError> {
        let service = &self.inner.service;
        loop {
            let Some(turn) = service.engine().engine_turn(game).await? else {
                return Ok(());
            };
            let search = turn.clone();
            let Some(choice) = self.think(move || search.search()).await? else {
                return Ok(());
            };
            let result = match service.engine().play_engine_turn(&turn, &choice).await {
                Ok(result) => result,
                // The game moved on while the engine thought (a takeback,
                // a resignation): think again about what stands now.
                Err(ServiceError::Conflict) => continue,
                Err(error) => return Err(error.into()),
            };
            info!(%game, ply = turn.ply + 1, level = %turn.level, mv = %choice.mv, depth = choice.depth, nodes = choice.nodes, ms = choice.elapsed.as_millis() as u64, "engine move");
            crate::telemetry::engine_thought(turn.level.number(), choice.elapsed);
            let headline = moves_headline(&result.game, &result.played);
            post_board(&self.inner.http, service, &result.game, headline, None).await?;
            // The lease lasts one search; renew it for the next.
            if !service.upkeep().claim(Work::EngineMove(game)).await? {
                return Ok(());
            }
        }
    }
}
