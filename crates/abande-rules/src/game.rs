use std::fmt;

use super::notation::{MoveText, SyntaxError};
use super::{
    Color, Family, GameKind, MoveTrace, Outcome, PerColor, PointId, PointSet, Setup, Topology,
    abalone, abande,
};

/// A move of either game. `Display` prints canonical notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Abande(abande::Board, abande::Move),
    Abalone(abalone::Move),
}

impl Move {
    /// An Abande stack capturing another (the game's only kind of move that takes).
    pub fn is_capture(self) -> bool {
        matches!(self, Move::Abande(_, abande::Move::Capture { .. }))
    }

    /// An Abande piece entered from hand.
    pub fn is_entry(self) -> bool {
        matches!(self, Move::Abande(_, abande::Move::Enter(_)))
    }

    pub fn is_pass(self) -> bool {
        matches!(self, Move::Abande(_, abande::Move::Pass))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Abande(board, m) => m.notation(*board).fmt(f),
            Move::Abalone(m) => m.fmt(f),
        }
    }
}

/// Why a move text was not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("{error}: {}", expected_form(*.family))]
    Syntax { error: SyntaxError, family: Family },
    #[error(transparent)]
    Abande(#[from] abande::IllegalMove),
    #[error(transparent)]
    Abalone(#[from] abalone::IllegalMove),
}

/// How to write a move, shown when a text cannot be read.
pub fn expected_form(family: Family) -> &'static str {
    match family {
        Family::Abande => {
            "write a point to enter a piece (d4), two points to move a stack (e2-d3), or pass"
        }
        Family::Abalone => {
            "write an in-line move as two points (a1b2) or a broadside as three (c6c7d6)"
        }
    }
}

/// What Abande's and Abalone's positions both answer, each in its own move
/// type: [`Game`] hands its calls on through it, and the engine searches it.
pub trait GamePosition: Clone {
    type Move: Copy + PartialEq + fmt::Debug;
    /// Why a move is refused.
    type Illegal: Into<MoveError>;
    const FAMILY: Family;
    /// `m` as a move of either game.
    fn wrap(&self, m: Self::Move) -> Move;
    /// The move of this game (and board) that `m` is, if it is one.
    fn unwrap(&self, m: Move) -> Option<Self::Move>;

    fn to_move(&self) -> Color;
    fn outcome(&self) -> Option<Outcome>;
    fn zobrist(&self) -> u64;
    /// The legal moves into `out` (cleared first); allocation-free when reused.
    fn legal_moves_into(&self, out: &mut Vec<Self::Move>);
    /// Second stage of notation: a parsed text becomes a legal move or a reason.
    ///
    /// # Errors
    ///
    /// The reason the text names no legal move here ([`Self::Illegal`]):
    /// the game is over, a point is empty or not the mover's, the move
    /// breaks a rule of the game, or the text is ambiguous.
    fn resolve(&self, text: &MoveText) -> Result<Self::Move, Self::Illegal>;
    /// What `m` does, for drawing it; empty when `m` is illegal.
    fn trace(&self, m: Self::Move) -> MoveTrace;
    /// Plays `m`, or changes nothing and says why not.
    ///
    /// # Errors
    ///
    /// The reason `m` is not legal in this position ([`Self::Illegal`]);
    /// the position is then unchanged.
    fn play(&mut self, m: Self::Move) -> Result<(), Self::Illegal>;
    /// Plays a move taken from [`Self::legal_moves_into`] of this very
    /// position without checking it again (for search).
    fn play_legal(&mut self, m: Self::Move);
    /// Number of legal move sequences of length `depth` (moves, not positions).
    fn perft(&self, depth: u32) -> u64;
}

/// What a position shows besides its moves; each game has some of it.
trait Shows {
    fn pieces_at(&self, p: PointId) -> Vec<Color>;
    fn only_move_is_pass(&self) -> bool {
        false
    }
    fn score(&self) -> Option<PerColor<u32>> {
        None
    }
    fn hand(&self) -> Option<PerColor<u8>> {
        None
    }
    fn captured(&self) -> Option<PerColor<u8>> {
        None
    }
    fn sleeping(&self) -> PointSet {
        PointSet::EMPTY
    }
}

impl Shows for abande::Position {
    fn pieces_at(&self, p: PointId) -> Vec<Color> {
        self.stack(p).pieces().collect()
    }
    fn only_move_is_pass(&self) -> bool {
        self.legal_moves() == [abande::Move::Pass]
    }
    fn score(&self) -> Option<PerColor<u32>> {
        Some(self.score())
    }
    fn hand(&self) -> Option<PerColor<u8>> {
        Some(self.hand())
    }
    fn sleeping(&self) -> PointSet {
        self.sleeping()
    }
}

impl Shows for abalone::Position {
    fn pieces_at(&self, p: PointId) -> Vec<Color> {
        self.color_at(p).into_iter().collect()
    }
    fn captured(&self) -> Option<PerColor<u8>> {
        Some(self.captured())
    }
}

/// [`GamePosition`] over the moves of either game, so that [`Game`] holds
/// either position behind one `dyn`: the one place where a game's calls are
/// handed to Abande's or Abalone's rules.
trait Rules: Shows {
    fn to_move(&self) -> Color;
    fn outcome(&self) -> Option<Outcome>;
    fn legal_moves(&self) -> Vec<Move>;
    fn resolve(&self, text: &MoveText) -> Result<Move, MoveError>;
    fn trace(&self, m: Move) -> MoveTrace;
    fn play(&mut self, m: Move) -> Result<(), MoveError>;
    fn perft(&self, depth: u32) -> u64;
}

/// A move of the other game was given to this position.
fn foreign_move(m: Move, family: Family) -> MoveError {
    let error = SyntaxError {
        shown: m.to_string(),
        detail: "a move of another game",
    };
    MoveError::Syntax { error, family }
}

impl<P: GamePosition + Shows> Rules for P {
    fn to_move(&self) -> Color {
        GamePosition::to_move(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        GamePosition::outcome(self)
    }
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves.into_iter().map(|m| self.wrap(m)).collect()
    }
    fn resolve(&self, text: &MoveText) -> Result<Move, MoveError> {
        let m = GamePosition::resolve(self, text).map_err(Into::into)?;
        Ok(self.wrap(m))
    }
    fn trace(&self, m: Move) -> MoveTrace {
        self.unwrap(m)
            .map_or_else(MoveTrace::default, |m| GamePosition::trace(self, m))
    }
    fn play(&mut self, m: Move) -> Result<(), MoveError> {
        let own = self.unwrap(m).ok_or_else(|| foreign_move(m, P::FAMILY))?;
        GamePosition::play(self, own).map_err(Into::into)
    }
    fn perft(&self, depth: u32) -> u64 {
        GamePosition::perft(self, depth)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum State {
    Abande(abande::Position),
    Abalone(abalone::Position),
}

impl State {
    fn new(kind: GameKind) -> State {
        match kind.setup() {
            Setup::Abande(board) => State::Abande(abande::Position::new(board)),
            Setup::Abalone(start) => State::Abalone(abalone::Position::new(start)),
        }
    }

    fn rules(&self) -> &dyn Rules {
        match self {
            State::Abande(p) => p,
            State::Abalone(p) => p,
        }
    }

    fn rules_mut(&mut self) -> &mut dyn Rules {
        match self {
            State::Abande(p) => p,
            State::Abalone(p) => p,
        }
    }
}

/// Borrowed view of the position, for code that draws or describes it.
#[derive(Clone, Copy, Debug)]
pub enum PositionRef<'a> {
    Abande(&'a abande::Position),
    Abalone(&'a abalone::Position),
}

/// A game of any kind: its position plus the moves that led there.
///
/// The move list is the source of truth; [`Game::replay`] rebuilds the same
/// game from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    kind: GameKind,
    state: State,
    moves: Vec<Move>,
    last_trace: Option<MoveTrace>,
}

impl Game {
    pub fn new(kind: GameKind) -> Game {
        Game {
            kind,
            state: State::new(kind),
            moves: Vec::new(),
            last_trace: None,
        }
    }

    /// Plays `texts` from the start.
    ///
    /// # Errors
    ///
    /// The first text that cannot be played: its 1-based move number and
    /// the reason, a [`MoveError::Syntax`] for a text that is no move, or
    /// the rules' reason for an illegal one.
    pub fn replay<S: AsRef<str>>(kind: GameKind, texts: &[S]) -> Result<Game, (usize, MoveError)> {
        let mut game = Game::new(kind);
        for (i, t) in texts.iter().enumerate() {
            game.play_text(t.as_ref()).map_err(|e| (i + 1, e))?;
        }
        Ok(game)
    }

    pub fn kind(&self) -> GameKind {
        self.kind
    }

    pub fn position(&self) -> PositionRef<'_> {
        match &self.state {
            State::Abande(p) => PositionRef::Abande(p),
            State::Abalone(p) => PositionRef::Abalone(p),
        }
    }

    pub fn topology(&self) -> &'static Topology {
        self.kind.topology()
    }

    /// Moves played so far (plies).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// What the last move did, for highlighting it.
    pub fn last_trace(&self) -> Option<&MoveTrace> {
        self.last_trace.as_ref()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.rules().outcome()
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The side to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Color> {
        if self.is_over() {
            return None;
        }
        Some(self.state.rules().to_move())
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        self.state.rules().legal_moves()
    }

    /// True when passing is the only thing the side to move can do (Abande).
    pub fn only_move_is_pass(&self) -> bool {
        self.state.rules().only_move_is_pass()
    }

    /// Reads `text` as a legal move of this position.
    ///
    /// # Errors
    ///
    /// [`MoveError::Syntax`] when `text` is not written as a move of this
    /// game (with the form it should take), else [`MoveError::Abande`] or
    /// [`MoveError::Abalone`] when the rules refuse it here.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let family = self.kind.family();
        let parsed: MoveText = text
            .parse()
            .map_err(|error| MoveError::Syntax { error, family })?;
        self.state.rules().resolve(&parsed)
    }

    /// What `m` would do here (steps, entries, marbles pushed off), without
    /// playing it; empty when `m` is not legal.
    pub fn trace(&self, m: Move) -> MoveTrace {
        self.state.rules().trace(m)
    }

    /// Plays a legal move.
    ///
    /// # Errors
    ///
    /// [`MoveError::Abande`] or [`MoveError::Abalone`] with the reason `m`
    /// is illegal here (the game is over, it is not that side's move, ...);
    /// the game is then unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        let trace = self.trace(m);
        self.state.rules_mut().play(m)?;
        self.moves.push(m);
        self.last_trace = Some(trace);
        Ok(())
    }

    /// Parses and plays `text`, returning the move in canonical form.
    ///
    /// # Errors
    ///
    /// As [`Game::parse_move`]: a text that is no move of this game, or a
    /// move the rules refuse here; the game is then unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        let m = self.parse_move(text)?;
        self.play(m)?;
        Ok(m)
    }

    /// The game as it stood after its first `ply` moves (takebacks, history views).
    pub fn rewound(&self, ply: usize) -> Game {
        let mut game = Game::new(self.kind);
        for &m in &self.moves[..ply.min(self.moves.len())] {
            game.play(m).expect("moves of a game replay");
        }
        game
    }

    /// Abande: live score with the sleeping rule.
    pub fn score(&self) -> Option<PerColor<u32>> {
        self.state.rules().score()
    }

    /// Abande: pieces in hand.
    pub fn hand(&self) -> Option<PerColor<u8>> {
        self.state.rules().hand()
    }

    /// Abalone: marbles each side has pushed off.
    pub fn captured(&self) -> Option<PerColor<u8>> {
        self.state.rules().captured()
    }

    /// Abande: stacks that score nothing because no opponent stack touches them.
    pub fn sleeping(&self) -> PointSet {
        self.state.rules().sleeping()
    }

    /// Pieces on `p` bottom to top (Abande stacks; a marble is a one-piece stack).
    pub fn pieces_at(&self, p: PointId) -> Vec<Color> {
        self.state.rules().pieces_at(p)
    }

    /// Number of legal move sequences of length `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        self.state.rules().perft(depth)
    }
}
