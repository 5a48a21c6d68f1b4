//! Rules engine, game records, the command line and the replay GIF.
//! One test binary per layer keeps linking (and CI's disk) small.

#[path = "../support/mod.rs"]
mod support;

mod abalone_records;
mod ai;
mod cli;
mod game_records;
mod perft;
mod replay_gif;
