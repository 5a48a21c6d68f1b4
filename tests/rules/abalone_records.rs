//! Replays recorded Abalone games through the public API, text by text.

use abande_rules::abalone::{Position, Start};
use abande_rules::notation::MoveText;
use abande_rules::{GameKind, GamePosition, PerColor, Setup};

/// The start and the move texts of a record file, move numbers stripped.
fn read_record(text: &str) -> (Start, Vec<String>) {
    let mut start = None;
    let mut moves = Vec::new();
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        if let Some(kind) = line.strip_prefix("start:") {
            start = match kind.trim().parse::<GameKind>().expect("game id").setup() {
                Setup::Abalone(start) => Some(start),
                Setup::Abande(_) => None,
            };
            continue;
        }
        for token in line.split_whitespace() {
            let without_number = token.rsplit_once('.').map_or(token, |(_, m)| m);
            moves.push(without_number.to_string());
        }
    }
    (start.expect("start: line"), moves)
}

/// Plays every move; returns the final position or the first refusal.
fn replay(start: Start, moves: &[String]) -> Result<Position, String> {
    let mut pos = Position::new(start);
    for (ply, text) in moves.iter().enumerate() {
        let parsed: MoveText = text.parse().map_err(|e| format!("ply {}: {e}", ply + 1))?;
        let m = pos
            .resolve(&parsed)
            .map_err(|e| format!("ply {} {text}: {e}", ply + 1))?;
        pos.play(m).expect("resolved moves are legal");
    }
    Ok(pos)
}

/// The plies (1-based) and texts of the moves that pushed a marble off.
fn pushes_off(start: Start, moves: &[String]) -> Vec<(usize, &str)> {
    let mut pos = Position::new(start);
    let mut found = Vec::new();
    for (ply, text) in moves.iter().enumerate() {
        let m = pos.resolve(&text.parse().unwrap()).unwrap();
        if !pos.trace(m).pushed_off.is_empty() {
            found.push((ply + 1, text.as_str()));
        }
        pos.play(m).unwrap();
    }
    found
}

#[test]
fn world_championship_2015_final() {
    let (start, moves) = read_record(include_str!(
        "../../crates/abande-rules/tests/data/abalone-awc-2015-final.txt"
    ));
    assert_eq!(start, Start::BelgianDaisy);
    assert_eq!(moves.len(), 115);
    let pos = replay(start, &moves).unwrap();
    // The record stops after 58. f7g7 with Black five marbles up to one and
    // no sixth push, so the game was decided off the board.
    assert_eq!(pos.captured(), PerColor { black: 5, white: 1 });
    assert_eq!(pos.outcome(), None);
    assert_eq!(
        pushes_off(start, &moves),
        [
            (17, "e5d5"),
            (19, "b4b5"),
            (21, "c5b4"),
            (45, "c7b6"),
            (48, "d4c4"),
            (111, "e7d7")
        ]
    );
}
