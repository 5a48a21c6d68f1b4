//! Legal moves of the side to move, computed for all marbles at once.
//!
//! For each direction a handful of shifted masks answer "which marbles can
//! start this kind of move": e.g. a three-marble in-line push of two is a
//! marble with own marbles 1 and 2 steps ahead, opposing marbles 3 and 4
//! steps ahead and a free point (empty or off the board) 5 steps ahead.
//! Counting is then a popcount, which is what makes bulk perft fast.
//!
//! The directions are written out in [`for_each_kind`] (by a macro) rather
//! than looped over, so that after inlining every shift amount is a
//! constant; a `u128` shift by a variable amount costs several times more.

use super::Move;
use super::board::{Direction, Mask, ON_BOARD, back, cells, point_at};
use crate::PointId;

/// The marbles of both sides, with the derived masks every move kind needs.
#[derive(Clone, Copy)]
struct Masks {
    own: Mask,
    opp: Mask,
    empty: Mask,
    /// Empty or off the board: where a pushed marble may go.
    free: Mask,
}

impl Masks {
    #[inline(always)]
    fn new(own: Mask, opp: Mask) -> Self {
        Masks {
            own,
            opp,
            empty: ON_BOARD & !(own | opp),
            free: !(own | opp),
        }
    }
}

/// Start cells of one kind of move. In-line: tails of lines of one, two and
/// three marbles in `dir`. Broadside: the end of the line with the lower grid
/// index (lines of two, lines of three), `axis` set.
#[derive(Clone, Copy)]
struct Starts {
    axis: Option<Direction>,
    dir: Direction,
    lines: [Mask; 3],
}

impl Starts {
    /// Number of moves of this kind. In-line masks are disjoint (a line is
    /// everything own ahead of its tail), so one popcount of their union
    /// does; popcount is not a single instruction on baseline x86-64.
    #[inline(always)]
    fn count(&self) -> usize {
        let [single, double, triple] = self.lines;
        match self.axis {
            None => (single | double | triple).count_ones() as usize,
            Some(_) => (double.count_ones() + triple.count_ones()) as usize,
        }
    }
}

#[inline(always)]
fn inline_starts(m: &Masks, dir: Direction) -> Starts {
    let ahead = |mask: Mask, steps: i16| back(mask, dir, steps);

    let single = m.own & ahead(m.empty, 1);

    let two = m.own & ahead(m.own, 1);
    let double = two & (ahead(m.empty, 2) | (ahead(m.opp, 2) & ahead(m.free, 3)));

    let three = two & ahead(m.own, 2);
    let opp3 = three & ahead(m.opp, 3);
    let triple = three & ahead(m.empty, 3)
        | opp3 & ahead(m.free, 4)
        | opp3 & ahead(m.opp, 4) & ahead(m.free, 5);

    Starts {
        axis: None,
        dir,
        lines: [single, double, triple],
    }
}

/// Lines along `axis` that can side-step in `dir` (not parallel to `axis`).
#[inline(always)]
fn broadside_starts(m: &Masks, axis: Direction, dir: Direction) -> Starts {
    let lands_empty = back(m.empty, dir, 1);
    let double = m.own & back(m.own, axis, 1) & lands_empty & back(lands_empty, axis, 1);
    let triple = double & back(m.own, axis, 2) & back(lands_empty, axis, 2);
    Starts {
        axis: Some(axis),
        dir,
        lines: [0, double, triple],
    }
}

/// Calls `visit` with the starts of every kind of move: six in-line
/// directions, then three axes times four sideways directions.
#[inline(always)]
fn for_each_kind(own: Mask, opp: Mask, mut visit: impl FnMut(Starts)) {
    use Direction::*;
    let m = Masks::new(own, opp);
    // Written out by the macro, not looped over: see the module's comment.
    macro_rules! kinds {
        (inline: $($dir:ident)*; $($axis:ident sideways: $($side:ident)*;)*) => {
            $(visit(inline_starts(&m, $dir));)*
            $($(visit(broadside_starts(&m, $axis, $side));)*)*
        };
    }
    kinds!(
        inline: East West NorthEast SouthWest NorthWest SouthEast;
        East sideways: NorthEast SouthWest NorthWest SouthEast;
        NorthEast sideways: East West NorthWest SouthEast;
        NorthWest sideways: East West NorthEast SouthWest;
    );
}

/// Number of legal moves, without listing them.
pub(crate) fn count(own: Mask, opp: Mask) -> usize {
    let mut total = 0;
    for_each_kind(own, opp, |s| total += s.count());
    total
}

fn point(cell: i16) -> PointId {
    point_at(cell).expect("move generator yields only real points")
}

/// Every legal move, in-line moves first.
pub(crate) fn generate(own: Mask, opp: Mask, out: &mut Vec<Move>) {
    for_each_kind(own, opp, |s| match s.axis {
        None => {
            for tail in cells(s.lines[0] | s.lines[1] | s.lines[2]) {
                out.push(Move::Inline {
                    tail: point(tail),
                    dir: s.dir,
                });
            }
        }
        Some(axis) => {
            for (length, &mask) in s.lines.iter().enumerate().skip(1) {
                for first in cells(mask) {
                    let last = first + axis.offset() * length as i16;
                    out.push(Move::Broadside {
                        first: point(first),
                        last: point(last),
                        dir: s.dir,
                    });
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listed_kinds_cover_every_axis_and_sideways_direction() {
        let mut inline = Vec::new();
        let mut broadside = Vec::new();
        // With every point own and nothing else, every line start shows up.
        for_each_kind(ON_BOARD, 0, |s| match s.axis {
            None => inline.push(s.dir),
            Some(axis) => broadside.push((axis, s.dir)),
        });
        assert_eq!(inline, Direction::ALL);
        for axis in Direction::AXES {
            let dirs: Vec<Direction> = broadside
                .iter()
                .filter(|(a, _)| *a == axis)
                .map(|&(_, d)| d)
                .collect();
            let expected: Vec<Direction> = Direction::ALL
                .into_iter()
                .filter(|d| !d.is_parallel(axis))
                .collect();
            assert_eq!(dirs, expected, "{axis:?}");
        }
        assert_eq!(broadside.len(), 12);
    }
}
