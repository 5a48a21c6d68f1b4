//! The game service against a real SQLite file: one behaviour per test.

#[path = "../support/mod.rs"]
mod support;

mod challenges;
mod clock;
mod concurrency;
mod deadlines;
mod engine_games;
mod history;
mod lifecycle;
mod moves;
mod offers;
mod outbox;
mod ratings;
mod restart;
mod stats;
