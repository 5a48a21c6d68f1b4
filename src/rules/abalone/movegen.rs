//! Legal moves of the side to move, computed for all marbles at once.
//!
//! For each direction a handful of shifted masks answer "which marbles can
//! start this kind of move": e.g. a three-marble in-line push of two is a
//! marble with own marbles 1 and 2 steps ahead, opposing marbles 3 and 4
//! steps ahead and a free point (empty or off the board) 5 steps ahead.
//! Counting is then a popcount, which is what makes bulk perft fast.

use super::Move;
use super::board::{Direction, Mask, ON_BOARD, back, cells, point_at};
use crate::rules::PointId;

/// Start cells of every kind of legal move in one direction or along one axis.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct InlineStarts {
    /// Tails of in-line moves, whatever the number of marbles or pushed marbles.
    pub single: Mask,
    pub double: Mask,
    pub triple: Mask,
}

/// Tail cells (the end nearer the grid origin) of broadside lines.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BroadsideStarts {
    pub double: Mask,
    pub triple: Mask,
}

/// Tails of legal in-line moves of `own` in `dir`.
#[inline(always)]
pub(crate) fn inline_starts(own: Mask, opp: Mask, dir: Direction) -> InlineStarts {
    let empty = ON_BOARD & !(own | opp);
    // Off-board cells count as free: a pushed marble may leave the board.
    let free = !(own | opp);
    let ahead = |mask: Mask, steps: i16| back(mask, dir, steps);

    let single = own & ahead(empty, 1);

    let two = own & ahead(own, 1);
    let double = two & (ahead(empty, 2) | (ahead(opp, 2) & ahead(free, 3)));

    let three = two & ahead(own, 2);
    let opp3 = three & ahead(opp, 3);
    let triple =
        three & ahead(empty, 3) | opp3 & ahead(free, 4) | opp3 & ahead(opp, 4) & ahead(free, 5);

    InlineStarts {
        single,
        double,
        triple,
    }
}

/// Lines of two or three of `own` along `axis` that can side-step in `dir`
/// (which must not be parallel to `axis`).
#[inline(always)]
pub(crate) fn broadside_starts(
    own: Mask,
    opp: Mask,
    axis: Direction,
    dir: Direction,
) -> BroadsideStarts {
    let empty = ON_BOARD & !(own | opp);
    let lands_empty = back(empty, dir, 1);
    let double = own & back(own, axis, 1) & lands_empty & back(lands_empty, axis, 1);
    let triple = double & back(own, axis, 2) & back(lands_empty, axis, 2);
    BroadsideStarts { double, triple }
}

/// The four directions that leave a line along `axis`.
#[inline(always)]
pub(crate) fn sideways(axis: Direction) -> impl Iterator<Item = Direction> {
    Direction::ALL
        .into_iter()
        .filter(move |d| !d.is_parallel(axis))
}

/// Number of legal moves, without listing them.
pub(crate) fn count(own: Mask, opp: Mask) -> usize {
    let mut total = 0;
    for dir in Direction::ALL {
        let s = inline_starts(own, opp, dir);
        total += (s.single.count_ones() + s.double.count_ones() + s.triple.count_ones()) as usize;
    }
    for axis in Direction::AXES {
        for dir in sideways(axis) {
            let s = broadside_starts(own, opp, axis, dir);
            total += (s.double.count_ones() + s.triple.count_ones()) as usize;
        }
    }
    total
}

fn point(cell: i16) -> PointId {
    point_at(cell).expect("move generator yields only real points")
}

/// Every legal move, in-line moves first.
pub(crate) fn generate(own: Mask, opp: Mask, out: &mut Vec<Move>) {
    for dir in Direction::ALL {
        let s = inline_starts(own, opp, dir);
        for tail in cells(s.single | s.double | s.triple) {
            // The three masks are disjoint: the line is everything own ahead.
            out.push(Move::Inline {
                tail: point(tail),
                dir,
            });
        }
    }
    for axis in Direction::AXES {
        for dir in sideways(axis) {
            let s = broadside_starts(own, opp, axis, dir);
            for (mask, length) in [(s.double, 1), (s.triple, 2)] {
                for first in cells(mask) {
                    let last = first + axis.offset() * length;
                    out.push(Move::Broadside {
                        first: point(first),
                        last: point(last),
                        dir,
                    });
                }
            }
        }
    }
}
