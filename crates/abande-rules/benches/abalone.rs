//! Abalone rules engine: move generation and perft from each start.
//!
//! `cargo bench --bench abalone`

use std::hint::black_box;

use abande_rules::GamePosition;
use abande_rules::abalone::{Position, Start};
use criterion::{Criterion, criterion_group, criterion_main};

fn starts() -> [(&'static str, Position); 3] {
    [
        ("abalone", Position::new(Start::Standard)),
        ("abalone-belgian", Position::new(Start::BelgianDaisy)),
        ("abalone-german", Position::new(Start::GermanDaisy)),
    ]
}

fn movegen(c: &mut Criterion) {
    for (name, position) in starts() {
        c.bench_function(&format!("legal_moves {name}"), |b| {
            b.iter(|| black_box(&position).legal_moves())
        });
        c.bench_function(&format!("count_legal_moves {name}"), |b| {
            b.iter(|| black_box(&position).count_legal_moves())
        });
    }
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft 3");
    group.sample_size(20);
    for (name, position) in starts() {
        group.bench_function(name, |b| b.iter(|| black_box(&position).perft(3)));
    }
    group.finish();
}

criterion_group!(benches, movegen, perft);
criterion_main!(benches);
