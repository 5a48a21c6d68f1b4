//! Tactics on positions set up directly, at every level.

use std::time::Duration;

use super::*;
use abande_rules::abande::{self, Board};
use abande_rules::topology::abalone_hex;
use abande_rules::{Color, GamePosition, Outcome, PerColor};

/// Generous time so only the node budget ends a search: results repeat.
fn limits(level: Level) -> SearchLimits {
    SearchLimits {
        time: Duration::from_secs(120),
        ..level.limits()
    }
}

/// An Abalone position with Black to move; `captured` counts the marbles
/// each side has pushed off.
fn black_to_move(black: &str, white: &str, captured: PerColor<u8>) -> abalone::Position {
    let points = |s: &str| -> Vec<u8> {
        s.split_whitespace()
            .map(|l| abalone_hex().point(l).expect("a point"))
            .collect()
    };
    abalone::Position::from_marbles(&points(black), &points(white), Color::Black, captured)
        .expect("a valid position")
}

fn abalone_move(pos: &abalone::Position, level: Level, seed: u64) -> abalone::Move {
    match choose_move_at(PositionRef::Abalone(pos), level, limits(level), seed)
        .expect("a move")
        .mv
    {
        Move::Abalone(m) => m,
        other => panic!("not an Abalone move: {other}"),
    }
}

/// Checks the position after the engine's move at every level, three seeds
/// each; `check` is given the position after and a note naming the move.
fn abalone_replies(pos: &abalone::Position, check: impl Fn(&abalone::Position, &str)) {
    for level in Level::ALL {
        for seed in 0..3 {
            let m = abalone_move(pos, level, seed);
            let mut after = pos.clone();
            after.play(m).unwrap();
            check(&after, &format!("level {level} seed {seed} played {m}"));
        }
    }
}

#[test]
fn abalone_pushes_off_the_sixth_marble() {
    // e7 e8 against e9 at the east edge: e7e8 wins at once.
    let pos = black_to_move(
        "e7 e8 a1 a2 b1",
        "e9 i5 i6 h4 h5",
        PerColor { black: 5, white: 0 },
    );
    abalone_replies(&pos, |after, note| {
        assert_eq!(after.outcome(), Some(Outcome::Win(Color::Black)), "{note}");
    });
}

#[test]
fn abalone_saves_its_sixth_marble() {
    // White's e7 e8 threaten to push Black's e9 off; Black has lost five.
    let pos = black_to_move(
        "e9 a1 a2 a3",
        "e7 e8 i5 i6 i7",
        PerColor { black: 0, white: 5 },
    );
    assert_eq!(eval_abalone::threatened(&pos, Color::Black), 1);
    abalone_replies(&pos, |after, note| {
        assert_eq!(eval_abalone::threatened(after, Color::Black), 0, "{note}");
    });
}

/// Hex board, no pieces in hand, White has just passed; Black's d3 (two
/// high) may take d4, while c3 is too high to take. Passing ends the game.
fn abande_last_chance(c3: &[Color]) -> abande::Position {
    use Color::{Black as B, White as W};
    let mut pos = abande::Position::from_stacks(
        Board::Hex,
        &[("d3", &[W, B]), ("d4", &[W]), ("c3", c3)],
        [0, 0],
        W,
    );
    pos.play(abande::Move::Pass).unwrap();
    pos
}

fn abande_move(pos: &abande::Position, level: Level, seed: u64) -> abande::Move {
    match choose_move_at(PositionRef::Abande(pos), level, limits(level), seed)
        .expect("a move")
        .mv
    {
        Move::Abande(_, m) => m,
        other => panic!("not an Abande move: {other}"),
    }
}

#[test]
fn abande_takes_the_capture_that_wins() {
    use Color::{Black as B, White as W};
    // Black 2 - White 3: passing loses; d3-d4 makes a stack of three that
    // nothing can take, 3 - 2, and White can only pass.
    let pos = abande_last_chance(&[B, W]);
    let t = pos.topology();
    let d3xd4 = abande::Move::Capture {
        from: t.point("d3").unwrap(),
        to: t.point("d4").unwrap(),
    };
    for level in Level::ALL {
        for seed in 0..3 {
            let m = abande_move(&pos, level, seed);
            assert_eq!(m, d3xd4, "level {level} seed {seed}");
        }
    }
}

#[test]
fn abande_does_not_pass_into_a_lost_count() {
    use Color::{Black as B, White as W};
    // Black 2 - White 4: passing loses; d3-d4 saves a draw (3 - 3).
    let pos = abande_last_chance(&[B, B, W]);
    let mut passed = pos.clone();
    passed.play(abande::Move::Pass).unwrap();
    assert_eq!(passed.outcome(), Some(Outcome::Win(Color::White)));
    for level in Level::ALL {
        for seed in 0..3 {
            let m = abande_move(&pos, level, seed);
            assert_ne!(m, abande::Move::Pass, "level {level} seed {seed}");
        }
    }
}

#[test]
fn a_search_with_almost_no_budget_still_finishes_depth_one() {
    let tiny = SearchLimits {
        nodes: 1,
        time: Duration::ZERO,
        depth: 64,
    };
    for kind in abande_rules::GameKind::ALL {
        let game = Game::new(kind);
        let c = choose_move_with(&game, Level::MAX, tiny, 0).unwrap();
        assert!(game.legal_moves().contains(&c.mv), "{kind}");
        assert_eq!(c.depth, 1, "{kind}");
    }
}

#[test]
fn the_start_is_dead_equal_after_a_short_search() {
    assert!(accepts_draw(&Game::new(abande_rules::GameKind::Abalone)));
}

/// Issue 53: a lead of two with nothing to push. White's pair in the
/// middle never drifts outwards by itself; d2e2 makes e2 e3 e4 a line of
/// three against it, where the plan without [`eval_abalone::PRESS_PUSH`]
/// shuffled in the corner (a2b2, every seed).
#[test]
fn abalone_leader_sets_up_a_push_against_a_block() {
    let pos = black_to_move(
        "d2 e3 e4 a1 a2 b1",
        "e5 e6 i9 i8 h9",
        PerColor { black: 2, white: 0 },
    );
    assert_eq!(eval_abalone::pushes_ready(&pos, Color::Black), 0);
    let limits = SearchLimits {
        nodes: 60_000,
        ..limits(Level::MAX)
    };
    for seed in 0..3 {
        let m = match choose_move_at(PositionRef::Abalone(&pos), Level::MAX, limits, seed)
            .expect("a move")
            .mv
        {
            Move::Abalone(m) => m,
            other => panic!("not an Abalone move: {other}"),
        };
        let mut after = pos.clone();
        after.play(m).unwrap();
        assert_eq!(
            eval_abalone::pushes_ready(&after, Color::Black),
            1,
            "seed {seed} played {m}"
        );
    }
}
