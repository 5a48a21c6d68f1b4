//! Counts Abalone move sequences: `cargo run --release --example abalone_perft -- abalone 5`.
//!
//! The first argument is a game id (`abalone`, `abalone-belgian`,
//! `abalone-german`), the second the depth. Prints the count and the time.

use std::time::Instant;

use abande_rules::abalone::Position;
use abande_rules::{GameKind, GamePosition, Setup};

fn main() {
    let mut args = std::env::args().skip(1);
    let kind: GameKind = args
        .next()
        .as_deref()
        .unwrap_or("abalone")
        .parse()
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2);
        });
    let Setup::Abalone(start) = kind.setup() else {
        eprintln!("{kind} is not an Abalone game");
        std::process::exit(2);
    };
    let depth: u32 = args
        .next()
        .map_or(Ok(4), |d| d.parse())
        .unwrap_or_else(|e| {
            eprintln!("depth: {e}");
            std::process::exit(2);
        });
    let position = Position::new(start);
    let started = Instant::now();
    let count = position.perft(depth);
    let elapsed = started.elapsed();
    println!(
        "perft {kind} {depth} = {count} in {:.3} s",
        elapsed.as_secs_f64()
    );
}
