//! Pure game logic: boards, positions, legal moves, notation and scoring.
//!
//! Nothing in here performs I/O, awaits, or knows about Discord or SQL; the
//! renderer, the store and the bot all build on these types.

pub mod abalone;
pub mod abande;
mod describe;
mod game;
mod kind;
pub mod notation;
pub mod record;
/// Recorded games for tests (the crate's `tests/data/`), with the feature
/// `test-data`.
#[cfg(any(test, feature = "test-data"))]
#[doc(hidden)]
pub mod recorded_games;
pub mod topology;
mod zobrist;

pub use describe::{MoveDescription, describe};
pub use game::{Game, GamePosition, Move, MoveError, PositionRef, expected_form};
pub use kind::{Family, GameKind, Setup, UnknownGameKind};
pub use topology::{PointId, PointSet, Topology};

use std::fmt;

/// One of the two sides. Black always moves first in both games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    pub fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// Lower-case name as used in JSON output and the database.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// `black` for Black, `white` for White: a player's own of two things.
    pub fn pick<T>(self, black: T, white: T) -> T {
        match self {
            Color::Black => black,
            Color::White => white,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "Black",
            Color::White => "White",
        })
    }
}

/// How a game ended on the board (resignation and timeouts are decided by the service).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(Color),
    Draw,
}

impl Outcome {
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win(c) => Some(c),
            Outcome::Draw => None,
        }
    }

    /// `"black"`, `"white"` or `"draw"`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win(c) => c.name(),
            Outcome::Draw => "draw",
        }
    }
}

/// A pair of per-colour numbers (score, pieces in hand, captured marbles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PerColor<T> {
    pub black: T,
    pub white: T,
}

impl<T: Copy> PerColor<T> {
    pub fn get(&self, c: Color) -> T {
        c.pick(self.black, self.white)
    }
}

impl<T> PerColor<T> {
    pub fn get_mut(&mut self, c: Color) -> &mut T {
        c.pick(&mut self.black, &mut self.white)
    }
}

/// What a move did on the board, for highlighting it in pictures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveTrace {
    /// A piece entered from hand (Abande).
    pub entered: Option<PointId>,
    /// Pieces or marbles that moved one step, `(from, to)`.
    pub steps: Vec<(PointId, PointId)>,
    /// Points from which a marble was pushed off the board (Abalone).
    pub pushed_off: Vec<PointId>,
}
