use std::fmt;

use super::{IllegalMove, Stack};
use crate::notation::MoveText;
use crate::topology::{self, PointId, PointSet, Topology};
use crate::{Color, Family, GamePosition, MoveTrace, Outcome, PerColor, zobrist};

/// Pieces each side starts with in hand.
pub const PIECES_PER_SIDE: u8 = 18;

/// The three Abande boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    Hex,
    Square,
    Snub,
}

impl Board {
    pub fn topology(self) -> &'static Topology {
        match self {
            Board::Hex => topology::abande_hex(),
            Board::Square => topology::abande_square(),
            Board::Snub => topology::abande_snub(),
        }
    }
}

/// One Abande turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece from hand onto an empty point.
    Enter(PointId),
    /// A whole stack one step onto an opponent's stack.
    Capture {
        from: PointId,
        to: PointId,
    },
    Pass,
}

impl Move {
    /// Canonical notation on `board`: `d4`, `e2-d3` or `pass`.
    pub fn notation(self, board: Board) -> impl fmt::Display {
        Notated(board, self)
    }
}

struct Notated(Board, Move);

impl fmt::Display for Notated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.0.topology();
        match self.1 {
            Move::Enter(p) => f.write_str(t.label(p)),
            Move::Capture { from, to } => write!(f, "{}-{}", t.label(from), t.label(to)),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// An Abande position: the stacks, the pieces in hand and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    stacks: [Stack; 64],
    occupied: u64,
    /// Stacks whose top piece is black / white.
    owned: [u64; 2],
    hand: [u8; 2],
    to_move: Color,
    consecutive_passes: u8,
    /// Zobrist hash of all the above, kept up to date by every move.
    hash: u64,
}

impl Position {
    pub fn new(board: Board) -> Position {
        Position {
            board,
            stacks: [Stack::default(); 64],
            occupied: 0,
            owned: [0; 2],
            hand: [PIECES_PER_SIDE; 2],
            to_move: Color::Black,
            consecutive_passes: 0,
            hash: 0,
        }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn topology(&self) -> &'static Topology {
        self.board.topology()
    }

    pub fn stack(&self, p: PointId) -> Stack {
        self.stacks[p as usize]
    }

    pub fn occupied(&self) -> u64 {
        self.occupied
    }

    /// Stacks whose top piece is `c`.
    pub fn owned_by(&self, c: Color) -> u64 {
        self.owned[c.index()]
    }

    pub fn hand(&self) -> PerColor<u8> {
        PerColor {
            black: self.hand[0],
            white: self.hand[1],
        }
    }

    /// Moving stacks becomes legal once Black has entered his second piece.
    pub fn moving_allowed(&self) -> bool {
        self.hand[Color::Black.index()] <= PIECES_PER_SIDE - 2
    }

    pub fn is_over(&self) -> bool {
        self.consecutive_passes >= 2
    }

    /// Stacks that touch no stack controlled by the opponent; they score nothing.
    pub fn sleeping(&self) -> PointSet {
        let t = self.topology();
        let mut sleeping = 0;
        for c in Color::BOTH {
            let theirs = self.owned[c.opposite().index()];
            for p in PointSet(self.owned[c.index()]) {
                if t.neighbor_mask(p) & theirs == 0 {
                    sleeping |= 1 << p;
                }
            }
        }
        PointSet(sleeping)
    }

    /// Score with the sleeping rule applied; valid at any moment (live score).
    pub fn score(&self) -> PerColor<u32> {
        let awake = self.occupied & !self.sleeping().0;
        let total = |c: Color| {
            PointSet(self.owned[c.index()] & awake)
                .iter()
                .map(|p| u32::from(self.stacks[p as usize].height()))
                .sum()
        };
        PerColor {
            black: total(Color::Black),
            white: total(Color::White),
        }
    }

    /// Empty points where a piece may be entered (ignoring the hand).
    fn entry_points(&self) -> u64 {
        let t = self.topology();
        if self.occupied == 0 {
            return t.all_mask();
        }
        let reach = PointSet(self.occupied)
            .iter()
            .fold(0, |m, p| m | t.neighbor_mask(p));
        reach & !self.occupied
    }

    /// Whether lifting the stack on `from` keeps the remaining stacks one band.
    fn band_survives_without(&self, from: PointId) -> bool {
        let rest = self.occupied & !(1 << from);
        PointSet(rest)
            .first()
            .is_none_or(|start| self.topology().flood(start, rest) == rest)
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Says why `m` is illegal here, or `Ok(())`. Agrees with [`Self::legal_moves`].
    ///
    /// # Errors
    ///
    /// The [`IllegalMove`] that names the rule `m` breaks.
    pub fn check(&self, m: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let t = self.topology();
        let label = |p: PointId| t.label(p).to_string();
        let me = self.to_move.index();
        match m {
            Move::Enter(p) => {
                if p as usize >= t.len() {
                    return Err(IllegalMove::OffBoard(format!("#{p}")));
                }
                if self.hand[me] == 0 {
                    return Err(IllegalMove::NoPiecesInHand);
                }
                if self.occupied & 1 << p != 0 {
                    return Err(IllegalMove::Occupied(label(p)));
                }
                if self.entry_points() & 1 << p == 0 {
                    return Err(IllegalMove::NotAdjacentToBand(label(p)));
                }
            }
            Move::Capture { from, to } => {
                if from as usize >= t.len() || to as usize >= t.len() {
                    return Err(IllegalMove::OffBoard(format!("#{}", from.max(to))));
                }
                if !self.moving_allowed() {
                    return Err(IllegalMove::MovingNotAllowedYet);
                }
                let (source, target) = (self.stacks[from as usize], self.stacks[to as usize]);
                match source.top() {
                    None => return Err(IllegalMove::EmptySource(label(from))),
                    Some(c) if c != self.to_move => {
                        return Err(IllegalMove::NotYourStack(label(from)));
                    }
                    Some(_) => {}
                }
                if !t.are_adjacent(from, to) {
                    return Err(IllegalMove::NotAdjacent {
                        from: label(from),
                        to: label(to),
                    });
                }
                match target.top() {
                    None => return Err(IllegalMove::TargetEmpty(label(to))),
                    Some(c) if c == self.to_move => return Err(IllegalMove::TargetOwn(label(to))),
                    Some(_) => {}
                }
                if source.height() + target.height() > Stack::MAX_HEIGHT {
                    return Err(IllegalMove::TooHigh {
                        from: label(from),
                        to: label(to),
                        from_height: source.height(),
                        to_height: target.height(),
                    });
                }
                if !self.band_survives_without(from) {
                    let rest = self.occupied & !(1 << from);
                    let kept = t.flood(to, rest);
                    let cut_off = PointSet(rest & !kept).iter().map(label).collect();
                    return Err(IllegalMove::SplitsBand {
                        from: label(from),
                        cut_off,
                    });
                }
            }
            Move::Pass => {
                if self.hand[me] > 0 {
                    return Err(IllegalMove::PassWithPiecesInHand {
                        count: self.hand[me],
                    });
                }
            }
        }
        Ok(())
    }

    fn apply_unchecked(&mut self, m: Move) {
        let me = self.to_move.index();
        self.hash ^=
            zobrist::ABANDE_PASSES[self.consecutive_passes as usize] ^ zobrist::WHITE_TO_MOVE;
        match m {
            Move::Enter(p) => {
                self.stacks[p as usize] = Stack::single(self.to_move);
                self.hash ^= self.stacks[p as usize].zobrist_key(p);
                self.occupied |= 1 << p;
                self.owned[me] |= 1 << p;
                self.hand[me] -= 1;
                self.consecutive_passes = 0;
            }
            Move::Capture { from, to } => {
                let (moved, below) = (self.stacks[from as usize], self.stacks[to as usize]);
                self.stacks[to as usize] = moved.onto(below);
                self.hash ^= moved.zobrist_key(from)
                    ^ below.zobrist_key(to)
                    ^ self.stacks[to as usize].zobrist_key(to);
                self.stacks[from as usize] = Stack::default();
                self.occupied &= !(1 << from);
                self.owned[me] &= !(1 << from);
                self.owned[me] |= 1 << to;
                self.owned[1 - me] &= !(1 << to);
                self.consecutive_passes = 0;
            }
            Move::Pass => self.consecutive_passes += 1,
        }
        self.to_move = self.to_move.opposite();
        self.hash ^= zobrist::ABANDE_PASSES[self.consecutive_passes as usize];
    }
}

impl Position {
    /// A position set up directly, for puzzles and tests of scoring and rare
    /// shapes: each stack listed bottom first by its point's label, `hand`
    /// the pieces in hand per [`Color::index`]. Nothing checks that the
    /// position could arise in a game.
    ///
    /// # Panics
    ///
    /// If a label is not a point of `board`, or a stack is empty.
    pub fn from_stacks(
        board: Board,
        stacks: &[(&str, &[Color])],
        hand: [u8; 2],
        to_move: Color,
    ) -> Position {
        let mut pos = Position::new(board);
        for (label, pieces) in stacks {
            let p = board.topology().point(label).expect("label on board");
            let mut stack = Stack::default();
            for &c in pieces.iter() {
                stack = Stack::single(c).onto(stack);
            }
            pos.stacks[p as usize] = stack;
            pos.hash ^= stack.zobrist_key(p);
            pos.occupied |= 1 << p;
            pos.owned[stack.top().unwrap().index()] |= 1 << p;
        }
        pos.hand = hand;
        pos.to_move = to_move;
        if to_move == Color::White {
            pos.hash ^= zobrist::WHITE_TO_MOVE;
        }
        pos
    }
}

#[cfg(test)]
impl Position {
    pub(crate) fn pass_count(&self) -> u8 {
        self.consecutive_passes
    }

    /// The hash computed from nothing, to check the one kept by `play`.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let stacks = (0..64u8).fold(0, |h, p| h ^ self.stacks[p as usize].zobrist_key(p));
        let side = if self.to_move == Color::White {
            zobrist::WHITE_TO_MOVE
        } else {
            0
        };
        stacks ^ side ^ zobrist::ABANDE_PASSES[self.consecutive_passes as usize]
    }
}

impl GamePosition for Position {
    type Move = Move;
    type Illegal = IllegalMove;
    const FAMILY: Family = Family::Abande;

    fn wrap(&self, m: Move) -> crate::Move {
        crate::Move::Abande(self.board, m)
    }

    fn unwrap(&self, m: crate::Move) -> Option<Move> {
        match m {
            crate::Move::Abande(board, m) if board == self.board => Some(m),
            _ => None,
        }
    }

    fn to_move(&self) -> Color {
        self.to_move
    }

    /// The result once both players have passed in succession.
    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let s = self.score();
        Some(match s.black.cmp(&s.white) {
            std::cmp::Ordering::Greater => Outcome::Win(Color::Black),
            std::cmp::Ordering::Less => Outcome::Win(Color::White),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// Zobrist hash of the position (stacks, side to move, passes); pieces
    /// in hand follow from the stacks, as pieces never leave the board.
    fn zobrist(&self) -> u64 {
        self.hash
    }

    /// Appends the legal moves to `out` (cleared first); allocation-free when reused.
    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.is_over() {
            return;
        }
        let me = self.to_move.index();
        if self.hand[me] > 0 {
            out.extend(PointSet(self.entry_points()).iter().map(Move::Enter));
        }
        if self.moving_allowed() {
            let t = self.topology();
            let theirs = self.owned[1 - me];
            for from in PointSet(self.owned[me]) {
                let height = self.stacks[from as usize].height();
                let mut checked_band = false;
                for to in PointSet(t.neighbor_mask(from) & theirs) {
                    if height + self.stacks[to as usize].height() > Stack::MAX_HEIGHT {
                        continue;
                    }
                    // The band test depends only on `from`; do it once, lazily.
                    if !checked_band {
                        if !self.band_survives_without(from) {
                            break;
                        }
                        checked_band = true;
                    }
                    out.push(Move::Capture { from, to });
                }
            }
        }
        if self.hand[me] == 0 {
            out.push(Move::Pass);
        }
    }

    /// Second stage of notation: a parsed text becomes a legal move or a reason.
    fn resolve(&self, text: &MoveText) -> Result<Move, IllegalMove> {
        let t = self.topology();
        let point = |c: &crate::notation::Coord| {
            let label = c.to_string();
            t.point(&label).ok_or(IllegalMove::OffBoard(label))
        };
        let m = match text {
            MoveText::Pass => Move::Pass,
            MoveText::Coords(c) if c.len() == 1 => Move::Enter(point(&c[0])?),
            MoveText::Coords(c) if c.len() == 2 => Move::Capture {
                from: point(&c[0])?,
                to: point(&c[1])?,
            },
            MoveText::Coords(_) => return Err(IllegalMove::WrongShape),
        };
        self.check(m)?;
        Ok(m)
    }

    /// What `m` does on the board, for highlighting.
    fn trace(&self, m: Move) -> MoveTrace {
        match m {
            Move::Enter(p) => MoveTrace {
                entered: Some(p),
                ..MoveTrace::default()
            },
            Move::Capture { from, to } => MoveTrace {
                steps: vec![(from, to)],
                ..MoveTrace::default()
            },
            Move::Pass => MoveTrace::default(),
        }
    }

    /// Applies `m` if legal; otherwise returns the reason and changes nothing.
    fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check(m)?;
        self.apply_unchecked(m);
        Ok(())
    }

    /// Plays a move taken from [`Self::legal_moves_into`] of this very
    /// position without checking it again (for search); any other move
    /// leaves a position the rules would never reach.
    fn play_legal(&mut self, m: Move) {
        debug_assert_eq!(self.check(m), Ok(()), "{m:?}");
        self.apply_unchecked(m);
    }

    /// Number of legal move sequences of length `depth`.
    fn perft(&self, depth: u32) -> u64 {
        let mut moves = Vec::with_capacity(64);
        self.legal_moves_into(&mut moves);
        if depth <= 1 {
            return if depth == 0 { 1 } else { moves.len() as u64 };
        }
        moves
            .iter()
            .map(|&m| {
                let mut next = self.clone();
                next.apply_unchecked(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}
