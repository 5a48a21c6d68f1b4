//! AbaPro notation: printing moves and resolving parsed move texts.
//!
//! In-line: the trailing marble, then the point it moves to (`a1b2`).
//! Broadside: both end marbles in sorted order, then where the first lands
//! (`c6c7d6`). Syntax is read by [`crate::notation`]; here a
//! [`MoveText`] becomes a [`Move`] against a position.

use std::fmt;

use super::board::{Direction, line_between, neighbor, row_number};
use super::{IllegalMove, Move, Position};
use crate::PointId;
use crate::notation::MoveText;
use crate::topology::abalone_hex;

/// The label of the point one step from `p`, or the label that point would
/// have if it is off the board (only illegal moves need that).
fn label_after(p: PointId, dir: Direction) -> String {
    if let Some(q) = neighbor(p, dir) {
        return abalone_hex().label(q).to_string();
    }
    let (row, n) = row_number(p);
    let (dr, dn) = dir.steps();
    let (row, n) = (row + dr, n + dn);
    if (1..=9).contains(&row) {
        format!("{}{}", (b'a' + row as u8 - 1) as char, n)
    } else {
        "?".to_string()
    }
}

fn label_of(p: PointId) -> &'static str {
    let board = abalone_hex();
    if (p as usize) < board.len() {
        board.label(p)
    } else {
        "?"
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Inline { tail, dir } => {
                let after = if (tail as usize) < abalone_hex().len() {
                    label_after(tail, dir)
                } else {
                    "?".into()
                };
                write!(f, "{}{}", label_of(tail), after)
            }
            Move::Broadside { first, last, dir } => {
                let (low, high) = (first.min(last), first.max(last));
                let after = if (low as usize) < abalone_hex().len() {
                    label_after(low, dir)
                } else {
                    "?".into()
                };
                write!(f, "{}{}{}", label_of(low), label_of(high), after)
            }
        }
    }
}

impl Position {
    /// Second notation stage on a game not over: what a parsed text means
    /// here (see [`GamePosition::resolve`](crate::GamePosition::resolve)).
    pub(super) fn resolve_on_board(&self, text: &MoveText) -> Result<Move, IllegalMove> {
        let coords = match text {
            MoveText::Pass => return Err(IllegalMove::NoPass),
            MoveText::Coords(coords) => coords,
        };
        if !(2..=3).contains(&coords.len()) {
            return Err(IllegalMove::WrongPointCount);
        }
        let board = abalone_hex();
        let points = coords
            .iter()
            .map(|c| {
                let name = c.to_string();
                board.point(&name).ok_or(IllegalMove::NoSuchPoint(name))
            })
            .collect::<Result<Vec<PointId>, _>>()?;
        let step = |from: PointId, to: PointId| match line_between(from, to) {
            Some((dir, 1)) => Ok(dir),
            _ => Err(IllegalMove::NotNeighbours(
                board.label(from).to_string(),
                board.label(to).to_string(),
            )),
        };
        let m = match points[..] {
            [tail, to] => Move::Inline {
                tail,
                dir: step(tail, to)?,
            },
            [first, last, to] => {
                if first == last {
                    return Err(IllegalMove::SamePoint(board.label(first).to_string()));
                }
                let dir = step(first, to)?;
                Move::Broadside {
                    first: first.min(last),
                    last: first.max(last),
                    dir,
                }
            }
            _ => unreachable!("point count checked above"),
        };
        self.effect(m)?;
        Ok(m)
    }
}
