use std::fmt;

use super::notation::{MoveText, SyntaxError};
use super::{
    Color, Family, GameKind, MoveTrace, Outcome, PerColor, PointId, Topology, abalone, abande,
};

/// A move of either game. `Display` prints canonical notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Abande(abande::Board, abande::Move),
    Abalone(abalone::Move),
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

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum State {
    Abande(abande::Position),
    Abalone(abalone::Position),
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
        let state = match kind {
            GameKind::AbandeHex => State::Abande(abande::Position::new(abande::Board::Hex)),
            GameKind::AbandeSquare => State::Abande(abande::Position::new(abande::Board::Square)),
            GameKind::AbandeSnub => State::Abande(abande::Position::new(abande::Board::Snub)),
            GameKind::Abalone => State::Abalone(abalone::Position::new(abalone::Start::Standard)),
            GameKind::AbaloneBelgian => {
                State::Abalone(abalone::Position::new(abalone::Start::BelgianDaisy))
            }
            GameKind::AbaloneGerman => {
                State::Abalone(abalone::Position::new(abalone::Start::GermanDaisy))
            }
        };
        Game {
            kind,
            state,
            moves: Vec::new(),
            last_trace: None,
        }
    }

    /// Plays `texts` from the start; on failure returns the 1-based move number and the reason.
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
        match &self.state {
            State::Abande(p) => p.topology(),
            State::Abalone(_) => super::topology::abalone_hex(),
        }
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
        match &self.state {
            State::Abande(p) => p.outcome(),
            State::Abalone(p) => p.outcome(),
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The side to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Color> {
        if self.is_over() {
            return None;
        }
        Some(match &self.state {
            State::Abande(p) => p.to_move(),
            State::Abalone(p) => p.to_move(),
        })
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        match &self.state {
            State::Abande(p) => p
                .legal_moves()
                .into_iter()
                .map(|m| Move::Abande(p.board(), m))
                .collect(),
            State::Abalone(p) => p.legal_moves().into_iter().map(Move::Abalone).collect(),
        }
    }

    /// True when passing is the only thing the side to move can do (Abande).
    pub fn only_move_is_pass(&self) -> bool {
        match &self.state {
            State::Abande(p) => p.legal_moves() == [abande::Move::Pass],
            State::Abalone(_) => false,
        }
    }

    /// Reads `text` as a legal move of this position.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let family = self.kind.family();
        let parsed: MoveText = text
            .parse()
            .map_err(|error| MoveError::Syntax { error, family })?;
        Ok(match &self.state {
            State::Abande(p) => Move::Abande(p.board(), p.resolve(&parsed)?),
            State::Abalone(p) => Move::Abalone(p.resolve(&parsed)?),
        })
    }

    /// Plays a legal move; on error nothing changes.
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        let trace = match (&mut self.state, m) {
            (State::Abande(p), Move::Abande(board, am)) if board == p.board() => {
                let trace = p.trace(am);
                p.play(am)?;
                trace
            }
            (State::Abalone(p), Move::Abalone(am)) => {
                let before = p.clone();
                p.play(am)?;
                before.trace(am)
            }
            _ => {
                let error = SyntaxError {
                    shown: m.to_string(),
                    detail: "a move of another game",
                };
                return Err(MoveError::Syntax {
                    error,
                    family: self.kind.family(),
                });
            }
        };
        self.moves.push(m);
        self.last_trace = Some(trace);
        Ok(())
    }

    /// Parses and plays `text`, returning the move in canonical form.
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
        match &self.state {
            State::Abande(p) => Some(p.score()),
            State::Abalone(_) => None,
        }
    }

    /// Abande: pieces in hand.
    pub fn hand(&self) -> Option<PerColor<u8>> {
        match &self.state {
            State::Abande(p) => Some(p.hand()),
            State::Abalone(_) => None,
        }
    }

    /// Abalone: marbles each side has pushed off.
    pub fn captured(&self) -> Option<PerColor<u8>> {
        match &self.state {
            State::Abande(_) => None,
            State::Abalone(p) => Some(p.captured()),
        }
    }

    /// Abande: stacks that score nothing because no opponent stack touches them.
    pub fn sleeping(&self) -> u64 {
        match &self.state {
            State::Abande(p) => p.sleeping(),
            State::Abalone(_) => 0,
        }
    }

    /// Pieces on `p` bottom to top (Abande stacks; a marble is a one-piece stack).
    pub fn pieces_at(&self, p: PointId) -> Vec<Color> {
        match &self.state {
            State::Abande(pos) => pos.stack(p).pieces().collect(),
            State::Abalone(pos) => pos.color_at(p).into_iter().collect(),
        }
    }

    /// Number of legal move sequences of length `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        match &self.state {
            State::Abande(p) => p.perft(depth),
            State::Abalone(p) => p.perft(depth),
        }
    }
}
