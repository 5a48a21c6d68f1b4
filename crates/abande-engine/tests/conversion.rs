//! The conversion benchmark's positions (`benches/conversion_positions.txt`)
//! and its play-out, at a tiny budget.

#[allow(dead_code)]
#[path = "../benches/conversion/positions.rs"]
mod positions;

use std::time::Duration;

use abande_engine::{Level, SearchLimits};
use abande_rules::Color;
use positions::{Defender, End, KINDS, MIN_LEAD, Side, Summary};

#[test]
fn the_positions_parse_lead_and_cover_every_start_and_colour() {
    let starts = positions::parse(positions::POSITIONS).expect("the file parses");
    assert!(starts.len() >= 40, "{} positions", starts.len());
    for kind in KINDS {
        for colour in [Color::Black, Color::White] {
            let n = starts
                .iter()
                .filter(|s| {
                    let game = s.game().unwrap();
                    let (side, lead) = positions::lead_of_mover(&game).unwrap();
                    assert!(lead >= MIN_LEAD as i32, "line {}", s.line);
                    s.kind == kind && side == colour
                })
                .count();
            assert!(n >= 6, "{kind}, {} leading: {n} positions", colour.name());
        }
    }
    // No position twice.
    let mut lines: Vec<String> = starts.iter().map(|s| s.to_line()).collect();
    lines.sort();
    lines.dedup();
    assert_eq!(lines.len(), starts.len());
}

#[test]
fn a_bad_line_is_refused() {
    assert!(positions::parse("abande-hex a1").is_err());
    assert!(positions::parse("abalone a4b5 i5h5").is_err(), "no lead");
    assert!(positions::parse("abalone a1b2 i9").is_err(), "no move");
    assert_eq!(positions::parse("# only a comment\n\n").unwrap().len(), 0);
}

#[test]
fn two_positions_play_out_at_a_tiny_budget() {
    let starts = positions::parse(positions::POSITIONS).unwrap();
    let limits = SearchLimits {
        nodes: 2_000,
        time: Duration::from_secs(60),
        depth: 64,
    };
    let level = Level::new(5).unwrap();
    let mut played = Vec::new();
    for (index, defender) in [(0, Defender::Same), (starts.len() - 1, Defender::Turtle)] {
        let (attacker, defender) = (Side::Engine(level, limits), defender.side(level, limits));
        let p = positions::play_out(index, &starts[index], attacker, defender, 7, 6).unwrap();
        assert!(p.lead >= MIN_LEAD as i32);
        assert!(p.plies <= 6);
        match p.end {
            End::Running { lead } => {
                assert_eq!(p.plies, 6);
                assert_eq!(
                    lead,
                    i32::from(p.end_material.0) - i32::from(p.end_material.1)
                );
            }
            End::Finished { plies } => assert_eq!(p.end_material.0, 6, "{plies}"),
            End::Lost { .. } => assert_eq!(p.end_material.1, 6),
        }
        // The same seed plays the same game.
        let again = positions::play_out(index, &starts[index], attacker, defender, 7, 6).unwrap();
        assert_eq!((again.end, again.end_material), (p.end, p.end_material));
        played.push(p);
    }
    let s = Summary::of(&played);
    assert_eq!(s.positions, 2);
    assert_eq!(s.finished + s.lost + s.running_leads.len(), 2);
    assert!(s.won >= s.finished);
}

/// A whole game against the turtle from a two-ply opening, at a tiny
/// budget: the same seeds play the same game; the slow defender has four
/// times the attacker's budget.
#[test]
fn a_whole_game_against_the_turtle_plays_out() {
    let limits = SearchLimits {
        nodes: 2_000,
        time: Duration::from_secs(60),
        depth: 64,
    };
    let level = Level::new(5).unwrap();
    let sides = [
        Side::Engine(level, limits),
        Defender::Turtle.side(level, limits),
    ];
    let play = || positions::play_whole(0, KINDS[1], 2, 11, Color::White, sides, 3, 8).unwrap();
    let p = play();
    assert_eq!(
        (p.attacker, p.lead, p.start_material),
        (Color::White, 0, (0, 0))
    );
    assert_eq!(p.plies, 6, "8 plies from the start, 2 of them the opening");
    let again = play();
    assert_eq!((again.end, again.end_material), (p.end, p.end_material));
    let Side::Engine(_, slow) = Defender::Slow.side(level, limits) else {
        panic!("the slow defender is the engine")
    };
    assert_eq!((slow.nodes, slow.time), (8_000, Duration::from_secs(240)));
    assert_eq!(Defender::parse("turtle"), Some(Defender::Turtle));
}
