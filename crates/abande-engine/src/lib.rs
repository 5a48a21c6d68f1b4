//! The game-playing engine: picks moves for Abande and Abalone at five levels.
//!
//! Pure like [`abande_rules`], on which alone it builds: no I/O, no async.
//! A search runs on the rules' own positions (their Zobrist hash is kept by
//! `play`), bounded by a node budget that makes every level reproducible
//! from a seed, and by a wall-clock cap as a safety net.
//!
//! ```
//! use abande_engine::{Level, choose_move};
//! use abande_rules::{Game, GameKind};
//!
//! let game = Game::new(GameKind::Abalone);
//! let choice = choose_move(&game, Level::new(1).unwrap(), 7).unwrap();
//! assert!(game.legal_moves().contains(&choice.mv));
//! ```

mod abalone_tree;
mod abande_tree;
pub mod analysis;
mod baseline;
mod eval_abalone;
mod eval_abande;
mod level;
pub mod matchplay;
pub mod puzzle;
mod rng;
mod search;
#[cfg(test)]
mod tests;
mod tree;
mod tt;

pub use baseline::{greedy_move, random_move};
pub use level::{BadLevel, Level, SearchLimits, accepts_takeback};

use std::time::Duration;

use abande_rules::{Game, GamePosition, Move, PositionRef, Setup, abalone};
use level::{Evaluation, Style};
use tree::{WIN, WIN_THRESHOLD};

/// The engine's move and what it thinks of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub mv: Move,
    /// From the mover's view, about 100 per marble (Abalone) or point of
    /// score (Abande); beyond ±[`Choice::FORCED`] the game is decided.
    pub eval: i32,
    /// Deepest full iteration of the search.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl Choice {
    /// Evaluations beyond this (either sign) mean a forced win or loss.
    pub const FORCED: i32 = WIN_THRESHOLD / 10;

    /// For a decided game: plies to the end (`Some(n)`), whoever wins.
    pub fn plies_to_end(&self) -> Option<u32> {
        (self.eval.abs() > Self::FORCED).then(|| (WIN / 10 - self.eval.abs()) as u32)
    }
}

/// The move `level` plays in `game`; `None` if the game is over.
/// The same game, level and seed always give the same move, unless the
/// level's time cap cuts the search short on a slow or busy machine.
pub fn choose_move(game: &Game, level: Level, seed: u64) -> Option<Choice> {
    choose_move_with(game, level, level.limits(), seed)
}

/// Like [`choose_move`], with limits other than the level's own (the
/// level still sets the randomness and the quiescence depth).
pub fn choose_move_with(
    game: &Game,
    level: Level,
    limits: SearchLimits,
    seed: u64,
) -> Option<Choice> {
    run(game, limits, level.style(), seed)
}

/// Like [`choose_move_with`], for a position set up directly (puzzles,
/// tests): without the game's history the search cannot know repetitions.
pub fn choose_move_at(
    position: PositionRef<'_>,
    level: Level,
    limits: SearchLimits,
    seed: u64,
) -> Option<Choice> {
    search_position(position, &[], limits, level.style(), seed)
}

/// Players unlike the engine's levels, for the benchmarks (issue 53):
/// never offered to people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sparring {
    /// A stubborn defender (Abalone): the engine's search (level 5's
    /// settings, no pressing) with an evaluation that knows only its own
    /// marbles kept, their distance from the rim and their cohesion, never
    /// the other side's marbles or their danger. Elsewhere (Abande), the
    /// engine's evaluation.
    Turtle,
}

/// The move `who` plays in `game` within `limits`; `None` if the game is
/// over. Deterministic like [`choose_move_with`] for a node budget.
pub fn choose_sparring_move(
    game: &Game,
    who: Sparring,
    limits: SearchLimits,
    seed: u64,
) -> Option<Choice> {
    let style = match who {
        Sparring::Turtle => Style {
            press: false,
            evaluation: Evaluation::Turtle,
            ..Level::MAX.style()
        },
    };
    run(game, limits, style, seed)
}

/// Whether the engine would agree to a draw: its evaluation of the game is
/// dead equal.
pub fn accepts_draw(game: &Game) -> bool {
    let limits = SearchLimits {
        nodes: 30_000,
        time: Duration::from_millis(300),
        depth: 64,
    };
    let style = Style {
        eval_noise: 0,
        margin: 0,
        quiescence: 6,
        contempt: 0,
        press: false,
        blunder_percent: 0,
        evaluation: Evaluation::Engine,
    };
    run(game, limits, style, 0).is_some_and(|c| c.eval.abs() <= 10)
}

fn run(game: &Game, limits: SearchLimits, style: Style, seed: u64) -> Option<Choice> {
    if game.is_over() {
        return None;
    }
    let earlier = match game.position() {
        // Abande never repeats a position: no history needed.
        PositionRef::Abande(_) => Vec::new(),
        PositionRef::Abalone(_) => abalone_history(game),
    };
    search_position(game.position(), &earlier, limits, style, seed)
}

fn search_position(
    position: PositionRef<'_>,
    earlier: &[u64],
    limits: SearchLimits,
    style: Style,
    seed: u64,
) -> Option<Choice> {
    let choice = |mv, found: search::Outcome<()>| Choice {
        mv,
        eval: found.score / 10,
        depth: found.depth,
        nodes: found.nodes,
        elapsed: found.elapsed,
    };
    match position {
        PositionRef::Abande(pos) => {
            let found = search::search(pos, earlier, limits, style, seed)?;
            Some(choice(
                Move::Abande(pos.board(), found.best),
                found.without_move(),
            ))
        }
        PositionRef::Abalone(pos) => {
            let found = search::search(pos, earlier, limits, style, seed)?;
            Some(choice(Move::Abalone(found.best), found.without_move()))
        }
    }
}

/// Hashes of the Abalone positions before the current one, oldest first,
/// so the search sees repetitions of the game's own past.
fn abalone_history(game: &Game) -> Vec<u64> {
    let Setup::Abalone(start) = game.kind().setup() else {
        return Vec::new();
    };
    let mut pos = abalone::Position::new(start);
    let mut hashes = Vec::with_capacity(game.ply());
    for m in game.moves() {
        hashes.push(pos.zobrist());
        if let Move::Abalone(m) = *m {
            pos.play_legal(m);
        }
    }
    hashes
}
