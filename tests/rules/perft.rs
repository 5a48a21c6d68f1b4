//! Perft counts from crates/abande-rules/tests/data/perft.txt: the number of legal move
//! sequences of each length from the start of every game.

use abande_rules::{Game, GameKind};

struct Case {
    kind: GameKind,
    depth: u32,
    expected: u64,
}

fn cases() -> Vec<Case> {
    include_str!("../../crates/abande-rules/tests/data/perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            Case {
                kind: f[0].parse().unwrap(),
                depth: f[1].parse().unwrap(),
                expected: f[2].parse().unwrap(),
            }
        })
        .collect()
}

fn check(filter: impl Fn(&Case) -> bool) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for c in cases().into_iter().filter(filter) {
        let got = Game::new(c.kind).perft(c.depth);
        checked += 1;
        if got != c.expected {
            failures.push(format!(
                "{} depth {}: expected {}, got {got}",
                c.kind, c.depth, c.expected
            ));
        }
    }
    assert!(checked > 0, "no perft cases selected");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every count of the data file, perft 4 of every game included (bulk
/// counting at the last ply makes even Abalone's 38 million a fraction of
/// a second).
#[test]
fn perft_every_game_to_depth_four() {
    check(|_| true);
    for kind in GameKind::ALL {
        assert!(
            cases().iter().any(|c| c.kind == kind && c.depth == 4),
            "{kind} has no depth-4 count"
        );
    }
}

#[test]
fn data_file_covers_every_game() {
    let cases = cases();
    for kind in GameKind::ALL {
        assert!(
            cases.iter().any(|c| c.kind == kind && c.depth == 3),
            "{kind} has no depth-3 count"
        );
    }
}
