//! Render + PNG encode time per board: `cargo bench --bench render`.

use std::hint::black_box;

use abande_pictures::{BoardLabels, RenderOptions, render_png};
use abande_rules::{Game, GameKind};
use criterion::{Criterion, criterion_group, criterion_main};

/// A mid-game Abande position: the first legal move, 30 times (deterministic).
fn mid_game(kind: GameKind) -> Game {
    let mut game = Game::new(kind);
    for i in 0..30 {
        let moves = game.legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        game.play(moves[(i * 7) % moves.len()]).expect("legal");
    }
    game
}

fn bench(c: &mut Criterion) {
    let labels = BoardLabels {
        title: "Abande #12".into(),
        black: "Alice".into(),
        white: "Bob".into(),
        ..BoardLabels::default()
    };
    let options = RenderOptions::default();
    for kind in GameKind::ALL {
        let start = Game::new(kind);
        c.bench_function(&format!("{kind} start"), |b| {
            b.iter(|| render_png(black_box(&start), &labels, &options))
        });
        if kind.family() == abande_rules::Family::Abande {
            let mid = mid_game(kind);
            c.bench_function(&format!("{kind} mid"), |b| {
                b.iter(|| render_png(black_box(&mid), &labels, &options))
            });
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
