//! The game lifecycle: challenges, moves, endings and history, on top of the
//! [`Store`]. Knows nothing about Discord; every refusal carries what the player
//! must be told, worded by `crate::words::refusal`.
//!
//! The public surface, by area: [`GameService`] is built once
//! ([`GameService::new`]) and lends small handles, each holding the
//! methods of one area and defined in that area's file:
//! [`games`](GameService::games) (a game and its moves),
//! [`offers`](GameService::offers), [`premoves`](GameService::premoves),
//! [`history`](GameService::history), [`engine`](GameService::engine),
//! [`challenges`](GameService::challenges), [`clocks`](GameService::clocks)
//! (deadlines, time bank, vacations),
//! [`tournaments`](GameService::tournaments),
//! [`analysis`](GameService::analysis) (analyses, hints, `/explore`),
//! [`puzzles`](GameService::puzzles) (and the daily puzzle),
//! [`ratings`](GameService::ratings), [`settings`](GameService::settings)
//! (and blocks), [`moderation`](GameService::moderation),
//! [`privacy`](GameService::privacy), [`links`](GameService::links) (web
//! links), and for the background work [`outbox`](GameService::outbox)
//! (announcements, board posts, game changes) and
//! [`upkeep`](GameService::upkeep) (leases, pruning, backups, threads, the
//! database's health). `service.games().play_move(..)` reads as what it
//! does. What the areas share (`GameWrite`, the game locks, the clock) are
//! private methods of `GameService`. The service hands out model types and
//! its own views, never a store row, and the store it was built on stays
//! inside (`tests/docs.rs::the_service_hands_out_no_store_type`).
//!
//! Concurrency: moves of one game are serialised by a per-game async mutex
//! (games never wait for each other); across processes, every write runs in
//! a `WriteTx` holding its locks from its first statement (`BEGIN
//! IMMEDIATE` on SQLite, advisory locks on what it changes on PostgreSQL)
//! that re-reads the game, checks its version and relies on
//! `UNIQUE(game_id, ply)`, so a stale writer gets `Conflict`.

mod analysis;
mod announcements;
mod backups;
mod blocks;
mod challenges;
mod clock;
mod daily_puzzles;
mod deadlines;
mod engine_games;
mod engine_policy;
mod engine_wake;
mod error;
mod explore;
mod game_changes;
mod game_start;
mod games;
mod health;
mod history;
mod leases;
mod moderation;
mod move_picker;
mod offers;
mod outage;
mod premoves;
mod privacy;
mod puzzles;
mod ratings;
mod rematch;
mod retention;
mod settings;
mod threads;
mod time_bank;
mod tournaments;
mod vacations;
mod view;
mod web_links;
mod write;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub use crate::model::{
    Announcement, AnnouncementKind, BlockEntry, Challenge, ChallengeId, ChallengeStatus,
    ColorChoice, DAY_SECS, DailyAnswer, DailyPuzzleRow, DefaultClock, EndedBy, EngineSeat, GameId,
    GameRecord, GameStatus, GameSummary, GuildSettings, HOUR_SECS, HistoryFilter, KindRecord,
    ModerationAction, ModerationKind, ModerationRecord, MoveHours, MoveRecord, NewChallenge,
    Organisers, Page, Place, Player, PremoveLine, PuzzleRecord, Rating, RatingChange, RatingRange,
    Reminder, SettingsChange, Settled, Standing, StoreStats, Subject, ThreadDue, TimeBank, UserId,
    Vacation, duration_text,
};
use crate::store::{Lock, Store};
use abande_rules::{Color, Game};

pub use analysis::Analysis;
pub use analysis::{
    ANALYSIS_PLY_CAP, AnalysisConfig, AnalysisError, AnalysisJob, AnalysisProgress,
    AnalysisRefusal, AnalysisRequest, AnalysisStart, DEFAULT_ANALYSES_AT_ONCE,
    DEFAULT_ANALYSIS_QUEUE, DEFAULT_HINTS_AT_ONCE, Hint, Stopped, default_analysis_threads,
    estimated_per_ply, may_analyse, moves_hash,
};
pub use announcements::Outbox;
pub use announcements::{
    BoardLock, DeliveryFailure, GIVE_UP_AFTER_SECS, REFUSED_TRIES, dead_announcements, retry_delay,
    retry_delay_after,
};
pub use backups::{
    BACKUP_OVERDUE_SECS, BackupFailed, BackupRun, BackupSchedule, MadeBackup, backup_overdue,
    backups_in,
};
pub use blocks::{BlockError, MAX_BLOCKS};
pub use challenges::Challenges;
pub use challenges::range_text;
pub use clock::{Clock, ManualClock, SystemClock};
pub use daily_puzzles::{DAILY_FRESH_DAYS, DailyPost, day_of};
pub use deadlines::Clocks;
pub use deadlines::DueEvent;
pub use engine_games::Engine;
pub use engine_games::NewEngineGame;
pub use engine_policy::{
    EngineDrawAnswer, EngineDrawOffer, EngineTurn, engine_level, engine_turn_in,
};
pub use error::{
    BadInput, Cause, ChallengeError, GameError, OfferError, PrivacyError, ServiceError,
    ServiceResult, TaskFailed, WhichGame,
};
pub use explore::{Explored, MAX_EXPLORE_MOVES, explore_line, hypothetical};
pub use game_changes::GameChanged;
pub use games::Games;
pub use games::{PickerOpen, UnnamedGame};
pub use health::Upkeep;
pub use history::History;
pub use history::{Dashboard, DashboardGame, PlayerStats};
pub use leases::{ANNOUNCEMENT_CLAIM_SECS, Work};
pub use moderation::Moderation;
pub use moderation::{AUDIT_LINES, Cancellation, ModerationError, Rank, Verdict, is_moderator};
pub use move_picker::{
    Choice, ChoiceKind, MAX_CHOICES, MAX_KEY, MAX_OPTIONS, MovePicker, Pick, PositionStamp,
};
pub use offers::Offers;
pub use offers::TakebackResult;
pub use outage::Backoff;
pub use premoves::Premoves;
pub use premoves::{
    LineError, MAX_PREMOVE_LINES, MAX_PREMOVE_MOVES, PremoveAdded, check_line, line_tokens,
};
pub use privacy::Privacy;
pub use privacy::{EXPORT_BATCH_GAMES, ExportReport, ForgetPlan, Forgotten};
pub use puzzles::Puzzles;
pub use puzzles::{
    AnyAnswer, LearnAnswer, MIN_PUZZLE_PLIES, MistakeShown, PUZZLE_NICE, PuzzleAnswer,
    PuzzleConfig, PuzzleError, PuzzleShown, rate_attempt,
};
pub use ratings::Ratings;
pub use ratings::rate;
pub use rematch::Rematch;
pub use retention::{
    DEFAULT_ANNOUNCEMENT_RETENTION_DAYS, MAX_ANNOUNCEMENT_RETENTION_DAYS,
    MIN_ANNOUNCEMENT_RETENTION_DAYS, PRUNE_BATCH, Pruned,
};
pub use settings::Settings;
pub use settings::{
    ARCHIVE_AFTER_HOURS, CHALLENGE_OPEN_HOURS, GAME_LIMITS, SettingsError, TOURNAMENT_LIMITS,
    archive_after, challenge_open, game_limit, may_organise, tournament_limit,
};
pub use threads::ARCHIVE_BATCH;
pub use time_bank::{
    BankError, ClockStatus, MAX_BANK_SECS, MAX_INCREMENT_SECS, MIN_BANK_SECS, check_bank,
};
pub use tournaments::Tournaments;
pub use tournaments::{
    MAX_ROUND_ROBIN_PLAYERS, MAX_TOURNAMENT_NAME, START_RETRY_SECS, TOURNAMENT_PLAYERS,
    TournamentError, TournamentStandings, TournamentStart, Withdrawal, players_error, rounds_error,
};
pub use vacations::{VACATION_NOTICE_SECS, VacationChange, VacationError};
pub use view::Viewer;
pub use web_links::Links;
pub use web_links::{Access, DEFAULT_LINK_DAYS, TokenError, WebLinks, WebTokens};
pub use write::BOARD_CLAIM_SECS;

/// Longest time per move a challenge may ask for: two weeks.
pub const MAX_MOVE_HOURS: u32 = 336;

/// The ratings an open challenge's `min_rating` / `max_rating` may name.
pub const RATING_LIMITS: std::ops::RangeInclusive<i32> = 0..=4000;
/// Longest move text accepted, in characters.
pub const MAX_MOVE_TEXT: usize = 64;
/// Most games on one history page.
pub const MAX_PER_PAGE: i64 = 50;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServiceConfig {
    /// How long a challenge outside a server waits for an answer (a
    /// server's own is its setting, `GuildSettings::challenge_open_hours`).
    pub challenge_ttl_secs: i64,
    /// Used when a challenge names no time per move.
    pub default_move_hours: Option<u32>,
    /// Days of vacation each player may take in a calendar year.
    pub vacation_days_per_year: u32,
    /// How analyses and hints share the machine (`analysis.rs`).
    pub analysis: AnalysisConfig,
    /// How puzzles are generated and checked (`puzzles.rs`).
    pub puzzles: PuzzleConfig,
    /// Days a delivered announcement is kept before it is pruned
    /// (`retention.rs`; at least [`MIN_ANNOUNCEMENT_RETENTION_DAYS`]).
    pub announcement_retention_days: u32,
}

/// Days of vacation a year unless configured otherwise.
pub const DEFAULT_VACATION_DAYS_PER_YEAR: u32 = 30;

impl Default for ServiceConfig {
    fn default() -> Self {
        ServiceConfig {
            challenge_ttl_secs: crate::model::DAY_SECS,
            default_move_hours: Some(72),
            vacation_days_per_year: DEFAULT_VACATION_DAYS_PER_YEAR,
            analysis: AnalysisConfig::default(),
            puzzles: PuzzleConfig::default(),
            announcement_retention_days: DEFAULT_ANNOUNCEMENT_RETENTION_DAYS,
        }
    }
}

/// A game as stored, with its position rebuilt from the stored moves.
#[derive(Clone, Debug)]
pub struct GameView {
    pub record: GameRecord,
    /// Position and moves, replayed from the move list.
    pub game: Game,
    /// Plies marked as passes the service played automatically.
    pub automatic_plies: Vec<usize>,
    /// Plies played by a conditional move (`/premove`).
    pub premove_plies: Vec<usize>,
}

impl GameView {
    /// The game's number (its record's `id`), which most callers want.
    pub fn id(&self) -> GameId {
        self.record.id
    }

    /// `None` once the game is over.
    pub fn player_to_move(&self) -> Option<&Player> {
        if !self.record.is_active() {
            return None;
        }
        self.game.to_move().map(|c| self.record.player(c))
    }

    /// Whose side of the table the game's public pictures are drawn from
    /// (its board in the thread, `/board`, `/game`, the replay): one side
    /// for the whole game, never turning with the player to move. Against
    /// the engine the human player's; between two people Black's, as the
    /// notation draws the board.
    ///
    /// Why fixed: the thread is read from top to bottom, by both players
    /// and by spectators, and a board that turned every move would put each
    /// move's highlight on the other side of the picture from the one
    /// before, so two posts could no longer be compared at a glance; the
    /// replay, `/board` and `/game` then draw the board the thread does.
    /// Each player sees their own side wherever the picture is theirs
    /// alone ([`GameView::side_for`]).
    pub fn public_side(&self) -> Color {
        match self.record.engine {
            Some(engine) => engine.color.opposite(),
            None => Color::Black,
        }
    }

    /// Whose side a picture of this game for `user` alone is drawn from
    /// (the move picker's preview, `/explore`, the turn DM, the web page):
    /// theirs when they play in it, else the public side.
    pub fn side_for(&self, user: UserId) -> Color {
        self.record
            .color_of(user)
            .unwrap_or_else(|| self.public_side())
    }
}

/// One ply played by a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// 1-based.
    pub ply: usize,
    pub by: Color,
    /// Canonical notation.
    pub notation: String,
    /// A forced pass the service played; the bot should say so.
    pub automatic: bool,
    /// The player's conditional move (`/premove`), played at once.
    pub premove: bool,
}

#[derive(Clone, Debug)]
pub struct MoveResult {
    pub game: GameView,
    /// The player's move first, then any automatic passes.
    pub played: Vec<PlayedMove>,
}

/// The game service; cheap to clone.
#[derive(Clone)]
pub struct GameService {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    clock: Arc<dyn Clock>,
    config: ServiceConfig,
    game_locks: GameLocks,
    /// One board post of a game at a time (`announcements.rs::lock_board`).
    board_locks: GameLocks,
    /// Tournaments whose start failed, and when to try again (`tournaments.rs`).
    tournament_retries: tournaments::StartRetries,
    /// Woken when an announcement is owed that the delivery worker may send at once.
    announcements_due: Arc<tokio::sync::Notify>,
    /// Committed game changes, for followers in this process (`game_changes.rs`).
    game_changes: tokio::sync::broadcast::Sender<GameChanged>,
    /// Moves that leave the engine to move (`engine_wake.rs`).
    engine_wake: engine_wake::EngineWake,
    /// This process as a holder of leases (`leases.rs`).
    instance: String,
    /// The analyses' queue and slots, and the hints' slots (`analysis.rs`).
    analyses: analysis::AnalysisGate,
    /// Whether the database is away, as the background tasks found it (`outage.rs`).
    outage: outage::Outage,
    /// The web page's address and link signing, when configured (`web_links.rs`).
    web_links: std::sync::OnceLock<WebLinks>,
}

impl GameService {
    pub fn new(store: Store, clock: Arc<dyn Clock>, config: ServiceConfig) -> GameService {
        GameService {
            inner: Arc::new(Inner {
                store,
                clock,
                config,
                game_locks: GameLocks::default(),
                board_locks: GameLocks::default(),
                tournament_retries: tournaments::StartRetries::default(),
                announcements_due: Arc::default(),
                engine_wake: engine_wake::EngineWake::default(),
                game_changes: tokio::sync::broadcast::channel(game_changes::BACKLOG).0,
                instance: leases::new_instance_name(),
                analyses: analysis::AnalysisGate::new(config.analysis),
                outage: outage::Outage::default(),
                web_links: std::sync::OnceLock::new(),
            }),
        }
    }

    pub fn config(&self) -> ServiceConfig {
        self.inner.config
    }

    // The public surface, by area: each handle borrows the service and
    // holds the methods of one area, in the file named.

    /// A game and its moves (`games.rs`).
    pub fn games(&self) -> Games<'_> {
        Games { service: self }
    }

    /// Draw offers and takeback requests, and their answers (`offers.rs`).
    pub fn offers(&self) -> Offers<'_> {
        Offers { service: self }
    }

    /// Conditional moves (`/premove`) (`premoves.rs`).
    pub fn premoves(&self) -> Premoves<'_> {
        Premoves { service: self }
    }

    /// A player's games (`history.rs`).
    pub fn history(&self) -> History<'_> {
        History { service: self }
    }

    /// Games against the engine (`engine_games.rs`).
    pub fn engine(&self) -> Engine<'_> {
        Engine { service: self }
    }

    /// Challenges (`challenges.rs`).
    pub fn challenges(&self) -> Challenges<'_> {
        Challenges { service: self }
    }

    /// Time (`deadlines.rs`).
    pub fn clocks(&self) -> Clocks<'_> {
        Clocks { service: self }
    }

    /// Tournaments (`tournaments.rs`).
    pub fn tournaments(&self) -> Tournaments<'_> {
        Tournaments { service: self }
    }

    /// Analyses of finished games, hints, and `/explore` (`analysis.rs`).
    pub fn analysis(&self) -> Analysis<'_> {
        Analysis { service: self }
    }

    /// Puzzles (`puzzles.rs`).
    pub fn puzzles(&self) -> Puzzles<'_> {
        Puzzles { service: self }
    }

    /// Ratings, their changes, and the leaderboard (`ratings.rs`).
    pub fn ratings(&self) -> Ratings<'_> {
        Ratings { service: self }
    }

    /// A server's settings, a player's notifications, and blocks (`settings.rs`).
    pub fn settings(&self) -> Settings<'_> {
        Settings { service: self }
    }

    /// What a server's moderators do to games and tournaments, and its log (`moderation.rs`).
    pub fn moderation(&self) -> Moderation<'_> {
        Moderation { service: self }
    }

    /// A player's data (`privacy.rs`).
    pub fn privacy(&self) -> Privacy<'_> {
        Privacy { service: self }
    }

    /// The web page's links (`web_links.rs`).
    pub fn links(&self) -> Links<'_> {
        Links { service: self }
    }

    /// What the service owes the world and its delivery (`announcements.rs`).
    pub fn outbox(&self) -> Outbox<'_> {
        Outbox { service: self }
    }

    /// The background work (`health.rs`).
    pub fn upkeep(&self) -> Upkeep<'_> {
        Upkeep { service: self }
    }

    fn now(&self) -> i64 {
        self.inner.clock.now()
    }
}

impl Settings<'_> {
    /// Records the wish for direct-message notifications.
    pub async fn set_notify_dm(self, user: UserId, notify: bool) -> ServiceResult<()> {
        let mut tx = self.service.begin_write(&[Lock::Player(user)]).await?;
        tx.set_notify_dm(user, notify, self.service.now()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The stored preference; false for unknown users.
    pub async fn notify_dm(self, user: UserId) -> ServiceResult<bool> {
        Ok(self
            .service
            .inner
            .store
            .player(user)
            .await?
            .is_some_and(|(_, notify)| notify))
    }
}

/// One async mutex per game with requests in flight; entries are dropped
/// when the last holder leaves, so the map only holds busy games.
#[derive(Default)]
struct GameLocks {
    locks: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>,
}

struct GameLockGuard<'a> {
    locks: &'a GameLocks,
    id: GameId,
    lock: Arc<tokio::sync::Mutex<()>>,
    _guard: tokio::sync::OwnedMutexGuard<()>,
}

impl GameLocks {
    async fn lock(&self, id: GameId) -> GameLockGuard<'_> {
        let lock = {
            let mut map = self.locks.lock().unwrap_or_else(|e| e.into_inner());
            map.entry(id).or_default().clone()
        };
        let guard = lock.clone().lock_owned().await;
        GameLockGuard {
            locks: self,
            id,
            lock,
            _guard: guard,
        }
    }
}

impl Drop for GameLockGuard<'_> {
    fn drop(&mut self) {
        let mut map = self.locks.locks.lock().unwrap_or_else(|e| e.into_inner());
        // Two references: the map's and ours (the owned guard holds a third
        // until it drops right after this, so count it too).
        if Arc::strong_count(&self.lock) <= 3 {
            map.remove(&self.id);
        }
    }
}

/// Player names come from Discord; keep them printable and short rather than refuse them.
fn clean_player(player: &Player) -> Player {
    let name: String = player
        .name
        .chars()
        .filter(|c| !c.is_control())
        .take(64)
        .collect();
    let name = name.trim();
    let name = if name.is_empty() {
        format!("player {}", player.id.0)
    } else {
        name.to_string()
    };
    Player {
        id: player.id,
        name,
    }
}

/// Move text: at most [`MAX_MOVE_TEXT`] characters of plain ASCII, after
/// turning the dashes phones like to substitute back into `-`.
fn clean_move_text(text: &str) -> ServiceResult<String> {
    if text.chars().count() > MAX_MOVE_TEXT {
        return Err(ServiceError::BadInput(BadInput::MoveTooLong {
            max: MAX_MOVE_TEXT,
        }));
    }
    let text: String = text
        .chars()
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{fe63}' | '\u{ff0d}' => '-',
            c => c,
        })
        .collect();
    if text.chars().any(|c| !(c.is_ascii_graphic() || c == ' ')) {
        return Err(ServiceError::BadInput(BadInput::MoveCharacters));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(ServiceError::BadInput(BadInput::EmptyMove));
    }
    Ok(text.to_string())
}
