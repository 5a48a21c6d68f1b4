use super::*;
use crate::notation::MoveText;
use crate::topology::PointSet;
use crate::{Color, GamePosition, Outcome, PerColor};
use Color::{Black as B, White as W};

fn text(s: &str) -> MoveText {
    s.parse().unwrap()
}

fn play_all(board: Board, moves: &[&str]) -> Position {
    let mut pos = Position::new(board);
    for m in moves {
        let mv = pos.resolve(&text(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
        pos.play(mv).unwrap();
    }
    pos
}

fn reason(pos: &Position, m: &str) -> String {
    let before = pos.clone();
    let err = pos.resolve(&text(m)).expect_err(m).to_string();
    assert_eq!(&before, pos);
    err
}

/// Hex board: Black d3 d4 c3, White d2 d5 c4; Black to move.
fn column_position() -> Position {
    play_all(Board::Hex, &["d4", "d5", "d3", "d2", "c3", "c4"])
}

#[test]
fn every_illegal_reason_has_its_message() {
    let start = Position::new(Board::Hex);
    let col = column_position();
    let early = play_all(Board::Hex, &["d4", "d5"]);
    let no_hand = Position::from_stacks(Board::Hex, &[("d4", &[B]), ("d5", &[W])], [0, 3], B);
    let tall = Position::from_stacks(
        Board::Hex,
        &[("d4", &[W, B]), ("d5", &[B, W]), ("d3", &[W])],
        [5, 5],
        B,
    );
    let cases: &[(&Position, &str, &str)] = &[
        (&start, "h1", "there is no point h1 on this board"),
        (&start, "a5", "there is no point a5 on this board"),
        (
            &start,
            "a1b1c1",
            "write a move as a point to enter a piece (d4), two points to move a stack (e2-d3), or pass",
        ),
        (&col, "d4", "d4 is already occupied"),
        (
            &col,
            "a1",
            "a1 is not next to the band: a new piece must touch a piece already on the board",
        ),
        (
            &no_hand,
            "d3",
            "you have no pieces left in hand: move a stack or pass",
        ),
        (
            &early,
            "d4-d5",
            "stacks may move only after Black has entered his second piece",
        ),
        (&col, "e5-d5", "there is no stack on e5"),
        (&col, "d5-d4", "the stack on d5 is not yours"),
        (
            &col,
            "d4-e4",
            "e4 is empty: a stack may only move onto an opponent's stack",
        ),
        (
            &col,
            "d4-c3",
            "c3 is your own stack: a stack may only move onto an opponent's stack",
        ),
        (&col, "c3-d5", "d5 is not next to c3: stacks move one step"),
        (
            &tall,
            "d4-d5",
            "moving the stack of 2 on d4 onto the stack of 2 on d5 would make it 4 high; stacks may be at most 3 high",
        ),
        (
            &col,
            "d3-d2",
            "moving d3 would split the band: c3, c4, d4, d5 would be cut off",
        ),
        (
            &col,
            "pass",
            "you cannot pass while you have 15 pieces in hand",
        ),
    ];
    for (pos, m, expected) in cases {
        assert_eq!(reason(pos, m), *expected, "{m}");
    }
    let mut over = no_hand.clone();
    over.play(Move::Pass).unwrap();
    assert_eq!(
        over.play(Move::Pass),
        Err(IllegalMove::PassWithPiecesInHand { count: 3 })
    );
    let mut over = Position::from_stacks(Board::Hex, &[("d4", &[B]), ("d5", &[W])], [0, 0], B);
    over.play(Move::Pass).unwrap();
    over.play(Move::Pass).unwrap();
    assert_eq!(reason(&over, "d3"), "the game is over");
    assert_eq!(
        IllegalMove::PassWithPiecesInHand { count: 1 }.to_string(),
        "you cannot pass while you have 1 piece in hand"
    );
}

#[test]
fn band_split_forbids_one_capture_and_allows_another() {
    let pos = column_position();
    assert!(matches!(
        pos.resolve(&text("d3-d2")),
        Err(IllegalMove::SplitsBand { .. })
    ));
    let allowed = pos.resolve(&text("d4-d5")).unwrap();
    assert!(pos.legal_moves().contains(&allowed));
    assert!(
        !pos.legal_moves()
            .contains(&Move::Capture { from: 11, to: 10 })
            || pos.topology().label(11) != "d3"
    );
    let mut after = pos.clone();
    after.play(allowed).unwrap();
    let t = after.topology();
    let d5 = after.stack(t.point("d5").unwrap());
    assert_eq!(d5.pieces().collect::<Vec<_>>(), [W, B]);
    assert!(after.stack(t.point("d4").unwrap()).is_empty());
}

#[test]
fn black_moves_first_and_moving_starts_at_ply_four() {
    let pos = Position::new(Board::Square);
    assert_eq!(pos.to_move(), B);
    assert_eq!(pos.legal_moves().len(), 49);
    let ply3 = play_all(Board::Hex, &["d4", "d5"]);
    assert!(
        ply3.legal_moves()
            .iter()
            .all(|m| matches!(m, Move::Enter(_)))
    );
    let ply4 = play_all(Board::Hex, &["d4", "d5", "d3"]);
    assert!(
        ply4.legal_moves()
            .iter()
            .any(|m| matches!(m, Move::Capture { .. }))
    );
}

#[test]
fn sleeping_stacks_score_nothing() {
    // d4 (black 2) touches white d5; a1 and a2 touch only black; g4 white 3 alone.
    let pos = Position::from_stacks(
        Board::Hex,
        &[
            ("a1", &[B]),
            ("a2", &[W, B]),
            ("d4", &[W, B]),
            ("d5", &[B, W]),
            ("e4", &[B, B, W]),
            ("g4", &[W, W, W]),
        ],
        [0, 0],
        W,
    );
    let t = pos.topology();
    let sleeping = t.labels_of(pos.sleeping(), " ");
    assert_eq!(sleeping, "a1 a2 g4");
    // Black: d4 = 2; White: d5 = 2, e4 = 3 (e4 touches d4).
    assert_eq!(pos.score(), PerColor { black: 2, white: 5 });
    let mut end = pos.clone();
    end.play(Move::Pass).unwrap();
    assert_eq!(end.outcome(), None);
    end.play(Move::Pass).unwrap();
    assert_eq!(end.pass_count(), 2);
    assert_eq!(end.outcome(), Some(Outcome::Win(W)));
    assert!(end.legal_moves().is_empty());
}

#[test]
fn mixed_stack_lower_pieces_do_not_wake_a_stack() {
    // White single next to a black-topped stack that has white below: the white
    // piece below does not count, the black top does.
    let pos = Position::from_stacks(
        Board::Square,
        &[("a1", &[B]), ("b1", &[B, W, B])],
        [0, 0],
        W,
    );
    assert_eq!(pos.score(), PerColor { black: 0, white: 0 });
    assert_eq!(pos.topology().labels_of(pos.sleeping(), " "), "a1 b1");
}

#[test]
fn notation_round_trips_on_every_board() {
    for board in [Board::Hex, Board::Square, Board::Snub] {
        let pos = play_all(board, &["d4", "d5", "c4"]);
        for m in pos.legal_moves() {
            let s = m.notation(board).to_string();
            assert_eq!(pos.resolve(&text(&s)), Ok(m), "{s}");
            assert_eq!(
                pos.resolve(&text(&s.to_uppercase().replace('-', "x"))),
                Ok(m),
                "{s}"
            );
        }
    }
}

#[test]
fn random_games_keep_the_invariants() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for board in [Board::Hex, Board::Square, Board::Snub] {
        let t = board.topology();
        for _ in 0..1000 {
            let mut pos = Position::new(board);
            for _ in 0..200 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    assert!(pos.is_over());
                    break;
                }
                // Random well-formed texts: accepted exactly when generated.
                for _ in 0..3 {
                    let a = t.label(rng.gen_range(0..t.len()) as u8).to_string();
                    let b = t.label(rng.gen_range(0..t.len()) as u8).to_string();
                    let s = if rng.gen_bool(0.5) {
                        a
                    } else {
                        format!("{a}-{b}")
                    };
                    match pos.resolve(&text(&s)) {
                        Ok(m) => assert!(legal.contains(&m), "{s} accepted but not generated"),
                        Err(_) => {
                            let m = pos.resolve(&text(&s)).err();
                            assert!(
                                !legal.iter().any(|g| g.notation(board).to_string() == s),
                                "{s}: {m:?}"
                            );
                        }
                    }
                }
                let m = legal[rng.gen_range(0..legal.len())];
                for g in &legal {
                    assert_eq!(pos.check(*g), Ok(()));
                }
                pos.play(m).unwrap();
                let occ = pos.occupied();
                if occ != 0 {
                    assert_eq!(
                        t.flood(PointSet(occ).first().unwrap(), occ),
                        occ,
                        "band split after {}",
                        m.notation(board)
                    );
                }
                let mut on_board = [0u32; 2];
                for p in t.points() {
                    let s = pos.stack(p);
                    assert!(s.height() <= 3);
                    assert_eq!(s.is_empty(), occ & 1 << p == 0);
                    on_board[0] += s.count(B) as u32;
                    on_board[1] += s.count(W) as u32;
                }
                let h = pos.hand();
                assert_eq!(on_board[0] + h.black as u32, 18);
                assert_eq!(on_board[1] + h.white as u32, 18);
            }
        }
    }
}
