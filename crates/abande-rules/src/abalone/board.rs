//! Geometry of the Abalone tray as bit masks over a padded 11 x 11 grid.
//!
//! Grid cell `row * 11 + n` holds the point with row `row` (a = 1 .. i = 9)
//! and diagonal number `n` (1 .. 9). Rows and numbers 0 and 10 form a border
//! of cells that are never on the board, so one step in any direction from a
//! real point lands on a real point or on the border, never wraps around, and
//! a whole set of marbles moves with a single shift of a `u128`.

use crate::PointId;
use crate::topology::abalone_hex;

/// A set of grid cells, bit `cell` set for each member.
pub type Mask = u128;

/// Grid cell index `0..121`; only the 61 [`ON_BOARD`] cells are real points.
pub type Cell = i16;

const WIDTH: i16 = 11;

/// Number of grid cells, border included.
const CELLS: usize = 121;

/// Marks border and padding cells in [`POINT_OF_CELL`].
const NO_POINT: u8 = u8::MAX;

/// The six directions of the tray, named as they look on the picture (Black
/// at the bottom). Rows grow upwards, numbers grow to the right along a row.
///
/// ```text
///        NW   NE            (+1, 0)  (+1,+1)
///          \ /                    \ /
///     W --  *  -- E     (0,-1) --  *  -- (0,+1)
///          / \                    / \
///        SW   SE           (-1,-1)  (-1, 0)
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    East,
    West,
    NorthEast,
    SouthWest,
    NorthWest,
    SouthEast,
}

impl Direction {
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::West,
        Direction::NorthEast,
        Direction::SouthWest,
        Direction::NorthWest,
        Direction::SouthEast,
    ];

    /// The three directions whose steps increase the grid index; every line
    /// of marbles lies along exactly one of them.
    #[cfg(test)]
    pub(crate) const AXES: [Direction; 3] =
        [Direction::East, Direction::NorthEast, Direction::NorthWest];

    /// One step as (row, number) change, as in the rules.
    pub fn steps(self) -> (i8, i8) {
        match self {
            Direction::East => (0, 1),
            Direction::West => (0, -1),
            Direction::NorthEast => (1, 1),
            Direction::SouthWest => (-1, -1),
            Direction::NorthWest => (1, 0),
            Direction::SouthEast => (-1, 0),
        }
    }

    /// The direction with the given (row, number) step, if it is one of the six.
    pub fn from_steps(steps: (i8, i8)) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.steps() == steps)
    }

    pub fn opposite(self) -> Direction {
        match self {
            Direction::East => Direction::West,
            Direction::West => Direction::East,
            Direction::NorthEast => Direction::SouthWest,
            Direction::SouthWest => Direction::NorthEast,
            Direction::NorthWest => Direction::SouthEast,
            Direction::SouthEast => Direction::NorthWest,
        }
    }

    /// True if both directions run along the same line (equal or opposite).
    pub fn is_parallel(self, other: Direction) -> bool {
        self == other || self == other.opposite()
    }

    /// Change of the grid index for one step.
    pub(crate) const fn offset(self) -> Cell {
        match self {
            Direction::East => 1,
            Direction::West => -1,
            Direction::NorthEast => WIDTH + 1,
            Direction::SouthWest => -(WIDTH + 1),
            Direction::NorthWest => WIDTH,
            Direction::SouthEast => -WIDTH,
        }
    }
}

const fn is_real(row: usize, n: usize) -> bool {
    row >= 1 && row <= 9 && n >= 1 && n <= 9 && row.abs_diff(n) <= 4
}

/// Grid cell of each point id, in the row-major order of [`abalone_hex`].
const CELL_OF_POINT: [u8; 61] = {
    let mut table = [0u8; 61];
    let mut id = 0;
    let mut cell = 0;
    while cell < CELLS {
        if is_real(cell / 11, cell % 11) {
            table[id] = cell as u8;
            id += 1;
        }
        cell += 1;
    }
    table
};

/// Point id of each grid cell, [`NO_POINT`] for the border.
const POINT_OF_CELL: [u8; CELLS] = {
    let mut table = [NO_POINT; CELLS];
    let mut id = 0;
    while id < 61 {
        table[CELL_OF_POINT[id] as usize] = id as u8;
        id += 1;
    }
    table
};

/// Every real point.
pub const ON_BOARD: Mask = {
    let mut mask = 0;
    let mut id = 0;
    while id < 61 {
        mask |= 1 << CELL_OF_POINT[id];
        id += 1;
    }
    mask
};

pub(crate) const POINT_COUNT: usize = 61;

pub(crate) fn cell_of(p: PointId) -> Cell {
    CELL_OF_POINT[p as usize] as Cell
}

/// The point at `cell`, or `None` on the border (or outside the grid).
pub fn point_at(cell: Cell) -> Option<PointId> {
    match POINT_OF_CELL.get(usize::try_from(cell).ok()?) {
        Some(&p) if p != NO_POINT => Some(p),
        _ => None,
    }
}

pub(crate) fn bit(cell: Cell) -> Mask {
    1 << cell
}

pub(crate) fn contains(mask: Mask, cell: Cell) -> bool {
    (0..CELLS as Cell).contains(&cell) && mask >> cell & 1 != 0
}

/// The point one step from `p`, if it is on the board.
pub fn neighbor(p: PointId, dir: Direction) -> Option<PointId> {
    point_at(cell_of(p) + dir.offset())
}

/// Row (1..=9) and number (1..=9) of a point.
pub(crate) fn row_number(p: PointId) -> (i8, i8) {
    let cell = cell_of(p);
    ((cell / WIDTH) as i8, (cell % WIDTH) as i8)
}

pub(crate) fn label(p: PointId) -> &'static str {
    abalone_hex().label(p)
}

/// The cells `t` such that `t + steps * dir` is in `mask`: the mask moved
/// `steps` steps against `dir`. Cells pushed beyond the grid are dropped.
#[inline(always)]
pub fn back(mask: Mask, dir: Direction, steps: i16) -> Mask {
    let shift = dir.offset() * steps;
    if shift >= 0 {
        mask >> shift
    } else {
        mask << -shift
    }
}

/// Iterates the cells of a mask in increasing order.
pub fn cells(mut mask: Mask) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let cell = mask.trailing_zeros() as Cell;
        mask &= mask - 1;
        Some(cell)
    })
}

/// Where a line of marbles from `a` to `b` lies: the axis direction pointing
/// from `a` towards `b` and the number of steps between them, or `None` if
/// the two points share no line (or are the same point).
pub(crate) fn line_between(a: PointId, b: PointId) -> Option<(Direction, i8)> {
    let (ra, na) = row_number(a);
    let (rb, nb) = row_number(b);
    let (dr, dn) = (rb - ra, nb - na);
    let distance = dr.abs().max(dn.abs());
    if distance == 0 || !(dr == 0 || dn == 0 || dr == dn) {
        return None;
    }
    let dir = Direction::from_steps((dr / distance, dn / distance))?;
    Some((dir, distance))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_agrees_with_the_shared_topology() {
        let t = abalone_hex();
        assert_eq!(ON_BOARD.count_ones() as usize, t.len());
        for p in t.points() {
            assert_eq!(point_at(cell_of(p)), Some(p));
            let mut mine: Vec<PointId> = Direction::ALL
                .iter()
                .filter_map(|&d| neighbor(p, d))
                .collect();
            mine.sort_unstable();
            assert_eq!(mine, t.neighbors(p), "{}", t.label(p));
            let (row, n) = row_number(p);
            assert_eq!(
                t.label(p),
                format!("{}{}", (b'a' + row as u8 - 1) as char, n)
            );
        }
    }

    #[test]
    fn directions_match_the_spec_steps() {
        let t = abalone_hex();
        let e5 = t.point("e5").unwrap();
        let step = |d| t.label(neighbor(e5, d).unwrap()).to_string();
        assert_eq!(step(Direction::East), "e6");
        assert_eq!(step(Direction::West), "e4");
        assert_eq!(step(Direction::NorthEast), "f6");
        assert_eq!(step(Direction::SouthWest), "d4");
        assert_eq!(step(Direction::NorthWest), "f5");
        assert_eq!(step(Direction::SouthEast), "d5");
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_eq!(Direction::from_steps(d.steps()), Some(d));
            assert_eq!(d.offset(), -d.opposite().offset());
        }
    }

    #[test]
    fn lines_between_points() {
        let t = abalone_hex();
        let p = |s| t.point(s).unwrap();
        assert_eq!(line_between(p("a1"), p("a3")), Some((Direction::East, 2)));
        assert_eq!(
            line_between(p("c3"), p("a1")),
            Some((Direction::SouthWest, 2))
        );
        assert_eq!(
            line_between(p("a1"), p("b1")),
            Some((Direction::NorthWest, 1))
        );
        assert_eq!(line_between(p("a1"), p("b3")), None);
        assert_eq!(line_between(p("a1"), p("a1")), None);
    }
}
