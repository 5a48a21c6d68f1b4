//! Tournaments, pure: who plays whom (round robin by the circle method,
//! Swiss by score groups) and the standings with their tie-breaks. No I/O:
//! the service (`service/tournaments.rs`) stores what these decide.
//!
//! Players are numbered by seed, `0..n` (the service seeds by rating, then
//! sign-up order); Black moves first in every game of the bot.

mod event;
mod pairing;
mod standings;
#[cfg(test)]
mod tests;

pub use event::{
    Entrant, NewTournament, ScheduledGame, Tournament, TournamentId, TournamentStatus,
};
pub use pairing::{
    default_swiss_rounds, max_swiss_rounds, round_robin, swiss_round, swiss_round_without,
};
pub use standings::{Standing, standings};

use abande_rules::Outcome;

/// How an event pairs its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Everyone plays everyone once; every game starts at the start.
    RoundRobin,
    /// Rounds paired one after the other by score.
    Swiss,
}

impl Format {
    pub const ALL: [Format; 2] = [Format::RoundRobin, Format::Swiss];

    /// `"round_robin"` or `"swiss"`, as stored.
    pub fn name(self) -> &'static str {
        match self {
            Format::RoundRobin => "round_robin",
            Format::Swiss => "swiss",
        }
    }

    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// One game to play: the seeds of its two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pairing {
    pub black: usize,
    pub white: usize,
}

impl Pairing {
    pub fn has(self, player: usize) -> bool {
        self.black == player || self.white == player
    }

    /// The other player, if `player` plays in it.
    pub fn opponent(self, player: usize) -> Option<usize> {
        match player {
            p if p == self.black => Some(self.white),
            p if p == self.white => Some(self.black),
            _ => None,
        }
    }
}

/// The games of one round and who sits out (with an odd number of players).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub pairings: Vec<Pairing>,
    pub bye: Option<usize>,
}

/// A round as played so far: its games with their results (`None` while a
/// game runs) and its bye, worth a win.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayedRound {
    pub games: Vec<(Pairing, Option<Outcome>)>,
    pub bye: Option<usize>,
}

impl PlayedRound {
    /// A round just paired, no game over yet.
    pub fn unplayed(round: &Round) -> PlayedRound {
        PlayedRound {
            games: round.pairings.iter().map(|p| (*p, None)).collect(),
            bye: round.bye,
        }
    }
}

/// Half points: a win is 2, a draw 1 (so scores stay integers).
pub(crate) fn half_points(pairing: Pairing, result: Option<Outcome>, player: usize) -> u32 {
    use abande_rules::Color;
    match result {
        Some(Outcome::Draw) => 1,
        Some(Outcome::Win(Color::Black)) if player == pairing.black => 2,
        Some(Outcome::Win(Color::White)) if player == pairing.white => 2,
        _ => 0,
    }
}
