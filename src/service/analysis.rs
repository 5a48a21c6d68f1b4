//! Analyses of games (`/analyse`) and hints in games against the engine
//! (`/hint`): who may ask, one analysis per game at a time, a bounded
//! number at once, the search off the async runtime, results stored.
//! The analysis itself is `ai::analysis` (pure).

use std::collections::HashSet;
use std::sync::Mutex;

use tokio::sync::{Semaphore, SemaphorePermit};

use super::{GameId, GameService, GameSummary, GameView, HistoryFilter, ServiceError, UserId};
use crate::ai::analysis::{GameAnalysis, analyse, analysis_limits};
use crate::ai::{self, Choice};

/// Analyses running at once in this process unless `ANALYSES_AT_ONCE` says
/// otherwise: one, so the engine's moves in live games keep the other core.
pub const DEFAULT_ANALYSES_AT_ONCE: usize = 1;

/// Why an analysis or a hint is not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisRefusal {
    /// A game between people still being played: no help during play.
    LiveBetweenPeople,
    /// This game's analysis is already running.
    Running,
    /// `/hint` outside a live game against the engine.
    HintNotAgainstEngine,
    /// `/hint` when it is not the asker's turn (or they do not play).
    HintNotYourTurn,
}

#[derive(Debug, thiserror::Error)]
pub enum AnalysisError {
    #[error("analysis refused: {0:?}")]
    Refused(AnalysisRefusal),
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// The search could not run (its task panicked or the slots closed).
    #[error("the analysis failed: {0}")]
    Failed(String),
}

/// The games being analysed and the slots analyses run in: one per
/// service, so two services in one process (tests, several databases)
/// never mistake each other's game numbers for their own.
pub(super) struct AnalysisGate {
    slots: Semaphore,
    running: Mutex<HashSet<GameId>>,
}

impl AnalysisGate {
    /// `ANALYSES_AT_ONCE` slots (default [`DEFAULT_ANALYSES_AT_ONCE`]).
    pub(super) fn from_env() -> AnalysisGate {
        let at_once = std::env::var("ANALYSES_AT_ONCE")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .filter(|n: &usize| *n > 0)
            .unwrap_or(DEFAULT_ANALYSES_AT_ONCE);
        AnalysisGate {
            slots: Semaphore::new(at_once),
            running: Mutex::new(HashSet::new()),
        }
    }

    fn running(&self) -> std::sync::MutexGuard<'_, HashSet<GameId>> {
        self.running.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A slot to search in, waited for.
    async fn slot(&self) -> Result<SemaphorePermit<'_>, AnalysisError> {
        self.slots
            .acquire()
            .await
            .map_err(|e| AnalysisError::Failed(e.to_string()))
    }
}

/// Marks a game's analysis as running until dropped.
struct Running<'a> {
    gate: &'a AnalysisGate,
    game: GameId,
}

impl<'a> Running<'a> {
    fn start(gate: &'a AnalysisGate, game: GameId) -> Option<Running<'a>> {
        // Not `then_some(Running { .. })`: that builds the mark even when the
        // game is taken and drops it at once, which unmarks the running
        // analysis, and in the same statement as the lock, deadlocks.
        let inserted = gate.running().insert(game);
        inserted.then(|| Running { gate, game })
    }
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.gate.running().remove(&self.game);
    }
}

/// Whether `view` may be analysed: not while people play each other.
pub fn may_analyse(view: &GameView) -> Result<(), AnalysisRefusal> {
    if view.is_active() && view.engine.is_none() {
        return Err(AnalysisRefusal::LiveBetweenPeople);
    }
    Ok(())
}

/// The engine's suggestion for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub notation: String,
    /// From the asker's view, in hundredths of a marble or point.
    pub eval: i32,
    pub ply: usize,
}

impl GameService {
    /// The stored analysis of `id` if it covers every move the game has.
    pub async fn stored_analysis(
        &self,
        id: GameId,
    ) -> Result<(GameView, Option<GameAnalysis>), AnalysisError> {
        let view = self.load_game(id).await?;
        may_analyse(&view).map_err(AnalysisError::Refused)?;
        let stored = self
            .inner
            .store
            .analysis(id)
            .await
            .map_err(ServiceError::from)?;
        let analysis = stored
            .filter(|(plies, _)| *plies == view.game.ply())
            .and_then(|(_, body)| serde_json::from_str(&body).ok());
        Ok((view, analysis))
    }

    /// Whether `id`'s analysis is being searched now (a second request is
    /// told to wait).
    pub fn analysis_running(&self, id: GameId) -> bool {
        self.inner.analyses.running().contains(&id)
    }

    /// The games `me` may analyse, for `/analyse`'s choices: their live
    /// games against the engine, then their latest `most` finished ones;
    /// with the time now, to say how long ago each ended.
    pub async fn analysable_games(
        &self,
        me: UserId,
        most: i64,
    ) -> Result<(Vec<GameSummary>, i64), ServiceError> {
        let mut games: Vec<GameSummary> = self
            .active_games(me)
            .await?
            .into_iter()
            .filter(|g| g.engine.is_some())
            .collect();
        let finished = self
            .finished_games(me, HistoryFilter::default(), 1, most)
            .await?;
        games.extend(finished.items);
        Ok((games, self.now()))
    }

    /// Whether a stored analysis exists for `id` (`/game` says so).
    pub async fn has_analysis(&self, id: GameId) -> Result<bool, ServiceError> {
        Ok(self.inner.store.analysis(id).await?.is_some())
    }

    /// The analysis of `id`: from storage when it covers every move, else
    /// searched now (one per game at a time, a bounded number at once, off
    /// the async runtime) and stored; `progress` hears `(done, all)`
    /// positions as the search goes. Returns whether it was searched now.
    pub async fn analyse_game(
        &self,
        id: GameId,
        progress: impl FnMut(usize, usize) + Send + 'static,
    ) -> Result<(GameView, GameAnalysis, bool), AnalysisError> {
        let (view, stored) = self.stored_analysis(id).await?;
        if let Some(analysis) = stored {
            return Ok((view, analysis, false));
        }
        let gate = &self.inner.analyses;
        let _running =
            Running::start(gate, id).ok_or(AnalysisError::Refused(AnalysisRefusal::Running))?;
        let slot = gate.slot().await?;
        let game = view.game.clone();
        let mut progress = progress;
        let analysis =
            tokio::task::spawn_blocking(move || analyse(&game, analysis_limits(), &mut progress))
                .await
                .map_err(|e| AnalysisError::Failed(e.to_string()))?;
        drop(slot);
        let body =
            serde_json::to_string(&analysis).map_err(|e| AnalysisError::Failed(e.to_string()))?;
        self.inner
            .store
            .save_analysis(id, view.game.ply(), &body, self.now())
            .await
            .map_err(ServiceError::from)?;
        Ok((view, analysis, true))
    }

    /// The engine's move for `me` in a live game against it, noted in the
    /// game's record.
    pub async fn hint(&self, id: GameId, me: UserId) -> Result<Hint, AnalysisError> {
        let view = self.load_game(id).await?;
        if !view.is_active() || view.engine.is_none() {
            return Err(AnalysisError::Refused(
                AnalysisRefusal::HintNotAgainstEngine,
            ));
        }
        let mover = view.player_to_move().map(|p| p.id);
        if mover != Some(me) {
            return Err(AnalysisError::Refused(AnalysisRefusal::HintNotYourTurn));
        }
        let slot = self.inner.analyses.slot().await?;
        let game = view.game.clone();
        let choice: Option<Choice> = tokio::task::spawn_blocking(move || {
            ai::choose_move_with(
                &game,
                ai::Level::new(4).expect("level 4"),
                analysis_limits(),
                0,
            )
        })
        .await
        .map_err(|e| AnalysisError::Failed(e.to_string()))?;
        // The slot is the search's: writing the record waits for the
        // database's write lock, which must not keep other searches waiting.
        drop(slot);
        let choice = choice.ok_or(AnalysisError::Refused(AnalysisRefusal::HintNotYourTurn))?;
        let notation = choice.mv.to_string();
        let ply = view.game.ply();
        self.inner
            .store
            .record_hint(id, ply, me, &notation, self.now())
            .await
            .map_err(ServiceError::from)?;
        let eval = if choice.eval > Choice::FORCED {
            ai::analysis::EVAL_CAP
        } else if choice.eval < -Choice::FORCED {
            -ai::analysis::EVAL_CAP
        } else {
            choice.eval
        };
        Ok(Hint {
            notation,
            eval,
            ply,
        })
    }

    /// How many hints were shown in `id` (a hinted game is marked).
    pub async fn hints_shown(&self, id: GameId) -> Result<usize, ServiceError> {
        Ok(self.inner.store.hint_count(id).await?)
    }
}
