//! Pairing one Swiss round of 200 players (`tournament::swiss_round`), at
//! every round of a 9-round event. Two result patterns: mixed results,
//! where the first path the search tries pairs the round, and Black
//! winning every game, where the colour rules cannot all be kept and the
//! minimum-cost matching pairs the round.
//!
//! `cargo bench --bench swiss`; the figures are in BENCHMARKS.md. Target:
//! at most 100 ms a round.

use std::hint::black_box;

use abande_bot::tournament::{PlayedRound, default_swiss_rounds, swiss_round};
use abande_rules::{Color, Outcome};
use criterion::{Criterion, criterion_group, criterion_main};

const PLAYERS: usize = 200;

/// The rounds before each round of an event whose game `i` of round `r`
/// ends as `result(r, i)` says.
fn histories(result: impl Fn(usize, usize) -> Outcome) -> Vec<Vec<PlayedRound>> {
    let mut history = Vec::new();
    let mut before_each = Vec::new();
    for round in 1..=default_swiss_rounds(PLAYERS) {
        before_each.push(history.clone());
        let mut played = PlayedRound::unplayed(&swiss_round(PLAYERS, &history));
        for (i, (_, outcome)) in played.games.iter_mut().enumerate() {
            *outcome = Some(result(round, i));
        }
        history.push(played);
    }
    before_each
}

fn pairing(c: &mut Criterion) {
    let mixed = histories(|round, i| match (i * 5 + round) % 3 {
        0 => Outcome::Win(Color::Black),
        1 => Outcome::Win(Color::White),
        _ => Outcome::Draw,
    });
    let black_wins = histories(|_, _| Outcome::Win(Color::Black));
    let mut group = c.benchmark_group("swiss round of 200");
    for (pattern, histories) in [("mixed", &mixed), ("black always wins", &black_wins)] {
        for (before, history) in histories.iter().enumerate() {
            let name = format!("{pattern}, round {}", before + 1);
            group.bench_function(name, |b| {
                b.iter(|| swiss_round(black_box(PLAYERS), black_box(history)))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
