//! Abande legal-move generation on every board: the start, mid-game
//! positions, and the position after the first move with the most legal moves found in 2,000
//! seeded random games (the worst case autocomplete meets).
//!
//! `cargo bench --bench abande`

use std::hint::black_box;

use abande_rules::GamePosition;
use abande_rules::abande::{Board, Position};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};

/// The position with the most legal moves seen in random games, and one at ply 30.
fn sample_positions(board: Board) -> (Position, Position) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut busiest = Position::new(board);
    let mut ply30 = Position::new(board);
    let mut most = 0;
    for game in 0..2000 {
        let mut pos = Position::new(board);
        for ply in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply > 0 && moves.len() > most {
                most = moves.len();
                busiest = pos.clone();
            }
            if game == 0 && ply == 30 {
                ply30 = pos.clone();
            }
            pos.play(moves[rng.gen_range(0..moves.len())]).unwrap();
        }
    }
    (busiest, ply30)
}

fn movegen(c: &mut Criterion) {
    for (name, board) in [
        ("hex", Board::Hex),
        ("square", Board::Square),
        ("snub", Board::Snub),
    ] {
        let start = Position::new(board);
        let (busiest, ply30) = sample_positions(board);
        println!(
            "abande-{name}: busiest sampled position has {} legal moves",
            busiest.legal_moves().len()
        );
        let mut buffer = Vec::with_capacity(128);
        for (label, pos) in [("start", &start), ("ply 30", &ply30), ("busiest", &busiest)] {
            c.bench_function(&format!("abande-{name} legal_moves {label}"), |b| {
                b.iter(|| black_box(pos).legal_moves_into(&mut buffer))
            });
        }
        c.bench_function(&format!("abande-{name} perft 3"), |b| {
            b.iter(|| black_box(&start).perft(3))
        });
    }
}

criterion_group!(benches, movegen);
criterion_main!(benches);
