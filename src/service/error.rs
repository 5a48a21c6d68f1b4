//! The one error type of the game service, grouped by area the way
//! [`BankError`] and [`TournamentError`](super::TournamentError) are.
//!
//! `Display` is for logs, in English and short; what a player reads is
//! worded in one place, `crate::words::refusal`, in their language.

use super::time_bank::BankError;
use super::vacations::VacationError;
use crate::model::{ChallengeId, ChallengeStatus, GameId};
use crate::store::StoreError;
use abande_rules::MoveError;

#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error(transparent)]
    Game(#[from] GameError),
    #[error(transparent)]
    WhichGame(#[from] WhichGame),
    #[error(transparent)]
    Challenge(#[from] ChallengeError),
    #[error(transparent)]
    Offer(#[from] OfferError),
    #[error(transparent)]
    Privacy(#[from] PrivacyError),
    #[error(transparent)]
    InvalidBank(#[from] BankError),
    #[error(transparent)]
    Vacation(#[from] VacationError),
    #[error(transparent)]
    Tournament(super::tournaments::TournamentError),
    #[error(transparent)]
    BadInput(#[from] BadInput),
    #[error(transparent)]
    Settings(super::settings::SettingsError),
    #[error(transparent)]
    Moderation(super::moderation::ModerationError),
    #[error(transparent)]
    Line(super::premoves::LineError),
    #[error(transparent)]
    Puzzle(super::puzzles::PuzzleError),
    #[error(transparent)]
    Block(super::blocks::BlockError),
    #[error("illegal move: {0}")]
    Illegal(MoveError),
    #[error("a concurrent write to the same game won")]
    Conflict,
    /// The cause is for logs (its `source()` chain); players only learn
    /// that nothing was saved.
    #[error("storage failure")]
    Storage(#[source] Cause),
    /// The database did not answer in time (down, unreachable, locked):
    /// nothing was saved. The cause is for logs.
    #[error("the database is unavailable")]
    Unavailable(#[source] Cause),
    /// The database went away while the change was being committed and
    /// could not be asked since whether it was stored.
    #[error("a commit's outcome is unknown")]
    MaybeSaved(#[source] Cause),
}

/// A request about one game that its state or the caller's part refuses.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error("no game {0}")]
    NotFound(GameId),
    #[error("the caller does not play in this game")]
    NotYourGame,
    #[error("not the caller's turn ({to_move} to move)")]
    NotYourTurn { to_move: String },
    #[error("the game is over")]
    Over,
    #[error("the game is still going on")]
    NotOver,
    #[error("too late to abort")]
    TooLateToAbort,
    #[error("a tournament game cannot be aborted")]
    TournamentGameCannotBeAborted,
    #[error("the caller's time has run out")]
    OutOfTime,
    #[error("the game moved on since the resignation was asked")]
    ResignOutdated,
    #[error("the game moved on since the request")]
    RequestOutdated,
    #[error("the position changed since the picker opened")]
    PositionChanged,
    #[error("no rematch with the engine")]
    NoRematchWithEngine,
    #[error("the rematch is already asked for")]
    RematchPending,
}

/// Which game a command without a game option means, when that is unclear.
#[derive(Debug, thiserror::Error)]
pub enum WhichGame {
    #[error("no game where it is the caller's turn")]
    NoGameToMove,
    #[error("the caller's turn in {count} games")]
    ManyGamesToMove { count: usize, some: String },
    #[error("no game in progress")]
    NoGameInProgress,
    #[error("several games in progress")]
    SeveralGames,
}

/// A challenge that cannot be made, answered or cancelled.
#[derive(Debug, thiserror::Error)]
pub enum ChallengeError {
    #[error("no challenge {0}")]
    NotFound(ChallengeId),
    #[error("the challenge has expired")]
    Expired,
    #[error("the challenge is {status}")]
    Closed { status: ChallengeStatus },
    #[error("the challenge is for {opponent}")]
    NotChallenged { opponent: String },
    #[error("another player accepted first")]
    Taken,
    #[error("rating {rating} outside {range}")]
    OutsideRatingRange {
        range: String,
        kind: abande_rules::GameKind,
        rating: String,
    },
    #[error("empty rating range")]
    EmptyRatingRange,
    #[error("rating limit {given} out of range")]
    RatingLimitOutOfRange { given: i32 },
    #[error("the challenge is {challenger}'s")]
    NotChallenger { challenger: String },
    #[error("a challenge to oneself")]
    SelfChallenge,
    #[error("move hours out of range")]
    InvalidMoveHours,
    #[error("engine level {given} out of range")]
    BadLevel { given: u8 },
    #[error("the player asked to be forgotten")]
    PlayerForgotten,
    /// `name` blocks the player asking (who is not told so).
    #[error("{name} blocks the player")]
    NotTakingChallenges { name: String },
}

/// A draw offer or a takeback request that cannot be made or answered.
#[derive(Debug, thiserror::Error)]
pub enum OfferError {
    #[error("a draw offer is already waiting")]
    DrawAlreadyOffered,
    #[error("no draw offer")]
    NoDrawOffer,
    #[error("the offer is {opponent}'s to answer")]
    NotYourOfferToAnswer { opponent: String },
    #[error("a takeback request is already waiting")]
    TakebackPending,
    #[error("nothing the caller may take back")]
    CannotTakeBack { opponent: String },
    #[error("no takeback request")]
    NoTakebackRequest,
}

/// A request about a player's own data that no longer matches what they
/// were shown.
#[derive(Debug, thiserror::Error)]
pub enum PrivacyError {
    #[error("{running} games in progress since the confirmation was shown")]
    ForgetChanged { running: u32 },
}

/// What failed underneath a storage error, kept whole (a `StoreError` with
/// its `sqlx` source, or a [`TaskFailed`]) so logs show the chain instead
/// of a flattened string.
pub type Cause = Box<dyn std::error::Error + Send + Sync>;

/// Work the service handed to another thread or library that failed:
/// what it was, and why.
#[derive(Debug, thiserror::Error)]
#[error("{what} failed")]
pub struct TaskFailed {
    pub what: &'static str,
    #[source]
    pub source: Cause,
}

impl TaskFailed {
    /// A [`ServiceError::Storage`] for `what`, keeping `source`.
    pub fn storage(what: &'static str, source: impl Into<Cause>) -> ServiceError {
        ServiceError::Storage(Box::new(TaskFailed {
            what,
            source: source.into(),
        }))
    }
}

impl ServiceError {
    /// Whether the database was away: an outage, not a refusal.
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            ServiceError::Unavailable(_) | ServiceError::MaybeSaved(_)
        )
    }
}

impl From<StoreError> for ServiceError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict => ServiceError::Conflict,
            // Logged once per outage by whoever keeps trying (`outage.rs`).
            StoreError::Unavailable(_) => {
                tracing::debug!(error = %error, "the database is unavailable");
                ServiceError::Unavailable(error.into())
            }
            StoreError::CommitUnknown(_) => {
                tracing::warn!(error = %error, "a commit's outcome is unknown");
                ServiceError::MaybeSaved(error.into())
            }
            other => {
                tracing::error!(error = %other, "storage failure");
                ServiceError::Storage(other.into())
            }
        }
    }
}

impl From<MoveError> for ServiceError {
    fn from(error: MoveError) -> Self {
        ServiceError::Illegal(error)
    }
}

/// Input the service cannot read at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadInput {
    #[error("move longer than {max} characters")]
    MoveTooLong { max: usize },
    #[error("a move with characters no move has")]
    MoveCharacters,
    #[error("an empty move")]
    EmptyMove,
    #[error("page size above {max}")]
    PageSize { max: i64 },
    #[error("no such page (pages 1 to {last})")]
    Page { last: i64 },
}

pub type ServiceResult<T> = Result<T, ServiceError>;
