//! The playing engine: searches of a fixed number of nodes from mid-game
//! positions, so the time per search gives nodes per second.
//!
//! `cargo bench --bench ai`; depth reached in 1 s: see BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use abande_engine::{self as ai, Level, SearchLimits};
use abande_rules::{Game, GameKind};
use criterion::{Criterion, criterion_group, criterion_main};

/// 40 plies of level-3 self-play from the standard Abalone start.
const ABALONE_MIDGAME: [&str; 40] = [
    "a4b5", "i5h5", "a5b5", "h9g8", "b6c6", "h4g4", "a2b2", "i9h8", "a3b3", "i6h5", "a1b2",
    "f3g4e3", "b5c5", "e3e4", "b3c4", "i7i6", "b4c4", "i6i5", "e4e5", "i5h4", "b1b2", "g4f3",
    "b2b3", "g6g5", "c4d4", "i8h7", "b3c4", "f4f5", "c4d4", "h6g5", "c6d6", "f7g7", "d3e3", "f5f4",
    "c2d3", "h6g5", "e6e5", "f3g4", "e5e4", "h4g4",
];

const NODES: u64 = 200_000;

/// A position after `plies` moves of the engine against itself.
fn self_play(kind: GameKind, plies: usize) -> Game {
    let mut game = Game::new(kind);
    for i in 0..plies {
        let c = ai::choose_move(&game, Level::new(2).unwrap(), i as u64).unwrap();
        game.play(c.mv).unwrap();
    }
    game
}

fn search(c: &mut Criterion) {
    let limits = SearchLimits {
        nodes: NODES,
        time: Duration::from_secs(60),
        depth: 64,
    };
    let positions = [
        (
            "abalone",
            Game::replay(GameKind::Abalone, &ABALONE_MIDGAME).unwrap(),
        ),
        ("abande-hex", self_play(GameKind::AbandeHex, 16)),
        ("abande-square", self_play(GameKind::AbandeSquare, 16)),
    ];
    let mut group = c.benchmark_group("search 200k nodes");
    group.sample_size(10);
    for (name, game) in positions {
        group.bench_function(name, |b| {
            b.iter(|| ai::choose_move_with(black_box(&game), Level::MAX, limits, 0))
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
