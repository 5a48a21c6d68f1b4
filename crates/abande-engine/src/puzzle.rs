//! Puzzles from real games: positions where the side to move has exactly
//! one move that wins material by force (Abalone: a marble pushed off, or
//! the game; Abande: points), and every other move wins less.
//!
//! Pure and deterministic: every value comes from a node-bounded search
//! without noise (the analysis's own style, seed 0), so the same game and
//! limits always give the same puzzles, unless a search is cut short by its
//! (generous) time cap on a very busy machine.
//!
//! How a position is judged ([`examine`], issue 53):
//! 1. every legal move is played and the position after it searched twice:
//!    for what it wins by force, a full-width search of the material alone
//!    (marbles pushed off or live score, a won game at the edge) to
//!    [`FORCED_DEPTH`] plies from the position, push-offs searched on
//!    beyond; and for its value, the engine's own evaluation, in hundredths
//!    of a marble or of a point, within ±[`EVAL_CAP`] (a won or lost game
//!    that this deeper search finds is won or lost by force too);
//! 2. the answer, best by what it wins by force, must win at least
//!    [`PUZZLE_GAIN`] over the material now, or the game;
//! 3. every other move must win less by force; a move that wins as much
//!    is worse only if the engine's evaluation puts it at least
//!    [`PUZZLE_MARGIN`] below the answer (the evaluation breaks ties);
//! 4. a sanity check on the material look's short horizon: the engine's
//!    evaluation must see the answer gain over the material now, and no
//!    other move [`PUZZLE_MARGIN`] above it.
//!
//! A threshold on the evaluation alone (what this did before issue 53)
//! missed the clearest case there is: a single move pushes a marble off,
//! the evaluation, mixing material with position, calls it +0.87 and the
//! next best -0.08, less than a marble apart.
//!
//! The answer line goes on while the win is not yet cashed: the engine's
//! reply, then the solver's next move if that position is again judged a
//! puzzle, at most [`MAX_SOLVER_MOVES`] moves of the solver.

use serde::{Deserialize, Serialize};

use super::analysis::{EVAL_CAP, GameAnalysis, analysis_style, evaluate};
use super::level::{Evaluation, Style};
use super::{Choice, SearchLimits};
use abande_rules::{Color, Family, Game, Move, Outcome};

/// A move that wins as much by force as the answer must be worse than the
/// answer by at least this many hundredths by the engine's evaluation: a
/// whole marble (Abalone) or point (Abande). Less would make puzzles whose
/// "wrong" answers win as much (the search's own noise between two moves
/// of equal worth is tens of hundredths).
pub const PUZZLE_MARGIN: i32 = 100;

/// The answer must win at least this much by force over the material on
/// the board now (a whole marble or point), or the game.
pub const PUZZLE_GAIN: i32 = 100;

/// Plies searched for what is won by force from a position: the answer,
/// the reply and the solver's next move, push-offs (quiescence) beyond.
/// Two-move combinations (a threat that cannot be parried, then the push)
/// are seen; deeper ones are left to the evaluation's look.
pub const FORCED_DEPTH: u32 = 3;

/// Moves the solver plays at most in one puzzle (the engine replies between).
pub const MAX_SOLVER_MOVES: usize = 3;

/// How hard each position and each move is searched: level 3's node budget,
/// at full depth and quiescence, with a generous time cap so the budget
/// decides. About 120 searches for an Abalone position that passes the
/// first look (two for each move), one or two for a position that does
/// not (the material look, then the evaluation's unless the analysis has
/// it); the material searches are the smaller.
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
    #[serde(with = "super::analysis::color_name")]
    pub solver: Color,
    /// The answer, then alternately the engine's reply and the solver's
    /// next move, in notation; odd length, at most `2 * MAX_SOLVER_MOVES - 1`.
    pub line: Vec<String>,
    /// What the answer wins by force over the material now, in hundredths
    /// (`EVAL_CAP` minus the material for a forced win).
    pub gain: i32,
    /// How much worse the second best move is, in hundredths: in what it
    /// wins by force (a whole marble or point or more), or, winning as
    /// much, by the evaluation (at least [`PUZZLE_MARGIN`]).
    pub margin: i32,
}

impl Puzzle {
    /// The solver's moves in the line.
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
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

/// The search of the material alone: the analysis's honest search (no
/// noise, no contempt, full width) on the material only.
fn forced_style() -> Style {
    Style {
        evaluation: Evaluation::Material,
        ..analysis_style()
    }
}

/// The material `mover` has by force in `game` after `depth` plies (push-offs
/// searched on beyond), best play on both sides, in hundredths: marbles
/// pushed off or live score, own minus the other side's; ±[`EVAL_CAP`] for
/// a game won or lost (by force, or over already).
pub fn forced_material(game: &Game, mover: Color, depth: u32, limits: SearchLimits) -> i32 {
    match game.outcome() {
        Some(Outcome::Win(c)) => return if c == mover { EVAL_CAP } else { -EVAL_CAP },
        Some(Outcome::Draw) => return material(game, mover),
        None => {}
    }
    let limits = SearchLimits {
        depth: depth.max(1),
        ..limits
    };
    let Some(choice) = super::run(game, limits, forced_style(), 0) else {
        return material(game, mover);
    };
    let own = if choice.eval > Choice::FORCED {
        EVAL_CAP
    } else if choice.eval < -Choice::FORCED {
        -EVAL_CAP
    } else {
        choice.eval.clamp(-EVAL_CAP + 1, EVAL_CAP - 1)
    };
    if game.to_move() == Some(mover) {
        own
    } else {
        -own
    }
}

/// One legal move judged: what it wins by force and what the engine's
/// evaluation says of it, both from the mover's view, in hundredths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: Move,
    /// The material by force ([`forced_material`]) after the move.
    pub forced: i32,
    /// The searched value after the move (the engine's evaluation).
    pub value: i32,
}

/// `mv` judged from `after`, the position it leads to, for `mover`. A won
/// or lost game the evaluation's (deeper) search finds is won or lost by
/// force, whatever the material look's shorter horizon says.
fn judge_move(after: &Game, mv: Move, mover: Color, limits: SearchLimits) -> MoveValue {
    let value = value_for(after, mover, limits).0;
    let forced = if value >= EVAL_CAP {
        EVAL_CAP
    } else if value <= -EVAL_CAP {
        -EVAL_CAP
    } else {
        forced_material(after, mover, FORCED_DEPTH - 1, limits)
    };
    MoveValue { mv, forced, value }
}

/// Every legal move of `game` with what it wins by force and its value for
/// the side to move: more by force first, then by value (equal ones in
/// notation order, so the order is deterministic).
pub fn move_values(game: &Game, limits: SearchLimits) -> Vec<MoveValue> {
    let Some(mover) = game.to_move() else {
        return Vec::new();
    };
    let mut values: Vec<MoveValue> = game
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let mut after = game.clone();
            after.play(mv).expect("a legal move plays");
            judge_move(&after, mv, mover, limits)
        })
        .collect();
    values.sort_by(|a, b| {
        b.forced
            .cmp(&a.forced)
            .then_with(|| b.value.cmp(&a.value))
            .then_with(|| a.mv.to_string().cmp(&b.mv.to_string()))
    });
    values
}

/// Whether `other` is clearly worse than `answer`: it wins less by force,
/// or as much and the evaluation puts it [`PUZZLE_MARGIN`] lower.
fn clearly_worse(other: &MoveValue, answer: &MoveValue) -> bool {
    other.forced < answer.forced
        || (other.forced == answer.forced && answer.value - other.value >= PUZZLE_MARGIN)
}

/// The decision on a position from its moves' values (as [`move_values`]
/// orders them) and its material now: the answer, what it wins by force
/// over the material now, and its margin over the second best (in what is
/// won by force, or by the evaluation when both win as much). `None` when
/// no move wins [`PUZZLE_GAIN`] by force, another wins as much and is not
/// clearly worse, or the evaluation disagrees (see the module's docs); a
/// single legal move is no puzzle either.
pub fn unique_winner(values: &[MoveValue], material: i32) -> Option<(Move, i32, i32)> {
    let (answer, second) = (values.first()?, values.get(1)?);
    let gain = answer.forced - material;
    let wins = gain >= PUZZLE_GAIN || answer.forced >= EVAL_CAP;
    let unique = values[1..].iter().all(|o| clearly_worse(o, answer));
    // The evaluation, which looks deeper, agrees that the answer wins
    // something and that no other move is clearly better.
    let agreed = answer.value > material
        && values[1..]
            .iter()
            .all(|o| o.value - answer.value < PUZZLE_MARGIN);
    let margin = if second.forced < answer.forced {
        answer.forced - second.forced
    } else {
        answer.value - second.value
    };
    (wins && unique && agreed).then_some((answer.mv, gain, margin))
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
        // The solver's next move must again be the one way to win.
        let Some((follow, _, _)) =
            unique_winner(&move_values(&next, limits), material(&next, solver))
        else {
            break;
        };
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
/// for what the side to move wins by force ([`forced_material`] to
/// [`FORCED_DEPTH`]: a small search, the material alone) and, where that
/// wins less than [`PUZZLE_GAIN`], by the evaluation for a won game (read
/// from `analysis`, the game's stored analysis, when given: its values
/// are the same kind of search, at the analysis's budget); only where one
/// of them wins are all its moves searched. Positions inside a puzzle's
/// line are skipped.
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
        let forced = forced_material(&position, mover, FORCED_DEPTH, limits);
        let promising = forced - material(&position, mover) >= PUZZLE_GAIN || {
            let stored = analysis.and_then(|a| {
                let black = if ply == 0 {
                    Some(a.start)
                } else {
                    a.plies.get(ply - 1).map(|p| p.eval)
                }?;
                Some(mover.pick(black, -black))
            });
            stored.unwrap_or_else(|| value_for(&position, mover, limits).0) >= EVAL_CAP
        };
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
/// line's move, or is not clearly worse than it by the puzzle's own
/// judging (it wins as much by force, and its evaluation is within
/// [`PUZZLE_MARGIN`]), so a second way the search missed is not called
/// wrong. An illegal move never is.
pub fn answer_is_right(
    position: &Game,
    answered: Move,
    expected: Move,
    limits: SearchLimits,
) -> bool {
    if answered == expected {
        return true;
    }
    let Some(mover) = position.to_move() else {
        return false;
    };
    let judged = |mv: Move| {
        let mut after = position.clone();
        after.play(mv).ok()?;
        Some(judge_move(&after, mv, mover, limits))
    };
    match (judged(answered), judged(expected)) {
        (Some(a), Some(e)) => !clearly_worse(&a, &e),
        _ => false,
    }
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
        let answer = values[0];
        assert_eq!(answer.mv.to_string(), puzzle.line[0], "{puzzle:?}");
        for other in &values[1..] {
            assert!(
                clearly_worse(other, &answer),
                "{other:?} is not clearly worse than {answer:?}"
            );
        }
        let start = material(&position, puzzle.solver);
        assert!(
            answer.forced - start >= PUZZLE_GAIN || answer.forced >= EVAL_CAP,
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
    /// families; each answer is the only move that wins as much, and the
    /// same game gives the same puzzles again.
    #[test]
    fn generated_puzzles_have_a_unique_answer() {
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

    fn judged(mv: Move, forced: i32, value: i32) -> MoveValue {
        MoveValue { mv, forced, value }
    }

    /// Two moves that win as much by force (a marble, or the game) are no
    /// puzzle unless the evaluation tells them clearly apart; one move that
    /// wins more by force than every other is, even where the evaluation
    /// puts it less than a marble above the next.
    #[test]
    fn the_answer_must_win_more_by_force_than_every_other_move() {
        let game = Game::new(GameKind::Abalone);
        let (a, b, c) = (mv(&game, "a1b2"), mv(&game, "a2b3"), mv(&game, "b1c2"));
        let j = judged;
        // The held-out game's case: +0.87 against -0.08 by the evaluation.
        assert_eq!(
            unique_winner(&[j(a, 100, 87), j(b, 0, -8), j(c, 0, -20)], 0),
            Some((a, 100, 100))
        );
        // As much by force: the evaluation breaks the tie, by the margin.
        assert_eq!(
            unique_winner(&[j(a, 100, 150), j(b, 100, 140), j(c, 0, -20)], 0),
            None
        );
        assert_eq!(
            unique_winner(&[j(a, 100, 150), j(b, 100, 40), j(c, 0, -20)], 0),
            Some((a, 100, 110))
        );
        assert_eq!(
            unique_winner(&[j(a, EVAL_CAP, EVAL_CAP), j(b, EVAL_CAP, EVAL_CAP)], 0),
            None
        );
        // Winning less than a marble by force over the material now.
        assert_eq!(unique_winner(&[j(a, 200, 250), j(b, 100, 0)], 200), None);
        // The evaluation, looking deeper, calls the answer a loss, or
        // another move clearly better: no puzzle.
        assert_eq!(unique_winner(&[j(a, 100, -50), j(b, 0, -60)], 0), None);
        assert_eq!(unique_winner(&[j(a, 100, 87), j(b, 0, 190)], 0), None);
        // A single legal move is no puzzle.
        assert_eq!(unique_winner(&[j(a, 500, 500)], 0), None);
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
            let start = material(&position, mover);
            if forced_material(&position, mover, FORCED_DEPTH, small()) - start < PUZZLE_GAIN {
                continue;
            }
            let values = move_values(&position, small());
            let winners = values
                .iter()
                .filter(|v| v.forced - start >= PUZZLE_GAIN)
                .count();
            if winners >= 2 && !clearly_worse(&values[1], &values[0]) {
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
        assert!(!answer_is_right(&position, worst.mv, answer, small()));
    }

    /// A position like the held-out game of issue 53, from a seeded game
    /// of levels 1 to 4 (seed 39 of the scan it was found by): White to
    /// move, one marble up, and e5d4 the only move that pushes a marble
    /// off. The evaluation puts it a little above other moves (they keep
    /// some pressure), so a threshold of a whole marble on the evaluation
    /// rejected it.
    const SINGLE_PUSH: &str = "c5d5 i8h7 a1b2 h4g4 c3c2 i7h6 b1c1 h5g4 a5b6 i9h8 \
        a2b2 h6h5 b2d2c3 h5g5 d4c3 i5i6h5 c4c3 h7g6 c3c4 g6f5 c2c3 e5e4 b2c3 e4e3 \
        b5b6c5 e3e2 b1c1b2 f3f4e3 a4b5 h6g6 b4c4 e1e2 c6d7 e2e3 c7d7c6 g4f4 \
        d6e6d7 f6e5 a3b4";

    /// The moves of `game` that push a marble off at once.
    fn push_offs(game: &Game) -> Vec<String> {
        let mover = game.to_move().unwrap();
        let now = material(game, mover);
        game.legal_moves()
            .into_iter()
            .filter(|&m| {
                let mut after = game.clone();
                after.play(m).unwrap();
                material(&after, mover) > now
            })
            .map(|m| m.to_string())
            .collect()
    }

    #[test]
    fn a_single_push_off_is_a_puzzle_though_the_evaluation_calls_it_close() {
        let moves: Vec<&str> = SINGLE_PUSH.split_whitespace().collect();
        let game = Game::replay(GameKind::Abalone, &moves).unwrap();
        let solver = game.to_move().unwrap();
        let start = material(&game, solver);
        assert_eq!(solver, Color::White);
        assert_eq!(push_offs(&game), ["e5d4"]);

        let values = move_values(&game, small());
        // The old judging, on the evaluation alone: the best move a whole
        // marble over the material now and over the next best.
        let mut by_value: Vec<i32> = values.iter().map(|v| v.value).collect();
        by_value.sort_unstable_by(|a, b| b.cmp(a));
        let old = by_value[0] - start >= PUZZLE_GAIN && by_value[0] - by_value[1] >= PUZZLE_MARGIN;
        assert!(!old, "the evaluation alone: {:?}", &by_value[..3]);

        // By force: the push wins a marble, no other move does.
        assert_eq!(values[0].mv.to_string(), "e5d4");
        assert_eq!(values[0].forced - start, 100);
        assert!(values[1..].iter().all(|v| v.forced - start < 100));
        let puzzle = examine(&game, game.ply(), small()).expect("a puzzle");
        assert_eq!(puzzle.line, ["e5d4"], "cashed at once: {puzzle:?}");
        assert_eq!((puzzle.solver, puzzle.gain), (solver, 100));
        // The first look of `find_puzzles` sees it.
        assert!(forced_material(&game, solver, FORCED_DEPTH, small()) - start >= PUZZLE_GAIN);
        // Any other move is a wrong answer.
        let push = mv(&game, "e5d4");
        assert!(answer_is_right(&game, push, push, small()));
        assert!(!answer_is_right(&game, values[1].mv, push, small()));
    }

    /// Nothing to win by force: no puzzle, and no full search of its moves.
    #[test]
    fn a_quiet_position_gives_no_puzzle() {
        let game = Game::replay(GameKind::Abalone, &["c5d5", "i8h7", "a1b2", "h4g4"]).unwrap();
        assert!(push_offs(&game).is_empty());
        assert_eq!(
            forced_material(&game, Color::Black, FORCED_DEPTH, small()),
            0
        );
        assert_eq!(examine(&game, game.ply(), small()), None);
        let (found, done) = find_puzzles(&game, None, small(), &|| false);
        assert!(found.is_empty() && done);
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
