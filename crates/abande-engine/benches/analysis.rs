//! Analysis of a whole game (`/analyse`): 100 plies of level-3 self-play,
//! every position searched at level 4's budget (`ai::analysis`), on one
//! thread and on every core (`available_parallelism`; `BENCH_THREADS=1,2,4`
//! names the thread counts instead).
//!
//! `cargo bench --bench analysis` (a filter after `--` picks cases:
//! `-- 'abalone.*threads: 2'`); the figures are in BENCHMARKS.md. Target:
//! the 100 Abalone plies in at most 12 s on this 2-core machine (30.6 s on
//! one core).

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
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads: Vec<usize> = match std::env::var("BENCH_THREADS") {
        Ok(list) => list
            .split(',')
            .map(|n| n.trim().parse().expect("BENCH_THREADS: numbers"))
            .collect(),
        Err(_) if cores > 1 => vec![1, cores],
        Err(_) => vec![1],
    };
    for kind in [GameKind::Abalone, GameKind::AbandeHex] {
        let game = self_play(kind, 100);
        for &n in &threads {
            let name = format!("{kind} ({} plies), threads: {n}", game.ply());
            group.bench_function(name, |b| {
                b.iter(|| analyse(black_box(&game), analysis_limits(), n, &mut |_, _| {}))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, analysis);
criterion_main!(benches);
