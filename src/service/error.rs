//! The one error type of the game service. `Display` is the text a player sees.

use super::time_bank::BankError;
use super::vacations::VacationError;
use crate::model::{ChallengeId, ChallengeStatus, GameId};
use crate::store::StoreError;
use abande_rules::MoveError;

#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("there is no game {0}")]
    GameNotFound(GameId),
    #[error("there is no challenge {0}")]
    ChallengeNotFound(ChallengeId),
    #[error("you are not playing in this game")]
    NotYourGame,
    #[error("it is not your turn; {to_move} is to move")]
    NotYourTurn { to_move: String },
    #[error("this game is over")]
    GameOver,
    #[error("this challenge has expired")]
    ChallengeExpired,
    #[error("this challenge is no longer open (it was {status})")]
    ChallengeClosed { status: ChallengeStatus },
    #[error("only {opponent} can answer this challenge")]
    NotChallenged { opponent: String },
    #[error("you have no game where it is your turn; use the game option to pick one")]
    NoGameToMove,
    #[error("it is your turn in {count} games ({some}): pick one with the game option")]
    ManyGamesToMove { count: usize, some: String },
    #[error("you have no game in progress")]
    NoGameInProgress,
    #[error("you play several games: pick one with the game option")]
    SeveralGames,
    #[error("level must be a number from 1 to 5, not \"{given}\"")]
    BadLevel { given: u8 },
    #[error("the game is still going on")]
    GameNotOver,
    #[error("to play my engine again, challenge me with /challenge")]
    NoRematchWithEngine,
    #[error("you have asked for this rematch already; it waits for your opponent")]
    RematchPending,
    #[error("someone else accepted this challenge first")]
    ChallengeTaken,
    #[error("this challenge is for players rated {range}; your {kind} rating is {rating}")]
    OutsideRatingRange {
        range: String,
        kind: abande_rules::GameKind,
        rating: String,
    },
    #[error("the lowest rating allowed is above the highest")]
    EmptyRatingRange,
    #[error("a rating limit must be between {min} and {max}; {given} is not", min = super::RATING_LIMITS.start(), max = super::RATING_LIMITS.end())]
    RatingLimitOutOfRange { given: i32 },
    #[error("only {challenger} can cancel this challenge")]
    NotChallenger { challenger: String },
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    #[error("the time per move must be between 1 and {max} hours", max = super::MAX_MOVE_HOURS)]
    InvalidMoveHours,
    #[error("there is no such page; pages go from 1 to {last}")]
    InvalidPage { last: i64 },
    #[error("a game can only be aborted before both players have moved; resign instead")]
    TooLateToAbort,
    #[error("a tournament game cannot be aborted; resign instead")]
    TournamentGameCannotBeAborted,
    #[error("you have already offered a draw in this game; it waits for an answer")]
    DrawAlreadyOffered,
    #[error("there is no draw offer to answer in this game")]
    NoDrawOffer,
    #[error("only {opponent} can answer this request")]
    NotYourOfferToAnswer { opponent: String },
    #[error("a takeback request already waits for an answer in this game")]
    TakebackPending,
    #[error("you can only take back your own last move, and only before {opponent} has replied")]
    CannotTakeBack { opponent: String },
    #[error("there is no takeback request to answer in this game (a move since then cancels it)")]
    NoTakebackRequest,
    #[error(
        "{running} of your games are in progress now, not as you were told; use /privacy forget again"
    )]
    ForgetChanged { running: u32 },
    #[error("this player asked for their data to be deleted; they cannot be challenged again here")]
    PlayerForgotten,
    #[error("the game moved on since you asked; use /resign again")]
    ResignOutdated,
    #[error("the game moved on since this request; it no longer applies")]
    RequestOutdated,
    #[error(
        "the position changed since this picker opened; nothing was played: press Move under the latest board"
    )]
    PositionChanged,
    #[error("{0}")]
    InvalidBank(#[from] BankError),
    #[error("your time in this game has run out; it is lost on time")]
    OutOfTime,
    #[error("{0}")]
    Vacation(#[from] VacationError),
    #[error("{0}")]
    Tournament(super::tournaments::TournamentError),
    #[error("{0}")]
    BadInput(BadInput),
    #[error("{0}")]
    Settings(super::settings::SettingsError),
    #[error("{0}")]
    Moderation(super::moderation::ModerationError),
    #[error("{0}")]
    Line(super::premoves::LineError),
    #[error("{0}")]
    Puzzle(super::puzzles::PuzzleError),
    #[error("{0}")]
    Illegal(MoveError),
    #[error("someone else changed this game at the same moment; please try again")]
    Conflict,
    /// The cause is for logs (its `source()` chain); players only learn
    /// that nothing was saved.
    #[error("the change could not be saved; nothing was changed, please try again")]
    Storage(#[source] Cause),
    /// The database did not answer in time (down, unreachable, locked):
    /// nothing was saved. The cause is for logs.
    #[error("the database did not answer; nothing was saved, please try again in a minute")]
    Unavailable(#[source] Cause),
    /// The database went away while the change was being committed and
    /// could not be asked since whether it was stored.
    #[error("the database stopped answering while saving; the change may or may not be saved")]
    MaybeSaved(#[source] Cause),
}

/// What failed underneath a storage error, kept whole (a `StoreError` with
/// its `sqlx` source, or a description where there is no error value) so
/// logs show the chain instead of a flattened string.
pub type Cause = Box<dyn std::error::Error + Send + Sync>;

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
    #[error("a move is at most {max} characters long")]
    MoveTooLong { max: usize },
    #[error("a move uses only letters, digits, spaces and dashes, like d4 or e2-d3")]
    MoveCharacters,
    #[error("the move is empty")]
    EmptyMove,
    #[error("a page holds 1 to {max} items")]
    PageSize { max: i64 },
}

pub type ServiceResult<T> = Result<T, ServiceError>;
