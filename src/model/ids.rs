//! Who and what the bot names: users, games and challenges by number,
//! and players and places.

use crate::i18n::Lang;
use std::fmt;

/// A Discord user id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub u64);

/// A game's number, shown to players as `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A challenge's number, shown to players as `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeId(pub i64);

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A user with the display name last seen for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

impl Player {
    pub fn new(id: u64, name: impl Into<String>) -> Player {
        Player {
            id: UserId(id),
            name: name.into(),
        }
    }
}

/// Where a challenge was made or a game is shown, and the language spoken
/// there: the game's public posts and board image use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub language: Lang,
}
