//! Ratings (Glicko-2, one per player and game kind), how a game moved
//! them, and a player's results per kind.

use super::{GameId, UserId};
use abande_engine::Level;
use abande_rules::GameKind;
use std::fmt;

/// A player's Glicko-2 rating in one game id.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

impl Rating {
    /// Glicko-2's start: 1500, deviation 350, volatility 0.06.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
        games: 0,
    };

    /// A deviation this high or higher leaves the rating provisional.
    pub const PROVISIONAL_DEVIATION: f64 = 110.0;

    pub fn is_provisional(&self) -> bool {
        self.deviation >= Rating::PROVISIONAL_DEVIATION
    }
}

/// "1623", or "1500?" while provisional.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = if self.is_provisional() { "?" } else { "" };
        write!(f, "{:.0}{mark}", self.rating)
    }
}

/// How one rated game moved one player's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub game_id: GameId,
    pub player: UserId,
    pub kind: GameKind,
    pub before: f64,
    pub after: Rating,
    pub at: i64,
}

impl RatingChange {
    /// The change rounded as shown: "+12", "-7", "+0".
    pub fn delta(&self) -> String {
        let delta = (self.after.rating.round() - self.before.round()) as i64;
        format!("{delta:+}")
    }
}

/// A player's results in one kind of game (aborted games are not counted),
/// against people or against the engine at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindRecord {
    pub kind: GameKind,
    /// `Some(level)`: the games against the bot's engine at that level.
    pub against_engine: Option<Level>,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}
