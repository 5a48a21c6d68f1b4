//! TEMPORARY STAND-IN for the Abalone engine (being written on branch `abalone`):
//! the same public API, starting layouts only, no moves. Replaced on merge.
#![allow(dead_code, unused_variables)]

use std::fmt;

use super::notation::MoveText;
use super::topology::{PointId, abalone_hex};
use super::{Color, MoveTrace, Outcome, PerColor};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Start {
    Standard,
    BelgianDaisy,
    GermanDaisy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    E,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Inline {
        tail: PointId,
        dir: Direction,
    },
    Broadside {
        first: PointId,
        last: PointId,
        dir: Direction,
    },
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("?")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the Abalone engine is not ready")]
    NotReady,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    cells: Vec<Option<Color>>,
}

fn layout(start: Start) -> (&'static str, &'static str) {
    match start {
        Start::Standard => (
            "a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 b6 c3 c4 c5",
            "i5 i6 i7 i8 i9 h4 h5 h6 h7 h8 h9 g5 g6 g7",
        ),
        Start::BelgianDaisy => (
            "a1 a2 b1 b2 b3 c2 c3 g7 g8 h7 h8 h9 i8 i9",
            "a4 a5 b4 b5 b6 c5 c6 g4 g5 h4 h5 h6 i5 i6",
        ),
        Start::GermanDaisy => (
            "b1 b2 c1 c2 c3 d2 d3 f7 f8 g7 g8 g9 h8 h9",
            "b5 b6 c5 c6 c7 d6 d7 f3 f4 g3 g4 g5 h4 h5",
        ),
    }
}

impl Position {
    pub fn new(start: Start) -> Self {
        let t = abalone_hex();
        let mut cells = vec![None; t.len()];
        let (black, white) = layout(start);
        for (list, c) in [(black, Color::Black), (white, Color::White)] {
            for l in list.split(' ') {
                cells[t.point(l).unwrap() as usize] = Some(c);
            }
        }
        Position { cells }
    }
    pub fn to_move(&self) -> Color {
        Color::Black
    }
    pub fn color_at(&self, p: PointId) -> Option<Color> {
        self.cells[p as usize]
    }
    pub fn captured(&self) -> PerColor<u8> {
        PerColor::default()
    }
    pub fn outcome(&self) -> Option<Outcome> {
        None
    }
    pub fn legal_moves(&self) -> Vec<Move> {
        Vec::new()
    }
    pub fn count_legal_moves(&self) -> usize {
        0
    }
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        Err(IllegalMove::NotReady)
    }
    pub fn resolve(&self, text: &MoveText) -> Result<Move, IllegalMove> {
        Err(IllegalMove::NotReady)
    }
    pub fn trace(&self, m: Move) -> MoveTrace {
        MoveTrace::default()
    }
    pub fn perft(&self, depth: u32) -> u64 {
        0
    }
}
