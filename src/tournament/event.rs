//! A tournament as the service hands it out and the store keeps it.

use std::fmt;

use super::Format;
use crate::model::{EndedBy, GameId, GameStatus, MoveHours, Place, Player, TimeBank, UserId};
use abande_rules::{GameKind, Outcome};

/// A tournament's number, shown as `#3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentId(pub i64);

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentStatus {
    /// Players may join and leave.
    SignUp,
    /// Paired; games are being played.
    Running,
    /// Every game is over; the standings are final.
    Finished,
}

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub id: TournamentId,
    pub name: String,
    pub kind: GameKind,
    pub format: Format,
    pub max_players: u32,
    /// Swiss: the rounds asked for (at the start, the rounds to be played).
    /// Round robin: the rounds of the schedule once started.
    pub rounds: Option<u32>,
    pub move_hours: Option<u32>,
    pub bank: Option<TimeBank>,
    pub rated: bool,
    pub creator: Player,
    pub place: Place,
    /// The sign-up message.
    pub message_id: Option<u64>,
    pub status: TournamentStatus,
    /// When sign-up closes and the event starts by itself.
    pub starts_at: Option<i64>,
    /// The round being played (0 before the start).
    pub current_round: u32,
    pub entrants: u32,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    /// Set when it was cancelled (its status is then `Finished`).
    pub cancelled_at: Option<i64>,
}

/// An event for unit tests: "Autumn cup"-like, 64 places, 48 h a move, in
/// channel 2 of server 1, organised by player `creator`.
#[cfg(test)]
impl Tournament {
    pub fn example(id: i64, name: &str, format: Format, status: TournamentStatus) -> Tournament {
        Tournament {
            id: TournamentId(id),
            name: name.into(),
            kind: GameKind::ALL[0],
            format,
            max_players: 64,
            rounds: Some(4),
            move_hours: Some(48),
            bank: None,
            rated: true,
            creator: Player::new(1, "alice"),
            place: Place {
                guild_id: Some(1),
                channel_id: 2,
                language: crate::i18n::Lang::En,
            },
            message_id: None,
            status,
            starts_at: None,
            current_round: 2,
            entrants: 9,
            created_at: 0,
            started_at: None,
            finished_at: None,
            cancelled_at: None,
        }
    }
}

impl Tournament {
    pub fn is_full(&self) -> bool {
        self.entrants >= self.max_players
    }

    /// Players needed to start: 2, or 3 for a round robin.
    pub fn min_players(&self) -> u32 {
        match self.format {
            Format::RoundRobin => 3,
            Format::Swiss => 2,
        }
    }
}

/// A tournament as asked for by `/tournament create`.
#[derive(Clone, Debug, PartialEq)]
pub struct NewTournament {
    pub name: String,
    pub kind: GameKind,
    pub format: Format,
    pub max_players: u32,
    /// Swiss only; `None`: ceil(log2 n) + 1 at the start.
    pub rounds: Option<u32>,
    pub move_hours: MoveHours,
    pub bank: Option<TimeBank>,
    pub rated: bool,
    pub creator: Player,
    pub place: Place,
    /// Seconds from now until sign-up closes; `None`: the creator starts it.
    pub starts_in_secs: Option<i64>,
}

/// A player signed up, with their seed once the event started (0 first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub player: Player,
    pub seed: Option<u32>,
    pub joined_at: i64,
    /// When they withdrew from the running event: their games left are
    /// losses and Swiss pairs them no more.
    pub withdrawn_at: Option<i64>,
}

/// One line of the schedule: a game of a round, or a bye (`white` and
/// `game` are `None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledGame {
    pub round: u32,
    pub board: u32,
    pub black: UserId,
    pub white: Option<UserId>,
    pub game: Option<GameId>,
    /// The game's state, and its result once finished.
    pub status: Option<GameStatus>,
    pub result: Option<Outcome>,
    /// How the game ended, once over.
    pub ended_by: Option<EndedBy>,
    /// The game's thread, once opened.
    pub thread_id: Option<u64>,
}
