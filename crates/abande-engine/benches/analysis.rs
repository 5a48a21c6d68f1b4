//! Analysis of a whole game (`/analyse`): 100 plies of level-3 self-play,
//! every position searched at level 4's budget (`ai::analysis`).
//!
//! `cargo bench --bench analysis`; the figure is in BENCHMARKS.md. Target:
//! at most 60 s for the 100 plies on one core.

use std::hint::black_box;
use std::time::Duration;

use abande_engine::analysis::{analyse, analysis_limits};
use abande_engine::{self as ai, Level};
use abande_rules::{Game, GameKind};
use criterion::{Criterion, criterion_group, criterion_main};

/// `plies` moves of level 3 against itself, the same every run.
fn self_play(kind: GameKind, plies: usize) -> Game {
    let mut game = Game::new(kind);
    for i in 0..plies {
        let Some(c) = ai::choose_move(&game, Level::new(3).unwrap(), i as u64) else {
            break;
        };
        game.play(c.mv).unwrap();
    }
    game
}

fn analysis(c: &mut Criterion) {
    let mut group = c.benchmark_group("analyse 100 plies");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(1));
    group.warm_up_time(Duration::from_millis(1));
    for kind in [GameKind::Abalone, GameKind::AbandeHex] {
        let game = self_play(kind, 100);
        let name = format!("{kind} ({} plies)", game.ply());
        group.bench_function(name, |b| {
            b.iter(|| analyse(black_box(&game), analysis_limits(), &mut |_, _| {}))
        });
    }
    group.finish();
}

criterion_group!(benches, analysis);
criterion_main!(benches);
