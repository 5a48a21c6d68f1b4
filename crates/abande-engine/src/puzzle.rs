//! Puzzles from real games: positions where the side to move has exactly
//! one move that wins material by force (Abalone: a marble pushed off
//! within the search's horizon, or a forced win; Abande: points), and every
//! other move is clearly worse.
//!
//! Pure and deterministic: every value comes from a node-bounded search
//! without noise (the analysis's own style, seed 0), so the same game and
//! limits always give the same puzzles, unless a search is cut short by its
//! (generous) time cap on a very busy machine.
//!
//! How a position is judged ([`examine`]):
//! 1. every legal move is played and the position after it searched: the
//!    move's value, from the mover's view, in hundredths of a marble or of
//!    a point, within ±[`EVAL_CAP`] (a forced win or loss sits at the edge);
//! 2. the best move must gain at least [`PUZZLE_GAIN`] over the material
//!    now (marbles pushed off, or the live score), or win by force;
//! 3. every other move must be worse than the best by at least
//!    [`PUZZLE_MARGIN`]: a position with two winning moves is no puzzle.
//!
//! The answer line goes on while the win is not yet cashed: the engine's
//! reply, then the solver's next move if that position again has a single
//! best move by the margin, at most [`MAX_SOLVER_MOVES`] moves of the solver.

use serde::{Deserialize, Serialize};

use super::SearchLimits;
use super::analysis::{EVAL_CAP, GameAnalysis, evaluate};
use abande_rules::{Color, Family, Game, Move};

/// Every move but the answer must be worse than the answer by at least
/// this many hundredths: a whole marble (Abalone) or point (Abande). Less
/// would make puzzles whose "wrong" answers still win nearly as much (the
/// search's own noise between two moves of equal worth is tens of
/// hundredths); more would keep only forced wins.
pub const PUZZLE_MARGIN: i32 = 100;

/// The answer must win at least this much over the material on the board
/// now (a whole marble or point), or a won game: a puzzle wins something.
pub const PUZZLE_GAIN: i32 = 100;

/// Moves the solver plays at most in one puzzle (the engine replies between).
pub const MAX_SOLVER_MOVES: usize = 3;

/// How hard each position and each move is searched: level 3's node budget,
/// at full depth and quiescence, with a generous time cap so the budget
/// decides. About 60 searches for an Abalone position that passes the
/// first look, one for a position that does not.
pub fn puzzle_limits() -> SearchLimits {
    SearchLimits {
        nodes: 30_000,
        time: std::time::Duration::from_secs(10),
        depth: 64,
    }
}

/// A puzzle found in a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// The puzzle is the position after this many plies of the game.
    pub ply: usize,
    /// Who is to move there: the solver.
    #[serde(with = "color_name")]
    pub solver: Color,
    /// The answer, then alternately the engine's reply and the solver's
    /// next move, in notation; odd length, at most `2 * MAX_SOLVER_MOVES - 1`.
    pub line: Vec<String>,
    /// What the answer wins over the material now, in hundredths
    /// (`EVAL_CAP` minus the material for a forced win).
    pub gain: i32,
    /// How much worse the second best move is, in hundredths (at least
    /// [`PUZZLE_MARGIN`]).
    pub margin: i32,
}

impl Puzzle {
    /// The solver's moves in the line.
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }
}

mod color_name {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use abande_rules::Color;

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let name = String::deserialize(d)?;
        Color::BOTH
            .into_iter()
            .find(|c| c.name() == name)
            .ok_or_else(|| D::Error::custom(format!("not a colour: {name}")))
    }
}

/// The material of `game` from `mover`'s view, in hundredths: marbles
/// pushed off (Abalone) or the live score (Abande), own minus the opponent's.
pub fn material(game: &Game, mover: Color) -> i32 {
    let (own, theirs) = match game.kind().family() {
        Family::Abalone => {
            let c = game.captured().expect("an Abalone game");
            (i32::from(c.get(mover)), i32::from(c.get(mover.opposite())))
        }
        Family::Abande => {
            let s = game.score().expect("an Abande game");
            (s.get(mover) as i32, s.get(mover.opposite()) as i32)
        }
    };
    100 * (own - theirs)
}

/// The value of `game` for `mover` (the searched value of the position,
/// the side to move's best play assumed), and the engine's move there.
fn value_for(game: &Game, mover: Color, limits: SearchLimits) -> (i32, Option<Move>) {
    let (black, choice) = evaluate(game, limits);
    (mover.pick(black, -black), choice.map(|c| c.mv))
}

/// Every legal move of `game` with its value for the side to move, best
/// first (equal values in notation order, so the order is deterministic).
pub fn move_values(game: &Game, limits: SearchLimits) -> Vec<(Move, i32)> {
    let Some(mover) = game.to_move() else {
        return Vec::new();
    };
    let mut values: Vec<(Move, i32)> = game
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut after = game.clone();
            after.play(m).expect("a legal move plays");
            (m, value_for(&after, mover, limits).0)
        })
        .collect();
    values.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| a.0.to_string().cmp(&b.0.to_string()))
    });
    values
}

/// The decision on a position from its moves' values (best first) and its
/// material: the answer, what it gains and its margin over the second best;
/// `None` when no move wins [`PUZZLE_GAIN`] or two moves are within
/// [`PUZZLE_MARGIN`] of each other (a single legal move is no puzzle either).
pub fn unique_winner(values: &[(Move, i32)], material: i32) -> Option<(Move, i32, i32)> {
    let (&(best, value), &(_, second)) = (values.first()?, values.get(1)?);
    let gain = value - material;
    let wins = gain >= PUZZLE_GAIN || value >= EVAL_CAP;
    let margin = value - second;
    (wins && margin >= PUZZLE_MARGIN).then_some((best, gain, margin))
}

/// Whether the position after `ply` plies of `game` is a puzzle, and its line.
pub fn examine(game: &Game, ply: usize, limits: SearchLimits) -> Option<Puzzle> {
    let position = game.rewound(ply);
    let solver = position.to_move()?;
    let start = material(&position, solver);
    let (answer, gain, margin) = unique_winner(&move_values(&position, limits), start)?;
    let mut line = vec![answer.to_string()];
    let mut now = position;
    now.play(answer).expect("a legal move plays");
    while line.len() < 2 * MAX_SOLVER_MOVES - 1 && !now.is_over() {
        // Cashed: a marble or point won (or the game) ends the line.
        if material(&now, solver) >= start + PUZZLE_GAIN {
            break;
        }
        let (_, reply) = value_for(&now, solver, limits);
        let Some(reply) = reply else { break };
        let mut next = now.clone();
        next.play(reply).expect("the engine's move is legal");
        if next.is_over() || next.to_move() != Some(solver) {
            break;
        }
        let values = move_values(&next, limits);
        let Some(&(follow, value)) = values.first() else {
            break;
        };
        let unique = values
            .get(1)
            .is_none_or(|&(_, second)| value - second >= PUZZLE_MARGIN);
        if !unique {
            break;
        }
        line.push(reply.to_string());
        line.push(follow.to_string());
        next.play(follow).expect("a legal move plays");
        now = next;
    }
    Some(Puzzle {
        ply,
        solver,
        line,
        gain,
        margin,
    })
}

/// The puzzles of `game`, in game order. Each position is first searched
/// once (or read from `analysis`, the game's stored analysis, when given:
/// its values are the same kind of search, at the analysis's budget); only
/// where the side to move could win [`PUZZLE_GAIN`] by that look are all
/// its moves searched. Positions inside a puzzle's line are skipped.
/// `stop` is asked before each position: once it says so, the puzzles
/// found so far are returned with `false` (not complete).
pub fn find_puzzles(
    game: &Game,
    analysis: Option<&GameAnalysis>,
    limits: SearchLimits,
    stop: &dyn Fn() -> bool,
) -> (Vec<Puzzle>, bool) {
    let mut found = Vec::new();
    let mut ply = 0;
    while ply < game.ply() {
        if stop() {
            return (found, false);
        }
        let position = game.rewound(ply);
        let Some(mover) = position.to_move() else {
            break;
        };
        let stored = analysis.and_then(|a| {
            let black = if ply == 0 {
                Some(a.start)
            } else {
                a.plies.get(ply - 1).map(|p| p.eval)
            }?;
            Some(mover.pick(black, -black))
        });
        let first_look = stored.unwrap_or_else(|| value_for(&position, mover, limits).0);
        let promising = first_look - material(&position, mover) >= PUZZLE_GAIN;
        if promising && let Some(puzzle) = examine(game, ply, limits) {
            ply += puzzle.line.len();
            found.push(puzzle);
            continue;
        }
        ply += 1;
    }
    (found, true)
}

/// How an answer to a puzzle's position is judged: right if it is the
/// line's move, or wins as much (within [`PUZZLE_MARGIN`]) by the same
/// search, so a second way the search missed is not called wrong.
pub fn answer_is_right(
    position: &Game,
    answered: Move,
    expected: Move,
    limits: SearchLimits,
) -> bool {
    answer_is_within(position, answered, expected, limits, PUZZLE_MARGIN)
}

/// Whether `answered` is `expected`, or worth less than `margin` below it
/// by the same search (from the mover's view). An illegal move never is.
pub fn answer_is_within(
    position: &Game,
    answered: Move,
    expected: Move,
    limits: SearchLimits,
    margin: i32,
) -> bool {
    if answered == expected {
        return true;
    }
    let Some(mover) = position.to_move() else {
        return false;
    };
    let worth = |m: Move| {
        let mut after = position.clone();
        if after.play(m).is_err() {
            return None;
        }
        Some(value_for(&after, mover, limits).0)
    };
    match (worth(answered), worth(expected)) {
        (Some(a), Some(e)) => a > e - margin,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Level, choose_move};
    use abande_rules::GameKind;
    use std::time::Duration;

    /// Small searches keep the tests quick (unoptimised code searches
    /// slowly); the decisions are the same at any budget.
    fn small() -> SearchLimits {
        SearchLimits {
            nodes: 4_000,
            time: Duration::from_secs(10),
            depth: 64,
        }
    }

    /// A game of level 1 against level 3, the same every run: level 1
    /// leaves marbles and points to take.
    fn lopsided(kind: GameKind, plies: u64) -> Game {
        let mut game = Game::new(kind);
        for seed in 0..plies {
            let level = if seed % 2 == 0 { 3 } else { 1 };
            let Some(c) = choose_move(&game, Level::new(level).unwrap(), seed) else {
                break;
            };
            game.play(c.mv).unwrap();
        }
        game
    }

    fn check_unique(game: &Game, puzzle: &Puzzle) {
        let position = game.rewound(puzzle.ply);
        assert_eq!(position.to_move(), Some(puzzle.solver));
        let values = move_values(&position, small());
        let (best, value) = values[0];
        assert_eq!(best.to_string(), puzzle.line[0], "{puzzle:?}");
        for &(m, v) in &values[1..] {
            assert!(
                value - v >= PUZZLE_MARGIN,
                "{m} is within the margin of {best}: {v} vs {value}"
            );
        }
        assert!(
            value - material(&position, puzzle.solver) >= PUZZLE_GAIN || value >= EVAL_CAP,
            "{puzzle:?}"
        );
        // The line replays.
        let mut replay = position.clone();
        for m in &puzzle.line {
            replay.play_text(m).unwrap();
        }
        assert!(puzzle.line.len() % 2 == 1);
    }

    /// Puzzles are found in games where one side blunders, in both
    /// families; each answer is the only move within the margin, and the
    /// same game gives the same puzzles again.
    #[test]
    fn generated_puzzles_have_a_unique_answer_by_the_margin() {
        for (kind, plies) in [(GameKind::Abalone, 60), (GameKind::AbandeHex, 30)] {
            let game = lopsided(kind, plies);
            let (puzzles, done) = find_puzzles(&game, None, small(), &|| false);
            assert!(done);
            assert!(
                !puzzles.is_empty(),
                "{kind}: no puzzle in {:?}",
                game.moves()
            );
            for p in &puzzles {
                check_unique(&game, p);
            }
            let (again, _) = find_puzzles(&game, None, small(), &|| false);
            assert_eq!(again, puzzles, "{kind}: deterministic");
        }
    }

    fn mv(game: &Game, text: &str) -> Move {
        game.parse_move(text).unwrap()
    }

    /// Two moves that both win (a marble, or the game) are no puzzle,
    /// whatever the rest; one winner clear by the margin is.
    #[test]
    fn a_position_with_two_winning_moves_is_rejected() {
        let game = Game::new(GameKind::Abalone);
        let (a, b, c) = (mv(&game, "a1b2"), mv(&game, "a2b3"), mv(&game, "b1c2"));
        assert_eq!(unique_winner(&[(a, 150), (b, 140), (c, -20)], 0), None);
        assert_eq!(
            unique_winner(&[(a, EVAL_CAP), (b, EVAL_CAP), (c, 0)], 0),
            None
        );
        assert_eq!(
            unique_winner(&[(a, 150), (b, 50), (c, -20)], 0),
            Some((a, 150, 100))
        );
        // Gaining less than a marble over the material now is no puzzle.
        assert_eq!(unique_winner(&[(a, 250), (b, 0)], 200), None);
        // A single legal move is no puzzle.
        assert_eq!(unique_winner(&[(a, 500)], 0), None);
    }

    /// A real position where two moves win material: `examine` rejects it,
    /// though the side to move wins.
    #[test]
    fn a_real_position_with_two_winning_moves_is_rejected() {
        let game = lopsided(GameKind::Abalone, 60);
        let mut seen = false;
        for ply in 0..game.ply() {
            let position = game.rewound(ply);
            let Some(mover) = position.to_move() else {
                break;
            };
            let (first, _) = value_for(&position, mover, small());
            let start = material(&position, mover);
            if first - start < PUZZLE_GAIN {
                continue;
            }
            let values = move_values(&position, small());
            let winners = values
                .iter()
                .filter(|&&(_, v)| v - start >= PUZZLE_GAIN)
                .count();
            if winners >= 2 && values[0].1 - values[1].1 < PUZZLE_MARGIN {
                assert_eq!(examine(&game, ply, small()), None, "ply {ply}");
                seen = true;
                break;
            }
        }
        assert!(seen, "a position with two winning moves in the game");
    }

    #[test]
    fn the_answer_and_as_good_moves_are_right() {
        let game = lopsided(GameKind::Abalone, 60);
        let (puzzles, _) = find_puzzles(&game, None, small(), &|| false);
        let p = &puzzles[0];
        let position = game.rewound(p.ply);
        let answer = mv(&position, &p.line[0]);
        assert!(answer_is_right(&position, answer, answer, small()));
        let worst = *move_values(&position, small()).last().unwrap();
        assert!(!answer_is_right(&position, worst.0, answer, small()));
    }

    #[test]
    fn a_stop_returns_what_was_found() {
        let game = lopsided(GameKind::AbandeHex, 10);
        let (none, done) = find_puzzles(&game, None, small(), &|| true);
        assert!(none.is_empty() && !done);
    }

    #[test]
    fn a_puzzle_is_stored_as_json() {
        let p = Puzzle {
            ply: 12,
            solver: Color::White,
            line: vec!["a1b2".into(), "i5h5".into(), "a2b3".into()],
            gain: 100,
            margin: 140,
        };
        let json = serde_json::to_string(&p).unwrap();
        assert!(json.contains("\"solver\":\"white\""), "{json}");
        assert_eq!(serde_json::from_str::<Puzzle>(&json).unwrap(), p);
        assert_eq!(p.solver_moves(), 2);
    }
}
