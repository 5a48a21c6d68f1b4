//! The rules of Abande and Abalone: boards, positions, legal moves,
//! notation, scoring and game records.
//!
//! Pure game logic, on the standard library alone: nothing here performs
//! I/O, awaits, or knows about Discord or SQL. A [`Game`] is any kind of
//! game ([`GameKind`]): its position and the moves played. Moves are read
//! from text ([`Game::parse_move`], [`Game::play_text`]) and written back
//! in the same notation; a move the rules refuse comes back as a
//! [`MoveError`] that says why.
//!
//! ```
//! use abande_rules::{Color, Game, GameKind, MoveError};
//!
//! let mut game = Game::new(GameKind::Abalone);
//! assert_eq!(game.to_move(), Some(Color::Black));
//! assert_eq!(game.legal_moves().len(), 44);
//!
//! // Black moves three marbles in line, White answers in kind.
//! let black = game.play_text("a3b4")?;
//! assert_eq!(black.to_string(), "a3b4");
//! game.play_text("i7h6")?;
//! assert_eq!(game.ply(), 2);
//!
//! // Black cannot move a White marble: the game is unchanged.
//! let refused = game.play_text("i5h5");
//! assert!(matches!(refused, Err(MoveError::Abalone(_))));
//! assert_eq!(game.ply(), 2);
//!
//! // Games are replayed from their move texts.
//! let again = Game::replay(GameKind::Abalone, &["a3b4", "i7h6"]).unwrap();
//! assert_eq!(again.moves(), game.moves());
//! # Ok::<(), MoveError>(())
//! ```
//!
//! The engine (`abande-engine`) searches through [`GamePosition`], which
//! both positions implement; [`abalone`] also shows its bitboards for it.

#![warn(clippy::missing_errors_doc)]

pub mod abalone;
pub mod abande;
mod describe;
mod diagram;
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
pub use diagram::diagram;
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
