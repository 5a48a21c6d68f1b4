//! Abalone: positions, legal moves, AbaPro notation and perft.
//!
//! ```
//! use abande_rules::GamePosition;
//! use abande_rules::abalone::{Position, Start};
//! use abande_rules::notation::MoveText;
//!
//! let mut pos = Position::new(Start::Standard);
//! assert_eq!(pos.count_legal_moves(), 44);
//! let text: MoveText = "a3b4".parse().unwrap();
//! let m = pos.resolve(&text).unwrap();
//! pos.play(m).unwrap();
//! assert_eq!(m.to_string(), "a3b4");
//! ```
//!
//! The board is a bit mask over a padded grid (see `board`), so move
//! generation and counting work on all marbles at once.

mod board;
mod error;
mod movegen;
mod notation;
mod position;
#[cfg(test)]
mod tests;

/// The bitboard view an engine reads positions through
/// ([`Position::marble_mask`]): a [`Mask`] holds one bit per [`Cell`] of an
/// 11 x 11 grid whose [`ON_BOARD`] cells are the 61 points.
pub use board::{Cell, Mask, ON_BOARD, back, cells, point_at};
pub use board::{Direction, neighbor};
pub use error::IllegalMove;
pub use position::{MARBLES_PER_SIDE, MARBLES_TO_WIN, Position, Start};

use crate::PointId;

/// A move as the rules see it. A single marble always moves in-line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The trailing marble steps in `dir`; every own marble directly ahead of
    /// it moves along, pushing opposing marbles ahead of the line if any.
    Inline { tail: PointId, dir: Direction },
    /// Two or three marbles from `first` to `last` (generated and resolved
    /// moves have `first < last`) each step sideways in `dir`; never pushes.
    Broadside {
        first: PointId,
        last: PointId,
        dir: Direction,
    },
}
