use std::collections::{HashMap, HashSet};

use rand::rngs::StdRng;
use rand::seq::{IteratorRandom, SliceRandom};
use rand::{Rng, SeedableRng};

use super::board::line_between;
use super::*;
use crate::notation::MoveText;
use crate::topology::abalone_hex;
use crate::{Color, GamePosition, Outcome, PerColor};

fn point(label: &str) -> PointId {
    abalone_hex()
        .point(label)
        .unwrap_or_else(|| panic!("no point {label}"))
}

fn points(labels: &str) -> Vec<PointId> {
    labels.split_whitespace().map(point).collect()
}

fn setup(black: &str, white: &str, to_move: Color) -> Position {
    Position::from_marbles(&points(black), &points(white), to_move, PerColor::default())
        .expect("valid setup")
}

fn resolve(pos: &Position, text: &str) -> Result<Move, IllegalMove> {
    pos.resolve(&text.parse::<MoveText>().expect("well-formed move text"))
}

fn play_all(pos: &mut Position, line: &str) {
    for text in line.split_whitespace() {
        let m = resolve(pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.play(m).unwrap();
    }
}

fn occupied(pos: &Position, color: Color) -> String {
    let board = abalone_hex();
    board
        .points()
        .filter(|&p| pos.color_at(p) == Some(color))
        .map(|p| board.label(p))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn perft_depth_one_to_three() {
    let expected = [
        (Start::Standard, [44, 1936, 98912]),
        (Start::BelgianDaisy, [52, 2692, 149322]),
        (Start::GermanDaisy, [80, 6244, 493480]),
    ];
    for (start, counts) in expected {
        let pos = Position::new(start);
        for (depth, &count) in counts.iter().enumerate() {
            assert_eq!(
                pos.perft(depth as u32 + 1),
                count,
                "{start:?} depth {}",
                depth + 1
            );
        }
    }
}

#[test]
fn depth_one_breakdown_of_the_standard_start() {
    let pos = Position::new(Start::Standard);
    let mut kinds: HashMap<&str, usize> = HashMap::new();
    for m in pos.legal_moves() {
        let kind = match m {
            Move::Inline { .. } => match pos.trace(m).steps.len() {
                1 => "single",
                2 => "inline 2",
                3 => "inline 3",
                n => panic!("{m} moves {n} marbles"),
            },
            Move::Broadside { first, last, .. } => match line_between(first, last) {
                Some((_, 1)) => "broadside 2",
                Some((_, 2)) => "broadside 3",
                _ => panic!("{m} is no broadside"),
            },
        };
        *kinds.entry(kind).or_default() += 1;
    }
    let expected = HashMap::from([
        ("single", 14),
        ("inline 2", 12),
        ("inline 3", 8),
        ("broadside 2", 8),
        ("broadside 3", 2),
    ]);
    assert_eq!(kinds, expected);
}

#[test]
fn starting_layouts() {
    // RULES.md's layouts, Black's points then White's.
    let layouts = [
        (
            Start::Standard,
            "a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 b6 c3 c4 c5",
            "g5 g6 g7 h4 h5 h6 h7 h8 h9 i5 i6 i7 i8 i9",
        ),
        (
            Start::BelgianDaisy,
            "a1 a2 b1 b2 b3 c2 c3 g7 g8 h7 h8 h9 i8 i9",
            "a4 a5 b4 b5 b6 c5 c6 g4 g5 h4 h5 h6 i5 i6",
        ),
        (
            Start::GermanDaisy,
            "b1 b2 c1 c2 c3 d2 d3 f7 f8 g7 g8 g9 h8 h9",
            "b5 b6 c5 c6 c7 d6 d7 f3 f4 g3 g4 g5 h4 h5",
        ),
    ];
    for (start, black, white) in layouts {
        let pos = Position::new(start);
        assert_eq!(occupied(&pos, Color::Black), black, "{start:?}");
        assert_eq!(occupied(&pos, Color::White), white, "{start:?}");
    }
    for start in Start::ALL {
        let pos = Position::new(start);
        assert_eq!(pos.to_move(), Color::Black);
        assert_eq!(pos.captured(), PerColor { black: 0, white: 0 });
        assert_eq!(pos.outcome(), None);
    }
}

#[test]
fn three_push_two_throws_a_marble_off_the_board() {
    let mut pos = Position::new(Start::Standard);
    play_all(&mut pos, "a3b4 i8h8 b4c5 g8h9f8");
    let push = resolve(&pos, "c5d6").unwrap();
    assert_eq!(
        push,
        Move::Inline {
            tail: point("c5"),
            dir: Direction::NorthEast
        }
    );
    let trace = pos.trace(push);
    let steps: Vec<(&str, &str)> = trace
        .steps
        .iter()
        .map(|&(a, b)| (abalone_hex().label(a), abalone_hex().label(b)))
        .collect();
    assert_eq!(
        steps,
        [("f8", "g9"), ("e7", "f8"), ("d6", "e7"), ("c5", "d6")]
    );
    assert_eq!(trace.pushed_off, [point("g9")]);
    assert_eq!(trace.entered, None);

    pos.play(push).unwrap();
    assert_eq!(pos.captured(), PerColor { black: 1, white: 0 });
    assert_eq!(pos.color_at(point("c5")), None);
    for black in ["d6", "e7", "f8"] {
        assert_eq!(pos.color_at(point(black)), Some(Color::Black), "{black}");
    }
    // The white marble from f8 takes the place of the one pushed off g9.
    assert_eq!(pos.color_at(point("g9")), Some(Color::White));
    assert_eq!(pos.marbles_on_board(Color::White), 13);
    assert_eq!(pos.marbles_on_board(Color::Black), 14);
    assert_eq!(pos.to_move(), Color::White);
}

#[test]
fn broadside_and_inline_traces() {
    let pos = Position::new(Start::Standard);
    let m = resolve(&pos, "c3c5d3").unwrap();
    let trace = pos.trace(m);
    assert_eq!(
        trace.steps,
        [
            (point("c3"), point("d3")),
            (point("c4"), point("d4")),
            (point("c5"), point("d5"))
        ]
    );
    assert!(trace.pushed_off.is_empty());
    let m = resolve(&pos, "a1b2").unwrap();
    assert_eq!(
        pos.trace(m).steps,
        [
            (point("c3"), point("d4")),
            (point("b2"), point("c3")),
            (point("a1"), point("b2"))
        ]
    );
    assert_eq!(
        pos.trace(Move::Inline {
            tail: point("a5"),
            dir: Direction::East
        }),
        Default::default()
    );
}

#[test]
fn notation_round_trips_and_canonical_forms() {
    let pos = Position::new(Start::Standard);
    for (text, canonical) in [
        ("a1b2", "a1b2"),
        ("A1-B2", "a1b2"),
        ("c3 d3", "c3d3"),
        ("c3c5d3", "c3c5d3"),
        ("c5c3d5", "c3c5d3"),
        ("C3-C5-D4", "c3c5d4"),
        ("b6c7", "b6c7"),
        ("b1b2c1", "b1b2c1"),
        ("c4 c3 d4", "c3c4d3"),
    ] {
        let m = resolve(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(m.to_string(), canonical, "{text}");
        assert_eq!(resolve(&pos, canonical), Ok(m));
    }
}

#[test]
fn illegal_move_messages() {
    let standard = Position::new(Start::Standard);
    let won = Position::from_marbles(
        &points("a1 a2"),
        &points("i9"),
        Color::White,
        PerColor { black: 6, white: 0 },
    )
    .unwrap();
    let b = Color::Black;
    let cases: Vec<(Position, &str, &str)> = vec![
        (won.clone(), "i9h9", "the game is over"),
        (standard.clone(), "pass", "Abalone has no pass"),
        (
            standard.clone(),
            "a1",
            "write an in-line move as two points (a1b2) or a broadside as three (c6c7d6)",
        ),
        (
            standard.clone(),
            "a7b2",
            "there is no point a7 on the board",
        ),
        (
            standard.clone(),
            "a1z9",
            "there is no point z9 on the board",
        ),
        (standard.clone(), "a1a3", "a1 and a3 are not neighbours"),
        (standard.clone(), "c3c4e3", "c3 and e3 are not neighbours"),
        (standard.clone(), "c3c3d3", "c3 is named twice"),
        (standard.clone(), "d4d5", "d4 is empty"),
        (standard.clone(), "i5h5", "i5 is not your marble"),
        (
            standard.clone(),
            "b1c3c1",
            "b1 and c3 are not in one line of adjacent marbles",
        ),
        (
            setup("c3 c5", "", b),
            "c3c5d3",
            "c3 and c5 are not in one line of adjacent marbles",
        ),
        (
            standard.clone(),
            "a1a2",
            "a line of more than three marbles cannot move (a1 a2 a3 a4 a5)",
        ),
        (
            standard.clone(),
            "b1b4c1",
            "a line of more than three marbles cannot move (b1 b2 b3 b4)",
        ),
        (
            setup("b5 b6", "", b),
            "b5b6a5",
            "b6 would move off the board",
        ),
        (
            standard.clone(),
            "a4a5",
            "you cannot push your own marble off the board",
        ),
        (
            setup("e5", "e6", b),
            "e5e6",
            "a single marble cannot push: e6 is occupied",
        ),
        (setup("d4 d5", "d6 d7", b), "d4d5", "2 cannot push 2"),
        (
            setup("e1 e2", "e3 e4 e5", b),
            "e1e2",
            "2 cannot push 3 or more",
        ),
        (
            setup("e1 e2 e3", "e4 e5 e6 e7", b),
            "e1e2",
            "3 cannot push 3 or more",
        ),
        (
            setup("e1 e2 e3 e6", "e4 e5", b),
            "e1e2",
            "the white marbles on e4 and e5 are sandwiched by your marble on e6 and cannot be pushed",
        ),
        (
            setup("e3", "e1 e2 e4", Color::White),
            "e1e2",
            "the black marble on e3 is sandwiched by your marble on e4 and cannot be pushed",
        ),
        (standard.clone(), "b5b6a5", "a5 is occupied"),
        (
            setup("d4 d5", "e5", b),
            "d4d5e4",
            "a broadside move cannot push: e5 is occupied",
        ),
        (
            standard.clone(),
            "c3c5c4",
            "moving along the line is an in-line move: write it as c3c4",
        ),
        (
            standard.clone(),
            "c3c5c2",
            "moving along the line is an in-line move: write it as c5c4",
        ),
    ];
    for (pos, text, message) in cases {
        let before = pos.clone();
        let err = resolve(&pos, text).expect_err(text);
        assert_eq!(err.to_string(), message, "{text}");
        assert_eq!(pos, before);
    }
}

#[test]
fn illegal_moves_given_directly() {
    let alone = setup("a5", "i9", Color::Black);
    let mut pos = alone.clone();
    let off = Move::Inline {
        tail: point("a5"),
        dir: Direction::East,
    };
    assert_eq!(
        pos.play(off).unwrap_err().to_string(),
        "a5 would move off the board"
    );
    let bogus = Move::Inline {
        tail: 200,
        dir: Direction::East,
    };
    assert_eq!(
        pos.play(bogus).unwrap_err().to_string(),
        "there is no point #200 on the board"
    );
    let single_broadside = Move::Broadside {
        first: point("a5"),
        last: point("a5"),
        dir: Direction::NorthWest,
    };
    assert_eq!(
        pos.play(single_broadside).unwrap_err().to_string(),
        "a5 is named twice"
    );
    assert_eq!(pos, alone);
    // Either end order means the same broadside.
    let mut reversed = Position::new(Start::Standard);
    let m = Move::Broadside {
        first: point("c5"),
        last: point("c3"),
        dir: Direction::NorthWest,
    };
    assert_eq!(m.to_string(), "c3c5d3");
    reversed.play(m).unwrap();
    let mut forward = Position::new(Start::Standard);
    forward.play(resolve(&forward, "c3c5d3").unwrap()).unwrap();
    assert_eq!(reversed, forward);
}

#[test]
fn six_pushed_off_wins_and_ends_the_game() {
    let mut pos = Position::from_marbles(
        &points("e1 e2 e3"),
        &points("e4 e5 a5"),
        Color::Black,
        PerColor { black: 5, white: 0 },
    )
    .unwrap();
    assert_eq!(pos.outcome(), None);
    play_all(&mut pos, "e1e2 a5a4 e2e3 a4a3 e3e4 a3a2 e4e5 a2a1");
    assert_eq!(pos.captured().black, 5, "nothing fell yet");
    assert_eq!(occupied(&pos, Color::White), "a1 e8 e9");
    play_all(&mut pos, "e5e6");
    assert_eq!(pos.captured().black, 6);
    assert_eq!(occupied(&pos, Color::White), "a1 e9");
    assert_eq!(pos.outcome(), Some(Outcome::Win(Color::Black)));
    assert!(pos.legal_moves().is_empty());
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(pos.perft(2), 0);
    assert_eq!(resolve(&pos, "a1a2"), Err(IllegalMove::GameOver));
    assert_eq!(resolve(&pos, "pass"), Err(IllegalMove::GameOver));
}

#[test]
fn a_side_without_moves_loses() {
    let mut pos = setup("a1", "a2 b1 b2", Color::Black);
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(pos.outcome(), Some(Outcome::Win(Color::White)));
    // Every attempt is refused because the game is over, not for its own reason.
    assert_eq!(resolve(&pos, "a1a2"), Err(IllegalMove::GameOver));
    assert_eq!(
        pos.play(Move::Inline {
            tail: point("a1"),
            dir: Direction::East
        }),
        Err(IllegalMove::GameOver)
    );
}

#[test]
fn from_marbles_rejects_impossible_setups() {
    assert!(
        Position::from_marbles(
            &points("a1"),
            &points("a1"),
            Color::Black,
            PerColor::default()
        )
        .is_none()
    );
    assert!(Position::from_marbles(&[61], &[], Color::Black, PerColor::default()).is_none());
    // Black's fourteen marbles all stand, so White cannot have pushed one off.
    let fourteen = points("a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 b6 c3 c4 c5");
    let black_alone = |captured| Position::from_marbles(&fourteen, &[], Color::Black, captured);
    assert!(black_alone(PerColor { black: 0, white: 1 }).is_none());
    assert!(black_alone(PerColor { black: 1, white: 0 }).is_some());
}

/// Every text that denotes `m`: in-line moves have one, broadsides two (either end first).
fn texts_of(m: Move) -> Vec<String> {
    let label = |p: PointId| abalone_hex().label(p);
    match m {
        Move::Inline { tail, dir } => vec![format!(
            "{}{}",
            label(tail),
            label(neighbor(tail, dir).unwrap())
        )],
        Move::Broadside { first, last, dir } => vec![
            format!(
                "{}{}{}",
                label(first),
                label(last),
                label(neighbor(first, dir).unwrap())
            ),
            format!(
                "{}{}{}",
                label(last),
                label(first),
                label(neighbor(last, dir).unwrap())
            ),
        ],
    }
}

/// The move a text of two or three real points names if read literally,
/// worked out independently of `resolve`.
fn denoted_move(text: &str) -> Option<Move> {
    let points: Vec<PointId> = text
        .as_bytes()
        .chunks(2)
        .map(|c| {
            abalone_hex()
                .point(std::str::from_utf8(c).unwrap())
                .unwrap()
        })
        .collect();
    let dir_to = |a: PointId, b: PointId| {
        Direction::ALL
            .into_iter()
            .find(|&d| neighbor(a, d) == Some(b))
    };
    match points[..] {
        [tail, to] => Some(Move::Inline {
            tail,
            dir: dir_to(tail, to)?,
        }),
        [a, b, to] => Some(Move::Broadside {
            first: a.min(b),
            last: a.max(b),
            dir: dir_to(a, to)?,
        }),
        _ => None,
    }
}

fn random_point(rng: &mut StdRng) -> PointId {
    rng.gen_range(0..abalone_hex().len() as PointId)
}

/// A random well-formed text: sometimes arbitrary points, often points that
/// are neighbours or in a line so that many of them are legal.
fn random_text(rng: &mut StdRng) -> String {
    let label = |p: PointId| abalone_hex().label(p).to_string();
    let a = random_point(rng);
    let dir = *Direction::ALL.choose(rng).unwrap();
    match rng.gen_range(0..4) {
        0 => format!("{}{}", label(a), label(random_point(rng))),
        1 => format!(
            "{}{}{}",
            label(a),
            label(random_point(rng)),
            label(random_point(rng))
        ),
        2 => match neighbor(a, dir) {
            Some(b) => format!("{}{}", label(a), label(b)),
            None => label(a) + &label(a),
        },
        _ => {
            let axis = *Direction::ALL.choose(rng).unwrap();
            let mut last = a;
            for _ in 0..rng.gen_range(1..=3) {
                last = neighbor(last, axis).unwrap_or(last);
            }
            let to = neighbor(a, dir).unwrap_or(last);
            format!("{}{}{}", label(a), label(last), label(to))
        }
    }
}

fn random_move(rng: &mut StdRng) -> Move {
    let dir = *Direction::ALL.choose(rng).unwrap();
    if rng.gen_bool(0.5) {
        Move::Inline {
            tail: random_point(rng),
            dir,
        }
    } else {
        Move::Broadside {
            first: random_point(rng),
            last: random_point(rng),
            dir,
        }
    }
}

/// Runs the invariants over one position; returns the legal moves.
fn check_invariants(pos: &Position, rng: &mut StdRng) -> Vec<Move> {
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), pos.count_legal_moves());
    let distinct: HashSet<Move> = moves.iter().copied().collect();
    assert_eq!(distinct.len(), moves.len(), "duplicate moves");
    for color in Color::BOTH {
        let lost = pos.captured().get(color.opposite());
        assert_eq!(
            pos.marbles_on_board(color) + lost,
            MARBLES_PER_SIDE,
            "{color} marbles"
        );
    }

    // Every generated move prints and reads back to itself.
    for &m in moves.choose_multiple(rng, 2) {
        let text = m.to_string();
        assert_eq!(text, texts_of(m)[0], "{m:?} is not printed canonically");
        assert_eq!(resolve(pos, &text), Ok(m), "{text}");
    }
    // A random text resolves exactly when it denotes a generated move.
    for _ in 0..3 {
        let text = random_text(rng);
        let meant = denoted_move(&text).filter(|m| distinct.contains(m));
        assert_eq!(resolve(pos, &text).ok(), meant, "{text}");
    }
    // Playing an illegal move changes nothing; a legal one is accepted.
    for _ in 0..2 {
        let m = random_move(rng);
        let legal = match m {
            Move::Broadside { first, last, dir } => distinct.contains(&Move::Broadside {
                first: first.min(last),
                last: first.max(last),
                dir,
            }),
            inline => distinct.contains(&inline),
        };
        let mut copy = pos.clone();
        match copy.play(m) {
            Ok(()) => assert!(legal, "{m:?} was played but is not generated"),
            Err(e) => {
                assert!(!legal, "{m:?} is generated but refused: {e}");
                assert_eq!(&copy, pos);
            }
        }
    }
    moves
}

/// Plays `games` random games from `start`, checking the invariants at every ply.
fn random_games(start: Start, games: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut finished, mut pushed_off_total) = (0, 0);
    for _ in 0..games {
        let mut pos = Position::new(start);
        for _ in 0..80 {
            let moves = check_invariants(&pos, &mut rng);
            if moves.is_empty() {
                assert!(pos.outcome().is_some());
                finished += 1;
                break;
            }
            // Prefer pushing marbles off so that many games reach the end.
            let mut m = *moves.choose(&mut rng).unwrap();
            if rng.gen_bool(0.5) {
                let throws = moves
                    .iter()
                    .copied()
                    .filter(|&m| !pos.trace(m).pushed_off.is_empty());
                m = throws.choose(&mut rng).unwrap_or(m);
            }
            let before = pos.captured();
            pos.play(m)
                .unwrap_or_else(|e| panic!("generated {m} refused: {e}"));
            let pushed_off =
                pos.captured().black + pos.captured().white - before.black - before.white;
            assert!(pushed_off <= 1);
            pushed_off_total += pushed_off as usize;
        }
    }
    // Pushes must be common, or the capture paths would go untested.
    assert!(
        pushed_off_total > games,
        "only {pushed_off_total} marbles pushed off in {games} games"
    );
    eprintln!("{start:?}: {finished} of {games} games ended, {pushed_off_total} pushed off");
}

#[test]
fn random_games_from_the_standard_start() {
    random_games(Start::Standard, 1000, 0xaba1);
}

#[test]
fn random_games_from_the_belgian_daisy() {
    random_games(Start::BelgianDaisy, 1000, 0xaba2);
}

#[test]
fn random_games_from_the_german_daisy() {
    random_games(Start::GermanDaisy, 1000, 0xaba3);
}

#[test]
fn generator_matches_exhaustive_checking() {
    let mut rng = StdRng::seed_from_u64(7);
    for start in Start::ALL {
        let mut pos = Position::new(start);
        for _ in 0..60 {
            let mut candidates = Vec::new();
            for tail in abalone_hex().points() {
                for dir in Direction::ALL {
                    candidates.push(Move::Inline { tail, dir });
                    for last in abalone_hex().points().filter(|&l| l > tail) {
                        candidates.push(Move::Broadside {
                            first: tail,
                            last,
                            dir,
                        });
                    }
                }
            }
            let checked: HashSet<Move> = candidates
                .into_iter()
                .filter(|&m| pos.check(m).is_ok())
                .collect();
            let generated: HashSet<Move> = pos.legal_moves().into_iter().collect();
            assert_eq!(checked, generated);
            let Some(&m) = pos.legal_moves().choose(&mut rng) else {
                break;
            };
            pos.play(m).unwrap();
        }
    }
}
