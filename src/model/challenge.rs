//! Challenges: as asked for, as stored, and the time and rating limits
//! they carry.

use super::{ChallengeId, GameId, Place, Player, TimeBank};
use abande_rules::GameKind;
use std::fmt;

/// The colour the challenger asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColorChoice {
    Black,
    White,
    Random,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    Pending,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

/// The status in lower-case English ("declined"), as
/// [`crate::service::ServiceError`]'s message and the catalogue's selectors
/// say it; the database's name for it is the store's (`store/names.rs`).
impl fmt::Display for ChallengeStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChallengeStatus::Pending => "pending",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub challenger: Player,
    /// `None`: an open challenge, for anyone but the challenger.
    pub opponent: Option<Player>,
    pub kind: GameKind,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// The game will be rated (Glicko-2).
    pub rated: bool,
    /// Who may accept an open challenge, by rating in this game.
    pub rating_range: RatingRange,
    /// The finished game this challenge asks to play again.
    pub rematch_of: Option<GameId>,
    pub place: Place,
    pub message_id: Option<u64>,
    pub status: ChallengeStatus,
    pub game_id: Option<GameId>,
    pub move_hours: Option<u32>,
    /// A time bank instead of a time per move (`move_hours` is then `None`).
    pub bank: Option<TimeBank>,
    pub created_at: i64,
    pub expires_at: i64,
}

/// A challenge as asked for by the challenger.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub challenger: Player,
    /// `None`: an open challenge, for anyone but the challenger.
    pub opponent: Option<Player>,
    pub kind: GameKind,
    /// The challenger's colour.
    pub color: ColorChoice,
    pub move_hours: MoveHours,
    /// A time bank instead of a time per move; `move_hours` must then be
    /// [`MoveHours::Default`].
    pub bank: Option<TimeBank>,
    pub place: Place,
    /// Rated (the default) or casual.
    pub rated: bool,
    /// Who may accept an open challenge.
    pub rating_range: RatingRange,
    /// Set when this asks to play a finished game again.
    pub rematch_of: Option<GameId>,
}

/// The time limit per move a challenge asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MoveHours {
    /// [`ServiceConfig::default_move_hours`](crate::service::ServiceConfig::default_move_hours).
    #[default]
    Default,
    /// 1 to [`MAX_MOVE_HOURS`](crate::service::MAX_MOVE_HOURS) hours.
    Hours(u32),
    /// No deadline: the game never times out.
    Unlimited,
}

/// Limits on the rating of whoever accepts; both ends included.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RatingRange {
    pub min: Option<i32>,
    pub max: Option<i32>,
}

impl RatingRange {
    pub fn admits(self, rating: f64) -> bool {
        let rating = rating.round() as i32;
        self.min.is_none_or(|min| rating >= min) && self.max.is_none_or(|max| rating <= max)
    }
}
