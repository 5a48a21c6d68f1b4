//! Analyses of games (`/analyse`) and hints in games against the engine
//! (`/hint`): who may ask (a game they may see, not during a game between
//! people), one analysis per game and per user at a time, a bounded queue
//! with its places told to whoever waits, a cap on the plies searched, the
//! search off the async runtime and stopped between plies once nobody can
//! receive it, results stored for exactly the moves they were made for and
//! extended from where they stopped. Hints have slots of their own, so they
//! never wait behind analyses. The analysis itself is `ai::analysis` (pure).
//!
//! The gate belongs to each `GameService`, not to the process (two services
//! in one process, as in the tests, have the same game numbers):
//! `AnalysisConfig::at_once` (`ANALYSES_AT_ONCE`) searching and `queue`
//! (`ANALYSIS_QUEUE`) waiting; one more is refused with the wait it would
//! have had (plies ahead times `estimated_per_ply`, divided by the
//! threads), as is one the line would not reach before its deadline. A job
//! searches from a thread of its own lowered to [`ANALYSIS_NICE`], which
//! hands the positions to `AnalysisConfig::threads` plain threads
//! (`ANALYSIS_THREADS`); before each position it checks the request's
//! cancellation, its deadline and the service's shutdown, and stores what
//! it searched even when stopped. A stored analysis carries the
//! fingerprint of the moves it covers (`moves_hash`): it is shown only for
//! exactly those moves and extended when the game has moved on from them.

use crate::service::GameError;
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{Semaphore, oneshot};
use tokio_util::sync::CancellationToken;

use super::view::Viewer;
use super::{GameId, GameService, GameSummary, GameView, HistoryFilter, ServiceError, UserId};
use abande_engine::analysis::{GameAnalysis, analyse_from, analysis_limits};
use abande_engine::{self as ai, Choice, SearchLimits};
use abande_rules::{Family, Move};

/// Analyses searched at once in this process unless `ANALYSES_AT_ONCE` says
/// otherwise: one, on every core by default ([`default_analysis_threads`]),
/// so it ends sooner; the runtime, renders and the engine's moves in live
/// games share the cores with it (BENCHMARKS.md measures a move's board
/// during an analysis).
pub const DEFAULT_ANALYSES_AT_ONCE: usize = 1;
/// Analyses waiting for a slot, at most, unless `ANALYSIS_QUEUE` says
/// otherwise; one more is refused with the wait it would have had.
pub const DEFAULT_ANALYSIS_QUEUE: usize = 10;
/// Plies of a game analysed at most; the rest is said to be left out.
pub const ANALYSIS_PLY_CAP: usize = 400;
/// Hints searched at once, beside the analyses and never behind them.
pub const DEFAULT_HINTS_AT_ONCE: usize = 1;

/// What a ply of analysis takes on this machine on one thread
/// (BENCHMARKS.md, "Game analysis": 0.30 s a position for Abalone, 0.12 s
/// for Abande), to tell how long a queue would keep someone waiting.
pub fn estimated_per_ply(family: Family) -> Duration {
    match family {
        Family::Abalone => Duration::from_millis(300),
        Family::Abande => Duration::from_millis(120),
    }
}

/// Threads each analysis searches on unless `ANALYSIS_THREADS` says
/// otherwise: the machine's cores shared among the analyses searched at
/// once (`at_once`), at least one each; so by default the one analysis
/// running takes every core.
pub fn default_analysis_threads(at_once: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cores / at_once.max(1)).max(1)
}

/// The nice value an analysis's threads run at (Linux; 0 is the bot's
/// other threads, 19 the lowest): the runtime, renders and the engine's
/// moves in live games go first when they want the cores.
pub const ANALYSIS_NICE: i32 = 10;

/// Lowers the calling thread to `nice` ([`ANALYSIS_NICE`] for analyses);
/// the threads it starts afterwards inherit it. Where that cannot be done,
/// nothing changes.
pub(super) fn lower_this_threads_priority(nice: i32) {
    #[cfg(target_os = "linux")]
    if let Err(e) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), nice) {
        tracing::debug!("analysis thread priority left as it was: {e}");
    }
}

/// How analyses and hints share the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisConfig {
    /// Analyses searched at once.
    pub at_once: usize,
    /// Threads each analysis searches its positions on (plain OS threads,
    /// never the async runtime's); the result is the same on any number.
    pub threads: usize,
    /// Analyses waiting, at most.
    pub queue: usize,
    /// Plies analysed at most.
    pub ply_cap: usize,
    /// Hints searched at once (their own slots).
    pub hints_at_once: usize,
    /// How hard each position is searched.
    pub limits: SearchLimits,
}

impl Default for AnalysisConfig {
    /// The defaults above; the configuration (`ANALYSES_AT_ONCE`,
    /// `ANALYSIS_THREADS`, `ANALYSIS_QUEUE`) sets them through
    /// [`AnalysisConfig::sized`].
    fn default() -> Self {
        AnalysisConfig::sized(DEFAULT_ANALYSES_AT_ONCE, None, DEFAULT_ANALYSIS_QUEUE)
    }
}

impl AnalysisConfig {
    /// `at_once` analyses on `threads` threads each (by default the cores
    /// shared among them), `queue` waiting at most.
    pub fn sized(at_once: usize, threads: Option<usize>, queue: usize) -> Self {
        AnalysisConfig {
            at_once,
            threads: threads.unwrap_or_else(|| default_analysis_threads(at_once)),
            queue,
            ply_cap: ANALYSIS_PLY_CAP,
            hints_at_once: DEFAULT_HINTS_AT_ONCE,
            limits: analysis_limits(),
        }
    }
}

/// Why an analysis or a hint is not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisRefusal {
    /// A game between people still being played: no help during play.
    LiveBetweenPeople,
    /// This game's analysis is already queued or running (asked by someone else).
    Running,
    /// The asker already has an analysis queued or running: this one.
    AlreadyQueued { game: GameId },
    /// The queue is full (or would not reach this one before its answer
    /// can no longer be delivered): it would have taken about `wait`.
    QueueFull { wait: Duration },
    /// `/hint` outside a live game against the engine.
    HintNotAgainstEngine,
    /// `/hint` when it is not the asker's turn (or they do not play).
    HintNotYourTurn,
}

/// Why an analysis under way stopped before its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// Nobody can receive it any more: its request was cancelled or its
    /// deadline passed.
    Unreachable,
    /// The process is shutting down.
    Shutdown,
}

#[derive(Debug, thiserror::Error)]
pub enum AnalysisError {
    #[error("analysis refused: {0:?}")]
    Refused(AnalysisRefusal),
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// Stopped between plies; what was searched is stored and the next
    /// request goes on from there.
    #[error("the analysis stopped: {0:?}")]
    Stopped(Stopped),
    /// The search could not run (its task panicked or the slots closed).
    #[error("the analysis failed: {0}")]
    Failed(String),
}

impl From<AnalysisRefusal> for AnalysisError {
    fn from(why: AnalysisRefusal) -> Self {
        AnalysisError::Refused(why)
    }
}

/// Where an analysis stands, as told to whoever waits for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisProgress {
    /// Waiting for a slot: 1 is next.
    Queued { place: usize },
    /// Searching: `(positions searched, positions in all)`, those of a
    /// stored analysis it extends counted as searched.
    Searching { done: usize, all: usize },
}

/// Hears an analysis's progress (from any thread; keep it quick).
pub type ProgressFn = Arc<dyn Fn(AnalysisProgress) + Send + Sync>;

/// One request for an analysis.
#[derive(Clone, Debug)]
pub struct AnalysisRequest {
    pub game: GameId,
    /// Who asks, from where: they must be allowed to see the game.
    pub viewer: Viewer,
    /// Cancelled when nobody can receive the answer any more.
    pub cancel: CancellationToken,
    /// After this the answer cannot be delivered (e.g. the reply's token
    /// has expired): the analysis stops, or is not queued at all when the
    /// queue would not reach it in time.
    pub deadline: Option<Instant>,
}

impl AnalysisRequest {
    /// A request nobody cancels.
    pub fn new(game: GameId, viewer: Viewer) -> AnalysisRequest {
        AnalysisRequest {
            game,
            viewer,
            cancel: CancellationToken::new(),
            deadline: None,
        }
    }
}

/// What a request gets: the stored analysis, or a place in the queue.
pub enum AnalysisStart {
    /// Stored for exactly these moves: nothing to search.
    Ready(Box<(GameView, GameAnalysis)>),
    /// Admitted: searching, or waiting for a slot; [`AnalysisJob::run`]
    /// gives the analysis.
    Queued(Box<AnalysisJob>),
}

impl std::fmt::Debug for AnalysisStart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisStart::Ready(ready) => write!(f, "Ready(game {})", ready.0.id()),
            AnalysisStart::Queued(job) => write!(f, "Queued(game {})", job.view.id()),
        }
    }
}

/// An analysis waiting for a slot.
struct Waiting {
    ticket: u64,
    /// How long it is expected to search.
    cost: Duration,
    turn: oneshot::Sender<()>,
    progress: ProgressFn,
    left: Arc<AtomicUsize>,
    per_ply: Duration,
}

/// An analysis searching: its plies left, for the wait estimate.
struct Searching {
    left: Arc<AtomicUsize>,
    per_ply: Duration,
}

#[derive(Default)]
struct Queue {
    next_ticket: u64,
    searching: HashMap<u64, Searching>,
    waiting: VecDeque<Waiting>,
    /// The game each asker's analysis is for, while queued or searching.
    users: HashMap<UserId, GameId>,
    games: HashSet<GameId>,
}

/// Places to tell after a change of the queue (told once the lock is gone).
type Places = Vec<(ProgressFn, usize)>;

impl Queue {
    /// Hands free slots to the first waiting; the places of all who still wait.
    fn advance(&mut self, at_once: usize) -> Places {
        while self.searching.len() < at_once {
            let Some(next) = self.waiting.pop_front() else {
                break;
            };
            // A waiter gone at the same time gives its slot back on drop.
            let _ = next.turn.send(());
            self.searching.insert(
                next.ticket,
                Searching {
                    left: next.left,
                    per_ply: next.per_ply,
                },
            );
        }
        self.places()
    }

    fn places(&self) -> Places {
        self.waiting
            .iter()
            .enumerate()
            .map(|(i, w)| (w.progress.clone(), i + 1))
            .collect()
    }

    /// How long until every analysis now searching or waiting is done.
    fn backlog(&self, at_once: usize) -> Duration {
        let searching: Duration = self
            .searching
            .values()
            .map(|s| s.per_ply * s.left.load(Ordering::Relaxed) as u32)
            .sum();
        let waiting: Duration = self.waiting.iter().map(|w| w.cost).sum();
        (searching + waiting) / at_once.max(1) as u32
    }
}

fn tell(places: Places) {
    for (progress, place) in places {
        progress(AnalysisProgress::Queued { place });
    }
}

/// The queue, the slots and the hints' slots: one per service, so two
/// services in one process (tests, several databases) never mistake each
/// other's game numbers for their own.
pub(super) struct AnalysisGate {
    pub(super) config: AnalysisConfig,
    queue: Mutex<Queue>,
    hints: Semaphore,
    /// Cancelled at shutdown: every analysis stops between plies.
    shutdown: CancellationToken,
}

impl AnalysisGate {
    pub(super) fn new(config: AnalysisConfig) -> AnalysisGate {
        let config = AnalysisConfig {
            at_once: config.at_once.max(1),
            threads: config.threads.max(1),
            hints_at_once: config.hints_at_once.max(1),
            ..config
        };
        AnalysisGate {
            config,
            queue: Mutex::new(Queue::default()),
            hints: Semaphore::new(config.hints_at_once),
            shutdown: CancellationToken::new(),
        }
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Whether `view` may be analysed: not while people play each other.
pub fn may_analyse(view: &GameView) -> Result<(), AnalysisRefusal> {
    if view.record.is_active() && view.record.engine.is_none() {
        return Err(AnalysisRefusal::LiveBetweenPeople);
    }
    Ok(())
}

/// A stable fingerprint of a move list (FNV-1a over the notations), stored
/// with an analysis: it is reused or extended only for the same moves.
pub fn moves_hash(moves: &[Move]) -> i64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for m in moves {
        for byte in m.to_string().bytes().chain([b' ']) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash as i64
}

/// The engine's suggestion for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub notation: String,
    /// From the asker's view, in hundredths of a marble or point.
    pub eval: i32,
    pub ply: usize,
}

/// An admitted analysis: waiting for its slot or searching. Dropping it
/// (a request given up) gives back its place and its slot.
pub struct AnalysisJob {
    service: GameService,
    ticket: u64,
    user: UserId,
    view: GameView,
    from: Option<GameAnalysis>,
    upto: usize,
    turn: Option<oneshot::Receiver<()>>,
    progress: ProgressFn,
    left: Arc<AtomicUsize>,
    cancel: CancellationToken,
    deadline: Option<Instant>,
}

impl AnalysisJob {
    /// The game, as it was when asked.
    pub fn view(&self) -> &GameView {
        &self.view
    }

    /// Where it stands now: its place in the queue, or the plies searched.
    pub fn place(&self) -> Option<usize> {
        let queue = self.service.inner.analyses.queue();
        queue
            .waiting
            .iter()
            .position(|w| w.ticket == self.ticket)
            .map(|i| i + 1)
    }

    /// Why it must stop now, if it must.
    fn must_stop(
        cancel: &CancellationToken,
        shutdown: &CancellationToken,
        deadline: Option<Instant>,
    ) -> Option<Stopped> {
        if shutdown.is_cancelled() {
            Some(Stopped::Shutdown)
        } else if cancel.is_cancelled() || deadline.is_some_and(|d| Instant::now() >= d) {
            Some(Stopped::Unreachable)
        } else {
            None
        }
    }

    /// Waits for its slot (or a reason to stop), searches, stores what it
    /// searched (also when stopped, to be extended later) and gives the
    /// analysis.
    pub async fn run(mut self) -> Result<(GameView, GameAnalysis), AnalysisError> {
        let gate = &self.service.inner.analyses;
        let shutdown = gate.shutdown.clone();
        if let Some(turn) = self.turn.take() {
            let deadline = async {
                match self.deadline {
                    Some(d) => tokio::time::sleep_until(d.into()).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                granted = turn => granted.map_err(|e| AnalysisError::Failed(e.to_string()))?,
                () = self.cancel.cancelled() => return Err(AnalysisError::Stopped(Stopped::Unreachable)),
                () = shutdown.cancelled() => return Err(AnalysisError::Stopped(Stopped::Shutdown)),
                () = deadline => return Err(AnalysisError::Stopped(Stopped::Unreachable)),
            }
        }
        let game = self.view.game.clone();
        let (upto, from) = (self.upto, self.from.take());
        let (limits, threads) = (gate.config.limits, gate.config.threads);
        let from_plies = from.as_ref().map_or(0, |a| a.plies.len());
        let (progress, left) = (self.progress.clone(), self.left.clone());
        let (cancel, stopping, deadline) = (self.cancel.clone(), shutdown.clone(), self.deadline);
        // A thread of its own, at a lower priority, hands the positions to
        // `threads` threads it starts (which inherit the priority) and waits
        // for them: neither the runtime's workers nor its blocking pool
        // search.
        let (answer, answered) = oneshot::channel();
        let started = std::thread::Builder::new()
            .name("analysis".into())
            .spawn(move || {
                lower_this_threads_priority(ANALYSIS_NICE);
                let searched = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let mut told = |done: usize, all: usize| {
                        left.store(all.saturating_sub(done), Ordering::Relaxed);
                        progress(AnalysisProgress::Searching { done, all });
                    };
                    let stop = || Self::must_stop(&cancel, &stopping, deadline).is_some();
                    analyse_from(&game, upto, from, limits, threads, &mut told, &stop)
                }));
                let _ = answer.send(searched);
            });
        let searched = match started {
            Err(e) => Err(AnalysisError::Failed(e.to_string())),
            Ok(_) => match answered.await {
                Ok(Ok(searched)) => Ok(searched),
                Ok(Err(_)) => Err(AnalysisError::Failed("the analysis panicked".into())),
                Err(e) => Err(AnalysisError::Failed(e.to_string())),
            },
        };
        // The slot is the search's: storing waits for the database's write
        // lock, which must not keep the next analysis waiting.
        self.release_slot();
        let (analysis, complete) = searched?;
        let plies = analysis.plies.len();
        if plies > from_plies || (complete && from_plies == 0) {
            let body = serde_json::to_string(&analysis)
                .map_err(|e| AnalysisError::Failed(e.to_string()))?;
            let hash = moves_hash(&self.view.game.moves()[..plies]);
            let service = &self.service;
            service
                .inner
                .store
                .save_analysis(self.view.id(), plies, hash, &body, service.now())
                .await
                .map_err(ServiceError::from)?;
        }
        if complete && self.view.game.is_over() {
            // A player's analysed game gives its puzzles first.
            let service = &self.service;
            service
                .inner
                .store
                .prefer_puzzle_scan(self.view.id(), service.now())
                .await
                .map_err(ServiceError::from)?;
        }
        if !complete {
            let why = Self::must_stop(&self.cancel, &shutdown, self.deadline)
                .unwrap_or(Stopped::Unreachable);
            return Err(AnalysisError::Stopped(why));
        }
        Ok((self.view.clone(), analysis))
    }

    /// Frees its slot for the next in line (its marks stay until dropped).
    fn release_slot(&self) {
        let gate = &self.service.inner.analyses;
        let places = {
            let mut queue = gate.queue();
            if queue.searching.remove(&self.ticket).is_none() {
                return;
            }
            queue.advance(gate.config.at_once)
        };
        tell(places);
    }
}

impl Drop for AnalysisJob {
    fn drop(&mut self) {
        let gate = &self.service.inner.analyses;
        let places = {
            let mut queue = gate.queue();
            queue.users.remove(&self.user);
            queue.games.remove(&self.view.id());
            let before = queue.waiting.len();
            queue.waiting.retain(|w| w.ticket != self.ticket);
            let searched = queue.searching.remove(&self.ticket).is_some();
            if searched || queue.waiting.len() != before {
                queue.advance(gate.config.at_once)
            } else {
                Vec::new()
            }
        };
        tell(places);
    }
}

impl GameService {
    /// The stored analysis of `view` if it was made for exactly its moves
    /// (up to the ply cap); else the longest stored start of it to extend.
    async fn stored_for(&self, view: &GameView) -> Result<Option<GameAnalysis>, ServiceError> {
        let upto = view.game.ply().min(self.inner.analyses.config.ply_cap);
        let Some(stored) = self.inner.store.analysis(view.id()).await? else {
            return Ok(None);
        };
        let same_moves = stored.plies <= upto
            && stored.moves_hash == Some(moves_hash(&view.game.moves()[..stored.plies]));
        if !same_moves {
            return Ok(None);
        }
        Ok(serde_json::from_str::<GameAnalysis>(&stored.body)
            .ok()
            .filter(|a| a.plies.len() == stored.plies))
    }

    /// The analyses searching now.
    pub(super) fn analyses_searching(&self) -> usize {
        self.inner.analyses.queue().searching.len()
    }
}

/// Analyses of finished games, hints, and `/explore`. Borrowed from the service
/// by [`GameService::analysis`].
#[derive(Clone, Copy)]
pub struct Analysis<'a> {
    pub(super) service: &'a GameService,
}

impl Analysis<'_> {
    /// The game `id` if `viewer` may see it (the rule `/game` follows:
    /// anyone in the game's server, its players anywhere); any other is
    /// "not found", exactly as a game that does not exist.
    pub async fn visible_game(self, id: GameId, viewer: Viewer) -> Result<GameView, ServiceError> {
        let view = self.service.games().load_game(id).await?;
        if viewer.may_see(&view) {
            Ok(view)
        } else {
            Err(GameError::NotFound(id).into())
        }
    }

    /// The stored analysis of `view`, a game its caller already may see
    /// (the web page checked its link), if it covers every move the game
    /// has (up to the ply cap); never one of a game people still play.
    pub async fn stored_analysis_of(
        self,
        view: &GameView,
    ) -> Result<Option<GameAnalysis>, ServiceError> {
        if may_analyse(view).is_err() {
            return Ok(None);
        }
        let upto = view
            .game
            .ply()
            .min(self.service.inner.analyses.config.ply_cap);
        Ok(self
            .service
            .stored_for(view)
            .await?
            .filter(|a| a.plies.len() == upto))
    }

    /// Whether `id`'s analysis is queued or being searched now.
    pub fn analysis_running(self, id: GameId) -> bool {
        self.service.inner.analyses.queue().games.contains(&id)
    }

    /// The analyses waiting for a slot now.
    pub fn analyses_waiting(self) -> usize {
        self.service.inner.analyses.queue().waiting.len()
    }

    /// Stops every analysis between plies (what they searched is stored)
    /// and refuses new ones: for a shutdown.
    pub fn stop_analyses(self) {
        self.service.inner.analyses.shutdown.cancel();
    }

    /// Stops the analyses when `stop` is cancelled (the supervisor's token).
    pub fn stop_analyses_with(self, stop: CancellationToken) {
        let mine = self.service.inner.analyses.shutdown.clone();
        tokio::spawn(async move {
            tokio::select! {
                () = stop.cancelled() => mine.cancel(),
                () = mine.cancelled() => {}
            }
        });
    }

    /// The games `me` may analyse, for `/analyse`'s choices: their live
    /// games against the engine, then their latest `most` finished ones;
    /// with the time now, to say how long ago each ended.
    pub async fn analysable_games(
        self,
        me: UserId,
        most: i64,
    ) -> Result<(Vec<GameSummary>, i64), ServiceError> {
        let mut games: Vec<GameSummary> = self
            .service
            .history()
            .active_games(me)
            .await?
            .into_iter()
            .filter(|g| g.record.engine.is_some())
            .collect();
        let finished = self
            .service
            .history()
            .finished_games(me, HistoryFilter::default(), 1, most)
            .await?;
        games.extend(finished.items);
        Ok((games, self.service.now()))
    }

    /// Whether a stored analysis exists for `id` (`/game` says so).
    pub async fn has_analysis(self, id: GameId) -> Result<bool, ServiceError> {
        Ok(self.service.inner.store.analysis(id).await?.is_some())
    }

    /// How many plies of `id` the stored analysis covers, if one is stored:
    /// fewer than the game's when it was stopped (cancelled, shut down,
    /// capped) before the end, which `/game` says.
    pub async fn analysed_plies(self, id: GameId) -> Result<Option<usize>, ServiceError> {
        Ok(self
            .service
            .inner
            .store
            .analysis(id)
            .await?
            .map(|a| a.plies))
    }

    /// The first step of an analysis, everything that may refuse it: the
    /// caller may see the game (before anything else, so nothing is told
    /// about games they may not see), it is not a game between people
    /// still playing, then the stored analysis if made for exactly these
    /// moves, else a place in the queue (one per game and per asker, the
    /// queue bounded). `progress` hears the place in the queue as it
    /// moves, then the search's progress.
    pub async fn request_analysis(
        self,
        request: AnalysisRequest,
        progress: impl Fn(AnalysisProgress) + Send + Sync + 'static,
    ) -> Result<AnalysisStart, AnalysisError> {
        let view = self.visible_game(request.game, request.viewer).await?;
        may_analyse(&view)?;
        let gate = &self.service.inner.analyses;
        let upto = view.game.ply().min(gate.config.ply_cap);
        let from = self.service.stored_for(&view).await?;
        if let Some(analysis) = from.as_ref().filter(|a| a.plies.len() == upto) {
            return Ok(AnalysisStart::Ready(Box::new((view, analysis.clone()))));
        }
        if gate.shutdown.is_cancelled() {
            return Err(AnalysisError::Stopped(Stopped::Shutdown));
        }
        let progress: ProgressFn = Arc::new(progress);
        let from_plies = from.as_ref().map_or(0, |a| a.plies.len());
        let plies = upto - from_plies;
        // Its positions are spread over its threads, a core each.
        let per_ply = estimated_per_ply(view.record.kind.family()) / gate.config.threads as u32;
        // The start position is searched too when nothing is stored.
        let positions = plies + usize::from(from.is_none());
        let cost = per_ply * positions as u32;
        let left = Arc::new(AtomicUsize::new(positions));
        let user = request.viewer.user;
        let (ticket, turn, first) = {
            let mut queue = gate.queue();
            if let Some(&game) = queue.users.get(&user) {
                return Err(AnalysisRefusal::AlreadyQueued { game }.into());
            }
            if queue.games.contains(&view.id()) {
                return Err(AnalysisRefusal::Running.into());
            }
            let ticket = queue.next_ticket;
            let free = queue.searching.len() < gate.config.at_once && queue.waiting.is_empty();
            let (turn, first) = if free {
                let searching = Searching {
                    left: left.clone(),
                    per_ply,
                };
                queue.searching.insert(ticket, searching);
                // The search tells its progress from its first position.
                (None, None)
            } else {
                let wait = queue.backlog(gate.config.at_once) + cost;
                let too_late = request.deadline.is_some_and(|d| Instant::now() + wait > d);
                if queue.waiting.len() >= gate.config.queue || too_late {
                    return Err(AnalysisRefusal::QueueFull { wait }.into());
                }
                let (send, receive) = oneshot::channel();
                queue.waiting.push_back(Waiting {
                    ticket,
                    cost,
                    turn: send,
                    progress: progress.clone(),
                    left: left.clone(),
                    per_ply,
                });
                let place = queue.waiting.len();
                (Some(receive), Some(AnalysisProgress::Queued { place }))
            };
            queue.next_ticket += 1;
            queue.users.insert(user, view.id());
            queue.games.insert(view.id());
            (ticket, turn, first)
        };
        if let Some(first) = first {
            progress(first);
        }
        Ok(AnalysisStart::Queued(Box::new(AnalysisJob {
            service: self.service.clone(),
            ticket,
            user,
            view,
            from,
            upto,
            turn,
            progress,
            left,
            cancel: request.cancel,
            deadline: request.deadline,
        })))
    }

    /// The analysis `request` asks for: from storage when made for exactly
    /// these moves, else searched (see [`Analysis::request_analysis`])
    /// and stored. Returns whether it was searched now.
    pub async fn analyse_game(
        self,
        request: AnalysisRequest,
        progress: impl Fn(AnalysisProgress) + Send + Sync + 'static,
    ) -> Result<(GameView, GameAnalysis, bool), AnalysisError> {
        match self.request_analysis(request, progress).await? {
            AnalysisStart::Ready(ready) => {
                let (view, analysis) = *ready;
                Ok((view, analysis, false))
            }
            AnalysisStart::Queued(job) => {
                let (view, analysis) = (*job).run().await?;
                Ok((view, analysis, true))
            }
        }
    }

    /// The engine's move for the viewer in a live game against it, noted
    /// in the game's record. Searched in the hints' own slots: never behind
    /// an analysis.
    pub async fn hint(self, id: GameId, viewer: Viewer) -> Result<Hint, AnalysisError> {
        let view = self.visible_game(id, viewer).await?;
        let me = viewer.user;
        if !view.record.is_active() || view.record.engine.is_none() {
            return Err(AnalysisRefusal::HintNotAgainstEngine.into());
        }
        let mover = view.player_to_move().map(|p| p.id);
        if mover != Some(me) {
            return Err(AnalysisRefusal::HintNotYourTurn.into());
        }
        let gate = &self.service.inner.analyses;
        let slot = gate
            .hints
            .acquire()
            .await
            .map_err(|e| AnalysisError::Failed(e.to_string()))?;
        let game = view.game.clone();
        let limits = gate.config.limits;
        let choice: Option<Choice> = tokio::task::spawn_blocking(move || {
            ai::choose_move_with(&game, ai::Level::new(4).expect("level 4"), limits, 0)
        })
        .await
        .map_err(|e| AnalysisError::Failed(e.to_string()))?;
        // The slot is the search's: writing the record waits for the
        // database's write lock, which must not keep other searches waiting.
        drop(slot);
        let choice = choice.ok_or(AnalysisRefusal::HintNotYourTurn)?;
        let notation = choice.mv.to_string();
        let ply = view.game.ply();
        self.service
            .inner
            .store
            .record_hint(id, ply, me, &notation, self.service.now())
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
    pub async fn hints_shown(self, id: GameId) -> Result<usize, ServiceError> {
        Ok(self.service.inner.store.hint_count(id).await?)
    }
}
