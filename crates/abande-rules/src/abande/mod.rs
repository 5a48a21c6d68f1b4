//! Abande (Dieter Stein, 2005): connection and stacking on three boards.

mod illegal;
mod position;
mod stack;

pub use illegal::IllegalMove;
pub use position::{Board, Move, PIECES_PER_SIDE, Position};
pub use stack::Stack;

#[cfg(test)]
mod tests;
