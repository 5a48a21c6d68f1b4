//! Building the `/replay` GIF of a 100-ply game (Abande's longest possible
//! games are shorter; the bench plays it as long as the rules allow).
//!
//! `cargo bench --bench replay -- --warm-up-time 1 --measurement-time 10`

use std::hint::black_box;

use abande_pictures::{BoardLabels, RenderOptions, render_replay_gif};
use abande_rules::{Game, GameKind};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};

/// A seeded random game of up to `plies` plies that avoids ending early:
/// it passes whenever that is legal and does not end the game.
fn long_game(kind: GameKind, plies: usize) -> Game {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut game = Game::new(kind);
    while game.ply() < plies && !game.is_over() {
        let moves = game.legal_moves();
        let last_was_pass = game.last_move().is_some_and(|m| m.to_string() == "pass");
        let pass = moves.iter().find(|m| m.to_string() == "pass");
        let pick = match pass {
            Some(pass) if !last_was_pass && moves.len() > 1 && rng.gen_bool(0.5) => *pass,
            _ => {
                let others: Vec<_> = moves.iter().filter(|m| m.to_string() != "pass").collect();
                if others.is_empty() {
                    moves[0]
                } else {
                    *others[rng.gen_range(0..others.len())]
                }
            }
        };
        game.play(pick).unwrap();
    }
    game
}

fn replay(c: &mut Criterion) {
    let labels = BoardLabels {
        title: "Replay #1".into(),
        black: "alice".into(),
        white: "bob".into(),
        ..BoardLabels::default()
    };
    let options = RenderOptions::default();
    let mut group = c.benchmark_group("replay_gif");
    group.sample_size(10);
    for kind in [GameKind::AbandeHex, GameKind::Abalone] {
        let game = long_game(kind, 100);
        let gif = render_replay_gif(&game, &labels, &options);
        println!("{kind}: {} plies, GIF {} bytes", game.ply(), gif.len());
        group.bench_function(format!("{kind}_{}_plies", game.ply()), |b| {
            b.iter(|| render_replay_gif(black_box(&game), &labels, &options))
        });
    }
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
