//! The state of a game and the one place that decides what a move does.

use super::board::{
    self, Cell, Direction, Mask, ON_BOARD, bit, cell_of, contains, label, line_between,
};
use super::{IllegalMove, Move, movegen};
use crate::notation::MoveText;
use crate::topology::abalone_hex;
use crate::{Color, Family, GamePosition, MoveTrace, Outcome, PerColor, PointId, zobrist};

/// Marbles each side has at the start.
pub const MARBLES_PER_SIDE: u8 = 14;

/// Pushing this many opposing marbles off the board wins.
pub const MARBLES_TO_WIN: u8 = 6;

/// The three starting layouts (RULES.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Start {
    Standard,
    BelgianDaisy,
    GermanDaisy,
}

impl Start {
    pub const ALL: [Start; 3] = [Start::Standard, Start::BelgianDaisy, Start::GermanDaisy];

    /// Black's and White's points, as written in RULES.md.
    fn layout(self) -> (&'static str, &'static str) {
        match self {
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
}

/// What a legal move does, worked out once by [`Position::effect`].
#[derive(Clone, Copy, Debug)]
pub(super) enum Effect {
    Inline(Inline),
    Broadside(Broadside),
}

/// An in-line move: a line of own marbles steps along itself, maybe pushing.
#[derive(Clone, Copy, Debug)]
pub(super) struct Inline {
    tail: Cell,
    dir: Direction,
    /// Own marbles moving, 1 to 3.
    marbles: i16,
    /// Opposing marbles pushed, 0 to 2.
    pushed: i16,
    /// Whether the last pushed marble leaves the board.
    pushed_off: bool,
}

impl Inline {
    /// The point ahead of the line: empty, or the first marble it pushes.
    fn front(&self) -> Cell {
        self.tail + self.marbles * self.dir.offset()
    }
}

/// A broadside: a line of own marbles steps sideways, pushing nothing.
#[derive(Clone, Copy, Debug)]
pub(super) struct Broadside {
    /// The end with the lower grid index; the line runs along `axis` from it.
    first: Cell,
    axis: Direction,
    marbles: i16,
    dir: Direction,
}

impl Broadside {
    /// Each marble's step, `(from, to)`, from `first` along the line.
    fn steps(&self) -> impl Iterator<Item = (Cell, Cell)> {
        let Broadside {
            first,
            axis,
            marbles,
            dir,
        } = *self;
        (0..marbles).map(move |i| {
            let from = first + i * axis.offset();
            (from, from + dir.offset())
        })
    }
}

/// A position: marbles on the board, marbles pushed off, side to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Grid masks of Black's and White's marbles, by [`Color::index`].
    marbles: [Mask; 2],
    /// Opposing marbles pushed off by Black and by White.
    captured: [u8; 2],
    to_move: Color,
    /// Zobrist hash of all the above, kept up to date by every move.
    hash: u64,
}

fn parse_layout(points: &str) -> Vec<PointId> {
    let board = abalone_hex();
    points
        .split_whitespace()
        .map(|l| board.point(l).expect("layout names real points"))
        .collect()
}

fn mask_of(points: &[PointId]) -> Mask {
    points.iter().fold(0, |m, &p| m | bit(cell_of(p)))
}

fn labels_along(start: Cell, dir: Direction, count: i16, sep: &str) -> String {
    label_list(start, dir, count).join(sep)
}

fn label_list(start: Cell, dir: Direction, count: i16) -> Vec<String> {
    (0..count)
        .map(|i| {
            board::point_at(start + i * dir.offset())
                .map_or("?", label)
                .to_string()
        })
        .collect()
}

fn marble_key(color: usize, cell: Cell) -> u64 {
    zobrist::ABALONE_MARBLES[color * 121 + cell as usize]
}

fn captured_key(color: usize, count: u8) -> u64 {
    zobrist::ABALONE_CAPTURED[color * 16 + count as usize]
}

fn cell_label(cell: Cell) -> String {
    board::point_at(cell).map_or_else(|| "?".to_string(), |p| label(p).to_string())
}

fn checked_cell(p: PointId) -> Result<Cell, IllegalMove> {
    if (p as usize) < board::POINT_COUNT {
        Ok(cell_of(p))
    } else {
        Err(IllegalMove::NoSuchPoint(format!("#{p}")))
    }
}

impl Position {
    pub fn new(start: Start) -> Self {
        let (black, white) = start.layout();
        Position {
            marbles: [mask_of(&parse_layout(black)), mask_of(&parse_layout(white))],
            captured: [0, 0],
            to_move: Color::Black,
            hash: 0,
        }
        .with_hash()
    }

    /// Sets the hash from the rest of the state.
    fn with_hash(mut self) -> Self {
        self.hash = self.hash_from_scratch();
        self
    }

    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut hash = if self.to_move == Color::White {
            zobrist::WHITE_TO_MOVE
        } else {
            0
        };
        for c in Color::BOTH {
            for cell in board::cells(self.marbles[c.index()]) {
                hash ^= marble_key(c.index(), cell);
            }
            hash ^= captured_key(c.index(), self.captured[c.index()]);
        }
        hash
    }

    /// Grid mask of the marbles of `c` (see `board`), for fast evaluation.
    pub fn marble_mask(&self, c: Color) -> Mask {
        self.marbles[c.index()]
    }

    /// A position set up from lists of points, e.g. for puzzles and tests.
    /// `None` if a point is named twice, does not exist, or a side would
    /// have more than 14 marbles counting those pushed off.
    pub fn from_marbles(
        black: &[PointId],
        white: &[PointId],
        to_move: Color,
        captured: PerColor<u8>,
    ) -> Option<Self> {
        let all: Vec<PointId> = black.iter().chain(white).copied().collect();
        if all.iter().any(|&p| p as usize >= board::POINT_COUNT) {
            return None;
        }
        let (black_mask, white_mask) = (mask_of(black), mask_of(white));
        let distinct = (black_mask | white_mask).count_ones() as usize == all.len();
        let fits =
            |on_board: usize, lost: u8| on_board + lost as usize <= MARBLES_PER_SIDE as usize;
        if !distinct || !fits(black.len(), captured.white) || !fits(white.len(), captured.black) {
            return None;
        }
        Some(
            Position {
                marbles: [black_mask, white_mask],
                captured: [captured.black, captured.white],
                to_move,
                hash: 0,
            }
            .with_hash(),
        )
    }

    pub fn color_at(&self, p: PointId) -> Option<Color> {
        let cell = checked_cell(p).ok()?;
        Color::BOTH
            .into_iter()
            .find(|c| contains(self.marbles[c.index()], cell))
    }

    /// Marbles of `color` still on the board.
    pub fn marbles_on_board(&self, color: Color) -> u8 {
        self.marbles[color.index()].count_ones() as u8
    }

    /// Opposing marbles pushed off the board by Black and by White.
    pub fn captured(&self) -> PerColor<u8> {
        PerColor {
            black: self.captured[0],
            white: self.captured[1],
        }
    }

    fn won_by_pushing(&self) -> Option<Color> {
        Color::BOTH
            .into_iter()
            .find(|c| self.captured[c.index()] >= MARBLES_TO_WIN)
    }

    fn own_and_opp(&self) -> (Mask, Mask) {
        let me = self.to_move.index();
        (self.marbles[me], self.marbles[1 - me])
    }

    /// Every legal move; empty once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(128);
        if self.won_by_pushing().is_none() {
            let (own, opp) = self.own_and_opp();
            movegen::generate(own, opp, &mut moves);
        }
        moves
    }

    /// Gives the turn to the other side without a move. Not an Abalone move:
    /// the search uses it to test how strong a position is (null move).
    pub fn pass_for_search(&mut self) {
        self.to_move = self.to_move.opposite();
        self.hash ^= zobrist::WHITE_TO_MOVE;
    }

    /// Whether `m` (legal here) pushes an opposing marble, and whether off the board.
    pub fn pushes(&self, m: Move) -> (bool, bool) {
        match self.effect(m) {
            Ok(Effect::Inline(line)) => (line.pushed > 0, line.pushed_off),
            _ => (false, false),
        }
    }

    /// `legal_moves().len()`, without listing them.
    pub fn count_legal_moves(&self) -> usize {
        if self.won_by_pushing().is_some() {
            return 0;
        }
        let (own, opp) = self.own_and_opp();
        movegen::count(own, opp)
    }

    /// Whether `m` is legal here, exactly as `play` decides it.
    #[cfg(test)]
    pub(crate) fn check(&self, m: Move) -> Result<(), IllegalMove> {
        self.check_effect(m).map(|_| ())
    }

    fn check_effect(&self, m: Move) -> Result<Effect, IllegalMove> {
        self.unless_over(|pos| pos.effect(m))
    }

    /// Runs `attempt`, but reports any failure as [`IllegalMove::GameOver`]
    /// once the game has ended. A side without legal moves has lost, and then
    /// every attempt fails, so the costly count is only needed on failure.
    pub(crate) fn unless_over<T>(
        &self,
        attempt: impl FnOnce(&Self) -> Result<T, IllegalMove>,
    ) -> Result<T, IllegalMove> {
        if self.won_by_pushing().is_some() {
            return Err(IllegalMove::GameOver);
        }
        attempt(self).map_err(|e| {
            if self.count_legal_moves() == 0 {
                IllegalMove::GameOver
            } else {
                e
            }
        })
    }

    /// What `m` does on the board, or why it cannot be played (game end aside).
    pub(super) fn effect(&self, m: Move) -> Result<Effect, IllegalMove> {
        match m {
            Move::Inline { tail, dir } => self.inline_effect(tail, dir),
            Move::Broadside { first, last, dir } => self.broadside_effect(first, last, dir),
        }
    }

    fn require_own(&self, cell: Cell) -> Result<(), IllegalMove> {
        let (own, opp) = self.own_and_opp();
        if contains(own, cell) {
            Ok(())
        } else if contains(opp, cell) {
            Err(IllegalMove::NotYourMarble(cell_label(cell)))
        } else {
            Err(IllegalMove::Empty(cell_label(cell)))
        }
    }

    fn inline_effect(&self, tail_point: PointId, dir: Direction) -> Result<Effect, IllegalMove> {
        let tail = checked_cell(tail_point)?;
        self.require_own(tail)?;
        let (own, opp) = self.own_and_opp();
        let step = dir.offset();
        let mut marbles = 1;
        while contains(own, tail + marbles * step) {
            marbles += 1;
        }
        if marbles > 3 {
            return Err(IllegalMove::TooManyMarbles(labels_along(
                tail, dir, marbles, " ",
            )));
        }
        let front = tail + marbles * step;
        if !contains(ON_BOARD, front) {
            return Err(if marbles == 1 {
                IllegalMove::OffBoard(cell_label(tail))
            } else {
                IllegalMove::OwnMarbleOffBoard
            });
        }
        if !contains(opp, front) {
            return Ok(Effect::Inline(Inline {
                tail,
                dir,
                marbles,
                pushed: 0,
                pushed_off: false,
            }));
        }
        if marbles == 1 {
            return Err(IllegalMove::SingleCannotPush(cell_label(front)));
        }
        let mut pushed = 1;
        while contains(opp, front + pushed * step) {
            pushed += 1;
        }
        if pushed >= marbles {
            return Err(IllegalMove::Outnumbered {
                pushers: marbles as u8,
                defenders: pushed as u8,
            });
        }
        let beyond = front + pushed * step;
        if contains(own, beyond) {
            return Err(IllegalMove::Sandwiched {
                color: self.to_move.opposite(),
                count: pushed as u8,
                marbles: label_list(front, dir, pushed),
                blocker: cell_label(beyond),
            });
        }
        let pushed_off = !contains(ON_BOARD, beyond);
        Ok(Effect::Inline(Inline {
            tail,
            dir,
            marbles,
            pushed,
            pushed_off,
        }))
    }

    fn broadside_effect(
        &self,
        a: PointId,
        b: PointId,
        dir: Direction,
    ) -> Result<Effect, IllegalMove> {
        checked_cell(a)?;
        checked_cell(b)?;
        let (low, high) = (a.min(b), a.max(b));
        if low == high {
            return Err(IllegalMove::SamePoint(label(low).to_string()));
        }
        let not_in_line =
            || IllegalMove::NotInLine(label(low).to_string(), label(high).to_string());
        let (axis, distance) = line_between(low, high).ok_or_else(not_in_line)?;
        let first = cell_of(low);
        if dir.is_parallel(axis) {
            let tail = if dir == axis { first } else { cell_of(high) };
            let text = format!("{}{}", cell_label(tail), cell_label(tail + dir.offset()));
            return Err(IllegalMove::AlongTheLine(text));
        }
        self.require_own(first)?;
        self.require_own(cell_of(high))?;
        let (own, opp) = self.own_and_opp();
        let marbles = distance as i16 + 1;
        let line: Vec<Cell> = (0..marbles).map(|i| first + i * axis.offset()).collect();
        if !line.iter().all(|&c| contains(own, c)) {
            return Err(not_in_line());
        }
        if marbles > 3 {
            return Err(IllegalMove::TooManyMarbles(labels_along(
                first, axis, marbles, " ",
            )));
        }
        for &from in &line {
            let to = from + dir.offset();
            if !contains(ON_BOARD, to) {
                return Err(IllegalMove::OffBoard(cell_label(from)));
            }
            if contains(own, to) {
                return Err(IllegalMove::Occupied(cell_label(to)));
            }
            if contains(opp, to) {
                return Err(IllegalMove::BroadsideCannotPush(cell_label(to)));
            }
        }
        Ok(Effect::Broadside(Broadside {
            first,
            axis,
            marbles,
            dir,
        }))
    }

    fn apply(&mut self, effect: Effect) {
        let me = self.to_move.index();
        match effect {
            Effect::Inline(line) => {
                let front = line.front();
                // The line moves by emptying its tail and filling the point ahead.
                self.marbles[me] ^= bit(line.tail) | bit(front);
                self.hash ^= marble_key(me, line.tail) ^ marble_key(me, front);
                if line.pushed > 0 {
                    self.marbles[1 - me] ^= bit(front);
                    self.hash ^= marble_key(1 - me, front);
                    if line.pushed_off {
                        self.hash ^= captured_key(me, self.captured[me]);
                        self.captured[me] += 1;
                        self.hash ^= captured_key(me, self.captured[me]);
                    } else {
                        let beyond = front + line.pushed * line.dir.offset();
                        self.marbles[1 - me] |= bit(beyond);
                        self.hash ^= marble_key(1 - me, beyond);
                    }
                }
            }
            Effect::Broadside(side) => {
                for (from, to) in side.steps() {
                    self.marbles[me] ^= bit(from) | bit(to);
                    self.hash ^= marble_key(me, from) ^ marble_key(me, to);
                }
            }
        }
        self.to_move = self.to_move.opposite();
        self.hash ^= zobrist::WHITE_TO_MOVE;
    }
}

impl GamePosition for Position {
    type Move = Move;
    type Illegal = IllegalMove;
    const FAMILY: Family = Family::Abalone;

    fn wrap(&self, m: Move) -> crate::Move {
        crate::Move::Abalone(m)
    }

    fn unwrap(&self, m: crate::Move) -> Option<Move> {
        match m {
            crate::Move::Abalone(m) => Some(m),
            crate::Move::Abande(..) => None,
        }
    }

    fn to_move(&self) -> Color {
        self.to_move
    }

    /// Six marbles pushed off wins; a side to move without a legal move loses.
    fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.won_by_pushing() {
            return Some(Outcome::Win(winner));
        }
        if self.count_legal_moves() == 0 {
            return Some(Outcome::Win(self.to_move.opposite()));
        }
        None
    }

    /// Zobrist hash of the position (marbles, marbles pushed off, side to move).
    fn zobrist(&self) -> u64 {
        self.hash
    }

    /// Appends the legal moves to `out` (cleared first); allocation-free when reused.
    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.won_by_pushing().is_none() {
            let (own, opp) = self.own_and_opp();
            movegen::generate(own, opp, out);
        }
    }

    /// Second notation stage: what a parsed text means here. Resolves `Ok`
    /// exactly when the move is legal, using the same check as [`Position::play`].
    fn resolve(&self, text: &MoveText) -> Result<Move, IllegalMove> {
        self.unless_over(|pos| pos.resolve_on_board(text))
    }

    /// The marbles `m` moves and pushes off, for drawing it; empty if `m` is illegal.
    fn trace(&self, m: Move) -> MoveTrace {
        let mut trace = MoveTrace::default();
        let Ok(effect) = self.check_effect(m) else {
            return trace;
        };
        let point = |cell: Cell| board::point_at(cell).expect("legal moves stay on the board");
        match effect {
            Effect::Inline(line) => {
                let step = line.dir.offset();
                let front = line.front();
                // Front to back, pushed marbles first, so each step lands on a point already vacated.
                for i in (0..line.pushed).rev() {
                    let from = front + i * step;
                    if line.pushed_off && i == line.pushed - 1 {
                        trace.pushed_off.push(point(from));
                    } else {
                        trace.steps.push((point(from), point(from + step)));
                    }
                }
                for i in (0..line.marbles).rev() {
                    let from = line.tail + i * step;
                    trace.steps.push((point(from), point(from + step)));
                }
            }
            Effect::Broadside(side) => {
                for (from, to) in side.steps() {
                    trace.steps.push((point(from), point(to)));
                }
            }
        }
        trace
    }

    /// Plays `m`, or says why it is illegal and leaves the position as it was.
    fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let effect = self.check_effect(m)?;
        self.apply(effect);
        Ok(())
    }

    /// Plays a move taken from [`Self::legal_moves_into`] of this very
    /// position without the game-over check (for search).
    fn play_legal(&mut self, m: Move) {
        let effect = self.effect(m).expect("a generated move is legal");
        self.apply(effect);
    }

    /// Number of legal move sequences of length `depth` (moves, not positions).
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves() as u64,
            _ => self
                .legal_moves()
                .into_iter()
                .map(|m| {
                    let mut child = self.clone();
                    child.apply(child.effect(m).expect("generated moves are legal"));
                    child.perft(depth - 1)
                })
                .sum(),
        }
    }
}
